import type { IncomingMessage } from "node:http";
import type { PrismaClient } from "./generated/prisma/client.ts";
import type { AppPubSub } from "./pubsub.ts";
import type { AppServices } from "./services.ts";

/** Who is calling. Filled by the auth domain; null for a visitor. */
export interface Viewer {
  userId: string;
  role: "ADMIN" | "CLIENT";
}

/** What every resolver receives: shared by HTTP and WebSocket operations. */
export interface AppContext {
  prisma: PrismaClient;
  pubsub: AppPubSub;
  services: AppServices;
  viewer: Viewer | null;
  request: IncomingMessage | undefined;
}
