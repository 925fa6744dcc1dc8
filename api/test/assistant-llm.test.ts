import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./test-app.ts";

/** A stand-in for an OpenAI-compatible endpoint: streams a reply and, when asked, a tool call. */
function startFakeModel() {
  const requests: Array<{
    authorization?: string;
    body: { model: string; stream: boolean; tools: unknown[]; messages: Array<{ role: string; content: string }> };
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
      if (mode === "reply") {
        for (const piece of ["Good ", "morning, ", "Arjun."]) send({ content: piece });
      } else if (mode === "cancel") {
        send({ tool_calls: [{ index: 0, function: { name: "change_last_action", arguments: '{"cancel":true}' } }] });
      } else {
        const at = new Date(Date.now() + 86_400_000).toISOString();
        send({ content: "On it." });
        send({ tool_calls: [{ index: 0, function: { name: "create_reminder", arguments: '{"title":"Call Ra' } }] });
        send({ tool_calls: [{ index: 0, function: { arguments: `hul","at":"${at}"}` } }] });
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
      { id: expect.any(String), type: "reminder", status: "completed", title: "Call Rahul", at: expect.stringMatching(/\+05:30$/) },
    ]);
    expect(body.response).toMatch(/^On it\.\nDone\. I'll remind you to call Rahul/);
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
    expect(system).toMatch(/Your last action in this conversation: reminder "Call Rahul" at .*\+05:30/);
    expect(model.requests.at(-1)!.body.messages.every((m) => !("actions" in m))).toBe(true);
    expect(cancelled.response).toBe("Cancelled the reminder to call Rahul.");
    expect((await app.db.prisma.reminder.findUniqueOrThrow({ where: { id: set.actions[0].id } })).status).toBe("cancelled");
  });

  it("falls back to the local engine when the model fails", async () => {
    model.setMode("fail");
    const body = await chat("Add approve marketing budget to my task list");
    expect(body.actions).toMatchObject([{ type: "list", status: "completed" }]);
    expect(body.response).toMatch(/task list/);
  });
});
