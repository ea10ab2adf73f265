# Речення документа з правилами. Прапорці — yes/no; числа обирають форму множини.

## Списки й дрібні слова

numbers-range = будь-яке число від { $first } до { $last }
seats = { $count ->
        [one] місце
       *[other] місця
    } { $seats }
ranking-off = { $rank } другої масті
option-none = немає
option-yes = так
option-no = ні

## Гравці й сторони

players-fixed = Грають { $players } { $players ->
        [one] гравець
        [few] гравці
       *[other] гравців
    }.
players-range = Грають від { $min } до { $max } гравців, зазвичай { $default }.
players-seats = Місця за столом нумерують 0, 1, 2, … за годинниковою стрілкою, тож ліворуч від місця *s* сидить місце *s* + 1, а місце 0 — ліворуч від останнього. Гра і здавання йдуть за годинниковою стрілкою, тобто ліворуч.
sides-for-the-hand = Під час підрахунку кожна команда роздачі вважається однією стороною: карта, яку забрав будь-хто з команди, зараховується всій команді, виконання заявки оцінюють за очками команди, і кожен її член додає очки команди за роздачу до власного загального рахунку. Упродовж гри кожен гравець веде власний рахунок, і перемагає в грі один гравець.
sides-team-is = команда { $team } — { $seats }
sides-teams = Гравці утворюють { $teams } { $teams ->
        [one] команду
        [few] команди
       *[other] команд
    } по { $size }, партнери сидять { $opposite ->
        [yes] навпроти одне одного
       *[no] через одного по колу
    }: { $layout }.

## Карти

deck-no-jokers = { $standard ->
        [yes] стандартна колода з { $cards } карт
       *[no] колода з { $cards } карт
    } без джокерів
deck-with-jokers = { $standard ->
        [yes] стандартна колода з { $cards } карт
       *[no] колода з { $cards } карт
    } і { $jokers } { $jokers ->
        [one] джокер
        [few] джокери
       *[other] джокерів
    } ({ $names }) — разом { $total } карт
deck-cards = Грають такою колодою: { $kind }. Масті — { $suits }, у кожній по { $ranks } карт. У масті { $high } — найстарша карта, а { $low } — наймолодша: { $order }.

## Роздача

deal-at-once = усі одразу
deal-packets = по { $packet } за раз ({ $packet } кожному гравцеві по черзі, { $rounds ->
        [1] один раз
        [2] двічі
        [3] тричі
       *[other] { $rounds } рази
    })
deal-widow = Потім { $widow } { $widow ->
        [one] карту кладуть
        [few] карти кладуть
       *[other] карт кладуть
    } лицем донизу в прикуп; решта колоди в цій роздачі не використовується.
deal-stock = Нероздані карти складають { $face_up ->
        [yes] лицем догори
       *[no] лицем донизу
    } в колоду (за { $players } гравців це { $stock } { $stock ->
        [one] карта
        [few] карти
       *[other] карт
    }).
deal-whole-deck = Роздають усю колоду.
deal-rest-unused = Решта колоди в цій роздачі не використовується: за { $players } гравців у грі лише { $dealt } з { $size } карт.
deal-cards = Здавач тасує колоду і роздає кожному гравцеві по { $cards } { $cards ->
        [one] карті
       *[other] карт
    }, { $packets }, починаючи з гравця ліворуч від себе. { $rest }
deal-misdeal = **Перездача.** Одразу після роздачі, перш ніж щось іще відбудеться, роздача вважається хибною, якщо в будь-якого гравця { $condition }. Карти збирають, і { $again }

## Торгівля

auction-none = Торгівлі немає: ніхто не бере на себе заявку, і кожна сторона отримує те, що виграла.
auction-sell-out = Гравець ліворуч від здавача, перший гравець, має право ходу. Він або одразу ходить сам, ставши розігрувачем із заявкою { $pitch_bid }, або виставляє право ходу на продаж: тоді інші гравці заявляють, щоб його купити, а «всі спасували» означає, що всі інші гравці відмовилися від пропозиції.
auction-closing = Заявка { $bid } одразу закінчує торгівлю: { $highest ->
        [yes] вищої заявки бути не може
       *[no] після неї ніхто не заявляє
    }, і гравці, які ще не говорили, не заявляють.
auction-moon = Заявка { $bid } — це заявка «на все»: взяти всі очки роздачі. Що вона приносить, виконана чи ні, сказано в розділах «Підрахунок» і «Перемога в грі».
auction-steal = Якщо поточна найвища заявка — { $steals }, здавач може перехопити її, заявивши стільки ж. Здавач може також заявити більше.
auction-steal-not-closing = Заявку { $bid } перехопити не можна: вона закінчує торгівлю ще до того, як говорить здавач.
auction-steal-again = Здавач може перехоплювати знову на кожному своєму ході, тож за рівних заявок виграє здавач.
auction-winner = { $steals ->
        [yes] Торгівлю виграє той, хто заявив найбільше, або здавач, який перехопив заявку,
       *[no] Торгівлю виграє той, хто заявив найбільше,
    } — його називають розігрувачем{ $team ->
        [yes] {" "}(разом із партнером це команда розігрувача)
       *[no] {""}
    }.
auction-winner-sells = { $steals ->
        [yes] Торгівлю виграє той, хто заявив найбільше, або здавач, який перехопив заявку.
       *[no] Торгівлю виграє той, хто заявив найбільше.
    } Тоді перший гравець або продає право ходу — одразу отримує очки в розмірі найвищої заявки, а розігрувачем стає той, хто її зробив, — або відмовляється продавати і сам стає розігрувачем із цією заявкою, яку мусить виконати.

## Козир

trump-upcard-joker = Джокера пропускають: відкривають першу карту, що має масть.
trump-upcard-scores = Якщо це { $rank }, { $team ->
        [yes] команда здавача отримує
       *[no] здавач отримує
    } { $points } { $points ->
        [one] очко
        [few] очки
       *[other] очок
    }{ $settled ->
        [yes] , якщо ця карта визначає козир (про це нижче)
       *[no] {" "}одразу
    }.
trump-upcard-bonus = { $rank } ({ $points } { $points ->
        [one] очко
        [few] очки
       *[other] очок
    })
trump-upcard-scores-several = Якщо це { $cards }, { $team ->
        [yes] команда здавача отримує
       *[no] здавач отримує
    } ці очки{ $settled ->
        [yes] , якщо ця карта визначає козир (про це нижче)
       *[no] {" "}одразу
    }.
trump-rank-as-suit = Козирі йдуть за старшинством, як у будь-якій масті. Будь-який козир б’є будь-яку карту інших мастей.
trump-ranking = Старшинство козирів, від найстаршого до наймолодшого: { $ranking }. Будь-який козир б’є будь-яку карту інших мастей.
trump-off-card = { $label } — це карта іншої масті того ж кольору, що й козирна: вона вважається козирем, а не картою своєї масті.
trump-jokers = { $names } { $count ->
        [one] — козир
       *[other] — козирі
    } за будь-якої козирної масті.
trump-equal = Карти, з’єднані знаком =, рівні за старшинством: якщо обидві потрапили в одну взятку, бере та, яку зіграли першою.
begging-rule = Гравець ліворуч від здавача може грати, погодившись на цю козирну масть, або просити. Якщо він просить, здавач або { $gift }, і масть лишається козирною, або доздає карти: дає кожному гравцеві ще по { $run } { $run ->
        [one] карті
       *[other] карти
    } і відкриває наступну карту, знову і знову, доки не відкриється інша масть, яка й стає козирною. Якщо колода закінчилася раніше, карти збирають і здавати переходить до гравця ліворуч.
begging-gift-may-not-win = Здавач не може давати очки, якщо це принесло б перемогу в грі { $every ->
        [yes] { $team ->
            [yes] команді, яка їх отримує
           *[no] гравцеві, який їх отримує
        }
       *[no] { $team ->
            [yes] його команді
           *[no] йому
        }
    }: тоді здавач мусить доздавати карти.

## Обмін

exchange-refill = Перед початком гри { $order } скидає { $how_many ->
        [at-least] щонайменше { $least } { $least ->
            [one] карту
            [few] карти
           *[other] карт
        } (або більше, якщо хоче)
        [any] скільки завгодно карт
       *[rule] карти
    } і добирає з { $widow ->
        [yes] прикупу
       *[no] колоди
    } до { $keep } { $keep ->
        [one] карти
       *[other] карт
    }.
exchange-discard-down = Перед початком гри { $order } у кого більше ніж { $keep } { $keep ->
        [one] карта
        [few] карти
       *[other] карт
    }, скидає зайві до { $keep }{ $taker ->
        [yes] {" "}(той, хто бере решту, робить це, щойно її візьме)
        [widow] {" "}(зокрема розігрувач, з картами прикупу)
       *[no] {""}
    }, нічого не добираючи.
exchange-rest = { $refill ->
        [yes] Потім
       *[no] Перед початком гри
    } { $rest }
exchange-rest-keeps = Гравець, який бере решту, не мусить цього робити: він лишає собі карти, які хоче.
exchange-kept-trumps = Цих козирів скидати не можна: { $trumps }; але гравець, у якого їх більше ніж { $keep }, лишає { $keep } з них на свій вибір і скидає всі інші карти.
exchange-min-discard = Гравець, який добирає карти, мусить скинути щонайменше { $least } { $least ->
        [one] карту
        [few] карти
       *[other] карт
    }, хіба що більше скидати нічого або колода не може їх замінити.

## Гра

play-until-stock-out = Гра триває, доки не зіграно всі карти.
play-tricks = Роздача складається з { $tricks } { $tricks ->
        [one] взятки
       *[other] взяток
    }{ $run ->
        [yes] {" "}(більше, якщо карти доздавали)
       *[no] {""}
    }: кожен гравець грає всіма картами, що має на руках.
play-leading = **Хід.** { $tricks } { $leader } { $lead }
play-following = **Як відповідати.** { $rule }
play-winning = **Хто бере взятку.** { $rule }
play-tricks-trumps-only = Роздача складається щонайбільше з { $tricks } { $tricks ->
        [one] взятки
       *[other] взяток
    }{ $run ->
        [yes] {" "}(більше, якщо карти доздавали)
       *[no] {""}
    }.
play-leading-trumps-only = **Хід.** { $tricks } { $leader }
play-winning-trumps-only = **Хто бере взятку.** Взятку бере найстарший зіграний козир.
stock-drawing = **Добирання.** { $draw ->
        [yes] Після кожної взятки, поки в колоді є карти, той, хто взяв взятку, бере верхню карту, а за ним по черзі кожен інший гравець.
       *[no] Під час гри з колоди ніхто не добирає.
    } { $face_up ->
        [yes] Колода лежить лицем догори, тож усі бачать її верхню карту.
       *[no] Колода лежить лицем донизу.
    }

## Підрахунок

points-awarded = Наприкінці кожної роздачі нараховують такі очки, у такому порядку:
point-goes-to = { $name } ({ $points } { $points ->
        [one] очко
        [few] очки
       *[other] очок
    }) отримує { $to }.
point-card-recorded = Карта, яку записують для нього, — { $card }.
point-nobody = Якщо { $absent }, очко «{ $name }» не отримує ніхто.
points-one-card-both = Якщо { $cards-where } лише { $cards-gender ->
        [f] одна { $cards-noun }, вона водночас і найстарша, і наймолодша: вона рахується
       *[m] один { $cards-noun }, він водночас і найстарший, і наймолодший: він рахується
    } як { $names } ({ $points } { $points ->
        [one] очко
        [few] очки
       *[other] очок
    }).
points-one-card-all = Якщо { $cards-gender ->
        [f] ця { $cards-noun } — { $card }, вона рахується
       *[m] цей { $cards-noun } — { $card }, він рахується
    } як { $names } ({ $points } { $points ->
        [one] очко
        [few] очки
       *[other] очок
    }).
trick-points-none = **Очки у взятках**: жодна карта не приносить очок у взятках.
trick-points-each = { $rank-gender ->
        [f] кожна
       *[m] кожен
    } { $rank } — { $points }
trick-points-each-more = { $rank-gender ->
        [f] кожна
       *[m] кожен
    } { $rank } — { $points }
trick-points = **Очки у взятках** рахують за картами, які забрав { $team ->
        [yes] кожна команда
       *[no] кожен гравець
    }: { $values }; { $every ->
        [yes] рахуються всі карти
       *[no] інші карти не приносять нічого
    }.
contract-counted = До виграних очок зараховують кожне очко ({ $points }), яке дісталося { $team ->
        [yes] команді
       *[no] гравцеві
    }.
contract-no-auction = **Рахунок.** { $team ->
        [yes] Кожна команда отримує
       *[no] Кожен гравець отримує
    } { $others-acc }. { $counted }
contract-made = **Заявка.** { $bidder_capital } виконує заявку, якщо { $made }; інакше заявку не виконано. { $counted }
contract-scores = { $bidder } отримує { $scores-acc }. { $two_teams ->
        [yes] Інша команда отримує
       *[no] { $team ->
            [yes] Кожна інша команда отримує
           *[no] Кожен інший гравець отримує
        }
    } { $others-acc }.
contract-running = { $hand_teams ->
        [yes] Очки команди за роздачу додають до загального рахунку кожного її члена
       *[no] { $team ->
            [yes] Очки кожної команди за роздачу додають до її загального рахунку
           *[no] Очки кожного гравця за роздачу додають до його загального рахунку
        }
    }{ $negative ->
        [yes] : від’ємні очки віднімають, тож рахунок може бути від’ємним
       *[no] {""}
    }. Рахунок можна вести на папері або фішками; програма веде його за вас.

## Значення величин в окремому правилі

meaning-scores-before = рахунки
    .plural = yes
    .more = вищий рахунок до цієї роздачі
    .most = найвищий рахунок до цієї роздачі
    .most-acc = найвищий рахунок до цієї роздачі
    .second = другий за величиною рахунок до цієї роздачі
    .least = найнижчий рахунок до цієї роздачі
meaning-won-by = очки, виграні { $side-ins } у цій роздачі
    .plural = yes
    .clause = yes
    .gen = очок, виграних { $side-ins } у цій роздачі
    .acc = очки, виграні { $side-ins } у цій роздачі
    .ins = очками, виграними { $side-ins } у цій роздачі
meaning-they = { $team ->
        [yes] вона
       *[no] він
    }
    .gen = { $team ->
        [yes] її
       *[no] його
    }
    .acc = { $team ->
        [yes] її
       *[no] його
    }
    .ins = { $team ->
        [yes] нею
       *[no] ним
    }
meaning-they-won = виграні { $team ->
        [yes] нею
       *[no] ним
    } очки
    .plural = yes
    .gen = виграних { $team ->
        [yes] нею
       *[no] ним
    } очок
    .acc = виграні { $team ->
        [yes] нею
       *[no] ним
    } очки
    .ins = виграними { $team ->
        [yes] нею
       *[no] ним
    } очками
meaning-target = { $points } { $points ->
        [one] очко
        [few] очки
       *[other] очок
    }
    .gen = { $points } { $points ->
        [one] очка
       *[other] очок
    }
    .acc = { $points } { $points ->
        [one] очко
        [few] очки
       *[other] очок
    }
    .ins = { $points } { $points ->
        [one] очком
       *[other] очками
    }

## Перемога в грі

game-target = Гра йде до { $target } { $target ->
        [one] очка
       *[other] очок
    }. Після кожної роздачі переможцем у грі стає { $winner }; доки ніхто не переміг, гра триває наступною роздачею.
during-upcard = відкрита карта
during-gift = подароване на прохання очко
during-dealer-set-back = штраф здавачеві, коли всі спасували
during-sale = ціна проданого права ходу
game-during-hand = Очки, отримані під час роздачі ({ $what }), зараховують одразу: переможця перевіряють тієї ж миті, і якщо він є, гра закінчується, хоч би на якому етапі, не дограючи роздачу. На той момент ніхто ще не виграв жодних очок у грі й розігрувача немає.
game-bidder-only = Наприкінці роздачі може перемогти лише { $bidder }: { $team ->
        [yes] команда, яка набрала { $target } { $target ->
            [one] очко
            [few] очки
           *[other] очок
        } у роздачі, де розігрувала інша команда
       *[no] гравець, який набрав { $target } { $target ->
            [one] очко
            [few] очки
           *[other] очок
        } у роздачі, де розігрував інший гравець
    }, тоді не перемагає, і гра триває. Тож переможець може мати менше очок, ніж той, хто програв.
game-set-back = { $must_make ->
        [yes] Не виконавши заявку, { $bidder } у цій роздачі не перемагає за будь-якого рахунку: щоб вийти з гри переможцем, заявку треба виконати.
       *[no] Навіть не виконавши заявку, { $bidder } перемагає, якщо після роздачі рахунок { $bidder-gen } усе ще становить щонайменше { $target } { $target ->
            [one] очко
            [few] очки
           *[other] очок
        }.
    }
game-other-targets = Для коротшої або довшої гри часто грають до { $targets }.

## Рамка документа

section-house-rules = Домашні правила
section-players = Гравці й сторони
section-cards = Карти
section-deal = Роздача
section-auction = Торгівля
section-trump = Козир
section-exchange = Обмін
section-play = Гра
section-scoring = Підрахунок
section-game = Перемога в грі
section-notes = Примітки
section-approximations = Наближення
section-example = Приклад роздачі
section-sources = Джерела
document-generated = *Цей документ створила програма pitch-rules з варіанта `{ $id }`: це ті самі правила, за якими грає рушій.*
house-rules-unchanged = Це правила гри «{ $base }» без змін.
house-rules-changes = Це правила гри «{ $base }» з такими змінами:
sources-none = Цей варіант не називає власних джерел.
sources-kept-from = Правила, які він зберігає від гри «{ $name }» (`{ $id }`), походять із таких джерел:
approximation-declared-by = Оголошено у грі «{ $name }».
approximations-none = Файл не оголошує жодних наближень: кожне правило вище таке, як його подають джерела.

## Відмінності (pitch-rules diff і розділ домашніх правил)

diff-added = { $title }: додано. { $after }
diff-removed = { $title }: вилучено
diff-removed-was = { $title }: вилучено. Було: { $before }
diff-changed = { $title }: { $after } замість «{ $before }»
diff-order = { $title } › порядок
diff-same = Від гри «{ $base }» ({ $base_id }) до гри «{ $variant }» ({ $variant_id }): правила однакові.
diff-heading = Від гри «{ $base }» ({ $base_id }) до гри «{ $variant }» ({ $variant_id }): { $count ->
        [one] відрізняється { $count } параметр
        [few] відрізняються { $count } параметри
       *[other] відрізняються { $count } параметрів
    }.

## Приклад роздачі

example-seat = місце { $seat }
example-team = команда { $team }
example-who = місце { $seat }{ $dealer ->
        [yes] {" "}(здавач)
       *[no] {""}
    }
example-passes = { $who } пасує
example-forced-bid = { $who } мусить заявляти й заявляє { $bid }
example-steals = { $who } перехоплює заявку { $bid }
example-closing-bid = { $who } заявляє { $bid }, і торгівля закінчується
example-bids = { $who } заявляє { $bid }
example-sale-pitch = { $who } одразу ходить сам
example-sale-sell = { $who } виставляє право ходу на продаж
example-sale-accept = { $who } продає право ходу тому, хто заявив найбільше, і одразу отримує очки в розмірі заявки
example-sale-refuse = { $who } відмовляється продавати і сам розігрує цю заявку
example-turns-up = Місце { $seat } відкриває { $card }
example-begging-stand = { $who } грає
example-begging-beg = { $who } просить
example-begging-give = { $who } дає очко, щоб зберегти масть
example-begging-run = { $who } доздає карти
example-begging-run-cards = { $who } доздає карти (ще по { $cards } { $cards ->
        [one] карті
       *[other] карти
    } кожному){ $turning ->
        [yes] {" "}і відкриває { $turned }
       *[no] {""}
    }
example-deals = Місце { $seat } здає
example-thrown-in-scores = Рахунок: { $scores }.
example-misdeal = { $story }: роздача хибна, тож карти збирають і { $same_dealer ->
        [yes] той самий здавач здає знову
       *[no] здавати переходить до гравця ліворуч
    }.
example-thrown-in = { $story }: карти збирають, і здавати переходить до гравця ліворуч.
example-award = **{ $name }**{ $card }: { $winner }
example-award-trick-points = **{ $name }**{ $card }: { $winner } (очки у взятках: { $totals })
example-award-nobody = **{ $name }**{ $card }: ніхто{ $has_reason ->
        [yes] , бо { $reason }
       *[no] {""}
    }
example-alone = Місце { $seat } грає саме проти гравців: { $others }.
example-called-nobody = Місце { $seat } називає { $card }, але цієї карти ні в кого немає: місце { $seat } грає саме; { $bidders } проти: { $others }.
example-called = Місце { $seat } називає { $card }. Ця карта в місця { $partner }, і воно стає партнером розігрувача, про що інші дізнаються, коли її зіграють: { $bidders } проти: { $others }.
example-intro = Ось одна роздача так, як її зіграв рушій, на { $players } { $players ->
        [one] гравця
       *[other] гравців
    } (боти, початкове число { $seed }).
example-dealt = Місце { $seat } здає{ $stock ->
        [0] {""}
        [one] {" "}({ $stock } карта лишається в колоді)
        [few] {" "}({ $stock } карти лишаються в колоді)
       *[other] {" "}({ $stock } карт лишаються в колоді)
    }:
example-column-seat = Місце
example-column-dealt = Роздані карти
example-trump = **Козир.** { $offer } Козир — { $trump }.
example-auction = **Торгівля.** { $auction }. Розігрувач — місце { $seat }, заявка { $bid }{ $contract ->
        [yes] {""}
       *[no] : усі спасували, тож заявки немає
    }.{ $named ->
        [yes] {" "}Місце { $seat } називає козирем { $trump }.
        [widow] {" "}Місце { $seat } бере прикуп ({ $widow }) і називає козирем { $trump }.
       *[no] {""}
    }
example-discards = місце { $seat } скидає { $cards }
example-keeps = місце { $seat } лишає всі карти
example-takes-rest = місце { $seat } бере решту { $widow ->
        [yes] прикупу
       *[no] колоди
    } і скидає зайве до { $keep } карт{ $discards ->
        [yes] : { $cards }
       *[no] {""}
    }
example-exchange = **Обмін.** { $turns }.
example-teams = **Команди на роздачу.** { $teams }
example-play = **Гра.** Місце { $seat } ходить { $card }{ $led ->
        [yes] ; козир — { $trump }
       *[no] {""}
    }.{ $drawing ->
        [yes] {" "}Після кожної взятки гравці добирають карти з колоди.
       *[no] {""}
    }
example-column-trick = Взятка
example-column-led-by = Хто ходить
example-column-played = Зіграні карти, по черзі
example-column-won-by = Хто бере
example-folds-at-once = місце { $seat } не має козирів, коли починається гра, і одразу виходить із роздачі.
example-folds-after = місце { $seat } виходить із роздачі після взятки { $trick }: козирів не лишилося.
example-folding = **Вихід із роздачі.** { $folds }
example-scoring = **Підрахунок.**
example-verdict = Заявка була { $bid }, а виграні очки: { $who } — { $won }, тож заявку { $made ->
        [yes] виконано
       *[no] не виконано
    }.
example-sold = За продаж права ходу { $seller } одразу отримує { $bid }.
example-column-side = Сторона
example-column-points-won = Виграні очки
example-column-hand-score = Очки за роздачу
example-column-score = Рахунок
example-record = Запис цієї роздачі (один рядок формату `pitch-record/1`), який `pitch-rules replay` перевіряє за правилами:

## Сторінки сайту документації

site-variants-title = Варіанти
site-variants-intro = Правила кожного вбудованого варіанта, створені з його файлу варіанта: ті самі правила, за якими грає рушій. `pitch-rules docs VARIANT --lang uk` друкує будь-який із них або правила вашого власного файлу варіанта. [Порівняйте їх поруч](../matrix.md).
site-column-variant = варіант
site-column-id = ідентифікатор
site-column-in-short = коротко
site-matrix-title = Порівняння варіантів
site-matrix-intro = Кожен параметр правил кожного вбудованого варіанта: рядок на параметр, стовпчик на варіант (таблиця прокручується вбік). Позначте варіанти, які хочете порівняти, і за бажання лишіть тільки рядки, де вони розходяться. `pitch-rules diff A B --lang uk` показує лише ті параметри, у яких два варіанти розходяться.
site-matrix-pick = Варіанти для порівняння
site-matrix-all = Усі
site-matrix-none = Жодного
site-matrix-differ = Лише рядки, де вони розходяться
site-column-option = параметр

## Довідник файлу варіанта, створений із JSON Schema (назви й описи — повідомлення title- і description-)

site-reference-title = Довідник файлу варіанта
site-reference-intro = { $about } Файл варіанта — це словник YAML із наведеними нижче ключами. Цю сторінку створено з JSON Schema файлу (`schema/variant.schema.json`), яку читають і редактори, що підтримують yaml-language-server, — для автодоповнення та спливних підказок.
site-reference-top-level = Верхній рівень
site-reference-column-key = ключ
site-reference-column-type = тип
site-reference-column-required = обов’язковий
site-reference-column-meaning = опис
site-reference-required = { $required ->
        [yes] так
       *[no] ні
    }
site-reference-type-string = рядок
site-reference-type-integer = ціле число
site-reference-type-number = число
site-reference-type-boolean = логічне значення
site-reference-type-object = об’єкт
site-reference-type-any = будь-яке значення
site-reference-type-key = ключ
site-reference-type-list = список ({ $item })
site-reference-type-map = словник ({ $key } → { $value })
site-reference-each = { $key }, кожен елемент
site-reference-one-of = Одне з: { $values }.
site-reference-each-one-of = Кожен елемент — одне з: { $values }.
site-reference-bounds = { $bounds ->
        [both] Щонайменше { $minimum } і щонайбільше { $maximum }.
        [minimum] Щонайменше { $minimum }.
       *[maximum] Щонайбільше { $maximum }.
    }
site-reference-default = Типове значення: { $value }.
site-reference-examples = { $count ->
        [1] Приклад
       *[other] Приклади
    }: { $examples }.
