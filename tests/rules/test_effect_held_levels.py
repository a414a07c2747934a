"""A card 「“ウェイカーLv”を持つ」 (1111: it has a level ability of that name) or 「“ゼクステンド・ドライブ！”を持つ」
(1113), printed with the quote marks lost (「…ある\\n●ウェイカーLvを持つ」), as a filter of the keyword
(CardFilter.keyword, cardtext.keywords_of): pinned by the cards that move; and shields gained (210), which no
modelled opponent ever takes away."""

from tests.rules.builders import card
from tests.rules.test_effect_triggers import on_square
from tests.rules.test_effect_values import dragon, event, fresh
from zxdecks.rules.cardtext import keywords_of
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Kind

WAKER = "≪レベル能力（ウェイカー）≫ウェイカーLv３（あなたのデュナミスに表向きの[ウェイカー]が３枚以上あると有効。）"


def test_a_level_ability_gives_the_card_its_name_as_a_keyword_too():
    assert keywords_of(WAKER) == {"レベル", "ウェイカーLv"}
    assert keywords_of("≪レベル能力（ディンギル）≫ディンギルLv２") == {"レベル", "ディンギルLv"}


def test_a_zextend_drive_ability_is_had_after_its_icon_and_without_its_name():
    assert keywords_of("≪杖≫≪ゼクステンドドライブ≫ゼクステンド・ドライブ！≪起≫【有効】手札") == {
        "ゼクステンド・ドライブ！"
    }
    assert keywords_of("≪杖≫≪ゼクステンドドライブ≫≪起≫【有効】≪自分ターン≫スクエア") == {"ゼクステンド・ドライブ！"}
    assert (
        keywords_of("≪自≫【効果】あなたの手札にある\n●ゼクステンド・ドライブ！を持つゼクスを１枚選ぶ。") == frozenset()
    )


def test_the_trash_card_with_the_level_ability_comes_back_and_the_others_stay():
    game = fresh()
    waker = card("起きる者", cost=2, keywords=("レベル", "ウェイカーLv"))
    dingir = card("神の者", cost=5, keywords=("レベル", "ディンギルLv"))
    plain = card("ただの者", cost=6)
    game.trash = [plain, dingir, waker]
    event(game, "あなたのトラッシュにある\n●ウェイカーLvを持つゼクスを1枚選び、手札に戻す。")
    assert game.hand == [waker]
    assert game.trash == [plain, dingir]


def test_a_held_zextend_drive_on_your_squares_gates_the_draw_both_ways():
    text = "スクエアにあなたの\n●ゼクステンド・ドライブ！を持つゼクスがある場合、1枚引く。"
    (ability,) = read_card("X", "≪イベント≫" + text).abilities
    assert ability.conditions[0].filter.keyword == "ゼクステンド・ドライブ！"
    game = fresh()
    on_square(game, card("ただの者", cost=3), (1, 0))
    event(game, text)
    assert game.hand == []
    on_square(game, card("杖の者", cost=3, keywords=("ゼクステンド・ドライブ！",)), (0, 0))
    event(game, text)
    assert len(game.hand) == 1


def test_an_option_bullet_at_the_start_of_a_line_is_not_taken_for_a_lost_quote():
    text = "≪イベント≫以下の効果から1つ選び、解決する。\n●ウェイカーLvを持つゼクスを1枚選び、手札に戻す。\n●1枚引く。"
    script = read_card("X", text)
    assert "≪ウェイカーLv≫" not in "".join(a.text for a in script.abilities) + "".join(u.text for u in script.unread)


SHIELDED = (
    "あなたのトラッシュにある[ドラゴン]を1枚選び、リブートでゼクスのないノーマルスクエアに登場させる。"
    "登場させたならば、そのゼクスは≪シールド≫を1つ得る。"
)


def test_shields_gained_by_the_zx_put_onto_a_square_change_nothing_but_the_zx_enters():
    (ability,) = read_card("X", "≪イベント≫" + SHIELDED).abilities
    assert [e.kind for e in ability.effects][-1] is Kind.NO_TARGET  # 914.3: no modelled opponent damages your Z/X
    assert line_part(ability) == "acting"
    game = fresh()
    drake = dragon(cost=3)
    game.trash = [drake]
    event(game, SHIELDED)
    (unit,) = [u for u in game.squares.values() if u.card is drake]
    assert unit.rebooted
    assert game.trash == []


def test_without_a_zx_to_put_onto_a_square_nothing_enters():
    game = fresh()
    game.trash = [card("ただの者", cost=3)]
    before = dict(game.squares)
    event(game, SHIELDED)
    assert game.squares == before
    assert len(game.trash) == 1
