#!/usr/bin/env python3
"""Writes fixtures/shipped-logits.json: the training side's logits of every shipped model for a fixed
set of texts, from the weights as stored: PyTorch's for models/accurate (the encoder), models/fast (the
distilled CNN) and models/bias-encoder (the bias encoder); numpy's for models/bias (the hashed n-gram
model, trained in numpy: its TF-IDF weighting and linear layer as sentilog_training/ngram_bias.py
computes them, over the hashed counts of the service's bias-ngram CLI). src/serving/shipped-models.spec.ts
loads the same directories in TensorFlow.js and requires the same logits, so a change of weights
without new golden logits, or a forward pass that drifts from training's, fails.

Run from services/analysis/training after shipping a model (after `npm run build`: the n-gram model's
features come from the built CLI):
.cache/venv/bin/python scripts/make_shipped_golden.py
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sentilog_training import offline  # noqa: F401,E402
import torch  # noqa: E402

from sentilog_training.distill import load_teacher  # noqa: E402
from sentilog_training import ngram_bias  # noqa: E402
from sentilog_training.export import read_exported  # noqa: E402
from sentilog_training.student import WordPieceCnn  # noqa: E402
from sentilog_training.tokenizer import wordpiece_tokenizer  # noqa: E402
from sentilog_training.trainer import pad  # noqa: E402

MODELS = Path(__file__).resolve().parents[2] / "models"
OUT = Path(__file__).resolve().parents[2] / "fixtures" / "shipped-logits.json"
TEXTS = [
    "I absolutely loved this movie!",
    "This is the worst service I have ever had.",
    "meh",
    "The senate passed the infrastructure bill on Tuesday.",
    "I'm so happy 😍😍",
    "It's not bad, but it's not great either.",
    "Prices rose 3.5% in October, economists said.",
    "ok",
    "The plot was predictable and the acting wooden; still, the soundtrack carried it.",
    "I can't stop shaking, I'm terrified of what the test results will say.",
    "What a surprise!!! I did not expect that at all.",
    "disgusting, rotten, vile",
    "Sad news today: the old library closed.",
    "Honestly the battery life is far better than I expected, though the camera struggles in low light.",
]


def student_from(directory: Path) -> WordPieceCnn:
    manifest, tensors = read_exported(directory)
    c = manifest["config"]
    heads = {h["task"]: len(h["labels"]) for h in c["tasks"]}
    cnn = WordPieceCnn(c["vocabSize"], c["embeddingDim"], c["widths"], c["filters"], heads)
    with torch.no_grad():
        cnn.embedding.weight.copy_(tensors["embedding"])
        for i, conv in enumerate(cnn.convs):
            width = c["widths"][i]
            kernel = tensors[f"conv{i}_kernel"].reshape(width, c["embeddingDim"], c["filters"])
            conv.weight.copy_(kernel.permute(2, 1, 0))
            conv.bias.copy_(tensors[f"conv{i}_bias"])
        offset = 0
        for task, n in heads.items():
            cnn.heads[task].weight.copy_(tensors["dense_kernel"][:, offset : offset + n].T)
            cnn.heads[task].bias.copy_(tensors["dense_bias"][offset : offset + n])
            offset += n
    return cnn.eval()


def logits(model, directory: Path, max_tokens: int) -> list[list[float]]:
    tokenizer = wordpiece_tokenizer(directory / "vocab.txt", max_tokens)
    ids, mask = pad([e.ids for e in tokenizer.encode_batch(TEXTS)])
    with torch.no_grad():
        out = model(ids, mask)
    return torch.cat([out[task] for task in out], 1).tolist()


def ngram_logits(directory: Path) -> list[list[float]]:
    idf, table = ngram_bias.read_model_dir(directory)
    articles = {str(i): {"text": text} for i, text in enumerate(TEXTS)}
    features = ngram_bias.featurise(articles, list(articles))
    return [ngram_bias.article_logits(ngram_bias.weigh(ngram_bias.Counted(*features[i], 0), idf), table).tolist()
            for i in articles]


def main() -> None:
    golden = {"texts": TEXTS, "models": {}}
    accurate = MODELS / "accurate"
    teacher, manifest = load_teacher(accurate)
    golden["models"]["accurate"] = {"weightsSha256": manifest["weightsSha256"],
                                    "logits": logits(teacher, accurate, manifest["config"]["tokenizer"]["maxTokens"])}
    bias = MODELS / "bias-encoder"
    bias_model, bias_manifest = load_teacher(bias)
    golden["models"]["bias"] = {"weightsSha256": bias_manifest["weightsSha256"],
                                "logits": logits(bias_model, bias, bias_manifest["config"]["tokenizer"]["maxTokens"])}
    fast = MODELS / "fast"
    fast_manifest, _ = read_exported(fast)
    golden["models"]["fast"] = {"weightsSha256": fast_manifest["weightsSha256"],
                                "logits": logits(student_from(fast), fast, fast_manifest["config"]["tokenizer"]["maxTokens"])}
    ngram = MODELS / "bias"
    golden["models"]["bias-ngram"] = {"weightsSha256": hashlib.sha256((ngram / "weights.bin").read_bytes()).hexdigest(),
                                      "logits": ngram_logits(ngram)}
    OUT.write_text(json.dumps(golden) + "\n", encoding="utf8")
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
