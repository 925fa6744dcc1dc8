import {
  commitLocalUpdate,
  ConnectionHandler,
  Environment,
  Network,
  Observable,
  RecordSource,
  generateClientID,
  requestSubscription,
  ROOT_ID,
  Store,
  type GraphQLResponse,
} from "relay-runtime";
import type { Sink } from "relay-runtime/lib/network/RelayObservable";
import { describe, expect, it } from "vitest";
import chatEvents from "../modules/assistant/__generated__/useChatEventsSubscription.graphql";
import { CHAT_MESSAGES_CONNECTION_KEY, chatMessagesConnectionId } from "../modules/assistant/chat-connection";
import ruleRunRecorded from "../modules/automation/__generated__/useRuleRunRecordedSubscription.graphql";
import { prependRuleRun } from "../modules/automation/rule-run-connections";
import whatsAppActivity from "../modules/whatsapp/__generated__/useWhatsAppActivitySubscription.graphql";
import { OUTBOX_CONNECTION_KEYS, outboxConnectionIds } from "../modules/whatsapp/outbox-connections";

// The subscriptions' compiled documents with the connections and updater the hooks give them (the graphql tag
// needs the build's transform, so the hooks themselves are not rendered here).
/** The record `Query.chat` is kept under (it has no id of its own). */
const CHAT_ID = generateClientID(ROOT_ID, "chat");

/** A Relay environment whose subscriptions are sinks the test drives. */
function fakeEnvironment() {
  const sinks: Array<Sink<GraphQLResponse>> = [];
  const network = Network.create(
    () => Observable.from(Promise.reject(new Error("no queries here"))),
    () => Observable.create<GraphQLResponse>((sink) => void sinks.push(sink)),
  );
  const environment = new Environment({ network, store: new Store(new RecordSource()) });
  return { environment, sinks };
}

/** Puts an empty connection (`key`, no filters) under its parent in the store, as a page's first load would. */
function emptyConnection(environment: Environment, key: string, parentId: string = ROOT_ID, parentType = "Query"): string {
  const connectionId = ConnectionHandler.getConnectionID(parentId, key);
  commitLocalUpdate(environment, (store) => {
    const parent = store.get(parentId) ?? store.create(parentId, parentType);
    const connection = store.create(connectionId, "Connection");
    connection.setLinkedRecords([], "edges");
    parent.setLinkedRecord(connection, `__${key}_connection`);
  });
  return connectionId;
}

/** The node ids of a connection's edges, in order. */
function nodeIds(environment: Environment, connectionId: string): string[] {
  const source = environment.getStore().getSource();
  const edges = (source.get(connectionId)?.edges as { __refs: string[] } | undefined)?.__refs ?? [];
  return edges.map((edgeId) => (source.get(edgeId)?.node as { __ref: string }).__ref);
}

describe("lists kept live by subscriptions, through Relay connections", () => {
  it("appends each stored chat message to the chat once, whatever brings it twice", () => {
    const { environment, sinks } = fakeEnvironment();
    commitLocalUpdate(environment, (store) => void store.getRoot().setLinkedRecord(store.create(CHAT_ID, "ChatThread"), "chat"));
    expect(emptyConnection(environment, CHAT_MESSAGES_CONNECTION_KEY, CHAT_ID, "ChatThread")).toBe(chatMessagesConnectionId());
    requestSubscription(environment, { subscription: chatEvents, variables: { connections: [chatMessagesConnectionId()] } });
    const stored = (id: string, role: string) => ({
      data: { chatEvents: { kind: "message", replyTo: null, delta: null, message: { id, role, content: id, timestamp: "", actions: [] } } },
    });
    sinks[0]!.next(stored("m1", "user"));
    sinks[0]!.next({ data: { chatEvents: { kind: "delta", replyTo: "m1", delta: "Hi", message: null } } });
    sinks[0]!.next(stored("m2", "assistant"));
    sinks[0]!.next(stored("m2", "assistant"));
    expect(nodeIds(environment, chatMessagesConnectionId())).toEqual(["m1", "m2"]);
  });

  it("puts a recorded run at the top of its own rule's runs only", () => {
    const { environment, sinks } = fakeEnvironment();
    const history = (ruleId: string) => emptyConnection(environment, "RuleRunHistory_runs", ruleId, "AutomationRule");
    const [ruleA, ruleB] = [history("rule-a"), history("rule-b")];
    requestSubscription(environment, {
      subscription: ruleRunRecorded,
      variables: {},
      updater: (store) => {
        const run = store.getRootField("automationRunRecorded");
        if (run) prependRuleRun(store, run);
      },
    });
    const run = (id: string, ruleId: string) => ({
      data: {
        automationRunRecorded: {
          id,
          startedAt: "",
          rule: { id: ruleId },
          triggerInput: "",
          durationMs: 1,
          status: "ok",
          error: null,
          effects: [],
        },
      },
    });
    sinks[0]!.next(run("run-1", "rule-a"));
    sinks[0]!.next(run("run-2", "rule-a"));
    sinks[0]!.next(run("run-2", "rule-a"));
    expect(nodeIds(environment, ruleA)).toEqual(["run-2", "run-1"]);
    expect(nodeIds(environment, ruleB)).toEqual([]);
  });

  it("puts what Ria sent because of a WhatsApp message at the top of the outbox, newest first, once", () => {
    const { environment, sinks } = fakeEnvironment();
    const outbox = emptyConnection(environment, OUTBOX_CONNECTION_KEYS[0]);
    requestSubscription(environment, { subscription: whatsAppActivity, variables: { connections: outboxConnectionIds() } });
    const sent = (id: string) => ({ id, recipient: "919800000000", body: id, kind: "assistant-reply", status: "demo", createdAt: "" });
    const activity = (ids: string[]) => ({
      data: {
        whatsappActivity: {
          id: "wamid.1",
          direction: "in",
          contact: "919800000000",
          body: "hi",
          status: "received",
          createdAt: "",
          outbox: ids.map(sent),
        },
      },
    });
    sinks[0]!.next(activity([]));
    sinks[0]!.next(activity(["rule-reply", "reply"]));
    sinks[0]!.next(activity(["rule-reply", "reply"]));
    expect(nodeIds(environment, outbox)).toEqual(["reply", "rule-reply"]);
  });
});
