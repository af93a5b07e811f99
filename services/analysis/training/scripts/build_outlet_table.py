#!/usr/bin/env python3
"""Writes ../models/outlets/outlets.json: the news outlets of the news-bias data set with the rating
every article of theirs carries (AllSides media bias ratings, as Baly et al. 2020 distribute them
under Apache-2.0) and the web host most of their articles came from. The analysis service shows an
article's outlet rating from this table, apart from what the model reads in the article itself
(src/serving/outlets.ts matches outlets by name or host).

An outlet is listed when at least 90% of its articles carry one rating; the data set's "Guest
Writer" sources are people, not outlets, and are left out. The data set also lists columnists and
politicians as sources ("David Brooks", "Hillary Clinton"): they keep their rating, are marked
`person`, and get no host (a person writes for many sites, and one of their pieces at nytimes.com
does not make nytimes.com theirs) and no place among the names the leaning models take out of an
article (a politician's name in an article is what it is about, not its outlet's mark). A source
with fewer than MIN_HOST_ARTICLES articles gets no host either: one stray article filed under
washingtontimes.com made that host ambiguous. From services/analysis/training:

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
MIN_HOST_ARTICLES = 5
# The sources of the data set that are people (columnists, politicians, cartoonists), by hand: the
# data set does not say which are which.
PEOPLE = frozenset({
    "Aaron Carroll", "Al Cardenas", "Allysia Finley (Wall Street Journal)", "Amy Klobuchar", "Andrew Napolitano",
    "Andrew Sullivan", "Ann Coulter", "Annafi Wahed", "Arkadi Gerney", "Barack Obama", "Ben Shapiro", "Ben Stein",
    "Bret Stephens", "Brent Bozell", "Billy Binion", "Carol Costello", "Carrie Lukas", "Charles Blow",
    "Charles Krauthammer", "Chris Ruddy", "Christopher Buskirk", "Conor Friedersdorf", "Damon Linker", "Dana Milbank",
    "David Brooks", "David Leonhardt", "Dennis Prager", "Dick Morris", "Eli Parser", "Elizabeth Warren", "Ezra Klein",
    "Frank Bruni", "Gail Collins", "George Will", "Hillary Clinton", "Howard Kurtz", "James Bovard", "Jeff Jacoby",
    "Jeff Spross", "Jesse Jackson", "Jim Obergefell", "Joan Blades", "Joe Scarborough", "John Boehner", "John Fund",
    "John Gable, AllSides Founder", "John Stossel", "Jon Terbush", "Jonah Goldberg", "Jonathan Chait",
    "Jonathan Haidt", "Jonathan Miller", "Juan Williams", "Julian Zelizer", "Kathleen Parker", "Ken Burns",
    "Lisa Gable", "Marc A. Thiessen", "Matt Towery", "Matt Welch", "Michael Barone", "Michael Brendan Dougherty",
    "Michael Goodwin", "Michael Kinsley", "Michelle Goldberg", "Michelle Malkin", "Mitch McConnell", "Mitt Romney",
    "Neil J. Young", "Newt Gingrich", "Nicholas Kristof", "Noah Rothman", "Pat Buchanan", "Paul Ryan", "Peter Thiel",
    "Piers Morgan", "Rahm Emanuel", "Ralph Benko", "Rand Paul", "Rem Reider", "Rev. Jesse Jackson Sr.",
    "Rich Lowry", "Richard A. Lowry", "Ross Douthat", "Ryan Cooper", "S.E. Cupp", "Sally Pipes", "Scott Jennings",
    "Scott Walker", "Ted Rall (cartoonist)", "Thomas Frank", "Thomas Sowell", "Tom Cole", "Tom Nichols",
    "Tucker Carlson", "Victor Hanson", "Walt Handelsman (cartoonist)", "William Bennett",
})
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
        person = name in PEOPLE
        row = {
            "name": name,
            "rating": RATINGS[rating],
            "articles": total,
            "share": round(n / total, 4),
            # The host most of the outlet's articles came from, when it is most of them.
            "host": host if host and host_n / total >= 0.5 and total >= MIN_HOST_ARTICLES and not person else None,
        }
        if person:
            row["person"] = True
        rows.append(row)
    return sorted(rows, key=lambda r: (-r["articles"], r["name"]))


def with_withheld(rows: list[dict], earlier: list[dict]) -> list[dict]:
    """The rows built now, and the earlier table's rows of outlets with no article here any more: the
    data set on this machine withholds every article of twenty outlets (../shared/datasets/README.md),
    whose ratings the first build, over all 34,974 articles, recorded and the product may keep."""
    built = {r["name"] for r in rows}
    kept = []
    for row in earlier:
        if row["name"] in built:
            continue
        row = {k: v for k, v in row.items() if k != "person"}
        if row["name"] in PEOPLE:
            row["person"] = True
            row["host"] = None
        kept.append(row)
    return sorted(rows + kept, key=lambda r: (-r["articles"], r["name"]))


def main() -> None:
    earlier = json.loads(OUT.read_text(encoding="utf8"))["outlets"] if OUT.exists() else []
    rows = with_withheld(outlet_rows(news_articles()), earlier)
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
