/** Spec section 8: what the person reads when a typed message gets no reply. */
export const FALLBACK_TYPED = "Sorry, I'm having trouble processing your request right now. Please try again.";
/** Spec section 8: the same for a voice message. */
export const FALLBACK_VOICE = "Sorry, I'm having trouble processing your voice message right now. Please try again.";
/** Spec section 8: the user message shown when the browser cannot transcribe speech. */
export const VOICE_UNAVAILABLE_MESSAGE = "[Voice message - speech recognition not available]";
/** Spec section 8: Ria's local answer to that message (never sent to the server). */
export const VOICE_UNAVAILABLE_REPLY =
  "Speech recognition isn't available in this browser, so I couldn't hear that. Please type your message instead.";
/** Spec section 5: the microphone permission was refused. */
export const MICROPHONE_DENIED = "Microphone access denied. Please enable microphone permissions and try again.";
/** Spec section 5: a mobile device gave no microphone. */
export const MICROPHONE_REQUIRED = "Please allow microphone access to use voice messages.";

/** The fallback for a failed send or a reply that never came, by how the message was made. */
export function fallbackReply(voice: boolean): string {
  return voice ? FALLBACK_VOICE : FALLBACK_TYPED;
}
