// Creates an administrator, or resets one's password (ending every session of theirs):
//   npm run admin:create -w api -- someone@example.com [password]
// Without a password, a strong one is generated and printed once. Uses DATABASE_URL / DATA_DIR like the app.
// Compiled with the server (dist/src/cli/create-admin.js), so it runs in the production image, which has no tsx:
//   docker compose exec api-1 npm run admin:create -w api -- someone@example.com
import { randomBytes } from "node:crypto";
import { openDatabase } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";
import { loadDotEnvFile, loadEnv } from "../env.ts";
import { upsertAdmin } from "../modules/auth/admin-bootstrap.ts";
import { MIN_PASSWORD_LENGTH } from "../modules/auth/password.rules.ts";

loadDotEnvFile();
const env = loadEnv();
const [email, given] = process.argv.slice(2);
if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
  console.error("Usage: npm run admin:create -w api -- <email> [password]");
  process.exit(2);
}
if (given !== undefined && given.length < MIN_PASSWORD_LENGTH) {
  console.error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  process.exit(2);
}
const password = given ?? randomBytes(12).toString("base64url");
const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await migrate(db.sql);
await upsertAdmin(db.prisma, email, password);
await db.close();
console.log(given ? `Administrator ${email} is ready.` : `Administrator ${email} is ready. Password (shown once): ${password}`);
