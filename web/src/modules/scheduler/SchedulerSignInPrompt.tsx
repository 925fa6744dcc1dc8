import { AccessRequiredPanel } from "../platform/AccessRequiredPanel";

/** What a visitor sees on /ai-scheduler: tasks belong to an account, so sign in first. */
export function SchedulerSignInPrompt() {
  return (
    <AccessRequiredPanel title="Sign in to schedule tasks" signInHref="/client/login" signInLabel="Sign in to your account">
      Scheduled tasks are private to your account. Sign in to tell Ria what to do and when, and to see what she did.
    </AccessRequiredPanel>
  );
}
