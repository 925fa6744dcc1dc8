import { whatsappIntroMessage } from "@ria/api/modules/contact/contact.rules.ts";
import { useEffect, useRef, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { useToast } from "../../ui/useToast";
import type { DeploymentRequestSection_siteConfig$key } from "./__generated__/DeploymentRequestSection_siteConfig.graphql";
import { CHAT_REDIRECT_DELAY_MS, openInNewTab, whatsappChatUrl } from "./contact-links";
import type { DeploymentRequest } from "./deployment-form";
import { DeploymentRequestForm } from "./DeploymentRequestForm";
import { RequestSubmittedPanel } from "./RequestSubmittedPanel";

interface Receipt {
  chatUrl: string;
  duplicate: boolean;
  tabBlocked: boolean;
}

/**
 * Spec section 4: the form, then the success panel; a second after success the chat with the
 * team opens in a new tab, prefilled with the request.
 */
export function DeploymentRequestSection({ siteConfig }: { siteConfig: DeploymentRequestSection_siteConfig$key }) {
  const { whatsappNumber } = useFragment(
    graphql`
      fragment DeploymentRequestSection_siteConfig on SiteConfig {
        whatsappNumber
      }
    `,
    siteConfig,
  );
  const { toast } = useToast();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [submittedBefore, setSubmittedBefore] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const handleSubmitted = (request: DeploymentRequest, duplicate: boolean) => {
    const chatUrl = whatsappChatUrl(whatsappNumber, whatsappIntroMessage(request));
    setReceipt({ chatUrl, duplicate, tabBlocked: false });
    setSubmittedBefore(true);
    toast({ title: "Redirecting to WhatsApp", description: "Connecting you with our executive team now." });
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (!openInNewTab(chatUrl)) setReceipt((shown) => shown && { ...shown, tabBlocked: true });
    }, CHAT_REDIRECT_DELAY_MS);
  };

  return (
    <StyledBody>
      {receipt ? (
        <RequestSubmittedPanel {...receipt} onSubmitAnother={() => setReceipt(null)} />
      ) : (
        <DeploymentRequestForm onSubmitted={handleSubmitted} focusOnMount={submittedBefore} />
      )}
    </StyledBody>
  );
}

const StyledBody = styled.div`
  min-width: 0;
`;
