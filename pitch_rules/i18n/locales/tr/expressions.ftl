# Puanlama ifadeleri sözle. Değer yalın hâl; .acc, .gen, .dat, .abl belirtme, tamlayan,
# yönelme, ayrılma hâlleri. Kart kümelerinin ayrıca noun (tek kart, hâlleriyle), where
# ("oyundaki") ve where-loc ("oyunda") biçimleri vardır.

## Değerler

value-trump = koz rengi
    .acc = koz rengini
    .gen = koz renginin
    .dat = koz rengine
    .abl = koz renginden
value-in_play = oyundaki kartlar
    .plural = yes
    .acc = oyundaki kartları
    .gen = oyundaki kartların
    .dat = oyundaki kartlara
    .abl = oyundaki kartlardan
    .noun = kart
    .noun-acc = kartı
    .noun-gen = kartın
    .noun-dat = karta
    .noun-abl = karttan
    .where = oyundaki
    .where-loc = oyunda
value-bidder = { $team ->
        [yes] ihalecinin takımı
       *[no] ihaleci
    }
    .acc = { $team ->
        [yes] ihalecinin takımını
       *[no] ihaleciyi
    }
    .gen = { $team ->
        [yes] ihalecinin takımının
       *[no] ihalecinin
    }
    .dat = { $team ->
        [yes] ihalecinin takımına
       *[no] ihaleciye
    }
    .abl = { $team ->
        [yes] ihalecinin takımından
       *[no] ihaleciden
    }
value-bid = teklif
    .acc = teklifi
    .gen = teklifin
    .dat = teklife
    .abl = tekliften
value-trick_points = el puanları
    .plural = yes
    .poss = el puanı
    .cmp = fazla
    .most = en çok el puanı
    .most-loc = en çok el puanında
    .second = ikinci en çok el puanı
    .least = en az el puanı
value-card = bu puanı belirleyen kart
    .acc = bu puanı belirleyen kartı
    .gen = bu puanı belirleyen kartın
    .dat = bu puanı belirleyen karta
    .abl = bu puanı belirleyen karttan
value-won = kazanılan puanlar
    .plural = yes
    .acc = kazanılan puanları
    .gen = kazanılan puanların
    .dat = kazanılan puanlara
    .abl = kazanılan puanlardan
value-made = teklif yapıldı
    .negated = teklif yapılamadı
value-target = kazanmak için gereken puan
    .acc = kazanmak için gereken puanı
    .gen = kazanmak için gereken puanın
    .dat = kazanmak için gereken puana
    .abl = kazanmak için gereken puandan
value-side = { $team ->
        [yes] puanı yazılan takım
       *[no] puanı yazılan oyuncu
    }
    .acc = { $team ->
        [yes] puanı yazılan takımı
       *[no] puanı yazılan oyuncuyu
    }
    .gen = { $team ->
        [yes] puanı yazılan takımın
       *[no] puanı yazılan oyuncunun
    }
    .dat = { $team ->
        [yes] puanı yazılan takıma
       *[no] puanı yazılan oyuncuya
    }
    .abl = { $team ->
        [yes] puanı yazılan takımdan
       *[no] puanı yazılan oyuncudan
    }
value-scores = puanlar
    .plural = yes
    .poss = puanı
    .cmp = yüksek
    .most = en yüksek puan
    .most-loc = en yüksek puanda
    .second = ikinci en yüksek puan
    .least = en düşük puan
value-points_won = bu dağıtımda kazanılan puanlar
    .plural = yes
    .poss = bu dağıtımda kazandığı puan
    .cmp = fazla
    .most = bu dağıtımda kazanılan en çok puan
    .most-loc = bu dağıtımda kazanılan en çok puanda
    .second = bu dağıtımda kazanılan ikinci en çok puan
    .least = bu dağıtımda kazanılan en az puan
value-opponents_won = { $team ->
        [yes] diğer tüm takımların birlikte kazandığı puanlar
       *[no] diğer tüm oyuncuların birlikte kazandığı puanlar
    }
    .plural = yes
    .acc = { $team ->
        [yes] diğer tüm takımların birlikte kazandığı puanları
       *[no] diğer tüm oyuncuların birlikte kazandığı puanları
    }
value-dealer = { $team ->
        [yes] dağıtıcının takımı
       *[no] dağıtıcı
    }
    .acc = { $team ->
        [yes] dağıtıcının takımını
       *[no] dağıtıcıyı
    }
    .gen = { $team ->
        [yes] dağıtıcının takımının
       *[no] dağıtıcının
    }
    .dat = { $team ->
        [yes] dağıtıcının takımına
       *[no] dağıtıcıya
    }
    .abl = { $team ->
        [yes] dağıtıcının takımından
       *[no] dağıtıcıdan
    }
value-eldest = { $team ->
        [yes] dağıtıcının solundaki oyuncunun takımı
       *[no] dağıtıcının solundaki oyuncu
    }
    .acc = { $team ->
        [yes] dağıtıcının solundaki oyuncunun takımını
       *[no] dağıtıcının solundaki oyuncuyu
    }
    .gen = { $team ->
        [yes] dağıtıcının solundaki oyuncunun takımının
       *[no] dağıtıcının solundaki oyuncunun
    }
    .dat = { $team ->
        [yes] dağıtıcının solundaki oyuncunun takımına
       *[no] dağıtıcının solundaki oyuncuya
    }
    .abl = { $team ->
        [yes] dağıtıcının solundaki oyuncunun takımından
       *[no] dağıtıcının solundaki oyuncudan
    }
value-hand = eldeki kartlar
    .plural = yes
    .acc = eldeki kartları
    .gen = eldeki kartların
    .dat = eldeki kartlara
    .abl = eldeki kartlardan
    .noun = kart
    .noun-acc = kartı
    .noun-gen = kartın
    .noun-dat = karta
    .noun-abl = karttan
    .where = eldeki
    .where-loc = elde
value-first_out = bu dağıtımın puanları sıralandıkları düzende tek tek sayılırken{ $bidding ->
        [yes] {" "}ve batan ihaleciye hiç puan sayılmazken
       *[no] {""}
    } { $target-dat } ilk ulaşan { $team ->
        [yes] takım
       *[no] oyuncu
    }
    .acc = bu dağıtımın puanları sıralandıkları düzende tek tek sayılırken { $target-dat } ilk ulaşan { $team ->
        [yes] takımı
       *[no] oyuncuyu
    }
    .gen = bu dağıtımın puanları sıralandıkları düzende tek tek sayılırken { $target-dat } ilk ulaşan { $team ->
        [yes] takımın
       *[no] oyuncunun
    }
    .dat = bu dağıtımın puanları sıralandıkları düzende tek tek sayılırken { $target-dat } ilk ulaşan { $team ->
        [yes] takıma
       *[no] oyuncuya
    }
    .abl = bu dağıtımın puanları sıralandıkları düzende tek tek sayılırken { $target-dat } ilk ulaşan { $team ->
        [yes] takımdan
       *[no] oyuncudan
    }
    .absent = bu şekilde kimse { $target-dat } ulaşmıyor
value-first_out_bidder_first = bu dağıtımın puanları, önce ihalecininkiler, sonra ötekilerinki sıralandıkları düzende tek tek sayılırken{ $bidding ->
        [yes] {" "}ve batan ihaleciye hiç puan sayılmazken
       *[no] {""}
    } { $target-dat } ilk ulaşan { $team ->
        [yes] takım
       *[no] oyuncu
    }
    .acc = bu dağıtımın puanları, önce ihalecininkiler, sonra ötekilerinki tek tek sayılırken { $target-dat } ilk ulaşan { $team ->
        [yes] takımı
       *[no] oyuncuyu
    }
    .gen = bu dağıtımın puanları, önce ihalecininkiler, sonra ötekilerinki tek tek sayılırken { $target-dat } ilk ulaşan { $team ->
        [yes] takımın
       *[no] oyuncunun
    }
    .dat = bu dağıtımın puanları, önce ihalecininkiler, sonra ötekilerinki tek tek sayılırken { $target-dat } ilk ulaşan { $team ->
        [yes] takıma
       *[no] oyuncuya
    }
    .abl = bu dağıtımın puanları, önce ihalecininkiler, sonra ötekilerinki tek tek sayılırken { $target-dat } ilk ulaşan { $team ->
        [yes] takımdan
       *[no] oyuncudan
    }
    .absent = bu şekilde kimse { $target-dat } ulaşmıyor

## İşlevler

fn-trumps = { $cards-kind ->
        [cards] { $cards-where } kozlar
       *[other] { $cards } arasındaki kozlar
    }
    .plural = yes
    .acc = { $cards-kind ->
        [cards] { $cards-where } kozları
       *[other] { $cards } arasındaki kozları
    }
    .gen = { $cards-kind ->
        [cards] { $cards-where } kozların
       *[other] { $cards } arasındaki kozların
    }
    .dat = { $cards-kind ->
        [cards] { $cards-where } kozlara
       *[other] { $cards } arasındaki kozlara
    }
    .abl = { $cards-kind ->
        [cards] { $cards-where } kozlardan
       *[other] { $cards } arasındaki kozlardan
    }
    .noun = koz
    .noun-acc = kozu
    .noun-gen = kozun
    .noun-dat = koza
    .noun-abl = kozdan
    .where = { $cards-kind ->
        [cards] { $cards-where }
       *[other] { $cards } arasındaki
    }
    .where-loc = { $cards-kind ->
        [cards] { $cards-where-loc }
       *[other] { $cards } arasında
    }
fn-highest = { $cards-where } en yüksek { $cards-noun }
    .acc = { $cards-where } en yüksek { $cards-noun-acc }
    .gen = { $cards-where } en yüksek { $cards-noun-gen }
    .dat = { $cards-where } en yüksek { $cards-noun-dat }
    .abl = { $cards-where } en yüksek { $cards-noun-abl }
    .absent = { $cards-where-loc } hiç { $cards-noun } yok
fn-lowest = { $cards-where } en düşük { $cards-noun }
    .acc = { $cards-where } en düşük { $cards-noun-acc }
    .gen = { $cards-where } en düşük { $cards-noun-gen }
    .dat = { $cards-where } en düşük { $cards-noun-dat }
    .abl = { $cards-where } en düşük { $cards-noun-abl }
    .absent = { $cards-where-loc } hiç { $cards-noun } yok
fn-dealt = { $suit-kind ->
        [trump] koz { $rank-poss }
        [off-trump] { $suit-gen } { $rank-poss }
       *[other] { $suit } { $rank-poss }
    }
    .acc = { $suit-kind ->
        [trump] koz { $rank-poss-acc }
        [off-trump] { $suit-gen } { $rank-poss-acc }
       *[other] { $suit } { $rank-poss-acc }
    }
    .gen = { $suit-kind ->
        [trump] koz { $rank-poss-gen }
        [off-trump] { $suit-gen } { $rank-poss-gen }
       *[other] { $suit } { $rank-poss-gen }
    }
    .dat = { $suit-kind ->
        [trump] koz { $rank-poss-dat }
        [off-trump] { $suit-gen } { $rank-poss-dat }
       *[other] { $suit } { $rank-poss-dat }
    }
    .abl = { $suit-kind ->
        [trump] koz { $rank-poss-abl }
        [off-trump] { $suit-gen } { $rank-poss-abl }
       *[other] { $suit } { $rank-poss-abl }
    }
    .absent = { $suit-kind ->
        [trump] koz { $rank-poss }
        [off-trump] { $suit-gen } { $rank-poss }
       *[other] { $suit } { $rank-poss }
    } oyunda değil
fn-captor = { $card-acc } alan { $team ->
        [yes] takım
       *[no] oyuncu
    }
    .acc = { $card-acc } alan { $team ->
        [yes] takımı
       *[no] oyuncuyu
    }
    .gen = { $card-acc } alan { $team ->
        [yes] takımın
       *[no] oyuncunun
    }
    .dat = { $card-acc } alan { $team ->
        [yes] takıma
       *[no] oyuncuya
    }
    .abl = { $card-acc } alan { $team ->
        [yes] takımdan
       *[no] oyuncudan
    }
    .absent = { $card-absent }
fn-holder = dağıtımda { $card } kendisine gelen { $team ->
        [yes] takım
       *[no] oyuncu
    }
    .acc = dağıtımda { $card } kendisine gelen { $team ->
        [yes] takımı
       *[no] oyuncuyu
    }
    .gen = dağıtımda { $card } kendisine gelen { $team ->
        [yes] takımın
       *[no] oyuncunun
    }
    .dat = dağıtımda { $card } kendisine gelen { $team ->
        [yes] takıma
       *[no] oyuncuya
    }
    .abl = dağıtımda { $card } kendisine gelen { $team ->
        [yes] takımdan
       *[no] oyuncudan
    }
    .absent = { $card-absent }
fn-captured = { $side-gen } aldığı kartlar
    .plural = yes
    .acc = { $side-gen } aldığı kartları
    .gen = { $side-gen } aldığı kartların
    .dat = { $side-gen } aldığı kartlara
    .abl = { $side-gen } aldığı kartlardan
    .noun = kart
    .noun-acc = kartı
    .noun-gen = kartın
    .noun-dat = karta
    .noun-abl = karttan
    .where = { $side-gen } aldığı
    .where-loc = { $side-gen } aldığı kartlar arasında
fn-count = { $cards-gen } sayısı
    .acc = { $cards-gen } sayısını
    .gen = { $cards-gen } sayısının
    .dat = { $cards-gen } sayısına
    .abl = { $cards-gen } sayısından
fn-unique_max = { $tally-poss } diğer tüm { $team ->
        [yes] takımlardan { $tally-cmp } olan takım
       *[no] oyunculardan { $tally-cmp } olan oyuncu
    }
    .acc = { $tally-poss } diğer tüm { $team ->
        [yes] takımlardan { $tally-cmp } olan takımı
       *[no] oyunculardan { $tally-cmp } olan oyuncuyu
    }
    .gen = { $tally-poss } diğer tüm { $team ->
        [yes] takımlardan { $tally-cmp } olan takımın
       *[no] oyunculardan { $tally-cmp } olan oyuncunun
    }
    .dat = { $tally-poss } diğer tüm { $team ->
        [yes] takımlardan { $tally-cmp } olan takıma
       *[no] oyunculardan { $tally-cmp } olan oyuncuya
    }
    .abl = { $tally-poss } diğer tüm { $team ->
        [yes] takımlardan { $tally-cmp } olan takımdan
       *[no] oyunculardan { $tally-cmp } olan oyuncudan
    }
    .absent = { $team ->
        [yes] iki ya da daha çok takım
       *[no] iki ya da daha çok oyuncu
    } { $tally-most-loc } berabere
fn-score = { $side-gen } puanı
    .acc = { $side-gen } puanını
    .gen = { $side-gen } puanının
    .dat = { $side-gen } puanına
    .abl = { $side-gen } puanından
fn-dealt_card = { $name }
    .acc = { $name-acc }
    .gen = { $name-gen }
    .dat = { $name-dat }
    .abl = { $name-abl }
    .absent = { $name } oyunda değil
fn-off = kozun eş rengi
    .acc = kozun eş rengini
    .gen = kozun eş renginin
    .dat = kozun eş rengine
    .abl = kozun eş renginden
fn-of_suit = { $cards-kind ->
        [cards] { $cards-where }
       *[other] { $cards } arasındaki
    } { $suit-kind ->
        [trump] doğal kozlar
       *[other] doğal { $suit } kartları
    }
    .plural = yes
    .acc = { $cards-kind ->
        [cards] { $cards-where }
       *[other] { $cards } arasındaki
    } { $suit-kind ->
        [trump] doğal kozları
       *[other] doğal { $suit } kartlarını
    }
    .gen = { $cards-kind ->
        [cards] { $cards-where }
       *[other] { $cards } arasındaki
    } { $suit-kind ->
        [trump] doğal kozların
       *[other] doğal { $suit } kartlarının
    }
    .dat = { $cards-kind ->
        [cards] { $cards-where }
       *[other] { $cards } arasındaki
    } { $suit-kind ->
        [trump] doğal kozlara
       *[other] doğal { $suit } kartlarına
    }
    .abl = { $cards-kind ->
        [cards] { $cards-where }
       *[other] { $cards } arasındaki
    } { $suit-kind ->
        [trump] doğal kozlardan
       *[other] doğal { $suit } kartlarından
    }
    .noun = { $suit-kind ->
        [trump] doğal koz
       *[other] doğal { $suit } kartı
    }
    .noun-acc = { $suit-kind ->
        [trump] doğal kozu
       *[other] doğal { $suit } kartını
    }
    .noun-gen = { $suit-kind ->
        [trump] doğal kozun
       *[other] doğal { $suit } kartının
    }
    .noun-dat = { $suit-kind ->
        [trump] doğal koza
       *[other] doğal { $suit } kartına
    }
    .noun-abl = { $suit-kind ->
        [trump] doğal kozdan
       *[other] doğal { $suit } kartından
    }
    .where = { $cards-kind ->
        [cards] { $cards-where }
       *[other] { $cards } arasındaki
    }
    .where-loc = { $cards-kind ->
        [cards] { $cards-where-loc }
       *[other] { $cards } arasında
    }
fn-of_rank = { $cards-kind ->
        [cards] { $cards-where }
       *[other] { $cards } arasındaki
    } { $rank-pl }
    .plural = yes
    .acc = { $cards-kind ->
        [cards] { $cards-where }
       *[other] { $cards } arasındaki
    } { $rank-pl-acc }
    .gen = { $cards-kind ->
        [cards] { $cards-where }
       *[other] { $cards } arasındaki
    } { $rank-pl-gen }
    .dat = { $cards-kind ->
        [cards] { $cards-where }
       *[other] { $cards } arasındaki
    } { $rank-pl-dat }
    .abl = { $cards-kind ->
        [cards] { $cards-where }
       *[other] { $cards } arasındaki
    } { $rank-pl-abl }
    .noun = { $rank }
    .noun-acc = { $rank-acc }
    .noun-gen = { $rank-gen }
    .noun-dat = { $rank-dat }
    .noun-abl = { $rank-abl }
    .where = { $cards-kind ->
        [cards] { $cards-where }
       *[other] { $cards } arasındaki
    }
    .where-loc = { $cards-kind ->
        [cards] { $cards-where-loc }
       *[other] { $cards } arasında
    }
fn-min = { $first } ile { $second } arasında küçük olan
    .acc = { $first } ile { $second } arasında küçük olanı
    .gen = { $first } ile { $second } arasında küçük olanın
    .dat = { $first } ile { $second } arasında küçük olana
    .abl = { $first } ile { $second } arasında küçük olandan
fn-max = { $first } ile { $second } arasında büyük olan
    .acc = { $first } ile { $second } arasında büyük olanı
    .gen = { $first } ile { $second } arasında büyük olanın
    .dat = { $first } ile { $second } arasında büyük olana
    .abl = { $first } ile { $second } arasında büyük olandan
fn-most = { $tally-most }
fn-second = { $tally-second }
fn-least = { $tally-least }
fn-won_by = { $side-gen } bu dağıtımda kazandığı puanlar
    .plural = yes
    .acc = { $side-gen } bu dağıtımda kazandığı puanları
    .gen = { $side-gen } bu dağıtımda kazandığı puanların
    .dat = { $side-gen } bu dağıtımda kazandığı puanlara
    .abl = { $side-gen } bu dağıtımda kazandığı puanlardan
fn-opponent = { $side-dat } karşı oynayan { $team ->
        [yes] takım
       *[no] oyuncu
    }
    .acc = { $side-dat } karşı oynayan { $team ->
        [yes] takımı
       *[no] oyuncuyu
    }
    .gen = { $side-dat } karşı oynayan { $team ->
        [yes] takımın
       *[no] oyuncunun
    }
    .dat = { $side-dat } karşı oynayan { $team ->
        [yes] takıma
       *[no] oyuncuya
    }
    .abl = { $side-dat } karşı oynayan { $team ->
        [yes] takımdan
       *[no] oyuncudan
    }
    .absent = { $side-absent }
fn-counters = { $cards-kind ->
        [cards] { $cards-where }
       *[other] { $cards } arasındaki
    } puan getiren kartlar
    .plural = yes
    .acc = { $cards-kind ->
        [cards] { $cards-where }
       *[other] { $cards } arasındaki
    } puan getiren kartları
    .gen = { $cards-kind ->
        [cards] { $cards-where }
       *[other] { $cards } arasındaki
    } puan getiren kartların
    .dat = { $cards-kind ->
        [cards] { $cards-where }
       *[other] { $cards } arasındaki
    } puan getiren kartlara
    .abl = { $cards-kind ->
        [cards] { $cards-where }
       *[other] { $cards } arasındaki
    } puan getiren kartlardan
    .noun = puan getiren kart
    .noun-acc = puan getiren kartı
    .noun-gen = puan getiren kartın
    .noun-dat = puan getiren karta
    .noun-abl = puan getiren karttan
    .where = { $cards-kind ->
        [cards] { $cards-where }
       *[other] { $cards } arasındaki
    }
    .where-loc = { $cards-kind ->
        [cards] { $cards-where-loc }
       *[other] { $cards } arasında
    }

## İfadede adı geçen kâğıtlar

card-named = { $suit } { $rank-poss }
    .acc = { $suit } { $rank-poss-acc }
    .gen = { $suit } { $rank-poss-gen }
    .dat = { $suit } { $rank-poss-dat }
    .abl = { $suit } { $rank-poss-abl }
extra-card = { $name }
    .acc = { $name } kartını
    .gen = { $name } kartının
    .dat = { $name } kartına
    .abl = { $name } kartından

## Dilbilgisi kuralları

op-ge = { $left } en az { $right } kadar
    .negated = { $left } { $right } değerinin altında
op-le = { $left } en çok { $right } kadar
    .negated = { $left } { $right } değerinin üstünde
op-gt = { $left } { $right } değerinin üstünde
    .negated = { $left } en çok { $right } kadar
op-lt = { $left } { $right } değerinin altında
    .negated = { $left } en az { $right } kadar
op-eq = { $left-type ->
        [int] { $left } { $right } değerine eşit
       *[other] { $left } ile { $right } aynı
    }
    .negated = { $left-type ->
        [int] { $left } { $right } değerine eşit değil
       *[other] { $left } ile { $right } aynı değil
    }
op-eq-none = { $thing } yok
    .negated = { $thing } var
op-add = { $left } artı { $right }
    .acc = { $left } artı { $right-acc }
    .gen = { $left } artı { $right-gen }
    .dat = { $left } artı { $right-dat }
    .abl = { $left } artı { $right-abl }
op-sub = { $left } eksi { $right }
    .acc = { $left } eksi { $right-acc }
    .gen = { $left } eksi { $right-gen }
    .dat = { $left } eksi { $right-dat }
    .abl = { $left } eksi { $right-abl }
op-mul = { $left } çarpı { $right }
    .acc = { $left } çarpı { $right-acc }
    .gen = { $left } çarpı { $right-gen }
    .dat = { $left } çarpı { $right-dat }
    .abl = { $left } çarpı { $right-abl }
op-neg = eksi { $amount }
    .acc = eksi { $amount-acc }
    .gen = eksi { $amount-gen }
    .dat = eksi { $amount-dat }
    .abl = eksi { $amount-abl }
op-grouped = “{ $amount }” işleminin sonucu
    .acc = “{ $amount }” işleminin sonucunu
    .gen = “{ $amount }” işleminin sonucunun
    .dat = “{ $amount }” işleminin sonucuna
    .abl = “{ $amount }” işleminin sonucundan
op-and = { $left } ve { $right }
    .negated = { $left-negated } ya da { $right-negated }
op-or = { $left } ya da { $right }
    .negated = { $left-negated } ve { $right-negated }
op-cond = { $nested ->
        [yes] { $test } ise { $yes }; diğer tüm durumlarda { $no }
       *[no] { $test } ise { $yes }, değilse { $no }
    }
op-cond-grouped = { $yes-type ->
        [bool] ya { $test } ve { $yes }, ya da { $test-negated } ve { $no }
       *[other] ya { $test } ise { $yes }, ya da diğer tüm durumlarda { $no }
    }
    .negated = { $yes-type ->
        [bool] ya { $test } ve { $yes-negated }, ya da { $test-negated } ve { $no-negated }
       *[other] {""}
    }
    .acc = ya { $test } ise { $yes-acc }, ya da diğer tüm durumlarda { $no-acc }
    .gen = ya { $test } ise { $yes-gen }, ya da diğer tüm durumlarda { $no-gen }
    .dat = ya { $test } ise { $yes-dat }, ya da diğer tüm durumlarda { $no-dat }
    .abl = ya { $test } ise { $yes-abl }, ya da diğer tüm durumlarda { $no-abl }
op-true = her zaman
    .negated = hiçbir zaman
op-false = hiçbir zaman
    .negated = her zaman
expr-nobody = hiç kimse
    .acc = hiç kimseyi
    .gen = hiç kimsenin
    .dat = hiç kimseye
    .abl = hiç kimseden
expr-no-card = hiçbir kart
    .acc = hiçbir kartı
    .gen = hiçbir kartın
    .dat = hiçbir karta
    .abl = hiçbir karttan

## Açıklanması gereken terimler

term-in_play = Oyundaki kartlar, oyun başladığında oyuncuların elindeki kartlar ile oyun sırasında çektikleri kartlardır.
term-in_play-trumps-only = Oyundaki kartlar, ellere oynanan kartlardır: yalnızca koz oynanır ve çekilen oyuncunun kalan kartları oyun dışında kalır.
term-captor = Bir kartı, oynandığı eli alan oyuncu alır; kart kime dağıtılmış olursa olsun{ $team ->
        [yes] . Takımın herhangi bir üyesinin aldığı kart bütün takım için sayılır.
       *[no] .
    }
term-captured = Bir kartı, oynandığı eli alan oyuncu alır.
term-counters = Puan getiren kart, “Oyun” puanı için el puanı getiren karttır.
term-of_suit = Bir rengin doğal kartı, resmine göre o renkten olan karttır: joker değildir ve koz sayılan başka renkten bir kart değildir.
