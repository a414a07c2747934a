"""The goldfish log and replay messages in the visitor's language.

The engine (zxdecks.rules, no Django) writes its log in English; its step names and the shapes of its notes are a
closed set, so the page translates them here. A note of an unknown shape is shown as the engine wrote it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from django import template
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

register = template.Library()

STEPS = {
    "reload": gettext_lazy("reload"),
    "charge overflow": gettext_lazy("charge overflow"),
    "player card": gettext_lazy("player card"),
    "shuffle": gettext_lazy("shuffle"),
    "first player": gettext_lazy("first player"),
    "opening hand": gettext_lazy("opening hand"),
    "life": gettext_lazy("life"),
    "resources": gettext_lazy("resources"),
    "start card": gettext_lazy("start card"),
    "mulligan": gettext_lazy("mulligan"),
    "reboot": gettext_lazy("reboot"),
    "draw": gettext_lazy("draw"),
    "resource": gettext_lazy("resource"),
    "ignition": gettext_lazy("ignition"),
    "life recovery": gettext_lazy("life recovery"),
    "play": gettext_lazy("play"),
    "damage": gettext_lazy("damage"),
    "defeat": gettext_lazy("defeat"),
    "hand limit": gettext_lazy("hand limit"),
    "end": gettext_lazy("end"),
    "opponent": gettext_lazy("opponent"),
    "battle": gettext_lazy("battle"),
    "victory": gettext_lazy("victory"),
    "dynamis": gettext_lazy("Dynamis"),
    # The setup keywords (402.1c-e) are the engine's step names as printed on the cards; English names them too.
    "スタートカード": gettext_lazy("Start Card"),
    "ゲートカード": gettext_lazy("Gate Card"),
    "スタートリソース": gettext_lazy("Start Resource"),
}

# (pattern of the engine's English, its translation with the captured parts as %(a)s, %(b)s)
TEXTS: list[tuple[re.Pattern[str], Callable[[], str]]] = [
    # The opponent's turns and the battles against it (goldfish.defence, goldfish.battle); squares are (row, column).
    (re.compile(r"the opponent's (?P<a>\d+) Z/X enters (?P<b>\(\d, \d\))"),
     lambda: _("the opponent's Z/X of power %(a)s enters %(b)s")),
    (re.compile(r"the opponent's turn (?P<a>\d+): its attacks deal (?P<b>\d+) damage to you"),
     lambda: _("the opponent's turn %(a)s: its attacks deal %(b)s damage to you")),
    (re.compile(r"(?P<a>.+) on (?P<b>\(\d, \d\)) attacks the opponent; it sleeps \(602\.1d\)"),
     lambda: _("%(a)s on %(b)s attacks the opponent and sleeps (602.1d)")),
    (re.compile(r"(?P<a>.+) on (?P<b>\(\d, \d\)) attacks the opponent's Z/X on (?P<c>\(\d, \d\)); it sleeps \(602\.1d\)"),
     lambda: _("%(a)s on %(b)s attacks the opponent's Z/X on %(c)s and sleeps (602.1d)")),
    (re.compile(r"the attacking Z/X left the squares: no damage"),
     lambda: _("the attacking Z/X left the squares: no damage")),
    (re.compile(r"(?P<a>.+) deals 1 damage to the opponent"), lambda: _("%(a)s deals 1 damage to the opponent")),
    (re.compile(r"(?P<a>.+) deals (?P<b>\d+) damage to the opponent's Z/X on (?P<c>\(\d, \d\)) \(power (?P<d>\d+),"
                r" damage (?P<e>\d+)\): destroyed \(904\.1\)"),
     lambda: _("%(a)s deals %(b)s damage to the opponent's Z/X on %(c)s (power %(d)s, damage %(e)s): destroyed (904.1)")),
    (re.compile(r"(?P<a>.+) deals (?P<b>\d+) damage to the opponent's Z/X on (?P<c>\(\d, \d\)) \(power (?P<d>\d+),"
                r" damage (?P<e>\d+)\)"),
     lambda: _("%(a)s deals %(b)s damage to the opponent's Z/X on %(c)s (power %(d)s, damage %(e)s)")),
    (re.compile(r"the opponent has no cards in life"), lambda: _("the opponent has no cards in life")),
    (re.compile(r"the opponent's life card to its charge \((?P<a>\d+) left\)"),
     lambda: _("the opponent's life card to its charge (%(a)s left)")),
    (re.compile(r"more life than the opponent: no recovery"), lambda: _("more life than the opponent: no recovery")),
    (re.compile(r"(?P<a>.+) from the Dynamis for (?P<b>\d+|None)"), lambda: _("%(a)s from the Dynamis for a cost of %(b)s")),
    (re.compile(r"trash shuffled into the deck; (?P<a>.+) from life to charge \(not damage\)"),
     lambda: _("trash shuffled into the deck; %(a)s from life to charge (not damage)")),
    (re.compile(r"(?P<a>\d+) charge card\(s\) to the trash"), lambda: _("%(a)s charge card(s) to the trash")),
    (re.compile(r"virtual player card \(1206\)"), lambda: _("virtual player card (1206)")),
    (re.compile(r"deck shuffled"), lambda: _("deck shuffled")),
    (re.compile(r"first"), lambda: _("going first")),
    (re.compile(r"second"), lambda: _("going second")),
    (re.compile(r"(?P<a>\d+) cards to life"), lambda: _("%(a)s cards to life")),
    (re.compile(r"(?P<a>.+) turned face up"), lambda: _("%(a)s turned face up")),
    (re.compile(r"everything rebooted"), lambda: _("everything rebooted")),
    (re.compile(r"the first player does not draw on the first turn"),
     lambda: _("the first player does not draw on the first turn")),
    (re.compile(r"drew (?P<a>\d+)"), lambda: _("drew %(a)s")),
    (re.compile(r"(?P<a>.+) rebooted"), lambda: _("%(a)s, rebooted")),
    (re.compile(r"(?P<a>.+) slept \(308\.2b\)"), lambda: _("%(a)s, slept (308.2b)")),
    (re.compile(r"(?P<a>.+) revealed and played"), lambda: _("%(a)s revealed and played")),
    (re.compile(r"(?P<a>.+) revealed and trashed"), lambda: _("%(a)s revealed and trashed")),
    (re.compile(r"top card of the deck to life"), lambda: _("top card of the deck to life")),
    (re.compile(r"(?P<a>.+) for (?P<b>\d+|None)"), lambda: _("%(a)s for a cost of %(b)s")),
    (re.compile(r"(?P<a>.+) from life, played"), lambda: _("%(a)s from life, played")),
    (re.compile(r"(?P<a>.+) from life to charge"), lambda: _("%(a)s from life to charge")),
    (re.compile(r"no life"), lambda: _("no life left")),
    (re.compile(r"no cards in deck and trash"), lambda: _("no cards in deck and trash")),
    (re.compile(r"discarded (?P<a>\d+)"), lambda: _("discarded %(a)s")),
    (re.compile(r"turn ends"), lambda: _("turn ends")),
    # The replay's messages (zxdecks.decks.services.goldfish).
    (re.compile(r"defeat: (?P<r>.+)"), lambda: _("defeat: %(r)s")),
    (re.compile(r"(?P<a>\d+(?:\.\d+)*): (?P<r>no life|no cards in deck and trash)"), lambda: "%(a)s: %(r)s"),
    (re.compile(r"no charge to ignite with"), lambda: _("no charge to ignite with")),
    (re.compile(r"(?P<a>\w+): no such card in hand"), lambda: _("%(a)s: no such card in hand")),
    (re.compile(r"504\.3: only one card a turn goes to the resources"),
     lambda: _("504.3: only one card a turn goes to the resources")),
    (re.compile(r"(?P<a>.+): cannot be paid or placed now \(805, 806\.1\)"),
     lambda: _("%(a)s: cannot be paid or placed now (805, 806.1)")),
    (re.compile(r"(?P<a>\w+): not possible now"), lambda: _("%(a)s: not possible now")),
]  # fmt: skip


@register.filter
def log_step(step: str) -> str:
    """A log entry's step (draw, reboot, スタートリソース, …) in the current language."""
    return str(STEPS.get(step, step))


@register.filter
def log_text(text: str) -> str:
    """A log note, a replay message or a defeat ("903.1: no life") in the current language."""
    for pattern, translation in TEXTS:
        match = pattern.fullmatch(text)
        if match:
            # "r" is a note inside the note (a defeat's reason): translated in turn.
            parts = {k: log_text(v) if k == "r" else v for k, v in match.groupdict().items()}
            return translation() % parts
    return text
