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

## replay
# $problem ve $divergence motorun ve kayıtların kendi sözleridir.

cli-no_games = { $file }: dosyada hiç oyun yok
cli-replayed = { $file }: { $games } oyun yeniden oynandı, bütün sonuçlar tutuyor
cli-not_builtin = { $file }:{ $line }: kayıt { $variant } varyantına ait ve bu yerleşik değil; dosyasını --variant FILE ile verin
cli-not_replayable = { $file }:{ $line }: { $game }. oyun yeniden oynanamıyor: { $problem }
cli-diverges = { $file }:{ $line }: { $game }. oyun şurada ayrılıyor: { $divergence }{ $hint }
cli-replayed_with = { " " }(yerleşik { $variant } varyantıyla yeniden oynandı; kaydı bu kimlikte bir ev kuralları dosyası yazdıysa, o dosyayı --variant FILE ile verin)

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
