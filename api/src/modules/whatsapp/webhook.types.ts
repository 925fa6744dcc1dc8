import { z } from "zod";

/** The parts of Meta's webhook envelope we read; everything else is ignored. */
const message = z.object({
  id: z.string().min(1).max(200),
  from: z.string().min(1).max(32),
  // Unix seconds, as Meta sends them; anything else is refused at the door rather than failing in the job.
  timestamp: z
    .string()
    .regex(/^\d{1,12}$/, "timestamp must be Unix seconds")
    .optional(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  // A tapped reply button of an interactive message.
  interactive: z
    .object({
      type: z.string(),
      button_reply: z.object({ id: z.string().max(256), title: z.string().max(100) }).optional(),
    })
    .optional(),
  // A tapped quick reply of a template.
  button: z.object({ payload: z.string().max(256), text: z.string().max(100) }).optional(),
});

const status = z.object({
  id: z.string().min(1).max(200),
  recipient_id: z.string().max(32).optional(),
  status: z.enum(["sent", "delivered", "read", "failed"]),
  timestamp: z
    .string()
    .regex(/^\d{1,12}$/, "timestamp must be Unix seconds")
    .optional(),
  errors: z
    .array(
      z.object({
        code: z.number().optional(),
        title: z.string().optional(),
        message: z.string().optional(),
        error_data: z.object({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

export const webhookEnvelopeSchema = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          value: z.object({
            contacts: z.array(z.object({ wa_id: z.string(), profile: z.object({ name: z.string() }).partial().optional() })).optional(),
            messages: z.array(message).optional(),
            statuses: z.array(status).optional(),
          }),
        }),
      ),
    }),
  ),
});

export type WebhookEnvelope = z.infer<typeof webhookEnvelopeSchema>;
export type InboundMessage = z.infer<typeof message>;
export type MessageStatus = z.infer<typeof status>;

/**
 * Statuses only move forward; a late "delivered" never overwrites "read". A failure ends it, unless Meta reports
 * the same message delivered or read at a later time (webhook-status.ts).
 */
export const STATUS_RANK: Record<MessageStatus["status"], number> = { sent: 1, delivered: 2, read: 3, failed: 4 };
