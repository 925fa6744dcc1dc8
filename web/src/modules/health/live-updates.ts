import type { ConnectionState } from "../../relay/connection-state";

/** How the live-updates pill looks. */
export type LiveLook = "live" | "waiting" | "paused";

/** What the reader is told about live updates in each connection state. */
export function describeConnection({ status, everConnected }: ConnectionState): { look: LiveLook; text: string } {
  if (status === "connected") return { look: "live", text: "Live" };
  if (status === "reconnecting") return { look: "paused", text: "Live updates paused — reconnecting…" };
  if (status === "closed" && everConnected) return { look: "paused", text: "Live updates paused" };
  return { look: "waiting", text: "Connecting to live updates…" };
}
