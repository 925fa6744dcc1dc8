/** True when `id` is the api's global id (base64 of "Type:rawId") for a record of `typeName`. */
function isGlobalIdOf(id: string, typeName: string): boolean {
  try {
    return atob(id).startsWith(`${typeName}:`);
  } catch {
    return false;
  }
}

/**
 * How the Relay store keys a record. Node ids are global and unique, and stay as they are (so
 * `store.get(id)` works). Other types' ids are unique only within their type — the landing page's
 * plan "starter" and the pricing page's plan "starter" are different records — so those get the
 * type as a prefix, and one page's data never overwrites another's.
 */
export function dataIdFor(fieldValue: { [key: string]: unknown }, typeName: string): unknown {
  const id = fieldValue.id;
  if (typeof id !== "string" || isGlobalIdOf(id, typeName)) return id;
  return `${typeName}:${id}`;
}
