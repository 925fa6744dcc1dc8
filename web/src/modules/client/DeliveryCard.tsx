import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { StyledInput } from "../../ui/form-controls";
import { useToast } from "../../ui/useToast";
import { FormField } from "../auth/FormField";
import type { DeliveryCard_user$key } from "./__generated__/DeliveryCard_user.graphql";
import { formatBriefTime } from "./client-dates";
import { useSetBriefTime, useSetByEmail, type BriefTimeOutcome, type ByEmailOutcome } from "./useDelivery";

const UNREACHABLE = "Ria could not be reached. Please try again.";

/**
 * When the morning brief arrives, and whether reminders and the brief also go to the account's email address (on top
 * of WhatsApp): the time is saved with its button, the email choice as soon as it is ticked or cleared.
 */
export function DeliveryCard({ user }: { user: DeliveryCard_user$key }) {
  const data = useFragment(
    graphql`
      fragment DeliveryCard_user on User {
        email
        demoSandbox
        client {
          briefTime
          byEmail
        }
      }
    `,
    user,
  );
  if (!data.client) return null;
  // A demo sandbox's address is internal; the prospect never signs in with it (as on the profile card).
  const address = data.demoSandbox ? "your email address" : data.email;
  return (
    <Card title="Reminders and morning brief" description="When your morning brief arrives, and where it and your reminders reach you.">
      <StyledParts>
        <BriefTime briefTime={data.client.briefTime} />
        <EmailCopies byEmail={data.client.byEmail} address={address} />
      </StyledParts>
    </Card>
  );
}

/** The morning brief's time: a time field (HH:MM, IST) and its button; a refusal shows under the field. */
function BriefTime({ briefTime }: { briefTime: string }) {
  const [typed, setTyped] = useState(briefTime);
  const [error, setError] = useState<string>();
  const { save, isSaving } = useSetBriefTime();
  const { toast } = useToast();
  const headingId = useId();

  const saved = (outcome: BriefTimeOutcome) => {
    if (outcome.kind === "saved") {
      setTyped(outcome.time);
      setError(undefined);
      toast({ title: "Brief time saved", description: `Your morning brief arrives at ${formatBriefTime(outcome.time)} IST.` });
    } else {
      setError(outcome.kind === "refused" ? outcome.message : UNREACHABLE);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(typed, saved);
  };

  return (
    <StyledPart aria-labelledby={headingId}>
      <StyledSubheading id={headingId}>Morning brief at {formatBriefTime(briefTime)} IST</StyledSubheading>
      <StyledForm onSubmit={submit} noValidate aria-label="Morning brief time">
        <FormField label="Morning brief time (IST)" error={error}>
          {(control) => (
            <StyledTimeInput {...control} type="time" required value={typed} onChange={(event) => setTyped(event.target.value)} />
          )}
        </FormField>
        <StyledActions>
          <Button type="submit" busy={isSaving} disabled={isSaving}>
            Save time
          </Button>
        </StyledActions>
      </StyledForm>
    </StyledPart>
  );
}

/** Email copies: a checkbox saved as soon as it changes; a refusal puts it back and says why. */
function EmailCopies({ byEmail, address }: { byEmail: boolean; address: string }) {
  const [error, setError] = useState<string>();
  const { save, isSaving } = useSetByEmail();
  const { toast } = useToast();
  const id = useId();
  const headingId = `${id}-heading`;
  const noteId = `${id}-note`;
  const alertId = `${id}-alert`;

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    // One change at a time: the box stays as it is until the server has answered the last one.
    if (isSaving) return;
    const before = byEmail;
    setError(undefined);
    save(event.target.checked, (outcome: ByEmailOutcome) => {
      if (outcome.kind === "saved") {
        toast(
          outcome.byEmail
            ? { title: "Email copies on", description: `Reminders and your morning brief also go to ${address}.` }
            : { title: "Email copies off", description: "Reminders and your morning brief no longer go by email." },
        );
        return;
      }
      const reason = outcome.kind === "refused" ? outcome.message : UNREACHABLE;
      setError(`Email copies are still ${before ? "on" : "off"}. ${reason}`);
    });
  };

  return (
    <StyledPart aria-labelledby={headingId}>
      <StyledSubheading id={headingId}>Email copies</StyledSubheading>
      <StyledChoice>
        <StyledCheckbox
          id={id}
          type="checkbox"
          checked={byEmail}
          onChange={change}
          aria-describedby={error ? `${noteId} ${alertId}` : noteId}
        />
        <StyledChoiceLabel htmlFor={id}>Also send reminders and the morning brief to {address}</StyledChoiceLabel>
      </StyledChoice>
      <StyledNote id={noteId}>WhatsApp gets them at your verified number; email adds a copy to your inbox.</StyledNote>
      {error && (
        <StyledAlert id={alertId} role="alert">
          {error}
        </StyledAlert>
      )}
    </StyledPart>
  );
}

const StyledParts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledPart = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const StyledSubheading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 28rem;
`;

const StyledTimeInput = styled(StyledInput)`
  max-width: 12rem;
  font-variant-numeric: tabular-nums;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledChoice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const StyledCheckbox = styled.input`
  flex: none;
  /* 20 px, centred on the label's first line (about 23 px of body text). */
  width: calc(${({ theme }) => theme.space.lg} + ${({ theme }) => theme.space.xs});
  height: calc(${({ theme }) => theme.space.lg} + ${({ theme }) => theme.space.xs});
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  accent-color: ${({ theme }) => theme.colors.accent};
  cursor: pointer;
  &:focus-visible {
    outline: ${({ theme }) => theme.borders.focusRing} ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.space.xxs};
  }
`;

const StyledChoiceLabel = styled.label`
  min-width: 0;
  overflow-wrap: anywhere;
  cursor: pointer;
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledAlert = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
