import { useState } from "react";
import styled from "styled-components";
import { Button } from "../../ui/Button";

/** Renames the player on the leaderboard; the server validates (2-24 characters, never an email). */
export function DisplayNameForm({ current, onRename }: { current: string; onRename: (name: string) => Promise<string | null> }) {
  const [name, setName] = useState(current);
  const [error, setError] = useState<string | null>(null);
  return (
    <StyledForm
      onSubmit={async (event) => {
        event.preventDefault();
        setError(await onRename(name));
      }}
    >
      <label>
        Display name <input value={name} onChange={(event) => setName(event.target.value)} aria-invalid={error ? true : undefined} maxLength={40} />
      </label>
      <Button type="submit" size="sm" variant="secondary">Save name</Button>
      {error && <p role="alert">{error}</p>}
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  input { min-height: ${({ theme }) => theme.sizes.controlHeightSm}; max-width: 100%; }
  p { width: 100%; margin: 0; color: ${({ theme }) => theme.colors.error}; }
`;
