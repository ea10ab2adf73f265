# The words the toolkit shows a person outside the rules documents: the transcript of
# `simulate --show` and the terminal game (`pitch-rules play`); reports have report.ftl. Code names
# each by a dotted key (play.help.commands is play-help-commands). [bold]...[/] is the
# terminal's markup. The words a person types (play-word-*) may be typed as well as
# the engine's own notation.

## The transcript (simulate --show)

transcript-game = Game (seed { $seed }, { $variant }, { $players } players)
transcript-steal = seat { $seat } steals at { $bid }
transcript-auction_stolen = seat { $seat } wins the auction at { $bid } by a dealer's steal; { $trump }
transcript-rest-dealer = seat { $seat } robs the pack and discards { $cards }
transcript-rest-bidder = seat { $seat } takes the rest of the stock and discards { $cards }
transcript-widow = seat { $seat } takes the widow before naming trump: { $cards }
transcript-folds = seat { $seat } folds, out of trumps
transcript-nobody = nobody
transcript-seat = seat { $seat }
transcript-seats = seats { $seats }
transcript-team = team { $team } (seats { $seats })
transcript-hand = Hand { $number }: seat { $dealer } deals
transcript-holds = seat { $seat } holds { $cards }
transcript-turned_up = turned up: { $cards }
transcript-begging-stand = seat { $seat } stands
transcript-begging-beg = seat { $seat } begs
transcript-begging-give = seat { $seat } gives
transcript-begging-run = seat { $seat } runs
transcript-sale-pitch = seat { $seat } pitches at once
transcript-sale-sell = seat { $seat } offers the pitch for sale
transcript-sale-accept = seat { $seat } sells
transcript-sale-refuse = seat { $seat } refuses to sell
transcript-bids = bids: { $bids }
transcript-bid = seat { $seat } { $bid }
transcript-pass = seat { $seat } pass
transcript-trump = trump is { $suit }
transcript-auction = seat { $seat } wins the auction at { $bid }; { $trump }
transcript-pitch_no_contract = seat { $seat } pitches with no contract; { $trump }
transcript-discards = seat { $seat } discards { $cards }
transcript-nothing = nothing
transcript-calls = seat { $seat } calls { $card }
# The teams of a hand, joined by transcript-against: "for this hand: seat 4 against seats 0+1+2+3".
transcript-for_this_hand = for this hand: { $teams }
transcript-against = {" "}against{" "}
transcript-trick = trick { $number }: seat { $leader } leads { $cards } -> seat { $winner }
transcript-award = { $point }: { $who }
transcript-award_card = { $point } ({ $card }): { $who }
transcript-contract-made = { $who } makes the bid of { $bid } with { $won ->
        [one] 1 point
       *[other] { $won } points
    }; trick points { $trick_points }
transcript-contract-set_back = { $who } is set back on the bid of { $bid } with { $won ->
        [one] 1 point
       *[other] { $won } points
    }; trick points { $trick_points }
transcript-contract-none = { $who } plays with no contract with { $won ->
        [one] 1 point
       *[other] { $won } points
    }; trick points { $trick_points }
transcript-points_won = points won { $won }; trick points { $trick_points }
transcript-score_changes = score changes { $changes }; scores { $scores }
transcript-thrown_in = Thrown in: seat { $dealer } dealt; { $why }; scores { $scores }
transcript-misdeal = misdeal
transcript-ran_out = the cards ran out
transcript-won_during_deal = the game is won during the deal, before play; scores { $scores }
transcript-wins = { $side } wins with scores { $scores }
transcript-cut_off = game cut off after { $hands } hands with scores { $scores }

## Why the scores did not decide the game as one might expect

notes-fewer_points = { $winner } wins with { $score } points though { $other } has { $other_score }: the game goes to { $rule }.
notes-target_not_won = { $side } has { $score } points, at least the target of { $target }, but has not won: the game goes to { $rule }.

## The terminal game: the words a person types

play-word-pass = pass
play-word-bid = bid
play-word-trump = trump
play-word-discard = discard
play-word-call = call
play-word-stand = stand
play-word-beg = beg
play-word-give = give
play-word-run = run
play-word-done = done
play-word-pitch = pitch
play-word-sell = sell
play-word-accept = accept
play-word-refuse = refuse
play-word-help = help
play-word-rules = rules
play-word-score = score
play-word-last = last
play-word-hint = hint
play-word-quit = quit

## The terminal game: what it says

play-intro = [bold]{ $name }[/], { $players } players; you are seat { $seat }. Seed { $seed }. Type [bold]{ $help }[/] for help.
play-next-hand = Press Enter for the next hand (or type { $quit }) 
play-saved = Game saved to { $path }. Go on with: pitch-rules play --resume { $path }
play-choose-from = Choose from: { $choices }
play-choices = Your choice: { $choices }
play-steal_choice = { $bid } (steal)
play-steals = steals at { $bid }
play-bot_exchange = discards { $count } { $count ->
        [one] card
       *[other] cards
    } face down, and is done
play-bids_steal = { $seat } bid { $bid } (steal)
play-stole = stole the bid at { $bid }
play-trump_choice = { $word } { $suit }
play-rest-dealer = { $seat } robs the pack: takes the cards left in the stock, then discards down to { $keep }.
play-rest-dealer_you = You rob the pack: the cards left in the stock are now in your hand; discard down to { $keep }.
play-rest-bidder = { $seat } takes the rest of the stock, then discards down to { $keep }.
play-rest-bidder_you = You take the rest of the stock: those cards are now in your hand; discard down to { $keep }.
play-widow = { $seat } takes the widow ({ $count } { $count ->
        [one] card
       *[other] cards
    }) before naming trump, then discards down to { $keep }.
play-widow_you = You take the widow: its { $count } { $count ->
        [one] card is
       *[other] cards are
    } now in your hand. Name trump; then discard down to { $keep }.
play-folds = { $seat } folds: no trump left.
play-folds-you = You fold: you have no trump left, and play no more this hand.
play-exchange_status = Exchange: you hold { $held } { $held ->
        [one] card
       *[other] cards
    } and play with { $keep }{ $refill }.
play-exchange_refill = ; after your discards you are dealt back up from the stock ({ $stock } left)
play-discarded = You discard { $cards }.
play-discards_stopped = { $card } was not discarded: { $reason }
play-hint = The search bot would choose [bold]{ $choice }[/] here (it sees only what you see).
play-no_trick = No trick has been played yet.
play-last_trick = Last trick: { $leader } led { $cards } → { $winner } took it.
play-score_line = Scores: { $scores } (target { $target }); hand { $hand }, dealer { $dealer }.
play-hand_line = This hand: { $contract }; tricks taken: { $tricks }.
play-no_contract_yet = no bid yet
play-contract = { $bidder } bid { $bid }
play-no_auction = no auction
play-paged_rules = The rules of { $name } (q leaves the pager).
play-game-over = [bold]Game over[/]: { $winner } won, scores { $scores }.
play-ask-record = Save a record of this game? File name (Enter to skip): 
play-record-saved = Record saved to { $path } (pitch-record/1).
play-ask-record-again = { $path } already exists. Type its name again to save over it, or another name (Enter to skip): 
play-exists = { $path } already exists, and is left as it is.
play-not-written = Cannot write { $asked }: { $problem }. It is kept in the system's temporary folder instead.

## Why a move is refused

play-why-nothing = Nothing typed.
play-why-not-a-move = '{ $text }' is not a move of this game.
play-why-call-own = You hold { $card } yourself: call a card you do not hold.
play-why-not-held = You do not hold { $card }.
play-why-not-playable = { $card } may not be played to this trick.
play-why-not-discardable = { $card } may not be discarded now.
play-why-bid-low = '{ $bid }' is not allowed now: the high bid is { $high }.
play-why-no-gift = The dealer may not give now: the gift would win the game. Run the cards instead.
play-why-not-now = '{ $choice }' is not a choice now ({ $phase }).

## What the others did (a seat's move, as the table sees it)

play-did-pass = pass
play-did-bid = bid { $bid }
play-did-stand = stand
play-did-beg = beg
play-did-give = give
play-did-run = run
play-did-done = done
play-did-pitch = pitch
play-did-sell = sell
play-did-accept = accept
play-did-refuse = refuse
play-did-discard = discards { $card }
play-did-discard-hidden = discards a card
play-did-trump = names { $suit } trump
play-did-call = calls { $card }

## The table

play-phase-auction = auction
play-phase-sale = sale
play-phase-trump = trump
play-phase-begging = begging
play-phase-exchange = exchange
play-phase-call = call
play-phase-play = play
play-phase-over = game over
play-you = You
play-seat-bot = seat { $seat } ({ $bot })
play-seat-you = seat { $seat } (you)
play-seat = seat { $seat }
play-nobody = nobody
play-team = team { $team } ({ $members })
play-trump-is = trump { $suit }
play-trump-not-set = trump not set yet
play-table-hand = [bold]Hand { $hand }[/] · dealer { $dealer } · { $trump } · [italic]{ $phase }[/]
play-table-scores = Scores: { $scores }  (target { $target })
play-table-turned-up = Turned up: { $cards }
play-table-stock = Stock: { $count } { $count ->
        [one] card
       *[other] cards
    }{ $top ->
        [none] {""}
       *[other] , { $top } on top
    }
play-table-bid-pass = { $seat } pass
play-table-bid = { $seat } bid { $bid }
play-table-high-bid = → high bid { $bid } by { $seat }
play-table-bids = Bids: { $bids }
play-table-sale = Sale: { $words }
play-table-shown = Trumps discarded face up: { $cards }
play-table-folded = Folded (out of trumps): { $seats }
play-table-trick = On the table: { $plays }
play-table-empty = On the table: nothing yet
play-table-empty-you-lead = On the table: nothing yet, you lead
play-table-hand-cards = Your cards: { $cards }
play-table-called = Called card: { $card }
play-table-called-yours = Called card: { $card } (you hold it: you are the bidder's partner)
play-table-partner-unknown = This hand your partner is not known yet
play-table-partners = This hand you play with { $partners }
play-table-alone = This hand you play alone
play-trick = trick: { $leader } led { $cards } → { $winner } { $you ->
        [yes] take
       *[no] takes
    } it
play-result = [bold]Hand { $hand } result[/]: { $bidder } { $contract }, trump { $trump }
play-result-no-auction = [bold]Hand { $hand } result[/]: trump { $trump }
play-result-bid = bid { $bid }
play-result-no-contract = pitched with no contract
play-result-point = { $point }{ $card } → { $who }
play-result-trick-points = trick points: { $points }
play-result-free = won { $won } { $won ->
        [one] point
       *[other] points
    } with no contract
play-result-made = made the bid with { $won } { $won ->
        [one] point
       *[other] points
    }
play-result-set-back = [bold red]set back[/]: { $won } { $won ->
        [one] point
       *[other] points
    }, bid { $bid }
play-result-scores = scores: { $scores }
play-won-during-deal = [bold]The game is won during the deal[/] (seat { $dealer } dealt{ $turned }): points scored at once put { $winner } out before a card was played.
play-won-during-deal-turned = , { $cards } turned up

## Help

play-help-typing = Type one of the choices shown, as written there, or a command. Cards may be typed 10♠, 10s or TS (a joker by its name or its letters); bids as 2 or bid 2; trump as trump ♥, trump h or trump hearts.
play-help-commands = Commands: [bold]{ $help }[/] explains the decision in front of you; [bold]{ $rules }[/] pages through the rules of this game; [bold]{ $score }[/] shows the scores; [bold]{ $last }[/] the last trick; [bold]{ $hint }[/] what the search bot would do in your place (it sees only what you see); [bold]{ $quit }[/] (or Ctrl-C) saves the game and stops.
play-help-rules_heading = [bold]The rules for this part of the game:[/]
play-help-decision-auction = You are bidding: type a bid from the choices, like [bold]bid 2[/] (or just 2), or [bold]pass[/].
play-help-decision-auction_steal = You deal, so you may [bold]steal[/] the bid: bidding the same as the high bid ({ $bid }) takes the auction from its bidder. It is shown as [bold]bid { $bid } (steal)[/].
play-help-decision-sale_offer = You own the pitch: [bold]pitch[/] to lead at once (you must then make { $pitch_bid }), or [bold]sell[/] to let the others bid for it.
play-help-decision-sale_answer = The others have bid for the pitch: [bold]accept[/] sells it to the high bidder (you score the bid now), [bold]refuse[/] keeps the pitch, and you must make that bid yourself.
play-help-decision-trump = You won the auction: name the trump suit, like [bold]trump ♥[/] (or trump h).
play-help-decision-stand_or_beg = The turned-up card sets trump. [bold]stand[/] keeps that suit as trump; [bold]beg[/] asks the dealer to change it.
play-help-decision-give_or_run = You deal, and the player to your left begged. [bold]give[/] keeps this trump and gives the gift; [bold]run[/] the cards: deal more and turn up another card for trump.
play-help-decision-run_only = You deal, and the player to your left begged. The gift would win the game, which this game does not allow, so you must [bold]run[/] the cards: deal more and turn up another card for trump.
play-help-decision-exchange = Discard the cards you do not want: one (like [bold]discard 2♣[/]) or several in one command ([bold]discard 2♣ 5♦[/]).
play-help-decision-done_now = [bold]done[/] ends your turn and keeps the cards you hold{ $refill }.
play-help-decision-done_refill = , then you are dealt back up to { $keep } cards from the stock
play-help-decision-done_later = [bold]done[/] is offered once you have discarded enough: you must play with { $keep } cards.
play-help-decision-call = Call a card you do not hold, like [bold]call A♥[/]: whoever holds it is your partner for this hand. The others learn who it is only when that card is played; if nobody holds it, you play alone.
play-help-decision-play = Play one of the cards shown, like [bold]10♠[/] (or 10s, or TS): they are the cards the rules let you play now.
