import { describe, expect, it, vi } from "vitest";
import { BREADCRUMB_TRAILS, PRODUCT_NAME, withProductItem } from "./breadcrumb-trails";

describe("breadcrumb trails", () => {
  it("puts the product item, which opens the navigation, in front of a preset trail", () => {
    const open = vi.fn();
    const items = withProductItem(BREADCRUMB_TRAILS.businessIntelligence, open);
    expect(items.map((item) => item.label)).toEqual([PRODUCT_NAME, "Executive Suite", "Business Intelligence"]);
    expect(items[1]?.href).toBe("/client/dashboard");
    items[0]?.onSelect?.();
    expect(open).toHaveBeenCalledOnce();
  });

  it("does not repeat the product item when a page already starts with it", () => {
    const items = withProductItem([{ label: "Ria", href: "/simplified-dashboard" }, { label: "Platform Status" }], () => {});
    expect(items.map((item) => item.label)).toEqual(["Ria", "Platform Status"]);
    expect(items[0]?.href).toBeUndefined();
    expect(items[0]?.opens).toBe("dialog");
  });

  it("has the spec's preset trails", () => {
    expect(BREADCRUMB_TRAILS.executiveAssistant).toEqual([{ label: "Executive Assistant" }]);
    expect(BREADCRUMB_TRAILS.clientPortal("Dashboard")).toEqual([
      { label: "Client Portal", href: "/client/login" },
      { label: "Dashboard" },
    ]);
    expect(BREADCRUMB_TRAILS.executivePresentation).toEqual([{ label: "Executive Presentation" }]);
    expect(BREADCRUMB_TRAILS.systemIntegrations).toEqual([
      { label: "Executive Suite", href: "/admin/dashboard" },
      { label: "System Integrations" },
    ]);
  });
});
