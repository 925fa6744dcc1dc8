import { Suspense, useCallback, useState, useTransition } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import styled from "styled-components";
import { useBoundaryFetchKey } from "../app/fetch-key";
import { PageHeader } from "../app/PageHeader";
import { PageLoading } from "../app/PageLoading";
import { useRuleRunRecorded } from "../modules/automation/useRuleRunRecorded";
import { LiveConnectionIndicator } from "../modules/health/LiveConnectionIndicator";
import { AdminAccessRequired } from "../modules/platform/AdminAccessRequired";
import { adminsOnly, RoleGate } from "../modules/platform/RoleGate";
import { useLiveCatchUp } from "../modules/platform/useLiveCatchUp";
import { happenedSince, type SentTest } from "../modules/whatsapp/test-message";
import { TestProgress } from "../modules/whatsapp/TestProgress";
import { TriggeredRuns } from "../modules/whatsapp/TriggeredRuns";
import { useWhatsAppActivity } from "../modules/whatsapp/useWhatsAppActivity";
import { WhatsAppConversation } from "../modules/whatsapp/WhatsAppConversation";
import { DEFAULT_TEST_NUMBER, WhatsAppTestForm } from "../modules/whatsapp/WhatsAppTestForm";
import type { WhatsAppTestPageQuery } from "./__generated__/WhatsAppTestPageQuery.graphql";

const whatsAppTestPageQuery = graphql`
  query WhatsAppTestPageQuery($contact: String!) {
    whatsappMessages(contact: $contact, last: 20) {
      id
      createdAt
      ...WhatsAppConversation_inbound
    }
    outbox(last: 50) {
      recipient
      kind
      createdAt
      ...WhatsAppConversation_outbound
    }
    automationRules {
      runs(last: 5) {
        startedAt
      }
      ...TriggeredRuns_rules
    }
  }
`;

const TITLE = "WhatsApp API Test";
const BREADCRUMB = [{ label: "Ria", href: "/simplified-dashboard" }, { label: TITLE }];
const SUBTITLE = "Send a signed test message through the real webhook, then watch it arrive, set off rules and get Ria's reply, live.";

/** /whatsapp-test (spec section 2): admins send a test message through the real webhook and watch what follows. */
export function WhatsAppTestPage() {
  return (
    <>
      <title>WhatsApp API Test · Ria</title>
      <Suspense fallback={<PageLoading />}>
        <RoleGate
          allows={adminsOnly}
          refused={(role) => (
            <>
              <PageHeader title={TITLE} subtitle={SUBTITLE} breadcrumb={BREADCRUMB} />
              <AdminAccessRequired role={role} what="WhatsApp tests" />
            </>
          )}
        >
          <PageHeader title={TITLE} subtitle={SUBTITLE} breadcrumb={BREADCRUMB} aside={<LiveConnectionIndicator />} />
          <Suspense fallback={<PageLoading />}>
            <WhatsAppTestBench />
          </Suspense>
        </RoleGate>
      </Suspense>
    </>
  );
}

/** Owns the page's query for the test number; its activity and recorded runs fetch it again (no polling). */
function WhatsAppTestBench() {
  const boundaryKey = useBoundaryFetchKey();
  const [sent, setSent] = useState<SentTest | null>(null);
  const [refreshes, setRefreshes] = useState(0);
  const [, startTransition] = useTransition();
  const contact = sent?.contact ?? DEFAULT_TEST_NUMBER;
  const data = useLazyLoadQuery<WhatsAppTestPageQuery>(
    whatsAppTestPageQuery,
    { contact },
    { fetchPolicy: "store-and-network", fetchKey: `${boundaryKey}:${refreshes}` },
  );
  const refresh = useCallback(() => setRefreshes((value) => value + 1), []);
  useWhatsAppActivity(useCallback((activity) => activity.contact === contact && refresh(), [contact, refresh]));
  useRuleRunRecorded(refresh);
  useLiveCatchUp(refresh);

  // Effects count from the server's own time for the message, once it is known.
  const inbound = sent ? data.whatsappMessages.find((message) => message.id === sent.messageId) : undefined;
  const anchor = sent ? (inbound ? Date.parse(inbound.createdAt) : sent.sentAt) : null;
  const runs =
    anchor === null ? 0 : data.automationRules.flatMap((rule) => rule.runs).filter((run) => happenedSince(run.startedAt, anchor)).length;
  const replied =
    anchor !== null &&
    data.outbox.some(
      (message) => message.recipient === contact && message.kind === "assistant-reply" && happenedSince(message.createdAt, anchor),
    );

  return (
    <StyledLayout>
      <StyledColumn>
        <WhatsAppTestForm onSent={(next) => startTransition(() => setSent(next))} />
        {sent && <TestProgress received={Boolean(inbound)} runs={runs} replied={replied} />}
      </StyledColumn>
      <StyledColumn>
        <TriggeredRuns rules={data.automationRules} since={anchor} />
        <WhatsAppConversation contact={contact} inbound={data.whatsappMessages} outbound={data.outbox} />
      </StyledColumn>
    </StyledLayout>
  );
}

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  }
`;

const StyledColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;
