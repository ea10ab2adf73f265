# Изразите за бодување со зборови. Вредноста е со член; .clitic е го/ја/ги за определен
# директен предмет; множество карти има и noun (една карта, без член), gender (m/f) и
# where („во играта“). .clause = yes: фразата завршува со зависна реченица.

## Вредности

value-trump = адутската боја
    .clitic = ја
value-in_play = картите во играта
    .plural = yes
    .clitic = ги
    .noun = карта
    .gender = f
    .where = во играта
value-bidder = { $team ->
        [yes] тимот на лицитантот
       *[no] лицитантот
    }
    .clitic = го
value-bid = понудата
    .clitic = ја
value-trick_points = поени од штихови
    .plural = yes
    .more = повеќе поени од штихови
    .most = најмногу поени од штихови
    .second = вториот најголем број поени од штихови
    .least = најмалку поени од штихови
value-card = картата што одлучува за овој поен
    .clitic = ја
    .clause = yes
value-won = освоените поени
    .plural = yes
    .clitic = ги
value-made = понудата е исполнета
    .negated = понудата не е исполнета
value-target = поените за победа
    .plural = yes
    .clitic = ги
value-side = { $team ->
        [yes] тимот на кој му се запишуваат поените
       *[no] играчот на кој му се запишуваат поените
    }
    .clitic = го
    .clause = yes
value-scores = резултати
    .plural = yes
    .more = повисок резултат
    .most = највисок резултат
    .second = вториот највисок резултат
    .least = најнизок резултат
value-points_won = поените освоени во ова делење
    .plural = yes
    .clitic = ги
    .more = повеќе поени освоени во ова делење
    .most = најмногу поени освоени во ова делење
    .second = вториот најголем број поени освоени во ова делење
    .least = најмалку поени освоени во ова делење
value-opponents_won = { $team ->
        [yes] поените што сите други тимови ги освоиле заедно
       *[no] поените што сите други играчи ги освоиле заедно
    }
    .plural = yes
    .clitic = ги
    .clause = yes
value-dealer = { $team ->
        [yes] тимот на делителот
       *[no] делителот
    }
    .clitic = го
value-eldest = { $team ->
        [yes] тимот на играчот лево од делителот
       *[no] играчот лево од делителот
    }
    .clitic = го
value-hand = картите во раката
    .plural = yes
    .clitic = ги
    .noun = карта
    .gender = f
    .where = во раката
value-first_out = { $team ->
        [yes] првиот тим што ќе стигне до
       *[no] првиот играч што ќе стигне до
    } { $target } додека поените од делењето се бројат еден по еден по редот по кој се наведени{ $bidding ->
        [yes] , при што лицитант што паднал не добива ништо
       *[no] {""}
    }
    .clitic = го
    .clause = yes
    .absent = никој не стигнува до { $target } на тој начин
value-first_out_bidder_first = { $team ->
        [yes] првиот тим што ќе стигне до
       *[no] првиот играч што ќе стигне до
    } { $target } додека поените од делењето се бројат еден по еден: прво оние на лицитантот, потоа на другите по редот по кој се наведени{ $bidding ->
        [yes] , при што лицитант што паднал не добива ништо
       *[no] {""}
    }
    .clitic = го
    .clause = yes
    .absent = никој не стигнува до { $target } на тој начин

## Функции

fn-trumps = { $cards-kind ->
        [cards] адутите { $cards-where }
       *[other] адутите меѓу { $cards }
    }
    .plural = yes
    .clitic = ги
    .noun = адут
    .gender = m
    .where = { $cards-kind ->
        [cards] { $cards-where }
       *[other] меѓу { $cards }
    }
fn-highest = { $cards-gender ->
        [f] највисоката
       *[m] највисокиот
    } { $cards-noun } { $cards-where }
    .clitic = { $cards-gender ->
        [f] ја
       *[m] го
    }
    .absent = { $cards-where } нема ниту { $cards-gender ->
        [f] една
       *[m] еден
    } { $cards-noun }
fn-lowest = { $cards-gender ->
        [f] најниската
       *[m] најнискиот
    } { $cards-noun } { $cards-where }
    .clitic = { $cards-gender ->
        [f] ја
       *[m] го
    }
    .absent = { $cards-where } нема ниту { $cards-gender ->
        [f] една
       *[m] еден
    } { $cards-noun }
fn-dealt = { $suit-kind ->
        [trump] { $rank-gender ->
            [f] адутската
           *[m] адутскиот
        } { $rank }
        [off-trump] { $rank-def } од другата боја во истата боја (црвена или црна) како адутот
       *[other] { $rank-def } { $suit }
    }
    .clitic = { $rank-clitic }
    .absent = { $suit-kind ->
        [trump] { $rank-gender ->
            [f] адутската
           *[m] адутскиот
        } { $rank }
        [off-trump] { $rank-def } од другата боја во истата боја (црвена или црна) како адутот
       *[other] { $rank-def } { $suit }
    } не е во играта
fn-captor = { $team ->
        [yes] тимот што
       *[no] играчот што
    } { $card-has-clitic ->
        [yes] { $card-clitic }
       *[no] го
    } зема { $card }
    .clitic = го
    .clause = yes
    .absent = { $card-absent }
fn-holder = { $team ->
        [yes] тимот што
       *[no] играчот што
    } { $card-has-clitic ->
        [yes] { $card-clitic }
       *[no] го
    } доби { $card } при делењето
    .clitic = го
    .clause = yes
    .absent = { $card-absent }
fn-captured = картите земени од { $side }
    .plural = yes
    .clitic = ги
    .noun = карта
    .gender = f
    .where = меѓу земените од { $side }
fn-count = бројот на { $cards }
    .clitic = го
    .clause = { $cards-has-clause ->
        [yes] yes
       *[no] {""}
    }
fn-unique_max = { $team ->
        [yes] тимот со { $tally-more } од секој друг тим
       *[no] играчот со { $tally-more } од секој друг играч
    }
    .clitic = го
    .absent = { $team ->
        [yes] два или повеќе тима се изедначени со { $tally-most }
       *[no] двајца или повеќе играчи се изедначени со { $tally-most }
    }
fn-score = резултатот на { $side }
    .clitic = го
    .clause = { $side-has-clause ->
        [yes] yes
       *[no] {""}
    }
fn-dealt_card = { $name-def }
    .clitic = { $name-clitic }
    .absent = { $name-def } не е во играта
fn-off = другата боја во истата боја (црвена или црна) како адутот
    .clitic = ја
fn-of_suit = { $suit-kind ->
        [trump] природните адути
       *[other] природните карти { $suit }
    } { $cards-kind ->
        [cards] { $cards-where }
       *[other] меѓу { $cards }
    }
    .plural = yes
    .clitic = ги
    .noun = { $suit-kind ->
        [trump] природен адут
       *[other] природна карта { $suit }
    }
    .gender = { $suit-kind ->
        [trump] m
       *[other] f
    }
    .where = { $cards-kind ->
        [cards] { $cards-where }
       *[other] меѓу { $cards }
    }
fn-of_rank = { $rank-pl-def } { $cards-kind ->
        [cards] { $cards-where }
       *[other] меѓу { $cards }
    }
    .plural = yes
    .clitic = ги
    .noun = { $rank }
    .gender = { $rank-gender }
    .where = { $cards-kind ->
        [cards] { $cards-where }
       *[other] меѓу { $cards }
    }
fn-min = помалиот од броевите { $first } и { $second }
fn-max = поголемиот од броевите { $first } и { $second }
fn-most = { $tally-most }
fn-second = { $tally-second }
fn-least = { $tally-least }
fn-won_by = поените што { $side } ги освоил во ова делење
    .plural = yes
    .clitic = ги
    .clause = yes
fn-opponent = { $team ->
        [yes] тимот што игра против { $side }
       *[no] играчот што игра против { $side }
    }
    .clitic = го
    .clause = yes
    .absent = { $side-absent }
fn-counters = картите што носат поени { $cards-kind ->
        [cards] { $cards-where }
       *[other] меѓу { $cards }
    }
    .plural = yes
    .clitic = ги
    .noun = карта што носи поени
    .gender = f
    .where = { $cards-kind ->
        [cards] { $cards-where }
       *[other] меѓу { $cards }
    }

## Карти наведени во изразот

card-named = { $rank-def } { $suit }
    .def = { $rank-def } { $suit }
    .clitic = { $rank-clitic }
extra-card = { $name }
    .def = { $name }
    .clitic = го
    .gender = m

## Граматички правила

op-ge = { $left } { $left-plural ->
        [yes] се
       *[no] е
    } најмалку колку { $right }
    .negated = { $left } { $left-plural ->
        [yes] се
       *[no] е
    } помалку од { $right }
op-le = { $left } { $left-plural ->
        [yes] се
       *[no] е
    } најмногу колку { $right }
    .negated = { $left } { $left-plural ->
        [yes] се
       *[no] е
    } повеќе од { $right }
op-gt = { $left } { $left-plural ->
        [yes] се
       *[no] е
    } повеќе од { $right }
    .negated = { $left } { $left-plural ->
        [yes] се
       *[no] е
    } најмногу колку { $right }
op-lt = { $left } { $left-plural ->
        [yes] се
       *[no] е
    } помалку од { $right }
    .negated = { $left } { $left-plural ->
        [yes] се
       *[no] е
    } најмалку колку { $right }
op-eq = { $left } { $left-plural ->
        [yes] се
       *[no] е
    } { $right }
    .negated = { $left } не { $left-plural ->
        [yes] се
       *[no] е
    } { $right }
op-eq-none = { $thing } не постои
    .negated = { $thing } постои
op-add = { $left } плус { $right }
op-sub = { $left } минус { $right }
op-mul = { $left } помножено со { $right }
op-neg = минус { $amount }
op-grouped = резултатот од „{ $amount }“
op-and = { $left } и { $right }
    .negated = { $left-negated } или { $right-negated }
op-or = { $left } или { $right }
    .negated = { $left-negated } и { $right-negated }
op-cond = { $nested ->
        [yes] ако { $test }: { $yes }; во сите други случаи — { $no }
       *[no] { $yes } ако { $test }, а инаку { $no }
    }
op-cond-grouped = { $yes-type ->
        [bool] или { $test } и { $yes }, или { $test-negated } и { $no }
       *[other] или { $yes } ако { $test }, или { $no } во сите други случаи
    }
    .negated = { $yes-type ->
        [bool] или { $test } и { $yes-negated }, или { $test-negated } и { $no-negated }
       *[other] {""}
    }
op-true = секогаш
    .negated = никогаш
op-false = никогаш
    .negated = секогаш
expr-nobody = никој
    .clitic = го
expr-no-card = ниедна карта
    .clitic = ја

## Поими што е добро да се објаснат

term-in_play = Картите во играта се картите што играчите ги држат во рака кога почнува играта, и оние што ги влечат за време на играта.
term-in_play-trumps-only = Картите во играта се картите одиграни во штихови: се играат само адути, а играч што се откажува ги вади другите свои карти од играта.
term-captor = Картата ја зема играчот што го добива штихот во кој е одиграна, без оглед кому му била поделена{ $team ->
        [yes] ; карта што ја зел кој било член на тимот се брои за целиот тим.
       *[no] .
    }
term-captured = Картата ја зема играчот што го добива штихот во кој е одиграна.
term-counters = Карта што носи поени е карта што носи поени од штихови за поенот „Игра“.
term-of_suit = Природна карта од некоја боја е карта од таа боја според сликата: не џокер и не карта од друга боја што се смета за адут.
