import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Card } from "../../ui/Card";
import type { AnalyticsReportView_report$key } from "./__generated__/AnalyticsReportView_report.graphql";
import { formatCount, formatDuration } from "./analytics-format";
import { DailyChart } from "./DailyChart";
import { FigureCard } from "./FigureCard";

/** The four figures with daily charts, the channel split and the performance figures (spec section 2). */
export function AnalyticsReportView({ report }: { report: AnalyticsReportView_report$key }) {
  const data = useFragment(
    graphql`
      fragment AnalyticsReportView_report on AnalyticsReport {
        scope
        days
        messagesHandled {
          total
          definition
          daily {
            ...DailyChart_points
          }
        }
        meetingsScheduled {
          total
          definition
          daily {
            ...DailyChart_points
          }
        }
        stakeholderReach {
          total
          definition
          daily {
            ...DailyChart_points
          }
        }
        responseTime {
          medianMs
          p95Ms
          replies
          definition
          daily {
            ...DailyChart_points
          }
        }
        channels {
          channel
          count
          percent
        }
        performance {
          id
          label
          definition
          percent
        }
      }
    `,
    report,
  );
  const perDay = (figure: string) => `${figure} per IST day, last ${data.days} days`;
  const counted = [
    { title: "Messages handled", figure: data.messagesHandled },
    { title: "Meetings scheduled", figure: data.meetingsScheduled },
  ];
  return (
    <StyledReport>
      <StyledFigures>
        {counted.map(({ title, figure }) => (
          <FigureCard
            key={title}
            title={title}
            value={formatCount(figure.total)}
            definition={figure.definition}
            chart={<DailyChart label={perDay(title)} points={figure.daily} />}
          />
        ))}
        <FigureCard
          title="Response time"
          value={`${formatDuration(data.responseTime.medianMs)} median · ${formatDuration(data.responseTime.p95Ms)} p95`}
          definition={`${data.responseTime.definition}; ${formatCount(data.responseTime.replies)} replies measured`}
          chart={
            <DailyChart label={perDay("Median response time")} points={data.responseTime.daily} format={formatDuration} whole={false} />
          }
        />
        <FigureCard
          title="Stakeholder reach"
          value={formatCount(data.stakeholderReach.total)}
          definition={data.stakeholderReach.definition}
          chart={<DailyChart label={perDay("Stakeholder reach")} points={data.stakeholderReach.daily} />}
        />
      </StyledFigures>
      <StyledPair>
        <Card title="Channel split" headingLevel={2}>
          {data.scope !== "sample" && (
            <StyledCaption>
              The {formatCount(data.messagesHandled.total)} messages handled, by channel, and the{" "}
              {formatCount(data.meetingsScheduled.total)} meetings scheduled
            </StyledCaption>
          )}
          <StyledList>
            {data.channels.map((share) => (
              <li key={share.channel} data-count={share.count}>
                <span>{share.channel}</span>
                <strong>
                  {share.percent}%{data.scope !== "sample" && <StyledCount> · {formatCount(share.count)}</StyledCount>}
                </strong>
                <StyledTrack aria-hidden="true">
                  {share.percent > 0 && <StyledFill data-bar style={{ inlineSize: `${share.percent}%` }} />}
                </StyledTrack>
              </li>
            ))}
          </StyledList>
        </Card>
        <Card title="Performance" headingLevel={2}>
          <StyledList>
            {data.performance.map((figure) => (
              <li key={figure.id} aria-label={figure.label}>
                <span>{figure.label}</span>
                <strong>{figure.percent === null ? "No data yet" : `${figure.percent}%`}</strong>
                <StyledDefinition>{figure.definition}</StyledDefinition>
              </li>
            ))}
          </StyledList>
        </Card>
      </StyledPair>
    </StyledReport>
  );
}

const StyledReport = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledFigures = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledPair = styled(StyledFigures)``;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  > li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

/** The full-width track; the fill inside it is as wide as the share (a flex item's basis would beat its width). */
const StyledTrack = styled.span`
  flex-basis: 100%;
  display: block;
  block-size: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
`;

const StyledFill = styled.span`
  display: block;
  block-size: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.accent};
`;

const StyledCount = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const StyledCaption = styled.p`
  padding: 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledDefinition = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
