import { Bot, LogIn, Presentation, ShieldCheck, UserRound, type LucideIcon } from "lucide-react";
import { Link, useNavigate } from "react-router-dom";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { DEMO_CLIENT_PREFILL } from "./demo-client";
import { NavSection } from "./NavSection";

const QUICK_LINKS: ReadonlyArray<{ label: string; to: string; icon: LucideIcon }> = [
  { label: "Admin Portal", to: "/admin/dashboard", icon: ShieldCheck },
  { label: "Pitch Deck", to: "/pitch", icon: Presentation },
  { label: "RIA Assistant", to: "/ria-assistant", icon: Bot },
  { label: "Client Login", to: "/client/login", icon: LogIn },
];

/** Spec section 2: the four quick-access buttons and the two sign-in shortcuts. */
export function QuickAccess({ onNavigate }: { onNavigate: () => void }) {
  const navigate = useNavigate();
  const go = (to: string, state?: unknown) => {
    onNavigate();
    navigate(to, { state });
  };

  return (
    <NavSection title="Quick access">
      <StyledGrid>
        {QUICK_LINKS.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <StyledTile to={to} onClick={onNavigate}>
              <Icon aria-hidden="true" />
              {label}
            </StyledTile>
          </li>
        ))}
      </StyledGrid>
      <StyledLogins>
        <Button onClick={() => go("/client/login", DEMO_CLIENT_PREFILL)}>
          <UserRound aria-hidden="true" size={16} />
          Login as Demo Client
        </Button>
        <Button variant="secondary" onClick={() => go("/admin/login")}>
          <ShieldCheck aria-hidden="true" size={16} />
          Login as Admin
        </Button>
      </StyledLogins>
    </NavSection>
  );
}

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StyledTile = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
    color: ${({ theme }) => theme.colors.accent};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
`;

const StyledLogins = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
