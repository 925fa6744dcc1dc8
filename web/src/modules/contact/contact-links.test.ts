import { describe, expect, it, vi } from "vitest";
import { dialablePhone, facetimeUrl, INTEREST_MESSAGE, openInNewTab, telUrl, whatsappChatUrl } from "./contact-links";

describe("contact links", () => {
  it("builds a WhatsApp chat link from the number's digits and the encoded message", () => {
    expect(whatsappChatUrl("+91 98765 43210", INTEREST_MESSAGE)).toBe(
      "https://wa.me/919876543210?text=I%20am%20curious%20to%20know%20more%20and%20interested%20to%20buy",
    );
    expect(whatsappChatUrl("919876543210", "Plan: Pro & more\nUrgency?")).toBe(
      "https://wa.me/919876543210?text=Plan%3A%20Pro%20%26%20more%0AUrgency%3F",
    );
  });

  it("keeps the + of an international number in dial links", () => {
    expect(dialablePhone("+91 98765-43210")).toBe("+919876543210");
    expect(dialablePhone("(022) 4000 1234")).toBe("02240001234");
    expect(facetimeUrl("+91 98765 43210")).toBe("facetime:+919876543210");
    expect(telUrl("+91 98765 43210")).toBe("tel:+919876543210");
  });

  it("opens a new tab without an opener, and reports a blocked popup", () => {
    const tab = { opener: {} as unknown };
    const open = vi.fn().mockReturnValue(tab);
    expect(openInNewTab("https://wa.me/1", open)).toBe(true);
    expect(open).toHaveBeenCalledWith("https://wa.me/1", "_blank");
    expect(tab.opener).toBeNull();

    expect(openInNewTab("https://wa.me/1", vi.fn().mockReturnValue(null))).toBe(false);
  });
});
