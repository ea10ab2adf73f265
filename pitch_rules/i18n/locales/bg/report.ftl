# Думите на отчетите от симулации (simulate --report, --plot), на сравнението на два
# варианта (compare) и на лентите им за напредък. Числата идват вече форматирани.

## simulate --report: таблиците
report-wins = Победи
report-column-seat-or-bot = място или бот
report-column-wins = победи
report-column-rate = дял
report-seat = място { $seat }
report-bot = бот { $bot }
report-bot-games = бот { $bot } ({ $games } { $games ->
        [one] игра
       *[other] игри
    })
report-cut-off = прекъснати
report-bids = Обяви (изпълнени { $rate } от обявите)
report-column-bid = обява
report-column-hands = раздавания
report-column-share = дял
report-column-made = изпълнени
report-column-make-rate = дял изпълнени
report-points = Точки (средно { $per-hand } на раздаване)
report-column-point = точка
report-column-awarded = присъдени
report-column-of-hands = дял от раздаванията
report-column-to-bidder = за страната на разиграващия
report-rules = Кои правила са се приложили
report-column-what-happened = какво се случи
report-no-hands = Не е изиграно нито едно раздаване.
report-game-length = Дължина на играта: средно { $mean } раздавания (медиана { $median }, от { $shortest } до { $longest }).
report-dealer-edge = Предимство на раздаващия: { $edge } точки на раздаване пред всяка друга страна.
report-percentage-points = { $difference } п. п.

## Правилата, които отчетът брои: какво се случи (стойността) и кратко име (.name)
report-check-forced-bid = всички останали казаха пас, затова раздаващият трябваше да обяви (поне { $bid })
    .name = принудителна обява
report-check-no-contract = всички казаха пас, затова { $pitcher ->
        [dealer] раздаващият
       *[eldest] играчът вляво от раздаващия
    } излезе без обява
    .name = без обява
report-check-all-passed = всички казаха пас и раздаването беше анулирано{ $penalty ->
        [yes] , а страната на раздаващия загуби { $losing }
       *[no] {""}
    }
    .name = всички пас
report-check-dealer-steal = раздаващият открадна обявата, като изравни най-високата ({ $steals })
    .name = открадната обява
report-check-closing-bid = обява { $bid } веднага прекрати наддаването
    .name = обява, която прекратява наддаването
report-check-moon-bid = някой обяви { $bid }, за да вземе всички точки
    .name = обява „за всичко“
report-check-bid-again = играч, чиято обява беше надмината, обяви отново
    .name = повторна обява
report-check-pitched-at-once = първият играч излезе сам, без да продава, с обява { $bid }
    .name = излизане без продажба
report-check-sold = първият играч продаде правото на излизане и записа цената
    .name = продадено
report-check-refused = първият играч отказа най-високата обява и излезе сам с нея
    .name = отказана продажба
report-check-set-back = страната на разиграващия не изпълни обявата си
    .name = падане
report-check-upcard-points = картата, обърната за коз, донесе точки на страната на раздаващия
    .name = точки за обърнатата карта
report-check-begged = играчът вляво от раздаващия помоли
    .name = молба
report-check-gave = раздаващият даде { $gift }, за да запази коза
    .name = раздаващият даде
report-check-ran = раздаващият дораздаде картите (още по { $run } на всеки)
    .name = дораздаване
report-check-called-alone = никой нямаше назованата карта: разиграващият игра сам
    .name = назованата карта я няма
report-check-trump-shown = играч изхвърли коз с лицето нагоре
    .name = коз, изхвърлен открито
report-check-misdeal = раздаването беше грешно по правилото на варианта
    .name = грешно раздаване
report-check-won-during-deal = точки, спечелени по време на раздаването, дадоха победа на една страна преди играта
    .name = победа по време на раздаването
report-check-thrown-in = раздаването беше анулирано и картите бяха раздадени отново
    .name = анулирано раздаване
report-check-single-trump = в играта имаше само един коз
    .name = единствен коз
report-check-one-card-several-points = една карта реши повече от една точка
    .name = една карта, няколко точки
report-check-not-awarded = точката „{ $point }“ не отиде при никого
    .name = „{ $point }“ при никого
report-check-target-reached-without-winning = една страна достигна точките за победа, но тогава не спечели
    .name = точки за победа без победа
report-check-negative-score = резултатът на една страна падна под нулата
    .name = отрицателен резултат

## simulate: редът, който обобщава игрите (без --json)
report-summary = { $games } { $games ->
        [one] игра
       *[other] игри
    } на „{ $variant }“, { $players } { $players ->
        [one] играч
       *[other] играча
    }, раздавания: { $hands } — { $results }
report-summary-result = { $who }: { $wins } ({ $rate })
report-charts = графики: { $files }
report-cut-off-at-limit = Прекъснати при { $hands } раздавания, най-дългата възможна игра: { $games } { $games ->
        [one] игра
       *[other] игри
    }

## simulate --plot: заглавия и оси на графиките
plot-title = { $variant }, { $players } { $players ->
        [one] играч
       *[other] играча
    }, { $games } { $games ->
        [one] игра
       *[other] игри
    }
plot-wins = Спечелени игри
plot-wins-axis = % от игрите
plot-bids = Изпълнени обяви по размер
plot-bids-axis = % изпълнени
plot-points = Присъдени точки
plot-points-axis = % от раздаванията
plot-rules = Кои правила са се приложили
plot-rules-axis = % от раздаванията
plot-game-length = Дължина на играта
plot-game-length-axis = % от игрите (по брой раздавания)

## compare: таблицата, показателите ѝ и бележките
compare-title = A: { $first }; B: { $second }; игри при всеки вариант: { $games } (същите начални числа)
compare-with-settings = { $variant } с { $settings }
compare-column-figure = показател
compare-column-difference = B - A
compare-column-interval = интервал 95%
compare-interval = [{ $low }; { $high }]
compare-metric-make-rate = дял изпълнени обяви
compare-metric-points-per-hand = точки на раздаване
compare-metric-dealer-advantage = предимство на раздаващия на раздаване
compare-metric-hands-per-game = раздавания на игра
compare-significant = * интервалът не съдържа нула: истинска разлика, а не късмет в раздаването
compare-percentage-points = п. п.: процентни пункта, разликата между два процента

## Лентата за напредък на дълго изпълнение: изпълнението, лентата, изиграните игри от всички, оставащото време
progress-games = игри, още около
progress-left = до края
