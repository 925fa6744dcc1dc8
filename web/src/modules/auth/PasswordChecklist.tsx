import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordChecks } from "@ria/api/modules/auth/password.rules.ts";
import { Check, Circle } from "lucide-react";
import styled from "styled-components";
import { VisuallyHidden } from "../../ui/VisuallyHidden";

/** What a new password needs, ticked as it is typed: the server's own rules (password.rules.ts). */
export function PasswordChecklist({ id, password, email }: { id: string; password: string; email: string }) {
  const checks = passwordChecks(password, email);
  const items = [
    { met: checks.length, label: `${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters` },
    { met: checks.variety, label: "more than three different characters" },
    { met: checks.notEmail, label: "not your email address" },
  ];
  return (
    <StyledList id={id}>
      {items.map(({ met, label }) => (
        <StyledItem key={label} $met={met && password !== ""}>
          {met && password !== "" ? <Check size={14} aria-hidden="true" /> : <Circle size={14} aria-hidden="true" />}
          {label}
          <VisuallyHidden>{met && password !== "" ? " (done)" : " (not yet)"}</VisuallyHidden>
        </StyledItem>
      ))}
    </StyledList>
  );
}

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledItem = styled.li<{ $met: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ $met, theme }) => ($met ? theme.colors.healthy : theme.colors.textMuted)};
`;
