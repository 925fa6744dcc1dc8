import { useRouteError } from "react-router-dom";
import { AppCrashScreen } from "./AppCrashScreen";

/** The router's error element: errors thrown outside the content boundary (the frame itself). */
export function RouteErrorScreen() {
  return <AppCrashScreen error={useRouteError()} />;
}
