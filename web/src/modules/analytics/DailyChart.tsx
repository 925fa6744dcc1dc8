import { BarChart } from "chartist";
import "chartist/dist/index.css";
import { useEffect, useRef } from "react";
import styled from "styled-components";

export interface DailyChartProps {
  /** The chart's accessible name, e.g. "Messages handled per IST day". */
  label: string;
  points: ReadonlyArray<{ day: string; value?: number | null }>;
  /** How a value reads in the data table (the chart's text alternative). */
  format?: (value: number) => string;
}

/** A bar per IST day (Chartist draws SVG), named for assistive technology, with its data as a table. */
export function DailyChart({ label, points, format = String }: DailyChartProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const chart = new BarChart(
      host.current,
      { labels: points.map((point) => point.day.slice(5)), series: [points.map((point) => point.value ?? 0)] },
      // Up to 90 bars: label about eight days so the axis stays readable.
      {
        axisX: { labelInterpolationFnc: (value, index) => (index % Math.ceil(points.length / 8) === 0 ? String(value) : "") },
        height: "160px",
      },
    );
    return () => {
      chart.detach();
    };
  }, [points]);

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
                <th scope="row">{point.day}</th>
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
