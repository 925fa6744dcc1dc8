// The compiled api loads the understanding model next to its own code: copy the committed model into dist.
import fs from "node:fs";
import { fileURLToPath } from "node:url";

const from = fileURLToPath(new URL("../src/modules/assistant/understanding/model/", import.meta.url));
const to = fileURLToPath(new URL("../dist/src/modules/assistant/understanding/model/", import.meta.url));
fs.mkdirSync(to, { recursive: true });
for (const file of ["ria-nlu.onnx", "vocab.json", "model-card.json"]) fs.copyFileSync(from + file, to + file);
