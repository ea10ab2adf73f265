# The words of simulation reports (simulate --report, --plot), of the comparison
# of two variants (compare) and of their progress bars. Numbers come formatted.

## simulate --report: the tables
report-wins = Wins
report-column-seat-or-bot = seat or bot
report-column-wins = wins
report-column-rate = rate
report-seat = seat { $seat }
report-bot = bot { $bot }
report-bot-games = bot { $bot } ({ $games } { $games ->
        [one] game
       *[other] games
    })
report-cut-off = cut off
report-bids = Bids (made { $rate } of contracts)
report-column-bid = bid
report-column-hands = hands
report-column-share = share
report-column-made = made
report-column-make-rate = make rate
report-points = Points ({ $per-hand } awarded per hand)
report-column-point = point
report-column-awarded = awarded
report-column-of-hands = of hands
report-column-to-bidder = to the bidder's side
report-rules = Rules in play
report-column-what-happened = what happened
report-no-hands = No hands played.
report-game-length = Game length: { $mean } hands on average (median { $median }, { $shortest } to { $longest }).
report-dealer-edge = Dealer's edge: { $edge } points per hand over each other side.
# A difference of two percentages, signed ("+0.6"), in percentage points.
report-percentage-points = { $difference } pts

## The rules a report counts: what happened (the value) and a short name (.name)
report-check-forced-bid = everyone else passed, so the dealer had to bid (at least { $bid })
    .name = forced bid
report-check-no-contract = everyone passed, so { $pitcher ->
        [dealer] the dealer
       *[eldest] the player left of the dealer
    } pitched with no contract
    .name = no contract
report-check-all-passed = everyone passed and the deal was thrown in{ $penalty ->
        [yes] , the dealer's side losing { $losing }
       *[no] {""}
    }
    .name = all passed
report-check-dealer-steal = the dealer took the auction by equalling the high bid ({ $steals })
    .name = dealer steal
report-check-closing-bid = a bid of { $bid } closed the auction at once
    .name = closing bid
report-check-moon-bid = someone bid { $bid } to take every point
    .name = moon bid
report-check-bid-again = a player who had been outbid bid again
    .name = bid again
report-check-pitched-at-once = the eldest pitched without selling, for { $bid }
    .name = pitched at once
report-check-sold = the eldest sold the pitch and scored the price
    .name = sold
report-check-refused = the eldest refused the high bid and pitched for it
    .name = refused to sell
report-check-set-back = the bidder's side did not make its bid
    .name = set back
report-check-upcard-points = the card turned up for trump scored for the dealer's side
    .name = upcard scored
report-check-begged = the player left of the dealer begged
    .name = begged
report-check-gave = the dealer gave { $gift } to keep the trump
    .name = gave
report-check-ran = the dealer ran the cards ({ $run } more each)
    .name = ran the cards
report-check-called-alone = nobody held the called card: the bidder played alone
    .name = called card not held
report-check-trump-shown = a player discarded a trump, face up
    .name = trump discarded face up
report-check-misdeal = a deal was a misdeal by the variant's misdeal rule
    .name = misdeal
report-check-won-during-deal = points scored during a deal put a side out before play
    .name = won during a deal
report-check-thrown-in = a deal was thrown in and dealt again
    .name = deal thrown in
report-check-single-trump = only one trump was in play
    .name = single trump
report-check-one-card-several-points = one card decided more than one scoring point
    .name = one card, several points
report-check-not-awarded = { $point } was not awarded to anyone
    .name = { $point } not awarded
report-check-target-reached-without-winning = a side reached the target score but did not win then
    .name = target reached, no win
report-check-negative-score = a side's score went below zero
    .name = negative score

## simulate: the line that sums the games up (without --json)
report-summary = { $games ->
        [one] 1 game
       *[other] { $games } games
    } of { $variant }, { $players } players, { $hands ->
        [one] 1 hand
       *[other] { $hands } hands
    }: { $results }
report-summary-result = { $who }: { $wins } ({ $rate })
report-charts = charts: { $files }
report-cut-off-at-limit = { $games ->
        [one] 1 game
       *[other] { $games } games
    } cut off at { $hands ->
        [one] 1 hand
       *[other] { $hands } hands
    }, the most a game may last

## simulate --plot: the charts' titles and axes
plot-title = { $variant }, { $players } players, { $games } games
plot-wins = Games won
plot-wins-axis = % of games
plot-bids = Bids made, by level
plot-bids-axis = % made
plot-points = Points awarded
plot-points-axis = % of hands
plot-rules = Rules in play
plot-rules-axis = % of hands
plot-game-length = Game length
plot-game-length-axis = % of games (by hands)

## compare: the table, its figures and its footnotes
compare-title = A: { $first }; B: { $second }; { $games } games under each (same seeds)
compare-with-settings = { $variant } with { $settings }
compare-column-figure = figure
compare-column-difference = B - A
compare-column-interval = 95% interval
# An interval of two signed figures; languages that write decimals with a comma separate them otherwise.
compare-interval = [{ $low }, { $high }]
compare-metric-make-rate = bidder make rate
compare-metric-points-per-hand = points per hand
compare-metric-dealer-advantage = dealer's edge per hand
compare-metric-hands-per-game = hands per game
compare-significant = * the interval excludes zero: a real difference, not the luck of the deal
compare-percentage-points = pts: percentage points, the difference between two percentages

## The progress bar of a long run: the run, the bar, games done of all, the time left
progress-games = games, about
progress-left = left
