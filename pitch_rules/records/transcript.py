"""A readable, stable text account of a game: what the CLI shows and golden tests pin.

Cards are written as people read them (``10♥``, a joker by its name); records
keep the contract's notation (``TH``). Where the rules decide something a reader
might not expect, the transcript says so: a dealer's steal, the robbing of the
pack, a winner with fewer points than another side. Its words are the
``transcript-*`` messages of the ``terminal.ftl`` catalogs, in the language of
:func:`~pitch_rules.messages.speaking` (English by default).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from ..cards import SUIT_NAMES, SUIT_SYMBOLS, card_label
from ..docs.words import own_words
from ..dsl import Type
from ..dsl.english import Voice, english, extra_card
from ..engine import GameState, HandResult, ThrownIn
from ..i18n import Language, language
from ..messages import current, say
from ..variant.model import Variant


def side_name(state: GameState, side: int | None) -> str:
    """``seat 2`` in solo play, ``team 0 (seats 0+2)`` in partnerships; ``nobody`` for None."""
    if side is None:
        return say("transcript.nobody")
    seats = state.sides[side]
    if len(seats) == 1:
        return say("transcript.seat", seat=seats[0])
    return say("transcript.team", team=side, seats="+".join(map(str, seats)))


def scorer_name(state: GameState, hand: HandResult, side: int | None) -> str:
    """Who scored as ``side`` in ``hand``: its team of the hand (``seats 4+2``) if teams formed for it."""
    team = next((seats for seats in hand.hand_sides if side is not None and state.sides[side][0] in seats), None)
    if team is None:
        return side_name(state, side)
    return say("transcript.seat", seat=team[0]) if len(team) == 1 else say("transcript.seats", seats="+".join(map(str, team)))


def cards_text(state: GameState, cards: Sequence[int]) -> str:
    """Cards as people read them, ``10♥ J♣``, separated by spaces."""
    names = state.rules.card_names
    lang = current()
    jokers = {joker.id: own_words(joker.name, lang) for joker in state.rules.variant.deck.jokers}
    return " ".join(card_label(names[c], jokers) for c in cards)


def stolen(bids: Sequence[tuple[int, int | None]]) -> list[bool]:
    """For each bid, whether it was a dealer's steal: equal to the high bid before it (nobody else may bid that)."""
    high, steals = 0, []
    for _, amount in bids:
        steals.append(amount is not None and 0 < high == amount)
        high = max(high, amount or 0)
    return steals


def won_by_steal(bids: Sequence[tuple[int, int | None]], bidder: int) -> bool:
    """Whether ``bidder`` holds the auction by a steal: their last bid was one."""
    last = max((i for i, (seat, amount) in enumerate(bids) if seat == bidder and amount is not None), default=None)
    return last is not None and stolen(bids)[last]


def bids_text(bids: Sequence[tuple[int, int | None]]) -> str:
    """``seat 1 pass, seat 2 3, seat 0 steals at 3``."""
    return ", ".join(
        say("transcript.steal", seat=seat, bid=amount) if steal else bid_text(seat, amount)
        for (seat, amount), steal in zip(bids, stolen(bids))
    )


def bid_text(seat: int, amount: int | None) -> str:
    """``seat 1 pass``, ``seat 2 3``."""
    return say("transcript.pass", seat=seat) if amount is None else say("transcript.bid", seat=seat, bid=amount)


def suit_name(letter: str) -> str:
    """The name of the suit ``letter`` in the current language (``Hearts``); a letter that is no suit as it is."""
    lang = current()
    return lang(f"suit-{letter}") if lang.has(f"suit-{letter}") else SUIT_NAMES.get(letter, letter)


def trump_text(letter: str) -> str:
    """``trump is ♥ Hearts``, the suit named in the current language."""
    return say("transcript.trump", suit=f"{SUIT_SYMBOLS[letter]} {suit_name(letter)}")


def rest_turn_key(variant: Variant) -> str | None:
    """The message key for the exchange turn that takes the rest of the stock (robbing the pack), if the variant has one."""
    exchange = variant.exchange
    if exchange is None or exchange.rest_to == "none" or exchange.rest_taken == "before-trump":
        return None  # (the bidder took the widow before naming trump, and discards in turn like the others)
    return f"transcript.rest.{exchange.rest_to}"


def winner_rule_words(variant: Variant, lang: Language | None = None) -> str:
    """The game's winner rule in words: ``the bidder if the bidder's score is at least 7 points, otherwise nobody``."""
    voice = Voice(team=variant.sides.kind == "partnership", bidding=variant.auction is not None, lang=lang or language())
    voice = replace(voice, card_names={joker.id: extra_card(voice, joker.name) for joker in variant.deck.jokers})
    target = voice.phrase("meaning-target", Type.INT, points=variant.game.target)
    won = voice.phrase("meaning-won-by", Type.INT, side=english("bidder", voice))
    return english(variant.game.winner, voice.meaning(target=target, won=won)).text


def standing_notes(
    state: GameState,
    scores: Sequence[int],
    winner: int | None,
    before: Sequence[int] | None = None,
    name: Callable[[int], str] | None = None,
) -> list[str]:
    """Why the scores did not decide the game as a reader might expect, per the winner rule.

    After a hand that did not end the game: each side that reached the target in
    it (its score ``before`` was lower). At the end: a winner with fewer points
    than another side. ``name`` names a side (:func:`side_name` by default).
    """
    called = name or (lambda side: side_name(state, side))
    rule = winner_rule_words(state.rules.variant, current())
    if winner is not None:
        ahead = max((side for side in range(len(scores)) if scores[side] > scores[winner]), key=lambda s: scores[s], default=None)
        if ahead is None:
            return []
        return [say("notes.fewer_points", winner=called(winner), score=scores[winner],
                    other=called(ahead), other_score=scores[ahead], rule=rule)]  # fmt: skip
    return [
        say("notes.target_not_won", side=called(side), score=score, target=state.target, rule=rule)
        for side, score in enumerate(scores)
        if score >= state.target and (before is None or before[side] < state.target)
    ]


def hand_transcript(state: GameState, number: int, hand: HandResult, winner: int | None = None) -> list[str]:
    """The lines describing hand ``number`` (1-based) of ``state``'s history; ``winner``: who won the game after it."""
    variant = state.rules.variant
    suit = variant.deck.suits[hand.trump]
    lines = deal_lines(state, number, hand.thrown_in, hand)
    trump = trump_text(suit)
    if hand.bidder >= 0:
        sale = [say(f"transcript.sale.{word}", seat=s) for s, word in hand.sale]
        bids = bids_text(hand.bids)
        lines.extend(f"  {line}" for line in [*sale[:1], say("transcript.bids", bids=bids) if bids else "", *sale[1:]] if line)
        if hand.bid and won_by_steal(hand.bids, hand.bidder):
            lines.append("  " + say("transcript.auction_stolen", seat=hand.bidder, bid=hand.bid, trump=trump))
        elif hand.bid:
            lines.append("  " + say("transcript.auction", seat=hand.bidder, bid=hand.bid, trump=trump))
        else:
            lines.append("  " + say("transcript.pitch_no_contract", seat=hand.bidder, trump=trump))
    else:
        lines.append(f"  {trump}")
    if variant.exchange is not None and variant.exchange.rest_taken == "before-trump" and hand.bidder >= 0:  # (a widow is never empty)
        lines.append("  " + say("transcript.widow", seat=hand.bidder, cards=cards_text(state, hand.stock)))
    rest = rest_turn_key(variant)
    taker = hand.bidder if variant.exchange is not None and variant.exchange.rest_to == "bidder" else hand.dealer
    for turn, (seat, cards) in enumerate(hand.exchanges, start=1):
        thrown_away = cards_text(state, cards) or say("transcript.nothing")
        if rest is not None and turn == len(hand.exchanges) and seat == taker:  # the taker's turn comes last
            lines.append("  " + say(rest, seat=seat, cards=thrown_away))
        else:
            lines.append("  " + say("transcript.discards", seat=seat, cards=thrown_away))
    if hand.called is not None:
        lines.append("  " + say("transcript.calls", seat=hand.bidder, card=cards_text(state, [hand.called])))
    if hand.hand_sides:
        teams = say("transcript.against").join(scorer_name(state, hand, state.side_of[t[0]]) for t in hand.hand_sides)
        lines.append("  " + say("transcript.for_this_hand", teams=teams))
    folds = folds_by_trick(hand)
    lines.extend("  " + say("transcript.folds", seat=seat) for seat in folds.get(0, ()))
    for index, trick in enumerate(hand.tricks, start=1):
        plays = cards_text(state, trick.plays)
        lines.append("  " + say("transcript.trick", number=index, leader=trick.leader, cards=plays, winner=trick.winner))
        lines.extend("  " + say("transcript.folds", seat=seat) for seat in folds.get(index, ()))
    lang = current()
    point_names = {p.id: own_words(p.name, lang) for p in variant.points}
    for award in hand.awards:
        who = scorer_name(state, hand, award.side)
        if award.card is None:
            lines.append("  " + say("transcript.award", point=point_names[award.point], who=who))
        else:
            card = cards_text(state, [award.card])
            lines.append("  " + say("transcript.award_card", point=point_names[award.point], card=card, who=who))
    trick_points = str(list(hand.game_points))
    if hand.bidder >= 0:
        bidder_side = state.side_of[hand.bidder]
        contract = "made" if hand.made else "set_back"
        lines.append("  " + say(
            f"transcript.contract.{contract if hand.bid else 'none'}", who=scorer_name(state, hand, bidder_side),
            bid=hand.bid, won=hand.won[bidder_side], trick_points=trick_points,
        ))  # fmt: skip
    else:
        lines.append("  " + say("transcript.points_won", won=str(list(hand.won)), trick_points=trick_points))
    changes = ", ".join(f"{c:+d}" for c in hand.score_changes)
    lines.append("  " + say("transcript.score_changes", changes=changes, scores=str(list(hand.scores))))
    if winner is None:
        before = [score - change for score, change in zip(hand.scores, hand.score_changes)]
        lines.extend(f"  {note}" for note in standing_notes(state, hand.scores, None, before))
    return lines


def folds_by_trick(hand: HandResult) -> dict[int, list[int]]:
    """Where only trumps are played: the seats that folded, out of trumps, by the number of tricks played before
    (0: at once, holding no trump when play began); those left when the hand ended after a trick are not listed."""
    folds: dict[int, list[int]] = {}
    for seat, tricks in enumerate(hand.folded_after):
        if tricks is not None and (tricks < len(hand.tricks) or not hand.tricks):
            folds.setdefault(tricks, []).append(seat)
    return folds


def deal_lines(state: GameState, number: int, thrown_in: Sequence[ThrownIn], deal: HandResult | ThrownIn) -> list[str]:
    """The deals ``thrown_in`` before deal ``number``, then who dealt it, each hand, the cards turned up and the begging."""
    lines = [thrown_in_line(thrown) for thrown in thrown_in]
    lines.append(say("transcript.hand", number=str(number), dealer=deal.dealer))
    for seat, cards in enumerate(deal.deal):
        lines.append("  " + say("transcript.holds", seat=seat, cards=cards_text(state, cards)))
    if deal.upcards:
        lines.append("  " + say("transcript.turned_up", cards=cards_text(state, deal.upcards)))
    if deal.begging:
        lines.append("  " + ", ".join(say(f"transcript.begging.{word}", seat=s) for s, word in deal.begging))
    return lines


def thrown_in_line(thrown: ThrownIn) -> str:
    """One line for a deal thrown in: who dealt, why, and the scores after it."""
    passes = ", ".join(bid_text(s, b) for s, b in thrown.bids)
    why = say("transcript.misdeal") if thrown.misdeal else passes or say("transcript.ran_out")
    return say("transcript.thrown_in", dealer=thrown.dealer, why=why, scores=str(list(thrown.scores)))


def final_deal_transcript(state: GameState, number: int, final: ThrownIn) -> list[str]:
    """The lines for deal ``number``, during which the game was won before any card was played."""
    lines = deal_lines(state, number, state.thrown_in, final)
    if final.bids:
        lines.append("  " + say("transcript.bids", bids=bids_text(final.bids)))
    lines.append("  " + say("transcript.won_during_deal", scores=str(list(final.scores))))
    return lines


def game_transcript(state: GameState) -> str:
    """Every hand of ``state`` and how the game ended, as text."""
    lines: list[str] = []
    last = len(state.history)
    for number, hand in enumerate(state.history, start=1):
        over = number == last and state.final_deal is None and state.winner is not None
        lines.extend(hand_transcript(state, number, hand, state.winner if over else None))
    if state.final_deal is not None:
        lines.extend(final_deal_transcript(state, len(state.history) + 1, state.final_deal))
    if state.winner is not None:
        lines.append(say("transcript.wins", side=side_name(state, state.winner), scores=str(state.scores)))
        lines.extend(standing_notes(state, state.scores, state.winner))
    else:
        lines.append(say("transcript.cut_off", hands=str(len(state.history)), scores=str(state.scores)))
    return "\n".join(lines) + "\n"
