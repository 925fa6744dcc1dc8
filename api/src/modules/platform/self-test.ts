/** One REST path of spec section 7, called the harmless way, and the status that shows it is working. */
interface Check {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  body?: unknown;
  expect: number;
  why: string;
}

export interface CheckResult extends Check {
  status: number | null;
  ok: boolean;
  ms: number;
}

/** Calls that write nothing: invalid or unauthenticated requests must be refused exactly as designed. */
export const SELF_TEST_CHECKS: Check[] = [
  { method: "POST", path: "/api/contact", body: {}, expect: 400, why: "validates every field" },
  { method: "GET", path: "/api/dashboard", expect: 200, why: "stats and integrations" },
  { method: "GET", path: "/api/contact-submissions", expect: 401, why: "admins only" },
  { method: "GET", path: "/api/client/me", expect: 401, why: "clients only" },
  { method: "GET", path: "/api/client/quick-links", expect: 200, why: "quick links" },
  { method: "GET", path: "/api/analytics", expect: 200, why: "platform figures" },
  { method: "POST", path: "/api/ria/chat", body: { message: "health check" }, expect: 200, why: "Ria answers" },
  { method: "GET", path: "/api/scheduler/tasks", expect: 401, why: "signed-in users only" },
  { method: "GET", path: "/api/scheduler/upcoming", expect: 401, why: "signed-in users only" },
  { method: "POST", path: "/api/scheduler/schedule", body: {}, expect: 401, why: "signed-in users only" },
  { method: "DELETE", path: "/api/scheduler/tasks/self-test", expect: 401, why: "signed-in users only" },
  { method: "GET", path: "/api/automation/rules", expect: 401, why: "admins only" },
  { method: "POST", path: "/api/automation/rules", body: {}, expect: 401, why: "admins only" },
  { method: "PUT", path: "/api/automation/rules/self-test", body: {}, expect: 401, why: "admins only" },
  { method: "DELETE", path: "/api/automation/rules/self-test", expect: 401, why: "admins only" },
  { method: "POST", path: "/api/whatsapp/webhook", body: { test: true }, expect: 200, why: "the health probe" },
];

/** Runs every check against the server at `baseUrl`, as an outside client would (no cookies). */
export async function runSelfTest(baseUrl: string): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const check of SELF_TEST_CHECKS) {
    const started = performance.now();
    const status = await fetch(`${baseUrl}${check.path}`, {
      method: check.method,
      headers: check.body === undefined ? {} : { "content-type": "application/json" },
      body: check.body === undefined ? undefined : JSON.stringify(check.body),
      signal: AbortSignal.timeout(10_000),
    }).then(
      async (response) => {
        await response.body?.cancel();
        return response.status;
      },
      () => null,
    );
    results.push({ ...check, status, ok: status === check.expect, ms: Math.round(performance.now() - started) });
  }
  return results;
}
