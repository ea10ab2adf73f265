# Проблеми, про які повідомляють `pitch-rules validate` і мовний сервер у файлі варіанта.
# Код називає кожен крапковим ключем (schema.unknown_key — це schema-unknown_key); `validate --json`
# дає його як код проблеми. Написане людиною (ключі, значення, назви, шляхи, карти)
# підставляється як є, уже в лапках, де їх треба. Число підставляється самими цифрами.

## Що таке значення (значення файлу або вид вузла YAML), у називному відмінку

kind-integer = ціле число
kind-number = число
kind-string = рядок
kind-boolean = логічне значення
kind-list = список
kind-mapping = словник
kind-null = null
kind-scalar = скаляр

## Підказки в кінці повідомлення ($name уже в лапках)

hint-did_you_mean = ; можливо, ви мали на увазі { $name }?
hint-allowed = { " " }(дозволено: { $names })
hint-deck_has = { " " }(у колоді є: { $words })
hint-sources = { " " }(джерела цього файлу: { $names })
hint-no_sources = { " " }(у цього файлу немає джерел)

## Читання файлу як YAML

yaml-too_large = файл завеликий ({ $size } { $size ->
        [one] байт
        [few] байти
       *[other] байтів
    }; межа — 1 MiB)
yaml-not_utf8 = файл не є коректним текстом UTF-8 (байт 0x{ $byte } на позиції { $offset })
yaml-character = файл містить символ U+{ $code }, якого YAML не допускає
yaml-disputed_break = файл містить символ U+{ $code }, який є розривом рядка в YAML 1.1, але не в YAML 1.2; завершіть рядок звичайним розривом рядка або вилучіть цей символ
yaml-empty = файл порожній; очікується словник параметрів варіанта
yaml-top_not_mapping = на верхньому рівні очікується словник, а знайдено { $found }
yaml-second_document = у файлі дозволено лише один документ YAML; тут починається другий
yaml-anchor = якорі й псевдоніми YAML не дозволено; напишіть значення повністю
yaml-too_deep = вкладеність надто глибока (більше ніж { $limit } { $limit ->
        [one] рівень
        [few] рівні
       *[other] рівнів
    })
yaml-nested_too_deep = вкладеність надто глибока
yaml-version = версія YAML { $version } не підтримується; напишіть '%YAML 1.2' або вилучіть цей рядок
yaml-tab_indent = символ табуляції у відступі; YAML робить відступи пробілами
yaml-tab = тут символ табуляції; YAML розділяє значення пробілами
# $problem (і $context) — слова самого читача YAML.
yaml-invalid = некоректний YAML: { $problem }
yaml-invalid_at = некоректний YAML: { $problem } ({ $context }, рядок { $line })
yaml-tag = тег YAML { $tag } не дозволено
yaml-tag_on = тег YAML { $tag } не дозволено для { $kind ->
        [scalar] скаляра
        [list] списку
       *[mapping] словника
    }
yaml-duplicate_key = ключ { $key } повторюється (уперше визначений у рядку { $line })
yaml-key_not_plain = ключ словника має бути простим значенням, а не { $kind ->
        [list] списком
       *[mapping] словником
    }
yaml-merge_key = ключі злиття YAML ('<<') не дозволено; напишіть ключі повністю
yaml-surrogate = текст містить U+{ $code }, половину сурогатної пари, яка не є символом
yaml-bad_scalar = { $text } не є коректним значенням { $tag }
yaml-integer_too_long = ціле число задовге ({ $length } { $length ->
        [one] символ
        [few] символи
       *[other] символів
    })

## Схема: ключі й значення, які може містити файл варіанта
# $subject — шлях у лапках ('auction.bids[2]') або schema-top_level.

schema-top_level = верхній рівень
schema-unknown_key = невідомий ключ { $key } у { $subject }{ $hint }
schema-unknown_key_top = невідомий ключ { $key } на верхньому рівні{ $hint }
schema-missing_key = у { $subject } бракує обов’язкового ключа { $key }
schema-missing_key_top = на верхньому рівні бракує обов’язкового ключа { $key }
schema-repeated_item = { $subject } містить { $item } більше ніж один раз
schema-same_item_twice = { $subject } не може містити той самий елемент двічі
schema-key_in = ключ { $key } у { $subject }
schema-key_in_top = ключ { $key } на верхньому рівні
schema-type = { $subject }: очікується { $wanted }, а не { $kind }
schema-type_shown = { $subject }: очікується { $wanted }, а не { $kind } ({ $value })
schema-either = { $first } або { $second }
schema-one_of = { $subject } має бути одним із: { $options } (отримано { $value }){ $hint }
schema-const = { $subject } має бути { $expected } (отримано { $value })
schema-minimum = { $subject } дорівнює { $value }, а це менше за мінімум { $limit }
schema-maximum = { $subject } дорівнює { $value }, а це більше за максимум { $limit }
schema-exclusive_minimum = { $subject } дорівнює { $value }, а має бути більше за { $limit }
schema-exclusive_maximum = { $subject } дорівнює { $value }, а має бути менше за { $limit }
schema-multiple_of = { $subject } дорівнює { $value }, а це не кратне { $limit }
schema-pattern = { $subject } має відповідати шаблону { $pattern } (отримано { $value })
schema-empty = { $subject } не може бути порожнім
schema-too_few_characters = { $subject } має { $count } { $count ->
        [one] символ
        [few] символи
       *[other] символів
    }, менше за мінімум { $limit }
schema-too_many_characters = { $subject } має { $count } { $count ->
        [one] символ
        [few] символи
       *[other] символів
    }, більше за максимум { $limit }
schema-too_few_items = { $subject } має { $count } { $count ->
        [one] елемент
        [few] елементи
       *[other] елементів
    }, менше за мінімум { $limit }
schema-too_many_items = { $subject } має { $count } { $count ->
        [one] елемент
        [few] елементи
       *[other] елементів
    }, більше за максимум { $limit }
schema-too_few_keys = { $subject } має { $count } { $count ->
        [one] ключ
        [few] ключі
       *[other] ключів
    }, менше за мінімум { $limit }
schema-too_many_keys = { $subject } має { $count } { $count ->
        [one] ключ
        [few] ключі
       *[other] ключів
    }, більше за максимум { $limit }
schema-several_forms = { $subject } відповідає більше ніж одній із дозволених форм
# $problem — слова самої перевірки схеми.
schema-other = { $subject }: { $problem }

## extends: файл, який змінює інший

extends-builtin_only = 'extends' називає файл; тут можна назвати лише вбудований варіант ({ $ids })
extends-needs_id = файл, який розширює інший, потребує власного 'id'
extends-not_a_name = 'extends' називає ідентифікатор вбудованого варіанта або шлях до файлу
extends-cycle = 'extends' утворює цикл: { $loop }
extends-too_long = ланцюжок 'extends' довший за { $limit } { $limit ->
        [one] файл
        [few] файли
       *[other] файлів
    }
extends-nul = 'extends' містить символ NUL, якого не може містити ні назва файлу, ні ідентифікатор вбудованого варіанта
extends-not_yaml = 'extends' має називати файл варіанта з розширенням .yaml або .yml: { $target }
extends-absolute = 'extends' може читати файли лише в теці { $folder } і глибше: { $target } — абсолютний шлях (дозвольте його теку через --allow-path)
extends-outside = 'extends' може читати файли лише в теці { $folder } і глибше: { $target } лежить поза нею (дозвольте його теку через --allow-path)
extends-no_file = 'extends' називає файл, якого не існує: { $target }
extends-no_builtin = 'extends' називає вбудований варіант '{ $target }', якого немає (вбудовані: { $ids })
# $reason — слова самої системи.
extends-unreadable = не вдається прочитати { $target }: { $reason }
extends-nothing_to_drop = нічого вилучати: у варіанті, який розширює цей файл, немає елемента з id { $id }

## Параметри, змінені на один запуск (--set) або записані в записі гри чи збереженні
# $named: option (задано через --set) або place (записано в записі гри чи збереженні).

setting-too_many = { $count } { $count ->
        [one] параметр
        [few] параметри
       *[other] параметрів
    } (приймається щонайбільше { $limit })
setting-form = { $named ->
        [place] параметр
       *[option] --set
    } має бути у формі path.to.key=value, а отримано { $setting }
setting-extends = { $named ->
        [place] параметр
       *[option] --set
    } не може змінити те, що розширює варіант; напишіть 'extends' у файлі домашніх правил
setting-inside_item = { $named ->
        [place] параметр
       *[option] --set
    } { $key }: укажіть ключ усередині елемента '{ $item }', наприклад { $key }.to=...

## Правила: параметри, які не узгоджуються між собою або з колодою

variant-source_twice = id джерела '{ $id }' ужито двічі
variant-unknown_source = невідоме джерело '{ $source }'{ $hint }
variant-approximation_twice = id наближення '{ $id }' ужито двічі
variant-not_a_rule = '{ $name }' не є правилом гри { $variant }{ $hint }
variant-default_players = типова кількість гравців { $default } не лежить між min { $min } і max { $max }
variant-min_above_max = найменша кількість гравців { $min } більша за найбільшу { $max }
variant-deck_too_small = { $players } { $players ->
        [one] гравцеві
       *[other] гравцям
    } по { $cards } { $cards ->
        [one] карті
        [few] карти
       *[other] карт
    } потрібно { $need } { $need ->
        [one] карта
        [few] карти
       *[other] карт
    }, а в колоді { $deck }
variant-deck_too_small_widow = { $players } { $players ->
        [one] гравцеві
       *[other] гравцям
    } по { $cards } { $cards ->
        [one] карті
        [few] карти
       *[other] карт
    } і прикупу з { $widow } потрібно { $need } { $need ->
        [one] карта
        [few] карти
       *[other] карт
    }, а в колоді { $deck }
variant-packets_uneven = { $cards } { $cards ->
        [one] карту
        [few] карти
       *[other] карт
    } не можна здати порівну по { $packet } за раз
variant-partnership_needs_teams = грі в парах потрібні 'teams' і 'team_size'
variant-team_players = { $teams } { $teams ->
        [one] команда
        [few] команди
       *[other] команд
    } по { $size } потребують рівно { $count } { $count ->
        [one] гравця
       *[other] гравців
    }; задайте min, max і default рівними { $count }
variant-teams_only_partnership = 'teams' і 'team_size' стосуються лише kind: partnership
variant-not_in_ranking = '{ $word }' не є значенням, off-значенням чи джокером цієї колоди{ $hint }
variant-ranked_twice = '{ $word }' стоїть у старшинстві двічі
variant-ranking_leaves_out = у старшинстві бракує { $missing }
variant-not_a_rank = '{ $rank }' не є значенням чи джокером цієї колоди{ $hint }
variant-turn_up_only = trump.{ $key } стосується лише chosen_by: turn-up
variant-upcard_points_for = trump.begging.upcard_points_for потребує trump.upcard_points: жодна відкрита карта не приносить очок
variant-joker_first_chosen_by = джокер, яким ходять першим, визначає козир лише за chosen_by: first-lead, а не { $chosen_by }
variant-joker_first_no_jokers = у колоді немає джокерів, щоб ходити ними першими (deck.jokers)
variant-joker_first_suit = '{ $suit }' не є мастю цієї колоди ({ $suits })
variant-bids_unsorted = заявки треба перелічити від найменшої до найбільшої
variant-bid_above_points = заявка { $bid } більша за { $points } { $points ->
        [one] очко
        [few] очки
       *[other] очок
    }, які можна виграти в роздачі
variant-not_a_bid = { $key } { $value } немає серед заявок { $bids }
variant-steal_not_a_bid = здавач не може перехопити { $bid }: такої заявки немає
variant-steal_closes = здавач не може перехопити { $bid }: заявка { $bid } закінчує торгівлю ще до того, як здавач заявляє
variant-all_pass_needs = all_pass: { $all_pass } потребує auction.{ $needs }
variant-pitch_bid_not_a_bid = pitch_bid { $bid } немає серед заявок { $bids }
variant-sell_out_partnership = продаж права ходу потребує, щоб кожен гравець грав сам за себе: партнер купував би право ходу у власної сторони
variant-dealer_cannot_pitch = здавач не може ходити першим: за play.first_leader: eldest першим ходить і визначає козир гравець ліворуч від здавача
variant-redeal_without_misdeal = deal.misdeal_redeal стосується лише разом із deal.misdeal_if
variant-always_misdeal = misdeal_if: true робить кожну роздачу хибною: не можна було б зіграти жодної роздачі
variant-opponent_teams = opponent() потребує рівно двох сторін, а цей варіант допускає { $teams } { $teams ->
        [one] команду
        [few] команди
       *[other] команд
    }
variant-opponent_players = opponent() потребує рівно двох сторін, а цей варіант допускає від { $min } до { $max } гравців
variant-joker_spells_card = '{ $id }' пишеться як звичайна карта; назвіть джокера інакше (наприклад, JK, BJ)
variant-joker_twice = id джокера '{ $id }' ужито двічі
variant-first_lead_trump = first_lead: trump потребує, щоб козир визначили до першого ходу (trump.chosen_by)
variant-trumps_only_trump = legal: trumps-only потребує, щоб козир визначили до першого ходу (trump.chosen_by)
variant-trumps_only_draw = legal: trumps-only несумісне з добиранням після взяток (stock.draw_after_trick): гравець, який вийшов із роздачі, міг би добрати козир
variant-no_auction_leader = без торгівлі немає розігрувача: першим ходить перший гравець (eldest)
variant-no_auction_trump = без торгівлі ніхто не може визначити козир способом { $chosen_by }
variant-no_auction_rest = без торгівлі немає розігрувача, який забрав би решту колоди
variant-hand_teams_solo = for_the_hand: { $value } потребує kind: solo (у грі в парах команди вже є)
variant-hand_teams_auction = for_the_hand: { $value } потребує торгівлі: команди складаються довкола розігрувача
variant-hand_teams_players = for_the_hand: { $value } потребує щонайменше 3 гравців (players.min дорівнює { $min })
variant-hand_teams_score = за sides.for_the_hand команда однієї роздачі не має загального рахунку: контракт не може читати '{ $name }'
variant-min_discard_refill = min_discard стосується лише refill: true (коли скидає кожен гравець)
variant-min_discard_dealt = min_discard { $min } більше за кількість розданих карт ({ $cards })
variant-discard_down_refill = discard_down стосується лише гри без refill (з refill кожному гравцеві доздають карти)
variant-all_non_trumps_refill = discard: all-non-trumps потребує refill: true (коли скидає кожен гравець)
variant-bidder_left_auction = order: bidder-left потребує торгівлі: без неї немає розігрувача
variant-exchange_before_trump = { $key }: { $value } потребує, щоб козир визначили до обміну, а не першим ходом (trump.chosen_by)
variant-kept_trump_unranked = '{ $word }' не є козирем зі старшинства (trump.ranking){ $hint }
variant-kept_trumps_first_lead = kept_trumps потребує, щоб козир визначили до обміну, а не першим ходом (trump.chosen_by)
variant-kept_trumps_no_discard = kept_trumps тут нічого не змінює: у цьому обміні ніхто не скидає карт (нікому не додають карт, ніхто не бере решти, а здано { $dealt }, не більше ніж keep, { $keep })
variant-before_trump_rest_to = rest_taken: before-trump потребує rest_to: bidder (прикуп бере розігрувач), а не { $rest_to }
variant-before_trump_widow = rest_taken: before-trump потребує прикупу (deal.widow): без нього решта — це вся колода
variant-before_trump_chosen_by = rest_taken: before-trump потребує, щоб козир називав розігрувач (trump.chosen_by: bidder-names), а не { $chosen_by }
variant-before_trump_refill = rest_taken: before-trump несумісне з refill: прикуп у руці розігрувача, і нікому не можна доздати карти
variant-refill_keep = з refill keep { $keep } більше за кількість розданих карт ({ $dealt }): першим гравцям, яким доздають карти, може забракнути карт у колоді для інших (keep щонайбільше { $dealt })
variant-keep_above_dealt = гравець, який забирає решту колоди (rest_to: { $rest_to }), грає з keep { $keep } картами, а інші — з { $dealt } розданими: кожна рука має починати гру з однаковою кількістю карт (keep щонайбільше { $dealt })
variant-keep_not_dealt = гравець, який забирає решту колоди (rest_to: { $rest_to }), грає з keep { $keep } картами, а інші — з { $dealt } розданими: кожна рука має починати гру з однаковою кількістю карт (за discard_down: true інші теж скидають до keep)
variant-keep_after_run = гравець, який забирає решту колоди (rest_to: { $rest_to }), грає з keep { $keep } картами, а інші — з більшою кількістю, коли карти доздають (trump.begging): кожна рука має починати гру з однаковою кількістю карт (за discard_down: true інші теж скидають до keep)
variant-stock_uneven = коли гравців { $players }, решту колоди з { $left } { $left ->
        [one] карти
       *[other] карт
    } не можна порівну добирати після взяток
variant-point_twice = id очка '{ $id }' ужито двічі

## Мова підрахунку (вирази у файлі)

# Як повідомлення називають значення кожного типу (у називному відмінку).
expression-type_number = число
expression-type_bool = так/ні
expression-type_card = карта
expression-type_cards = набір карт
expression-type_side = сторона
expression-type_suit = масть
expression-type_rank = значення карти
expression-type_card_name = назва карти
expression-type_tally = число для кожної сторони
expression-type_none = none
expression-type_text = текст у лапках
# Що синтаксичний аналізатор очікував далі.
expression-token_name = назва
expression-token_number = число
expression-token_text = текст у лапках
expression-token_end = кінець виразу
expression-one_of = одне з: { $words }
expression-digits = число з { $digits } { $digits ->
        [one] цифри
       *[other] цифр
    }
expression-wrong_type = вираз дає значення типу «{ $actual }», а це правило потребує типу «{ $expected }»
expression-too_long = вираз задовгий ({ $length } { $length ->
        [one] символ
        [few] символи
       *[other] символів
    }; межа — { $limit })
expression-empty = вираз порожній
expression-unexpected = тут не може стояти { $found }; очікується { $expected }
expression-unexpected_end = неочікуваний кінець виразу; очікується { $expected }
expression-unexpected_character = неочікуваний символ { $character }
expression-too_deep = вираз має надто глибоку вкладеність (межа — { $limit } { $limit ->
        [one] рівень
        [few] рівні
       *[other] рівнів
    })
expression-number_too_large = { $number } завелике: число може бути щонайбільше { $limit }
expression-always_beyond = це завжди дає { $number }, а межа — { $limit } в обидва боки від нуля
expression-quoted_text = текст у лапках може називати лише значення, масть чи карту у виклику, як-от dealt('J', trump)
expression-call_function = '{ $name }' — це функція; викликайте її так: { $signature }
expression-not_in_rule = '{ $name }' не можна вживати в цьому правилі
expression-unknown_name = невідома назва '{ $name }'{ $hint }
expression-not_a_function = '{ $name }' — це значення, а не функція
expression-arguments = { $name }() приймає { $count } { $count ->
        [one] аргумент
        [few] аргументи
       *[other] аргументів
    }, а отримано { $given }: { $signature }
expression-argument_type = { $function }() потребує для '{ $param }' значення типу «{ $expected }», а отримано «{ $actual }»
expression-not_in_deck = '{ $text }' не є { $kind ->
        [rank] значенням карти
        [suit] мастю
       *[card] назвою карти
    } цієї колоди{ $hint }
expression-operand = '{ $symbol }' потребує значення типу «{ $expected }», а отримано «{ $actual }»
expression-compare = не можна порівнювати «{ $left }» з «{ $right }»
expression-branches = 'then' дає «{ $then }», а 'else' — «{ $otherwise }»

## Число за межею під час гри (число правила контракту або рахунок, який воно дає)

# $what: number_limit-rule, number_limit-adding або number_limit-score; $number: цифри числа або expression-digits.
number_limit-gave = { $what } дає { $number }, а межа — { $limit } в обидва боки від нуля
# $rule: правило контракту, як його називає файл (bidder, others).
number_limit-rule = правило контракту { $rule }
number_limit-adding = додавання правила контракту { $rule } до рахунку сторони { $side }
# Очки, нараховані одразу під час роздачі (відкритий валет, продаж...).
number_limit-score = нарахування очок стороні { $side } під час роздачі
# $problem: number_limit-gave.
number_limit-in_hand = роздача { $hand }: { $problem }

## Мовний сервер (проблеми, які видно під час редагування файлу)

editor-too_large = файл завеликий, щоб перевіряти його під час набору ({ $size } { $size ->
        [one] байт
        [few] байти
       *[other] байтів
    }; межа — { $limit } KiB); його перевіряє pitch-rules validate
editor-nul_name = назва файлу містить символ NUL, якого не може містити жодна назва файлу

## Власні проблеми читача YAML (PyYAML) у «некоректний YAML: ...»
# $expected, $found і $character — що він очікував чи знайшов: символ як є або слова нижче.

yaml-no_colon = не знайдено очікуваного ':'
yaml-mapping_values = значення словника тут не дозволені
yaml-sequence_entries = елементи списку тут не дозволені
yaml-mapping_keys = ключі словника тут не дозволені
yaml-unexpected_end = неочікуваний кінець файлу
yaml-document_separator = неочікуваний роздільник документів
yaml-unclosed = неправильний відступ або незакрита '[' чи '{ "{" }'
yaml-expected = очікується { $expected }, а знайдено { $found }
yaml-expected_got = очікується { $expected }, а натомість { $found }
yaml-cannot_start = знайдено символ { $character }, з якого не може починатися жодна лексема
yaml-unknown_escape = знайдено невідомий екранований символ { $character }
yaml-phrase_comment_or_break = коментар або розрив рядка
yaml-phrase_block_indicators = індикатор обрізання чи відступу
yaml-phrase_alphanumeric = буква чи цифра
yaml-phrase_node_content = вміст вузла
yaml-phrase_indentation_indicator = індикатор відступу від 1 до 9
yaml-duplicate_directive = знайдено другу директиву %YAML
yaml-duplicate_tag_handle = префікс тегів { $handle } визначено двічі
yaml-undefined_tag_handle = префікс тегів { $handle } не визначено
yaml-phrase_digit = цифра
yaml-phrase_digit_or = цифра або { $symbol }
yaml-phrase_hex_escape = екранована послідовність із { $count } шістнадцяткових цифр
yaml-phrase_uri_escape = екранована послідовність URI із { $count } шістнадцяткових цифр
yaml-phrase_uri = URI
yaml-token_file_start = початок файлу
yaml-token_file_end = кінець файлу
yaml-token_block_end = кінець блоку з відступом
yaml-token_mapping_start = початок словника
yaml-token_list_start = початок списку
yaml-token_directive = директива
yaml-token_value = значення
yaml-token_alias = псевдонім
yaml-token_anchor = якір
yaml-token_tag = тег
yaml-token_key = ключ словника
# Що читач читав, коли знайшов проблему ($context).
yaml-context_block_collection = під час розбору блокової колекції
yaml-context_block_mapping = під час розбору блокового словника
yaml-context_block_node = під час розбору блокового вузла
yaml-context_flow_mapping = під час розбору словника в дужках
yaml-context_flow_node = під час розбору вузла в дужках
yaml-context_flow_sequence = під час розбору списку в дужках
yaml-context_node = під час розбору вузла
yaml-context_parsing_tag = під час розбору тега
yaml-context_block_scalar = під час читання блокового скаляра
yaml-context_directive = під час читання директиви
yaml-context_quoted_scalar = під час читання скаляра в лапках
yaml-context_double_quoted_scalar = під час читання скаляра в подвійних лапках
yaml-context_simple_key = під час читання простого ключа
yaml-context_alias = під час читання псевдоніма
yaml-context_anchor = під час читання якоря
yaml-context_tag = під час читання тега
yaml-context_next_token = під час пошуку наступної лексеми
