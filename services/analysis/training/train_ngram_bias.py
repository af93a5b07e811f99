#!/usr/bin/env python3
"""Trains the hashed n-gram bias model (models/bias: the fast bias tier, and the half of the accurate
tier's blend that reads the whole article) from ../shared/datasets, prints valid metrics and writes
the model directory the service loads.

Needs the built service (npm run build): features and the scored predictions come from its
bias-ngram CLI. From services/analysis/training:

.cache/venv/bin/python train_ngram_bias.py --version 2.0.0 --split media --strip-outlets [--out DIR] [--seed 42]

Trains on one split (default random; media keeps the valid outlets unseen) with early stopping on its
valid part, reading articles as published or without their outlets' marks (--strip-outlets), scores
the written model through the service's inference code, then trains the same recipe on the other
split for the report (how far the text generalises to unseen outlets and how calibrated it is there).
Writes model.json, weights.bin and training-report.json.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from sentilog_training.ngram_bias import HYPER, train_and_write

TRAINING_DIR = Path(__file__).resolve().parent


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--version", default="0.0.0-dev")
    p.add_argument("--out", type=Path, default=TRAINING_DIR / ".cache" / "exports" / "bias-ngram")
    p.add_argument("--seed", type=int, default=42)
    p.add_argument("--epochs", type=int, default=HYPER["epochs"])
    p.add_argument("--sample", type=int, default=0, help="keep every N-th article of each split (smoke runs)")
    p.add_argument("--split", choices=("random", "media"), default="random",
                   help="what the shipped model trains on (media: outlets disjoint from its valid part)")
    p.add_argument("--strip-outlets", action="store_true",
                   help="read each article without its outlet's marks (sentilog_training/bias_text.py)")
    args = p.parse_args()
    train_and_write(args.out, args.version, seed=args.seed, epochs=args.epochs, sample=args.sample,
                    split=args.split, stripped=args.strip_outlets,
                    log=lambda line: print(f"[bias n-grams] {line}", flush=True))


if __name__ == "__main__":
    main()
