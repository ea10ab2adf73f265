# Komut satırının kendi satırları: bir komutun işi hakkında söyledikleri ve neden yapamadığı.
# Kod her birini noktalı bir anahtarla adlandırır (cli.validate_ok, cli-validate_ok iletisidir).

## validate

cli-validate_ok = { $file }: sorun yok ({ $milliseconds } ms)
cli-validate_invalid = { $files } dosyadan { $invalid } tanesi geçersiz

## Komut satırında adı verilen varyantlar, dosyalar ve seçenekler
# $reason sistemin kendi sözleridir.

cli-bad_file_name = { $name } bir dosyanın adı olamaz
cli-cannot_read = { $name } okunamıyor: { $reason }
cli-no_variant = '{ $name }' adında bir varyant dosyası ya da yerleşik varyant yok{ $hint }
cli-builtins = { " " }(yerleşik varyantlar: { $ids })
cli-set_form = path.to.key=value biçiminde verin, örneğin game.target=11 (verilen: { $setting })
cli-set_control = bir seçenek sekme, satır sonu ya da başka bir denetim karakteri içeremez (verilen: { $setting })
cli-file_name = bir dosya adı verin
cli-no_folder = { $path } için klasör yok
cli-not_regular = { $path } var, ama sıradan bir dosya değil
cli-cannot_write = { $path } yazılamıyor: { $reason }
cli-no_output = çıktı yazılamıyor: { $reason }
# $what: document, house_file ya da records ($games oyunun kaydı).
cli-kept_elsewhere = { $asked } yazılamıyor: { $problem }; { $what ->
        [document] belge
        [house_file] ev kuralları dosyası
       *[records] { $games } oyunun kaydı
    } bunun yerine { $path } dosyasına kaydedildi

## Botlar, yerler ve oyuncular

cli-unknown_bot = bilinmeyen bot '{ $name }'; şunlardan birini seçin: { $bots }
cli-bots_per_seat = bütün yerler için bir bot ya da her yer için birer bot verin ({ $players })
cli-players_range = { $variant } { $min } ile { $max } arasında oyuncu içindir

## simulate

cli-json_alone = --json yalnızca raporu yazar; --show ve --report seçeneklerini kaldırın
cli-plot_folder = grafikler için bir klasör verin
cli-plot_needs_matplotlib = matplotlib gerekli: pip install 'pitch-rules[plot]'
cli-plot_unwritable = grafikler { $folder } klasörüne yazılamıyor: { $reason }

## play
# $what: game (oyunun kaydı) ya da record (oyunun pitch-record kaydı).

cli-resume_alone = --resume kayıtlı oyunun varyantı ve seçenekleriyle sürer; onunla birlikte VARIANT ya da --set vermeyin
cli-give_variant = oynamak için bir VARIANT ya da --resume FILE verin
cli-seats = yerler 0 ile { $last } arasındadır
cli-unkeepable_path = { $path }: kayıtlı bir oyun, yolu sekme, satır sonu, başka bir denetim karakteri ya da UTF-8 olmayan baytlar içeren bir dosyayı gösteremez; dosyanın adını değiştirin ya da onu taşıyın
cli-cannot_save = { $path } dosyasına kaydedilemiyor: { $reason }
cli-save_over = { $asked } zaten var. { $what ->
        [record] Bu oyunun kaydı
       *[game] Bu oyun
    } onun üzerine kaydedilsin mi?
cli-saved_beside = { $asked } zaten var; { $what ->
        [record] bu oyunun kaydı
       *[game] bu oyun
    } { $free } dosyasına kaydedilecek
cli-names_taken = { $asked } ve { $stem }-2 ile -999 arasındakilerin hepsi var; { $option } ile başka bir dosya verin

## play --resume: sürdürülemeyen kayıtlı oyun
# Kod önce kaydın yerini (yolunu ve varsa satır:sütun), sonra iletiyi yazar.
# $reason sistemin ya da kural yükleyicisinin kendi sözleri; $problem JSON okuyucusunun ya da motorun,
# ya da save-not_a_game ardından save-* iletilerinden biri; $variant, $was, $now ve $name tırnak içindedir.

save-unreadable = kayıtlı oyun okunamıyor: { $reason }
save-too_large = kayıtlı bir oyun değil (boyutu { $mib } MiB sınırını aşıyor)
save-not_utf8 = kayıtlı bir oyun değil (UTF-8 metni değil; bayt { $byte })
save-bad_json = kayıtlı bir oyun değil (bozuk JSON: { $problem })
save-no_format = kayıtlı bir oyun değil ("format": "{ $format }" yok)
save-not_a_game = kayıtlı bir oyun değil: { $problem }
# $kind: text, whole_number ya da list.
save-missing = '{ $key }' eksik ya da bir { $kind ->
        [text] metin
        [whole_number] tam sayı
       *[list] liste
    } değil
save-players = 'players' değeri { $players }; bir masada { $min } ile { $max } arasında oyuncu olur
save-seed = 'seed' izin verilen aralığın dışında
save-target = 'target' null ya da 1 ile { $max } arasında bir tam sayı olmalı
save-text_list = '{ $key }' bir metin listesi olmalı
save-seats = { $players } oyuncu, yer { $seat }, { $bots } bot
save-variant_not_file = oyunun varyantı { $variant } yüklenemiyor: ne yerleşik bir varyant ne de bir .yaml dosyası
save-variant_unloadable = oyunun varyantı { $variant } yüklenemiyor: { $reason }
save-variant_changed = oyun { $was } varyantıyla oynanıyordu, ama { $reference } artık { $now } varyantı
save-unknown_bot = bilinmeyen bot { $name }; botlar şunlar: { $bots }
save-not_legal = { $number }. eylem ({ $action }) o noktada kurallara uygun değil
save-no_replay = kayıtlı oyun yeniden oynanamıyor: { $problem }

## Hiçbir kaydın ya da kayıtlı oyunun içermediği JSON (katı okuyucunun sorunları; kod önce yeri yazar: dosya, satır ve sütun)
# $place: bir alanın yeri (hands/0/deal/2) ya da schema-top_level; $key ve $text yazıldığı gibi tırnak içindedir.

bad_json-invalid = geçerli JSON değil: { $problem }
bad_json-digits = { $digits } basamaklı bir sayı (en çok { $limit } basamak kabul edilir)
bad_json-constant = { $text } bir JSON sayısı değil
bad_json-duplicate_key = yinelenen anahtar { $key }
bad_json-too_deep = iç içe geçme çok derin ({ $limit } düzeyden fazla)
bad_json-too_deep_at = { $place }: iç içe geçme çok derin ({ $limit } düzeyden fazla)
# $character: karakterin kod noktası (U+0000).
bad_json-character = { $place }: metin, izin verilmeyen { $character } karakterini içeriyor
bad_json-fraction = { $place }: sayıda ondalık nokta ya da üs var; yalnızca tam sayılar kabul edilir
# bad_json-invalid içindeki $problem: Python'un JSON okuyucusunun bulduğu (yeri, iletiden önceki satır ve sütun).
bad_json-expecting_value = bir değer bekleniyordu
bad_json-expecting_name = çift tırnak içinde bir özellik adı bekleniyordu
bad_json-expecting_colon = ':' ayracı bekleniyordu
bad_json-expecting_comma = ',' ayracı bekleniyordu
bad_json-unterminated = tırnağı kapanmamış metin
bad_json-control_character = metinde denetim karakteri
bad_json-escape = geçersiz \ kaçış dizisi
bad_json-unicode_escape = geçersiz \uXXXX kaçış dizisi
bad_json-extra_data = değerden sonra fazladan veri
bad_json-trailing_comma = kapanıştan önce fazladan virgül

## replay'in okuyamadığı bir kayıt dosyası (kod önce yeri yazar: dosya, satır ve sütun)
# $format: pitch-record/1; $place: bir alanın yeri (hands/0/deal/2) ya da schema-top_level.

bad_record-too_long = satır çok uzun (sınır { $mib } MiB)
bad_record-not_utf8 = geçerli UTF-8 metni değil (bayt { $byte })
# $problem: bir schema-* iletisi (alan, yeriyle anılır), bad_record-unknown_field ya da bad_record-not_a_card.
bad_record-not_a_record = { $format } kaydı değil: { $problem }
bad_record-unknown_field = { $place }, biçimin alanlarından biri değil
bad_record-not_a_card = { $place } bir kart değil

## replay
# $problem motorun kendi sözleridir; $divergence, replay-divergence iletisidir (aşağıda).

cli-no_games = { $file }: dosyada hiç oyun yok
cli-replayed = { $file }: { $games } oyun yeniden oynandı, bütün sonuçlar tutuyor
cli-not_builtin = { $file }:{ $line }: kayıt { $variant } varyantına ait ve bu yerleşik değil; dosyasını --variant FILE ile verin
cli-not_replayable = { $file }:{ $line }: { $game }. oyun yeniden oynanamıyor: { $problem }
cli-diverges = { $file }:{ $line }: { $game }. oyun şurada ayrılıyor: { $divergence }{ $hint }
cli-replayed_with = { " " }(yerleşik { $variant } varyantıyla yeniden oynandı; kaydı bu kimlikte bir ev kuralları dosyası yazdıysa, o dosyayı --variant FILE ile verin)

## replay: kaydın ve motorun ayrıldığı yer
# cli-diverges'teki $divergence: yer, sonra orada kayıtta ve motorda ne olduğu. $recorded ve $engine kaydın yazdığı
# gibi kartlar, sayılar ya da JSON, motorun kendi sözleri ya da aşağıdaki replay-* iletilerinden biridir.

replay-divergence = { $place }: kayıtta { $recorded }, motora göre { $engine }
# $place aşağıdaki yerlerden biridir.
replay-in_hand = { $hand }. dağıtım, { $place }
# Dağıtımın kendisi değil, başka bir dağıtımdaki yer: $deal, replay-thrown_in_deal ya da replay-final_deal.
replay-in_deal = { $deal }, { $place }
replay-thrown_in_deal = iptal edilen { $number }. dağıtım
replay-final_deal = son dağıtım

# Yerler
replay-variant = varyant
replay-players = oyuncular
replay-hands = dağıtımlar
replay-dealer = dağıtıcı
replay-stock = kalan deste
replay-deal = dağıtılan kartlar
replay-settings = oyunun ayarları
replay-sides = takımlar
replay-game_over = oyunun bitmiş olması
replay-winner = kazanan
replay-misdeal = hatalı dağıtım
replay-thrown = iptal
replay-scores = puanlar
replay-upcards = açılan kartlar
replay-won_in_final = son dağıtımda kazanılan oyun
replay-to_beg = kalacak ya da isteyecek yer
replay-to_pitch = başlayacak ya da satacak yer
replay-to_sell = satacak ya da reddedecek yer
# $action kaydın sözcüğüdür (stand, beg, pitch, sell, accept, refuse...).
replay-action_by = { $seat }. yerin { $action } eylemi
replay-to_bid = teklif verecek yer
replay-bid_by = { $seat }. yerin teklifi
replay-auction_over = kayıtlı tekliflerden sonra ihalenin bitmesi
replay-naming_trump = kozun seçilmesi
replay-to_exchange = değiş tokuş yapacak yer
replay-discard_by = { $seat }. yerin attığı kart
replay-exchange_end = { $seat }. yerin değiş tokuşunun bitmesi
replay-call_by = { $seat }. yerin çağrısı
replay-bidder = ihaleci
replay-bid = teklif
replay-tricks = eller
replay-trick_leader = { $number }. ele başlayan
replay-trick_plays = { $number }. elin kartları
replay-trick_winner = { $number }. eli alan
replay-trick_play_by = { $number }. el, { $seat }. yerin kartı
replay-hand_over = kayıtlı ellerden sonra dağıtımın bitmesi
replay-trump = koz
replay-hand_sides = dağıtımın takımları
replay-thrown_in_count = iptal edilen dağıtım sayısı
replay-game_points = oyun puanları
# $point, puanın kayıttaki kimliğidir (high, low, jack, game...).
replay-award = { $number }. puan ({ $point })
replay-award_count = verilen puan sayısı

# Kayıtta ya da motorda orada olan, yeniden oynatmanın sözleriyle
replay-players_range = { $min } ile { $max } arası oyuncu
replay-no_hands = hiç dağıtım yok
replay-some_hand = en az bir dağıtım
replay-seats_dealt = { $seats }, yani 1. dağıtımda kart alan yer sayısı
replay-a_seat = 0 ile { $last } arası bir yer
replay-a_stock = kalan deste
replay-no_stock = bu varyantta kalan deste yok
replay-a_deal = bu varyantın bir dağıtımı
replay-playable = oynanabilir bir oyun
replay-cards = { $count } kart
# $cards: ne dağıtılmış ne de destede olan ilk kartlar.
replay-cards_missing = { $count } kart (eksik: { $cards })
replay-tricks_count = { $count } el
replay-ended_after = dağıtım { $count } elden sonra bitti
replay-or_more = { $count } ya da daha fazla
# $folded: oyundan çekilen her yer için replay-seat, virgülle ayrılmış.
replay-folded = { $seats } (yalnızca kozu olan yerler oynar; { $folded } kozu kalmadığı için çekildi)
replay-seat = { $seat }. yer
# $problem: motorun sözleri ya da replay-not_an_action.
replay-illegal = kurallara aykırı ({ $problem })
replay-not_an_action = { $action } bu varyantın bir eylemi değil
# $action: the recorded action; $legal: the actions the engine allows there, between commas, as records write them.
replay-not_legal_now = { $action } şu anda kurallara uygun değil; uygun olanlar: { $legal }

## Dağıtılamayan bir dağıtım (bir kaydın dağıtımı, replay'in söylediği gibi)

bad_deal-order = destenin üstünde { $count } farklı kart olmalı
bad_deal-hands = dağıtımda { $count } değil, { $players } el olmalı
bad_deal-seat_cards = { $seat }. yere { $given } değil, { $count } kart dağıtılmalı
bad_deal-twice = bir kart iki kez dağıtılmış
bad_deal-seat = { $seat }. yer
bad_deal-the_stock = kalan deste
# $holder: bad_deal-seat ya da bad_deal-the_stock.
bad_deal-no_list = { $holder }: kart listesi yok
bad_deal-not_in_deck = { $holder }: destede olmayan kartlar: { $cards }

## docs ve init

cli-document_written = { $file }: { $variant } kuralları yazıldı
cli-init_exists = { $file } zaten var; init hiçbir dosyanın üzerine yazmaz
cli-init_written = { $file }: { $variant } için ev kuralları yazıldı; şu komutla denetleyin: pitch-rules validate { $file }

## serve ve lsp

cli-give_host = dinlenecek adresi verin, örneğin 127.0.0.1
cli-give_delay = 0 ile 10 arasında bir saniye sayısı verin
cli-serve_needs_web = serve için web eklentisi gerekir ({ $module } eksik): pip install 'pitch-rules[web]'
cli-no_address = { $host } bir adres değil ({ $reason })
cli-port_in_use = bağlantı noktası kullanımda
cli-cannot_serve = { $host } üzerinde { $port } bağlantı noktasında sunulamıyor: { $reason }
cli-serving = http://{ $host }:{ $port }/ adresinde sunuluyor (Ctrl-C durdurur)
cli-server_failed = web sunucusu başlamadı
cli-lsp_needs_pygls = dil sunucusu için pygls gerekir: pip install 'pitch-rules[lsp]'

## Bir komutun sürdüremediğinde nasıl bittiği

cli-interrupted = kesildi
cli-terminated = sonlandırıldı
cli-internal_error = iç hata ({ $error }); lütfen bildirin
