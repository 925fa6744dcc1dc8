import styled from "styled-components";
import { Button } from "../../ui/Button";
import { ButtonLink } from "../../ui/ButtonLink";
import type { ChatNotice } from "./chat-session";

/** The words on the upgrade link, by where it leads. */
function upgradeLabel(path: string): string {
  if (path === "/pricing") return "Upgrade your plan";
  if (path.endsWith("/login")) return "Sign in to continue";
  return "See your options";
}

/** Why a message was refused (plan limit, too fast, too long), with the way forward when there is one. */
export function ChatNoticeBanner({ notice, onDismiss }: { notice: ChatNotice; onDismiss: () => void }) {
  const limit = notice.code === "PLAN_LIMIT_REACHED";
  return (
    <StyledBanner role="alert" $limit={limit} data-code={notice.code}>
      <StyledText>
        {limit && <strong>Daily limit reached. </strong>}
        {notice.message}
      </StyledText>
      <StyledActions>
        {notice.upgradeTo && (
          <ButtonLink to={notice.upgradeTo} size="sm">
            {upgradeLabel(notice.upgradeTo)}
          </ButtonLink>
        )}
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      </StyledActions>
    </StyledBanner>
  );
}

const StyledBanner = styled.div<{ $limit: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $limit }) => ($limit ? theme.colors.warningSoft : theme.colors.errorSoft)};
  color: ${({ theme, $limit }) => ($limit ? theme.colors.warning : theme.colors.error)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledText = styled.p`
  flex: 1 1 16rem;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
