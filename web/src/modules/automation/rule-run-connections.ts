import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from "relay-runtime";

/** The connections of a rule's runs on screen: its card's history and the WhatsApp test bench's triggered runs. */
export const RULE_RUN_CONNECTION_KEYS = ["RuleRunHistory_runs", "TriggeredRuns_runs"] as const;

/** The edge type the server names for `AutomationRule.runs`. */
const RULE_RUN_EDGE_TYPE = "AutomationRuleRunsConnectionEdge";

/**
 * Puts a newly recorded run at the top of its rule's run connections, once each. A run's rule is only
 * known from the run, so the connections cannot be named in advance for `@prependNode`.
 */
export function prependRuleRun(store: RecordSourceSelectorProxy, run: RecordProxy): void {
  const rule = run.getLinkedRecord("rule");
  if (!rule) return;
  for (const key of RULE_RUN_CONNECTION_KEYS) {
    const connection = ConnectionHandler.getConnection(rule, key);
    if (!connection) continue;
    const edges = connection.getLinkedRecords("edges") ?? [];
    if (edges.some((edge) => edge?.getLinkedRecord("node")?.getDataID() === run.getDataID())) continue;
    ConnectionHandler.insertEdgeBefore(connection, ConnectionHandler.createEdge(store, connection, run, RULE_RUN_EDGE_TYPE));
  }
}
