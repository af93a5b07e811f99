"""The templated synthetic data (sentilog_training/synthetic.py): deterministic, exact spans, valid
labels, dev built only from held-out templates and words, negation with its controls, and the
stated class shares."""

import re
from collections import Counter

import pytest

from sentilog_training.synthetic import (CATEGORIES, EMOTION_LABELS, FAMILIES, SENTIMENT_LABELS,
                                         generate, generate_with_provenance, past_of, third_of)
from sentilog_training.synthetic_lexicon import Lexicon, normalise


@pytest.fixture(scope="module")
def built():
    return generate_with_provenance(0)


@pytest.fixture(scope="module")
def examples(built):
    return [e for e, _ in built]


@pytest.fixture(scope="module")
def lexicon():
    return Lexicon(FAMILIES)


def test_the_same_seed_builds_the_same_examples(examples):
    assert generate(0) == examples


def test_every_span_covers_exactly_its_word_or_clause(built):
    words = clauses = 0
    for example, prov in built:
        text = example["text"]
        assert len(example["spans"]) == len(prov.kinds)
        for span, (kind, key, surface) in zip(example["spans"], prov.kinds):
            start, end = span["start"], span["end"]
            assert 0 <= start < end <= len(text)
            assert text[start:end] == surface
            # Never part of a word, never padded with spaces or punctuation.
            assert start == 0 or not text[start - 1].isalnum(), (text, surface)
            assert end == len(text) or not text[end].isalnum(), (text, surface)
            assert surface == surface.strip(" ,.;:!?\n")
            if kind == "word":
                words += 1
                assert normalise(surface) in {key, past_of(key), third_of(key)}, (text, surface, key)
            else:
                clauses += 1
    assert words > 40000 and clauses > 15000


def test_labels_tasks_and_irony_are_valid(examples):
    for e in examples:
        assert set(e) == {"text", "task", "label", "category", "domain", "split", "spans", "irony"}
        assert e["split"] in ("train", "dev") and e["text"].strip() and e["domain"]
        labels = SENTIMENT_LABELS if e["task"] == "sentiment" else EMOTION_LABELS
        assert e["label"] in labels
        assert all(s["label"] in ("POSITIVE", "NEGATIVE") for s in e["spans"])
        if e["category"] == "irony":
            assert e["irony"] in (0, 1)
            if e["irony"] == 1:
                assert e["label"] == "NEGATIVE"
        else:
            assert e["irony"] is None
    assert {e["label"] for e in examples if e["task"] == "emotion"} == set(EMOTION_LABELS)
    assert {e["label"] for e in examples if e["task"] == "sentiment"} == set(SENTIMENT_LABELS)


def test_no_text_is_generated_twice_for_a_task(examples):
    counts = Counter((e["task"], e["text"].lower()) for e in examples)
    assert counts.most_common(1)[0][1] == 1


def test_dev_is_built_only_from_held_out_templates_and_words(built, lexicon):
    # Every word list and template family has both parts, and no key is on both sides.
    for name, items in [*lexicon.pools.items(), *lexicon.templates.items()]:
        dev, train = lexicon.part(name, "dev"), lexicon.part(name, "train")
        assert not {k for it in dev for k in it.keys} & {k for it in train for k in it.keys}, name
        if len(items) >= 2:
            assert dev and train, name
    for name, items in lexicon.pools.items():
        if len(items) >= 20:
            share = len(lexicon.part(name, "dev")) / len(items)
            assert 0.07 <= share <= 0.3, (name, share)
    # Each example drew only from its own split's part.
    used = {"train": set(), "dev": set()}
    span_keys = {"train": set(), "dev": set()}
    for example, prov in built:
        for pool, item in prov.used:
            assert lexicon.side(item) == example["split"], (example["text"], pool, item.text)
            used[example["split"]].add((pool, item.text))
        span_keys[example["split"]] |= {key for kind, key, _ in prov.kinds if kind == "word"}
    assert not used["train"] & used["dev"]
    # And read from the texts themselves: no word highlighted in dev was ever highlighted in train.
    assert not span_keys["train"] & span_keys["dev"]
    templates_in_dev = {t for pool, t in used["dev"] if pool in FAMILIES}
    assert templates_in_dev and not templates_in_dev & {t for pool, t in used["train"] if pool in FAMILIES}


def test_dev_holds_about_a_tenth_more_of_each_category(examples):
    for c in CATEGORIES:
        split = Counter(e["split"] for e in examples if e["category"] == c.name and e["task"] == c.task)
        assert split["train"] == c.size
        assert split["dev"] == round(c.size / 10)


NEGATOR = re.compile(r"\b(not|no|never|nothing|nobody|none|hardly|neither|no longer|no one|far from|at no point)\b"
                     r"|n't\b|\b(wasnt|isnt|dont|didnt|doesnt|werent|arent|cant|wouldnt)\b", re.IGNORECASE)


def test_negation_has_negated_forms_and_unnegated_controls(built):
    negation = [(e, prov) for e, prov in built if e["category"] == "negation"]
    negated = [e for e, prov in negation if prov.case.startswith("neg:")]
    controls = [e for e, prov in negation if prov.case.startswith("ctl:")]
    assert len(negated) > 0.55 * len(negation) and len(controls) > 0.3 * len(negation)
    assert all(NEGATOR.search(e["text"]) for e in negated)
    assert {e["label"] for e in negated} == {"NEGATIVE", "NOT_NEGATIVE"}
    assert {e["label"] for e in controls} == {"NEGATIVE", "POSITIVE"}
    # A control reads without a negator: the model has to find the negator to tell them apart.
    assert not [e["text"] for e in controls if NEGATOR.search(e["text"])]
    # Negated positives read NEGATIVE, negated negatives NOT_NEGATIVE, whatever the word.
    for e, prov in negation:
        polarity = {s["label"] for s in e["spans"]}
        assert len(polarity) == 1
        (word,) = polarity
        expected = {("neg", "POSITIVE"): "NEGATIVE", ("neg", "NEGATIVE"): "NOT_NEGATIVE",
                    ("ctl", "POSITIVE"): "POSITIVE", ("ctl", "NEGATIVE"): "NEGATIVE"}
        assert e["label"] == expected[prov.case[:3], word], e["text"]


def test_class_shares_stay_within_their_bounds(examples):
    def shares(category, task="sentiment"):
        labels = Counter(e["label"] for e in examples if e["category"] == category and e["task"] == task)
        return {k: v / sum(labels.values()) for k, v in labels.items()}

    def near(got, want, slack=0.03):
        assert set(got) == set(want)
        for label, share in want.items():
            assert abs(got[label] - share) <= slack, (label, got[label], share)

    near(shares("negation"), {"NEGATIVE": 0.5, "NOT_NEGATIVE": 0.31, "POSITIVE": 0.19})
    near(shares("contrast"), {"NEGATIVE": 0.5, "POSITIVE": 0.5})
    near(shares("mixed"), {"MIXED": 0.64, "NEGATIVE": 0.18, "POSITIVE": 0.18})
    near(shares("irony"), {"NEGATIVE": 0.75, "POSITIVE": 0.25})
    near(shares("qa"), {"NEGATIVE": 0.40, "NEUTRAL": 0.25, "POSITIVE": 0.22, "NOT_NEGATIVE": 0.13})
    near(shares("expectation"), {"NEGATIVE": 0.48, "NOT_NEGATIVE": 0.29, "POSITIVE": 0.23})
    near(shares("diary", "emotion"), {**{e: 11 / 72 for e in EMOTION_LABELS if e != "neutral"}, "neutral": 1 / 12})
    irony = Counter(e["irony"] for e in examples if e["category"] == "irony")
    assert irony[1] == irony[0]


def test_every_span_of_an_ironic_text_shows_both_readings(examples):
    for e in examples:
        if e["irony"] == 1:
            assert {s["label"] for s in e["spans"]} == {"POSITIVE", "NEGATIVE"}, e["text"]
        if e["label"] == "MIXED":
            clause_labels = {s["label"] for s in e["spans"]}
            assert clause_labels == {"POSITIVE", "NEGATIVE"}, e["text"]


def test_word_lists_are_rich_and_do_not_contradict_each_other(lexicon):
    def words(prefix):
        return {k for name in lexicon.names(prefix) for it in lexicon.pools[name] for k in it.keys}

    positive, negative = words("positive-adjectives"), words("negative-adjectives")
    assert len(positive) >= 80 and len(negative) >= 80
    assert not positive & negative
    emotions = ["joy", "sadness", "anger", "fear", "surprise", "disgust"]
    feelings = {e: {k for name in lexicon.names(f"feelings-{e}") for it in lexicon.pools[name] for k in it.keys}
                for e in emotions}
    for i, a in enumerate(emotions):
        assert len(feelings[a]) >= 60, a
        for b in emotions[i + 1 :]:
            assert not feelings[a] & feelings[b], (a, b, feelings[a] & feelings[b])
    assert len(lexicon.pools["situations-bad"]) >= 150
    assert all(it.tag in "+-" for name in lexicon.names("aspects-") for it in lexicon.pools[name])
