import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { UnauthenticatedError } from "../../errors.ts";
import type { RestRouter } from "../../rest/router.ts";
import { parseInput } from "../../validation.ts";
import { stripControlCharacters } from "../../security/plain-text.ts";

/** POST /api/email/inbound: the JSON an email provider (or an admin) sends for each received email. */
export const inboundEmailSchema = z.object({
  from: z.email("from must be an email address").max(320),
  to: z.email("to must be an email address").max(320),
  subject: z.string({ error: "subject must be text" }).max(300, "subject must be at most 300 characters").transform(stripControlCharacters),
  text: z.string({ error: "text must be text" }).max(20_000, "text must be at most 20,000 characters").transform(stripControlCharacters),
});

function mayPostEmail(context: AppContext, secret: string | undefined): boolean {
  if (context.viewer?.role === "ADMIN") return true;
  const given = context.request?.headers["x-ria-inbound-secret"];
  if (!secret || typeof given !== "string") return false;
  const [a, b] = [Buffer.from(given), Buffer.from(secret)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Stores an inbound email, then runs the email rules on it (each once, by the email's id). */
export function registerEmailRoutes(router: RestRouter, inboundSecret: string | undefined): void {
  router.route("POST", "/api/email/inbound", async ({ body, context }) => {
    if (!mayPostEmail(context, inboundSecret)) throw new UnauthenticatedError("Send X-Ria-Inbound-Secret, or sign in as an admin");
    const email = parseInput(inboundEmailSchema, body);
    const stored = await context.prisma.inboundEmail.create({ data: { fromAddr: email.from, toAddr: email.to, subject: email.subject, text: email.text } });
    await context.services.automation.dispatch({ kind: "email", from: email.from, subject: email.subject, text: email.text, key: stored.id });
    return { status: 202, body: { id: stored.id } };
  });
}
