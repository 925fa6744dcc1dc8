/** The parts of the Web Speech API the chat uses (TypeScript's DOM library does not declare it). */
export interface SpeechRecognitionLike {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: SpeechResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
}

export interface SpeechResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}

type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** Spec section 5: recognition listens for Indian English. */
export const SPEECH_LANG = "en-IN";

/** The browser's SpeechRecognition (or Chrome's prefixed one), or null where speech is not supported. */
export function speechRecognitionConstructor(): SpeechRecognitionConstructor | null {
  const scope = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** Reads a result event: the final words so far and the words still being heard. */
export function readSpeechResults(event: SpeechResultEvent): { final: string; interim: string } {
  let final = "";
  let interim = "";
  for (let index = event.resultIndex; index < event.results.length; index += 1) {
    const result = event.results[index]!;
    if (result.isFinal) final += result[0].transcript;
    else interim += result[0].transcript;
  }
  return { final, interim };
}

export type MicrophoneAccess = "granted" | "denied" | "unavailable";

/**
 * Asks for the microphone before listening (spec section 5) and releases it at once: recognition
 * opens its own stream. "unavailable" means no microphone API or no device, "denied" a refusal.
 */
export async function requestMicrophone(): Promise<MicrophoneAccess> {
  if (!navigator.mediaDevices?.getUserMedia) return "unavailable";
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    stream.getTracks().forEach((track) => track.stop());
    return "granted";
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    return name === "NotAllowedError" || name === "SecurityError" ? "denied" : "unavailable";
  }
}

/** Phones and tablets, where the spec requires microphone permission before voice messages. */
export function isMobileDevice(): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent) || window.matchMedia?.("(pointer: coarse)").matches === true;
}
