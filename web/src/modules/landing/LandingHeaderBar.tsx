import { Phone } from "lucide-react";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { BREADCRUMB_TRAILS } from "../navigation/breadcrumb-trails";
import { NavigationBreadcrumb } from "../navigation/NavigationBreadcrumb";

/** The landing page's sticky bar under the app header: its breadcrumb ("Ria" opens the navigation) and Contact. */
export function LandingHeaderBar({ onContact }: { onContact: () => void }) {
  return (
    <StyledBar>
      <NavigationBreadcrumb items={BREADCRUMB_TRAILS.executiveAssistant} />
      <Button size="sm" onClick={onContact} aria-haspopup="dialog">
        <Phone aria-hidden="true" size={16} />
        Contact
      </Button>
    </StyledBar>
  );
}

const StyledBar = styled.div`
  position: sticky;
  /* Just below the app header, whose height is its controls plus its vertical padding. */
  top: calc(${({ theme }) => theme.sizes.controlHeight} + 2 * ${({ theme }) => theme.space.md});
  /* Under the app header, so the header's open menu is never covered by this bar. */
  z-index: ${({ theme }) => theme.zIndices.header - 1};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin: calc(-1 * ${({ theme }) => theme.space.md}) 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.page};
`;
