"""Every built-in variant this library corrects or adds, on a hand whose outcome its sources state.

Each test quotes the sentence that decides its outcome (the same quotes the variant file cites) and
asserts the numbers that sentence gives: who wins the trick, who scores the point, the score, the
winner. Hands are hand-built; where only a rule decides (whatever the play), the rest of the hand is
played by taking the first legal action, and the assertion is the source's rule applied to it.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from pitch_rules import GameState, IllegalActionError, Rules, load_variant
from pitch_rules.engine import HandResult
from pitch_rules.records import game_record, replay

from .conftest import award, deal_of, play_script

RULES: dict[str, Rules] = {}


def rules_for(variant_id: str) -> Rules:
    if variant_id not in RULES:
        RULES[variant_id] = Rules.from_variant(load_variant(variant_id))
    return RULES[variant_id]


def start(variant_id: str, deal: object, script: str = "", *, dealer: int = 3, scores: Sequence[int] | None = None) -> GameState:
    hands = deal["hands"] if isinstance(deal, dict) else deal  # type: ignore[index]
    state = GameState(rules_for(variant_id), len(hands), first_dealer=dealer, deals=[deal], scores=scores, seed=0)  # type: ignore[list-item,arg-type]
    play_script(state, script)
    return state


def finish_hand(state: GameState) -> HandResult:
    """Play the rest of the hand, each player taking the first legal action; the hand's result."""
    done = len(state.history)
    while len(state.history) == done and not state.is_over:
        state.apply(state.legal_actions()[0])
    return state.history[done]


def legal(state: GameState) -> list[str]:
    return sorted(str(action) for action in state.legal_actions())


def card(state: GameState, name: str) -> int:
    return state.rules.card_by_name[name]


# ----- Auction Pitch and the games that only change its players, sides or target ------------------

# The only heart dealt is the Jack; seat 0 bids 3 and leads it, then wins three spade tricks.
LONE_JACK = deal_of(
    "JH AS KS QS 2C 3C",
    "TS 9S 8S 7S 4C 5C",
    "AD KD QD JD 6C 7C",
    "TD 9D 8D TC AC KC",
)
LONE_JACK_PLAY = "3 pass pass pass  JH 4C 6C 8D  AS 7S 7C 9D  KS 8S QD KC  QS 9S JD AC  2C 5C KD TC  TD 3C TS AD"


def test_auction_pitch_a_lone_jack_of_trumps_scores_three() -> None:
    """Rules R19: "If the only trump in play is the Jack, it scores 3 points (High, Low and Jack)."
    R18/R20: Game to the most trick points (seat 2: 24 against 20, 13 and 0). R21/R22: the pitcher made 3."""
    state = start("auction-pitch", LONE_JACK, LONE_JACK_PLAY)
    result = state.history[0]
    rules = state.rules
    assert [award(result, rules, point) for point in ("high", "low", "jack")] == [(0, "JH")] * 3
    assert result.game_points == (20, 0, 24, 13) and award(result, rules, "game") == (2, None)
    assert result.scores == (3, 0, 1, 0) and state.winner is None


def test_partnership_pitch_what_either_partner_wins_counts_for_the_team() -> None:
    """R2: "a team scores as one side, and whatever a player wins counts for the team": seats 0 and 2 take
    High, Low and Jack (3) and Game (44 trick points against 13): 4, bid 3 made."""
    state = start("partnership-pitch", LONE_JACK, LONE_JACK_PLAY)
    result = state.history[0]
    assert result.game_points == (44, 13) and result.won == (4, 0) and result.scores == (4, 0)


@pytest.mark.parametrize(("variant_id", "target"), [("setback", 11), ("pitch-15", 15), ("pitch-21", 21)])
def test_longer_games_end_at_their_target(variant_id: str, target: int) -> None:
    """R24: "Some play to 11 or 15, or to 21 for a longer game." The pitcher scores 3 and goes out only if
    that reaches the target."""
    short = start(variant_id, LONE_JACK, LONE_JACK_PLAY, scores=[target - 4, 0, 0, 0])
    assert short.history[0].scores[0] == target - 1 and short.winner is None
    reached = start(variant_id, LONE_JACK, LONE_JACK_PLAY, scores=[target - 3, 0, 0, 0])
    assert reached.history[0].scores[0] == target and reached.winner == 0


# Hearts: seat 0's 3H, seat 1's AH and 2H. Seat 0 bids 2 and takes only the 2H (Low, by capture); seat 1
# takes every other trick: High, Game (54 trick points).
SET_BACK = deal_of(
    "3H 2C 3C 4C 5C 6C",
    "AH 2H 7S 8S 9S TS",
    "AD KD QD JD TD 9D",
    "AC KC QC JC TC 9C",
)
SET_BACK_PLAY = "3H 2H 9D 9C  2C AH TD AC  7S JD KC 3C  8S QD QC 4C  9S KD JC 5C  TS AD TC 6C"


def test_auction_pitch_a_set_back_pitcher_who_still_has_the_target_wins() -> None:
    """D7: "A pitcher who is set back but still has at least the target at the end of the hand wins"."""
    state = start("auction-pitch", SET_BACK, "2 pass pass pass  " + SET_BACK_PLAY, scores=[9, 0, 0, 0])
    result = state.history[0]
    assert result.won == (1, 2, 0, 0) and not result.made and result.scores == (7, 2, 0, 0)
    assert state.winner == 0


def test_auction_pitch_bid_out_the_pitcher_must_make_the_bid_to_go_out() -> None:
    """D7: ""The pitcher must make the bid to go out" is a common house rule": the same hand, no winner."""
    state = start("auction-pitch-bid-out", SET_BACK, "2 pass pass pass  " + SET_BACK_PLAY, scores=[9, 0, 0, 0])
    assert state.history[0].scores == (7, 2, 0, 0) and state.winner is None and not state.is_over


# Six players, eight cards each (48 of 52 in play). Seat 0 bids 2 and leads the 3H; seat 3 holds the Ace to
# Ten of hearts and the Ace, King and Queen of spades and takes all eight tricks.
EIGHT_EACH = (
    "3H 2C 3C 4C 5C 6C 7C 8C", "2S 3S 4S 5S 6S 7S 8S 9S", "2D 3D 4D 5D 6D 7D 8D 9D",
    "AH KH QH JH TH AS KS QS", "TD JD QD KD AD 9C TC JC", "JS TS QC KC AC 4H 5H 6H",
)  # fmt: skip
EIGHT_EACH_PLAY = (
    "2 pass pass pass pass pass  3H 2S 2D AH TD 4H  KH JD 5H 2C 3S 3D  QH QD 6H 3C 4S 4D  JH KD QC 4C 5S 5D  "
    "TH AD KC 5C 6S 6D  AS 9C JS 6C 7S 7D  KS TC TS 7C 8S 8D  QS JC AC 8C 9S 9D"
)


def test_six_player_pitch_partners_sit_opposite_and_play_eight_tricks() -> None:
    """Setback (Wikipedia): "Four, Six and Eight player games are played with teams of two, with each player
    seated across from his teammate"; Shankar: "Play is the same as with four players, and with 8 cards almost
    all of them are in play": seats 0 and 3 are partners, and seat 3's eight tricks win the team High, Low,
    Jack and Game."""
    state = start("six-player-pitch", deal_of(*EIGHT_EACH), EIGHT_EACH_PLAY, dealer=5)
    result = state.history[0]
    assert state.sides == [[0, 3], [1, 4], [2, 5]] and len(result.tricks) == 8
    assert result.won == (4, 0, 0) and result.scores == (4, 0, 0)


def test_two_teams_of_three_sit_alternately_and_play_eight_tricks() -> None:
    """Setback variations (Shankar): "You can play with 2 teams of 3 people [...] Play is the same as with four
    players, and with 8 cards almost all of them are in play": seats 0, 2 and 4 together, seat 3's eight tricks
    for seats 1, 3 and 5."""
    state = start("two-teams-of-three", deal_of(*EIGHT_EACH), EIGHT_EACH_PLAY, dealer=5)
    result = state.history[0]
    assert state.sides == [[0, 2, 4], [1, 3, 5]] and len(result.tricks) == 8
    assert result.won == (0, 4) and not result.made and result.scores == (-2, 4)


# ----- Trickster Cards' presets -------------------------------------------------------------------


def test_pitch_4_low_goes_to_the_team_dealt_it() -> None:
    """Trickster: "Points are awarded for being dealt the lowest-rank trump in play": the 2H, dealt to seat 1
    and taken by seat 0, scores for seat 1's team. Team 0+2 bid 2 and won nothing: set back 2."""
    state = start("pitch-4", SET_BACK, "2 pass pass pass  " + SET_BACK_PLAY)
    result = state.history[0]
    assert award(result, state.rules, "low") == (1, "2H")
    assert result.won == (0, 3) and result.scores == (-2, 3)
    assert state.rules.variant.game.target == 11  # "Game to 11 with High, Low, Jack and Game"


OFF_JACK = deal_of("3H 4C 5C 6C 7C 8C", "AH 2H 7S 8S 9S TS", "JD 9D 8D 7D 6D 5D", "AC KC QC JC TC 9C")
OFF_JACK_PLAY = "2 pass pass pass  3H 2H JD 9C  5D AC 4C AH  7S 6D KC 5C  8S 7D QC 6C  9S 8D JC 7C  TS 9D TC 8C"


def test_pitch_5_the_off_jack_is_a_trump_worth_a_point() -> None:
    """Trickster: "Trump consists of all the cards of the called suit plus the off-Jack (Jack of the other suit
    the same color of trump)" and "One point is awarded for taking the [...] off-Jack": seat 2 must follow the
    trump lead with the JD, wins the trick with it, and scores it; the 2H scores for the team dealt it."""
    state = start("pitch-5", OFF_JACK, "2 pass pass pass  3H 2H")
    assert legal(state) == ["JD"]
    play_script(state, OFF_JACK_PLAY.split("3H 2H ", 1)[1])
    result = state.history[0]
    assert result.tricks[0].winner == 2
    assert award(result, state.rules, "off-jack") == (0, "JD") and award(result, state.rules, "low") == (1, "2H")
    assert result.won == (1, 3) and result.scores == (-2, 3)


def test_pitch_6_the_joker_is_a_trump_worth_a_point() -> None:
    """Trickster: "Game to 11 with High, Low, Jack, Off-Jack, Joker and Game": the Joker, seat 2's only
    trump, must follow the trump lead and beats the 3H and the 2H."""
    deal = deal_of("3H 4C 5C 6C 7C 8C", "AH 2H 7S 8S 9S TS", "JK 9D 8D 7D 6D 5D", "AC KC QC JC TC 9C")
    state = start("pitch-6", deal, OFF_JACK_PLAY.replace("JD", "JK"))
    result = state.history[0]
    assert result.tricks[0].winner == 2 and award(result, state.rules, "joker") == (0, "JK")
    assert result.won == (1, 3) and result.scores == (-2, 3)


def test_pitch_9_the_five_of_trumps_is_worth_five() -> None:
    """Trickster: "Game to 31 with High, Low, Jack, 5, and Game": nine points a hand, the Five worth five.
    Seat 0 takes the AH and the 5H (6); the 2H, dealt to seat 1, is Low for team 1+3, which takes Game."""
    deal = deal_of("AH 3H 2C 3C 4C 6C", "5H 2H 7S 8S 9S TS", "AD KD QD JD TD 9D", "AC KC QC JC TC 9C")
    play = "4 pass pass pass  AH 5H 9D 9C  3H 2H JD JC  2C 7S TD AC  KC 3C 8S QD  QC 4C 9S KD  TC 6C TS AD"
    state = start("pitch-9", deal, play)
    result = state.history[0]
    assert award(result, state.rules, "five") == (0, "5H")
    assert result.game_points == (6, 48) and result.won == (6, 2) and result.scores == (6, 2)
    assert state.rules.variant.game.target == 31


# ----- Auction Pitch with Joker (Bicycle) ---------------------------------------------------------

JOKER = deal_of("JK AS 3S 4C 5C 6C", "2S KS 7C 8C 9C TC", "JS 7D 8D 9D TD 2D", "QS KD QD JD AD 3D")
JOKER_PLAY = "3 pass pass pass  JK 2S JS QS  AD 4C 7C 2D  KD AS 8C 7D  3S KS 8D QD  9C 9D JD 5C  TC TD 3D 6C"


def test_auction_pitch_joker_pitched_is_a_spade_lowest_and_never_low() -> None:
    """Bicycle: "If the joker is pitched, it is a spade." "The joker is the lowest trump in the play, but does
    not score for Low; that point goes to the holder of the lowest natural trump card." "the joker counting
    as 1 point to the player who wins it in a trick"."""
    state = start("auction-pitch-joker", JOKER, JOKER_PLAY)
    result = state.history[0]
    rules = state.rules
    assert result.trump == rules.variant.deck.suits.index("S")
    assert result.tricks[0].winner == 3  # the Queen beats the Jack, the Two and the Joker, lowest of all
    assert award(result, rules, "low") == (1, "2S")  # dealt to seat 1, captured by seat 3
    assert award(result, rules, "joker") == (3, "JK") and award(result, rules, "jack") == (3, "JS")
    assert award(result, rules, "high") == (0, "AS") and award(result, rules, "game") == (1, None)
    assert result.scores == (-3, 2, 0, 2)


def test_auction_pitch_joker_points_count_out_in_order() -> None:
    """Bicycle: "The first player to score 10 points wins the game." "In counting points to determine the
    winner, the order is High, Low, Jack, Joker, Game": seat 1's Low reaches 10 before seat 3's Jack."""
    state = start("auction-pitch-joker", JOKER, JOKER_PLAY, scores=[0, 9, 0, 9])
    assert state.history[0].scores == (-3, 11, 0, 11) and state.winner == 1


def test_auction_pitch_joker_the_pitchers_points_count_first() -> None:
    """Bicycle: "However, the pitcher's points are always counted first": seat 1 takes High with the AS, the
    pitcher (seat 0, bid 2) has Low and takes Game with three Tens. Both reach 10; High comes first in the
    order, but the pitcher's points are counted before it."""
    deal = deal_of("2S TC TD TH 3C 4C", "AS 5C 6C 7C 8C 9C", "2D 3D 4D 5D 6D 7D", "2H 3H 4H 5H 6H 7H")
    play = "2 pass pass pass  2S AS 2D 2H  5C 3D 3H TC  TD 6C 4D 4H  TH 7C 5D 5H  3C 8C 6D 6H  9C 7D 7H 4C"
    state = start("auction-pitch-joker", deal, play, scores=[8, 9, 0, 0])
    result = state.history[0]
    assert award(result, state.rules, "high") == (1, "AS") and award(result, state.rules, "low") == (0, "2S")
    assert result.won == (2, 1, 0, 0) and result.scores == (10, 10, 0, 0)
    assert state.winner == 0


# ----- California Jack and Shasta Sam -------------------------------------------------------------

# Seat 1 deals; the stock's top card, the 7H, makes hearts trump.
def california(variant_id: str, dealer_hand: str) -> GameState:
    rules = rules_for(variant_id)
    hands = deal_of("KS 9C 9D TS QS JS", dealer_hand)
    rest = [c for c in rules.card_names if c not in {c for h in hands for c in h}]
    stock = ["7H", *[c for c in rest if c != "7H"]]
    return start(variant_id, {"hands": hands, "stock": stock}, "KS", dealer=1)


@pytest.mark.parametrize("variant_id", ["california-jack", "shasta-sam"])
def test_california_jack_a_player_who_cannot_follow_must_trump(variant_id: str) -> None:
    """Bicycle: "The second player to each trick must either follow suit or trump, if possible. If unable to
    follow suit or trump, he may play any card.\""""
    assert legal(california(variant_id, "4H AD 9H 3C 7C 2D")) == ["4H", "9H"]  # no spade: trump
    assert legal(california(variant_id, "2S 4H AD 3C 7C 2D")) == ["2S", "4H"]  # a spade: follow, or trump
    assert legal(california(variant_id, "AD 3C 7C 2D 5C 6D")) == ["2D", "3C", "5C", "6D", "7C", "AD"]


def test_california_jack_points_count_out_in_order_to_ten() -> None:
    """Bicycle: "The first player to score 10 points wins the game. If both players reach 10 in the same hand,
    the points count in order: High, Low, Jack, Game." From 9 each, whoever took High (the Ace of trumps)
    wins."""
    state = GameState(rules_for("california-jack"), 2, seed=3, scores=[9, 9])
    result = finish_hand(state)
    high_side = award(result, state.rules, "high")[0]
    assert high_side is not None and all(won >= 1 for won in result.won)  # both reach 10 in this hand
    assert min(result.scores) >= 10 and state.winner == high_side
    assert result.won[high_side] < result.won[1 - high_side]  # the winner took fewer points this hand


def test_shasta_sam_draws_are_hidden() -> None:
    """Foster: "Shasta Sam is California Jack with the remainder of the pack turned face down": after the trump
    card is drawn, neither player sees the next card of the stock."""
    state = california("shasta-sam", "2S 4H AD 3C 7C 2D")
    play_script(state, "2S")  # seat 0's King wins and draws the 7H; seat 1 draws the next card
    assert card(state, "7H") in state.hands[0]
    assert state.view(0).stock_top is None and state.view(1).stock_top is None
    assert california("california-jack", "2S 4H AD 3C 7C 2D").view(0).stock_top == card(state, "7H")


def test_shasta_sam_seven_points_is_game() -> None:
    """Foster (California Jack, of which Shasta Sam is the face-down form): "Seven points is game". From 6 each,
    both players score this hand and the game ends at 7, not 10; the order of counting (the file's declared
    approximation, Bicycle's High, Low, Jack, Game) gives it to whoever took High."""
    state = GameState(rules_for("shasta-sam"), 2, seed=3, scores=[6, 6])
    result = finish_hand(state)
    high_side = award(result, state.rules, "high")[0]
    assert high_side is not None and all(won >= 1 for won in result.won)  # both reach 7 in this hand
    assert state.is_over and state.winner == high_side and max(result.scores) < 10


# ----- Sancho Pedro, Dom Pedro, Snoozer (Parlett, Foster) -----------------------------------------


def test_sancho_pedro_the_ten_wins_the_nine_and_everything_counts_to_the_winner() -> None:
    """Foster: "These two trumps have no special rank. The Ten will win the Nine, and the Six will take the
    Five." "Everything counts to the player winning it": seat 1's Ten takes Sancho (9), Pedro (5), High, Low
    and Game, 17 points; the pitcher (bid 2) is set back."""
    deal = deal_of("9H AS KS QS JS TS", "TH 2C 3C 4C 6C 7C", "5H 2D 3D 4D 6D 7D", "6H 8C 9C 8D 9D 2S")
    state = start("pedro-sancho", deal, "2 pass pass pass  9H TH 5H 6H")
    result = finish_hand(state)
    assert result.tricks[0].winner == 1
    assert all(side == 1 for side in (a.side for a in result.awards if a.point != "jack"))
    assert result.won == (0, 17, 0, 0) and result.scores == (-2, 17, 0, 0)


def test_sancho_pedro_no_game_without_the_ten_of_trumps() -> None:
    """Foster: "The game point is scored by the player who wins the trick containing the Ten of trumps. If that
    card is not in play there is no Game.\""""
    deal = deal_of("9H AS KS QS JS TS", "8H 2C 3C 4C 6C 7C", "5H 2D 3D 4D 6D 7D", "6H 8C 9C 8D 9D 2S")
    state = start("pedro-sancho", deal, "2 pass pass pass  9H 8H 5H 6H")
    result = finish_hand(state)
    assert award(result, state.rules, "game") == (None, None)
    assert result.won[0] == 16  # High (9H), Low (5H), Pedro 5 and Sancho 9


PEDRO_OUT = deal_of("4H 5H 2D 3D 4D 6D", "3H 9H 7C 8C 6S 7S", "AH 2C 3C 4C 5C 6C", "2H 8D 9D TD JD QD")
PEDRO_OUT_PLAY = "pass pass 1 pass  AH 2H 4H 3H  2C 8D 5H 7C  2D 9H 3C 9D  8C 4C TD 3D  6S 5C JD 4D  7S 6C QD 6D"


def test_sancho_pedro_counts_out_in_order_the_five_before_the_nine() -> None:
    """Foster: "Fifty points is game" and "The rank of the points in scoring is; High, Low, Jack, Ten (Game),
    Five, and Nine": seat 0 (45) takes Pedro and reaches 50 before seat 1 (42) counts Sancho, ending on 51."""
    state = start("pedro-sancho", PEDRO_OUT, PEDRO_OUT_PLAY, scores=[45, 42, 0, 0])
    result = state.history[0]
    assert award(result, state.rules, "pedro") == (0, "5H") and award(result, state.rules, "sancho") == (1, "9H")
    assert result.scores == (50, 51, 2, 0) and state.winner == 0


def test_dom_pedro_the_three_of_trumps_counts_three() -> None:
    """Parlett: "As above, but with the addition of 3 for winning [the trump] 3 ('Dom')": seat 0 takes the 3C,
    5C and 9C, 17 points, with High and Low 19."""
    deal = deal_of("AC KC 9C 5C 3C 2C", "2H 3H 4H 5H 6H 7H", "2D 3D 4D 5D 6D 7D", "2S 3S 4S 5S 6S 7S")
    play = "2 pass pass pass  AC 2H 2D 2S  KC 3H 3D 3S  9C 4H 4D 4S  5C 5H 5D 5S  3C 6H 6D 6S  2C 7H 7D 7S"
    state = start("dom-pedro", deal, play)
    result = state.history[0]
    assert [award(result, state.rules, p) for p in ("dom", "pedro", "sancho")] == [(0, "3C"), (0, "5C"), (0, "9C")]
    assert result.won == (19, 0, 0, 0)


def test_snoozer_wins_plain_tricks_and_is_never_low() -> None:
    """Foster: the Joker "will win any trick in plain suits"; Parlett: it "does not count as 'low' for the
    winning of that point, which still applies to the otherwise lowest trump in play"."""
    deal = deal_of("4D AS KS QS JS TS", "JK 5D 3C 4C 5C 6C", "2D AD 3H 4H 5H 6H", "2S 3S 4S 5S 6S 7S")
    state = start("snoozer", deal, "2 pass pass pass  4D 5D AD 2S  3H 3S AS JK")
    result = finish_hand(state)
    assert result.tricks[1].winner == 1 and award(result, state.rules, "snoozer") == (1, "JK")
    assert award(result, state.rules, "low")[1] == "2D"


def test_snoozer_the_deuce_of_trumps_wins_it_for_fifteen() -> None:
    """Foster: "The Joker is the lowest trump, so that the deuce of trumps will win it" and "The Joker, or
    Snoozer, counts fifteen"."""
    deal = deal_of("4D AS KS QS JS TS", "5D JK 3C 4C 5C 6C", "3D 2D 3H 4H 5H 6H", "2S 3S 4S 5S 6S 7S")
    state = start("snoozer", deal, "2 pass pass pass  4D 5D 3D 2S  JK 2D 3S AS")
    result = finish_hand(state)
    assert result.tricks[1].winner == 2 and award(result, state.rules, "snoozer") == (2, "JK")
    assert result.won[2] >= 15


# ----- Pedro with re-raising and Commercial Pitch: the eldest sells ---------------------------------


def _five(script: str) -> GameState:
    """Five players, seat 4 deals (a seeded deal): seat 0, the eldest, owns the pitch."""
    state = GameState(rules_for("pedro-sancho-foster"), 5, first_dealer=4, seed=8)
    play_script(state, script)
    return state


def test_pedro_a_raised_bidder_raises_again_and_the_eldest_sells() -> None:
    """Foster: "The eldest hand sells, as at Auction Pitch. If a player's first bid is raised he may raise again
    in his proper turn." Wikipedia: "Eldest hand immediately scores the amount of the bid." Seat 1 bids 3,
    seat 2 raises to 5, seats 3 and 4 pass, seat 1 raises to 7, seat 2 passes: seat 0 sells for 7."""
    state = _five("sell 3 5 pass pass")
    assert state.to_move == 1 and "bid 7" in legal(state)  # raised, seat 1 speaks again
    play_script(state, "7 pass accept")
    assert state.scores == [7, 0, 0, 0, 0] and state.bidder == 1 and state.high_bid == 7
    result = finish_hand(state)
    assert result.score_changes[1] == (result.won[1] if result.won[1] >= 7 else -7)
    assert result.score_changes[0] == 7 + result.won[0]


def test_pedro_a_sale_that_brings_the_eldest_to_fifty_wins_at_once() -> None:
    """Wikipedia: "Eldest hand immediately scores the amount of the bid." Foster: "Fifty points is game": on 45,
    the eldest sells for 7 and has 52 before a card is played; the game is over."""
    state = GameState(rules_for("pedro-sancho-foster"), 5, first_dealer=4, seed=8, scores=[45, 0, 0, 0, 0])
    play_script(state, "sell 3 5 pass pass 7 pass accept")
    assert state.scores == [52, 0, 0, 0, 0] and state.winner == 0 and state.is_over


def test_pedro_the_eldest_who_refuses_must_make_the_bid() -> None:
    """Britannica: "the eldest hand must either accept a bid or undertake to make as many points as the
    bidder.\""""
    state = _five("sell 3 5 pass pass 7 pass refuse")
    assert state.scores == [0] * 5 and state.bidder == 0 and state.high_bid == 7
    result = finish_hand(state)
    assert result.score_changes[0] == (result.won[0] if result.won[0] >= 7 else -7)
    assert result.score_changes[1] == result.won[1]


def test_pedro_nobody_bids_and_the_eldest_pitches_with_nothing_to_make() -> None:
    """Britannica: "If no bid is made he pitches the trump himself, without the obligation of making anything.\""""
    state = _five("sell pass pass pass pass")
    assert state.bidder == 0 and state.high_bid == 0
    result = finish_hand(state)
    assert result.score_changes == result.won


COMMERCIAL_PLAY = SET_BACK_PLAY  # seat 0 leads the 3H; seat 1 takes everything but the 2H


@pytest.mark.parametrize(
    ("auction", "changes"),
    [
        # Foster: "If he pitches without waiting for a bid he must make four points, or he will be set back
        # that number." Low goes to the player dealt it (Foster: "for holding (having dealt to him) the
        # lowest trump in play"): seat 1, with High and Game.
        ("pitch", (-4, 3, 0, 0)),
        # Britannica: "If no bid is made he pitches the trump himself, without the obligation of making
        # anything."
        ("sell pass pass pass", (0, 3, 0, 0)),
        # Britannica: the eldest "must either accept a bid or undertake to make as many points as the bidder":
        # refusing seat 2's 2, seat 0 pitches for 2 and is set back; seat 2 scores nothing for its bid.
        ("sell 1 2 pass refuse", (-2, 3, 0, 0)),
    ],
)
def test_commercial_pitch_the_eldest_pitches_or_sells(auction: str, changes: tuple[int, ...]) -> None:
    state = start("commercial-pitch", SET_BACK, f"{auction}  {COMMERCIAL_PLAY}")
    result = state.history[0]
    assert award(result, state.rules, "low") == (1, "2H")
    assert result.score_changes == changes


def test_commercial_pitch_the_seller_scores_the_price_at_once() -> None:
    """Wikipedia: "Eldest hand immediately scores the amount of the bid. A highest bidder who does not win at
    least as many points as bid is set back the amount of the bid.\""""
    state = start("commercial-pitch", SET_BACK, "sell 1 2 pass")
    assert legal(state) == ["accept", "refuse"]
    play_script(state, "accept")
    assert state.scores == [2, 0, 0, 0] and state.bidder == 2 and state.high_bid == 2
    result = finish_hand(state)
    assert result.score_changes[0] == 2 + result.won[0]
    assert result.score_changes[2] == (result.won[2] if result.won[2] >= 2 else -2)


def test_commercial_pitch_the_first_player_to_get_rid_of_seven_counters_wins_pitcher_or_not() -> None:
    """Britannica: "each player puts a white counter into the pool for every point won, and the first player to
    get rid of all his seven white counters wins the pool": seat 0 pitches at once and is set back; seat 1, not
    the pitcher, takes High, Low (dealt to him) and Game, and goes from 4 to 7."""
    state = start("commercial-pitch", SET_BACK, f"pitch  {COMMERCIAL_PLAY}", scores=[0, 4, 0, 0])
    assert state.history[0].scores == (-4, 7, 0, 0)
    assert state.winner == 1 and state.is_over


def test_commercial_pitch_a_sale_that_gets_rid_of_the_eldests_last_counters_wins() -> None:
    """Wikipedia: "Eldest hand immediately scores the amount of the bid"; Britannica: "the first player to get
    rid of all his seven white counters wins the pool": on 5, the eldest sells for 2 and has won."""
    state = start("commercial-pitch", SET_BACK, "sell 1 2 pass accept", scores=[5, 0, 0, 0])
    assert state.scores == [7, 0, 0, 0] and state.winner == 0 and state.is_over


# ----- Smudge (Bicycle) ---------------------------------------------------------------------------


def test_smudge_the_dealer_must_bid_more_to_take_the_contract() -> None:
    """Bicycle: "The dealer is not permitted to take the contract unless he bids more than any previous bid.\""""
    state = start("smudge", SET_BACK, "2 pass pass")
    assert legal(state) == ["bid 3", "bid 4", "pass"]


def test_smudge_all_four_points_win_at_once() -> None:
    """Bicycle: "winning all 4 points in one hand constitutes a smudge [...] and it wins the game immediately
    regardless of that player's previous score": the pitcher bids 2, takes all four, and wins on 4."""
    deal = deal_of("AH JH 2H AS KS TS", "3H 4C 5C 6C 7C 8C", "9D 8D 7D 6D 5D 4D", "9S 8S 7S 6S 5S 4S")
    play = "2 pass pass pass  AH 3H 4D 4S  2H 4C 5D 5S  JH 5C 6D 6S  AS 6C 7D 7S  KS 7C 8D 8S  TS 8C 9D 9S"
    state = start("smudge", deal, play)
    assert state.history[0].scores == (4, 0, 0, 0) and state.winner == 0


def test_smudge_by_a_player_who_is_not_the_pitcher_wins_at_once() -> None:
    """Bicycle: "winning all 4 points in one hand constitutes a smudge by any player, whether he is the pitcher
    or not": seat 0 bids 2, seat 1 takes High, Low, Jack and Game and wins on 4, the pitcher is set back."""
    deal = deal_of("3H 4C 5C 6C 7C 8C", "AH JH 2H AS KS TS", "9D 8D 7D 6D 5D 4D", "9S 8S 7S 6S 5S 4S")
    play = "2 pass pass pass  3H AH 4D 4S  2H 5D 5S 4C  JH 6D 6S 5C  AS 7D 7S 6C  KS 8D 8S 7C  TS 9D 9S 8C"
    state = start("smudge", deal, play, scores=[5, 0, 6, 6])
    result = state.history[0]
    assert result.won == (0, 4, 0, 0) and result.scores == (3, 4, 6, 6)
    assert state.winner == 1 and state.is_over


def test_smudge_the_first_player_to_reach_seven_wins_pitcher_or_not() -> None:
    """Bicycle: "Points a player wins are subtracted from his score, and the first player to reach zero is the
    winner of the game" (counting down from 7): seat 0 bids 2 and takes only Low, set back; seat 1 takes High
    and Game and goes from 5 to 7, and wins though not the pitcher."""
    state = start("smudge", SET_BACK, "2 pass pass pass  " + SET_BACK_PLAY, scores=[0, 5, 0, 0])
    result = state.history[0]
    assert result.won == (1, 2, 0, 0) and not result.made and result.scores == (-2, 7, 0, 0)
    assert state.winner == 1 and state.is_over


def test_smudge_the_pitchers_points_count_first() -> None:
    """Bicycle (Auction Pitch with Joker): "In counting points to determine the winner, the order is High, Low,
    Jack, Joker, Game. However, the pitcher's points are always counted first." Seat 0 bids 2 and takes Low and
    Game (5 to 7); seat 1 takes High (6 to 7), which comes first in the order, but the pitcher counts first."""
    deal = deal_of("3H 8S TS AS KS QS", "AH 2H 2S 3S 4S 5S", "2D 3D 4D 5D 6D 7D", "2C 3C 4C 5C 6C 7C")
    play = "2 pass pass pass  3H 2H 2D 2C  8S AH 3D 3C  2S 4D 4C TS  AS 3S 5D 5C  KS 4S 6D 6C  QS 5S 7D 7C"
    state = start("smudge", deal, play, scores=[5, 6, 0, 0])
    result = state.history[0]
    rules = state.rules
    assert award(result, rules, "high") == (1, "AH") and award(result, rules, "low") == (0, "2H")
    assert award(result, rules, "game") == (0, None) and result.made and result.scores == (7, 7, 0, 0)
    assert state.winner == 0


# ----- Smear (Wikipedia, pagat) -------------------------------------------------------------------

MOON = deal_of("AH JH JD 2H AS TS", "3S 4S 5S 6S 7S 8S", "3C 4C 5C 6C 7C 8C", "3D 4D 5D 6D 7D 8D")
MOON_PLAY = "AH 3S 3C 3D  JH 4S 4C 4D  JD 5S 5C 5D  2H 6S 6C 6D  AS 7S 7C 7D  TS 8S 8C 8D"


def test_smear_the_moon_takes_all_five_points_for_eleven() -> None:
    """Wikipedia: "shoots the moon which is worth 11 points and consists of getting all 5 points": seat 0 bids
    the moon (which ends the auction), takes High, Low, Jack, Jick and Game, and its team scores 11."""
    state = start("smear", MOON, "11  " + MOON_PLAY)
    result = state.history[0]
    assert result.bids == ((0, 11),) and result.won == (5, 0) and result.scores == (11, 0)
    assert state.winner == 0


def test_smear_a_missed_moon_goes_back_eleven() -> None:
    """Wikipedia: "this also threatens going back 11 as well if the bid isn't made": the Two of hearts, dealt to
    seat 1, gives Low to the other team (pagat: "The point for low is always for the holder of the lowest
    trump"), and the moon fails."""
    deal = deal_of("AH JH JD 3S AS TS", "2H 4S 5S 6S 7S 8S", "3C 4C 5C 6C 7C 8C", "3D 4D 5D 6D 7D 8D")
    state = start("smear", deal, "11")
    result = finish_hand(state)
    assert result.won == (4, 1) and result.scores == (-11, 1)


def test_smear_when_both_teams_reach_the_target_the_higher_score_wins() -> None:
    """Wikipedia: "If more than one party reaches the required number of points to win the game, the party with
    the higher score wins. In case of a tie the pitching party wins." Seat 0 bids 2 and takes 4 points, the
    others Low: from 8 and 10, 12 against 11 wins for the bidders; from 7 and 10, 11 all, the bidders too;
    from 6 and 10, the other team (11 against 10) wins though it did not bid."""
    deal = deal_of("AH JH JD 3S AS TS", "2H 4S 5S 6S 7S 8S", "3C 4C 5C 6C 7C 8C", "3D 4D 5D 6D 7D 8D")
    for before, after, winner in (((8, 10), (12, 11), 0), ((7, 10), (11, 11), 0), ((6, 10), (10, 11), 1)):
        state = start("smear", deal, "2 pass pass pass", scores=list(before))
        result = finish_hand(state)
        assert result.won == (4, 1) and result.scores == after and state.winner == winner


# ----- Trickster's larger games: nine cards, the draw, no Game ------------------------------------

# Seat 0 (team 0 with seat 2) bids and names hearts: the Jack of diamonds is the off-Jack. Every player
# but the pitcher throws away every card but trumps and is dealt back to six, from the pitcher's left;
# the pitcher takes the rest. The pitcher leads the Ace, and the off-Jack takes the Ten in the second trick.
DRAW_HANDS = deal_of(
    "AH KH QH JH 4H 5H QC KC AS",
    "2H 3H TH 5S 6S 7S 8S 9S TS",
    "HJ 7H 6H 2S 3S 4S KS QS JS",
    "JD LJ 9H 8H 5C 8C 9C TC JC",
)
DRAW_STOCK = "2C 3C AC 2D 3D 4D 6C 7C 4C 5D 6D 7D 8D 9D TD QD KD AD".split()
DRAW_EXCHANGE = (
    "discard 5S discard 6S discard 7S discard 8S discard 9S discard TS done  "
    "discard 2S discard 3S discard 4S discard KS discard QS discard JS done  "
    "discard 5C discard 8C discard 9C discard TC discard JC done  "
    "discard QC discard KC discard AS done  "
)
DRAW_TRICKS = "AH 3H 6H 8H  4H TH 7H JD  9H 5H 2H HJ  2D LJ JH 2C  KH 3C 3D 6C  QH AC 4D 7C"


def drawn(variant_id: str, bid: int, stock: list[str] = DRAW_STOCK, tricks: str = DRAW_TRICKS) -> GameState:
    """The deal above: seat 0 bids, names hearts, the draw, and the pitcher throws away all it took."""
    state = start(variant_id, {"hands": DRAW_HANDS, "stock": stock}, f"{bid} pass pass pass  trump H  " + DRAW_EXCHANGE)
    rest = [c for c in map(state.card_name, state.hands[0]) if not c.endswith("H")]
    play_script(state, " ".join(f"discard {c}" for c in rest) + " done  " + tricks)
    return state


def test_pitch_7_the_draw_to_six() -> None:
    """Trickster: "Players are initially dealt nine cards." "starting with the player on the pitcher's left, the
    non-trump cards are discarded and the hands refilled to six from the undealt cards"; the pitcher takes all
    the cards left in the deck (the kitty option, in a translation of Trickster's page)."""
    state = start("pitch-7", {"hands": DRAW_HANDS, "stock": DRAW_STOCK}, "4 pass pass pass  trump H")
    assert state.to_move == 1 and legal(state) == ["discard 5S", "discard 6S", "discard 7S", "discard 8S", "discard 9S", "discard TS"]
    play_script(state, DRAW_EXCHANGE)
    hands = [sorted(map(state.card_name, hand)) for hand in state.hands[1:]]
    assert hands == [sorted("2H 3H TH 2C 3C AC".split()), sorted("HJ 7H 6H 2D 3D 4D".split()), sorted("JD LJ 9H 8H 6C 7C".split())]
    assert state.to_move == 0 and len(state.hands[0]) == 6 + 10  # the pitcher has the other ten cards


def test_pitch_7_the_ten_scores_and_there_is_no_game() -> None:
    """Trickster: "Game to 21 with High, Low, Jack, Off-Jack, both Jokers and 10": High, Jack and both Jokers
    for team 0 (4, its bid made); Low (the 2H, dealt to seat 1: "being dealt the lowest-rank trump"), the
    off-Jack and the Ten for team 1."""
    state = drawn("pitch-7", 4)
    result = state.history[0]
    rules = state.rules
    assert result.tricks[1].winner == 3
    assert [award(result, rules, p)[0] for p in ("high", "low", "jack", "off-jack", "high-joker", "low-joker", "ten")] == [0, 1, 0, 1, 0, 0, 1]
    assert result.won == (4, 3) and result.scores == (4, 3)
    assert rules.variant.game.target == 21


def test_pitch_7_everyone_passes_and_the_hand_is_redealt() -> None:
    """Trickster: "(If all players pass, the hand is redealt.)\""""
    state = start("pitch-7", {"hands": DRAW_HANDS, "stock": DRAW_STOCK}, "pass pass pass pass")
    assert len(state.thrown_in) == 1 and state.phase == "auction" and state.history == []


def test_pitch_10_the_ace_the_two_to_the_team_dealt_it_and_the_three_for_three() -> None:
    """Trickster: "One point is awarded for taking the Ace, Jack, off-Jack, high Joker, low Joker, and 10 of
    trump. Three points are awarded for taking the 3 of trump. One point is awarded to the player who is dealt
    the 2 of trump." Team 0 takes the Ace, the Jack, both Jokers and the 3H (taken in the first trick): 7;
    team 1 the off-Jack, the Ten and the Two, dealt to seat 1: 3."""
    state = drawn("pitch-10", 5)
    result = state.history[0]
    rules = state.rules
    assert award(result, rules, "high") == (0, "AH") and award(result, rules, "low") == (1, "2H")
    assert award(result, rules, "three") == (0, "3H")
    assert result.won == (7, 3) and result.scores == (7, 3) and rules.variant.game.target == 32


def test_pitch_11_the_off_ace_is_an_eleventh_point() -> None:
    """Trickster: "Game to 52 with High, Low, Jack, Off-Jack, both Jokers, 10, 3 and Off-Ace": seat 2 draws the
    AD, a trump with hearts, and must play it when the King of trumps is led; team 0 takes it: 8 to 3."""
    stock = "2C 3C AC 2D 3D AD 6C 7C 4C 5D 6D 7D 8D 9D TD QD KD 4D".split()
    tricks = "AH 3H 6H 8H  4H TH 7H JD  9H 5H 2H HJ  2D LJ JH 2C  KH 3C AD 6C  3D 7C QH AC"
    state = drawn("pitch-11", 5, stock, tricks)
    result = state.history[0]
    assert award(result, state.rules, "off-ace") == (0, "AD")
    assert result.won == (8, 3) and result.scores == (8, 3) and state.rules.variant.game.target == 52


def test_pitch_13_the_off_three_is_worth_three() -> None:
    """Trickster: "Game to 52 with High, Low, Jack, Off-Jack, both Jokers, 10, 3 and Off-3": with hearts trump
    the 3D drawn by seat 2 is a trump, played to the King of trumps and taken by team 0: 10 to 3."""
    tricks = "AH 3H 6H 8H  4H TH 7H JD  9H 5H 2H HJ  2D LJ JH 2C  KH 3C 3D 6C  QH AC 4D 7C"
    state = drawn("pitch-13", 5, DRAW_STOCK, tricks)
    result = state.history[0]
    assert award(result, state.rules, "off-three") == (0, "3D")
    assert result.won == (10, 3) and result.scores == (10, 3) and state.rules.variant.game.target == 52


# ----- Ten-point Pitch as tables play it (Gather Together Games, Larry Charbonneau) -----------------


def bids(state: GameState) -> list[int | str | None]:
    """The bids the seat to move may make, lowest first, and "pass" last if it may pass."""
    actions = state.legal_actions()
    return [a.value for a in actions if a.kind == "bid"] + ["pass" for a in actions if a.kind == "pass"]


def test_ten_point_pitch_bids_start_at_four_and_the_dealer_is_stuck_for_four() -> None:
    """Charbonneau: "The minimum bid is four. [...] they must bid higher than the standing bid. [...] If no one
    bids (ie everyone passes) the dealer MUST take the bid for four.\""""
    deal = {"hands": DRAW_HANDS, "stock": DRAW_STOCK}
    assert bids(start("ten-point-pitch", deal)) == [4, 5, 6, 7, 8, 9, 10, "pass"]
    assert bids(start("ten-point-pitch", deal, "5 pass pass")) == [6, 7, 8, 9, 10, "pass"]  # the dealer too
    assert bids(start("ten-point-pitch", deal, "pass pass pass")) == [4, 5, 6, 7, 8, 9, 10]


# Ten-Point Pitch's draw of the deal above, seat 0 bidding 5 and naming hearts. Then seat 0 holds six trumps,
# seat 1 three (2H 3H TH), seat 2 three (HJ 7H 6H), seat 3 four (JD LJ 9H 8H); the others' refills are plain.
TEN_POINT_TRICKS = "AH 3H 6H 8H  4H TH 7H JD  9H 5H 2H HJ  LJ JH  KH  QH"


def ten_point_drawn(keep: str = "AH KH QH JH 4H 5H") -> GameState:
    """The deal above in Ten-Point Pitch: the draw from the dealer's left, then seat 0 keeps ``keep``."""
    state = start("ten-point-pitch", {"hands": DRAW_HANDS, "stock": DRAW_STOCK}, "5 pass pass pass  trump H")
    assert state.to_move == 0
    seat_1, seat_2, seat_3, seat_0, _ = DRAW_EXCHANGE.split("done")
    play_script(state, " done ".join((seat_0, seat_1, seat_2, seat_3)) + " done")
    rest = [c for c in map(state.card_name, state.hands[0]) if c not in keep.split()]
    assert state.to_move == 0 and len(rest) == 10
    play_script(state, " ".join(f"discard {c}" for c in rest) + " done")
    return state


def test_ten_point_pitch_the_draw_from_the_dealers_left_and_the_ten_point_count() -> None:
    """Gather Together Games: "The dealer starts with the player on his/her left"; "one point each for the Ace,
    Jack, Jick, High Joker, Low Joker, 10, and 2. Three points for the 3." Seat 0 (the bidder, on the dealer's
    left) throws three cards first; team 0 takes the Ace, Jack, both Jokers and the Three (7, its bid of 5
    made), team 1 the Jick, the Ten and the Two, dealt to seat 1 (Trickster: "One point is awarded to the
    player who is dealt the 2 of trump"): 3."""
    state = ten_point_drawn()
    assert legal(state) == sorted("AH KH QH JH 4H 5H".split())  # "Only trump cards can be played"
    play_script(state, TEN_POINT_TRICKS)
    result = state.history[0]
    assert result.won == (7, 3) and result.scores == (7, 3)


def test_ten_point_pitch_a_player_out_of_trumps_folds_and_passes_the_lead_to_the_left() -> None:
    """Gather Together Games: "Only trump cards can be played. [...] Once a player is out of trump suited cards,
    the rest of the player's cards are folded"; Charbonneau: "the person taking the trick leads the following
    trick unless they have no more cards in trump. In this case the person to his/her left leads." Seats 1 and 2
    play their last trumps to the third trick, which seat 2 takes with the High Joker: both fold (their plain
    cards are never played), and seat 3, on seat 2's left, leads the fourth. Only seat 0 and seat 3 play to it;
    seat 3 is then out too, and seat 0 plays the last two tricks alone."""
    state = ten_point_drawn()
    play_script(state, "AH 3H 6H 8H  4H TH 7H JD  9H 5H 2H HJ")
    assert state.tricks[-1].winner == 2 and state.folded == [1, 2]
    assert state.to_move == 3 and legal(state) == ["LJ"]
    with pytest.raises(IllegalActionError):
        state.apply(state.rules.action_for("6C"))  # seat 3's plain card
    play_script(state, "LJ")
    assert state.to_move == 0 and state.trick_seats() == (3, 0)
    play_script(state, "JH  KH  QH")
    result = state.history[0]
    assert [(t.leader, len(t.plays), t.winner) for t in result.tricks] == [
        (0, 4, 0), (0, 4, 3), (3, 4, 2), (3, 2, 0), (0, 1, 0), (0, 1, 0),
    ]  # fmt: skip
    assert result.folded_after == (6, 3, 3, 4)


def test_ten_point_pitch_the_hand_ends_when_nobody_holds_a_trump() -> None:
    """Gather Together Games: "Only trump cards can be played"; "The bid winner looks at the cards and keeps six
    cards for his/her hand. The bid winner needs to announce any trump suited cards that are discarded." Seat 0
    keeps four trumps and two plain cards, throwing away the 4H and 5H (shown): after the fourth trick nobody
    holds a trump, and the hand ends two tricks early. Team 0 takes every point but the Two, dealt to seat 1:
    9 to 1 (the 2H is played, so it is in play)."""
    state = ten_point_drawn(keep="AH KH QH JH KD AD")
    assert [state.card_name(c) for c in state.shown] == ["4H", "5H"]
    play_script(state, "AH 3H 6H 8H  KH TH 7H 9H  QH 2H HJ LJ  JH JD")
    result = state.history[0]
    assert len(result.tricks) == 4 and all(trick.winner == 0 for trick in result.tricks)
    assert result.folded_after == (4, 3, 3, 4)
    assert result.won == (9, 1) and result.scores == (9, 1)
    assert replay(game_record(state), state.rules) is None


# ----- Cinch (Bicycle, Foster, Wikipedia, the example book) ---------------------------------------

# North (seat 0) deals; East (seat 1) bids 8 and names diamonds: the 5H is the Left Pedro. East, South and
# West throw their plain cards and draw; North robs the pack. The hands then are the example book's.
CINCH_HANDS = deal_of(
    "QD JD 9D 4D TS QC 7C 7H 8H",   # North, the dealer: keeps the first six
    "AD KD TD 8D 2C 4C 6C 2H 3H",   # East: four trumps and five plain cards
    "5D 3D 2D KC 8C 9C 4H 6H TH",   # South
    "7D 6D 5H TC KH AH 3S 4S 5C",   # West
)
CINCH_STOCK = "AS 8S 2S 9H 3C JS QH JC 5S 6S 7S 9S QS KS JH AC".split()
CINCH_EXCHANGE = (
    "discard 2C discard 4C discard 6C discard 2H discard 3H done  "
    "discard KC discard 8C discard 9C discard 4H discard 6H discard TH done  "
    "discard TC discard KH discard AH discard 3S discard 4S discard 5C done  "
    "discard 7C discard 7H discard 8H done  "
    "discard 5S discard 6S discard 7S discard 9S discard QS discard KS discard JH discard AC done"
)
CINCH_PLAY = "AD 3D 5H 4D  KD 2D 6D 9D  8S 2S 7D TS  JS QC 8D 9H  AS 3C QH JD  QD TD 5D JC"


def test_cinch_the_example_hand_a_failed_bid_scores_the_other_side_its_points_and_the_bid() -> None:
    """The example book: "Each side took seven points, meaning East/West failed to make their contract, and
    North/South therefore scored their points, seven, plus the value of the contract, eight, making 15."
    West trumps the third trick and East the fourth while able to follow (Foster: "a player may trump, even
    when holding a card of the suit led")."""
    state = start("cinch", {"hands": CINCH_HANDS, "stock": CINCH_STOCK}, "8 pass pass pass  trump D", dealer=0)
    assert legal(state) == ["discard 2C", "discard 2H", "discard 3H", "discard 4C", "discard 6C"]  # all but trumps
    play_script(state, CINCH_EXCHANGE)
    assert [sorted(map(state.card_name, hand)) for hand in state.hands] == [
        sorted("QD JD 9D 4D TS QC".split()), sorted("AD KD TD 8D AS 8S".split()),
        sorted("5D 3D 2D 2S 9H 3C".split()), sorted("7D 6D 5H JS QH JC".split()),
    ]  # fmt: skip
    play_script(state, CINCH_PLAY)
    result = state.history[0]
    assert [t.winner for t in result.tricks] == [1, 1, 3, 1, 0, 0]
    assert result.won == (7, 7) and not result.made and result.scores == (15, 0)


def test_cinch_a_trump_discarded_from_seven_is_shown_and_out_of_play() -> None:
    """Bicycle: "If a player is forced to discard a trump, due to having seven or more trumps, they must show
    the discarded trump to the other players, after which the card is out of play." East names hearts with
    seven of them: both clubs go, then one heart, shown to every player."""
    hands = deal_of(
        "2D 3D 4D 5D 6D 7D 8D 9D TD", "AH KH QH JH TH 9H 8H 2C 3C",
        "2S 3S 4S 5S 6S 7S 8S 9S TS", "4C 5C 6C 7C 8C 9C TC JC QC",
    )  # fmt: skip
    stock = "2H 3H 4H 5H 6H 7H JD QD KD AD JS QS KS AS KC AC".split()
    state = start("cinch", {"hands": hands, "stock": stock}, "1 pass pass pass  trump H", dealer=0)
    assert legal(state) == ["discard 2C", "discard 3C"]
    play_script(state, "discard 2C discard 3C")
    assert legal(state) == sorted(f"discard {c}" for c in "AH KH QH JH TH 9H 8H".split())  # not done yet
    play_script(state, "discard 8H")
    assert legal(state) == ["done"]
    assert [state.card_name(c) for c in state.shown] == ["8H"]
    assert all(state.view(seat).shown_discards == state.shown for seat in range(4))


def test_cinch_when_all_pass_the_dealer_names_trump_with_nothing_to_make() -> None:
    """Katz: "If the first three players pass, the dealer may name the trump suit but is not obligated to take a
    minimum number of points.\""""
    state = start("cinch", {"hands": CINCH_HANDS, "stock": CINCH_STOCK}, "pass pass pass", dealer=0)
    assert "pass" in legal(state)
    play_script(state, "pass")
    assert state.phase == "trump" and state.to_move == 0 and state.bidder == 0 and state.high_bid == 0


# ----- All Fours (Foster, Bicycle, Hoyle's Games Modernized) ---------------------------------------

SEVEN_UP = deal_of("9H TC 4C 5C 6C 7C", "8H TD 3S 4S 5S 6S")


def test_all_fours_after_a_run_each_player_plays_six() -> None:
    """Foster: "When the cards have been run, the usual practice is to discard all superfluous cards, each
    player reducing his hand to six, with which he plays.\""""
    stock = "2H 2C 3C 8C 2D 3D 4D JS".split()  # hearts begged off; three more each; the Jack of spades
    state = start("all-fours", {"hands": SEVEN_UP, "stock": stock}, "beg run", dealer=1)
    assert state.scores == [0, 1] and [len(hand) for hand in state.hands] == [9, 9]  # a Jack for the new trump
    for seat in (0, 1):
        assert state.to_move == seat
        while "done" not in legal(state):
            state.apply(state.legal_actions()[0])
        play_script(state, "done")
    result = finish_hand(state)
    assert len(result.tricks) == 6


def test_all_fours_a_tie_for_game_goes_to_the_elder_hand() -> None:
    """Hoyle's Games Modernized: "In the case of the players being equal in this particular, or of neither party
    holding any card which counts towards Game, the elder hand scores the point." Each player takes a Ten."""
    state = start("all-fours", {"hands": SEVEN_UP, "stock": ["2H"]}, "stand 4C 8H TD 5C 3S 9H TC 4S 6C 5S 7C 6S", dealer=1)
    result = state.history[0]
    assert result.game_points == (10, 10) and award(result, state.rules, "game") == (0, None)


def test_all_fours_points_count_out_high_before_low() -> None:
    """netplaces.com (All Fours, Scoring Games): "When it's close to the end of a game, the points are counted in
    the order High, Low, Jack, and Game to determine who has reached seven first." The same hand from 6 each: seat
    1 holds Low (the 8H), seat 0 High (the 9H) and Game (the elder hand's, on a tie); High counts first, so seat 0
    reaches seven first and wins, though Low alone would have put seat 1 out."""
    play = "stand 4C 8H TD 5C 3S 9H TC 4S 6C 5S 7C 6S"
    state = start("all-fours", {"hands": SEVEN_UP, "stock": ["2H"]}, play, dealer=1, scores=[6, 6])
    result = state.history[0]
    assert award(result, state.rules, "high") == (0, "9H") and award(result, state.rules, "low") == (1, "8H")
    assert result.scores == (8, 7) and state.winner == 0


def test_all_fours_for_four_is_two_partnerships() -> None:
    """Foster: "When four play, two are partners against the other two, and the partners sit opposite each
    other." The eldest begs and the dealer gives: one point, to the eldest's side. Seat 0 takes the Jack of
    trumps that seat 3 held: Jack for seats 0 and 2, Low (the JH, the lowest trump in play) for seats 1 and 3."""
    hands = deal_of("AH 2C 3C 4C 5C 6C", "KH 2S 3S 4S 5S 6S", "QH 2D 3D 4D 5D 6D", "JH 7C 8C 9C TC JC")
    state = start("all-fours-partnership", {"hands": hands, "stock": ["2H"]}, "beg give  AH KH QH JH")
    assert state.sides == [[0, 2], [1, 3]] and state.scores == [1, 0]
    result = finish_hand(state)
    assert award(result, state.rules, "jack") == (0, "JH") and award(result, state.rules, "low") == (1, "JH")
    assert award(result, state.rules, "high") == (0, "AH")


def test_cutthroat_smear_the_two_defenders_play_as_a_team_for_the_hand() -> None:
    """fmeyer.org: "For three players, one player plays solo against the other two, who form a temporary team for
    that round." Seat 0 bids 2 and takes High, Jack and Jick (3, made); the defenders' tricks together count 11
    for Game against the bidder's 9 (alone, seat 0 would have the most), and seat 1 was dealt Low: each
    defender scores the pair's 2."""
    deal = deal_of("AH KH 4C 5C 6C 7C", "JH 2H AC 9S 8S QD", "JD QS KS 3D 4D 5D")
    play = "2 pass pass  AH 2H JD  KH JH 3D  4C AC 4D  9S KS 5C  QS 6C 8S  5D 7C QD"
    state = start("cutthroat-smear", deal, play, dealer=2)
    result = state.history[0]
    assert result.hand_sides == ((0,), (1, 2)) and result.game_points == (9, 6, 5)
    assert award(result, state.rules, "game")[0] in (1, 2) and award(result, state.rules, "low")[0] in (1, 2)
    assert result.scores == (3, 2, 2)


def test_cutthroat_smear_a_player_who_can_follow_suit_may_not_trump() -> None:
    """fmeyer.org: "In Smear, players must follow the suit of the lead card if possible. If they can't follow
    suit, they may play a trump card." Hearts are trump; seat 0 leads the 4C: seat 1, holding the AC and the JH,
    must play the AC; seat 2, with no club, may play any card, the trump it lacks or not."""
    deal = deal_of("AH KH 4C 5C 6C 7C", "JH 2H AC 9S 8S QD", "JD QS KS 3D 4D 5D")
    state = start("cutthroat-smear", deal, "2 pass pass  AH 2H JD  4C", dealer=2)
    assert legal(state) == ["AC"]
    play_script(state, "AC")
    assert legal(state) == ["3D", "4D", "5D", "KS", "QS"]


# ----- Moon Pitch (Trickster's shoot option) ------------------------------------------------------

SHOOT = deal_of("3H 4C 5C 6C 7C 8C", "AH JH 2H AS KS TS", "9D 8D 7D 6D 5D 4D", "9S 8S 7S 6S 5S 4S")
SHOOT_PLAY = "AH 4D 4S 3H  2H 5D 5S 4C  JH 6D 6S 5C  AS 7D 7S 6C  KS 8D 8S 7C  TS 9D 9S 8C"


@pytest.mark.parametrize(("before", "after", "winner"), [((0, 3), (0, 11), 1), ((0, -3), (0, 0), None)])
def test_moon_pitch_a_made_moon_wins_at_once_or_clears_a_minus_score(
    before: tuple[int, int], after: tuple[int, int], winner: int | None
) -> None:
    """Trickster (translated): "When shooting you automatically win the game if you take all the points [...]
    (unless your score is negative, in which case it is reset to zero)." Seat 1 shoots (the bid ends the
    auction) and takes High, Low, Jack and Game."""
    state = start("moon-pitch", SHOOT, "pass 5  " + SHOOT_PLAY, scores=list(before))
    result = state.history[0]
    assert result.bids == ((0, None), (1, 5)) and result.won == (0, 4) and result.made
    assert result.scores == after and state.winner == winner


def test_moon_pitch_a_missed_moon_costs_the_game_score() -> None:
    """Trickster (translated): "Failing to take all the points [...] subtracts the game-over score from your
    current score": the Two of trumps is dealt to seat 0, whose team scores Low; the shooters lose 11."""
    deal = deal_of("2H 4C 5C 6C 7C 8C", "AH JH 3H AS KS TS", "9D 8D 7D 6D 5D 4D", "9S 8S 7S 6S 5S 4S")
    play = "AH 4D 4S 2H  3H 5D 5S 4C  JH 6D 6S 5C  AS 7D 7S 6C  KS 8D 8S 7C  TS 9D 9S 8C"
    state = start("moon-pitch", deal, "pass 5  " + play, scores=[0, 3])
    result = state.history[0]
    assert result.won == (1, 3) and not result.made and result.scores == (1, -8)


# ----- Five-player call-your-partner Pitch (Trickster) --------------------------------------------


def test_five_player_pitch_the_called_partner_and_the_pitcher_score_together_each_for_themself() -> None:
    """Trickster: ""5" (call your partner) plays an individual (solo) game"; Pawnee Call Your Partner Pitch:
    the cards "score the team who wins them in a trick". Seat 0 bids 5, names hearts and calls the 9H, held by
    seat 3. Seat 0 takes the Ace, the Jack and the High Joker, seat 3 the Three, the Ten, the off-Jack and the
    Low Joker: 9 for the pair (10-point Pitch's values), the Two, dealt to seat 1, 1 for the other three."""
    hands = deal_of(
        "AH QH JH 3H HJ LJ AC KC QC",
        "2H 4H 5H JS QS KS AS JC 2D",
        "KH 6H 7H 3D 4D 5D 6D 7D 8D",
        "TH JD 9H 8H 9D TD QD KD AD",
        "2C 3C 4C 5C 6C 7C 8C 9C TC",
    )
    stock = "2S 3S 4S 5S 6S 7S 8S 9S TS".split()
    exchange = (
        "discard JS discard QS discard KS discard AS discard JC discard 2D done  "
        "discard 3D discard 4D discard 5D discard 6D discard 7D discard 8D done  "
        "discard 9D discard TD discard QD discard KD discard AD done  "
        "discard 2C discard 3C discard 4C discard 5C done  "
        "discard AC discard KC discard QC done  done"
    )
    state = start("five-player-call-partner-pitch", {"hands": hands, "stock": stock}, "5 pass pass pass pass  trump H  " + exchange, dealer=4)
    assert state.phase == "call" and state.to_move == 0
    tricks = "AH 2H KH 8H 6C  QH 4H 6H 9H 7C  3H 5H 7H TH 8C  JD 9C LJ 2S 5S  8S TS HJ 3S 6S  JH 4S 7S 9S TC"
    play_script(state, "call 9H  " + tricks)
    result = state.history[0]
    assert result.hand_sides == ((0, 3), (1, 2, 4))
    assert award(result, state.rules, "low") == (1, "2H") and award(result, state.rules, "ten")[1] == "TH"
    assert result.scores == (9, 1, 1, 9, 1)


# ----- Minnesota Smear (OurPastimes, "the original Minnesota Smear") ------------------------------

MINNESOTA = deal_of(
    "AH KH 4H 5C 6C 7C 8C 9C TC",
    "LJ QH 2C 3D 4D 5D 6D 7D 8D",
    "HJ 3H 2S 3S 4S 5S 6S 7S 8S",
    "6H 2H 9S TS JS QS KS AS 3C",
)
KITTY = "7H 8H 9H TH".split()


def test_minnesota_smear_the_bidder_names_trump_holding_the_kitty() -> None:
    """OurPastimes: "The highest bidder receives the kitty and selects the trump suit": when the auction ends, seat 0
    holds its nine cards and the four of the kitty, and is asked for trump; the others see thirteen cards in its
    hand and none left in the middle."""
    state = start("minnesota-smear", {"hands": MINNESOTA, "stock": KITTY}, "4 pass pass pass")
    assert state.phase == "trump" and state.to_move == 0
    assert {card(state, c) for c in KITTY} <= set(state.view(0).hand) and len(state.view(0).hand) == 13
    for seat in (1, 2, 3):
        view = state.view(seat)
        assert view.hand_sizes == [13, 9, 9, 9] and view.stock_size == 0 and view.widow_taken == 4


def test_minnesota_smear_the_discard_to_six_keeps_the_scoring_trumps_and_the_first_joker_played() -> None:
    """OurPastimes: "After knowing which suit is the trump, all players discard non-trump cards until they hold six
    cards in their hands. No scoring trump cards may be discarded. If a player has more than six trump cards in her
    hand, non-scoring trump cards may be discarded." "Non-scoring cards are threes through nines." Seat 0, holding
    seven hearts with the kitty, may discard its clubs and its Four, Seven, Eight and Nine of hearts, never the
    Ace, King or Ten; each other seat only non-trumps. Nobody draws. "If they are both played on the same trick,
    the first joker played beats the second": seat 1's Low Joker, played first, takes the trick from seat 2's High
    Joker."""
    state = start("minnesota-smear", {"hands": MINNESOTA, "stock": KITTY}, "4 pass pass pass  trump H")
    assert state.to_move == 0 and legal(state) == sorted(f"discard {c}" for c in "5C 6C 7C 8C 9C TC 4H 7H 8H 9H".split())
    play_script(state, "discard 5C discard 6C discard 7C discard 8C discard 9C discard TC")
    assert legal(state) == sorted(f"discard {c}" for c in "4H 7H 8H 9H".split())  # seven trumps: one that scores not
    play_script(state, "discard 4H done")
    assert state.to_move == 1 and legal(state) == sorted(f"discard {c}" for c in "2C 3D 4D 5D 6D 7D 8D".split())
    play_script(state, "discard 2C discard 3D discard 4D done  discard 2S discard 3S discard 4S done")
    play_script(state, "discard 3C discard 9S discard TS done")
    assert [len(hand) for hand in state.hands] == [6, 6, 6, 6] and state.stock == []  # nobody drew
    play_script(state, "7H LJ HJ 6H")
    assert state.tricks[0].winner == 1
    result = finish_hand(state)
    assert award(result, state.rules, "low-joker") == (1, "LJ") and award(result, state.rules, "high-joker") == (1, "HJ")


def test_minnesota_smear_a_bidder_holding_more_than_six_scoring_trumps_keeps_six_of_them() -> None:
    """The sources do not say what a player holding more than six scoring trumps discards; the file (approximation
    more-scoring-trumps) lets them keep six of their choice and discard every other card. With the kitty seat 0
    holds eight (the Ace, King, Queen, Jack, Jick, Ten and Two of hearts and the High Joker): any card may go while
    seven or more of them are left, and once six are left only the clubs may go."""
    hands = deal_of(
        "AH KH QH JH JD 5C 6C 7C 8C",
        "LJ QD 2C 3D 4D 5D 6D 7D 8D",
        "AS 3H 2S 3S 4S 5S 6S 7S 8S",
        "6H 4H 9S TS JS QS KS 3C 4C",
    )
    state = start("minnesota-smear", {"hands": hands, "stock": "TH 2H HJ 9C".split()}, "4 pass pass pass  trump H")
    assert state.to_move == 0 and len(legal(state)) == 13
    play_script(state, "discard AH")
    assert len(legal(state)) == 12  # seven scoring trumps left: still any card
    play_script(state, "discard KH")
    assert legal(state) == sorted(f"discard {c}" for c in "5C 6C 7C 8C 9C".split())
    play_script(state, "discard 5C discard 6C discard 7C discard 8C discard 9C done")
    assert sorted(state.rules.card_names[c] for c in state.hands[0]) == sorted("QH JH JD TH 2H HJ".split())


def test_minnesota_smear_a_hand_of_threes_to_nines_is_dealt_again_by_the_same_dealer() -> None:
    """OurPastimes: "When a player has only non-scoring cards in his hand, a misdeal may be called. The current
    dealer shuffles and redeals the cards. Non-scoring cards are threes through nines of any suit including the
    trump.\""""
    hands = [MINNESOTA[0], "3C 4C 3D 4D 5D 6D 7D 8D 9D".split(), MINNESOTA[2], "6H 2H 9S TS JS QS KS AS 2C".split()]
    state = start("minnesota-smear", {"hands": hands, "stock": KITTY})
    assert len(state.thrown_in) == 1 and state.thrown_in[0].misdeal and state.dealer == 3
    assert state.deal != tuple(tuple(state.rules.card_by_name[c] for c in hand) for hand in hands)
