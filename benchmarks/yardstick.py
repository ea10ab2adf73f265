"""Speed yardstick: a hard-coded, pure-Python Auction Pitch with random players.

It plays exactly the normative Auction Pitch (rules R1-R22, D1-D5; solo
scoring) with every player choosing uniformly at random among its legal
actions. It knows nothing of variant files; it is the "how fast could a plain
Python implementation go" reference that the generic engine is compared to.

Cards are ints 0..51: suit = c // 13, rank = c % 13 (0 = 2, ..., 8 = 10,
9 = J, 10 = Q, 11 = K, 12 = A), so within a suit a higher int is a higher card.

Run ``python benchmarks/yardstick.py [--players N] [--hands H] [--seed S]`` for
the figure, or ``--check`` to play 2000 hands asserting invariants.
"""

from __future__ import annotations

import argparse
import random
import time

from arguments import positive

HAND_SIZE = 6
PACKET = 3
DECK: tuple[int, ...] = tuple(range(52))
SUIT: tuple[int, ...] = tuple(c // 13 for c in DECK)
# Trick points (R20) by rank: 10 = 10, J = 1, Q = 2, K = 3, A = 4.
_RANK_POINTS = (0, 0, 0, 0, 0, 0, 0, 0, 10, 1, 2, 3, 4)
POINTS: tuple[int, ...] = tuple(_RANK_POINTS[c % 13] for c in DECK)
JACK_RANK = 9

_ROTATIONS: dict[int, tuple[tuple[int, ...], ...]] = {}


def _rotations(players: int) -> tuple[tuple[int, ...], ...]:
    """``rot[s]`` = the other seats, clockwise from the left of ``s`` (R3)."""
    rot = _ROTATIONS.get(players)
    if rot is None:
        if not 2 <= players <= 52 // HAND_SIZE:
            raise ValueError(f"players must be 2..{52 // HAND_SIZE}, got {players}")
        rot = tuple(
            tuple((s + i) % players for i in range(1, players))
            for s in range(players)
        )
        _ROTATIONS[players] = rot
    return rot


def _play(
    rng: random.Random, players: int, dealer: int
) -> tuple[list[int], int, int, list[int], list[int], list[list[int]]]:
    """Play one random hand.

    Return (score change per seat, pitcher, bid, cards dealt in deck order,
    captor seat per card or -1 for cards not in play, the hands at the end).
    """
    # int(random_() * k) is uniform on 0..k-1 for small k (never k: see
    # random.random's 53-bit floats) and cheaper than rng.randrange/choice.
    random_ = rng.random
    suit = SUIT
    points_of = POINTS
    rot = _rotations(players)
    others = rot[dealer]  # left of the dealer first

    # Deal (R5): shuffle the top 6n cards (partial Fisher-Yates), then three to
    # each player in turn starting left of the dealer, and three more each.
    deck = list(DECK)
    in_play = HAND_SIZE * players
    for i in range(in_play):
        j = i + int(random_() * (52 - i))
        deck[i], deck[j] = deck[j], deck[i]
    dealt = deck[:in_play]
    second = PACKET * players
    hands: list[list[int]] = [deck] * players  # every entry replaced below
    for k, seat in enumerate(others + (dealer,)):
        a = PACKET * k
        hands[seat] = deck[a:a + PACKET] + deck[second + a:second + a + PACKET]

    # Auction (R7-R11, D2-D4): one bid each; 0 = pass (or no bid yet).
    high = 0
    pitcher = -1
    for seat in others:
        b = int(random_() * (5 - high))  # pass, or high+1 .. 4
        if b:
            high += b
            pitcher = seat
            if high == 4:  # R8/D3: a 4 closes the auction
                break
    else:
        if high == 0:  # R9: everyone passed, the dealer must bid 2, 3 or 4
            high = 2 + int(random_() * 3)
            pitcher = dealer
        else:  # R10/D4: pass, steal at ``high``, or bid higher
            b = int(random_() * (6 - high))
            if b:
                high += b - 1
                pitcher = dealer

    # Play (R12-R15): six tricks, trump-anytime.
    captor = [-1] * 52
    trick_points = [0] * players
    leader = pitcher
    trump = -1
    for _ in range(HAND_SIZE):
        hand = hands[leader]
        best = hand.pop(int(random_() * len(hand)))
        led = suit[best]
        if trump < 0:
            trump = led  # R12: the pitcher's first card names trump
        winner = leader
        points = points_of[best]
        trick = [best]
        for seat in rot[leader]:
            hand = hands[seat]
            # Draw a card uniformly; if it is illegal (R13: neither the led
            # suit nor trump while holding the led suit), draw again uniformly
            # among the legal cards. Either way the card is uniform on the
            # legal ones, and the list building is skipped most of the time.
            i = int(random_() * len(hand))
            c = hand[i]
            s = suit[c]
            if s != led and s != trump:
                legal = [x for x in hand if suit[x] == led]
                if legal:
                    if led != trump:
                        legal += [x for x in hand if suit[x] == trump]
                    c = legal[int(random_() * len(legal))]
                    s = suit[c]
                    i = hand.index(c)
            del hand[i]
            trick.append(c)
            points += points_of[c]
            # R14: best is always of the led suit or trump, so the same suit
            # and a higher int beats it, and a first trump beats a non-trump.
            if s == suit[best]:
                if c > best:
                    best = c
                    winner = seat
            elif s == trump:
                best = c
                winner = seat
        for c in trick:
            captor[c] = winner
        trick_points[winner] += points
        leader = winner

    # Score (R16-R22, D1, D5). A card is in play iff it has a captor.
    won = [0] * players
    c = trump * 13 + 12
    while captor[c] < 0:
        c -= 1
    won[captor[c]] += 1  # High
    c = trump * 13
    while captor[c] < 0:
        c += 1
    won[captor[c]] += 1  # Low, to the captor (D1); R19 if only one trump
    jack = captor[trump * 13 + JACK_RANK]
    if jack >= 0:  # R17: only if in play
        won[jack] += 1
    most = max(trick_points)
    if trick_points.count(most) == 1:  # R18: a tie awards nothing
        won[trick_points.index(most)] += 1
    if won[pitcher] < high:  # R21: set back
        won[pitcher] = -high
    return won, pitcher, high, dealt, captor, hands


def play_hand(rng: random.Random, players: int, dealer: int) -> list[int]:
    """Play one random hand; return the score change per seat."""
    return _play(rng, players, dealer)[0]


def play_hands(rng: random.Random, players: int, dealer: int, hands: int) -> None:
    """Play `hands` random hands, the first dealt by `dealer`."""
    play = play_hand
    for _ in range(hands):
        play(rng, players, dealer)
        dealer += 1  # R6: the deal passes to the left
        if dealer == players:
            dealer = 0


def hands_per_second(players: int = 4, hands: int = 20000, seed: int = 1) -> float:
    """Time `hands` random hands on one core (time.perf_counter) and return hands/second."""
    rng = random.Random(seed)
    _rotations(players)  # validate and warm the cache outside the timing
    dealer = rng.randrange(players)  # R6
    start = time.perf_counter()
    play_hands(rng, players, dealer, hands)
    return hands / (time.perf_counter() - start)


def _check_invariants(players: int = 4, hands: int = 2000, seed: int = 1) -> None:
    """Play `hands` random hands and assert invariants of every one."""
    rng = random.Random(seed)
    dealer = 0
    for _ in range(hands):
        delta, pitcher, bid, dealt, captor, left = _play(rng, players, dealer)
        assert len(delta) == players
        assert 1 <= bid <= 4 and 0 <= pitcher < players
        assert len(set(dealt)) == HAND_SIZE * players
        played = {c for c in DECK if captor[c] >= 0}
        assert played == set(dealt), "exactly the cards dealt are played"
        assert not any(left), "every hand is played out"
        others = [delta[s] for s in range(players) if s != pitcher]
        assert all(d >= 0 for d in others) and sum(others) >= 0
        assert delta[pitcher] >= bid or delta[pitcher] == -bid
        awarded = sum(others) + max(delta[pitcher], 0)
        assert awarded <= 4
        if delta[pitcher] >= 0:
            assert awarded >= 2  # High and Low always go to someone
        dealer = (dealer + 1) % players
    print(f"check: {hands} hands, {players} players: all invariants hold")


def main() -> None:
    """Command line: print the yardstick figure, or run the self-check."""
    parser = argparse.ArgumentParser(description="Auction Pitch speed yardstick")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--hands", type=positive, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--check", action="store_true", help="assert invariants on 2000 hands")
    args = parser.parse_args()
    try:
        _rotations(args.players)
    except ValueError as err:
        parser.error(f"argument --players: {err}")
    if args.check:
        _check_invariants(args.players, 2000, args.seed)
        return
    rate = hands_per_second(args.players, args.hands, args.seed)
    print(
        f"yardstick (hard-coded auction pitch, {args.players} players, random): "
        f"{rate:.0f} hands/s"
    )


if __name__ == "__main__":
    main()
