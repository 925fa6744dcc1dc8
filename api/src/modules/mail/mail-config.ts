import type { Env } from "../../env.ts";
import type { MailConfig } from "./mail.types.ts";

/** SMTP when both settings are there; otherwise demo mode: mail is recorded in the outbox and nothing is sent. */
export function mailConfigOf(env: Pick<Env, "SMTP_URL" | "SMTP_FROM">): MailConfig {
  return env.SMTP_URL && env.SMTP_FROM ? { live: true, smtpUrl: env.SMTP_URL, from: env.SMTP_FROM } : { live: false };
}
