import { Badge } from "../../ui/Badge";
import { statusLabel, statusTone } from "./health-status";

/** A service's or the platform's status as a coloured, worded pill. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{statusLabel(status)}</Badge>;
}
