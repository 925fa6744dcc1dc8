import { WHATSAPP_LIVE_SETTINGS, type Env } from "../../env.ts";

/**
 * WhatsApp's settings: live when all four credentials are set (env.ts refuses a production start
 * without them unless WHATSAPP_MODE=demo), otherwise demo mode with the public stand-in secrets.
 */
export interface WhatsAppConfig {
  live: boolean;
  token?: string;
  phoneNumberId?: string;
  appSecret: string;
  verifyToken: string;
  apiBaseUrl: string;
  template: string;
  /** The approved utility template a reminder goes as outside the window, with its quick replies. */
  reminderTemplate: string;
  /** The templates' language code. */
  templateLanguage: string;
  /** The least time between two messages posted to one recipient, in milliseconds. */
  recipientGapMs: number;
  /** Messages posted to Meta per IST day, per owner and for the platform. */
  dailySendsPerOwner: number;
  dailySendsPlatform: number;
}

export function whatsappConfigOf(env: Env): WhatsAppConfig {
  const missing = WHATSAPP_LIVE_SETTINGS.filter((name) => !env[name]);
  // A production server must not quietly accept webhooks signed with the public demo secret.
  const mustBeLive = env.WHATSAPP_MODE === "live" || (env.WHATSAPP_MODE === undefined && env.NODE_ENV === "production");
  if (mustBeLive && missing.length > 0) {
    throw new Error(`WhatsApp live mode needs ${missing.join(", ")}: set them, or choose demo mode explicitly with WHATSAPP_MODE=demo`);
  }
  const live = env.WHATSAPP_MODE !== "demo" && missing.length === 0;
  return {
    live,
    token: env.WHATSAPP_TOKEN,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
    appSecret: live ? env.WHATSAPP_APP_SECRET! : env.WHATSAPP_DEMO_SECRET,
    verifyToken: live ? env.WHATSAPP_VERIFY_TOKEN! : env.WHATSAPP_DEMO_VERIFY_TOKEN,
    apiBaseUrl: env.WHATSAPP_API_BASE_URL,
    template: env.WHATSAPP_TEMPLATE,
    reminderTemplate: env.WHATSAPP_REMINDER_TEMPLATE,
    templateLanguage: env.WHATSAPP_TEMPLATE_LANGUAGE,
    recipientGapMs: env.WHATSAPP_RECIPIENT_GAP_MS,
    dailySendsPerOwner: env.WHATSAPP_DAILY_SENDS_PER_OWNER,
    dailySendsPlatform: env.WHATSAPP_DAILY_SENDS_PLATFORM,
  };
}
