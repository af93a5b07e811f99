#!/usr/bin/env python3
"""Tunes one number on dev: an offset added to the sentiment head's NEUTRAL logit of an exported
accurate model, chosen to maximise the checkpoint score (each sentiment dev metric over its target).

Training mixes SST phrases (mostly NEUTRAL) with sentences and comments, so the head's prior on
NEUTRAL need not suit whole texts. An offset on one logit is the same as a change of that head's
bias, so the model is rewritten with the bias moved and nothing changes on the TypeScript side.
SST-2 accuracy compares POSITIVE with NEGATIVE only and is unaffected. Dev chose the offset, so the
card's numbers for SST-5 and GoEmotions are somewhat optimistic; the card says so.

Usage (from services/analysis/training): .cache/venv/bin/python scripts/tune_neutral_offset.py DIR
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sentilog_training import offline  # noqa: F401,E402
import numpy as np  # noqa: E402

from sentilog_training.datasets import NEU, sentiment_data  # noqa: E402
from sentilog_training.distill import load_teacher  # noqa: E402
from sentilog_training.export import read_exported, write_model_dir  # noqa: E402
from sentilog_training.metrics import dev_metric  # noqa: E402
from sentilog_training.tokenizer import wordpiece_tokenizer  # noqa: E402
from sentilog_training.trainer import EvalOptions, dev_probabilities  # noqa: E402

OFFSETS = np.round(np.arange(-1.5, 1.51, 0.1), 2)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("model", type=Path)
    args = p.parse_args()
    model, manifest = load_teacher(args.model)
    data = sentiment_data()
    tokenizer = wordpiece_tokenizer(args.model / "vocab.txt", manifest["config"]["tokenizer"]["maxTokens"])
    options = EvalOptions(batch_size=64, max_tokens=manifest["config"]["tokenizer"]["maxTokens"])
    log_probs = {dev.name: np.log(dev_probabilities(model, tokenizer, "sentiment", dev, options) + 1e-12)
                 for dev in data.dev}

    def metrics(offset: float) -> dict[str, float]:
        out = {}
        for dev in data.dev:
            shifted = log_probs[dev.name].copy()
            shifted[:, NEU] += offset
            out[dev.name] = dev_metric(dev, np.exp(shifted))
        return out

    def score(m: dict[str, float]) -> float:
        return float(np.mean([m[k] / t for k, t in data.targets.items()]))

    best = max(OFFSETS, key=lambda o: score(metrics(float(o))))
    before, after = metrics(0.0), metrics(float(best))
    print(f"offset 0: {json.dumps({k: round(v, 4) for k, v in before.items()})}")
    print(f"offset {best}: {json.dumps({k: round(v, 4) for k, v in after.items()})}")
    if best == 0.0:
        return
    _, tensors = read_exported(args.model)
    tensors["heads.sentiment.bias"][NEU] += float(best)
    training = {**manifest.get("training", {}), "neutralOffset": float(best),
                "devMetricsBeforeOffset": before, "devMetrics": {**manifest["training"].get("devMetrics", {}), **after}}
    fields = {k: v for k, v in manifest.items() if k not in ("weightsSha256", "weightsManifest")}
    storage = manifest["weightsManifest"][0]["weights"][0]["quantization"]["dtype"]
    vocab = args.model / "vocab.txt"
    kept = vocab.read_bytes()
    tmp_vocab = args.model.parent / f".{args.model.name}-vocab.txt"
    tmp_vocab.write_bytes(kept)
    write_model_dir(args.model, tensors, {**fields, "training": training}, vocab_file=tmp_vocab, storage=storage)
    tmp_vocab.unlink()
    print(f"rewrote {args.model} with the NEUTRAL bias moved by {best}")


if __name__ == "__main__":
    main()
