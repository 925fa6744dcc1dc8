import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { upsertAdmin } from "../src/modules/auth/admin-bootstrap.ts";
import { startBenchApp } from "./bench-app.ts";
import { summarize, type Summary } from "./stats.ts";

const REQUESTS = [
  "Remind me to call Rahul tomorrow at 5pm",
  "Schedule a meeting with the CFO next Monday at 11 for 45 minutes",
  "Add approve marketing budget to my task list",
  "What's on my calendar tomorrow?",
  "Give me 3 Instagram post ideas about sustainable leadership",
  "kal shaam 6 baje Rahul ko call karna yaad dilana",
  "show my tasks",
  "Draft a LinkedIn post announcing our Series B",
];

/**
 * Send-to-first-delta and send-to-final-message latency of local-engine replies, through the real
 * server: a graphql-ws subscription to chatEvents and an HTTP sendChatMessage per message.
 * Senders rotate (20 messages a minute each is the chat limit).
 */
export async function measureChatLatency(replies: number): Promise<{ firstDelta: Summary; final: Summary }> {
  const { app, url } = await startBenchApp();
  const firstDelta: number[] = [];
  const final: number[] = [];
  try {
    const senders = Math.ceil(replies / 20);
    for (let sender = 0; sender < senders; sender++) {
      const email = `bench${sender}@bench.example`;
      await upsertAdmin(app.db.prisma, email, "bench password 2026");
      const login = await fetch(`${url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: email, password: "bench password 2026", accountType: "ADMIN" }),
      });
      const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
      class WithCookie extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie } });
        }
      }
      const client = createClient({ url: url.replace("http", "ws") + "/graphql", webSocketImpl: WithCookie });
      let pending: { started: number; gotDelta: boolean; done: () => void } | undefined;
      client.subscribe<{ chatEvents: { kind: string; message: { role: string } | null } }>(
        { query: "subscription { chatEvents { kind message { role } } }" },
        {
          next: ({ data }) => {
            if (!pending || !data) return;
            const elapsed = performance.now() - pending.started;
            if (data.chatEvents.kind === "delta" && !pending.gotDelta) {
              pending.gotDelta = true;
              firstDelta.push(elapsed);
            }
            if (data.chatEvents.message?.role === "assistant") {
              final.push(elapsed);
              pending.done();
            }
          },
          error: () => {},
          complete: () => {},
        },
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (let index = 0; index < Math.min(20, replies - sender * 20); index++) {
        const text = REQUESTS[(sender * 20 + index) % REQUESTS.length]!;
        await new Promise<void>((done) => {
          pending = { started: performance.now(), gotDelta: false, done };
          void fetch(`${url}/graphql`, {
            method: "POST",
            headers: { "content-type": "application/json", cookie },
            body: JSON.stringify({
              query: "mutation ($input: SendChatMessageInput!) { sendChatMessage(input: $input) { __typename } }",
              variables: { input: { text } },
            }),
          });
        });
      }
      await client.dispose();
    }
  } finally {
    await app.stop();
  }
  return { firstDelta: summarize(firstDelta), final: summarize(final) };
}
