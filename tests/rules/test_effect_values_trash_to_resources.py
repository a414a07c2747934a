"""「あなたのトラッシュにある…を選び、リソースにリブート/スリープで置く」 pinned by value: the state the text names is
the state the card arrives in (hand check 19: B50-022's 「リブートで」 was read as slept)."""

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.effects import read_card

REBOOTED = "あなたのトラッシュにあるゼクスを1枚選び、リソースにリブートで置く。"
SLEPT = "あなたのトラッシュにあるゼクスを1枚選び、リソースにスリープで置く。"


def test_the_sentence_reads_the_state_it_names():
    (rebooted,) = read_card("X", "≪イベント≫" + REBOOTED).event.effects
    (slept,) = read_card("X", "≪イベント≫" + SLEPT).event.effects
    assert (rebooted.source, rebooted.destination, rebooted.rebooted) == ("trash", "resources", True)
    assert (slept.source, slept.destination, slept.rebooted) == ("trash", "resources", False)


def test_a_card_put_into_the_resources_rebooted_arrives_rebooted_and_slept_arrives_slept():
    for text, state in ((REBOOTED, True), (SLEPT, False)):
        game = fresh()
        zx = card(cost=3)
        game.trash = [zx]
        before = len(game.resources)
        event(game, text)
        assert game.trash == []
        assert len(game.resources) == before + 1
        assert [r.rebooted for r in game.resources if r.card is zx] == [state]
