// Runs `prisma generate` offline. The Prisma CLI downloads its schema engine
// before every command, but `generate` never runs it; pointing the variable at
// any existing file skips the download (these machines cannot reach Prisma's servers).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= fileURLToPath(import.meta.url);

const result = spawnSync("npx", ["prisma", "generate", "--no-hints"], { stdio: "inherit", env, shell: false });
process.exit(result.status ?? 1);
