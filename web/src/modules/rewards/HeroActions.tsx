import { Link } from "react-router-dom";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { MessageDialog } from "../../ui/MessageDialog";

/** The hero buttons: order the Riko card (+100 the first time) and the AI Task Scheduler link (+50 on a first completed task). */
export function HeroActions({ onOrder, congratulation, onClose }: { onOrder: () => void; congratulation: string | null; onClose: () => void }) {
  return (
    <StyledHero>
      <Button onClick={onOrder}>Order Your Riko Card (+100 Riko)</Button>
      <StyledLink to="/ai-scheduler">AI Task Scheduler (+50 Riko)</StyledLink>
      <MessageDialog
        open={congratulation !== null}
        onOpenChange={(open) => !open && onClose()}
        title="Congratulations!"
        message={congratulation ?? ""}
        closeLabel="Continue Exploring"
      />
    </StyledHero>
  );
}

const StyledHero = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
`;
const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.borderStrong};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
`;
