import { afterEach, describe, expect, it, vi } from "vitest";
import { newClientMessageId } from "./client-message-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newClientMessageId", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is a fresh UUID each time", () => {
    const first = newClientMessageId();
    expect(first).toMatch(UUID);
    expect(newClientMessageId()).not.toBe(first);
  });

  it("makes a UUID where randomUUID is missing", () => {
    vi.stubGlobal("crypto", { getRandomValues: (array: Uint8Array) => array.fill(255) });
    expect(newClientMessageId()).toMatch(UUID);
  });
});
