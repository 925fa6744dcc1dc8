import type { PrismaClient } from "../../generated/prisma/client.ts";
import { buttonMessage, templateMessage, textMessage, type ReplyButton } from "./cloud-payload.rules.ts";
import type { WhatsAppConfig } from "./whatsapp-config.service.ts";

const CUSTOMER_SERVICE_WINDOW_MS = 24 * 3_600_000;

/** One message to post: its text, and for a reminder its reply buttons and the title its template shows. */
export interface CloudMessage {
  to: string;
  body: string;
  /** Send as a template even inside the window (Meta said the window had closed). */
  template?: boolean;
  buttons?: readonly ReplyButton[];
  /** The reminder template's {{1}}; with `buttons`, outside the window the reminder template is used. */
  reminderTitle?: string;
}

/** Meta refused the message: the HTTP status, Meta's error code and its words. */
export class CloudApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | null,
    readonly title: string | null,
  ) {
    super(`Cloud API answered ${status}${code ? ` (error ${code}${title ? `: ${title}` : ""})` : ""}`);
    this.name = "CloudApiError";
  }
}

/** The body for a message: free text or reply buttons inside the contact's 24-hour window, an approved template outside it. */
function payloadOf(config: WhatsAppConfig, message: CloudMessage, inWindow: boolean) {
  const language = config.templateLanguage;
  if (!inWindow && message.buttons?.length && message.reminderTitle !== undefined) {
    return templateMessage(message.to, { name: config.reminderTemplate, language }, [message.reminderTitle], message.buttons);
  }
  if (!inWindow) return templateMessage(message.to, { name: config.template, language });
  return message.buttons?.length ? buttonMessage(message.to, message.body, message.buttons) : textMessage(message.to, message.body);
}

/**
 * Posts one message to Meta's Cloud API. Resolves with the message id and whether it went as a template;
 * throws CloudApiError when Meta refuses it, and any other error when Meta could not be reached.
 */
export async function postToCloudApi(
  prisma: Pick<PrismaClient, "whatsAppContact">,
  config: WhatsAppConfig,
  message: CloudMessage,
): Promise<{ id: string; template: boolean }> {
  const contact = await prisma.whatsAppContact.findUnique({ where: { waId: message.to } });
  const inWindow = !message.template && Boolean(contact && Date.now() - contact.lastInboundAt.getTime() < CUSTOMER_SERVICE_WINDOW_MS);
  const response = await fetch(`${config.apiBaseUrl}/${config.phoneNumberId}/messages`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${config.token}` },
    body: JSON.stringify(payloadOf(config, message, inWindow)),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json().catch(() => ({}))) as {
    messages?: Array<{ id: string }>;
    error?: { code?: number; message?: string; error_data?: { details?: string } };
  };
  const id = body.messages?.[0]?.id;
  if (!response.ok || !id) {
    const error = body.error;
    throw new CloudApiError(
      response.status,
      typeof error?.code === "number" ? error.code : null,
      error?.error_data?.details ?? error?.message ?? null,
    );
  }
  return { id, template: !inWindow };
}
