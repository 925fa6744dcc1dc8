import { useId } from "react";
import styled, { useTheme } from "styled-components";

/** Ria's portrait: an abstract assistant figure with a message bubble, drawn inline (no image host needed). */
export function RiaAvatar() {
  const { colors } = useTheme();
  // Gradient ids go into url(#…): keep them to characters that need no escaping.
  const id = `ria-avatar-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const glow = `${id}-glow`;
  const skin = `${id}-figure`;
  return (
    <StyledSvg viewBox="0 0 280 280" role="img" aria-label="Ria, your executive assistant">
      <defs>
        <radialGradient id={glow} cx="50%" cy="42%" r="60%">
          <stop offset="0%" stopColor={colors.accent} stopOpacity="0.9" />
          <stop offset="100%" stopColor={colors.brandRaised} stopOpacity="1" />
        </radialGradient>
        <linearGradient id={skin} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={colors.gold} />
          <stop offset="100%" stopColor={colors.warningBar} />
        </linearGradient>
      </defs>
      <circle cx="140" cy="140" r="132" fill={`url(#${glow})`} />
      <circle cx="140" cy="140" r="132" fill="none" stroke={colors.gold} strokeOpacity="0.45" strokeWidth="2" />
      <circle
        cx="140"
        cy="140"
        r="112"
        fill="none"
        stroke={colors.textInverse}
        strokeOpacity="0.12"
        strokeWidth="1"
        strokeDasharray="4 8"
      />
      {/* shoulders and head */}
      <path d="M62 236c8-44 40-68 78-68s70 24 78 68a132 132 0 0 1-156 0z" fill={colors.brand} />
      <path d="M118 170l22 26 22-26" fill="none" stroke={colors.gold} strokeWidth="4" strokeLinejoin="round" />
      <circle cx="140" cy="118" r="40" fill={`url(#${skin})`} />
      <path d="M100 116c0-30 18-46 40-46s40 16 40 46c-8-14-22-22-40-22s-32 8-40 22z" fill={colors.brand} />
      <circle cx="126" cy="124" r="4" fill={colors.brand} />
      <circle cx="154" cy="124" r="4" fill={colors.brand} />
      <path d="M128 140c7 6 17 6 24 0" fill="none" stroke={colors.brand} strokeWidth="3" strokeLinecap="round" />
      {/* message bubble */}
      <g transform="translate(186 44)">
        <path d="M0 14C0 6 6 0 14 0h44c8 0 14 6 14 14v22c0 8-6 14-14 14H26l-14 12v-12h0C5 50 0 44 0 36z" fill={colors.surface} />
        <circle cx="22" cy="25" r="4" fill={colors.accent} />
        <circle cx="36" cy="25" r="4" fill={colors.accent} />
        <circle cx="50" cy="25" r="4" fill={colors.accent} />
      </g>
      {/* calendar chip */}
      <g transform="translate(30 70)">
        <rect width="48" height="44" rx="10" fill={colors.surface} />
        <rect width="48" height="12" rx="6" fill={colors.gold} />
        <path d="M14 28l7 7 13-14" fill="none" stroke={colors.healthy} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </g>
    </StyledSvg>
  );
}

const StyledSvg = styled.svg`
  display: block;
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.avatar};
  height: auto;
`;
