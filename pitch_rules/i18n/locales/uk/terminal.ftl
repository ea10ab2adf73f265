# Слова, які гравець бачить поза документами з правилами: запис гри (simulate --show),
# гра в терміналі (pitch-rules play). [bold]...[/] — розмітка термінала.

## Запис гри

transcript-game = Гра (зерно { $seed }, { $variant }, { $players } { $players ->
        [one] гравець
        [few] гравці
       *[other] гравців
    })
transcript-steal = місце { $seat } перехоплює заявку на { $bid }
transcript-auction_stolen = місце { $seat } виграє торгівлю на { $bid }, бо здавач перехопив заявку; { $trump }
transcript-rest-dealer = місце { $seat } забирає решту колоди і скидає { $cards }
transcript-rest-bidder = місце { $seat } бере решту колоди і скидає { $cards }
transcript-widow = місце { $seat } бере прикуп, перш ніж назвати козир: { $cards }
transcript-folds = місце { $seat } виходить із роздачі: козирів не лишилося
transcript-nobody = ніхто
transcript-seat = місце { $seat }
transcript-seats = місця { $seats }
transcript-team = команда { $team } (місця { $seats })
transcript-hand = Роздача { $number }: здає місце { $dealer }
transcript-holds = у місця { $seat }: { $cards }
transcript-turned_up = відкрито: { $cards }
transcript-begging-stand = місце { $seat } грає
transcript-begging-beg = місце { $seat } просить
transcript-begging-give = місце { $seat } дає
transcript-begging-run = місце { $seat } доздає
transcript-sale-pitch = місце { $seat } одразу ходить саме
transcript-sale-sell = місце { $seat } пропонує продати хід
transcript-sale-accept = місце { $seat } продає
transcript-sale-refuse = місце { $seat } відмовляється продати
transcript-bids = заявки: { $bids }
transcript-bid = місце { $seat } { $bid }
transcript-pass = місце { $seat } пас
transcript-trump = козир — { $suit }
transcript-auction = місце { $seat } виграє торгівлю на { $bid }; { $trump }
transcript-pitch_no_contract = місце { $seat } ходить без заявки; { $trump }
transcript-discards = місце { $seat } скидає { $cards }
transcript-nothing = нічого
transcript-calls = місце { $seat } викликає { $card }
transcript-for_this_hand = у цій роздачі: { $teams }
transcript-against = {" "}проти{" "}
transcript-trick = взятка { $number }: ходить місце { $leader }, { $cards } -> місце { $winner }
transcript-award = { $point }: { $who }
transcript-award_card = { $point } ({ $card }): { $who }
transcript-contract-made = { $who } виконує заявку { $bid }: { $won } { $won ->
        [one] очко
        [few] очки
       *[other] очок
    }; очки у взятках { $trick_points }
transcript-contract-set_back = { $who } не виконує заявку { $bid }: { $won } { $won ->
        [one] очко
        [few] очки
       *[other] очок
    }; очки у взятках { $trick_points }
transcript-contract-none = { $who } ходить без заявки: { $won } { $won ->
        [one] очко
        [few] очки
       *[other] очок
    }; очки у взятках { $trick_points }
transcript-points_won = виграні очки { $won }; очки у взятках { $trick_points }
transcript-score_changes = зміни рахунку { $changes }; рахунок { $scores }
transcript-thrown_in = Роздачу скасовано: здавало місце { $dealer }; { $why }; рахунок { $scores }
transcript-misdeal = помилкова роздача
transcript-ran_out = карти скінчилися
transcript-won_during_deal = гру виграно під час роздачі, до розіграшу; рахунок { $scores }
transcript-wins = перемагає { $side }, рахунок { $scores }
transcript-cut_off = гру перервано після { $hands } роздач, рахунок { $scores }

## Чому рахунок не вирішив гру так, як можна було б чекати

notes-fewer_points = { $winner } перемагає з { $score } { $score ->
        [one] очком
       *[other] очками
    }, хоча в суперника { $other } їх { $other_score }: гру виграє { $rule }.
notes-target_not_won = { $side }: { $score } { $score ->
        [one] очко
        [few] очки
       *[other] очок
    }, тобто не менше за { $target }, але перемоги немає: гру виграє { $rule }.

## Гра в терміналі: слова, які вводить гравець

play-word-pass = пас
play-word-bid = заявка
play-word-trump = козир
play-word-discard = скинути
play-word-call = викликати
play-word-stand = граю
play-word-beg = прошу
play-word-give = даю
play-word-run = доздати
play-word-done = готово
play-word-pitch = ходжу
play-word-sell = продаю
play-word-accept = приймаю
play-word-refuse = відмовляю
play-word-help = довідка
play-word-rules = правила
play-word-score = рахунок
play-word-last = остання
play-word-hint = підказка
play-word-quit = вихід

## Гра в терміналі: що вона каже

play-intro = [bold]{ $name }[/], гравців: { $players }; ваше місце — { $seat }. Зерно { $seed }. Введіть [bold]{ $help }[/], щоб отримати довідку.
play-next-hand = Натисніть Enter для наступної роздачі (або введіть { $quit }) 
play-saved = Гру збережено у файлі { $path }. Продовжити: pitch-rules play --resume { $path }
play-choose-from = Можна: { $choices }
play-choices = Ваш хід: { $choices }
play-steal_choice = { $bid } (перехопити)
play-steals = перехоплює заявку на { $bid }
play-bot_exchange = скидає { $count } { $count ->
        [one] карту
        [few] карти
       *[other] карт
    } сорочкою догори і закінчує
play-bids_steal = { $seat }: заявка { $bid } (перехоплення)
play-stole = перехопив заявку на { $bid }
play-trump_choice = { $word } { $suit }
play-rest-dealer = { $seat } забирає решту колоди: бере карти, що лишилися, і скидає зайві, поки не залишиться { $keep }.
play-rest-dealer_you = Ви забираєте решту колоди: карти, що лишилися, тепер у вас на руці; скиньте зайві, поки не залишиться { $keep }.
play-rest-bidder = { $seat } бере решту колоди і скидає зайві, поки не залишиться { $keep }.
play-rest-bidder_you = Ви берете решту колоди: ці карти тепер у вас на руці; скиньте зайві, поки не залишиться { $keep }.
play-widow = { $seat } бере прикуп ({ $count } { $count ->
        [one] карта
        [few] карти
       *[other] карт
    }), перш ніж назвати козир, потім скидає зайві, поки не залишиться { $keep }.
play-widow_you = Ви берете прикуп: його карти ({ $count }) тепер у вас на руці. Назвіть козир; потім скиньте зайві, поки не залишиться { $keep }.
play-folds = { $seat } виходить із роздачі: козирів не лишилося.
play-folds-you = Ви виходите з роздачі: у вас не лишилося козирів, і до кінця роздачі ви не граєте.
play-exchange_status = Обмін: у вас { $held } { $held ->
        [one] карта
        [few] карти
       *[other] карт
    }, грати треба з { $keep }{ $refill }.
play-exchange_refill = ; після скидання вам доздадуть карти з колоди (там лишилося { $stock })
play-discarded = Ви скидаєте { $cards }.
play-discards_stopped = { $card } не скинуто: { $reason }
play-hint = Бот search зробив би тут хід [bold]{ $choice }[/] (він бачить лише те, що бачите ви).
play-no_trick = Ще не зіграно жодної взятки.
play-last_trick = Остання взятка: перший хід — { $leader }, карти { $cards } → забирає { $winner }.
play-score_line = Рахунок: { $scores } (гра до { $target }); роздача { $hand }, здає { $dealer }.
play-hand_line = Ця роздача: { $contract }; взятки: { $tricks }.
play-no_contract_yet = заявки ще немає
play-contract = заявка { $bid }, розігрувач — { $bidder }
play-no_auction = без торгівлі
play-paged_rules = Правила гри { $name } (q — вийти з перегляду).
play-game-over = [bold]Гру закінчено[/]: перемога — { $winner }; рахунок: { $scores }.
play-ask-record = Зберегти запис цієї гри? Назва файлу (Enter — не зберігати): 
play-record-saved = Запис збережено у файлі { $path } (pitch-record/1).
play-ask-record-again = Файл { $path } уже існує. Введіть цю назву ще раз, щоб записати поверх нього, або іншу назву (Enter — не зберігати): 
play-exists = Файл { $path } уже існує, його залишено без змін.
play-not-written = Не вдалося записати { $asked }: { $problem }. Натомість збережено в тимчасовій теці системи.

## Чому хід не прийнято

play-why-nothing = Нічого не введено.
play-why-not-a-move = «{ $text }» — не хід у цій грі.
play-why-call-own = { $card } у вас на руці: викликайте карту, якої у вас немає.
play-why-not-held = У вас немає { $card }.
play-why-not-playable = { $card } не можна класти в цю взятку.
play-why-not-discardable = { $card } зараз скидати не можна.
play-why-bid-low = «{ $bid }» зараз не можна: найвища заявка — { $high }.
play-why-no-gift = Здавач зараз не може дати очко: воно принесло б перемогу в грі. Доздайте карти.
play-why-not-now = «{ $choice }» зараз не можна ({ $phase }).

## Що зробили інші

play-did-pass = пас
play-did-bid = заявка { $bid }
play-did-stand = граю
play-did-beg = прошу
play-did-give = даю
play-did-run = доздаю
play-did-done = готово
play-did-pitch = ходжу сам
play-did-sell = продаю
play-did-accept = приймаю
play-did-refuse = відмовляю
play-did-discard = скидає { $card }
play-did-discard-hidden = скидає карту
play-did-trump = оголошує козир: { $suit }
play-did-call = викликає { $card }

## Стіл

play-phase-auction = торгівля
play-phase-sale = продаж ходу
play-phase-trump = вибір козиря
play-phase-begging = прохання
play-phase-exchange = обмін
play-phase-call = виклик партнера
play-phase-play = розіграш
play-phase-over = кінець гри
play-you = Ви
play-seat-bot = місце { $seat } ({ $bot })
play-seat-you = місце { $seat } (ви)
play-seat = місце { $seat }
play-nobody = ніхто
play-team = команда { $team } ({ $members })
play-trump-is = козир { $suit }
play-trump-not-set = козир ще не визначено
play-table-hand = [bold]Роздача { $hand }[/] · здає { $dealer } · { $trump } · [italic]{ $phase }[/]
play-table-scores = Рахунок: { $scores }  (гра до { $target })
play-table-turned-up = Відкрито: { $cards }
play-table-stock = У колоді: { $count } { $count ->
        [one] карта
        [few] карти
       *[other] карт
    }{ $top ->
        [none] {""}
       *[other] , зверху { $top }
    }
play-table-bid-pass = { $seat }: пас
play-table-bid = { $seat }: заявка { $bid }
play-table-high-bid = → найвища заявка { $bid } ({ $seat })
play-table-bids = Заявки: { $bids }
play-table-sale = Продаж ходу: { $words }
play-table-shown = Скинуті відкрито козирі: { $cards }
play-table-folded = Вийшли з роздачі (без козирів): { $seats }
play-table-trick = На столі: { $plays }
play-table-empty = На столі: поки нічого
play-table-empty-you-lead = На столі: поки нічого, ваш хід першим
play-table-hand-cards = Ваші карти: { $cards }
play-table-called = Викликана карта: { $card }
play-table-called-yours = Викликана карта: { $card } (вона у вас: ви партнер розігрувача)
play-table-partner-unknown = У цій роздачі ваш партнер ще невідомий
play-table-partners = У цій роздачі ви граєте разом із: { $partners }
play-table-alone = У цій роздачі ви граєте сам на сам
play-trick = взятка: перший хід — { $leader }, карти { $cards } → { $you ->
        [yes] забираєте ви
       *[no] забирає { $winner }
    }
play-result = [bold]Підсумок роздачі { $hand }[/]: { $bidder } — { $contract }, козир { $trump }
play-result-no-auction = [bold]Підсумок роздачі { $hand }[/]: козир { $trump }
play-result-bid = заявка { $bid }
play-result-no-contract = ходить без заявки
play-result-point = { $point }{ $card } → { $who }
play-result-trick-points = очки у взятках: { $points }
play-result-free = без заявки: { $won } { $won ->
        [one] очко
        [few] очки
       *[other] очок
    }
play-result-made = заявку виконано: { $won } { $won ->
        [one] очко
        [few] очки
       *[other] очок
    }
play-result-set-back = [bold red]заявку не виконано[/]: { $won } { $won ->
        [one] очко
        [few] очки
       *[other] очок
    } при заявці { $bid }
play-result-scores = рахунок: { $scores }
play-won-during-deal = [bold]Гру виграно ще під час здавання[/] (здавало місце { $dealer }{ $turned }): очки, нараховані одразу, дали перемогу ({ $winner }) ще до першої карти.
play-won-during-deal-turned = , відкрито { $cards }

## Довідка

play-help-typing = Введіть один із показаних варіантів так, як він написаний, або команду. Карти можна вводити як 10♠, 10s або TS (джокера — за назвою або літерами); заявки — як 2 або заявка 2; козир — як козир ♥, козир h або козир черви.
play-help-commands = Команди: [bold]{ $help }[/] пояснює рішення, яке перед вами; [bold]{ $rules }[/] показує правила цієї гри; [bold]{ $score }[/] — рахунок; [bold]{ $last }[/] — останню взятку; [bold]{ $hint }[/] — що зробив би на вашому місці бот search (він бачить лише те, що бачите ви); [bold]{ $quit }[/] (або Ctrl-C) зберігає гру й зупиняє її.
play-help-rules_heading = [bold]Правила цієї частини гри:[/]
play-help-decision-auction = Ви торгуєтеся: введіть заявку з показаних, наприклад [bold]заявка 2[/] (або просто 2), чи [bold]пас[/].
play-help-decision-auction_steal = Ви здаєте, тож можете [bold]перехопити[/] заявку: заявка, що дорівнює найвищій ({ $bid }), забирає торгівлю в її автора. Вона показана як [bold]заявка { $bid } (перехопити)[/].
play-help-decision-sale_offer = Право ходу ваше: [bold]ходжу[/] — ходити одразу (тоді треба набрати { $pitch_bid }), або [bold]продаю[/] — хай інші торгуються за нього.
play-help-decision-sale_answer = Інші торгувалися за право ходу: [bold]приймаю[/] продає його тому, хто дав найбільше (ви одразу записуєте собі заявку), [bold]відмовляю[/] залишає хід за вами, і цю заявку маєте виконати ви.
play-help-decision-trump = Ви виграли торгівлю: назвіть козирну масть, наприклад [bold]козир ♥[/] (або козир h).
play-help-decision-stand_or_beg = Відкрита карта визначає козир. [bold]граю[/] залишає цю масть козирною; [bold]прошу[/] просить здавача її змінити.
play-help-decision-give_or_run = Ви здаєте, а гравець ліворуч попросив. [bold]даю[/] залишає цей козир і дає йому очко; [bold]доздати[/] — роздати ще карти і відкрити нову карту на козир.
play-help-decision-run_only = Ви здаєте, а гравець ліворуч попросив. Дане очко принесло б йому перемогу, а ця гра такого не дозволяє, тож треба [bold]доздати[/] карти: роздати ще й відкрити нову карту на козир.
play-help-decision-exchange = Скиньте карти, які вам не потрібні: одну (наприклад [bold]скинути 2♣[/]) або кілька однією командою ([bold]скинути 2♣ 5♦[/]).
play-help-decision-done_now = [bold]готово[/] закінчує ваш хід, карти на руці залишаються{ $refill }.
play-help-decision-done_refill = , а потім вам доздають карти з колоди до { $keep }
play-help-decision-done_later = [bold]готово[/] з'явиться, коли ви скинете достатньо: грати треба з { $keep } картами.
play-help-decision-call = Викличте карту, якої у вас немає, наприклад [bold]викликати A♥[/]: той, у кого вона, — ваш партнер у цій роздачі. Інші дізнаються, хто це, лише коли цю карту зіграють; якщо її ні в кого немає, ви граєте сам на сам.
play-help-decision-play = Зіграйте одну з показаних карт, наприклад [bold]10♠[/] (або 10s, або TS): це ті карти, які правила дозволяють зіграти зараз.
