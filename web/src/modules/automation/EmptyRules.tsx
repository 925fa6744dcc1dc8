import { Workflow } from "lucide-react";
import styled from "styled-components";
import { Button } from "../../ui/Button";

/** Spec section 2's empty state: no rules yet, and the way to create the first. */
export function EmptyRules({ onCreate }: { onCreate: () => void }) {
  return (
    <StyledEmpty>
      <StyledIcon aria-hidden="true">
        <Workflow size={24} />
      </StyledIcon>
      <StyledTitle>No automation rules yet</StyledTitle>
      <StyledText>
        Rules let Ria act on her own: reply to urgent WhatsApp messages, add follow-ups to your list, brief you before meetings, or run on a
        schedule.
      </StyledText>
      <Button onClick={onCreate}>Create your first rule</Button>
    </StyledEmpty>
  );
}

const StyledEmpty = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => theme.borders.hairline} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const StyledIcon = styled.span`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.tapTarget};
  height: ${({ theme }) => theme.sizes.tapTarget};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledText = styled.p`
  max-width: ${({ theme }) => theme.sizes.dialogMax};
  color: ${({ theme }) => theme.colors.textMuted};
`;
