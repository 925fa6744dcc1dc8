/** Types for find-chromium.mjs: returns an executable path, or undefined for Playwright's bundled browser. */
export function findChromium(options?: { install?: boolean; log?: (message: string) => void }): string | undefined;
