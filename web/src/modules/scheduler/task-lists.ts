import { ConnectionHandler, ROOT_ID, type RecordProxy, type RecordSourceSelectorProxy } from "relay-runtime";

/** The `@connection` keys of the page's two lists (UpcomingTasks and TaskHistory declare them). */
export const UPCOMING_CONNECTION_KEY = "UpcomingTasks_upcomingTasks";
export const HISTORY_CONNECTION_KEY = "TaskHistory_scheduledTasks";

export type LaunchOrder = "soonest-first" | "latest-first";

/**
 * Where a task launching at `launchTime` goes in a list ordered by launch time: the index of the first
 * task it comes before. Ties keep their order, so the newest comes after.
 */
export function launchPosition(launchTimes: readonly string[], launchTime: string, order: LaunchOrder): number {
  const at = Date.parse(launchTime);
  const index = launchTimes.findIndex((other) => (order === "soonest-first" ? Date.parse(other) > at : Date.parse(other) < at));
  return index === -1 ? launchTimes.length : index;
}

/** Which lists a task of this status belongs in: upcoming holds only scheduled tasks; the history holds all. */
export function belongsInUpcoming(status: unknown): boolean {
  return status === "scheduled";
}

const launchTimeOf = (task: RecordProxy | null | undefined) => String(task?.getValue("launchTime") ?? "");

/**
 * Adds a task's edge to a connection at its launch-time position, once. A task that would come after
 * the last loaded edge while more pages remain belongs to a page not loaded yet, so it is left out.
 */
function insertByLaunch(store: RecordSourceSelectorProxy, connection: RecordProxy, task: RecordProxy, order: LaunchOrder): void {
  const edges = (connection.getLinkedRecords("edges") ?? []).filter((edge): edge is RecordProxy => edge != null);
  const nodes = edges.map((edge) => edge.getLinkedRecord("node"));
  if (nodes.some((node) => node?.getDataID() === task.getDataID())) return;
  const index = launchPosition(nodes.map(launchTimeOf), launchTimeOf(task), order);
  if (index === edges.length && connection.getLinkedRecord("pageInfo")?.getValue("hasNextPage") === true) return;
  // Pothos names each connection's edge type after it: QueryUpcomingTasksConnection → QueryUpcomingTasksConnectionEdge.
  const edge = ConnectionHandler.createEdge(store, connection, task, `${connection.getType()}Edge`);
  connection.setLinkedRecords([...edges.slice(0, index), edge, ...edges.slice(index)], "edges");
}

/**
 * Puts a task where it now belongs in the page's two connections, from its record in the store:
 * into or out of Upcoming by its status, into the History once. Used by the subscription and the
 * mutations, which may both bring the same change.
 */
export function placeTaskInLists(store: RecordSourceSelectorProxy, taskId: string): void {
  const task = store.get(taskId);
  const root = store.get(ROOT_ID);
  if (!task || !root) return;
  const upcoming = ConnectionHandler.getConnection(root, UPCOMING_CONNECTION_KEY);
  if (upcoming) {
    if (belongsInUpcoming(task.getValue("status"))) insertByLaunch(store, upcoming, task, "soonest-first");
    else ConnectionHandler.deleteNode(upcoming, taskId);
  }
  const history = ConnectionHandler.getConnection(root, HISTORY_CONNECTION_KEY);
  if (history) insertByLaunch(store, history, task, "latest-first");
}
