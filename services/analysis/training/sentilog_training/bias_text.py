"""What the leaning models train on: each news-bias article without what identifies its outlet.

Two steps, so that a model learns the article and not its outlet's house style (News II; Baly et al.
2020 found style is what a model of these articles learns first):

1. the service's own stripping (src/serving/outlet-marks.ts, through the bias-ngram CLI's `strip`):
   outlet names, datelines, bylines, the site's furniture ("Follow us", "Story continued below",
   sign-up boxes), addresses and handles. The service reads articles the same way, so training and
   serving see the same text.
2. in training only, every sentence of several words and every whole line that recurs in many
   articles of the train split (a site's boilerplate the rules do not know: "The opinions expressed
   by columnists are their own …", a section line such as "ANALYSIS/OPINION:"). A short piece of a
   line is not boilerplate however often it recurs: the sentence splitter cuts after "Mr.", "Sen."
   and "The U.S.", which recur in thousands of articles and are the article's own words. An
   unseen outlet's boilerplate is new to the model either way; the outlet adversary (trainer.py
   --adversary-weight) keeps it from leaning on any such marks.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from pathlib import Path

from .datasets import news_articles
from .ngram_bias import run_cli

CACHE = Path(__file__).resolve().parents[1] / ".cache"
SERVICE = Path(__file__).resolve().parents[2]
# What the stripping depends on besides the articles: the rules and the outlet names they take out.
STRIPPING_INPUTS = tuple(SERVICE / p for p in (
    "src/serving/outlet-marks.ts", "src/serving/outlets.ts", "models/outlets/outlets.json"))
# A sentence in at least this many train articles is boilerplate.
BOILERPLATE_ARTICLES = 5
# ... when it has at least this many words, or is a whole line.
BOILERPLATE_WORDS = 5
SENTENCE = re.compile(r"(?<=[.!?])\s+")


def stripped_articles(articles: dict[str, dict] | None = None) -> dict[str, dict]:
    """Every article's title and text after the service's stripping, cached by the hash of the inputs,
    the rules and the outlet table."""
    articles = articles or news_articles()
    inputs = [{"id": i, "title": a.get("title") or "", "text": a.get("text") or ""} for i, a in articles.items()]
    digest = hashlib.sha256(json.dumps(inputs, sort_keys=True).encode())
    for path in STRIPPING_INPUTS:
        if path.exists():
            digest.update(path.read_bytes())
    key = digest.hexdigest()[:16]
    cache = CACHE / f"stripped-articles-{key}.jsonl"
    if cache.exists():
        rows = [json.loads(line) for line in cache.read_text(encoding="utf8").split("\n") if line]
    else:
        rows = run_cli(["strip"], inputs)
        CACHE.mkdir(parents=True, exist_ok=True)
        cache.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf8")
    return {r["id"]: r for r in rows}


def sentences(text: str) -> list[str]:
    return [s.strip() for line in text.split("\n") for s in SENTENCE.split(line) if s.strip()]


def boilerplate(texts: list[str], least: int = BOILERPLATE_ARTICLES) -> set[str]:
    """Whole lines, and sentences of BOILERPLATE_WORDS words or more, found in at least `least` of the texts."""
    counts: Counter[str] = Counter()
    for text in texts:
        lines = {line.strip() for line in text.split("\n") if line.strip()}
        counts.update(lines | {s for s in sentences(text) if len(s.split()) >= BOILERPLATE_WORDS})
    return {s for s, n in counts.items() if n >= least}


def without(text: str, common: set[str]) -> str:
    """The text less the given lines and sentences, line by line."""
    lines = []
    for line in text.split("\n"):
        if line.strip() in common:
            continue
        kept = [s for s in SENTENCE.split(line) if s.strip() and s.strip() not in common]
        if kept:
            lines.append(" ".join(kept))
    return "\n".join(lines)
