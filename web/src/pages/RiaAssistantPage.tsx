import { ArrowLeft } from "lucide-react";
import { Suspense } from "react";
import { graphql } from "react-relay/hooks";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { PageHeader } from "../app/PageHeader";
import { useRouteQuery } from "../app/useRouteQuery";
import { CapabilityCards } from "../modules/assistant/CapabilityCards";
import { ChatIdentity } from "../modules/assistant/ChatIdentity";
import { ChatPanel } from "../modules/assistant/ChatPanel";
import { ChatSkeleton } from "../modules/assistant/ChatSkeleton";
import { UsageTips } from "../modules/assistant/UsageTips";
import { WhatsAppAccessCard } from "../modules/assistant/WhatsAppAccessCard";
import { LiveConnectionIndicator } from "../modules/health/LiveConnectionIndicator";
import { BREADCRUMB_TRAILS } from "../modules/navigation/breadcrumb-trails";
import { NavigationBreadcrumb } from "../modules/navigation/NavigationBreadcrumb";
import type { RiaAssistantPageQuery } from "./__generated__/RiaAssistantPageQuery.graphql";

const riaAssistantPageQuery = graphql`
  query RiaAssistantPageQuery @preloadable {
    chat {
      ...ChatPanel_chat
    }
    viewer {
      ...ChatIdentity_viewer
    }
    siteConfig {
      ...WhatsAppAccessCard_site
    }
  }
`;

/** /ria-assistant: the chat with Ria, with voice, and what she can do (spec sections 2, 4, 5 and 8). */
export function RiaAssistantPage() {
  return (
    <>
      <title>Ria Assistant · Ria</title>
      <StyledTopRow>
        <NavigationBreadcrumb items={BREADCRUMB_TRAILS.executiveAssistant} />
        <StyledBack to="/">
          <ArrowLeft size={16} aria-hidden="true" />
          Back to Dashboard
        </StyledBack>
      </StyledTopRow>
      <PageHeader
        title="Ria Assistant"
        subtitle="Ask in plain words: Ria sets reminders, books meetings, keeps your lists and drafts content."
        aside={<LiveConnectionIndicator />}
      />
      <Suspense fallback={<ChatSkeleton />}>
        <AssistantWorkspace />
      </Suspense>
    </>
  );
}

/** Owns the page's one query: the query sets the guest cookie, so the chat subscribes after it. */
function AssistantWorkspace() {
  const data = useRouteQuery<RiaAssistantPageQuery>(riaAssistantPageQuery);
  return (
    <StyledLayout>
      <StyledMain>
        <ChatPanel chat={data.chat} identity={<ChatIdentity viewer={data.viewer ?? null} />} />
      </StyledMain>
      <StyledAside>
        <CapabilityCards />
        <WhatsAppAccessCard site={data.siteConfig} />
        <UsageTips />
      </StyledAside>
    </StyledLayout>
  );
}

const StyledTopRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.7fr) minmax(0, 1fr);
  }
`;

const StyledMain = styled.div`
  min-width: 0;
`;

const StyledAside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;
