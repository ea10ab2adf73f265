# The words for every named choice of a variant file: the rule as the document states it,
# and .short, a few words for tables and diffs. Ids: choice-OPTION-VALUE, the option's
# dots as dashes. Variables: as the describer gives them.

## sides.kind

choice-sides-kind-solo = Every player plays and scores for themself.
    .short = solo (every player for themself)
choice-sides-kind-partnership = Players play in teams. A team scores as one side: whatever a player wins counts for their team.
    .short = partnerships (teams score as one side)

## sides.for_the_hand

choice-sides-for_the_hand-none = Nobody teams up for a single hand.
    .short = nobody (every player alone)
choice-sides-for_the_hand-bidder-against-the-rest = For each hand, once the auction is over, the bidder plays alone against all the other players, who play together as one team for that hand.
    .short = the bidder against all the others
choice-sides-for_the_hand-bidder-calls-a-card = For each hand, just before the first lead, the bidder calls any one card they do not hold: whoever holds it is the bidder's partner for that hand, and all the other players play together against them. The partner says nothing, so the others learn who it is only when the called card is played. If nobody holds the called card (it was not dealt, or was discarded), the bidder plays alone against all the others, which everyone learns at the end of the hand.
    .short = the bidder calls a partner's card

## deal.first_dealer

choice-deal-first_dealer-random = The first dealer is chosen at random.
    .short = chosen at random

## deal.misdeal_redeal

choice-deal-misdeal_redeal-same-dealer = the same dealer deals again.
    .short = the same dealer deals again
choice-deal-misdeal_redeal-next-dealer = the deal passes to the left, as after any hand.
    .short = the deal passes to the left

## deal.rotation

choice-deal-rotation-left = After each hand the deal passes to the left.
    .short = passes to the left

## auction.all_pass

choice-auction-all_pass-dealer-forced = If every other player passes, the dealer must bid at least { $dealer_forced_bid }.
    .short = the dealer must bid
choice-auction-all_pass-redeal = If everyone passes, the cards are thrown in and the deal passes to the left.
    .short = the cards are thrown in
choice-auction-all_pass-dealer-set-back = If everyone passes, { $team ->
        [yes] the dealer's team
       *[no] the dealer
    } loses { $dealer_set_back } points, the cards are thrown in and the deal passes to the left.
    .short = the dealer is set back
choice-auction-all_pass-eldest-pitches = If everyone passes, the player to the dealer's left takes the bidder's place with no contract: their bid counts as 0.
    .short = the player left of the dealer pitches with no contract
choice-auction-all_pass-dealer-pitches = If everyone passes, the dealer takes the bidder's place with no contract: their bid counts as 0.
    .short = the dealer pitches with no contract

## auction.rounds

choice-auction-rounds-once = Starting with { $eldest_sells ->
        [yes] the player to the eldest hand's left (the eldest hand does not bid)
       *[no] the player to the dealer's left
    } and going clockwise, each player has exactly one chance to bid: they pass or bid { $bids }. A bid must be higher than the current high bid, and a pass is final. The dealer speaks last.
    .short = each player bids once
choice-auction-rounds-until-one-left = Starting with { $eldest_sells ->
        [yes] the player to the eldest hand's left (the eldest hand does not bid)
       *[no] the player to the dealer's left
    } and going clockwise, each player in turn passes or bids { $bids }. A bid must be higher than the current high bid, and a pass is final. The bidding goes round and round: a player whose bid has been beaten may bid again in turn, until every player but the high bidder has passed.
    .short = round and round until all but one pass

## trump.chosen_by

choice-trump-chosen_by-first-lead = The suit of the first card led becomes trump for the whole hand.
    .short = the suit of the first card led
choice-trump-chosen_by-bidder-names = When the auction is over, the bidder names the trump suit for the whole hand.
    .short = named by the bidder
choice-trump-chosen_by-turn-up = After the deal, the top card of the stock is turned face up: its suit is trump for the whole hand.
    .short = the suit of a turned-up card

## trump.joker_led_first

choice-trump-joker_led_first-forbidden = A joker cannot name trump: it may not be led to the first trick while the leader has another card.
    .short = may not be led first
choice-trump-joker_led_first-S = A joker led to the first trick counts as a Spade: Spades become trump for the whole hand.
    .short = counts as Spades
choice-trump-joker_led_first-H = A joker led to the first trick counts as a Heart: Hearts become trump for the whole hand.
    .short = counts as Hearts
choice-trump-joker_led_first-D = A joker led to the first trick counts as a Diamond: Diamonds become trump for the whole hand.
    .short = counts as Diamonds
choice-trump-joker_led_first-C = A joker led to the first trick counts as a Club: Clubs become trump for the whole hand.
    .short = counts as Clubs

## trump.upcard

choice-trump-upcard-aside = The turned-up card is set aside, out of play.
    .short = set aside
choice-trump-upcard-stock = The turned-up card stays face up on top of the stock and is drawn with it.
    .short = stays on the stock

## trump.begging.gift_to

choice-trump-begging-gift_to-beggar = gives { $team ->
        [yes] their team
       *[no] them
    } { $gift } { $gift ->
        [one] point
       *[other] points
    }
    .short = the beggar
choice-trump-begging-gift_to-every-opponent = gives { $team ->
        [yes] every other team
       *[no] every other player
    } { $gift } { $gift ->
        [one] point
       *[other] points
    } each, though only one player begged,
    .short = every opponent of the dealer

## trump.begging.upcard_points_for

choice-trump-begging-upcard_points_for-every-card = Every card turned up scores for the dealer as it is turned, the cards turned while running them included.
    .short = every card turned up
choice-trump-begging-upcard_points_for-first-and-new-trump = The first card turned up scores for the dealer at once; when the cards are run, so does the card that becomes the new trump, but not the cards of the refused suit turned on the way.
    .short = the first card and the new trump
choice-trump-begging-upcard_points_for-final-trump = Only the card whose suit finally becomes trump scores for the dealer, once the begging is settled: the first card if the player stands or the dealer gives, the new trump if the cards are run.
    .short = only the card that sets trump

## exchange.discard

choice-exchange-discard-any = Any card may be discarded.
    .short = any card
choice-exchange-discard-non-trumps = Only cards that are not trumps may be discarded, unless a player holds more than { $keep } trumps.
    .short = only non-trumps
choice-exchange-discard-all-non-trumps = Every player must discard every card that is not a trump, as far as the { $widow ->
        [yes] widow
       *[no] stock
    } can replace them, and a player left with more than { $keep } trumps discards trumps down to { $keep }.
    .short = every card but trumps

## exchange.order

choice-exchange-order-dealer-left = each player in turn from the dealer's left
    .short = from the dealer's left
choice-exchange-order-bidder-left = each player in turn from the bidder's left, ending with the bidder,
    .short = from the bidder's left

## exchange.trump_discards

choice-exchange-trump_discards-face-down = Discarded cards are out of play.
    .short = face down
choice-exchange-trump_discards-face-up = Discarded cards are out of play; a trump is discarded face up, for every player to see.
    .short = trumps face up

## exchange.rest_to

choice-exchange-rest_to-none = nobody takes the rest of the { $widow ->
        [yes] widow
       *[no] stock
    }.
    .short = nobody
choice-exchange-rest_to-bidder = the bidder takes every card left in the { $widow ->
        [yes] widow
       *[no] stock
    } and discards down to { $keep } cards.
    .short = the bidder
choice-exchange-rest_to-dealer = the dealer robs the pack: takes every card left in the { $widow ->
        [yes] widow
       *[no] stock
    } and discards down to { $keep } cards.
    .short = the dealer (robbing the pack)

## exchange.rest_taken

choice-exchange-rest_taken-in-exchange = The player who takes the rest does so in their own exchange turn, after every other player's.
    .short = in their exchange turn, last
choice-exchange-rest_taken-before-trump = Before naming trump, the bidder takes the widow into their hand ({ $widow } { $widow ->
        [one] card
       *[other] cards
    }): the other players see how many cards, not which.
    .short = by the bidder before naming trump

## play.first_leader

choice-play-first_leader-bidder = The bidder leads to the first trick. After that, the winner of each trick leads to the next.
    .short = the bidder
choice-play-first_leader-eldest = The player to the dealer's left leads to the first trick. After that, the winner of each trick leads to the next.
    .short = the player left of the dealer

## play.first_lead

choice-play-first_lead-any = Any card may be led to the first trick.
    .short = any card
choice-play-first_lead-trump = The first card led must be a trump, if the leader has one.
    .short = a trump if able

## play.legal

choice-play-legal-trump-anytime = A player who can follow the suit led may either follow suit or play a trump: a trump may be played even by a player who could follow suit. A player who cannot follow suit may play any card. When trump is led, following suit means playing a trump.
    .short = follow suit or trump
choice-play-legal-must-follow = A player who can follow the suit led must do so. A player who cannot follow suit may play any card, a trump or not. When trump is led, following suit means playing a trump.
    .short = must follow suit
choice-play-legal-must-trump = A player who can follow the suit led must do so. A player who cannot follow suit must play a trump if they have one, and otherwise may play any card. When trump is led, following suit means playing a trump.
    .short = must follow suit, else trump
choice-play-legal-follow-or-trump = A player who can follow the suit led may either follow suit or play a trump. A player who cannot follow suit must play a trump if they have one, and otherwise may play any card. When trump is led, following suit means playing a trump.
    .short = follow suit or trump; trump if void
choice-play-legal-trumps-only = Only trumps may be played: every card led or played to a trick is a trump. A player with no trump left folds: they play no further part in the hand, and their other cards are out of play, captured by nobody. A trick is complete when every player still holding a trump has played to it. If the player who should lead has folded, the next player on their left who still holds a trump leads instead. The hand ends as soon as nobody holds a trump.
    .short = only trumps; a player out of trumps folds

## play.trick_winner

choice-play-trick_winner-highest-trump = When every player has played one card the trick is complete. It is won by the highest trump played or, if no trump was played, by the highest card of the suit led.
    .short = highest trump, else highest of the suit led
