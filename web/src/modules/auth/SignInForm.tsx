import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { useToast } from "../../ui/useToast";
import { ACCOUNT_TYPE_LABELS, DEMO_CLIENT_CREDENTIALS, fixedAccountType, type AccountType, type SignInMode } from "./account-type";
import { DemoCredentialsHint } from "./DemoCredentialsHint";
import { StyledInput, StyledSelect } from "../../ui/form-controls";
import { FormField } from "./FormField";
import { PasswordInput } from "./PasswordInput";
import { checkSignIn, MISSING_ACCOUNT_TYPE, type SignInErrors, type SignInValues } from "./sign-in-validation";
import { useSignIn } from "./useSignIn";

export interface SignInFormProps {
  mode: SignInMode;
  /** Values to start with (the navigation dialog's "Login as Demo Client"); ignored on the admin screen. */
  prefill?: { username: string; password: string } | null;
}

/** The one sign-in form behind /login, /admin/login and /client/login; the server decides who gets in. */
export function SignInForm({ mode, prefill }: SignInFormProps) {
  const fixed = fixedAccountType(mode);
  const start = mode === "admin" ? null : prefill;
  const [values, setValues] = useState<SignInValues>({
    accountType: fixed ?? "",
    username: start?.username ?? "",
    password: start?.password ?? "",
  });
  const [errors, setErrors] = useState<SignInErrors>({});
  const { signIn, isSigningIn } = useSignIn(setErrors);
  const { toast } = useToast();
  const accountTypeRef = useRef<HTMLSelectElement>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const update = (field: keyof SignInValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== "accountType") setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const fillDemoClient = () => {
    setValues({ accountType: "CLIENT", ...DEMO_CLIENT_CREDENTIALS });
    setErrors({});
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSigningIn) return;
    const check = checkSignIn(values);
    if (!check.ok) {
      setErrors(check.errors);
      if (check.missingAccountType) {
        toast({ ...MISSING_ACCOUNT_TYPE, variant: "destructive" });
        accountTypeRef.current?.focus();
      } else (check.errors.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    signIn(check.input);
  };

  return (
    <StyledForm noValidate onSubmit={submit} aria-label="Sign in">
      {fixed ? (
        <FixedAccountType type={fixed} />
      ) : (
        <FormField label="Account type">
          {(control) => (
            <StyledSelect {...control} ref={accountTypeRef} value={values.accountType} onChange={update("accountType")}>
              <option value="" disabled>
                Select account type
              </option>
              <option value="ADMIN">{ACCOUNT_TYPE_LABELS.ADMIN}</option>
              <option value="CLIENT">{ACCOUNT_TYPE_LABELS.CLIENT}</option>
            </StyledSelect>
          )}
        </FormField>
      )}
      <FormField label="Username" error={errors.username}>
        {(control) => (
          <StyledInput
            {...control}
            ref={usernameRef}
            name="username"
            type="text"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@company.com"
            value={values.username}
            onChange={update("username")}
          />
        )}
      </FormField>
      <FormField label="Password" error={errors.password}>
        {(control) => (
          <PasswordInput {...control} ref={passwordRef} name="password" value={values.password} onChange={update("password")} />
        )}
      </FormField>
      <Button type="submit" busy={isSigningIn} disabled={isSigningIn}>
        {isSigningIn ? "Signing in…" : "Sign in"}
      </Button>
      {mode !== "admin" && <DemoCredentialsHint onUse={fillDemoClient} />}
    </StyledForm>
  );
}

/** On /admin/login and /client/login the account type is set by the screen; a link leads to the other one. */
function FixedAccountType({ type }: { type: AccountType }) {
  const other = type === "ADMIN" ? { to: "/client/login", text: "Client sign-in" } : { to: "/admin/login", text: "Administrator sign-in" };
  return (
    <StyledFixed>
      <span>
        Account type: <strong>{ACCOUNT_TYPE_LABELS[type]}</strong>
      </span>
      <Link to={other.to}>{other.text}</Link>
    </StyledFixed>
  );
}

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledFixed = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;
