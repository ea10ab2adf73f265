# Scoring expressions in words. One message per value (value-NAME), function
# (fn-NAME) and grammar rule (op-NAME) of the scoring language; attributes are the
# phrase's other forms. Variables: an argument's phrase $x with its forms $x-FORM,
# $x-plural (yes/no), $x-kind, $x-has-FORM; and $team, $bidding (yes/no).
# A phrase's attribute "plural = yes" marks it plural.

## Values

value-trump = the trump suit
    .of = trumps
    .noun = trump
value-in_play = the cards in play
    .plural = yes
    .noun = card
    .nouns = cards
    .where = in play
value-bidder = { $team ->
        [yes] the bidding team
       *[no] the bidder
    }
    .possessive = { $team ->
        [yes] the bidding team's
       *[no] the bidder's
    }
    .bare = { $team ->
        [yes] bidding team
       *[no] bidder
    }
value-bid = the bid
value-trick_points = trick points
    .plural = yes
    .more = more trick points
    .most = the most trick points
    .second = the second most trick points
    .least = the fewest trick points
value-card = the card that decides the point
    .bare = card that decides the point
value-won = the points won
    .plural = yes
value-made = the bid is made
    .negated = the bid is not made
value-target = the target score
value-side = { $team ->
        [yes] the team being scored
       *[no] the player being scored
    }
    .bare = { $team ->
        [yes] team being scored
       *[no] player being scored
    }
value-scores = scores
    .plural = yes
    .more = a higher score
    .most = the highest score
    .second = the second highest score
    .least = the lowest score
value-points_won = points won this hand
    .plural = yes
    .more = more points won this hand
    .most = the most points won this hand
    .second = the second most points won this hand
    .least = the fewest points won this hand
value-opponents_won = { $team ->
        [yes] the points every other team won together
       *[no] the points every other player won together
    }
    .plural = yes
value-dealer = { $team ->
        [yes] the dealer's team
       *[no] the dealer
    }
    .possessive = { $team ->
        [yes] the dealer's team's
       *[no] the dealer's
    }
    .bare = { $team ->
        [yes] dealer's team
       *[no] dealer
    }
value-eldest = { $team ->
        [yes] the team of the player to the dealer's left
       *[no] the player to the dealer's left
    }
    .bare = { $team ->
        [yes] team of the player to the dealer's left
       *[no] player to the dealer's left
    }
value-hand = the cards in their hand
    .plural = yes
    .noun = card
    .nouns = cards
    .where = in their hand
value-first_out = the first { $team ->
        [yes] team
       *[no] player
    } to reach { $target } as this hand's points are counted one by one, in the order the points are listed{ $bidding ->
        [yes] , a bidder who is set back counting nothing
       *[no] {""}
    }
    .absent = nobody reaches { $target } that way
value-first_out_bidder_first = the first { $team ->
        [yes] team
       *[no] player
    } to reach { $target } as this hand's points are counted one by one, the bidder's first, then the others' in the order they are listed{ $bidding ->
        [yes] , a bidder who is set back counting nothing
       *[no] {""}
    }
    .absent = nobody reaches { $target } that way

## Functions

fn-trumps = the trumps { $cards-kind ->
        [cards] { $cards-where }
       *[other] among { $cards }
    }
    .plural = yes
    .noun = trump
    .nouns = trumps
    .where = { $cards-kind ->
        [cards] { $cards-where }
       *[other] among { $cards }
    }
fn-highest = the highest { $cards-noun } { $cards-where }
    .absent = there is no { $cards-noun } { $cards-where }
    .bare = highest { $cards-noun } { $cards-where }
fn-lowest = the lowest { $cards-noun } { $cards-where }
    .absent = there is no { $cards-noun } { $cards-where }
    .bare = lowest { $cards-noun } { $cards-where }
fn-dealt = the { $rank } of { $suit-of }
    .absent = the { $rank } of { $suit-of } is not in play
    .bare = { $rank } of { $suit-of }
fn-captor = { $team ->
        [yes] the team that
       *[no] the player who
    } captures { $card }
    .absent = { $card-absent }
    .bare = { $team ->
        [yes] team that
       *[no] player who
    } captures { $card }
fn-holder = { $team ->
        [yes] the team that
       *[no] the player who
    } was dealt { $card }
    .absent = { $card-absent }
    .bare = { $team ->
        [yes] team that
       *[no] player who
    } was dealt { $card }
fn-captured = the cards captured by { $side }
    .plural = yes
    .noun = card
    .nouns = cards
    .where = captured by { $side }
fn-count = the number of { $cards-nouns } { $cards-where }
fn-unique_max = { $team ->
        [yes] the team with { $tally-more } than any other team
       *[no] the player with { $tally-more } than any other player
    }
    .absent = { $team ->
        [yes] two or more teams tie for { $tally-most }
       *[no] two or more players tie for { $tally-most }
    }
    .bare = { $team ->
        [yes] team with { $tally-more } than any other team
       *[no] player with { $tally-more } than any other player
    }
fn-score = { $side-has-possessive ->
        [yes] { $side-possessive } score
       *[no] the score of { $side }
    }
fn-dealt_card = { $name }
    .absent = { $name } is not in play
    .bare = { $name-bare }
fn-off = the other suit of the trump colour
    .of = the other suit of the trump colour
    .noun = off-suit card
fn-of_suit = the natural { $suit-noun }s { $cards-kind ->
        [cards] { $cards-where }
       *[other] among { $cards }
    }
    .plural = yes
    .noun = natural { $suit-noun }
    .nouns = natural { $suit-noun }s
    .where = { $cards-kind ->
        [cards] { $cards-where }
       *[other] among { $cards }
    }
fn-of_rank = the { $rank-many } { $cards-kind ->
        [cards] { $cards-where }
       *[other] among { $cards }
    }
    .plural = yes
    .noun = { $rank }
    .nouns = { $rank-many }
    .where = { $cards-kind ->
        [cards] { $cards-where }
       *[other] among { $cards }
    }
fn-min = the smaller of { $first } and { $second }
fn-max = the larger of { $first } and { $second }
fn-most = { $tally-most }
fn-second = { $tally-second }
fn-least = { $tally-least }
fn-won_by = the points { $side } won this hand
    .plural = yes
fn-opponent = { $team ->
        [yes] the team playing against { $side }
       *[no] the player playing against { $side }
    }
    .absent = { $side-absent }
    .bare = { $team ->
        [yes] team playing against { $side }
       *[no] player playing against { $side }
    }
fn-counters = the counting cards { $cards-kind ->
        [cards] { $cards-where }
       *[other] among { $cards }
    }
    .plural = yes
    .noun = counting card
    .nouns = counting cards
    .where = { $cards-kind ->
        [cards] { $cards-where }
       *[other] among { $cards }
    }

## Cards named in an expression

card-named = the { $rank } of { $suit-of }
    .bare = { $rank } of { $suit-of }
extra-card = the { $name }
    .bare = { $name }

## Grammar rules

op-ge = { $left } { $left-plural ->
        [yes] are
       *[no] is
    } at least { $right }
    .negated = { $left } { $left-plural ->
        [yes] are
       *[no] is
    } less than { $right }
op-le = { $left } { $left-plural ->
        [yes] are
       *[no] is
    } at most { $right }
    .negated = { $left } { $left-plural ->
        [yes] are
       *[no] is
    } more than { $right }
op-gt = { $left } { $left-plural ->
        [yes] are
       *[no] is
    } more than { $right }
    .negated = { $left } { $left-plural ->
        [yes] are
       *[no] is
    } at most { $right }
op-lt = { $left } { $left-plural ->
        [yes] are
       *[no] is
    } less than { $right }
    .negated = { $left } { $left-plural ->
        [yes] are
       *[no] is
    } at least { $right }
op-eq = { $left } { $left-plural ->
        [yes] are
       *[no] is
    } { $right }
    .negated = { $left } { $left-plural ->
        [yes] are
       *[no] is
    } not { $right }
op-eq-none = { $thing-has-bare ->
        [yes] there is no { $thing-bare }
       *[no] { $thing } is nobody
    }
    .negated = { $thing-has-bare ->
        [yes] there is a { $thing-bare }
       *[no] { $thing } is not nobody
    }
op-add = { $left } plus { $right }
op-sub = { $left } minus { $right }
op-mul = { $left } times { $right }
op-neg = minus { $amount }
op-grouped = the result of { $amount }
op-and = { $left } and { $right }
    .negated = { $left-negated } or { $right-negated }
op-or = { $left } or { $right }
    .negated = { $left-negated } and { $right-negated }
op-cond = { $nested ->
        [yes] when { $test }, { $yes }; in any other case, { $no }
       *[no] { $yes } if { $test }, otherwise { $no }
    }
# A conditional inside a larger phrase or sentence (an operand, or "makes the bid if ..."), worded as one unit.
op-cond-grouped = { $yes-type ->
        [bool] either { $test } and { $yes }, or { $test-negated } and { $no }
       *[other] either { $yes } if { $test }, or { $no } otherwise
    }
    .negated = { $yes-type ->
        [bool] either { $test } and { $yes-negated }, or { $test-negated } and { $no-negated }
       *[other] {""}
    }
op-true = always
    .negated = never
op-false = never
    .negated = always
expr-nobody = nobody
expr-no-card = no card

## Terms a reader may need explained

term-in_play = The cards in play are the cards the players hold when play begins, and any they draw during play.
term-in_play-trumps-only = The cards in play are the cards played to tricks: only trumps are played, and a player who folds puts the rest of their cards out of play.
term-captor = A card is captured by the player who wins the trick it is played to, whoever was dealt it{ $team ->
        [yes] ; a card captured by any member of a team counts for the whole team.
       *[no] .
    }
term-captured = A card is captured by the player who wins the trick it is played to.
term-counters = A counting card is one that counts trick points for Game.
term-of_suit = A natural card of a suit is one of that suit by its face: not a joker, and not a card of another suit that ranks as a trump.
