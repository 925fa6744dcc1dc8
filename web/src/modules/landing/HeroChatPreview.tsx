import { useId } from "react";
import styled from "styled-components";
import { Badge } from "../../ui/Badge";
import { ActionChipView } from "../assistant/ActionChipView";
import { MessageBubble } from "../assistant/MessageBubble";
import { RiaAvatar } from "../assistant/RiaAvatar";
import { HERO_CHAT } from "./hero-chat";

/**
 * The hero's product picture: a short exchange with Ria drawn with the chat's own bubbles and action
 * chips, as a figure captioned in words. Static markup; nothing is fetched.
 */
export function HeroChatPreview() {
  const captionId = useId();
  return (
    <StyledFigure aria-labelledby={captionId}>
      <StyledWindow>
        <StyledBar>
          <RiaAvatar />
          <strong>Ria</strong>
          <Badge tone="success">On WhatsApp</Badge>
        </StyledBar>
        <StyledMessages aria-label="Sample conversation">
          <MessageBubble role="user" content={HERO_CHAT.request} at={HERO_CHAT.sentAt} />
          <MessageBubble role="assistant" content={HERO_CHAT.reply} at={HERO_CHAT.sentAt}>
            <StyledActions aria-label="Actions Ria took">
              {HERO_CHAT.actions.map((action) => (
                <ActionChipView key={action.type} {...action} />
              ))}
            </StyledActions>
          </MessageBubble>
        </StyledMessages>
      </StyledWindow>
      <StyledCaption id={captionId}>{HERO_CHAT.caption}</StyledCaption>
    </StyledFigure>
  );
}

const StyledFigure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-width: 0;
  max-width: calc(20 * ${({ theme }) => theme.space.xl});
  margin: 0 auto;
`;

const StyledWindow = styled.div`
  display: grid;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledMessages = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
`;

const StyledActions = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
`;

const StyledCaption = styled.figcaption`
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  opacity: 0.86;
  text-align: center;
`;
