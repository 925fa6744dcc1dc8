import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { ThemeProvider } from "styled-components";
import { AppCrashScreen } from "./app/AppCrashScreen";
import { createRelayEnvironment } from "./relay/environment";
import { createQueryRoutes } from "./app/query-routes";
import { createRoutes } from "./routes";
import { GlobalStyle } from "./theme/GlobalStyle";
import { theme } from "./theme/theme";
import { ErrorBoundary } from "./ui/ErrorBoundary";
import { ToastProvider } from "./ui/Toast";

const environment = createRelayEnvironment();
const queryRoutes = createQueryRoutes(environment);
const router = createBrowserRouter(createRoutes(queryRoutes));
router.subscribe(queryRoutes.releaseUnused);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ErrorBoundary fallback={(error) => <AppCrashScreen error={error} />}>
        <RelayEnvironmentProvider environment={environment}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </RelayEnvironmentProvider>
      </ErrorBoundary>
    </ThemeProvider>
  </StrictMode>,
);
