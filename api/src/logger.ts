import { pino, type Logger } from "pino";
import type { Env } from "./env.ts";

export type { Logger };

/** One structured logger per app; pretty output only for a developer at a terminal. */
export function createLogger(env: Pick<Env, "LOG_LEVEL" | "NODE_ENV">): Logger {
  const pretty = env.NODE_ENV === "development" && process.stdout.isTTY;
  return pino({
    level: env.LOG_LEVEL,
    ...(pretty ? { transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss" } } } : {}),
  });
}
