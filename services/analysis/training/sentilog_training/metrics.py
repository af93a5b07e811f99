"""Dev metrics, computed as src/evaluation/metrics.ts computes them so numbers compare across tiers."""

from __future__ import annotations

import numpy as np

from .datasets import NEG, NOT_NEGATIVE_GOLD, POS, DevSet


def accuracy(gold: list[int], predicted: list[int]) -> float:
    return float(np.mean(np.array(gold) == np.array(predicted))) if gold else 0.0


def macro_f1(gold: list[int], predicted: list[int], classes: int) -> float:
    """Unweighted mean over all classes of F1 (0 for a class never predicted nor gold)."""
    g, p = np.array(gold), np.array(predicted)
    scores = []
    for c in range(classes):
        tp = int(np.sum((g == c) & (p == c)))
        fp = int(np.sum((g != c) & (p == c)))
        fn = int(np.sum((g == c) & (p != c)))
        scores.append(0.0 if tp == 0 else 2 * tp / (2 * tp + fp + fn))
    return float(np.mean(scores))


def macro_recall(gold: list[int], predicted: list[int], classes: int) -> float:
    """Unweighted mean over the classes present in gold of recall (SemEval-2017 Task 4's measure)."""
    g, p = np.array(gold), np.array(predicted)
    return float(np.mean([np.mean(p[g == c] == c) for c in range(classes) if np.any(g == c)]))


def not_negative_pass_rate(gold: list[int], predicted: list[int]) -> float:
    """The share read as a person reads them: gold NOT_NEGATIVE_GOLD is met by any label but NEGATIVE."""
    ok = [p != NEG if g == NOT_NEGATIVE_GOLD else p == g for g, p in zip(gold, predicted)]
    return float(np.mean(ok)) if ok else 0.0


def expected_calibration_error(probabilities: np.ndarray, gold: list[int], bins: int = 15) -> float:
    """ECE (Guo et al. 2017): the confidence of the top label against how often it is right, in `bins`
    equal-width bins (lower, upper], weighted by their share of the examples."""
    confidence = probabilities.max(1)
    correct = probabilities.argmax(1) == np.array(gold)
    index = np.clip(np.ceil(confidence * bins).astype(int) - 1, 0, bins - 1)
    total = 0.0
    for b in range(bins):
        inside = index == b
        if inside.any():
            total += inside.mean() * abs(correct[inside].mean() - confidence[inside].mean())
    return float(total)


def dev_metric(dev: DevSet, probabilities: np.ndarray) -> float:
    if dev.metric == "sst2":
        # Binary SST-2 compares only POSITIVE with NEGATIVE; NEUTRAL cannot decide it.
        return accuracy(dev.gold, [POS if p[POS] >= p[NEG] else NEG for p in probabilities])
    predicted = [int(i) for i in probabilities.argmax(1)]
    if dev.metric == "accuracy":
        return accuracy(dev.gold, predicted)
    if dev.metric == "macro_recall":
        return macro_recall(dev.gold, predicted, probabilities.shape[1])
    if dev.metric == "not_negative":
        return not_negative_pass_rate(dev.gold, predicted)
    return macro_f1(dev.gold, predicted, probabilities.shape[1])
