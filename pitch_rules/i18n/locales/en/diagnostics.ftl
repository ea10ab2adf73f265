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
