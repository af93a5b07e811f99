"""The hashed n-gram bias model (models/bias): unigrams and bigrams of the service's normaliser, hashed
into 2^bits buckets, sublinear TF-IDF, L2-normalised, into a linear softmax over LEFT / CENTER / RIGHT,
trained with lazy (sparse) Adam and early stopping on the valid split. Never the outlet: it gives the
label away on the random split.

The features and the scored predictions come from the TypeScript code the service runs
(src/cli/bias-ngram.ts), so training and serving share one normaliser, one hash and one windowing.
The arithmetic here is the TypeScript trainer's that this replaced, operation for operation: float64
arithmetic on float32 storage, every sum in the same order, the same mulberry32 shuffles. That is what
lets a run reproduce the shipped weights (the model card says how closely).
"""

from __future__ import annotations

import json
import math
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import numpy as np

from .datasets import BIAS_LABELS, news_articles, news_split
from .metrics import accuracy, expected_calibration_error, macro_f1

CONFIG = {"bits": 18, "windowChars": 4000}
HYPER = {"epochs": 30, "batchSize": 32, "learningRate": 0.01, "patience": 4}
CLASSES = len(BIAS_LABELS)
FORMAT = "sentilog-hashed-linear"
SERVICE_DIR = Path(__file__).resolve().parents[2]
CLI = SERVICE_DIR / "dist" / "cli" / "bias-ngram.js"
BETA1, BETA2, EPSILON = 0.9, 0.999, 1e-8
U32 = 0xFFFFFFFF


class Mulberry32:
    """src's seeded PRNG (mulberry32) bit for bit: the TypeScript trainer shuffled with it."""

    def __init__(self, seed: int) -> None:
        self.state = seed & U32

    def next(self) -> float:
        self.state = (self.state + 0x6D2B79F5) & U32
        t = self.state
        t = ((t ^ (t >> 15)) * (t | 1)) & U32
        t ^= (t + (((t ^ (t >> 7)) * (t | 61)) & U32)) & U32
        return ((t ^ (t >> 14)) & U32) / 4294967296

    def shuffle(self, items: list) -> list:
        for i in range(len(items) - 1, 0, -1):
            j = math.floor(self.next() * (i + 1))
            items[i], items[j] = items[j], items[i]
        return items


def run_cli(args: list[str], inputs: list[dict]) -> list[dict]:
    """One call of the service's bias-ngram CLI; its answers, in input order."""
    if not CLI.exists():
        raise SystemExit(f"{CLI} is missing: build the service first (npm run build at the repository root)")
    stdin = "".join(json.dumps(i, ensure_ascii=False) + "\n" for i in inputs)
    done = subprocess.run(["node", str(CLI), *args], input=stdin, capture_output=True, text=True, encoding="utf8")
    if done.returncode != 0:
        raise RuntimeError(f"bias-ngram {' '.join(args)} failed: {done.stderr.strip()[-2000:]}")
    answers = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    errors = [a for a in answers if "error" in a]
    if len(answers) != len(inputs) or errors:
        raise RuntimeError(f"bias-ngram {' '.join(args)}: {len(answers)} answers for {len(inputs)} inputs, {errors[:3]}")
    return answers


def cli_input(article_id: str, article: dict) -> dict:
    """An article as the service receives it: title and text apart, the outlet for the prior."""
    return {"id": article_id, "title": article.get("title") or "", "text": article.get("text") or "",
            "source": article.get("source") or ""}


@dataclass
class Counted:
    buckets: np.ndarray  # int64, in the order the text first shows each feature
    counts: np.ndarray  # float64
    label: int


def featurise(articles: dict[str, dict], ids: list[str]) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    """Article id → (buckets, counts) of its hashed unigrams and bigrams, from the service's code.
    Articles given already stripped of their outlets' marks (bias_text.py) are featurised as given."""
    answers = run_cli(["features", "--bits", str(CONFIG["bits"])], [cli_input(i, articles[i]) for i in ids])
    return {i: (np.array(a["buckets"], dtype=np.int64), np.array(a["counts"], dtype=np.float64))
            for i, a in zip(ids, answers)}


def inverse_document_frequency(docs: list[Counted]) -> np.ndarray:
    """Smoothed IDF per bucket over the training articles, float32: ln((1 + N) / (1 + df)) + 1."""
    df = np.zeros(1 << CONFIG["bits"], dtype=np.int64)
    for d in docs:
        df[d.buckets] += 1
    n = len(docs)
    by_df = {int(k): math.log((1 + n) / (1 + k)) + 1 for k in np.unique(df)}
    return np.array([by_df[int(k)] for k in df], dtype=np.float32)


@dataclass
class Weighted:
    rows: np.ndarray  # the feature buckets, then the always-on bias row
    values: np.ndarray  # float32 TF-IDF values as float64, then 1
    label: int


def _log(counts: np.ndarray) -> np.ndarray:
    """ln of whole counts, each from math.log (the C library's, not numpy's vectorised one)."""
    values, inverse = np.unique(counts, return_inverse=True)
    return np.array([math.log(v) for v in values])[inverse]


def weigh(doc: Counted, idf: np.ndarray) -> Weighted:
    """src/serving/hashed-features.ts tfidfRow, sparse: (1 + ln tf) · idf, L2-normalised, float32."""
    v = (1 + _log(doc.counts)) * idf[doc.buckets].astype(np.float64)
    stored = v.astype(np.float32)
    norm = float(np.cumsum(v * v)[-1]) if len(v) else 0.0  # cumsum: summed in order, as the service does
    if norm != 0:
        stored = (stored.astype(np.float64) * (1 / math.sqrt(norm))).astype(np.float32)
    rows = np.append(doc.buckets, 1 << CONFIG["bits"])
    return Weighted(rows, np.append(stored, np.float32(1)).astype(np.float64), doc.label)


def article_logits(doc: Weighted, table: np.ndarray) -> np.ndarray:
    """One article's logits: its weighted rows of the table summed in order, in float64."""
    return np.cumsum(doc.values[:, None] * table[doc.rows].astype(np.float64), axis=0)[-1]


def probabilities(doc: Weighted, table: np.ndarray) -> list[float]:
    logits = article_logits(doc, table)
    top = max(logits)
    exps = [math.exp(x - top) for x in logits]
    total = exps[0] + exps[1] + exps[2]
    return [e / total for e in exps]


def argmax(values: list[float]) -> int:
    return int(np.argmax(values))  # the first of equal maxima, as the TypeScript argmax


class SparseAdam:
    """Adam on the rows a batch touched; untouched rows keep their moments (lazy Adam)."""

    def __init__(self, table: np.ndarray, learning_rate: float) -> None:
        self.table = table
        self.m = np.zeros_like(table)
        self.v = np.zeros_like(table)
        self.grad = np.zeros_like(table)
        self.learning_rate = learning_rate
        self.step = 0

    def update(self, rows: np.ndarray) -> None:
        self.step += 1
        lr = (self.learning_rate * math.sqrt(1 - BETA2 ** self.step)) / (1 - BETA1 ** self.step)
        g = self.grad[rows].astype(np.float64)
        m = (BETA1 * self.m[rows].astype(np.float64) + (1 - BETA1) * g).astype(np.float32)
        v = (BETA2 * self.v[rows].astype(np.float64) + (1 - BETA2) * g * g).astype(np.float32)
        step = (lr * m.astype(np.float64)) / (np.sqrt(v.astype(np.float64)) + EPSILON)
        self.table[rows] = (self.table[rows].astype(np.float64) - step).astype(np.float32)
        self.m[rows], self.v[rows], self.grad[rows] = m, v, 0


@dataclass
class LinearModel:
    idf: np.ndarray
    table: np.ndarray  # [2^bits + 1, classes] float32: the kernel rows, then the bias
    valid_f1: float
    history: list[dict] = field(default_factory=list)


def train_linear(train_docs: list[Counted], valid_docs: list[Counted], seed: int, epochs: int,
                 log: Callable[[str], None]) -> LinearModel:
    rng = Mulberry32(seed)
    idf = inverse_document_frequency(train_docs)
    train = [weigh(d, idf) for d in train_docs]
    valid = [weigh(d, idf) for d in valid_docs]
    table = np.zeros(((1 << CONFIG["bits"]) + 1, CLASSES), dtype=np.float32)
    adam = SparseAdam(table, HYPER["learningRate"])
    gold = [d.label for d in valid]
    best: LinearModel | None = None
    since_best = 0
    history: list[dict] = []
    epoch = 1
    while epoch <= epochs and since_best < HYPER["patience"]:
        order = rng.shuffle(list(range(len(train))))
        loss_sum = 0.0
        for start in range(0, len(order), HYPER["batchSize"]):
            batch = order[start:start + HYPER["batchSize"]]
            for k in batch:
                doc = train[k]
                p = probabilities(doc, table)
                loss_sum -= math.log(max(p[doc.label], 1e-12))
                d_logits = np.array([(p[c] - (1 if c == doc.label else 0)) / len(batch) for c in range(CLASSES)])
                adam.grad[doc.rows] += (doc.values[:, None] * d_logits[None, :]).astype(np.float32)
            adam.update(np.unique(np.concatenate([train[k].rows for k in batch])))
        valid_f1 = macro_f1(gold, [argmax(probabilities(d, table)) for d in valid], CLASSES)
        history.append({"epoch": epoch, "loss": loss_sum / len(train), "valid_macro_f1": valid_f1})
        log(f"epoch {epoch} loss {loss_sum / len(train):.4f} valid macro-F1 {valid_f1:.4f}")
        if best is None or valid_f1 > best.valid_f1:
            best = LinearModel(idf, table.copy(), valid_f1, history)
            since_best = 0
        else:
            since_best += 1
        epoch += 1
    if best is None:
        raise ValueError("no training data")
    return best


def write_model_dir(out_dir: Path, version: str, model: LinearModel, reads: str | None = None) -> None:
    """model.json and weights.bin (idf, kernel, bias as float16), as BiasClassifier.load reads them;
    `reads` says what input the model expects when not the raw article ("outlet-stripped")."""
    out_dir.mkdir(parents=True, exist_ok=True)
    dim = 1 << CONFIG["bits"]
    tensors = {"idf": model.idf, "kernel": model.table[:dim], "bias": model.table[dim]}
    specs = [{"name": name, "shape": list(t.shape), "dtype": "float32", "quantization": {"dtype": "float16"}}
             for name, t in tensors.items()]
    config = {**CONFIG, **({"reads": reads} if reads else {})}
    manifest = {"format": FORMAT, "version": version, "task": "bias", "labels": BIAS_LABELS, "config": config,
                "weightsManifest": [{"paths": ["weights.bin"], "weights": specs}]}
    (out_dir / "weights.bin").write_bytes(b"".join(t.astype("<f2").tobytes() for t in tensors.values()))
    (out_dir / "model.json").write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf8")


def read_model_dir(model_dir: Path) -> tuple[np.ndarray, np.ndarray]:
    """A written model's idf and its table (kernel rows, then the bias row), float16 read back as float32
    the way the service's loader decodes them."""
    manifest = json.loads((model_dir / "model.json").read_text(encoding="utf8"))
    data = (model_dir / "weights.bin").read_bytes()
    tensors, offset = {}, 0
    for spec in manifest["weightsManifest"][0]["weights"]:
        count = int(np.prod(spec["shape"]))
        tensors[spec["name"]] = np.frombuffer(data, "<f2", count, offset).astype(np.float32).reshape(spec["shape"])
        offset += 2 * count
    if offset != len(data):
        raise ValueError(f"{model_dir}/weights.bin holds {len(data)} bytes, the manifest describes {offset}")
    return tensors["idf"], np.vstack([tensors["kernel"], tensors["bias"][None, :]])


def served_macro_f1(model_dir: Path, articles: dict[str, dict], ids: list[str], gold: list[int]) -> float:
    """Macro-F1 of the written model's text reading as the service computes it (long articles in windows)."""
    answers = run_cli(["predict", "--model", str(model_dir)], [cli_input(i, articles[i]) for i in ids])
    return macro_f1(gold, [argmax(a["text"]) for a in answers], CLASSES)


def unseen_outlet_scores(model: LinearModel, valid: list[Counted]) -> dict[str, float]:
    """How the media-trained model reads its valid split's outlets, none of which it saw: accuracy,
    macro-F1, its mean confidence and its expected calibration error (15 bins)."""
    table = model.table
    probs = np.array([probabilities(weigh(d, model.idf), table) for d in valid])
    gold = [d.label for d in valid]
    predicted = [int(i) for i in probs.argmax(1)]
    return {"accuracy": accuracy(gold, predicted), "macro_f1": macro_f1(gold, predicted, CLASSES),
            "mean_confidence": float(probs.max(1).mean()), "ece": expected_calibration_error(probs, gold)}


def outlet_blind(articles: dict[str, dict], train_ids: list[str]) -> dict[str, dict]:
    """The articles as the outlet-blind model reads them (bias_text.py): the service's stripping, then
    the sentences many train articles repeat."""
    from .bias_text import boilerplate, stripped_articles, without

    clean = stripped_articles(articles)
    common = boilerplate([clean[i]["text"] for i in train_ids])
    return {i: {**a, "title": clean[i]["title"], "text": without(clean[i]["text"], common)} for i, a in articles.items()}


def train_and_write(out: Path, version: str, *, seed: int, epochs: int, sample: int,
                    log: Callable[[str], None], split: str = "random", stripped: bool = False) -> dict:
    """Trains on `split` (early stopping on its valid part), writes the model to `out` and scores it as
    served; then trains the same recipe on the other split for the report. With `stripped`, every
    article is read without its outlet's marks (outlet_blind) and the model says so (config.reads),
    so the service strips what it gives it. The media split keeps the valid outlets out of training:
    its valid figure is the unseen-outlet figure."""
    started = time.time()
    articles = news_articles()
    splits = {(name, part): news_split(name, part)[::sample or 1]
              for name in ("random", "media") for part in ("train", "valid")}
    other = "media" if split == "random" else "random"
    if stripped:
        log("reading the articles without their outlets' marks")
        articles = outlet_blind(articles, [i for i, _ in splits[(split, "train")]])
    log("featurising the articles through the service's bias-ngram CLI")
    # Both splits hold the same articles: each is featurised once.
    features = featurise(articles, list(dict.fromkeys(i for rows in splits.values() for i, _ in rows)))

    def docs(name: str, part: str) -> list[Counted]:
        return [Counted(*features[i], label) for i, label in splits[(name, part)]]

    def served(name: str) -> float:
        valid = splits[(name, "valid")]
        return served_macro_f1(out, articles, [i for i, _ in valid], [label for _, label in valid])

    train, valid = docs(split, "train"), docs(split, "valid")
    log(f"{split} split: train {len(train)}, valid {len(valid)}")
    model = train_linear(train, valid, seed, epochs, log)
    write_model_dir(out, version, model, reads="outlet-stripped" if stripped else None)
    shipped_f1, other_f1_of_shipped = served(split), served(other)

    log(f"{other} split: training the same recipe for the report")
    other_valid = docs(other, "valid")
    other_model = train_linear(docs(other, "train"), other_valid, seed, epochs, log)
    media_model, media_valid = (model, valid) if split == "media" else (other_model, other_valid)
    unseen = unseen_outlet_scores(media_model, media_valid)

    report = {
        "data": {
            f"{split} split train articles": len(train),
            f"{split} split valid articles": len(valid),
            "read": "without the outlets' marks (bias_text.py)" if stripped else "as published",
        },
        "hyperparameters": {**CONFIG, **HYPER, "epochs": epochs},
        "devMetrics": {
            f"{split}_valid_macro_f1_text": shipped_f1,
            f"{other}_valid_macro_f1_text_{other}_trained": other_model.valid_f1,
        },
        "unseenOutlets": {
            "what": "the model trained on the media split's train part, read on its valid part, whose "
                    "outlets it never saw",
            **unseen,
        },
        "notes": {
            f"{other} valid macro-F1 of the shipped ({split}-split) model, text only"
            + (" — its outlets and possibly articles seen in training, not a generalisation estimate"
               if split == "random" else " — articles of these outlets were in neither model's selection"):
                other_f1_of_shipped,
        },
        "history": model.history,
        "seed": seed,
        "trainingMinutes": (time.time() - started) / 60,
    }
    (out / "training-report.json").write_text(json.dumps(report, indent=1) + "\n", encoding="utf8")
    log(f"valid metrics {json.dumps(report['devMetrics'])}")
    log(f"wrote {out} in {report['trainingMinutes']:.1f} min")
    return report
