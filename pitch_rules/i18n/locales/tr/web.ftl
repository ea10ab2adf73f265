# Tarayıcı arayüzü (pitch-rules serve): sayfalar, masadaki sözler ve gösterilen hatalar.
# web-script-* iletileri sayfanın betiklerine verilir: oradaki { $name } betiğe {name} olarak
# gider ve değeri betik yerleştirir (orada bir sayı hiçbir sözün biçimini seçmez: öyle cümleler buradadır).
# Bir hamlenin sözlerinde { $value }, sayfanın hamlenin değerini (kart, renk, sayı) çizdiği yerdir;
# .button düğmede, .log ise günlükte oyuncunun adından sonra gelir ("Ayşe 3 teklif ediyor").

## Her sayfa

web-nav-library = Kitaplık
web-nav-workshop = Atölye
web-nav-tables = Masalar
web-search-placeholder = Kurallarda ara…
web-search-label = Kurallarda ara
web-languages = Dil

## Ana sayfa

web-home-title = Ana sayfa
web-home-heading = Veri olarak Pitch ev kuralları
web-home-intro = Pitch ailesinden { $count } oyunun kurallarını okuyun, anında denetlenen kendi ev kurallarınızı yazın ve onları arkadaşlarınız ve botlarla bir masada oynayın.
web-home-library = Her yerleşik çeşidin eksiksiz kuralları, motorun oynadığı verilerin aynısından üretilmiş; yan yana karşılaştırma ve arama.
web-home-workshop-heading = Ev kuralları atölyesi
web-home-workshop = Herhangi bir çeşitten başlayın, seçenekleri bir formda ya da YAML dosyasında değiştirin; yazarken her sorunu, kuralları ve neyin değiştiğini görün, bin oyunluk benzetim yapın.
web-home-tables = Herhangi bir çeşit ya da kendi ev kurallarınız için masa açın, bağlantısını ağınızdaki arkadaşlarınızla paylaşın, boş yerlere botlar otursun.

## Kitaplık

web-library-intro = Her yerleşik çeşidin kuralları, kendi çeşit dosyasından üretilmiş: motorun oynadığı kuralların aynısı.
web-library-compare = Yan yana karşılaştırın
web-library-examples = ör. dağıtıcının çalması, aynı renk vale, orta kartları
web-search-button = Ara
web-library-variant = Çeşit
web-library-summary = Kısaca
web-house-rules = Ev kuralları
web-play = Oyna
web-compare-title = Çeşitlerin karşılaştırması
web-search-title = Arama
web-search-heading = Kurallarda ara
web-search-count = { $count } çeşit “{ $query }” sözünü içeriyor.
web-search-mentions = ({ $count } kez)
web-variant-players = { $min }–{ $max } oyuncu
web-variant-play = Masada oyna
web-variant-house = Bundan ev kuralları yap
web-variant-compare = Ötekilerle karşılaştır

## Olmayan sayfalar

web-missing-title = Burada yok
web-missing-back = Başa dön
web-missing-page = Böyle bir sayfa yok.
web-missing-variant = Bu adda yerleşik bir çeşit yok.
web-missing-table = Bu adda bir masa yok (kapanmış olabilir).
web-missing-house = Bu masada ev kuralları yok.

## Atölye

web-workshop-title = Atölye
web-workshop-start-from = Başlangıç
web-workshop-new = Yeni dosya
web-workshop-download = Ev kuralları dosyasını indir
web-workshop-play = Bu kurallarla oyna
web-workshop-checking = denetleniyor…
web-workshop-tab-rules = Kurallar
web-workshop-tab-changes = Değişiklikler
web-workshop-tab-options = Seçenekler
web-workshop-tab-simulate = Benzetim
web-workshop-options-help = Kuralların şu anki hâliyle bütün seçenekleri. Bir değişiklik dosyaya yazılır, yorumlar korunur; boş bir alan null yazar ve seçeneği kaldırır.
web-workshop-games = Oyun
web-workshop-bots = Botlar
web-workshop-simulate = { $count } oyunluk benzetim yap
web-workshop-limits = Bir çalıştırmada en çok { $games } oyun ve { $seconds } saniye; oyunlar { $hands } dağıtımdan sonra durur.
web-workshop-problems = { $count } sorun
web-workshop-ok = sorun yok: { $name }
web-workshop-no-base = Bu dosya hiçbir çeşidi genişletmiyor: karşılaştırılacak bir şey yok.
web-workshop-changes = Bu kuralların { $base } çeşidinde değiştirdikleri:
web-workshop-unchanged = Bunlar { $base } çeşidinin değişmemiş kuralları.
web-workshop-starter =
    # Ev kuralları: yalnızca { $base } çeşidinden farklı olanı değiştirin.
    # Seçenekler sekmesi de değişikliklerini buraya yazar.
web-workshop-starter-name = { $base } (ev kuralları)
web-workshop-starter-description = Evde oynadığımız biçimiyle { $base }.

## Atölyenin benzetim raporu

web-report-games = { $count ->
       *[other] oyun
    }
web-report-stopped = (süre sınırı yüzünden durdu; istenen { $asked })
web-report-hands = { $count ->
       *[other] dağıtım
    }
web-report-made = teklif yapıldı
web-report-per-hand = dağıtım başına puan
web-report-edge = dağıtıcının üstünlüğü (öteki her tarafa göre dağıtım başına puan)
web-report-make-rate = Teklife göre yapılma oranı
web-report-bid = teklif { $bid }
web-report-of = { $hands } içinde { $rate }
web-report-points = Her puan ne sıklıkla yazılıyor (dağıtım başına)
web-report-rules = İşleyen kurallar (dağıtımların payı)
web-report-wins = Yerlere göre kazançlar
web-report-cut-off = { $count } oyun { $hands } dağıtımdan sonra kesildi.
web-report-length = Oyun uzunluğu (ortalama { $mean } dağıtım)
web-report-length-hands = { $hands } dağıtım

## Masalar

web-tables-title = Masalar
web-tables-start = Masa aç
web-tables-variant = Çeşit
web-tables-players = Oyuncu sayısı
web-tables-seats = Yerler
web-tables-target = Hedef puan
web-tables-target-default = çeşidinki
web-tables-submit = Masayı aç
web-tables-help = Bir kişiye ayrılan yerler birinin oturmasını bekler; masanın bağlantısını onlarla paylaşın. Oturan hemen başlatabilir, hâlâ boş olan yerlere botlar (greedy) oturur. Ev kurallarıyla oynamak için atölyede “Bu kurallarla oyna” düğmesini kullanın.
web-tables-here = Bu sunucudaki masalar
web-tables-none = Henüz yok.
web-tables-status-waiting = oyuncu bekliyor
web-tables-status-playing = oynanıyor
web-tables-status-over = bitti
web-tables-open-seats = { $count } boş yer

## Bir masa

web-table-title = Masa: { $variant }
web-table-connecting = bağlanıyor…
web-table-share = Bu masayı paylaşın:
web-table-copy = Bağlantıyı kopyala
web-table-seats = Yerler
web-table-lobby = Boş bir yere oturun. Bütün boş yerler dolunca ya da oturan biri başlatınca oyun başlar: hâlâ boş olan yerlere botlar oturur.
web-table-name = Adınız
web-table-name-placeholder = isteğe bağlı
web-table-start = Şimdi başlat
web-table-hand-label = Kartlarınız
web-table-scores = Puanlar
web-table-last-trick = Son el
web-table-last-hand = Son dağıtım
web-table-over = Oyun bitti
web-table-record = Oyun kaydını indir
web-table-record-help = { $format } biçiminde bir satır: { $command } her sonucu yeniden denetler.
web-table-house-file = Ev kurallarını indir
web-table-log = Neler oldu

## Bir masa: yerlerin adları

web-seat = { $seat }. yer
web-seat-bot = { $seat }. yer ({ $bot })

## Bir masa: motorun hamleleri, evreler ve günlüğün notları

web-action-pass =
    .button = Pas
    .log = pas geçiyor
web-action-bid =
    .button = Teklif: { $value }
    .log = { $value } teklif ediyor
web-action-play =
    .button = Oyna: { $value }
    .log = { $value } oynuyor
web-action-trump =
    .button = Koz: { $value }
    .log = kozu söylüyor: { $value }
web-action-stand =
    .button = Kal (bu koz kalsın)
    .log = kalıyor
web-action-beg =
    .button = İste
    .log = istiyor
web-action-give =
    .button = Bir puan ver
    .log = bir puan veriyor
web-action-run =
    .button = Yeniden dağıt
    .log = kartları yeniden dağıtıyor
web-action-discard =
    .button = At: { $value }
    .log = atıyor: { $value }
web-action-done =
    .button = Atmayı bitir
    .log = atmayı bitiriyor
web-action-pitch =
    .button = Hemen başla
    .log = kendisi başlıyor
web-action-sell =
    .button = Başlama hakkını sat
    .log = başlama hakkını satışa çıkarıyor
web-action-accept =
    .button = Teklifi kabul et (sat)
    .log = başlama hakkını satıyor
web-action-refuse =
    .button = Reddet (hak bende kalsın)
    .log = reddediyor, başlama hakkı kendisinde kalıyor
web-action-call =
    .button = Çağır: { $value }
    .log = çağırıyor: { $value }
# Burada sözü olmayan türden bir hamle: $kind, motorun ona verdiği ad.
web-action-fallback =
    .button = { $kind } { $value }
    .log = { $kind } { $value }
# Başkalarının göremediği bir kartın yerine gördükleri.
web-hidden-card = bir kart

web-phase-deal = Dağıtım
web-phase-begging = İsteme
web-phase-sale = Başlama hakkının satışı
web-phase-auction = İhale
web-phase-trump = Koz seçimi
web-phase-exchange = Değiş tokuş
web-phase-call = Ortak çağırma
web-phase-play = Oyun
web-phase-over = Oyun bitti

web-note-deal = { $dealer } { $hand }. dağıtımı dağıtıyor.
web-note-trick = Eli alan: { $winner }.
web-note-folds = { $seat } çekiliyor: kozu kalmadı.
web-note-widow = { $seat } kozu söylemeden önce orta kartlarını alıyor ({ $count } kart).
web-note-thrown-in = Dağıtım iptal edildi.
web-note-hand-over = { $hand }. dağıtım bitti.
web-note-game-over = Oyun bitti, kazanan: { $winner }.
web-note-cut-off = Oyun { $hands } dağıtımdan sonra kesildi.
web-note-stopped = Oyun durdu: { $reason }.
web-bot-failed = { $seat } — bot bir hamle seçemedi (nedeni sunucunun günlüğünde)

## Bir masa: bir yerin gözünden oyun

web-game-hand = { $hand }. dağıtım
web-game-dealer = dağıtıcı: { $dealer }
web-game-trump = koz { $suit }
web-game-no-trump = koz henüz belli değil
web-game-high-bid = en yüksek teklif { $bid }: { $you ->
        [yes] sizin
       *[no] { $bidder }
    }
web-game-pitches = { $you ->
        [yes] teklifsiz başlıyorsunuz
       *[no] { $bidder } teklifsiz başlıyor
    }
web-game-called = { $you ->
        [yes] çağırdınız
       *[no] { $bidder } çağırdı
    }: { $card }
web-game-partners = ortağınız: { $partners }
web-game-turned-up = açılan: { $cards }
web-game-shown-discards = açık atılan: { $cards }
web-game-stock = destede { $count }
web-game-stock-top = destede { $count } (en üstte { $card })
web-game-cards = { $count } kart
web-game-tricks = { $count } el
web-game-folded = çekildi
web-game-status-stopped = Oyun bitmeden durdu: { $reason }.
web-game-status-cut-off = Oyun kesildi.
web-game-status-won = { $you ->
        [yes] Oyunu kazandınız.
       *[no] Oyunu kazanan: { $winners }.
    }
web-game-your-turn-card = Sıra sizde: bir kart seçin.
web-game-your-turn = Sıra sizde.
web-game-waiting = Sıra bekleniyor: { $seat }…
web-game-over-stopped = Kimse kazanmadan durdu. Yalnızca sonuna kadar oynanan oyunun kaydı olur.
web-game-over-cut-off = Kimse kazanmadan kesildi.
web-game-over-won = { $you ->
        [yes] Kazandınız
       *[no] Kazanan: { $winners }
    }, { $scores }.
web-game-score-to = { $first } - { $second }
web-hand-title = { $hand }. dağıtım: hangi puan kime gitti
web-hand-bid = { $you ->
        [yes] Teklifiniz
       *[no] { $bidder }: teklif
    } { $bid }
web-hand-pitched = { $you ->
        [yes] Teklifsiz başladınız
       *[no] { $bidder } teklifsiz başladı
    }
web-hand-trump = koz { $suit }
web-hand-no-trump = koz yok
web-hand-called = çağrılan { $card }
web-hand-nobody = hiç kimse
web-hand-trick-points = El puanları: { $points }
web-hand-made = Teklif yapıldı: { $bidders }, { $won } puan.
web-hand-set-back = Battı: { $bidders }, { $bid } teklifine karşı { $won } puan.
web-hand-scores = Puanlar: { $scores }

## Bir masa: sayfanın kendi yazıları

web-script-you = Siz
web-script-you-after = (siz)
web-script-away = (uzakta)
web-script-open = boş
web-script-sit = Buraya otur
web-script-bot = { $bot } botu
web-script-dealer = dağıtıcı
web-script-dealer-mark = D
web-script-to-win = hedef
web-script-no-trick = Henüz el yok.
web-script-connected = bağlandı
web-script-reconnecting = yeniden bağlanıyor…
web-script-seat = { $seat }. yer
web-script-person = bir kişi
web-script-bot-choice = { $bot } botu
web-script-caret = satır { $line }, sütun { $column }
web-script-not-checked = denetlenmedi: { $problem }
web-script-not-set = (ayarlanmadı)
web-script-playing = Oynanıyor…
web-script-fix-first = önce sorunları düzeltin
web-script-not-json = sunucunun yanıtı JSON değil

## Hatalar

web-error-too-many-tables = { $count } masa açık ve kullanımda; daha sonra yeniden deneyin
web-error-too-large = istek çok büyük (sınır { $limit } bayt)
web-error-length = isteğin Content-Length değeri tam bir bayt sayısı değil
web-error-cut-off = istek sonuna varmadan kesildi
web-error-not-json = istek JSON değil
web-error-not-object = istek bir JSON nesnesi değil
web-error-not-unicode = istekte geçerli Unicode olmayan metin var (tek başına bir vekil)
web-error-text = '{ $name }' metin olmalı
web-error-number = '{ $name }', { $low } ile { $high } arasında bir tam sayı olmalı
web-error-bot = 'bot' şunlardan biri olmalı: { $bots }
web-error-fix-first = önce dosyayı düzeltin: { $problem }
web-error-busy = başka bir benzetim sürüyor; bitince yeniden deneyin
web-error-games-stopped = oyunlar durdu: { $reason }
web-error-seats = 'seats' her yeri saymalı: bir kişi için '{ $open }' ya da bir bot ({ $bots })
web-error-variant = 'variant' yerleşik bir çeşidin kimliği olmalı (ya da bir ev kuralları dosyasını 'text' olarak verin)
web-error-message-text = iletileri JSON metni olarak gönderin
web-error-message-long = ileti çok uzun (sınır { $limit } karakter)
web-error-message-json = ileti JSON değil
web-error-message-object = ileti bir JSON nesnesi değil
web-error-message-unicode = iletide geçerli Unicode olmayan metin var (tek başına bir vekil)
web-error-message-type = bilinmeyen ileti türü; şunlardan birini kullanın: { $types }
web-error-token = 'token', otururken size verilen metin olmalı
web-error-seat-unknown = bu masada böyle bir yer bilinmiyor
web-error-seated = zaten { $seat }. yerde oturuyorsunuz
web-error-sit = 'seat' bir yer numarası, 'name' de metin olmalı
web-error-sit-to-start = oyunu başlatmak için bir yere oturun
web-error-sit-to-play = oynamak için bir yere oturun
web-error-kind = 'kind' geçerli bir hamlenin türü olmalı
web-error-value = 'value' geçerli bir hamlenin değeri olmalı
web-error-moves = 'moves' masanın gösterdiği hamle sayısı olmalı
web-error-players = { $variant } { $min } ile { $max } oyuncu arası içindir
web-error-seat-kind = bir yer '{ $open }' ya da bir bottur ({ $bots })
web-error-no-seat = { $seat }. yer yok
web-error-seat-closed = { $seat }. yer boş değil
web-error-seat-taken = { $seat }. yer dolu
web-error-started = oyun başladı
web-error-not-started = oyun başlamadı
web-error-over = oyun bitti
web-error-moved-on = masada oyun ilerledi; yeniden bakın
web-error-not-your-turn = sıra sizde değil: sıra { $seat } oyuncusunda
web-error-not-legal = '{ $move }' şu an geçerli bir hamle değil
web-error-record-stopped = oyun bitmeden durdu ({ $reason }); yalnızca sonuna kadar oynanan oyunun kaydı olur
web-error-record-not-over = oyun henüz bitmedi
web-error-no-option = formda '{ $path }' diye bir seçenek yok
web-error-in-editor = '{ $path }' formda değil, dosyada düzenlenir
web-error-whole-number = { $path } bir tam sayı alır
web-error-whole-number-not = { $path } bir tam sayı alır, '{ $value }' değil
web-error-yes-no = { $path } evet ya da hayırdır
web-error-takes-text = { $path } metin alır
web-error-whole-numbers = { $path } virgülle ayrılmış tam sayılar alır
web-error-not-an-option = formun bir seçeneği değil
web-error-form-cannot-read = form dosyayı burada okuyamıyor ({ $problem }); bu değişikliği düzenleyicide yapın
web-error-too-large-file = dosya çok büyük olurdu
web-error-cannot-write = form bu değeri yazamıyor: { $problem }
web-error-would-change = form dosyayı yazarken bu değeri değiştirirdi; bu değişikliği düzenleyicide yapın
web-error-example-stopped = kurallar belgesindeki örnek dağıtım durdu: { $reason }
web-error-unknown-bot = bilinmeyen bot '{ $bot }'; şunlardan seçin: { $bots }
web-error-games = oyun: 1 ile { $most } arası
