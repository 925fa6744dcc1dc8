import type { UseFormRegisterReturn } from "react-hook-form";
import { VisuallyHidden } from "../../ui/VisuallyHidden";

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from screen readers);
 * bots that fill every input fill it, and the server then drops their request quietly.
 */
export function HoneypotField(registration: UseFormRegisterReturn<"website">) {
  return (
    <VisuallyHidden as="div" aria-hidden="true">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </VisuallyHidden>
  );
}
