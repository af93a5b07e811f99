"""Each task's training rows and dev sets: the benchmarks it started from and the product's own domains.

- sentiment: SST (every training sentence with all its phrases as spans, and a sample of phrases read
  on their own), GoEmotions sentiment groups, and the domains of domains.py — news headlines and
  sentences, financial news, social posts — plus the synthetic cases (synthetic.py: negation,
  contrast, answers to questions, mixed texts, irony, diary sentences), whose clauses and sentiment
  words carry spans.
- emotion: GoEmotions under Ekman's labels and the synthetic diary sentences.
- irony: TweetEval irony, iSarcasmEval (authors' own labels), the synthetic ironic/plain pairs and the
  written social posts we flagged ironic.
- domain: which kind of text it is (general, news, finance, social, diary), sampled from the sentiment
  sources by where they come from: the service reads a text whose caller names no domain with the
  calibration of the domain this head reads (text-models.ts).
- bias: news-bias (datasets.bias_data).

Every dev set is scored with the metric the product is judged by in that domain; the checkpoint score
is the mean ratio of each metric to its target (trainer.score).
"""

from __future__ import annotations

import os
from functools import lru_cache

import numpy as np

from .datasets import (EMOTION_LABELS, NEG, NOT_NEGATIVE_GOLD, POS, SENTIMENT_LABELS, DevSet, Row, TaskData,
                       _goemotion_labels, _goemotions, _goemotions_sentiment, _labelled_tsv, _lines, _one_hot,
                       bias_data, datasets_dir, sst5_to_three)
from .domains import (SENTIMENT_TARGETS, Labelled, extra_irony, extra_sentiment, labelled_tweets,
                      news_bias_sentences, news_bias_titles, newsmtsc, split_dev, tweeteval_val, written)
from .spans import parse_tree, sample_phrases

IRONY_LABELS = ["not_irony", "irony"]
# Standalone SST phrases kept beside the sentences' spans (spans.sample_phrases): the model still
# meets short standalone texts.
STANDALONE_PHRASES = 40_000
DOMAIN_LABELS = ["general", "news", "finance", "social", "diary"]
# Texts per domain in the domain head's train part, and in its dev part.
DOMAIN_TRAIN_ROWS = 4_000
DOMAIN_DEV_ROWS = 300
# Small domain sets are repeated so that an epoch holds enough of them beside SST and GoEmotions.
DOMAIN_REPEATS = {"news-bias-titles": 2, "written-headlines": 3, "written-finance": 3, "written-social": 3,
                  "news-bias-sentences": 2, "finentity": 2, "labelled-tweets": 2, "written-topical-tweets": 2}


@lru_cache(maxsize=1)
def _synthetic() -> list[dict]:
    """The synthetic cases (synthetic.py), or none where the generator is not there or
    SENTILOG_SYNTHETIC=0 (the pipeline's tests, which bring their own rows)."""
    if os.environ.get("SENTILOG_SYNTHETIC") == "0":
        return []
    try:
        from .synthetic import generate
    except ImportError:
        return []
    return generate(seed=0)


def _rows(items: list[Labelled]) -> list[Row]:
    return [Row(i.text, i.target, i.spans) for i in items for _ in range(DOMAIN_REPEATS.get(i.source, 1))]


def _dev(name: str, items: list[Labelled], metric: str) -> DevSet:
    return DevSet(name, [i.text for i in items], [i.gold for i in items], metric)


def _sst_rows() -> list[Row]:
    trees_file = datasets_dir() / "sst5" / "train.trees.txt"
    if not trees_file.exists():
        return [Row(t, _one_hot(sst5_to_three(l), 3)) for l, t in _labelled_tsv("sst5/train.tsv")]
    trees = [parse_tree(line) for line in _lines("sst5/train.trees.txt")]
    rows = [Row(t.text, _one_hot(sst5_to_three(t.label), 3),
                [(s, e, _one_hot(sst5_to_three(l), 3)) for s, e, l in t.phrases]) for t in trees]
    rows += [Row(p, _one_hot(sst5_to_three(l), 3)) for p, l in sample_phrases(trees, STANDALONE_PHRASES, 0)]
    return rows


def _synthetic_sentiment(cases: list[dict]) -> tuple[list[Row], list[DevSet]]:
    train, dev = [], {}
    for c in cases:
        if c["task"] != "sentiment":
            continue
        spans = [(s["start"], s["end"], SENTIMENT_TARGETS[s["label"]]) for s in c["spans"]]
        if c["split"] == "train":
            train.append(Row(c["text"], SENTIMENT_TARGETS[c["label"]], spans))
        elif c["label"] != "MIXED":  # Mixed is the service's rule over clauses, not a class of the head
            gold = NOT_NEGATIVE_GOLD if c["label"] == "NOT_NEGATIVE" else SENTIMENT_LABELS.index(c["label"])
            dev.setdefault(c["category"], ([], []))
            dev[c["category"]][0].append(c["text"])
            dev[c["category"]][1].append(gold)
    sets = [DevSet(f"synthetic_{category}_pass", texts, gold, "not_negative")
            for category, (texts, gold) in sorted(dev.items())]
    return train, sets


def mixed_rule_dev() -> tuple[list[str], list[int]]:
    """The synthetic dev texts of two parts: 1 for the Mixed ones (both parts strong), 0 for the contrasts
    and controls whose label one side settles. The service's Mixed rule is chosen on them."""
    cases = [c for c in _synthetic() if c["split"] == "dev" and c["category"] in ("mixed", "contrast")]
    return [c["text"] for c in cases], [1 if c["label"] == "MIXED" else 0 for c in cases]


@lru_cache(maxsize=1)
def _domain_sources() -> tuple[list[Labelled], dict[str, list[Labelled]]]:
    """Every labelled domain text for training, and the dev parts cut from the project's own sets."""
    titles_train, titles_dev = split_dev(news_bias_titles(), 10)
    headlines_train, headlines_dev = split_dev(written("headlines", "news"), 10)
    finance_train, finance_dev = split_dev(written("finance", "finance"), 10)
    train = (titles_train + headlines_train + finance_train + news_bias_sentences()
             + written("social", "social") + written("topical-tweets", "social") + labelled_tweets()
             + newsmtsc("train") + extra_sentiment("twitter-financial-news", "train", "finance")
             + extra_sentiment("finentity", "train", "finance"))
    return train, {"headlines": titles_dev + headlines_dev, "finance": finance_dev}


def sentiment_data() -> TaskData:
    domain_train, domain_dev = _domain_sources()
    headlines_dev, finance_dev = domain_dev["headlines"], domain_dev["finance"]
    synthetic_train, synthetic_dev = _synthetic_sentiment(_synthetic())
    comments = _goemotions_sentiment("train")
    train = (_sst_rows() + [Row(t, _one_hot(l, 3)) for t, l in comments]
             + _rows(domain_train) + synthetic_train)
    sst2 = _labelled_tsv("sst2/dev.tsv")
    sst5 = _labelled_tsv("sst5/dev.tsv")
    go = _goemotions_sentiment("dev")
    dev = [
        DevSet("sst2_acc", [t for _, t in sst2], [POS if l == 1 else NEG for l, _ in sst2], "sst2"),
        DevSet("sst5_3class_acc", [t for _, t in sst5], [sst5_to_three(l) for l, _ in sst5], "accuracy"),
        DevSet("goemotions_group_macro_f1", [t for t, _ in go], [l for _, l in go], "macro_f1"),
        _dev("news_headlines_macro_f1", headlines_dev, "macro_f1"),
        _dev("news_sentences_macro_f1", newsmtsc("devtest_rw"), "macro_f1"),
        _dev("finance_macro_f1", finance_dev + extra_sentiment("twitter-financial-news", "dev", "finance"),
             "macro_f1"),
        _dev("tweets_macro_recall", tweeteval_val(), "macro_recall"),
        *synthetic_dev,
    ]
    targets = {"sst2_acc": 0.89, "sst5_3class_acc": 0.73, "goemotions_group_macro_f1": 0.74,
               "news_headlines_macro_f1": 0.65, "finance_macro_f1": 0.75, "tweets_macro_recall": 0.68,
               **{d.name: 0.8 for d in synthetic_dev}}
    return TaskData("sentiment", SENTIMENT_LABELS, train, [d for d in dev if d.texts], targets)


def emotion_data() -> TaskData:
    """GoEmotions under Ekman's labels (multi-label comments train toward an even split) and the
    synthetic diary sentences."""
    names = _goemotion_labels("ekman")
    order = [EMOTION_LABELS.index(n) for n in names]

    def target(ids: list[int]) -> list[float]:
        mapped = {order[i] for i in ids}
        return [1.0 / len(mapped) if c in mapped else 0.0 for c in range(len(EMOTION_LABELS))]

    train = [Row(text, target(ids)) for text, ids in _goemotions("ekman", "train")]
    dev_go = [(text, order[ids[0]]) for text, ids in _goemotions("ekman", "dev") if len(ids) == 1]
    diary = [c for c in _synthetic() if c["task"] == "emotion"]
    train += [Row(c["text"], _one_hot(EMOTION_LABELS.index(c["label"]), 7)) for c in diary if c["split"] == "train"]
    diary_dev = [c for c in diary if c["split"] == "dev"]
    dev = [
        DevSet("ekman_single_label_macro_f1", [t for t, _ in dev_go], [l for _, l in dev_go], "macro_f1"),
        DevSet("diary_emotion_macro_f1", [c["text"] for c in diary_dev],
               [EMOTION_LABELS.index(c["label"]) for c in diary_dev], "macro_f1"),
    ]
    return TaskData("emotion", EMOTION_LABELS, train, [d for d in dev if d.texts],
                    {"ekman_single_label_macro_f1": 0.62, "diary_emotion_macro_f1": 0.60})


def irony_data() -> TaskData:
    """Whether a text says the opposite of its words: TweetEval irony, iSarcasmEval (each rephrasing, the
    author's plain version of a sarcastic tweet, is a not-ironic row), the synthetic pairs, and the
    written social posts (ironic when flagged)."""
    synthetic = [c for c in _synthetic() if c["task"] == "sentiment" and c.get("irony") is not None]
    rows = (extra_irony("tweeteval-irony", "train") + extra_irony("isarcasmeval", "train")
            + extra_irony("isarcasmeval", "train_rephrases")
            + [(c["text"], int(c["irony"])) for c in synthetic if c["split"] == "train"]
            + [(s.text, 1 if s.irony else 0) for s in written("social", "social")])
    train = [Row(text, _one_hot(label, 2)) for text, label in rows]
    tweets = extra_irony("tweeteval-irony", "dev")
    synthetic_dev = [(c["text"], int(c["irony"])) for c in synthetic if c["split"] == "dev"]
    dev = [
        DevSet("irony_tweets_macro_f1", [t for t, _ in tweets], [l for _, l in tweets], "macro_f1"),
        DevSet("irony_synthetic_macro_f1", [t for t, _ in synthetic_dev], [l for _, l in synthetic_dev], "macro_f1"),
    ]
    return TaskData("irony", IRONY_LABELS, train, [d for d in dev if d.texts],
                    {"irony_tweets_macro_f1": 0.65, "irony_synthetic_macro_f1": 0.8})


def domain_data() -> TaskData:
    """Which kind of text each is, from where it comes: SST for general (opinion and reviews), the
    headlines and news sentences for news, company news and finance posts for finance, GoEmotions'
    comments and the posts for social, the synthetic diary lines for diary. Each domain is sampled to
    the same size, so the head has no prior for one."""
    domain_train, domain_dev = _domain_sources()
    trees_file = datasets_dir() / "sst5" / "train.trees.txt"
    sst = [parse_tree(line).text for line in _lines("sst5/train.trees.txt")] if trees_file.exists() else []
    diary = [c for c in _synthetic() if c["category"] == "diary"]
    train_pool: dict[str, list[str]] = {
        "general": sst,
        "news": [i.text for i in domain_train if i.domain == "news"],
        "finance": [i.text for i in domain_train if i.domain == "finance"],
        "social": [t for t, _ in _goemotions_sentiment("train")] + [i.text for i in domain_train if i.domain == "social"],
        "diary": [c["text"] for c in diary if c["split"] == "train"],
    }
    dev_pool: dict[str, list[str]] = {
        "general": [t for _, t in _labelled_tsv("sst5/dev.tsv")],
        "news": [i.text for i in domain_dev["headlines"]] + [i.text for i in newsmtsc("devtest_rw")],
        "finance": [i.text for i in domain_dev["finance"]],
        "social": [i.text for i in tweeteval_val()] + [t for t, _ in _goemotions_sentiment("dev")],
        "diary": [c["text"] for c in diary if c["split"] == "dev"],
    }
    rng = np.random.default_rng(0)

    def sample(pool: dict[str, list[str]], size: int) -> list[tuple[str, int]]:
        out = []
        for label, texts in enumerate(pool[d] for d in DOMAIN_LABELS):
            unique = sorted(set(texts))
            out += [(unique[i], label) for i in sorted(rng.permutation(len(unique))[:size])]
        return out

    train = [Row(t, _one_hot(l, len(DOMAIN_LABELS))) for t, l in sample(train_pool, DOMAIN_TRAIN_ROWS)]
    dev = sample(dev_pool, DOMAIN_DEV_ROWS)
    return TaskData("domain", DOMAIN_LABELS, train,
                    [DevSet("domain_accuracy", [t for t, _ in dev], [l for _, l in dev], "accuracy")] if dev else [],
                    {"domain_accuracy": 0.8})


TASKS = {"sentiment": sentiment_data, "emotion": emotion_data, "irony": irony_data, "domain": domain_data,
         "bias": bias_data}
