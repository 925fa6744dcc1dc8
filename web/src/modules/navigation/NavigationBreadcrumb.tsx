import { useState } from "react";
import { Breadcrumb, type BreadcrumbItem } from "../../ui/Breadcrumb";
import { withProductItem } from "./breadcrumb-trails";
import { NavigationDialog } from "./NavigationDialog";

/** The breadcrumb bar of every page: its first item, "Ria", opens the navigation dialog (spec section 2). */
export function NavigationBreadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Breadcrumb items={withProductItem(items, () => setOpen(true))} />
      <NavigationDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
