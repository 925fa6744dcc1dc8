import styled from "styled-components";
import { Badge } from "../../ui/Badge";
import { actualStatus, type SelfTestCheck } from "./self-test";

/** Each REST path's check: method, path, why, expected and actual status, result, time. A table on wide screens, cards on phones. */
export function SelfTestTable({ checks }: { checks: readonly SelfTestCheck[] }) {
  return (
    <StyledTable aria-label="Self-test results">
      <StyledHead>
        <tr>
          {["Method", "Path", "Why", "Expected", "Actual", "Result", "Time"].map((heading) => (
            <StyledHeading key={heading} scope="col">
              {heading}
            </StyledHeading>
          ))}
        </tr>
      </StyledHead>
      <StyledBody>
        {checks.map((check) => (
          <StyledRow key={`${check.method} ${check.path}`} aria-label={`${check.method} ${check.path}`}>
            <StyledCell $place="method">
              <StyledMethod>{check.method}</StyledMethod>
            </StyledCell>
            <StyledCell $place="path">
              <StyledPath>{check.path}</StyledPath>
            </StyledCell>
            <StyledCell $place="why">{check.why}</StyledCell>
            <StyledCell data-label="Expected">{check.expectedStatus}</StyledCell>
            <StyledCell data-label="Actual">{actualStatus(check)}</StyledCell>
            <StyledCell data-label="Result">
              <Badge tone={check.ok ? "success" : "danger"}>{check.ok ? "Passed" : "Failed"}</Badge>
            </StyledCell>
            <StyledCell data-label="Time">{check.ms} ms</StyledCell>
          </StyledRow>
        ))}
      </StyledBody>
    </StyledTable>
  );
}

const StyledTable = styled.table`
  display: block;
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme }) => theme.media.lg} {
    display: table;
  }
`;

/** Headings stay for assistive technology on phones, where each cell shows its own label. */
const StyledHead = styled.thead`
  position: absolute;
  width: ${({ theme }) => theme.space.hairline};
  height: ${({ theme }) => theme.space.hairline};
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  ${({ theme }) => theme.media.lg} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
    display: table-header-group;
  }
`;

const StyledHeading = styled.th`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-align: left;
  text-transform: uppercase;
  white-space: nowrap;
`;

const StyledBody = styled.tbody`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.lg} {
    display: table-row-group;
  }
`;

/** On phones a row is a compact card: method and path, why, then the four figures side by side. */
const StyledRow = styled.tr`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ theme }) => theme.media.lg} {
    display: table-row;
    border: none;
    & + & > td {
      border-top: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
    }
  }
`;

const PLACES = { method: "1 / 2", path: "2 / 5", why: "1 / 5" } as const;

const StyledCell = styled.td<{ $place?: keyof typeof PLACES }>`
  display: grid;
  grid-column: ${({ $place }) => ($place ? PLACES[$place] : "auto")};
  align-content: start;
  justify-items: start;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme, $place }) => ($place === "why" ? theme.colors.textMuted : theme.colors.text)};
  overflow-wrap: anywhere;
  &::before {
    content: ${({ $place }) => ($place ? "none" : "attr(data-label)")};
    color: ${({ theme }) => theme.colors.textSubtle};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  ${({ theme }) => theme.media.lg} {
    display: table-cell;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    vertical-align: middle;
    &::before {
      content: none;
    }
  }
`;

const StyledMethod = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledPath = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
`;
