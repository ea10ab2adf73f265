# Varyant dosyasındaki her adlı seçimin sözleri: belgenin söylediği kural ve .short, tablolar
# ile karşılaştırmalar için birkaç sözcük.

## sides.kind

choice-sides-kind-solo = Her oyuncu kendi adına oynar ve kendi puanını tutar.
    .short = herkes kendi adına
choice-sides-kind-partnership = Oyuncular takım hâlinde oynar. Takım puanını tek taraf olarak tutar: bir oyuncunun kazandığı her şey takımına sayılır.
    .short = takımlar (takım tek taraf olarak puan tutar)

## sides.for_the_hand

choice-sides-for_the_hand-none = Kimse tek bir dağıtım için takım kurmaz.
    .short = kimse (herkes tek başına)
choice-sides-for_the_hand-bidder-against-the-rest = Her dağıtımda ihale biter bitmez ihaleci diğer tüm oyunculara karşı tek başına oynar; onlar o dağıtım boyunca tek takım olarak birlikte oynar.
    .short = ihaleci diğer herkese karşı
choice-sides-for_the_hand-bidder-calls-a-card = Her dağıtımda, ilk kart oynanmadan hemen önce ihaleci elinde olmayan herhangi bir kartı söyler: o kart kimdeyse o dağıtım için ihalecinin ortağıdır, diğer tüm oyuncular birlikte onlara karşı oynar. Ortak bir şey söylemez; ötekiler onun kim olduğunu ancak söylenen kart oynandığında öğrenir. Söylenen kart kimsede yoksa (dağıtılmamış ya da atılmışsa) ihaleci diğer herkese karşı tek başına oynar ve herkes bunu dağıtımın sonunda öğrenir.
    .short = ihaleci ortağının kartını söyler

## deal.first_dealer

choice-deal-first_dealer-random = İlk dağıtıcı kurayla belirlenir.
    .short = kurayla

## deal.misdeal_redeal

choice-deal-misdeal_redeal-same-dealer = aynı dağıtıcı yeniden dağıtır.
    .short = aynı dağıtıcı yeniden dağıtır
choice-deal-misdeal_redeal-next-dealer = dağıtım sırası, her dağıtımdan sonra olduğu gibi soldaki oyuncuya geçer.
    .short = soldaki oyuncu dağıtır

## deal.rotation

choice-deal-rotation-left = Her dağıtımdan sonra dağıtım sırası soldaki oyuncuya geçer.
    .short = sola geçer

## auction.all_pass

choice-auction-all_pass-dealer-forced = Diğer tüm oyuncular pas derse dağıtıcı en az { $dealer_forced_bid } teklif etmek zorundadır.
    .short = dağıtıcı teklif vermek zorunda
choice-auction-all_pass-redeal = Herkes pas derse kartlar toplanır ve dağıtım sırası soldaki oyuncuya geçer.
    .short = kartlar toplanır
choice-auction-all_pass-dealer-set-back = Herkes pas derse { $team ->
        [yes] dağıtıcının takımı
       *[no] dağıtıcı
    } { $dealer_set_back } puan kaybeder, kartlar toplanır ve dağıtım sırası soldaki oyuncuya geçer.
    .short = dağıtıcı puan kaybeder
choice-auction-all_pass-eldest-pitches = Herkes pas derse dağıtıcının solundaki oyuncu teklifsiz ihaleci olur: teklifi 0 sayılır.
    .short = dağıtıcının solundaki oyuncu teklifsiz oynar
choice-auction-all_pass-dealer-pitches = Herkes pas derse dağıtıcı teklifsiz ihaleci olur: teklifi 0 sayılır.
    .short = dağıtıcı teklifsiz oynar

## auction.rounds

choice-auction-rounds-once = { $eldest_sells ->
        [yes] İlk oyuncunun solundaki oyuncudan (ilk oyuncu teklif vermez)
       *[no] Dağıtıcının solundaki oyuncudan
    } başlayarak saat yönünde her oyuncunun teklif için tek bir hakkı vardır: pas der ya da { $bids } teklif eder. Teklif, o anki en yüksek tekliften yüksek olmalıdır ve pas diyen bir daha teklif veremez. Dağıtıcı en son konuşur.
    .short = herkes bir kez teklif verir
choice-auction-rounds-until-one-left = { $eldest_sells ->
        [yes] İlk oyuncunun solundaki oyuncudan (ilk oyuncu teklif vermez)
       *[no] Dağıtıcının solundaki oyuncudan
    } başlayarak saat yönünde her oyuncu sırayla pas der ya da { $bids } teklif eder. Teklif, o anki en yüksek tekliften yüksek olmalıdır ve pas diyen bir daha teklif veremez. İhale tur üstüne tur döner: teklifi geçilen oyuncu sırası gelince yeniden teklif verebilir; bu, en yüksek teklifi verenden başka herkes pas deyinceye kadar sürer.
    .short = tur tur, biri dışında herkes pas deyinceye kadar

## trump.chosen_by

choice-trump-chosen_by-first-lead = Oynanan ilk kartın rengi bütün dağıtım boyunca koz olur.
    .short = ilk oynanan kartın rengi
choice-trump-chosen_by-bidder-names = İhale bitince ihaleci bütün dağıtım için koz rengini söyler.
    .short = ihaleci söyler
choice-trump-chosen_by-turn-up = Dağıtımdan sonra kalan destenin en üstteki kartı açılır: onun rengi bütün dağıtım boyunca kozdur.
    .short = açılan kartın rengi

## trump.joker_led_first

choice-trump-joker_led_first-forbidden = Joker kozu belirleyemez: ilk ele başlayan oyuncunun elinde başka kart varken ilk ele jokerle başlanamaz.
    .short = ilk ele jokerle başlanamaz
choice-trump-joker_led_first-S = İlk ele jokerle başlanırsa joker maça sayılır: bütün dağıtım boyunca maça koz olur.
    .short = maça sayılır
choice-trump-joker_led_first-H = İlk ele jokerle başlanırsa joker kupa sayılır: bütün dağıtım boyunca kupa koz olur.
    .short = kupa sayılır
choice-trump-joker_led_first-D = İlk ele jokerle başlanırsa joker karo sayılır: bütün dağıtım boyunca karo koz olur.
    .short = karo sayılır
choice-trump-joker_led_first-C = İlk ele jokerle başlanırsa joker sinek sayılır: bütün dağıtım boyunca sinek koz olur.
    .short = sinek sayılır

## trump.upcard

choice-trump-upcard-aside = Açılan kart oyun dışında bir kenara konur.
    .short = kenara konur
choice-trump-upcard-stock = Açılan kart kalan destenin üstünde yüzü yukarı durur ve desteyle birlikte çekilir.
    .short = destenin üstünde kalır

## trump.begging.gift_to

choice-trump-begging-gift_to-beggar = { $team ->
        [yes] onun takımına
       *[no] ona
    } { $gift } puan verir
    .short = isteyene
choice-trump-begging-gift_to-every-opponent = { $team ->
        [yes] diğer her takıma
       *[no] diğer her oyuncuya
    } { $gift } puan verir (yalnızca bir oyuncu istemiş olsa da)
    .short = dağıtıcının her rakibine

## trump.begging.upcard_points_for

choice-trump-begging-upcard_points_for-every-card = Açılan her kart, açıldığı anda dağıtıcıya puan getirir; kartlar yeniden dağıtılırken açılanlar da dahil.
    .short = açılan her kart
choice-trump-begging-upcard_points_for-first-and-new-trump = İlk açılan kart dağıtıcıya hemen puan getirir; kartlar yeniden dağıtılırsa yeni koz olan kart da puan getirir, ama arada açılan reddedilmiş renkteki kartlar getirmez.
    .short = ilk kart ve yeni koz
choice-trump-begging-upcard_points_for-final-trump = Dağıtıcıya yalnızca rengi sonunda koz olan kart puan getirir, istek sonuçlandıktan sonra: oyuncu oynamayı kabul eder ya da dağıtıcı puan verirse ilk kart, kartlar yeniden dağıtılırsa yeni koz.
    .short = yalnızca kozu belirleyen kart

## exchange.discard

choice-exchange-discard-any = Herhangi bir kart atılabilir.
    .short = herhangi bir kart
choice-exchange-discard-non-trumps = Bir oyuncunun elinde { $keep } kozdan fazlası yoksa yalnızca koz olmayan kartlar atılabilir.
    .short = yalnızca koz olmayanlar
choice-exchange-discard-all-non-trumps = Her oyuncu, { $widow ->
        [yes] orta kartlarının
       *[no] kalan destenin
    } yerine koyabildiği ölçüde koz olmayan bütün kartlarını atmak zorundadır; elinde { $keep } kozdan fazlası kalan oyuncu { $keep } koz kalıncaya kadar koz atar.
    .short = kozlar dışında bütün kartlar

## exchange.order

choice-exchange-order-dealer-left = dağıtıcının solundaki oyuncudan başlayarak her oyuncu sırayla
    .short = dağıtıcının solundan
choice-exchange-order-bidder-left = ihalecinin solundaki oyuncudan başlayıp ihaleciyle bitirerek her oyuncu sırayla
    .short = ihalecinin solundan

## exchange.trump_discards

choice-exchange-trump_discards-face-down = Atılan kartlar oyundan çıkar.
    .short = yüzü kapalı
choice-exchange-trump_discards-face-up = Atılan kartlar oyundan çıkar; atılan koz, herkes görsün diye yüzü açık atılır.
    .short = kozlar yüzü açık

## exchange.rest_to

choice-exchange-rest_to-none = { $widow ->
        [yes] orta kartlarından
       *[no] kalan desteden
    } arta kalanı kimse almaz.
    .short = kimse
choice-exchange-rest_to-bidder = ihaleci { $widow ->
        [yes] orta kartlarında
       *[no] kalan destede
    } kalan bütün kartları alır ve elinde { $keep } kart kalıncaya kadar kart atar.
    .short = ihaleci
choice-exchange-rest_to-dealer = dağıtıcı desteyi soyar: { $widow ->
        [yes] orta kartlarında
       *[no] kalan destede
    } kalan bütün kartları alır ve elinde { $keep } kart kalıncaya kadar kart atar.
    .short = dağıtıcı (desteyi soyar)

## exchange.rest_taken

choice-exchange-rest_taken-in-exchange = Geri kalanı alan oyuncu bunu kendi değiş tokuş sırasında, herkesten sonra yapar.
    .short = kendi sırasında, en son
choice-exchange-rest_taken-before-trump = İhaleci kozu söylemeden önce orta kartlarını ({ $widow } kart) eline alır: diğer oyuncular kaç kart aldığını görür, hangilerini görmez.
    .short = ihaleci kozu söylemeden önce

## play.first_leader

choice-play-first_leader-bidder = İlk ele ihaleci başlar. Sonra her eli alan oyuncu bir sonraki ele başlar.
    .short = ihaleci
choice-play-first_leader-eldest = İlk ele dağıtıcının solundaki oyuncu başlar. Sonra her eli alan oyuncu bir sonraki ele başlar.
    .short = dağıtıcının solundaki oyuncu

## play.first_lead

choice-play-first_lead-any = İlk ele herhangi bir kartla başlanabilir.
    .short = herhangi bir kart
choice-play-first_lead-trump = İlk ele başlayanın elinde koz varsa ilk kart koz olmalıdır.
    .short = varsa koz

## play.legal

choice-play-legal-trump-anytime = Yerdeki renge uyabilen oyuncu ister renge uyar, ister kozla keser: renge uyabilen oyuncu da koz oynayabilir. Renge uyamayan oyuncu herhangi bir kart oynayabilir. Koz ile başlanmışsa renge uymak koz oynamak demektir.
    .short = renge uyar ya da kozla keser
choice-play-legal-must-follow = Yerdeki renge uyabilen oyuncu renge uymak zorundadır. Renge uyamayan oyuncu koz olsun olmasın herhangi bir kart oynayabilir. Koz ile başlanmışsa renge uymak koz oynamak demektir.
    .short = renge uymak zorunlu
choice-play-legal-must-trump = Yerdeki renge uyabilen oyuncu renge uymak zorundadır. Renge uyamayan oyuncu kozu varsa kozla kesmek zorundadır, yoksa herhangi bir kart oynayabilir. Koz ile başlanmışsa renge uymak koz oynamak demektir.
    .short = renge uyar, uyamazsa keser
choice-play-legal-follow-or-trump = Yerdeki renge uyabilen oyuncu ister renge uyar, ister kozla keser. Renge uyamayan oyuncu kozu varsa kozla kesmek zorundadır, yoksa herhangi bir kart oynayabilir. Koz ile başlanmışsa renge uymak koz oynamak demektir.
    .short = renge uyar ya da keser; renk yoksa keser
choice-play-legal-trumps-only = Yalnızca koz oynanabilir: bir ele başlarken de ele uyarken de oynanan her kart kozdur. Elinde koz kalmayan oyuncu çekilir: dağıtımın geri kalanına katılmaz, kalan kartları oyun dışında kalır ve onları kimse almaz. Elinde hâlâ koz olan her oyuncu birer kart oynayınca el tamamlanır. Ele başlama sırası gelen oyuncu çekilmişse, onun yerine solunda elinde hâlâ koz olan ilk oyuncu başlar. Kimsenin elinde koz kalmayınca dağıtım biter.
    .short = yalnızca koz; kozu kalmayan çekilir

## play.trick_winner

choice-play-trick_winner-highest-trump = Her oyuncu birer kart oynayınca el tamamlanır. Eli, oynanan en yüksek koz alır; koz oynanmamışsa ilk oynanan rengin en yüksek kartı alır.
    .short = en yüksek koz, yoksa ilk rengin en yüksek kartı
