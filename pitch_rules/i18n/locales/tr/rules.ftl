# Kural belgesinin cümleleri. Bayraklar yes/no değerini alır.

## Listeler ve küçük sözcükler

numbers-range = { $first } ile { $last } arasında herhangi bir sayı
seats = { $seats } { $count ->
        [one] numaralı yer
       *[other] numaralı yerler
    }
ranking-off = eş renk { $rank }
option-none = yok
option-yes = evet
option-no = hayır

## Oyuncular ve taraflar

players-fixed = Oyun { $players } kişiyle oynanır.
players-range = Oyun { $min } ile { $max } kişi arasında, genellikle { $default } kişiyle oynanır.
players-seats = Yerler masanın çevresinde saat yönünde 0, 1, 2, … diye numaralanır; böylece *s* numaralı yerin solundaki yer *s* + 1’dir ve 0 numaralı yer sonuncunun solundadır. Oyun ve dağıtım saat yönünde, yani sola doğru ilerler.
sides-for-the-hand = Puanlamada dağıtımın her takımı tek taraf sayılır: herhangi bir üyenin aldığı kart bütün takıma sayılır, teklif takımın puanına göre değerlendirilir ve her üye takımın o dağıtımdaki puanını kendi toplamına ekler. Oyun boyunca her oyuncu kendi puanını tutar ve oyunu tek bir oyuncu kazanır.
sides-team-is = { $team } numaralı takım: { $seats }
sides-teams = { $size } kişilik { $teams } takım vardır; ortaklar { $opposite ->
        [yes] karşılıklı
       *[no] masanın çevresinde birer atlayarak
    } oturur: { $layout }.

## Kartlar

deck-no-jokers = jokersiz { $standard ->
        [yes] standart { $cards } kartlık bir deste
       *[no] { $cards } kartlık bir deste
    }
deck-with-jokers = { $standard ->
        [yes] standart { $cards } kartlık bir deste
       *[no] { $cards } kartlık bir deste
    } ve { $jokers } joker ({ $names }): toplam { $total } kart
deck-cards = Oyunda { $kind } kullanılır. Renkler { $suits }; her renkte { $ranks } kart vardır. Bir renk içinde en büyük kart { $high }, en küçük kart { $low } olur: { $order }.

## Dağıtım

deal-at-once = tek seferde
deal-packets = { $packet ->
        [1] birer birer
        [2] ikişer ikişer
        [3] üçer üçer
        [4] dörder dörder
        [5] beşer beşer
        [6] altışar altışar
       *[other] { $packet } kartlık paketler hâlinde
    } ({ $rounds ->
        [1] bir kez
        [2] iki kez
        [3] üç kez
       *[other] { $rounds } kez
    } sırayla her oyuncuya { $packet } kart)
deal-widow = Sonra { $widow } kart yüzü kapalı olarak ortaya konur; destenin geri kalanı o dağıtımda kullanılmaz.
deal-stock = Dağıtılmayan kartlar yüzü { $face_up ->
        [yes] açık
       *[no] kapalı
    } olarak kalan deste hâlinde konur ({ $players } oyuncuyla { $stock } kart).
deal-whole-deck = Destenin tamamı dağıtılır.
deal-rest-unused = Destenin geri kalanı o dağıtımda kullanılmaz: { $players } oyuncuyla { $size } kartın yalnızca { $dealt } tanesi oyundadır.
deal-cards = Dağıtıcı kartları karıştırır ve solundaki oyuncudan başlayarak her oyuncuya { $packets } toplam { $cards } kart dağıtır. { $rest }
deal-misdeal = **Bozuk dağıtım.** Kartlar dağıtılır dağıtılmaz, her şeyden önce, herhangi bir oyuncu için { $condition } ise dağıtım bozuktur. Kartlar toplanır ve { $again }

## İhale

auction-none = İhale yoktur: kimsenin yapması gereken bir teklifi yoktur ve her taraf kazandığını yazar.
auction-sell-out = Dağıtıcının solundaki oyuncu, yani ilk oyuncu, ilk kartı oynama hakkına sahiptir. Ya hemen kendisi oynar ve { $pitch_bid } teklifle ihaleci olur, ya da bu hakkı satışa çıkarır: o zaman diğer oyuncular onu almak için teklif verir; “herkes pas der” ise diğer bütün oyuncuların satışı geri çevirmesi demektir.
auction-closing = { $bid } teklifi ihaleyi hemen bitirir: { $highest ->
        [yes] kimse daha yüksek teklif veremez
       *[no] ondan sonra kimse teklif vermez
    }; henüz konuşmamış oyuncular teklif vermez.
auction-moon = { $bid } teklifi “hepsini alma” teklifidir: dağıtımın bütün puanlarını almak. Tutarsa da tutmazsa da ne kazandırdığı “Puanlama” ve “Oyunu kazanmak” bölümlerinde yazılıdır.
auction-steal = O anki en yüksek teklif { $steals } ise dağıtıcı aynı teklifi vererek ihaleyi çalabilir. Dağıtıcı daha yüksek teklif de verebilir.
auction-steal-not-closing = { $bid } teklifi çalınamaz: dağıtıcı konuşmadan ihaleyi bitirir.
auction-steal-again = Dağıtıcı her sırası geldiğinde yeniden çalabilir; bu yüzden eşit tekliflerde dağıtıcı kazanır.
auction-winner = İhaleyi { $steals ->
        [yes] en yüksek teklifi veren ya da ihaleyi çaldıysa dağıtıcı
       *[no] en yüksek teklifi veren
    } kazanır ve ona ihaleci denir{ $team ->
        [yes] {" "}(ortağıyla birlikte ihalecinin takımını oluşturur)
       *[no] {""}
    }.
auction-winner-sells = İhaleyi { $steals ->
        [yes] en yüksek teklifi veren ya da ihaleyi çaldıysa dağıtıcı
       *[no] en yüksek teklifi veren
    } kazanır. Sonra ilk oyuncu ya oynama hakkını satar, en yüksek teklif kadar puanı hemen yazar ve en yüksek teklifi veren ihaleci olur; ya da satmayı reddeder ve o teklifle kendisi ihaleci olur, teklifi yapmak zorundadır.

## Koz

trump-upcard-joker = Joker atlanır: renkli ilk kart açılır.
trump-upcard-scores = Açılan kart { $rank } ise { $team ->
        [yes] dağıtıcının takımı
       *[no] dağıtıcı
    } { $settled ->
        [yes] bu kart kozu belirlerse (aşağıya bakın)
       *[no] hemen
    } { $points } puan alır.
trump-upcard-bonus = { $rank } ({ $points } puan)
trump-upcard-scores-several = Açılan kart { $cards } ise { $team ->
        [yes] dağıtıcının takımı
       *[no] dağıtıcı
    } { $settled ->
        [yes] bu kart kozu belirlerse (aşağıya bakın)
       *[no] hemen
    } bu puanları alır.
trump-rank-as-suit = Kozlar her rengin sırasıyla sıralanır. Her koz, diğer renklerin bütün kartlarını yener.
trump-ranking = Kozların büyükten küçüğe sırası: { $ranking }. Her koz, diğer renklerin bütün kartlarını yener.
trump-off-card = Sıralamadaki { $label }, kozun eş renginden (kozla aynı kırmızı ya da siyah olan öbür renkten) aynı değerdeki karttır: kendi renginin kartı değil, koz sayılır.
trump-jokers = Koz rengi hangisi olursa olsun { $names } { $count ->
        [one] kozdur
       *[other] kozdur
    }.
trump-equal = = ile bağlanan kartlar eşit değerdedir: ikisi aynı ele düşerse önce oynanan kazanır.
begging-rule = Dağıtıcının solundaki oyuncu o rengi koz olarak kabul edip oynayabilir ya da isteyebilir. İsterse dağıtıcı ya { $gift } ve renk koz kalır, ya da kartları yeniden dağıtır: her oyuncuya { $run } kart daha verir ve sıradaki kartı açar; bu, farklı bir renk çıkıncaya kadar sürer ve o renk koz olur. Deste daha önce biterse kartlar toplanır ve dağıtım sırası soldaki oyuncuya geçer.
begging-gift-may-not-win = Verilecek puan { $every ->
        [yes] { $team ->
            [yes] onu alan takıma
           *[no] onu alan oyuncuya
        }
       *[no] { $team ->
            [yes] onun takımına
           *[no] ona
        }
    } oyunu kazandıracaksa dağıtıcı puan veremez: o zaman kartları yeniden dağıtmak zorundadır.

## Değiş tokuş

exchange-refill = Oyun başlamadan önce { $order } { $how_many ->
        [at-least] en az { $least } kart (isterse daha fazla)
        [any] istediği kadar kart
       *[rule] kart
    } atar ve { $widow ->
        [yes] orta kartlarından
       *[no] kalan desteden
    } elini yeniden { $keep } karta tamamlar.
exchange-discard-down = Oyun başlamadan önce { $order }, elinde { $keep } karttan fazla kart varsa, { $keep } karta kadar kart atar{ $taker ->
        [yes] {" "}(geri kalanı alan oyuncu bunu geri kalanı aldıktan sonra yapar)
        [widow] {" "}(orta kartlarını almış olan ihaleci de)
       *[no] {""}
    } ve kart çekmez.
exchange-rest = { $refill ->
        [yes] Sonra
       *[no] Oyun başlamadan önce
    } { $rest }
exchange-rest-keeps = Geri kalanı alan oyuncu böyle atmak zorunda değildir: seçtiği kartları tutar.
exchange-kept-trumps = Şu kozlar atılamaz: { $trumps }. Ama elinde bunlardan { $keep } taneden fazla olan oyuncu seçtiği { $keep } tanesini tutar ve diğer bütün kartlarını atar.
exchange-min-discard = Elini tamamlayan oyuncu en az { $least } kart atmak zorundadır; atacak başka kartı yoksa ya da deste onları karşılayamıyorsa bu zorunluluk kalkar.

## Oyun

play-until-stock-out = Bütün kartlar oynanıncaya kadar oyun sürer.
play-tricks = Bir dağıtım { $tricks } elden oluşur{ $run ->
        [yes] {" "}(kartlar yeniden dağıtıldıysa daha fazla)
       *[no] {""}
    }: her oyuncu elindeki bütün kartları oynar.
play-leading = **Ele başlamak.** { $tricks } { $leader } { $lead }
play-following = **Uymak.** { $rule }
play-winning = **Eli kim alır.** { $rule }
play-tricks-trumps-only = Bir dağıtım en fazla { $tricks } elden oluşur{ $run ->
        [yes] {" "}(kartlar yeniden dağıtıldıysa daha fazla)
       *[no] {""}
    }.
play-leading-trumps-only = **Ele başlamak.** { $tricks } { $leader }
play-winning-trumps-only = **Eli kim alır.** Eli, oynanan en yüksek koz alır.
stock-drawing = **Kart çekmek.** { $draw ->
        [yes] Her elden sonra, deste bitmedikçe, eli alan oyuncu en üstteki kartı çeker, ardından sırayla diğer her oyuncu çeker.
       *[no] Oyun sırasında kimse desteden kart çekmez.
    } { $face_up ->
        [yes] Deste yüzü açık durur, böylece herkes en üstteki kartı görür.
       *[no] Deste yüzü kapalı durur.
    }

## Puanlama

points-awarded = Her dağıtımın sonunda şu puanlar, bu sırayla verilir:
point-goes-to = { $name } ({ $points } puan) { $to-dat } gider.
point-card-recorded = Bu puan için kaydedilen kart: { $card }.
point-nobody = Eğer { $absent } ise “{ $name }” puanını kimse alamaz.
points-one-card-both = Eğer { $cards-where-loc } yalnızca bir { $cards-noun } varsa o, hem en yüksek hem en düşük olandır: { $names } olarak sayılır ({ $points } puan).
points-one-card-all = O { $cards-noun } { $card } ise { $names } olarak sayılır ({ $points } puan).
trick-points-none = **El puanları**: hiçbir kart el puanı getirmez.
trick-points-each = her { $rank } { $points }
trick-points-each-more = her { $rank } { $points }
trick-points = **El puanları**, { $team ->
        [yes] her takımın
       *[no] her oyuncunun
    } aldığı kartlar üzerinden sayılır: { $values } puan; { $every ->
        [yes] her kart sayılır
       *[no] diğer kartlar hiçbir şey getirmez
    }.
contract-counted = Kazanılan puanlar, { $team ->
        [yes] takıma
       *[no] oyuncuya
    } giden her puanı ({ $points }) kapsar.
contract-no-auction = **Puanlar.** { $team ->
        [yes] Her takım
       *[no] Her oyuncu
    } { $others-acc } alır. { $counted }
contract-made = **Teklif.** Eğer { $made } ise { $bidder } teklifini yapmış olur; yoksa { $bidder } batar. { $counted }
contract-scores = { $bidder_capital } { $scores-acc } alır. { $two_teams ->
        [yes] Öteki takım
       *[no] { $team ->
            [yes] Diğer her takım
           *[no] Diğer her oyuncu
        }
    } { $others-acc } alır.
contract-running = { $hand_teams ->
        [yes] Takımın dağıtımdaki puanı, her üyesinin genel toplamına eklenir
       *[no] { $team ->
            [yes] Her takımın dağıtımdaki puanı kendi genel toplamına eklenir
           *[no] Her oyuncunun dağıtımdaki puanı kendi genel toplamına eklenir
        }
    }{ $negative ->
        [yes] ; eksi puan toplamdan düşülür, bu yüzden puan eksiye inebilir
       *[no] {""}
    }. Toplamlar kâğıtta ya da fişlerle tutulabilir; program onları sizin için tutar.

## Bir kuralda değerlerin anlamı

meaning-scores-before = puanlar
    .plural = yes
    .poss = bu dağıtımdan önceki puanı
    .cmp = yüksek
    .most = bu dağıtımdan önceki en yüksek puan
    .most-loc = bu dağıtımdan önceki en yüksek puanda
    .second = bu dağıtımdan önceki ikinci en yüksek puan
    .least = bu dağıtımdan önceki en düşük puan
meaning-won-by = { $side-gen } bu dağıtımda kazandığı puanlar
    .plural = yes
    .acc = { $side-gen } bu dağıtımda kazandığı puanları
    .gen = { $side-gen } bu dağıtımda kazandığı puanların
    .dat = { $side-gen } bu dağıtımda kazandığı puanlara
    .abl = { $side-gen } bu dağıtımda kazandığı puanlardan
meaning-they = o
    .acc = onu
    .gen = onun
    .dat = ona
    .abl = ondan
meaning-they-won = kazandığı puanlar
    .plural = yes
    .acc = kazandığı puanları
    .gen = kazandığı puanların
    .dat = kazandığı puanlara
    .abl = kazandığı puanlardan
meaning-target = { $points } puan
    .acc = { $points } puanı
    .gen = { $points } puanın
    .dat = { $points } puana
    .abl = { $points } puandan

## Oyunu kazanmak

game-target = Oyun { $target } puana kadar oynanır. Her dağıtımdan sonra oyunun kazananı { $winner } olur; kimse kazanmadıkça bir sonraki dağıtımla devam edilir.
during-upcard = açılan bir kart
during-gift = istek üzerine verilen puan
during-dealer-set-back = herkes pas deyince dağıtıcının cezası
during-sale = satılan oynama hakkının bedeli
game-during-hand = Dağıtım sırasında alınan puanlar ({ $what }) hemen sayılır: kazanan, puan alındığı anda kontrol edilir ve varsa oyun, hangi aşamada olursa olsun dağıtım oynanmadan orada biter. O anda kimse oyunda puan kazanmamıştır ve ihaleci yoktur.
game-bidder-only = Bir dağıtımın sonunda yalnızca { $bidder } kazanabilir: { $team ->
        [yes] başka bir takımın ihaleci olduğu bir dağıtımda { $target } puana ulaşan takım
       *[no] başka bir oyuncunun ihaleci olduğu bir dağıtımda { $target } puana ulaşan oyuncu
    } o anda kazanmaz ve oyun sürer. Böylece kazananın puanı, kaybeden birininkinden az olabilir.
game-set-back = { $must_make ->
        [yes] Batan { $bidder } puanı ne olursa olsun o dağıtımda kazanmaz: oyunu bitirmek için teklif yapılmalıdır.
       *[no] { $bidder_capital } batsa bile, dağıtımdan sonra puanı hâlâ en az { $target } ise kazanır.
    }
game-other-targets = Daha kısa ya da daha uzun bir oyun için çoğunlukla { $targets } puana kadar oynanır.

## Belgenin çerçevesi

section-house-rules = Ev kuralları
section-players = Oyuncular ve taraflar
section-cards = Kartlar
section-deal = Dağıtım
section-auction = İhale
section-trump = Koz
section-exchange = Değiş tokuş
section-play = Oyun
section-scoring = Puanlama
section-game = Oyunu kazanmak
section-notes = Notlar
section-approximations = Yaklaşıklıklar
section-example = Örnek bir dağıtım
section-sources = Kaynaklar
document-generated = *Bu belge pitch-rules tarafından `{ $id }` varyantından üretilmiştir: motorun oynadığı kuralların aynısı.*
house-rules-unchanged = Bunlar “{ $base }” oyununun değişmemiş kurallarıdır.
house-rules-changes = Bunlar “{ $base }” oyununun şu değişikliklerle kurallarıdır:
sources-none = Bu varyant kendi kaynaklarını belirtmiyor.
sources-kept-from = “{ $name }” (`{ $id }`) oyunundan koruduğu kuralların kaynakları:
approximation-declared-by = “{ $name }” tarafından bildirilmiştir.
approximations-none = Dosya hiçbir yaklaşıklık bildirmiyor: yukarıdaki her kural, kaynaklarının söylediği gibidir.

## Farklar (pitch-rules diff ve ev kuralları bölümü)

diff-added = { $title }: eklendi. { $after }
diff-removed = { $title }: kaldırıldı
diff-removed-was = { $title }: kaldırıldı. Önceki: { $before }
diff-changed = { $title }: “{ $before }” yerine { $after }
diff-order = { $title } › sıra
diff-same = “{ $base }” ({ $base_id }) ile “{ $variant }” ({ $variant_id }) arasında: kurallar aynı.
diff-heading = “{ $base }” ({ $base_id }) ile “{ $variant }” ({ $variant_id }) arasında: { $count } seçenek farklı.

## Örnek dağıtım

example-seat = { $seat } numaralı yer
example-team = { $team } numaralı takım
example-who = { $seat } numaralı yer{ $dealer ->
        [yes] {" "}(dağıtıcı)
       *[no] {""}
    }
example-passes = { $who } pas der
example-forced-bid = { $who } teklif vermek zorundadır ve { $bid } der
example-steals = { $who } ihaleyi { $bid } ile çalar
example-closing-bid = { $who } { $bid } der ve ihale biter
example-bids = { $who } { $bid } der
example-sale-pitch = { $who } hemen kendisi oynar
example-sale-sell = { $who } oynama hakkını satışa çıkarır
example-sale-accept = { $who } oynama hakkını en yüksek teklifi verene satar ve teklif kadar puanı hemen yazar
example-sale-refuse = { $who } satmayı reddeder ve teklifi kendisi oynar
example-turns-up = { $seat } numaralı yer { $card } açar
example-begging-stand = { $who } oynar
example-begging-beg = { $who } ister
example-begging-give = { $who } rengi korumak için bir puan verir
example-begging-run = { $who } kartları yeniden dağıtır
example-begging-run-cards = { $who } kartları yeniden dağıtır (her oyuncuya { $cards } kart daha){ $turning ->
        [yes] {" "}ve { $turned } açar
       *[no] {""}
    }
example-deals = { $seat } numaralı yer dağıtır
example-thrown-in-scores = Puanlar: { $scores }.
example-misdeal = { $story }: dağıtım bozuk, bu yüzden kartlar toplanır ve { $same_dealer ->
        [yes] aynı dağıtıcı yeniden dağıtır
       *[no] dağıtım sırası soldaki oyuncuya geçer
    }.
example-thrown-in = { $story }: kartlar toplanır ve dağıtım sırası soldaki oyuncuya geçer.
example-award = **{ $name }**{ $card }: { $winner }
example-award-trick-points = **{ $name }**{ $card }: { $winner } (el puanları: { $totals })
example-award-nobody = **{ $name }**{ $card }: kimse{ $has_reason ->
        [yes] , çünkü { $reason }
       *[no] {""}
    }
example-alone = { $seat } numaralı yer, { $others } karşısında tek başına oynar.
example-called-nobody = { $seat } numaralı yer { $card } kartını söyler, ama o kart kimsede yok: { $seat } numaralı yer tek başına oynar; { $bidders }, { $others } karşısında.
example-called = { $seat } numaralı yer { $card } kartını söyler. Kart { $partner } numaralı yerdedir ve o, ihalecinin ortağı olur; ötekiler bunu kart oynanınca öğrenir: { $bidders }, { $others } karşısında.
example-intro = İşte motorun oynadığı bir dağıtım, { $players } oyuncuyla (botlar, { $seed } tohumuyla).
example-dealt = { $seat } numaralı yer dağıtır{ $stock ->
        [0] {""}
       *[other] {" "}(destede { $stock } kart kalır)
    }:
example-column-seat = Yer
example-column-dealt = Dağıtılan kartlar
example-trump = **Koz.** { $offer } Koz: { $trump }.
example-auction = **İhale.** { $auction }. İhaleci { $seat } numaralı yer, teklif { $bid }{ $contract ->
        [yes] {""}
       *[no] : herkes pas dedi, bu yüzden teklif yok
    }.{ $named ->
        [yes] {" "}{ $seat } numaralı yer kozu { $trump } olarak söyler.
        [widow] {" "}{ $seat } numaralı yer orta kartlarını ({ $widow }) alır ve kozu { $trump } olarak söyler.
       *[no] {""}
    }
example-discards = { $seat } numaralı yer { $cards } atar
example-keeps = { $seat } numaralı yer bütün kartlarını tutar
example-takes-rest = { $seat } numaralı yer { $widow ->
        [yes] orta kartlarının
       *[no] kalan destenin
    } geri kalanını alır ve { $keep } karta kadar atar{ $discards ->
        [yes] : { $cards }
       *[no] {""}
    }
example-exchange = **Değiş tokuş.** { $turns }.
example-teams = **Dağıtımın takımları.** { $teams }
example-play = **Oyun.** İlk ele { $seat } numaralı yer { $card } ile başlar{ $led ->
        [yes] ; koz { $trump } olur
       *[no] {""}
    }.{ $drawing ->
        [yes] {" "}Her elden sonra oyuncular desteden kart çeker.
       *[no] {""}
    }
example-column-trick = El
example-column-led-by = Başlayan
example-column-played = Oynanan kartlar, sırayla
example-column-won-by = Alan
example-folds-at-once = { $seat } numaralı yerin oyun başlarken hiç kozu yoktur ve hemen çekilir.
example-folds-after = { $seat } numaralı yer, { $trick } numaralı elden sonra çekilir: kozu kalmamıştır.
example-folding = **Çekilme.** { $folds }
example-scoring = **Puanlama.**
example-verdict = Teklif { $bid } idi; kazanılan puanlar: { $who } — { $won }. Böylece { $made ->
        [yes] teklif yapıldı
       *[no] ihaleci battı
    }.
example-sold = Oynama hakkını sattığı için { $seller } hemen { $bid } puan yazdı.
example-column-side = Taraf
example-column-points-won = Kazanılan puan
example-column-hand-score = Dağıtımdaki puan
example-column-score = Toplam
example-record = Dağıtımın oyun kaydı (`pitch-record/1` biçiminde bir satır); `pitch-rules replay` onu kurallara göre denetler:

## Belge sitesinin sayfaları

site-variants-title = Varyantlar
site-variants-intro = Her yerleşik varyantın, kendi varyant dosyasından üretilmiş kuralları: motorun oynadığı kuralların aynısı. `pitch-rules docs VARIANT --lang tr` bunlardan herhangi birini ya da kendi varyant dosyanızın kurallarını yazdırır. [Onları yan yana karşılaştırın](../matrix.md).
site-column-variant = varyant
site-column-id = kimlik
site-column-in-short = kısaca
site-matrix-title = Varyantların karşılaştırması
site-matrix-intro = Her yerleşik varyantın her kural seçeneği: seçenek başına bir satır, varyant başına bir sütun (tablo yana kayar). Karşılaştırmak istediğiniz varyantları işaretleyin; isterseniz yalnızca ayrıştıkları satırları bırakın. `pitch-rules diff A B --lang tr` yalnızca iki varyantın ayrıştığı seçenekleri listeler.
site-matrix-pick = Karşılaştırılacak varyantlar
site-matrix-all = Hepsi
site-matrix-none = Hiçbiri
site-matrix-differ = Yalnızca ayrıştıkları satırlar
site-column-option = seçenek

## JSON Schema’dan üretilen varyant dosyası başvuru kılavuzu (başlıklar ve açıklamalar title- ve description- iletileridir)

site-reference-title = Varyant dosyası başvuru kılavuzu
site-reference-intro = { $about } Varyant dosyası, aşağıdaki anahtarları içeren bir YAML eşlemesidir. Bu sayfa dosyanın JSON Schema’sından (`schema/variant.schema.json`) üretilir; yaml-language-server destekleyen düzenleyiciler de tamamlama ve üzerine gelince çıkan yardım için bu şemayı okur.
site-reference-top-level = En üst düzey
site-reference-column-key = anahtar
site-reference-column-type = tür
site-reference-column-required = zorunlu
site-reference-column-meaning = açıklama
site-reference-required = { $required ->
        [yes] evet
       *[no] hayır
    }
site-reference-type-string = metin
site-reference-type-integer = tam sayı
site-reference-type-number = sayı
site-reference-type-boolean = mantıksal değer
site-reference-type-object = nesne
site-reference-type-any = herhangi bir değer
site-reference-type-key = anahtar
site-reference-type-list = liste ({ $item })
site-reference-type-map = eşleme ({ $key } → { $value })
site-reference-each = { $key }, her öğe
site-reference-one-of = Şunlardan biri: { $values }.
site-reference-each-one-of = Her öğe şunlardan biri: { $values }.
site-reference-bounds = { $bounds ->
        [both] En az { $minimum }, en çok { $maximum }.
        [minimum] En az { $minimum }.
       *[maximum] En çok { $maximum }.
    }
site-reference-default = Varsayılan: { $value }.
site-reference-examples = { $count ->
        [1] Örnek
       *[other] Örnekler
    }: { $examples }.
