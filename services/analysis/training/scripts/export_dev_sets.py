#!/usr/bin/env python3
"""Writes every dev set of the text tasks (sentilog_training/tasks.py) as JSON, for the TypeScript side:
`npm run calibrate` fits each domain's calibration on them and `npm run bench -- models` scores the
served models on them (src/evaluation/domain-dev-sets.ts reads them). The training composition is
defined once, here in Python, so the two sides cannot drift.

From services/analysis/training:
.cache/venv/bin/python scripts/export_dev_sets.py          # writes .cache/dev-sets/<name>.json
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sentilog_training import offline  # noqa: F401,E402
from sentilog_training.tasks import TASKS, mixed_rule_dev  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / ".cache" / "dev-sets"

# The domain each dev set calibrates (docs/architecture.md, "Calibration"); None: judged, not fitted on.
DOMAINS = {
    "sst5_3class_acc": "general",
    "goemotions_group_macro_f1": "general",
    "sst2_acc": None,
    "news_headlines_macro_f1": "news",
    "news_sentences_macro_f1": "news",
    "finance_macro_f1": "finance",
    "tweets_macro_recall": "social",
    "ekman_single_label_macro_f1": "general",
    "diary_emotion_macro_f1": "diary",
    "irony_tweets_macro_f1": "social",
    "irony_synthetic_macro_f1": "general",
}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", type=Path, default=OUT)
    args = p.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for task in ("sentiment", "emotion", "irony"):
        data = TASKS[task]()
        for dev in data.dev:
            document = {
                "name": dev.name,
                "task": task,
                "labels": data.labels,
                "metric": dev.metric,
                "domain": DOMAINS.get(dev.name, None if dev.name.startswith("synthetic_") else "general"),
                "target": data.targets.get(dev.name),
                "rows": [{"text": t, "gold": g} for t, g in zip(dev.texts, dev.gold)],
            }
            (args.out / f"{dev.name}.json").write_text(json.dumps(document, ensure_ascii=False), encoding="utf8")
            print(f"{dev.name}: {len(dev.texts)} rows ({task}, {dev.metric}, {document['domain']})")
    texts, gold = mixed_rule_dev()
    rows = [{"text": t, "gold": g} for t, g in zip(texts, gold)]
    document = {"name": "mixed_rule", "task": "mixed", "labels": ["one-sided", "mixed"], "metric": "macro_f1",
                "domain": None, "target": None, "rows": rows}
    (args.out / "mixed_rule.json").write_text(json.dumps(document, ensure_ascii=False), encoding="utf8")
    print(f"mixed_rule: {len(rows)} rows ({sum(gold)} mixed)")


if __name__ == "__main__":
    main()
