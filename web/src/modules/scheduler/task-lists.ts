import type { RecordProxy, RecordSourceSelectorProxy } from "relay-runtime";

export interface TaskKey {
  id: string;
  launchTime: string;
}

/** Where a task goes in a list ordered by launch time (ties keep their order: the newest comes after). */
export function insertByLaunch<T extends TaskKey>(list: readonly T[], task: T, order: "soonest-first" | "latest-first"): T[] {
  const rest = list.filter((item) => item.id !== task.id);
  const at = Date.parse(task.launchTime);
  const index = rest.findIndex((item) => (order === "soonest-first" ? Date.parse(item.launchTime) > at : Date.parse(item.launchTime) < at));
  return index === -1 ? [...rest, task] : [...rest.slice(0, index), task, ...rest.slice(index)];
}

/** Which lists a task of this status belongs in: upcoming holds only scheduled tasks; the history holds all. */
export function belongsInUpcoming(status: unknown): boolean {
  return status === "scheduled";
}

function keyOf(record: RecordProxy): TaskKey & { record: RecordProxy } {
  return { id: record.getDataID(), launchTime: String(record.getValue("launchTime") ?? ""), record };
}

/**
 * Puts a task where it now belongs in the page's two root lists, from its record in the store:
 * into or out of Upcoming by its status, into the History once. Used by the subscription and the
 * mutations, which may both bring the same change.
 */
export function placeTaskInLists(store: RecordSourceSelectorProxy, taskId: string): void {
  const task = store.get(taskId);
  if (!task) return;
  const root = store.getRoot();
  const upcoming = root.getLinkedRecords("upcomingTasks");
  if (upcoming) {
    const keys = upcoming.flatMap((record) => (record ? [keyOf(record)] : []));
    const next = belongsInUpcoming(task.getValue("status"))
      ? insertByLaunch(keys, keyOf(task), "soonest-first")
      : keys.filter((key) => key.id !== taskId);
    root.setLinkedRecords(
      next.map((key) => key.record),
      "upcomingTasks",
    );
  }
  const history = root.getLinkedRecords("scheduledTasks");
  if (history && !history.some((record) => record?.getDataID() === taskId)) {
    const keys = history.flatMap((record) => (record ? [keyOf(record)] : []));
    root.setLinkedRecords(
      insertByLaunch(keys, keyOf(task), "latest-first").map((key) => key.record),
      "scheduledTasks",
    );
  }
}
