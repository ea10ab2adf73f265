# Думите, които играчът вижда извън документите с правилата: записът на играта
# (simulate --show) и играта в терминала (pitch-rules play). [bold]...[/] е маркировка за терминала.

## Записът на играта

transcript-game = Игра (семе { $seed }, { $variant }, { $players } { $players ->
        [one] играч
       *[other] играчи
    })
transcript-steal = място { $seat } открадва обявата с { $bid }
transcript-auction_stolen = място { $seat } печели наддаването с { $bid }, защото раздаващият открадна обявата; { $trump }
transcript-rest-dealer = място { $seat } взема останалите в тестето карти и хвърля { $cards }
transcript-rest-bidder = място { $seat } взема останалите в тестето карти и хвърля { $cards }
transcript-widow = място { $seat } взема прикупа, преди да назове коза: { $cards }
transcript-folds = място { $seat } се отказва, няма повече козове
transcript-nobody = никой
transcript-seat = място { $seat }
transcript-seats = места { $seats }
transcript-team = отбор { $team } (места { $seats })
transcript-hand = Раздаване { $number }: раздава място { $dealer }
transcript-holds = място { $seat } държи { $cards }
transcript-turned_up = обърната: { $cards }
transcript-begging-stand = място { $seat } играе
transcript-begging-beg = място { $seat } моли
transcript-begging-give = място { $seat } дава
transcript-begging-run = място { $seat } дораздава
transcript-sale-pitch = място { $seat } излиза веднага само
transcript-sale-sell = място { $seat } предлага да продаде излизането
transcript-sale-accept = място { $seat } продава
transcript-sale-refuse = място { $seat } отказва да продаде
transcript-bids = обяви: { $bids }
transcript-bid = място { $seat } { $bid }
transcript-pass = място { $seat } пас
transcript-trump = коз е { $suit }
transcript-auction = място { $seat } печели наддаването с { $bid }; { $trump }
transcript-pitch_no_contract = място { $seat } излиза без обява; { $trump }
transcript-discards = място { $seat } хвърля { $cards }
transcript-nothing = нищо
transcript-calls = място { $seat } вика { $card }
transcript-for_this_hand = в това раздаване: { $teams }
transcript-against = {" "}срещу{" "}
transcript-trick = взятка { $number }: излиза място { $leader } { $cards } -> място { $winner }
transcript-award = { $point }: { $who }
transcript-award_card = { $point } ({ $card }): { $who }
transcript-contract-made = { $who } изпълнява обявата { $bid } с { $won } { $won ->
        [one] точка
       *[other] точки
    }; точки от взятки { $trick_points }
transcript-contract-set_back = { $who } пада с обявата { $bid } с { $won } { $won ->
        [one] точка
       *[other] точки
    }; точки от взятки { $trick_points }
transcript-contract-none = { $who } играе без обява с { $won } { $won ->
        [one] точка
       *[other] точки
    }; точки от взятки { $trick_points }
transcript-points_won = спечелени точки { $won }; точки от взятки { $trick_points }
transcript-score_changes = промени { $changes }; резултат { $scores }
transcript-thrown_in = Раздаването е отменено: раздаваше място { $dealer }; { $why }; резултат { $scores }
transcript-misdeal = грешно раздаване
transcript-ran_out = картите свършиха
transcript-won_during_deal = играта е спечелена по време на раздаването, преди играта; резултат { $scores }
transcript-wins = { $side } печели с резултат { $scores }
transcript-cut_off = играта е прекъсната след { $hands } раздавания с резултат { $scores }

## Защо резултатът не реши играта, както би се очаквало

notes-fewer_points = { $winner } печели с { $score } { $score ->
        [one] точка
       *[other] точки
    }, макар че друг има повече ({ $other }: { $other_score }): играта печели { $rule }.
notes-target_not_won = { $side }: { $score } { $score ->
        [one] точка
       *[other] точки
    }, тоест поне { $target }, но победа няма: играта печели { $rule }.

## Играта в терминала: думите, които пише играчът

play-word-pass = пас
play-word-bid = обява
play-word-trump = коз
play-word-discard = хвърлям
play-word-call = викам
play-word-stand = играя
play-word-beg = моля
play-word-give = давам
play-word-run = дораздай
play-word-done = готово
play-word-pitch = излизам
play-word-sell = продавам
play-word-accept = приемам
play-word-refuse = отказвам
play-word-help = помощ
play-word-rules = правила
play-word-score = резултат
play-word-last = последна
play-word-hint = подсказка
play-word-quit = изход

## Играта в терминала: какво казва

play-intro = [bold]{ $name }[/], играчи: { $players }; вашето място е { $seat }. Начално число { $seed }. Напишете [bold]{ $help }[/] за помощ.
play-next-hand = Натиснете Enter за следващото раздаване (или напишете { $quit }) 
play-saved = Играта е записана в { $path }. Продължете с: pitch-rules play --resume { $path }
play-choose-from = Изберете от: { $choices }
play-choices = Вашият избор: { $choices }
play-steal_choice = { $bid } (открадване)
play-steals = открадва обявата с { $bid }
play-bot_exchange = хвърля { $count } { $count ->
        [one] карта
       *[other] карти
    } с лицето надолу и приключва
play-bids_steal = { $seat }: обява { $bid } (открадване)
play-stole = открадна обявата с { $bid }
play-trump_choice = { $word } { $suit }
play-rest-dealer = { $seat } взема останалите в тестето карти, после хвърля, докато му останат { $keep }.
play-rest-dealer_you = Вземате останалите в тестето карти: вече са във вашата ръка; хвърлете, докато ви останат { $keep }.
play-rest-bidder = { $seat } взема останалите в тестето карти, после хвърля, докато му останат { $keep }.
play-rest-bidder_you = Вземате останалите в тестето карти: вече са във вашата ръка; хвърлете, докато ви останат { $keep }.
play-widow = { $seat } взема прикупа ({ $count } { $count ->
        [one] карта
       *[other] карти
    }), преди да назове коза, после хвърля, докато му останат { $keep }.
play-widow_you = Вземате прикупа: картите му ({ $count }) вече са във вашата ръка. Назовете коза; после хвърлете, докато ви останат { $keep }.
play-folds = { $seat } се отказва: няма повече козове.
play-folds-you = Отказвате се: нямате повече козове и не играете до края на раздаването.
play-exchange_status = Размяна: имате { $held } { $held ->
        [one] карта
       *[other] карти
    } и играете с { $keep }{ $refill }.
play-exchange_refill = ; след хвърлянето ви се раздават карти от тестето (там са останали { $stock })
play-discarded = Хвърляте { $cards }.
play-discards_stopped = { $card } не е хвърлена: { $reason }
play-hint = Ботът search тук би избрал [bold]{ $choice }[/] (той вижда само това, което виждате вие).
play-no_trick = Още не е изиграна нито една взятка.
play-last_trick = Последна взятка: излезе { $leader }, карти { $cards } → взема { $winner }.
play-score_line = Резултат: { $scores } (играе се до { $target }); раздаване { $hand }, раздава { $dealer }.
play-hand_line = Това раздаване: { $contract }; взети взятки: { $tricks }.
play-no_contract_yet = още няма обява
play-contract = обява { $bid }, разиграващ { $bidder }
play-no_auction = без наддаване
play-paged_rules = Правилата на { $name } (q излиза от прегледа).
play-game-over = [bold]Край на играта[/]: победител е { $winner }; резултат: { $scores }.
play-ask-record = Да се запише ли тази игра? Име на файл (Enter за пропускане): 
play-record-saved = Записът е запазен в { $path } (pitch-record/1).
play-ask-record-again = Файлът { $path } вече съществува. Въведете името му отново, за да се запише върху него, или друго име (Enter за пропускане): 
play-exists = Файлът { $path } вече съществува и е оставен непроменен.
play-not-written = Не може да се запише { $asked }: { $problem }. Запазено е във временната папка на системата.

## Защо ходът не е приет

play-why-nothing = Нищо не е написано.
play-why-not-a-move = „{ $text }“ не е ход в тази игра.
play-why-call-own = { $card } е у вас: викайте карта, която нямате.
play-why-not-held = Нямате { $card }.
play-why-not-playable = { $card } не може да се играе в тази взятка.
play-why-not-discardable = { $card } не може да се хвърли сега.
play-why-bid-low = „{ $bid }“ сега не е позволено: най-високата обява е { $high }.
play-why-no-gift = Раздаващият сега не може да даде точка: тя би спечелила играта. Дораздайте картите.
play-why-not-now = „{ $choice }“ сега не е възможно ({ $phase }).

## Какво направиха другите

play-did-pass = пас
play-did-bid = обява { $bid }
play-did-stand = играя
play-did-beg = моля
play-did-give = давам
play-did-run = дораздава
play-did-done = готово
play-did-pitch = излиза сам
play-did-sell = продава
play-did-accept = приема
play-did-refuse = отказва
play-did-discard = хвърля { $card }
play-did-discard-hidden = хвърля карта
play-did-trump = обявява коз: { $suit }
play-did-call = вика { $card }

## Масата

play-phase-auction = наддаване
play-phase-sale = продажба на излизането
play-phase-trump = избор на коз
play-phase-begging = молба
play-phase-exchange = размяна
play-phase-call = викане на партньор
play-phase-play = игра
play-phase-over = край на играта
play-you = Вие
play-seat-bot = място { $seat } ({ $bot })
play-seat-you = място { $seat } (вие)
play-seat = място { $seat }
play-nobody = никой
play-team = отбор { $team } ({ $members })
play-trump-is = коз { $suit }
play-trump-not-set = козът още не е определен
play-table-hand = [bold]Раздаване { $hand }[/] · раздава { $dealer } · { $trump } · [italic]{ $phase }[/]
play-table-scores = Резултат: { $scores }  (играе се до { $target })
play-table-turned-up = Обърната: { $cards }
play-table-stock = В тестето: { $count } { $count ->
        [one] карта
       *[other] карти
    }{ $top ->
        [none] {""}
       *[other] , отгоре { $top }
    }
play-table-bid-pass = { $seat }: пас
play-table-bid = { $seat }: обява { $bid }
play-table-high-bid = → най-висока обява { $bid } ({ $seat })
play-table-bids = Обяви: { $bids }
play-table-sale = Продажба на излизането: { $words }
play-table-shown = Козове, хвърлени открито: { $cards }
play-table-folded = Отказали се (без козове): { $seats }
play-table-trick = На масата: { $plays }
play-table-empty = На масата: още нищо
play-table-empty-you-lead = На масата: още нищо, вие излизате
play-table-hand-cards = Вашите карти: { $cards }
play-table-called = Викана карта: { $card }
play-table-called-yours = Викана карта: { $card } (у вас е: вие сте партньор на разиграващия)
play-table-partner-unknown = В това раздаване партньорът ви още не е известен
play-table-partners = В това раздаване играете заедно с: { $partners }
play-table-alone = В това раздаване играете сам
play-trick = взятка: излезе { $leader }, карти { $cards } → { $you ->
        [yes] вземате вие
       *[no] взема { $winner }
    }
play-result = [bold]Резултат от раздаване { $hand }[/]: { $bidder } — { $contract }, коз { $trump }
play-result-no-auction = [bold]Резултат от раздаване { $hand }[/]: коз { $trump }
play-result-bid = обява { $bid }
play-result-no-contract = излиза без обява
play-result-point = { $point }{ $card } → { $who }
play-result-trick-points = точки от взятки: { $points }
play-result-free = без обява: { $won } { $won ->
        [one] точка
       *[other] точки
    }
play-result-made = обявата е изпълнена с { $won } { $won ->
        [one] точка
       *[other] точки
    }
play-result-set-back = [bold red]пада[/]: { $won } { $won ->
        [one] точка
       *[other] точки
    } при обява { $bid }
play-result-scores = резултат: { $scores }
play-won-during-deal = [bold]Играта е спечелена още при раздаването[/] (раздаваше място { $dealer }{ $turned }): точките, записани веднага, донесоха победа ({ $winner }) преди да се изиграе карта.
play-won-during-deal-turned = , обърната { $cards }

## Помощ

play-help-typing = Напишете един от показаните избори така, както е написан, или команда. Картите може да се пишат 10♠, 10s или TS (жокерът с името или буквите си); обявите 2 или обява 2; козът коз ♥, коз h или коз купи.
play-help-commands = Команди: [bold]{ $help }[/] обяснява решението пред вас; [bold]{ $rules }[/] показва правилата на тази игра; [bold]{ $score }[/] резултата; [bold]{ $last }[/] последната взятка; [bold]{ $hint }[/] какво би направил ботът search на ваше място (той вижда само това, което виждате вие); [bold]{ $quit }[/] (или Ctrl-C) записва играта и спира.
play-help-rules_heading = [bold]Правилата за тази част от играта:[/]
play-help-decision-auction = Наддавате: напишете обява от изборите, например [bold]обява 2[/] (или само 2), или [bold]пас[/].
play-help-decision-auction_steal = Вие раздавате, затова можете да [bold]откраднете[/] обявата: обява, равна на най-високата ({ $bid }), взема наддаването от обявилия я. Показана е като [bold]обява { $bid } (открадване)[/].
play-help-decision-sale_offer = Излизането е ваше: [bold]излизам[/], за да излезете веднага (тогава трябва да направите { $pitch_bid }), или [bold]продавам[/], за да наддават другите за него.
play-help-decision-sale_answer = Другите наддаваха за излизането: [bold]приемам[/] го продава на най-високата обява (вие веднага записвате обявата), [bold]отказвам[/] запазва излизането и тази обява трябва да изпълните вие.
play-help-decision-trump = Спечелихте наддаването: обявете козовата боя, например [bold]коз ♥[/] (или коз h).
play-help-decision-stand_or_beg = Обърнатата карта определя коза. [bold]играя[/] запазва тази боя за коз; [bold]моля[/] моли раздаващия да го смени.
play-help-decision-give_or_run = Вие раздавате, а играчът вляво от вас помоли. [bold]давам[/] запазва този коз и му дава точка; [bold]дораздай[/] раздава още карти и обръща нова карта за коз.
play-help-decision-run_only = Вие раздавате, а играчът вляво от вас помоли. Точката би му донесла победа, а тази игра не го позволява, затова трябва да дораздадете ([bold]дораздай[/]): раздават се още карти и се обръща нова карта за коз.
play-help-decision-exchange = Хвърлете картите, които не ви трябват: една (например [bold]хвърлям 2♣[/]) или няколко с една команда ([bold]хвърлям 2♣ 5♦[/]).
play-help-decision-done_now = [bold]готово[/] приключва хода ви и запазвате картите в ръката си{ $refill }.
play-help-decision-done_refill = , а после от тестето ви се раздават карти до { $keep }
play-help-decision-done_later = [bold]готово[/] се появява, когато сте хвърлили достатъчно: трябва да играете с { $keep } карти.
play-help-decision-call = Викайте карта, която нямате, например [bold]викам A♥[/]: който я има, ви е партньор в това раздаване. Другите научават кой е едва когато тази карта бъде изиграна; ако никой я няма, играете сам.
play-help-decision-play = Изиграйте една от показаните карти, например [bold]10♠[/] (или 10s, или TS): това са картите, които правилата ви позволяват да играете сега.
