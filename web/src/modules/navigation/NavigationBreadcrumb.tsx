import { Suspense, useEffect, useState } from "react";
import { lazyWithRelay, loadRelay } from "../../relay/load-relay";
import { Breadcrumb, type BreadcrumbItem } from "../../ui/Breadcrumb";
import { withProductItem } from "./breadcrumb-trails";
import { disposeNavigationQueries, loadNavigationQueries, type NavigationQueries } from "./navigation-queries";

// Every page has the breadcrumb, few people open the dialog: its code loads when first opened.
const NavigationDialog = lazyWithRelay(() => import("./NavigationDialog").then((module) => module.NavigationDialog));

/** The breadcrumb bar of every page: its first item, "Ria", opens the navigation dialog (spec section 2). */
export function NavigationBreadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  const [open, setOpen] = useState(false);
  // `undefined` until first opened; each opening asks again, while the dialog's code downloads.
  const [queries, setQueries] = useState<NavigationQueries>();
  useEffect(() => () => disposeNavigationQueries(queries), [queries]);
  // On the landing page the first click can come before Relay's runtime: the queries start once it is there.
  const load = () => void loadRelay().then((relay) => setQueries(loadNavigationQueries(relay)), reportRelayFailure);
  const openDialog = () => {
    load();
    setOpen(true);
  };
  return (
    <>
      <Breadcrumb items={withProductItem(items, openDialog)} />
      {queries && (
        <Suspense fallback={null}>
          <NavigationDialog open={open} onOpenChange={setOpen} queries={queries} onReload={load} />
        </Suspense>
      )}
    </>
  );
}

function reportRelayFailure(error: unknown) {
  console.error("Loading the navigation failed", error);
}
