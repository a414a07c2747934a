"""Triggers on what befalls a player, as the reader reads them (effects.triggers merges the table): damage taken
(907.1), a life decreasing (1012.1), a recovery (1013.1); and the texts naming either player, read as one trigger with
the other as its second (Ability.also). Also this card put face up into the Dynamis (ZONE_TRIGGERS)."""

from __future__ import annotations

from zxdecks.rules.effects.language import Trigger

TRIGGERS = {
    # 907.1: a player takes damage (goldfish.damage: once a damage, after its points), the opponent's life decreases
    # (1012.1: a point of its damage, its only way), you recover (1013.1: a point)
    "あなたがダメージを受ける": Trigger.YOU_DAMAGED,
    "相手がダメージを受ける": Trigger.OPPONENT_DAMAGED,
    "あなたがこのカードの能力でダメージを受ける": Trigger.YOU_DAMAGED_BY_THIS,
    "相手のライフが減少する": Trigger.OPPONENT_LIFE_DECREASED,
    "あなたが回復する": Trigger.RECOVERED,
    # 1012.1: a card leaves your life, any way (goldfish.moves.note_life_left), resolved at the pre-processing after it
    "あなたのライフが減少する": Trigger.YOU_LIFE_DECREASED,
}
# What befalls this card in a zone besides the squares (merged likewise): put face up into the Dynamis
ZONE_TRIGGERS = {"このカードがデュナミスに表向きで置かれる": Trigger.DYNAMIS_PLACED}
# 「あなたか相手が<it>」: the opponent's trigger (the ability's own, as coverage counts it: your attacks set it off)
# with yours as its second (run.phases.fire_player_damaged, goldfish.moves.fire_waiting)
EITHER = {
    "あなたか相手がダメージを受ける": ("相手がダメージを受ける", Trigger.YOU_DAMAGED),
    "あなたか相手のライフが減少する": ("相手のライフが減少する", Trigger.YOU_LIFE_DECREASED),
    # this card attacking, or an opponent's Z/X (never fired: the modelled opponent never attacks, goldfish.opponent)
    "このカードか相手のゼクスが攻撃する": ("このカードが攻撃する", Trigger.OPPONENT_ACTS),
}
