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
        <Button variant="destructive" size="sm" onClick={reset} disabled={isResetting} busy={isResetting}>
          <RotateCcw aria-hidden="true" size={16} />
          Reset
        </Button>
      </StyledActions>
      <ContactDialog siteConfig={config} open={contactOpen} onOpenChange={setContactOpen} />
    </NavSection>
  );
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
