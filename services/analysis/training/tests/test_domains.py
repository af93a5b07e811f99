"""The product's domain sources: valence targets, the project's label files, the metrics they are judged by."""

import gzip
import json

import numpy as np

from sentilog_training import domains
from sentilog_training.datasets import NEG, NEU, NOT_NEGATIVE_GOLD, POS, DevSet
from sentilog_training.metrics import dev_metric, macro_recall, not_negative_pass_rate


def test_mild_valence_trains_toward_an_even_split_and_scores_as_the_side():
    assert domains.valence_target(-3) == ([1.0, 0.0, 0.0], NEG)
    assert domains.valence_target(-1) == ([0.5, 0.5, 0.0], NEG)
    assert domains.valence_target(0) == ([0.0, 1.0, 0.0], NEU)
    assert domains.valence_target(1) == ([0.0, 0.5, 0.5], POS)
    assert domains.valence_target(2) == ([0.0, 0.0, 1.0], POS)


def test_headline_labels_are_joined_to_the_shared_articles_by_id(datasets, tmp_path):
    labels = tmp_path / "project-data" / "labels"
    labels.mkdir(parents=True)
    (labels / "news-bias-titles.tsv").write_text("a0\t-2\na1\t0\na2\t1\tmixed\n")
    rows = domains.news_bias_titles()
    assert [(r.text, r.gold) for r in rows] == [("Headline 0", NEG), ("Headline 1", NEU), ("Headline 2", POS)]
    assert rows[2].target == domains.MIXED_TARGET and all(r.domain == "news" for r in rows)


def test_sentence_labels_point_into_the_articles_text(datasets, tmp_path):
    labels = tmp_path / "project-data" / "labels"
    labels.mkdir(parents=True)
    (labels / "news-bias-sentences.tsv").write_text("a0\t4\t19\t-2\n")
    [row] = domains.news_bias_sentences()
    assert row.text == "senate voted on" and row.gold == NEG


def test_extra_sets_strip_wire_codes_and_split_dev_every_nth(datasets, tmp_path):
    folder = tmp_path / "extra-data" / "finentity"
    folder.mkdir(parents=True)
    lines = [{"text": "Acme <ACM.N> shares rose. [nL4N2Z028U]", "label": "POSITIVE"},
             {"text": "Acme cut jobs.", "label": "NEGATIVE"}, {"text": "Acme met.", "label": "MIXED"}]
    (folder / "train.jsonl").write_text("".join(json.dumps(line) + "\n" for line in lines))
    rows = domains.extra_sentiment("finentity", "train", "finance")
    assert [r.text for r in rows] == ["Acme shares rose.", "Acme cut jobs.", "Acme met."]
    assert rows[2].target == domains.MIXED_TARGET
    train, dev = domains.split_dev(rows, 2)
    assert [r.text for r in dev] == ["Acme shares rose.", "Acme met."] and len(train) == 1


def test_macro_recall_and_the_not_negative_pass_rate():
    assert macro_recall([0, 0, 1, 2], [0, 1, 1, 1], 3) == (0.5 + 1 + 0) / 3
    assert not_negative_pass_rate([NOT_NEGATIVE_GOLD, NOT_NEGATIVE_GOLD, NEG], [NEU, NEG, NEG]) == 2 / 3
    probs = np.array([[0.1, 0.2, 0.7], [0.8, 0.1, 0.1]])
    assert dev_metric(DevSet("x", ["a", "b"], [NOT_NEGATIVE_GOLD, NEG], "not_negative"), probs) == 1.0
