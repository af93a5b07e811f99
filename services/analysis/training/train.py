#!/usr/bin/env python3
"""One command per model: `python train.py sentiment`, `python train.py emotion`, `python train.py bias`,
or `python train.py sentiment emotion` for one shared encoder with two heads. README.md has the rest."""

import sys

from sentilog_training import offline  # noqa: F401  (first: no model hub, ever)
from sentilog_training.trainer import parse_args, run

if __name__ == "__main__":
    run(parse_args(sys.argv[1:]))
