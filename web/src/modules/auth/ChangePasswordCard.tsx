import { newPasswordSchema } from "@ria/api/modules/auth/password.rules.ts";
import { useId, useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { useToast } from "../../ui/useToast";
import type { ChangePasswordCard_user$key } from "./__generated__/ChangePasswordCard_user.graphql";
import { FormField } from "./FormField";
import { PasswordChecklist } from "./PasswordChecklist";
import { PasswordInput } from "./PasswordInput";
import { useChangePassword, type ChangeOutcome } from "./useChangePassword";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };
type Fields = typeof EMPTY;

/** The fields' problems before anything is sent, in the server's own words where it has them. */
function problemsOf(values: Fields, email: string): Partial<Fields> {
  const problems: Partial<Fields> = {};
  if (!values.currentPassword) problems.currentPassword = "Enter your current password";
  const rules = newPasswordSchema(email).safeParse(values.newPassword);
  if (!rules.success) problems.newPassword = rules.error.issues[0]!.message;
  else if (values.newPassword === values.currentPassword) problems.newPassword = "Choose a password you have not used here";
  if (!problems.newPassword && values.confirmPassword !== values.newPassword)
    problems.confirmPassword = "The two new passwords are not the same";
  return problems;
}

/** "Change password": the current one, a new one that meets the rules (ticked as typed), and the other devices signed out. */
export function ChangePasswordCard({ user }: { user: ChangePasswordCard_user$key }) {
  const { email, demoSandbox } = useFragment(
    graphql`
      fragment ChangePasswordCard_user on User {
        email
        demoSandbox
      }
    `,
    user,
  );
  const [values, setValues] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [notice, setNotice] = useState<{ tone: "done" | "refused"; text: string } | null>(null);
  const { change, isChanging } = useChangePassword();
  const { toast } = useToast();
  const checklistId = useId();

  if (demoSandbox) {
    return (
      <Card title="Password">
        <StyledText>
          This demo has no password of its own: everyone signs in to it with the public demo credentials. Your own Ria account has a
          password you can change here.
        </StyledText>
      </Card>
    );
  }

  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [name]: event.target.value }));

  const finished = (outcome: ChangeOutcome) => {
    if (outcome.kind === "changed") {
      setValues(EMPTY);
      setNotice({ tone: "done", text: "Password changed. Every other device signed in to your account has been signed out." });
      toast({ title: "Password changed", description: "Other devices have been signed out." });
      return;
    }
    if (outcome.kind === "refused") {
      setErrors(outcome.fields);
      if (Object.keys(outcome.fields).length === 0) setNotice({ tone: "refused", text: outcome.message });
      return;
    }
    setNotice({ tone: "refused", text: "Your password was not changed: Ria could not be reached. Please try again." });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const problems = problemsOf(values, email);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    change({ currentPassword: values.currentPassword, newPassword: values.newPassword }, finished);
  };

  return (
    <Card title="Change password" description="After the change, every other device signed in to your account is signed out.">
      <StyledForm onSubmit={submit} noValidate aria-label="Change password">
        {/* Lets password managers tie the new password to this account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormField label="Current password" error={errors.currentPassword}>
          {(control) => (
            <PasswordInput {...control} autoComplete="current-password" value={values.currentPassword} onChange={set("currentPassword")} />
          )}
        </FormField>
        <FormField label="New password" error={errors.newPassword}>
          {(control) => (
            <PasswordInput
              {...control}
              aria-describedby={[control["aria-describedby"], checklistId].filter(Boolean).join(" ")}
              autoComplete="new-password"
              maxLength={256}
              value={values.newPassword}
              onChange={set("newPassword")}
            />
          )}
        </FormField>
        <PasswordChecklist id={checklistId} password={values.newPassword} email={email} />
        <FormField label="New password, again" error={errors.confirmPassword}>
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" value={values.confirmPassword} onChange={set("confirmPassword")} />
          )}
        </FormField>
        {notice && (
          <StyledNotice role={notice.tone === "done" ? "status" : "alert"} $tone={notice.tone}>
            {notice.text}
          </StyledNotice>
        )}
        <StyledActions>
          <Button type="submit" busy={isChanging} disabled={isChanging}>
            {isChanging ? "Changing…" : "Change password"}
          </Button>
        </StyledActions>
      </StyledForm>
    </Card>
  );
}

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 32rem;
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledNotice = styled.p<{ $tone: "done" | "refused" }>`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $tone, theme }) => ($tone === "done" ? theme.colors.healthySoft : theme.colors.errorSoft)};
  color: ${({ $tone, theme }) => ($tone === "done" ? theme.colors.healthy : theme.colors.error)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-start;
`;
