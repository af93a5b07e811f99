"""Text assembled from labelled segments, so every span of a generated example is exact.

A Piece is a run of segments plus clause ranges over them. A segment can carry a word span (a
lexicon word and its out-of-context polarity). Style changes (sentence case, lower case, dropped
apostrophes, a dropped full stop) are applied segment by segment before the offsets are counted, so
the spans stay on their words whatever the surface.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .synthetic_lexicon import BRACKETED, Item, normalise

SLOT = re.compile(r"\{(\w+)\}|<|>")
PRONOUN_I = re.compile(r"\bi(?=\b|'|’)")
TRIM = " ,.;:!?\n—–-…"


@dataclass
class Seg:
    text: str
    label: str | None = None  # a word span's polarity
    key: str | None = None  # the lexicon key of a word span
    verbatim: bool = False  # @user, hashtags, emoji: never re-cased


@dataclass
class Piece:
    segs: list[Seg] = field(default_factory=list)
    clauses: list[tuple[int, int, str]] = field(default_factory=list)  # [first seg, last seg + 1), label



def piece(x) -> Piece:
    if isinstance(x, Piece):
        return x
    if isinstance(x, Seg):
        return Piece([x])
    return Piece([Seg(str(x))])


def _append(out: Piece, part) -> None:
    p = piece(part)
    base = len(out.segs)
    out.segs.extend(p.segs)
    out.clauses.extend((a + base, b + base, label) for a, b, label in p.clauses)


def cat(*parts) -> Piece:
    out = Piece()
    for part in parts:
        _append(out, part)
    return out


def clause(x, label: str) -> Piece:
    p = piece(x)
    return Piece(p.segs, [*p.clauses, (0, len(p.segs), label)])


def fill(template: str, mark: str | None = None, **slots) -> Piece:
    """`{name}` takes slots[name]; `<…>` marks a clause read as `mark` (the template's own words)."""
    out = Piece()
    opened: list[int] = []
    pos = 0
    for m in SLOT.finditer(template):
        if m.start() > pos:
            _append(out, template[pos : m.start()])
        if m.group(1):
            _append(out, slots[m.group(1)])
        elif m.group(0) == "<":
            opened.append(len(out.segs))
        else:
            if mark is None:
                raise ValueError(f"clause marks need a label: {template!r}")
            out.clauses.append((opened.pop(), len(out.segs), mark))
        pos = m.end()
    if pos < len(template):
        _append(out, template[pos:])
    return out


def words(item: Item, label: str | None, whole: bool = True) -> Piece:
    """An item as segments: its bracketed words carry `label`; with no brackets, the whole item does
    (a word list's word) or nothing does (`whole=False`: a phrase such as a situation or a closer)."""
    if label is None or (not whole and not BRACKETED.search(item.text)):
        return piece(item.plain)
    if not BRACKETED.search(item.text):
        return piece(Seg(item.text, label, item.keys[0]))
    out = Piece()
    pos = 0
    for m in BRACKETED.finditer(item.text):
        if m.start() > pos:
            _append(out, item.text[pos : m.start()])
        _append(out, Seg(m.group(1), label, normalise(m.group(1))))
        pos = m.end()
    if pos < len(item.text):
        _append(out, item.text[pos:])
    return out


@dataclass
class Style:
    sentence_case: bool = True  # capitals at the start and after . ! ?, and "I"
    lower: bool = False
    drop_apostrophes: bool = False
    drop_final_stop: bool = False


@dataclass
class Rendered:
    text: str
    spans: list[dict]
    # Per span: ("word", key, surface) or ("clause", None, surface); for the tests' checks.
    kinds: list[tuple[str, str | None, str]]


def _cased(segs: list[Seg], style: Style) -> list[str]:
    texts = [s.text for s in segs]
    if style.lower:
        return [t if s.verbatim else t.lower() for s, t in zip(segs, texts)]
    if not style.sentence_case:
        return texts
    texts = [t if s.verbatim else PRONOUN_I.sub("I", t) for s, t in zip(segs, texts)]
    state = "cap"
    for i, s in enumerate(segs):
        if s.verbatim:
            continue
        chars = list(texts[i])
        for j, ch in enumerate(chars):
            if ch.isalpha() or ch.isdigit():
                if state == "cap" and ch.isalpha():
                    chars[j] = ch.upper()
                state = "word"
            elif ch in ".!?\n":
                state = "end" if ch != "\n" else "cap"
            elif ch.isspace():
                state = "cap" if state in ("end", "cap") else state
            elif state == "end":
                state = "word"
        texts[i] = "".join(chars)
    return texts


def render(p: Piece, style: Style) -> Rendered:
    texts = _cased(p.segs, style)
    if style.drop_apostrophes:
        texts = [t if s.verbatim else re.sub(r"['’]", "", t) for s, t in zip(p.segs, texts)]
    if style.drop_final_stop:
        last = max((i for i, t in enumerate(texts) if t.strip()), default=None)
        if last is not None and not p.segs[last].verbatim and texts[last].rstrip().endswith("."):
            stripped = texts[last].rstrip()
            texts[last] = stripped[:-1] if not stripped.endswith("..") else stripped
    starts = []
    pos = 0
    for t in texts:
        starts.append(pos)
        pos += len(t)
    text = "".join(texts)
    found: list[tuple[int, int, str, tuple]] = []
    for i, s in enumerate(p.segs):
        if s.label is not None and texts[i]:
            found.append((starts[i], starts[i] + len(texts[i]), s.label, ("word", s.key, texts[i])))
    for a, b, label in p.clauses:
        start = starts[a]
        end = starts[b - 1] + len(texts[b - 1]) if b > a else start
        while start < end and text[start] in TRIM:
            start += 1
        while end > start and text[end - 1] in TRIM:
            end -= 1
        if end > start:
            found.append((start, end, label, ("clause", None, text[start:end])))
    found.sort(key=lambda f: (f[0], -f[1]))
    return Rendered(
        text,
        [{"start": a, "end": b, "label": label} for a, b, label, _ in found],
        [kind for *_, kind in found],
    )
