"""Templated news headlines whose tone is the direction of a change times what changes: a fall in
something people want less of (bills, waiting times, crime) is good news, a fall in something they
want more of (jobs, bus services, nurses) bad news, and the other way round for a rise. The words
"cuts", "slashes" or "falls" carry no side of their own, and the model read "Village solar co-op
cuts energy bills by a third" as Neutral (issue 35) because it had met "cuts" mostly in stories
about cuts to services. Every subject is a neutral actor, so the label rests on the change alone.

Beside them, Neutral controls: the same actors and the same things with no change ("Council reviews
heating bills", "Waiting times unchanged"), so that a head trained on them learns the change, not
that "bills" or "jobs" are news of one side. (A fine-tune on the change headlines alone, without
controls, pushed every headline away from Neutral: the model card's "Tried and not shipped".)

Deterministic for a seed; scripts/fit_news_head.py gives every 10th row of each kind to dev. The
issue's own demo headlines are never generated (they stay a test the model has not seen).
"""

from __future__ import annotations

import random

from .domains import Labelled

NEG, NEU, POS = 0, 1, 2

SUBJECTS = [
    "Council", "Town council", "New scheme", "Pilot programme", "Community energy group", "Charity",
    "Housing association", "Health trust", "Rail operator", "Bus company", "Water firm", "Local firm",
    "Regional government", "Ministry", "Hospital", "School trust", "Volunteer network", "City mayor",
    "Start-up", "Retailer", "Utility", "Cooperative bank", "Port authority", "Energy supplier",
]
PLACES = ["", "", "", " in Hollowmere", " across the county", " in Dunmore", " in the north",
          " across the region", " this winter", " this year"]
AMOUNTS = ["", "", " by a quarter", " by half", " by 20 per cent", " by 12%", " by a fifth",
           " by two thirds", " sharply", " for a second year"]

# Things people want less of: a fall is good news.
LESS_WANTED = [
    "heating bills", "energy costs", "water bills", "rents", "waiting times", "waiting lists",
    "hospital queues", "food prices", "fuel costs", "commuting times", "crime", "burglaries",
    "road deaths", "child poverty", "homelessness", "emissions", "air pollution", "household debt",
    "loneliness among older people", "school exclusions", "fare prices", "unemployment",
    "delays", "reoffending", "plastic waste", "flood risk",
]
# Things people want more of: a fall is bad news.
MORE_WANTED = [
    "jobs", "bus services", "nurse numbers", "library opening hours", "school funding", "pensions",
    "wages", "youth services", "hospital beds", "affordable homes", "grants for carers",
    "mental health support", "train services", "apprenticeships", "police patrols", "benefits",
    "care home places", "teacher numbers", "research funding", "disability support",
]

LOWER = ["cuts", "slashes", "halves", "lowers", "reduces", "brings down", "trims"]
RAISE = ["raises", "increases", "doubles", "boosts", "pushes up", "lifts"]
FALL = ["fall", "drop", "tumble", "ease", "shrink"]
RISE = ["rise", "soar", "climb", "jump", "grow"]
# Mass nouns and singular heads take "falls", not "fall".
SINGULAR = {"crime", "child poverty", "homelessness", "air pollution", "household debt", "unemployment",
            "loneliness among older people", "reoffending", "plastic waste", "flood risk", "school funding",
            "mental health support", "research funding", "disability support"}

# Verbs that report on a thing without changing it: the Neutral controls.
NO_CHANGE = ["reviews", "publishes figures on", "consults on", "holds talks on", "launches study of", "debates",
             "sets out its position on", "answers questions on", "reports on", "meets residents over"]
STEADY = ["unchanged", "steady", "flat", "little changed"]

# The demo headline (services/analysis/test/demo-texts.spec.ts), never generated.
HELD_BACK = {"village solar co-op cuts energy bills by a third"}


def _headline(rng: random.Random) -> tuple[str, int]:
    less = rng.random() < 0.55
    thing = rng.choice(LESS_WANTED if less else MORE_WANTED)
    down = rng.random() < 0.5
    if rng.random() < 0.7:
        verb = rng.choice(LOWER if down else RAISE)
        text = f"{rng.choice(SUBJECTS)} {verb} {thing}{rng.choice(AMOUNTS)}{rng.choice(PLACES)}"
    else:
        verb = rng.choice(FALL if down else RISE)
        verb += "s" if thing in SINGULAR else ""
        text = f"{thing[0].upper()}{thing[1:]} {verb}{rng.choice(AMOUNTS)}{rng.choice(PLACES)}"
    good = down == less
    return text, POS if good else NEG


def shifter_headlines(count: int = 3_300, seed: int = 0) -> list[Labelled]:
    """`count` distinct headlines, each labelled Positive (good news) or Negative (bad news)."""
    rng = random.Random(seed)
    seen: dict[str, int] = {}
    for _ in range(count * 20):
        if len(seen) == count:
            break
        text, label = _headline(rng)
        if text.lower() not in HELD_BACK:
            seen.setdefault(text, label)
    return [Labelled(t, [1.0 if c == label else 0.0 for c in range(3)], label, "news", "change-headlines")
            for t, label in seen.items()]


def control_headlines(count: int = 1_200, seed: int = 1) -> list[Labelled]:
    """`count` distinct Neutral headlines about the same things, with no change in them."""
    rng = random.Random(seed)
    seen: set[str] = set()
    for _ in range(count * 20):
        if len(seen) == count:
            break
        thing = rng.choice(LESS_WANTED + MORE_WANTED)
        if rng.random() < 0.8:
            seen.add(f"{rng.choice(SUBJECTS)} {rng.choice(NO_CHANGE)} {thing}{rng.choice(PLACES)}")
        else:
            seen.add(f"{thing[0].upper()}{thing[1:]} {rng.choice(STEADY)}{rng.choice(PLACES)}")
    return [Labelled(t, [0.0, 1.0, 0.0], NEU, "news", "change-controls") for t in sorted(seen)]
