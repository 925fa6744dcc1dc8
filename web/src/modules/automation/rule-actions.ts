/** Spec section 3's rule actions, as the form edits them (numbers stay text until saved). */
export type ActionDraft =
  | { type: "reply"; text: string }
  | { type: "send_whatsapp"; to: string; text: string }
  | { type: "schedule_task"; input: string; inMinutes: string }
  | { type: "add_list_item"; title: string }
  | { type: "notify_admin"; text: string };

export type ActionType = ActionDraft["type"];

/** The five action types, in the order the form offers them. */
export const ACTION_TYPES: ReadonlyArray<{ type: ActionType; label: string }> = [
  { type: "reply", label: "Reply to the sender" },
  { type: "send_whatsapp", label: "Send a WhatsApp message" },
  { type: "schedule_task", label: "Schedule a task" },
  { type: "add_list_item", label: "Add to the task list" },
  { type: "notify_admin", label: "Notify the admin dashboard" },
];

/** The main text of an action, kept when its type changes. */
function mainText(action: ActionDraft): string {
  switch (action.type) {
    case "schedule_task":
      return action.input;
    case "add_list_item":
      return action.title;
    default:
      return action.text;
  }
}

/** A new action of a type; `from` carries its text over when the type is changed. */
export function newAction(type: ActionType, from?: ActionDraft): ActionDraft {
  const text = from ? mainText(from) : "";
  switch (type) {
    case "reply":
      return { type, text };
    case "send_whatsapp":
      return { type, to: from?.type === "send_whatsapp" ? from.to : "", text };
    case "schedule_task":
      return { type, input: text, inMinutes: from?.type === "schedule_task" ? from.inMinutes : "60" };
    case "add_list_item":
      return { type, title: text };
    case "notify_admin":
      return { type, text };
  }
}

const str = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

/** Reads a rule's stored actions (JSON from the api) into drafts; anything unknown is left out. */
export function readActions(json: unknown): ActionDraft[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((item): ActionDraft[] => {
    if (!item || typeof item !== "object") return [];
    const raw = item as Record<string, unknown>;
    switch (raw.type) {
      case "reply":
      case "notify_admin":
        return [{ type: raw.type, text: str(raw.text) }];
      case "send_whatsapp":
        return [{ type: "send_whatsapp", to: str(raw.to), text: str(raw.text) }];
      case "schedule_task":
        return [{ type: "schedule_task", input: str(raw.input), inMinutes: str(raw.inMinutes) || "60" }];
      case "add_list_item":
        return [{ type: "add_list_item", title: str(raw.title) }];
      default:
        return [];
    }
  });
}

/** What the api stores: the same shape, with the delay as a number (left as typed if it is not one, so the server says why). */
export function actionPayload(action: ActionDraft): Record<string, unknown> {
  if (action.type !== "schedule_task") return { ...action };
  const minutes = Number(action.inMinutes);
  return { ...action, inMinutes: action.inMinutes.trim() && Number.isFinite(minutes) ? minutes : action.inMinutes };
}

/** One line saying what an action does, for the rule card. */
export function describeAction(action: ActionDraft): string {
  switch (action.type) {
    case "reply":
      return `Reply: “${action.text}”`;
    case "send_whatsapp":
      return `WhatsApp ${action.to}: “${action.text}”`;
    case "schedule_task":
      return `Schedule “${action.input}” in ${action.inMinutes} min`;
    case "add_list_item":
      return `Add “${action.title}” to the task list`;
    case "notify_admin":
      return `Notify admin: “${action.text}”`;
  }
}
