import styled, { css } from "styled-components";

/**
 * The submissions table is a real table from the `lg` breakpoint; below it each row becomes a card
 * whose cells carry their column name (data-label), so a phone never scrolls sideways. Explicit ARIA
 * roles keep the table semantics when the display changes.
 */
export const StyledTable = styled.table`
  display: block;
  width: 100%;
  border-collapse: collapse;
  ${({ theme }) => theme.media.lg} {
    display: table;
  }
`;

/** The column headings: only for assistive technology on phones, visible on wide screens. */
export const StyledHead = styled.thead`
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

/** A column heading. */
export const StyledHeaderCell = styled.th`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-align: left;
  text-transform: uppercase;
  white-space: nowrap;
`;

/** The rows: a stack of cards on phones, a row group on wide screens. */
export const StyledBody = styled.tbody`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.lg} {
    display: table-row-group;
  }
`;

/** One submission; tinted while it is new (arrived live during this visit). */
export const StyledRow = styled.tr<{ $fresh?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $fresh }) => ($fresh ? theme.colors.healthySoft : theme.colors.surface)};
  transition: background ${({ theme }) => theme.durations.slow};
  ${({ theme }) => theme.media.lg} {
    display: table-row;
    padding: 0;
    border: none;
    border-radius: 0;
    & + & > td {
      border-top: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
    }
  }
`;

/** A cell; on phones it shows its column name first, except the lead (executive) cell, which heads the card. */
export const StyledCell = styled.td<{ $lead?: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 5fr);
  align-items: start;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  &::before {
    content: attr(data-label);
    color: ${({ theme }) => theme.colors.textSubtle};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
  ${({ $lead, theme }) =>
    $lead &&
    css`
      display: block;
      padding-bottom: ${theme.space.sm};
      border-bottom: ${theme.borders.hairline} ${theme.colors.border};
      &::before {
        content: none;
      }
    `}
  ${({ theme }) => theme.media.lg} {
    display: table-cell;
    padding: ${({ theme }) => theme.space.md};
    border-bottom: none;
    vertical-align: top;
    &::before {
      content: none;
    }
  }
`;
