"""The change headlines (sentilog_training/shifters.py): deterministic, labelled by the direction of
the change times what changes, never the issue's own demo headline; and their Neutral controls."""

from collections import Counter

from sentilog_training.shifters import (HELD_BACK, LESS_WANTED, MORE_WANTED, NEG, NEU, POS, control_headlines,
                                         shifter_headlines)


def test_the_same_seed_builds_the_same_headlines():
    assert [r.text for r in shifter_headlines(200, seed=3)] == [r.text for r in shifter_headlines(200, seed=3)]
    assert [r.text for r in shifter_headlines(200, seed=3)] != [r.text for r in shifter_headlines(200, seed=4)]


def test_a_fall_in_what_people_want_less_of_is_good_news_and_in_what_they_want_more_of_bad():
    for row in shifter_headlines():
        lower = row.text.lower()
        less = [t for t in LESS_WANTED if t in lower]
        more = [t for t in MORE_WANTED if t in lower]
        assert len(less) + len(more) == 1, row.text
        down = any(f" {v}" in lower for v in ("cuts", "slashes", "halves", "lowers", "reduces", "brings down",
                                               "trims", "fall", "drop", "tumble", "ease", "shrink"))
        assert row.gold == (POS if down == bool(less) else NEG), row.text
        assert row.target[row.gold] == 1.0 and row.domain == "news"


def test_both_sides_are_about_as_common_and_the_demo_headline_is_held_back():
    rows = shifter_headlines()
    counts = Counter(r.gold for r in rows)
    assert set(counts) == {NEG, POS} and abs(counts[NEG] - counts[POS]) < 0.1 * len(rows)
    assert not HELD_BACK & {r.text.lower() for r in rows}


def test_the_controls_are_neutral_about_the_same_things_with_no_change_in_them():
    rows = control_headlines(300)
    assert len({r.text for r in rows}) == 300
    for row in rows:
        lower = row.text.lower()
        assert any(t in lower for t in LESS_WANTED + MORE_WANTED), row.text
        assert not any(f" {v} " in f" {lower} " for v in ("cuts", "raises", "falls", "rises", "slashes")), row.text
        assert row.gold == NEU and row.target == [0.0, 1.0, 0.0]
