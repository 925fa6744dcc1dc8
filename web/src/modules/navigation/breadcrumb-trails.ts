import type { BreadcrumbItem } from "../../ui/Breadcrumb";

/** The product's name: the breadcrumb bar's first item, which opens the navigation dialog. */
export const PRODUCT_NAME = "Ria";

/**
 * Spec section 2: the preset trails that follow the product item. Pages pass one to PageHeader's
 * `breadcrumb`; the product item is added in front of it.
 */
export const BREADCRUMB_TRAILS = {
  executiveAssistant: [{ label: "Executive Assistant" }],
  clientPortal: (pageLabel: string): BreadcrumbItem[] => [{ label: "Client Portal", href: "/client/login" }, { label: pageLabel }],
  executivePresentation: [{ label: "Executive Presentation" }],
  businessIntelligence: [{ label: "Executive Suite", href: "/client/dashboard" }, { label: "Business Intelligence" }],
  systemIntegrations: [{ label: "Executive Suite", href: "/admin/dashboard" }, { label: "System Integrations" }],
} as const satisfies Record<string, readonly BreadcrumbItem[] | ((pageLabel: string) => BreadcrumbItem[])>;

/**
 * The bar's items: a trail that already starts with the product item keeps it (its link is replaced
 * by the dialog); any other trail gets it in front.
 */
export function withProductItem(items: readonly BreadcrumbItem[], openNavigation: () => void): BreadcrumbItem[] {
  const trail = items[0]?.label === PRODUCT_NAME ? items.slice(1) : items;
  return [{ label: PRODUCT_NAME, onSelect: openNavigation, opens: "dialog" }, ...trail];
}
