import { AccessRequiredPanel } from "./AccessRequiredPanel";
import type { ViewerRole } from "../auth/access";

/** What a visitor or a client sees on an admin page: 'Admin Access Required' and the admin sign-in. */
export function AdminAccessRequired({ role, what }: { role: ViewerRole; what: string }) {
  return (
    <AccessRequiredPanel title="Admin Access Required" signInHref="/admin/login" signInLabel="Sign in as admin">
      {role === "CLIENT"
        ? `You are signed in as a client. ${what} are managed by Ria's administrators.`
        : `${what} are for Ria's administrators. Please sign in with an admin account.`}
    </AccessRequiredPanel>
  );
}
