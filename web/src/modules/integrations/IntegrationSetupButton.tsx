import { useEffect, useRef, useState } from "react";
import { Button } from "../../ui/Button";
import { MessageDialog } from "../../ui/MessageDialog";

/** Spec section 4: 'Setting up' shows this long before the alert. */
export const SETUP_DELAY_MS = 1000;

/**
 * 'Reconfigure' for a connected integration, 'Start Integration' otherwise. Starting shows 'Setting up' for a
 * second (spec section 4), then says what actually connects it: the server's settings and a restart. The spec's
 * "check your email" is not said, because no email is sent; the status does not change.
 */
export function IntegrationSetupButton({ name, connected }: { name: string; connected: boolean }) {
  const [settingUp, setSettingUp] = useState(false);
  const [dialog, setDialog] = useState<"initiated" | "reconfigure" | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const start = () => {
    if (settingUp) return;
    setSettingUp(true);
    timer.current = setTimeout(() => {
      setSettingUp(false);
      setDialog("initiated");
    }, SETUP_DELAY_MS);
  };

  return (
    <>
      {connected ? (
        <Button variant="secondary" onClick={() => setDialog("reconfigure")} aria-label={`Reconfigure ${name}`}>
          Reconfigure
        </Button>
      ) : (
        // aria-disabled rather than disabled while setting up, so keyboard focus stays on the button (and returns to it after the alert).
        <Button
          onClick={start}
          busy={settingUp}
          aria-disabled={settingUp || undefined}
          aria-label={settingUp ? undefined : `Start Integration: ${name}`}
        >
          {settingUp ? "Setting up" : "Start Integration"}
        </Button>
      )}
      <MessageDialog
        open={dialog === "initiated"}
        onOpenChange={(open) => !open && setDialog(null)}
        title={`Connecting ${name}`}
        message={
          `No email is sent: ${name} is connected with the server's own settings, not from this page. Someone with access ` +
          "to the server sets the values this card lists and restarts Ria; the card then shows it as connected."
        }
      />
      <MessageDialog
        open={dialog === "reconfigure"}
        onOpenChange={(open) => !open && setDialog(null)}
        title={`Reconfigure ${name}`}
        message={
          `${name}'s settings are kept on the server, never in the browser. To change them, update the deployment's ` +
          "environment and restart Ria; the values in use are listed on its card."
        }
      />
    </>
  );
}
