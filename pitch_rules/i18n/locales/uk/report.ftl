# Слова звітів симуляції (simulate --report, --plot), порівняння двох варіантів
# (compare) і їхніх смуг поступу. Числа приходять уже відформатовані.

## simulate --report: таблиці
report-wins = Перемоги
report-column-seat-or-bot = місце чи бот
report-column-wins = перемоги
report-column-rate = частка
report-seat = місце { $seat }
report-bot = бот { $bot }
report-bot-games = бот { $bot } ({ $games } { $games ->
        [one] гра
        [few] гри
        [many] ігор
       *[other] гри
    })
report-cut-off = перервано
report-bids = Заявки (виконано { $rate } заявок)
report-column-bid = заявка
report-column-hands = роздачі
report-column-share = частка
report-column-made = виконано
report-column-make-rate = частка виконаних
report-points = Очки (у середньому { $per-hand } за роздачу)
report-column-point = очко
report-column-awarded = зараховано
report-column-of-hands = частка роздач
report-column-to-bidder = стороні розігрувача
report-rules = Які правила спрацювали
report-column-what-happened = що сталося
report-no-hands = Жодної роздачі не зіграно.
report-game-length = Тривалість гри: у середньому { $mean } роздачі (медіана { $median }, від { $shortest } до { $longest }).
report-dealer-edge = Перевага здавача: { $edge } очка за роздачу над кожною іншою стороною.
report-percentage-points = { $difference } в. п.

## Правила, які рахує звіт: що сталося (значення) і коротка назва (.name)
report-check-forced-bid = усі інші спасували, тож здавач мусив заявити (щонайменше { $bid })
    .name = вимушена заявка
report-check-no-contract = усі спасували, тож { $pitcher ->
        [dealer] здавач
       *[eldest] гравець ліворуч від здавача
    } пішов без заявки
    .name = без заявки
report-check-all-passed = усі спасували, і здавання анулювали{ $penalty ->
        [yes] , а сторона здавача втратила { $losing }
       *[no] {""}
    }
    .name = усі спасували
report-check-dealer-steal = здавач перехопив заявку, заявивши стільки ж, скільки найвища ({ $steals })
    .name = перехоплення заявки
report-check-closing-bid = заявка { $bid } одразу закінчила торгівлю
    .name = заявка, що закінчує торгівлю
report-check-moon-bid = хтось заявив { $bid }, щоб узяти всі очки
    .name = заявка «на все»
report-check-bid-again = гравець, заявку якого перебили, заявив знову
    .name = повторна заявка
report-check-pitched-at-once = перший гравець не продав право ходу й пішов сам із заявкою { $bid }
    .name = хід без продажу
report-check-sold = перший гравець продав право ходу й записав собі ціну
    .name = право ходу продано
report-check-refused = перший гравець відмовився від найвищої заявки й пішов за неї сам
    .name = відмова продати
report-check-set-back = сторона розігрувача не виконала заявку
    .name = заявку не виконано
report-check-upcard-points = карта, відкрита для козиря, принесла очки стороні здавача
    .name = очки за відкриту карту
report-check-begged = гравець ліворуч від здавача попросив
    .name = прохання
report-check-gave = здавач дав { $gift }, щоб залишити козир
    .name = здавач дав
report-check-ran = здавач доздав карти (ще по { $run } кожному)
    .name = карти доздано
report-check-called-alone = названої карти не було ні в кого: розігрувач грав сам
    .name = названої карти ні в кого
report-check-trump-shown = гравець скинув козир відкрито
    .name = козир скинуто відкрито
report-check-misdeal = здавання виявилося перездачею за правилом варіанта
    .name = перездача
report-check-won-during-deal = очки, здобуті під час здавання, принесли стороні перемогу ще до гри
    .name = перемога під час здавання
report-check-thrown-in = здавання анулювали й карти здали знову
    .name = здавання анульовано
report-check-single-trump = у грі був лише один козир
    .name = єдиний козир
report-check-one-card-several-points = одна карта вирішила кілька очок
    .name = одна карта — кілька очок
report-check-not-awarded = очко «{ $point }» не дісталося нікому
    .name = «{ $point }» нікому
report-check-target-reached-without-winning = сторона набрала очки для перемоги, але тоді не виграла
    .name = очки для перемоги без перемоги
report-check-negative-score = рахунок сторони став від’ємним
    .name = від’ємний рахунок

## simulate: рядок-підсумок ігор (без --json)
report-summary = { $games } { $games ->
        [one] гра
        [few] гри
        [many] ігор
       *[other] гри
    } «{ $variant }», { $players } { $players ->
        [one] гравець
        [few] гравці
        [many] гравців
       *[other] гравця
    }, роздач: { $hands } — { $results }
report-summary-result = { $who }: { $wins } ({ $rate })
report-charts = графіки: { $files }
report-cut-off-at-limit = Перервано на межі в { $hands } роздач, найдовшій можливій грі: { $games } { $games ->
        [one] гра
        [few] гри
        [many] ігор
       *[other] гри
    }

## simulate --plot: заголовки й осі графіків
plot-title = { $variant }, { $players } { $players ->
        [one] гравець
        [few] гравці
        [many] гравців
       *[other] гравця
    }, { $games } { $games ->
        [one] гра
        [few] гри
        [many] ігор
       *[other] гри
    }
plot-wins = Виграні ігри
plot-wins-axis = % ігор
plot-bids = Виконані заявки за розміром
plot-bids-axis = % виконаних
plot-points = Зараховані очки
plot-points-axis = % роздач
plot-rules = Які правила спрацювали
plot-rules-axis = % роздач
plot-game-length = Тривалість гри
plot-game-length-axis = % ігор (за кількістю роздач)

## compare: таблиця, її показники й примітки
compare-title = A: { $first }; B: { $second }; ігор за кожним варіантом: { $games } (ті самі початкові числа)
compare-with-settings = { $variant } із { $settings }
compare-column-figure = показник
compare-column-difference = B - A
compare-column-interval = інтервал 95%
compare-interval = [{ $low }; { $high }]
compare-metric-make-rate = частка виконаних заявок
compare-metric-points-per-hand = очки за роздачу
compare-metric-dealer-advantage = перевага здавача за роздачу
compare-metric-hands-per-game = роздач за гру
compare-significant = * інтервал не містить нуля: різниця справжня, а не везіння в картах
compare-percentage-points = в. п.: відсоткові пункти, різниця між двома відсотками

## Смуга поступу довгого прогону: прогін, смуга, зіграні ігри з усіх, час, що лишився
progress-games = ігор, ще приблизно
progress-left = до кінця
