/**
 * The sandbox client anyone may sign in as ("Login as Demo Client"). Its credentials are
 * public on purpose: the account holds demo data only and has the client role.
 */
export const DEMO_CLIENT = {
  email: "demo@ria.example",
  password: "ria-demo-2026",
  name: "Arjun Mehta",
  company: "Demo Ventures Pvt Ltd",
  planId: "demo",
} as const;
