"""The errors of a deck list: one per bad line (Japanese and English), and the error that carries them all."""

from __future__ import annotations

from dataclasses import dataclass

from zxdecks.core.errors import ApplicationError

MAX_REPORTED_ERRORS = 100  # a list of garbage reports the first problems and how many more, not megabytes of them


@dataclass(frozen=True, slots=True)
class LineError:
    """A problem with one line: its number, its text, and what is wrong (Japanese and English).

    `suggestions` are the closest real cards a name resolver offers ("did you mean"); `omitted` is set only on the
    closing line of a capped report and counts the problems left out.
    """

    line: int
    text: str
    message: str
    message_en: str
    suggestions: tuple[str, ...] = ()
    omitted: int = 0

    def as_dict(self) -> dict[str, object]:
        data: dict[str, object] = {
            "line": self.line,
            "text": self.text,
            "message": self.message,
            "message_en": self.message_en,
        }
        if self.suggestions:
            data["suggestions"] = list(self.suggestions)
        if self.omitted:
            data["omitted"] = self.omitted
        return data

    def __str__(self) -> str:
        return f"line {self.line}: {self.message_en} ({self.text!r})"


class DeckListError(ApplicationError, ValueError):
    """Every problem found in a deck list, in line order; nothing is guessed, nothing is dropped silently.

    Past MAX_REPORTED_ERRORS problems the list ends with one line saying how many more there are (`omitted`).
    `details` names the first bad line; str() lists them all.
    """

    code = "invalid_decklist"
    errors: list[LineError]

    def __init__(self, errors: list[LineError]) -> None:
        if len(errors) > MAX_REPORTED_ERRORS and not any(e.omitted for e in errors):
            more = len(errors) - MAX_REPORTED_ERRORS
            first_left_out = errors[MAX_REPORTED_ERRORS]
            errors = [
                *errors[:MAX_REPORTED_ERRORS],
                LineError(
                    first_left_out.line,
                    "",
                    f"ほかに{more}件の問題があります（最初の{MAX_REPORTED_ERRORS}件のみ表示）。",
                    f"{more} more problems from this line on are not shown (only the first {MAX_REPORTED_ERRORS} are)",
                    omitted=more,
                ),
            ]
        first = f"line {errors[0].line}: {errors[0].message_en}" if errors else "the deck list could not be read"
        super().__init__(first, errors)
        self.omitted = sum(e.omitted for e in errors)

    def __str__(self) -> str:
        return "; ".join(str(e) for e in self.errors)

    def error_objects(self) -> list[dict[str, object]]:
        return [e.as_dict() for e in self.errors]
