import { Activity } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import styled from "styled-components";
import type { LandingFooter_siteConfig$key } from "./__generated__/LandingFooter_siteConfig.graphql";

/** Spec section 2: the info footer's three columns, then who provides Ria and the way to the status page. */
export function LandingFooter({ siteConfig }: { siteConfig: LandingFooter_siteConfig$key }) {
  const { providerName } = useFragment(
    graphql`
      fragment LandingFooter_siteConfig on SiteConfig {
        providerName
      }
    `,
    siteConfig,
  );
  const columns = [
    {
      title: "Privacy & Security",
      items: ["Encrypted interactions", "Tiered access control", "No media storage", "Two-factor confirmations"],
    },
    { title: "Legal Protection", items: ["NDA-gated access", "Memory erase option", "Encrypted dashboard", "IP rights protected"] },
    { title: "Company Info", items: [providerName, "Enterprise AI platform", "Executive assistant solutions", "Serving Indian CXOs"] },
  ];

  return (
    <StyledFooter aria-label="About Ria">
      <StyledColumns>
        {columns.map((column) => (
          <section key={column.title} aria-label={column.title}>
            <StyledHeading>{column.title}</StyledHeading>
            <StyledList>
              {column.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </StyledList>
          </section>
        ))}
      </StyledColumns>
      <StyledBottom>
        <p>Powered by {providerName}</p>
        <StyledStatusLink to="/status">
          <Activity aria-hidden="true" size={16} />
          View platform status
        </StyledStatusLink>
      </StyledBottom>
    </StyledFooter>
  );
}

const StyledFooter = styled.footer`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xxl};
  }
`;

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledHeading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.gold};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.86;
`;

const StyledBottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.brandRaised};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledStatusLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.gold};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
