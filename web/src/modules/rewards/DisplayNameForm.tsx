import { useId, useState } from "react";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { StyledInput } from "../../ui/form-controls";
import { RewardsPanel } from "./RewardsPanel";

/** Renames the player on the leaderboard, in a card of its own; the server validates (2-24 characters, never an email). */
export function DisplayNameForm({ current, onRename }: { current: string; onRename: (name: string) => Promise<string | null> }) {
  const [name, setName] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <RewardsPanel title="Your name on the board">
      <StyledForm
        onSubmit={async (event) => {
          event.preventDefault();
          setSaving(true);
          setError(await onRename(name));
          setSaving(false);
        }}
      >
        <StyledLabel htmlFor={inputId}>Display name</StyledLabel>
        <StyledHint id={hintId}>2 to 24 characters; never an email address.</StyledHint>
        <StyledRow>
          <StyledInput
            id={inputId}
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            maxLength={40}
            autoComplete="nickname"
          />
          <Button type="submit" variant="secondary" busy={saving} disabled={saving}>
            Save name
          </Button>
        </StyledRow>
        {error && (
          <StyledError id={errorId} role="alert">
            {error}
          </StyledError>
        )}
      </StyledForm>
    </RewardsPanel>
  );
}

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;
const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
const StyledHint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
  & > input {
    flex: 1 1 12rem;
    width: auto;
  }
  & > button {
    min-height: ${({ theme }) => theme.sizes.tapTarget};
  }
`;
const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
