// relay-compiler configuration for the web client (web/package.json's scripts point here).
// Artifacts go to a __generated__ folder beside each file that declares a graphql tag (gitignored).
// Named exports, not `export default`: relay-compiler require()s this ES module and reads its namespace.
export const src = "./web/src";
export const schema = "./schema.graphql";
export const language = "typescript";
export const eagerEsModules = true;
export const excludes = ["**/node_modules/**", "**/__mocks__/**", "**/__generated__/**"];
export const customScalarTypes = { DateTime: "string" };
