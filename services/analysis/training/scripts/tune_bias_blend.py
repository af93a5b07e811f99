#!/usr/bin/env python3
"""Tunes the accurate bias model's one blend weight on the valid split: the encoder reads an
article's first window, the hashed n-gram model (models/bias, `train_ngram_bias.py`) reads all of
it, and the two are combined as p ∝ p_encoder^w · p_ngram^(1-w). The weight goes into blend.json
beside the exported encoder, with the n-gram model's version it was tuned against (the service
refuses a pairing it was not tuned for).

The n-gram probabilities come from the served model itself, through the classify CLI, so the
weight is tuned on exactly what the service computes. From services/analysis/training:

.cache/venv/bin/python scripts/tune_bias_blend.py articles > .cache/bias-valid.jsonl
npm run --silent classify -w services/analysis -- --task bias --model fast \
  < .cache/bias-valid.jsonl > .cache/bias-valid-ngram.jsonl
.cache/venv/bin/python scripts/tune_bias_blend.py tune .cache/exports/bias --ngram .cache/bias-valid-ngram.jsonl

Valid chose the weight (as it chose the checkpoint), so the blended valid number is somewhat
optimistic; the card says so and gives the curve.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sentilog_training import offline  # noqa: F401,E402
import numpy as np  # noqa: E402

from sentilog_training.datasets import BIAS_LABELS, bias_data, news_articles, news_split  # noqa: E402
from sentilog_training.distill import load_teacher  # noqa: E402
from sentilog_training.metrics import macro_f1  # noqa: E402
from sentilog_training.tokenizer import wordpiece_tokenizer  # noqa: E402
from sentilog_training.trainer import EvalOptions, dev_probabilities  # noqa: E402

WEIGHTS = np.round(np.arange(0.0, 1.001, 0.025), 3)
BLEND_FILE = "blend.json"
NGRAM_MODEL = Path(__file__).resolve().parents[2] / "models" / "bias" / "model.json"


def valid_articles(split: str) -> list[dict]:
    """The split's valid articles in file order, title and text apart (as the service receives them)."""
    articles = news_articles()
    return [{"id": i, "title": articles[i].get("title") or "", "text": articles[i].get("text") or ""}
            for i, _ in news_split(split, "valid")]


def blended(encoder: np.ndarray, ngram: np.ndarray, weight: float) -> np.ndarray:
    log_p = weight * np.log(encoder + 1e-12) + (1 - weight) * np.log(ngram + 1e-12)
    p = np.exp(log_p - log_p.max(1, keepdims=True))
    return p / p.sum(1, keepdims=True)


def ngram_probabilities(path: Path, expected_ids: list[str]) -> np.ndarray:
    rows = [json.loads(line) for line in path.read_text(encoding="utf8").splitlines() if line.strip()]
    if [r["id"] for r in rows] != expected_ids:
        sys.exit(f"{path}: not the classify CLI's answers for this split's valid articles, in order")
    return np.array([[r["scores"][label] for label in BIAS_LABELS] for r in rows])


def tune(args: argparse.Namespace) -> None:
    model, manifest = load_teacher(args.model)
    max_tokens = manifest["config"]["tokenizer"]["maxTokens"]
    tokenizer = wordpiece_tokenizer(args.model / "vocab.txt", max_tokens)
    dev = bias_data(args.split).dev[0]
    encoder = dev_probabilities(model, tokenizer, "bias", dev,
                                EvalOptions(batch_size=64, max_tokens=max_tokens, article_windows=1))
    ngram = ngram_probabilities(args.ngram, [a["id"] for a in valid_articles(args.split)])

    def score(weight: float) -> float:
        return macro_f1(dev.gold, [int(i) for i in blended(encoder, ngram, weight).argmax(1)], 3)

    curve = {float(w): round(score(float(w)), 4) for w in WEIGHTS}
    best = max(curve, key=lambda w: curve[w])
    for w, f1 in curve.items():
        print(f"encoder weight {w:.3f}: {dev.name} {f1:.4f}")
    ngram_version = json.loads(NGRAM_MODEL.read_text(encoding="utf8"))["version"]
    blend = {"ngramVersion": ngram_version, "encoderWeight": best, "split": args.split,
             "validMacroF1": {"encoder": curve[1.0], "ngram": curve[0.0], "blend": curve[best]}, "curve": curve}
    (args.model / BLEND_FILE).write_text(json.dumps(blend, indent=1) + "\n", encoding="utf8")
    print(f"wrote {args.model / BLEND_FILE}: encoder weight {best}, {dev.name} {curve[best]:.4f}")


def main() -> None:
    p = argparse.ArgumentParser()
    sub = p.add_subparsers(dest="command", required=True)
    a = sub.add_parser("articles", help="the valid articles as classify CLI input, on stdout")
    a.add_argument("--split", choices=("random", "media"), default="random")
    t = sub.add_parser("tune", help="choose the weight and write blend.json into the model directory")
    t.add_argument("model", type=Path)
    t.add_argument("--ngram", type=Path, required=True, help="the classify CLI's answers for `articles`")
    t.add_argument("--split", choices=("random", "media"), default="random")
    args = p.parse_args()
    if args.command == "articles":
        for article in valid_articles(args.split):
            print(json.dumps(article, ensure_ascii=False))
    else:
        tune(args)


if __name__ == "__main__":
    main()
