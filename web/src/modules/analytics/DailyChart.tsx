import { BarChart } from "chartist";
import "chartist/dist/index.css";
import { useEffect, useRef } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { formatIstShortDay } from "../../lib/format-ist";
import type { DailyChart_points$key } from "./__generated__/DailyChart_points.graphql";

export interface DailyChartProps {
  /** The chart's accessible name, e.g. "Messages handled per IST day". */
  label: string;
  /** One value per IST day, oldest first. */
  points: DailyChart_points$key;
  /** How a value reads in the data table (the chart's text alternative). */
  format?: (value: number) => string;
  /** Counts (messages, meetings, people) take whole-number ticks only: no "0.25 meetings". */
  whole?: boolean;
}

/** A bar per IST day (Chartist draws SVG), named for assistive technology, with its data as a table. */
export function DailyChart({ label, format = String, whole = true, ...props }: DailyChartProps) {
  const points = useFragment(
    graphql`
      fragment DailyChart_points on AnalyticsDailyValue @relay(plural: true) {
        day
        value
      }
    `,
    props.points,
  );
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const chart = new BarChart(
      host.current,
      { labels: points.map((point) => formatIstShortDay(point.day)), series: [points.map((point) => point.value ?? 0)] },
      // Up to 90 bars: label about eight days so the axis stays readable.
      {
        axisX: { labelInterpolationFnc: (value, index) => (index % Math.ceil(points.length / 8) === 0 ? String(value) : "") },
        // Room for a formatted tick ("10.0 s") on one line; counts need less.
        axisY: {
          onlyInteger: whole,
          offset: whole ? 40 : 56,
          labelInterpolationFnc: (value) => (whole ? String(value) : format(Number(value))),
        },
        height: "160px",
      },
    );
    return () => {
      chart.detach();
    };
  }, [points, whole, format]);

  return (
    <figure>
      <StyledChart ref={host} role="img" aria-label={label} />
      <details>
        <StyledSummary>Data table</StyledSummary>
        <StyledTable>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">Day (IST)</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.day}>
                <th scope="row">{formatIstShortDay(point.day)}</th>
                <td>{point.value == null ? "—" : format(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </details>
    </figure>
  );
}

const StyledChart = styled.div`
  .ct-bar {
    stroke: ${({ theme }) => theme.colors.accent};
    stroke-width: 6px;
  }
  .ct-label {
    color: ${({ theme }) => theme.colors.textSubtle};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    white-space: nowrap;
  }
`;

const StyledSummary = styled.summary`
  cursor: pointer;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledTable = styled.table`
  width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
    text-align: left;
  }
`;
