import type { Env } from "../../env.ts";

/** WhatsApp's settings: live when all four credentials are set, otherwise demo mode with stand-in secrets. */
export interface WhatsAppConfig {
  live: boolean;
  token?: string;
  phoneNumberId?: string;
  appSecret: string;
  verifyToken: string;
  apiBaseUrl: string;
  template: string;
}

export function whatsappConfigOf(env: Env): WhatsAppConfig {
  const live = Boolean(env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_APP_SECRET && env.WHATSAPP_VERIFY_TOKEN);
  return {
    live,
    token: env.WHATSAPP_TOKEN,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
    appSecret: env.WHATSAPP_APP_SECRET ?? env.WHATSAPP_DEMO_SECRET,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN ?? env.WHATSAPP_DEMO_VERIFY_TOKEN,
    apiBaseUrl: env.WHATSAPP_API_BASE_URL,
    template: env.WHATSAPP_TEMPLATE,
  };
}
