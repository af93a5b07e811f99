"""The fast tier: a small CNN over WordPiece ids, distilled from the accurate encoder.

Kim (2014)'s sentence CNN: token embeddings, one convolution per window width, ReLU, the maximum over
time, and one linear head per task over the pooled features. It reads the same WordPiece ids as the
encoder ([CLS] text [SEP]), so the TypeScript side reuses the encoder's tokenizer, whose ids are
already proven identical to Python's. src/serving/text-cnn.ts runs the same arithmetic: windows that
start past a text's end are zeroed after the ReLU, and every batch is padded to at least the widest
window, so the maximum does not depend on how much padding the rest of the batch forced.
"""

from __future__ import annotations

import torch
from torch import nn
from torch.nn import functional as F


class WordPieceCnn(nn.Module):
    def __init__(self, vocab_size: int, dim: int, widths: list[int], filters: int, heads: dict[str, int],
                 dropout: float = 0.2):
        super().__init__()
        self.widths = list(widths)
        self.embedding = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.convs = nn.ModuleList(nn.Conv1d(dim, filters, w) for w in self.widths)
        self.dropout = nn.Dropout(dropout)
        self.heads = nn.ModuleDict({task: nn.Linear(filters * len(self.widths), n) for task, n in heads.items()})

    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> dict[str, torch.Tensor]:
        shortfall = max(self.widths) - input_ids.shape[1]
        if shortfall > 0:
            input_ids = F.pad(input_ids, (0, shortfall))
            attention_mask = F.pad(attention_mask, (0, shortfall))
        lengths = attention_mask.sum(1)
        x = self.embedding(input_ids).transpose(1, 2)  # [batch, dim, length]
        pooled = []
        for width, conv in zip(self.widths, self.convs):
            activations = torch.relu(conv(x))  # [batch, filters, windows]
            windows = activations.shape[2]
            valid = torch.clamp(lengths - width + 1, min=1).unsqueeze(1)
            mask = (torch.arange(windows, device=x.device).unsqueeze(0) < valid).to(activations.dtype)
            pooled.append((activations * mask.unsqueeze(1)).amax(2))
        features = self.dropout(torch.cat(pooled, 1))
        return {task: head(features) for task, head in self.heads.items()}

    def init_embeddings_from(self, table: torch.Tensor) -> None:
        """A [vocabulary, any width] table from the teacher (its input word embeddings, or its pooled
        vector of each piece read alone) projected on its first principal components: a warm start
        that keeps which pieces mean alike, in `dim` dimensions."""
        centred = table - table.mean(0, keepdim=True)
        _, _, v = torch.linalg.svd(centred[1:], full_matrices=False)
        projected = centred @ v[: self.embedding.embedding_dim].T
        projected = projected / projected.std() * 0.1
        with torch.no_grad():
            self.embedding.weight.copy_(projected)
            self.embedding.weight[0].zero_()

    def exported_tensors(self) -> dict[str, torch.Tensor]:
        """The tensors in src/serving/text-cnn.ts's layout: conv kernels [width * dim, filters], and
        one dense kernel [features, labels] with every head's labels side by side."""
        tensors = {"embedding": self.embedding.weight}
        for i, conv in enumerate(self.convs):
            w = conv.weight  # [filters, dim, width]
            tensors[f"conv{i}_kernel"] = w.permute(2, 1, 0).reshape(-1, w.shape[0])
            tensors[f"conv{i}_bias"] = conv.bias
        tensors["dense_kernel"] = torch.cat([h.weight for h in self.heads.values()], 0).T
        tensors["dense_bias"] = torch.cat([h.bias for h in self.heads.values()], 0)
        return {name: t.detach().to(torch.float32).cpu().contiguous() for name, t in tensors.items()}
