import { ArrowLeft } from "lucide-react";
import { graphql } from "react-relay/hooks";
import { Link, useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { PageHeader } from "../app/PageHeader";
import { useRouteQuery } from "../app/useRouteQuery";
import { AnalyticsReportView } from "../modules/analytics/AnalyticsReportView";
import { RANGES, rangeFromSearch } from "../modules/analytics/analytics-format";
import { BREADCRUMB_TRAILS } from "../modules/navigation/breadcrumb-trails";
import type { AnalyticsPageQuery } from "./__generated__/AnalyticsPageQuery.graphql";

const analyticsPageQuery = graphql`
  query AnalyticsPageQuery($range: AnalyticsRange!) @preloadable {
    analytics(range: $range) {
      scope
      ...AnalyticsReportView_report
    }
  }
`;

const SCOPE_SUBTITLE = {
  platform: "The whole platform: every client, WhatsApp and email.",
  owner: "Your own activity with Ria.",
  sample: "Sample figures: sign in to see your own.",
} as const;

/** /analytics: business intelligence from stored activity (admins: the platform; clients: their own; visitors: a sample). */
export function AnalyticsPage() {
  const [search, setSearch] = useSearchParams();
  const range = rangeFromSearch(search.get("days"));
  // The route loads the range in the address: choosing another one changes the address, and so the query.
  const { analytics } = useRouteQuery<AnalyticsPageQuery>(analyticsPageQuery);
  const scope = analytics.scope === "%future added value" ? "sample" : analytics.scope;
  return (
    <StyledPage>
      <title>Business Intelligence · Ria</title>
      <PageHeader
        title="Business Intelligence"
        subtitle={SCOPE_SUBTITLE[scope]}
        breadcrumb={BREADCRUMB_TRAILS.businessIntelligence}
        aside={
          <StyledBack to="/">
            <ArrowLeft aria-hidden="true" size={16} />
            Back to Dashboard
          </StyledBack>
        }
      />
      {scope === "sample" && (
        <StyledSample role="note" aria-label="Sample figures">
          <strong>Sample figures</strong>
          <span>These are illustrative, not anyone's data.</span>
          <Link to="/login">Sign in to see your own analytics</Link>
        </StyledSample>
      )}
      <StyledRanges role="radiogroup" aria-label="Range (IST days)">
        {RANGES.map((option) => (
          <StyledRange
            key={option.days}
            type="button"
            role="radio"
            aria-checked={option.days === range.days}
            $active={option.days === range.days}
            onClick={() => setSearch({ days: String(option.days) }, { replace: true })}
          >
            {option.label}
          </StyledRange>
        ))}
      </StyledRanges>
      <AnalyticsReportView report={analytics} />
    </StyledPage>
  );
}

const StyledPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledSample = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledRanges = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledRange = styled.button<{ $active: boolean }>`
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.surface)};
  color: ${({ theme, $active }) => ($active ? theme.colors.textInverse : theme.colors.text)};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;
