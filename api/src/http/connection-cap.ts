import type { Server } from "node:http";
import type { Logger } from "../logger.ts";

/**
 * At most `max` sockets open at once from one peer address: the next is closed as soon as it connects,
 * before a byte is read, so a crowd of half-finished requests (slow headers) from one machine cannot
 * take every socket. Counts every socket, WebSocket upgrades included. Returns the open count by address.
 */
export function capConnectionsPerAddress(server: Server, max: number, logger: Logger): Map<string, number> {
  const open = new Map<string, number>();
  const warned = new Set<string>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress ?? "unknown";
    const count = open.get(address) ?? 0;
    if (count >= max) {
      if (!warned.has(address)) {
        warned.add(address);
        logger.warn({ ip: address, max }, "connections refused: too many open from one address");
      }
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else {
        open.delete(address);
        warned.delete(address);
      }
    });
  });
  return open;
}
