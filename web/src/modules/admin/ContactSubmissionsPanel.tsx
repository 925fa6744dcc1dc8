import { graphql, usePaginationFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { VisuallyHidden } from "../../ui/VisuallyHidden";
import type { ContactSubmissionsPanel_query$key } from "./__generated__/ContactSubmissionsPanel_query.graphql";
import { ContactSubmissionRow } from "./ContactSubmissionRow";
import { SUBMISSIONS_PAGE_SIZE } from "./submissions-page-size";
import { StyledBody, StyledHead, StyledHeaderCell, StyledTable } from "./submissions-table-styles";

/** The connection's key: the live subscription prepends new requests to it (see useContactSubmittedSubscription). */
export const SUBMISSIONS_CONNECTION_KEY = "ContactSubmissionsPanel_contactSubmissions";

const COLUMNS = ["Executive", "Company", "Plan", "Urgency", "Contact", "Submitted"];

/** Spec section 2: deployment requests, newest first, paged with "Load more"; new ones arrive live at the top. */
export function ContactSubmissionsPanel({ query }: { query: ContactSubmissionsPanel_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ContactSubmissionsPanel_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "ContactSubmissionsPaginationQuery") {
        contactSubmissions(first: $count, after: $cursor) @connection(key: "ContactSubmissionsPanel_contactSubmissions") {
          edges {
            node {
              id
              ...ContactSubmissionRow_submission
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.contactSubmissions.edges;

  return (
    <Card title="Contact Submissions" description="Deployment requests, newest first · times in IST">
      {edges.length === 0 ? (
        <StyledEmpty>
          <strong>No contact submissions yet</strong>
          Requests sent from the deployment form appear here the moment they arrive.
        </StyledEmpty>
      ) : (
        <StyledTable role="table">
          <VisuallyHidden as="caption">Contact submissions, newest first</VisuallyHidden>
          <StyledHead role="rowgroup">
            <tr role="row">
              {COLUMNS.map((column) => (
                <StyledHeaderCell key={column} role="columnheader" scope="col">
                  {column}
                </StyledHeaderCell>
              ))}
            </tr>
          </StyledHead>
          <StyledBody role="rowgroup">
            {edges.map((edge) => (
              <ContactSubmissionRow key={edge.node.id} submission={edge.node} />
            ))}
          </StyledBody>
        </StyledTable>
      )}
      {hasNext && (
        <StyledMore>
          <Button variant="secondary" onClick={() => loadNext(SUBMISSIONS_PAGE_SIZE)} busy={isLoadingNext} disabled={isLoadingNext}>
            {isLoadingNext ? "Loading…" : "Load more"}
          </Button>
        </StyledMore>
      )}
    </Card>
  );
}

const StyledEmpty = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.lg};
`;
