import type { AccountType } from "./account-type";

/** What the sign-in form holds while the person types. */
export interface SignInValues {
  accountType: AccountType | "";
  username: string;
  password: string;
}

export type SignInField = "username" | "password";
export type SignInErrors = Partial<Record<SignInField, string>>;

/** Field messages for the required fields (the api uses the same words). */
export const REQUIRED_MESSAGES: Record<SignInField, string> = {
  username: "Username is required",
  password: "Password is required",
};

/** Spec section 5: the toast when no account type was chosen. */
export const MISSING_ACCOUNT_TYPE = {
  title: "Please select user type",
  description: "Choose whether you're logging in as Admin or Client",
} as const;

export type SignInCheck =
  | { ok: true; input: { accountType: AccountType; username: string; password: string } }
  | { ok: false; missingAccountType: boolean; errors: SignInErrors };

/**
 * Spec section 5: an account type, a username and a password are required. The username is trimmed
 * (an address pasted with a space still works); the password is sent exactly as typed.
 */
export function checkSignIn(values: SignInValues): SignInCheck {
  const username = values.username.trim();
  const errors: SignInErrors = {};
  if (!username) errors.username = REQUIRED_MESSAGES.username;
  if (!values.password) errors.password = REQUIRED_MESSAGES.password;
  const missingAccountType = values.accountType === "";
  if (missingAccountType || errors.username || errors.password) return { ok: false, missingAccountType, errors };
  return { ok: true, input: { accountType: values.accountType as AccountType, username, password: values.password } };
}

/** Reads `location.state.prefill` (set by the navigation dialog's "Login as Demo Client"), ignoring anything malformed. */
export function prefillFrom(state: unknown): { username: string; password: string } | null {
  if (!state || typeof state !== "object" || !("prefill" in state)) return null;
  const prefill = (state as { prefill: unknown }).prefill;
  if (!prefill || typeof prefill !== "object") return null;
  const { username, password } = prefill as Record<string, unknown>;
  if (typeof username !== "string" || typeof password !== "string") return null;
  return { username, password };
}
