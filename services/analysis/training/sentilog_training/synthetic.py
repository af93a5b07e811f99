"""Templated labelled data for what the public sets lack: negation, expectation reversal, answers to
questions, contrast, mixed texts, irony, and diary-style emotion ("i feel …").

`generate(seed)` builds every example from the project's own word lists (data/synthetic/*.txt) and
the template families below; it is deterministic for a seed. Each example:

    {"text", "task": "sentiment" | "emotion", "label", "category", "domain", "split": "train" | "dev",
     "spans": [{"start", "end", "label"}], "irony": 0 | 1 | None}

Sentiment labels are NEGATIVE, NEUTRAL, POSITIVE, MIXED (strong parts both ways) and NOT_NEGATIVE (a
negated negative, "not bad at all": neutral-to-positive to a reader; the trainer splits its target).
Spans are exact character ranges: each clause of a contrast, mixed or ironic text with its own reading,
and each inserted lexicon word with its out-of-context polarity ("spotless" is POSITIVE inside a
complaint; "not" gets none). `irony` is 1 or 0 in the irony category and None elsewhere (not judged).

Dev examples use only held-out templates and held-out words (synthetic_lexicon.py), so dev measures
whether a construction generalises, not whether its words were memorised.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Callable

from .synthetic_lexicon import Item, Lexicon, normalise
from .synthetic_text import Piece, Seg, Style, cat, clause, fill, piece, render, words

SENTIMENT_LABELS = ("NEGATIVE", "NEUTRAL", "POSITIVE", "MIXED", "NOT_NEGATIVE")
EMOTION_LABELS = ("joy", "sadness", "anger", "fear", "surprise", "disgust", "neutral")
POS, NEG = "POSITIVE", "NEGATIVE"
DEV_SIZE = 0.10  # dev examples per category, as a share of its train examples

DOMAINS = ("airline", "app", "bank", "book", "course", "delivery", "event", "film", "game", "gym", "health",
           "holiday", "home", "hotel", "music", "news", "product", "rail", "restaurant", "service", "tv",
           "weather", "work")
# Which verdict lines (verdicts-*.txt tags) fit a domain.
VERDICT_CLASSES = {
    "restaurant": ("any", "visit", "paid", "night"), "hotel": ("any", "visit", "paid"), "gym": ("any", "visit", "paid"),
    "event": ("any", "visit", "paid", "night"), "holiday": ("any", "visit", "paid"), "health": ("any", "visit"),
    "airline": ("any", "travel", "paid"), "rail": ("any", "travel", "paid"), "product": ("any", "buy", "paid"),
    "app": ("any", "use", "paid"), "bank": ("any", "use"), "service": ("any", "use", "paid"),
    "delivery": ("any", "use", "paid"), "film": ("any", "media", "paid"), "tv": ("any", "media"),
    "book": ("any", "media", "paid"), "music": ("any", "media", "paid"), "game": ("any", "media", "paid"),
    "work": ("any", "work"), "course": ("any", "course", "paid"), "home": ("any", "home"),
    "news": ("news",), "weather": ("weather",),
}
NO_VERBS = ("news", "weather")  # "I didn't adore the forecast"
VERB_KINDS = {"experience", "food", "place", "device"}  # "I adored the refund process" is odd
# Intensifiers that read well before a phrase ("so at peace", not "very at peace").
PHRASE_INTENSIFIERS = {"so", "really", "a bit", "kind of", "sort of", "just", "truly", "genuinely", "totally",
                       "completely"}
PHRASE_ADVERBS = {"really", "truly", "genuinely"}


class Empty(Exception):
    """A pool has nothing on this split for what the template needs; the generator tries again."""


@dataclass
class Draft:
    piece: Piece
    label: str
    domain: str
    task: str = "sentiment"
    irony: int | None = None
    style: Style = field(default_factory=Style)


class Picker:
    """Draws items and templates from one split, and records what it drew (for the tests)."""

    def __init__(self, lex: Lexicon, split: str, rng: random.Random):
        self.lex, self.split, self.rng = lex, split, rng
        self.used: list[tuple[str, Item]] = []

    def item(self, pool: str, where: Callable[[Item], bool] | None = None) -> Item:
        items = self.lex.part(pool, self.split)
        if where is not None:
            items = [it for it in items if where(it)]
        if not items:
            raise Empty(pool)
        it = self.rng.choice(items)
        self.used.append((pool, it))
        return it

    def items(self, pool: str, n: int, where: Callable[[Item], bool] | None = None) -> list[Item]:
        items = [it for it in self.lex.part(pool, self.split) if where is None or where(it)]
        if len(items) < n:
            raise Empty(pool)
        picked = self.rng.sample(items, n)
        self.used += [(pool, it) for it in picked]
        return picked

    def template(self, family: str, where: Callable[[str], bool] | None = None) -> str:
        return self.item(family, None if where is None else (lambda it: where(it.text))).text

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def choice(self, options):
        return self.rng.choice(list(options))


# ---------------------------------------------------------------- shared pieces

def flip(label: str) -> str:
    return NEG if label == POS else POS


def pol(label: str) -> str:
    return "positive" if label == POS else "negative"


def slots_of(template: str) -> set[str]:
    return set(re.findall(r"\{(\w+)\}", template))


def bare(np: Item) -> str:
    """'the pasta' → 'pasta' (for "Superb pasta, dreadful service")."""
    return re.sub(r"^(the|our|my|this) ", "", np.plain)


def noun(p: Picker, domain: str, person: bool = False, verbs: bool = False) -> Item:
    """A noun phrase of the domain; `verbs`: one you can love or hate ("the film", not "the refund")."""
    if person:
        return p.item(f"people-{domain}")
    return p.item(f"nouns-{domain}", (lambda it: bool(VERB_KINDS & set(it.tag.split()))) if verbs else None)


def has_people(p: Picker, domain: str) -> bool:
    return f"people-{domain}" in p.lex.pools


def adjective(p: Picker, np: Item, label: str, person: bool = False, strength: str | None = None) -> Item:
    """An adjective that fits the noun: the general lists (mild, strong) or one of the noun's kinds."""
    if person:
        return p.item(f"{pol(label)}-adjectives-people")
    kinds = np.tag.split()
    if kinds[0] in ("weather", "news"):
        return p.item(f"{pol(label)}-adjectives-{kinds[0]}")
    if strength == "mild":
        return p.item(f"{pol(label)}-adjectives-mild")
    if strength == "attributive":  # before the noun: "superb pasta", not "inexcusable soundtrack"
        return p.item(f"{pol(label)}-adjectives-{p.choice(kinds)}")
    options = ["mild", "strong"] + kinds
    return p.item(f"{pol(label)}-adjectives-{p.choice(options)}")


def multiword(it: Item) -> bool:
    """Whether the sentiment-bearing part is a phrase ("blown away", "at peace")."""
    inner = re.findall(r"\[([^\]]+)\]", it.text)
    return any(" " in w for w in inner) if inner else " " in it.text


def optional(p: Picker, pool: str, share: float, before: str = "", after: str = "") -> str:
    if not p.chance(share):
        return ""
    return f"{before}{p.item(pool).plain}{after}"


def review_style(p: Picker) -> Style:
    r = p.rng.random()
    if r < 0.07:
        return Style(lower=True, drop_final_stop=p.chance(0.6))
    if r < 0.13:
        return Style(drop_final_stop=True)
    return Style()


def tweet_style(p: Picker) -> Style:
    r = p.rng.random()
    if r < 0.3:
        return Style(lower=True, drop_apostrophes=p.chance(0.4), drop_final_stop=p.chance(0.7))
    return Style(drop_final_stop=p.chance(0.25))


def past_of(verb: str) -> str:
    if verb.endswith("e"):
        return verb + "d"
    if re.search(r"[^aeiou]y$", verb):
        return verb[:-1] + "ied"
    return verb + "ed"


def third_of(verb: str) -> str:
    if re.search(r"(sh|ch|s|x|z)$", verb):
        return verb + "es"
    if re.search(r"[^aeiou]y$", verb):
        return verb[:-1] + "ies"
    return verb + "s"


def be_forms(tense: str, person: str, p: Picker) -> dict[str, str]:
    """Copula and do-support forms for a tense and a subject ("we", or a singular third person)."""
    past = tense == "past"
    if person == "we":
        be, not_be = ("were", p.choice(["weren't", "were not"])) if past else ("are", p.choice(["aren't", "are not"]))
    else:
        be = "was" if past else "is"
        not_be = p.choice(["wasn't", "was not", "wasn't", "wasnt"]) if past else p.choice(
            ["isn't", "is not", "isn't", "isnt"])
    do_not = p.choice(["didn't", "did not", "didn't"]) if past else p.choice(["don't", "do not", "don't"])
    does_not = p.choice(["didn't", "did not"]) if past else p.choice(["doesn't", "does not"])
    return {"be": be, "bent": not_be, "dont": do_not, "doesnt": does_not}


def first_person(tense: str, p: Picker) -> tuple[str, str]:
    """("I was", "I wasn't"), ("I'm", "I'm not") or ("I am", "I am not")."""
    if tense == "past":
        return "I was", p.choice(["I wasn't", "I was not"])
    return p.choice([("I'm", "I'm not"), ("I am", "I am not"), ("I'm", "I'm not")])


# ---------------------------------------------------------------- negation

# (tense, who, negated, control): tense any|past|present; who any (things and people) | thing.
NEGATION_COPULA = [
    ("any", "any", "{open}{np} {bent} {adv}{adj}{time}.", "{open}{np} {be} {adv}{adj}{time}."),
    ("any", "any", "{np} {bent}{paren} {adv}{adj}.", "{np} {be}{paren} {adv}{adj}."),
    ("any", "any", "{np} {be} never {adv}{adj}.", "{np} {be} always {adv}{adj}."),
    ("any", "any", "{open}{np} {be} no longer {adj}.", "{open}{np} {be} still {adj}."),
    ("any", "any", "{np} {be} hardly {adj}{time}.", "{np} {be} quite {adj}{time}."),
    ("any", "any", "I don't think {np} {be} {adv}{adj}{time}.", "I think {np} {be} {adv}{adj}{time}."),
    ("past", "any", "{open}I didn't think {np} was {adv}{adj}.", "{open}I thought {np} was {adv}{adj}."),
    ("any", "any", "I wouldn't say {np} {be} {adv}{adj}.", "I would say {np} {be} {adv}{adj}."),
    ("any", "any", "I can't say {np} {be} {adv}{adj}{time}.", "I can honestly say {np} {be} {adv}{adj}{time}."),
    ("any", "any", "{open}I {dont} find {np} {adv}{adj}.", "{open}I {find} {np} {adv}{adj}."),
    ("any", "any", "There {be} nothing {adj} about {np}.", "There {be} something {adj} about {np}."),
    ("any", "any", "{np} {be} far from {adj}.", "{np} {be} {adj}, plain and simple."),
    ("any", "any", "{np}: not {adv}{adj}.", "{np}: {adv}{adj}."),
    ("past", "any", "{subj} didn't think {np} was {adv}{adj}.", "{subj} thought {np} was {adv}{adj}."),
    ("past", "any", "None of us thought {np} was {adv}{adj}.", "All of us thought {np} was {adv}{adj}."),
    ("present", "any", "Nobody I know thinks {np} is {adj}.", "Everybody I know thinks {np} is {adj}."),
    ("any", "any", "{np} {bent} what I would call {adj}.", "{np} {be} what I would call {adj}."),
    ("past", "any", "I never found {np} {adv}{adj}.", "I always found {np} {adv}{adj}."),
    ("any", "any", "To be fair, {np} {bent} {adv}{adj}{time}.", "To be fair, {np} {be} {adv}{adj}{time}."),
    ("any", "any", "{np} {bent} {adj} at all.", "{np} {be} {adj} overall."),
    ("any", "thing", "It {bent} {adv}{adj}, {np}.", "It {be} {adv}{adj}, {np}."),
    ("any", "any", "{np} {bent} {adv}{adj}, if I'm honest.", "{np} {be} {adv}{adj}, if I'm honest."),
    ("any", "any", "I'd hardly call {np} {adj}.", "I'd certainly call {np} {adj}."),
    ("any", "any", "No one could call {np} {adj}.", "Anyone would call {np} {adj}."),
    ("any", "any", "{open}{np} {bent} {adv}{adj} in the slightest.", "{open}{np} {be} {adv}{adj} in every way."),
    ("any", "any", "{open}{np} never {seemed} {adv}{adj} to me.", "{open}{np} always {seemed} {adv}{adj} to me."),
    ("any", "any", "I don't believe {np} {be} {adv}{adj}.", "I believe {np} {be} {adv}{adj}."),
    ("any", "any", "Hand on heart, {np} {bent} {adv}{adj}.", "Hand on heart, {np} {be} {adv}{adj}."),
]
NEGATION_VERB = [
    ("any", "thing", "{open}I {dont} {advv}{verb} {np}{time}.", "{open}I {advv}{verbed} {np}{time}."),
    ("any", "thing", "We {dont} {advv}{verb} {np}.", "We {advv}{verbed} {np}."),
    ("any", "thing", "{subj} {doesnt} {advv}{verb} {np}.", "{subj} {advv}{verbs} {np}."),
    ("any", "thing", "I never {verbed} {np}.", "I always {verbed} {np}."),
    ("present", "thing", "I no longer {verb} {np}.", "I still {verb} {np}."),
    ("past", "thing", "I can't say I {verbed} {np}.", "I can honestly say I {verbed} {np}."),
    ("past", "thing", "Nobody in our group {verbed} {np}.", "Everybody in our group {verbed} {np}."),
    ("any", "thing", "I {dont} {verb} {np} one bit.", "I really {verbed} {np}."),
    ("any", "thing", "I {dont} exactly {verb} {np}.", "I {verbed} {np} so much."),
    ("any", "thing", "{open}I {dont} {verb} {np} at all.", "{open}I genuinely {verbed} {np}."),
    ("past", "thing", "I don't think anyone {verbed} {np}.", "I think everyone {verbed} {np}."),
    ("past", "thing", "Not one of us {verbed} {np}.", "Every one of us {verbed} {np}."),
    ("present", "thing", "I {dont} {advv}{verb} {np} anymore.", "I {advv}{verb} {np} more than ever."),
    ("any", "thing", "{subj} and I {dont} {verb} {np}.", "{subj} and I {verbed} {np}."),
]
NEGATION_REACTION = [
    ("any", "any", "{open}{i_not} {adv}{react} {np}{time}.", "{open}{i_be} {adv}{react} {np}{time}."),
    ("any", "any", "{subj} {bent} {adv}{react} {np}.", "{subj} {be} {adv}{react} {np}."),
    ("any", "any", "We {we_not} {adv}{react} {np}.", "We {we_be} {adv}{react} {np}."),
    ("past", "any", "I was never {react} {np}.", "I was always {react} {np}."),
    ("present", "any", "I'm no longer {react} {np}.", "I'm still {react} {np}."),
    ("past", "any", "I can't say I was {adv}{react} {np}.", "I can honestly say I was {adv}{react} {np}."),
    ("past", "any", "Nobody was {adv}{react} {np}.", "Everybody was {adv}{react} {np}."),
    ("past", "any", "I wasn't {react} {np} in the slightest.", "I was {react} {np} from the start."),
    ("past", "any", "At no point was I {react} {np}.", "From start to finish I was {react} {np}."),
    ("past", "any", "I wouldn't say I was {adv}{react} {np}.", "I would say I was {adv}{react} {np}."),
]


def _join(rows) -> list[str]:
    return ["|".join(row) for row in rows]


def _negation_slots(p: Picker, template: str, tense: str, domain: str, person: bool, label: str,
                    negated: bool) -> dict:
    need = slots_of(template)
    s: dict = {}
    s.update(be_forms(tense, "third", p))
    if need & {"i_be", "i_not"}:
        s["i_be"], s["i_not"] = first_person(tense, p)
    if need & {"we_be", "we_not"}:
        f = be_forms(tense, "we", p)
        s["we_be"], s["we_not"] = f["be"], f["bent"]
    s["find"] = "found" if tense == "past" else "find"
    s["seemed"] = "seemed" if tense == "past" else "seems"
    np = noun(p, domain, person, verbs=bool(need & {"verb", "verbed", "verbs", "react"}))
    s["np"] = np.plain
    if "subj" in need:
        s["subj"] = p.item("subjects").plain
    if "open" in need:
        s["open"] = optional(p, "fillers-opening", 0.2, after=" ")
    if "time" in need:
        s["time"] = optional(p, f"fillers-time-{tense}", 0.25, before=" ")
    if "paren" in need:
        s["paren"] = f", {p.item('fillers-parenthetical').plain},"
    word: Item | None = None
    if "adj" in need:
        word = adjective(p, np, label, person)
        s["adj"] = words(word, label)
    if need & {"verb", "verbed", "verbs"}:
        word = p.item(f"{pol(label)}-verbs")
        s["verb"] = words(word, label)
        s["verbed"] = words(Item(past_of(word.plain) if tense == "past" else word.plain, None, word.keys), label)
        s["verbs"] = words(Item(past_of(word.plain) if tense == "past" else third_of(word.plain), None,
                                word.keys), label)
    if "react" in need:
        word = p.item(f"{pol(label)}-reactions")
        s["react"] = words(word, label)
    if "adv" in need:
        s["adv"] = ""
        if p.chance(0.65):
            # Understatement reads well after a negator ("not particularly awful"), not without one.
            pool = "adverbs-after-negation" if negated and p.chance(0.45) else "adverbs-degree"
            plain = (word is not None and multiword(word)) or not negated
            s["adv"] = p.item(pool, (lambda it: it.plain in PHRASE_ADVERBS) if plain else None).plain + " "
    if "advv" in need:
        s["advv"] = optional(p, "adverbs-verb", 0.4, after=" ")
    return s


def build_negation(p: Picker, case: str) -> Draft:
    negated, sign = case.split(":")
    label = POS if sign == "+" else NEG
    family = p.choice(["negation-copula"] * 5 + ["negation-verb"] * 3 + ["negation-reaction"] * 2)
    tense, who, neg_t, ctl_t = p.template(family).split("|")
    tense = tense if tense != "any" else p.choice(["past", "past", "present"])
    template = neg_t if negated == "neg" else ctl_t
    domains = [d for d in DOMAINS if not (family == "negation-verb" and d in NO_VERBS)]
    domain = p.choice(domains)
    person = who == "any" and family != "negation-verb" and has_people(p, domain) and p.chance(0.2)
    slots = _negation_slots(p, template, tense, domain, person, label, negated == "neg")
    text = fill(template, **{k: v for k, v in slots.items() if k in slots_of(template)})
    if negated == "neg":
        label = NEG if label == POS else "NOT_NEGATIVE"
    return Draft(text, label, domain, style=review_style(p))


# ---------------------------------------------------------------- expectation reversal

# "sign|source|opener": sign any|+|- (which adjectives it takes); source self|others (who expected it).
EXPECTATION_OPENERS = [
    "any|self|I thought {np} would be {adv}{adj}", "any|self|I expected {np} to be {adv}{adj}",
    "any|others|I was told {np} was {adv}{adj}", "any|others|Everyone said {np} would be {adv}{adj}",
    "any|others|The reviews said {np} was {adv}{adj}", "+|others|My friends promised {np} would be {adv}{adj}",
    "any|self|I was sure {np} would be {adv}{adj}", "any|self|I assumed {np} would be {adv}{adj}",
    "-|others|We were warned {np} would be {adv}{adj}", "any|others|I had heard {np} was {adv}{adj}",
    "-|self|I was worried {np} would be {adv}{adj}", "+|self|I was hoping {np} would be {adv}{adj}",
    "any|self|Going in, I thought {np} would be {adv}{adj}", "any|others|{subj} swore {np} would be {adv}{adj}",
    "any|self|I was convinced {np} would be {adv}{adj}", "any|others|The guidebook said {np} would be {adv}{adj}",
    "-|others|I was dreading {np} because everyone said it would be {adv}{adj}",
    "any|self|I fully expected {np} to be {adv}{adj}",
]
# "source|tail": which openers a tail can follow (any, self, others).
EXPECTATION_TURNS = [
    "any|, but {it} {wasnt}.", "any|, but {it} {was} not.", "any|, but {it} {wasnt} at all.",
    "any|, but {it} turned out not to be.", "any|, but {it} really {wasnt}.", "any|. {it} {wasnt}.",
    "any|, but honestly, {it} {wasnt}.", "any|, but in the end {it} {wasnt}.", "any|, and {it} {wasnt}.",
    "any|, but that wasn't the case.", "any|, but nope, {it} {wasnt}.", "any|. Turns out {it} {wasnt}.",
    "any|, but {it} {wasnt}, not even slightly.", "any|. Well, {it} {wasnt}.", "self|, but I was wrong.",
    "others|, but they were wrong.",
]
EXPECTATION_CONFIRMS = [
    "any|, and {it} {was}.", "any|, and {it} really {was}.", "any|, and sure enough, {it} {was}.", "any|. {it} {was}.",
    "any|, and {it} certainly {was}.", "self|, and I was right.", "any|, and boy, {it} {was}.",
    "any|. And {it} {was}, every bit.", "any|, and {it} absolutely {was}.", "others|. They were right.",
    "others|, and they weren't wrong.",
]
EXPECTATION_OPPOSITES = [
    "any|, but {it} {was} actually {adv2}{adj2}.", "any|, but {it} turned out to be {adv2}{adj2}.",
    "any|. In fact, {it} {was} {adv2}{adj2}.", "any|, but to my surprise {it} {was} {adv2}{adj2}.",
    "any|. Instead, {it} {was} {adv2}{adj2}.", "any|, yet {it} {was} {adv2}{adj2}.",
]
# yes: the adjective applies ("I didn't expect it to be lovely, but it was"); no: it does not.
EXPECTATION_UNEXPECTED = [
    "yes|I didn't expect {np} to be {adv}{adj}, but {it} {was}.",
    "yes|I never thought {np} would be {adv}{adj}, but {it} {was}.",
    "yes|I didn't think {np} would be {adv}{adj}, but {it} really {was}.",
    "yes|Nobody told me {np} would be {adv}{adj}, but {it} {was}.",
    "yes|I had no idea {np} would be so {adj}.",
    "yes|I wasn't expecting {np} to be {adv}{adj}, but {it} {was}.",
    "yes|Who knew {np} would be so {adj}?",
    "no|I didn't expect {np} to be {adv}{adj}, and {it} {wasnt}.",
    "no|I never thought {np} would be {adv}{adj}, and {it} {wasnt}.",
    "no|I wasn't expecting {np} to be {adv}{adj}, and {it} {wasnt}.",
    "no|I didn't think {np} would be {adv}{adj}, and I was right: {it} {wasnt}.",
]


def _adverb_for(p: Picker, word: Item, pool: str = "adverbs-degree") -> str:
    allowed = (lambda it: it.plain in PHRASE_ADVERBS) if multiword(word) else None
    return p.item(pool, allowed).plain + " "


def _expectation_slots(p: Picker, domain: str, person: bool, label: str) -> dict:
    np = noun(p, domain, person)
    adj = adjective(p, np, label, person)
    if person:
        forms = {"it": "they", "was": "were", "wasnt": p.choice(["weren't", "were not"])}
    else:
        forms = {"it": "it", "was": "was", "wasnt": p.choice(["wasn't", "was not", "wasn't"])}
    return {"np": np.plain, "noun": np, "adj": words(adj, label),
            "adv": _adverb_for(p, adj, "adverbs-intensity") if p.chance(0.5) else "", "subj": p.item("subjects").plain,
            **forms}


def build_expectation(p: Picker, case: str) -> Draft:
    kind, sign = case.split(":")
    label = POS if sign == "+" else NEG
    negated = NEG if label == POS else "NOT_NEGATIVE"
    domain = p.choice(DOMAINS)
    person = has_people(p, domain) and p.chance(0.15)
    s = _expectation_slots(p, domain, person, label)
    if kind.startswith("unexpected"):
        answer = kind.split("-")[1]
        template = p.template("expectation-unexpected", lambda t: t.startswith(answer + "|")).split("|", 1)[1]
        result = label if answer == "yes" else negated
    else:
        opener_sign, source, opener = p.template(
            "expectation-openers", lambda t: t.split("|")[0] in ("any", sign)).split("|", 2)
        family, result = {"turn": ("expectation-turns", negated), "confirm": ("expectation-confirms", label),
                          "opposite": ("expectation-opposites", flip(label))}[kind]
        tail = p.template(family, lambda t: t.split("|")[0] in ("any", source)).split("|", 1)[1]
        template = opener + tail
        if kind == "opposite":
            other = adjective(p, s["noun"], flip(label), person)
            s["adj2"] = words(other, flip(label))
            s["adv2"] = _adverb_for(p, other, "adverbs-intensity") if p.chance(0.5) else ""
    text = fill(template, **{k: v for k, v in s.items() if k in slots_of(template)})
    return Draft(text, result, domain, style=review_style(p))


# ---------------------------------------------------------------- questions and answers

# The tag says what a question needs: np (it names a noun), or the verdict class of the domain it fits.
QA_POSITIVE = [
    "np|Do I {verb} {np}?", "np|Did I {verb} {np}?", "np|Did we {verb} {np}?", "np|Did {subj} {verb} {np}?",
    "np|Would I recommend {np}?", "np|Was {np} {adj}?", "np|Is {np} {adj}?", "np|Was {np} worth it?",
    "np|Is {np} any good?", "np|Am I {react} {np}?", "np|Was I {react} {np}?", "np|Did {np} live up to the hype?",
    "np|Would I call {np} {adj}?", "visit|Would I go back?", "buy|Would I buy it again?",
    "media|Would I give it another go?", "travel|Would I travel with them again?", "use|Would I use them again?",
    "paid|Was it worth the money?", "visit|Am I glad I went?", "any|Was it any good?",
    "any|Would I recommend it?", "enjoy|Did I enjoy it?", "np|Does {np} deserve the praise?",
]
QA_NEGATIVE = [
    "np|Did I {verb} {np}?", "np|Do I {verb} {np}?", "np|Was {np} {adj}?", "np|Is {np} {adj}?",
    "np|Was I {react} {np}?", "np|Am I {react} {np}?", "np|Did {np} let me down?",
    "np|Was {np} as bad as people say?", "np|Did {subj} {verb} {np}?", "np|Would I call {np} {adj}?",
    "paid|Was it a waste of money?", "buy|Do I regret buying it?", "visit|Do I regret going?",
    "any|Was it a disaster?", "any|Was it as bad as I feared?", "media|Was it a chore to get through?",
    "np|Did {np} disappoint?",
]
QA_FORMATS = [
    "{q} {a}", "{q}\n{a}", "{q} — {a}", "Me: {q} Also me: {a}", "{q} The honest answer: {a}",
    "{q} My answer? {a}", "Asked myself afterwards: {q} {a}", "{q} Simple. {a}", "{q} In a word: {a}",
]
QA_LEADS = [
    "So, {np}.", "A quick word about {np}.", "Right, {np}.", "Some thoughts on {np}.",
    "Review of {np}.", "Verdict on {np}:", "{np}, then.", "Update on {np}.", "Let's talk about {np}.",
]
QA_OPEN = [
    "Is {np} any good?", "Has anyone tried {np}? Is it {adj}?", "Does anyone know if {np} is {adj}?",
    "Thinking about trying {np}. Is it {adj}?", "Would you recommend {np}?", "Is {np} worth it?",
    "I wonder whether {np} is {adj}.", "Can anyone tell me if {np} is {adj}?", "Is {np} as {adj} as people say?",
    "Quick question: is {np} {adj}?", "Just wondering, was {np} {adj} when you went?", "Do you {verb} {np}?",
    "Did you {verb} {np}?", "Does {np} seem {adj} to you?", "Is it true that {np} is {adj}?",
    "How {adj} is {np}, honestly?", "Were you {react} {np}?", "Did your family {verb} {np}?",
    "Would your kids {verb} {np}?", "Is {np} {adj} or not?",
]


def _qa_slots(p: Picker, template: str, np: Item, label: str, it: bool) -> dict:
    """`it`: the lead-in named the noun, so the question says "it"."""
    need = slots_of(template)
    s: dict = {"np": "it" if it else np.plain}
    if "subj" in need:
        s["subj"] = p.item("subjects").plain
    if "verb" in need:
        s["verb"] = words(p.item(f"{pol(label)}-verbs"), label)
    if "adj" in need:
        s["adj"] = words(adjective(p, np, label), label)
    if "react" in need:
        s["react"] = words(p.item(f"{pol(label)}-reactions"), label)
    return {k: v for k, v in s.items() if k in need}


# What a lead-in may name before a question about the whole ("Right, the spa. Would I go back?").
QA_NOUN_KINDS = {"visit": {"place", "experience"}, "travel": {"experience", "process"}, "buy": {"device"},
                 "use": {"device", "process"}, "media": {"experience"}, "enjoy": {"experience", "food", "place"}}


def qa_fits(domain: str, tag: str, question: str) -> bool:
    """News and weather only take questions about an adjective or a reaction ("Was the forecast grim?")."""
    if domain in NO_VERBS:
        return tag == "np" and bool(slots_of(question) & {"adj", "react"})
    return tag in ("np", "enjoy") or tag in VERDICT_CLASSES[domain]


def build_qa(p: Picker, case: str) -> Draft:
    if case == "open":
        template = p.template("qa-open")
        domain = p.choice([d for d in DOMAINS if qa_fits(d, "np", template)])
        np = noun(p, domain, verbs="verb" in slots_of(template))
        text = fill(template, **_qa_slots(p, template, np, p.choice([POS, NEG]), False))
        return Draft(text, "NEUTRAL", domain, style=review_style(p))
    sign, answer = case.split(":")
    label = POS if sign == "+" else NEG
    tag, question = p.template("qa-positive" if sign == "+" else "qa-negative").split("|", 1)
    domain = p.choice([d for d in DOMAINS if qa_fits(d, tag, question)])
    kinds = QA_NOUN_KINDS.get(tag)
    np = p.item(f"nouns-{domain}", lambda it: (kinds is None or bool(kinds & set(it.tag.split())))
                and ("verb" not in slots_of(question) or bool(VERB_KINDS & set(it.tag.split()))))
    lead = None
    if tag != "np" or p.chance(0.25):
        lead = fill(p.template("qa-leads"), np=np.plain)
    q = fill(question, **_qa_slots(p, question, np, label, lead is not None))
    a = p.item("answers-yes" if answer == "yes" else "answers-no").plain
    template = p.template("qa-formats")
    if ": {a}" in template:
        a = a[0].lower() + a[1:]  # "The honest answer: no."
    body = fill(template, q=q, a=a)
    text = cat(lead, p.choice([" ", "\n"]), body) if lead is not None else body
    result = label if answer == "yes" else (NEG if label == POS else "NOT_NEGATIVE")
    return Draft(text, result, domain, style=review_style(p))


# ---------------------------------------------------------------- contrast

CONTRAST = [
    "{X}, but {Y}.", "{X}. However, {Y}.", "Although {X}, {Y}.", "{X}, yet {Y}.", "While {X}, {Y}.",
    "{X}. That said, {Y}.", "{X}. Still, {Y}.", "{X}. Even so, {Y}.", "{X} — but honestly, {Y}.",
    "Sure, {X}, but {Y}.", "{X}. In the end, though, {Y}.", "Even though {X}, {Y}.", "{X}. But {Y}.",
    "{X}; nevertheless, {Y}.", "I'll admit {X}, but {Y}.", "Yes, {X}. But {Y}.", "Granted, {X}. Still, {Y}.",
    "Okay, {X}, but {Y}.", "{X}, but all the same, {Y}.", "{X}. Despite that, {Y}.",
]


def aspect(p: Picker, domain: str, label: str, avoid: tuple[Item, ...] = ()) -> Item:
    sign = "+" if label == POS else "-"
    return p.item(f"aspects-{domain}", lambda it: it.tag == sign and not any(same_subject(it, o) for o in avoid))


def same_subject(a: Item, b: Item) -> bool:
    """"the jokes fell flat" and "the jokes landed": two aspects of one thing contradict each other."""
    return a.plain.split()[:2] == b.plain.split()[:2]


def verdict(p: Picker, domain: str, label: str) -> Item:
    classes = VERDICT_CLASSES[domain]
    return p.item(f"verdicts-{pol(label)}", lambda it: it.tag in classes)


def _lead_clause(p: Picker, domain: str, label: str, be: str) -> tuple[Piece, Item]:
    """The conceded part: an aspect, or a thing with a mild adjective (news and weather have no mild
    ones, and people's adjectives are not graded, so those concede an aspect)."""
    if p.chance(0.6) or domain in NO_VERBS:
        it = aspect(p, domain, label)
        return clause(words(it, label, whole=False), label), it
    np = noun(p, domain)
    adj = adjective(p, np, label, strength="mild")
    return clause(cat(np.plain, f" {be} ", words(adj, label)), label), np


def _main_clause(p: Picker, domain: str, label: str, lead: Item) -> Piece:
    """The part that decides: the verdict on the whole, alone or after an aspect of the same side."""
    # A news or weather verdict needs its own fact ("the factory will close and it's a blow").
    if p.chance(0.65) and domain not in NO_VERBS:
        return clause(words(verdict(p, domain, label), label, whole=False), label)
    detail, final = aspect(p, domain, label, (lead,)), verdict(p, domain, label)
    if set(detail.keys) & set(final.keys):
        raise Empty("the same word twice")  # "the morning was glorious and it turned into a glorious afternoon"
    return cat(clause(words(detail, label, whole=False), label), " and ",
               clause(words(final, label, whole=False), label))


def build_contrast(p: Picker, case: str) -> Draft:
    label = POS if case == "+" else NEG  # the dominant (main) clause's reading
    domain = p.choice(DOMAINS)
    be = p.choice(["was", "was", "is"])
    x, lead = _lead_clause(p, domain, flip(label), be)
    y = _main_clause(p, domain, label, lead)
    return Draft(fill(p.template("contrast"), X=x, Y=y), label, domain, style=review_style(p))


# ---------------------------------------------------------------- mixed

# "+|": the first parts must be the good ones ("Pros: …"); "any|": either side may come first.
MIXED_TWO_EACH = [
    "any|{A1} and {A2}, but {B1} and {B2}.", "any|{A1} and {A2}. On the other hand, {B1} and {B2}.",
    "+|Pros: {A1}, {A2}. Cons: {B1}, {B2}.", "any|{A1}; {B1}. {A2}; {B2}.",
    "+|{A1} and {A2}. Unfortunately, {B1} and {B2}.", "any|{A1}, {A2}. Then again, {B1}, and {B2}.",
    "+|On the plus side, {A1} and {A2}. On the downside, {B1} and {B2}.", "any|{A1} and {A2}, whereas {B1} and {B2}.",
    "+|The good: {A1}, and {A2}. The bad: {B1}, and {B2}.", "any|Where to start? {A1} and {A2}, but {B1} and {B2}.",
    "any|{A1}. {B1}. {A2}. {B2}.", "any|Mixed bag. {A1} and {A2}, but {B1} and {B2}.",
    "any|{A1}, and {A2}; at the same time, {B1}, and {B2}.",
]
MIXED_ONE_EACH = [
    "+|The good: {A1}. The bad: {B1}.", "+|On the plus side, {A1}. On the downside, {B1}.",
    "any|{A1}; on the other hand, {B1}.", "any|Mixed feelings: {A1}, {B1}.", "+|Half great, half awful: {A1}, {B1}.",
    "any|{A1}, whereas {B1}.", "any|{A1}. Then again, {B1}.",
]
# Two halves such as "superb pasta" / "dreadful service" or "loved the pool" / "hated the breakfast".
MIXED_HALVES = ["{HA}, {HB}.", "{HA} but {HB}.", "{HA}. {HB}.", "{HA}; {HB}.", "{HA} and {HB}.", "{HA}, {HB}!"]
# Controls: the same shapes with every part on one side ("+|" and "-|" fit one side only).
MIXED_CONTROLS = [
    "any|{A1}, {A2} and {A3}.", "any|{A1} and {A2}.", "any|{A1}; {A2}. {A3}.", "any|{A1}. {A2}. {A3}.",
    "+|Pros: {A1}, {A2}. Cons: honestly, nothing.", "-|Pros: not much. Cons: {A1}, {A2}.",
    "+|The good: {A1}. The bad: nothing at all.", "-|The good: nothing. The bad: {A1}, and {A2}.",
    "any|On top of that, {A1} and {A2}.", "any|{A1}, and {A2} as well.", "any|{A1} and {A2}, and {A3}.",
]


def _aspects(p: Picker, domain: str, label: str, n: int, avoid: list[Item]) -> list[Piece]:
    """n aspects of one side, none about the same thing as another aspect of the text."""
    sign = "+" if label == POS else "-"
    picked = p.items(f"aspects-{domain}", n, lambda it: it.tag == sign and not any(same_subject(it, o) for o in avoid))
    if any(same_subject(a, b) for i, a in enumerate(picked) for b in picked[i + 1 :]):
        raise Empty("two aspects of one thing")
    avoid += picked
    return [clause(words(it, label, whole=False), label) for it in picked]


def _halves(p: Picker, domain: str, a: str, b: str) -> tuple[Piece, Piece]:
    """"superb pasta" and "dreadful service", or "loved the pool" and "hated the breakfast"."""
    if p.chance(0.6):
        n1, n2 = p.items(f"nouns-{domain}", 2)
        adj_a = adjective(p, n1, a, strength="attributive")
        adj_b = adjective(p, n2, b, strength="attributive")
        if adj_a == adj_b:
            raise Empty("the same adjective twice")
        return (clause(cat(words(adj_a, a), " ", bare(n1)), a), clause(cat(words(adj_b, b), " ", bare(n2)), b))
    n1, n2 = p.items(f"nouns-{domain}", 2, lambda it: bool(VERB_KINDS & set(it.tag.split())))
    verb_a, verb_b = p.item(f"{pol(a)}-verbs"), p.item(f"{pol(b)}-verbs")
    if verb_a == verb_b:
        raise Empty("the same verb twice")
    past = [words(Item(past_of(v.plain), None, v.keys), side) for v, side in ((verb_a, a), (verb_b, b))]
    return (clause(cat(past[0], " ", n1.plain), a), clause(cat(past[1], " ", n2.plain), b))


def _halves_template(p: Picker, same_side: bool) -> str:
    """Two halves of one side are not joined with "but" ("touching documentary but entertaining script")."""
    return p.template("mixed-halves", (lambda t: " but " not in t) if same_side else None)


def build_mixed(p: Picker, case: str) -> Draft:
    domain = p.choice(DOMAINS)
    # News and weather have no nouns to praise in two words ("gorgeous morning, grim afternoon" aside).
    shape = p.choice(["two"] * 5 + ["one"] * 2 + ([] if domain in NO_VERBS else ["halves"] * 3))
    avoid: list[Item] = []
    if case == "mixed":
        if shape == "halves":
            first = p.choice([POS, NEG])
            ha, hb = _halves(p, domain, first, flip(first))
            text = fill(_halves_template(p, False), HA=ha, HB=hb)
        else:
            n = 2 if shape == "two" else 1
            order, template = p.template("mixed-two-each" if n == 2 else "mixed-one-each").split("|", 1)
            first = POS if order == "+" else p.choice([POS, NEG])  # "Pros: …" and "The good: …" come first
            a, b = _aspects(p, domain, first, n, avoid), _aspects(p, domain, flip(first), n, avoid)
            text = fill(template, A1=a[0], B1=b[0], **({"A2": a[1], "B2": b[1]} if n == 2 else {}))
        return Draft(text, "MIXED", domain, style=review_style(p))
    label = POS if case == "+" else NEG
    if shape == "halves":
        ha, hb = _halves(p, domain, label, label)
        text = fill(_halves_template(p, True), HA=ha, HB=hb)
    else:
        template = p.template("mixed-controls", lambda t: t.split("|")[0] in ("any", case)).split("|", 1)[1]
        parts = _aspects(p, domain, label, sum(1 for n in slots_of(template) if n.startswith("A")), avoid)
        text = fill(template, **{f"A{i + 1}": part for i, part in enumerate(parts)})
    return Draft(text, label, domain, style=review_style(p))


# ---------------------------------------------------------------- irony

# <…> marks the frame's own words as a clause read POSITIVE; {S} is the situation, {C} a closer.
IRONY_FRAMES = [
    "<Oh {ex}>, {S}.", "<{ex}>, {S}.", "<{ex}>. {S}.", "<Love how> {S}.", "<Love that> {S}.", "<So {glad}> {S}.",
    "{S}. {C}", "{S}. <{ex}. Just {ex}>.", "{S}. <{ex} start to the {period}>.", "Wow, {S}. {C}",
    "<Just {ex}>: {S}.", "<Well, this is {ex}>. {S}.", "<{ex} news, everyone>: {S}.", "<Absolutely loving that> {S}.",
    "{S}, <which is just {ex}>.", "{S}! <{ex}>!", "<I'm so {glad} that> {S}.", "<{ex}>! {S}! {C}",
    "<Really {glad} that> {S}.", "<Could today get any better>? {S}.", "{S}... <{ex}>.", "<What a {ex} {period}>: {S}.",
]
# <…> marks the frame's own words as a clause read NEGATIVE.
IRONY_PLAIN_NEGATIVE = [
    "{S}. {C}", "<Ugh>, {S}.", "{S}, <so {complaint}>.", "<Can't believe> {S}. {C}", "{S} <and I'm {feeling}>.",
    "{S}. <Not {ex}>.", "And now {S}. {C}", "Of course {S}.", "Typical. {S}.", "{S}. <I could cry>.",
    "{S}. <This is so {complaint}>.", "<Honestly so {complaint}>: {S}.", "{S}, <and I'm so {feeling}>.",
]
PERIODS = ("day", "week", "weekend", "morning", "Monday")


def _decorate(p: Picker, text: Piece, kind: str) -> Piece:
    """Tweet surface: @user first, hashtags and emoji last (verbatim: never re-cased)."""
    if p.chance(0.22):
        text = cat(Seg("@user ", verbatim=True), text)
    tail: list[Piece] = []
    if p.chance(0.35):
        tags = p.items(f"hashtags-{kind}", p.choice([1, 1, 2]))
        tail.append(piece(Seg(" " + " ".join(t.plain for t in tags), verbatim=True)))
    if p.chance(0.35):
        tail.append(piece(Seg(" " + p.item(f"emoji-{kind}").plain, verbatim=True)))
    if len(tail) == 2 and p.chance(0.5):
        tail.reverse()
    return cat(text, *tail)


def build_irony(p: Picker, case: str) -> Draft:
    bad = case in ("ironic", "plain-negative")
    situation = p.item("situations-bad" if bad else "situations-good")
    s_label = NEG if bad else POS
    s = clause(words(situation, s_label, whole=False), s_label)
    if case == "plain-negative":
        template = p.template("irony-plain-negative")
        need = slots_of(template)
        slots: dict = {"S": s}
        if "C" in need:
            slots["C"] = clause(words(p.item("negative-closers"), NEG, whole=False), NEG)
        if "complaint" in need:
            slots["complaint"] = words(p.item("complaint-adjectives"), NEG)
        if "feeling" in need:
            slots["feeling"] = words(p.item("complaint-feelings"), NEG)
        if "ex" in need:
            slots["ex"] = words(p.item("exclamations-positive"), POS)
        text = fill(template, mark=NEG, **{k: v for k, v in slots.items() if k in need})
        label, irony, kind = NEG, 0, "negative"
    else:
        template = p.template("irony-frames")
        need = slots_of(template)
        slots = {"S": s, "period": p.choice(PERIODS)}
        if "C" in need:
            slots["C"] = clause(words(p.item("positive-closers"), POS, whole=False), POS)
        if "ex" in need:
            consonant = (lambda it: it.plain[0] not in "aeiou") if "a {ex}" in template else None
            slots["ex"] = words(p.item("exclamations-positive", consonant), POS)
        if "glad" in need:
            slots["glad"] = words(p.item("delight-words"), POS)
        text = fill(template, mark=POS, **{k: v for k, v in slots.items() if k in need})
        label, irony, kind = (NEG, 1, "irony") if bad else (POS, 0, "positive")
    if p.chance(0.45):
        text = _decorate(p, text, kind)
    return Draft(text, label, situation.tag or "life", irony=irony, style=tweet_style(p))


# ---------------------------------------------------------------- diary emotion

EMOTION_POLARITY = {"joy": POS, "sadness": NEG, "anger": NEG, "fear": NEG, "disgust": NEG, "surprise": None}
# Optional slots ({why}, {tail}) bring their own leading space, so an empty one leaves none behind.
# "i feel …" rather than "i am …": "i am lost" or "i am useless" says something else.
DIARY = [
    "i feel {int}{f}{why}", "i'm feeling {int}{f}{why}", "i have been feeling {int}{f} {since}",
    "i felt {int}{f} {when}", "{clause} and i feel {int}{f}", "{clause} and now i feel {int}{f}{tail}",
    "i can't stop feeling {f}{why}", "i woke up feeling {int}{f}{tail}",
    "i still feel {int}{f} when i think about how {clause}", "honestly i just feel {int}{f}{tail}",
    "i feel {int}{f} that {clause}", "i am feeling {int}{f}{why}", "i feel {int}{f} {about}{tail}",
    "after everything that happened this week i just feel {f}", "i was feeling {int}{f}{why} so i {activity}",
    "i know it's silly but i feel {int}{f}{why}", "i keep feeling {f}{why}", "today i felt {int}{f} {when}",
    "{clause} which left me feeling {int}{f}", "part of me feels {f}{why}", "i can't help feeling {int}{f}{why}",
    "i can't believe {clause} i feel {int}{f}", "i felt so {f} when {clause}", "{clause} and i honestly feel {f}",
    "i still can't believe {clause} i feel {int}{f}", "i've been feeling {int}{f} all day{why}",
    "not going to lie i feel {int}{f}{tail}", "i feel {int}{f}{why}{tail}",
    "past|ever since {clause} i have felt {int}{f}", "i don't know why but i feel {int}{f}{tail}",
]
DIARY_SELF_BLAME = [
    "i feel {int}{f} {for}", "i'm {int}{f} {for}", "i feel {int}{f} {for}{tail}", "i still feel {f} {for}",
    "honestly i feel {int}{f} {for}", "i can't stop feeling {f} {for}", "part of me feels {f} {for}",
]
# "act|": a day's plain doings; "plan|": plans, some with "i feel like" (which names no feeling).
DIARY_NEUTRAL = [
    "act|today i {a} and then {b}", "act|this morning i {a}", "act|{a}, then {b}, then {c}",
    "act|not much to report i {a} and {b}", "act|after work i {a}", "act|i {a} and {b} and now i'm going to bed",
    "act|in the afternoon i {a} and {b}", "act|woke up early, {a} and {b}", "act|yesterday i {a}, today i {b}",
    "act|quiet day, {a} and {b}", "act|first i {a}, then i {b}", "act|on my lunch break i {a}",
    "act|this evening i {a} and {b}", "act|i {a} on the way home",
    "plan|i feel like i should {plan}", "plan|i need to {plan} tomorrow", "plan|tomorrow i will {plan}",
    "plan|i might {plan} later", "plan|i think i will {plan} at some point",
    "plan|i have been meaning to {plan} for a while", "plan|i feel like i might {plan} this weekend",
    "plan|note to self: {plan}", "plan|i {a} and now i need to {plan}", "plan|i feel like i ought to {plan} soon",
]


# Feelings and the reasons that fit them: "i feel so loved because my partner remembered our
# anniversary", not "… because i passed my driving test". (emotion → (feelings, reasons, share)).
DIARY_KINDS = {
    "joy": [("feelings-joy", "reasons-joy", 0.8), ("feelings-joy-loved", "reasons-joy-loved", 0.2)],
    "sadness": [("feelings-sadness", "reasons-sadness", 1.0)],
    "anger": [("feelings-anger", "reasons-anger", 1.0)],
    "fear": [("feelings-fear", "reasons-fear", 1.0)],
    "disgust": [("feelings-disgust", "reasons-disgust", 0.75),
                ("feelings-disgust-unclean", "reasons-disgust-unclean", 0.25)],
    # Wonder for good news, shock for bad ("i feel wowed that the rent went up" reads wrong).
    "surprise": [("feelings-surprise", "reasons-surprise-{valence}", 0.6),
                 ("feelings-surprise-{valence}", "reasons-surprise-{valence}", 0.4)],
}
# A surprise word's own polarity, where it has one ("wowed", "blindsided"); "stunned" has none.
FEELING_POLARITY = {"feelings-surprise-good": POS, "feelings-surprise-bad": NEG}
# Feelings that take "about the wedding" (not "i feel cherished about the results").
TOPICAL = {"feelings-joy", "feelings-sadness", "feelings-anger", "feelings-fear"}


def _diary_slots(p: Picker, template: str, emotion: str, valence: str | None) -> dict:
    need = slots_of(template)
    s: dict = {}
    r = p.rng.random()
    for feelings, reason, share in DIARY_KINDS[emotion]:
        if r < share:
            break
        r -= share
    reason = reason.format(valence=valence)
    feelings = feelings.format(valence=valence)
    topical = feelings in TOPICAL
    reasoned = True
    if "f" in need:
        feeling = p.item("feelings-sadness-self-blame" if "for" in need else feelings)
        s["f"] = words(feeling, FEELING_POLARITY.get(feelings, EMOTION_POLARITY[emotion]))
        # "i feel sad that …", "i feel nervous about …"; not "i feel isolated that …".
        reasoned = normalise(feeling.plain) in p.lex.filters["filter-feelings-taking-a-reason"]
        if not reasoned and ("that {clause}" in template or "about" in need):
            raise Empty("this feeling takes no 'that' or 'about'")
        s["int"] = ""
        if p.chance(0.7):
            allowed = (lambda it: it.plain in PHRASE_INTENSIFIERS) if multiword(feeling) else None
            s["int"] = p.item("diary-intensifiers", allowed).plain + " "
    if "clause" in need:
        s["clause"] = p.item(reason).plain
    if "why" in need:
        # "after" and "about" need a past event or a topic: fear's reasons are often still ahead.
        options = ["because", "since", "tail", "none"]
        options += [] if emotion == "fear" else ["after"]
        options += ["about", "that"] if topical and reasoned else ["that"] if reasoned else []
        how = p.choice(options)
        if how == "about":
            s["why"] = " about " + p.item("diary-topics").plain
        elif how == "tail":
            s["why"] = " " + p.item("diary-tails").plain
        elif how == "none":
            s["why"] = ""
        else:
            s["why"] = f" {how} {p.item(reason).plain}"
    if "since" in need:
        if p.chance(0.75):
            s["since"] = "since " + p.item(reason).plain
        else:
            s["since"] = p.choice(["all week", "for days now", "since the weekend", "for a while"])
    if "when" in need:
        connective = "because" if emotion == "fear" else p.choice(["when", "after", "because"])
        s["when"] = f"{connective} {p.item(reason).plain}"
    if "about" in need:
        if not topical:
            raise Empty("no topics for these feelings")
        s["about"] = "about " + p.item("diary-topics").plain
    if "tail" in need:
        s["tail"] = " " + p.item("diary-tails").plain if p.chance(0.7) else ""
    if "activity" in need:
        s["activity"] = p.item("diary-activities").plain
    if "for" in need:
        s["for"] = p.item("reasons-self-blame").plain
    return s


def diary_style(p: Picker) -> Style:
    if p.chance(0.75):
        return Style(sentence_case=False, lower=True, drop_apostrophes=p.chance(0.55))
    return Style()


def _diary_text(p: Picker, emotion: str, valence: str | None) -> Piece:
    if emotion == "sadness" and p.chance(0.2):
        template = p.template("diary-self-blame")
    else:
        # Fear's reasons may still lie ahead ("the interview is tomorrow"): no "ever since" for them.
        template = p.template("diary", lambda t: not (emotion == "fear" and t.startswith("past|")))
        template = template.split("|", 1)[-1]
    s = _diary_slots(p, template, emotion, valence)
    text = fill(template, **{k: v for k, v in s.items() if k in slots_of(template)})
    return cat(text, p.choice(["", "", "", ".", ".", "!" if emotion in ("joy", "surprise", "anger") else "."]))


def build_diary_emotion(p: Picker, case: str) -> Draft:
    if case == "neutral":
        return _diary_neutral(p, "emotion")
    valence = p.choice(["good", "bad"]) if case == "surprise" else None
    return Draft(_diary_text(p, case, valence), case, "diary", task="emotion", style=diary_style(p))


def build_diary_sentiment(p: Picker, case: str) -> Draft:
    if case == "neutral":
        return _diary_neutral(p, "sentiment")
    emotion, _, valence = case.partition(":")
    label = EMOTION_POLARITY[emotion] or (POS if valence == "good" else NEG)
    return Draft(_diary_text(p, emotion, valence or None), label, "diary", style=diary_style(p))


def _diary_neutral(p: Picker, task: str) -> Draft:
    template = p.template("diary-neutral").split("|", 1)[1]
    need = slots_of(template)
    s: dict = {}
    acts = [k for k in ("a", "b", "c") if k in need]
    if acts:
        s.update({k: it.plain for k, it in zip(acts, p.items("diary-activities", len(acts)))})
    if "plan" in need:
        s["plan"] = p.item("diary-plans").plain
    text = cat(fill(template, **s), p.choice(["", "", "."]))
    return Draft(text, "neutral" if task == "emotion" else "NEUTRAL", "diary", task=task, style=diary_style(p))


# ---------------------------------------------------------------- the generator

FAMILIES: dict[str, list[str]] = {
    "negation-copula": _join(NEGATION_COPULA), "negation-verb": _join(NEGATION_VERB),
    "negation-reaction": _join(NEGATION_REACTION),
    "expectation-openers": EXPECTATION_OPENERS, "expectation-turns": EXPECTATION_TURNS,
    "expectation-confirms": EXPECTATION_CONFIRMS, "expectation-opposites": EXPECTATION_OPPOSITES,
    "expectation-unexpected": EXPECTATION_UNEXPECTED,
    "qa-positive": QA_POSITIVE, "qa-negative": QA_NEGATIVE, "qa-formats": QA_FORMATS, "qa-leads": QA_LEADS,
    "qa-open": QA_OPEN, "contrast": CONTRAST,
    "mixed-two-each": MIXED_TWO_EACH, "mixed-one-each": MIXED_ONE_EACH, "mixed-halves": MIXED_HALVES,
    "mixed-controls": MIXED_CONTROLS, "irony-frames": IRONY_FRAMES, "irony-plain-negative": IRONY_PLAIN_NEGATIVE,
    "diary": DIARY, "diary-self-blame": DIARY_SELF_BLAME, "diary-neutral": DIARY_NEUTRAL,
}


@dataclass
class Category:
    name: str
    task: str
    build: Callable[[Picker, str], Draft]
    size: int  # train examples; dev adds DEV_SIZE of that
    cases: dict[str, float]  # what to build, by share


CATEGORIES = [
    Category("negation", "sentiment", build_negation, 8000,
             {"neg:+": 0.31, "neg:-": 0.31, "ctl:+": 0.19, "ctl:-": 0.19}),
    Category("expectation", "sentiment", build_expectation, 2500,
             {"turn:+": 0.26, "turn:-": 0.26, "confirm:+": 0.09, "confirm:-": 0.08, "opposite:+": 0.06,
              "opposite:-": 0.06, "unexpected-yes:+": 0.08, "unexpected-yes:-": 0.04, "unexpected-no:+": 0.04,
              "unexpected-no:-": 0.03}),
    Category("qa", "sentiment", build_qa, 3000,
             {"+:yes": 0.22, "+:no": 0.28, "-:yes": 0.12, "-:no": 0.13, "open": 0.25}),
    Category("contrast", "sentiment", build_contrast, 5000, {"+": 0.5, "-": 0.5}),
    Category("mixed", "sentiment", build_mixed, 3000, {"mixed": 0.64, "+": 0.18, "-": 0.18}),
    Category("irony", "sentiment", build_irony, 8000, {"ironic": 0.5, "plain-positive": 0.25, "plain-negative": 0.25}),
    Category("diary", "emotion", build_diary_emotion, 12000,
             {**{e: 11000 / 6 / 12000 for e in EMOTION_POLARITY}, "neutral": 1000 / 12000}),
    Category("diary", "sentiment", build_diary_sentiment, 2000,
             {"joy": 0.22, "surprise:good": 0.08, "sadness": 0.12, "anger": 0.12, "fear": 0.12, "disgust": 0.08,
              "surprise:bad": 0.01, "neutral": 0.25}),
]


def _schedule(rng: random.Random, cases: dict[str, float], n: int) -> list[str]:
    """Exactly n cases in the given shares (largest remainder), in a shuffled order."""
    total = sum(cases.values())
    raw = {c: n * w / total for c, w in cases.items()}
    counts = {c: int(v) for c, v in raw.items()}
    for c in sorted(raw, key=lambda c: counts[c] - raw[c])[: n - sum(counts.values())]:
        counts[c] += 1
    order = [c for c in cases for _ in range(counts[c])]
    rng.shuffle(order)
    return order


@dataclass
class Provenance:
    used: list[tuple[str, Item]]  # (word list or template family, item)
    kinds: list[tuple[str, str | None, str]]  # per span: ("word", key, surface) or ("clause", None, surface)
    case: str


def generate_with_provenance(seed: int = 0) -> list[tuple[dict, Provenance]]:
    rng = random.Random(seed)
    lex = Lexicon(FAMILIES)
    out: list[tuple[dict, Provenance]] = []
    seen: set[tuple[str, str]] = set()
    for cat_ in CATEGORIES:
        for split, n in (("train", cat_.size), ("dev", round(cat_.size * DEV_SIZE))):
            for case in _schedule(rng, cat_.cases, n):
                for _ in range(300):
                    p = Picker(lex, split, rng)
                    try:
                        draft = cat_.build(p, case)
                    except Empty:
                        continue
                    r = render(draft.piece, draft.style)
                    key = (draft.task, r.text.lower())
                    if key in seen:
                        continue
                    seen.add(key)
                    example = {"text": r.text, "task": draft.task, "label": draft.label, "category": cat_.name,
                               "domain": draft.domain, "split": split, "spans": r.spans, "irony": draft.irony}
                    out.append((example, Provenance(p.used, r.kinds, case)))
                    break
                else:
                    raise RuntimeError(f"{cat_.name} ({cat_.task}, {split}): no new {case!r} example in 300 tries")
    return out


def generate(seed: int = 0) -> list[dict]:
    """Every synthetic example, train and dev, deterministic for the seed."""
    return [example for example, _ in generate_with_provenance(seed)]
