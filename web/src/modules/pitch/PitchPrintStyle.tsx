import { createGlobalStyle } from "styled-components";

/**
 * "Download PDF" prints the deck: landscape pages without margins, one slide filling each page,
 * and none of the site's chrome (header, footer, breadcrumb, controls). Rendered only by /pitch.
 */
export const PitchPrintStyle = createGlobalStyle`
  @media print {
    @page { size: landscape; margin: 0; }
    html, body { background: ${({ theme }) => theme.colors.brand}; }
    [data-print="hide"] { display: none !important; }
    main#main { max-width: none !important; padding: 0 !important; }
    /* !important: the slide's own screen rules have the same specificity and may come later. */
    [data-slide] {
      display: flex !important;
      width: 100vw !important;
      height: 100vh !important;
      min-height: 0 !important;
      overflow: hidden;
      border-radius: 0 !important;
      padding: 6vh 7vw !important;
      break-after: page;
      break-inside: avoid;
    }
    [data-slide]:last-of-type { break-after: auto; }
  }
`;
