# Проблемите што ги пријавуваат `pitch-rules validate` и јазичниот сервер во датотека на варијанта.
# Кодот го именува секој со клуч со точки (schema.unknown_key е schema-unknown_key), што
# `validate --json` го дава како код на проблемот. Напишаното од луѓето (клучеви, вредности,
# имиња, патеки, карти) се пополнува како што е напишано, веќе во наводници каде што треба.
# Бројот се пишува само со цифри.

## Што е вредноста (вредност од датотеката или вид YAML-јазол)

kind-integer = цел број
kind-number = број
kind-string = низа
kind-boolean = логичка вредност
kind-list = листа
kind-mapping = речник
kind-null = null
kind-scalar = скалар

## Совети на крајот од пораката ($name е во наводници)

hint-did_you_mean = ; дали мислевте на { $name }?
hint-allowed = { " " }(дозволени: { $names })
hint-deck_has = { " " }(шпилот ги има: { $words })
hint-sources = { " " }(изворите на оваа датотека: { $names })
hint-no_sources = { " " }(оваа датотека нема извори)

## Читање на датотеката како YAML

yaml-too_large = датотеката е преголема ({ $size } бајти; границата е 1 MiB)
yaml-not_utf8 = датотеката не е исправен UTF-8 текст (бајт 0x{ $byte } на позиција { $offset })
yaml-character = датотеката го содржи знакот U+{ $code }, кој YAML не го дозволува
yaml-disputed_break = датотеката го содржи знакот U+{ $code }, кој е крај на ред во YAML 1.1, но не и во YAML 1.2; завршете го редот со обичен крај на ред или отстранете го знакот
yaml-empty = датотеката е празна; се очекува речник со поставките на варијантата
yaml-top_not_mapping = на највисокото ниво се очекува речник, а има { $found }
yaml-second_document = во датотека е дозволен само еден YAML-документ; тука започнува втор
yaml-anchor = YAML-сидрата и алијасите не се дозволени; напишете ја вредноста целосно
yaml-too_deep = вгнездувањето е премногу длабоко (повеќе од { $limit } { $limit ->
        [one] ниво
       *[other] нивоа
    })
yaml-nested_too_deep = вгнездувањето е премногу длабоко
yaml-version = верзијата { $version } на YAML не е поддржана; напишете '%YAML 1.2' или отстранете го редот
yaml-tab_indent = знак за табулатор во вовлекувањето; YAML вовлекува со празни места
yaml-tab = тука има знак за табулатор; YAML ги одделува вредностите со празни места
# $problem (и $context) се зборовите на самиот читач на YAML.
yaml-invalid = неисправен YAML: { $problem }
yaml-invalid_at = неисправен YAML: { $problem } ({ $context }, ред { $line })
yaml-tag = YAML-ознаката { $tag } не е дозволена
yaml-tag_on = YAML-ознаката { $tag } не е дозволена на { $kind ->
        [scalar] скалар
        [list] листа
       *[mapping] речник
    }
yaml-duplicate_key = клучот { $key } се повторува (првпат е дефиниран во ред { $line })
yaml-key_not_plain = клуч на речник мора да биде обична вредност, а не { $kind ->
        [list] листа
       *[mapping] речник
    }
yaml-merge_key = YAML-клучевите за спојување ('<<') не се дозволени; напишете ги клучевите целосно
yaml-surrogate = текстот содржи U+{ $code }, половина од сурогатен пар, што не е знак
yaml-bad_scalar = { $text } не е исправна вредност { $tag }
yaml-integer_too_long = целиот број е предолг ({ $length } знаци)

## Шемата: клучевите и вредностите што може да ги има датотека на варијанта
# $subject е патека во наводници ('auction.bids[2]') или schema-top_level.

schema-top_level = највисокото ниво
schema-unknown_key = непознат клуч { $key } во { $subject }{ $hint }
schema-unknown_key_top = непознат клуч { $key } на највисокото ниво{ $hint }
schema-missing_key = во { $subject } недостасува задолжителниот клуч { $key }
schema-missing_key_top = на највисокото ниво недостасува задолжителниот клуч { $key }
schema-repeated_item = во { $subject } { $item } е наведено повеќе од еднаш
schema-same_item_twice = { $subject } не смее да го содржи истиот елемент двапати
schema-key_in = клучот { $key } во { $subject }
schema-key_in_top = клучот { $key } на највисокото ниво
schema-type = { $subject } мора да биде { $wanted }, а не { $kind }
schema-type_shown = { $subject } мора да биде { $wanted }, а не { $kind } ({ $value })
schema-either = { $first } или { $second }
schema-one_of = { $subject } мора да биде едно од: { $options } (дадено е { $value }){ $hint }
schema-const = { $subject } мора да биде { $expected } (дадено е { $value })
schema-minimum = { $subject } е { $value }, под дозволениот минимум { $limit }
schema-maximum = { $subject } е { $value }, над дозволениот максимум { $limit }
schema-exclusive_minimum = { $subject } е { $value }, а мора да биде поголемо од { $limit }
schema-exclusive_maximum = { $subject } е { $value }, а мора да биде помало од { $limit }
schema-multiple_of = { $subject } е { $value }, што не е деливо со { $limit }
schema-pattern = { $subject } мора да одговара на шаблонот { $pattern } (дадено е { $value })
schema-empty = { $subject } не смее да биде празно
schema-too_few_characters = { $subject } има { $count } { $count ->
        [one] знак
       *[other] знаци
    }, помалку од дозволениот минимум { $limit }
schema-too_many_characters = { $subject } има { $count } { $count ->
        [one] знак
       *[other] знаци
    }, повеќе од дозволениот максимум { $limit }
schema-too_few_items = { $subject } има { $count } { $count ->
        [one] елемент
       *[other] елементи
    }, помалку од дозволениот минимум { $limit }
schema-too_many_items = { $subject } има { $count } { $count ->
        [one] елемент
       *[other] елементи
    }, повеќе од дозволениот максимум { $limit }
schema-too_few_keys = { $subject } има { $count } { $count ->
        [one] клуч
       *[other] клучеви
    }, помалку од дозволениот минимум { $limit }
schema-too_many_keys = { $subject } има { $count } { $count ->
        [one] клуч
       *[other] клучеви
    }, повеќе од дозволениот максимум { $limit }
schema-several_forms = { $subject } одговара на повеќе од една од дозволените форми
# $problem се зборовите на самата проверка на шемата.
schema-other = { $subject }: { $problem }

## extends: датотека што менува друга

extends-builtin_only = 'extends' именува датотека; тука може да именува само вградена варијанта ({ $ids })
extends-needs_id = датотеката што проширува друга треба свој 'id'
extends-not_a_name = 'extends' именува идентификатор на вградена варијанта или патека до датотека
extends-cycle = 'extends' прави круг: { $loop }
extends-too_long = синџирот 'extends' е подолг од { $limit } { $limit ->
        [one] датотека
       *[other] датотеки
    }
extends-nul = 'extends' содржи знак NUL, кој не може да го има ниту име на датотека ниту идентификатор на вградена варијанта
extends-not_yaml = 'extends' треба да именува датотека на варијанта што завршува на .yaml или .yml: { $target }
extends-absolute = 'extends' може да чита датотеки само во папката { $folder } и подлабоко: { $target } е апсолутна патека (дозволете ја нејзината папка со --allow-path)
extends-outside = 'extends' може да чита датотеки само во папката { $folder } и подлабоко: { $target } е надвор од неа (дозволете ја нејзината папка со --allow-path)
extends-no_file = 'extends' именува датотека што не постои: { $target }
extends-no_builtin = 'extends' именува вградена варијанта '{ $target }' што не постои (вградени: { $ids })
# $reason се зборовите на самиот систем.
extends-unreadable = { $target } не може да се прочита: { $reason }
extends-nothing_to_drop = нема што да се отстрани: во варијантата што оваа датотека ја проширува нема елемент со id { $id }

## Поставки сменети за едно извршување (--set) или запишани во запис или во зачувана игра
# $named: option (дадено со --set) или place (запишано во запис или во зачувана игра).

setting-too_many = { $count } { $count ->
        [one] поставка
       *[other] поставки
    } (се прифаќаат најмногу { $limit })
setting-form = { $named ->
        [place] поставката
       *[option] --set
    } треба да е во обликот path.to.key=value, а дадено е { $setting }
setting-extends = { $named ->
        [place] поставката
       *[option] --set
    } не може да смени што проширува варијантата; напишете 'extends' во датотека со домашни правила
setting-inside_item = { $named ->
        [place] поставката
       *[option] --set
    } { $key }: дајте клуч во елементот '{ $item }', на пример { $key }.to=...

## Правилата: поставки што не се слагаат меѓу себе или со шпилот

variant-source_twice = id на изворот '{ $id }' е употребен двапати
variant-unknown_source = непознат извор '{ $source }'{ $hint }
variant-approximation_twice = id на приближувањето '{ $id }' е употребен двапати
variant-not_a_rule = '{ $name }' не е правило на { $variant }{ $hint }
variant-default_players = вообичаениот број играчи { $default } не е меѓу min { $min } и max { $max }
variant-min_above_max = најмалиот број играчи { $min } е поголем од најголемиот { $max }
variant-deck_too_small = за { $players } играчи со по { $cards } { $cards ->
        [one] карта
       *[other] карти
    } се потребни { $need } карти, а шпилот има { $deck }
variant-deck_too_small_widow = за { $players } играчи со по { $cards } { $cards ->
        [one] карта
       *[other] карти
    } и талон од { $widow } се потребни { $need } карти, а шпилот има { $deck }
variant-packets_uneven = { $cards } карти не може рамномерно да се поделат по { $packet } одеднаш
variant-partnership_needs_teams = играта во парови има потреба од 'teams' и 'team_size'
variant-team_players = { $teams } { $teams ->
        [one] тим
       *[other] тима
    } по { $size } бараат точно { $count } играчи; поставете ги min, max и default на { $count }
variant-teams_only_partnership = 'teams' и 'team_size' важат само за kind: partnership
variant-not_in_ranking = '{ $word }' не е вредност, off-вредност или џокер од овој шпил{ $hint }
variant-ranked_twice = '{ $word }' е двапати во редоследот
variant-ranking_leaves_out = во редоследот недостасуваат { $missing }
variant-not_a_rank = '{ $rank }' не е вредност или џокер од овој шпил{ $hint }
variant-turn_up_only = trump.{ $key } важи само за chosen_by: turn-up
variant-upcard_points_for = trump.begging.upcard_points_for бара trump.upcard_points: ниедна отворена карта не носи поени
variant-joker_first_chosen_by = џокерот што се игра прв го одредува адутот само со chosen_by: first-lead, а не со { $chosen_by }
variant-joker_first_no_jokers = шпилот нема џокери за прво отворање (deck.jokers)
variant-joker_first_suit = '{ $suit }' не е боја од овој шпил ({ $suits })
variant-bids_unsorted = понудите треба да се наведат од најниската до највисоката
variant-bid_above_points = понудата { $bid } е поголема од { $points } { $points ->
        [one] поен
       *[other] поени
    } што може да ги донесе едно делење
variant-not_a_bid = { $key } { $value } не е меѓу понудите { $bids }
variant-steal_not_a_bid = делителот не може да украде { $bid }: тоа не е понуда
variant-steal_closes = делителот не може да украде { $bid }: понудата { $bid } ја завршува лицитацијата пред да дојде ред на делителот
variant-all_pass_needs = all_pass: { $all_pass } бара auction.{ $needs }
variant-pitch_bid_not_a_bid = pitch_bid { $bid } не е меѓу понудите { $bids }
variant-sell_out_partnership = продажбата на правото на отворање бара секој играч да игра сам за себе: партнерот би го купувал правото од својата страна
variant-dealer_cannot_pitch = делителот не може да отвори: со play.first_leader: eldest отвора и го одредува адутот играчот лево од делителот
variant-redeal_without_misdeal = deal.misdeal_redeal важи само заедно со deal.misdeal_if
variant-always_misdeal = misdeal_if: true го прави секое делење погрешно: ниедно делење не би можело да се одигра
variant-opponent_teams = opponent() бара точно две страни, а оваа варијанта дозволува { $teams } { $teams ->
        [one] тим
       *[other] тима
    }
variant-opponent_players = opponent() бара точно две страни, а оваа варијанта дозволува од { $min } до { $max } играчи
variant-joker_spells_card = '{ $id }' се пишува како обична карта; именувајте го џокерот поинаку (на пример JK, BJ)
variant-joker_twice = id на џокерот '{ $id }' е употребен двапати
variant-first_lead_trump = first_lead: trump бара адутот да се одреди пред првото отворање (trump.chosen_by)
variant-trumps_only_trump = legal: trumps-only бара адутот да се одреди пред првото отворање (trump.chosen_by)
variant-trumps_only_draw = legal: trumps-only не може да оди со влечење по штиховите (stock.draw_after_trick): играч што се откажал би можел да извлече адут
variant-no_auction_leader = без лицитација нема лицитант: прв отвора првиот играч (eldest)
variant-no_auction_trump = без лицитација никој не може да го одреди адутот со { $chosen_by }
variant-no_auction_rest = без лицитација нема лицитант што би го зел остатокот од купчето
variant-hand_teams_solo = for_the_hand: { $value } бара kind: solo (во игра во парови тимовите веќе постојат)
variant-hand_teams_auction = for_the_hand: { $value } бара лицитација: тимовите се формираат околу лицитантот
variant-hand_teams_players = for_the_hand: { $value } бара најмалку 3 играчи (players.min е { $min })
variant-hand_teams_score = со sides.for_the_hand тимот од едно делење нема вкупен резултат: договорот не може да го чита '{ $name }'
variant-min_discard_refill = min_discard важи само со refill: true (кога секој играч фрла)
variant-min_discard_dealt = min_discard { $min } е поголемо од бројот поделени карти ({ $cards })
variant-discard_down_refill = discard_down важи само без refill (со refill на секој играч му се дополнуваат картите)
variant-all_non_trumps_refill = discard: all-non-trumps бара refill: true (кога секој играч фрла)
variant-bidder_left_auction = order: bidder-left бара лицитација: без неа нема лицитант
variant-exchange_before_trump = { $key }: { $value } бара адутот да се одреди пред размената, а не со првото отворање (trump.chosen_by)
variant-kept_trump_unranked = '{ $word }' не е адут од редоследот (trump.ranking){ $hint }
variant-kept_trumps_first_lead = kept_trumps бара адутот да се одреди пред размената, а не со првото отворање (trump.chosen_by)
variant-kept_trumps_no_discard = kept_trumps тука не менува ништо: во оваа размена никој не фрла карти (никој не добива карти дополнително, никој не го зема остатокот, а поделени се { $dealt }, не повеќе од keep, { $keep })
variant-before_trump_rest_to = rest_taken: before-trump бара rest_to: bidder (лицитантот го зема талонот), а не { $rest_to }
variant-before_trump_widow = rest_taken: before-trump бара талон (deal.widow): без него остатокот е целото купче
variant-before_trump_chosen_by = rest_taken: before-trump бара адутот да го каже лицитантот (trump.chosen_by: bidder-names), а не { $chosen_by }
variant-before_trump_refill = rest_taken: before-trump не може да оди со refill: талонот е во раката на лицитантот и никому не може да му се дополнат картите
variant-refill_keep = со refill, keep { $keep } е поголемо од бројот поделени карти ({ $dealt }): на првите играчи на кои им се дополнуваат картите може да им остават премалку карти во купчето за другите (keep најмногу { $dealt })
variant-keep_above_dealt = играчот што го зема остатокот (rest_to: { $rest_to }) игра со keep { $keep } карти, а другите со поделените { $dealt }: секоја рака мора да почне да игра со ист број карти (keep најмногу { $dealt })
variant-keep_not_dealt = играчот што го зема остатокот (rest_to: { $rest_to }) игра со keep { $keep } карти, а другите со поделените { $dealt }: секоја рака мора да почне да игра со ист број карти (со discard_down: true и другите фрлаат до keep)
variant-keep_after_run = играчот што го зема остатокот (rest_to: { $rest_to }) игра со keep { $keep } карти, а другите со повеќе откако картите ќе се доделат (trump.begging): секоја рака мора да почне да игра со ист број карти (со discard_down: true и другите фрлаат до keep)
variant-stock_uneven = со { $players } играчи купчето од { $left } { $left ->
        [one] карта
       *[other] карти
    } не може рамномерно да се дели по штиховите
variant-point_twice = id на поенот '{ $id }' е употребен двапати

## Јазикот за бодување (изразите во датотеката)

# Како пораките именуваат вредност од секој тип.
expression-type_number = број
expression-type_bool = точно/неточно
expression-type_card = карта
expression-type_cards = множество карти
expression-type_side = страна
expression-type_suit = боја
expression-type_rank = вредност на карта
expression-type_card_name = име на карта
expression-type_tally = број за секоја страна
expression-type_none = none
expression-type_text = текст во наводници
# Што очекуваше парсерот следно.
expression-token_name = име
expression-token_number = број
expression-token_text = текст во наводници
expression-token_end = крај на изразот
expression-one_of = едно од: { $words }
expression-digits = број со { $digits } цифри
expression-wrong_type = изразот дава вредност од тип „{ $actual }“, а ова правило бара тип „{ $expected }“
expression-too_long = изразот е предолг ({ $length } знаци; границата е { $limit })
expression-empty = изразот е празен
expression-unexpected = тука не може да стои { $found }; се очекува { $expected }
expression-unexpected_end = изразот завршува неочекувано; се очекува { $expected }
expression-unexpected_character = неочекуван знак { $character }
expression-too_deep = изразот е премногу длабоко вгнезден (границата е { $limit } нивоа)
expression-number_too_large = { $number } е преголемо: бројот може да биде најмногу { $limit }
expression-always_beyond = ова секогаш дава { $number }, надвор од границата од { $limit } на двете страни од нулата
expression-quoted_text = текстот во наводници може да именува само вредност, боја или карта во повик како dealt('J', trump)
expression-call_function = '{ $name }' е функција; повикајте ја вака: { $signature }
expression-not_in_rule = '{ $name }' не може да се користи во ова правило
expression-unknown_name = непознато име '{ $name }'{ $hint }
expression-not_a_function = '{ $name }' е вредност, а не функција
expression-arguments = { $name }() прима { $count } { $count ->
        [one] аргумент
       *[other] аргументи
    }, а добива { $given }: { $signature }
expression-argument_type = { $function }() бара тип „{ $expected }“ за '{ $param }', а добива „{ $actual }“
expression-not_in_deck = '{ $text }' не е { $kind ->
        [rank] вредност на карта
        [suit] боја
       *[card] име на карта
    } од овој шпил{ $hint }
expression-operand = '{ $symbol }' бара тип „{ $expected }“, а добива „{ $actual }“
expression-compare = „{ $left }“ не може да се споредува со „{ $right }“
expression-branches = 'then' дава „{ $then }“, а 'else' дава „{ $otherwise }“

## Број надвор од границата додека се игра (бројот на правило од договорот или резултатот што го прави)

# $what: number_limit-rule, number_limit-adding или number_limit-score; $number: цифрите на бројот или expression-digits.
number_limit-gave = { $what } дава { $number }, надвор од границата од { $limit } на двете страни од нулата
# $rule: правилото на договорот, како што го именува датотеката (bidder, others).
number_limit-rule = правилото { $rule } на договорот
number_limit-adding = додавањето на правилото { $rule } на договорот кон резултатот на тимот { $side }
# Поени запишани веднаш за време на делењето (свртен дечко, продажба...).
number_limit-score = додавањето поени на тимот { $side } за време на делењето
# $problem: number_limit-gave.
number_limit-in_hand = делење { $hand }: { $problem }

## Јазичниот сервер (проблеми прикажани додека се уредува датотеката)

editor-too_large = датотеката е преголема за проверка додека пишувате ({ $size } бајти; границата е { $limit } KiB); ја проверува pitch-rules validate
editor-nul_name = името на датотеката содржи знак NUL, кој не може да го има ниедно име на датотека

## Сопствените проблеми на читачот на YAML (PyYAML), во „неисправен YAML: ...“
# $expected, $found и $character се она што го очекуваше или најде: знак како што е напишан или зборовите подолу.

yaml-no_colon = не е најдено очекуваното ':'
yaml-mapping_values = вредности на речник не се дозволени тука
yaml-sequence_entries = елементи на листа не се дозволени тука
yaml-mapping_keys = клучеви на речник не се дозволени тука
yaml-unexpected_end = неочекуван крај на датотеката
yaml-document_separator = неочекуван разделник на документи
yaml-unclosed = неисправно вовлекување или незатворена '[' или '{ "{" }'
yaml-expected = се очекува { $expected }, а најдено е { $found }
yaml-expected_got = се очекува { $expected }, а дојде { $found }
yaml-cannot_start = најден е знакот { $character }, со кој не може да започне ниеден елемент
yaml-unknown_escape = најден е непознат избегнат знак { $character }
yaml-phrase_comment_or_break = коментар или крај на ред
yaml-phrase_block_indicators = индикатор за кратење или за вовлекување
yaml-phrase_alphanumeric = буква или цифра
yaml-phrase_node_content = содржината на јазолот
yaml-phrase_indentation_indicator = индикатор за вовлекување од 1 до 9
yaml-duplicate_directive = најдена е втора директива %YAML
yaml-duplicate_tag_handle = префиксот на ознаки { $handle } е дефиниран двапати
yaml-undefined_tag_handle = префиксот на ознаки { $handle } не е дефиниран
yaml-phrase_digit = цифра
yaml-phrase_digit_or = цифра или { $symbol }
yaml-phrase_hex_escape = излезна низа од { $count } хексадецимални цифри
yaml-phrase_uri_escape = излезна низа на URI од { $count } хексадецимални цифри
yaml-phrase_uri = URI
yaml-token_file_start = почетокот на датотеката
yaml-token_file_end = крајот на датотеката
yaml-token_block_end = крајот на вовлечен блок
yaml-token_mapping_start = почетокот на речник
yaml-token_list_start = почетокот на листа
yaml-token_directive = директива
yaml-token_value = вредност
yaml-token_alias = алијас
yaml-token_anchor = сидро
yaml-token_tag = ознака
yaml-token_key = клуч на речник
# Што читаше читачот кога го најде проблемот ($context).
yaml-context_block_collection = при парсирање на блоковска колекција
yaml-context_block_mapping = при парсирање на блоковски речник
yaml-context_block_node = при парсирање на блоковски јазол
yaml-context_flow_mapping = при парсирање на речник во загради
yaml-context_flow_node = при парсирање на јазол во загради
yaml-context_flow_sequence = при парсирање на листа во загради
yaml-context_node = при парсирање на јазол
yaml-context_parsing_tag = при парсирање на ознака
yaml-context_block_scalar = при читање на блоковски скалар
yaml-context_directive = при читање на директива
yaml-context_quoted_scalar = при читање на скалар во наводници
yaml-context_double_quoted_scalar = при читање на скалар во двојни наводници
yaml-context_simple_key = при читање на едноставен клуч
yaml-context_alias = при читање на алијас
yaml-context_anchor = при читање на сидро
yaml-context_tag = при читање на ознака
yaml-context_next_token = при барање на следниот елемент
