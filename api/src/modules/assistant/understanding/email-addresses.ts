const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
/** An address, bracketed after a name ("Farida (farida@tata.co.in)", "<tarun@infosys.com>") or bare. */
const ADDRESS = new RegExp(`(\\s*[(<]\\s*)?(${EMAIL.source})(\\s*[)>])?`, "g");

/** A name a person's address suggests: "kavita.shah@acme.com" reads "Kavita Shah". */
export function nameOfAddress(email: string): string {
  const words = email
    .split("@")[0]!
    .split(/[._+-]+/)
    .map((word) => word.replace(/\d+/g, ""))
    .filter(Boolean);
  return words.length ? words.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join(" ") : "Guest";
}

/**
 * Email addresses lifted out of a request before the model reads it (it was trained on names, not addresses): an
 * address after a name is dropped, a bare one becomes the name it suggests. The addresses are kept, in order, once each.
 */
export function liftEmailAddresses(text: string): { text: string; emails: string[] } {
  const emails: string[] = [];
  const keep = (email: string) => {
    const lower = email.toLowerCase();
    if (!emails.includes(lower)) emails.push(lower);
  };
  const lifted = text.replace(ADDRESS, (_whole, open: string | undefined, email: string, close: string | undefined) => {
    keep(email);
    return open && close ? "" : `${open ?? ""}${nameOfAddress(email)}${close ?? ""}`;
  });
  return { text: lifted, emails };
}
