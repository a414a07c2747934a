"""The one base of errors the application reports to whoever asked (page, API, command): status, code, problems.

Pure Python on purpose (no Django, held by import-linter): the rules engine's errors derive from it too, and the
engine imports no Django. The API maps every ApplicationError to its error object in one place
(zxdecks.api.errors); pages and commands read the same fields.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any


class ApplicationError(Exception):
    """An error with an HTTP status, a stable machine code, a one-line account (details) and every problem as an
    object naming where it is (a field or a line) and what is wrong.

    Subclasses set `status` and `code` as class attributes; `errors` holds the problems as the subclass keeps them,
    and error_objects() gives them as plain dicts for an answer.
    """

    status: int = 400
    code: str = "invalid_request"

    def __init__(
        self,
        details: str,
        errors: Sequence[Any] = (),
        *,
        status: int | None = None,
        code: str | None = None,
        type_: str | None = None,
        **extra: Any,
    ) -> None:
        super().__init__(details)
        self.details = details
        self.errors: list[Any] = list(errors)
        if status is not None:
            self.status = status
        if code is not None:
            self.code = code
        self.type = type_
        self.extra = extra  # further fields of the answer (e.g. the candidates of an ambiguous name)

    def error_objects(self) -> list[dict[str, Any]]:
        """The problems as plain dicts (each names its field or line)."""
        return [dict(e) if isinstance(e, Mapping) else e.as_dict() for e in self.errors]
