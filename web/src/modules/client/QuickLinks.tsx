import { BookOpen, ExternalLink, GraduationCap, LifeBuoy, Plug } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Card } from "../../ui/Card";
import { groupQuickLinks } from "./client-status";
import type { QuickLinks_links$key } from "./__generated__/QuickLinks_links.graphql";

const icons = { demo: GraduationCap, integration: Plug, support: LifeBuoy, resources: BookOpen } as const;

/** Spec section 2: quick links from the api in four groups; every link opens in a new tab. */
export function QuickLinks({ links }: { links: QuickLinks_links$key }) {
  const data = useFragment(
    graphql`
      fragment QuickLinks_links on QuickLink @relay(plural: true) {
        id
        title
        description
        url
        category
      }
    `,
    links,
  );
  return (
    <Card title="Quick links">
      <StyledGroups>
        {groupQuickLinks(data).map((group) => {
          const Icon = icons[group.category];
          return (
            <StyledGroup key={group.category} aria-label={group.title}>
              <h3>
                <Icon size={18} aria-hidden="true" />
                {group.title}
              </h3>
              {group.links.length === 0 ? (
                <StyledEmpty>Nothing here yet.</StyledEmpty>
              ) : (
                <ul>
                  {group.links.map((link) => (
                    <li key={link.id}>
                      <a href={link.url} target="_blank" rel="noopener noreferrer">
                        <span>
                          {link.title}
                          <ExternalLink size={14} aria-label="(opens in a new tab)" role="img" />
                        </span>
                        <small>{link.description}</small>
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </StyledGroup>
          );
        })}
      </StyledGroups>
    </Card>
  );
}

const StyledGroups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledGroup = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    svg {
      color: ${({ theme }) => theme.colors.accent};
    }
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  a {
    display: grid;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceSunken};
    }
  }
  a span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.accent};
  }
  a small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
