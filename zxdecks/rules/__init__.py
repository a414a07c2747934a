"""The Z/X rules engine: pure Python, no Django, no app imports (enforced by import-linter and a test)."""
