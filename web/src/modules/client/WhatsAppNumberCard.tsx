import { waIdOf } from "@ria/api/modules/whatsapp/recipient.rules.ts";
import { useState, useTransition, type FormEvent } from "react";
import { graphql, useRefetchableFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { StyledInput } from "../../ui/form-controls";
import { WhatsAppLinkButton } from "../assistant/WhatsAppLinkButton";
import { FormField } from "../auth/FormField";
import type { WhatsAppNumberCard_query$key } from "./__generated__/WhatsAppNumberCard_query.graphql";
import type { WhatsAppNumberCardRefetchQuery } from "./__generated__/WhatsAppNumberCardRefetchQuery.graphql";
import { useAddWhatsAppNumber, type AddOutcome } from "./useAddWhatsAppNumber";
import { formatWhatsAppNumber } from "./whatsapp-number";

const NUMBER_REFUSED = "Enter a WhatsApp number with its country code";

/**
 * The client's own WhatsApp number, where reminders and morning briefs go: add it, confirm it by sending the code it
 * gives from that number to Ria's, or change it. Without one they reach Ria's chat only, and the card says so.
 */
export function WhatsAppNumberCard({ query }: { query: WhatsAppNumberCard_query$key }) {
  const [data, refetch] = useRefetchableFragment<WhatsAppNumberCardRefetchQuery, WhatsAppNumberCard_query$key>(
    graphql`
      fragment WhatsAppNumberCard_query on Query @refetchable(queryName: "WhatsAppNumberCardRefetchQuery") {
        viewer {
          demoSandbox
          client {
            whatsappNumber
          }
        }
        siteConfig {
          providerPhone
          whatsappNumber
        }
      }
    `,
    query,
  );
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState<{ number: string; code: string } | null>(null);
  const [checked, setChecked] = useState(false);
  const [checking, startChecking] = useTransition();
  const { add, isAdding } = useAddWhatsAppNumber();
  const own = data.viewer?.client?.whatsappNumber ?? null;
  const title = "Your WhatsApp number";

  if (data.viewer?.demoSandbox) {
    return (
      <Card title={title}>
        <StyledText>
          This demo&apos;s reminders and morning briefs go to its own simulated number,{" "}
          {own ? formatWhatsAppNumber(own) : "kept inside Ria"}: Ria records them and sends nothing. In your own account you add your
          WhatsApp number here.
        </StyledText>
      </Card>
    );
  }

  const confirmedNow = pending !== null && own === pending.number;
  const checkAgain = () =>
    startChecking(() => {
      refetch({}, { fetchPolicy: "network-only", onComplete: () => setChecked(true) });
    });

  const finished = (outcome: AddOutcome) => {
    if (outcome.kind === "pending") {
      setPending({ number: outcome.number, code: outcome.code });
      setChecked(false);
      setEditing(false);
    } else if (outcome.kind === "confirmed") {
      setEditing(false);
      checkAgain();
    } else {
      setError(outcome.kind === "refused" ? outcome.message : "Ria could not be reached. Please try again.");
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = waIdOf(typed);
    setError(number ? undefined : NUMBER_REFUSED);
    if (number) add(number, finished);
  };

  const form = (
    <StyledForm onSubmit={submit} noValidate aria-label="Add your WhatsApp number">
      <FormField label="WhatsApp number" error={error} hint="With the country code; ten digits are taken as an Indian mobile.">
        {(control) => (
          <StyledInput
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+91 98765 43210"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        )}
      </FormField>
      <StyledActions>
        <Button type="submit" busy={isAdding} disabled={isAdding}>
          Send me a code
        </Button>
        {(own || pending) && (
          <Button variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        )}
      </StyledActions>
    </StyledForm>
  );

  if (pending && !confirmedNow && !editing) {
    return (
      <Card title={title} description="One step left: show Ria the number is yours.">
        <StyledSteps>
          <li>
            Open WhatsApp on the phone with <strong>{formatWhatsAppNumber(pending.number)}</strong>.
          </li>
          <li>
            Send <StyledCode>{pending.code}</StyledCode> to Ria at <strong>{data.siteConfig.providerPhone}</strong> within 24 hours.
          </li>
        </StyledSteps>
        <StyledActions>
          <WhatsAppLinkButton phone={data.siteConfig.whatsappNumber} text={pending.code}>
            Open WhatsApp with the code
          </WhatsAppLinkButton>
          <Button variant="secondary" onClick={checkAgain} busy={checking} disabled={checking}>
            I have sent it
          </Button>
          <Button variant="ghost" onClick={() => setEditing(true)}>
            Use another number
          </Button>
        </StyledActions>
        {checked && !checking && (
          <StyledNote role="status">
            Not confirmed yet. Send the code exactly as shown from {formatWhatsAppNumber(pending.number)}, then press “I have sent it”
            again.
          </StyledNote>
        )}
      </Card>
    );
  }

  return (
    <Card title={title} description="Where Ria sends your reminders and morning briefs.">
      {own ? (
        <StyledStatus role="status">
          {confirmedNow ? "Confirmed. " : ""}Reminders and morning briefs go to <strong>{formatWhatsAppNumber(own)}</strong> on WhatsApp.
        </StyledStatus>
      ) : (
        <StyledText>
          No number yet: your reminders and morning briefs reach you in Ria&apos;s chat only. Add your WhatsApp number to get them there.
        </StyledText>
      )}
      {!own || editing ? (
        form
      ) : (
        <StyledActions>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Use another number
          </Button>
        </StyledActions>
      )}
    </Card>
  );
}

const StyledText = styled.p`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledStatus = styled.p`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 28rem;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledSteps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding-left: ${({ theme }) => theme.space.xl};
`;

const StyledCode = styled.strong`
  font-family: ${({ theme }) => theme.fonts.mono};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
`;

const StyledNote = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
