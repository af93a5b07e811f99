#!/usr/bin/env python3
"""Writes the forward-parity fixtures: a tiny random BERT (2 layers, hidden 32, 2 heads, mean pooling,
a sentiment and an emotion head) exported by the real exporter as float16 (fixtures/encoder/tiny-bert)
and as uint8 (tiny-bert-uint8), and forward-golden.jsonl with PyTorch's logits for 20 texts.

The logits come from the weights as stored (dequantised), batched and padded together as the
TypeScript classifier batches them, so src/serving/encoder/encoder-classifier.spec.ts measures only the
forward arithmetic; the header also records how far storage moved the logits from float32.
The vocabulary holds only the MiniLM pieces these texts use, so the ids equal MiniLM's.
Run from services/analysis/training: .cache/venv/bin/python scripts/make_forward_golden.py
(then `npx prettier --write services/analysis/fixtures/encoder` from the repository root).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sentilog_training import offline  # noqa: F401,E402
import torch  # noqa: E402

from sentilog_training.datasets import EMOTION_LABELS, SENTIMENT_LABELS  # noqa: E402
from sentilog_training.encoder_source import minilm_source  # noqa: E402
from sentilog_training.export import export_model, load_exported_into, read_exported  # noqa: E402
from sentilog_training.model import MultiTaskClassifier, random_encoder, tiny_config  # noqa: E402
from sentilog_training.tokenizer import wordpiece_tokenizer  # noqa: E402
from sentilog_training.trainer import pad  # noqa: E402

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "encoder"
MAX_TOKENS = 64
SPECIAL = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
TEXTS = [
    "I absolutely loved this movie!",
    "This is the worst service I have ever had.",
    "meh",
    "The senate passed the infrastructure bill on Tuesday.",
    "Café naïve résumé",
    "I'm so happy 😍😍",
    "WHY IS THIS HAPPENING",
    "It's not bad, but it's not great either.",
    "Prices rose 3.5% in October, economists said.",
    "日本語 and English",
    "",
    "ok",
    "The plot was predictable and the acting wooden; still, the soundtrack carried it.",
    "unbelievably uncharacteristically unhappiness",
    "https://example.com/a?b=c",
    "Fear is the mind-killer.",
    "What a surprise!!! I did not expect that at all.",
    "disgusting, rotten, vile",
    " ".join(["the long sentence goes on and on"] * 12),
    "Sad news today: the old library closed.",
]


def build(vocab_size: int) -> MultiTaskClassifier:
    torch.manual_seed(7)
    # A wide initialiser, and LayerNorm parameters away from 1 and 0, so every weight moves the logits.
    encoder = random_encoder(tiny_config(vocab_size, initializer_range=0.2))
    with torch.no_grad():
        for name, p in encoder.named_parameters():
            if "LayerNorm" in name:
                p.add_(torch.randn_like(p) * 0.3)
    return MultiTaskClassifier(encoder, {"sentiment": len(SENTIMENT_LABELS), "emotion": len(EMOTION_LABELS)}, "mean")


@torch.no_grad()
def logits(model: MultiTaskClassifier, batch: list[list[int]], pooling: str) -> dict[str, list[list[float]]]:
    model.eval()
    model.pooling = pooling
    ids, mask = pad(batch)
    return {task: out.tolist() for task, out in model(ids, mask).items()}


def main() -> None:
    source = minilm_source(verify_weights=False)
    minilm = wordpiece_tokenizer(source.vocab_file, MAX_TOKENS)
    used = sorted({t for text in TEXTS for t in minilm.encode(text).tokens} - set(SPECIAL))
    FIXTURES.mkdir(parents=True, exist_ok=True)
    vocab_file = FIXTURES / "tiny-vocab.txt"
    vocab_file.write_text("\n".join(SPECIAL + used) + "\n", encoding="utf8")
    tokenizer = wordpiece_tokenizer(vocab_file, MAX_TOKENS)
    batch = [tokenizer.encode(t).ids for t in TEXTS]
    minilm_ids = [[minilm.token_to_id(tokenizer.id_to_token(i)) for i in ids] for ids in batch]
    assert minilm_ids == [minilm.encode(t).ids for t in TEXTS], "the tiny vocabulary split a text differently"

    model = build(len(SPECIAL) + len(used))
    labels = {"sentiment": SENTIMENT_LABELS, "emotion": EMOTION_LABELS}
    float32 = logits(model, batch, "mean")
    header = {"maxTokens": MAX_TOKENS, "texts": len(TEXTS), "models": {}}
    per_text: list[dict] = [{"text": t, "ids": ids} for t, ids in zip(TEXTS, batch)]
    for storage, folder in (("float16", "tiny-bert"), ("uint8", "tiny-bert-uint8")):
        out = FIXTURES / folder
        export_model(model, out, labels=labels, vocab_file=vocab_file, max_tokens=MAX_TOKENS,
                     version=f"tiny-test-{storage}", encoder_source=None, storage=storage,
                     training={"command": "python scripts/make_forward_golden.py", "seed": 7})
        _, tensors = read_exported(out)
        stored = build(len(SPECIAL) + len(used))
        load_exported_into(stored, tensors)
        mean, cls = logits(stored, batch, "mean"), logits(stored, batch, "cls")
        drift = max(abs(a - b) for task in mean for row_a, row_b in zip(mean[task], float32[task])
                    for a, b in zip(row_a, row_b))
        header["models"][folder] = {"storage": storage, "maxAbsLogitChangeFromFloat32": drift}
        for i, row in enumerate(per_text):
            row[folder] = {"mean": {t: mean[t][i] for t in mean}, "cls": {t: cls[t][i] for t in cls}}
    lines = [json.dumps(header)] + [json.dumps(r, ensure_ascii=False) for r in per_text]
    (FIXTURES / "forward-golden.jsonl").write_text("\n".join(lines) + "\n", encoding="utf8")
    print(json.dumps(header))


if __name__ == "__main__":
    main()
