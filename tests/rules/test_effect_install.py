"""1116 Install: read bare or with its reminder into one action (effects.install), carried out in a game (run.install):
a 「転身」 Z/X of the trash removed, its 「“≪自≫インストール”によって除外される」 ability set off, and one of its
activated abilities gained by this card until end of turn — pinned by the state after it."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_triggers import on_square, scripted
from tests.rules.test_effect_values import fresh
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Kind, Trigger
from zxdecks.rules.effects.run import activate, fire, next_activation

REMINDER = (
    "≪自≫インストール(【有効】スクエア【誘発】このカードが登場する。\n【効果】あなたのトラッシュにあるカード名に「転身」を"
    "含むゼクスを1枚選び、除外してよい。\n除外したならば、そのカードが持つ≪起≫能力を1つ選び、ターン終了時まで、このカードは"
    "その能力を得る。)"
)
# a 「転身」 Z/X with an activated ability and an ability set off by Install removing it
DONOR_TEXT = (
    "≪自≫【有効】リムーブゾーン【誘発】このカードが“≪自≫インストール”によって除外される。\n【効果】カードを1枚引く。\n"
    "≪起≫【有効】≪自分ターン1≫スクエア【コスト】《無0・無0》【効果】あなたのデッキの上から2枚のカードをトラッシュに置く。"
)


def _zx(name, cost=3):
    return dataclasses.replace(card(name, cost=cost), power=3000)


def test_install_is_read_bare_and_with_its_reminder_as_one_acting_action():
    for text in ("≪自≫インストール", REMINDER):
        (ability,) = read_card("X", text).abilities
        assert (ability.trigger, [e.kind for e in ability.effects]) == (Trigger.ENTER, [Kind.INSTALL])
        assert ability.effects[0].filter.name_contains == "転身"
        assert line_part(ability) == "acting"


def test_the_trigger_of_a_card_removed_by_install_is_read_with_its_way():
    (ability,) = read_card("X", DONOR_TEXT).abilities[:1]
    assert (ability.trigger, ability.zone, ability.trigger_way) == (Trigger.REMOVED, "removed", "install")


def test_install_removes_a_tenshin_zx_sets_off_its_trigger_and_gains_its_activated_ability():
    game = fresh()
    installer = scripted(game, "≪自≫インストール", _zx("剛拳転身テスト"))
    donor = scripted(game, DONOR_TEXT, _zx("機砕転身ドナー"))
    other = _zx("ただのゼクス")
    game.trash = [other, donor]
    unit = on_square(game, installer, (0, 0))
    assert next_activation(game) is None  # nothing gained yet
    fire(game, Trigger.ENTER, unit)
    assert (game.trash, game.removed, len(game.hand)) == ([other], [donor], 1)  # removed, its trigger drew
    activation = next_activation(game)
    assert activation is not None
    assert activation[0] == (0, 0)
    activate(game, *activation)
    assert len(game.trash) == 3  # the gained ability put the top 2 of the deck into the trash
    game.turn += 1  # until end of turn only
    assert next_activation(game) is None


def test_install_without_a_tenshin_zx_in_the_trash_removes_nothing_and_gains_nothing():
    game = fresh()
    installer = scripted(game, "≪自≫インストール", _zx("剛拳転身テスト"))
    scripted(game, DONOR_TEXT, _zx("機砕転身ドナー"))
    other = _zx("ただのゼクス")
    game.trash = [other]
    unit = on_square(game, installer, (0, 0))
    fire(game, Trigger.ENTER, unit)
    assert (game.trash, game.removed, len(game.hand)) == ([other], [], 0)
    assert unit.installed == ()
    assert next_activation(game) is None


def test_a_card_removed_by_another_ability_does_not_set_off_its_install_trigger():
    game = fresh()
    donor = scripted(game, DONOR_TEXT, _zx("機砕転身ドナー"))
    remover = scripted(
        game,
        "≪自≫【有効】スクエア【誘発】このカードが登場する。\n"
        "【効果】あなたのトラッシュにあるカード名に「転身」を含むゼクスを1枚選び、除外する。",
        _zx("除外係"),
    )
    game.trash = [donor]
    fire(game, Trigger.ENTER, on_square(game, remover, (0, 0)))
    assert (game.trash, game.removed, len(game.hand)) == ([], [donor], 0)


def test_a_square_and_remove_zone_ability_fires_on_entering_and_on_being_removed_by_install():
    text = (
        "≪自≫【有効】スクエアとリムーブ【誘発】このカードが登場するか“≪自≫インストール”によって除外される。\n"
        "【効果】カードを1枚引く。"
    )
    (ability,) = read_card("X", text).abilities
    assert (ability.trigger, ability.also, ability.trigger_way) == (Trigger.ENTER, (Trigger.REMOVED,), "install")
    game = fresh()
    both = scripted(game, text, _zx("拳竜転身テスト"))
    fire(game, Trigger.ENTER, on_square(game, both, (1, 0)))
    assert len(game.hand) == 1  # entering
    other = scripted(game, text, _zx("拳竜転身その二"))
    game.removed = []
    game.put(other, "removed")  # removed by no Install: its ability waits
    assert len(game.hand) == 1
    installer = scripted(game, "≪自≫インストール", _zx("剛拳転身テスト"))
    game.removed, game.trash = [], [other]
    fire(game, Trigger.ENTER, on_square(game, installer, (0, 0)))
    assert (game.removed, len(game.hand)) == ([other], 2)
