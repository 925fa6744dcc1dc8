import { Badge } from "../../ui/Badge";
import { taskStatusLook } from "./task-status";

/** A task's status as a coloured badge with its word. */
export function TaskStatusBadge({ status }: { status: string }) {
  const look = taskStatusLook(status);
  return <Badge tone={look.tone}>{look.label}</Badge>;
}
