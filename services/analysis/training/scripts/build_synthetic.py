#!/usr/bin/env python3
"""Writes the templated synthetic examples (sentilog_training/synthetic.py) to a JSONL file, one
example a line, and prints how many there are per category, task, label and split.

Usage (from services/analysis/training):
    .cache/venv/bin/python scripts/build_synthetic.py --out .cache/synthetic.jsonl [--seed 0]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sentilog_training.synthetic import generate  # noqa: E402


def counts_table(examples: list[dict]) -> str:
    """category · task · label, with train and dev counts, then the totals."""
    counts = Counter((e["category"], e["task"], e["label"], e["split"]) for e in examples)
    rows = sorted({(c, t, l) for c, t, l, _ in counts})
    lines = [f"{'category':<12} {'task':<10} {'label':<13} {'train':>6} {'dev':>5}"]
    for c, t, l in rows:
        lines.append(f"{c:<12} {t:<10} {l:<13} {counts[c, t, l, 'train']:>6} {counts[c, t, l, 'dev']:>5}")
    splits = Counter(e["split"] for e in examples)
    lines.append(f"{'all':<12} {'':<10} {'':<13} {splits['train']:>6} {splits['dev']:>5}")
    return "\n".join(lines)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", type=Path, required=True, help="the JSONL file to write")
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args()
    examples = generate(args.seed)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("w", encoding="utf8") as f:
        for e in examples:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    print(counts_table(examples))
    print(f"wrote {len(examples)} examples to {args.out}")


if __name__ == "__main__":
    main()
