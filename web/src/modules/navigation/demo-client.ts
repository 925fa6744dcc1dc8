import { DEMO_CLIENT } from "@ria/api/modules/auth/demo-account.rules.ts";

/**
 * The seeded demo client, from the api's own rules file. Public on purpose: it holds demo data
 * only, so "Login as Demo Client" may prefill it. No admin credential is ever shown.
 */
export const DEMO_CLIENT_LOGIN = { username: DEMO_CLIENT.email, password: DEMO_CLIENT.password, company: DEMO_CLIENT.company } as const;

/** What a login page reads from `location.state` to prefill its form. */
export interface LoginPrefillState {
  prefill: { username: string; password: string };
}

/** Router state for /client/login that prefills the demo client's credentials. */
export const DEMO_CLIENT_PREFILL: LoginPrefillState = {
  prefill: { username: DEMO_CLIENT_LOGIN.username, password: DEMO_CLIENT_LOGIN.password },
};
