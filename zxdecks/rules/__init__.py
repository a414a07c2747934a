"""The Z/X rules engine: pure Python, no Django, no app imports (enforced by import-linter and a test)."""

from zxdecks.rules import native

# first, before any module of the engine: a mypyc build of exactly these sources serves the hot modules (native.py)
native.install()
