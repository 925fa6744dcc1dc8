import { Clock, FileLock2, KeyRound, PlugZap, Wrench, type LucideIcon } from "lucide-react";
import styled from "styled-components";

/** Spec section 2: what we promise every executive who asks for a deployment. */
const PROMISES: ReadonlyArray<{ icon: LucideIcon; title: string; detail: string }> = [
  { icon: Clock, title: "Contact within 24 hours", detail: "A senior consultant calls you, not a bot." },
  { icon: PlugZap, title: "Integration within 48 hours", detail: "WhatsApp, email and calendar connected for you." },
  { icon: Wrench, title: "30-day optimisation period", detail: "We tune Ria to your routines and your voice." },
  { icon: FileLock2, title: "NDA protection", detail: "Signed before we see a single message." },
  { icon: KeyRound, title: "Encrypted setup", detail: "Credentials and conversations encrypted end to end." },
];

/** The promises beside the deployment form. */
export function OurPromises() {
  return (
    <StyledAside aria-labelledby="our-promises">
      <StyledTitle id="our-promises">Our promise to you</StyledTitle>
      <StyledList>
        {PROMISES.map(({ icon: Icon, title, detail }) => (
          <li key={title}>
            <StyledIcon aria-hidden="true">
              <Icon />
            </StyledIcon>
            <span>
              <strong>{title}</strong>
              <StyledDetail>{detail}</StyledDetail>
            </span>
          </li>
        ))}
      </StyledList>
    </StyledAside>
  );
}

const StyledAside = styled.aside`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
`;

const StyledTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.md};
    align-items: flex-start;
  }
  strong {
    display: block;
  }
`;

const StyledIcon = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.sizes.controlHeightSm};
  height: ${({ theme }) => theme.sizes.controlHeightSm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.brandRaised};
  color: ${({ theme }) => theme.colors.gold};
  svg {
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
  }
`;

const StyledDetail = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.8;
`;
