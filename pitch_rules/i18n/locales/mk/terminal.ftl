# Зборовите што играчот ги гледа надвор од документите со правилата: записот од играта
# (simulate --show) и играта во терминалот (pitch-rules play). [bold]...[/] е ознака за терминалот.

## Записот од играта

transcript-game = Игра (семе { $seed }, { $variant }, { $players } { $players ->
        [one] играч
       *[other] играчи
    })
transcript-steal = место { $seat } ја краде понудата со { $bid }
transcript-auction_stolen = место { $seat } ја добива лицитацијата со { $bid }, бидејќи делителот ја украде понудата; { $trump }
transcript-rest-dealer = место { $seat } ги зема картите што останале во купчето и фрла { $cards }
transcript-rest-bidder = место { $seat } ги зема картите што останале во купчето и фрла { $cards }
transcript-widow = место { $seat } го зема талонот пред да го каже адутот: { $cards }
transcript-folds = место { $seat } се откажува, нема повеќе адути
transcript-nobody = никој
transcript-seat = место { $seat }
transcript-seats = места { $seats }
transcript-team = тим { $team } (места { $seats })
transcript-hand = Делење { $number }: дели место { $dealer }
transcript-holds = место { $seat } држи { $cards }
transcript-turned_up = отворено: { $cards }
transcript-begging-stand = место { $seat } игра
transcript-begging-beg = место { $seat } моли
transcript-begging-give = место { $seat } дава
transcript-begging-run = место { $seat } додава карти
transcript-sale-pitch = место { $seat } отвора веднаш само
transcript-sale-sell = место { $seat } нуди да го продаде отворањето
transcript-sale-accept = место { $seat } продава
transcript-sale-refuse = место { $seat } одбива да продаде
transcript-bids = понуди: { $bids }
transcript-bid = место { $seat } { $bid }
transcript-pass = место { $seat } пас
transcript-trump = адут е { $suit }
transcript-auction = место { $seat } ја добива лицитацијата со { $bid }; { $trump }
transcript-pitch_no_contract = место { $seat } отвора без понуда; { $trump }
transcript-discards = место { $seat } фрла { $cards }
transcript-nothing = ништо
transcript-calls = место { $seat } повикува { $card }
transcript-for_this_hand = во ова делење: { $teams }
transcript-against = {" "}против{" "}
transcript-trick = штих { $number }: отвора место { $leader } { $cards } -> место { $winner }
transcript-award = { $point }: { $who }
transcript-award_card = { $point } ({ $card }): { $who }
transcript-contract-made = { $who } ја исполнува понудата { $bid } со { $won } { $won ->
        [one] поен
       *[other] поени
    }; поени од штихови { $trick_points }
transcript-contract-set_back = { $who } паѓа со понудата { $bid } со { $won } { $won ->
        [one] поен
       *[other] поени
    }; поени од штихови { $trick_points }
transcript-contract-none = { $who } игра без понуда со { $won } { $won ->
        [one] поен
       *[other] поени
    }; поени од штихови { $trick_points }
transcript-points_won = освоени поени { $won }; поени од штихови { $trick_points }
transcript-score_changes = промени { $changes }; резултат { $scores }
transcript-thrown_in = Делењето е поништено: делеше место { $dealer }; { $why }; резултат { $scores }
transcript-misdeal = погрешно делење
transcript-ran_out = картите се потрошија
transcript-won_during_deal = играта е добиена при делењето, пред играњето; резултат { $scores }
transcript-wins = { $side } победува со резултат { $scores }
transcript-cut_off = играта е прекината по { $hands } делења со резултат { $scores }

## Зошто резултатот не ја одлучи играта како што би се очекувало

notes-fewer_points = { $winner } победува со { $score } { $score ->
        [one] поен
       *[other] поени
    }, иако повеќе поени има друг ({ $other }: { $other_score }): играта ја добива { $rule }.
notes-target_not_won = { $side }: { $score } { $score ->
        [one] поен
       *[other] поени
    }, значи најмалку { $target }, но победа нема: играта ја добива { $rule }.

## Играта во терминалот: зборовите што ги пишува играчот

play-word-pass = пас
play-word-bid = понуда
play-word-trump = адут
play-word-discard = фрли
play-word-call = повикај
play-word-stand = играм
play-word-beg = молам
play-word-give = давам
play-word-run = додај
play-word-done = готово
play-word-pitch = отворам
play-word-sell = продавам
play-word-accept = прифаќам
play-word-refuse = одбивам
play-word-help = помош
play-word-rules = правила
play-word-score = резултат
play-word-last = последен
play-word-hint = совет
play-word-quit = излез

## Играта во терминалот: што кажува

play-intro = [bold]{ $name }[/], играчи: { $players }; вашето место е { $seat }. Семе { $seed }. Напишете [bold]{ $help }[/] за помош.
play-next-hand = Притиснете Enter за следното делење (или напишете { $quit }) 
play-saved = Играта е зачувана во { $path }. Продолжете со: pitch-rules play --resume { $path }
play-choose-from = Можете: { $choices }
play-choices = Ваш избор: { $choices }
play-steal_choice = { $bid } (крадење)
play-steals = ја краде понудата со { $bid }
play-bot_exchange = фрла { $count } { $count ->
        [one] карта
       *[other] карти
    } со лицето надолу и завршува
play-bids_steal = { $seat }: понуда { $bid } (крадење)
play-stole = ја украде понудата со { $bid }
play-trump_choice = { $word } { $suit }
play-rest-dealer = { $seat } ги зема картите што останале во купчето, а потоа фрла додека не му останат { $keep }.
play-rest-dealer_you = Ги земате картите што останале во купчето: сега се во вашата рака; фрлете додека не ви останат { $keep }.
play-rest-bidder = { $seat } ги зема картите што останале во купчето, а потоа фрла додека не му останат { $keep }.
play-rest-bidder_you = Ги земате картите што останале во купчето: сега се во вашата рака; фрлете додека не ви останат { $keep }.
play-widow = { $seat } го зема талонот ({ $count } { $count ->
        [one] карта
       *[other] карти
    }) пред да го каже адутот, а потоа фрла додека не му останат { $keep }.
play-widow_you = Го земате талонот: неговите карти ({ $count }) сега се во вашата рака. Кажете адут; потоа фрлете додека не ви останат { $keep }.
play-folds = { $seat } се откажува: нема повеќе адути.
play-folds-you = Се откажувате: немате повеќе адути и не играте до крајот на делењето.
play-exchange_status = Размена: имате { $held } { $held ->
        [one] карта
       *[other] карти
    }, а играте со { $keep }{ $refill }.
play-exchange_refill = ; откако ќе фрлите, ќе ви се додадат карти од купчето (таму останале { $stock })
play-discarded = Фрлате { $cards }.
play-discards_stopped = { $card } не е фрлена: { $reason }
play-hint = Ботот search тука би избрал [bold]{ $choice }[/] (тој го гледа само она што го гледате вие).
play-no_trick = Сè уште не е одигран ниту еден штих.
play-last_trick = Последен штих: отвори { $leader }, карти { $cards } → го зема { $winner }.
play-score_line = Резултат: { $scores } (се игра до { $target }); делење { $hand }, дели { $dealer }.
play-hand_line = Ова делење: { $contract }; земени штихови: { $tricks }.
play-no_contract_yet = сè уште нема понуда
play-contract = понуда { $bid }, лицитант { $bidder }
play-no_auction = без лицитација
play-paged_rules = Правилата на { $name } (q излегува од прегледот).
play-game-over = [bold]Крај на играта[/]: победник е { $winner }; резултат: { $scores }.
play-ask-record = Да се зачува запис од оваа игра? Име на датотека (Enter за прескокнување): 
play-record-saved = Записот е зачуван во { $path } (pitch-record/1).
play-ask-record-again = Датотеката { $path } веќе постои. Внесете го истото име повторно за да се запише врз неа, или друго име (Enter за прескокнување): 
play-exists = Датотеката { $path } веќе постои и е оставена непроменета.
play-not-written = Не може да се запише { $asked }: { $problem }. Зачувано е во привремената папка на системот.

## Зошто потегот не е прифатен

play-why-nothing = Ништо не е напишано.
play-why-not-a-move = „{ $text }“ не е потег во оваа игра.
play-why-call-own = { $card } е кај вас: повикајте карта што ја немате.
play-why-not-held = Немате { $card }.
play-why-not-playable = { $card } не смее да се игра во овој штих.
play-why-not-discardable = { $card } не смее да се фрли сега.
play-why-bid-low = „{ $bid }“ не е дозволено сега: највисоката понуда е { $high }.
play-why-no-gift = Делителот сега не смее да даде поен: со него би се добила играта. Додајте карти.
play-why-not-now = „{ $choice }“ не е можно сега ({ $phase }).

## Што направија другите

play-did-pass = пас
play-did-bid = понуда { $bid }
play-did-stand = играм
play-did-beg = молам
play-did-give = давам
play-did-run = додава карти
play-did-done = готово
play-did-pitch = отвора сам
play-did-sell = продава
play-did-accept = прифаќа
play-did-refuse = одбива
play-did-discard = фрла { $card }
play-did-discard-hidden = фрла една карта
play-did-trump = кажува адут: { $suit }
play-did-call = повикува { $card }

## Масата

play-phase-auction = лицитација
play-phase-sale = продажба на отворањето
play-phase-trump = избор на адут
play-phase-begging = молба
play-phase-exchange = размена
play-phase-call = повикување партнер
play-phase-play = игра
play-phase-over = крај на играта
play-you = Вие
play-seat-bot = место { $seat } ({ $bot })
play-seat-you = место { $seat } (вие)
play-seat = место { $seat }
play-nobody = никој
play-team = тим { $team } ({ $members })
play-trump-is = адут { $suit }
play-trump-not-set = адутот сè уште не е одреден
play-table-hand = [bold]Делење { $hand }[/] · дели { $dealer } · { $trump } · [italic]{ $phase }[/]
play-table-scores = Резултат: { $scores }  (се игра до { $target })
play-table-turned-up = Отворено: { $cards }
play-table-stock = Во купчето: { $count } { $count ->
        [one] карта
       *[other] карти
    }{ $top ->
        [none] {""}
       *[other] , одозгора { $top }
    }
play-table-bid-pass = { $seat }: пас
play-table-bid = { $seat }: понуда { $bid }
play-table-high-bid = → највисока понуда { $bid } ({ $seat })
play-table-bids = Понуди: { $bids }
play-table-sale = Продажба на отворањето: { $words }
play-table-shown = Адути фрлени отворено: { $cards }
play-table-folded = Се откажале (без адути): { $seats }
play-table-trick = На масата: { $plays }
play-table-empty = На масата: сè уште ништо
play-table-empty-you-lead = На масата: сè уште ништо, вие отворате
play-table-hand-cards = Вашите карти: { $cards }
play-table-called = Повикана карта: { $card }
play-table-called-yours = Повикана карта: { $card } (кај вас е: вие сте партнер на лицитантот)
play-table-partner-unknown = Во ова делење вашиот партнер сè уште не е познат
play-table-partners = Во ова делење играте заедно со: { $partners }
play-table-alone = Во ова делење играте сами
play-trick = штих: отвори { $leader }, карти { $cards } → { $you ->
        [yes] го земате вие
       *[no] го зема { $winner }
    }
play-result = [bold]Исход од делењето { $hand }[/]: { $bidder } — { $contract }, адут { $trump }
play-result-no-auction = [bold]Исход од делењето { $hand }[/]: адут { $trump }
play-result-bid = понуда { $bid }
play-result-no-contract = отвора без понуда
play-result-point = { $point }{ $card } → { $who }
play-result-trick-points = поени од штихови: { $points }
play-result-free = без понуда: { $won } { $won ->
        [one] поен
       *[other] поени
    }
play-result-made = понудата е исполнета: { $won } { $won ->
        [one] поен
       *[other] поени
    }
play-result-set-back = [bold red]паѓа[/]: { $won } { $won ->
        [one] поен
       *[other] поени
    } при понуда { $bid }
play-result-scores = резултат: { $scores }
play-won-during-deal = [bold]Играта е добиена уште при делењето[/] (делеше место { $dealer }{ $turned }): поените запишани веднаш донесоа победа ({ $winner }) пред да се одигра прва карта.
play-won-during-deal-turned = , отворено { $cards }

## Помош

play-help-typing = Напишете еден од прикажаните избори онака како што е напишан, или команда. Картите може да се пишуваат 10♠, 10s или TS (џокерот со името или буквите); понудите 2 или понуда 2; адутот адут ♥, адут h или адут херц.
play-help-commands = Команди: [bold]{ $help }[/] ја објаснува одлуката пред вас; [bold]{ $rules }[/] ги прикажува правилата на оваа игра; [bold]{ $score }[/] го покажува резултатот; [bold]{ $last }[/] последниот штих; [bold]{ $hint }[/] што би направил ботот search на ваше место (тој го гледа само она што го гледате вие); [bold]{ $quit }[/] (или Ctrl-C) ја зачувува играта и ја прекинува.
play-help-rules_heading = [bold]Правилата за овој дел од играта:[/]
play-help-decision-auction = Лицитирате: напишете понуда од изборите, на пример [bold]понуда 2[/] (или само 2), или [bold]пас[/].
play-help-decision-auction_steal = Вие делите, па можете да ја [bold]украдете[/] понудата: понуда еднаква на највисоката ({ $bid }) ја зема лицитацијата од нејзиниот понудувач. Прикажана е како [bold]понуда { $bid } (крадење)[/].
play-help-decision-sale_offer = Отворањето е ваше: [bold]отворам[/] за да отворите веднаш (тогаш мора да направите { $pitch_bid }), или [bold]продавам[/] за другите да лицитираат за него.
play-help-decision-sale_answer = Другите лицитираа за отворањето: [bold]прифаќам[/] го продава на највисокиот понудувач (вие веднаш ја запишувате понудата), [bold]одбивам[/] го задржува отворањето, и таа понуда мора да ја исполните вие.
play-help-decision-trump = Ја добивте лицитацијата: кажете ја адутската боја, на пример [bold]адут ♥[/] (или адут h).
play-help-decision-stand_or_beg = Отворената карта го одредува адутот. [bold]играм[/] ја задржува таа боја за адут; [bold]молам[/] бара од делителот да го смени.
play-help-decision-give_or_run = Вие делите, а играчот лево од вас замоли. [bold]давам[/] го задржува адутот и му дава поен; [bold]додај[/] ги додава картите: се делат уште карти и се отвора нова карта за адут.
play-help-decision-run_only = Вие делите, а играчот лево од вас замоли. Поенот би му ја донел победата, што оваа игра не дозволува, па мора да додадете карти ([bold]додај[/]): се делат уште карти и се отвора нова карта за адут.
play-help-decision-exchange = Фрлете ги картите што не ви требаат: една (на пример [bold]фрли 2♣[/]) или неколку со една команда ([bold]фрли 2♣ 5♦[/]).
play-help-decision-done_now = [bold]готово[/] го завршува вашиот потег и ги задржувате картите во рака{ $refill }.
play-help-decision-done_refill = , а потоа од купчето ви се додаваат карти до { $keep }
play-help-decision-done_later = [bold]готово[/] ќе се понуди кога ќе фрлите доволно: мора да играте со { $keep } карти.
play-help-decision-call = Повикајте карта што ја немате, на пример [bold]повикај A♥[/]: кој ја има, ви е партнер во ова делење. Другите дознаваат кој е тоа дури кога таа карта ќе се одигра; ако никој ја нема, играте сами.
play-help-decision-play = Одиграјте една од прикажаните карти, на пример [bold]10♠[/] (или 10s, или TS): тоа се картите што правилата ви дозволуваат да ги играте сега.
