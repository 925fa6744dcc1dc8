import { ArrowLeft, CalendarCheck, Printer } from "lucide-react";
import { graphql } from "react-relay/hooks";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { useRouteQuery } from "../app/useRouteQuery";
import { whatsappChatUrl } from "../modules/contact/contact-links";
import { BREADCRUMB_TRAILS } from "../modules/navigation/breadcrumb-trails";
import { NavigationBreadcrumb } from "../modules/navigation/NavigationBreadcrumb";
import { PitchDeck } from "../modules/pitch/PitchDeck";
import { PitchPrintStyle } from "../modules/pitch/PitchPrintStyle";
import { Button } from "../ui/Button";
import { ButtonLink } from "../ui/ButtonLink";
import { VisuallyHidden } from "../ui/VisuallyHidden";
import { SCHEDULE_DEMO_MESSAGE } from "../modules/pitch/pitch-slides";
import type { PitchPageQuery } from "./__generated__/PitchPageQuery.graphql";

const pitchPageQuery = graphql`
  query PitchPageQuery @preloadable {
    siteConfig {
      providerPhone
      whatsappNumber
    }
  }
`;

/** /pitch: the executive presentation (spec section 2); "Download PDF" prints it, one slide per landscape page. */
export function PitchPage() {
  const { siteConfig } = useRouteQuery<PitchPageQuery>(pitchPageQuery);
  return (
    <StyledPage>
      <title>Pitch Deck · Ria</title>
      <PitchPrintStyle />
      <StyledTop data-print="hide">
        <NavigationBreadcrumb items={BREADCRUMB_TRAILS.executivePresentation} />
        <StyledActions>
          <StyledLink to="/">
            <ArrowLeft aria-hidden="true" size={16} />
            Back to Dashboard
          </StyledLink>
          <Button variant="secondary" onClick={() => window.print()}>
            <Printer aria-hidden="true" size={16} />
            Download PDF
          </Button>
          <ButtonLink href={whatsappChatUrl(siteConfig.whatsappNumber, SCHEDULE_DEMO_MESSAGE)} target="_blank" rel="noopener noreferrer">
            <CalendarCheck aria-hidden="true" size={16} />
            Schedule Demo
          </ButtonLink>
        </StyledActions>
      </StyledTop>
      <VisuallyHidden as="h1">Ria pitch deck</VisuallyHidden>
      <PitchDeck providerPhone={siteConfig.providerPhone} />
    </StyledPage>
  );
}

// On a projector the deck uses the screen's width, past the site's usual content column.
const StyledPage = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  width: min(100vw - 2 * ${({ theme }) => theme.space.lg}, ${({ theme }) => theme.sizes.deckMax});
  margin-inline: calc(50% - min(50vw - ${({ theme }) => theme.space.lg}, ${({ theme }) => theme.sizes.deckMax} / 2));
  @media print {
    width: auto;
    margin: 0;
  }
`;

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  padding: 0 ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
