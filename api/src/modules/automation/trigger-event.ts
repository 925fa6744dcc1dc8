/** What can set a rule off. `key` identifies the firing, so it runs once however often it is seen. */
export type TriggerEvent =
  | {
      kind: "message";
      channel: "whatsapp" | "chat";
      text: string;
      /** Where a reply goes: a WhatsApp number, or the chat owner's id. */
      from: string;
      /** Who sent it, as a person reads it (a chat user's name); runs show this rather than an id. */
      fromName?: string;
      key: string;
    }
  | { kind: "email"; from: string; subject: string; text: string; key: string }
  | { kind: "calendar"; title: string; startsAt: Date; ownerId: string; key: string }
  | { kind: "cron"; key: string };

/** The text a rule's templates and keyword match see. */
export function triggerText(trigger: TriggerEvent): string {
  switch (trigger.kind) {
    case "message":
      return trigger.text;
    case "email":
      return `${trigger.subject}\n${trigger.text}`;
    case "calendar":
      return trigger.title;
    case "cron":
      return "";
  }
}
