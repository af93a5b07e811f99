"""Distils the accurate (encoder) model into the fast WordPiece CNN.

1. The transfer set (transfer.py) is labelled by the exported accurate model: every head's
   probabilities, saved in chunks under the run directory, so an interrupted run labels only what is
   left.
2. The CNN learns those probabilities (soft cross-entropy per head), with checkpoints and --resume
   like train.py; the dev sets score it with the same metrics, and the best epoch is exported.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import time
from pathlib import Path

from . import offline  # noqa: F401

import numpy as np
import torch
from torch import nn

from .tasks import TASKS
from .export import read_exported, write_model_dir, load_exported_into
from .model import MultiTaskClassifier, pretrained_encoder, random_encoder, tiny_config
from .encoder_source import minilm_source
from .student import WordPieceCnn
from .tokenizer import wordpiece_tokenizer
from .trainer import (TRAINING_DIR, EvalOptions, encode_texts, evaluate, pad, save_atomically, score, seed_everything,
                      shown_path)
from .transfer import transfer_texts

FORMAT = "sentilog-wordpiece-cnn/1"
LABEL_CHUNK = 4096


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description="Distil the accurate model into the fast WordPiece CNN.")
    p.add_argument("--teacher", type=Path, required=True, help="an exported accurate model directory")
    p.add_argument("--news-sentences", type=int, default=60_000)
    p.add_argument("--augmented", type=int, default=150_000)
    p.add_argument("--dim", type=int, default=128)
    p.add_argument("--embedding-init", choices=("input", "pooled"), default="pooled",
                   help="warm start of the CNN's token embeddings: the teacher's input word embeddings, or the "
                        "teacher's pooled output for each vocabulary piece read alone ([CLS] piece [SEP])")
    p.add_argument("--widths", default="3")
    p.add_argument("--filters", type=int, default=64)
    p.add_argument("--max-tokens", type=int, default=64)
    p.add_argument("--epochs", type=int, default=3)
    p.add_argument("--batch-size", type=int, default=128)
    p.add_argument("--lr", type=float, default=2e-3)
    p.add_argument("--limit", type=int, default=0, help="only the first N transfer texts and dev rows (tests)")
    p.add_argument("--seed", type=int, default=42)
    p.add_argument("--threads", type=int, default=0)
    p.add_argument("--run-dir", type=Path)
    p.add_argument("--resume", action="store_true")
    p.add_argument("--out", type=Path)
    p.add_argument("--storage", choices=("float16", "uint8"), default="float16")
    p.add_argument("--version", default="0.0.0-dev")
    args = p.parse_args(argv)
    args.run_dir = args.run_dir or TRAINING_DIR / ".cache" / "runs" / "fast"
    args.out = args.out or TRAINING_DIR / ".cache" / "exports" / "fast"
    return args


def load_teacher(directory: Path) -> tuple[MultiTaskClassifier, dict]:
    manifest, tensors = read_exported(directory)
    c = manifest["config"]
    heads = {h["task"]: len(h["labels"]) for h in c["tasks"]}
    if manifest.get("encoder"):
        encoder = pretrained_encoder(str(minilm_source(verify_weights=False).directory))
    else:
        encoder = random_encoder(tiny_config(c["vocabSize"]))
    branches = {b["task"]: b["fromLayer"] for b in c.get("branches", [])}
    teacher = MultiTaskClassifier(encoder, heads, c["pooling"], branches=branches)
    load_exported_into(teacher, tensors)
    return teacher.eval(), manifest


@torch.no_grad()
def predict_all(model, tasks: list[str], sequences: list[list[int]], batch_size: int) -> dict[str, np.ndarray]:
    """Every head's probabilities from one forward pass per batch."""
    model.eval()
    out: dict[str, list[np.ndarray]] = {t: [] for t in tasks}
    for i in range(0, len(sequences), batch_size):
        ids, mask = pad(sequences[i : i + batch_size])
        logits = model(ids, mask)
        for t in tasks:
            out[t].append(torch.softmax(logits[t], -1).float().numpy())
    return {t: np.concatenate(v) for t, v in out.items()}


@torch.no_grad()
def pooled_token_table(teacher, tokenizer, vocab_size: int, batch_size: int = 512) -> torch.Tensor:
    """[vocabulary, hidden]: the teacher's pooled sentence vector of each piece read alone. Unlike the
    input embeddings (which leave meaning to the layers above), this is what the heads read, so a
    piece the transfer set rarely shows still starts where the teacher puts it (after Model2Vec)."""
    pieces = torch.arange(vocab_size).unsqueeze(1)
    ids = torch.cat([torch.full_like(pieces, tokenizer.token_to_id("[CLS]")), pieces,
                     torch.full_like(pieces, tokenizer.token_to_id("[SEP]"))], 1)
    return torch.cat([teacher.pool(ids[i : i + batch_size], torch.ones_like(ids[i : i + batch_size]))
                      for i in range(0, vocab_size, batch_size)])


def initial_token_table(teacher, tokenizer, vocab_size: int, init: str) -> torch.Tensor:
    """The teacher's table the CNN's embeddings start from (--embedding-init), from the loaded teacher."""
    if init == "pooled":
        return pooled_token_table(teacher, tokenizer, vocab_size)
    return teacher.encoder.embeddings.word_embeddings.weight.detach().clone()


def label_transfer_set(teacher, tasks: list[str], sequences: list[list[int]], run_dir: Path, key: str,
                       batch_size: int) -> dict[str, np.ndarray]:
    """The teacher's probabilities for every sequence, chunk by chunk; chunks already on disk are reused."""
    folder = run_dir / f"labels-{key}"
    folder.mkdir(parents=True, exist_ok=True)
    out: dict[str, list[np.ndarray]] = {t: [] for t in tasks}
    started = time.time()
    for start in range(0, len(sequences), LABEL_CHUNK):
        path = folder / f"{start:08d}.npz"
        if not path.exists():
            chunk = sequences[start : start + LABEL_CHUNK]
            # Sorted by length inside the chunk so batches pad little; put back in order afterwards.
            order = sorted(range(len(chunk)), key=lambda i: len(chunk[i]))
            probs = predict_all(teacher, tasks, [chunk[i] for i in order], batch_size)
            restored = {t: np.empty_like(p) for t, p in probs.items()}
            for t, p in probs.items():
                restored[t][order] = p
            np.savez(path.with_suffix(".tmp.npz"), **restored)
            path.with_suffix(".tmp.npz").replace(path)
            print(f"labelled {min(start + LABEL_CHUNK, len(sequences))}/{len(sequences)} "
                  f"({time.time() - started:.0f} s)", flush=True)
        saved = np.load(path)
        for t in tasks:
            out[t].append(saved[t])
    return {t: np.concatenate(v).astype(np.float32) for t, v in out.items()}


def run(args) -> dict:
    if args.threads:
        torch.set_num_threads(args.threads)
    seed_everything(args.seed)
    teacher, teacher_manifest = load_teacher(args.teacher)
    tasks = [h["task"] for h in teacher_manifest["config"]["tasks"]]
    labels = {h["task"]: h["labels"] for h in teacher_manifest["config"]["tasks"]}
    tokenizer = wordpiece_tokenizer(args.teacher / "vocab.txt", args.max_tokens)

    texts = transfer_texts(tasks, args.news_sentences, args.augmented, args.seed)
    if args.limit:
        texts = texts[: args.limit]
    sequences = encode_texts(tokenizer, texts)
    key = hashlib.sha256(json.dumps([teacher_manifest["weightsSha256"], args.max_tokens, texts]).encode()).hexdigest()[:16]
    print(f"transfer set: {len(texts)} texts", flush=True)
    targets = label_transfer_set(teacher, tasks, sequences, args.run_dir, key, 64)
    token_table = initial_token_table(teacher, tokenizer, teacher_manifest["config"]["vocabSize"],
                                      args.embedding_init)
    del teacher

    data = {}
    for task in tasks:
        td = TASKS[task]()
        if args.limit:
            for dev in td.dev:
                dev.texts, dev.gold = dev.texts[: args.limit], dev.gold[: args.limit]
        data[task] = td

    widths = [int(w) for w in args.widths.split(",")]
    student = WordPieceCnn(teacher_manifest["config"]["vocabSize"], args.dim, widths, args.filters,
                           {t: len(labels[t]) for t in tasks})
    student.init_embeddings_from(token_table)
    optimizer = torch.optim.AdamW(student.parameters(), lr=args.lr, weight_decay=0.0)
    steps_per_epoch = math.ceil(len(sequences) / args.batch_size)
    total = steps_per_epoch * args.epochs
    scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, lambda s: max(0.0, 1 - s / total))

    args.run_dir.mkdir(parents=True, exist_ok=True)
    last, best_path = args.run_dir / "last.pt", args.run_dir / "best.pt"
    epoch, best = 0, {"score": -1.0, "epoch": 0, "metrics": {}}
    if args.resume and last.exists():
        ckpt = torch.load(last, weights_only=False)
        student.load_state_dict(ckpt["model"])
        optimizer.load_state_dict(ckpt["optimizer"])
        scheduler.load_state_dict(ckpt["scheduler"])
        epoch, best = ckpt["epoch"], ckpt["best"]
        torch.set_rng_state(ckpt["torch_rng"])
        print(f"resumed after epoch {epoch}", flush=True)

    eval_options = EvalOptions(batch_size=256, max_tokens=args.max_tokens)
    while epoch < args.epochs:
        rng = np.random.default_rng([args.seed, epoch])
        order = rng.permutation(len(sequences))
        # Runs of 50 batches sorted by length: little padding, still a shuffled stream of batches.
        span = 50 * args.batch_size
        order = np.concatenate([sorted(order[s : s + span], key=lambda i: len(sequences[i]))
                                for s in range(0, len(order), span)]) if len(order) else order
        batches = [order[i : i + args.batch_size] for i in range(0, len(order), args.batch_size)]
        student.train()
        started, loss_sum = time.time(), 0.0
        for b in rng.permutation(len(batches)):
            rows = batches[b]
            ids, mask = pad([sequences[i] for i in rows])
            logits = student(ids, mask)
            loss = sum(-(torch.from_numpy(targets[t][rows]) * torch.log_softmax(logits[t], -1)).sum(-1).mean()
                       for t in tasks)
            optimizer.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(student.parameters(), 5.0)
            optimizer.step()
            scheduler.step()
            loss_sum += loss.item()
        epoch += 1
        metrics = evaluate(student, tokenizer, data, eval_options)
        s = score(metrics, data)
        print(f"epoch {epoch}/{args.epochs} loss {loss_sum / max(1, len(batches)):.4f} "
              f"({time.time() - started:.0f} s) dev {json.dumps({k: round(v, 4) for k, v in metrics.items()})} "
              f"score {s:.4f}", flush=True)
        if s > best["score"]:
            best = {"score": s, "epoch": epoch, "metrics": metrics}
            save_atomically({"model": student.state_dict(), "epoch": epoch}, best_path)
        save_atomically({"model": student.state_dict(), "optimizer": optimizer.state_dict(),
                         "scheduler": scheduler.state_dict(), "epoch": epoch, "best": best,
                         "torch_rng": torch.get_rng_state()}, last)

    student.load_state_dict(torch.load(best_path, weights_only=False)["model"])
    options = {k: shown_path(v) if isinstance(v, Path) else v for k, v in vars(args).items()}
    manifest = {
        "format": FORMAT,
        "version": args.version,
        "task": "+".join(tasks),
        "labels": [f"{t}:{label}" for t in tasks for label in labels[t]],
        "config": {
            "vocabSize": teacher_manifest["config"]["vocabSize"],
            "embeddingDim": args.dim,
            "widths": widths,
            "filters": args.filters,
            "tokenizer": {"vocab": "vocab.txt", "lowercase": True, "maxTokens": args.max_tokens},
            "tasks": [{"task": t, "labels": labels[t]} for t in tasks],
        },
        "teacher": {"version": teacher_manifest["version"], "weightsSha256": teacher_manifest["weightsSha256"]},
        "training": {"command": "python distill.py", "options": options, "transferTexts": len(texts),
                     "bestEpoch": best["epoch"], "devMetrics": best["metrics"]},
    }
    write_model_dir(args.out, student.exported_tensors(), manifest, vocab_file=args.teacher / "vocab.txt",
                    storage=args.storage)
    print(f"best epoch {best['epoch']}: dev {json.dumps({k: round(v, 4) for k, v in best['metrics'].items()})}",
          flush=True)
    print(f"exported {args.out}", flush=True)
    return best
