#!/usr/bin/env python3
"""Adds the news head, on a branch of its own, to an exported accurate model (sentilog_training/
news_head.py says why and how).

Reads the shared layers' output at --from-layer for the news sources once, trains the branch (a copy
of the encoder's layers from there on) and the news head (started from the sentiment head) for
--epochs, scores the news and finance dev sets after each epoch (each domain's under one vector
scaling, as the service calibrates a domain), keeps the epoch whose three macro-F1s average best,
prints every epoch beside the sentiment head, and writes the model with the news head
appended as the task "news", its branch in model.json's `branches`, and a new version. Every tensor
already in the model is written back unchanged (float16 in, float16 out).

From services/analysis/training (about 5 minutes for the layer inputs and 1 an epoch on two cores;
the financial tweets under SENTILOG_EXTRA_DATA), then as the model card's "Reproduce" goes on (ONNX export, golden logits, `npm run calibrate`):
.cache/venv/bin/python scripts/fit_news_head.py ../models/accurate --version 3.1.0 --out .cache/exports/accurate-news
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sentilog_training import offline  # noqa: F401,E402
import numpy as np  # noqa: E402
import torch  # noqa: E402

from sentilog_training.datasets import SENTIMENT_LABELS, DevSet  # noqa: E402
from sentilog_training.distill import load_teacher  # noqa: E402
from sentilog_training.export import exported_tensors, read_exported, write_model_dir  # noqa: E402
from sentilog_training.metrics import dev_metric  # noqa: E402
from sentilog_training.model import MultiTaskClassifier  # noqa: E402
from sentilog_training.news_head import (TASK, branch_logits, layer_inputs, news_data, train_branch,  # noqa: E402
                                         vector_scaled)
from sentilog_training.tokenizer import wordpiece_tokenizer  # noqa: E402

# The dev sets the epoch is chosen on, each domain's under one vector scaling of its own, as the
# service calibrates a domain (src/evaluation/text-calibration.ts: news is fitted on the two news
# sets together, finance on its set).
SCALED_TOGETHER = (("news_headlines_macro_f1", "news_sentences_macro_f1"), ("finance_macro_f1",))
CHOSEN_ON = tuple(name for group in SCALED_TOGETHER for name in group)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("model", type=Path)
    p.add_argument("--version", required=True)
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--from-layer", type=int, default=5)
    p.add_argument("--epochs", type=int, default=4)
    p.add_argument("--lr", type=float, default=3e-5)
    p.add_argument("--head-lr", type=float, default=1e-3)
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--threads", type=int, default=2)
    args = p.parse_args()
    torch.set_num_threads(args.threads)

    shared, manifest = load_teacher(args.model)
    if any(h["task"] == TASK for h in manifest["config"]["tasks"]):
        raise SystemExit(f"{args.model} already has a {TASK} head")
    heads = {h["task"]: len(h["labels"]) for h in manifest["config"]["tasks"]}
    model = MultiTaskClassifier(shared.encoder, {**heads, TASK: len(SENTIMENT_LABELS)}, shared.pooling,
                                branches={TASK: args.from_layer})
    with torch.no_grad():
        for task, head in shared.heads.items():
            model.heads[task].load_state_dict(head.state_dict())
        model.heads[TASK].load_state_dict(shared.heads["sentiment"].state_dict())
    tokens = manifest["config"]["tokenizer"]
    tokenizer = wordpiece_tokenizer(args.model / tokens["vocab"], tokens["maxTokens"])

    data = news_data()
    rows = [(name, row) for name, items in data.train.items() for row in items]
    states = layer_inputs(model, tokenizer, [r.text for _, r in rows], args.from_layer)
    targets = torch.tensor([r.target for _, r in rows])
    dev_states = {name: layer_inputs(model, tokenizer, [r.text for r in items], args.from_layer)
                  for name, items in data.dev.items()}
    gold = {name: [r.gold for r in items] for name, items in data.dev.items()}
    print("train rows: " + json.dumps({name: len(items) for name, items in data.train.items()}), flush=True)
    print("dev rows: " + json.dumps({name: len(items) for name, items in data.dev.items()}), flush=True)

    def judged() -> dict[str, float]:
        logits = {name: branch_logits(model, s) for name, s in dev_states.items()}
        out = {}
        for group in SCALED_TOGETHER:
            scaled = vector_scaled([logits[n] for n in group], [torch.tensor(gold[n]) for n in group])
            for name, probs in zip(group, scaled):
                out[name] = dev_metric(DevSet(name, [], gold[name], "macro_f1"), probs)
                out[f"{name} neutral share"] = float((probs.argmax(1) == 1).mean())
        for name in ("change_headlines_accuracy", "change_controls_neutral"):
            out[name] = dev_metric(DevSet(name, [], gold[name], "accuracy"), torch.softmax(logits[name], -1).numpy())
        return {k: round(v, 4) for k, v in out.items()}

    figures = {"sentiment head (epoch 0: the branch is a copy of the shared layer)": judged()}
    best: dict = {"score": -1.0}

    def after_epoch(epoch: int) -> None:
        f = judged()
        figures[f"epoch {epoch + 1}"] = f
        print(f"epoch {epoch + 1}: {json.dumps(f)}", flush=True)
        score = float(np.mean([f[n] for n in CHOSEN_ON]))
        if score > best["score"]:
            best.update(score=score, epoch=epoch + 1, branch=copy.deepcopy(model.branches.state_dict()),
                        head=copy.deepcopy(model.heads[TASK].state_dict()))

    print(f"sentiment head: {json.dumps(next(iter(figures.values())))}", flush=True)
    train_branch(model, states, targets, [name for name, _ in rows], epochs=args.epochs, lr=args.lr,
                 head_lr=args.head_lr, batch_size=args.batch_size, seed=args.seed, after_epoch=after_epoch)
    print(f"chosen: epoch {best['epoch']}")
    model.branches.load_state_dict(best["branch"])
    model.heads[TASK].load_state_dict(best["head"])

    _, stored = read_exported(args.model)
    new = {k: v for k, v in exported_tensors(model).items() if k.startswith(("branches.", f"heads.{TASK}."))}
    tensors = {**stored, **{k: new[k] for k in sorted(new) if k.startswith("heads.")},
               **{k: v for k, v in new.items() if k.startswith("branches.")}}
    config = {**manifest["config"],
              "tasks": [*manifest["config"]["tasks"], {"task": TASK, "labels": SENTIMENT_LABELS}],
              "branches": [{"task": TASK, "fromLayer": args.from_layer}]}
    out_manifest = {
        **{k: v for k, v in manifest.items() if k not in ("weightsSha256", "weightsManifest")},
        "version": args.version,
        "task": f"{manifest['task']}+{TASK}",
        "labels": [*manifest["labels"], *(f"{TASK}:{label}" for label in SENTIMENT_LABELS)],
        "config": config,
        "newsHead": {
            "command": "python scripts/fit_news_head.py",
            "from": manifest["version"],
            "options": {k: v for k, v in vars(args).items() if k not in ("model", "out")} | {"out": str(args.out)},
            "chosenEpoch": best["epoch"],
            "chosenOn": list(CHOSEN_ON),
            "trainRows": {name: len(items) for name, items in data.train.items()},
            "devMetrics": figures,
        },
    }
    write_model_dir(args.out, tensors, out_manifest, vocab_file=args.model / tokens["vocab"])
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
