"""The news head: a sentiment head for news tone (news and financial news), on a branch of the
accurate encoder.

Issue 35 (item 2) asks that news read as news — Positive or Negative when the event is good or bad
news for the people in it, Neutral when it is neither — and allows a head of its own over the same
encoder pass where one head cannot serve both opinion and news tone. One could not: the sentiment
head read "Village solar co-op cuts energy bills by a third" Neutral, and every way of teaching it
the change headlines (shifters.py) through the whole model cost the opinion sets or the flood
headline (model card, "Tried and not shipped"). A linear head alone over the frozen pooled vector
could not learn them either (a fall is good news or bad by what falls: an interaction of two words
that a mean of token vectors does not hold; it reached 0.68 on the change headlines' dev part).

So the news head reads a branch of its own: a copy of the encoder's last layer, started from the
shared layers' output before it (the same pass), fine-tuned with its head on the news and financial
news sources only while everything shared stays frozen. Every other head reads exactly what it read
before; the service runs the branch beside the last layer (src/serving/encoder/bert-encoder.ts) and
reads the news head for the news and finance domains (src/serving/tiers.ts; docs/architecture.md,
"Models"): financial news is news, good or bad for the investors in it, and the same head read the
finance dev set better than the sentiment head under finance's calibration.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import torch

from .domains import (Labelled, extra_sentiment, news_bias_sentences, news_bias_titles, newsmtsc, split_dev,
                      written)
from .model import MultiTaskClassifier
from .shifters import control_headlines, shifter_headlines
from .trainer import pad

TASK = "news"


@dataclass
class NewsData:
    train: dict[str, list[Labelled]]
    dev: dict[str, list[Labelled]]


def news_data() -> NewsData:
    """The news and financial news sources by name, each split as tasks.py splits it (every 10th row of
    a project-made set to dev, a public set's own dev split), so the news head's dev rows are the
    sentiment head's news and finance dev rows. The financial tweets are a public set under
    SENTILOG_EXTRA_DATA (training/data/README.md)."""
    titles_train, titles_dev = split_dev(news_bias_titles(), 10)
    headlines_train, headlines_dev = split_dev(written("headlines", "news"), 10)
    finance_train, finance_dev = split_dev(written("finance", "finance"), 10)
    change_train, change_dev = split_dev(shifter_headlines(), 10)
    controls_train, controls_dev = split_dev(control_headlines(), 10)
    return NewsData(
        train={
            "news-bias-titles": titles_train,
            "written-headlines": headlines_train,
            "news-bias-sentences": news_bias_sentences(),
            "newsmtsc": newsmtsc("train"),
            "written-finance": finance_train,
            "twitter-financial-news": extra_sentiment("twitter-financial-news", "train", "finance"),
            "change-headlines": change_train,
            "change-controls": controls_train,
        },
        dev={
            "news_headlines_macro_f1": titles_dev + headlines_dev,
            "news_sentences_macro_f1": newsmtsc("devtest_rw"),
            "finance_macro_f1": finance_dev + extra_sentiment("twitter-financial-news", "dev", "finance"),
            "change_headlines_accuracy": change_dev,
            "change_controls_neutral": controls_dev,
        },
    )


@torch.no_grad()
def layer_inputs(model: MultiTaskClassifier, tokenizer, texts: list[str], layer: int,
                 batch_size: int = 64) -> list[torch.Tensor]:
    """Each text's token vectors as the shared layers hand them to `layer` ([tokens, hidden]): what a
    branch starting there reads. The shared layers are frozen, so they are computed once."""
    model.eval()
    sequences = [e.ids for e in tokenizer.encode_batch(texts)]
    out: list[torch.Tensor] = []
    for i in range(0, len(sequences), batch_size):
        ids, mask = pad(sequences[i : i + batch_size])
        states = model.encoder(input_ids=ids, attention_mask=mask, output_hidden_states=True).hidden_states[layer]
        out += [states[j, : int(mask[j].sum())].clone() for j in range(len(ids))]
    return out


def padded(states: list[torch.Tensor]) -> tuple[torch.Tensor, torch.Tensor]:
    """Token vectors of several texts padded to the longest, with their mask."""
    length = max(s.shape[0] for s in states)
    x = torch.zeros(len(states), length, states[0].shape[1])
    mask = torch.zeros(len(states), length, dtype=torch.long)
    for i, s in enumerate(states):
        x[i, : s.shape[0]], mask[i, : s.shape[0]] = s, 1
    return x, mask


def branch_logits(model: MultiTaskClassifier, states: list[torch.Tensor], batch_size: int = 128) -> torch.Tensor:
    """The news head's logits over its branch, from the shared layers' output (eval mode)."""
    model.eval()
    out = []
    with torch.no_grad():
        for i in range(0, len(states), batch_size):
            x, mask = padded(states[i : i + batch_size])
            out.append(model.heads[TASK](model.pool_hidden(model.run_branch(TASK, x, mask), mask)))
    return torch.cat(out)


def train_branch(model: MultiTaskClassifier, states: list[torch.Tensor], targets: torch.Tensor, sources: list[str],
                 *, epochs: int, lr: float, head_lr: float, batch_size: int, seed: int,
                 after_epoch) -> None:
    """Trains the news branch and head of `model` (nothing else: the shared layers' output is given)
    on soft targets, each source's rows sharing one equal weight; AdamW, weight decay 0.01, batches of
    texts of similar length in a seeded random order. `after_epoch(epoch)` is called after each."""
    names = sorted(set(sources))
    counts = {n: sources.count(n) for n in names}
    weights = torch.tensor([1.0 / counts[s] for s in sources])
    weights = weights / weights.mean()
    optimiser = torch.optim.AdamW([{"params": model.branches[TASK].parameters(), "lr": lr},
                                   {"params": model.heads[TASK].parameters(), "lr": head_lr}], weight_decay=0.01)
    order = np.argsort([s.shape[0] for s in states], kind="stable")
    batches = [order[i : i + batch_size] for i in range(0, len(order), batch_size)]
    rng = np.random.default_rng(seed)
    torch.manual_seed(seed)
    for epoch in range(epochs):
        model.train()
        for chosen in rng.permutation(len(batches)):
            rows = batches[chosen]
            x, mask = padded([states[i] for i in rows])
            pooled = model.dropout(model.pool_hidden(model.run_branch(TASK, x, mask), mask))
            log_probs = torch.log_softmax(model.heads[TASK](pooled), -1)
            loss = -(weights[rows] * (targets[rows] * log_probs).sum(-1)).mean()
            optimiser.zero_grad()
            loss.backward()
            optimiser.step()
        after_epoch(epoch)


def vector_scaled(logits: list[torch.Tensor], gold: list[torch.Tensor]) -> list[np.ndarray]:
    """The probabilities after one vector scaling (a scale and a bias per class on the log
    probabilities) fitted on all the sets together: the calibration the service gives a domain
    (src/evaluation/text-calibration.ts), in-sample, so that two heads are compared as they serve."""
    scale = torch.ones(logits[0].shape[1], requires_grad=True)
    shift = torch.zeros(logits[0].shape[1], requires_grad=True)
    optimiser = torch.optim.LBFGS([scale, shift], max_iter=200, line_search_fn="strong_wolfe")

    def loss() -> torch.Tensor:
        optimiser.zero_grad()
        value = sum(torch.nn.functional.cross_entropy(torch.log_softmax(z, -1) * scale + shift, g)
                    for z, g in zip(logits, gold))
        value.backward()
        return value

    optimiser.step(loss)
    with torch.no_grad():
        return [torch.softmax(torch.log_softmax(z, -1) * scale + shift, -1).numpy() for z in logits]
