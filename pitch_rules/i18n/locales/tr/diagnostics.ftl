# `pitch-rules validate` ve dil sunucusunun bir varyant dosyasında bildirdiği sorunlar.
# Kod her birini noktalı bir anahtarla adlandırır (schema.unknown_key, schema-unknown_key
# iletisidir); `validate --json` bunu sorunun kodu olarak verir. Kişinin yazdıkları (anahtarlar,
# değerler, adlar, yollar, kartlar) yazıldığı gibi, gerekiyorsa tırnak içinde gelir. Sayılar
# yalnızca rakamlarıyla yazılır.

## Bir değerin ne olduğu (dosyadaki bir değer ya da bir YAML düğümü), yalın hâlde

kind-integer = bir tam sayı
kind-number = bir sayı
kind-string = bir metin
kind-boolean = bir mantıksal değer
kind-list = bir liste
kind-mapping = bir eşleme
kind-null = null
kind-scalar = bir skaler

## İletinin sonundaki ipuçları ($name tırnak içindedir)

hint-did_you_mean = ; bunu mu demek istediniz: { $name }?
hint-allowed = { " " }(izin verilenler: { $names })

## Dosyayı YAML olarak okumak

yaml-too_large = dosya çok büyük ({ $size } bayt; sınır 1 MiB)
yaml-not_utf8 = dosya geçerli bir UTF-8 metni değil ({ $offset } konumunda 0x{ $byte } baytı)
yaml-character = dosya, YAML'ın izin vermediği U+{ $code } karakterini içeriyor
yaml-disputed_break = dosya U+{ $code } karakterini içeriyor: bu, YAML 1.1'de satır sonudur ama YAML 1.2'de değildir; satırı sıradan bir satır sonuyla bitirin ya da bu karakteri kaldırın
yaml-empty = dosya boş; varyant seçeneklerinden oluşan bir eşleme bekleniyor
yaml-top_not_mapping = üst düzeyde bir eşleme bekleniyor, ama { $found } bulundu
yaml-second_document = bir dosyada yalnızca bir YAML belgesi olabilir; ikincisi burada başlıyor
yaml-anchor = YAML çapalarına ve takma adlarına izin verilmez; değeri açıkça yazın
yaml-too_deep = iç içe geçme çok derin ({ $limit } düzeyden fazla)
yaml-nested_too_deep = iç içe geçme çok derin
yaml-version = YAML { $version } sürümü desteklenmiyor; '%YAML 1.2' yazın ya da bu satırı kaldırın
yaml-tab_indent = girintide sekme karakteri var; YAML boşluklarla girinti yapar
yaml-tab = burada sekme karakteri var; YAML değerleri boşluklarla ayırır
# $problem (ve $context) YAML okuyucusunun kendi sözleridir.
yaml-invalid = geçersiz YAML: { $problem }
yaml-invalid_at = geçersiz YAML: { $problem } ({ $line }. satırda: { $context })
yaml-tag = YAML etiketi { $tag } kullanılamaz
yaml-tag_on = YAML etiketi { $tag } { $kind ->
        [scalar] bir skalerde
        [list] bir listede
       *[mapping] bir eşlemede
    } kullanılamaz
yaml-duplicate_key = yinelenen anahtar { $key } (ilk tanımı { $line }. satırda)
yaml-key_not_plain = bir eşleme anahtarı basit bir değer olmalı, { $kind ->
        [list] bir liste
       *[mapping] bir eşleme
    } değil
yaml-merge_key = YAML birleştirme anahtarlarına ('<<') izin verilmez; anahtarları açıkça yazın
yaml-surrogate = metin U+{ $code } içeriyor: bu, bir vekil çiftin yarısıdır, bir karakter değildir
yaml-bad_scalar = { $text } geçerli bir { $tag } değeri değil
yaml-integer_too_long = tam sayı çok uzun ({ $length } karakter)

## Şema: bir varyant dosyasının içerebileceği anahtarlar ve değerler
# $subject tırnak içinde bir yol ('auction.bids[2]') ya da schema-top_level'dır.

schema-top_level = üst düzey
schema-unknown_key = { $subject } içinde bilinmeyen anahtar { $key }{ $hint }
schema-unknown_key_top = üst düzeyde bilinmeyen anahtar { $key }{ $hint }
schema-missing_key = { $subject } içinde zorunlu { $key } anahtarı eksik
schema-missing_key_top = üst düzeyde zorunlu { $key } anahtarı eksik
schema-repeated_item = { $subject } içinde { $item } birden çok kez yer alıyor
schema-same_item_twice = { $subject } aynı ögeyi iki kez içeremez
schema-key_in = { $subject } içindeki { $key } anahtarı
schema-key_in_top = üst düzeydeki { $key } anahtarı
schema-type = { $subject } { $wanted } olmalı, { $kind } değil
schema-type_shown = { $subject } { $wanted } olmalı, { $kind } ({ $value }) değil
schema-either = { $first } ya da { $second }
schema-one_of = { $subject } şunlardan biri olmalı: { $options } (verilen: { $value }){ $hint }
schema-const = { $subject } { $expected } olmalı (verilen: { $value })
schema-minimum = { $subject } değeri { $value }, ama en az { $limit } olmalı
schema-maximum = { $subject } değeri { $value }, ama en çok { $limit } olabilir
schema-exclusive_minimum = { $subject } değeri { $value }, ama { $limit } değerinden büyük olmalı
schema-exclusive_maximum = { $subject } değeri { $value }, ama { $limit } değerinden küçük olmalı
schema-multiple_of = { $subject } değeri { $value }, bu { $limit } değerinin katı değil
schema-pattern = { $subject } { $pattern } kalıbına uymalı (verilen: { $value })
schema-empty = { $subject } boş olamaz
schema-too_few_characters = { $subject } { $count } karakter uzunluğunda, ama en az { $limit } olmalı
schema-too_many_characters = { $subject } { $count } karakter uzunluğunda, ama en çok { $limit } olabilir
schema-too_few_items = { $subject } { $count } öge içeriyor, ama en az { $limit } olmalı
schema-too_many_items = { $subject } { $count } öge içeriyor, ama en çok { $limit } olabilir
schema-too_few_keys = { $subject } { $count } anahtar içeriyor, ama en az { $limit } olmalı
schema-too_many_keys = { $subject } { $count } anahtar içeriyor, ama en çok { $limit } olabilir
schema-several_forms = { $subject } izin verilen biçimlerden birden fazlasına uyuyor
# $problem şema denetleyicisinin kendi sözleridir.
schema-other = { $subject }: { $problem }
