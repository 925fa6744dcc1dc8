import { BarChart3, LifeBuoy, MessageCircle, RotateCcw } from "lucide-react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { ContactDialog } from "../contact/ContactDialog";
import { openInNewTab, SUPPORT_MESSAGE, whatsappChatUrl } from "../contact/contact-links";
import type { PlatformSettings_siteConfig$key } from "./__generated__/PlatformSettings_siteConfig.graphql";
import { PlatformInfoBlocks } from "./PlatformInfoBlocks";
import { NavSection } from "./NavSection";
import { usePlatformReset } from "./usePlatformReset";

export interface PlatformSettingsProps {
  siteConfig: PlatformSettings_siteConfig$key;
  onNavigate: () => void;
}

/** Spec section 2: admin access, demo client and platform info, with Analytics, Support, Contact and Reset. */
export function PlatformSettings({ siteConfig, onNavigate }: PlatformSettingsProps) {
  const config = useFragment(
    graphql`
      fragment PlatformSettings_siteConfig on SiteConfig {
        whatsappNumber
        ...ContactDialog_siteConfig
      }
    `,
    siteConfig,
  );
  const navigate = useNavigate();
  const [contactOpen, setContactOpen] = useState(false);
  // Reset signs out and clears this browser's saved data: it asks first.
  const [confirmingReset, setConfirmingReset] = useState(false);
  const { reset, isResetting } = usePlatformReset(onNavigate);
  const openAnalytics = () => {
    onNavigate();
    navigate("/analytics");
  };

  return (
    <NavSection title="Platform settings">
      <PlatformInfoBlocks />
      <StyledActions>
        <Button variant="secondary" size="sm" onClick={openAnalytics}>
          <BarChart3 aria-hidden="true" size={16} />
          Analytics
        </Button>
        <Button variant="secondary" size="sm" onClick={() => openInNewTab(whatsappChatUrl(config.whatsappNumber, SUPPORT_MESSAGE))}>
          <LifeBuoy aria-hidden="true" size={16} />
          Support
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setContactOpen(true)}>
          <MessageCircle aria-hidden="true" size={16} />
          Contact
        </Button>
        <Button variant="destructive" size="sm" onClick={() => setConfirmingReset(true)} disabled={confirmingReset || isResetting}>
          <RotateCcw aria-hidden="true" size={16} />
          Reset
        </Button>
      </StyledActions>
      {confirmingReset && (
        <StyledConfirm role="alert">
          <p>Reset signs you out and clears everything this browser saved for Ria. Continue?</p>
          <StyledActions>
            <Button variant="destructive" size="sm" onClick={reset} disabled={isResetting} busy={isResetting}>
              Yes, reset
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setConfirmingReset(false)} disabled={isResetting}>
              Keep my session
            </Button>
          </StyledActions>
        </StyledConfirm>
      )}
      <ContactDialog siteConfig={config} open={contactOpen} onOpenChange={setContactOpen} />
    </NavSection>
  );
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledConfirm = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.errorSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
