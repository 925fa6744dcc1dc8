/** One REST path's check, as the api reports it. */
export interface SelfTestCheck {
  method: string;
  path: string;
  why: string;
  expectedStatus: number;
  status: number | null | undefined;
  ok: boolean;
  ms: number;
}

/** "14 of 16 passed", and whether every check passed. */
export function summarise(checks: readonly SelfTestCheck[]): { passed: number; total: number; allPassed: boolean; text: string } {
  const passed = checks.filter((check) => check.ok).length;
  return {
    passed,
    total: checks.length,
    allPassed: checks.length > 0 && passed === checks.length,
    text: `${passed} of ${checks.length} passed`,
  };
}

/** The status a check got, or why it got none. */
export function actualStatus(check: Pick<SelfTestCheck, "status">): string {
  return check.status == null ? "No answer" : String(check.status);
}
