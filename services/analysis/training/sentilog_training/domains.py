"""The product's own kinds of text: news headlines and sentences, financial news, social posts, diaries.

Three kinds of source, each recorded with its licence in the accurate model's card:

- the project's own labels and texts, committed under `training/data/` (`labels/`: our valence labels
  of news-bias headlines and article sentences, stored as article ids and character spans, never as
  the articles' text; `written/`: headlines, company-news sentences and social posts the project
  wrote itself, with their labels);
- the shared datasets beside the repository (`../shared/datasets`: NewsMTSC, TweetEval sentiment val);
- public data sets brought in for training, under `SENTILOG_EXTRA_DATA` (default `../data/extra` beside
  the repository root; see `data/README.md` for where each came from). They are not committed.

Valence labels are integers from -3 (strongly bad) to +3 (strongly good), given by the project's
annotation guidelines (`data/GUIDELINES.md`). People call only clearly good or bad news positive or
negative, and mildly toned text either way, so ±1 trains toward an even split between the side and
Neutral; a dev set's gold label is the side for |valence| ≥ 1.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from .datasets import NEG, NEU, POS, datasets_dir, news_articles

TRAINING_DIR = Path(__file__).resolve().parents[1]

MIXED_TARGET = [0.5, 0.0, 0.5]
NOT_NEGATIVE_TARGET = [0.0, 0.5, 0.5]
SENTIMENT_TARGETS = {
    "NEGATIVE": [1.0, 0.0, 0.0],
    "NEUTRAL": [0.0, 1.0, 0.0],
    "POSITIVE": [0.0, 0.0, 1.0],
    "MIXED": MIXED_TARGET,
    "NOT_NEGATIVE": NOT_NEGATIVE_TARGET,
}


def project_data_dir() -> Path:
    """SENTILOG_PROJECT_DATA, or training/data: the project's own labels and written texts."""
    return Path(os.environ.get("SENTILOG_PROJECT_DATA") or TRAINING_DIR / "data")


def extra_dir() -> Path:
    """SENTILOG_EXTRA_DATA, or ../data/extra beside the repository root."""
    if os.environ.get("SENTILOG_EXTRA_DATA"):
        return Path(os.environ["SENTILOG_EXTRA_DATA"])
    return Path(__file__).resolve().parents[4].parent / "data" / "extra"


@dataclass
class Labelled:
    """One labelled text of a domain source."""
    text: str
    target: list[float]
    # The hard label a dev set scores against (argmax of the target but for soft ±1 valences).
    gold: int
    domain: str
    source: str
    irony: int | None = None
    # Character spans with their own sentiment target (clauses, sentiment words).
    spans: list[tuple[int, int, list[float]]] = field(default_factory=list)


def valence_target(valence: int) -> tuple[list[float], int]:
    """A valence's training target and its dev label (module docstring)."""
    if valence >= 2:
        return [0.0, 0.0, 1.0], POS
    if valence <= -2:
        return [1.0, 0.0, 0.0], NEG
    if valence == 1:
        return [0.0, 0.5, 0.5], POS
    if valence == -1:
        return [0.5, 0.5, 0.0], NEG
    return [0.0, 1.0, 0.0], NEU


def _jsonl(path: Path) -> list[dict]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf8").split("\n") if line.strip()]


def _valence_rows(rows: list[tuple[str, int, list[str]]], domain: str, source: str) -> list[Labelled]:
    out = []
    for text, valence, flags in rows:
        target, gold = valence_target(valence)
        if "mixed" in flags and abs(valence) <= 1:
            target = MIXED_TARGET
        out.append(Labelled(text, target, gold, domain, source, 1 if "ironic" in flags else None))
    return out


def written(name: str, domain: str) -> list[Labelled]:
    """The project's own written texts (`data/written/<name>.jsonl`: text, valence, topic, flags)."""
    rows = _jsonl(project_data_dir() / "written" / f"{name}.jsonl")
    return _valence_rows([(r["text"], int(r["valence"]), r.get("flags", [])) for r in rows], domain,
                         f"written-{name}")


def _label_lines(path: Path) -> list[list[str]]:
    if not path.exists():
        return []
    return [line.split("\t") for line in path.read_text(encoding="utf8").split("\n") if line.strip()]


def news_bias_titles() -> list[Labelled]:
    """Our valence labels of news-bias headlines (`data/labels/news-bias-titles.tsv`: id, valence, flags)."""
    lines = _label_lines(project_data_dir() / "labels" / "news-bias-titles.tsv")
    if not lines:
        return []
    articles = news_articles()
    rows = []
    for parts in lines:
        title = re.sub(r"\s+", " ", articles[parts[0]]["title"] or "").strip()
        rows.append((title, int(parts[1]), parts[2].split(",") if len(parts) > 2 and parts[2] else []))
    return _valence_rows(rows, "news", "news-bias-titles")


def labelled_tweets() -> list[Labelled]:
    """Our valence labels of the tweets of the irony sets under SENTILOG_EXTRA_DATA
    (`data/labels/extra-tweets.tsv`: `<set>:<split>:<source id>`, valence, flags), read by their ids;
    only those sets' train splits, so the irony dev tweets stay unseen."""
    lines = _label_lines(project_data_dir() / "labels" / "extra-tweets.tsv")
    if not lines:
        return []
    texts: dict[str, str] = {}
    for name, split in {tuple(parts[0].split(":")[:2]) for parts in lines}:
        for i, r in enumerate(_jsonl(extra_dir() / name / f"{split}.jsonl")):
            texts[f"{name}:{split}:{r.get('source_id', i)}"] = r["text"]
    rows = [(texts[p[0]].strip(), int(p[1]), p[2].split(",") if len(p) > 2 and p[2] else [])
            for p in lines if p[0] in texts]
    return _valence_rows(rows, "social", "labelled-tweets")


def news_bias_sentences() -> list[Labelled]:
    """Our valence labels of economy sentences of news-bias articles (`data/labels/news-bias-sentences.tsv`:
    id, start, end (characters of the article's text), valence, flags)."""
    lines = _label_lines(project_data_dir() / "labels" / "news-bias-sentences.tsv")
    if not lines:
        return []
    articles = news_articles()
    rows = []
    for parts in lines:
        text = articles[parts[0]]["text"][int(parts[1]) : int(parts[2])]
        rows.append((re.sub(r"\s+", " ", text).strip(), int(parts[3]),
                     parts[4].split(",") if len(parts) > 4 and parts[4] else []))
    return _valence_rows(rows, "news", "news-bias-sentences")


NEWSMTSC_POLARITY = {2.0: NEG, 4.0: NEU, 6.0: POS}


def newsmtsc(split: str) -> list[Labelled]:
    """NewsMTSC sentences whose targets all share one polarity: the sentence's tone toward the people
    in it, which is how a reader takes a news sentence."""
    path = datasets_dir() / "newsmtsc" / f"{split}.jsonl"
    rows = []
    for r in _jsonl(path):
        polarities = {t["polarity"] for t in r["targets"]}
        if len(polarities) != 1:
            continue
        label = NEWSMTSC_POLARITY[polarities.pop()]
        target = [1.0 if c == label else 0.0 for c in range(3)]
        rows.append(Labelled(r["sentence_normalized"], target, label, "news", f"newsmtsc-{split}"))
    return rows


def tweeteval_val() -> list[Labelled]:
    """TweetEval sentiment val (shared): the tweets' dev set; 0 negative, 1 neutral, 2 positive."""
    folder = datasets_dir() / "tweeteval-sentiment"
    if not folder.exists():
        return []
    texts = (folder / "val_text.txt").read_text(encoding="utf8").split("\n")
    labels = (folder / "val_labels.txt").read_text(encoding="utf8").split("\n")
    return [Labelled(t.strip(), [1.0 if c == int(l) else 0.0 for c in range(3)], int(l), "social", "tweeteval-val")
            for t, l in zip(texts, labels) if t.strip() and l.strip()]


REUTERS_CODES = re.compile(r"\s*(<[A-Z0-9.]+>|\[n[A-Za-z0-9]+\])")


def extra_sentiment(name: str, split: str, domain: str) -> list[Labelled]:
    """A public sentiment set under SENTILOG_EXTRA_DATA (text, label NEGATIVE|NEUTRAL|POSITIVE|MIXED)."""
    rows = []
    for r in _jsonl(extra_dir() / name / f"{split}.jsonl"):
        text = REUTERS_CODES.sub("", r["text"]).strip()
        target = SENTIMENT_TARGETS[r["label"]]
        gold = int(max(range(3), key=lambda c: target[c])) if r["label"] != "MIXED" else NEU
        rows.append(Labelled(text, target, gold, domain, name))
    return rows


def extra_irony(name: str, split: str) -> list[tuple[str, int]]:
    """(text, 1 ironic / 0 not) from an irony set under SENTILOG_EXTRA_DATA."""
    return [(r["text"], 1 if r["label"] == "irony" else 0) for r in _jsonl(extra_dir() / name / f"{split}.jsonl")]


def split_dev(rows: list[Labelled], every: int) -> tuple[list[Labelled], list[Labelled]]:
    """Every `every`-th row to dev, the rest to train (deterministic; the files are in random order)."""
    return ([r for i, r in enumerate(rows) if i % every != 0], [r for i, r in enumerate(rows) if i % every == 0])
