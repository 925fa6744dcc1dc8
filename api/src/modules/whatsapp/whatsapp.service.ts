import { ConflictError, ValidationError } from "../../errors.ts";
import { stripControlCharacters } from "../../security/plain-text.ts";
import { simulateInbound } from "./simulate.ts";
import type { WhatsAppConfig } from "./whatsapp-config.ts";

/** What the /whatsapp-test page can do: send a signed test message through the real webhook. */
export function createWhatsAppService(config: WhatsAppConfig, baseUrl: () => string | undefined) {
  return {
    async simulate(input: { from: string; name: string; text: string }): Promise<string> {
      const from = input.from.replace(/\D/g, "");
      const text = stripControlCharacters(input.text).trim();
      if (from.length < 8 || from.length > 15) throw new ValidationError("Use a WhatsApp number of 8 to 15 digits", { from: "8 to 15 digits" });
      if (!text || text.length > 4096) throw new ValidationError("Type a message of up to 4,096 characters", { text: "Required, at most 4,096 characters" });
      const base = baseUrl();
      if (!base) throw new ConflictError("The server is not listening yet");
      return simulateInbound(base, config.appSecret, { from, name: input.name.slice(0, 100), text });
    },
  };
}

export type WhatsAppService = ReturnType<typeof createWhatsAppService>;
