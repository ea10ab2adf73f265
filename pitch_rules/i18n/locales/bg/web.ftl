# Интерфейсът в браузъра (pitch-rules serve): страниците, думите на масата и показваните грешки.
# Съобщенията web-script-* се дават на скриптовете на страницата: { $name } там стига до скрипта
# като {name}, който го попълва (там числото никога не избира форма: такива изречения са тук).
# В думите на ход { $value } е мястото, където страницата рисува стойността (карта, боя, число);
# .button е на бутона, .log следва името на играча в дневника („Ана обявява 3“).

## Всяка страница

web-nav-library = Библиотека
web-nav-workshop = Работилница
web-nav-tables = Маси
web-search-placeholder = Търсене в правилата…
web-search-label = Търсене в правилата
web-languages = Език

## Началната страница

web-home-title = Начало
web-home-heading = Домашни правила на питч, като данни
web-home-intro = Четете правилата на { $count } { $count ->
        [one] игра
       *[other] игри
    } от семейството на питч, пишете свои домашни правила с проверка на живо и ги играйте на маса с приятели и ботове.
web-home-library = Пълните правила на всеки вграден вариант, създадени от същите данни, по които играе двигателят, сравнение едно до друго и търсене.
web-home-workshop-heading = Работилница за домашни правила
web-home-workshop = Започнете от който и да е вариант, сменяйте настройките във формуляр или във файла YAML, вижте всеки проблем, докато пишете, правилата и какво се е променило, и симулирайте хиляда игри.
web-home-tables = Отворете маса за който и да е вариант или за своите домашни правила, споделете връзката ѝ с приятели във вашата мрежа и оставете празните места на ботове.

## Библиотеката

web-library-intro = Правилата на всеки вграден вариант, създадени от файла му: същите правила, по които играе двигателят.
web-library-compare = Сравнете ги едно до друго
web-library-examples = напр. открадване на обявата, вале от същия цвят, прикуп
web-search-button = Търси
web-library-variant = Вариант
web-library-summary = Накратко
web-house-rules = Домашни правила
web-play = Играй
web-compare-title = Сравнение на вариантите
web-search-title = Търсене
web-search-heading = Търсене в правилата
web-search-count = { $count ->
        [one] { $count } вариант споменава
       *[other] { $count } варианта споменават
    } „{ $query }“.
web-search-mentions = ({ $count ->
        [one] { $count } споменаване
       *[other] { $count } споменавания
    })
web-variant-players = { $min }–{ $max } играчи
web-variant-play = Играй на маса
web-variant-house = Направи домашни правила от него
web-variant-compare = Сравни с другите

## Страници, които ги няма

web-missing-title = Няма нищо тук
web-missing-back = Обратно към началото
web-missing-page = Такава страница няма.
web-missing-variant = Няма вграден вариант с това име.
web-missing-table = Няма маса с това име (може би е затворена).
web-missing-house = На тази маса няма домашни правила.

## Работилницата

web-workshop-title = Работилница
web-workshop-start-from = Започни от
web-workshop-new = Нов файл
web-workshop-download = Изтегли файла с правилата
web-workshop-play = Играй с тези правила
web-workshop-checking = проверява се…
web-workshop-tab-rules = Правила
web-workshop-tab-changes = Промени
web-workshop-tab-options = Настройки
web-workshop-tab-simulate = Симулация
web-workshop-options-help = Всички настройки на правилата, каквито са сега. Промяната се записва във файла, като коментарите се запазват; празно поле записва null, което премахва настройката.
web-workshop-games = Игри
web-workshop-bots = Ботове
web-workshop-simulate = Симулирай { $count } { $count ->
        [one] игра
       *[other] игри
    }
web-workshop-limits = Най-много { $games } игри и { $seconds } секунди на пускане; игрите спират след { $hands } раздавания.
web-workshop-problems = { $count ->
        [one] { $count } проблем
       *[other] { $count } проблема
    }
web-workshop-ok = наред: { $name }
web-workshop-no-base = Този файл не разширява никакъв вариант: няма с какво да се сравни.
web-workshop-changes = Какво променят тези правила спрямо { $base }:
web-workshop-unchanged = Това са правилата на { $base } без промени.
web-workshop-starter =
    # Домашни правила: променяйте само това, което се различава от { $base }.
    # Разделът „Настройки“ също записва промените си тук.
web-workshop-starter-name = { $base } (домашни правила)
web-workshop-starter-description = { $base }, както го играем у дома.

## Отчетът от симулацията

web-report-games = { $count ->
        [one] игра
       *[other] игри
    }
web-report-stopped = (спряна от ограничението за време; поискани { $asked })
web-report-hands = { $count ->
        [one] раздаване
       *[other] раздавания
    }
web-report-made = изпълнени обяви
web-report-per-hand = точки на раздаване
web-report-edge = предимство на раздаващия (точки на раздаване над всяка друга страна)
web-report-make-rate = Изпълнени обяви по височина
web-report-bid = обява { $bid }
web-report-of = { $rate } от { $hands }
web-report-points = Колко често се печели всяка точка (на раздаване)
web-report-rules = Правила в действие (дял от раздаванията)
web-report-wins = Победи по места
web-report-cut-off = { $count ->
        [one] { $count } игра е прекъсната
       *[other] { $count } игри са прекъснати
    } след { $hands } раздавания.
web-report-length = Продължителност на играта (средно { $mean } раздавания)
web-report-length-hands = { $hands ->
        [one] { $hands } раздаване
       *[other] { $hands } раздавания
    }

## Масите

web-tables-title = Маси
web-tables-start = Отвори маса
web-tables-variant = Вариант
web-tables-players = Играчи
web-tables-seats = Места
web-tables-target = Играе се до
web-tables-target-default = като във варианта
web-tables-submit = Отвори масата
web-tables-help = Местата, пазени за човек, чакат някой да седне; споделете с тях връзката към масата. Който седне, може веднага да започне, а още свободните места заемат ботове (greedy). За да играете с домашни правила, използвайте „Играй с тези правила“ в работилницата.
web-tables-here = Маси на този сървър
web-tables-none = Още няма.
web-tables-status-waiting = чака играчи
web-tables-status-playing = играе се
web-tables-status-over = свършила
web-tables-open-seats = { $count ->
        [one] { $count } свободно място
       *[other] { $count } свободни места
    }

## Маса

web-table-title = Маса: { $variant }
web-table-connecting = свързване…
web-table-share = Споделете масата:
web-table-copy = Копирай връзката
web-table-seats = Места
web-table-lobby = Седнете на свободно място. Играта започва, когато всички свободни места са заети или когато някой седнал я започне: още свободните места заемат ботове.
web-table-name = Вашето име
web-table-name-placeholder = по желание
web-table-start = Започни сега
web-table-hand-label = Вашите карти
web-table-scores = Резултат
web-table-last-trick = Последна взятка
web-table-last-hand = Последно раздаване
web-table-over = Край на играта
web-table-record = Изтегли записа на играта
web-table-record-help = Един ред във формата { $format }: { $command } проверява отново всеки изход.
web-table-house-file = Изтегли домашните правила
web-table-log = Какво стана

## Маса: как се наричат местата

web-seat = Място { $seat }
web-seat-bot = Място { $seat } ({ $bot })

## Маса: ходовете на двигателя, фазите и бележките в дневника

web-action-pass =
    .button = Пас
    .log = пасува
web-action-bid =
    .button = Обява { $value }
    .log = обявява { $value }
web-action-play =
    .button = Играй { $value }
    .log = играе { $value }
web-action-trump =
    .button = Коз: { $value }
    .log = обявява коз: { $value }
web-action-stand =
    .button = Играя (запазвам този коз)
    .log = запазва коза
web-action-beg =
    .button = Моля
    .log = моли
web-action-give =
    .button = Дай точка
    .log = дава точка
web-action-run =
    .button = Дораздай
    .log = дораздава картите
web-action-discard =
    .button = Хвърли { $value }
    .log = хвърля { $value }
web-action-done =
    .button = Стига хвърляне
    .log = приключва с хвърлянето
web-action-pitch =
    .button = Излизам веднага
    .log = излиза веднага
web-action-sell =
    .button = Продай излизането
    .log = предлага излизането за продан
web-action-accept =
    .button = Приеми обявата (продай)
    .log = продава излизането
web-action-refuse =
    .button = Откажи (запази излизането)
    .log = отказва и запазва излизането
web-action-call =
    .button = Викам { $value }
    .log = вика { $value }
# Ход от вид, за който тук няма думи: $kind е името, което му дава двигателят.
web-action-fallback =
    .button = { $kind } { $value }
    .log = { $kind } { $value }
# Какво виждат другите вместо карта, която не бива да виждат.
web-hidden-card = една карта

web-phase-deal = Раздаване
web-phase-begging = Молба
web-phase-sale = Продажба на излизането
web-phase-auction = Наддаване
web-phase-trump = Избор на коз
web-phase-exchange = Размяна
web-phase-call = Викане на партньор
web-phase-play = Игра
web-phase-over = Край на играта

web-note-deal = { $dealer } раздава раздаване { $hand }.
web-note-trick = Взятката взема { $winner }.
web-note-folds = { $seat } се отказва: няма повече козове.
web-note-widow = { $seat } взема прикупа ({ $count } { $count ->
        [one] карта
       *[other] карти
    }), преди да назове коз.
web-note-thrown-in = Раздаването е отменено.
web-note-hand-over = Раздаване { $hand } свърши.
web-note-game-over = Играта свърши, победител: { $winner }.
web-note-cut-off = Играта е прекъсната след { $hands } раздавания.
web-note-stopped = Играта спря: { $reason }.
web-bot-failed = { $seat } — ботът не успя да избере ход (причината е в дневника на сървъра)

## Маса: играта, както я вижда едно място

web-game-hand = Раздаване { $hand }
web-game-dealer = раздава: { $dealer }
web-game-trump = коз { $suit }
web-game-no-trump = козът още не е определен
web-game-high-bid = най-висока обява { $bid }: { $you ->
        [yes] ваша
       *[no] { $bidder }
    }
web-game-pitches = { $you ->
        [yes] излизате без обява
       *[no] { $bidder } излиза без обява
    }
web-game-called = { $you ->
        [yes] извикахте
       *[no] { $bidder } извика
    } { $card }
web-game-partners = вашият партньор: { $partners }
web-game-turned-up = обърната { $cards }
web-game-shown-discards = хвърлени открито { $cards }
web-game-stock = в тестето { $count }
web-game-stock-top = в тестето { $count } (отгоре { $card })
web-game-cards = { $count ->
        [one] { $count } карта
       *[other] { $count } карти
    }
web-game-tricks = { $count ->
        [one] { $count } взятка
       *[other] { $count } взятки
    }
web-game-folded = отказа се
web-game-status-stopped = Играта спря преди края: { $reason }.
web-game-status-cut-off = Играта е прекъсната.
web-game-status-won = { $you ->
        [yes] Спечелихте играта.
       *[no] Победител: { $winners }.
    }
web-game-your-turn-card = Ваш ред е: изберете карта.
web-game-your-turn = Ваш ред е.
web-game-waiting = На ход е { $seat }…
web-game-over-stopped = Спряна, преди някой да спечели. Запис има само игра, изиграна докрай.
web-game-over-cut-off = Прекъсната, преди някой да спечели.
web-game-over-won = { $you ->
        [yes] Спечелихте
       *[no] Победител: { $winners }
    }, { $scores }.
web-game-score-to = { $first } на { $second }
web-hand-title = Раздаване { $hand }: кой какви точки взе
web-hand-bid = { $you ->
        [yes] Ваша обява
       *[no] { $bidder }: обява
    } { $bid }
web-hand-pitched = { $you ->
        [yes] Излязохте без обява
       *[no] { $bidder } излезе без обява
    }
web-hand-trump = коз { $suit }
web-hand-no-trump = без коз
web-hand-called = извикана { $card }
web-hand-nobody = никой
web-hand-trick-points = Точки от взятки: { $points }
web-hand-made = Обявата е изпълнена: { $bidders }, { $won } { $won ->
        [one] точка
       *[other] точки
    }.
web-hand-set-back = Пада: { $bidders }, { $won } { $won ->
        [one] точка
       *[other] точки
    } при обява { $bid }.
web-hand-scores = Резултат: { $scores }

## Маса: надписите на страницата

web-script-you = Вие
web-script-you-after = (вие)
web-script-away = (отсъства)
web-script-open = свободно
web-script-sit = Седни тук
web-script-bot = бот ({ $bot })
web-script-dealer = раздаващ
web-script-dealer-mark = Р
web-script-to-win = играе се до
web-script-no-trick = Още няма взятка.
web-script-connected = свързано
web-script-reconnecting = повторно свързване…
web-script-seat = Място { $seat }
web-script-person = човек
web-script-bot-choice = бот: { $bot }
web-script-caret = ред { $line }, колона { $column }
web-script-not-checked = не е проверено: { $problem }
web-script-not-set = (не е зададено)
web-script-playing = Играе се…
web-script-fix-first = първо оправете проблемите
web-script-not-json = отговорът на сървъра не е JSON

## Грешки

web-error-too-many-tables = отворени са { $count } маси и всички се ползват; опитайте по-късно
web-error-too-large = заявката е твърде голяма (границата е { $limit } байта)
web-error-length = Content-Length на заявката не е цял брой байтове
web-error-cut-off = заявката прекъсна преди края си
web-error-not-json = заявката не е JSON
web-error-not-object = заявката не е JSON обект
web-error-not-unicode = заявката съдържа текст, който не е валиден Уникод (самотен сурогат)
web-error-text = „{ $name }“ трябва да е текст
web-error-number = „{ $name }“ трябва да е цяло число от { $low } до { $high }
web-error-bot = „bot“ трябва да е един от: { $bots }
web-error-fix-first = първо оправете файла: { $problem }
web-error-busy = вече тече друга симулация; опитайте, когато свърши
web-error-games-stopped = игрите спряха: { $reason }
web-error-seats = „seats“ трябва да изброи всяко място: „{ $open }“ за човек или бот ({ $bots })
web-error-variant = „variant“ трябва да е идентификатор на вграден вариант (или подайте файл с домашни правила като „text“)
web-error-message-text = пращайте съобщенията като JSON текст
web-error-message-long = съобщението е твърде дълго (границата е { $limit } знака)
web-error-message-json = съобщението не е JSON
web-error-message-object = съобщението не е JSON обект
web-error-message-unicode = съобщението съдържа текст, който не е валиден Уникод (самотен сурогат)
web-error-message-type = непознат вид съобщение; използвайте един от: { $types }
web-error-token = „token“ трябва да е текстът, който получихте, когато седнахте
web-error-seat-unknown = това място не е познато на тази маса
web-error-seated = вече седите на място { $seat }
web-error-sit = „seat“ трябва да е номер на място, а „name“ – текст
web-error-sit-to-start = седнете, за да започнете играта
web-error-sit-to-play = седнете, за да играете
web-error-kind = „kind“ трябва да е видът на позволен ход
web-error-value = „value“ трябва да е стойността на позволен ход
web-error-moves = „moves“ трябва да е броят ходове, който масата показа
web-error-players = { $variant } е за { $min } до { $max } играчи
web-error-seat-kind = мястото е „{ $open }“ или бот ({ $bots })
web-error-no-seat = няма място { $seat }
web-error-seat-closed = място { $seat } не е свободно
web-error-seat-taken = място { $seat } е заето
web-error-started = играта започна
web-error-not-started = играта не е започнала
web-error-over = играта свърши
web-error-moved-on = масата междувременно продължи; погледнете отново
web-error-not-your-turn = не сте на ход: на ход е { $seat }
web-error-not-legal = „{ $move }“ сега не е позволен ход
web-error-record-stopped = играта спря преди края ({ $reason }); запис има само игра, изиграна докрай
web-error-record-not-over = играта още не е свършила
web-error-no-option = формулярът няма настройка „{ $path }“
web-error-in-editor = „{ $path }“ се редактира във файла, а не във формуляра
web-error-whole-number = { $path } приема цяло число
web-error-whole-number-not = { $path } приема цяло число, а не „{ $value }“
web-error-yes-no = { $path } е да или не
web-error-takes-text = { $path } приема текст
web-error-whole-numbers = { $path } приема цели числа, разделени със запетаи
web-error-not-an-option = това не е настройка на формуляра
web-error-form-cannot-read = формулярът не може да прочете файла тук ({ $problem }); направете промяната в редактора
web-error-too-large-file = файлът би станал твърде голям
web-error-cannot-write = формулярът не може да запише тази стойност: { $problem }
web-error-would-change = при записа на файла формулярът би променил тази стойност; направете промяната в редактора
web-error-example-stopped = примерното раздаване в документа с правилата спря: { $reason }
web-error-unknown-bot = непознат бот „{ $bot }“; изберете от: { $bots }
web-error-games = игри: от 1 до { $most }
