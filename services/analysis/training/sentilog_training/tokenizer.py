"""The uncased BERT WordPiece tokenizer, built from a vocab.txt (the same one the export ships).

The TypeScript tokenizer in src/serving/encoder must give exactly these ids; scripts/make_tokenizer_golden.py
writes the golden file that proves it.
"""

from __future__ import annotations

from pathlib import Path

from . import offline  # noqa: F401
from tokenizers import Tokenizer
from tokenizers.implementations import BertWordPieceTokenizer


def wordpiece_tokenizer(vocab_file: Path, max_tokens: int) -> Tokenizer:
    """[CLS] text [SEP], truncated to max_tokens ids in all; no padding (batches pad themselves)."""
    tokenizer = BertWordPieceTokenizer(
        str(vocab_file),
        clean_text=True,
        handle_chinese_chars=True,
        strip_accents=None,  # None: follow lowercase, as BERT uncased does
        lowercase=True,
    )
    tokenizer.enable_truncation(max_length=max_tokens)
    tokenizer.no_padding()
    return tokenizer


def read_vocab(vocab_file: Path) -> list[str]:
    return vocab_file.read_text(encoding="utf8").split("\n")[:-1]
