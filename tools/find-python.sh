#!/bin/sh
# Print the path of a Python 3 interpreter that can import jinja2.
# The python3 first on PATH may be a separate interpreter without Debian's
# python3-jinja2, so Debian's own interpreter is tried first.
for py in "${WMMA_PYTHON:-}" /usr/bin/python3 python3; do
  [ -n "$py" ] || continue
  if command -v "$py" >/dev/null 2>&1 && "$py" -c 'import jinja2' >/dev/null 2>&1; then
    command -v "$py"
    exit 0
  fi
done
echo "find-python: no python3 with jinja2 found (run: make deps)" >&2
exit 1
