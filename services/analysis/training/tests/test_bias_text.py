"""The outlet-blind bias model's input and training: the service's stripping, the boilerplate filter,
and the outlet adversary (trainer --strip-outlets --adversary-weight)."""

import json

import torch

from sentilog_training import bias_text
from sentilog_training.datasets import bias_data
from sentilog_training.trainer import parse_args, run


def test_boilerplate_is_what_many_articles_repeat():
    texts = [f"Story {i} happened. The views here are the columnist's own." for i in range(6)]
    common = bias_text.boilerplate(texts, least=5)
    assert common == {"The views here are the columnist's own."}
    assert bias_text.without(texts[0], common) == "Story 0 happened."


def test_boilerplate_keeps_the_short_pieces_the_sentence_splitter_cuts_off():
    # "Mr." and "The U.S." end a "sentence" of the splitter in thousands of articles.
    texts = [f"Mr. Smith{i} spoke. The U.S. agreed to deal {i}.\nANALYSIS/OPINION:" for i in range(6)]
    common = bias_text.boilerplate(texts, least=5)
    assert common == {"ANALYSIS/OPINION:"}
    assert bias_text.without(texts[0], common) == "Mr. Smith0 spoke. The U.S. agreed to deal 0."


def test_articles_are_read_without_their_outlets_marks_and_tagged_with_their_outlet(analysis_cli, datasets, tmp_path,
                                                                                  monkeypatch):
    monkeypatch.setattr(bias_text, "CACHE", tmp_path / "cache")
    data = bias_data("random", stripped=True)
    # The fixture's outlets are not in the committed outlet table; the text keeps its words.
    assert all("senate voted" in row.text for row in data.train)
    assert [row.group for row in data.train] == [0, 1, 2]
    plain = bias_data("random")
    assert [row.group for row in plain.train] == [0, 1, 2]


def test_an_outlet_adversary_trains_and_is_never_exported(analysis_cli, datasets, tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(bias_text, "CACHE", tmp_path / "cache")
    args = parse_args(["bias", "--encoder", "tiny", "--batch-size", "2", "--max-tokens", "32", "--device", "cpu",
                       "--strip-outlets", "--adversary-weight", "0.5", "--max-steps", "2", "--eval-every", "2",
                       "--run-dir", str(tmp_path / "run"), "--out", str(tmp_path / "out")])
    run(args)
    checkpoint = torch.load(tmp_path / "run" / "last.pt", weights_only=False)
    assert any(name.startswith("adversary.") for name in checkpoint["model"])
    manifest = json.loads((tmp_path / "out" / "model.json").read_text())
    assert manifest["config"]["reads"] == "outlet-stripped"
    assert not any("adversary" in w["name"] for w in manifest["weightsManifest"][0]["weights"])
