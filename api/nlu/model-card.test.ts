import { createHash } from "node:crypto";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { loadModel } from "../src/modules/assistant/understanding/model.ts";
import { developmentPhrasings } from "./dev-phrasings.ts";
import { scoreModel } from "./score-model.ts";

const MODEL_DIR = new URL("../src/modules/assistant/understanding/model/", import.meta.url);
const card = JSON.parse(fs.readFileSync(new URL("model-card.json", MODEL_DIR), "utf8"));

describe("the committed understanding model", () => {
  it("is the model its card describes, within the size budget", () => {
    const onnx = fs.readFileSync(new URL("ria-nlu.onnx", MODEL_DIR));
    expect(onnx.length).toBe(card.sizeBytes);
    expect(onnx.length).toBeLessThanOrEqual(25 * 1024 * 1024);
    expect(createHash("sha256").update(onnx).digest("hex")).toBe(card.sha256);
  });

  it("scores on the development phrasings exactly what its card records", async () => {
    const scores = await scoreModel(await loadModel(), developmentPhrasings());
    expect(scores).toEqual(card.scores["development phrasings"]);
  });
});
