"""Span supervision: SST trees to character spans, character spans to token ranges, and span means."""

import numpy as np
import torch

from sentilog_training.spans import parse_tree, sample_phrases, span_means, token_spans


def test_a_tree_gives_its_text_root_label_and_every_phrase_span():
    tree = parse_tree("(3 (2 an) (3 (2 ending) (3 (2 that) (3 works))))")
    assert tree.text == "an ending that works"
    assert tree.label == 3
    phrases = {tree.text[s:e]: label for s, e, label in tree.phrases}
    assert phrases == {"an": 2, "ending": 2, "that": 2, "works": 3, "that works": 3, "ending that works": 3}


def test_phrases_keep_their_words_own_labels_inside_a_sentence_of_the_other_sign():
    tree = parse_tree("(1 (3 (2 the) (4 spotless) (2 room)) (1 (2 was) (0 freezing)))")
    words = {tree.text[s:e]: label for s, e, label in tree.phrases if " " not in tree.text[s:e]}
    assert tree.label == 1 and words["spotless"] == 4 and words["freezing"] == 0


def test_character_spans_become_token_ranges_and_truncated_ones_are_dropped():
    # [CLS] the spot ##less room [SEP], truncated before "freezing"
    offsets = [(0, 0), (0, 3), (4, 8), (8, 12), (13, 17), (0, 0)]
    spans = [(4, 12, [0, 0, 1]), (13, 17, [0, 1, 0]), (27, 35, [1, 0, 0])]
    assert token_spans(offsets, spans) == [(2, 4, [0, 0, 1]), (4, 5, [0, 1, 0])]


def test_span_means_are_the_mean_of_their_tokens():
    hidden = torch.arange(2 * 5 * 3, dtype=torch.float32).reshape(2, 5, 3)
    got = span_means(hidden, [(0, 1, 3), (1, 2, 5), (1, 0, 1)])
    torch.testing.assert_close(got[0], hidden[0, 1:3].mean(0))
    torch.testing.assert_close(got[1], hidden[1, 2:5].mean(0))
    torch.testing.assert_close(got[2], hidden[1, 0])


def test_standalone_phrases_are_a_deterministic_sample_of_multiword_phrases():
    trees = [parse_tree("(3 (2 an) (3 (2 ending) (3 (2 that) (3 works))))")]
    first = sample_phrases(trees, 2, seed=1)
    assert first == sample_phrases(trees, 2, seed=1)
    assert len(first) == 2 and all(" " in p for p, _ in first)
    assert {p for p, _ in sample_phrases(trees, 10, seed=1)} == {"that works", "ending that works"}
