"""「「A」リンクか「B」リンクか「C」リンクを1枚(まで)スクエアに置く」 (issue 28, session 16 `cov2d`, effects.links): one
link of the names, the policy choosing which (a MODAL of one PLACE_LINK a name), pinned by value in a game with the
condition on links after it, both ways."""

import pytest

from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import CardFilter, Effect, Kind
from zxdecks.rules.goldfish.policy import DefaultPolicy

THREE = "「赤の鎖」リンクか「青の鎖」リンクか「緑の鎖」リンクを1枚までスクエアに置く。"
THEN_DRAW = THREE + "スクエアにあなたのリンクが2枚以上ある場合、カードを1枚引く。"
BLUE_DRAWS = THREE + "スクエアにあなたの「青の鎖」リンクがある場合、カードを1枚引く。"


class _Picks(DefaultPolicy):
    """Takes the option at `index` of any 「以下の効果」-like choice."""

    def __init__(self, index):
        super().__init__()
        self.index = index

    def choose_options(self, game, options, n):
        return [self.index][:n]


def test_the_reading_is_one_option_a_name():
    (ability,) = read_card("X", "≪イベント≫" + THREE).abilities
    (modal,) = ability.effects
    assert (modal.kind, modal.n) == (Kind.MODAL, 1)
    assert modal.options == tuple(
        (Effect(Kind.PLACE_LINK, 1, True, filter=CardFilter(name_is=name)),) for name in ("赤の鎖", "青の鎖", "緑の鎖")
    )
    assert line_part(ability) == "acting"


@pytest.mark.parametrize(("index", "name"), [(0, "赤の鎖"), (1, "青の鎖"), (2, "緑の鎖")])
def test_the_link_placed_is_the_one_the_policy_chose(index, name):
    game = fresh()
    game.policy = _Picks(index)
    event(game, THREE)
    assert game.links == (((1, 1), name),)


@pytest.mark.parametrize(("index", "drawn"), [(1, 1), (0, 0)])
def test_a_condition_on_the_name_after_it_holds_only_for_the_link_chosen(index, drawn):
    game = fresh()
    game.policy = _Picks(index)
    top = game.deck[0]
    event(game, BLUE_DRAWS)
    assert game.hand == [top][:drawn]


@pytest.mark.parametrize(("before", "drawn"), [(1, 1), (0, 0)])
def test_the_count_of_links_after_it_counts_the_one_placed(before, drawn):
    game = fresh()
    for _ in range(before):
        event(game, "「白の鎖」リンクを1枚までスクエアに置く。")
    top = game.deck[0]
    event(game, THEN_DRAW)
    assert len(game.links) == before + 1
    assert game.hand == [top][:drawn]
