"""The events that set off an auto ability (808.1a), as the effect language names them (re-exported by language)."""

from __future__ import annotations

import enum


class Trigger(enum.StrEnum):
    ENTER = "enter"  # 1007: this card enters a square
    PLAYED_ENTER = "played_enter"  # this card is played and enters (hand, ignition, life)
    HAND_ENTER = "hand_enter"  # this card enters from the hand
    NOT_HAND_ENTER = "not_hand_enter"  # this card enters from anywhere but the hand (every Game.enter way but "hand")
    # This card enters from the life (played by the damage, 907.2e: the Game.enter way "life", the only one that takes
    # a card from the life to a square), or from anywhere but the life (every other way)
    ATTACK = "attack"  # 602.1e: this card attacks
    BATTLE_END = "battle_end"  # 605.2: the end of a battle this card attacked in (「このカードが攻撃したバトル終了時」)
    ANY_ATTACK = "any_attack"  # a Z/X of yours attacks
    END_OF_TURN = "end_of_turn"  # 507.3, on your turn
    # 「先攻プレイヤーの3ターン目のターン終了時」: the end of the first player's third turn (yours or the opponent's;
    # goldfish.phases.first_player_turn_end), valid in the resources only (effects.player_stack)
    FIRST_PLAYER_TURN_3_END = "first_player_turn_3_end"
    DYNAMIS_ENTER = "dynamis_enter"  # this card enters from the Dynamis (506.2)
    # this card put face up into the Dynamis (goldfish.moves: by an effect, or an Extra card off its square, 911.1)
    DYNAMIS_PLACED = "dynamis_placed"
    ABILITY_ENTER = "ability_enter"  # this card enters by a card's ability (ZONE_TO_SQUARE)
    DESTROYED = "destroyed"  # 1008: this card is destroyed (an Ascension at your reboot phase, 502.1)
    DESTROYS_BY_ATTACK = "destroys_by_attack"  # never on an empty board: there is no Z/X of the opponent
    # 604.3a: this card's attack dealt damage to an opponent's Z/X (of the cost `trigger_filter` matches, of the power
    # `trigger_way` "power<=N"/"power>=N" names); never on an empty board
    DAMAGES_ZX_BY_ATTACK = "damages_zx_by_attack"
    # 1203.2: this card destroys by attacking an opponent's Z/X on a normal square (303.3b) of the cost
    # `trigger_filter` matches; never on an empty board
    DESTROYS_NORMAL_BY_ATTACK = "destroys_normal_by_attack"
    # 1020.2: this card is put into the trash to pay a 降臨条件 (goldfish.dynamis_costs; valid in the trash, the `also`
    # of 「このカードが降臨条件のために、破壊されるかトラッシュに置かれる」)
    DESCENT_TRASHED = "descent_trashed"
    # 907.2d: this card is put from your life into your charge by damage (valid in the charge; goldfish.damage)
    LIFE_TO_CHARGE = "life_to_charge"
    # An opponent's Z/X taken off its square by an ability of yours (run.squares._left_theirs): any card's, to the
    # hand only, or this card's; never on an empty board
    OPPONENT_LEFT_BY_ABILITY = "opponent_left_by_ability"
    OPPONENT_TO_HAND = "opponent_to_hand"
    OPPONENT_LEFT_BY_THIS = "opponent_left_by_this"
    # this card is put into the remove zone (valid there), by an ability of a card `trigger_filter` matches with
    # `trigger_way` "ability" (CardMoves.put, run.fire_card)
    REMOVED = "removed"
    # an opponent's Z/X enters by a card's ability (「相手の…ゼクスがカードの能力で登場する」): the modelled opponent's Z/X
    # only enter by being played (goldfish.defence), so it never fires (coverage: opponent's board only)
    OPPONENT_ABILITY_ENTERS = "opponent_ability_enters"
    IGNITION_ENTER = "ignition_enter"  # this card enters in the ignition phase (505.3a)
    RESOURCE_PLACED = "resource_placed"  # this card is put into your resources (valid there)
    CHARGE_PLACED = "charge_placed"  # this card is put into your charge by an ability (valid there; goldfish.moves.put)
    EVOLSEED = "evolseed"  # 1106: this card is put directly from the deck into the trash (valid in the trash)
    SHIFTED = "shifted"  # 806.3d: a shift card is put onto this card
    TRASHED_BY_EVENT = "trashed_by_event"  # this card is put into the trash by the ability of an event matching
    # the ability's `trigger_filter` (valid in the trash)
    # The start of a phase (501.2) of the turns the ability's `turn` names: your resource phase (504.1), ignition
    # phase (505.1) or main phase (506.1); a main phase of the opponent's turn starts before its attacks.
    RESOURCE_START = "resource_start"
    IGNITION_START = "ignition_start"
    MAIN_START = "main_start"
    DRAW_START = "draw_start"  # 503.1: the start of your draw phase (after the reboot phase, before the draw)
    LETHAL_DAMAGE = "lethal_damage"  # 813.3: you are dealt damage of your life or more (≪S≫, checked at 907.1)
    LEAVES = "leaves"  # this card leaves its square (to any zone, 1008 included)
    # The opponent's Z/X or cards do it: an opponent's Z/X entering by an ability, attacking or attacking yours; the
    # modelled opponent (goldfish.opponent) never does it, so it never fires.
    OPPONENT_ACTS = "opponent_acts"
    ZX_ENTERS = "zx_enters"  # a Z/X of yours matching `trigger_filter` enters a square (this card too, `self_too`)
    ZX_DESTROYED = "zx_destroyed"  # a Z/X of yours matching `trigger_filter` is destroyed (this card too, `self_too`)
    ZX_DESTROYS_BY_ATTACK = "zx_destroys_by_attack"  # a Z/X of yours matching it destroys an opponent's by attacking
    IGNITION_TRASHED = "ignition_trashed"  # this card is revealed by ignition and put into the trash (valid there)
    HAND_TRASHED = "hand_trashed"  # put from the hand into the trash by an effect of a card `trigger_filter` matches
    # put from the deck into the trash by an ability of a card `trigger_filter` matches (valid in the trash; beside
    # HAND_TRASHED in `also` for 「デッキか手札から」)
    DECK_TRASHED = "deck_trashed"
    OPPONENT_ZX_ENTERS = "opponent_zx_enters"  # a Z/X of the opponent enters (its defenders, goldfish.defence)
    OPPONENT_ZX_ENTERS_NORMAL = "opponent_zx_enters_normal"  # …a normal square (303.3b)
    IGOB = "igob"  # 1015: your player IGOBs (valid in the charge: 「あなたの《プレイヤー指定:≪X≫》がIGOBする」)
    ZX_SHIFTED = "zx_shifted"  # 1016.1: a shift card of yours is put onto a Z/X of yours (goldfish.shift)
    # 807: you play an activated ability of a card `trigger_filter` matches; fired once it has resolved
    ACTIVATED_PLAYED = "activated_played"
    DRAWN_BY_ABILITY = "drawn_by_ability"  # 1005: you draw a card by a card's ability (once a card drawn)
    # 1002.3, 815.3: this card, or a Z/X of yours `trigger_filter` matches, deals damage to the opponent: in battle
    # (604.3c) or by its ability (the ability's source deals it)
    DAMAGES_OPPONENT = "damages_opponent"
    ZX_DAMAGES_OPPONENT = "zx_damages_opponent"
    # 1003.1: this card, or a Z/X of yours on a square `trigger_filter` matches, goes from slept to rebooted (your
    # reboot phase, 502.1, or an effect)
    REBOOTS = "reboots"
    ZX_REBOOTS = "zx_reboots"
    # 1203.2: this card destroys in battle the opponent's Z/X on its player square (303.3) by attacking it
    DESTROYS_PLAYER_SQUARE_BY_ATTACK = "destroys_player_square_by_attack"
    # 806: you play an event `trigger_filter` matches (「あなたが<filter>をプレイする」); fired once it has resolved
    EVENT_PLAYED = "event_played"
    DRAWS = "draws"  # 1005: you draw a card, any way (the draw phase, an ability, a payment): once a card drawn
    # 1203.2, 1204.3: this card, or a Z/X of yours `trigger_filter` matches, destroys an opponent's Z/X: in battle or
    # by its ability (a destroy, or damage or a power it dealt that destroys at once); "costlier" (trigger_way): only
    # one whose cost is this card's or more (「このカードのコスト以上のコストの」)
    DESTROYS_OPPONENT = "destroys_opponent"
    ZX_DESTROYS_OPPONENT = "zx_destroys_opponent"
    TRASH_TO_HAND = "trash_to_hand"  # this card is put from your trash into your hand by an effect (valid in the hand)
    # 312: this card is put face up under a Z/X of yours (`trigger_filter`) as its force (valid in the force zone)
    BECOMES_FORCE = "becomes_force"
    SLEEPS = "sleeps"  # 1003.2: this card goes from rebooted to slept (an attack, 602.1d; a payment, 807.1a; an effect)
    # 1204.3: an opponent's Z/X is destroyed by the damage of an ability of a card of yours (904.1 at once after it)
    OPPONENT_DESTROYED_BY_DAMAGE = "opponent_destroyed_by_damage"
    # 1008: an opponent's Z/X is destroyed, any way (in battle, by an ability of yours, 904 after its damage):
    # `trigger_filter` on its cost, or with the way "by_ability" on the card whose ability destroyed it
    OPPONENT_ZX_DESTROYED = "opponent_zx_destroyed"
    # 907.1, 1002.3: a player takes damage (once a damage recorded, after its points are done: goldfish.damage), you
    # by an ability of this card (「あなたがこのカードの能力でダメージを受ける」), the opponent's life decreases (1012.1:
    # one a point, 907.2d), you recover (1013.1: one a point)
    YOU_DAMAGED = "you_damaged"
    YOU_DAMAGED_BY_THIS = "you_damaged_by_this"
    OPPONENT_DAMAGED = "opponent_damaged"
    OPPONENT_LIFE_DECREASED = "opponent_life_decreased"
    # 1012.1: a card left your life, any way (a point of damage, 907.2d/e; 902's reload; an effect), resolved at the
    # pre-processing after it (702.2b: goldfish.moves.fire_waiting), once a card
    YOU_LIFE_DECREASED = "you_life_decreased"
    RECOVERED = "recovered"
    # 905.1: a Z/X of yours `trigger_filter` matches left the squares (this card too: it looks back)
    ZX_LEFT = "zx_left"
    # 1003.1: a resource of yours rebooted by an ability of a card `trigger_filter` matches (run.zones, once a card)
    RESOURCES_REBOOTED = "resources_rebooted"
    # a card of yours `trigger_filter` matches put from the deck into the trash by an ability (run.resolve, squares)
    CARD_DECK_TRASHED = "card_deck_trashed"
    # a card of your trash `trigger_filter` matches put into your hand by an effect (run.arrivals, squares)
    CARD_TRASH_TO_HAND = "card_trash_to_hand"
    CARD_CHARGE_TO_HAND = "card_charge_to_hand"  # the same from your charge
    # this card, a Z/X of yours or any Z/X (the opponent's too) is put from its square onto another (run.square_moves)
    MOVED = "moved"
    ZX_MOVED = "zx_moved"
    ANY_MOVED = "any_moved"
    UNISON = "unison"  # 1029.1: your player unisons (「あなたのプレイヤーが≪ユニゾン≫する」, goldfish.player_extra)
