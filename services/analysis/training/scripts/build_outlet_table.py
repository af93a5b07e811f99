#!/usr/bin/env python3
"""Writes ../models/outlets/outlets.json: the news outlets of the news-bias data set with the rating
every article of theirs carries (AllSides media bias ratings, as Baly et al. 2020 distribute them
under Apache-2.0) and the web host most of their articles came from. The analysis service shows an
article's outlet rating from this table, apart from what the model reads in the article itself
(src/serving/outlets.ts matches outlets by name or host).

An outlet is listed when at least 90% of its articles carry one rating; the data set's "Guest
Writer" sources are people, not outlets, and are left out. From services/analysis/training:

.cache/venv/bin/python scripts/build_outlet_table.py
"""

from __future__ import annotations

import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sentilog_training.datasets import news_articles  # noqa: E402

OUT = Path(__file__).resolve().parents[2] / "models" / "outlets" / "outlets.json"
MIN_SHARE = 0.9
RATINGS = {"left": "LEFT", "center": "CENTER", "right": "RIGHT"}


def host_of(source_url: str | None) -> str | None:
    if not source_url:
        return None
    host = source_url.strip().lower().split("/")[0]
    for prefix in ("www.", "www1."):
        if host.startswith(prefix):
            host = host[len(prefix):]
    return host or None


def outlet_rows(articles: dict[str, dict]) -> list[dict]:
    ratings: dict[str, Counter] = defaultdict(Counter)
    hosts: dict[str, Counter] = defaultdict(Counter)
    for article in articles.values():
        ratings[article["source"]][article["bias"]] += 1
        hosts[article["source"]][host_of(article.get("source_url"))] += 1
    rows = []
    for name, counts in ratings.items():
        if name.lower().startswith("guest writer"):
            continue
        total = sum(counts.values())
        rating, n = counts.most_common(1)[0]
        if n / total < MIN_SHARE:
            continue
        host, host_n = hosts[name].most_common(1)[0]
        rows.append({
            "name": name,
            "rating": RATINGS[rating],
            "articles": total,
            "share": round(n / total, 4),
            # The host most of the outlet's articles came from, when it is most of them.
            "host": host if host and host_n / total >= 0.5 else None,
        })
    return sorted(rows, key=lambda r: (-r["articles"], r["name"]))


def main() -> None:
    rows = outlet_rows(news_articles())
    OUT.parent.mkdir(parents=True, exist_ok=True)
    table = {
        "format": "sentilog-outlets/1",
        "source": "news-bias data set (Baly et al. 2020, \"We Can Detect Your Bias\"), which carries "
                  "each outlet's AllSides media bias rating",
        "licence": "Apache-2.0",
        "minShare": MIN_SHARE,
        "outlets": rows,
    }
    OUT.write_text(json.dumps(table, indent=1, ensure_ascii=False) + "\n", encoding="utf8")
    print(f"{len(rows)} outlets -> {OUT}")


if __name__ == "__main__":
    main()
