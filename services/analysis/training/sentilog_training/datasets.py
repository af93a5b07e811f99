"""Readers for ../shared/datasets (see its README.md), and each task's train and dev rows.

Labels follow src/models/labels.ts, in the order of the served models' outputs. Test splits are not
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


@dataclass
class Row:
    text: str
    # A probability over the task's labels: one-hot, or spread evenly over a multi-label row's labels.
    target: list[float]


@dataclass
class DevSet:
    name: str
    texts: list[str]
    gold: list[int]
    # "accuracy" or "macro_f1"; "sst2" decides between POSITIVE and NEGATIVE only.
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


def _tree_phrases(line: str) -> list[tuple[int, str]]:
    """Every labelled phrase of one PTB-style SST tree, the whole sentence last."""
    phrases: list[tuple[int, str]] = []
    stack: list[tuple[int, list[str]]] = []
    i = 0
    while i < len(line):
        ch = line[i]
        if ch == "(":
            j = line.index(" ", i)
            stack.append((int(line[i + 1 : j]), []))
            i = j + 1
        elif ch == ")":
            label, words = stack.pop()
            phrase = " ".join(words)
            phrases.append((label, phrase))
            if stack:
                stack[-1][1].append(phrase)
            i += 1
        elif ch == " ":
            i += 1
        else:
            j = i
            while j < len(line) and line[j] not in "()":
                j += 1
            stack[-1][1].append(line[i:j].strip())
            i = j
    return phrases


def _goemotions_sentiment(split: str) -> list[tuple[str, int]]:
    """Comments with exactly one sentiment group other than "ambiguous"."""
    names = _goemotion_labels("group")
    mapping = {"negative": NEG, "neutral": NEU, "positive": POS}
    return [
        (text, mapping[names[ids[0]]])
        for text, ids in _goemotions("group", split)
        if len(ids) == 1 and names[ids[0]] in mapping
    ]


def sentiment_data() -> TaskData:
    """Every labelled SST-5 tree phrase and SST-2 train phrase (3 classes), and GoEmotions groups."""
    seen: dict[str, int] = {}
    trees = datasets_dir() / "sst5" / "train.trees.txt"
    if trees.exists():
        for line in _lines("sst5/train.trees.txt"):
            for label, phrase in _tree_phrases(line):
                seen.setdefault(phrase.lower(), sst5_to_three(label))
    for label, text in _labelled_tsv("sst5/train.tsv"):
        seen.setdefault(text.lower(), sst5_to_three(label))
    for label, text in _labelled_tsv("sst2/train.tsv"):
        seen.setdefault(text.lower(), POS if label == 1 else NEG)
    train = [Row(text, _one_hot(label, 3)) for text, label in seen.items() if text.strip()]
    train += [Row(text, _one_hot(label, 3)) for text, label in _goemotions_sentiment("train")]
    sst2 = _labelled_tsv("sst2/dev.tsv")
    sst5 = _labelled_tsv("sst5/dev.tsv")
    go = _goemotions_sentiment("dev")
    return TaskData(
        "sentiment",
        SENTIMENT_LABELS,
        train,
        [
            DevSet("sst2_acc", [t for _, t in sst2], [POS if l == 1 else NEG for l, _ in sst2], "sst2"),
            DevSet("sst5_3class_acc", [t for _, t in sst5], [sst5_to_three(l) for l, _ in sst5], "accuracy"),
            DevSet("goemotions_group_macro_f1", [t for t, _ in go], [l for _, l in go], "macro_f1"),
        ],
        {"sst2_acc": 0.90, "sst5_3class_acc": 0.72, "goemotions_group_macro_f1": 0.72},
    )


def emotion_data() -> TaskData:
    """GoEmotions under Ekman's labels; multi-label comments train towards an even split."""
    names = _goemotion_labels("ekman")
    order = [EMOTION_LABELS.index(n) for n in names]

    def target(ids: list[int]) -> list[float]:
        mapped = {order[i] for i in ids}
        return [1.0 / len(mapped) if c in mapped else 0.0 for c in range(len(EMOTION_LABELS))]

    train = [Row(text, target(ids)) for text, ids in _goemotions("ekman", "train")]
    dev = [(text, order[ids[0]]) for text, ids in _goemotions("ekman", "dev") if len(ids) == 1]
    return TaskData(
        "emotion",
        EMOTION_LABELS,
        train,
        [DevSet("ekman_single_label_macro_f1", [t for t, _ in dev], [l for _, l in dev], "macro_f1")],
        {"ekman_single_label_macro_f1": 0.62},
    )


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


def bias_data(split: str = "random") -> TaskData:
    """News articles (title + text) of one news-bias split; valid is scored over aggregated windows."""
    articles = news_articles()

    def part(name: str) -> list[tuple[str, int]]:
        return [(article_text(articles[i]), label) for i, label in news_split(split, name)]

    train = [Row(text, _one_hot(label, 3)) for text, label in part("train")]
    valid = part("valid")
    return TaskData(
        "bias",
        BIAS_LABELS,
        train,
        [DevSet(f"{split}_valid_macro_f1", [t for t, _ in valid], [l for _, l in valid], "macro_f1", True)],
        {f"{split}_valid_macro_f1": 0.88 if split == "random" else 0.45},
    )


TASKS = {"sentiment": sentiment_data, "emotion": emotion_data, "bias": bias_data}
