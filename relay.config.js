// relay-compiler configuration for the web client (web/package.json's scripts point here).
// Artifacts go to a __generated__ folder beside each file that declares a graphql tag (gitignored).
// Named exports, not `export default`: relay-compiler require()s this ES module and reads its namespace.
export const src = "./web/src";
export const schema = "./schema.graphql";
export const language = "typescript";
export const eagerEsModules = true;
export const excludes = ["**/node_modules/**", "**/__mocks__/**", "**/__generated__/**"];
export const customScalarTypes = { DateTime: "string" };
// Trusted documents: each operation's text is replaced by its SHA-256 id in the bundle, and the id → text map is
// written here for the api to load at start-up (gitignored; `npm run relay -w web` and the web build write it).
export const persistConfig = { file: "./persisted-documents.json", algorithm: "SHA256" };
