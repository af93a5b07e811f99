"""The synthetic data's word lists (data/synthetic/*.txt) and template families, each split once into
a train part and a held-out dev part.

Dev examples are built only from dev items and train examples only from train items, so the dev
figures measure whether the model learned the construction (negation, contrast, irony …) rather than
the words. A word can sit in several lists ("lovely" is a hotel aspect's word, a general adjective and
a people adjective); the split is decided per *key* (the word itself, or the bracketed words of a
phrase), so it lands on the same side in every list.

File format: one item a line; blank lines and lines starting with "#" are skipped. `[word]` marks
the sentiment-bearing words of a phrase (they get word spans); aspects-*.txt lines start with "+ " or
"- " (the clause's polarity); situations-*.txt and verdicts-*.txt lines start with "tag: " (a domain
or a class of domains); nouns-*.txt lines end with " | kinds", the adjective lists that describe the
noun without sounding odd (experience, place, food, device, process; weather and news take only theirs).
filter-*.txt lists are never drawn from; they say which items of other lists may take a construction.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path

DATA_DIR = Path(__file__).resolve().parents[1] / "data" / "synthetic"
DEV_WORD_SHARE = 0.15
DEV_TEMPLATE_SHARE = 0.12
BRACKETED = re.compile(r"\[([^\]]+)\]")
TAGGED_FILES = ("situations-", "verdicts-")
SIGNED_FILES = ("aspects-",)
NOUN_FILES = ("nouns-",)
FILTER_FILES = ("filter-",)  # not drawn from: they say which items of other lists may do something


def normalise(text: str) -> str:
    """How a key or a span's surface is compared: case and apostrophes ignored (diary style drops them)."""
    return re.sub(r"['’]", "", text.lower()).strip()


def _hash(key: str) -> int:
    return int(hashlib.sha1(f"sentilog-synthetic/{key}".encode("utf8")).hexdigest()[:15], 16)


@dataclass(frozen=True)
class Item:
    text: str  # the line without its tag; brackets kept
    tag: str | None  # "+" / "-" for aspects, the "tag:" of situations and verdicts, a noun's kinds
    keys: tuple[str, ...]

    @property
    def plain(self) -> str:
        return BRACKETED.sub(r"\1", self.text)


def parse_line(line: str, filename: str) -> Item:
    tag = None
    if filename.startswith(SIGNED_FILES):
        tag, line = line[0], line[2:]
        if tag not in "+-":
            raise ValueError(f"{filename}: an aspect starts with '+ ' or '- ': {line!r}")
    elif filename.startswith(TAGGED_FILES):
        tag, line = (part.strip() for part in line.split(":", 1))
    elif filename.startswith(NOUN_FILES):
        line, tag = (part.strip() for part in line.split("|", 1))
    words = BRACKETED.findall(line)
    keys = tuple(normalise(w) for w in words) if words else (normalise(line),)
    return Item(line.strip(), tag, keys)


def template_item(template: str) -> Item:
    # Keyed by the text alone: a shape shared by two families ("{S}. {C}") falls on one side in both.
    return Item(template, None, (f"template/{template}",))


def split_keys(pools: dict[str, list[Item]], share: float) -> dict[str, str]:
    """Key → "train" | "dev". Smaller pools choose first, so each gets close to its share even where
    a bigger list holds the same words; within a pool the items with the lowest hash go to dev."""
    decided: dict[str, str] = {}
    for name in sorted(pools, key=lambda n: (len(pools[n]), n)):
        items = pools[name]
        want = max(1, round(share * len(items))) if len(items) >= 2 else 0
        have = sum(1 for it in items if all(decided.get(k) == "dev" for k in it.keys))
        for it in sorted(items, key=lambda it: (_hash(it.keys[0]), it.text)):
            undecided = [k for k in it.keys if k not in decided]
            if not undecided:
                continue
            side = "dev" if have < want and all(decided.get(k, "dev") == "dev" for k in it.keys) else "train"
            for k in undecided:
                decided[k] = side
            have += side == "dev"
    return decided


class Lexicon:
    """Every word list and template family, with its train and dev parts."""

    def __init__(self, families: dict[str, list[str]], data_dir: Path = DATA_DIR):
        self.pools: dict[str, list[Item]] = {}
        self.filters: dict[str, set[str]] = {}
        for path in sorted(data_dir.glob("*.txt")):
            lines = path.read_text(encoding="utf8").split("\n")
            if path.name.startswith(FILTER_FILES):
                self.filters[path.stem] = {normalise(l) for l in lines if l.strip() and not l.startswith("#")}
                continue
            items = [parse_line(l.strip(), path.name) for l in lines if l.strip() and not l.startswith("#")]
            seen: dict[str, Item] = {}
            for it in items:
                if it.text in seen:
                    raise ValueError(f"{path.name}: {it.text!r} is listed twice")
                seen[it.text] = it
            self.pools[path.stem] = items
        self.templates = {name: [template_item(t) for t in ts] for name, ts in families.items()}
        self.sides = split_keys(self.pools, DEV_WORD_SHARE)
        # A template's "tag|" prefix says what it fits (a polarity, a tense, a domain class); each tag
        # holds out its own share, so a builder that filters by tag still finds dev templates.
        strata: dict[str, list[Item]] = {}
        for name, items in self.templates.items():
            for it in items:
                strata.setdefault(f"{name}/{it.text.split('|')[0] if '|' in it.text else ''}", []).append(it)
        self.sides.update(split_keys(strata, DEV_TEMPLATE_SHARE))
        self._parts: dict[tuple[str, str], list[Item]] = {}
        for name, items in [*self.pools.items(), *self.templates.items()]:
            for split in ("train", "dev"):
                self._parts[name, split] = [it for it in items if self.side(it) == split]

    def side(self, item: Item) -> str | None:
        """"train" or "dev"; None for a phrase whose words fell on both sides (used by neither)."""
        sides = {self.sides[k] for k in item.keys}
        return sides.pop() if len(sides) == 1 else None

    def part(self, pool: str, split: str) -> list[Item]:
        if (pool, "train") not in self._parts:
            raise KeyError(f"no word list or template family called {pool!r}")
        return self._parts[pool, split]

    def names(self, prefix: str) -> list[str]:
        return sorted(n for n in self.pools if n.startswith(prefix))
