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
hint-deck_has = { " " }(destedekiler: { $words })
hint-sources = { " " }(bu dosyanın kaynakları: { $names })
hint-no_sources = { " " }(bu dosyanın kaynağı yok)

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

## extends: başka bir dosyayı değiştiren dosya

extends-builtin_only = 'extends' bir dosya adı veriyor; burada yalnızca yerleşik bir varyant adı verilebilir ({ $ids })
extends-needs_id = başka bir dosyayı genişleten bir dosyanın kendi 'id' değeri olmalı
extends-not_a_name = 'extends' yerleşik bir varyantın kimliğini ya da bir dosya yolunu verir
extends-cycle = 'extends' bir döngü oluşturuyor: { $loop }
extends-too_long = 'extends' zinciri { $limit } dosyadan uzun
extends-nul = 'extends' bir NUL karakteri içeriyor; hiçbir dosya adı ya da yerleşik kimlik bunu içeremez
extends-not_yaml = 'extends' .yaml ya da .yml ile biten bir varyant dosyası vermeli: { $target }
extends-absolute = 'extends' yalnızca { $folder } klasöründeki ve altındaki dosyaları okuyabilir: { $target } mutlak bir yol (klasörüne --allow-path ile izin verin)
extends-outside = 'extends' yalnızca { $folder } klasöründeki ve altındaki dosyaları okuyabilir: { $target } bu klasörün dışında (klasörüne --allow-path ile izin verin)
extends-no_file = 'extends' var olmayan bir dosya veriyor: { $target }
extends-no_builtin = 'extends' yerleşik olmayan bir varyant veriyor: '{ $target }' (yerleşikler: { $ids })
# $reason sistemin kendi sözleridir.
extends-unreadable = { $target } okunamıyor: { $reason }
extends-nothing_to_drop = kaldırılacak bir şey yok: bu dosyanın genişlettiği varyantta { $id } kimlikli bir öge yok

## Bir çalıştırma için değiştirilen (--set) ya da bir kayıtta veya kayıtlı oyunda yazılı seçenekler
# $named: option (--set ile verildi) ya da place (bir kayıtta ya da kayıtlı oyunda yazılı).

setting-too_many = { $count } seçenek (en çok { $limit } kabul edilir)
setting-form = { $named ->
        [place] seçenek
       *[option] --set
    } path.to.key=value biçiminde olmalı, verilen: { $setting }
setting-extends = { $named ->
        [place] seçenek
       *[option] --set
    } bir varyantın neyi genişlettiğini değiştiremez; 'extends' değerini bir ev kuralları dosyasına yazın
setting-inside_item = { $named ->
        [place] seçenek
       *[option] --set
    } { $key }: '{ $item }' ögesinin içindeki bir anahtarı verin, örneğin { $key }.to=...

## Kurallar: birbirine ya da desteye uymayan seçenekler

variant-source_twice = '{ $id }' kaynak kimliği iki kez kullanılmış
variant-unknown_source = bilinmeyen kaynak '{ $source }'{ $hint }
variant-approximation_twice = '{ $id }' yaklaşıklık kimliği iki kez kullanılmış
variant-not_a_rule = '{ $name }', { $variant } oyununun bir kuralı değil{ $hint }
variant-default_players = varsayılan oyuncu sayısı { $default }, en az { $min } ile en çok { $max } arasında değil
variant-min_above_max = en az oyuncu sayısı { $min }, en çok oyuncu sayısı { $max } değerinden büyük
variant-deck_too_small = her birine { $cards } kart verilen { $players } oyuncu için { $need } kart gerekir, ama destede { $deck } kart var
variant-deck_too_small_widow = her birine { $cards } kart verilen { $players } oyuncu ve { $widow } kartlık orta kartları için { $need } kart gerekir, ama destede { $deck } kart var
variant-packets_uneven = { $cards } kart, { $packet } kartlık paketlere eşit bölünmüyor
variant-partnership_needs_teams = ortaklı oyun için 'teams' ve 'team_size' gerekir
variant-team_players = { $size } kişilik { $teams } takım için tam olarak { $count } oyuncu gerekir; min, max ve default değerlerini { $count } yapın
variant-teams_only_partnership = 'teams' ve 'team_size' yalnızca kind: partnership için geçerlidir
variant-not_in_ranking = '{ $word }' bu destenin bir kart değeri, off-değeri ya da jokeri değil{ $hint }
variant-ranked_twice = '{ $word }' sıralamada iki kez yer alıyor
variant-ranking_leaves_out = sıralamada şunlar eksik: { $missing }
variant-not_a_rank = '{ $rank }' bu destenin bir kart değeri ya da jokeri değil{ $hint }
variant-turn_up_only = trump.{ $key } yalnızca chosen_by: turn-up için geçerlidir
variant-upcard_points_for = trump.begging.upcard_points_for için trump.upcard_points gerekir: açılan hiçbir kart puan getirmiyor
variant-joker_first_chosen_by = ilk oynanan joker kozu yalnızca chosen_by: first-lead ile belirler, { $chosen_by } ile değil
variant-joker_first_no_jokers = destede ilk oynanacak joker yok (deck.jokers)
variant-joker_first_suit = '{ $suit }' bu destenin bir rengi değil ({ $suits })
variant-bids_unsorted = teklifler küçükten büyüğe sıralanmalı
variant-bid_above_points = { $bid } teklifi, bir dağıtımda kazanılabilecek { $points } puandan fazla
variant-not_a_bid = { $key } { $value }, { $bids } tekliflerinden biri değil
variant-steal_not_a_bid = dağıtıcı { $bid } ile çalamaz: bu bir teklif değil
variant-steal_closes = dağıtıcı { $bid } ile çalamaz: { $bid } teklifi, dağıtıcının sırası gelmeden ihaleyi bitirir
variant-all_pass_needs = all_pass: { $all_pass } için auction.{ $needs } gerekir
variant-pitch_bid_not_a_bid = pitch_bid { $bid }, { $bids } tekliflerinden biri değil
variant-sell_out_partnership = oynama hakkının satışı, her oyuncunun kendi başına oynamasını gerektirir: bir ortak, hakkı kendi tarafından satın almış olurdu
variant-dealer_cannot_pitch = dağıtıcı ilk kartı oynayamaz: play.first_leader: eldest ile ilk kartı dağıtıcının solundaki oyuncu oynar ve kozu o belirler
variant-redeal_without_misdeal = deal.misdeal_redeal yalnızca deal.misdeal_if ile birlikte geçerlidir
variant-always_misdeal = misdeal_if: true her dağıtımı bozuk yapar: hiçbir dağıtım oynanamaz
variant-opponent_teams = opponent() tam olarak iki taraf ister, ama bu varyant { $teams } takıma izin veriyor
variant-opponent_players = opponent() tam olarak iki taraf ister, ama bu varyant { $min } ile { $max } arasında oyuncuya izin veriyor
variant-joker_spells_card = '{ $id }' sıradan bir kartın yazılışı; jokere başka bir ad verin (örneğin JK, BJ)
variant-joker_twice = '{ $id }' joker kimliği iki kez kullanılmış
variant-first_lead_trump = first_lead: trump için kozun ilk karttan önce belirlenmesi gerekir (trump.chosen_by)
variant-trumps_only_trump = legal: trumps-only için kozun ilk karttan önce belirlenmesi gerekir (trump.chosen_by)
variant-trumps_only_draw = legal: trumps-only, her elden sonra kart çekmeyle (stock.draw_after_trick) bir arada olamaz: çekilmiş bir oyuncu koz çekebilirdi
variant-no_auction_leader = ihale olmadan ihaleci de olmaz: ilk kartı ilk oyuncu (eldest) oynar
variant-no_auction_trump = ihale olmadan kimse kozu { $chosen_by } ile belirleyemez
variant-no_auction_rest = ihale olmadan kalan kartları alacak bir ihaleci yok
variant-hand_teams_solo = for_the_hand: { $value } için kind: solo gerekir (ortaklı oyunda takımlar zaten var)
variant-hand_teams_auction = for_the_hand: { $value } için ihale gerekir: takımlar ihalecinin çevresinde kurulur
variant-hand_teams_players = for_the_hand: { $value } için en az 3 oyuncu gerekir (players.min değeri { $min })
variant-hand_teams_score = sides.for_the_hand ile bir dağıtımlık takımın süregelen bir skoru yoktur: sözleşme '{ $name }' değerini okuyamaz
variant-min_discard_refill = min_discard yalnızca refill: true ile geçerlidir (her oyuncu kart atarken)
variant-min_discard_dealt = min_discard { $min }, dağıtılan kart sayısından ({ $cards }) fazla
variant-discard_down_refill = discard_down yalnızca refill olmadan geçerlidir (refill ile her oyuncunun eli yeniden tamamlanır)
variant-all_non_trumps_refill = discard: all-non-trumps için refill: true gerekir (her oyuncu kart atarken)
variant-bidder_left_auction = order: bidder-left için ihale gerekir: ihale olmadan ihaleci olmaz
variant-exchange_before_trump = { $key }: { $value } için kozun değişimden önce belirlenmesi gerekir, ilk kartla değil (trump.chosen_by)
variant-kept_trump_unranked = '{ $word }' sıralamada (trump.ranking) yer alan bir koz değil{ $hint }
variant-kept_trumps_first_lead = kept_trumps için kozun değişimden önce belirlenmesi gerekir, ilk kartla değil (trump.chosen_by)
variant-kept_trumps_no_discard = kept_trumps burada hiçbir şeyi değiştirmez: bu değişimde kimse kart atmaz (kimseye yeniden kart verilmez, kalan kartları kimse almaz ve dağıtılan { $dealt } kart keep değerinden, { $keep }, fazla değildir)
variant-before_trump_rest_to = rest_taken: before-trump için rest_to: bidder gerekir (orta kartlarını ihaleci alır), { $rest_to } değil
variant-before_trump_widow = rest_taken: before-trump için orta kartları (deal.widow) gerekir: onlar olmadan kalan kartlar destenin tamamıdır
variant-before_trump_chosen_by = rest_taken: before-trump için kozu ihalecinin söylemesi gerekir (trump.chosen_by: bidder-names), { $chosen_by } değil
variant-before_trump_refill = rest_taken: before-trump, refill ile bir arada olamaz: orta kartları ihalecinin elindedir ve kimsenin eli yeniden tamamlanamaz
variant-refill_keep = refill ile keep { $keep }, dağıtılan kart sayısından ({ $dealt }) fazla: eli ilk tamamlanan oyuncular destede ötekilere yetecek kart bırakmayabilir (keep en çok { $dealt })
variant-keep_above_dealt = kalan kartları alan oyuncu (rest_to: { $rest_to }) keep { $keep } kartla, ötekiler dağıtılan { $dealt } kartla oynar: her el oyuna aynı sayıda kartla başlamalı (keep en çok { $dealt })
variant-keep_not_dealt = kalan kartları alan oyuncu (rest_to: { $rest_to }) keep { $keep } kartla, ötekiler dağıtılan { $dealt } kartla oynar: her el oyuna aynı sayıda kartla başlamalı (discard_down: true ile ötekiler de keep sayısına kadar kart atar)
variant-keep_after_run = kalan kartları alan oyuncu (rest_to: { $rest_to }) keep { $keep } kartla, ötekiler ise kartlar yeniden dağıtıldığında daha fazlasıyla oynar (trump.begging): her el oyuna aynı sayıda kartla başlamalı (discard_down: true ile ötekiler de keep sayısına kadar kart atar)
variant-stock_uneven = { $players } oyuncuyla, destede kalan { $left } kart her elden sonra eşit paylaşılamıyor
variant-point_twice = '{ $id }' puan kimliği iki kez kullanılmış

## Puanlama dili (dosyadaki ifadeler)

# İletilerin her türden bir değeri adlandırışı (yalın hâlde).
expression-type_number = sayı
expression-type_bool = doğru/yanlış
expression-type_card = kart
expression-type_cards = kart kümesi
expression-type_side = taraf
expression-type_suit = renk
expression-type_rank = kart değeri
expression-type_card_name = kart adı
expression-type_tally = taraf başına sayı
expression-type_none = none
expression-type_text = tırnak içinde metin
# Ayrıştırıcının sırada beklediği.
expression-token_name = bir ad
expression-token_number = bir sayı
expression-token_text = tırnak içinde metin
expression-token_end = ifadenin sonu
expression-one_of = şunlardan biri: { $words }
expression-digits = { $digits } basamaklı bir sayı
expression-wrong_type = ifade “{ $actual }” türünde bir değer veriyor, ama bu kural “{ $expected }” türü istiyor
expression-too_long = ifade çok uzun ({ $length } karakter; sınır { $limit })
expression-empty = ifade boş
expression-unexpected = burada { $found } beklenmiyordu; beklenen: { $expected }
expression-unexpected_end = ifade beklenmedik biçimde bitti; beklenen: { $expected }
expression-unexpected_character = beklenmeyen karakter { $character }
expression-too_deep = ifade çok derin iç içe geçmiş (sınır { $limit } düzey)
expression-number_too_large = { $number } çok büyük: bir sayı en çok { $limit } olabilir
expression-always_beyond = bu her zaman { $number } verir; bu, sıfırın iki yanındaki { $limit } sınırının ötesinde
expression-quoted_text = tırnak içindeki metin yalnızca dealt('J', trump) gibi bir çağrıda bir kart değerini, rengi ya da kartı adlandırabilir
expression-call_function = '{ $name }' bir işlevdir; şöyle çağırın: { $signature }
expression-not_in_rule = '{ $name }' bu kuralda kullanılamaz
expression-unknown_name = bilinmeyen ad '{ $name }'{ $hint }
expression-not_a_function = '{ $name }' bir değerdir, işlev değil
expression-arguments = { $name }() { $count } bağımsız değişken alır, verilen: { $given }: { $signature }
expression-argument_type = { $function }() işlevi '{ $param }' için “{ $expected }” türü ister, verilen: “{ $actual }”
expression-not_in_deck = '{ $text }' bu destenin bir { $kind ->
        [rank] kart değeri
        [suit] rengi
       *[card] kartının adı
    } değil{ $hint }
expression-operand = '{ $symbol }' işleci “{ $expected }” türü ister, verilen: “{ $actual }”
expression-compare = “{ $left }” ile “{ $right }” karşılaştırılamaz
expression-branches = 'then' “{ $then }” veriyor, ama 'else' “{ $otherwise }” veriyor

## Oyun sırasında sınırın ötesinde bir sayı (sözleşme kuralının sayısı ya da onun yaptığı puan)

# $what: number_limit-rule, number_limit-adding ya da number_limit-score; $number: sayının basamakları ya da expression-digits.
number_limit-gave = { $what } { $number } veriyor; bu, sıfırın iki yanındaki { $limit } sınırının ötesinde
# $rule: sözleşmenin kuralı, dosyadaki adıyla (bidder, others).
number_limit-rule = sözleşmenin { $rule } kuralı
number_limit-adding = sözleşmenin { $rule } kuralının { $side }. takımın puanına eklenmesi
# Dağıtım sırasında hemen yazılan puanlar (açılan bir Vale, bir satış...).
number_limit-score = dağıtım sırasında { $side }. takımın puanına puan eklenmesi
# $problem: number_limit-gave.
number_limit-in_hand = { $hand }. dağıtım: { $problem }

## Dil sunucusu (dosya düzenlenirken gösterilen sorunlar)

editor-too_large = dosya, yazarken denetlenemeyecek kadar büyük ({ $size } bayt; sınır { $limit } KiB); onu pitch-rules validate denetler
editor-nul_name = dosyanın adı bir NUL karakteri içeriyor; hiçbir dosya adı bunu içeremez

## YAML okuyucusunun (PyYAML) kendi sorunları, “geçersiz YAML: ...” içinde
# $expected, $found ve $character beklediği ya da bulduğu şeydir: yazıldığı gibi bir karakter ya da aşağıdaki sözler.

yaml-no_colon = beklenen ':' bulunamadı
yaml-mapping_values = burada eşleme değerlerine izin verilmez
yaml-sequence_entries = burada liste ögelerine izin verilmez
yaml-mapping_keys = burada eşleme anahtarlarına izin verilmez
yaml-unexpected_end = dosya beklenmedik biçimde bitti
yaml-document_separator = beklenmeyen belge ayırıcısı
yaml-unclosed = girinti yanlış ya da bir '[' veya '{ "{" }' kapanmamış
yaml-expected = beklenen: { $expected }, bulunan: { $found }
yaml-expected_got = beklenen: { $expected }, gelen: { $found }
yaml-cannot_start = hiçbir öğenin başlayamayacağı { $character } karakteri bulundu
yaml-unknown_escape = bilinmeyen kaçış karakteri { $character } bulundu
yaml-phrase_comment_or_break = bir yorum ya da satır sonu
yaml-phrase_block_indicators = kırpma ya da girinti göstergeleri
yaml-phrase_alphanumeric = bir harf ya da rakam
yaml-phrase_node_content = düğümün içeriği
yaml-phrase_indentation_indicator = 1 ile 9 arasında bir girinti göstergesi
yaml-duplicate_directive = ikinci bir %YAML yönergesi bulundu
yaml-duplicate_tag_handle = { $handle } etiket öneki iki kez tanımlanmış
yaml-undefined_tag_handle = { $handle } etiket öneki tanımlanmamış
yaml-phrase_digit = bir rakam
yaml-phrase_digit_or = bir rakam ya da { $symbol }
yaml-phrase_hex_escape = { $count } onaltılık rakamlı bir kaçış dizisi
yaml-phrase_uri_escape = { $count } onaltılık rakamlı bir URI kaçış dizisi
yaml-phrase_uri = bir URI
yaml-token_file_start = dosyanın başı
yaml-token_file_end = dosyanın sonu
yaml-token_block_end = girintili bir bloğun sonu
yaml-token_mapping_start = bir eşlemenin başı
yaml-token_list_start = bir listenin başı
yaml-token_directive = bir yönerge
yaml-token_value = bir değer
yaml-token_alias = bir takma ad
yaml-token_anchor = bir çapa
yaml-token_tag = bir etiket
yaml-token_key = bir eşleme anahtarı
# Okuyucunun sorunu bulduğunda okuduğu şey ($context).
yaml-context_block_collection = bir blok koleksiyonu ayrıştırılırken
yaml-context_block_mapping = bir blok eşlemesi ayrıştırılırken
yaml-context_block_node = bir blok düğümü ayrıştırılırken
yaml-context_flow_mapping = ayraç içindeki bir eşleme ayrıştırılırken
yaml-context_flow_node = ayraç içindeki bir düğüm ayrıştırılırken
yaml-context_flow_sequence = ayraç içindeki bir liste ayrıştırılırken
yaml-context_node = bir düğüm ayrıştırılırken
yaml-context_parsing_tag = bir etiket ayrıştırılırken
yaml-context_block_scalar = bir blok skaleri okunurken
yaml-context_directive = bir yönerge okunurken
yaml-context_quoted_scalar = tırnak içindeki bir skaler okunurken
yaml-context_double_quoted_scalar = çift tırnak içindeki bir skaler okunurken
yaml-context_simple_key = basit bir anahtar okunurken
yaml-context_alias = bir takma ad okunurken
yaml-context_anchor = bir çapa okunurken
yaml-context_tag = bir etiket okunurken
yaml-context_next_token = sıradaki öge aranırken
