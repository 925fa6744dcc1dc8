import { lazy, Suspense, useState } from "react";
import { Breadcrumb, type BreadcrumbItem } from "../../ui/Breadcrumb";
import { withProductItem } from "./breadcrumb-trails";

// Every page has the breadcrumb, few people open the dialog: its code loads when first opened.
const NavigationDialog = lazy(() => import("./NavigationDialog").then((module) => ({ default: module.NavigationDialog })));

/** The breadcrumb bar of every page: its first item, "Ria", opens the navigation dialog (spec section 2). */
export function NavigationBreadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  // `undefined` until first opened.
  const [open, setOpen] = useState<boolean>();
  return (
    <>
      <Breadcrumb items={withProductItem(items, () => setOpen(true))} />
      {open !== undefined && (
        <Suspense fallback={null}>
          <NavigationDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
