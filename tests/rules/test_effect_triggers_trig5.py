"""Issue 28, session 19 `trig5`: the trigger and condition shapes read in this round, each fired at its event and
not at a near miss, values asserted."""

from tests.rules.builders import card
from tests.rules.test_effect_trigger_ways import zx
from tests.rules.test_effect_values import fresh
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Trigger

ZEXTEND = "ゼクステンド・ドライブ！"  # cardtext.KEYWORD_RULES, as CardFacts.keywords holds it (1113)

# -- 「あなたの“ゼクステンド・ドライブ!”を持つゼクス」, its quote marks lost in the card list (IG02-015) -----------------
ZEXTEND_ENTERS = (
    "≪自≫【有効】≪自分ターン1≫スクエア【誘発】あなたの\n●ゼクステンド・ドライブ!を持つゼクスが登場する。\n"
    "【効果】カードを1枚引く。"
)


def test_a_zx_with_zextend_drive_entering_draws_and_one_without_it_does_not():
    watcher = zx(cost=3)
    script = read_card(watcher.number, ZEXTEND_ENTERS)
    assert script.unread == (), script.unread
    (ability,) = script.abilities  # the lost ● is no option: one ability, one effect
    assert (ability.trigger, ability.trigger_filter.keyword) == (Trigger.ZX_ENTERS, ZEXTEND)
    assert line_part(ability) == "acting"
    game = fresh()
    game.scripts = {watcher.number: script}
    assert game.enter(watcher, "hand", (1, 0))
    plain = zx(cost=2)
    assert game.enter(plain, "hand", (1, 1))
    assert len(game.hand) == 0  # neither this card nor a Z/X without the label sets it off
    drive = card(cost=2, keywords=(ZEXTEND,))
    assert game.enter(drive, "hand", (1, 2))
    assert len(game.hand) == 1


ZEXTEND_BACK = (
    "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】あなたのトラッシュにある\n"
    "●ゼクステンド・ドライブ!を持つゼクスを2枚まで選び、手札に戻す。"
)


def test_only_the_zx_with_zextend_drive_come_back_from_the_trash():
    this = zx(cost=4)
    script = read_card(this.number, ZEXTEND_BACK)
    assert script.unread == (), script.unread
    game = fresh()
    game.scripts = {this.number: script}
    drives = [card(cost=2, keywords=(ZEXTEND,)) for _ in range(3)]
    plain = zx(cost=2)
    game.trash = [plain, *drives]
    assert game.enter(this, "hand", (1, 0))
    assert len(game.hand) == 2
    assert all(ZEXTEND in c.keywords for c in game.hand)
    assert plain in game.trash
    assert len(game.trash) == 2
