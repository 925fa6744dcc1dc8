import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { FormField } from "../auth/FormField";
import { StyledInput, StyledTextarea } from "../../ui/form-controls";
import { contactDigits, DEFAULT_TEST_NUMBER, isWhatsAppNumber, type SentTest } from "./test-message";
import { useSimulateWhatsAppMessage } from "./useSimulateWhatsAppMessage";

type Errors = Partial<Record<"from" | "text", string>>;

/** Sender number, name and message: sent as a signed WhatsApp webhook call, exactly as Meta would. */
export function WhatsAppTestForm({ onSent }: { onSent: (sent: SentTest) => void }) {
  const [from, setFrom] = useState(DEFAULT_TEST_NUMBER);
  const [name, setName] = useState("Test sender");
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const { send, isSending } = useSimulateWhatsAppMessage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Errors = {
      from: isWhatsAppNumber(from) ? undefined : "Use a WhatsApp number of 8 to 15 digits",
      text: text.trim() ? undefined : "Type a message",
    };
    setErrors(problems);
    if (problems.from || problems.text) return;
    const sentAt = Date.now();
    send(
      { from: contactDigits(from), name: name.trim() || "Test sender", text: text.trim() },
      {
        onSent: (messageId) => {
          onSent({ messageId, contact: contactDigits(from), text: text.trim(), sentAt });
          setText("");
        },
        onFieldErrors: (fields) => setErrors({ from: fields.from, text: fields.text }),
      },
    );
  };

  return (
    <Card title="Send a test message" description="Signed with the app secret and posted to /api/whatsapp/webhook.">
      <StyledForm onSubmit={submit} noValidate aria-label="Send a test WhatsApp message">
        <FormField label="Sender number" error={errors.from} hint="Digits with the country code, e.g. 919812345678.">
          {(control) => (
            <StyledInput {...control} value={from} inputMode="tel" autoComplete="off" onChange={(event) => setFrom(event.target.value)} />
          )}
        </FormField>
        <FormField label="Sender name">
          {(control) => <StyledInput {...control} value={name} onChange={(event) => setName(event.target.value)} />}
        </FormField>
        <FormField label="Message" error={errors.text} hint="Try a keyword one of your rules listens for, or ask Ria something.">
          {(control) => (
            <StyledTextarea
              {...control}
              value={text}
              maxLength={4096}
              placeholder="This is urgent"
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" busy={isSending} disabled={isSending}>
          {isSending ? "Sending…" : "Send test message"}
        </Button>
      </StyledForm>
    </Card>
  );
}

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;
