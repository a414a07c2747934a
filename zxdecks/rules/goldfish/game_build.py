"""A new Game for a seeded run, built without the dataclass __init__'s per-field default tests (issue 28)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from zxdecks.rules.deck import Deck
from zxdecks.rules.goldfish.game import Game
from zxdecks.rules.goldfish.opponent import Opponent
from zxdecks.rules.goldfish.policy import Policy

# Game's first fields, in order: what run_game passes
POSITIONAL = ("deck_list", "seed", "first", "policy", "opponent_life", "log_enabled", "opponent")
_LITERALS = (int, bool, str, type(None))
_EMPTY: dict[object, str] = {list: "[]", dict: "{}", set: "set()"}


def _class_defaults() -> dict[str, object]:
    """The state Game's bases keep as class attributes (TurnRecord's, CardMoves' player_side, ...), each an immutable
    default: set on each new game too. Read from the class, an attribute the instance dict lacks takes CPython 3.11's
    unspecialised lookup (the type's MRO, then the dict) at every read; set on the instance it is read as an inline
    value of the dict, as the fields set in the turn are."""
    slots = set(Game.__slots__)  # type: ignore[attr-defined]
    found: dict[str, object] = {}
    for cls in Game.__mro__[1:]:
        for name, value in vars(cls).items():
            if name.startswith("__") or name in slots or name in found:
                continue
            if type(value) in _IMMUTABLE or (type(value) is tuple and not value):
                found[name] = value
    return found


_IMMUTABLE = (int, bool, str, type(None), frozenset)


def _builder() -> Callable[[Deck, int, bool | None, Policy, int, bool, Opponent], Game]:
    """The builder's source made from Game's own fields, so a field added to Game is built here too: the first
    fields from the arguments, each other as its default (an empty list, dict or set as a literal, not a call of its
    factory behind a test of a sentinel as dataclass's __init__ does for each of some thirty), then __post_init__."""
    names: dict[str, object] = {"_new": object.__new__, "_Game": Game, "_post": Game.__post_init__}
    lines = [f"def new_game({', '.join(POSITIONAL)}):", "    self = _new(_Game)"]
    for f in dataclasses.fields(Game):
        if f.name in POSITIONAL:
            value = f.name
        elif f.default_factory is not dataclasses.MISSING:
            value = _EMPTY.get(f.default_factory) or f"_factory_{f.name}()"
            names[f"_factory_{f.name}"] = f.default_factory
        elif f.default is dataclasses.MISSING:
            continue  # set by __post_init__ (the generator)
        elif type(f.default) in _LITERALS or (
            type(f.default) is tuple and all(type(v) in _LITERALS for v in f.default)
        ):
            value = repr(f.default)
        else:
            value = f"_default_{f.name}"
            names[f"_default_{f.name}"] = f.default
        lines.append(f"    self.{f.name} = {value}")
    for name, default in _class_defaults().items():
        lines.append(f"    self.{name} = _class_{name}")
        names[f"_class_{name}"] = default
    lines += ["    _post(self)", "    return self"]
    exec("\n".join(lines), names)  # noqa: S102  # the source is made from Game's field names only
    return names["new_game"]  # type: ignore[return-value]


new_game = _builder()
