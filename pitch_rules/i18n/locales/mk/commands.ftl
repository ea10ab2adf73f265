# Сопствените редови на командната линија: што кажува командата за својата работа и зошто не може да ја изврши.
# Кодот го именува секој со клуч со точки (cli.validate_ok е cli-validate_ok).

## validate

cli-validate_ok = { $file }: во ред ({ $milliseconds } мс)
cli-validate_invalid = { $invalid } од { $files } { $files ->
        [one] датотека
       *[other] датотеки
    } { $invalid ->
        [one] не е исправна
       *[other] не се исправни
    }

## Варијанти, датотеки и поставки именувани во командната линија
# $reason се зборовите на самиот систем.

cli-bad_file_name = { $name } не може да биде име на датотека
cli-cannot_read = { $name } не може да се прочита: { $reason }
cli-no_variant = нема датотека на варијанта ниту вградена варијанта со име '{ $name }'{ $hint }
cli-builtins = { " " }(вградени варијанти: { $ids })
cli-set_form = дајте path.to.key=value, на пример game.target=11 (дадено е { $setting })
cli-set_control = поставката не смее да содржи табулатор, крај на ред или друг контролен знак (дадено е { $setting })
cli-file_name = дајте име на датотека
cli-no_folder = папката за { $path } не постои
cli-not_regular = { $path } постои, но не е обична датотека
cli-cannot_write = { $path } не може да се запише: { $reason }
cli-no_output = излезот не може да се запише: { $reason }
# $what: document, house_file или records (записот од $games игри).
cli-kept_elsewhere = { $asked } не може да се запише: { $problem }; { $what ->
        [document] документот е зачуван
        [house_file] датотеката со домашни правила е зачувана
       *[records] записот од { $games } { $games ->
            [one] игра
           *[other] игри
        } е зачуван
    } наместо тоа во { $path }

## Ботови, места и играчи

cli-unknown_bot = непознат бот '{ $name }'; изберете од: { $bots }
cli-bots_per_seat = дајте еден бот за сите места или по еден за секое место ({ $players })
cli-players_range = { $variant } е за { $min } до { $max } играчи

## simulate

cli-json_alone = --json го печати само извештајот; изоставете ги --show и --report
cli-plot_folder = дајте папка за графиконите
cli-plot_needs_matplotlib = потребен е matplotlib: pip install 'pitch-rules[plot]'
cli-plot_unwritable = графиконите не може да се запишат во { $folder }: { $reason }

## play
# $what: game (зачуваната игра) или record (нејзиниот запис).

cli-resume_alone = --resume продолжува со варијантата и поставките на зачуваната игра; не давајте VARIANT или --set заедно со него
cli-give_variant = дајте VARIANT за играње или --resume FILE
cli-seats = местата се од 0 до { $last }
cli-unkeepable_path = { $path }: зачуваната игра не може да упатува на датотека чија патека содржи табулатор, крај на ред или друг контролен знак, или бајти што не се UTF-8; преименувајте ја или преместете ја
cli-cannot_save = не може да се зачува во { $path }: { $reason }
cli-save_over = { $asked } веќе постои. Да се зачува { $what ->
        [record] записот од оваа игра
       *[game] оваа игра
    } врз неа?
cli-saved_beside = { $asked } веќе постои; { $what ->
        [record] записот од оваа игра ќе се зачува
       *[game] оваа игра ќе се зачува
    } во { $free }
cli-names_taken = { $asked } и { $stem }-2 до -999 сите постојат; дајте друга датотека со { $option }

## play --resume: зачувана игра што не може да се продолжи
# Кодот прво го става местото во зачуваната датотека (патеката, а каде што ја има — ред:колона), потоа пораката.
# $reason се зборовите на самиот систем или на вчитувачот на правилата; $problem — на читачот на JSON или на моторот,
# или една од пораките save-* по save-not_a_game; $variant, $was, $now и $name се во наводници.

save-unreadable = зачуваната игра не може да се прочита: { $reason }
save-too_large = ова не е зачувана игра (поголема е од { $mib } MiB)
save-not_utf8 = ова не е зачувана игра (не е текст во UTF-8 кај бајт { $byte })
save-bad_json = ова не е зачувана игра (неважечки JSON: { $problem })
save-no_format = ова не е зачувана игра (нема "format": "{ $format }")
save-not_a_game = ова не е зачувана игра: { $problem }
# $kind: text, whole_number или list.
save-missing = '{ $key }' недостасува или не е { $kind ->
        [text] текст
        [whole_number] цел број
       *[list] листа
    }
save-players = 'players' е { $players }; на една маса има од { $min } до { $max } играчи
save-seed = 'seed' е надвор од дозволениот опсег
save-target = 'target' мора да биде null или цел број од 1 до { $max }
save-text_list = '{ $key }' мора да биде листа од текстови
save-seats = играчи: { $players }, место { $seat }, ботови: { $bots }
save-variant_not_file = варијантата на играта { $variant } не може да се вчита: не е ниту вградена ниту датотека .yaml
save-variant_unloadable = варијантата на играта { $variant } не може да се вчита: { $reason }
save-variant_changed = играта беше од варијантата { $was }, но { $reference } сега е { $now }
save-unknown_bot = непознат бот { $name }; ботовите се: { $bots }
save-not_legal = дејството { $number } ({ $action }) не е дозволено на тоа место
save-no_replay = зачуваната игра не може повторно да се одигра: { $problem }

## JSON што го нема во ниеден запис или зачувана игра (проблеми на строгиот читач; кодот прво го става местото: датотеката, редот и колоната)
# $place: местото на полето (hands/0/deal/2) или schema-top_level; $key и $text се во наводници, како што се напишани.

bad_json-invalid = неважечки JSON: { $problem }
bad_json-digits = број со { $digits } цифри (се прифаќаат најмногу { $limit })
bad_json-constant = { $text } не е број во JSON
bad_json-duplicate_key = клучот { $key } се повторува
bad_json-too_deep = вгнездувањето е премногу длабоко (повеќе од { $limit } { $limit ->
        [one] ниво
       *[other] нивоа
    })
bad_json-too_deep_at = { $place }: вгнездувањето е премногу длабоко (повеќе од { $limit } { $limit ->
        [one] ниво
       *[other] нивоа
    })
# $character: кодот на знакот (U+0000).
bad_json-character = { $place }: текстот го содржи знакот { $character }, кој не е дозволен
bad_json-fraction = { $place }: бројот има децимална точка или експонент, а се прифаќаат само цели броеви
# $problem во bad_json-invalid: што нашол читачот на JSON во Python (неговото место е редот и колоната пред пораката).
bad_json-expecting_value = се очекуваше вредност
bad_json-expecting_name = се очекуваше име на својство во двојни наводници
bad_json-expecting_colon = се очекуваше разделувач ':'
bad_json-expecting_comma = се очекуваше разделувач ','
bad_json-unterminated = текстот не е затворен со наводници
bad_json-control_character = контролен знак во текстот
bad_json-escape = неважечка низа со \
bad_json-unicode_escape = неважечка низа \uXXXX
bad_json-extra_data = вишок податоци по вредноста
bad_json-trailing_comma = вишок запирка пред крајот

## Датотека со записи што replay не може да ја прочита (кодот прво го става местото: датотеката, редот и колоната)
# $format: pitch-record/1; $place: местото на полето (hands/0/deal/2) или schema-top_level.

bad_record-too_long = редот е предолг (границата е { $mib } MiB)
bad_record-not_utf8 = ова не е текст во UTF-8 (бајт { $byte })
# $problem: порака schema-* (полето е именувано со своето место), bad_record-unknown_field или bad_record-not_a_card.
bad_record-not_a_record = ова не е запис { $format }: { $problem }
bad_record-unknown_field = { $place } не е едно од неговите полиња
bad_record-not_a_card = { $place } не е карта

## replay
# $problem се зборовите на моторот; $divergence е replay-divergence (подолу).

cli-no_games = { $file }: во датотеката нема игри
cli-replayed = { $file }: { $games ->
        [one] повторно е одиграна { $games } игра
       *[other] повторно се одиграни { $games } игри
    }, секој исход се совпаѓа
cli-not_builtin = { $file }:{ $line }: записот е од варијантата { $variant }, која не е вградена; дајте ја нејзината датотека со --variant FILE
cli-not_replayable = { $file }:{ $line }: играта { $game } не може повторно да се одигра: { $problem }
cli-diverges = { $file }:{ $line }: играта { $game } се разидува кај: { $divergence }{ $hint }
cli-replayed_with = { " " }(повторно одиграна со вградената варијанта { $variant }; ако ја напишала датотека со домашни правила со тој id, дајте ја датотеката со --variant FILE)

## replay: каде записот и моторот се разидуваат
# $divergence во cli-diverges: местото, потоа што има таму во записот и во моторот. $recorded и $engine се карти,
# броеви или JSON како што ги пишува записот, зборовите на самиот мотор или една од пораките replay-* подолу.

replay-divergence = { $place }: записот вели { $recorded }, моторот вели { $engine }
# $place е едно од местата подолу.
replay-in_hand = делење { $hand }, { $place }
# Место во друго делење, а не во самото: $deal е replay-thrown_in_deal или replay-final_deal.
replay-in_deal = { $deal }, { $place }
replay-thrown_in_deal = поништено делење { $number }
replay-final_deal = последно делење

# Местата
replay-variant = варијанта
replay-players = играчи
replay-hands = делења
replay-dealer = делител
replay-stock = купче
replay-deal = поделени карти
replay-settings = поставки на играта
replay-sides = тимови
replay-game_over = дали играта завршила
replay-winner = победник
replay-misdeal = погрешно делење
replay-thrown = поништување
replay-scores = резултат
replay-upcards = отворени карти
replay-won_in_final = играта добиена при последното делење
replay-to_beg = кој игра или моли
replay-to_pitch = кој отвора сам или продава
replay-to_sell = кој продава или одбива
# $action е зборот на записот (stand, beg, pitch, sell, accept, refuse...).
replay-action_by = { $action } од место { $seat }
replay-to_bid = кој дава понуда
replay-bid_by = понуда од место { $seat }
replay-auction_over = крај на лицитацијата по запишаните понуди
replay-naming_trump = избор на адут
replay-to_exchange = кој разменува
replay-discard_by = фрлање од место { $seat }
replay-exchange_end = крај на размената на место { $seat }
replay-call_by = повикување од место { $seat }
replay-bidder = лицитант
replay-bid = понуда
replay-tricks = штихови
replay-trick_leader = кој отвора во штих { $number }
replay-trick_plays = карти во штих { $number }
replay-trick_winner = кој го зема штихот { $number }
replay-trick_play_by = штих { $number }, карта на место { $seat }
replay-hand_over = крај на делењето по запишаните штихови
replay-trump = адут
replay-hand_sides = тимови во делењето
replay-thrown_in_count = број на поништени делења
replay-game_points = поени за игра
# $point е id на поенот како што го пишува записот (high, low, jack, game...).
replay-award = поен { $number } ({ $point })
replay-award_count = број на доделени поени

# Што има таму во записот или во моторот, со зборовите на повторното одигрување
replay-players_range = од { $min } до { $max } играчи
replay-no_hands = ниту едно делење
replay-some_hand = барем едно делење
replay-seats_dealt = { $seats } — толку места добија карти во делење 1
replay-a_seat = место од 0 до { $last }
replay-a_stock = купче
replay-no_stock = оваа варијанта нема купче
replay-a_deal = делење на оваа варијанта
replay-playable = игра што може да се игра
replay-cards = { $count ->
        [one] { $count } карта
       *[other] { $count } карти
    }
# $cards: првите карти што не се ниту поделени ниту во купчето.
replay-cards_missing = { $count ->
        [one] { $count } карта
       *[other] { $count } карти
    } (недостасуваат { $cards })
replay-tricks_count = { $count ->
        [one] { $count } штих
       *[other] { $count } штихови
    }
replay-ended_after = делењето заврши по { $count ->
        [one] { $count } штих
       *[other] { $count } штихови
    }
replay-or_more = { $count } или повеќе
# $folded: replay-seat за секое место што излегло од играта, одделени со запирки.
replay-folded = { $seats } (играат само местата што имаат адут; { $folded } немаат адут и не играат)
replay-seat = место { $seat }
# $problem: зборовите на моторот или replay-not_an_action.
replay-illegal = недозволено ({ $problem })
replay-not_an_action = { $action } не е дејство на оваа варијанта
# $action: the recorded action; $legal: the actions the engine allows there, between commas, as records write them.
replay-not_legal_now = { $action } не е дозволено сега; дозволени: { $legal }

## Делење што не може да се распореди (делење од запис, како што го кажува replay)

bad_deal-order = на врвот од шпилот мора да има { $count ->
        [one] { $count } карта
       *[other] { $count } различни карти
    }
bad_deal-hands = делењето мора да има { $players ->
        [one] { $players } рака
       *[other] { $players } раце
    }, а не { $count }
bad_deal-seat_cards = на место { $seat } мора да му се поделат { $count ->
        [one] { $count } карта
       *[other] { $count } карти
    }, а не { $given }
bad_deal-twice = една карта е поделена двапати
bad_deal-seat = место { $seat }
bad_deal-the_stock = купчето
# $holder: bad_deal-seat или bad_deal-the_stock.
bad_deal-no_list = { $holder }: нема список на карти
bad_deal-not_in_deck = { $holder }: карти што ги нема во шпилот: { $cards }

## docs и init

cli-document_written = { $file }: правилата на { $variant } се запишани
cli-init_exists = { $file } веќе постои; init никогаш не запишува врз датотека
cli-init_written = { $file }: домашните правила на { $variant } се запишани; проверете ги со: pitch-rules validate { $file }

## serve и lsp

cli-give_host = дајте адреса на која да се слуша, на пример 127.0.0.1
cli-give_delay = дајте број секунди од 0 до 10
cli-serve_needs_web = serve бара додаток web (недостасува { $module }): pip install 'pitch-rules[web]'
cli-no_address = { $host } не именува адреса ({ $reason })
cli-port_in_use = портата е зафатена
cli-cannot_serve = не може да се служи на { $host }, порта { $port }: { $reason }
cli-serving = служи на http://{ $host }:{ $port }/ (Ctrl-C запира)
cli-server_failed = веб-серверот не се стартуваше
cli-lsp_needs_pygls = на јазичниот сервер му треба pygls: pip install 'pitch-rules[lsp]'

## Како завршува командата кога не може да продолжи

cli-interrupted = прекинато
cli-terminated = запрено
cli-internal_error = внатрешна грешка ({ $error }); ве молиме пријавете ја
