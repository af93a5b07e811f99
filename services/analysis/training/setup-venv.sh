#!/usr/bin/env bash
# Makes the training virtual environment in .cache/venv (ignored by git, ESLint, Prettier and tsc)
# when it is missing or requirements.txt has changed since it was made; otherwise does nothing.
# Quiet on success; on failure prints pip's log. PYTHON picks the interpreter (default python3, 3.11).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
venv="$here/.cache/venv"
stamp="$venv/.requirements.sha256"
want="$(sha256sum "$here/requirements.txt" | cut -d' ' -f1)"

ready() { [[ -x "$venv/bin/python" && -f "$stamp" && "$(cat "$stamp")" == "$want" ]]; }
ready && exit 0

# npm test's pytest step and the MiniLM parity test may both get here on a fresh clone: the second
# waits for the first to finish, then finds the environment made.
mkdir -p "$here/.cache"
exec 9>"$here/.cache/setup-venv.lock"
flock 9
ready && exit 0

rm -rf "$venv"
log="$here/.cache/pip-install.log"
"${PYTHON:-python3}" -m venv "$venv"
if ! "$venv/bin/pip" install --no-input --disable-pip-version-check -r "$here/requirements.txt" >"$log" 2>&1; then
  cat "$log" >&2
  echo "setup-venv: pip install failed (log above, also in $log)" >&2
  exit 1
fi
# Written last, so an interrupted install is redone on the next call.
echo "$want" >"$stamp"
