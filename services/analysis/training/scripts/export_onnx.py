#!/usr/bin/env python3
"""Exports a shipped encoder model (models/accurate) to ONNX for serving with ONNX Runtime
(src/serving/encoder/onnx-encoder.ts; docs/architecture.md, "Models", says why TensorFlow.js is the
reference and not the serving runtime).

The graph is the served model exactly: it takes input_ids and attention_mask ([batch, length],
int64) and answers logits ([batch, labels]: every head side by side, in model.json's order) and
token_shares ([batch, length, labels]: each token's part of the mean-pooled heads' logits, which
with the heads' biases add up to the logits, what explanations read).

model.onnx holds the graph without the weights: every tensor of weights.bin is an input the graph
casts from float16 to float32 (`<name>.float16` → `<name>`), and the service adds those tensors from
weights.bin's own bytes when it loads the model (src/serving/encoder/onnx-encoder.ts), so the weights are
committed once and ONNX Runtime computes in float32 on exactly the values TensorFlow.js reads; it
folds the casts away when the session starts. (int8 quantisation was measured and not shipped: it
moved 2–4% of the SST-5 dev labels; see the model card.) The script checks the graph, filled from
weights.bin, against PyTorch on the shipped-logits texts.

From services/analysis/training:
.cache/venv/bin/python scripts/export_onnx.py ../models/accurate
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sentilog_training import offline  # noqa: F401,E402
import numpy as np  # noqa: E402
import torch  # noqa: E402
from torch import nn  # noqa: E402

from sentilog_training.distill import load_teacher  # noqa: E402
from sentilog_training.export import read_exported  # noqa: E402
from sentilog_training.model import MultiTaskClassifier  # noqa: E402
from sentilog_training.tokenizer import wordpiece_tokenizer  # noqa: E402
from sentilog_training.trainer import pad  # noqa: E402

ONNX_FILE = "model.onnx"
GOLDEN = Path(__file__).resolve().parents[2] / "fixtures" / "shipped-logits.json"


class ServingGraph(nn.Module):
    """The served forward pass: the encoder, then every head applied token by token and mean-pooled."""

    def __init__(self, model: MultiTaskClassifier, tasks: list[str]):
        super().__init__()
        if model.pooling != "mean":
            raise ValueError("token shares need mean pooling")
        self.model = model
        self.tasks = tasks

    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor):
        # The heads that read the last layer side by side, then each branched head on its branch's
        # vectors (export.branches_config keeps branched heads last, so the order is model.json's).
        hidden, branched = self.model.head_hiddens(input_ids, attention_mask)
        heads = self.model.heads
        mask = attention_mask.unsqueeze(-1).to(hidden.dtype)
        pooling = mask / mask.sum(1, keepdim=True).clamp(min=1.0)
        groups = [(hidden, [t for t in self.tasks if t not in branched])]
        groups += [(branched[t], [t]) for t in self.tasks if t in branched]
        shares = torch.cat([torch.matmul(states, torch.cat([heads[t].weight for t in tasks]).t())
                            for states, tasks in groups], -1) * pooling
        bias = torch.cat([heads[t].bias for _, tasks in groups for t in tasks])
        return shares.sum(1) + bias, shares


def export_float32(graph: ServingGraph, path: Path) -> None:
    ids = torch.tensor([[101, 2023, 2003, 102], [101, 2204, 102, 0]])
    mask = (ids != 0).long()
    # No constant folding: every weight stays an initializer named after its parameter.
    torch.onnx.export(
        graph, (ids, mask), str(path), dynamo=False, opset_version=17, do_constant_folding=False,
        input_names=["input_ids", "attention_mask"], output_names=["logits", "token_shares"],
        dynamic_axes={"input_ids": {0: "batch", 1: "length"}, "attention_mask": {0: "batch", 1: "length"},
                      "logits": {0: "batch"}, "token_shares": {0: "batch", 1: "length"}},
    )


def weights_as_inputs(source: Path, out: Path, stored: dict[str, torch.Tensor]) -> None:
    """The graph without the tensors weights.bin holds: each becomes a float16 input cast to float32.

    ServingGraph's parameters are its model's: the encoder's ("model.encoder." + weights.bin's name),
    the heads' and branches' ("model." + weights.bin's name), so stripping the first "model." and then
    "encoder." gives weights.bin's names."""
    import onnx
    from onnx import TensorProto, helper

    model = onnx.load(str(source))
    graph = model.graph
    def stored_name(name: str) -> str:
        name = name.removeprefix("model.")
        return name.removeprefix("encoder.")

    renamed = {i.name: stored_name(i.name) for i in graph.initializer}
    for node in graph.node:
        node.input[:] = [renamed.get(name, name) for name in node.input]
    kept, casts = [], []
    for init in graph.initializer:
        name = renamed[init.name]
        if name in stored:
            casts.append(helper.make_node("Cast", [f"{name}.float16"], [name], to=TensorProto.FLOAT,
                                          name=f"{name}.cast"))
        else:
            init.name = name
            kept.append(init)
    missing = set(stored) - {renamed[i.name] for i in graph.initializer}
    if missing:
        raise ValueError(f"the graph does not use {sorted(missing)}")
    del graph.initializer[:]
    graph.initializer.extend(kept)
    nodes = list(graph.node)
    del graph.node[:]
    graph.node.extend(casts + nodes)
    onnx.save(model, str(out))


def filled(graph_file: Path, stored: dict[str, torch.Tensor]) -> bytes:
    """The graph with weights.bin's tensors added, as the service adds them (float16)."""
    from onnx import ModelProto, helper, TensorProto

    extra = ModelProto()
    for name, t in stored.items():
        extra.graph.initializer.append(helper.make_tensor(
            f"{name}.float16", TensorProto.FLOAT16, list(t.shape), t.to(torch.float16).numpy().tobytes(), raw=True))
    # Concatenated protobuf messages merge: the repeated initializers are appended to the graph's.
    return graph_file.read_bytes() + extra.SerializeToString()


def run(model: bytes, sequences: list[list[int]]) -> tuple[np.ndarray, np.ndarray]:
    import onnxruntime as ort

    session = ort.InferenceSession(model, providers=["CPUExecutionProvider"])
    ids, mask = pad(sequences)
    logits, shares = session.run(None, {"input_ids": ids.numpy().astype(np.int64),
                                        "attention_mask": mask.numpy().astype(np.int64)})
    return logits, shares


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("model_dir", type=Path)
    args = p.parse_args()
    model, manifest = load_teacher(args.model_dir)
    tasks = [h["task"] for h in manifest["config"]["tasks"]]
    graph = ServingGraph(model, tasks).eval()
    tokens = manifest["config"]["tokenizer"]
    tokenizer = wordpiece_tokenizer(args.model_dir / tokens["vocab"], tokens["maxTokens"])
    texts = json.loads(GOLDEN.read_text(encoding="utf8"))["texts"]
    sequences = [tokenizer.encode(t).ids for t in texts]

    _, stored = read_exported(args.model_dir)
    out = args.model_dir / ONNX_FILE
    with tempfile.TemporaryDirectory() as tmp:
        float32 = Path(tmp) / "float32.onnx"
        export_float32(graph, float32)
        weights_as_inputs(float32, out, stored)
    logits, shares = run(filled(out, stored), sequences)
    with torch.no_grad():
        ids, mask = pad(sequences)
        torch_logits, torch_shares = (t.numpy() for t in graph(ids, mask))
    print(f"ONNX (filled from weights.bin) against PyTorch: largest logit difference "
          f"{np.abs(logits - torch_logits).max():.2e}, largest token-share difference "
          f"{np.abs(shares - torch_shares).max():.2e}")
    digest = hashlib.sha256(out.read_bytes()).hexdigest()
    print(f"wrote {out} ({out.stat().st_size / 1024:.0f} KB, sha256 {digest})")


if __name__ == "__main__":
    main()
