# Проблемите, които `pitch-rules validate` и езиковият сървър съобщават във файл на вариант.
# Кодът назовава всеки с ключ с точки (schema.unknown_key е schema-unknown_key), който
# `validate --json` дава като код на проблема. Написаното от човека (ключове, стойности,
# имена, пътища, карти) се попълва както е написано, вече в кавички, където трябва.
# Числото се пише само с цифри.

## Какво е една стойност (стойност от файла или вид YAML възел)

kind-integer = цяло число
kind-number = число
kind-string = низ
kind-boolean = логическа стойност
kind-list = списък
kind-mapping = речник
kind-null = null
kind-scalar = скалар

## Подсказки в края на съобщението ($name е в кавички)

hint-did_you_mean = ; може би имахте предвид { $name }?
hint-allowed = { " " }(разрешени: { $names })
hint-deck_has = { " " }(тестето има: { $words })
hint-sources = { " " }(източниците на този файл: { $names })
hint-no_sources = { " " }(този файл няма източници)

## Четене на файла като YAML

yaml-too_large = файлът е твърде голям ({ $size } байта; границата е 1 MiB)
yaml-not_utf8 = файлът не е валиден текст в UTF-8 (байт 0x{ $byte } на позиция { $offset })
yaml-character = файлът съдържа знака U+{ $code }, който YAML не допуска
yaml-disputed_break = файлът съдържа знака U+{ $code }, който е край на ред в YAML 1.1, но не и в YAML 1.2; завършете реда с обикновен край на ред или махнете знака
yaml-empty = файлът е празен; очаква се речник с настройките на варианта
yaml-top_not_mapping = на най-горното ниво се очаква речник, а има { $found }
yaml-second_document = във файл е разрешен само един YAML документ; тук започва втори
yaml-anchor = котвите и псевдонимите в YAML не са разрешени; изпишете стойността изцяло
yaml-too_deep = влагането е твърде дълбоко (повече от { $limit } { $limit ->
        [one] ниво
       *[other] нива
    })
yaml-nested_too_deep = влагането е твърде дълбоко
yaml-version = версия { $version } на YAML не се поддържа; напишете '%YAML 1.2' или махнете реда
yaml-tab_indent = знак за табулация в отстъпа; YAML прави отстъпите с интервали
yaml-tab = тук има знак за табулация; YAML разделя стойностите с интервали
# $problem (и $context) са думите на самия четец на YAML.
yaml-invalid = невалиден YAML: { $problem }
yaml-invalid_at = невалиден YAML: { $problem } ({ $context }, ред { $line })
yaml-tag = YAML етикетът { $tag } не е разрешен
yaml-tag_on = YAML етикетът { $tag } не е разрешен върху { $kind ->
        [scalar] скалар
        [list] списък
       *[mapping] речник
    }
yaml-duplicate_key = повторен ключ { $key } (за първи път е зададен на ред { $line })
yaml-key_not_plain = ключът на речник трябва да е обикновена стойност, а не { $kind ->
        [list] списък
       *[mapping] речник
    }
yaml-merge_key = ключовете за сливане в YAML ('<<') не са разрешени; изпишете ключовете изцяло
yaml-surrogate = текстът съдържа U+{ $code }, половин сурогатна двойка, която не е знак
yaml-bad_scalar = { $text } не е валидна стойност { $tag }
yaml-integer_too_long = цялото число е твърде дълго ({ $length } знака)

## Схемата: ключовете и стойностите, които може да има файл на вариант
# $subject е път в кавички ('auction.bids[2]') или schema-top_level.

schema-top_level = най-горното ниво
schema-unknown_key = непознат ключ { $key } в { $subject }{ $hint }
schema-unknown_key_top = непознат ключ { $key } на най-горното ниво{ $hint }
schema-missing_key = в { $subject } липсва задължителният ключ { $key }
schema-missing_key_top = на най-горното ниво липсва задължителният ключ { $key }
schema-repeated_item = в { $subject } { $item } е посочено повече от веднъж
schema-same_item_twice = { $subject } не бива да съдържа един и същ елемент два пъти
schema-key_in = ключът { $key } в { $subject }
schema-key_in_top = ключът { $key } на най-горното ниво
schema-type = { $subject } трябва да е { $wanted }, а не { $kind }
schema-type_shown = { $subject } трябва да е { $wanted }, а не { $kind } ({ $value })
schema-either = { $first } или { $second }
schema-one_of = { $subject } трябва да е едно от: { $options } (дадено е { $value }){ $hint }
schema-const = { $subject } трябва да е { $expected } (дадено е { $value })
schema-minimum = { $subject } е { $value }, под минимума { $limit }
schema-maximum = { $subject } е { $value }, над максимума { $limit }
schema-exclusive_minimum = { $subject } е { $value }, а трябва да е над { $limit }
schema-exclusive_maximum = { $subject } е { $value }, а трябва да е под { $limit }
schema-multiple_of = { $subject } е { $value }, което не се дели на { $limit }
schema-pattern = { $subject } трябва да отговаря на шаблона { $pattern } (дадено е { $value })
schema-empty = { $subject } не бива да е празно
schema-too_few_characters = { $subject } има { $count } { $count ->
        [one] знак
       *[other] знака
    }, по-малко от минимума { $limit }
schema-too_many_characters = { $subject } има { $count } { $count ->
        [one] знак
       *[other] знака
    }, повече от максимума { $limit }
schema-too_few_items = { $subject } има { $count } { $count ->
        [one] елемент
       *[other] елемента
    }, по-малко от минимума { $limit }
schema-too_many_items = { $subject } има { $count } { $count ->
        [one] елемент
       *[other] елемента
    }, повече от максимума { $limit }
schema-too_few_keys = { $subject } има { $count } { $count ->
        [one] ключ
       *[other] ключа
    }, по-малко от минимума { $limit }
schema-too_many_keys = { $subject } има { $count } { $count ->
        [one] ключ
       *[other] ключа
    }, повече от максимума { $limit }
schema-several_forms = { $subject } отговаря на повече от една от разрешените форми
# $problem са думите на самата проверка на схемата.
schema-other = { $subject }: { $problem }

## extends: файл, който променя друг

extends-builtin_only = 'extends' назовава файл; тук може да назовава само вграден вариант ({ $ids })
extends-needs_id = файл, който разширява друг, има нужда от собствен 'id'
extends-not_a_name = 'extends' назовава идентификатор на вграден вариант или път до файл
extends-cycle = 'extends' образува кръг: { $loop }
extends-too_long = веригата 'extends' е по-дълга от { $limit } { $limit ->
        [one] файл
       *[other] файла
    }
extends-nul = 'extends' съдържа знака NUL, който не може да има нито име на файл, нито идентификатор на вграден вариант
extends-not_yaml = 'extends' трябва да назовава файл на вариант, завършващ на .yaml или .yml: { $target }
extends-absolute = 'extends' може да чете файлове само в папката { $folder } и по-надолу: { $target } е абсолютен път (разрешете папката му с --allow-path)
extends-outside = 'extends' може да чете файлове само в папката { $folder } и по-надолу: { $target } е извън нея (разрешете папката му с --allow-path)
extends-no_file = 'extends' назовава файл, който не съществува: { $target }
extends-no_builtin = 'extends' назовава вграден вариант '{ $target }', който не съществува (вградени: { $ids })
# $reason са думите на самата система.
extends-unreadable = { $target } не може да се прочете: { $reason }
extends-nothing_to_drop = няма какво да се махне: във варианта, който този файл разширява, няма елемент с id { $id }

## Настройки, сменени за едно изпълнение (--set) или записани в запис или в запазена игра
# $named: option (зададена с --set) или place (записана в запис или в запазена игра).

setting-too_many = { $count } { $count ->
        [one] настройка
       *[other] настройки
    } (приемат се най-много { $limit })
setting-form = { $named ->
        [place] настройката
       *[option] --set
    } трябва да е във вида path.to.key=value, а е дадено { $setting }
setting-extends = { $named ->
        [place] настройката
       *[option] --set
    } не може да промени какво разширява вариантът; напишете 'extends' във файл с домашни правила
setting-inside_item = { $named ->
        [place] настройката
       *[option] --set
    } { $key }: посочете ключ в елемента '{ $item }', например { $key }.to=...

## Правилата: настройки, които не си пасват една с друга или с тестето

variant-source_twice = id на източника '{ $id }' е използван два пъти
variant-unknown_source = непознат източник '{ $source }'{ $hint }
variant-approximation_twice = id на приближението '{ $id }' е използван два пъти
variant-not_a_rule = '{ $name }' не е правило на { $variant }{ $hint }
variant-default_players = обичайният брой играчи { $default } не е между min { $min } и max { $max }
variant-min_above_max = най-малкият брой играчи { $min } е по-голям от най-големия { $max }
variant-deck_too_small = за { $players } играчи с по { $cards } { $cards ->
        [one] карта
       *[other] карти
    } са нужни { $need } карти, а тестето има { $deck }
variant-deck_too_small_widow = за { $players } играчи с по { $cards } { $cards ->
        [one] карта
       *[other] карти
    } и прикуп от { $widow } са нужни { $need } карти, а тестето има { $deck }
variant-packets_uneven = { $cards } карти не могат да се раздадат поравно по { $packet } наведнъж
variant-partnership_needs_teams = играта по двойки има нужда от 'teams' и 'team_size'
variant-team_players = { $teams } { $teams ->
        [one] отбор
       *[other] отбора
    } по { $size } изискват точно { $count } играчи; задайте min, max и default на { $count }
variant-teams_only_partnership = 'teams' и 'team_size' важат само за kind: partnership
variant-not_in_ranking = '{ $word }' не е стойност, off-стойност или жокер от това тесте{ $hint }
variant-ranked_twice = '{ $word }' е два пъти в реда
variant-ranking_leaves_out = в реда липсват { $missing }
variant-not_a_rank = '{ $rank }' не е стойност или жокер от това тесте{ $hint }
variant-turn_up_only = trump.{ $key } важи само за chosen_by: turn-up
variant-upcard_points_for = trump.begging.upcard_points_for изисква trump.upcard_points: никоя обърната карта не носи точки
variant-joker_first_chosen_by = жокер, изигран пръв, определя коза само при chosen_by: first-lead, а не при { $chosen_by }
variant-joker_first_no_jokers = тестето няма жокери, с които да се излезе първо (deck.jokers)
variant-joker_first_suit = '{ $suit }' не е боя от това тесте ({ $suits })
variant-bids_unsorted = обявите трябва да са подредени от най-ниската към най-високата
variant-bid_above_points = обявата { $bid } е повече от { $points } { $points ->
        [one] точка
       *[other] точки
    }, които може да донесе едно раздаване
variant-not_a_bid = { $key } { $value } не е сред обявите { $bids }
variant-steal_not_a_bid = раздаващият не може да открадне { $bid }: това не е обява
variant-steal_closes = раздаващият не може да открадне { $bid }: обява { $bid } прекратява наддаването, преди раздаващият да е на ред
variant-all_pass_needs = all_pass: { $all_pass } изисква auction.{ $needs }
variant-pitch_bid_not_a_bid = pitch_bid { $bid } не е сред обявите { $bids }
variant-sell_out_partnership = продажбата на правото на излизане изисква всеки играч да играе сам за себе си: партньорът би купувал правото от собствената си страна
variant-dealer_cannot_pitch = раздаващият не може да излезе: при play.first_leader: eldest излиза и определя коза играчът вляво от раздаващия
variant-redeal_without_misdeal = deal.misdeal_redeal важи само заедно с deal.misdeal_if
variant-always_misdeal = misdeal_if: true прави всяко раздаване грешно: нито едно раздаване не би могло да се изиграе
variant-opponent_teams = opponent() изисква точно две страни, а този вариант допуска { $teams } { $teams ->
        [one] отбор
       *[other] отбора
    }
variant-opponent_players = opponent() изисква точно две страни, а този вариант допуска от { $min } до { $max } играчи
variant-joker_spells_card = '{ $id }' се изписва като обикновена карта; назовете жокера другояче (например JK, BJ)
variant-joker_twice = id на жокера '{ $id }' е използван два пъти
variant-first_lead_trump = first_lead: trump изисква козът да е определен преди първото излизане (trump.chosen_by)
variant-trumps_only_trump = legal: trumps-only изисква козът да е определен преди първото излизане (trump.chosen_by)
variant-trumps_only_draw = legal: trumps-only не може да върви с теглене след взятките (stock.draw_after_trick): играч, който се е отказал, би могъл да изтегли коз
variant-no_auction_leader = без наддаване няма разиграващ: пръв излиза първият играч (eldest)
variant-no_auction_trump = без наддаване никой не може да определи коза чрез { $chosen_by }
variant-no_auction_rest = без наддаване няма разиграващ, който да вземе остатъка от тестето
variant-hand_teams_solo = for_the_hand: { $value } изисква kind: solo (при игра по двойки отборите вече съществуват)
variant-hand_teams_auction = for_the_hand: { $value } изисква наддаване: отборите се образуват около разиграващия
variant-hand_teams_players = for_the_hand: { $value } изисква поне 3 играчи (players.min е { $min })
variant-hand_teams_score = при sides.for_the_hand отборът от едно раздаване няма общ резултат: договорът не може да чете '{ $name }'
variant-min_discard_refill = min_discard важи само при refill: true (когато всеки играч хвърля)
variant-min_discard_dealt = min_discard { $min } е повече от броя раздадени карти ({ $cards })
variant-discard_down_refill = discard_down важи само без refill (при refill картите на всеки играч се допълват)
variant-all_non_trumps_refill = discard: all-non-trumps изисква refill: true (когато всеки играч хвърля)
variant-bidder_left_auction = order: bidder-left изисква наддаване: без него няма разиграващ
variant-exchange_before_trump = { $key }: { $value } изисква козът да е определен преди размяната, а не с първото излизане (trump.chosen_by)
variant-kept_trump_unranked = '{ $word }' не е коз от реда (trump.ranking){ $hint }
variant-kept_trumps_first_lead = kept_trumps изисква козът да е определен преди размяната, а не с първото излизане (trump.chosen_by)
variant-kept_trumps_no_discard = kept_trumps тук не променя нищо: при тази размяна никой не хвърля карти (на никого не се раздават още карти, никой не взема остатъка, а раздадените { $dealt } карти не са повече от keep, { $keep })
variant-before_trump_rest_to = rest_taken: before-trump изисква rest_to: bidder (разиграващият взема прикупа), а не { $rest_to }
variant-before_trump_widow = rest_taken: before-trump изисква прикуп (deal.widow): без него остатъкът е цялото тесте
variant-before_trump_chosen_by = rest_taken: before-trump изисква козът да се назовава от разиграващия (trump.chosen_by: bidder-names), а не { $chosen_by }
variant-before_trump_refill = rest_taken: before-trump не може да върви с refill: прикупът е в ръката на разиграващия и на никого не могат да се допълнят картите
variant-refill_keep = при refill keep { $keep } е повече от броя раздадени карти ({ $dealt }): първите играчи, на които се допълват картите, може да оставят твърде малко карти в тестето за другите (keep най-много { $dealt })
variant-keep_above_dealt = играчът, който взема остатъка (rest_to: { $rest_to }), играе с keep { $keep } карти, а другите с раздадените { $dealt }: всяка ръка трябва да започне играта с еднакъв брой карти (keep най-много { $dealt })
variant-keep_not_dealt = играчът, който взема остатъка (rest_to: { $rest_to }), играе с keep { $keep } карти, а другите с раздадените { $dealt }: всяка ръка трябва да започне играта с еднакъв брой карти (при discard_down: true и другите хвърлят до keep)
variant-keep_after_run = играчът, който взема остатъка (rest_to: { $rest_to }), играе с keep { $keep } карти, а другите с повече, след като картите се дораздадат (trump.begging): всяка ръка трябва да започне играта с еднакъв брой карти (при discard_down: true и другите хвърлят до keep)
variant-stock_uneven = при { $players } играчи тестето за теглене от { $left } { $left ->
        [one] карта
       *[other] карти
    } не се разделя поравно след взятките
variant-point_twice = id на точката '{ $id }' е използван два пъти

## Езикът за точкуване (изразите във файла)

# Как съобщенията назовават стойност от всеки тип.
expression-type_number = число
expression-type_bool = вярно/невярно
expression-type_card = карта
expression-type_cards = множество карти
expression-type_side = страна
expression-type_suit = боя
expression-type_rank = стойност на карта
expression-type_card_name = име на карта
expression-type_tally = число за всяка страна
expression-type_none = none
expression-type_text = текст в кавички
# Какво е очаквал синтактичният анализатор нататък.
expression-token_name = име
expression-token_number = число
expression-token_text = текст в кавички
expression-token_end = края на израза
expression-one_of = едно от: { $words }
expression-digits = число с { $digits } цифри
expression-wrong_type = изразът дава стойност от тип „{ $actual }“, а това правило изисква тип „{ $expected }“
expression-too_long = изразът е твърде дълъг ({ $length } знака; границата е { $limit })
expression-empty = изразът е празен
expression-unexpected = тук не може да стои { $found }; очаква се { $expected }
expression-unexpected_end = изразът свършва неочаквано; очаква се { $expected }
expression-unexpected_character = неочакван знак { $character }
expression-too_deep = изразът е твърде дълбоко вложен (границата е { $limit } нива)
expression-number_too_large = { $number } е твърде голямо: числото може да е най-много { $limit }
expression-always_beyond = това винаги дава { $number }, отвъд границата от { $limit } от двете страни на нулата
expression-quoted_text = текст в кавички може да назовава само стойност, боя или карта в извикване като dealt('J', trump)
expression-call_function = '{ $name }' е функция; извикайте я така: { $signature }
expression-not_in_rule = '{ $name }' не може да се използва в това правило
expression-unknown_name = непознато име '{ $name }'{ $hint }
expression-not_a_function = '{ $name }' е стойност, а не функция
expression-arguments = { $name }() приема { $count } { $count ->
        [one] аргумент
       *[other] аргумента
    }, а получава { $given }: { $signature }
expression-argument_type = { $function }() изисква тип „{ $expected }“ за '{ $param }', а получава „{ $actual }“
expression-not_in_deck = '{ $text }' не е { $kind ->
        [rank] стойност на карта
        [suit] боя
       *[card] име на карта
    } от това тесте{ $hint }
expression-operand = '{ $symbol }' изисква тип „{ $expected }“, а получава „{ $actual }“
expression-compare = „{ $left }“ не може да се сравнява с „{ $right }“
expression-branches = 'then' дава „{ $then }“, а 'else' дава „{ $otherwise }“

## Число отвъд границата по време на игра (числото на правило от договора или резултатът, който то прави)

# $what: number_limit-rule, number_limit-adding или number_limit-score; $number: цифрите на числото или expression-digits.
number_limit-gave = { $what } дава { $number }, отвъд границата от { $limit } от двете страни на нулата
# $rule: правилото на договора, както го нарича файлът (bidder, others).
number_limit-rule = правилото { $rule } на договора
number_limit-adding = добавянето на правилото { $rule } на договора към резултата на отбор { $side }
# Точки, записани веднага по време на раздаването (обърнато вале, продажба...).
number_limit-score = добавянето на точки към отбор { $side } по време на раздаването
# $problem: number_limit-gave.
number_limit-in_hand = раздаване { $hand }: { $problem }

## Езиковият сървър (проблеми, показвани докато файлът се редактира)

editor-too_large = файлът е твърде голям, за да се проверява, докато пишете ({ $size } байта; границата е { $limit } KiB); проверява го pitch-rules validate
editor-nul_name = името на файла съдържа знака NUL, който не може да има никое име на файл

## Собствените проблеми на четеца на YAML (PyYAML), в „невалиден YAML: ...“
# $expected, $found и $character са онова, което е очаквал или намерил: знак както е написан или думите по-долу.

yaml-no_colon = не е намерено очакваното ':'
yaml-mapping_values = стойности на речник не са разрешени тук
yaml-sequence_entries = елементи на списък не са разрешени тук
yaml-mapping_keys = ключове на речник не са разрешени тук
yaml-unexpected_end = неочакван край на файла
yaml-document_separator = неочакван разделител на документи
yaml-unclosed = грешен отстъп или незатворена '[' или '{ "{" }'
yaml-expected = очаква се { $expected }, а е намерено { $found }
yaml-expected_got = очаква се { $expected }, а дойде { $found }
yaml-cannot_start = намерен е знакът { $character }, с който не може да започва никой елемент
yaml-unknown_escape = намерен е непознат екраниран знак { $character }
yaml-phrase_comment_or_break = коментар или край на ред
yaml-phrase_block_indicators = индикатор за отрязване или за отстъп
yaml-phrase_alphanumeric = буква или цифра
yaml-phrase_node_content = съдържанието на възела
yaml-phrase_indentation_indicator = индикатор за отстъп от 1 до 9
yaml-duplicate_directive = намерена е втора директива %YAML
yaml-duplicate_tag_handle = префиксът на етикети { $handle } е дефиниран два пъти
yaml-undefined_tag_handle = префиксът на етикети { $handle } не е дефиниран
yaml-phrase_digit = цифра
yaml-phrase_digit_or = цифра или { $symbol }
yaml-phrase_hex_escape = екранираща последователност от { $count } шестнадесетични цифри
yaml-phrase_uri_escape = екранираща последователност на URI от { $count } шестнадесетични цифри
yaml-phrase_uri = URI
yaml-token_file_start = началото на файла
yaml-token_file_end = краят на файла
yaml-token_block_end = краят на блок с отстъп
yaml-token_mapping_start = началото на речник
yaml-token_list_start = началото на списък
yaml-token_directive = директива
yaml-token_value = стойност
yaml-token_alias = псевдоним
yaml-token_anchor = котва
yaml-token_tag = етикет
yaml-token_key = ключ на речник
# Какво е четял четецът, когато е намерил проблема ($context).
yaml-context_block_collection = при разбора на блокова колекция
yaml-context_block_mapping = при разбора на блоков речник
yaml-context_block_node = при разбора на блоков възел
yaml-context_flow_mapping = при разбора на речник в скоби
yaml-context_flow_node = при разбора на възел в скоби
yaml-context_flow_sequence = при разбора на списък в скоби
yaml-context_node = при разбора на възел
yaml-context_parsing_tag = при разбора на етикет
yaml-context_block_scalar = при четенето на блоков скалар
yaml-context_directive = при четенето на директива
yaml-context_quoted_scalar = при четенето на скалар в кавички
yaml-context_double_quoted_scalar = при четенето на скалар в двойни кавички
yaml-context_simple_key = при четенето на прост ключ
yaml-context_alias = при четенето на псевдоним
yaml-context_anchor = при четенето на котва
yaml-context_tag = при четенето на етикет
yaml-context_next_token = при търсенето на следващия елемент
