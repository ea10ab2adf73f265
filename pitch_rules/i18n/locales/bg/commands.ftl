# Собствените редове на командния ред: какво казва командата за работата си и защо не може да я свърши.
# Кодът назовава всеки с ключ с точки (cli.validate_ok е cli-validate_ok).

## validate

cli-validate_ok = { $file }: наред ({ $milliseconds } мс)
cli-validate_invalid = { $invalid } от { $files } { $files ->
        [one] файл
       *[other] файла
    } { $invalid ->
        [one] е невалиден
       *[other] са невалидни
    }

## Варианти, файлове и настройки, назовани в командния ред
# $reason са думите на самата система.

cli-bad_file_name = { $name } не може да е име на файл
cli-cannot_read = { $name } не може да се прочете: { $reason }
cli-no_variant = няма файл на вариант или вграден вариант с име '{ $name }'{ $hint }
cli-builtins = { " " }(вградени варианти: { $ids })
cli-set_form = задайте path.to.key=value, например game.target=11 (дадено е { $setting })
cli-set_control = настройката не бива да съдържа табулация, край на ред или друг управляващ знак (дадено е { $setting })
cli-file_name = задайте име на файл
cli-no_folder = папката на { $path } не съществува
cli-not_regular = { $path } съществува, но не е обикновен файл
cli-cannot_write = { $path } не може да се запише: { $reason }
cli-no_output = изходът не може да се запише: { $reason }
# $what: document, house_file или records (записът на $games игри).
cli-kept_elsewhere = { $asked } не може да се запише: { $problem }; { $what ->
        [document] документът е запазен
        [house_file] файлът с домашни правила е запазен
       *[records] записът на { $games } { $games ->
            [one] игра
           *[other] игри
        } е запазен
    } вместо това в { $path }

## Ботове, места и играчи

cli-unknown_bot = непознат бот '{ $name }'; изберете от: { $bots }
cli-bots_per_seat = задайте един бот за всички места или по един за всяко място ({ $players })
cli-players_range = { $variant } е за { $min } до { $max } играчи

## simulate

cli-json_alone = --json извежда само отчета; махнете --show и --report
cli-plot_folder = задайте папка за графиките
cli-plot_needs_matplotlib = нужен е matplotlib: pip install 'pitch-rules[plot]'
cli-plot_unwritable = графиките не могат да се запишат в { $folder }: { $reason }

## play
# $what: game (запазената игра) или record (нейният запис).

cli-resume_alone = --resume продължава с варианта и настройките на запазената игра; не задавайте VARIANT или --set заедно с него
cli-give_variant = задайте VARIANT за игра или --resume FILE
cli-seats = местата са от 0 до { $last }
cli-unkeepable_path = { $path }: запазена игра не може да сочи файл, чийто път съдържа табулация, край на ред или друг управляващ знак, или байтове извън UTF-8; преименувайте го или го преместете
cli-cannot_save = не може да се запази в { $path }: { $reason }
cli-save_over = { $asked } вече съществува. Да се запази ли { $what ->
        [record] записът на тази игра
       *[game] тази игра
    } върху него?
cli-saved_beside = { $asked } вече съществува; { $what ->
        [record] записът на тази игра ще бъде запазен
       *[game] тази игра ще бъде запазена
    } в { $free }
cli-names_taken = { $asked } и от { $stem }-2 до -999 вече съществуват; задайте друг файл с { $option }

## play --resume: запазена игра, която не може да се продължи
# Кодът поставя първо мястото в запазения файл (пътя, а където го има — ред:колона), след това съобщението.
# $reason са думите на самата система или на зареждащия правилата; $problem — на четеца на JSON или на двигателя,
# или едно от съобщенията save-* след save-not_a_game; $variant, $was, $now и $name са в кавички.

save-unreadable = запазената игра не може да се прочете: { $reason }
save-too_large = това не е запазена игра (по-голяма е от { $mib } MiB)
save-not_utf8 = това не е запазена игра (не е текст в UTF-8 при байт { $byte })
save-bad_json = това не е запазена игра (невалиден JSON: { $problem })
save-no_format = това не е запазена игра (липсва "format": "{ $format }")
save-not_a_game = това не е запазена игра: { $problem }
# $kind: text, whole_number или list.
save-missing = '{ $key }' липсва или не е { $kind ->
        [text] текст
        [whole_number] цяло число
       *[list] списък
    }
save-players = 'players' е { $players }; на една маса има от { $min } до { $max } играчи
save-seed = 'seed' е извън допустимите граници
save-target = 'target' трябва да е null или цяло число от 1 до { $max }
save-text_list = '{ $key }' трябва да е списък от текстове
save-seats = играчи: { $players }, място { $seat }, ботове: { $bots }
save-variant_not_file = вариантът на играта { $variant } не може да се зареди: не е нито вграден, нито файл .yaml
save-variant_unloadable = вариантът на играта { $variant } не може да се зареди: { $reason }
save-variant_changed = играта беше на вариант { $was }, но { $reference } сега е { $now }
save-unknown_bot = непознат бот { $name }; ботовете са: { $bots }
save-not_legal = действие { $number } ({ $action }) не е позволено на това място
save-no_replay = запазената игра не може да се изиграе повторно: { $problem }

## JSON, какъвто няма в нито един запис или запазена игра (проблеми на строгия четец; кодът поставя първо мястото: файла, реда и колоната)
# $place: мястото на полето (hands/0/deal/2) или schema-top_level; $key и $text са в кавички, както са написани.

bad_json-invalid = невалиден JSON: { $problem }
bad_json-digits = число с { $digits } цифри (приемат се най-много { $limit })
bad_json-constant = { $text } не е число в JSON
bad_json-duplicate_key = повторен ключ { $key }
bad_json-too_deep = влагането е твърде дълбоко (повече от { $limit } { $limit ->
        [one] ниво
       *[other] нива
    })
bad_json-too_deep_at = { $place }: влагането е твърде дълбоко (повече от { $limit } { $limit ->
        [one] ниво
       *[other] нива
    })
# $character: кодът на знака (U+0000).
bad_json-character = { $place }: текстът съдържа знака { $character }, който не е позволен
bad_json-fraction = { $place }: числото има десетична точка или експонента, а се приемат само цели числа
# $problem в bad_json-invalid: какво е намерил четецът на JSON в Python (мястото му е редът и колоната преди съобщението).
bad_json-expecting_value = очакваше се стойност
bad_json-expecting_name = очакваше се име на свойство в двойни кавички
bad_json-expecting_colon = очакваше се разделител ':'
bad_json-expecting_comma = очакваше се разделител ','
bad_json-unterminated = текстът не е затворен с кавички
bad_json-control_character = управляващ знак в текста
bad_json-escape = невалидна последователност с \
bad_json-unicode_escape = невалидна последователност \uXXXX
bad_json-extra_data = излишни данни след стойността
bad_json-trailing_comma = излишна запетая преди края

## Файл със записи, който replay не може да прочете (кодът поставя първо мястото: файла, реда и колоната)
# $format: pitch-record/1; $place: мястото на полето (hands/0/deal/2) или schema-top_level.

bad_record-too_long = редът е твърде дълъг (границата е { $mib } MiB)
bad_record-not_utf8 = това не е текст в UTF-8 (байт { $byte })
# $problem: съобщение schema-* (полето е назовано с мястото си), bad_record-unknown_field или bad_record-not_a_card.
bad_record-not_a_record = това не е запис { $format }: { $problem }
bad_record-unknown_field = { $place } не е от полетата му
bad_record-not_a_card = { $place } не е карта

## replay
# $problem са думите на двигателя; $divergence е replay-divergence (по-долу).

cli-no_games = { $file }: във файла няма игри
cli-replayed = { $file }: { $games ->
        [one] изиграна е повторно { $games } игра
       *[other] изиграни са повторно { $games } игри
    }, всеки изход съвпада
cli-not_builtin = { $file }:{ $line }: записът е на варианта { $variant }, който не е вграден; задайте файла му с --variant FILE
cli-not_replayable = { $file }:{ $line }: игра { $game } не може да се изиграе повторно: { $problem }
cli-diverges = { $file }:{ $line }: игра { $game } се разминава при: { $divergence }{ $hint }
cli-replayed_with = { " " }(изиграна повторно с вградения вариант { $variant }; ако я е записал файл с домашни правила с този id, задайте файла с --variant FILE)

## replay: къде записът и двигателят се разминават
# $divergence в cli-diverges: мястото, после какво има там в записа и в двигателя. $recorded и $engine са карти,
# числа или JSON, както ги пише записът, думите на самия двигател или едно от съобщенията replay-* по-долу.

replay-divergence = { $place }: записът казва { $recorded }, двигателят казва { $engine }
# $place е едно от местата по-долу.
replay-in_hand = раздаване { $hand }, { $place }
# Място в друго раздаване, а не в самото: $deal е replay-thrown_in_deal или replay-final_deal.
replay-in_deal = { $deal }, { $place }
replay-thrown_in_deal = отменено раздаване { $number }
replay-final_deal = последно раздаване

# Местата
replay-variant = вариант
replay-players = играчи
replay-hands = раздавания
replay-dealer = раздаващ
replay-stock = тесте за теглене
replay-deal = раздадени карти
replay-settings = настройки на играта
replay-sides = отбори
replay-game_over = дали играта е свършила
replay-winner = победител
replay-misdeal = грешно раздаване
replay-thrown = отмяна
replay-scores = резултат
replay-upcards = обърнати карти
replay-won_in_final = играта, спечелена при последното раздаване
replay-to_beg = кой играе или моли
replay-to_pitch = кой излиза сам или продава
replay-to_sell = кой продава или отказва
# $action е думата на записа (stand, beg, pitch, sell, accept, refuse...).
replay-action_by = { $action } от място { $seat }
replay-to_bid = кой обявява
replay-bid_by = обява на място { $seat }
replay-auction_over = край на наддаването след записаните обяви
replay-naming_trump = избор на коз
replay-to_exchange = кой разменя
replay-discard_by = хвърляне от място { $seat }
replay-exchange_end = край на размяната на място { $seat }
replay-call_by = викане от място { $seat }
replay-bidder = разиграващ
replay-bid = обява
replay-tricks = взятки
replay-trick_leader = кой излиза във взятка { $number }
replay-trick_plays = карти във взятка { $number }
replay-trick_winner = кой взема взятка { $number }
replay-trick_play_by = взятка { $number }, карта на място { $seat }
replay-hand_over = край на раздаването след записаните взятки
replay-trump = коз
replay-hand_sides = отбори в раздаването
replay-thrown_in_count = брой отменени раздавания
replay-game_points = точки за игра
# $point е id на точката, както го пише записът (high, low, jack, game...).
replay-award = точка { $number } ({ $point })
replay-award_count = брой присъдени точки

# Какво има там в записа или в двигателя, с думите на повторното изиграване
replay-players_range = от { $min } до { $max } играчи
replay-no_hands = нито едно раздаване
replay-some_hand = поне едно раздаване
replay-seats_dealt = { $seats } — толкова места получиха карти в раздаване 1
replay-a_seat = място от 0 до { $last }
replay-a_stock = тесте за теглене
replay-no_stock = този вариант няма тесте за теглене
replay-a_deal = раздаване на този вариант
replay-playable = игра, която може да се играе
replay-cards = { $count ->
        [one] { $count } карта
       *[other] { $count } карти
    }
# $cards: първите карти, които не са нито раздадени, нито в тестето.
replay-cards_missing = { $count ->
        [one] { $count } карта
       *[other] { $count } карти
    } (липсват { $cards })
replay-tricks_count = { $count ->
        [one] { $count } взятка
       *[other] { $count } взятки
    }
replay-ended_after = раздаването свърши след { $count ->
        [one] { $count } взятка
       *[other] { $count } взятки
    }
replay-or_more = { $count } или повече
# $folded: replay-seat за всяко място, излязло от играта, разделени със запетаи.
replay-folded = { $seats } (играят само местата с коз; { $folded } нямат коз и не играят)
replay-seat = място { $seat }
# $problem: думите на двигателя или replay-not_an_action.
replay-illegal = непозволено ({ $problem })
replay-not_an_action = { $action } не е действие в този вариант
# $action: the recorded action; $legal: the actions the engine allows there, between commas, as records write them.
replay-not_legal_now = { $action } не е позволено сега; позволени: { $legal }

## Раздаване, което не може да се подреди (раздаването от запис, както го казва replay)

bad_deal-order = раздаването изисква { $count ->
        [one] { $count } карта
       *[other] { $count } различни карти
    } отгоре на тестето
bad_deal-hands = раздаването изисква { $players ->
        [one] { $players } ръка
       *[other] { $players } ръце
    }, а не { $count }
bad_deal-seat_cards = на място { $seat } трябва да се раздадат { $count ->
        [one] { $count } карта
       *[other] { $count } карти
    }, а не { $given }
bad_deal-twice = една карта е раздадена два пъти
bad_deal-seat = място { $seat }
bad_deal-the_stock = тестето за теглене
# $holder: bad_deal-seat или bad_deal-the_stock.
bad_deal-no_list = { $holder }: няма списък с карти
bad_deal-not_in_deck = { $holder }: карти, които ги няма в тестето: { $cards }

## docs и init

cli-document_written = { $file }: правилата на { $variant } са записани
cli-init_exists = { $file } вече съществува; init никога не записва върху файл
cli-init_written = { $file }: домашните правила на { $variant } са записани; проверете ги с: pitch-rules validate { $file }

## serve и lsp

cli-give_host = задайте адрес, на който да се слуша, например 127.0.0.1
cli-give_delay = задайте брой секунди от 0 до 10
cli-serve_needs_web = serve има нужда от добавката web (липсва { $module }): pip install 'pitch-rules[web]'
cli-no_address = { $host } не е адрес ({ $reason })
cli-port_in_use = портът е зает
cli-cannot_serve = не може да се обслужва на { $host }, порт { $port }: { $reason }
cli-serving = обслужва на http://{ $host }:{ $port }/ (Ctrl-C спира)
cli-server_failed = уеб сървърът не стартира
cli-lsp_needs_pygls = езиковият сървър има нужда от pygls: pip install 'pitch-rules[lsp]'

## Как завършва команда, която не може да продължи

cli-interrupted = прекъснато
cli-terminated = спряно
cli-internal_error = вътрешна грешка ({ $error }); моля, съобщете за нея
