# Интерфејсот во прелистувачот (pitch-rules serve): страниците, зборовите на масата и грешките.
# Пораките web-script-* им се даваат на скриптите на страницата: { $name } таму стигнува како
# {name}, што скриптата го пополнува (таму бројот никогаш не бира облик: таквите реченици се тука).
# Во зборовите на потегот { $value } е местото каде страницата ја црта вредноста (карта, боја,
# број); .button е на копчето, .log доаѓа по името на играчот во дневникот („Ана нуди 3“).

## Секоја страница

web-nav-library = Библиотека
web-nav-workshop = Работилница
web-nav-tables = Маси
web-search-placeholder = Барај во правилата…
web-search-label = Барај во правилата
web-languages = Јазик

## Почетната страница

web-home-title = Почетна
web-home-heading = Домашни правила на пич, како податоци
web-home-intro = Читајте ги правилата на { $count } { $count ->
        [one] игра
       *[other] игри
    } од семејството пич, пишувајте свои домашни правила со проверка во живо и играјте ги на маса со пријатели и ботови.
web-home-library = Целосните правила на секоја вградена варијанта, создадени од истите податоци според кои игра моторот, споредба една до друга и пребарување.
web-home-workshop-heading = Работилница за домашни правила
web-home-workshop = Почнете од која било варијанта, менувајте ги опциите во формулар или во датотеката YAML, гледајте го секој проблем додека пишувате, правилата и што се сменило, и симулирајте илјада игри.
web-home-tables = Отворете маса за која било варијанта или за своите домашни правила, споделете ја врската со пријателите во вашата мрежа, а празните места нека ги земат ботови.

## Библиотеката

web-library-intro = Правилата на секоја вградена варијанта, создадени од нејзината датотека: истите правила според кои игра моторот.
web-library-compare = Споредете ги една до друга
web-library-examples = на пр. крадење на понудата, џандар од иста боја, талон
web-search-button = Барај
web-library-variant = Варијанта
web-library-summary = Накратко
web-house-rules = Домашни правила
web-play = Играј
web-compare-title = Споредба на варијантите
web-search-title = Пребарување
web-search-heading = Барај во правилата
web-search-count = { $count ->
        [one] { $count } варијанта споменува
       *[other] { $count } варијанти споменуваат
    } „{ $query }“.
web-search-mentions = ({ $count ->
        [one] { $count } спомнување
       *[other] { $count } спомнувања
    })
web-variant-players = { $min }–{ $max } играчи
web-variant-play = Играј на маса
web-variant-house = Направи домашни правила од неа
web-variant-compare = Спореди со другите

## Страници што ги нема

web-missing-title = Нема ништо тука
web-missing-back = Назад на почетокот
web-missing-page = Таква страница нема.
web-missing-variant = Нема вградена варијанта со тоа име.
web-missing-table = Нема маса со тоа име (можеби е затворена).
web-missing-house = На таа маса нема домашни правила.

## Работилницата

web-workshop-title = Работилница
web-workshop-start-from = Почни од
web-workshop-new = Нова датотека
web-workshop-download = Преземи ја датотеката со правила
web-workshop-play = Играј со овие правила
web-workshop-checking = се проверува…
web-workshop-tab-rules = Правила
web-workshop-tab-changes = Промени
web-workshop-tab-options = Опции
web-workshop-tab-simulate = Симулација
web-workshop-options-help = Сите опции на правилата какви што се сега. Промената се запишува во датотеката, а коментарите остануваат; празно поле запишува null, што ја отстранува опцијата.
web-workshop-games = Игри
web-workshop-bots = Ботови
web-workshop-simulate = Симулирај { $count } { $count ->
        [one] игра
       *[other] игри
    }
web-workshop-limits = Најмногу { $games } игри и { $seconds } секунди по пуштање; игрите запираат по { $hands } делења.
web-workshop-problems = { $count ->
        [one] { $count } проблем
       *[other] { $count } проблеми
    }
web-workshop-ok = во ред: { $name }
web-workshop-no-base = Оваа датотека не проширува ниедна варијанта: нема со што да се спореди.
web-workshop-changes = Што менуваат овие правила во однос на { $base }:
web-workshop-unchanged = Ова се правилата на { $base }, без промени.
web-workshop-starter =
    # Домашни правила: менувајте само она што се разликува од { $base }.
    # И картичката „Опции“ ги запишува своите промени тука.
web-workshop-starter-name = { $base } (домашни правила)
web-workshop-starter-description = { $base } како што го играме дома.

## Извештајот од симулацијата

web-report-games = { $count ->
        [one] игра
       *[other] игри
    }
web-report-stopped = (запрено поради временското ограничување; барани { $asked })
web-report-hands = { $count ->
        [one] делење
       *[other] делења
    }
web-report-made = исполнети понуди
web-report-per-hand = поени по делење
web-report-edge = предност на делителот (поени по делење над секоја друга страна)
web-report-make-rate = Исполнети понуди по висина
web-report-bid = понуда { $bid }
web-report-of = { $rate } од { $hands }
web-report-points = Колку често се добива секој поен (по делење)
web-report-rules = Правила во игра (дел од делењата)
web-report-wins = Победи по места
web-report-cut-off = { $count ->
        [one] { $count } игра е прекината
       *[other] { $count } игри се прекинати
    } по { $hands } делења.
web-report-length = Должина на играта (во просек { $mean } делења)
web-report-length-hands = { $hands ->
        [one] { $hands } делење
       *[other] { $hands } делења
    }

## Масите

web-tables-title = Маси
web-tables-start = Отвори маса
web-tables-variant = Варијанта
web-tables-players = Играчи
web-tables-seats = Места
web-tables-target = Се игра до
web-tables-target-default = како во варијантата
web-tables-submit = Отвори ја масата
web-tables-help = Местата чувани за човек чекаат некој да седне; споделете ја врската до масата со нив. Кој ќе седне, може веднаш да почне, а местата што се уште слободни ги земаат ботови (greedy). За да играте со домашни правила, користете „Играј со овие правила“ во работилницата.
web-tables-here = Маси на овој сервер
web-tables-none = Уште ниедна.
web-tables-status-waiting = чека играчи
web-tables-status-playing = се игра
web-tables-status-over = завршена
web-tables-open-seats = { $count ->
        [one] { $count } слободно место
       *[other] { $count } слободни места
    }

## Маса

web-table-title = Маса: { $variant }
web-table-connecting = поврзување…
web-table-share = Споделете ја масата:
web-table-copy = Копирај ја врската
web-table-seats = Места
web-table-lobby = Седнете на слободно место. Играта почнува кога ќе се зафатат сите слободни места, или кога ќе ја почне некој што седи: местата што се уште слободни ги земаат ботови.
web-table-name = Вашето име
web-table-name-placeholder = по желба
web-table-start = Почни сега
web-table-hand-label = Вашите карти
web-table-scores = Резултат
web-table-last-trick = Последен штих
web-table-last-hand = Последно делење
web-table-over = Крај на играта
web-table-record = Преземи го записот од играта
web-table-record-help = Еден ред во форматот { $format }: { $command } повторно го проверува секој исход.
web-table-house-file = Преземи ги домашните правила
web-table-log = Што се случи

## Маса: како се викаат местата

web-seat = Место { $seat }
web-seat-bot = Место { $seat } ({ $bot })

## Маса: потезите на моторот, фазите и белешките во дневникот

web-action-pass =
    .button = Пас
    .log = пасува
web-action-bid =
    .button = Понуда { $value }
    .log = нуди { $value }
web-action-play =
    .button = Играј { $value }
    .log = игра { $value }
web-action-trump =
    .button = Адут: { $value }
    .log = кажува адут: { $value }
web-action-stand =
    .button = Играм (го задржувам адутот)
    .log = го задржува адутот
web-action-beg =
    .button = Молам
    .log = моли
web-action-give =
    .button = Дај поен
    .log = дава поен
web-action-run =
    .button = Додај карти
    .log = додава карти
web-action-discard =
    .button = Фрли { $value }
    .log = фрла { $value }
web-action-done =
    .button = Готово со фрлањето
    .log = завршува со фрлањето
web-action-pitch =
    .button = Отворам веднаш
    .log = отвора веднаш
web-action-sell =
    .button = Продај го отворањето
    .log = го нуди отворањето за продажба
web-action-accept =
    .button = Прифати ја понудата (продај)
    .log = го продава отворањето
web-action-refuse =
    .button = Одбиј (задржи го отворањето)
    .log = одбива и го задржува отворањето
web-action-call =
    .button = Повикај { $value }
    .log = повикува { $value }
# Потег од вид што тука нема зборови: $kind е името што му го дава моторот.
web-action-fallback =
    .button = { $kind } { $value }
    .log = { $kind } { $value }
# Што гледаат другите наместо карта што не смеат да ја видат.
web-hidden-card = една карта

web-phase-deal = Делење
web-phase-begging = Молба
web-phase-sale = Продажба на отворањето
web-phase-auction = Лицитација
web-phase-trump = Избор на адут
web-phase-exchange = Размена
web-phase-call = Повикување партнер
web-phase-play = Игра
web-phase-over = Крај на играта

web-note-deal = { $dealer } го дели делењето { $hand }.
web-note-trick = Штихот го зема { $winner }.
web-note-folds = { $seat } се откажува: нема повеќе адути.
web-note-widow = { $seat } го зема талонот ({ $count } { $count ->
        [one] карта
       *[other] карти
    }) пред да го каже адутот.
web-note-thrown-in = Делењето е поништено.
web-note-hand-over = Делењето { $hand } заврши.
web-note-game-over = Играта заврши, победник: { $winner }.
web-note-cut-off = Играта е прекината по { $hands } делења.
web-note-stopped = Играта запре: { $reason }.
web-bot-failed = { $seat } — ботот не можеше да избере потег (причината е во дневникот на серверот)

## Маса: играта како што ја гледа едно место

web-game-hand = Делење { $hand }
web-game-dealer = дели: { $dealer }
web-game-trump = адут { $suit }
web-game-no-trump = адутот се уште не е одреден
web-game-high-bid = највисока понуда { $bid }: { $you ->
        [yes] ваша
       *[no] { $bidder }
    }
web-game-pitches = { $you ->
        [yes] отворате без понуда
       *[no] { $bidder } отвора без понуда
    }
web-game-called = { $you ->
        [yes] повикавте
       *[no] { $bidder } повика
    } { $card }
web-game-partners = вашиот партнер: { $partners }
web-game-turned-up = отворено { $cards }
web-game-shown-discards = фрлени отворено { $cards }
web-game-stock = во купчето { $count }
web-game-stock-top = во купчето { $count } (одозгора { $card })
web-game-cards = { $count ->
        [one] { $count } карта
       *[other] { $count } карти
    }
web-game-tricks = { $count ->
        [one] { $count } штих
       *[other] { $count } штихови
    }
web-game-folded = се откажа
web-game-status-stopped = Играта запре пред крајот: { $reason }.
web-game-status-cut-off = Играта е прекината.
web-game-status-won = { $you ->
        [yes] Ја добивте играта.
       *[no] Победник: { $winners }.
    }
web-game-your-turn-card = Вие сте на потег: изберете карта.
web-game-your-turn = Вие сте на потег.
web-game-waiting = На потег е { $seat }…
web-game-over-stopped = Запре пред некој да победи. Запис има само играта одиграна до крај.
web-game-over-cut-off = Прекината пред некој да победи.
web-game-over-won = { $you ->
        [yes] Победивте
       *[no] Победник: { $winners }
    }, { $scores }.
web-game-score-to = { $first } : { $second }
web-hand-title = Делење { $hand }: на кого му отиде секој поен
web-hand-bid = { $you ->
        [yes] Ваша понуда
       *[no] { $bidder }: понуда
    } { $bid }
web-hand-pitched = { $you ->
        [yes] Отворивте без понуда
       *[no] { $bidder } отвори без понуда
    }
web-hand-trump = адут { $suit }
web-hand-no-trump = без адут
web-hand-called = повикана { $card }
web-hand-nobody = никој
web-hand-trick-points = Поени од штихови: { $points }
web-hand-made = Понудата е исполнета: { $bidders }, { $won } { $won ->
        [one] поен
       *[other] поени
    }.
web-hand-set-back = Паѓа: { $bidders }, { $won } { $won ->
        [one] поен
       *[other] поени
    } при понуда { $bid }.
web-hand-scores = Резултат: { $scores }

## Маса: натписите на страницата

web-script-you = Вие
web-script-you-after = (вие)
web-script-away = (не е на врска)
web-script-open = слободно
web-script-sit = Седни тука
web-script-bot = бот ({ $bot })
web-script-dealer = делител
web-script-dealer-mark = Д
web-script-to-win = се игра до
web-script-no-trick = Уште нема штих.
web-script-connected = поврзано
web-script-reconnecting = повторно поврзување…
web-script-seat = Место { $seat }
web-script-person = човек
web-script-bot-choice = бот: { $bot }
web-script-caret = ред { $line }, колона { $column }
web-script-not-checked = не е проверено: { $problem }
web-script-not-set = (не е поставено)
web-script-playing = Се игра…
web-script-fix-first = прво поправете ги проблемите
web-script-not-json = одговорот на серверот не е JSON

## Грешки

web-error-too-many-tables = отворени се { $count } маси и сите се во употреба; обидете се подоцна
web-error-too-large = барањето е преголемо (границата е { $limit } бајти)
web-error-length = Content-Length на барањето не е цел број бајти
web-error-cut-off = барањето е прекинато пред крајот
web-error-not-json = барањето не е JSON
web-error-not-object = барањето не е JSON-објект
web-error-not-unicode = барањето содржи текст што не е валиден Уникод (осамен сурогат)
web-error-text = „{ $name }“ мора да биде текст
web-error-number = „{ $name }“ мора да биде цел број од { $low } до { $high }
web-error-bot = „bot“ мора да биде еден од: { $bots }
web-error-fix-first = прво поправете ја датотеката: { $problem }
web-error-busy = веќе тече друга симулација; обидете се кога ќе заврши
web-error-games-stopped = игрите запреа: { $reason }
web-error-seats = „seats“ мора да го наведе секое место: „{ $open }“ за човек, или бот ({ $bots })
web-error-variant = „variant“ мора да биде ознака на вградена варијанта (или дајте датотека со домашни правила како „text“)
web-error-message-text = праќајте ги пораките како JSON-текст
web-error-message-long = пораката е предолга (границата е { $limit } знаци)
web-error-message-json = пораката не е JSON
web-error-message-object = пораката не е JSON-објект
web-error-message-unicode = пораката содржи текст што не е валиден Уникод (осамен сурогат)
web-error-message-type = непознат вид порака; користете еден од: { $types }
web-error-token = „token“ мора да биде текстот што го добивте кога седнавте
web-error-seat-unknown = тоа место не е познато на оваа маса
web-error-seated = веќе седите на место { $seat }
web-error-sit = „seat“ мора да биде број на место, а „name“ текст
web-error-sit-to-start = седнете за да ја почнете играта
web-error-sit-to-play = седнете за да играте
web-error-kind = „kind“ мора да биде вид на дозволен потег
web-error-value = „value“ мора да биде вредност на дозволен потег
web-error-moves = „moves“ мора да биде бројот на потези што го покажа масата
web-error-players = { $variant } е за { $min } до { $max } играчи
web-error-seat-kind = местото е „{ $open }“ или бот ({ $bots })
web-error-no-seat = нема место { $seat }
web-error-seat-closed = местото { $seat } не е слободно
web-error-seat-taken = местото { $seat } е зафатено
web-error-started = играта почна
web-error-not-started = играта не е почната
web-error-over = играта заврши
web-error-moved-on = масата во меѓувреме продолжи; погледнете повторно
web-error-not-your-turn = не сте на потег: на потег е { $seat }
web-error-not-legal = „{ $move }“ сега не е дозволен потег
web-error-record-stopped = играта запре пред крајот ({ $reason }); запис има само играта одиграна до крај
web-error-record-not-over = играта уште не е завршена
web-error-no-option = формуларот нема опција „{ $path }“
web-error-in-editor = „{ $path }“ се уредува во датотеката, не во формуларот
web-error-whole-number = { $path } прима цел број
web-error-whole-number-not = { $path } прима цел број, не „{ $value }“
web-error-yes-no = { $path } е да или не
web-error-takes-text = { $path } прима текст
web-error-whole-numbers = { $path } прима цели броеви одделени со запирки
web-error-not-an-option = ова не е опција на формуларот
web-error-form-cannot-read = формуларот не може да ја прочита датотеката тука ({ $problem }); направете ја промената во уредувачот
web-error-too-large-file = датотеката би била преголема
web-error-cannot-write = формуларот не може да ја запише оваа вредност: { $problem }
web-error-would-change = при запишувањето формуларот би ја сменил оваа вредност; направете ја промената во уредувачот
web-error-example-stopped = примерот за делење во документот со правила запре: { $reason }
web-error-unknown-bot = непознат бот „{ $bot }“; изберете од: { $bots }
web-error-games = игри: од 1 до { $most }
