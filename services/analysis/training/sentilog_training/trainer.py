"""Fine-tunes the encoder with one head per task, evaluates on dev, checkpoints, resumes, exports.

The batch order is a pure function of the seed and the step, so a run resumed from a checkpoint
takes the same batches it would have taken without the stop; the RNG states in the checkpoint make
dropout continue the same way too.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import time
from dataclasses import dataclass
from pathlib import Path

from . import offline  # noqa: F401

import numpy as np
import torch
from torch import nn

from .datasets import DevSet, TaskData
from .tasks import TASKS
from .encoder_source import minilm_source
from .export import export_model
from .metrics import dev_metric
from .model import GroupAdversary, MultiTaskClassifier, pretrained_encoder, random_encoder, tiny_config
from .spans import span_means, token_spans
from .tokenizer import wordpiece_tokenizer

TRAINING_DIR = Path(__file__).resolve().parents[1]


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description="Fine-tune the pretrained encoder for SentiLog's analysis models.")
    p.add_argument("tasks", nargs="+", choices=sorted(TASKS), help="one head per task on one shared encoder")
    p.add_argument("--encoder", choices=("minilm", "tiny"), default="minilm",
                   help="minilm: the packaged all-MiniLM-L6-v2; tiny: a random 2-layer BERT (tests)")
    p.add_argument("--pooling", choices=("mean", "cls"), default="mean")
    p.add_argument("--max-tokens", type=int, default=128, help="ids per text or article window, [CLS] and [SEP] included")
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--lr", type=float, default=5e-5)
    p.add_argument("--head-lr", type=float, default=1e-3)
    p.add_argument("--weight-decay", type=float, default=0.01)
    p.add_argument("--warmup", type=float, default=0.06, help="fraction of the steps with a rising learning rate")
    p.add_argument("--epochs", type=float, default=3)
    p.add_argument("--max-steps", type=int, default=0,
                   help="stop after this many steps in all (0: at the end of the epochs, which set the schedule)")
    p.add_argument("--limit", type=int, default=0, help="use only the first N train rows and N rows of each dev set")
    p.add_argument("--eval-every", type=int, default=2000, help="steps between dev evaluations (and at the end)")
    p.add_argument("--checkpoint-every", type=int, default=500)
    p.add_argument("--seed", type=int, default=42)
    p.add_argument("--bias-split", choices=("random", "media"), default="random")
    p.add_argument("--train-windows", choices=("first", "random"), default="first",
                   help="bias: train each step on each article's first window, or on a random one of its "
                        "first --article-windows windows (so that reading more of them helps)")
    p.add_argument("--article-windows", type=int, default=1,
                   help="windows of --max-tokens read per valid article, their log-probabilities averaged. "
                        "Training reads each article's first window, and a model trained so scores worse on "
                        "the windows after it (random valid 0.804 on the first, 0.776 on two, 0.489 on eight)")
    p.add_argument("--run-dir", type=Path, help="checkpoints (default .cache/runs/<tasks>)")
    p.add_argument("--resume", action="store_true", help="continue from <run-dir>/last.pt")
    p.add_argument("--out", type=Path, help="export directory (default .cache/exports/<tasks>)")
    p.add_argument("--storage", choices=("float16", "uint8"), default="float16")
    p.add_argument("--version", default="0.0.0-dev", help="model version written into model.json")
    p.add_argument("--threads", type=int, default=0, help="torch CPU threads (0: torch's default)")
    p.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu",
                   help="cpu, cuda, cuda:1, ... (default: cuda when there is one)")
    p.add_argument("--length-buckets", type=int, default=50,
                   help="sort runs of this many batches by length before cutting them (0: plain shuffle)")
    p.add_argument("--freeze-embeddings", action="store_true",
                   help="keep the pretrained word embeddings fixed (a third fewer weights to update; CPU runs)")
    p.add_argument("--bfloat16", action="store_true",
                   help="run the forward passes in bfloat16 autocast (weights and optimiser stay float32): "
                        "three times faster steps on CPUs with AVX512-BF16 or AMX, and on GPUs")
    p.add_argument("--class-weighting", choices=("none", "sqrt", "inverse"), default="none",
                   help="weigh each row's loss by its labels' inverse frequency (or its square root)")
    p.add_argument("--span-weight", type=float, default=0.5,
                   help="weight of the labelled spans' loss (spans.py) beside the whole texts' loss")
    p.add_argument("--strip-outlets", action="store_true",
                   help="bias: read each article without its outlet's marks (bias_text.py), as the "
                        "service then reads it (model.json config.reads)")
    p.add_argument("--adversary-weight", type=float, default=0.0,
                   help="bias: an outlet classifier behind a gradient reversal (Ganin & Lempitsky 2015; "
                        "Baly et al. 2020), so the encoder unlearns what tells outlets apart; this weighs "
                        "its reversed gradient")
    p.add_argument("--init-from", type=Path,
                   help="start from an exported model's encoder and the heads it shares with this run "
                        "(e.g. ../models/accurate); heads it lacks start fresh")
    args = p.parse_args(argv)
    name = "+".join(args.tasks)
    args.run_dir = args.run_dir or TRAINING_DIR / ".cache" / "runs" / name
    args.out = args.out or TRAINING_DIR / ".cache" / "exports" / name
    return args


def seed_everything(seed: int) -> None:
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


@dataclass
class Encoded:
    ids: list[list[int]]
    targets: np.ndarray
    # Every window of each article (bias with --train-windows random); ids holds the first ones.
    windows: list[list[list[int]]] | None = None
    # Per row, its labelled spans as token ranges [start, end) and their targets (spans.py).
    spans: list[list[tuple[int, int, list[float]]]] | None = None
    # Per row, its group (bias: its outlet), -1 for none.
    groups: np.ndarray | None = None

    def sequences(self, rows: list[int], rng: np.random.Generator | None) -> list[list[int]]:
        """The rows' id sequences: a random window of each when windows are kept, else the first."""
        if self.windows is None or rng is None:
            return [self.ids[i] for i in rows]
        return [self.windows[i][rng.integers(len(self.windows[i]))] for i in rows]


def encode_texts(tokenizer, texts: list[str]) -> list[list[int]]:
    return [e.ids for e in tokenizer.encode_batch(texts)] if texts else []


def encode_rows(tokenizer, rows) -> Encoded:
    """Rows' ids and targets, and their spans as token ranges when any row has spans."""
    encodings = tokenizer.encode_batch([r.text for r in rows]) if rows else []
    spans = None
    if any(r.spans for r in rows):
        spans = [token_spans(e.offsets, r.spans) if r.spans else [] for e, r in zip(encodings, rows)]
    groups = np.array([r.group for r in rows], dtype=np.int64) if any(r.group >= 0 for r in rows) else None
    return Encoded([e.ids for e in encodings], np.array([r.target for r in rows], dtype=np.float32), spans=spans,
                   groups=groups)


def windows(tokenizer, text: str, max_tokens: int, limit: int) -> list[list[int]]:
    """[CLS] chunk [SEP] for the first `limit` consecutive chunks of the text's tokens."""
    cls_id, sep_id = tokenizer.token_to_id("[CLS]"), tokenizer.token_to_id("[SEP]")
    tokenizer.no_truncation()
    try:
        body = tokenizer.encode(text).ids[1:-1]
    finally:
        tokenizer.enable_truncation(max_length=max_tokens)
    size = max_tokens - 2
    chunks = [body[i : i + size] for i in range(0, max(len(body), 1), size)][:limit]
    return [[cls_id, *chunk, sep_id] for chunk in chunks]


def pad(batch: list[list[int]]) -> tuple[torch.Tensor, torch.Tensor]:
    length = max(len(s) for s in batch)
    ids = torch.zeros((len(batch), length), dtype=torch.long)
    mask = torch.zeros((len(batch), length), dtype=torch.long)
    for i, s in enumerate(batch):
        ids[i, : len(s)] = torch.tensor(s)
        mask[i, : len(s)] = 1
    return ids, mask


def batch_plan(lengths: dict[str, list[int]], batch_size: int, seed: int, epoch: int,
               bucket: int = 0) -> list[tuple[str, list[int]]]:
    """One epoch's batches: each task's rows shuffled and cut, then the tasks' batches interleaved.

    With bucket > 0, each run of bucket * batch_size shuffled rows is sorted by length before it is
    cut, so a batch pads little: on a CPU that halves an epoch of SST phrases (most are a few words).
    """
    rng = np.random.default_rng([seed, epoch])
    plan = []
    for task in sorted(lengths):
        order = rng.permutation(len(lengths[task])).tolist()
        if bucket:
            span = bucket * batch_size
            order = [i for s in range(0, len(order), span)
                     for i in sorted(order[s : s + span], key=lengths[task].__getitem__)]
        plan += [(task, order[i : i + batch_size]) for i in range(0, len(order), batch_size)]
    return [plan[i] for i in rng.permutation(len(plan))]


def autocast(device: str, enabled: bool):
    """bfloat16 autocast on the model's device type when enabled (--bfloat16), else a no-op."""
    return torch.autocast(torch.device(device).type, dtype=torch.bfloat16, enabled=enabled)


@torch.no_grad()
def predict(model: MultiTaskClassifier, task: str, sequences: list[list[int]], batch_size: int,
            bfloat16: bool = False) -> np.ndarray:
    model.eval()
    device = next(model.parameters()).device
    out = []
    for i in range(0, len(sequences), batch_size):
        ids, mask = pad(sequences[i : i + batch_size])
        with autocast(str(device), bfloat16):
            logits = model(ids.to(device), mask.to(device))[task]
        out.append(torch.softmax(logits.float(), -1).cpu().numpy())
    return np.concatenate(out) if out else np.zeros((0, model.heads[task].out_features))


@dataclass(frozen=True)
class EvalOptions:
    """How dev sets are read; the defaults suit any model, so callers outside train.py name only what
    they change."""
    batch_size: int
    max_tokens: int
    article_windows: int = 1
    bfloat16: bool = False

    @classmethod
    def of(cls, args: argparse.Namespace) -> "EvalOptions":
        return cls(args.batch_size, args.max_tokens, args.article_windows, args.bfloat16)


def evaluate(model, tokenizer, data: dict[str, TaskData], options: EvalOptions) -> dict[str, float]:
    metrics: dict[str, float] = {}
    for task, td in data.items():
        for dev in td.dev:
            metrics[dev.name] = dev_metric(dev, dev_probabilities(model, tokenizer, task, dev, options))
    return metrics


def dev_probabilities(model, tokenizer, task: str, dev: DevSet, options: EvalOptions) -> np.ndarray:
    if not dev.windows:
        return predict(model, task, encode_texts(tokenizer, dev.texts), options.batch_size, options.bfloat16)
    # An article's label: the mean of its windows' log-probabilities, renormalised.
    per_text = [windows(tokenizer, t, options.max_tokens, options.article_windows) for t in dev.texts]
    flat = predict(model, task, [w for ws in per_text for w in ws], options.batch_size, options.bfloat16)
    out, start = [], 0
    for ws in per_text:
        log_mean = np.log(flat[start : start + len(ws)] + 1e-9).mean(0)
        out.append(np.exp(log_mean) / np.exp(log_mean).sum())
        start += len(ws)
    return np.array(out)


def score(metrics: dict[str, float], data: dict[str, TaskData]) -> float:
    """Mean ratio of each dev metric to its target, each at most 1: the checkpoint with the highest is
    kept, so one that meets more targets wins over one that overshoots a few."""
    ratios = [min(metrics[k] / t, 1.0) for td in data.values() for k, t in td.targets.items() if k in metrics]
    return float(np.mean(ratios)) if ratios else 0.0


def load_data(args) -> dict[str, TaskData]:
    data = {}
    for task in args.tasks:
        td = (TASKS[task](args.bias_split, stripped=args.strip_outlets) if task == "bias"
              else TASKS[task]())
        if args.limit:
            td.train = td.train[: args.limit]
            for dev in td.dev:
                dev.texts, dev.gold = dev.texts[: args.limit], dev.gold[: args.limit]
        data[task] = td
    return data


def build_model(args, heads: dict[str, int]):
    # The tiny test encoder borrows only the vocabulary, so the 90 MB weights file is not hashed.
    source = minilm_source(verify_weights=args.encoder == "minilm")
    if args.encoder == "minilm":
        encoder = pretrained_encoder(str(source.directory))
    else:
        encoder = random_encoder(tiny_config(vocab_size=sum(1 for _ in open(source.vocab_file, encoding="utf8"))))
    model = MultiTaskClassifier(encoder, heads, args.pooling)
    if getattr(args, "init_from", None):
        init_from_export(model, args.init_from)
    return model, source


def init_from_export(model: MultiTaskClassifier, directory: Path) -> None:
    """The encoder and every head of the same task and size from an exported model; the rest stays new."""
    from .export import read_exported

    manifest, tensors = read_exported(directory)
    own = model.state_dict()
    # Exported names are BertModel's (no "encoder." prefix) and the heads' own.
    named = {(n if n.startswith("heads.") else f"encoder.{n}"): t for n, t in tensors.items()}
    loaded = {n: t.to(own[n].dtype) for n, t in named.items() if n in own and own[n].shape == t.shape}
    skipped = [n for n in named if n not in loaded and not n.startswith("heads.")]
    if skipped:
        raise ValueError(f"{directory}: encoder tensors that do not fit this model: {skipped[:5]}")
    model.load_state_dict(loaded, strict=False)
    fresh = sorted({n.split(".")[1] for n in own if n.startswith("heads.") and n not in loaded})
    print(f"initialised from {directory} ({manifest['version']}); new heads: {fresh or 'none'}", flush=True)


def label_weights(targets: np.ndarray, scheme: str) -> np.ndarray:
    """Per-label loss weights, mean 1 over the rows: rare labels (GoEmotions' fear, disgust) count more."""
    if scheme == "none" or len(targets) == 0:
        return np.ones(targets.shape[1], dtype=np.float32)
    counts = targets.sum(0) + 1.0
    weights = (counts.sum() / counts) ** (0.5 if scheme == "sqrt" else 1.0)
    return (weights / (targets @ weights).mean()).astype(np.float32)


def shown_path(path: Path) -> str:
    """A path as the model card shows it: relative to this folder when inside it, so no card names
    the machine it was trained on."""
    try:
        return str(path.resolve().relative_to(TRAINING_DIR))
    except ValueError:
        return str(path)


def options(args) -> dict:
    """Every option the run used, for the model card (paths relative to the training folder)."""
    return {k: shown_path(v) if isinstance(v, Path) else v for k, v in vars(args).items() if k != "tasks"}


def save_atomically(obj, path: Path) -> None:
    tmp = path.with_suffix(".tmp")
    torch.save(obj, tmp)
    os.replace(tmp, path)


def run(args) -> dict:
    if args.threads:
        torch.set_num_threads(args.threads)
    seed_everything(args.seed)
    data = load_data(args)
    model, source = build_model(args, {t: len(td.labels) for t, td in data.items()})
    tokenizer = wordpiece_tokenizer(source.vocab_file, args.max_tokens)
    train = {t: encode_rows(tokenizer, td.train) for t, td in data.items()}
    if args.adversary_weight > 0:
        groups = train["bias"].groups if "bias" in train else None
        if groups is None:
            raise SystemExit("--adversary-weight needs the bias task, whose rows carry their outlets")
        model.adversary = GroupAdversary(model.encoder.config.hidden_size, int(groups.max()) + 1,
                                         args.adversary_weight)
    model.to(args.device)
    if "bias" in train and args.train_windows == "random":
        train["bias"].windows = [windows(tokenizer, r.text, args.max_tokens, args.article_windows)
                                 for r in data["bias"].train]
    lengths = {t: [len(ids) for ids in e.ids] for t, e in train.items()}
    sizes = {t: len(ids) for t, ids in lengths.items()}
    class_weights = {t: torch.from_numpy(label_weights(e.targets, args.class_weighting)).to(args.device)
                     for t, e in train.items()}
    plans: dict[int, list[tuple[str, list[int]]]] = {}

    def plan_of(epoch: int) -> list[tuple[str, list[int]]]:
        if epoch not in plans:
            plans.clear()
            plans[epoch] = batch_plan(lengths, args.batch_size, args.seed, epoch, args.length_buckets)
        return plans[epoch]

    steps_per_epoch = len(plan_of(0))
    # The learning-rate schedule spans the epochs; --max-steps only stops early, so a run stopped
    # there and resumed with a larger --max-steps follows the same schedule as one that never stopped.
    schedule = math.ceil(steps_per_epoch * args.epochs)
    total = min(schedule, args.max_steps) if args.max_steps else schedule
    print(f"tasks {'+'.join(args.tasks)}: train rows {sizes}, {steps_per_epoch} steps an epoch, {total} steps", flush=True)

    if args.freeze_embeddings:
        model.encoder.embeddings.word_embeddings.weight.requires_grad_(False)
    is_head = lambda n: n.startswith(("heads.", "adversary."))  # noqa: E731
    head_params = [p for n, p in model.named_parameters() if is_head(n)]
    trainable = [(n, p) for n, p in model.named_parameters() if p.requires_grad and not is_head(n)]
    decay = [p for n, p in trainable if p.ndim > 1]
    no_decay = [p for n, p in trainable if p.ndim <= 1]
    optimizer = torch.optim.AdamW([
        {"params": decay, "lr": args.lr, "weight_decay": args.weight_decay},
        {"params": no_decay, "lr": args.lr, "weight_decay": 0.0},
        {"params": head_params, "lr": args.head_lr, "weight_decay": 0.0},
    ])
    warmup = max(1, int(schedule * args.warmup))
    scheduler = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda s: min((s + 1) / warmup, max(0.0, (schedule - s) / max(1, schedule - warmup))))

    args.run_dir.mkdir(parents=True, exist_ok=True)
    last, best_path = args.run_dir / "last.pt", args.run_dir / "best.pt"
    step, best = 0, {"score": -1.0, "step": 0, "metrics": {}}
    if args.resume:
        if not last.exists():
            raise SystemExit(f"--resume: no checkpoint at {last}")
        ckpt = torch.load(last, weights_only=False, map_location=args.device)
        model.load_state_dict(ckpt["model"])
        optimizer.load_state_dict(ckpt["optimizer"])
        scheduler.load_state_dict(ckpt["scheduler"])
        step, best = ckpt["step"], ckpt["best"]
        torch.set_rng_state(ckpt["torch_rng"].cpu())
        print(f"resumed at step {step} from {last}", flush=True)

    def checkpoint() -> None:
        save_atomically({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                         "scheduler": scheduler.state_dict(), "step": step, "best": best,
                         "torch_rng": torch.get_rng_state(), "options": options(args)},
                        last)

    def evaluate_and_keep() -> None:
        nonlocal best
        metrics = evaluate(model, tokenizer, data, EvalOptions.of(args))
        s = score(metrics, data)
        print(f"step {step} dev {json.dumps({k: round(v, 4) for k, v in metrics.items()})} score {s:.4f}", flush=True)
        if s > best["score"]:
            best = {"score": s, "step": step, "metrics": metrics}
            save_atomically({"model": model.state_dict(), "step": step, "metrics": metrics}, best_path)

    started, loss_sum, loss_n = time.time(), 0.0, 0
    while step < total:
        epoch, index = divmod(step, steps_per_epoch)
        task, rows = plan_of(epoch)[index]
        model.train()
        # The window drawn depends on the seed and the step only, so a resumed run draws the same.
        ids, mask = pad(train[task].sequences(rows, np.random.default_rng([args.seed, step])))
        target = torch.from_numpy(train[task].targets[rows]).to(args.device)
        batch_spans = ([(b, s, e, t) for b, r in enumerate(rows) for s, e, t in train[task].spans[r]]
                       if train[task].spans is not None else [])
        with autocast(args.device, args.bfloat16):
            hidden = model.hidden(ids.to(args.device), mask.to(args.device))
            head = model.heads[task]
            pooled = model.dropout(model.pool_hidden(hidden, mask.to(args.device)))
            logits = head(pooled).float()
            adversary_logits = (model.adversary(pooled).float()
                                if hasattr(model, "adversary") and train[task].groups is not None else None)
            span_logits = (head(model.dropout(span_means(hidden, [(b, s, e) for b, s, e, _ in batch_spans]))).float()
                           if batch_spans else None)
        # Soft-target cross-entropy: multi-label emotion rows spread their target over their labels.
        row_loss = -(target * torch.log_softmax(logits, -1)).sum(-1)
        row_weight = (target * class_weights[task]).sum(-1)
        loss = (row_loss * row_weight).sum() / row_weight.sum()
        if span_logits is not None:
            span_target = torch.tensor([t for *_, t in batch_spans], dtype=torch.float32, device=args.device)
            span_loss = -(span_target * torch.log_softmax(span_logits, -1)).sum(-1).mean()
            loss = loss + args.span_weight * span_loss
        if adversary_logits is not None:
            groups = torch.from_numpy(train[task].groups[rows]).to(args.device)
            loss = loss + nn.functional.cross_entropy(adversary_logits, groups)
        optimizer.zero_grad()
        loss.backward()
        nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        scheduler.step()
        step += 1
        loss_sum, loss_n = loss_sum + loss.item(), loss_n + 1
        if step % 50 == 0 or step == total:
            print(f"step {step}/{total} loss {loss_sum / loss_n:.4f} ({time.time() - started:.0f} s)", flush=True)
            loss_sum, loss_n = 0.0, 0
        if step % args.eval_every == 0 or step == total:
            evaluate_and_keep()
        if step % args.checkpoint_every == 0 or step == total:
            checkpoint()

    if best_path.exists():
        model.load_state_dict(torch.load(best_path, weights_only=False, map_location=args.device)["model"])
    print(f"best step {best['step']}: dev {json.dumps({k: round(v, 4) for k, v in best['metrics'].items()})}", flush=True)
    export_model(
        model, args.out,
        labels={t: td.labels for t, td in data.items()},
        vocab_file=source.vocab_file,
        max_tokens=args.max_tokens,
        version=args.version,
        encoder_source=source.as_json() if args.encoder == "minilm" else None,
        storage=args.storage,
        training={"command": "python train.py " + " ".join(args.tasks), "options": options(args),
                  "steps": step, "bestStep": best["step"], "devMetrics": best["metrics"]},
        reads="outlet-stripped" if args.strip_outlets else None,
    )
    print(f"exported {args.out}", flush=True)
    return best
