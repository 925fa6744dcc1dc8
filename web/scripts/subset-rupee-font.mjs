/**
 * Writes src/theme/inter-rupee-wght-normal.woff2: the rupee sign (U+20B9) cut from Inter's latin-ext file, every
 * weight kept. Prices carry ₹ on most screens, and the latin subset the first screen loads has no ₹; the whole
 * latin-ext file is 85 KiB for this one glyph, the cut is about 1 KiB. Run again after upgrading
 * @fontsource-variable/inter: `node web/scripts/subset-rupee-font.mjs`.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const latinExt = fs.readFileSync(require.resolve("@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2"));
const rupee = await subsetFont(latinExt, "₹", { targetFormat: "woff2" });
const target = new URL("../src/theme/inter-rupee-wght-normal.woff2", import.meta.url);
fs.writeFileSync(target, rupee);
console.log(`${target.pathname}: ${rupee.length} bytes`);
