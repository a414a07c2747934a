"""Session 22's speed code in the goldfish, pinned where mutation testing found it unasserted (`mut22`,
docs/mutation.md): the battle loop reads a conditional 「このカードは攻撃できない」 from the traits of the scripts now,
not from traits kept for an earlier mapping; the turn's Dynamis plan puts the cards _may asks (ASK) before those of
a fixed need; a card whose own constant ability changes its cost needs no rebooted resource, another its cost."""

from __future__ import annotations

from dataclasses import replace

from tests.rules.builders import card
from tests.rules.test_goldfish import costed_deck
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_pool
from zxdecks.rules.goldfish import DefaultPolicy, Game, OnSquare
from zxdecks.rules.goldfish.battle import battles
from zxdecks.rules.goldfish.dynamis import ASK, NEVER, _by_need, _need

NO_ATTACK = "≪常≫【有効】スクエア【効果】あなたの手札が3枚以上ある場合、このカードは攻撃できない。"
CUT = "≪常≫【有効】手札【効果】このカードのコストを-2する。ただし、1以下にならない。"


def _game() -> Game:
    game = Game(costed_deck(), seed=2, first=True, policy=DefaultPolicy())
    game.setup()
    game.turn = 1
    return game


def test_the_battles_read_a_conditional_bar_from_the_traits_of_the_scripts_now():
    game = _game()
    game.traits()  # the traits of the setup's mapping, kept
    wall = card(cost=2)
    game.scripts = read_pool([(wall.number, NO_ATTACK)])  # a new mapping: the kept traits are not its own
    assert game._traits_for is not game.scripts
    game.squares = {(1, 1): OnSquare(wall, True, 3000)}
    game.hand = [card(), card(), card()]  # the condition holds: it may not attack
    battles(game, True)  # asked at once, before anything else asked the traits
    assert (game.attacks, game.opponent_life) == (0, 4)
    assert game.squares[(1, 1)].rebooted


def _entry(need: int) -> tuple[str, int, int, list[int], None, int, None]:
    return ("X", 0, need, [0], None, 0, None)


def test_the_cards_asked_each_turn_come_first_in_the_plan():
    entries = [_entry(3), _entry(0), _entry(ASK), _entry(1)]
    assert [e[2] for e in sorted(entries, key=_by_need)] == [ASK, 0, 1, 3]
    assert _by_need(_entry(ASK)) < _by_need(_entry(0))


def test_a_shift_whose_own_text_changes_its_cost_needs_no_rebooted_resource():
    game = _game()
    cut = card(type_=CardType.SHIFT, cost=5)
    plain = card(type_=CardType.SHIFT, cost=4)
    unpriced = replace(card(type_=CardType.SHIFT), cost=None)
    game.scripts = read_pool([(cut.number, CUT), (plain.number, "")])
    assert cut.number in game.traits().cost_cards
    fixed: dict[str, int] = {}
    assert _need(game, cut, fixed) == 0  # any number of rebooted resources may do
    assert _need(game, plain, fixed) == 4  # its printed cost
    assert _need(game, unpriced, fixed) == NEVER
    assert fixed == {cut.number: 0, plain.number: 4, unpriced.number: NEVER}


class _BarsTheSecond(DefaultPolicy):
    """DefaultPolicy's answers; before its second, the scripts become a mapping giving the Z/X it names a
    conditional 「このカードは攻撃できない」 (as a shift in the middle of the battles would)."""

    def __init__(self, barred: str) -> None:
        super().__init__()
        self.barred = barred
        self.asked = 0

    def next_attack(self, game: Game) -> tuple[int, int] | None:
        self.asked += 1
        if self.asked == 2:
            game.scripts = read_pool([(self.barred, NO_ATTACK)])
        return super().next_attack(game)


def test_after_the_scripts_change_in_the_battles_the_declaration_asks_the_bar_again():
    first, second = card(cost=2), card(cost=2)
    game = _game()
    game.policy = _BarsTheSecond(second.number)
    game.scripts = read_pool([(first.number, "")])  # no conditional bar: the default answers are not checked again
    game.squares = {(0, 0): OnSquare(first, True, 3000), (1, 1): OnSquare(second, True, 3000)}
    game.hand = [card(), card(), card()]
    battles(game, True)
    assert game.policy.asked == 2
    assert game.attacks == 1  # the first attacked; the second, barred by the new mapping, did not
    assert (game.squares[(0, 0)].rebooted, game.squares[(1, 1)].rebooted) == (False, True)
