"""Rewrite (1117): 「リライト《色N・色N》」 bare or with its reminder, an activated ability valid in the trash that resolves
the effect of one of the card's own activated, auto or event abilities but Rewrite (1117.2a), without their
payments (「その効果を解決する」), then removes the card. Demo texts."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import fresh
from zxdecks.rules.cards import Color
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import AbilityKind, Kind
from zxdecks.rules.effects.run import activate, next_activation
from zxdecks.rules.goldfish import Resource

ENTER_DRAW = "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】カードを2枚引く。"
ACTIVATED_DRAW = "≪起≫【有効】スクエア【コスト】あなたの手札を1枚トラッシュに置く。【効果】カードを1枚引く。"
REMINDER = (
    "≪起≫リライト《黒1・黒1》(【有効】≪自分ターン≫トラッシュ【コスト】《黒1・黒1》【効果】このカードが元々持つ、以外の≪起≫能力"
    "か≪自≫能力か≪イベント≫能力を1つ選び、その効果を解決する。このカードを除外する。)"
)
BLACK = frozenset({Color.BLACK})


def _rewrite(text):
    script = read_card("R", text)
    return script, [a for a in script.abilities if a.zone == "trash"]


def test_a_bare_rewrite_reads_as_its_reminder_with_each_other_ability_as_an_option():
    script, (rewrite,) = _rewrite(f"{ENTER_DRAW}\n{ACTIVATED_DRAW}\n≪起≫リライト《黒1・黒1》")
    assert script.unread == ()
    assert (rewrite.kind, rewrite.cost, rewrite.cost_colors) == (AbilityKind.ACTIVATED, 1, BLACK)
    modal, remove = rewrite.effects
    assert modal.kind is Kind.MODAL
    assert [[e.kind for e in option] for option in modal.options] == [[Kind.DRAW], [Kind.DRAW]]
    assert [e.n for option in modal.options for e in option] == [2, 1]  # the activated one's payment is not paid
    assert (remove.kind, remove.source, remove.destination) == (Kind.MOVE, "self", "removed")
    assert line_part(rewrite) == "acting"
    reminder, (same,) = _rewrite(f"{ENTER_DRAW}\n{REMINDER}")
    assert reminder.unread == ()
    assert [[e.kind for e in option] for option in same.effects[0].options] == [[Kind.DRAW]]


def test_a_rewrite_stays_unread_when_another_ability_is_unread_or_acts_on_this_card():
    unread = read_card(
        "R", f"{ENTER_DRAW}\n≪起≫【有効】スクエア【効果】相手の手札を見比べる。\n≪起≫リライト《黒1・黒1》"
    )
    assert [a.zone for a in unread.abilities] == ["square"]
    own = read_card(
        "R",
        "≪自≫【有効】スクエア【誘発】このカードが攻撃する。\n【効果】このカードをリブートする。\n≪起≫リライト《黒1・黒1》",
    )
    assert [a.zone for a in own.abilities] == ["square"]
    alone = read_card("R", "≪起≫リライト《黒1・黒1》")
    assert alone.abilities == ()  # nothing to choose


def test_a_rewrite_in_the_trash_is_paid_resolves_the_enter_draw_and_removes_the_card():
    game = fresh()
    rewriter = dataclasses.replace(card(cost=4), colors=BLACK)
    game.scripts = {rewriter.number: read_card(rewriter.number, f"{ENTER_DRAW}\n≪起≫リライト《黒1・黒1》")}
    game.trash = [rewriter]
    game.resources = [Resource(dataclasses.replace(card(), colors=BLACK))]
    activation = next_activation(game)
    assert activation is not None
    activate(game, *activation)
    assert len(game.hand) == 2
    assert game.trash == []
    assert game.removed == [rewriter]
    assert not game.resources[0].rebooted
    assert next_activation(game) is None  # it is gone from the trash
