import { afterEach, describe, expect, it, vi } from "vitest";
import { readSpeechResults, requestMicrophone, speechRecognitionConstructor } from "./speech-input";

const result = (transcript: string, isFinal: boolean) => ({ isFinal, 0: { transcript } });

describe("speech input", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("separates final words from words still being heard", () => {
    const event = { resultIndex: 1, results: [result("old ", true), result("Remind me ", true), result("to call", false)] };
    expect(readSpeechResults(event)).toEqual({ final: "Remind me ", interim: "to call" });
  });

  it("finds the prefixed recognition and reports none when absent", () => {
    expect(speechRecognitionConstructor()).toBeNull();
    class Fake {}
    vi.stubGlobal("webkitSpeechRecognition", Fake);
    expect(speechRecognitionConstructor()).toBe(Fake);
  });

  it("tells a refusal apart from a missing microphone", async () => {
    const stop = vi.fn();
    const getUserMedia = vi.fn().mockResolvedValueOnce({ getTracks: () => [{ stop }] });
    vi.stubGlobal("navigator", { mediaDevices: { getUserMedia } });
    await expect(requestMicrophone()).resolves.toBe("granted");
    expect(stop).toHaveBeenCalled();
    getUserMedia.mockRejectedValueOnce(new DOMException("Permission denied", "NotAllowedError"));
    await expect(requestMicrophone()).resolves.toBe("denied");
    getUserMedia.mockRejectedValueOnce(new DOMException("No device", "NotFoundError"));
    await expect(requestMicrophone()).resolves.toBe("unavailable");
    vi.stubGlobal("navigator", {});
    await expect(requestMicrophone()).resolves.toBe("unavailable");
  });
});
