#!/usr/bin/env python3
"""The fast tier: `python distill.py --teacher .cache/exports/sentiment+emotion` labels the transfer set
with the exported accurate model and trains the WordPiece CNN on it. README.md has the rest."""

import sys

from sentilog_training import offline  # noqa: F401  (first: no model hub, ever)
from sentilog_training.distill import parse_args, run

if __name__ == "__main__":
    run(parse_args(sys.argv[1:]))
