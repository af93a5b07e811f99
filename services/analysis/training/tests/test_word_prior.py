"""The word prior: SST training-tree word labels and VADER ratings, averaged where both rate a word,
neutral words and negations left out."""

import importlib.util
import json
import os
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "build_word_prior.py"


def load_builder():
    spec = importlib.util.spec_from_file_location("build_word_prior", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_prior_from_tree_labels_and_lexicon(datasets, tmp_path, monkeypatch):
    # `datasets` writes a tiny DATASETS_DIR; its SST training trees are replaced here.
    (Path(os.environ["DATASETS_DIR"]) / "sst5/train.trees.txt").write_text(
        "(1 (3 (2 the) (4 spotless) (2 room)) (1 (2 was) (1 (1 not) (0 freezing))))\n"
        "(3 (3 Lovely) (2 room))\n"
    )
    vader = tmp_path / "vader_lexicon.txt"
    vader.write_text("lovely\t2.8\t0.6\t[3, 3]\nfreezing\t-1.2\t0.6\t[-1, -1]\nno\t-1.2\t0.4\t[-1]\n")
    out = tmp_path / "word-prior.json"
    monkeypatch.setattr("sys.argv", ["build_word_prior.py", "--vader", str(vader), "--out", str(out)])
    load_builder().main()
    body = json.loads(out.read_text())
    words = body["words"]
    assert body["format"] == "sentilog-word-prior/1"
    assert words["spotless"] == 1.0  # SST alone: (4 - 2) / 2
    assert words["lovely"] == round((0.5 + 0.7) / 2, 3)  # SST (3 -> 0.5) and VADER (2.8 / 4), averaged
    assert words["freezing"] == round((-1.0 - 0.3) / 2, 3)
    # Neutral words, and negations whatever their labels, are not in it.
    assert "the" not in words and "room" not in words
    assert "not" not in words and "no" not in words
