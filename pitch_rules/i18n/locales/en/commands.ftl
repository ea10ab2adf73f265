# The command line's own lines: what a command says of its work, and why it cannot do it.
# Code names each by a dotted key (cli.validate_ok is cli-validate_ok).

## validate

cli-validate_ok = { $file }: ok ({ $milliseconds } ms)
cli-validate_invalid = { $invalid } of { $files ->
        [one] 1 file
       *[other] { $files } files
    } invalid

## Variants, files and settings named on the command line
# $reason is the system's own words.

cli-bad_file_name = { $name } is not a name a file can have
cli-cannot_read = cannot read { $name }: { $reason }
cli-no_variant = no variant file or built-in variant named '{ $name }'{ $hint }
cli-builtins = { " " }(built-in variants: { $ids })
cli-set_form = give path.to.key=value, e.g. game.target=11 (got { $setting })
cli-set_control = a setting may not hold a tab, line break or other control character (got { $setting })
cli-file_name = give a file name
cli-no_folder = folder of { $path } does not exist
cli-not_regular = { $path } exists and is not a regular file
cli-cannot_write = cannot write { $path }: { $reason }
cli-no_output = cannot write the output: { $reason }
# $what: document, house_file, or records (of $games games).
cli-kept_elsewhere = cannot write { $asked }: { $problem }; { $what ->
        [document] the document
        [house_file] the house-rules file
       *[records] the record of { $games ->
            [one] 1 game
           *[other] { $games } games
        }
    } was saved to { $path } instead

## Bots, seats and players

cli-unknown_bot = unknown bot '{ $name }'; choose from { $bots }
cli-bots_per_seat = give one bot for all seats or one per seat ({ $players })
cli-players_range = { $variant } is for { $min } to { $max } players

## simulate

cli-json_alone = --json prints the report alone; leave out --show and --report
cli-plot_folder = give the folder for the charts
cli-plot_needs_matplotlib = needs matplotlib: pip install 'pitch-rules[plot]'
cli-plot_unwritable = cannot write charts to { $folder }: { $reason }

## play
# $what: game (the game's save) or record (its record).

cli-resume_alone = --resume goes on with the saved game's variant and settings; give no VARIANT or --set with it
cli-give_variant = give a VARIANT to play, or --resume FILE
cli-seats = seats are 0 to { $last }
cli-unkeepable_path = { $path }: a saved game cannot name a file whose path holds a tab, a line break or another control character, or bytes that are not UTF-8; rename or move it
cli-cannot_save = cannot save to { $path }: { $reason }
cli-save_over = { $asked } already exists. Save { $what ->
        [record] this game's record
       *[game] this game
    } over it?
cli-saved_beside = { $asked } already exists; { $what ->
        [record] this game's record
       *[game] this game
    } will be saved to { $free }
cli-names_taken = { $asked } and { $stem }-2 to -999 all exist; give another file with { $option }

## play --resume: a saved game that cannot be resumed
# The code puts the save's place first (its path, and line:column where there is one), then the message.
# $reason is the system's or the rules' loader's own words; $problem the JSON reader's or the engine's,
# or one of the save-* messages after save-not_a_game; $variant, $was, $now and $name are quoted.

save-unreadable = cannot read the saved game: { $reason }
save-too_large = not a saved game (larger than { $mib } MiB)
save-not_utf8 = not a saved game (not UTF-8 text at byte { $byte })
save-bad_json = not a saved game (bad JSON: { $problem })
save-no_format = not a saved game (no "format": "{ $format }")
save-not_a_game = not a saved game: { $problem }
# $kind: text, whole_number or list.
save-missing = '{ $key }' is missing or not a { $kind ->
        [text] text
        [whole_number] whole number
       *[list] list
    }
save-players = 'players' is { $players }; a table has { $min } to { $max } players
save-seed = 'seed' is out of range
save-target = 'target' must be null or a whole number from 1 to { $max }
save-text_list = '{ $key }' must be a list of text
save-seats = { $players } players, seat { $seat }, { $bots } bots
save-variant_not_file = the game's variant { $variant } cannot be loaded: it is neither built in nor a .yaml file
save-variant_unloadable = the game's variant { $variant } cannot be loaded: { $reason }
save-variant_changed = the game was of { $was }, but { $reference } is now { $now }
save-unknown_bot = unknown bot { $name }; bots are { $bots }
save-not_legal = action { $number } ({ $action }) is not legal there
save-no_replay = the saved game does not replay: { $problem }

## JSON that no record or saved game holds (the strict reader's problems; the code puts the place first: the file, its line and column)
# $place: a field's place (hands/0/deal/2) or schema-top_level; $key and $text are quoted as written.

bad_json-invalid = not valid JSON: { $problem }
bad_json-digits = a number of { $digits } digits (at most { $limit } are accepted)
bad_json-constant = { $text } is not a JSON number
bad_json-duplicate_key = duplicate key { $key }
bad_json-too_deep = nesting is too deep (more than { $limit } levels)
bad_json-too_deep_at = nesting is too deep (more than { $limit } levels) at { $place }
# $character: the character's code point (U+0000).
bad_json-character = text at { $place } holds the character { $character }, which is not allowed
bad_json-fraction = the number at { $place } has a decimal point or an exponent: only integers are accepted
# The $problem of bad_json-invalid: the words of Python's JSON reader (its place is the line and column before).
bad_json-expecting_value = Expecting value
bad_json-expecting_name = Expecting property name enclosed in double quotes
bad_json-expecting_colon = Expecting ':' delimiter
bad_json-expecting_comma = Expecting ',' delimiter
bad_json-unterminated = Unterminated string starting at
bad_json-control_character = Invalid control character at
bad_json-escape = Invalid \escape
bad_json-unicode_escape = Invalid \uXXXX escape
bad_json-extra_data = Extra data
bad_json-trailing_comma = Illegal trailing comma

## A record file replay cannot read (the code puts the place first: the file, its line and column)
# $format: pitch-record/1; $place: a field's place (hands/0/deal/2) or schema-top_level.

bad_record-too_long = the line is too long (the limit is { $mib } MiB)
bad_record-not_utf8 = not valid UTF-8 text (byte { $byte })
# $problem: a schema-* message (naming the field by its place), bad_record-unknown_field or bad_record-not_a_card.
bad_record-not_a_record = not a { $format } record: { $problem }
bad_record-unknown_field = { $place } is not one of its fields
bad_record-not_a_card = { $place } is not a card

## replay
# $problem is the engine's own words; $divergence is replay-divergence (below).

cli-no_games = { $file }: no games in the file
cli-replayed = { $file }: { $games ->
        [one] 1 game
       *[other] { $games } games
    } replayed, every outcome matches
cli-not_builtin = { $file }:{ $line }: the record is of variant { $variant }, which is not built in; give its file with --variant FILE
cli-not_replayable = { $file }:{ $line }: game { $game } cannot be replayed: { $problem }
cli-diverges = { $file }:{ $line }: game { $game } diverges at { $divergence }{ $hint }
cli-replayed_with = { " " }(replayed with the built-in variant { $variant }; if a house file of that id wrote it, give the file with --variant FILE)

## replay: where a record and the engine disagree
# cli-diverges's $divergence: the place, then what the record and the engine have there. $recorded and $engine are
# cards, numbers or JSON as the record writes them, the engine's own words, or one of the replay-* messages below.

replay-divergence = { $place }: the record says { $recorded }, the engine says { $engine }
# $place is one of the places below.
replay-in_hand = hand { $hand }, { $place }
# A place in a deal other than the hand's own: $deal is replay-thrown_in_deal or replay-final_deal.
replay-in_deal = { $deal } { $place }
replay-thrown_in_deal = thrown-in deal { $number }
replay-final_deal = final deal

# The places
replay-variant = variant
replay-players = players
replay-hands = hands
replay-dealer = dealer
replay-stock = stock
replay-deal = deal
replay-settings = the game's settings
replay-sides = sides
replay-game_over = the game being over
replay-winner = winner
replay-misdeal = misdeal
replay-thrown = thrown in
replay-scores = scores
replay-upcards = upcards
replay-won_in_final = the game won during the final deal
replay-to_beg = seat to stand or beg
replay-to_pitch = seat to pitch or sell
replay-to_sell = seat to sell or refuse
# $action is the record's word for it (stand, beg, pitch, sell, accept, refuse...).
replay-action_by = { $action } by seat { $seat }
replay-to_bid = seat to bid
replay-bid_by = bid by seat { $seat }
replay-auction_over = auction over after the recorded bids
replay-naming_trump = naming trump
replay-to_exchange = seat to exchange
replay-discard_by = discard by seat { $seat }
replay-exchange_end = end of exchange by seat { $seat }
replay-call_by = call by seat { $seat }
replay-bidder = bidder
replay-bid = bid
replay-tricks = tricks
replay-trick_leader = trick { $number } leader
replay-trick_plays = trick { $number } plays
replay-trick_winner = trick { $number } winner
replay-trick_play_by = trick { $number } play by seat { $seat }
replay-hand_over = hand finished after the recorded tricks
replay-trump = trump
replay-hand_sides = teams of the hand
replay-thrown_in_count = number of thrown-in deals
replay-game_points = game points
# $point is the point's id as the record writes it (high, low, jack, game...).
replay-award = award { $number } ({ $point })
replay-award_count = number of awards

# What the record or the engine has there, in the replay's words
replay-players_range = { $min } to { $max } players
replay-no_hands = no hands
replay-some_hand = at least one hand
replay-seats_dealt = { $seats }, the seats dealt cards in hand 1
replay-a_seat = a seat from 0 to { $last }
replay-a_stock = a stock
replay-no_stock = this variant keeps no stock
replay-a_deal = a deal of this variant
replay-playable = a playable game
replay-cards = { $count ->
        [one] 1 card
       *[other] { $count } cards
    }
# $cards: the first cards neither dealt nor in the stock.
replay-cards_missing = { $count } cards (missing { $cards })
replay-tricks_count = { $count ->
        [one] 1 trick
       *[other] { $count } tricks
    }
replay-ended_after = the hand ended after { $count }
replay-or_more = { $count } or more
# $folded: replay-seat for each seat that folded, between commas.
replay-folded = { $seats } (only the seats holding a trump play; { $folded } folded, out of trumps)
replay-seat = seat { $seat }
# $problem: replay-not_legal_now, replay-not_an_action, or the engine's own words.
replay-illegal = illegal ({ $problem })
replay-not_an_action = { $action } is not an action of this variant
# $action: the recorded action; $legal: the actions the engine allows there, between commas, as records write them.
replay-not_legal_now = { $action } is not legal now; legal: { $legal }

## A deal that cannot be laid out (a record's deal, as replay says it)

bad_deal-order = a deal needs { $count } different cards on top of the deck
bad_deal-hands = a deal needs { $players } hands, not { $count }
bad_deal-seat_cards = seat { $seat } must be dealt { $count ->
        [one] 1 card
       *[other] { $count } cards
    }, not { $given }
bad_deal-twice = a card is dealt twice
bad_deal-seat = seat { $seat }
bad_deal-the_stock = the stock
# $holder: bad_deal-seat or bad_deal-the_stock.
bad_deal-no_list = { $holder } holds no list of cards
bad_deal-not_in_deck = { $holder } holds cards not in the deck: { $cards }

## docs and init

cli-document_written = { $file }: rules of { $variant } written
cli-init_exists = { $file } already exists; init never overwrites a file
cli-init_written = { $file }: house rules of { $variant } written; check them with: pitch-rules validate { $file }

## serve and lsp

cli-give_host = give the address to listen on, e.g. 127.0.0.1
cli-give_delay = give a number of seconds from 0 to 10
cli-serve_needs_web = serve needs the web extra ({ $module } is missing): pip install 'pitch-rules[web]'
cli-no_address = { $host } names no address ({ $reason })
cli-port_in_use = the port is in use
cli-cannot_serve = cannot serve on { $host } port { $port }: { $reason }
cli-serving = serving on http://{ $host }:{ $port }/ (Ctrl-C stops)
cli-server_failed = the web server did not start
cli-lsp_needs_pygls = the language server needs pygls: pip install 'pitch-rules[lsp]'

## How a command ends when it cannot go on

cli-interrupted = interrupted
cli-terminated = terminated
cli-internal_error = internal error ({ $error }); please report it
