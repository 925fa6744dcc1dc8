import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./test-app.ts";

/** A stand-in for an OpenAI-compatible endpoint: streams a reply and, when asked, a tool call. */
function startFakeModel() {
  const requests: Array<{
    authorization?: string;
    body: { model: string; stream: boolean; tools: unknown[]; messages: Array<{ role: string; content: string; tool_call_id?: string }> };
  }> = [];
  let mode: "reply" | "tool" | "cancel" | "fail" = "reply";
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      requests.push({ authorization: req.headers.authorization, body: JSON.parse(raw) });
      if (mode === "fail") return res.writeHead(500).end("model down");
      res.writeHead(200, { "content-type": "text/event-stream" });
      const send = (delta: unknown) => res.write(`data: ${JSON.stringify({ choices: [{ delta }] })}\n\n`);
      const body = requests.at(-1)!.body;
      const last = body.messages.at(-1)!;
      if (last.role === "tool") {
        // The tool's result came back: answer from it.
        send({ content: `All set: ${JSON.parse(last.content).said}` });
      } else if (mode === "reply") {
        for (const piece of ["Good ", "morning, ", "Arjun."]) send({ content: piece });
      } else if (mode === "cancel") {
        const id = /\(id ([0-9a-f-]{36})\)/.exec(body.messages[0]!.content)?.[1];
        send({ tool_calls: [{ index: 0, id: "call_1", function: { name: "cancel_item", arguments: JSON.stringify({ id }) } }] });
      } else {
        send({ content: "On it." });
        send({ tool_calls: [{ index: 0, id: "call_1", function: { name: "create_reminder", arguments: '{"title":"Call Ra' } }] });
        send({ tool_calls: [{ index: 0, function: { arguments: 'hul","when":"tomorrow at 5 pm"}' } }] });
      }
      res.end("data: [DONE]\n\n");
    });
  });
  return new Promise<{ url: string; requests: typeof requests; setMode: (next: typeof mode) => void; close: () => void }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
        requests,
        setMode: (next) => (mode = next),
        close: () => server.close(),
      }),
    ),
  );
}

describe("Ria through an OpenAI-compatible model", () => {
  let app: TestApp;
  let model: Awaited<ReturnType<typeof startFakeModel>>;
  beforeAll(async () => {
    model = await startFakeModel();
    app = await startTestApp(undefined, { RIA_LLM_BASE_URL: model.url, RIA_LLM_MODEL: "fake-1", RIA_LLM_API_KEY: "test-key" });
  });
  afterAll(async () => {
    await app.close();
    model.close();
  });

  const chat = async (message: string) =>
    (
      await fetch(`${app.baseUrl}/api/ria/chat`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message }),
      })
    ).json();

  it("relays the model's streamed reply, sending the tools and the key", async () => {
    model.setMode("reply");
    expect(await chat("good morning")).toEqual({ response: "Good morning, Arjun.", actions: [] });
    const request = model.requests.at(-1)!;
    expect(request.authorization).toBe("Bearer test-key");
    expect(request.body).toMatchObject({ model: "fake-1", stream: true });
    expect(request.body.tools.length).toBeGreaterThanOrEqual(3);
    expect(request.body.messages.at(-1)).toEqual({ role: "user", content: "good morning" });
  });

  it("carries out the model's tool calls as real actions", async () => {
    model.setMode("tool");
    const body = await chat("remind me to call Rahul tomorrow");
    expect(body.actions).toEqual([
      { id: expect.any(String), type: "reminder", status: "scheduled", title: "Call Rahul", at: expect.stringMatching(/\+05:30$/) },
    ]);
    expect(body.response).toMatch(/^On it\.\nAll set: Done\. I'll remind you to call Rahul tomorrow at 5:00 pm\.$/);
    // The tool's result went back to the model under the call's id before it answered.
    expect(model.requests.at(-1)!.body.messages.at(-1)).toMatchObject({ role: "tool", tool_call_id: "call_1" });
    expect(await app.db.prisma.reminder.count({ where: { id: body.actions[0].id } })).toBe(1);
  });

  it("gets the caller's context and the last action, and changes it with change_last_action", async () => {
    let cookie = "";
    const say = async (message: string) => {
      const response = await fetch(`${app.baseUrl}/api/ria/chat`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ message, userContext: { name: "Arjun Mehta", company: "Mehta Steel" } }),
      });
      cookie ||= response.headers.get("set-cookie")!.split(";")[0]!;
      return response.json();
    };
    model.setMode("tool");
    const set = await say("remind me to call Rahul tomorrow");
    model.setMode("cancel");
    const cancelled = await say("cancel that");
    const system = model.requests.at(-1)!.body.messages[0]!.content;
    expect(system).toContain("The user is Arjun Mehta of Mehta Steel.");
    expect(system).toMatch(/Your last action in this conversation: reminder "Call Rahul" at .*\+05:30 \(id [0-9a-f-]{36}\)/);
    expect(system).toMatch(/It is now \w+day, \w{3}, \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m IST/);
    expect(model.requests.at(-1)!.body.messages.every((m) => !("actions" in m))).toBe(true);
    expect(cancelled.response).toBe("All set: Cancelled the reminder to call Rahul.");
    expect((await app.db.prisma.reminder.findUniqueOrThrow({ where: { id: set.actions[0].id } })).status).toBe("cancelled");
  });

  it("falls back to the local engine when the model fails", async () => {
    model.setMode("fail");
    const body = await chat("Add approve marketing budget to my task list");
    expect(body.actions).toMatchObject([{ type: "list", status: "done" }]);
    expect(body.response).toMatch(/task list/);
  });
});
