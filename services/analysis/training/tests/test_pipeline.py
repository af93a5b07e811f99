"""The training pipeline end to end on tiny data with a tiny random BERT: train, checkpoint, resume,
export, and read the export back. Fast on CPU; the real runs use the same code with MiniLM."""

import json

import numpy as np
import pytest
import torch

from sentilog_training import offline  # noqa: F401
from sentilog_training.export import load_exported_into, read_exported
from sentilog_training.trainer import build_model, load_data, pad, parse_args, run
from sentilog_training.tokenizer import wordpiece_tokenizer


def args_for(tmp_path, *extra):
    return parse_args(["sentiment", "emotion", "bias", "--encoder", "tiny", "--batch-size", "2",
                       "--max-tokens", "32", "--eval-every", "2", "--checkpoint-every", "1",
                       "--class-weighting", "sqrt", "--device", "cpu",
                       "--run-dir", str(tmp_path / "run"), "--out", str(tmp_path / "out"), *extra])


def test_trains_checkpoints_and_exports(datasets, tmp_path, capsys):
    best = run(args_for(tmp_path, "--max-steps", "2"))
    printed = capsys.readouterr().out
    assert "step 2 dev" in printed
    assert set(best["metrics"]) == {"sst2_acc", "sst5_3class_acc", "goemotions_group_macro_f1",
                                    "ekman_single_label_macro_f1", "random_valid_macro_f1"}
    assert all(0.0 <= v <= 1.0 for v in best["metrics"].values())
    checkpoint = torch.load(tmp_path / "run" / "last.pt", weights_only=False)
    assert checkpoint["step"] == 2
    manifest = json.loads((tmp_path / "out" / "model.json").read_text())
    assert manifest["task"] == "sentiment+emotion+bias"
    assert manifest["config"]["tasks"][1] == {
        "task": "emotion", "labels": ["joy", "sadness", "anger", "fear", "surprise", "disgust", "neutral"]}
    assert manifest["training"]["steps"] == 2
    assert manifest["training"]["options"]["seed"] == 42


def test_bfloat16_changes_the_arithmetic_not_the_training(datasets, tmp_path):
    """--bfloat16 autocasts the forward passes only: the checkpointed weights stay float32 and end
    within rounding of a float32 run's, yet not equal to them (the autocast did run)."""
    runs = {}
    for name, extra in (("fp32", ()), ("bf16", ("--bfloat16",))):
        run(args_for(tmp_path, "--max-steps", "2", "--run-dir", str(tmp_path / name), "--out", str(tmp_path / f"{name}-out"), *extra))
        runs[name] = torch.load(tmp_path / name / "last.pt", weights_only=False)["model"]
    assert all(t.dtype == torch.float32 for t in runs["bf16"].values() if t.is_floating_point())
    differs = False
    for name, tensor in runs["fp32"].items():
        torch.testing.assert_close(runs["bf16"][name], tensor, rtol=0, atol=1e-3, msg=name)
        differs = differs or not torch.equal(runs["bf16"][name], tensor)
    assert differs


def test_resume_continues_where_the_checkpoint_stopped(datasets, tmp_path, capsys):
    run(args_for(tmp_path, "--max-steps", "1"))
    resumed_dir = tmp_path / "resumed"
    run(args_for(tmp_path, "--max-steps", "2", "--resume", "--out", str(resumed_dir)))
    assert "resumed at step 1" in capsys.readouterr().out
    resumed = torch.load(tmp_path / "run" / "last.pt", weights_only=False)

    straight = tmp_path / "straight"
    run(args_for(tmp_path, "--run-dir", str(straight / "run"), "--out", str(straight / "out"), "--max-steps", "2"))
    uninterrupted = torch.load(straight / "run" / "last.pt", weights_only=False)
    assert resumed["step"] == uninterrupted["step"] == 2
    for name, tensor in uninterrupted["model"].items():
        torch.testing.assert_close(resumed["model"][name], tensor, rtol=0, atol=1e-6, msg=name)


def test_export_round_trips(datasets, tmp_path):
    args = args_for(tmp_path, "--max-steps", "1")
    for storage, tolerance in (("float16", 2e-3), ("uint8", 5e-2)):
        out = tmp_path / storage
        run(args_for(tmp_path, "--max-steps", "1", "--out", str(out), "--storage", storage,
                     "--run-dir", str(tmp_path / f"run-{storage}")))
        manifest, tensors = read_exported(out)
        model, source = build_model(args, {"sentiment": 3, "emotion": 7, "bias": 3})
        best = torch.load(tmp_path / f"run-{storage}" / "best.pt", weights_only=False)["model"]
        model.load_state_dict(best)
        for name, tensor in tensors.items():
            original = best[f"heads.{name[6:]}" if name.startswith("heads.") else f"encoder.{name}"]
            assert list(original.shape) == list(tensor.shape), name
            assert float((original - tensor).abs().max()) <= tolerance * max(1.0, float(original.abs().max())), name
        reloaded, _ = build_model(args, {"sentiment": 3, "emotion": 7, "bias": 3})
        load_exported_into(reloaded, tensors)
        tokenizer = wordpiece_tokenizer(out / "vocab.txt", manifest["config"]["tokenizer"]["maxTokens"])
        ids, mask = pad([e.ids for e in tokenizer.encode_batch(["what a film", "the senate voted"])])
        model.eval(), reloaded.eval()
        with torch.no_grad():
            expected, actual = model(ids, mask), reloaded(ids, mask)
        for task in expected:
            np.testing.assert_allclose(actual[task].numpy(), expected[task].numpy(), atol=tolerance * 10)


def test_limit_caps_train_and_dev_rows(datasets):
    data = load_data(parse_args(["sentiment", "--limit", "3"]))
    assert len(data["sentiment"].train) == 3
    assert all(len(dev.texts) <= 3 for dev in data["sentiment"].dev)


def test_class_weighting_counts_rare_labels_more():
    from sentilog_training.trainer import label_weights

    targets = np.array([[1, 0], [1, 0], [1, 0], [0, 1]], dtype=np.float32)
    assert label_weights(targets, "none").tolist() == [1.0, 1.0]
    inverse = label_weights(targets, "inverse")
    assert inverse[1] > label_weights(targets, "sqrt")[1] > 1.0 > inverse[0]
    assert float((targets @ inverse).mean()) == pytest.approx(1.0)


def test_length_buckets_keep_every_row_once_and_pad_less():
    from sentilog_training.trainer import batch_plan

    rng = np.random.default_rng(0)
    lengths = {"sentiment": rng.integers(3, 60, 1000).tolist(), "emotion": rng.integers(3, 60, 300).tolist()}
    plain = batch_plan(lengths, 16, 42, 0)
    bucketed = batch_plan(lengths, 16, 42, 0, bucket=10)
    assert bucketed == batch_plan(lengths, 16, 42, 0, bucket=10)
    for plan in (plain, bucketed):
        for task, sizes in lengths.items():
            rows = sorted(i for t, batch in plan if t == task for i in batch)
            assert rows == list(range(len(sizes)))

    def padding(plan):
        return sum(max(lengths[t][i] for i in b) * len(b) - sum(lengths[t][i] for i in b) for t, b in plan)

    assert padding(bucketed) < padding(plain) / 3


def test_article_windows_are_the_first_consecutive_chunks_up_to_the_limit():
    from sentilog_training.encoder_source import minilm_source
    from sentilog_training.trainer import windows

    tokenizer = wordpiece_tokenizer(minilm_source(verify_weights=False).vocab_file, 8)
    text = " ".join(f"word{i}" for i in range(40))
    cls_id, sep_id = tokenizer.token_to_id("[CLS]"), tokenizer.token_to_id("[SEP]")
    tokenizer.no_truncation()
    body = tokenizer.encode(text).ids[1:-1]
    tokenizer.enable_truncation(max_length=8)
    two = windows(tokenizer, text, 8, 2)
    assert two == [[cls_id, *body[0:6], sep_id], [cls_id, *body[6:12], sep_id]]
    assert len(windows(tokenizer, text, 8, 100)) == -(-len(body) // 6)
    assert tokenizer.encode(text).ids == [cls_id, *body[:6], sep_id]  # truncation restored


def test_random_train_windows_draw_each_articles_own_windows_reproducibly():
    from sentilog_training.trainer import Encoded

    windows = [[[1, 10, 2]], [[1, 20, 2], [1, 21, 2], [1, 22, 2]]]
    encoded = Encoded([w[0] for w in windows], np.zeros((2, 3), dtype=np.float32), windows)
    assert encoded.sequences([0, 1], None) == [[1, 10, 2], [1, 20, 2]]
    draws = [encoded.sequences([0, 1], np.random.default_rng([42, step])) for step in range(40)]
    assert all(d[0] == [1, 10, 2] and d[1] in windows[1] for d in draws)
    assert {tuple(d[1]) for d in draws} == {tuple(w) for w in windows[1]}
    assert draws == [encoded.sequences([0, 1], np.random.default_rng([42, step])) for step in range(40)]


def test_init_from_an_export_takes_its_encoder_and_shared_heads(datasets, tmp_path, capsys):
    run(args_for(tmp_path, "--max-steps", "1"))
    exported = tmp_path / "out"
    args = parse_args(["sentiment", "irony", "--encoder", "tiny", "--max-tokens", "32", "--device", "cpu",
                       "--init-from", str(exported), "--run-dir", str(tmp_path / "run2"), "--out", str(tmp_path / "out2")])
    model, _ = build_model(args, {"sentiment": 3, "irony": 2})
    assert "new heads: ['irony']" in capsys.readouterr().out
    _, tensors = read_exported(exported)
    for name, tensor in tensors.items():
        if name.startswith("heads.") and not name.startswith("heads.sentiment."):
            continue
        own = model.state_dict()[name if name.startswith("heads.") else f"encoder.{name}"]
        torch.testing.assert_close(own, tensor.to(own.dtype), rtol=0, atol=0, msg=name)
