# Simülasyon raporlarının (simulate --report, --plot), iki varyantın karşılaştırmasının
# (compare) ve ilerleme çubuklarının sözleri. Sayılar biçimlendirilmiş gelir.

## simulate --report: tablolar
report-wins = Galibiyetler
report-column-seat-or-bot = yer ya da bot
report-column-wins = galibiyet
report-column-rate = oran
report-seat = { $seat }. yer
report-bot = { $bot } botu
report-bot-games = { $bot } botu ({ $games } oyun)
report-cut-off = yarıda kesildi
report-bids = Teklifler (ihalelerin yapılma oranı: { $rate })
report-column-bid = teklif
report-column-hands = dağıtım
report-column-share = pay
report-column-made = yapıldı
report-column-make-rate = yapılma oranı
report-points = Puanlar (dağıtım başına ortalama { $per-hand } puan)
report-column-point = puan
report-column-awarded = verildi
report-column-of-hands = dağıtım oranı
report-column-to-bidder = ihalecinin tarafına
report-rules = Devreye giren kurallar
report-column-what-happened = ne oldu
report-no-hands = Hiç dağıtım oynanmadı.
report-game-length = Oyun uzunluğu: ortalama { $mean } dağıtım (ortanca { $median }, en az { $shortest }, en çok { $longest }).
report-dealer-edge = Dağıtıcının üstünlüğü: diğer her tarafa karşı dağıtım başına { $edge } puan.
report-percentage-points = { $difference } y. p.

## Raporun saydığı kurallar: ne olduğu (değer) ve kısa adı (.name)
report-check-forced-bid = diğer herkes pas dedi, bu yüzden dağıtıcı teklif vermek zorunda kaldı (en az { $bid })
    .name = zorunlu teklif
report-check-no-contract = herkes pas dedi, bu yüzden { $pitcher ->
        [dealer] dağıtıcı
       *[eldest] dağıtıcının solundaki oyuncu
    } teklifsiz oynadı
    .name = teklifsiz
report-check-all-passed = herkes pas dedi ve dağıtım iptal edildi{ $penalty ->
        [yes] ; dağıtıcının tarafı { $losing } puan kaybetti
       *[no] {""}
    }
    .name = herkes pas
report-check-dealer-steal = dağıtıcı en yüksek teklife eşit teklif vererek ihaleyi çaldı ({ $steals })
    .name = dağıtıcı ihaleyi çaldı
report-check-closing-bid = { $bid } teklifi ihaleyi hemen bitirdi
    .name = ihaleyi bitiren teklif
report-check-moon-bid = biri bütün puanları almak için { $bid } teklif etti
    .name = hepsini alma teklifi
report-check-bid-again = teklifi geçilen bir oyuncu yeniden teklif verdi
    .name = yeniden teklif
report-check-pitched-at-once = ilk oyuncu oynama hakkını satmadan { $bid } teklifle kendisi oynadı
    .name = satmadan oynadı
report-check-sold = ilk oyuncu oynama hakkını sattı ve bedelini puan olarak yazdı
    .name = satıldı
report-check-refused = ilk oyuncu en yüksek teklifi reddetti ve o teklifle kendisi oynadı
    .name = satmayı reddetti
report-check-set-back = ihalecinin tarafı teklifini yapamadı
    .name = battı
report-check-upcard-points = koz için açılan kart dağıtıcının tarafına puan kazandırdı
    .name = açılan kart puanı
report-check-begged = dağıtıcının solundaki oyuncu istedi
    .name = istedi
report-check-gave = dağıtıcı kozu korumak için { $gift } puan verdi
    .name = dağıtıcı verdi
report-check-ran = dağıtıcı yeniden dağıttı (her oyuncuya { $run } kart daha)
    .name = yeniden dağıtıldı
report-check-called-alone = söylenen kart kimsede yoktu: ihaleci tek başına oynadı
    .name = söylenen kart kimsede yok
report-check-trump-shown = bir oyuncu yüzü açık koz attı
    .name = açık koz atıldı
report-check-misdeal = bir dağıtım, varyantın kuralına göre bozuk dağıtım oldu
    .name = bozuk dağıtım
report-check-won-during-deal = dağıtım sırasında alınan puanlar bir tarafa oyundan önce kazandırdı
    .name = dağıtımda kazandı
report-check-thrown-in = bir dağıtım iptal edildi ve kartlar yeniden dağıtıldı
    .name = dağıtım iptal
report-check-single-trump = oyunda yalnızca bir koz vardı
    .name = tek koz
report-check-one-card-several-points = tek bir kart birden çok puanı belirledi
    .name = tek kart, birkaç puan
report-check-not-awarded = “{ $point }” puanı kimseye verilmedi
    .name = “{ $point }” verilmedi
report-check-target-reached-without-winning = bir taraf kazanmak için gereken puana ulaştı ama o an kazanmadı
    .name = hedefe ulaştı, kazanmadı
report-check-negative-score = bir tarafın puanı sıfırın altına düştü
    .name = eksi puan

## simulate: oyunları özetleyen satır (--json olmadan)
report-summary = { $variant }: { $games } oyun, { $players } oyuncu, { $hands } dağıtım — { $results }
report-summary-result = { $who }: { $wins } ({ $rate })
report-charts = grafikler: { $files }
report-cut-off-at-limit = { $games } oyun, bir oyunun sürebileceği en fazla dağıtım olan { $hands } dağıtımda yarıda kesildi

## simulate --plot: grafiklerin başlıkları ve eksenleri
plot-title = { $variant }, { $players } oyuncu, { $games } oyun
plot-wins = Kazanılan oyunlar
plot-wins-axis = oyunların yüzdesi
plot-bids = Yapılan teklifler, seviyeye göre
plot-bids-axis = yapılma yüzdesi
plot-points = Verilen puanlar
plot-points-axis = dağıtımların yüzdesi
plot-rules = Devreye giren kurallar
plot-rules-axis = dağıtımların yüzdesi
plot-game-length = Oyun uzunluğu
plot-game-length-axis = oyunların yüzdesi (dağıtım sayısına göre)

## compare: tablo, göstergeleri ve dipnotları
compare-title = A: { $first }; B: { $second }; her biriyle { $games } oyun (aynı tohumlar)
compare-with-settings = { $variant }, { $settings } ile
compare-column-figure = gösterge
compare-column-difference = B - A
compare-column-interval = %95 aralık
compare-interval = [{ $low }; { $high }]
compare-metric-make-rate = ihalecinin teklifi yapma oranı
compare-metric-points-per-hand = dağıtım başına puan
compare-metric-dealer-advantage = dağıtım başına dağıtıcı üstünlüğü
compare-metric-hands-per-game = oyun başına dağıtım
compare-significant = * aralık sıfırı içermiyor: şans değil, gerçek bir fark
compare-percentage-points = y. p.: yüzde puan, iki yüzde arasındaki fark

## Uzun bir koşunun ilerleme çubuğu: koşu, çubuk, oynanan oyunlar, kalan süre
progress-games = oyun, yaklaşık
progress-left = kaldı
