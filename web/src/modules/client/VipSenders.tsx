import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { StyledInput } from "../../ui/form-controls";
import { useToast } from "../../ui/useToast";
import { VisuallyHidden } from "../../ui/VisuallyHidden";
import { FormField } from "../auth/FormField";
import { UNREACHABLE } from "./email-reply";
import { useEmailVips, type VipOutcome } from "./useEmailApprovals";

/** The VIP senders, each removable, and the form that adds one. */
export function VipSenders({ vips }: { vips: readonly string[] }) {
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string>();
  const { add, remove, isAdding, isRemoving } = useEmailVips();
  const { toast } = useToast();

  const added = (outcome: VipOutcome) => {
    if (outcome.kind === "added") {
      setTyped("");
      setError(undefined);
    } else {
      setError(outcome.kind === "refused" ? outcome.message : UNREACHABLE);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add(typed.trim(), added);
  };

  return (
    <>
      {vips.length > 0 ? (
        <StyledVipList>
          {vips.map((address) => (
            <li key={address}>
              <StyledAddress>{address}</StyledAddress>
              <Button
                variant="ghost"
                size="sm"
                disabled={isRemoving}
                onClick={() =>
                  remove(address, () => toast({ title: "Not removed", description: "Please try again.", variant: "destructive" }))
                }
              >
                Remove<VisuallyHidden> {address}</VisuallyHidden>
              </Button>
            </li>
          ))}
        </StyledVipList>
      ) : (
        <StyledEmpty>No VIP senders yet. Add the people whose email should never wait.</StyledEmpty>
      )}
      <StyledForm onSubmit={submit} noValidate aria-label="Add a VIP sender">
        <FormField label="VIP email address" error={error}>
          {(control) => (
            <StyledInput
              {...control}
              type="email"
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              placeholder="name@company.com"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </FormField>
        <div>
          <Button type="submit" variant="secondary" busy={isAdding} disabled={isAdding}>
            Add VIP
          </Button>
        </div>
      </StyledForm>
    </>
  );
}

const StyledVipList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    /* The visually hidden part of each button's name is placed inside its row. */
    position: relative;
  }
`;

const StyledAddress = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 28rem;
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
