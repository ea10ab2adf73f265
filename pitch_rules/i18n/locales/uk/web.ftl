# Браузерний інтерфейс (pitch-rules serve): сторінки, слова за столом і помилки.
# Повідомлення web-script-* віддаються скриптам сторінки: { $name } там передається як {name},
# і скрипт сам підставляє значення (число там ніколи не обирає форму слова: такі речення — тут).
# У словах дії { $value } — місце, де сторінка малює значення дії (карту, масть, число);
# .button — на кнопці, .log — у журналі після імені гравця («Анна: заявка 3»).

## Кожна сторінка

web-nav-library = Бібліотека
web-nav-workshop = Майстерня
web-nav-tables = Столи
web-search-placeholder = Пошук у правилах…
web-search-label = Пошук у правилах
web-languages = Мова

## Головна сторінка

web-home-title = Головна
web-home-heading = Домашні правила пітча як дані
web-home-intro = Читайте правила { $count } { $count ->
        [one] гри
        [few] ігор
       *[other] ігор
    } родини пітча, пишіть власні домашні правила з перевіркою на льоту і грайте за ними за столом із друзями та ботами.
web-home-library = Повні правила кожного вбудованого варіанта, створені з тих самих даних, за якими грає рушій, порівняння пліч-о-пліч і пошук.
web-home-workshop-heading = Майстерня домашніх правил
web-home-workshop = Почніть із будь-якого варіанта, змінюйте параметри у формі чи у файлі YAML, бачте кожну помилку під час набору, правила і що змінилося, і змоделюйте тисячу ігор.
web-home-tables = Відкрийте стіл для будь-якого варіанта чи своїх домашніх правил, поділіться посиланням із друзями у вашій мережі, а порожні місця займуть боти.

## Бібліотека

web-library-intro = Правила кожного вбудованого варіанта, створені з його файлу варіанта: ті самі правила, за якими грає рушій.
web-library-compare = Порівняти їх пліч-о-пліч
web-library-examples = напр. перехоплення, валет тієї ж барви, прикуп
web-search-button = Шукати
web-library-variant = Варіант
web-library-summary = Коротко
web-house-rules = Домашні правила
web-play = Грати
web-compare-title = Порівняння варіантів
web-search-title = Пошук
web-search-heading = Пошук у правилах
web-search-count = { $count ->
        [one] { $count } варіант згадує
        [few] { $count } варіанти згадують
       *[other] { $count } варіантів згадують
    } «{ $query }».
web-search-mentions = ({ $count ->
        [one] { $count } згадка
        [few] { $count } згадки
       *[other] { $count } згадок
    })
web-variant-players = { $min }–{ $max } гравців
web-variant-play = Грати за столом
web-variant-house = Зробити з нього домашні правила
web-variant-compare = Порівняти з іншими

## Сторінки, яких немає

web-missing-title = Тут нічого немає
web-missing-back = Повернутися на початок
web-missing-page = Такої сторінки немає.
web-missing-variant = Вбудованого варіанта з такою назвою немає.
web-missing-table = Столу з такою назвою немає (можливо, його вже закрито).
web-missing-house = За цим столом немає домашніх правил.

## Майстерня

web-workshop-title = Майстерня
web-workshop-start-from = Почати з
web-workshop-new = Новий файл
web-workshop-download = Завантажити файл правил
web-workshop-play = Зіграти за цими правилами
web-workshop-checking = перевірка…
web-workshop-tab-rules = Правила
web-workshop-tab-changes = Зміни
web-workshop-tab-options = Параметри
web-workshop-tab-simulate = Моделювання
web-workshop-options-help = Усі параметри правил у їхньому нинішньому вигляді. Зміна записується у файл, коментарі зберігаються; порожнє поле записує null, і параметр зникає.
web-workshop-games = Ігор
web-workshop-bots = Боти
web-workshop-simulate = Змоделювати { $count } { $count ->
        [one] гру
        [few] гри
       *[other] ігор
    }
web-workshop-limits = Не більше { $games } ігор і { $seconds } секунд за раз; гра зупиняється після { $hands } роздач.
web-workshop-problems = { $count ->
        [one] { $count } помилка
        [few] { $count } помилки
       *[other] { $count } помилок
    }
web-workshop-ok = усе гаразд: { $name }
web-workshop-no-base = Цей файл не розширює жодного варіанта: немає з чим порівнювати.
web-workshop-changes = Що ці правила змінюють у варіанті «{ $base }»:
web-workshop-unchanged = Це правила варіанта «{ $base }» без змін.
web-workshop-starter =
    # Домашні правила: змінюйте лише те, що відрізняється від варіанта «{ $base }».
    # Вкладка «Параметри» теж записує свої зміни сюди.
web-workshop-starter-name = { $base } (домашні правила)
web-workshop-starter-description = { $base } так, як ми граємо вдома.

## Звіт моделювання в майстерні

web-report-games = { $count ->
        [one] гра
        [few] гри
       *[other] ігор
    }
web-report-stopped = (зупинено через обмеження часу; замовлено { $asked })
web-report-hands = { $count ->
        [one] роздача
        [few] роздачі
       *[other] роздач
    }
web-report-made = заявок виконано
web-report-per-hand = очок за роздачу
web-report-edge = перевага здавача (очок за роздачу понад кожну іншу сторону)
web-report-make-rate = Частка виконаних заявок за розміром
web-report-bid = заявка { $bid }
web-report-of = { $rate } з { $hands }
web-report-points = Як часто зараховується кожне очко (на роздачу)
web-report-rules = Правила в дії (частка роздач)
web-report-wins = Перемоги за місцями
web-report-cut-off = { $count ->
        [one] { $count } гру перервано
        [few] { $count } гри перервано
       *[other] { $count } ігор перервано
    } після { $hands } роздач.
web-report-length = Тривалість гри (у середньому { $mean } роздачі)
web-report-length-hands = { $hands ->
        [one] { $hands } роздача
        [few] { $hands } роздачі
       *[other] { $hands } роздач
    }

## Столи

web-tables-title = Столи
web-tables-start = Відкрити стіл
web-tables-variant = Варіант
web-tables-players = Гравців
web-tables-seats = Місця
web-tables-target = Гра до
web-tables-target-default = як у варіанті
web-tables-submit = Відкрити стіл
web-tables-help = Місця для людей чекають, поки хтось сяде; поділіться з ними посиланням на стіл. Хто сів, може одразу почати гру, а вільні місця займуть боти (greedy). Щоб зіграти за домашніми правилами, натисніть «Зіграти за цими правилами» в майстерні.
web-tables-here = Столи на цьому сервері
web-tables-none = Поки що жодного.
web-tables-status-waiting = чекає на гравців
web-tables-status-playing = іде гра
web-tables-status-over = гру закінчено
web-tables-open-seats = { $count ->
        [one] { $count } вільне місце
        [few] { $count } вільні місця
       *[other] { $count } вільних місць
    }

## Стіл

web-table-title = Стіл: { $variant }
web-table-connecting = з’єднання…
web-table-share = Поділитися столом:
web-table-copy = Копіювати посилання
web-table-seats = Місця
web-table-lobby = Сядьте на вільне місце. Гра почнеться, коли всі вільні місця займуть, або коли її почне хтось із тих, хто сидить: решту вільних місць займуть боти.
web-table-name = Ваше ім’я
web-table-name-placeholder = необов’язково
web-table-start = Почати зараз
web-table-hand-label = Ваші карти
web-table-scores = Рахунок
web-table-last-trick = Остання взятка
web-table-last-hand = Остання роздача
web-table-over = Гру закінчено
web-table-record = Завантажити запис гри
web-table-record-help = Один рядок у форматі { $format }: { $command } ще раз перевіряє кожен результат.
web-table-house-file = Завантажити домашні правила
web-table-log = Що відбулося

## Стіл: як називаються місця

web-seat = Місце { $seat }
web-seat-bot = Місце { $seat } ({ $bot })

## Стіл: дії рушія, етапи гри і примітки журналу

web-action-pass =
    .button = Пас
    .log = пасує
web-action-bid =
    .button = Заявка { $value }
    .log = заявляє { $value }
web-action-play =
    .button = Зіграти { $value }
    .log = грає { $value }
web-action-trump =
    .button = Козир: { $value }
    .log = оголошує козир: { $value }
web-action-stand =
    .button = Граю (лишити цей козир)
    .log = грає з цим козирем
web-action-beg =
    .button = Прошу
    .log = просить
web-action-give =
    .button = Дати очко
    .log = дає очко
web-action-run =
    .button = Доздати карти
    .log = доздає карти
web-action-discard =
    .button = Скинути { $value }
    .log = скидає { $value }
web-action-done =
    .button = Досить скидати
    .log = закінчує скидати
web-action-pitch =
    .button = Ходжу сам
    .log = ходить сам
web-action-sell =
    .button = Продати хід
    .log = виставляє хід на продаж
web-action-accept =
    .button = Прийняти заявку (продати)
    .log = продає хід
web-action-refuse =
    .button = Відмовити (лишити хід собі)
    .log = відмовляє і лишає хід собі
web-action-call =
    .button = Викликати { $value }
    .log = викликає { $value }
# Дія, для якої тут немає слів: $kind — її власна назва в рушії.
web-action-fallback =
    .button = { $kind } { $value }
    .log = { $kind } { $value }
# Що бачать інші замість карти, якої їм бачити не можна.
web-hidden-card = карту

web-phase-deal = Здавання
web-phase-begging = Прохання
web-phase-sale = Продаж ходу
web-phase-auction = Торгівля
web-phase-trump = Вибір козиря
web-phase-exchange = Обмін
web-phase-call = Виклик партнера
web-phase-play = Розіграш
web-phase-over = Кінець гри

web-note-deal = { $dealer } здає роздачу { $hand }.
web-note-trick = Взятку забирає { $winner }.
web-note-folds = { $seat } виходить із роздачі: козирів не лишилося.
web-note-widow = { $seat } бере прикуп ({ $count } { $count ->
        [one] карта
        [few] карти
       *[other] карт
    }), перш ніж назвати козир.
web-note-thrown-in = Роздачу скасовано.
web-note-hand-over = Роздачу { $hand } закінчено.
web-note-game-over = Гру закінчено, перемога: { $winner }.
web-note-cut-off = Гру перервано після { $hands } роздач.
web-note-stopped = Гра зупинилася: { $reason }.
web-bot-failed = { $seat } — бот не зміг вибрати хід (причину записано в журнал сервера)

## Стіл: гра очима одного місця

web-game-hand = Роздача { $hand }
web-game-dealer = здає: { $dealer }
web-game-trump = козир { $suit }
web-game-no-trump = козир ще не визначено
web-game-high-bid = найвища заявка { $bid }: { $you ->
        [yes] ваша
       *[no] { $bidder }
    }
web-game-pitches = { $you ->
        [yes] ви ходите без заявки
       *[no] { $bidder } ходить без заявки
    }
web-game-called = { $you ->
        [yes] ви викликаєте
       *[no] { $bidder } викликає
    } { $card }
web-game-partners = ваш партнер: { $partners }
web-game-turned-up = відкрито { $cards }
web-game-shown-discards = скинуто відкрито { $cards }
web-game-stock = у колоді { $count }
web-game-stock-top = у колоді { $count } (згори { $card })
web-game-cards = { $count ->
        [one] { $count } карта
        [few] { $count } карти
       *[other] { $count } карт
    }
web-game-tricks = { $count ->
        [one] { $count } взятка
        [few] { $count } взятки
       *[other] { $count } взяток
    }
web-game-folded = поза роздачею
web-game-status-stopped = Гра зупинилася до кінця: { $reason }.
web-game-status-cut-off = Гру перервано.
web-game-status-won = { $you ->
        [yes] Ви виграли гру.
       *[no] Перемога: { $winners }.
    }
web-game-your-turn-card = Ваш хід: виберіть карту.
web-game-your-turn = Ваш хід.
web-game-waiting = Чекаємо на хід: { $seat }…
web-game-over-stopped = Гра зупинилася, перш ніж хтось виграв. Запис є лише в гри, зіграної до кінця.
web-game-over-cut-off = Гру перервано, перш ніж хтось виграв.
web-game-over-won = { $you ->
        [yes] Ви виграли
       *[no] Перемога: { $winners }
    }, рахунок { $scores }.
web-game-score-to = { $first } : { $second }
web-hand-title = Роздача { $hand }: кому дісталося кожне очко
web-hand-bid = { $you ->
        [yes] Ваша заявка
       *[no] { $bidder }: заявка
    } { $bid }
web-hand-pitched = { $you ->
        [yes] Ви ходили без заявки
       *[no] { $bidder }: хід без заявки
    }
web-hand-trump = козир { $suit }
web-hand-no-trump = без козиря
web-hand-called = викликано { $card }
web-hand-nobody = ніхто
web-hand-trick-points = Очки у взятках: { $points }
web-hand-made = Заявку виконано: { $bidders } — { $won } { $won ->
        [one] очко
        [few] очки
       *[other] очок
    }.
web-hand-set-back = Заявку не виконано: { $bidders } — { $won } { $won ->
        [one] очко
        [few] очки
       *[other] очок
    } при заявці { $bid }.
web-hand-scores = Рахунок: { $scores }

## Стіл: власні написи сторінки

web-script-you = Ви
web-script-you-after = (ви)
web-script-away = (не на зв’язку)
web-script-open = вільне
web-script-sit = Сісти тут
web-script-bot = бот ({ $bot })
web-script-dealer = здавач
web-script-dealer-mark = З
web-script-to-win = гра до
web-script-no-trick = Взяток ще не було.
web-script-connected = з’єднано
web-script-reconnecting = повторне з’єднання…
web-script-seat = Місце { $seat }
web-script-person = людина
web-script-bot-choice = бот: { $bot }
web-script-caret = рядок { $line }, стовпчик { $column }
web-script-not-checked = не перевірено: { $problem }
web-script-not-set = (не задано)
web-script-playing = Граємо…
web-script-fix-first = спершу виправте помилки
web-script-not-json = відповідь сервера — не JSON

## Помилки

web-error-too-many-tables = Відкрито { $count } столів, і всі зайняті; спробуйте пізніше
web-error-too-large = запит завеликий (межа — { $limit } байтів)
web-error-length = Content-Length запиту — не ціла кількість байтів
web-error-cut-off = запит обірвався, не дійшовши до кінця
web-error-not-json = запит — не JSON
web-error-not-object = запит — не об’єкт JSON
web-error-not-unicode = у запиті є текст, що не є коректним Юнікодом (самотній сурогат)
web-error-text = «{ $name }» має бути текстом
web-error-number = «{ $name }» має бути цілим числом від { $low } до { $high }
web-error-bot = «bot» має бути одним із: { $bots }
web-error-fix-first = спершу виправте файл: { $problem }
web-error-busy = уже йде інше моделювання; спробуйте, коли воно закінчиться
web-error-games-stopped = ігри зупинилися: { $reason }
web-error-seats = «seats» має перелічити всі місця: «{ $open }» для людини або бот ({ $bots })
web-error-variant = «variant» має бути ідентифікатором вбудованого варіанта (або передайте файл домашніх правил як «text»)
web-error-message-text = надсилайте повідомлення як текст JSON
web-error-message-long = повідомлення задовге (межа — { $limit } символів)
web-error-message-json = повідомлення — не JSON
web-error-message-object = повідомлення — не об’єкт JSON
web-error-message-unicode = у повідомленні є текст, що не є коректним Юнікодом (самотній сурогат)
web-error-message-type = невідомий тип повідомлення; можна: { $types }
web-error-token = «token» має бути текстом, який ви отримали, коли сіли
web-error-seat-unknown = такого місця за цим столом не знають
web-error-seated = ви вже сидите на місці { $seat }
web-error-sit = «seat» має бути номером місця, а «name» — текстом
web-error-sit-to-start = сядьте, щоб почати гру
web-error-sit-to-play = сядьте, щоб грати
web-error-kind = «kind» має бути видом дозволеного ходу
web-error-value = «value» має бути значенням дозволеного ходу
web-error-moves = «moves» має бути кількістю ходів, яку показував стіл
web-error-players = { $variant } — гра для { $min }–{ $max } гравців
web-error-seat-kind = місце — це «{ $open }» або бот ({ $bots })
web-error-no-seat = місця { $seat } немає
web-error-seat-closed = місце { $seat } не вільне для людини
web-error-seat-taken = місце { $seat } зайняте
web-error-started = гра вже почалася
web-error-not-started = гра ще не почалася
web-error-over = гру закінчено
web-error-moved-on = гра за столом уже пішла далі; подивіться ще раз
web-error-not-your-turn = зараз не ваш хід: ходить { $seat }
web-error-not-legal = «{ $move }» зараз не дозволений хід
web-error-record-stopped = гра зупинилася до кінця ({ $reason }); запис є лише в гри, зіграної до кінця
web-error-record-not-over = гру ще не закінчено
web-error-no-option = у формі немає параметра «{ $path }»
web-error-in-editor = «{ $path }» змінюють у файлі, а не у формі
web-error-whole-number = { $path }: потрібне ціле число
web-error-whole-number-not = { $path }: потрібне ціле число, а не «{ $value }»
web-error-yes-no = { $path }: так або ні
web-error-takes-text = { $path }: потрібен текст
web-error-whole-numbers = { $path }: потрібні цілі числа через кому
web-error-not-an-option = це не параметр форми
web-error-form-cannot-read = форма не може прочитати файл у цьому місці ({ $problem }); внесіть цю зміну в редакторі
web-error-too-large-file = файл став би завеликим
web-error-cannot-write = форма не може записати це значення: { $problem }
web-error-would-change = записуючи файл, форма змінила б це значення; внесіть цю зміну в редакторі
web-error-example-stopped = приклад роздачі в документі правил зупинився: { $reason }
web-error-unknown-bot = невідомий бот «{ $bot }»; можна: { $bots }
web-error-games = ігор: від 1 до { $most }
