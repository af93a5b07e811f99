"""The distillation transfer set: texts the accurate model labels for the fast one to imitate.

Every training text of the teacher's tasks, unlabelled sentences from the news-bias articles (the
register of the news the fast tier reads in bulk) and simple augmentations of training sentences
(words dropped, a contiguous span kept), after Tang et al. (2019). Deterministic for a seed.
"""

from __future__ import annotations

import gzip
import json
import re

import numpy as np

from .datasets import datasets_dir
from .tasks import TASKS

SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"'“])")


def news_sentences(limit: int, seed: int) -> list[str]:
    """Up to `limit` distinct sentences of 5 to 60 words from the news-bias article texts."""
    path = datasets_dir() / "news-bias" / "articles.jsonl.gz"
    if not path.exists() or limit <= 0:
        return []
    seen: dict[str, None] = {}
    with gzip.open(path, "rt", encoding="utf8") as f:
        for line in f:
            if not line.strip():
                continue
            article = json.loads(line)
            for sentence in SENTENCE_END.split(article.get("text") or ""):
                sentence = " ".join(sentence.split())
                if 5 <= len(sentence.split()) <= 60:
                    seen.setdefault(sentence, None)
    sentences = list(seen)
    rng = np.random.default_rng([seed, 1])
    picked = rng.permutation(len(sentences))[:limit]
    return [sentences[i] for i in sorted(picked)]


def augmentations(texts: list[str], count: int, seed: int) -> list[str]:
    """`count` variants of texts of five or more words: 15% of the words dropped, or a span kept."""
    rng = np.random.default_rng([seed, 2])
    candidates = [t for t in texts if len(t.split()) >= 5]
    out = []
    for i in rng.integers(0, len(candidates), count) if candidates else []:
        words = candidates[i].split()
        if rng.random() < 0.5:
            kept = [w for w in words if rng.random() >= 0.15]
        else:
            size = int(rng.integers(3, len(words) + 1))
            start = int(rng.integers(0, len(words) - size + 1))
            kept = words[start : start + size]
        if kept:
            out.append(" ".join(kept))
    return out


def transfer_texts(tasks: list[str], news: int, augmented: int, seed: int) -> list[str]:
    """Training texts of the tasks, news sentences and augmentations, each text once."""
    train = [row.text for task in tasks for row in TASKS[task]().train]
    texts = dict.fromkeys(train)
    texts.update(dict.fromkeys(news_sentences(news, seed)))
    texts.update(dict.fromkeys(augmentations(train, augmented, seed)))
    return [t for t in texts if t.strip()]
