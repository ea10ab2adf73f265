# Зборовите на извештаите од симулација (simulate --report, --plot), на споредбата
# на две варијанти (compare) и на нивните ленти за напредок. Броевите доаѓаат форматирани.

## simulate --report: табелите
report-wins = Победи
report-column-seat-or-bot = место или бот
report-column-wins = победи
report-column-rate = удел
report-seat = место { $seat }
report-bot = бот { $bot }
report-bot-games = бот { $bot } ({ $games } { $games ->
        [one] игра
       *[other] игри
    })
report-cut-off = прекинати
report-bids = Понуди (исполнети { $rate } од понудите)
report-column-bid = понуда
report-column-hands = делења
report-column-share = удел
report-column-made = исполнети
report-column-make-rate = удел исполнети
report-points = Поени (просечно { $per-hand } по делење)
report-column-point = поен
report-column-awarded = доделени
report-column-of-hands = удел во делењата
report-column-to-bidder = на страната на лицитантот
report-rules = Кои правила се примениле
report-column-what-happened = што се случило
report-no-hands = Не е одиграно ниедно делење.
report-game-length = Должина на играта: просечно { $mean } делења (медијана { $median }, од { $shortest } до { $longest }).
report-dealer-edge = Предност на делителот: { $edge } поени по делење пред секоја друга страна.
report-percentage-points = { $difference } п. п.

## Правилата што ги брои извештајот: што се случило (вредноста) и кратко име (.name)
report-check-forced-bid = сите други рекоа пас, па делителот мораше да понуди (најмалку { $bid })
    .name = присилна понуда
report-check-no-contract = сите рекоа пас, па { $pitcher ->
        [dealer] делителот
       *[eldest] играчот лево од делителот
    } отвори без понуда
    .name = без понуда
report-check-all-passed = сите рекоа пас и делењето се поништи{ $penalty ->
        [yes] , а страната на делителот изгуби { $losing }
       *[no] {""}
    }
    .name = сите рекоа пас
report-check-dealer-steal = делителот ја украде понудата со тоа што ја изедначи највисоката ({ $steals })
    .name = крадење на понудата
report-check-closing-bid = понуда { $bid } веднаш ја заврши лицитацијата
    .name = понуда што ја завршува лицитацијата
report-check-moon-bid = некој понуди { $bid } за да ги земе сите поени
    .name = понуда „за сè“
report-check-bid-again = играч чија понуда беше надмината понуди повторно
    .name = повторна понуда
report-check-pitched-at-once = првиот играч отвори сам, без продажба, со понуда { $bid }
    .name = отворање без продажба
report-check-sold = првиот играч го продаде правото на отворање и ја запиша цената
    .name = продадено
report-check-refused = првиот играч ја одби највисоката понуда и отвори сам за неа
    .name = одбиена продажба
report-check-set-back = страната на лицитантот не ја исполни понудата
    .name = паѓање
report-check-upcard-points = картата превртена за адут донесе поени на страната на делителот
    .name = поени за превртената карта
report-check-begged = играчот лево од делителот побара
    .name = молба
report-check-gave = делителот даде { $gift } за да го задржи адутот
    .name = делителот даде
report-check-ran = делителот ги додаде картите (уште по { $run } на секого)
    .name = додавање на картите
report-check-called-alone = никој ја немаше повиканата карта: лицитантот игра сам
    .name = повиканата карта ја нема никој
report-check-trump-shown = играч фрли адут со лицето нагоре
    .name = адут фрлен отворено
report-check-misdeal = делењето беше погрешно според правилото на варијантата
    .name = погрешно делење
report-check-won-during-deal = поените освоени при делењето донесоа победа на една страна пред играта
    .name = победа при делењето
report-check-thrown-in = делењето се поништи и картите се поделија повторно
    .name = поништено делење
report-check-single-trump = во играта имаше само еден адут
    .name = единствен адут
report-check-one-card-several-points = една карта одлучи повеќе од еден поен
    .name = една карта, повеќе поени
report-check-not-awarded = поенот „{ $point }“ не му припадна никому
    .name = „{ $point }“ никому
report-check-target-reached-without-winning = една страна ги достигна поените за победа, но тогаш не победи
    .name = поени за победа без победа
report-check-negative-score = резултатот на една страна падна под нула
    .name = негативен резултат

## simulate: редот што ги сумира игрите (без --json)
report-summary = { $games } { $games ->
        [one] игра
       *[other] игри
    } на „{ $variant }“, { $players } { $players ->
        [one] играч
       *[other] играчи
    }, делења: { $hands } — { $results }
report-summary-result = { $who }: { $wins } ({ $rate })
report-charts = графикони: { $files }
report-cut-off-at-limit = Прекинати на { $hands } делења, најдолгата можна игра: { $games } { $games ->
        [one] игра
       *[other] игри
    }

## simulate --plot: наслови и оски на графиконите
plot-title = { $variant }, { $players } { $players ->
        [one] играч
       *[other] играчи
    }, { $games } { $games ->
        [one] игра
       *[other] игри
    }
plot-wins = Добиени игри
plot-wins-axis = % од игрите
plot-bids = Исполнети понуди по висина
plot-bids-axis = % исполнети
plot-points = Доделени поени
plot-points-axis = % од делењата
plot-rules = Кои правила се примениле
plot-rules-axis = % од делењата
plot-game-length = Должина на играта
plot-game-length-axis = % од игрите (по број на делења)

## compare: табелата, нејзините показатели и белешки
compare-title = A: { $first }; B: { $second }; игри под секоја варијанта: { $games } (исти почетни броеви)
compare-with-settings = { $variant } со { $settings }
compare-column-figure = показател
compare-column-difference = B - A
compare-column-interval = интервал од 95%
compare-interval = [{ $low }; { $high }]
compare-metric-make-rate = удел на исполнети понуди
compare-metric-points-per-hand = поени по делење
compare-metric-dealer-advantage = предност на делителот по делење
compare-metric-hands-per-game = делења по игра
compare-significant = * интервалот не ја содржи нулата: вистинска разлика, а не среќа во делењето
compare-percentage-points = п. п.: процентни поени, разликата меѓу два процента

## Лентата за напредок на долго извршување: извршувањето, лентата, одиграни игри од сите, преостанато време
progress-games = игри, уште околу
progress-left = до крајот
