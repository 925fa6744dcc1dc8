import { connectCalendarSchema } from "@ria/api/modules/calendar/calendar-account.rules.ts";
import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { StyledInput } from "../../ui/form-controls";
import { FormField } from "../auth/FormField";
import { useCalendarAccount } from "./useCalendarAccount";

type Field = "serverUrl" | "username" | "password";

/**
 * Server address, username and app password: checked here with the server's own rules, then tried by the server
 * against the calendar before anything is stored. A refusal says what was wrong and what to do.
 */
export function ConnectCalendarForm({ initial }: { initial?: { serverUrl: string; username: string } }) {
  const [values, setValues] = useState({ serverUrl: initial?.serverUrl ?? "", username: initial?.username ?? "", password: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const { connect, connecting } = useCalendarAccount();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = connectCalendarSchema.safeParse(values);
    setRefusal(null);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    connect(checked.data, (message, fields) => {
      setErrors(fields);
      setRefusal(message);
    });
  };

  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <StyledForm onSubmit={submit} noValidate aria-label="Connect your calendar">
      {refusal && <StyledRefusal role="alert">{refusal}</StyledRefusal>}
      <FormField
        label="Server address"
        error={errors.serverUrl}
        hint="Your provider's CalDAV address, for example https://caldav.icloud.com or https://caldav.fastmail.com."
      >
        {(control) => <StyledInput {...control} {...field("serverUrl")} type="url" inputMode="url" autoComplete="url" />}
      </FormField>
      <FormField label="Username" error={errors.username} hint="Usually your email address.">
        {(control) => <StyledInput {...control} {...field("username")} autoComplete="username" autoCapitalize="none" />}
      </FormField>
      <FormField
        label="App password"
        error={errors.password}
        hint="Make one in your account's security settings: it lets Ria in to your calendar only, and you can revoke it there."
      >
        {(control) => <StyledInput {...control} {...field("password")} type="password" autoComplete="new-password" />}
      </FormField>
      <StyledActions>
        <Button type="submit" busy={connecting} disabled={connecting}>
          Connect calendar
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledRefusal = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.errorSoft};
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
