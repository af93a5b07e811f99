"""Span supervision: labels for parts of a text, read from the text's own encoder pass.

The heads are linear over the mean of the last layer's token vectors, so the mean over any span of
tokens is a reading of that part of the text in its context, at no extra cost. Training the heads on
labelled spans (every phrase of an SST tree, each clause and sentiment word of the synthetic cases)
teaches the per-token shares that the service shows as highlights to point the way people read the
words, and lets the service read a text's clauses from the same pass (the Mixed rule).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass
class TreeSentence:
    text: str
    label: int
    # (start, end, label) in characters of `text`, every labelled phrase but the whole sentence.
    phrases: list[tuple[int, int, int]]


def parse_tree(line: str) -> TreeSentence:
    """One PTB-style SST tree: its leaves joined by single spaces, and each phrase's character span."""
    words: list[str] = []
    starts: list[int] = []
    offset = 0
    stack: list[tuple[int, int]] = []  # (label, index of the phrase's first word)
    phrases: list[tuple[int, int, int]] = []
    i = 0
    while i < len(line):
        ch = line[i]
        if ch == "(":
            j = line.index(" ", i)
            stack.append((int(line[i + 1 : j]), len(words)))
            i = j + 1
        elif ch == ")":
            label, first = stack.pop()
            last = len(words) - 1
            start = starts[first]
            end = starts[last] + len(words[last])
            phrases.append((start, end, label))
            i += 1
        elif ch == " ":
            i += 1
        else:
            j = i
            while j < len(line) and line[j] not in "()":
                j += 1
            word = line[i:j].strip()
            starts.append(offset)
            words.append(word)
            offset += len(word) + 1
            i = j
    text = " ".join(words)
    root = phrases.pop()  # the last phrase closed is the whole sentence
    return TreeSentence(text, root[2], phrases)


def token_spans(offsets: list[tuple[int, int]], spans: list[tuple[int, int, list[float]]]
                ) -> list[tuple[int, int, list[float]]]:
    """Character spans as token ranges [first, last + 1) of an encoding's offsets (special tokens have
    (0, 0)); a span whose tokens were truncated away is dropped."""
    out = []
    real = [(i, s, e) for i, (s, e) in enumerate(offsets) if e > s]
    for start, end, target in spans:
        inside = [i for i, s, e in real if s < end and e > start]
        if inside:
            out.append((inside[0], inside[-1] + 1, target))
    return out


def span_means(hidden, spans: list[tuple[int, int, int]]):
    """Mean of hidden[b, start:end] for each (b, start, end), by prefix sums: one gather per span."""
    import torch

    prefix = torch.cat([torch.zeros_like(hidden[:, :1]), hidden.cumsum(1)], 1)
    index = torch.tensor(spans, dtype=torch.long, device=hidden.device)
    b, s, e = index[:, 0], index[:, 1], index[:, 2]
    return (prefix[b, e] - prefix[b, s]) / (e - s).unsqueeze(-1).to(hidden.dtype)


def sample_phrases(trees: list[TreeSentence], count: int, seed: int) -> list[tuple[str, int]]:
    """`count` distinct phrases of the trees (of two words or more), read on their own: the model still
    meets short standalone texts, which the spans read only in their sentence."""
    seen: dict[str, int] = {}
    for tree in trees:
        for start, end, label in tree.phrases:
            phrase = tree.text[start:end]
            if " " in phrase:
                seen.setdefault(phrase.lower(), label)
    keys = sorted(seen)
    rng = np.random.default_rng(seed)
    chosen = rng.permutation(len(keys))[:count]
    return [(keys[i], seen[keys[i]]) for i in sorted(chosen)]
