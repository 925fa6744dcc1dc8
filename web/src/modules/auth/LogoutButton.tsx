import { Button } from "../../ui/Button";
import { useLogout, type LogoutCopy } from "./useLogout";

/** Signs out on the server and goes to the sign-in screen; busy while the server answers. */
export function LogoutButton({ copy, everywhere = false }: { copy: LogoutCopy; everywhere?: boolean }) {
  const { logout, isLoggingOut } = useLogout(copy, everywhere);
  const label = everywhere ? "Sign out everywhere" : "Logout";
  return (
    <Button variant="secondary" onClick={logout} busy={isLoggingOut} disabled={isLoggingOut}>
      {isLoggingOut ? "Logging out…" : label}
    </Button>
  );
}
