import { type RefObject, useCallback, useEffect, useMemo, useRef, useState, useTransition } from "react";
import { graphql, useQueryLoader } from "react-relay/hooks";
import styled from "styled-components";
import { PageHeader } from "../app/PageHeader";
import { PageLoading } from "../app/PageLoading";
import { useRouteQueryReference, useRouteQueryRefresh } from "../app/useRouteQuery";
import { AccessGate } from "../modules/auth/AccessGate";
import { useRuleRunRecorded } from "../modules/automation/useRuleRunRecorded";
import { LiveConnectionIndicator } from "../modules/health/LiveConnectionIndicator";
import { AdminAccessRequired } from "../modules/platform/AdminAccessRequired";
import { useLiveCatchUp } from "../relay/useLiveCatchUp";
import { DEFAULT_TEST_NUMBER, happenedSince, type SentTest } from "../modules/whatsapp/test-message";
import { TestProgress } from "../modules/whatsapp/TestProgress";
import { TriggeredRuns } from "../modules/whatsapp/TriggeredRuns";
import { useWhatsAppActivity } from "../modules/whatsapp/useWhatsAppActivity";
import { WhatsAppConversation } from "../modules/whatsapp/WhatsAppConversation";
import { WhatsAppTestForm } from "../modules/whatsapp/WhatsAppTestForm";
import type { WhatsAppTestPageQuery } from "./__generated__/WhatsAppTestPageQuery.graphql";

const whatsAppTestPageQuery = graphql`
  query WhatsAppTestPageQuery($contact: String!) @preloadable {
    ...AccessGate_query
    whatsappMessages(contact: $contact, last: 20) {
      id
      createdAt
      ...WhatsAppConversation_inbound
    }
    outbox(first: 50) @connection(key: "WhatsAppTestPage_outbox") {
      edges {
        node {
          recipient
          kind
          createdAt
          ...WhatsAppConversation_outbound
        }
      }
    }
    automationRules {
      runs(first: 5) @connection(key: "TriggeredRuns_runs") {
        edges {
          node {
            startedAt
          }
        }
      }
      ...TriggeredRuns_rules
    }
  }
`;

const TITLE = "WhatsApp API Test";
const BREADCRUMB = [{ label: "Ria", href: "/simplified-dashboard" }, { label: TITLE }];
const SUBTITLE = "Send a signed test message through the real webhook, then watch it arrive, set off rules and get Ria's reply, live.";

/** /whatsapp-test (spec section 2): admins send a test message through the real webhook and watch what follows. */
export function WhatsAppTestPage() {
  const [sent, setSent] = useState<SentTest | null>(null);
  // The route loads the default test number's conversation; a test to another number loads that one.
  const [reference, loadConversation] = useQueryLoader<WhatsAppTestPageQuery>(
    whatsAppTestPageQuery,
    useRouteQueryReference<WhatsAppTestPageQuery>(),
  );
  const [, startTransition] = useTransition();
  // The number last sent from, known at once: its first events may arrive before the page has moved to it.
  const sentFrom = useRef<string | null>(null);
  const onSent = (next: SentTest) => {
    sentFrom.current = next.contact;
    startTransition(() => {
      setSent(next);
      if (next.contact !== reference?.variables.contact) loadConversation({ contact: next.contact }, { fetchPolicy: "store-and-network" });
    });
  };
  return (
    <>
      <title>WhatsApp API Test · Ria</title>
      <AccessGate
        query={whatsAppTestPageQuery}
        reference={reference ?? undefined}
        allows="ADMIN"
        refused={(role) => (
          <>
            <PageHeader title={TITLE} subtitle={SUBTITLE} breadcrumb={BREADCRUMB} />
            <AdminAccessRequired role={role} what="WhatsApp tests" />
          </>
        )}
        fallback={<PageLoading />}
      >
        {(data: WhatsAppTestPageQuery["response"]) => (
          <>
            <PageHeader title={TITLE} subtitle={SUBTITLE} breadcrumb={BREADCRUMB} aside={<LiveConnectionIndicator />} />
            <WhatsAppTestBench data={data} sent={sent} sentFrom={sentFrom} onSent={onSent} />
          </>
        )}
      </AccessGate>
    </>
  );
}

interface WhatsAppTestBenchProps {
  data: WhatsAppTestPageQuery["response"];
  sent: SentTest | null;
  sentFrom: RefObject<string | null>;
  onSent: (sent: SentTest) => void;
}

/** The test number's activity fetches the page's query again (no polling); recorded runs join their rules' runs by themselves. */
function WhatsAppTestBench({ data, sent, sentFrom, onSent }: WhatsAppTestBenchProps) {
  const contact = sent?.contact ?? DEFAULT_TEST_NUMBER;
  const refresh = useRouteQueryRefresh<WhatsAppTestPageQuery>(whatsAppTestPageQuery, { contact });
  // Until the page has moved to a number just sent from (its conversation's first answer may be slow, and may have been
  // read before the message was stored), that number's events are kept and fetched for once it has.
  const missed = useRef(false);
  useWhatsAppActivity(
    useCallback(
      (activity) => {
        if (activity.contact === contact) refresh();
        else if (activity.contact === sentFrom.current) missed.current = true;
      },
      [contact, refresh, sentFrom],
    ),
  );
  useEffect(() => {
    if (!missed.current || sentFrom.current !== contact) return;
    missed.current = false;
    refresh();
  }, [contact, refresh, sentFrom]);
  useRuleRunRecorded();
  useLiveCatchUp(refresh);

  const outbound = useMemo(() => data.outbox.edges.map((edge) => edge.node), [data.outbox.edges]);
  // Effects count from the server's own time for the message, once it is known.
  const inbound = sent ? data.whatsappMessages.find((message) => message.id === sent.messageId) : undefined;
  const anchor = sent ? (inbound ? Date.parse(inbound.createdAt) : sent.sentAt) : null;
  const runs =
    anchor === null
      ? 0
      : data.automationRules.flatMap((rule) => rule.runs.edges).filter((edge) => happenedSince(edge.node.startedAt, anchor)).length;
  const replied =
    anchor !== null &&
    data.outbox.edges.some(
      ({ node: message }) =>
        message.recipient === contact && message.kind === "assistant-reply" && happenedSince(message.createdAt, anchor),
    );

  return (
    <StyledLayout>
      <StyledColumn>
        <WhatsAppTestForm onSent={onSent} />
        {sent && <TestProgress received={Boolean(inbound)} runs={runs} replied={replied} />}
      </StyledColumn>
      <StyledColumn>
        <TriggeredRuns rules={data.automationRules} since={anchor} />
        <WhatsAppConversation contact={contact} inbound={data.whatsappMessages} outbound={outbound} />
      </StyledColumn>
    </StyledLayout>
  );
}

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  }
`;

const StyledColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;
