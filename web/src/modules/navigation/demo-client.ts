/**
 * The seeded sandbox client (api/src/modules/auth/demo-account.ts). Public on purpose: it holds demo
 * data only, so "Login as Demo Client" may prefill it. No admin credential is ever shown.
 */
export const DEMO_CLIENT_LOGIN = {
  username: "demo@ria.example",
  password: "ria-demo-2026",
  company: "Demo Ventures Pvt Ltd",
} as const;

/** What a login page reads from `location.state` to prefill its form. */
export interface LoginPrefillState {
  prefill: { username: string; password: string };
}

/** Router state for /client/login that prefills the demo client's credentials. */
export const DEMO_CLIENT_PREFILL: LoginPrefillState = {
  prefill: { username: DEMO_CLIENT_LOGIN.username, password: DEMO_CLIENT_LOGIN.password },
};
