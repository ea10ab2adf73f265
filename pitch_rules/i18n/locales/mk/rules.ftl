# Реченици на документот со правилата. Знаменцата се yes/no; броевите ја избираат формата за множина.

## Списоци и ситни зборови

numbers-range = кој било број од { $first } до { $last }
seats = { $count ->
        [one] место
       *[other] места
    } { $seats }
ranking-off = { $rank } од другата боја
option-none = нема
option-yes = да
option-no = не

## Играчи и страни

players-fixed = Играат { $players } { $players ->
        [one] играч
       *[other] играчи
    }.
players-range = Играат од { $min } до { $max } играчи, обично { $default }.
players-seats = Местата се нумерирани 0, 1, 2, … во насока на стрелките на часовникот, така што лево од местото *s* е местото *s* + 1, а местото 0 е лево од последното. Играта и делењето одат во насока на стрелките на часовникот, односно налево.
sides-for-the-hand = При бодувањето секој тим од делењето се смета за една страна: карта што ја зел кој било член се брои за целиот тим, понудата се оценува според поените на тимот, а секој член ги додава поените на тимот од делењето на својот вкупен резултат. Во текот на целата игра секој играч води свој резултат, а играта ја добива еден играч.
sides-team-is = тимот { $team } е { $seats }
sides-teams = Има { $teams } { $teams ->
        [one] тим
       *[other] тима
    } од по { $size }, а партнерите седат { $opposite ->
        [yes] еден спроти друг
       *[no] наизменично околу масата
    }: { $layout }.

## Карти

deck-no-jokers = { $standard ->
        [yes] стандарден шпил од { $cards } карти
       *[no] шпил од { $cards } карти
    } без џокери
deck-with-jokers = { $standard ->
        [yes] стандарден шпил од { $cards } карти
       *[no] шпил од { $cards } карти
    } и { $jokers } { $jokers ->
        [one] џокер
       *[other] џокери
    } ({ $names }): вкупно { $total } карти
deck-cards = Се игра со { $kind }. Боите се { $suits }, секоја со по { $ranks } карти. Во секоја боја { $high-def } е највисоката карта, а { $low-def } — најниската: { $order }.

## Делење

deal-at-once = сите одеднаш
deal-packets = по { $packet } одеднаш ({ $packet } на секој играч по ред, { $rounds ->
        [1] еднаш
        [2] двапати
       *[other] { $rounds } пати
    })
deal-widow = Потоа { $widow } { $widow ->
        [one] карта се става
       *[other] карти се ставаат
    } со лицето надолу во талонот; остатокот од шпилот не се користи во тоа делење.
deal-stock = Неподелените карти се ставаат на купче со лицето { $face_up ->
        [yes] нагоре
       *[no] надолу
    } (со { $players } играчи тоа се { $stock } карти).
deal-whole-deck = Се дели целиот шпил.
deal-rest-unused = Остатокот од шпилот не се користи во тоа делење: со { $players } играчи во играта се само { $dealt } од { $size } карти.
deal-cards = Делителот ги меша картите и му дели на секој играч по { $cards } { $cards ->
        [one] карта
       *[other] карти
    }, { $packets }, почнувајќи од играчот лево од себе. { $rest }
deal-misdeal = **Погрешно делење.** Веднаш по делењето, пред сè друго, делењето е погрешно ако кај некој играч { $condition }. Картите се собираат и { $again }

## Лицитација

auction-none = Нема лицитација: никој нема понуда да исполни, а секоја страна го запишува она што го освоила.
auction-sell-out = Играчот лево од делителот, првиот играч, го има правото на првото отворање. Тој или веднаш отвора сам и станува лицитант со понуда { $pitch_bid }, или го нуди правото на продажба: тогаш другите играчи лицитираат за да го купат, а „сите велат пас“ значи дека сите други играчи ја одбиле понудата.
auction-closing = Понуда { $bid } веднаш ја завршува лицитацијата: { $highest ->
        [yes] никој не може да лицитира повеќе
       *[no] по неа никој не лицитира
    }; играчите што уште не зборувале не лицитираат.
auction-moon = Понуда { $bid } е понуда „за сè“: да се земат сите поени од делењето. Што носи таа, исполнета или не, е кажано во „Бодување“ и „Победа во играта“.
auction-steal = Ако тековната највисока понуда е { $steals }, делителот може да ја украде со тоа што ќе лицитира исто толку. Делителот може да лицитира и повеќе.
auction-steal-not-closing = Понуда { $bid } не може да се украде: таа ја завршува лицитацијата пред да зборува делителот.
auction-steal-again = Делителот може да краде повторно на секој свој потег, па при еднакви понуди победува делителот.
auction-winner = { $steals ->
        [yes] Лицитацијата ја добива највисокиот понудувач или делителот ако ја украл понудата,
       *[no] Лицитацијата ја добива највисокиот понудувач,
    } и тој се вика лицитант{ $team ->
        [yes] {" "}(заедно со партнерот — тимот на лицитантот)
       *[no] {""}
    }.
auction-winner-sells = { $steals ->
        [yes] Лицитацијата ја добива највисокиот понудувач или делителот ако ја украл понудата.
       *[no] Лицитацијата ја добива највисокиот понудувач.
    } Тогаш првиот играч или го продава правото на отворање, добивајќи веднаш поени колку највисоката понуда, а највисокиот понудувач станува лицитант, или одбива да продаде и сам станува лицитант со таа понуда, која мора да ја исполни.

## Адут

trump-upcard-joker = Џокерот се прескокнува: се превртува првата карта со боја.
trump-upcard-scores = Ако тоа е { $rank }, { $team ->
        [yes] тимот на делителот добива
       *[no] делителот добива
    } { $points } { $points ->
        [one] поен
       *[other] поени
    }{ $settled ->
        [yes] {" "}ако таа го одреди адутот (види подолу)
       *[no] {" "}веднаш
    }.
trump-upcard-bonus = { $rank } ({ $points } { $points ->
        [one] поен
       *[other] поени
    })
trump-upcard-scores-several = Ако тоа е { $cards }, { $team ->
        [yes] тимот на делителот ги добива
       *[no] делителот ги добива
    } тие поени{ $settled ->
        [yes] {" "}ако картата го одреди адутот (види подолу)
       *[no] {" "}веднаш
    }.
trump-rank-as-suit = Адутите се редат како во секоја боја. Секој адут ја бие секоја карта од другите бои.
trump-ranking = Редоследот на адутите, од највисокиот до најнискиот: { $ranking }. Секој адут ја бие секоја карта од другите бои.
trump-off-card = { $label } е картата од другата боја во истата боја (црвена или црна) како адутот: таа се смета за адут, а не за карта од својата боја.
trump-jokers = { $names } { $count ->
        [one] е адут
       *[other] се адути
    } при која било адутска боја.
trump-equal = Картите поврзани со знакот = се еднакви по јачина: ако две од нив се најдат во ист штих, победува онаа што е одиграна прва.
begging-rule = Играчот лево од делителот може да игра, прифаќајќи ја таа боја за адут, или да моли. Ако моли, делителот или { $gift }, и бојата останува адут, или ги додава картите: му дава на секој играч уште по { $run } { $run ->
        [one] карта
       *[other] карти
    } и ја превртува следната карта, повторно и повторно, додека не се појави друга боја, која станува адут. Ако купчето се потроши пред тоа, картите се собираат и делењето преминува кај играчот лево.
begging-gift-may-not-win = Делителот не смее да дава поени ако тоа би донело победа во играта на { $every ->
        [yes] { $team ->
            [yes] тимот што ги добива
           *[no] играчот што ги добива
        }
       *[no] { $team ->
            [yes] неговиот тим
           *[no] него
        }
    }: тогаш делителот мора да ги додаде картите.

## Размена

exchange-refill = Пред да почне играта, { $order } фрла { $how_many ->
        [at-least] најмалку { $least } { $least ->
            [one] карта
           *[other] карти
        } (или повеќе, ако сака)
        [any] колку што сака карти
       *[rule] карти
    } и влече од { $widow ->
        [yes] талонот
       *[no] купчето
    } додека повторно не има { $keep } { $keep ->
        [one] карта
       *[other] карти
    }.
exchange-discard-down = Пред да почне играта, { $order } кој има повеќе од { $keep } { $keep ->
        [one] карта
       *[other] карти
    }, фрла додека не му останат { $keep }{ $taker ->
        [yes] {" "}(играчот што го зема остатокот го прави тоа откако ќе го земе)
        [widow] {" "}(и лицитантот, со картите од талонот)
       *[no] {""}
    }, без да влече.
exchange-rest = { $refill ->
        [yes] Потоа
       *[no] Пред да почне играта,
    } { $rest }
exchange-rest-keeps = Играчот што го зема остатокот не мора да фрла така: ги задржува картите што ќе ги избере.
exchange-kept-trumps = Овие адути не смеат да се фрлат: { $trumps }; но играчот што има повеќе од { $keep } од нив задржува { $keep } од нив по свој избор и ги фрла сите други карти.
exchange-min-discard = Играч што влече мора да фрли најмалку { $least } { $least ->
        [one] карта
       *[other] карти
    }, освен ако нема што повеќе да фрли или купчето не може да ги замени.

## Игра

play-until-stock-out = Играта трае додека не се одиграат сите карти.
play-tricks = Делењето има { $tricks } { $tricks ->
        [one] штих
       *[other] штиха
    }{ $run ->
        [yes] {" "}(повеќе ако картите се додавани)
       *[no] {""}
    }: секој играч ја одигрува секоја карта што ја држи.
play-leading = **Отворање.** { $tricks } { $leader } { $lead }
play-following = **Одговарање.** { $rule }
play-winning = **Кој го добива штихот.** { $rule }
play-tricks-trumps-only = Делењето има најмногу { $tricks } { $tricks ->
        [one] штих
       *[other] штиха
    }{ $run ->
        [yes] {" "}(повеќе ако картите се додавани)
       *[no] {""}
    }.
play-leading-trumps-only = **Отворање.** { $tricks } { $leader }
play-winning-trumps-only = **Кој го добива штихот.** Штихот го добива највисокиот одигран адут.
stock-drawing = **Влечење.** { $draw ->
        [yes] По секој штих, додека има карти во купчето, оној што го добил штихот ја влече горната карта, а по него по ред секој друг играч.
       *[no] За време на играта никој не влече од купчето.
    } { $face_up ->
        [yes] Купчето е со лицето нагоре, па сите ја гледаат горната карта.
       *[no] Купчето е со лицето надолу.
    }

## Бодување

points-awarded = На крајот од секое делење се доделуваат овие поени, по овој ред:
point-goes-to = { $name } ({ $points } { $points ->
        [one] поен
       *[other] поени
    }) оди кај { $to }.
point-card-recorded = Картата што се запишува за него е { $card }.
point-nobody = Ако { $absent }, никој не го добива поенот „{ $name }“.
points-one-card-both = Ако { $cards-where } има само { $cards-gender ->
        [f] една { $cards-noun }, таа е истовремено и највисоката и најниската: се брои
       *[m] еден { $cards-noun }, тој е истовремено и највисокиот и најнискиот: се брои
    } и како { $names } ({ $points } { $points ->
        [one] поен
       *[other] поени
    }).
points-one-card-all = Ако { $cards-gender ->
        [f] таа { $cards-noun } е { $card }, се брои
       *[m] тој { $cards-noun } е { $card }, се брои
    } како { $names } ({ $points } { $points ->
        [one] поен
       *[other] поени
    }).
trick-points-none = **Поени од штихови**: ниедна карта не носи поени од штихови.
trick-points-each = { $rank-gender ->
        [f] секоја
       *[m] секој
    } { $rank } носи { $points }
trick-points-each-more = { $rank-gender ->
        [f] секоја
       *[m] секој
    } { $rank } — { $points }
trick-points = **Поените од штихови** се бројат според картите што { $team ->
        [yes] ги зел секој тим
       *[no] ги зел секој играч
    }: { $values }; { $every ->
        [yes] секоја карта носи поени
       *[no] другите карти не носат ништо
    }.
contract-counted = Освоените поени го вклучуваат секој поен ({ $points }) што отишол кај { $team ->
        [yes] тимот
       *[no] играчот
    }.
contract-no-auction = **Резултат.** На { $team ->
        [yes] секој тим
       *[no] секој играч
    } му се запишуваат { $others }. { $counted }
contract-made = **Понудата.** { $bidder_capital } ја исполнува понудата ако { $made }; инаку { $bidder } паѓа. { $counted }
contract-scores = На { $bidder } му се запишуваат { $scores }. На { $two_teams ->
        [yes] другиот тим
       *[no] { $team ->
            [yes] секој друг тим
           *[no] секој друг играч
        }
    } му се запишуваат { $others }.
contract-running = { $hand_teams ->
        [yes] Резултатот на тимот од делењето се додава на вкупниот резултат на секој негов член
       *[no] { $team ->
            [yes] Резултатот на секој тим од делењето се додава на неговиот вкупен резултат
           *[no] Резултатот на секој играч од делењето се додава на неговиот вкупен резултат
        }
    }{ $negative ->
        [yes] : негативниот резултат се одзема, па резултатот може да стане негативен
       *[no] {""}
    }. Резултатот може да се води на хартија или со жетони; програмата го води наместо вас.

## Значењата на вредностите во едно правило

meaning-scores-before = резултати
    .plural = yes
    .more = повисок резултат пред ова делење
    .most = највисок резултат пред ова делење
    .second = вториот највисок резултат пред ова делење
    .least = најнизок резултат пред ова делење
meaning-won-by = поените што { $side } ги освоил во ова делење
    .plural = yes
    .clitic = ги
    .clause = yes
meaning-they = тој
    .clitic = го
meaning-they-won = поените што ги освоил
    .plural = yes
    .clitic = ги
meaning-target = { $points } { $points ->
        [one] поен
       *[other] поени
    }
    .plural = yes
    .clitic = ги

## Победа во играта

game-target = Играта е до { $target } { $target ->
        [one] поен
       *[other] поени
    }. По секое делење победник во играта е { $winner }; сè додека никој не победил, играта продолжува со следното делење.
during-upcard = превртената карта
during-gift = подарениот поен при молба
during-dealer-set-back = казната на делителот кога сите велат пас
during-sale = цената на продаденото право на отворање
game-during-hand = Поените добиени за време на делењето ({ $what }) се бројат веднаш: победникот се проверува во истиот миг и ако го има, играта завршува тогаш, во која било фаза, без делењето да се доигра. Во тој момент никој уште не освоил поени во играта и нема лицитант.
game-bidder-only = На крајот од делењето може да победи само { $bidder }: { $team ->
        [yes] тим што ќе стигне до { $target } { $target ->
            [one] поен
           *[other] поени
        } во делење во кое лицитирал друг тим
       *[no] играч што ќе стигне до { $target } { $target ->
            [one] поен
           *[other] поени
        } во делење во кое лицитирал друг играч
    } тогаш не победува и играта продолжува. Така победникот може да има помалку поени од играч што губи.
game-set-back = { $must_make ->
        [yes] Кога ќе падне, { $bidder } не победува во тоа делење, каков и да е резултатот: за да се излезе како победник, понудата мора да се исполни.
       *[no] Дури и кога ќе падне, { $bidder } победува ако по делењето резултатот на { $bidder } е сè уште најмалку { $target } { $target ->
            [one] поен
           *[other] поени
        }.
    }
game-other-targets = За пократка или подолга игра често се игра до { $targets }.

## Рамката на документот

section-house-rules = Домашни правила
section-players = Играчи и страни
section-cards = Карти
section-deal = Делење
section-auction = Лицитација
section-trump = Адут
section-exchange = Размена
section-play = Игра
section-scoring = Бодување
section-game = Победа во играта
section-notes = Белешки
section-approximations = Приближувања
section-example = Пример за делење
section-sources = Извори
document-generated = *Овој документ го создаде програмата pitch-rules од варијантата `{ $id }`: истите правила по кои игра моторот.*
house-rules-unchanged = Ова се правилата на „{ $base }“ без промени.
house-rules-changes = Ова се правилата на „{ $base }“ со овие промени:
sources-none = Оваа варијанта не наведува свои извори.
sources-kept-from = Правилата што ги задржува од „{ $name }“ (`{ $id }`) потекнуваат од:
approximation-declared-by = Објавено во „{ $name }“.
approximations-none = Датотеката не објавува приближувања: секое правило погоре е такво како што го даваат изворите.

## Разлики (pitch-rules diff и делот со домашните правила)

diff-added = { $title }: додадено. { $after }
diff-removed = { $title }: отстрането
diff-removed-was = { $title }: отстрането. Беше: { $before }
diff-changed = { $title }: { $after } наместо „{ $before }“
diff-order = { $title } › редослед
diff-same = Од „{ $base }“ ({ $base_id }) кон „{ $variant }“ ({ $variant_id }): правилата се исти.
diff-heading = Од „{ $base }“ ({ $base_id }) кон „{ $variant }“ ({ $variant_id }): { $count ->
        [one] се разликува { $count } поставка
       *[other] се разликуваат { $count } поставки
    }.

## Примерот за делење

example-seat = место { $seat }
example-team = тим { $team }
example-who = место { $seat }{ $dealer ->
        [yes] {" "}(делителот)
       *[no] {""}
    }
example-passes = { $who } вели пас
example-forced-bid = { $who } мора да лицитира и лицитира { $bid }
example-steals = { $who } ја краде понудата со { $bid }
example-closing-bid = { $who } лицитира { $bid }, со што лицитацијата завршува
example-bids = { $who } лицитира { $bid }
example-sale-pitch = { $who } веднаш отвора само
example-sale-sell = { $who } го нуди правото на отворање на продажба
example-sale-accept = { $who } го продава правото на отворање на највисокиот понудувач и веднаш добива поени колку понудата
example-sale-refuse = { $who } одбива да продаде и само ја игра понудата
example-turns-up = Место { $seat } превртува { $card }
example-begging-stand = { $who } игра
example-begging-beg = { $who } моли
example-begging-give = { $who } дава поен за да ја задржи бојата
example-begging-run = { $who } ги додава картите
example-begging-run-cards = { $who } ги додава картите (уште по { $cards } { $cards ->
        [one] карта
       *[other] карти
    } на секого){ $turning ->
        [yes] {" "}и превртува { $turned }
       *[no] {""}
    }
example-deals = Место { $seat } дели
example-thrown-in-scores = Резултат: { $scores }.
example-misdeal = { $story }: делењето е погрешно, па картите се собираат и { $same_dealer ->
        [yes] истиот делител дели повторно
       *[no] делењето преминува кај играчот лево
    }.
example-thrown-in = { $story }: картите се собираат и делењето преминува кај играчот лево.
example-award = **{ $name }**{ $card }: { $winner }
example-award-trick-points = **{ $name }**{ $card }: { $winner } (поени од штихови: { $totals })
example-award-nobody = **{ $name }**{ $card }: никој{ $has_reason ->
        [yes] , бидејќи { $reason }
       *[no] {""}
    }
example-alone = Место { $seat } игра само против { $others }.
example-called-nobody = Место { $seat } ја повикува { $card }, но никој ја нема таа карта: место { $seat } игра само; { $bidders } против { $others }.
example-called = Место { $seat } ја повикува { $card }. Картата е кај место { $partner }, кое станува партнер на лицитантот; другите дознаваат кога картата ќе се одигра: { $bidders } против { $others }.
example-intro = Еве едно делење како го одигра моторот, со { $players } { $players ->
        [one] играч
       *[other] играчи
    } (ботови, почетен број { $seed }).
example-dealt = Место { $seat } дели{ $stock ->
        [0] {""}
        [one] {" "}({ $stock } карта останува во купчето)
       *[other] {" "}({ $stock } карти остануваат во купчето)
    }:
example-column-seat = Место
example-column-dealt = Поделени карти
example-trump = **Адут.** { $offer } Адут е { $trump }.
example-auction = **Лицитација.** { $auction }. Лицитант е место { $seat } со понуда { $bid }{ $contract ->
        [yes] {""}
       *[no] : сите кажаа пас, па нема понуда
    }.{ $named ->
        [yes] {" "}Место { $seat } го кажува { $trump } за адут.
        [widow] {" "}Место { $seat } го зема талонот ({ $widow }) и го кажува { $trump } за адут.
       *[no] {""}
    }
example-discards = место { $seat } фрла { $cards }
example-keeps = место { $seat } ги задржува сите карти
example-takes-rest = место { $seat } го зема остатокот од { $widow ->
        [yes] талонот
       *[no] купчето
    } и фрла додека не му останат { $keep }{ $discards ->
        [yes] : { $cards }
       *[no] {""}
    }
example-exchange = **Размена.** { $turns }.
example-teams = **Тимови за делењето.** { $teams }
example-play = **Игра.** Место { $seat } отвора со { $card }{ $led ->
        [yes] ; адут е { $trump }
       *[no] {""}
    }.{ $drawing ->
        [yes] {" "}По секој штих играчите влечат од купчето.
       *[no] {""}
    }
example-column-trick = Штих
example-column-led-by = Отвора
example-column-played = Одиграни карти, по ред
example-column-won-by = Добива
example-folds-at-once = место { $seat } нема адут кога почнува играта и веднаш се откажува.
example-folds-after = место { $seat } се откажува по штихот { $trick }: нема повеќе адути.
example-folding = **Откажување.** { $folds }
example-scoring = **Бодување.**
example-verdict = Понудата беше { $bid }, а освоените поени: { $who } — { $won }, па понудата { $made ->
        [yes] е исполнета
       *[no] не е исполнета
    }.
example-sold = За продажбата на правото на отворање { $seller } веднаш добива { $bid }.
example-column-side = Страна
example-column-points-won = Освоени поени
example-column-hand-score = Резултат од делењето
example-column-score = Вкупен резултат
example-record = Записот на ова делење (еден ред во форматот `pitch-record/1`), кој `pitch-rules replay` го проверува според правилата:

## Страниците на сајтот со документација

site-variants-title = Варијанти
site-variants-intro = Правилата на секоја вградена варијанта, создадени од нејзината датотека: истите правила по кои игра моторот. `pitch-rules docs VARIANT --lang mk` печати која било од нив или правилата на вашата сопствена датотека. [Споредете ги една до друга](../matrix.md).
site-column-variant = варијанта
site-column-id = идентификатор
site-column-in-short = накратко
site-matrix-title = Споредба на варијантите
site-matrix-intro = Секоја поставка на правилата на секоја вградена варијанта: ред за поставка, колона за варијанта (табелата се лизга настрана). Штиклирајте ги варијантите што сакате да ги споредите и, ако сакате, оставете ги само редовите во кои се разликуваат. `pitch-rules diff A B --lang mk` ги покажува само поставките во кои две варијанти се разликуваат.
site-matrix-pick = Варијанти за споредба
site-matrix-all = Сите
site-matrix-none = Ниедна
site-matrix-differ = Само редовите во кои се разликуваат
site-column-option = поставка

## Референцата за датотеката на варијанта, создадена од JSON Schema (насловите и описите се пораките title- и description-)

site-reference-title = Референца за датотеката на варијанта
site-reference-intro = { $about } Датотеката на варијанта е YAML-речник со клучевите наведени подолу. Оваа страница е создадена од JSON Schema на датотеката (`schema/variant.schema.json`), која ја читаат и уредувачите што поддржуваат yaml-language-server, за автоматско дополнување и објаснувања при лебдење со глувчето.
site-reference-top-level = Највисоко ниво
site-reference-column-key = клуч
site-reference-column-type = тип
site-reference-column-required = задолжителен
site-reference-column-meaning = опис
site-reference-required = { $required ->
        [yes] да
       *[no] не
    }
site-reference-type-string = низа
site-reference-type-integer = цел број
site-reference-type-number = број
site-reference-type-boolean = логичка вредност
site-reference-type-object = објект
site-reference-type-any = која било вредност
site-reference-type-key = клуч
site-reference-type-list = листа ({ $item })
site-reference-type-map = речник ({ $key } → { $value })
site-reference-each = { $key }, секој елемент
site-reference-one-of = Едно од: { $values }.
site-reference-each-one-of = Секој елемент е едно од: { $values }.
site-reference-bounds = { $bounds ->
        [both] Најмалку { $minimum } и најмногу { $maximum }.
        [minimum] Најмалку { $minimum }.
       *[maximum] Најмногу { $maximum }.
    }
site-reference-default = Стандардна вредност: { $value }.
site-reference-examples = { $count ->
        [1] Пример
       *[other] Примери
    }: { $examples }.
