"""Auto abilities a constant ability of a card on a square grants to Z/X of yours (effects.constant_grants): which
ones a unit has now, for run.resolve.fire."""

from __future__ import annotations

from collections.abc import Iterator

from zxdecks.rules.board import OWN_PLAYER_SQUARE, OnSquare
from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects.api import GameAPI
from zxdecks.rules.effects.language import ACTIVE_KINDS, Ability, AbilityKind, Static, Trigger
from zxdecks.rules.effects.run.conditions import conditions_hold
from zxdecks.rules.effects.run.seen import sees_unit


def deck_ignition(game: GameAPI, card: CardFacts) -> bool:
    """505.3a, 1011: whether the top card of the deck, revealed by an ignition, has the ignition icon: printed, or
    gained by a read constant ability of its own valid in the deck or in every zone while its conditions hold
    (「【有効】デッキ【効果】(condition、)このカードは≪イグニッション≫を得る」)."""
    if card.ignition:
        return True
    script = game.scripts.get(card.number) if game.scripts else None
    return (
        script is not None
        and any(
            a.ignition_in in ("デッキ", "すべて") and conditions_hold(game, a.conditions, card)
            for a in script.abilities
        )
    ) or icon_aura(game, card, "deck")


def icon_aura(game: GameAPI, card: CardFacts, zone: str) -> bool:
    """Whether a read constant ability of a card on a square gives `card` in your `zone` ("deck", "resource") the
    ignition icon now (「あなたのデッキにあるすべての<filter>は≪イグニッション≫を得る」, Static "zone_ignition")."""
    scripts = game.scripts
    return any(
        st.kind == "zone_ignition"
        and st.per == zone
        and st.filter.matches(card)
        and conditions_hold(game, st.conditions, source)
        for source in game.squares.values()
        if (script := scripts.get(source.card.number)) is not None
        for st in script.statics
    )


def no_damage(game: GameAPI) -> bool:
    """Whether a read constant ability of a card on a square keeps all damage from you now (「あなたはダメージを受けない」,
    Static "no_damage": goldfish.damage takes none, 907)."""
    scripts = game.scripts
    return any(
        st.kind == "no_damage" and conditions_hold(game, st.conditions, source)
        for source in game.squares.values()
        if (script := scripts.get(source.card.number)) is not None
        for st in script.statics
    )


def no_attack(game: GameAPI, unit: OnSquare) -> bool:
    """「(condition、)このカードは攻撃できない」 of the unit's own card while its conditions hold (Static "no_attack"):
    it declares no attack (602.1a)."""
    script = game.scripts.get(unit.card.number)
    return script is not None and any(
        st.kind == "no_attack" and conditions_hold(game, st.conditions, unit) for st in script.statics
    )


def player_attack(game: GameAPI, unit: OnSquare) -> bool:
    """「(condition、)このカードは相手のプレイヤースクエアにも攻撃できる」 of the unit's own card while its conditions hold
    (Static "player_attack"): the opponent's player square is a target from any square (602.1b widened)."""
    script = game.scripts.get(unit.card.number)
    return script is not None and any(
        st.kind == "player_attack" and conditions_hold(game, st.conditions, unit) for st in script.statics
    )


def stays_slept(game: GameAPI, unit: OnSquare, phase: bool) -> bool:
    """「(condition、)このカードは(リブートフェイズに)リブートしない」 of the unit's own card while its conditions hold
    (Static "no_reboot"): it stays slept in the reboot phase (`phase`, 502.1) and, without 「リブートフェイズに」, when
    an effect would reboot it (1003.1)."""
    script = game.scripts.get(unit.card.number) if game.scripts else None
    return script is not None and any(
        st.kind == "no_reboot" and (phase or not st.per) and conditions_hold(game, st.conditions, unit)
        for st in script.statics
    )


def zx_damage_bonus(game: GameAPI, dealer: OnSquare | CardFacts) -> int:
    """What the read constant abilities of your cards on squares and in the charge add to the damage `dealer` (a
    Z/X of yours attacking, or the card whose ability deals it) deals to an opponent's Z/X now (effects.constant_damage:
    「このカードが…」 its own, 「すべてのあなたの<filter>が…」 each card of the filter, 「スクエアにある」 a unit only); an
    ability that does not stack (「重複しない」) counts once."""
    card = dealer.card if isinstance(dealer, OnSquare) else dealer
    scripts = game.scripts
    bonus = 0
    counted: set[tuple[str, Static]] = set()
    sources: list[tuple[OnSquare | CardFacts, tuple[Static, ...]]] = []
    for unit in game.squares.values():
        script = scripts.get(unit.card.number)
        if script is not None and script.statics:
            sources.append((unit, script.statics))
    for c in game.charge:
        script = scripts.get(c.number)
        if script is not None and script.charge_statics:
            sources.append((c, script.charge_statics))
    for source, statics in sources:
        name = source.card.name if isinstance(source, OnSquare) else source.name
        for st in statics:
            if st.kind == "zx_damage":
                reaches = source is dealer
            elif st.kind == "zx_damage_aura":
                reaches = st.filter.matches(card) and not (st.others_only and source is dealer)
                reaches = reaches and (st.per != "squares" or isinstance(dealer, OnSquare))
            else:
                continue
            if not reaches or (st.unique and (name, st) in counted):
                continue
            if conditions_hold(game, st.conditions, source):
                counted.add((name, st))
                bonus += st.n
    if isinstance(dealer, OnSquare) and dealer.zx_damage_up[1] == game.turn:  # an effect's (run.grants.damage_up)
        bonus += dealer.zx_damage_up[0]
    return bonus


def life_ignition(game: GameAPI) -> bool:
    """907.2e: whether a read constant ability of a card on a square gives every card of your life the ignition icon
    now (「あなたのライフにあるすべてのカードは≪イグニッション≫を得る」, effects.constant_grants)."""
    scripts = game.scripts
    for source in game.squares.values():
        script = scripts.get(source.card.number)
        if script is not None and any(
            st.kind == "life_ignition" and conditions_hold(game, st.conditions, source) for st in script.statics
        ):
            return True
    return False


def statics_reaching(game: GameAPI, unit: OnSquare, own: str, aura: str) -> Iterator[Static]:
    """The read constant abilities of the cards on squares that reach `unit` now: of kind `own` on its own card
    (「このカードは…得る」), of kind `aura` on each Z/X of yours their filter matches (「スクエアにあるすべてのあなたの
    <filter>は…」; 「このカード以外の」 not its own), while their conditions hold."""
    scripts = game.scripts
    for source in game.squares.values():
        script = scripts.get(source.card.number)
        if script is None:
            continue
        for st in script.statics:
            if st.kind == own:
                reaches = source is unit
            elif st.kind == aura:
                reaches = sees_unit(game, st.filter, unit) and not (st.others_only and source is unit)
                if st.per == "player_square":  # 「あなたのプレイヤースクエアにある…」 (303.3a)
                    reaches = reaches and game.squares.get(OWN_PLAYER_SQUARE) is unit
            else:
                continue
            if reaches and conditions_hold(game, st.conditions, source):
                yield st


def granted_abilities(game: GameAPI, unit: OnSquare, trigger: Trigger) -> list[Ability]:
    """The auto abilities set off by `trigger` that the read constant abilities of the cards on squares grant to
    `unit` now (statics_reaching, 811)."""
    reaching = (*statics_reaching(game, unit, "grant", "grant_aura"), *host_statics(game, unit, "host_grant"))
    return [a for st in reaching for a in st.granted if a.trigger is trigger]


def host_statics(game: GameAPI, unit: OnSquare, kind: str) -> Iterator[Static]:
    """The read constant abilities of kind `kind` of `unit`'s face-up force cards (312) that reach it now (「このカードが
    ゼクスのフォースの場合、そのゼクスに…を与える」 "host_grant", 「…≪レンジN≫を与える」 "host_range"): its filter
    matching it, conditions held."""
    for card in unit.force or ():
        script = game.scripts.get(card.number)
        for st in script.force_statics if script is not None else ():
            if st.kind == kind and sees_unit(game, st.filter, unit) and conditions_hold(game, st.conditions, card):
                yield st


def granted_activated(game: GameAPI, unit: OnSquare) -> list[Ability]:
    """The activated abilities the read constant abilities of the cards on squares grant to `unit` now (those that
    do something: language.ACTIVE_KINDS), played as its own (run.activation); those a card's effect gave it this turn
    (effects.granted_effects); and those it gained this turn by Install (1116, run.install)."""
    installed = [a for a in unit.installed if isinstance(a, Ability)] if unit.installed_turn == game.turn else []
    turn, by_effect = unit.granted
    return [
        a
        for a in (
            *(a for st in statics_reaching(game, unit, "grant", "grant_aura") for a in st.granted),
            *(a for st in host_statics(game, unit, "host_grant") for a in st.granted),
            *((a for a in by_effect if isinstance(a, Ability)) if turn == game.turn else ()),
        )
        if a.kind is AbilityKind.ACTIVATED and any(e.kind in ACTIVE_KINDS for e in a.effects)
    ] + installed


def static_range(game: GameAPI, unit: OnSquare) -> int:
    """The longest Range the read constant abilities of the cards on squares give `unit` now (effects.
    constant_ranges: 「このカードと」 its own, 「すべてのあなたの<filter>は≪レンジN≫を得る」 each Z/X of the filter); 0 for
    none."""
    kinds = game.traits().square_statics  # most decks have no Range aura: no square looked at
    reaching: tuple[Static, ...] = ()
    if "range" in kinds or "range_aura" in kinds:
        reaching = (*statics_reaching(game, unit, "range", "range_aura"),)
    if unit.force:  # a force card's 「…≪レンジN≫を与える」
        reaching = (*reaching, *host_statics(game, unit, "host_range"))
    return max((st.n for st in reaching), default=0) if reaching else 0
