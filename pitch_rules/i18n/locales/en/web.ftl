# The browser interface (pitch-rules serve): its pages, the table's words and the errors it shows.
# Messages named web-script-* are handed to the page's scripts: a { $name } there is given to the
# script as {name}, which it fills in (a number never chooses a form there: those are said here).
# In an action's words, { $value } is where the page draws the action's value (a card, a suit, a
# number); .button is on the button, .log follows the seat's name in the log ("Ann bids 3").

## Every page

web-nav-library = Library
web-nav-workshop = Workshop
web-nav-tables = Tables
web-search-placeholder = Search the rules…
web-search-label = Search the rules
web-languages = Language

## The home page

web-home-title = Home
web-home-heading = House rules of Pitch, as data
web-home-intro = Read the rules of { $count } Pitch-family { $count ->
        [one] game
       *[other] games
    }, write your own house rules with live checking, and play them at a table with friends and bots.
web-home-library = The complete rules of every built-in variant, generated from the same data the engine plays, a side-by-side comparison and a search.
web-home-workshop-heading = House-rule workshop
web-home-workshop = Start from any variant, change options in a form or in the YAML file, see every problem as you type, the rules and what changed, and simulate a thousand games.
web-home-tables = Start a table for any variant or your house rules, share its link with friends on your network, and let bots take the empty seats.

## The library

web-library-intro = The rules of every built-in variant, generated from its variant file: the same rules the engine plays.
web-library-compare = Compare them side by side
web-library-examples = e.g. dealer steal, off-jack, widow
web-search-button = Search
web-library-variant = Variant
web-library-summary = In short
web-house-rules = House rules
web-play = Play
web-compare-title = Comparison of variants
web-search-title = Search
web-search-heading = Search the rules
web-search-count = { $count ->
        [one] { $count } variant mentions
       *[other] { $count } variants mention
    } “{ $query }”.
web-search-mentions = ({ $count ->
        [one] { $count } mention
       *[other] { $count } mentions
    })
web-variant-players = { $min }–{ $max } players
web-variant-play = Play at a table
web-variant-house = Make house rules from it
web-variant-compare = Compare with the others

## Pages that are not there

web-missing-title = Not here
web-missing-back = Back to the start
web-missing-page = There is no such page.
web-missing-variant = There is no built-in variant of that name.
web-missing-table = There is no table of that name (it may have closed).
web-missing-house = There are no house rules at that table.

## The workshop

web-workshop-title = Workshop
web-workshop-start-from = Start from
web-workshop-new = New file
web-workshop-download = Download house file
web-workshop-play = Play these rules
web-workshop-checking = checking…
web-workshop-tab-rules = Rules
web-workshop-tab-changes = Changes
web-workshop-tab-options = Options
web-workshop-tab-simulate = Simulate
web-workshop-options-help = Every option of the rules as they now stand. A change is written into the file, keeping its comments; an empty field writes null, which removes the option.
web-workshop-games = Games
web-workshop-bots = Bots
web-workshop-simulate = Simulate { $count } { $count ->
        [one] game
       *[other] games
    }
web-workshop-limits = At most { $games } games and { $seconds } seconds per run; games stop after { $hands } hands.
web-workshop-problems = { $count ->
        [one] { $count } problem
       *[other] { $count } problems
    }
web-workshop-ok = ok: { $name }
web-workshop-no-base = This file extends no variant: there is nothing to compare it with.
web-workshop-changes = What these rules change from { $base }:
web-workshop-unchanged = These are the rules of { $base }, unchanged.
web-workshop-starter =
    # House rules: change only what differs from { $base }.
    # The Options tab writes its changes here too.
web-workshop-starter-name = { $base } (house rules)
web-workshop-starter-description = { $base } the way we play it at home.

## The workshop's simulation report

web-report-games = { $count ->
        [one] game
       *[other] games
    }
web-report-stopped = (stopped by the time limit; { $asked } asked for)
web-report-hands = { $count ->
        [one] hand
       *[other] hands
    }
web-report-made = of contracts made
web-report-per-hand = points per hand
web-report-edge = dealer's edge (points per hand over each other side)
web-report-make-rate = Make rate per bid
web-report-bid = bid { $bid }
web-report-of = { $rate } of { $hands }
web-report-points = How often each point is scored (per hand)
web-report-rules = Rules in play (share of hands)
web-report-wins = Wins by seat
web-report-cut-off = { $count ->
        [one] { $count } game was cut off
       *[other] { $count } games were cut off
    } after { $hands } hands.
web-report-length = Game length (mean { $mean } hands)
web-report-length-hands = { $hands ->
        [one] { $hands } hand
       *[other] { $hands } hands
    }

## The tables

web-tables-title = Tables
web-tables-start = Start a table
web-tables-variant = Variant
web-tables-players = Players
web-tables-seats = Seats
web-tables-target = Target score
web-tables-target-default = the variant's
web-tables-submit = Start the table
web-tables-help = Seats kept for a person wait for someone to sit; share the table's link with them. Whoever sits can start at once, and bots (greedy) take the seats still open. To play house rules, use “Play these rules” in the workshop.
web-tables-here = Tables on this server
web-tables-none = None yet.
web-tables-status-waiting = waiting for players
web-tables-status-playing = playing
web-tables-status-over = over
web-tables-open-seats = { $count ->
        [one] { $count } open seat
       *[other] { $count } open seats
    }

## A table

web-table-title = Table: { $variant }
web-table-connecting = connecting…
web-table-share = Share this table:
web-table-copy = Copy link
web-table-seats = Seats
web-table-lobby = Take an open seat. The game starts when every open seat is taken, or when a seated player starts it: bots take the seats still open.
web-table-name = Your name
web-table-name-placeholder = optional
web-table-start = Start now
web-table-hand-label = Your cards
web-table-scores = Scores
web-table-last-trick = Last trick
web-table-last-hand = Last hand
web-table-over = Game over
web-table-record = Download the game record
web-table-record-help = One line of the format { $format }: { $command } checks every outcome again.
web-table-house-file = Download the house rules
web-table-log = What happened

## A table: how seats are called

web-seat = Seat { $seat }
web-seat-bot = Seat { $seat } ({ $bot })

## A table: the engine's actions, phases, and the notes of the log

web-action-pass =
    .button = Pass
    .log = passes
web-action-bid =
    .button = Bid { $value }
    .log = bids { $value }
web-action-play =
    .button = Play { $value }
    .log = plays { $value }
web-action-trump =
    .button = { $value } trump
    .log = names { $value } trump
web-action-stand =
    .button = Stand (keep this trump)
    .log = stands
web-action-beg =
    .button = Beg
    .log = begs
web-action-give =
    .button = Give a point
    .log = gives a point
web-action-run =
    .button = Run the cards
    .log = runs the cards
web-action-discard =
    .button = Discard { $value }
    .log = discards { $value }
web-action-done =
    .button = Done discarding
    .log = is done discarding
web-action-pitch =
    .button = Pitch at once
    .log = pitches at once
web-action-sell =
    .button = Sell the pitch
    .log = offers the pitch for sale
web-action-accept =
    .button = Accept the bid (sell)
    .log = sells the pitch
web-action-refuse =
    .button = Refuse (keep the pitch)
    .log = refuses and keeps the pitch
web-action-call =
    .button = Call { $value }
    .log = calls { $value }
# An action of a kind without words here: $kind is the engine's own name for it.
web-action-fallback =
    .button = { $kind } { $value }
    .log = { $kind } { $value }
# What the others see in place of a card they may not see.
web-hidden-card = a card

web-phase-deal = Dealing
web-phase-begging = Begging
web-phase-sale = The sale
web-phase-auction = Bidding
web-phase-trump = Naming trump
web-phase-exchange = Exchange
web-phase-call = Calling a partner
web-phase-play = Play
web-phase-over = Game over

web-note-deal = { $dealer } deals hand { $hand }.
web-note-trick = { $winner } takes the trick.
web-note-folds = { $seat } folds: no trump left.
web-note-widow = { $seat } takes the widow ({ $count } { $count ->
        [one] card
       *[other] cards
    }) before naming trump.
web-note-thrown-in = The deal is thrown in.
web-note-hand-over = Hand { $hand } is over.
web-note-game-over = The game is over: { $winner } won.
web-note-cut-off = The game was cut off after { $hands } hands.
web-note-stopped = The game stopped: { $reason }.
# Why a game stopped when a bot failed: a seat (its name) and its bot.
web-bot-failed = the bot at { $seat } could not choose a move (the server's log says why)

## A table: the game as a seat sees it

web-game-hand = Hand { $hand }
web-game-dealer = { $dealer } dealt
web-game-trump = trump { $suit }
web-game-no-trump = trump not set yet
web-game-high-bid = high bid { $bid } by { $you ->
        [yes] you
       *[no] { $bidder }
    }
web-game-pitches = { $you ->
        [yes] you pitch
       *[no] { $bidder } pitches
    }
web-game-called = { $you ->
        [yes] you called
       *[no] { $bidder } called
    } { $card }
web-game-partners = your partner: { $partners }
web-game-turned-up = turned up { $cards }
web-game-shown-discards = discarded face up { $cards }
web-game-stock = stock { $count }
web-game-stock-top = stock { $count } (top { $card })
web-game-cards = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
web-game-tricks = { $count ->
        [one] { $count } trick
       *[other] { $count } tricks
    }
web-game-folded = folded
web-game-status-stopped = The game stopped before its end: { $reason }.
web-game-status-cut-off = The game was cut off.
web-game-status-won = { $you ->
        [yes] You won the game.
       *[no] { $winners } won the game.
    }
web-game-your-turn-card = Your turn: choose a card.
web-game-your-turn = Your turn.
web-game-waiting = Waiting for { $seat }…
web-game-over-stopped = Stopped before anyone won. Only a game played to its end has a record.
web-game-over-cut-off = Cut off before anyone won.
web-game-over-won = { $you ->
        [yes] You won
       *[no] { $winners } won
    }, { $scores }.
web-game-score-to = { $first } to { $second }
web-hand-title = Hand { $hand }: what each point went to
web-hand-bid = { $you ->
        [yes] You bid
       *[no] { $bidder } bid
    } { $bid }
web-hand-pitched = { $you ->
        [yes] You pitched
       *[no] { $bidder } pitched
    } with no contract
web-hand-trump = trump { $suit }
web-hand-no-trump = no trump
web-hand-called = called { $card }
web-hand-nobody = nobody
web-hand-trick-points = Trick points: { $points }
web-hand-made = { $bidders } made the bid with { $won } { $won ->
        [one] point
       *[other] points
    }.
web-hand-set-back = Set back: { $bidders } won { $won } { $won ->
        [one] point
       *[other] points
    } for a bid of { $bid }.
web-hand-scores = Scores: { $scores }

## A table: the page's own labels

web-script-you = You
web-script-you-after = (you)
web-script-away = (away)
web-script-open = open
web-script-sit = Sit here
web-script-bot = bot ({ $bot })
web-script-dealer = dealer
web-script-dealer-mark = D
web-script-to-win = to win
web-script-no-trick = No trick yet.
web-script-connected = connected
web-script-reconnecting = reconnecting…
web-script-seat = Seat { $seat }
web-script-person = a person
web-script-bot-choice = bot: { $bot }
web-script-caret = line { $line }, column { $column }
web-script-not-checked = not checked: { $problem }
web-script-not-set = (not set)
web-script-playing = Playing…
web-script-fix-first = fix the problems first
web-script-not-json = the server's answer was not JSON

## Errors

web-error-too-many-tables = { $count } tables are open and in use; try again later
web-error-too-large = the request is too large (the limit is { $limit } bytes)
web-error-length = the request's Content-Length is not a whole number of bytes
web-error-cut-off = the request was cut off before its end
web-error-not-json = the request is not JSON
web-error-not-object = the request is not a JSON object
web-error-not-unicode = the request holds text that is not valid Unicode (a lone surrogate)
web-error-text = '{ $name }' must be text
web-error-number = '{ $name }' must be a whole number from { $low } to { $high }
web-error-bot = 'bot' must be one of { $bots }
web-error-fix-first = fix the file first: { $problem }
web-error-busy = another simulation is running; try again when it has finished
web-error-games-stopped = the games stopped: { $reason }
web-error-seats = 'seats' must list each seat: '{ $open }' for a person, or a bot ({ $bots })
web-error-variant = 'variant' must be a built-in variant id (or give a house file as 'text')
web-error-message-text = send messages as JSON text
web-error-message-long = the message is too long (the limit is { $limit } characters)
web-error-message-json = the message is not JSON
web-error-message-object = the message is not a JSON object
web-error-message-unicode = the message holds text that is not valid Unicode (a lone surrogate)
web-error-message-type = unknown message type; use one of { $types }
web-error-token = 'token' must be the text given when you sat down
web-error-seat-unknown = that seat is not known at this table
web-error-seated = you already sit in seat { $seat }
web-error-sit = 'seat' must be a seat number and 'name' text
web-error-sit-to-start = take a seat to start the game
web-error-sit-to-play = take a seat to play
web-error-kind = 'kind' must be the kind of a legal move
web-error-value = 'value' must be the value of a legal move
web-error-moves = 'moves' must be the move count the table showed
web-error-players = { $variant } is for { $min } to { $max } players
web-error-seat-kind = a seat is '{ $open }' or a bot ({ $bots })
web-error-no-seat = there is no seat { $seat }
web-error-seat-closed = seat { $seat } is not open
web-error-seat-taken = seat { $seat } is taken
web-error-started = the game has started
web-error-not-started = the game has not started
web-error-over = the game is over
web-error-moved-on = the table has moved on since; look again
web-error-not-your-turn = it is not your turn: { $seat } is to move
web-error-not-legal = '{ $move }' is not a legal move now
web-error-record-stopped = the game stopped before its end ({ $reason }); only a game played to its end has a record
web-error-record-not-over = the game is not over yet
web-error-no-option = the form has no option '{ $path }'
web-error-in-editor = '{ $path }' is edited in the file, not the form
web-error-whole-number = { $path } takes a whole number
web-error-whole-number-not = { $path } takes a whole number, not '{ $value }'
web-error-yes-no = { $path } is yes or no
web-error-takes-text = { $path } takes text
web-error-whole-numbers = { $path } takes whole numbers separated by commas
web-error-not-an-option = not an option of the form
web-error-form-cannot-read = the form cannot read the file here ({ $problem }); make this change in the editor
web-error-too-large-file = the file would be too large
web-error-cannot-write = the form cannot write this value: { $problem }
web-error-would-change = the form would change this value in writing the file; make this change in the editor
web-error-example-stopped = the rules document's example hand stopped: { $reason }
web-error-unknown-bot = unknown bot '{ $bot }'; choose from { $bots }
web-error-games = games: 1 to { $most }
