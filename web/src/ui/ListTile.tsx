import styled from "styled-components";

/** A card that is one item of a list (`<li>`): padded, bordered, on the muted surface. */
export const ListTile = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/** A list tile's first row: title on the left, badges or actions on the right, wrapping on a phone. */
export const ListTileHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;
