# Власні рядки командного рядка: що команда каже про свою роботу і чому не може її виконати.
# Код називає кожен крапковим ключем (cli.validate_ok — це cli-validate_ok).

## validate

cli-validate_ok = { $file }: без помилок ({ $milliseconds } мс)
cli-validate_invalid = { $invalid } з { $files } { $files ->
        [one] файлу
       *[other] файлів
    } { $invalid ->
        [one] має
       *[other] мають
    } помилки

## Варіанти, файли й параметри, названі в командному рядку
# $reason — слова самої системи.

cli-bad_file_name = { $name } не може бути назвою файлу
cli-cannot_read = не вдається прочитати { $name }: { $reason }
cli-no_variant = немає ні файлу варіанта, ні вбудованого варіанта з назвою '{ $name }'{ $hint }
cli-builtins = { " " }(вбудовані варіанти: { $ids })
cli-set_form = укажіть path.to.key=value, наприклад game.target=11 (отримано { $setting })
cli-set_control = параметр не може містити табуляцію, розрив рядка чи інший керівний символ (отримано { $setting })
cli-file_name = укажіть назву файлу
cli-no_folder = теки для { $path } не існує
cli-not_regular = { $path } існує, але це не звичайний файл
cli-cannot_write = не вдається записати { $path }: { $reason }
cli-no_output = не вдається вивести результат: { $reason }
# $what: document, house_file або records (запис $games ігор).
cli-kept_elsewhere = не вдається записати { $asked }: { $problem }; { $what ->
        [document] документ збережено
        [house_file] файл домашніх правил збережено
       *[records] запис { $games } { $games ->
            [one] гри
           *[other] ігор
        } збережено
    } натомість у { $path }

## Боти, місця й гравці

cli-unknown_bot = невідомий бот '{ $name }'; виберіть із: { $bots }
cli-bots_per_seat = укажіть одного бота для всіх місць або по одному на кожне місце ({ $players })
cli-players_range = { $variant } — гра для { $min }–{ $max } гравців

## simulate

cli-json_alone = --json виводить лише звіт; приберіть --show і --report
cli-plot_folder = укажіть теку для графіків
cli-plot_needs_matplotlib = потрібен matplotlib: pip install 'pitch-rules[plot]'
cli-plot_unwritable = не вдається записати графіки в { $folder }: { $reason }

## play
# $what: game (збереження гри) або record (її запис).

cli-resume_alone = --resume продовжує гру з варіантом і параметрами збереження; не вказуйте разом із ним VARIANT чи --set
cli-give_variant = укажіть VARIANT, щоб грати, або --resume FILE
cli-seats = місця нумеруються від 0 до { $last }
cli-unkeepable_path = { $path }: збережена гра не може посилатися на файл, шлях до якого містить табуляцію, розрив рядка чи інший керівний символ або байти не в UTF-8; перейменуйте чи перемістіть його
cli-cannot_save = не вдається зберегти в { $path }: { $reason }
cli-save_over = { $asked } уже існує. Зберегти { $what ->
        [record] запис цієї гри
       *[game] цю гру
    } поверх нього?
cli-saved_beside = { $asked } уже існує; { $what ->
        [record] запис цієї гри
       *[game] цю гру
    } буде збережено в { $free }
cli-names_taken = { $asked } і { $stem }-2…-999 уже всі існують; укажіть інший файл через { $option }

## play --resume: збережена гра, яку не вдається продовжити
# Код ставить першим місце у збереженні (шлях, а де є — рядок:стовпець), потім повідомлення.
# $reason — слова самої системи чи завантажувача правил; $problem — слова читача JSON чи рушія
# або одне з повідомлень save-* після save-not_a_game; $variant, $was, $now і $name подано в лапках.

save-unreadable = не вдається прочитати збережену гру: { $reason }
save-too_large = це не збережена гра (більша за { $mib } МіБ)
save-not_utf8 = це не збережена гра (не текст UTF-8 на байті { $byte })
save-bad_json = це не збережена гра (хибний JSON: { $problem })
save-no_format = це не збережена гра (немає "format": "{ $format }")
save-not_a_game = це не збережена гра: { $problem }
# $kind: text, whole_number або list.
save-missing = '{ $key }' бракує або це не { $kind ->
        [text] текст
        [whole_number] ціле число
       *[list] список
    }
save-players = 'players' дорівнює { $players }; за столом буває від { $min } до { $max } гравців
save-seed = 'seed' поза допустимими межами
save-target = 'target' має бути null або цілим числом від 1 до { $max }
save-text_list = '{ $key }' має бути списком текстів
save-seats = гравців: { $players }, місце { $seat }, ботів: { $bots }
save-variant_not_file = не вдається завантажити варіант гри { $variant }: це ні вбудований варіант, ні файл .yaml
save-variant_unloadable = не вдається завантажити варіант гри { $variant }: { $reason }
save-variant_changed = гра велася за варіантом { $was }, але { $reference } тепер — це { $now }
save-unknown_bot = невідомий бот { $name }; є такі боти: { $bots }
save-not_legal = дія { $number } ({ $action }) у цьому місці недопустима
save-no_replay = збережену гру не вдається відтворити: { $problem }

## JSON, якого не буває в записі чи збереженій грі (проблеми суворого читача; код ставить першим місце: файл, рядок і стовпець)
# $place: місце поля (hands/0/deal/2) або schema-top_level; $key і $text подано в лапках, як написано.

bad_json-invalid = хибний JSON: { $problem }
bad_json-digits = число з { $digits } { $digits ->
        [one] цифри
       *[other] цифр
    } (приймається щонайбільше { $limit })
bad_json-constant = { $text } — не число JSON
bad_json-duplicate_key = ключ { $key } повторюється
bad_json-too_deep = вкладеність надто глибока (більше ніж { $limit } { $limit ->
        [one] рівень
        [few] рівні
       *[other] рівнів
    })
bad_json-too_deep_at = { $place }: вкладеність надто глибока (більше ніж { $limit } { $limit ->
        [one] рівень
        [few] рівні
       *[other] рівнів
    })
# $character: код символу (U+0000).
bad_json-character = { $place }: текст містить символ { $character }, а він заборонений
bad_json-fraction = { $place }: число записано з десятковою крапкою чи показником степеня, а приймаються лише цілі числа
# $problem у bad_json-invalid: що знайшов читач JSON у Python (його місце — рядок і стовпець перед повідомленням).
bad_json-expecting_value = очікувалося значення
bad_json-expecting_name = очікувалася назва властивості в подвійних лапках
bad_json-expecting_colon = очікувався роздільник ':'
bad_json-expecting_comma = очікувався роздільник ','
bad_json-unterminated = рядок не закрито лапками
bad_json-control_character = керівний символ у рядку
bad_json-escape = недійсна екранована послідовність із \
bad_json-unicode_escape = недійсна екранована послідовність \uXXXX
bad_json-extra_data = зайві дані після значення
bad_json-trailing_comma = зайва кома перед кінцем

## Файл записів, який replay не може прочитати (код ставить першим місце: файл, рядок і стовпець)
# $format: pitch-record/1; $place: місце поля (hands/0/deal/2) або schema-top_level.

bad_record-too_long = рядок задовгий (межа — { $mib } МіБ)
bad_record-not_utf8 = це не текст UTF-8 (байт { $byte })
# $problem: повідомлення schema-* (поле названо його місцем), bad_record-unknown_field або bad_record-not_a_card.
bad_record-not_a_record = це не запис { $format }: { $problem }
bad_record-unknown_field = { $place }: такого поля у форматі немає
bad_record-not_a_card = { $place }: це не карта

## replay
# $problem — слова самого рушія; $divergence — replay-divergence (нижче).

cli-no_games = { $file }: у файлі немає ігор
cli-replayed = { $file }: відтворено { $games } { $games ->
        [one] гру
        [few] гри
       *[other] ігор
    }, усі результати збігаються
cli-not_builtin = { $file }:{ $line }: запис належить варіанту { $variant }, який не є вбудованим; укажіть його файл через --variant FILE
cli-not_replayable = { $file }:{ $line }: гру { $game } неможливо відтворити: { $problem }
cli-diverges = { $file }:{ $line }: гра { $game } розходиться в місці: { $divergence }{ $hint }
cli-replayed_with = { " " }(відтворено з вбудованим варіантом { $variant }; якщо запис зроблено з файлу домашніх правил з таким id, укажіть цей файл через --variant FILE)

## replay: де запис і рушій розходяться
# $divergence у cli-diverges: місце, потім що там у записі і в рушія. $recorded і $engine — карти, числа чи JSON так,
# як їх пише запис, власні слова рушія або одне з повідомлень replay-* нижче.

replay-divergence = { $place }: запис каже { $recorded }, рушій — { $engine }
# $place — одне з місць нижче.
replay-in_hand = роздача { $hand }, { $place }
# Місце не в самій роздачі, а в іншому здаванні: $deal — replay-thrown_in_deal або replay-final_deal.
replay-in_deal = { $deal }, { $place }
replay-thrown_in_deal = скасована роздача { $number }
replay-final_deal = фінальне здавання

# Місця
replay-variant = варіант
replay-players = гравці
replay-hands = роздачі
replay-dealer = здавач
replay-stock = колода
replay-deal = здавання
replay-settings = налаштування гри
replay-sides = сторони
replay-game_over = чи гру закінчено
replay-winner = переможець
replay-misdeal = помилкова роздача
replay-thrown = скасування
replay-scores = рахунок
replay-upcards = відкриті карти
replay-won_in_final = гра, виграна під час фінального здавання
replay-to_beg = хто грає чи просить
replay-to_pitch = хто ходить сам чи продає хід
replay-to_sell = хто продає чи відмовляється
# $action — слово запису (stand, beg, pitch, sell, accept, refuse...).
replay-action_by = { $action } від місця { $seat }
replay-to_bid = хто робить заявку
replay-bid_by = заявка місця { $seat }
replay-auction_over = кінець торгівлі після записаних заявок
replay-naming_trump = вибір козиря
replay-to_exchange = хто обмінює карти
replay-discard_by = скидання місця { $seat }
replay-exchange_end = кінець обміну місця { $seat }
replay-call_by = виклик місця { $seat }
replay-bidder = розігрувач
replay-bid = заявка
replay-tricks = взятки
replay-trick_leader = хто ходить у взятці { $number }
replay-trick_plays = карти взятки { $number }
replay-trick_winner = хто бере взятку { $number }
replay-trick_play_by = взятка { $number }, карта місця { $seat }
replay-hand_over = кінець роздачі після записаних взяток
replay-trump = козир
replay-hand_sides = команди роздачі
replay-thrown_in_count = кількість скасованих роздач
replay-game_points = очки за гру
# $point — id очка так, як його пише запис (high, low, jack, game...).
replay-award = очко { $number } ({ $point })
replay-award_count = кількість присуджених очок

# Що там у записі чи в рушія, словами відтворення
replay-players_range = від { $min } до { $max } гравців
replay-no_hands = жодної роздачі
replay-some_hand = щонайменше одна роздача
replay-seats_dealt = { $seats } — стільки місць отримали карти в роздачі 1
replay-a_seat = місце від 0 до { $last }
replay-a_stock = колода
replay-no_stock = у цьому варіанті колоди не лишається
replay-a_deal = здавання цього варіанту
replay-playable = гра, яку можна зіграти
replay-cards = { $count } { $count ->
        [one] карта
        [few] карти
       *[many] карт
    }
# $cards: перші карти, яких немає ні на руках, ні в колоді.
replay-cards_missing = { $count } { $count ->
        [one] карта
        [few] карти
       *[many] карт
    } (бракує { $cards })
replay-tricks_count = { $count } { $count ->
        [one] взятка
        [few] взятки
       *[many] взяток
    }
replay-ended_after = роздача скінчилася після { $count } { $count ->
        [one] взятки
       *[other] взяток
    }
replay-or_more = { $count } або більше
# $folded: replay-seat для кожного місця, що вийшло з гри, через кому.
replay-folded = { $seats } (грають лише місця, що мають козир; { $folded } без козирів і не грають)
replay-seat = місце { $seat }
# $problem: слова рушія або replay-not_an_action.
replay-illegal = недопустимо ({ $problem })
replay-not_an_action = { $action } — не дія цього варіанту
# $action: the recorded action; $legal: the actions the engine allows there, between commas, as records write them.
replay-not_legal_now = { $action } зараз не можна; можна: { $legal }

## Здавання, яке не можна розкласти (здавання із запису, як його називає replay)

bad_deal-order = зверху колоди має бути { $count } { $count ->
        [one] різна карта
        [few] різні карти
       *[many] різних карт
    }
bad_deal-hands = у здаванні має бути { $players } { $players ->
        [one] рука
        [few] руки
       *[many] рук
    }, а не { $count }
bad_deal-seat_cards = місцю { $seat } мають здати { $count } { $count ->
        [one] карту
        [few] карти
       *[many] карт
    }, а не { $given }
bad_deal-twice = одну карту здано двічі
bad_deal-seat = місце { $seat }
bad_deal-the_stock = нероздані карти
# $holder: bad_deal-seat або bad_deal-the_stock.
bad_deal-no_list = { $holder }: немає списку карт
bad_deal-not_in_deck = { $holder }: цих карт немає в колоді варіанту: { $cards }

## docs та init

cli-document_written = { $file }: правила гри { $variant } записано
cli-init_exists = { $file } уже існує; init ніколи не записує поверх файлу
cli-init_written = { $file }: домашні правила гри { $variant } записано; перевірте їх командою: pitch-rules validate { $file }

## serve та lsp

cli-give_host = укажіть адресу, на якій слухати, наприклад 127.0.0.1
cli-give_delay = укажіть кількість секунд від 0 до 10
cli-serve_needs_web = serve потребує додатка web (бракує { $module }): pip install 'pitch-rules[web]'
cli-no_address = { $host } не є жодною адресою ({ $reason })
cli-port_in_use = порт уже зайнятий
cli-cannot_serve = не вдається працювати на { $host }, порт { $port }: { $reason }
cli-serving = працює на http://{ $host }:{ $port }/ (Ctrl-C зупиняє)
cli-server_failed = вебсервер не запустився
cli-lsp_needs_pygls = мовному серверу потрібен pygls: pip install 'pitch-rules[lsp]'

## Як завершується команда, що не може працювати далі

cli-interrupted = перервано
cli-terminated = зупинено
cli-internal_error = внутрішня помилка ({ $error }); будь ласка, повідомте про неї
