"""Writes a trained classifier as the analysis service loads it (src/serving/encoder/encoder-file.ts).

A model directory holds
- model.json: format, version, task, labels, config (architecture, pooling, tokenizer settings,
  heads), the encoder's provenance, the sha256 of weights.bin, and a standard TensorFlow.js weights
  manifest: tensor names, shapes and storage in file order (each tensor's offset is the sum of the
  byte sizes before it, which is how tf.io.decodeWeights reads it);
- weights.bin: every tensor, float16, or uint8 with a per-tensor scale and minimum
  (value = q * scale + min, the manifest's affine "uint8" quantization);
- vocab.txt: the WordPiece vocabulary.
Tensor names are PyTorch's (BertModel state-dict names, heads as heads.<task>.weight), and linear
weights keep PyTorch's [out, in] layout.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import numpy as np
import torch

from .model import MultiTaskClassifier

FORMAT = "sentilog-bert-classifier/1"
STORAGES = ("float16", "uint8")


def exported_tensors(model: MultiTaskClassifier) -> dict[str, torch.Tensor]:
    tensors = {name: t for name, t in model.encoder.state_dict().items() if not name.endswith("position_ids")}
    for task, head in model.heads.items():
        tensors[f"heads.{task}.weight"] = head.weight
        tensors[f"heads.{task}.bias"] = head.bias
    # A branch's layers as the module names them: branches.<task>.<i>.<BertLayer's names>, i from 0.
    for task, layers in model.branches.items():
        for name, t in layers.state_dict().items():
            tensors[f"branches.{task}.{name}"] = t
    return {name: t.detach().to(torch.float32).cpu() for name, t in tensors.items()}


def branches_config(model: MultiTaskClassifier) -> list[dict]:
    """model.json's `branches`: each branched head and the encoder layer its branch starts from.
    The service reads them (src/serving/encoder/bert-encoder.ts); a branched head comes after every
    head that reads the last layer, so the heads' logits keep their order side by side."""
    tasks = list(model.heads.keys())
    branched = [t for t in tasks if t in model.branch_from]
    if tasks[len(tasks) - len(branched):] != branched:
        raise ValueError(f"branched heads must come last: {tasks}")
    return [{"task": t, "fromLayer": model.branch_from[t]} for t in branched]


def _quantise(values: np.ndarray, storage: str) -> tuple[bytes, dict]:
    if storage == "float16":
        return values.astype("<f2").tobytes(), {"dtype": "float16"}
    low, high = float(values.min()), float(values.max())
    scale = (high - low) / 255 if high > low else 1.0
    q = np.clip(np.rint((values - low) / scale), 0, 255).astype(np.uint8)
    return q.tobytes(), {"dtype": "uint8", "scale": scale, "min": low}


def write_model_dir(out_dir: Path, tensors: dict[str, torch.Tensor], manifest: dict, *, vocab_file: Path,
                    storage: str = "float16") -> Path:
    """weights.bin, vocab.txt and model.json (the manifest given, plus the weights' sha256 and the
    tfjs weights manifest) in out_dir: the layout both tiers load."""
    if storage not in STORAGES:
        raise ValueError(f"storage must be one of {STORAGES}")
    out_dir.mkdir(parents=True, exist_ok=True)
    specs, parts = [], []
    for name, tensor in tensors.items():
        data, quantization = _quantise(tensor.numpy().astype(np.float32), storage)
        specs.append({"name": name, "shape": list(tensor.shape), "dtype": "float32", "quantization": quantization})
        parts.append(data)
    weights = b"".join(parts)
    (out_dir / "weights.bin").write_bytes(weights)
    shutil.copyfile(vocab_file, out_dir / "vocab.txt")
    manifest = {**manifest, "weightsSha256": hashlib.sha256(weights).hexdigest(),
                "weightsManifest": [{"paths": ["weights.bin"], "weights": specs}]}
    (out_dir / "model.json").write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf8")
    return out_dir


def export_model(
    model: MultiTaskClassifier,
    out_dir: Path,
    *,
    labels: dict[str, list[str]],
    vocab_file: Path,
    max_tokens: int,
    version: str,
    encoder_source: dict | None,
    storage: str = "float16",
    training: dict | None = None,
    reads: str | None = None,
) -> Path:
    """`reads`: what the model expects its input to be, when not the raw text ("outlet-stripped":
    an article without its outlet's marks, src/serving/outlet-marks.ts); the service prepares it so."""
    config = model.encoder.config
    tasks = list(model.heads.keys())
    manifest = {
        "format": FORMAT,
        "version": version,
        "task": "+".join(tasks),
        # The heads' logits side by side, as "<task>:<label>".
        "labels": [f"{task}:{label}" for task in tasks for label in labels[task]],
        "config": {
            "vocabSize": config.vocab_size,
            "hiddenSize": config.hidden_size,
            "layers": config.num_hidden_layers,
            "heads": config.num_attention_heads,
            "intermediateSize": config.intermediate_size,
            "maxPositions": config.max_position_embeddings,
            "layerNormEps": config.layer_norm_eps,
            "activation": config.hidden_act,
            "pooling": model.pooling,
            "tokenizer": {"vocab": "vocab.txt", "lowercase": True, "maxTokens": max_tokens},
            "tasks": [{"task": task, "labels": labels[task]} for task in tasks],
            **({"branches": branches_config(model)} if model.branches else {}),
            **({"reads": reads} if reads else {}),
        },
        "encoder": encoder_source,
        "training": training or {},
    }
    return write_model_dir(out_dir, exported_tensors(model), manifest, vocab_file=vocab_file, storage=storage)


def read_exported(out_dir: Path) -> tuple[dict, dict[str, torch.Tensor]]:
    """The manifest and every tensor dequantised to float32, as the TypeScript loader reads them."""
    manifest = json.loads((out_dir / "model.json").read_text(encoding="utf8"))
    data = (out_dir / "weights.bin").read_bytes()
    if hashlib.sha256(data).hexdigest() != manifest["weightsSha256"]:
        raise ValueError(f"{out_dir}/weights.bin does not match the sha256 in model.json")
    tensors, offset = {}, 0
    for spec in manifest["weightsManifest"][0]["weights"]:
        count = int(np.prod(spec["shape"])) if spec["shape"] else 1
        q = spec["quantization"]
        if q["dtype"] == "float16":
            values = np.frombuffer(data, "<f2", count, offset).astype(np.float32)
            offset += 2 * count
        else:
            values = np.frombuffer(data, np.uint8, count, offset).astype(np.float32) * q["scale"] + q["min"]
            offset += count
        tensors[spec["name"]] = torch.from_numpy(values.reshape(spec["shape"]).copy())
    if offset != len(data):
        raise ValueError(f"{out_dir}/weights.bin holds {len(data)} bytes, the manifest describes {offset}")
    return manifest, tensors


def load_exported_into(model: MultiTaskClassifier, tensors: dict[str, torch.Tensor]) -> None:
    """Copies exported tensors back into a model of the same shape (round-trip checks, golden files)."""
    encoder_state = {k: v for k, v in tensors.items() if not k.startswith(("heads.", "branches."))}
    missing, unexpected = model.encoder.load_state_dict(encoder_state, strict=False)
    missing = [m for m in missing if not m.endswith("position_ids")]
    if missing or unexpected:
        raise ValueError(f"exported tensors do not fit the model: missing {missing}, unexpected {unexpected}")
    for task, head in model.heads.items():
        head.weight.data.copy_(tensors[f"heads.{task}.weight"])
        head.bias.data.copy_(tensors[f"heads.{task}.bias"])
    for task, layers in model.branches.items():
        prefix = f"branches.{task}."
        layers.load_state_dict({k[len(prefix):]: v for k, v in tensors.items() if k.startswith(prefix)})
