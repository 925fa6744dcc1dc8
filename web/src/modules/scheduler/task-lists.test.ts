import {
  commitLocalUpdate,
  ConnectionHandler,
  createOperationDescriptor,
  Environment,
  Network,
  Observable,
  RecordSource,
  ROOT_ID,
  Store,
} from "relay-runtime";
import { describe, expect, it } from "vitest";
import schedulerPageQuery from "../../pages/__generated__/SchedulerPageQuery.graphql";
import { belongsInUpcoming, HISTORY_CONNECTION_KEY, launchPosition, placeTaskInLists, UPCOMING_CONNECTION_KEY } from "./task-lists";

describe("launchPosition", () => {
  const soonestFirst = ["2026-11-21T10:00:00Z", "2026-11-21T12:00:00Z"];
  const latestFirst = [...soonestFirst].reverse();

  it("keeps Upcoming soonest first", () => {
    expect(launchPosition(soonestFirst, "2026-11-21T09:00:00Z", "soonest-first")).toBe(0);
    expect(launchPosition(soonestFirst, "2026-11-21T11:00:00Z", "soonest-first")).toBe(1);
    expect(launchPosition(soonestFirst, "2026-11-21T13:00:00Z", "soonest-first")).toBe(2);
  });

  it("keeps the history latest first", () => {
    expect(launchPosition(latestFirst, "2026-11-21T13:00:00Z", "latest-first")).toBe(0);
    expect(launchPosition(latestFirst, "2026-11-21T11:00:00Z", "latest-first")).toBe(1);
    expect(launchPosition(latestFirst, "2026-11-21T09:00:00Z", "latest-first")).toBe(2);
  });

  it("puts a task after those launching at the same time", () => {
    expect(launchPosition(soonestFirst, "2026-11-21T10:00:00Z", "soonest-first")).toBe(1);
    expect(launchPosition(latestFirst, "2026-11-21T12:00:00Z", "latest-first")).toBe(1);
    expect(launchPosition([], "2026-11-21T12:00:00Z", "latest-first")).toBe(0);
  });
});

describe("belongsInUpcoming", () => {
  it("holds scheduled tasks only", () => {
    expect(belongsInUpcoming("scheduled")).toBe(true);
    for (const status of ["completed", "failed", "cancelled"]) expect(belongsInUpcoming(status)).toBe(false);
  });
});

interface Task {
  id: string;
  launchTime: string;
  status: string;
}

/** A task launching on the hour, in UTC. */
const task = (id: string, hour: number, status = "scheduled"): Task => {
  const launchTime = `2026-11-21T${String(hour).padStart(2, "0")}:00:00.000Z`;
  return { id, launchTime, status };
};

/** A connection as the api sends it, with the fields the page's fragments read. */
function connection(typename: string, tasks: Task[], hasNextPage = false) {
  return {
    __typename: typename,
    edges: tasks.map((node) => ({
      __typename: `${typename}Edge`,
      cursor: `cursor-${node.id}`,
      node: { __typename: "ScheduledTask", input: `Task ${node.id}`, createdAt: node.launchTime, result: null, error: null, ...node },
    })),
    pageInfo: { endCursor: tasks.at(-1) ? `cursor-${tasks.at(-1)!.id}` : null, hasNextPage },
  };
}

/** A store holding the scheduler page's answer, as the route's query leaves it. */
function schedulerStore(upcoming: Task[], history: Task[], more: { upcoming?: boolean } = {}) {
  const network = Network.create(() => Observable.from(Promise.reject(new Error("no network in this test"))));
  const environment = new Environment({ network, store: new Store(new RecordSource()) });
  const operation = createOperationDescriptor(schedulerPageQuery, { count: 200 });
  environment.commitPayload(operation, {
    viewer: { __typename: "User", id: "user-1", role: "CLIENT" },
    upcomingTasks: connection("QueryUpcomingTasksConnection", upcoming, more.upcoming),
    scheduledTasks: connection("QueryScheduledTasksConnection", history),
  });
  const retain = environment.retain(operation);

  /** A change as the subscription or a mutation brings it: the task's record, then the updater. */
  const change = (changed: Task) =>
    commitLocalUpdate(environment, (store) => {
      const record = store.get(changed.id) ?? store.create(changed.id, "ScheduledTask");
      record.setValue(changed.launchTime, "launchTime");
      record.setValue(changed.status, "status");
      placeTaskInLists(store, changed.id);
    });

  /** The task ids each connection holds, in order. */
  const lists = () => {
    const listed: Record<"upcoming" | "history", string[]> = { upcoming: [], history: [] };
    commitLocalUpdate(environment, (store) => {
      const root = store.get(ROOT_ID)!;
      for (const [name, key] of [
        ["upcoming", UPCOMING_CONNECTION_KEY],
        ["history", HISTORY_CONNECTION_KEY],
      ] as const) {
        const edges = ConnectionHandler.getConnection(root, key)?.getLinkedRecords("edges") ?? [];
        listed[name] = edges.map((edge) => edge?.getLinkedRecord("node")?.getDataID() ?? "missing");
      }
    });
    return listed;
  };
  return { change, lists, dispose: () => retain.dispose() };
}

describe("placeTaskInLists", () => {
  const ten = task("ten", 10);
  const noon = task("noon", 12);

  it("puts a new scheduled task into Upcoming and the history at its launch-time position", () => {
    const page = schedulerStore([ten, noon], [noon, ten]);
    page.change(task("eleven", 11));
    page.change(task("nine", 9));
    page.change(task("one", 13));
    expect(page.lists()).toEqual({
      upcoming: ["nine", "ten", "eleven", "noon", "one"],
      history: ["one", "noon", "eleven", "ten", "nine"],
    });
    page.dispose();
  });

  it("lists a task once when the mutation and the subscription both bring it", () => {
    const page = schedulerStore([ten], [ten]);
    page.change(task("eleven", 11));
    page.change(task("eleven", 11));
    expect(page.lists()).toEqual({ upcoming: ["ten", "eleven"], history: ["eleven", "ten"] });
    page.dispose();
  });

  it("takes a task out of Upcoming once it is no longer scheduled, and keeps it in the history", () => {
    const page = schedulerStore([ten, noon], [noon, ten]);
    page.change(task("ten", 10, "completed"));
    page.change(task("noon", 12, "cancelled"));
    expect(page.lists()).toEqual({ upcoming: [], history: ["noon", "ten"] });
    page.change(task("eleven", 11, "failed"));
    expect(page.lists()).toEqual({ upcoming: [], history: ["noon", "eleven", "ten"] });
    page.dispose();
  });

  it("leaves a task after the last loaded one out when more pages remain", () => {
    const page = schedulerStore([ten, noon], [noon, ten], { upcoming: true });
    page.change(task("one", 13));
    page.change(task("eleven", 11));
    expect(page.lists()).toEqual({ upcoming: ["ten", "eleven", "noon"], history: ["one", "noon", "eleven", "ten"] });
    page.dispose();
  });
});
