"""Readers for ../shared/datasets (see its README.md), and each task's train and dev rows.

Labels follow src/serving/labels.ts, in the order of the served models' outputs. Test splits are not
in the shared data; every number reported here is a dev / valid number.
"""

from __future__ import annotations

import gzip
import json
import os
from dataclasses import dataclass, field
from pathlib import Path

SENTIMENT_LABELS = ["NEGATIVE", "NEUTRAL", "POSITIVE"]
EMOTION_LABELS = ["joy", "sadness", "anger", "fear", "surprise", "disgust", "neutral"]
BIAS_LABELS = ["LEFT", "CENTER", "RIGHT"]
NEG, NEU, POS = 0, 1, 2
# A dev gold label that any reading but NEGATIVE satisfies ("not bad at all").
NOT_NEGATIVE_GOLD = 3


@dataclass
class Row:
    text: str
    # A probability over the task's labels: one-hot, or spread evenly over a multi-label row's labels.
    target: list[float]
    # Labelled parts of the text (spans.py): (start, end) in characters, and the part's own target.
    spans: list[tuple[int, int, list[float]]] = field(default_factory=list)
    # Which group the row comes from (bias: its outlet), for an adversary that must not tell them apart.
    group: int = -1


@dataclass
class DevSet:
    name: str
    texts: list[str]
    gold: list[int]
    # "accuracy", "macro_f1" or "macro_recall"; "sst2" decides between POSITIVE and NEGATIVE only;
    # "not_negative" counts a reading right when it is not NEGATIVE where gold is NOT_NEGATIVE_GOLD.
    metric: str
    # Long texts (articles) are cut into windows whose predictions are averaged.
    windows: bool = False


@dataclass
class TaskData:
    task: str
    labels: list[str]
    train: list[Row]
    dev: list[DevSet] = field(default_factory=list)
    # The dev targets; the checkpoint score is the mean ratio of each metric to its target.
    targets: dict[str, float] = field(default_factory=dict)


def datasets_dir() -> Path:
    """DATASETS_DIR, or ../shared/datasets beside the repository root."""
    if os.environ.get("DATASETS_DIR"):
        return Path(os.environ["DATASETS_DIR"])
    return Path(__file__).resolve().parents[4].parent / "shared" / "datasets"


def _lines(relative: str) -> list[str]:
    text = (datasets_dir() / relative).read_text(encoding="utf8")
    return [line for line in text.split("\n") if line.strip()]


def _labelled_tsv(relative: str) -> list[tuple[int, str]]:
    rows = []
    for line in _lines(relative)[1:]:
        label, text = line.split("\t", 1)
        rows.append((int(label), text))
    return rows


def _goemotions(scheme: str, split: str) -> list[tuple[str, list[int]]]:
    rows = []
    for line in _lines(f"goemotions/{scheme}/{split}.tsv"):
        parts = line.split("\t")
        # The comment id and the label ids are the last two fields; the text never holds a tab.
        rows.append(("\t".join(parts[:-2]), [int(x) for x in parts[-2].split(",")]))
    return rows


def _goemotion_labels(scheme: str) -> list[str]:
    return [line.strip() for line in _lines(f"goemotions/{scheme}/labels.txt")]


def _one_hot(label: int, classes: int) -> list[float]:
    return [1.0 if c == label else 0.0 for c in range(classes)]


def sst5_to_three(label: int) -> int:
    return NEG if label <= 1 else NEU if label == 2 else POS


def _goemotions_sentiment(split: str) -> list[tuple[str, int]]:
    """Comments with exactly one sentiment group other than "ambiguous"."""
    names = _goemotion_labels("group")
    mapping = {"negative": NEG, "neutral": NEU, "positive": POS}
    return [
        (text, mapping[names[ids[0]]])
        for text, ids in _goemotions("group", split)
        if len(ids) == 1 and names[ids[0]] in mapping
    ]


def article_text(article: dict) -> str:
    """Title and text only: the outlet gives the label away on the random split."""
    return f"{article.get('title') or ''}\n{article.get('text') or ''}".strip()


def news_articles() -> dict[str, dict]:
    """Every news-bias article by id: title, text, source, source_url, bias and the rest of its fields."""
    with gzip.open(datasets_dir() / "news-bias" / "articles.jsonl.gz", "rt", encoding="utf8") as f:
        return {a["id"]: a for a in (json.loads(line) for line in f if line.strip())}


def news_split(split: str, part: str) -> list[tuple[str, int]]:
    """(article id, label) of one part of a news-bias split, in file order; 0 left, 1 center, 2 right."""
    rows = [line.split("\t") for line in _lines(f"news-bias/splits/{split}/{part}.tsv")[1:]]
    return [(article_id, int(label)) for article_id, label in rows]


def bias_data(split: str = "random", stripped: bool = False) -> TaskData:
    """News articles (title + text) of one news-bias split; valid is scored over aggregated windows.
    With `stripped`, as the outlet-blind model reads them (bias_text.py), each train row tagged with
    its outlet."""
    articles = news_articles()
    text_of = article_text
    if stripped:
        from .bias_text import boilerplate, stripped_articles, without

        clean = stripped_articles(articles)
        common = boilerplate([clean[i]["text"] for i, _ in news_split(split, "train")])

        def text_of(article: dict) -> str:
            c = clean[article["id"]]
            return article_text({"title": c["title"], "text": without(c["text"], common)})

    def part(name: str) -> list[tuple[str, int, str]]:
        return [(text_of(articles[i]), label, articles[i]["source"]) for i, label in news_split(split, name)]

    outlets: dict[str, int] = {}
    train = [Row(text, _one_hot(label, 3), group=outlets.setdefault(source, len(outlets)))
             for text, label, source in part("train")]
    valid = [(t, l) for t, l, _ in part("valid")]
    return TaskData(
        "bias",
        BIAS_LABELS,
        train,
        [DevSet(f"{split}_valid_macro_f1", [t for t, _ in valid], [l for _, l in valid], "macro_f1", True)],
        {f"{split}_valid_macro_f1": 0.88 if split == "random" else 0.45},
    )

