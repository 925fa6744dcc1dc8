import { useEffect } from "react";
import { useRelayEnvironment } from "react-relay/hooks";
import { ErrorPanel } from "../../app/ErrorPanel";
import { ADMIN_ACCESS_DENIED, useDenyAccess } from "../auth/useDenyAccess";
import { fetchViewerRole } from "../auth/viewer-role";

/**
 * The dashboard's data could not load. If that is because the session ended (the server refuses
 * with UNAUTHENTICATED or FORBIDDEN), the person is sent to sign in; otherwise they can retry.
 */
export function DashboardLoadFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const environment = useRelayEnvironment();
  const deny = useDenyAccess(ADMIN_ACCESS_DENIED);
  useEffect(() => {
    let current = true;
    fetchViewerRole(environment)
      .then((role) => current && role !== "ADMIN" && deny())
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [environment, deny, error]);
  return <ErrorPanel title="The dashboard could not load" error={error} onRetry={onRetry} />;
}
