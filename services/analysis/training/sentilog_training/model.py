"""A BERT encoder with one linear classification head per task over a pooled sentence vector.

Mean pooling over the real tokens is what all-MiniLM-L6-v2 was trained with; CLS pooling (the raw
[CLS] hidden state, no pooler layer) is the alternative. src/serving/encoder/bert-encoder.ts computes the same.
"""

from __future__ import annotations

import copy

import torch
from torch import nn

from . import offline  # noqa: F401
from transformers import BertConfig, BertModel

POOLINGS = ("mean", "cls")


class MultiTaskClassifier(nn.Module):
    """`branches` maps a head to the encoder layer its branch starts from: that head reads a copy of
    the encoder's layers from there on, its own (the news head: news_head.py), while every other head
    reads the encoder's last layer. Without branches, one pass of the encoder serves every head."""

    def __init__(self, encoder: BertModel, heads: dict[str, int], pooling: str = "mean", dropout: float = 0.1,
                 branches: dict[str, int] | None = None):
        super().__init__()
        if pooling not in POOLINGS:
            raise ValueError(f"pooling must be one of {POOLINGS}")
        self.encoder = encoder
        self.pooling = pooling
        self.dropout = nn.Dropout(dropout)
        self.heads = nn.ModuleDict({task: nn.Linear(encoder.config.hidden_size, n) for task, n in heads.items()})
        self.branch_from = dict(branches or {})
        layers = encoder.config.num_hidden_layers
        for task, start in self.branch_from.items():
            if task not in heads or not 0 <= start < layers:
                raise ValueError(f"a branch needs a head and a layer in [0, {layers}): {task} from {start}")
        self.branches = nn.ModuleDict({
            task: nn.ModuleList(copy.deepcopy(encoder.encoder.layer[i]) for i in range(start, layers))
            for task, start in self.branch_from.items()})

    def hidden(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        return self.encoder(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state

    def head_hiddens(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> tuple[torch.Tensor, dict[str, torch.Tensor]]:
        """The last layer's token vectors, and each branch's, from one pass of the shared layers."""
        if not self.branches:
            return self.hidden(input_ids, attention_mask), {}
        out = self.encoder(input_ids=input_ids, attention_mask=attention_mask, output_hidden_states=True)
        return out.last_hidden_state, {task: self.run_branch(task, out.hidden_states[self.branch_from[task]],
                                                             attention_mask)
                                       for task in self.branches}

    def run_branch(self, task: str, states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        """A branch's layers over the shared layers' output at its start (`states`, [batch, length, hidden])."""
        # BERT's additive mask: padded keys get the float's lowest value, as BertModel gives them.
        key_bias = (1.0 - attention_mask[:, None, None, :].to(states.dtype)) * torch.finfo(states.dtype).min
        for layer in self.branches[task]:
            states = layer(states, attention_mask=key_bias)
            states = states[0] if isinstance(states, tuple) else states
        return states

    def pool_hidden(self, hidden: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        if self.pooling == "cls":
            return hidden[:, 0]
        mask = attention_mask.unsqueeze(-1).to(hidden.dtype)
        return (hidden * mask).sum(1) / mask.sum(1).clamp(min=1.0)

    def pool(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        return self.pool_hidden(self.hidden(input_ids, attention_mask), attention_mask)

    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> dict[str, torch.Tensor]:
        if not self.branches:
            pooled = self.dropout(self.pool(input_ids, attention_mask))
            return {task: head(pooled) for task, head in self.heads.items()}
        hidden, branched = self.head_hiddens(input_ids, attention_mask)
        return {task: head(self.dropout(self.pool_hidden(branched.get(task, hidden), attention_mask)))
                for task, head in self.heads.items()}


def pretrained_encoder(directory: str) -> BertModel:
    # local_files_only: the package's directory is the only source; never a hub.
    return BertModel.from_pretrained(directory, local_files_only=True, add_pooling_layer=False, attn_implementation="eager")


def tiny_config(vocab_size: int, initializer_range: float = 0.02) -> BertConfig:
    """A 2-layer, 32-wide BERT for tests: same code path as MiniLM, seconds instead of hours."""
    return BertConfig(
        vocab_size=vocab_size,
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=64,
        max_position_embeddings=128,
        type_vocab_size=2,
        hidden_act="gelu",
        layer_norm_eps=1e-12,
        initializer_range=initializer_range,
        # Plain softmax attention: the same arithmetic as the TensorFlow.js forward pass.
        attn_implementation="eager",
    )


def random_encoder(config: BertConfig) -> BertModel:
    return BertModel(config, add_pooling_layer=False)


class _ReverseGradient(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x: torch.Tensor, weight: float) -> torch.Tensor:
        ctx.weight = weight
        return x.view_as(x)

    @staticmethod
    def backward(ctx, grad: torch.Tensor):
        return -ctx.weight * grad, None


class GroupAdversary(nn.Module):
    """A classifier of the rows' groups (the bias task: outlets) behind a gradient reversal layer
    (Ganin & Lempitsky 2015): it learns to tell the groups apart from the pooled vector while the
    encoder below it receives the opposite gradient, scaled by `weight`, and so unlearns whatever tells
    them apart. Training only: it is never exported."""

    def __init__(self, hidden_size: int, groups: int, weight: float):
        super().__init__()
        self.weight = weight
        self.classifier = nn.Sequential(nn.Linear(hidden_size, hidden_size), nn.ReLU(), nn.Linear(hidden_size, groups))

    def forward(self, pooled: torch.Tensor) -> torch.Tensor:
        return self.classifier(_ReverseGradient.apply(pooled, self.weight))
