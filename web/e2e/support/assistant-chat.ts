import { expect, type Locator, type Page, type Request } from "@playwright/test";

/** Spec section 8 and 5: the texts the chat must show, verbatim. */
export const CHAT_TEXT = {
  fallbackTyped: "Sorry, I'm having trouble processing your request right now. Please try again.",
  fallbackVoice: "Sorry, I'm having trouble processing your voice message right now. Please try again.",
  voiceUnavailable: "[Voice message - speech recognition not available]",
  microphoneDenied: "Microphone access denied. Please enable microphone permissions and try again.",
  microphoneRequired: "Please allow microphone access to use voice messages.",
} as const;

/** The five quick suggestions of spec section 9; the chat shows the first three. */
export const SUGGESTIONS = [
  "Remind me to call Rahul tomorrow at 5pm",
  "Schedule a meeting with the CFO next Monday at 11 for 45 minutes",
  "Add approve marketing budget to my task list",
  "What's on my calendar tomorrow?",
  "Give me 3 Instagram post ideas about sustainable leadership",
] as const;

/** The /ria-assistant chat, read by roles and names. */
export class AssistantChat {
  readonly input: Locator;
  readonly sendButton: Locator;
  readonly micButton: Locator;
  readonly log: Locator;
  readonly suggestions: Locator;
  readonly typing: Locator;
  readonly streaming: Locator;

  constructor(readonly page: Page) {
    this.input = page.getByRole("textbox", { name: "Message Ria" });
    this.sendButton = page.getByRole("button", { name: "Send message" });
    this.micButton = page.getByRole("button", { name: /^(Hold to record a voice message|Recording: release to send)$/ });
    this.log = page.getByRole("log");
    this.suggestions = page.getByRole("group", { name: "Quick suggestions" }).getByRole("button");
    this.typing = page.getByRole("status", { name: "Ria is typing" });
    this.streaming = this.log.locator('[data-state="streaming"] [data-message-text]');
  }

  async goto(): Promise<void> {
    await this.page.goto("/ria-assistant");
    await expect(this.input).toBeEnabled();
  }

  /** Messages by who sent them, in order. */
  messages(role: "user" | "assistant"): Locator {
    return this.log.locator(`li[data-role="${role}"]:not([data-state="streaming"])`);
  }

  messageText(role: "user" | "assistant"): Locator {
    return this.messages(role).locator("[data-message-text]");
  }

  /** The action chips under Ria's messages. */
  actions(): Locator {
    return this.log.getByRole("list", { name: "Actions Ria took" }).getByRole("listitem");
  }
}

/** True for the page's sendChatMessage mutation (a JSON POST to /graphql). */
export function isSendMutation(request: Request): boolean {
  return request.method() === "POST" && request.url().endsWith("/graphql") && !!request.postData()?.includes("useSendChatMessageMutation");
}

/** Counts the sendChatMessage mutations the page makes from now on. */
export function countSends(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on("request", (request) => {
    if (isSendMutation(request)) counter.count += 1;
  });
  return counter;
}

/**
 * Passes the chat's WebSocket through, holding each reply delta back a moment, so the reply's
 * partial states last long enough to be seen (the server sends a delta every few milliseconds).
 */
export async function slowDownReplyDeltas(page: Page, delayMs = 300): Promise<void> {
  await page.routeWebSocket(/\/graphql$/, (socket) => {
    const server = socket.connectToServer();
    let queue = Promise.resolve();
    server.onMessage((message) => {
      queue = queue.then(async () => {
        if (typeof message === "string" && message.includes('"kind":"delta"')) await new Promise((resolve) => setTimeout(resolve, delayMs));
        socket.send(message);
      });
    });
  });
}

/**
 * Records, from page load, every text the streaming reply bubble shows and the order of the chat's
 * phases (typing indicator, streaming reply), so short-lived states are seen however busy the machine.
 */
export async function recordStreamingStates(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    const phases: string[] = [];
    Object.assign(window, { __streamStates: seen, __chatPhases: phases });
    const record = () => {
      const text = document.querySelector('[data-state="streaming"] [data-message-text]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
      const phase = document.querySelector("[data-typing]") ? "typing" : text ? "streaming" : "idle";
      if (phases.at(-1) !== phase) phases.push(phase);
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** The chat's phases in order, e.g. ["idle", "typing", "streaming", "idle"]. */
export function chatPhases(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __chatPhases: string[] }).__chatPhases);
}

export function streamingStates(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __streamStates: string[] }).__streamStates);
}

/**
 * A stand-in for the browser's SpeechRecognition: start() hears `transcript` after a short delay;
 * it ends when stopped (or by itself after a few seconds, as a real one does). It records its language.
 */
export async function fakeSpeechRecognition(page: Page, transcript: string, microphone: "granted" | "denied" = "granted"): Promise<void> {
  await page.addInitScript(
    ({ transcript, microphone }) => {
      const scope = window as unknown as Record<string, unknown>;
      scope.__speechLangs = [];
      class FakeRecognition {
        lang = "";
        interimResults = false;
        continuous = false;
        onresult: ((event: unknown) => void) | null = null;
        onerror: ((event: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        private ended = false;
        start() {
          (scope.__speechLangs as string[]).push(this.lang);
          setTimeout(() => this.onresult?.({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript } }] }), 300);
          setTimeout(() => this.finish(), 5000);
        }
        stop() {
          setTimeout(() => this.finish(), 50);
        }
        abort() {
          this.finish();
        }
        private finish() {
          if (this.ended) return;
          this.ended = true;
          this.onend?.();
        }
      }
      scope.SpeechRecognition = FakeRecognition;
      scope.webkitSpeechRecognition = FakeRecognition;
      const getUserMedia = () =>
        microphone === "granted"
          ? Promise.resolve({ getTracks: () => [{ stop() {} }] })
          : Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
      Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia } });
    },
    { transcript, microphone },
  );
}

/** A browser without speech recognition. */
export async function removeSpeechRecognition(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    delete scope.SpeechRecognition;
    delete scope.webkitSpeechRecognition;
  });
}

/** Presses the microphone button with the mouse, waits until `heard` shows while recording, releases. */
export async function speak(chat: AssistantChat, heard: string): Promise<void> {
  await chat.micButton.hover();
  await chat.page.mouse.down();
  await expect(chat.page.getByText("● Recording… release to send", { exact: true })).toBeVisible();
  await expect(chat.micButton).toHaveAttribute("aria-pressed", "true");
  await expect(chat.input).toHaveValue(heard);
  await chat.page.mouse.up();
}

/** The date of tomorrow in IST, as YYYY-MM-DD. */
export function tomorrowInIst(): string {
  const istNow = new Date(Date.now() + 330 * 60_000);
  istNow.setUTCDate(istNow.getUTCDate() + 1);
  return istNow.toISOString().slice(0, 10);
}
