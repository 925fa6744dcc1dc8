import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { ThemeProvider } from "styled-components";
import { AppCrashScreen } from "./app/AppCrashScreen";
import { createQueryRoutes } from "./app/query-routes";
import { createRoutes } from "./routes";
import { GlobalStyle } from "./theme/GlobalStyle";
import { theme } from "./theme/theme";
import { ErrorBoundary } from "./ui/ErrorBoundary";
import { ToastProvider } from "./ui/Toast";

// Relay's runtime is not in this chunk: the routes' loaders bring it in (relay/load-relay.tsx) while the first screen renders.
const queryRoutes = createQueryRoutes();
const router = createBrowserRouter(createRoutes(queryRoutes));
router.subscribe(queryRoutes.releaseUnused);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ErrorBoundary fallback={(error) => <AppCrashScreen error={error} />}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ErrorBoundary>
    </ThemeProvider>
  </StrictMode>,
);
