#!/usr/bin/env bash
# Makes the training virtual environment when it is missing or requirements.txt has changed, and
# links it as .cache/venv (ignored by git, ESLint, Prettier and tsc); otherwise does nothing.
# Quiet on success; on failure prints pip's log. PYTHON picks the interpreter (default python3, 3.11).
#
# The environment itself lives in the user's cache (SENTILOG_CACHE_DIR, by default
# ~/.cache/sentilog), named by the hash of requirements.txt and the interpreter: it is 1.5 GB and a
# minute or two of pip, and every clone or worktree of the same requirements can share it, as they
# share npm's cache. Where that folder cannot be made, it stays in the checkout's .cache.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
python="${PYTHON:-python3}"
link="$here/.cache/venv"
want="$( (cat "$here/requirements.txt"; "$python" -c 'import sys; print(sys.version)') | sha256sum | cut -d' ' -f1)"

cache="${SENTILOG_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/sentilog}"
mkdir -p "$cache" 2>/dev/null && [[ -w "$cache" ]] || cache="$here/.cache"
venv="$cache/training-venv-${want:0:16}"
stamp="$venv/.requirements.sha256"

built() { [[ -x "$venv/bin/python" && -f "$stamp" && "$(cat "$stamp")" == "$want" ]]; }
linked() { [[ -L "$link" && "$(readlink "$link")" == "$venv" ]]; }
built && linked && exit 0

# npm test's pytest step and the MiniLM parity test may both get here on a fresh clone, and so may
# two checkouts sharing the cache: the second waits for the first to finish, then finds it made.
mkdir -p "$here/.cache"
exec 9>"$cache/training-venv.lock"
flock 9

if ! built; then
  rm -rf "$venv"
  log="$here/.cache/pip-install.log"
  "$python" -m venv "$venv"
  if ! "$venv/bin/pip" install --no-input --disable-pip-version-check -r "$here/requirements.txt" >"$log" 2>&1; then
    cat "$log" >&2
    echo "setup-venv: pip install failed (log above, also in $log)" >&2
    exit 1
  fi
  # Written last, so an interrupted install is redone on the next call.
  echo "$want" >"$stamp"
  # Environments of requirements no longer wanted here go (1.5 GB each); a checkout that still
  # wants one makes it again.
  find "$cache" -maxdepth 1 -name 'training-venv-*' ! -path "$venv" -exec rm -rf {} +
fi

# A checkout made before the environment moved has a real folder here.
[[ -L "$link" || ! -e "$link" ]] || rm -rf "$link"
ln -sfn "$venv" "$link"
