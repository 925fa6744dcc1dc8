import { describe, expect, it } from "vitest";
import { formatWhatsAppNumber } from "./whatsapp-number";

describe("formatWhatsAppNumber", () => {
  it("writes an Indian mobile as people do, and any other number with its plus", () => {
    expect(formatWhatsAppNumber("919876543210")).toBe("+91 98765 43210");
    expect(formatWhatsAppNumber("447911123456")).toBe("+447911123456");
  });
});
