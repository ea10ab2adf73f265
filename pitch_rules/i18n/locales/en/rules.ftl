# The rules document's sentences, one message per sentence or paragraph the
# describers write (pitch_rules/docs/describers.py). Flags are yes/no; numbers
# choose plural forms. A phrase from the scoring language comes as $x with its
# forms $x-FORM (see expressions.ftl).

## Lists and small words

numbers-range = any number from { $first } to { $last }
seats = { $count ->
        [one] seat
       *[other] seats
    } { $seats }
ranking-off = off-{ $rank }
option-none = none
option-yes = yes
option-no = no

## Players and sides

players-fixed = The game is for { $players } players.
players-range = The game is for { $min } to { $max } players, usually { $default }.
players-seats = Seats are numbered 0, 1, 2, … clockwise round the table, so the player to the left of seat *s* is seat *s* + 1, and seat 0 is to the left of the last seat. Play and the deal go clockwise, to the left.
sides-for-the-hand = For scoring, each team of a hand counts as one side: a card captured by any member counts for the whole team, the contract is judged on the team's points, and every member adds the team's score for the hand to their own running total. Over the game each player keeps their own score, and the game is won by one player.
sides-team-is = team { $team } is { $seats }
sides-teams = There are { $teams } teams of { $size }, partners sitting { $opposite ->
        [yes] opposite each other
       *[no] alternately round the table
    }: { $layout }.

## Cards

deck-no-jokers = { $standard ->
        [yes] a standard { $cards }-card deck
       *[no] a { $cards }-card deck
    }, with no jokers
deck-with-jokers = { $standard ->
        [yes] a standard { $cards }-card deck
       *[no] a { $cards }-card deck
    } and { $jokers } { $jokers ->
        [one] joker
       *[other] jokers
    } ({ $names }): { $total } cards
deck-cards = The game uses { $kind }. The suits are { $suits }, each of { $ranks } ranks. Within a suit, { $high } is high and { $low } is low: { $order }.

## Deal

deal-at-once = all at once
deal-packets = in packets of { $packet } ({ $packet } to each player in turn, { $rounds ->
        [1] once
        [2] twice
        [3] three times
       *[other] { $rounds } times
    })
deal-widow = Then { $widow } { $widow ->
        [one] card is
       *[other] cards are
    } dealt face down to a widow; the rest of the deck is not used in that hand.
deal-stock = The undealt cards are stacked { $face_up ->
        [yes] face up
       *[no] face down
    } as the stock (with { $players } players, { $stock } cards).
deal-whole-deck = The whole deck is dealt.
deal-rest-unused = The rest of the deck is not used in that hand: with { $players } players, only { $dealt } of the { $size } cards are in play.
deal-cards = The dealer shuffles and deals { $cards } { $cards ->
        [one] card
       *[other] cards
    } to each player, { $packets }, starting with the player to the dealer's left. { $rest }
deal-misdeal = **Misdeal.** As soon as the cards are dealt, before anything else, the deal is a misdeal if, for any player, { $condition }. The cards are thrown in and { $again }

## Auction

auction-none = There is no bidding: nobody has a contract to make, and every side scores what it wins.
auction-sell-out = The player to the dealer's left, the eldest hand, owns the pitch. They either pitch at once, becoming the bidder at { $pitch_bid }, or offer the pitch for sale: then the other players bid to buy it, and everyone passing means every other player passing on the offer.
auction-closing = A bid of { $bid } ends the auction at once: { $highest ->
        [yes] nobody can bid higher
       *[no] nobody may bid after it
    }, and the players still to speak do not bid.
auction-moon = A bid of { $bid } is a bid to shoot the moon: to take every point of the hand. What it scores, made or not, is given under Scoring and Winning the game.
auction-steal = If the current high bid is { $steals }, the dealer may steal the bid by bidding the same as the current high bid. The dealer may also bid higher.
auction-steal-not-closing = A bid of { $bid } cannot be stolen: it ends the auction before the dealer speaks.
auction-steal-again = The dealer may steal again at every turn, so the dealer wins ties.
auction-winner = { $steals ->
        [yes] The highest bidder, or the dealer after a steal, wins the auction
       *[no] The highest bidder wins the auction
    } and is called the bidder{ $team ->
        [yes] {" "}(with their partner, the bidding team)
       *[no] {""}
    }.
auction-winner-sells = { $steals ->
        [yes] The highest bidder, or the dealer after a steal, wins the auction
       *[no] The highest bidder wins the auction
    }. The eldest hand then either sells the pitch, scoring the high bid at once while the high bidder becomes the bidder, or refuses to sell and becomes the bidder at that bid, which they must make.

## Trump

trump-upcard-joker = A joker is passed over: the first card of a suit is turned up.
trump-upcard-scores = If it is a { $rank }, { $team ->
        [yes] the dealer's team
       *[no] the dealer
    } scores { $points } { $points ->
        [one] point
       *[other] points
    }{ $settled ->
        [yes] {" "}if it sets trump (see below)
       *[no] {" "}at once
    }.
trump-upcard-bonus = a { $rank } ({ $points } { $points ->
        [one] point
       *[other] points
    })
trump-upcard-scores-several = If it is { $cards }, { $team ->
        [yes] the dealer's team
       *[no] the dealer
    } scores those points{ $settled ->
        [yes] {" "}if it sets trump (see below)
       *[no] {" "}at once
    }.
trump-rank-as-suit = Trumps rank as in any suit. A trump beats every card of the other suits.
trump-ranking = Trumps rank, from high to low: { $ranking }. A trump beats every card of the other suits.
trump-off-card = The { $label } is the { $rank } of the other suit of the trump colour: it is a trump, and not a card of its own suit.
trump-jokers = { $names } { $count ->
        [one] is a trump
       *[other] are trumps
    } whatever the trump suit.
trump-equal = Cards joined by = rank equal: of two of them in one trick, the first played wins.
begging-rule = The player to the dealer's left may stand, accepting that suit as trump, or beg. If they beg, the dealer either { $gift } and the suit stays trump, or runs the cards: deals { $run } more { $run ->
        [one] card
       *[other] cards
    } to each player and turns up the next card, again and again until a different suit shows, which is trump. If the stock runs out first, the cards are thrown in and the deal passes to the left.
begging-gift-may-not-win = The dealer may not give when the gift would win the game for { $every ->
        [yes] { $team ->
            [yes] a team
           *[no] a player
        } it goes to
       *[no] { $team ->
            [yes] their team
           *[no] them
        }
    }: then the dealer must run the cards.

## Exchange

exchange-refill = Before play begins, { $order } discards{ $how_many ->
        [at-least] {" "}at least { $least } { $least ->
            [one] card
           *[other] cards
        }, or more if they like,
        [any] {" "}as many cards as they like
       *[rule] {""}
    } and is dealt back up to { $keep } { $keep ->
        [one] card
       *[other] cards
    } from the { $widow ->
        [yes] widow
       *[no] stock
    }.
exchange-discard-down = Before play begins, { $order } who holds more than { $keep } { $keep ->
        [one] card
       *[other] cards
    } discards down to { $keep }{ $taker ->
        [yes] {" "}(the player who takes the rest does so after taking it)
        [widow] {" "}(the bidder among them, with the cards of the widow)
       *[no] {""}
    }, drawing nothing.
exchange-rest = { $refill ->
        [yes] Then
       *[no] Before play begins,
    } { $rest }
exchange-rest-keeps = The player who takes the rest need not: they keep the cards they choose.
exchange-kept-trumps = These trumps may not be discarded: { $trumps }; but a player holding more than { $keep } of them keeps { $keep } of them, of their choice, and discards every other card.
exchange-min-discard = A player being dealt back up must discard at least { $least } { $least ->
        [one] card
       *[other] cards
    }, unless nothing more may be discarded or the stock cannot replace it.

## Play

play-until-stock-out = Play goes on until every card has been played.
play-tricks = A hand is { $tricks } { $tricks ->
        [one] trick
       *[other] tricks
    }{ $run ->
        [yes] {" "}(more if the cards are run)
       *[no] {""}
    }: every player plays each card they hold.
play-leading = **Leading.** { $tricks } { $leader } { $lead }
play-following = **Following.** { $rule }
play-winning = **Winning a trick.** { $rule }
play-tricks-trumps-only = A hand is at most { $tricks } { $tricks ->
        [one] trick
       *[other] tricks
    }{ $run ->
        [yes] {" "}(more if the cards are run)
       *[no] {""}
    }.
play-leading-trumps-only = **Leading.** { $tricks } { $leader }
play-winning-trumps-only = **Winning a trick.** The highest trump played wins the trick.
stock-drawing = **Drawing.** { $draw ->
        [yes] After each trick, while the stock lasts, the winner of the trick draws its top card, then each other player in turn.
       *[no] Nobody draws from the stock during play.
    } { $face_up ->
        [yes] The stock lies face up, so everyone sees its top card.
       *[no] The stock lies face down.
    }

## Scoring

points-awarded = At the end of each hand these points are awarded, in this order:
point-goes-to = { $name } ({ $points } { $points ->
        [one] point
       *[other] points
    }) goes to { $to }.
point-card-recorded = The card recorded for it is { $card }.
point-nobody = If { $absent }, nobody scores { $name }.
points-one-card-both = If only one { $cards-noun } is { $cards-where }, it is both the highest and the lowest: it counts for both { $names } ({ $points } { $points ->
        [one] point
       *[other] points
    }).
points-one-card-all = If that { $cards-noun } is { $card }, it counts for { $names } ({ $points } { $points ->
        [one] point
       *[other] points
    }).
trick-points-none = **Trick points**: no card counts any trick points.
trick-points-each = each { $rank } counts { $points }
trick-points-each-more = each { $rank } { $points }
trick-points = **Trick points** are counted over the cards each { $team ->
        [yes] team
       *[no] player
    } captured: { $values }; { $every ->
        [yes] every card counts
       *[no] other cards count nothing
    }.
contract-counted = Points won count every scoring point ({ $points }) that went to the { $team ->
        [yes] team
       *[no] player
    }.
contract-no-auction = **Scores.** Every { $team ->
        [yes] team
       *[no] player
    } scores { $others }. { $counted }
contract-made = **The contract.** { $bidder_capital } makes the bid if { $made }; otherwise { $bidder } is set back. { $counted }
contract-scores = { $bidder } scores { $scores }. { $two_teams ->
        [yes] The other team
       *[no] { $team ->
            [yes] Every other team
           *[no] Every other player
        }
    } scores { $others }.
contract-running = { $hand_teams ->
        [yes] Each team's score for the hand is added to the running total of each of its members
       *[no] { $team ->
            [yes] Each team's score for the hand is added to their running total
           *[no] Each player's score for the hand is added to their running total
        }
    }{ $negative ->
        [yes] : a minus score is taken off the total, so scores can be negative
       *[no] {""}
    }. Keep the totals on paper or with chips; the toolkit keeps them for you.

## The meanings of values in one rule

meaning-scores-before = scores
    .plural = yes
    .more = a higher score before this hand
    .most = the highest score before this hand
    .second = the second highest score before this hand
    .least = the lowest score before this hand
meaning-won-by = the points { $side } won this hand
    .plural = yes
meaning-they = { $team ->
        [yes] it
       *[no] they
    }
    .possessive = { $team ->
        [yes] its
       *[no] their
    }
meaning-they-won = the points { $team ->
        [yes] it
       *[no] they
    } won
    .plural = yes
meaning-target = { $points } { $points ->
        [one] point
       *[other] points
    }

## Winning the game

game-target = The game is played to { $target } { $target ->
        [one] point
       *[other] points
    }. After each hand, the winner of the game is { $winner }; as long as nobody has won, play goes on with the next hand.
during-upcard = a turned-up card
during-gift = the beggar's gift
during-dealer-set-back = the dealer set back when everyone passes
during-sale = the price of a sold pitch
game-during-hand = Points scored during a hand ({ $what }) count at once: the winner is checked the moment they are scored, and if there is one the game ends then, whatever the phase, without playing the hand out. Checked then, nobody has won any points in play and there is no bidder.
game-bidder-only = Only { $bidder } can win at the end of a hand: { $team ->
        [yes] a team that reaches { $target } in a hand where another team bid
       *[no] a player who reaches { $target } in a hand where another player bid
    } does not win then, and play goes on. So the winner can end with fewer points than a loser.
game-set-back = { $must_make ->
        [yes] When set back, { $bidder } does not win in that hand, whatever the score: the bid must be made to go out.
       *[no] Even when set back, { $bidder } wins if { $bidder-possessive } score is still at least { $target } after the hand.
    }
game-other-targets = For a shorter or longer game, other common targets are { $targets }.

## The document's frame

section-house-rules = House rules
section-players = Players and sides
section-cards = Cards
section-deal = Deal
section-auction = Auction
section-trump = Trump
section-exchange = Exchange
section-play = Play
section-scoring = Scoring
section-game = Winning the game
section-notes = Notes
section-approximations = Approximations
section-example = Worked example
section-sources = Sources
document-generated = *This document is generated by pitch-rules from the variant `{ $id }`: the same rules the engine plays.*
house-rules-unchanged = These are the rules of { $base }, unchanged.
house-rules-changes = These are the rules of { $base } with these changes:
sources-none = This variant names no sources of its own.
sources-kept-from = The rules it keeps from { $name } (`{ $id }`) come from:
approximation-declared-by = Declared by { $name }.
approximations-none = The file declares none: every rule above is the one its sources state.

## Differences (pitch-rules diff, and the house rules section)

diff-added = { $title }: added. { $after }
diff-removed = { $title }: removed
diff-removed-was = { $title }: removed. It was: { $before }
diff-changed = { $title }: { $after }, instead of { $before }
diff-order = { $title } › order
diff-same = From { $base } ({ $base_id }) to { $variant } ({ $variant_id }): the rules are the same.
diff-heading = From { $base } ({ $base_id }) to { $variant } ({ $variant_id }): { $count } { $count ->
        [one] option differs
       *[other] options differ
    }.

## The worked example

example-seat = seat { $seat }
example-team = team { $team }
example-who = seat { $seat }{ $dealer ->
        [yes] , the dealer,
       *[no] {""}
    }
example-passes = { $who } passes
example-forced-bid = { $who } has to bid and bids { $bid }
example-steals = { $who } steals the bid at { $bid }
example-closing-bid = { $who } bids { $bid }, which ends the auction
example-bids = { $who } bids { $bid }
example-sale-pitch = { $who } pitches at once
example-sale-sell = { $who } offers the pitch for sale
example-sale-accept = { $who } sells the pitch to the high bidder, scoring the bid at once
example-sale-refuse = { $who } refuses to sell and pitches for the bid
example-turns-up = Seat { $seat } turns up { $card }
example-begging-stand = { $who } stands
example-begging-beg = { $who } begs
example-begging-give = { $who } gives a point to keep the suit
example-begging-run = { $who } runs the cards
example-begging-run-cards = { $who } runs the cards ({ $cards } more { $cards ->
        [one] card
       *[other] cards
    } to each player){ $turning ->
        [yes] , turning up { $turned }
       *[no] {""}
    }
example-deals = Seat { $seat } deals
example-thrown-in-scores = Scores: { $scores }.
example-misdeal = { $story }: a misdeal, so the cards are thrown in and { $same_dealer ->
        [yes] the same dealer deals again
       *[no] the deal passes to the left
    }.
example-thrown-in = { $story }: the cards are thrown in and the deal passes to the left.
example-award = **{ $name }**{ $card }: { $winner }
example-award-trick-points = **{ $name }**{ $card }: { $winner } (trick points: { $totals })
example-award-nobody = **{ $name }**{ $card }: nobody{ $has_reason ->
        [yes] , as { $reason }
       *[no] {""}
    }
example-alone = Seat { $seat } plays alone against { $others }.
example-called-nobody = Seat { $seat } calls { $card }, which nobody holds: seat { $seat } plays alone, { $bidders } against { $others }.
example-called = Seat { $seat } calls { $card }. Seat { $partner } holds it and is the bidder's partner, which the others learn when it is played: { $bidders } against { $others }.
example-intro = Here is one hand as the engine played it, with { $players } { $players ->
        [one] player
       *[other] players
    } (bots, from seed { $seed }).
example-dealt = Seat { $seat } deals{ $stock ->
        [0] {""}
        [one] {" "}({ $stock } card stays in the stock)
       *[other] {" "}({ $stock } cards stay in the stock)
    }:
example-column-seat = Seat
example-column-dealt = Cards dealt
example-trump = **Trump.** { $offer } Trump is { $trump }.
example-auction = **Auction.** { $auction }. Seat { $seat } is the bidder, at { $bid }{ $contract ->
        [yes] {""}
       *[no] : everyone passed, so there is no contract
    }.{ $named ->
        [yes] {" "}Seat { $seat } names { $trump } as trump.
        [widow] {" "}Seat { $seat } takes the widow ({ $widow }) and names { $trump } as trump.
       *[no] {""}
    }
example-discards = seat { $seat } discards { $cards }
example-keeps = seat { $seat } keeps every card
example-takes-rest = seat { $seat } takes the rest of the { $widow ->
        [yes] widow
       *[no] stock
    } and discards down to { $keep }{ $discards ->
        [yes] : { $cards }
       *[no] {""}
    }
example-exchange = **Exchange.** { $turns }.
example-teams = **Teams for the hand.** { $teams }
example-play = **Play.** Seat { $seat } leads { $card }{ $led ->
        [yes] ; trump is { $trump }
       *[no] {""}
    }.{ $drawing ->
        [yes] {" "}After each trick the players draw from the stock.
       *[no] {""}
    }
example-column-trick = Trick
example-column-led-by = Led by
example-column-played = Cards played, in order
example-column-won-by = Won by
example-folds-at-once = seat { $seat } holds no trump when play begins, and folds at once.
example-folds-after = seat { $seat } folds after trick { $trick }: no trump left.
example-folding = **Folding.** { $folds }
example-scoring = **Scoring.**
example-verdict = The bid was { $bid } and { $who } won { $won } { $won ->
        [one] point
       *[other] points
    }, so { $who } { $made ->
        [yes] makes the bid
       *[no] is set back
    }.
example-sold = { $seller } scored { $bid } at once for selling the pitch.
example-column-side = Side
example-column-points-won = Points won
example-column-hand-score = Score for the hand
example-column-score = Score
example-record = The hand's game record (one line of `pitch-record/1`), which `pitch-rules replay` checks against the rules:

## The docs site's pages

site-variants-title = Variants
site-variants-intro = The rules of every built-in variant, generated from its variant file: the same rules the engine plays. `pitch-rules docs VARIANT` prints any of them, or the rules of your own variant file. [Compare them side by side](../matrix.md).
site-column-variant = variant
site-column-id = id
site-column-in-short = in short
site-matrix-title = Comparison of variants
site-matrix-intro = Every rule option of every built-in variant: one row per option, one column per variant (the table scrolls sideways). Tick the variants to compare, and keep only the rows where they differ if you like. `pitch-rules diff A B` lists just the options two variants disagree on.
site-matrix-pick = Variants to compare
site-matrix-all = All
site-matrix-none = None
site-matrix-differ = Only the rows where they differ
site-column-option = option

## The variant-file reference, generated from the JSON Schema (its titles and descriptions are the schema's;
## other languages have them as title- and description- messages)

site-reference-title = Variant file reference
# $about is the schema's description of a variant file.
site-reference-intro = { $about } A variant file is a YAML mapping with the keys below. This page is generated from the file's JSON Schema (`schema/variant.schema.json`), which editors that speak yaml-language-server also read, for completion and hover help.
site-reference-top-level = Top level
site-reference-column-key = key
site-reference-column-type = type
site-reference-column-required = required
site-reference-column-meaning = meaning
site-reference-required = { $required ->
        [yes] yes
       *[no] no
    }
# The type of a value: a list's items, a map's keys and values are a type too, or the title of their shape.
site-reference-type-string = string
site-reference-type-integer = integer
site-reference-type-number = number
site-reference-type-boolean = boolean
site-reference-type-object = object
site-reference-type-any = any
site-reference-type-key = key
site-reference-type-list = list of { $item }
site-reference-type-map = map of { $key } to { $value }
# A key whose value is a list, before its items' title: `sources[]`, each: **Source.** ...
site-reference-each = { $key }, each
# $values are the allowed values, as code: `solo`, `partnership`
site-reference-one-of = One of { $values }.
site-reference-each-one-of = Each is one of { $values }.
site-reference-bounds = { $bounds ->
        [both] At least { $minimum } and at most { $maximum }.
        [minimum] At least { $minimum }.
       *[maximum] At most { $maximum }.
    }
site-reference-default = Default: { $value }.
site-reference-examples = { $count ->
        [1] Example
       *[other] Examples
    }: { $examples }.
