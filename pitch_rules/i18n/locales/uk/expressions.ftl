# Вирази підрахунку словами. Фраза має називний відмінок (значення) і атрибути
# gen, acc, ins (родовий, знахідний, орудний); набір карт — ще noun (одна карта
# набору), noun-gen, noun-acc, gender (m/f) і where («у грі»). Змінні: $x, $x-gen...

## Значення

value-trump = козирна масть
    .gen = козирної масті
    .acc = козирну масть
    .ins = козирною мастю
value-in_play = карти у грі
    .plural = yes
    .gen = карт у грі
    .acc = карти у грі
    .ins = картами у грі
    .noun = карта
    .noun-gen = карти
    .noun-acc = карту
    .gender = f
    .where = у грі
value-bidder = { $team ->
        [yes] команда розігрувача
       *[no] розігрувач
    }
    .gen = { $team ->
        [yes] команди розігрувача
       *[no] розігрувача
    }
    .acc = { $team ->
        [yes] команду розігрувача
       *[no] розігрувача
    }
    .ins = { $team ->
        [yes] командою розігрувача
       *[no] розігрувачем
    }
value-bid = розмір заявки
    .gen = розміру заявки
    .acc = розмір заявки
    .ins = розміром заявки
value-trick_points = очки у взятках
    .plural = yes
    .more = більше очок у взятках
    .most = найбільша кількість очок у взятках
    .most-acc = найбільшу кількість очок у взятках
    .second = друга за величиною кількість очок у взятках
    .least = найменша кількість очок у взятках
value-card = карта, яка визначає це очко
    .clause = yes
    .gen = карти, яка визначає це очко
    .acc = карту, яка визначає це очко
    .ins = картою, яка визначає це очко
value-won = виграні очки
    .plural = yes
    .gen = виграних очок
    .acc = виграні очки
    .ins = виграними очками
value-made = заявку виконано
    .negated = заявку не виконано
value-target = кількість очок для перемоги
    .gen = кількості очок для перемоги
    .acc = кількість очок для перемоги
    .ins = кількістю очок для перемоги
value-side = { $team ->
        [yes] команда, якій нараховують очки
       *[no] гравець, якому нараховують очки
    }
    .clause = yes
    .gen = { $team ->
        [yes] команди, якій нараховують очки
       *[no] гравця, якому нараховують очки
    }
    .acc = { $team ->
        [yes] команду, якій нараховують очки
       *[no] гравця, якому нараховують очки
    }
    .ins = { $team ->
        [yes] командою, якій нараховують очки
       *[no] гравцем, якому нараховують очки
    }
value-scores = рахунки
    .plural = yes
    .more = вищий рахунок
    .most = найвищий рахунок
    .most-acc = найвищий рахунок
    .second = другий за величиною рахунок
    .least = найнижчий рахунок
value-points_won = очки, виграні в цій роздачі
    .clause = yes
    .plural = yes
    .more = більше очок, виграних у цій роздачі
    .most = найбільша кількість очок, виграних у цій роздачі
    .most-acc = найбільшу кількість очок, виграних у цій роздачі
    .second = друга за величиною кількість очок, виграних у цій роздачі
    .least = найменша кількість очок, виграних у цій роздачі
value-opponents_won = { $team ->
        [yes] очки, разом виграні всіма іншими командами
       *[no] очки, разом виграні всіма іншими гравцями
    }
    .clause = yes
    .plural = yes
value-dealer = { $team ->
        [yes] команда здавача
       *[no] здавач
    }
    .gen = { $team ->
        [yes] команди здавача
       *[no] здавача
    }
    .acc = { $team ->
        [yes] команду здавача
       *[no] здавача
    }
    .ins = { $team ->
        [yes] командою здавача
       *[no] здавачем
    }
value-eldest = { $team ->
        [yes] команда гравця ліворуч від здавача
       *[no] гравець ліворуч від здавача
    }
    .gen = { $team ->
        [yes] команди гравця ліворуч від здавача
       *[no] гравця ліворуч від здавача
    }
    .acc = { $team ->
        [yes] команду гравця ліворуч від здавача
       *[no] гравця ліворуч від здавача
    }
    .ins = { $team ->
        [yes] командою гравця ліворуч від здавача
       *[no] гравцем ліворуч від здавача
    }
value-hand = карти на руках
    .plural = yes
    .gen = карт на руках
    .acc = карти на руках
    .ins = картами на руках
    .noun = карта
    .noun-gen = карти
    .noun-acc = карту
    .gender = f
    .where = на руках
value-first_out = { $team ->
        [yes] перша команда, яка набере
       *[no] перший гравець, який набере
    } { $target-acc }, коли очки цієї роздачі зараховують одне за одним у порядку їх переліку{ $bidding ->
        [yes] , причому розігрувачеві, який не виконав заявку, не зараховують нічого
       *[no] {""}
    }
    .clause = yes
    .gen = { $team ->
        [yes] першої команди, яка набере
       *[no] першого гравця, який набере
    } { $target-acc }, коли очки цієї роздачі зараховують одне за одним у порядку їх переліку{ $bidding ->
        [yes] , причому розігрувачеві, який не виконав заявку, не зараховують нічого
       *[no] {""}
    }
    .acc = { $team ->
        [yes] першу команду, яка набере
       *[no] першого гравця, який набере
    } { $target-acc }, коли очки цієї роздачі зараховують одне за одним у порядку їх переліку{ $bidding ->
        [yes] , причому розігрувачеві, який не виконав заявку, не зараховують нічого
       *[no] {""}
    }
    .ins = { $team ->
        [yes] першою командою, яка набере
       *[no] першим гравцем, який набере
    } { $target-acc }, коли очки цієї роздачі зараховують одне за одним у порядку їх переліку{ $bidding ->
        [yes] , причому розігрувачеві, який не виконав заявку, не зараховують нічого
       *[no] {""}
    }
    .absent = так ніхто не набирає { $target-acc }
value-first_out_bidder_first = { $team ->
        [yes] перша команда, яка набере
       *[no] перший гравець, який набере
    } { $target-acc }, коли очки цієї роздачі зараховують одне за одним: спершу очки розігрувача, потім інших у порядку їх переліку{ $bidding ->
        [yes] , причому розігрувачеві, який не виконав заявку, не зараховують нічого
       *[no] {""}
    }
    .clause = yes
    .gen = { $team ->
        [yes] першої команди, яка набере
       *[no] першого гравця, який набере
    } { $target-acc }, коли очки цієї роздачі зараховують одне за одним: спершу очки розігрувача, потім інших у порядку їх переліку
    .acc = { $team ->
        [yes] першу команду, яка набере
       *[no] першого гравця, який набере
    } { $target-acc }, коли очки цієї роздачі зараховують одне за одним: спершу очки розігрувача, потім інших у порядку їх переліку
    .ins = { $team ->
        [yes] першою командою, яка набере
       *[no] першим гравцем, який набере
    } { $target-acc }, коли очки цієї роздачі зараховують одне за одним: спершу очки розігрувача, потім інших у порядку їх переліку
    .absent = так ніхто не набирає { $target-acc }

## Функції

fn-trumps = { $cards-kind ->
        [cards] козирі { $cards-where }
       *[other] козирі серед { $cards-gen }
    }
    .plural = yes
    .gen = { $cards-kind ->
        [cards] козирів { $cards-where }
       *[other] козирів серед { $cards-gen }
    }
    .acc = { $cards-kind ->
        [cards] козирі { $cards-where }
       *[other] козирі серед { $cards-gen }
    }
    .ins = { $cards-kind ->
        [cards] козирями { $cards-where }
       *[other] козирями серед { $cards-gen }
    }
    .noun = козир
    .noun-gen = козиря
    .noun-acc = козиря
    .gender = m
    .where = { $cards-kind ->
        [cards] { $cards-where }
       *[other] серед { $cards-gen }
    }
fn-highest = { $cards-gender ->
        [f] найстарша
       *[m] найстарший
    } { $cards-noun } { $cards-where }
    .gen = { $cards-gender ->
        [f] найстаршої
       *[m] найстаршого
    } { $cards-noun-gen } { $cards-where }
    .acc = { $cards-gender ->
        [f] найстаршу
       *[m] найстаршого
    } { $cards-noun-acc } { $cards-where }
    .ins = { $cards-gender ->
        [f] найстаршою
       *[m] найстаршим
    } { $cards-noun } { $cards-where }
    .absent = { $cards-where } немає { $cards-gender ->
        [f] жодної
       *[m] жодного
    } { $cards-noun-gen }
fn-lowest = { $cards-gender ->
        [f] наймолодша
       *[m] наймолодший
    } { $cards-noun } { $cards-where }
    .gen = { $cards-gender ->
        [f] наймолодшої
       *[m] наймолодшого
    } { $cards-noun-gen } { $cards-where }
    .acc = { $cards-gender ->
        [f] наймолодшу
       *[m] наймолодшого
    } { $cards-noun-acc } { $cards-where }
    .ins = { $cards-gender ->
        [f] наймолодшою
       *[m] наймолодшим
    } { $cards-noun } { $cards-where }
    .absent = { $cards-where } немає { $cards-gender ->
        [f] жодної
       *[m] жодного
    } { $cards-noun-gen }
fn-dealt = { $suit-kind ->
        [trump] { $rank-gender ->
            [f] козирна
           *[m] козирний
        } { $rank }
       *[other] { $rank } { $suit-gen }
    }
    .gen = { $suit-kind ->
        [trump] { $rank-gender ->
            [f] козирної
           *[m] козирного
        } { $rank-gen }
       *[other] { $rank-gen } { $suit-gen }
    }
    .acc = { $suit-kind ->
        [trump] { $rank-gender ->
            [f] козирну
           *[m] козирного
        } { $rank-acc }
       *[other] { $rank-acc } { $suit-gen }
    }
    .ins = { $suit-kind ->
        [trump] { $rank-gender ->
            [f] козирною
           *[m] козирним
        } { $rank }
       *[other] { $rank } { $suit-gen }
    }
    .absent = { $suit-kind ->
        [trump] { $rank-gender ->
            [f] козирної
           *[m] козирного
        } { $rank-gen }
       *[other] { $rank-gen } { $suit-gen }
    } немає в грі
fn-captor = { $team ->
        [yes] команда, яка забирає
       *[no] гравець, який забирає
    } { $card-acc }
    .clause = yes
    .gen = { $team ->
        [yes] команди, яка забирає
       *[no] гравця, який забирає
    } { $card-acc }
    .acc = { $team ->
        [yes] команду, яка забирає
       *[no] гравця, який забирає
    } { $card-acc }
    .ins = { $team ->
        [yes] командою, яка забирає
       *[no] гравцем, який забирає
    } { $card-acc }
    .absent = { $card-absent }
fn-holder = { $team ->
        [yes] команда, яка отримала
       *[no] гравець, який отримав
    } { $card-acc } під час роздачі
    .clause = yes
    .gen = { $team ->
        [yes] команди, яка отримала
       *[no] гравця, який отримав
    } { $card-acc } під час роздачі
    .acc = { $team ->
        [yes] команду, яка отримала
       *[no] гравця, який отримав
    } { $card-acc } під час роздачі
    .ins = { $team ->
        [yes] командою, яка отримала
       *[no] гравцем, який отримав
    } { $card-acc } під час роздачі
    .absent = { $card-absent }
fn-captured = карти, взяті { $side-ins }
    .clause = yes
    .plural = yes
    .gen = карт, взятих { $side-ins }
    .acc = карти, взяті { $side-ins }
    .ins = картами, взятими { $side-ins }
    .noun = карта
    .noun-gen = карти
    .noun-acc = карту
    .gender = f
    .where = серед взятих { $side-ins }
fn-count = кількість { $cards-gen }
    .clause = { $cards-has-clause ->
        [yes] yes
       *[no] {""}
    }
    .gen = кількості { $cards-gen }
    .acc = кількість { $cards-gen }
    .ins = кількістю { $cards-gen }
fn-unique_max = { $team ->
        [yes] команда, у якої { $tally-more }, ніж у будь-якої іншої команди
       *[no] гравець, у якого { $tally-more }, ніж у будь-якого іншого гравця
    }
    .clause = yes
    .gen = { $team ->
        [yes] команди, у якої { $tally-more }, ніж у будь-якої іншої команди
       *[no] гравця, у якого { $tally-more }, ніж у будь-якого іншого гравця
    }
    .acc = { $team ->
        [yes] команду, у якої { $tally-more }, ніж у будь-якої іншої команди
       *[no] гравця, у якого { $tally-more }, ніж у будь-якого іншого гравця
    }
    .ins = { $team ->
        [yes] командою, у якої { $tally-more }, ніж у будь-якої іншої команди
       *[no] гравцем, у якого { $tally-more }, ніж у будь-якого іншого гравця
    }
    .absent = { $team ->
        [yes] дві чи більше команд мають однаково { $tally-most-acc }
       *[no] двоє чи більше гравців мають однаково { $tally-most-acc }
    }
fn-score = рахунок { $side-gen }
    .clause = { $side-has-clause ->
        [yes] yes
       *[no] {""}
    }
    .gen = рахунку { $side-gen }
    .acc = рахунок { $side-gen }
    .ins = рахунком { $side-gen }
fn-dealt_card = { $name }
    .gen = { $name-gen }
    .acc = { $name-acc }
    .ins = { $name-ins }
    .absent = { $name-gen } немає в грі
fn-off = інша масть козирного кольору
    .gen = іншої масті козирного кольору
    .acc = іншу масть козирного кольору
    .ins = іншою мастю козирного кольору
fn-of_suit = { $suit-kind ->
        [trump] природні козирі
       *[other] природні карти { $suit-gen }
    } { $cards-kind ->
        [cards] { $cards-where }
       *[other] серед { $cards-gen }
    }
    .plural = yes
    .gen = { $suit-kind ->
        [trump] природних козирів
       *[other] природних карт { $suit-gen }
    } { $cards-kind ->
        [cards] { $cards-where }
       *[other] серед { $cards-gen }
    }
    .acc = { $suit-kind ->
        [trump] природні козирі
       *[other] природні карти { $suit-gen }
    } { $cards-kind ->
        [cards] { $cards-where }
       *[other] серед { $cards-gen }
    }
    .ins = { $suit-kind ->
        [trump] природними козирями
       *[other] природними картами { $suit-gen }
    } { $cards-kind ->
        [cards] { $cards-where }
       *[other] серед { $cards-gen }
    }
    .noun = { $suit-kind ->
        [trump] природний козир
       *[other] природна карта { $suit-gen }
    }
    .noun-gen = { $suit-kind ->
        [trump] природного козиря
       *[other] природної карти { $suit-gen }
    }
    .noun-acc = { $suit-kind ->
        [trump] природного козиря
       *[other] природну карту { $suit-gen }
    }
    .gender = { $suit-kind ->
        [trump] m
       *[other] f
    }
    .where = { $cards-kind ->
        [cards] { $cards-where }
       *[other] серед { $cards-gen }
    }
fn-of_rank = { $rank-pl } { $cards-kind ->
        [cards] { $cards-where }
       *[other] серед { $cards-gen }
    }
    .plural = yes
    .gen = { $rank-pl-gen } { $cards-kind ->
        [cards] { $cards-where }
       *[other] серед { $cards-gen }
    }
    .acc = { $rank-gender ->
        [m] { $rank-pl-gen }
       *[f] { $rank-pl }
    } { $cards-kind ->
        [cards] { $cards-where }
       *[other] серед { $cards-gen }
    }
    .ins = { $rank-pl-ins } { $cards-kind ->
        [cards] { $cards-where }
       *[other] серед { $cards-gen }
    }
    .noun = { $rank }
    .noun-gen = { $rank-gen }
    .noun-acc = { $rank-acc }
    .gender = { $rank-gender }
    .where = { $cards-kind ->
        [cards] { $cards-where }
       *[other] серед { $cards-gen }
    }
fn-min = менше з чисел { $first } і { $second }
fn-max = більше з чисел { $first } і { $second }
fn-most = { $tally-most }
    .acc = { $tally-most-acc }
fn-second = { $tally-second }
fn-least = { $tally-least }
fn-won_by = очки, виграні { $side-ins } у цій роздачі
    .clause = yes
    .plural = yes
    .gen = очок, виграних { $side-ins } у цій роздачі
    .ins = очками, виграними { $side-ins } у цій роздачі
fn-opponent = { $team ->
        [yes] команда, яка грає проти { $side-gen }
       *[no] гравець, який грає проти { $side-gen }
    }
    .clause = yes
    .gen = { $team ->
        [yes] команди, яка грає проти { $side-gen }
       *[no] гравця, який грає проти { $side-gen }
    }
    .acc = { $team ->
        [yes] команду, яка грає проти { $side-gen }
       *[no] гравця, який грає проти { $side-gen }
    }
    .ins = { $team ->
        [yes] командою, яка грає проти { $side-gen }
       *[no] гравцем, який грає проти { $side-gen }
    }
    .absent = { $side-absent }
fn-counters = очкові карти { $cards-kind ->
        [cards] { $cards-where }
       *[other] серед { $cards-gen }
    }
    .plural = yes
    .gen = очкових карт { $cards-kind ->
        [cards] { $cards-where }
       *[other] серед { $cards-gen }
    }
    .acc = очкові карти { $cards-kind ->
        [cards] { $cards-where }
       *[other] серед { $cards-gen }
    }
    .ins = очковими картами { $cards-kind ->
        [cards] { $cards-where }
       *[other] серед { $cards-gen }
    }
    .noun = очкова карта
    .noun-gen = очкової карти
    .noun-acc = очкову карту
    .gender = f
    .where = { $cards-kind ->
        [cards] { $cards-where }
       *[other] серед { $cards-gen }
    }

## Карти, названі у виразі

card-named = { $rank } { $suit-gen }
    .gen = { $rank-gen } { $suit-gen }
    .acc = { $rank-acc } { $suit-gen }
    .ins = { $rank } { $suit-gen }
extra-card = { $name }
    .gen = { $name }
    .acc = { $name }
    .ins = { $name }
    .gender = m

## Граматичні правила

op-ge = { $left }{ $left-has-clause ->
        [yes] ,
       *[no] {""}
    } { $left-plural ->
        [yes] становлять
       *[no] становить
    } щонайменше { $right }
    .negated = { $left }{ $left-has-clause ->
            [yes] ,
           *[no] {""}
        } { $left-plural ->
        [yes] становлять
       *[no] становить
    } менше ніж { $right }
op-le = { $left }{ $left-has-clause ->
        [yes] ,
       *[no] {""}
    } { $left-plural ->
        [yes] становлять
       *[no] становить
    } щонайбільше { $right }
    .negated = { $left }{ $left-has-clause ->
            [yes] ,
           *[no] {""}
        } { $left-plural ->
        [yes] становлять
       *[no] становить
    } більше ніж { $right }
op-gt = { $left }{ $left-has-clause ->
        [yes] ,
       *[no] {""}
    } { $left-plural ->
        [yes] становлять
       *[no] становить
    } більше ніж { $right }
    .negated = { $left }{ $left-has-clause ->
            [yes] ,
           *[no] {""}
        } { $left-plural ->
        [yes] становлять
       *[no] становить
    } щонайбільше { $right }
op-lt = { $left }{ $left-has-clause ->
        [yes] ,
       *[no] {""}
    } { $left-plural ->
        [yes] становлять
       *[no] становить
    } менше ніж { $right }
    .negated = { $left }{ $left-has-clause ->
            [yes] ,
           *[no] {""}
        } { $left-plural ->
        [yes] становлять
       *[no] становить
    } щонайменше { $right }
op-eq = { $left-type ->
        [int] { $left }{ $left-has-clause ->
            [yes] ,
           *[no] {""}
        } { $left-plural ->
            [yes] становлять
           *[no] становить
        } { $right }
       *[other] { $left } — це { $right }
    }
    .negated = { $left-type ->
        [int] { $left }{ $left-has-clause ->
            [yes] ,
           *[no] {""}
        } не { $left-plural ->
            [yes] становлять
           *[no] становить
        } { $right }
       *[other] { $left } — не { $right }
    }
op-eq-none = немає { $thing-gen }
    .negated = є { $thing }
op-add = { $left }{ $left-has-clause ->
        [yes] ,
       *[no] {""}
    } плюс { $right }
    .acc = { $left-acc }{ $left-has-clause ->
            [yes] ,
           *[no] {""}
        } плюс { $right-acc }
op-sub = { $left }{ $left-has-clause ->
        [yes] ,
       *[no] {""}
    } мінус { $right }
    .acc = { $left-acc }{ $left-has-clause ->
            [yes] ,
           *[no] {""}
        } мінус { $right-acc }
op-mul = { $left }, помножене на { $right-acc }
    .acc = { $left-acc }, помножене на { $right-acc }
op-neg = мінус { $amount }
    .acc = мінус { $amount-acc }
op-grouped = результат обчислення «{ $amount }»
    .acc = результат обчислення «{ $amount }»
op-and = { $left } і { $right }
    .negated = { $left-negated } або { $right-negated }
op-or = { $left } або { $right }
    .negated = { $left-negated } і { $right-negated }
op-cond = { $nested ->
        [yes] якщо { $test }, то { $yes }; в усіх інших випадках — { $no }
       *[no] { $yes }, якщо { $test }, а інакше { $no }
    }
op-cond-grouped = { $yes-type ->
        [bool] або { $test } і { $yes }, або { $test-negated } і { $no }
       *[other] або { $yes }, якщо { $test }, або { $no } в усіх інших випадках
    }
    .negated = { $yes-type ->
        [bool] або { $test } і { $yes-negated }, або { $test-negated } і { $no-negated }
       *[other] {""}
    }
    .gen = або { $yes-gen }, якщо { $test }, або { $no-gen } в усіх інших випадках
    .acc = або { $yes-acc }, якщо { $test }, або { $no-acc } в усіх інших випадках
    .ins = або { $yes-ins }, якщо { $test }, або { $no-ins } в усіх інших випадках
op-true = завжди
    .negated = ніколи
op-false = ніколи
    .negated = завжди
expr-nobody = ніхто
    .gen = нікого
    .acc = нікого
    .ins = ніким
expr-no-card = жодна карта
    .gen = жодної карти
    .acc = жодну карту
    .ins = жодною картою

## Терміни, які варто пояснити

term-in_play = Карти в грі — це карти, які гравці тримають на руках на початку розіграшу, і ті, що вони добирають під час гри.
term-in_play-trumps-only = Карти в грі — це карти, зіграні у взятки: грають лише козирями, а гравець, який виходить із роздачі, виводить решту своїх карт із гри.
term-captor = Карту забирає гравець, який виграє взятку, до якої її зіграно, хоч би кому її роздали{ $team ->
        [yes] ; карта, яку забрав будь-хто з команди, зараховується всій команді.
       *[no] .
    }
term-captured = Карту забирає гравець, який виграє взятку, до якої її зіграно.
term-counters = Очкова карта — це карта, яка приносить очки у взятках для очка «Гра».
term-of_suit = Природна карта масті — це карта цієї масті за своїм зображенням: не джокер і не карта іншої масті, яка вважається козирем.
