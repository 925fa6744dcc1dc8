/** What executives ask about: tasks, meetings, list items, drafts and references, for the generator. */
export const TASKS_EN = [
  "call {p}", "send the board deck", "review the Q3 numbers", "pay advance tax", "file the GST return", "approve payroll",
  "sign the NDA", "book tickets to Delhi", "pick up the dry cleaning", "take my medicine", "follow up with {p} on the proposal",
  "renew the car insurance", "check on the shipment", "wish {p} happy birthday", "collect the cheque from the bank",
  "submit expenses", "revert to {p} on the term sheet", "prepare for the investor call", "email the investors",
  "transfer the school fees", "send the deck to {p}", "confirm the venue", "book a cab to the airport", "call mom",
  "buy a gift for {p}", "check the payment status", "read the legal notes", "share the minutes with {p}",
  "do the needful for the audit", "push the vendor for the invoice", "update the board memo", "get the car serviced",
  "drink water", "stretch", "leave for the airport", "join the webinar", "finalise the salary hikes", "reply to {p}",
];
export const TASKS_HI = [
  "{p} ko call karna", "bank jaana", "GST file karni", "dawai leni", "board deck bhejna", "cheque collect karna",
  "gym jaana", "mummy ko phone karna", "{p} se baat karni", "bill pay karna", "gaadi service karwani", "rent transfer karna",
  "{p} ko deck bhejna", "invoice check karna", "doctor ke paas jaana", "tickets book karne", "{p} ko birthday wish karna",
  "report review karni", "presentation ready karni", "{p} se milna", "dry cleaning uthani", "fees bharni",
];
export const MEETING_SUBJECTS = [
  "meeting", "call", "sync", "1:1", "review", "quarterly review", "board meeting", "lunch", "dinner", "coffee",
  "interview", "con call", "catch-up", "offsite", "town hall", "strategy session", "budget review", "investor call",
  "demo", "standup", "QBR", "pipeline review", "hiring interviews", "AGM prep", "vendor meeting", "brainstorm",
  "performance review", "site visit", "Zoom call", "breakfast meeting", "fundraising discussion", "leadership huddle",
];
export const ITEMS = [
  "milk", "eggs", "coffee", "passport", "charger", "tea", "biscuits", "samosas", "laptop stand", "gift wrap", "printer ink",
  "Atomic Habits", "the Zero to One book", "sunscreen", "visiting cards", "a pen drive", "approve the marketing budget",
  "renew the office lease", "call the auditor", "update the website", "fix the AC in the cabin", "order diaries",
  "get the nameplate made", "book the auditorium", "Diwali sweets", "dry fruits", "umbrella", "adapter", "medicines",
];
export const LISTS = [
  "grocery", "travel", "reading", "office pantry", "shopping", "packing", "gift", "to-buy", "Diwali", "books", "party",
  "home", "Singapore trip", "investor follow-up", "hiring", "weekend",
];
export const FORMS = [
  "email", "mail", "WhatsApp", "WhatsApp reply", "WhatsApp message", "LinkedIn post", "post", "talking points",
  "caption", "Instagram caption", "note", "thank-you note", "message", "tweet", "reply", "short note", "LinkedIn update",
];
export const TONES = [
  "formal", "short", "brief", "warm", "polite but firm", "crisp", "in 3 lines", "under 100 words", "casual", "friendly",
  "professional", "keep it short", "make it sound confident", "not too salesy", "thoda formal", "chhota sa",
];
export const REFS = [
  "it", "that", "this", "the meeting", "the {p} meeting", "my 3 pm", "tomorrow's call", "the reminder about the deck",
  "ise", "usko", "wo meeting", "the call with {p}", "the standup", "the last one", "my 11 o'clock", "Friday's review",
  "the lunch", "meeting with {p}", "{p} wali meeting", "kal wali call", "the board meeting", "the yoga reminder",
];
