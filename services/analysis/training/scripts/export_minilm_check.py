#!/usr/bin/env python3
"""Exports the packaged all-MiniLM-L6-v2 with untrained heads (fixed seed) to OUT/model, and writes
OUT/expected.json: for a few texts, PyTorch's logits from the stored (float16) weights and
sentence-transformers' own embeddings from the package's float32 weights.

test/encoder-minilm.spec.ts runs this and checks that the TensorFlow.js forward pass of the real
architecture (6 layers, hidden 384, 12 heads) gives the same numbers. Nothing is committed: the
export is 45 MB. Usage: .cache/venv/bin/python scripts/export_minilm_check.py OUT
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
from sentilog_training.model import MultiTaskClassifier, pretrained_encoder  # noqa: E402
from sentilog_training.tokenizer import wordpiece_tokenizer  # noqa: E402
from sentilog_training.trainer import pad  # noqa: E402

MAX_TOKENS = 128
TEXTS = [
    "I absolutely loved this movie!",
    "The service was slow and the food was cold.",
    "The senate passed the bill on Tuesday.",
    "Café naïve résumé 😍",
    "ok",
    " ".join(["A long review that keeps going well past the token limit of the model."] * 4),
]


def classifier(directory: str) -> MultiTaskClassifier:
    torch.manual_seed(11)
    heads = {"sentiment": len(SENTIMENT_LABELS), "emotion": len(EMOTION_LABELS)}
    return MultiTaskClassifier(pretrained_encoder(directory), heads, "mean").eval()


def main(out: Path) -> None:
    from sentence_transformers import SentenceTransformer

    source = minilm_source()
    model = classifier(str(source.directory))
    labels = {"sentiment": SENTIMENT_LABELS, "emotion": EMOTION_LABELS}
    export_model(model, out / "model", labels=labels, vocab_file=source.vocab_file, max_tokens=MAX_TOKENS,
                 version="minilm-untrained-check", encoder_source=source.as_json())
    _, tensors = read_exported(out / "model")
    stored = classifier(str(source.directory))
    load_exported_into(stored, tensors)
    tokenizer = wordpiece_tokenizer(source.vocab_file, MAX_TOKENS)
    ids, mask = pad([e.ids for e in tokenizer.encode_batch(TEXTS)])
    with torch.no_grad():
        logits = {task: t.tolist() for task, t in stored(ids, mask).items()}
    reference = SentenceTransformer(str(source.directory), device="cpu")
    reference.max_seq_length = MAX_TOKENS
    embeddings = reference.encode(TEXTS, normalize_embeddings=True, convert_to_numpy=True).tolist()
    (out / "expected.json").write_text(json.dumps({"texts": TEXTS, "logits": logits, "embeddings": embeddings}))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
