import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { MICROPHONE_DENIED, MICROPHONE_REQUIRED } from "./chat-copy";
import {
  isMobileDevice,
  readSpeechResults,
  requestMicrophone,
  SPEECH_LANG,
  speechRecognitionConstructor,
  type SpeechRecognitionLike,
} from "./speech-input";

export interface VoiceInputHandlers {
  /** The words heard, once recording ends; sent as a message. */
  onTranscript: (transcript: string) => void;
  /** The browser cannot transcribe speech (spec section 8). */
  onUnsupported: () => void;
  /** A message the person must acknowledge (spec section 5's microphone alerts). */
  onAlert: (message: string) => void;
}

export interface VoiceInput {
  /** "starting" while the microphone permission is asked, "recording" while listening. */
  phase: "idle" | "starting" | "recording";
  /** Words heard so far, shown while recording. */
  heard: string;
  start: () => void;
  stop: () => void;
}

/**
 * Press-and-hold voice messages (spec section 2): `start` on press asks for the microphone and
 * listens in en-IN, `stop` on release ends listening, and the transcript goes to `onTranscript`.
 * A release during the permission prompt cancels: the person presses again once it is granted.
 */
export function useVoiceInput(handlers: VoiceInputHandlers): VoiceInput {
  const [phase, setPhase] = useState<VoiceInput["phase"]>("idle");
  const [heard, setHeard] = useState("");
  // The recogniser's callbacks call the latest handlers; they are kept after each render, not during it.
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const holding = useRef(false);
  const recognition = useRef<SpeechRecognitionLike | null>(null);

  useEffect(() => () => recognition.current?.abort(), []);

  const listen = useCallback((Recognition: new () => SpeechRecognitionLike) => {
    const session = new Recognition();
    session.lang = SPEECH_LANG;
    session.interimResults = true;
    session.continuous = true;
    let final = "";
    let interim = "";
    session.onresult = (event) => {
      const words = readSpeechResults(event);
      final += words.final;
      interim = words.interim;
      setHeard(`${final}${interim}`);
    };
    session.onerror = (event) => {
      if (event.error === "not-allowed" || event.error === "service-not-allowed") latest.current.onAlert(MICROPHONE_DENIED);
    };
    session.onend = () => {
      if (recognition.current !== session) return;
      recognition.current = null;
      // Listening can end while the button is still held (silence, the browser's own limit).
      holding.current = false;
      setPhase("idle");
      setHeard("");
      const transcript = `${final}${interim}`.trim();
      if (transcript) latest.current.onTranscript(transcript);
    };
    recognition.current = session;
    setPhase("recording");
    session.start();
  }, []);

  const start = useCallback(() => {
    if (holding.current || recognition.current) return;
    holding.current = true;
    const Recognition = speechRecognitionConstructor();
    if (!Recognition) {
      holding.current = false;
      latest.current.onUnsupported();
      return;
    }
    setPhase("starting");
    void requestMicrophone().then((access) => {
      if (access === "denied" || (access === "unavailable" && isMobileDevice())) {
        holding.current = false;
        setPhase("idle");
        latest.current.onAlert(access === "denied" ? MICROPHONE_DENIED : MICROPHONE_REQUIRED);
        return;
      }
      if (!holding.current) {
        setPhase("idle");
        return;
      }
      listen(Recognition);
    });
  }, [listen]);

  const stop = useCallback(() => {
    holding.current = false;
    recognition.current?.stop();
  }, []);

  return { phase, heard, start, stop };
}
