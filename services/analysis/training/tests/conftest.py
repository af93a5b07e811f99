"""A handful of rows in the shared datasets' layout, written to a temporary DATASETS_DIR; and the
analysis service's compiled CLIs, built when a test needs them."""

import gzip
import json
import shutil
import subprocess
from pathlib import Path

import pytest

REPOSITORY = Path(__file__).resolve().parents[4]

SENTENCES = [
    ("a gorgeous , witty and moving film", 4),
    ("the plot is a tired mess", 0),
    ("it is a movie about a family", 2),
    ("one of the best performances of the year", 4),
    ("dull , lifeless and far too long", 1),
    ("an ending that works", 3),
]


@pytest.fixture()
def datasets(tmp_path, monkeypatch):
    root = tmp_path / "datasets"
    for folder in ("sst2", "sst5", "goemotions/group", "goemotions/ekman", "news-bias/splits/random"):
        (root / folder).mkdir(parents=True)
    sst5 = "label\tsentence\n" + "".join(f"{label}\t{text}\n" for text, label in SENTENCES)
    (root / "sst5/train.tsv").write_text(sst5)
    (root / "sst5/dev.tsv").write_text(sst5)
    (root / "sst5/train.trees.txt").write_text("(3 (2 an) (3 (2 ending) (3 (2 that) (3 works))))\n")
    sst2 = "label\tsentence\n" + "".join(f"{int(l > 2)}\t{t}\n" for t, l in SENTENCES if l != 2)
    (root / "sst2/train.tsv").write_text(sst2)
    (root / "sst2/dev.tsv").write_text(sst2)
    comments = [("I love this so much!", "3", "0"), ("This is awful.", "1", "5"),
                ("ok whatever", "2", "4"), ("Wow, did not expect that", "0,3", "6,3")]
    (root / "goemotions/group/labels.txt").write_text("ambiguous\nnegative\nneutral\npositive\n")
    (root / "goemotions/ekman/labels.txt").write_text("anger\ndisgust\nfear\njoy\nneutral\nsadness\nsurprise\n")
    for split in ("train", "dev"):
        (root / f"goemotions/group/{split}.tsv").write_text("".join(f"{t}\t{g}\tid{i}\n" for i, (t, g, _) in enumerate(comments)))
        (root / f"goemotions/ekman/{split}.tsv").write_text("".join(f"{t}\t{e}\tid{i}\n" for i, (t, _, e) in enumerate(comments)))
    outlets = {"left": ("Left Daily", "https://www.leftdaily.example/politics"),
               "center": ("Centre Wire", "centrewire.example"),
               "right": ("Right Times", "http://righttimes.example/")}
    words = {"left": "Unions cheered the climate plan.", "center": "Officials released the figures.",
             "right": "Taxpayers opposed the spending."}
    articles = [
        {"id": f"a{i}", "title": f"Headline {i}", "text": ("The senate voted on the bill today. " * 40) + words[b] * 3,
         "source": outlets[b][0], "source_url": outlets[b][1], "bias": b}
        for i, b in enumerate(["left", "center", "right", "left"])
    ]
    with gzip.open(root / "news-bias/articles.jsonl.gz", "wt", encoding="utf8") as f:
        f.write("".join(json.dumps(a) + "\n" for a in articles))
    (root / "news-bias/splits/random/train.tsv").write_text("ID\tbias\na0\t0\na1\t1\na2\t2\n")
    (root / "news-bias/splits/random/valid.tsv").write_text("ID\tbias\na3\t0\na1\t1\n")
    (root / "news-bias/splits/media").mkdir(parents=True)
    (root / "news-bias/splits/media/train.tsv").write_text("ID\tbias\na0\t0\na2\t2\n")
    (root / "news-bias/splits/media/valid.tsv").write_text("ID\tbias\na1\t1\na3\t0\n")
    monkeypatch.setenv("DATASETS_DIR", str(root))
    # The domain sources (sentilog_training/domains.py) are absent unless a test writes them.
    for variable, folder in (("SENTILOG_PROJECT_DATA", "project-data"), ("SENTILOG_EXTRA_DATA", "extra-data")):
        (tmp_path / folder).mkdir()
        monkeypatch.setenv(variable, str(tmp_path / folder))
    monkeypatch.setenv("SENTILOG_SYNTHETIC", "0")
    return root


@pytest.fixture(scope="session")
def analysis_cli():
    """The analysis service's compiled CLIs (dist/cli), which the n-gram trainer calls: built here with
    an incremental `tsc -b services/analysis` (a second or two when already up to date), so pytest
    alone needs no prior `npm run build` and always runs the current source. Skipped, with the
    reason, where the repository's Node tooling is missing."""
    from sentilog_training import ngram_bias

    node = shutil.which("node")
    tsc = REPOSITORY / "node_modules" / "typescript" / "bin" / "tsc"
    if node is None or not tsc.exists():
        pytest.skip("needs node and the repository's node_modules (npm ci) to build the service's bias-ngram CLI")
    # Type errors elsewhere do not stop tsc from emitting (the type checks report them): only a
    # missing CLI fails here. --force where dist lost the CLI while tsc's build info says up to date.
    force = [] if ngram_bias.CLI.exists() else ["--force"]
    done = subprocess.run([node, str(tsc), "-b", str(ngram_bias.SERVICE_DIR), *force], capture_output=True,
                          text=True, cwd=REPOSITORY)
    if not ngram_bias.CLI.exists():
        pytest.fail(f"tsc -b {ngram_bias.SERVICE_DIR} did not emit {ngram_bias.CLI}:\n{done.stdout}{done.stderr}")
    return ngram_bias.CLI
