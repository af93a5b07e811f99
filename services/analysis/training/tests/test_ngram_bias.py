"""The hashed n-gram bias trainer on tiny data, with the service's compiled bias-ngram CLI (the
analysis_cli fixture builds it, so pytest runs alone too)."""

import json

import numpy as np
import pytest

from sentilog_training import ngram_bias


def test_shuffles_with_the_typescript_trainers_generator():
    # mulberry32 from seed 42, as the TypeScript trainer drew it (Math.imul, >>> 0).
    rng = ngram_bias.Mulberry32(42)
    assert [rng.next() for _ in range(5)] == [0.6011037519201636, 0.44829055899754167, 0.8524657934904099,
                                              0.6697340414393693, 0.17481389874592423]
    assert sorted(ngram_bias.Mulberry32(7).shuffle(list(range(50)))) == list(range(50))


def test_weighs_sublinear_tf_idf_into_a_unit_float32_row_with_the_bias_row_last():
    idf = np.ones(1 << ngram_bias.CONFIG["bits"], dtype=np.float32)
    idf[7] = 3
    doc = ngram_bias.Counted(np.array([7, 2]), np.array([1.0, 4.0]), label=2)
    weighted = ngram_bias.weigh(doc, idf)
    assert list(weighted.rows) == [7, 2, 1 << ngram_bias.CONFIG["bits"]]
    raw = np.array([3.0, 1 + np.log(4)])
    assert np.allclose(weighted.values[:2], raw / np.linalg.norm(raw), atol=1e-7)
    assert weighted.values[2] == 1
    assert np.all(weighted.values == weighted.values.astype(np.float32))


def test_trains_writes_a_model_the_service_scores_and_repeats_itself_exactly(analysis_cli, datasets, tmp_path):
    lines = []
    report = ngram_bias.train_and_write(tmp_path / "a", "9.9.9", seed=42, epochs=3, sample=0, log=lines.append)
    assert any(line.startswith("epoch 1 loss") for line in lines)
    assert 1 <= len(report["history"]) <= 3
    # Scored through the service's own loader and windows: it read what was written.
    assert all(0 <= v <= 1 for v in [*report["devMetrics"].values(), *report["notes"].values()])
    unseen = report["unseenOutlets"]
    assert all(0 <= unseen[k] <= 1 for k in ("accuracy", "macro_f1", "mean_confidence", "ece"))
    manifest = json.loads((tmp_path / "a" / "model.json").read_text())
    assert manifest["format"] == "sentilog-hashed-linear" and manifest["version"] == "9.9.9"
    assert [(w["name"], w["shape"]) for w in manifest["weightsManifest"][0]["weights"]] == [
        ("idf", [1 << 18]), ("kernel", [1 << 18, 3]), ("bias", [3])]
    weights = (tmp_path / "a" / "weights.bin").read_bytes()
    assert len(weights) == 2 * ((1 << 18) * 4 + 3)
    assert sorted(p.name for p in (tmp_path / "a").iterdir()) == ["model.json", "training-report.json",
                                                                   "weights.bin"]
    # Read back as the golden-logits script reads it, the model's numpy forward is the service's.
    idf, table = ngram_bias.read_model_dir(tmp_path / "a")
    assert idf.shape == (1 << 18,) and table.shape == ((1 << 18) + 1, 3)
    articles = {"1": {"text": "The senate passed the bill."}, "2": {"text": "Taxes, taxes and more taxes!"}}
    features = ngram_bias.featurise(articles, list(articles))
    served = ngram_bias.run_cli(["predict", "--model", str(tmp_path / "a")],
                                [ngram_bias.cli_input(i, a) for i, a in articles.items()])
    for i, answer in zip(articles, served):
        logits = ngram_bias.article_logits(ngram_bias.weigh(ngram_bias.Counted(*features[i], 0), idf), table)
        assert np.allclose(np.exp(logits) / np.exp(logits).sum(), answer["text"], atol=1e-6)
    ngram_bias.train_and_write(tmp_path / "b", "9.9.9", seed=42, epochs=3, sample=0, log=lines.append)
    assert (tmp_path / "b" / "weights.bin").read_bytes() == weights


def test_says_to_build_the_service_when_its_cli_is_missing(monkeypatch, tmp_path):
    monkeypatch.setattr(ngram_bias, "CLI", tmp_path / "missing.js")
    with pytest.raises(SystemExit, match="npm run build"):
        ngram_bias.run_cli(["features", "--bits", "18"], [{"id": 1, "text": "x"}])
