#!/usr/bin/env python3
"""Writes fixtures/encoder/tokenizer-golden.jsonl: texts and the ids the Python tokenizer gives them
with the packaged MiniLM vocabulary, and copies that vocabulary to fixtures/encoder/minilm-vocab.txt.

src/serving/encoder/wordpiece-tokenizer.spec.ts checks the TypeScript tokenizer against it. The ids come
from Hugging Face `tokenizers` (what training uses); the script stops if the package's own
tokenizer.json or transformers' AutoTokenizer disagree on any text.
Run from services/analysis/training: .cache/venv/bin/python scripts/make_tokenizer_golden.py
"""

from __future__ import annotations

import gzip
import json
import random
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sentilog_training import offline  # noqa: F401,E402
from sentilog_training.datasets import datasets_dir  # noqa: E402
from sentilog_training.encoder_source import minilm_source  # noqa: E402
from sentilog_training.tokenizer import wordpiece_tokenizer  # noqa: E402
from tokenizers import Tokenizer  # noqa: E402
from transformers import AutoTokenizer  # noqa: E402

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "encoder"
MAX_TOKENS = 512

HANDWRITTEN = [
    "", " ", "\t\n\r", "Hello, world!", "HELLO World", "hElLo WoRlD", "I can't believe it's not butter!!!",
    "Café naïve résumé façade coöperate jalapeño Ångström Øresund Straße",
    "ÀÉÎÕÜ àéîõü ÇçÑñ", "Crème brûlée über alles", "Đà Nẵng, Việt Nam", "Zoë's piñata",
    "The price is $1,234.56 (approx. €1.1k) — 50% off!", "3.14159 2.71828 6.022e23 -40 +7 1/2 ¾ ½",
    "Call 555-0100 or +1 (555) 010-0199 ext. 42", "2026-11-23T12:00:00Z", "v1.2.3-beta.4+build.5",
    "https://example.com/path/to/page?query=1&b=two#frag", "mailto:someone@example.org", "www.sentilog.app/news",
    "user@example.com said: <b>bold</b> &amp; done", "#hashtag @mention $TICKER", "C++ C# F# .NET node.js",
    "I love it 😍😍😍", "🙂🙃😀😂🤣🥰🥲🫠", "👍🏽 👩‍💻 👨‍👩‍👧‍👦 🏳️‍🌈 🇫🇷 🇯🇵 1️⃣ ❤️", "♥ ★ ☆ ✓ ✗ ☺ ☹",
    "日本語のテキストです。", "中文文本测试，包括标点。", "한국어 텍스트입니다", "混合 mixed テキスト text 文本",
    "𠀀𠀁 𪜀 丽", "Русский текст, Ёлка и ЙОД", "Ελληνικά: ΟΔΟΣ ΣΟΦΟΣ σοφός", "Türkçe İSTANBUL ıı İi",
    "עברית טקסט", "النص العربي مع التشكيل: مُحَمَّد", "हिन्दी पाठ क्षत्रिय", "ภาษาไทย", "ǅemal ǈ ǋ ß ẞ ﬁ ﬂ",
    "𝐁𝐨𝐥𝐝 𝕯𝖔𝖚𝖇𝖑𝖊 𝓈𝒸𝓇𝒾𝓅𝓉", "Ｆｕｌｌｗｉｄｔｈ　ｔｅｘｔ！", "...", "!!!???", "?!?!?!", "—–-‒―", "«»‹›„“”‘’",
    "((([[[{{{}}}]]])))", "a--b__c~~d^^e``f||g", "...wait... what?!", "::: ;;; ,,, ...",
    "zero\u200bwidth\u200cjoiner\u200dtext", "soft\u00adhyphen", "non\u00a0breaking\u2009thin\u202fspace",
    "line\u2028separator\u2029paragraph", "bell\x07 null\x00 del\x7f esc\x1b", "bom\ufeffhere", "repl\ufffdchar",
    "combining e\u0301 a\u0308 n\u0303 o\u0328", "private \ue000 use", "tab\tseparated\tvalues", "CRLF\r\nline",
    "x" * 99, "y" * 100, "z" * 101, "supercalifragilisticexpialidocious " * 3,
    "pneumonoultramicroscopicsilicovolcanoconiosis antidisestablishmentarianism",
    "a" * 250, "ab" * 60 + " end", "unbelievably uncharacteristically unhappiness",
    "don't won't shouldn't y'all ma'am o'clock rock'n'roll", "-lrb- parenthesised -rrb- treebank text",
    "It 's a movie that n't works , but `` quotes '' do .", "ALL CAPS SHOUTING IS ANNOYING",
    "CamelCaseWordsAndMoreCamels", "snake_case_identifier and kebab-case-name", "1st 2nd 3rd 4th 21st",
    "1,000,000 1.000.000 1 000 000", "000123 0x1F 0b1010 1e-9", "😀a😀b😀c", "a😀", "😀", "日",
    "iPhone 15 Pro Max vs. Galaxy S24 Ultra", "COVID-19 SARS-CoV-2 mRNA", "U.S.A. U.K. e.g. i.e. etc.",
    "l33t sp34k h4x0r", "\u0130stanbul", "\u03a3", "ΣΑΣ", "Ǆ", "İ", "ﬀ", "Å Å", "ｶﾀｶﾅ", "ㄱㄴㄷ",
]


def shared_texts(rng: random.Random) -> list[str]:
    """Real inputs from the shared datasets: comments (emoji, slang), treebank sentences, news."""
    root = datasets_dir()
    comments = [l.split("\t")[0] for l in (root / "goemotions/dev.tsv").read_text(encoding="utf8").split("\n") if l]
    sentences = [l.split("\t", 1)[1] for l in (root / "sst5/dev.tsv").read_text(encoding="utf8").split("\n")[1:] if l]
    with gzip.open(root / "news-bias/articles.jsonl.gz", "rt", encoding="utf8") as f:
        articles = [json.loads(next(f)) for _ in range(40)]
    emoji_comments = [c for c in comments if any(ord(ch) > 0x2000 for ch in c)]
    return (
        rng.sample(comments, 100)
        + emoji_comments[:40]
        + rng.sample(sentences, 40)
        + [a["title"] for a in articles[:30]]
        + [a["text"][:600] for a in articles[:10]]
    )


def long_text(rng: random.Random) -> str:
    """10,000 characters of words, numbers, punctuation, accents, emoji and CJK."""
    pieces = ["the", "Movie", "wasn't", "GREAT", "42", "3.5", "café", "🙂", "日本", "!!!", "(ok)", "résumé",
              "https://x.io/a?b=c", "internationalisation", "x" * 120, "—", "naïve"]
    out = []
    while sum(len(p) + 1 for p in out) < 10_000:
        out.append(rng.choice(pieces))
    return " ".join(out)[:10_000]


def main() -> None:
    rng = random.Random(20261123)
    source = minilm_source(verify_weights=False)
    texts = HANDWRITTEN + shared_texts(rng) + [long_text(rng)]
    ours = wordpiece_tokenizer(source.vocab_file, MAX_TOKENS)
    packaged = Tokenizer.from_file(str(source.directory / "tokenizer.json"))
    packaged.enable_truncation(max_length=MAX_TOKENS)
    packaged.no_padding()
    auto = AutoTokenizer.from_pretrained(str(source.directory), local_files_only=True)
    cases = []
    for text in texts:
        ids = ours.encode(text).ids
        if packaged.encode(text).ids != ids:
            raise SystemExit(f"tokenizer.json disagrees on {text!r}")
        if auto(text, truncation=True, max_length=MAX_TOKENS)["input_ids"] != ids:
            raise SystemExit(f"AutoTokenizer disagrees on {text!r}")
        cases.append({"text": text, "ids": ids})
    FIXTURES.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source.vocab_file, FIXTURES / "minilm-vocab.txt")
    header = {"tokenizer": "tokenizers BertWordPieceTokenizer (uncased)", "vocab": "minilm-vocab.txt",
              "vocabSha256": source.vocab_sha256, "encoder": source.as_json(), "maxTokens": MAX_TOKENS,
              "cases": len(cases)}
    lines = [json.dumps(header, ensure_ascii=False)] + [json.dumps(c, ensure_ascii=False) for c in cases]
    (FIXTURES / "tokenizer-golden.jsonl").write_text("\n".join(lines) + "\n", encoding="utf8")
    print(f"{len(cases)} texts, {sum(len(c['ids']) for c in cases)} ids -> {FIXTURES / 'tokenizer-golden.jsonl'}")


if __name__ == "__main__":
    main()
