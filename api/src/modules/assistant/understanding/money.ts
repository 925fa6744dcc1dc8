// Moving money is outside what Ria does: "transfer 50k to Ravi's account" is not a message to Ravi's account.
const MOVES = String.raw`\b(?:transfer|pay|wire|remit|send|bhej\w*|daal\w*)\b`;
const SUM = String.raw`(?:₹\s?\d|\brs\.?\s?\d|\b\d[\d,.]*\s*(?:k|lakh|lakhs|lac|crore|cr|rupees|rs|inr)\b|\b(?:neft|rtgs|imps|upi)\b)`;
const MONEY_MOVED = new RegExp(String.raw`${MOVES}[^.?!]*${SUM}|${SUM}[^.?!]*${MOVES}`, "i");
// A reminder or a message about money is Ria's to do: "remind me to pay 50k rent", "message Ravi that I sent the 50k".
const ABOUT_MONEY =
  /\b(?:remind\w*|reminder|yaad|alert|message|whatsapp|e-?mail|mail|draft|write|likh\w*|tell|batao|list|schedule|book)\b/i;
// What the model makes of a transfer it does not know for one.
const TRANSFER_MISREAD_AS = new Set(["message.send", "action.change", "fragment"]);

/** Whether a message asks Ria to move money itself (which she declines), rather than to remind or write about it. */
export function movesMoney(message: string, intent: string): boolean {
  return TRANSFER_MISREAD_AS.has(intent) && MONEY_MOVED.test(message) && !ABOUT_MONEY.test(message);
}
