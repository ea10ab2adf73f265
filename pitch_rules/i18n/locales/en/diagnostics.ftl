# The problems `pitch-rules validate` and the language server report in a variant file.
# Code names each by a dotted key (schema.unknown_key is schema-unknown_key), which
# `validate --json` gives as the problem's code. What the person wrote (keys, values,
# names, paths, card texts) is filled in as written, already quoted where it is quoted.
# A number is filled in with its digits alone, as the person wrote it.

## What a value is (a value of a file, or a kind of YAML node)

kind-integer = an integer
kind-number = a number
kind-string = a string
kind-boolean = a boolean
kind-list = a list
kind-mapping = a mapping
kind-null = null
kind-scalar = a scalar

## Hints that end a message ($name is quoted)

hint-did_you_mean = ; did you mean { $name }?
hint-allowed = { " " }(allowed: { $names })
hint-deck_has = { " " }(the deck has: { $words })
hint-sources = { " " }(this file's sources: { $names })
hint-no_sources = { " " }(this file's sources: none)

## Reading the file as YAML

yaml-too_large = file is too large ({ $size } bytes; the limit is 1 MiB)
yaml-not_utf8 = file is not valid UTF-8 text (byte 0x{ $byte } at offset { $offset })
yaml-character = file contains the character U+{ $code }, which YAML does not allow
yaml-disputed_break = file contains the character U+{ $code }, a line break in YAML 1.1 but not in YAML 1.2; end the line with an ordinary line break, or leave the character out
yaml-empty = file is empty; expected a mapping of variant settings
yaml-top_not_mapping = expected a mapping at the top level, found { $found }
yaml-second_document = only one YAML document is allowed per file; a second one starts here
yaml-anchor = YAML anchors and aliases are not allowed; write the value out
yaml-too_deep = nesting is too deep (more than { $limit } levels)
yaml-nested_too_deep = nesting is too deep
yaml-version = YAML version { $version } is not supported; write '%YAML 1.2' or leave the line out
yaml-tab_indent = tab character in indentation; YAML indents with spaces
yaml-tab = tab character here; YAML separates values with spaces
# $problem (and $context) are the YAML reader's own words.
yaml-invalid = invalid YAML: { $problem }
yaml-invalid_at = invalid YAML: { $problem } ({ $context } at line { $line })
yaml-tag = YAML tag { $tag } is not allowed
yaml-tag_on = YAML tag { $tag } is not allowed on { $kind ->
        [scalar] a scalar
        [list] a list
       *[mapping] a mapping
    }
yaml-duplicate_key = duplicate key { $key } (first defined at line { $line })
yaml-key_not_plain = a mapping key must be a plain value, not { $kind ->
        [list] a list
       *[mapping] a mapping
    }
yaml-merge_key = YAML merge keys ('<<') are not allowed; write the keys out
yaml-surrogate = text holds U+{ $code }, half of a surrogate pair, which is not a character
yaml-bad_scalar = { $text } is not a valid { $tag } value
yaml-integer_too_long = integer is too long ({ $length } characters)

## The schema: the keys and values a variant file may hold
# $subject is a quoted path ('auction.bids[2]') or schema-top_level.

schema-top_level = the top level
schema-unknown_key = unknown key { $key } in { $subject }{ $hint }
schema-unknown_key_top = unknown key { $key } at the top level{ $hint }
schema-missing_key = { $subject } is missing required key { $key }
schema-missing_key_top = missing required top-level key { $key }
schema-repeated_item = { $subject } lists { $item } more than once
schema-same_item_twice = { $subject } must not contain the same item twice
schema-key_in = key { $key } in { $subject }
schema-key_in_top = key { $key } in the top level
schema-type = { $subject } must be { $wanted }, not { $kind }
schema-type_shown = { $subject } must be { $wanted }, not { $kind } ({ $value })
schema-either = { $first } or { $second }
schema-one_of = { $subject } must be one of: { $options } (got { $value }){ $hint }
schema-const = { $subject } must be { $expected } (got { $value })
schema-minimum = { $subject } is { $value }, below the minimum of { $limit }
schema-maximum = { $subject } is { $value }, above the maximum of { $limit }
schema-exclusive_minimum = { $subject } is { $value }, but must be above { $limit }
schema-exclusive_maximum = { $subject } is { $value }, but must be below { $limit }
schema-multiple_of = { $subject } is { $value }, not a multiple of { $limit }
schema-pattern = { $subject } must match the pattern { $pattern } (got { $value })
schema-empty = { $subject } must not be empty
schema-too_few_characters = { $subject } has { $count } { $count ->
        [one] character
       *[other] characters
    }, fewer than the minimum of { $limit }
schema-too_many_characters = { $subject } has { $count } { $count ->
        [one] character
       *[other] characters
    }, more than the maximum of { $limit }
schema-too_few_items = { $subject } has { $count } { $count ->
        [one] item
       *[other] items
    }, fewer than the minimum of { $limit }
schema-too_many_items = { $subject } has { $count } { $count ->
        [one] item
       *[other] items
    }, more than the maximum of { $limit }
schema-too_few_keys = { $subject } has { $count } { $count ->
        [one] key
       *[other] keys
    }, fewer than the minimum of { $limit }
schema-too_many_keys = { $subject } has { $count } { $count ->
        [one] key
       *[other] keys
    }, more than the maximum of { $limit }
schema-several_forms = { $subject } matches more than one of the allowed forms
# $problem is the schema checker's own words.
schema-other = { $subject }: { $problem }

## extends: a file that changes another

extends-builtin_only = 'extends' names a file; here it can name only a built-in variant ({ $ids })
extends-needs_id = a file that extends another needs its own 'id'
extends-not_a_name = 'extends' names a built-in variant id or a file path
extends-cycle = 'extends' forms a cycle: { $loop }
extends-too_long = 'extends' chain is longer than { $limit } files
extends-nul = 'extends' holds a NUL character, which no file name or built-in id may hold
extends-not_yaml = 'extends' names a variant file, ending in .yaml or .yml: { $target }
extends-absolute = 'extends' may read files only in the folder of { $folder } and below: { $target } is an absolute path (allow its folder with --allow-path)
extends-outside = 'extends' may read files only in the folder of { $folder } and below: { $target } is outside it (allow its folder with --allow-path)
extends-no_file = 'extends' names a file that does not exist: { $target }
extends-no_builtin = 'extends' names no built-in variant '{ $target }' (built-ins: { $ids })
# $reason is the system's own words.
extends-unreadable = cannot read { $target }: { $reason }
extends-nothing_to_drop = nothing to drop: no item with id { $id } in the variant this extends

## Settings changed for one run (--set), or written in a record or a save
# $named: option (given with --set) or place (written in a record or a save).

setting-too_many = { $count } settings (at most { $limit } are accepted)
setting-form = { $named ->
        [place] the setting
       *[option] --set
    } takes path.to.key=value, got { $setting }
setting-extends = { $named ->
        [place] the setting
       *[option] --set
    } cannot change what a variant extends; write 'extends' in a house file
setting-inside_item = { $named ->
        [place] the setting
       *[option] --set
    } { $key }: give a key inside item '{ $item }', e.g. { $key }.to=...

## The rules: settings that do not fit together, or not the deck

variant-source_twice = source id '{ $id }' is used twice
variant-unknown_source = unknown source '{ $source }'{ $hint }
variant-approximation_twice = approximation id '{ $id }' is used twice
variant-not_a_rule = '{ $name }' is not a rule of { $variant }{ $hint }
variant-default_players = default player count { $default } is not between min { $min } and max { $max }
variant-min_above_max = min players { $min } is above max players { $max }
variant-deck_too_small = { $players } players with { $cards } cards each need { $need } cards, but the deck has { $deck }
variant-deck_too_small_widow = { $players } players with { $cards } cards each and a widow of { $widow } need { $need } cards, but the deck has { $deck }
variant-packets_uneven = packets of { $packet } do not divide { $cards } cards evenly
variant-partnership_needs_teams = a partnership needs 'teams' and 'team_size'
variant-team_players = { $teams } teams of { $size } need exactly { $count } players; set min, max and default to { $count }
variant-teams_only_partnership = 'teams' and 'team_size' apply only to kind: partnership
variant-not_in_ranking = '{ $word }' is not a rank, off-rank or joker of this deck{ $hint }
variant-ranked_twice = '{ $word }' is ranked twice
variant-ranking_leaves_out = the ranking leaves out { $missing }
variant-not_a_rank = '{ $rank }' is not a rank or joker of this deck{ $hint }
variant-turn_up_only = trump.{ $key } applies only to chosen_by: turn-up
variant-upcard_points_for = trump.begging.upcard_points_for needs trump.upcard_points: no turned-up card scores
variant-joker_first_chosen_by = a joker led first names trump only with chosen_by: first-lead, not { $chosen_by }
variant-joker_first_no_jokers = the deck has no jokers to lead first (deck.jokers)
variant-joker_first_suit = '{ $suit }' is not a suit of this deck ({ $suits })
variant-bids_unsorted = bids must be listed from lowest to highest
variant-bid_above_points = bid { $bid } is more than the { $points } points a hand can award
variant-not_a_bid = { $key } { $value } is not one of the bids { $bids }
variant-steal_not_a_bid = the dealer cannot steal { $bid }: it is not a bid
variant-steal_closes = the dealer cannot steal { $bid }: a bid of { $bid } closes the auction before the dealer speaks
variant-all_pass_needs = all_pass: { $all_pass } needs auction.{ $needs }
variant-pitch_bid_not_a_bid = pitch_bid { $bid } is not one of the bids { $bids }
variant-sell_out_partnership = a sell-out needs every player on their own side: a partner would buy the pitch from their own side
variant-dealer_cannot_pitch = the dealer cannot pitch: with play.first_leader: eldest the player left of the dealer leads and names trump
variant-redeal_without_misdeal = deal.misdeal_redeal applies only with deal.misdeal_if
variant-always_misdeal = misdeal_if: true makes every deal a misdeal: no hand could be played
variant-opponent_teams = opponent() needs exactly two sides, but this variant allows { $teams } teams
variant-opponent_players = opponent() needs exactly two sides, but this variant allows { $min } to { $max } players
variant-joker_spells_card = '{ $id }' spells a standard card; name the joker otherwise (e.g. JK, BJ)
variant-joker_twice = joker id '{ $id }' is used twice
variant-first_lead_trump = first_lead: trump needs trump chosen before the lead (trump.chosen_by)
variant-trumps_only_trump = legal: trumps-only needs trump chosen before the lead (trump.chosen_by)
variant-trumps_only_draw = legal: trumps-only cannot go with drawing after tricks (stock.draw_after_trick): a player who folded could draw a trump
variant-no_auction_leader = without an auction there is no bidder: the first leader is eldest
variant-no_auction_trump = without an auction nobody can choose trump by { $chosen_by }
variant-no_auction_rest = without an auction there is no bidder to take the rest
variant-hand_teams_solo = for_the_hand: { $value } needs kind: solo (partnerships already play as teams)
variant-hand_teams_auction = for_the_hand: { $value } needs an auction: the teams form round the bidder
variant-hand_teams_players = for_the_hand: { $value } needs at least 3 players (players.min is { $min })
variant-hand_teams_score = with sides.for_the_hand, a team of one hand has no running score: the contract cannot read '{ $name }'
variant-min_discard_refill = min_discard applies only with refill: true (every player discarding)
variant-min_discard_dealt = min_discard { $min } is more than the { $cards } cards dealt
variant-discard_down_refill = discard_down applies only without refill (with refill every player is dealt back up)
variant-all_non_trumps_refill = discard: all-non-trumps needs refill: true (every player discarding)
variant-bidder_left_auction = order: bidder-left needs an auction: without one there is no bidder
variant-exchange_before_trump = { $key }: { $value } needs trump chosen before the exchange, not by the first lead (trump.chosen_by)
variant-kept_trump_unranked = '{ $word }' is not a trump of the ranking (trump.ranking){ $hint }
variant-kept_trumps_first_lead = kept_trumps needs trump chosen before the exchange, not by the first lead (trump.chosen_by)
variant-kept_trumps_no_discard = kept_trumps changes nothing here: nobody discards in this exchange (nobody is dealt back up, nobody takes the rest, and the { $dealt } cards dealt are no more than keep, { $keep })
variant-before_trump_rest_to = rest_taken: before-trump needs rest_to: bidder (the bidder takes the widow), not { $rest_to }
variant-before_trump_widow = rest_taken: before-trump needs a widow (deal.widow): without one the rest is the whole stock
variant-before_trump_chosen_by = rest_taken: before-trump needs trump named by the bidder (trump.chosen_by: bidder-names), not { $chosen_by }
variant-before_trump_refill = rest_taken: before-trump cannot go with refill: the widow is in the bidder's hand, and nobody can be dealt back up
variant-refill_keep = with refill, keep { $keep } is more than the { $dealt } cards dealt: the first players dealt back up could leave too few cards in the stock for the others (keep at most { $dealt })
variant-keep_above_dealt = the player taking the rest (rest_to: { $rest_to }) plays with keep { $keep } cards and the others with the { $dealt } dealt: every hand must start play with as many cards (keep at most { $dealt })
variant-keep_not_dealt = the player taking the rest (rest_to: { $rest_to }) plays with keep { $keep } cards and the others with the { $dealt } dealt: every hand must start play with as many cards (discard_down: true has the others discard down to keep too)
variant-keep_after_run = the player taking the rest (rest_to: { $rest_to }) plays with keep { $keep } cards, and the others with more once the cards are run (trump.begging): every hand must start play with as many cards (discard_down: true has the others discard down to keep too)
variant-stock_uneven = with { $players } players the stock of { $left } cards does not share out evenly after tricks
variant-point_twice = scoring point id '{ $id }' is used twice

## The scoring language (expressions in the file)

# How the messages name a value of each type.
expression-type_number = a number
expression-type_bool = a true/false
expression-type_card = a card
expression-type_cards = a set of cards
expression-type_side = a side
expression-type_suit = a suit
expression-type_rank = a rank
expression-type_card_name = a card name
expression-type_tally = a number per side
expression-type_none = none
expression-type_text = a quoted text
# What the parser expected next.
expression-token_name = a name
expression-token_number = a number
expression-token_text = quoted text
expression-token_end = end of expression
expression-one_of = one of: { $words }
expression-digits = a number of { $digits } digits
expression-wrong_type = expression gives { $actual }, but this rule needs { $expected }
expression-too_long = expression is too long ({ $length } characters; the limit is { $limit })
expression-empty = expression is empty
expression-unexpected = unexpected { $found }; expected { $expected }
expression-unexpected_end = unexpected end of expression; expected { $expected }
expression-unexpected_character = unexpected character { $character }
expression-too_deep = expression is nested too deeply (the limit is { $limit } levels)
expression-number_too_large = { $number } is too large: a number may be at most { $limit }
expression-always_beyond = this always gives { $number }, beyond the limit of { $limit } either side of zero
expression-quoted_text = quoted text may only name a rank, suit or card in a call such as dealt('J', trump)
expression-call_function = '{ $name }' is a function; call it as { $signature }
expression-not_in_rule = '{ $name }' cannot be used in this rule
expression-unknown_name = unknown name '{ $name }'{ $hint }
expression-not_a_function = '{ $name }' is a value, not a function
expression-arguments = { $name }() takes { $count ->
        [one] 1 argument
       *[other] { $count } arguments
    }, got { $given }: { $signature }
expression-argument_type = { $function }() needs { $expected } for '{ $param }', got { $actual }
expression-not_in_deck = '{ $text }' is not a { $kind ->
        [rank] rank
        [suit] suit
       *[card] card name
    } of this deck{ $hint }
expression-operand = '{ $symbol }' needs { $expected }, got { $actual }
expression-compare = cannot compare { $left } with { $right }
expression-branches = 'then' gives { $then } but 'else' gives { $otherwise }

## A number beyond the limit while a game is played (a contract rule's number, or a score it makes)

# $what: number_limit-rule, number_limit-adding or number_limit-score; $number: its digits, or expression-digits.
number_limit-gave = { $what } gave { $number }, beyond the limit of { $limit } either side of zero
# $rule: the contract's rule as the file names it (bidder, others).
number_limit-rule = the contract's { $rule } rule
number_limit-adding = adding the contract's { $rule } rule to side { $side }'s score
# Points scored at once during a hand (a turned-up Jack, a sale...).
number_limit-score = side { $side }'s score
# $problem: number_limit-gave.
number_limit-in_hand = hand { $hand }: { $problem }

## The language server (problems shown as a file is edited)

editor-too_large = file is too large to check as you type ({ $size } bytes; the limit is { $limit } KiB); pitch-rules validate checks it
editor-nul_name = the file's name holds a NUL character, which no file name may hold

## The YAML reader's own problems (the words of PyYAML, the reader), in invalid YAML: ...
# $expected, $found and $character are what it expected or found: a character as written, or
# the words below.

yaml-no_colon = could not find expected ':'
yaml-mapping_values = mapping values are not allowed here
yaml-sequence_entries = sequence entries are not allowed here
yaml-mapping_keys = mapping keys are not allowed here
yaml-unexpected_end = found unexpected end of the file
yaml-document_separator = found unexpected document separator
yaml-unclosed = invalid indentation or unclosed '[' or '{ "{" }'
yaml-expected = expected { $expected }, but found { $found }
yaml-expected_got = expected { $expected }, but got { $found }
yaml-cannot_start = found character { $character } that cannot start any token
yaml-unknown_escape = found unknown escape character { $character }
yaml-phrase_comment_or_break = a comment or a line break
yaml-phrase_block_indicators = chomping or indentation indicators
yaml-phrase_alphanumeric = alphabetic or numeric character
yaml-phrase_node_content = the node content
yaml-phrase_indentation_indicator = indentation indicator in the range 1-9
yaml-duplicate_directive = found a second %YAML directive
yaml-duplicate_tag_handle = the tag handle { $handle } is defined twice
yaml-undefined_tag_handle = the tag handle { $handle } is not defined
yaml-phrase_digit = a digit
yaml-phrase_digit_or = a digit or { $symbol }
yaml-phrase_hex_escape = an escape sequence of { $count } hexadecimal digits
yaml-phrase_uri_escape = a URI escape sequence of { $count } hexadecimal digits
yaml-phrase_uri = a URI
yaml-token_file_start = the start of the file
yaml-token_file_end = the end of the file
yaml-token_block_end = the end of an indented block
yaml-token_mapping_start = the start of a mapping
yaml-token_list_start = the start of a list
yaml-token_directive = a directive
yaml-token_value = a value
yaml-token_alias = an alias
yaml-token_anchor = an anchor
yaml-token_tag = a tag
yaml-token_key = a mapping key
# What the reader was reading when it found the problem ($context).
yaml-context_block_collection = while parsing a block collection
yaml-context_block_mapping = while parsing a block mapping
yaml-context_block_node = while parsing a block node
yaml-context_flow_mapping = while parsing a flow mapping
yaml-context_flow_node = while parsing a flow node
yaml-context_flow_sequence = while parsing a flow sequence
yaml-context_node = while parsing a node
yaml-context_parsing_tag = while parsing a tag
yaml-context_block_scalar = while scanning a block scalar
yaml-context_directive = while scanning a directive
yaml-context_quoted_scalar = while scanning a quoted scalar
yaml-context_double_quoted_scalar = while scanning a double-quoted scalar
yaml-context_simple_key = while scanning a simple key
yaml-context_alias = while scanning an alias
yaml-context_anchor = while scanning an anchor
yaml-context_tag = while scanning a tag
yaml-context_next_token = while scanning for the next token
