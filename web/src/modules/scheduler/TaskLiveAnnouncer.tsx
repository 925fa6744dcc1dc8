import { VisuallyHidden } from "../../ui/VisuallyHidden";
import type { TaskChange } from "./useTaskUpdatedSubscription";
import { taskStatusLook } from "./task-status";

/** Tells screen-reader users, politely, when a task changes by itself (completed, failed). */
export function TaskLiveAnnouncer({ change }: { change: TaskChange | null }) {
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {change && change.status !== "scheduled" ? `Task ${taskStatusLook(change.status).label.toLowerCase()}: ${change.input}` : ""}
    </VisuallyHidden>
  );
}
