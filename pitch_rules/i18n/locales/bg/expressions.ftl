# Изразите за точкуване с думи. Основна форма (подлог, с пълен член) и .obj (с кратък
# член: допълнение, след предлог). Множество карти има и noun (една карта, без член),
# gender (m/f) и where („в играта“). .clause = yes: фразата завършва с подчинено изречение.

## Стойности

value-trump = козовата боя
    .obj = козовата боя
value-in_play = картите в играта
    .plural = yes
    .obj = картите в играта
    .noun = карта
    .gender = f
    .where = в играта
value-bidder = { $team ->
        [yes] отборът на разиграващия
       *[no] разиграващият
    }
    .obj = { $team ->
        [yes] отбора на разиграващия
       *[no] разиграващия
    }
value-bid = обявата
    .obj = обявата
value-trick_points = точки от взятки
    .plural = yes
    .more = повече точки от взятки
    .most = най-много точки от взятки
    .second = вторият по големина брой точки от взятки
    .least = най-малко точки от взятки
value-card = картата, която решава тази точка
    .obj = картата, която решава тази точка
    .clause = yes
value-won = спечелените точки
    .plural = yes
    .obj = спечелените точки
value-made = обявата е изпълнена
    .negated = обявата не е изпълнена
value-target = точките за победа
    .plural = yes
    .obj = точките за победа
value-side = { $team ->
        [yes] отборът, на който се пишат точките
       *[no] играчът, на когото се пишат точките
    }
    .obj = { $team ->
        [yes] отбора, на който се пишат точките
       *[no] играча, на когото се пишат точките
    }
    .clause = yes
value-scores = резултати
    .plural = yes
    .more = по-висок резултат
    .most = най-висок резултат
    .second = вторият по големина резултат
    .least = най-нисък резултат
value-points_won = точките, спечелени в това раздаване
    .plural = yes
    .clause = yes
    .more = повече точки, спечелени в това раздаване
    .most = най-много точки, спечелени в това раздаване
    .second = вторият по големина брой точки, спечелени в това раздаване
    .least = най-малко точки, спечелени в това раздаване
value-opponents_won = { $team ->
        [yes] точките, спечелени общо от всички останали отбори
       *[no] точките, спечелени общо от всички останали играчи
    }
    .plural = yes
    .clause = yes
    .obj = { $team ->
        [yes] точките, спечелени общо от всички останали отбори
       *[no] точките, спечелени общо от всички останали играчи
    }
value-dealer = { $team ->
        [yes] отборът на раздаващия
       *[no] раздаващият
    }
    .obj = { $team ->
        [yes] отбора на раздаващия
       *[no] раздаващия
    }
value-eldest = { $team ->
        [yes] отборът на играча вляво от раздаващия
       *[no] играчът вляво от раздаващия
    }
    .obj = { $team ->
        [yes] отбора на играча вляво от раздаващия
       *[no] играча вляво от раздаващия
    }
value-hand = картите в ръката
    .plural = yes
    .obj = картите в ръката
    .noun = карта
    .gender = f
    .where = в ръката
value-first_out = { $team ->
        [yes] първият отбор, достигнал
       *[no] първият играч, достигнал
    } { $target-obj }, докато точките от раздаването се броят една по една в реда, в който са изброени{ $bidding ->
        [yes] , като разиграващ, който не е изпълнил обявата, не получава нищо
       *[no] {""}
    }
    .obj = { $team ->
        [yes] първия отбор, достигнал
       *[no] първия играч, достигнал
    } { $target-obj }, докато точките от раздаването се броят една по една в реда, в който са изброени{ $bidding ->
        [yes] , като разиграващ, който не е изпълнил обявата, не получава нищо
       *[no] {""}
    }
    .clause = yes
    .absent = никой не достига { $target-obj } по този начин
value-first_out_bidder_first = { $team ->
        [yes] първият отбор, достигнал
       *[no] първият играч, достигнал
    } { $target-obj }, докато точките от раздаването се броят една по една: първо тези на разиграващия, после на останалите в реда, в който са изброени{ $bidding ->
        [yes] , като разиграващ, който не е изпълнил обявата, не получава нищо
       *[no] {""}
    }
    .obj = { $team ->
        [yes] първия отбор, достигнал
       *[no] първия играч, достигнал
    } { $target-obj }, докато точките от раздаването се броят една по една: първо тези на разиграващия, после на останалите в реда, в който са изброени
    .clause = yes
    .absent = никой не достига { $target-obj } по този начин

## Функции

fn-trumps = { $cards-kind ->
        [cards] козовете { $cards-where }
       *[other] козовете сред { $cards-obj }
    }
    .plural = yes
    .obj = { $cards-kind ->
        [cards] козовете { $cards-where }
       *[other] козовете сред { $cards-obj }
    }
    .noun = коз
    .gender = m
    .where = { $cards-kind ->
        [cards] { $cards-where }
       *[other] сред { $cards-obj }
    }
fn-highest = { $cards-gender ->
        [f] най-високата
        [n] най-високото
       *[m] най-високият
    } { $cards-noun } { $cards-where }
    .obj = { $cards-gender ->
        [f] най-високата
        [n] най-високото
       *[m] най-високия
    } { $cards-noun } { $cards-where }
    .absent = { $cards-where } няма нито { $cards-gender ->
        [f] една
        [n] едно
       *[m] един
    } { $cards-noun }
fn-lowest = { $cards-gender ->
        [f] най-ниската
        [n] най-ниското
       *[m] най-ниският
    } { $cards-noun } { $cards-where }
    .obj = { $cards-gender ->
        [f] най-ниската
        [n] най-ниското
       *[m] най-ниския
    } { $cards-noun } { $cards-where }
    .absent = { $cards-where } няма нито { $cards-gender ->
        [f] една
        [n] едно
       *[m] един
    } { $cards-noun }
fn-dealt = { $suit-kind ->
        [trump] { $rank-gender ->
            [f] козовата
            [n] козовото
           *[m] козовият
        } { $rank-bare }
        [off-trump] { $rank-def } от другата боя в цвета на коза
       *[other] { $rank-def } { $suit-noun }
    }
    .obj = { $suit-kind ->
        [trump] { $rank-gender ->
            [f] козовата
            [n] козовото
           *[m] козовия
        } { $rank-bare }
        [off-trump] { $rank-obj } от другата боя в цвета на коза
       *[other] { $rank-obj } { $suit-noun }
    }
    .absent = { $suit-kind ->
        [trump] { $rank-gender ->
            [f] козовата
            [n] козовото
           *[m] козовият
        } { $rank-bare }
        [off-trump] { $rank-def } от другата боя в цвета на коза
       *[other] { $rank-def } { $suit-noun }
    } не е в играта
fn-captor = { $team ->
        [yes] отборът, който взема
       *[no] играчът, който взема
    } { $card-obj }
    .obj = { $team ->
        [yes] отбора, който взема
       *[no] играча, който взема
    } { $card-obj }
    .clause = yes
    .absent = { $card-absent }
fn-holder = { $team ->
        [yes] отборът, получил
       *[no] играчът, получил
    } { $card-obj } при раздаването
    .obj = { $team ->
        [yes] отбора, получил
       *[no] играча, получил
    } { $card-obj } при раздаването
    .clause = yes
    .absent = { $card-absent }
fn-captured = картите, взети от { $side-obj }
    .plural = yes
    .obj = картите, взети от { $side-obj }
    .clause = yes
    .noun = карта
    .gender = f
    .where = сред взетите от { $side-obj }
fn-count = броят на { $cards-obj }
    .obj = броя на { $cards-obj }
    .clause = { $cards-has-clause ->
        [yes] yes
       *[no] {""}
    }
fn-unique_max = { $team ->
        [yes] отборът с { $tally-more } от всеки друг отбор
       *[no] играчът с { $tally-more } от всеки друг играч
    }
    .obj = { $team ->
        [yes] отбора с { $tally-more } от всеки друг отбор
       *[no] играча с { $tally-more } от всеки друг играч
    }
    .absent = { $team ->
        [yes] два или повече отбора са наравно с { $tally-most }
       *[no] двама или повече играчи са наравно с { $tally-most }
    }
fn-score = резултатът на { $side-obj }
    .obj = резултата на { $side-obj }
    .clause = { $side-has-clause ->
        [yes] yes
       *[no] {""}
    }
fn-dealt_card = { $name-def }
    .obj = { $name-obj }
    .absent = { $name-def } не е в играта
fn-off = другата боя в цвета на коза
    .obj = другата боя в цвета на коза
fn-of_suit = { $suit-kind ->
        [trump] естествените козове
       *[other] естествените карти от { $suit-obj }
    } { $cards-kind ->
        [cards] { $cards-where }
       *[other] сред { $cards-obj }
    }
    .plural = yes
    .obj = { $suit-kind ->
        [trump] естествените козове
       *[other] естествените карти от { $suit-obj }
    } { $cards-kind ->
        [cards] { $cards-where }
       *[other] сред { $cards-obj }
    }
    .noun = { $suit-kind ->
        [trump] естествен коз
       *[other] естествена карта от { $suit-obj }
    }
    .gender = { $suit-kind ->
        [trump] m
       *[other] f
    }
    .where = { $cards-kind ->
        [cards] { $cards-where }
       *[other] сред { $cards-obj }
    }
fn-of_rank = { $rank-pl-def } { $cards-kind ->
        [cards] { $cards-where }
       *[other] сред { $cards-obj }
    }
    .plural = yes
    .obj = { $rank-pl-def } { $cards-kind ->
        [cards] { $cards-where }
       *[other] сред { $cards-obj }
    }
    .noun = { $rank-bare }
    .gender = { $rank-gender }
    .where = { $cards-kind ->
        [cards] { $cards-where }
       *[other] сред { $cards-obj }
    }
fn-min = по-малкото от двете числа { $first } и { $second }
fn-max = по-голямото от двете числа { $first } и { $second }
fn-most = { $tally-most }
fn-second = { $tally-second }
fn-least = { $tally-least }
fn-won_by = точките, спечелени от { $side-obj } в това раздаване
    .plural = yes
    .clause = yes
    .obj = точките, спечелени от { $side-obj } в това раздаване
fn-opponent = { $team ->
        [yes] отборът, който играе срещу { $side-obj }
       *[no] играчът, който играе срещу { $side-obj }
    }
    .obj = { $team ->
        [yes] отбора, който играе срещу { $side-obj }
       *[no] играча, който играе срещу { $side-obj }
    }
    .clause = yes
    .absent = { $side-absent }
fn-counters = точковите карти { $cards-kind ->
        [cards] { $cards-where }
       *[other] сред { $cards-obj }
    }
    .plural = yes
    .obj = точковите карти { $cards-kind ->
        [cards] { $cards-where }
       *[other] сред { $cards-obj }
    }
    .noun = точкова карта
    .gender = f
    .where = { $cards-kind ->
        [cards] { $cards-where }
       *[other] сред { $cards-obj }
    }

## Карти, назовани в израза

card-named = { $rank-def } { $suit-noun }
    .def = { $rank-def } { $suit-noun }
    .obj = { $rank-obj } { $suit-noun }
extra-card = { $name }
    .def = { $name }
    .obj = { $name }
    .gender = m

## Граматични правила

op-ge = { $left }{ $left-has-clause ->
        [yes] ,
       *[no] {""}
    } { $left-plural ->
        [yes] са
       *[no] е
    } не по-малко от { $right-obj }
    .negated = { $left }{ $left-has-clause ->
        [yes] ,
       *[no] {""}
    } { $left-plural ->
        [yes] са
       *[no] е
    } по-малко от { $right-obj }
op-le = { $left }{ $left-has-clause ->
        [yes] ,
       *[no] {""}
    } { $left-plural ->
        [yes] са
       *[no] е
    } не повече от { $right-obj }
    .negated = { $left }{ $left-has-clause ->
        [yes] ,
       *[no] {""}
    } { $left-plural ->
        [yes] са
       *[no] е
    } повече от { $right-obj }
op-gt = { $left }{ $left-has-clause ->
        [yes] ,
       *[no] {""}
    } { $left-plural ->
        [yes] са
       *[no] е
    } повече от { $right-obj }
    .negated = { $left }{ $left-has-clause ->
        [yes] ,
       *[no] {""}
    } { $left-plural ->
        [yes] са
       *[no] е
    } не повече от { $right-obj }
op-lt = { $left }{ $left-has-clause ->
        [yes] ,
       *[no] {""}
    } { $left-plural ->
        [yes] са
       *[no] е
    } по-малко от { $right-obj }
    .negated = { $left }{ $left-has-clause ->
        [yes] ,
       *[no] {""}
    } { $left-plural ->
        [yes] са
       *[no] е
    } не по-малко от { $right-obj }
op-eq = { $left }{ $left-has-clause ->
        [yes] ,
       *[no] {""}
    } { $left-plural ->
        [yes] са
       *[no] е
    } { $right }
    .negated = { $left }{ $left-has-clause ->
        [yes] ,
       *[no] {""}
    } не { $left-plural ->
        [yes] са
       *[no] е
    } { $right }
op-eq-none = { $thing }{ $thing-has-clause ->
        [yes] ,
       *[no] {""}
    } липсва
    .negated = { $thing }{ $thing-has-clause ->
        [yes] ,
       *[no] {""}
    } е налице
op-add = { $left } плюс { $right }
    .obj = { $left-obj } плюс { $right-obj }
op-sub = { $left } минус { $right }
    .obj = { $left-obj } минус { $right-obj }
op-mul = { $left }, умножено по { $right-obj }
    .obj = { $left-obj }, умножено по { $right-obj }
op-neg = минус { $amount }
    .obj = минус { $amount-obj }
op-grouped = резултатът от „{ $amount }“
    .obj = резултата от „{ $amount }“
op-and = { $left } и { $right }
    .negated = { $left-negated } или { $right-negated }
op-or = { $left } или { $right }
    .negated = { $left-negated } и { $right-negated }
op-cond = { $nested ->
        [yes] ако { $test }: { $yes }; във всички останали случаи — { $no }
       *[no] { $yes }, ако { $test }, а иначе { $no }
    }
op-cond-grouped = { $yes-type ->
        [bool] или { $test } и { $yes }, или { $test-negated } и { $no }
       *[other] или { $yes }, ако { $test }, или { $no } във всички останали случаи
    }
    .negated = { $yes-type ->
        [bool] или { $test } и { $yes-negated }, или { $test-negated } и { $no-negated }
       *[other] {""}
    }
    .obj = или { $yes-obj }, ако { $test }, или { $no-obj } във всички останали случаи
op-true = винаги
    .negated = никога
op-false = никога
    .negated = винаги
expr-nobody = никой
    .obj = никого
expr-no-card = никоя карта
    .obj = никоя карта

## Понятия, които е добре да се обяснят

term-in_play = Картите в играта са картите, които играчите държат в ръка, когато играта започне, и тези, които теглят по време на играта.
term-in_play-trumps-only = Картите в играта са картите, изиграни във взятки: играе се само с козове, а играч, който се откаже, изважда останалите си карти от играта.
term-captor = Една карта взема играчът, който спечели взятката, в която е изиграна, независимо на кого е раздадена{ $team ->
        [yes] ; карта, взета от който и да е член на отбора, се брои за целия отбор.
       *[no] .
    }
term-captured = Една карта взема играчът, който спечели взятката, в която е изиграна.
term-counters = Точкова карта е карта, която носи точки от взятки за точката „Игра“.
term-of_suit = Естествена карта от дадена боя е карта от тази боя по образа си: не жокер и не карта от друга боя, която се смята за коз.
