"""Trains Ria's understanding model: a character-aware convolutional network that tags slots (BIO) and classifies the intent.

Reads the JSON Lines written by build-dataset.ts ({"tokens", "keys", "tags", "intent"} per line), trains on the CPU
within a time budget, keeps the epoch that scores best on the development file, and exports ONNX plus the vocabulary
the runtime needs. Run through `npm run train -w api`, which builds the data first; needs PyTorch and onnx
(Debian: apt-get install python3-torch python3-onnx).
"""

import argparse
import json
import random
import time
from collections import Counter
from pathlib import Path

import torch
from torch import nn

MAX_CHARS = 16
BATCH = 64
PAD, UNK = 0, 1


def read(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def vocabulary(counter, minimum):
    return ["<pad>", "<unk>"] + sorted(k for k, n in counter.items() if n >= minimum)


class Block(nn.Module):
    """A residual dilated convolution over the token sequence (padding keeps the length; masking keeps pads out)."""

    def __init__(self, dim, dilation):
        super().__init__()
        self.conv = nn.Conv1d(dim, dim, kernel_size=3, padding=dilation, dilation=dilation)
        self.norm = nn.LayerNorm(dim)
        self.dropout = nn.Dropout(0.2)

    def forward(self, x, mask):
        y = torch.relu(self.conv(x.transpose(1, 2))).transpose(1, 2)
        return self.norm(x + self.dropout(y)) * mask


class Tagger(nn.Module):
    """Word and character embeddings, dilated convolutions (a receptive field of 31 tokens), a tag head per token and an
    intent head over the pooled sequence. Convolutions, not an LSTM: ten times faster to train on a 2-core CPU."""

    def __init__(self, n_words, n_chars, n_tags, n_intents, word_dim=128, char_dim=24, char_filters=48, dim=192):
        super().__init__()
        self.words = nn.Embedding(n_words, word_dim, padding_idx=PAD)
        self.chars = nn.Embedding(n_chars, char_dim, padding_idx=PAD)
        self.char_cnn = nn.Conv1d(char_dim, char_filters, kernel_size=3, padding=1)
        self.project = nn.Linear(word_dim + char_filters, dim)
        self.blocks = nn.ModuleList([Block(dim, d) for d in (1, 2, 4, 8, 1)])
        self.dropout = nn.Dropout(0.3)
        self.tag_head = nn.Linear(dim, n_tags)
        self.intent_head = nn.Sequential(nn.Linear(2 * dim, dim), nn.ReLU(), nn.Dropout(0.3), nn.Linear(dim, n_intents))

    def forward(self, words, chars):
        batch, length, width = chars.shape
        c = self.chars(chars.view(batch * length, width)).transpose(1, 2)
        c = torch.relu(self.char_cnn(c)).max(dim=2).values.view(batch, length, -1)
        mask = (words != PAD).unsqueeze(2).float()
        x = self.dropout(torch.relu(self.project(torch.cat([self.words(words), c], dim=2)))) * mask
        for block in self.blocks:
            x = block(x, mask)
        pooled_max = (x - (1 - mask) * 1e4).max(dim=1).values
        pooled_mean = x.sum(dim=1) / mask.sum(dim=1).clamp(min=1)
        return self.tag_head(self.dropout(x)), self.intent_head(torch.cat([pooled_max, pooled_mean], dim=1))


class Exported(nn.Module):
    """The network as the runtime calls it: probabilities for one message."""

    def __init__(self, tagger):
        super().__init__()
        self.tagger = tagger

    def forward(self, words, chars):
        tags, intent = self.tagger(words, chars)
        return torch.softmax(tags, dim=2), torch.softmax(intent, dim=1)


def encode_rows(rows, word_index, char_index, tag_index, intent_index, word_dropout=0.0):
    longest = max(len(r["keys"]) for r in rows)
    words = torch.zeros(len(rows), longest, dtype=torch.long)
    chars = torch.zeros(len(rows), longest, MAX_CHARS, dtype=torch.long)
    tags = torch.full((len(rows), longest), -100, dtype=torch.long)
    for i, row in enumerate(rows):
        for j, (token, key, tag) in enumerate(zip(row["tokens"], row["keys"], row["tags"])):
            unknown = word_dropout and random.random() < word_dropout
            words[i, j] = UNK if unknown else word_index.get(key, UNK)
            for k, ch in enumerate(token[:MAX_CHARS]):
                chars[i, j, k] = char_index.get(ch, UNK)
            tags[i, j] = tag_index[tag]
    lengths = torch.tensor([len(r["keys"]) for r in rows])
    intents = torch.tensor([intent_index[r["intent"]] for r in rows])
    return words, chars, lengths, tags, intents


def evaluate(model, rows, indexes):
    model.eval()
    right_intent = right_tags = 0
    with torch.no_grad():
        for start in range(0, len(rows), 256):
            batch = rows[start : start + 256]
            words, chars, lengths, tags, intents = encode_rows(batch, *indexes)
            tag_logits, intent_logits = model(words, chars)
            right_intent += (intent_logits.argmax(1) == intents).sum().item()
            predicted = tag_logits.argmax(2)
            for i, n in enumerate(lengths.tolist()):
                right_tags += int(torch.equal(predicted[i, :n], tags[i, :n]))
    return right_intent / len(rows), right_tags / len(rows)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--train", required=True)
    parser.add_argument("--dev", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--minutes", type=float, default=12, help="CPU minutes to train for (one thread)")
    parser.add_argument("--epochs", type=int, default=30)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()

    random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)  # more threads oversubscribe the two cores (OpenMP and OpenBLAS each start their own)
    train, dev = read(args.train), read(args.dev)
    meta = json.loads(Path(args.out, "labels.json").read_text())
    words = vocabulary(Counter(k for r in train for k in r["keys"]), 2)
    chars = vocabulary(Counter(c for r in train for t in r["tokens"] for c in t[:MAX_CHARS]), 3)
    indexes = (
        {w: i for i, w in enumerate(words)},
        {c: i for i, c in enumerate(chars)},
        {t: i for i, t in enumerate(meta["tags"])},
        {n: i for i, n in enumerate(meta["intents"])},
    )
    model = Tagger(len(words), len(chars), len(meta["tags"]), len(meta["intents"]))
    optimiser = torch.optim.Adam(model.parameters(), lr=3e-3)
    # The rate decays each epoch, so late epochs refine rather than jump around.
    schedule = torch.optim.lr_scheduler.ExponentialLR(optimiser, gamma=0.85)
    loss = nn.CrossEntropyLoss(ignore_index=-100)
    # The budget is CPU time: on a quiet machine that is the wall clock, and on a busy one the same training still happens.
    started, best, best_state = time.process_time(), -1.0, None
    for epoch in range(args.epochs):
        model.train()
        random.shuffle(train)
        for start in range(0, len(train), BATCH):
            w, c, n, tags, intents = encode_rows(train[start : start + BATCH], *indexes, word_dropout=0.1)
            tag_logits, intent_logits = model(w, c)
            total = loss(tag_logits.reshape(-1, tag_logits.shape[2]), tags.reshape(-1)) + loss(intent_logits, intents)
            optimiser.zero_grad()
            total.backward()
            nn.utils.clip_grad_norm_(model.parameters(), 5.0)
            optimiser.step()
        schedule.step()
        intent_acc, tag_exact = evaluate(model, dev, indexes)
        score = intent_acc + tag_exact
        print(f"epoch {epoch + 1}: dev intent {intent_acc:.3f}, tags exact {tag_exact:.3f} ({time.process_time() - started:.0f} s CPU)", flush=True)
        if score > best:
            best, best_state = score, {k: v.clone() for k, v in model.state_dict().items()}
        if time.process_time() - started > args.minutes * 60:
            print("time budget reached", flush=True)
            break

    model.load_state_dict(best_state)
    model.eval()
    example = (torch.ones(1, 5, dtype=torch.long), torch.ones(1, 5, MAX_CHARS, dtype=torch.long))
    torch.onnx.export(
        Exported(model),
        example,
        str(Path(args.out, "ria-nlu.onnx")),
        input_names=["words", "chars"],
        output_names=["tags", "intent"],
        dynamic_axes={"words": {1: "tokens"}, "chars": {1: "tokens"}, "tags": {1: "tokens"}},
        opset_version=13,
    )
    vocab = {"words": words, "chars": chars, "tags": meta["tags"], "intents": meta["intents"], "maxChars": MAX_CHARS}
    Path(args.out, "vocab.json").write_text(json.dumps(vocab, ensure_ascii=False))
    print(f"trained in {time.process_time() - started:.0f} s of CPU; best dev score {best:.3f}")


if __name__ == "__main__":
    main()
