import { createGlobalStyle } from "styled-components";

/** Resets and base typography for the whole app, from theme values. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.page};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4, p, ol, ul, dl, dd, figure { margin: 0; }
  ol, ul { padding: 0; list-style: none; }
  a { color: ${({ theme }) => theme.colors.accent}; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible {
    outline: ${({ theme }) => theme.borders.focusRing} ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.space.xxs};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
