# Oyuncunun kural belgeleri dışında gördüğü sözler: oyun dökümü (simulate --show) ve
# terminalde oyun (pitch-rules play). [bold]...[/] terminalin biçimlendirmesidir.

## Oyun dökümü

transcript-game = Oyun (tohum { $seed }, { $variant }, { $players } oyuncu)
transcript-steal = { $seat }. yer ihaleyi { $bid } ile çalıyor
transcript-auction_stolen = { $seat }. yer ihaleyi dağıtıcı olarak { $bid } ile çalıp kazanıyor; { $trump }
transcript-rest-dealer = { $seat }. yer destede kalan kartları alıyor ve { $cards } atıyor
transcript-rest-bidder = { $seat }. yer destede kalan kartları alıyor ve { $cards } atıyor
transcript-widow = { $seat }. yer kozu söylemeden önce orta kartlarını alıyor: { $cards }
transcript-folds = { $seat }. yer çekiliyor, kozu kalmadı
transcript-nobody = hiç kimse
transcript-seat = { $seat }. yer
transcript-seats = { $seats }. yerler
transcript-team = { $team }. takım ({ $seats }. yerler)
transcript-hand = Dağıtım { $number }: { $dealer }. yer dağıtıyor
transcript-holds = { $seat }. yerin elinde: { $cards }
transcript-turned_up = açılan: { $cards }
transcript-begging-stand = { $seat }. yer kalıyor
transcript-begging-beg = { $seat }. yer istiyor
transcript-begging-give = { $seat }. yer veriyor
transcript-begging-run = { $seat }. yer yeniden dağıtıyor
transcript-sale-pitch = { $seat }. yer hemen kendisi başlıyor
transcript-sale-sell = { $seat }. yer başlama hakkını satışa çıkarıyor
transcript-sale-accept = { $seat }. yer satıyor
transcript-sale-refuse = { $seat }. yer satmayı reddediyor
transcript-bids = teklifler: { $bids }
transcript-bid = { $seat }. yer { $bid }
transcript-pass = { $seat }. yer pas
transcript-trump = koz { $suit }
transcript-auction = { $seat }. yer ihaleyi { $bid } ile kazanıyor; { $trump }
transcript-pitch_no_contract = { $seat }. yer teklifsiz başlıyor; { $trump }
transcript-discards = { $seat }. yer { $cards } atıyor
transcript-nothing = hiçbir şey
transcript-calls = { $seat }. yer { $card } çağırıyor
transcript-for_this_hand = bu dağıtımda: { $teams }
transcript-against = {" "}karşı{" "}
transcript-trick = el { $number }: { $leader }. yer başlıyor { $cards } -> { $winner }. yer
transcript-award = { $point }: { $who }
transcript-award_card = { $point } ({ $card }): { $who }
transcript-contract-made = { $who } { $bid } teklifini { $won } puanla yapıyor; el puanları { $trick_points }
transcript-contract-set_back = { $who } { $bid } teklifinde batıyor, { $won } puan; el puanları { $trick_points }
transcript-contract-none = { $who } teklifsiz oynuyor, { $won } puan; el puanları { $trick_points }
transcript-points_won = kazanılan puanlar { $won }; el puanları { $trick_points }
transcript-score_changes = puan değişimi { $changes }; puanlar { $scores }
transcript-thrown_in = Dağıtım iptal: { $dealer }. yer dağıttı; { $why }; puanlar { $scores }
transcript-misdeal = hatalı dağıtım
transcript-ran_out = kartlar bitti
transcript-won_during_deal = oyun dağıtım sırasında, oynamadan önce kazanıldı; puanlar { $scores }
transcript-wins = { $side } kazanıyor, puanlar { $scores }
transcript-cut_off = oyun { $hands } dağıtımdan sonra kesildi, puanlar { $scores }

## Puanlar oyunu neden beklendiği gibi bitirmedi

notes-fewer_points = { $winner } { $score } puanla kazanıyor, oysa daha çok puan başkasında ({ $other }: { $other_score }); oyunu kazanan: { $rule }.
notes-target_not_won = { $side }: { $score } puan, yani en az { $target }, ama oyun kazanılmadı; oyunu kazanan: { $rule }.

## Terminalde oyun: oyuncunun yazdığı sözler

play-word-pass = pas
play-word-bid = teklif
play-word-trump = koz
play-word-discard = at
play-word-call = çağır
play-word-stand = kal
play-word-beg = iste
play-word-give = ver
play-word-run = dağıt
play-word-done = tamam
play-word-pitch = başla
play-word-sell = sat
play-word-accept = kabul
play-word-refuse = ret
play-word-help = yardım
play-word-rules = kurallar
play-word-score = puanlar
play-word-last = son
play-word-hint = ipucu
play-word-quit = çık

## Terminalde oyun: söyledikleri

play-intro = [bold]{ $name }[/], { $players } oyuncu; sizin yeriniz: { $seat }. Tohum { $seed }. Yardım için [bold]{ $help }[/] yazın.
play-next-hand = Sonraki dağıtım için Enter'a basın (ya da { $quit } yazın) 
play-saved = Oyun kaydedildi: { $path }. Devam etmek için: pitch-rules play --resume { $path }
play-choose-from = Seçenekler: { $choices }
play-choices = Seçiminiz: { $choices }
play-steal_choice = { $bid } (çalma)
play-steals = ihaleyi { $bid } ile çalıyor
play-bot_exchange = { $count } kartı kapalı atıyor ve bitiriyor
play-bids_steal = { $seat }: teklif { $bid } (çalma)
play-stole = ihaleyi { $bid } ile çaldı
play-trump_choice = { $word } { $suit }
play-rest-dealer = { $seat } destede kalan kartları alıyor, sonra elinde { $keep } kart kalana kadar kart atıyor.
play-rest-dealer_you = Destede kalan kartları siz alıyorsunuz: artık elinizdeler; elinizde { $keep } kart kalana kadar kart atın.
play-rest-bidder = { $seat } destede kalan kartları alıyor, sonra elinde { $keep } kart kalana kadar kart atıyor.
play-rest-bidder_you = Destede kalan kartları siz alıyorsunuz: artık elinizdeler; elinizde { $keep } kart kalana kadar kart atın.
play-widow = { $seat } kozu söylemeden önce orta kartlarını ({ $count } kart) alıyor, sonra elinde { $keep } kart kalana kadar kart atıyor.
play-widow_you = Orta kartlarını siz alıyorsunuz: { $count } kart artık elinizde. Kozu söyleyin; sonra elinizde { $keep } kart kalana kadar kart atın.
play-folds = { $seat } çekiliyor: kozu kalmadı.
play-folds-you = Çekiliyorsunuz: kozunuz kalmadı, bu dağıtımda artık oynamıyorsunuz.
play-exchange_status = Değiş tokuş: elinizde { $held } kart var, oyuna { $keep } kartla gireceksiniz{ $refill }.
play-exchange_refill = ; attıktan sonra desteden size yeniden kart verilir (destede { $stock } kart kaldı)
play-discarded = Atılan kartlar: { $cards }.
play-discards_stopped = { $card } atılmadı: { $reason }
play-hint = Search botu burada [bold]{ $choice }[/] seçerdi (o da yalnızca sizin gördüğünüzü görür).
play-no_trick = Henüz hiç el oynanmadı.
play-last_trick = Son el: ilk kartı { $leader } attı, kartlar { $cards } → eli alan: { $winner }.
play-score_line = Puanlar: { $scores } (hedef { $target }); dağıtım { $hand }, dağıtıcı { $dealer }.
play-hand_line = Bu dağıtım: { $contract }; alınan eller: { $tricks }.
play-no_contract_yet = henüz teklif yok
play-contract = { $bidder }: teklif { $bid }
play-no_auction = ihale yok
play-paged_rules = { $name } kuralları (q ile çıkılır).
play-game-over = [bold]Oyun bitti[/]: kazanan { $winner }; puanlar: { $scores }.
play-ask-record = Bu oyunun kaydı saklansın mı? Dosya adı (atlamak için Enter): 
play-record-saved = Kayıt saklandı: { $path } (pitch-record/1).
play-ask-record-again = { $path } zaten var. Üzerine yazmak için adını yeniden yazın ya da başka bir ad girin (atlamak için Enter): 
play-exists = { $path } zaten var; olduğu gibi bırakıldı.
play-not-written = { $asked } yazılamadı: { $problem }. Bunun yerine sistemin geçici klasörüne kaydedildi.

## Hamle neden kabul edilmedi

play-why-nothing = Hiçbir şey yazılmadı.
play-why-not-a-move = “{ $text }” bu oyunda bir hamle değil.
play-why-call-own = { $card } zaten sizde: elinizde olmayan bir kartı çağırın.
play-why-not-held = Elinizde { $card } yok.
play-why-not-playable = { $card } bu ele oynanamaz.
play-why-not-discardable = { $card } şimdi atılamaz.
play-why-bid-low = “{ $bid }” şu an olmaz: en yüksek teklif { $high }.
play-why-no-gift = Dağıtıcı şimdi puan veremez: bu puan oyunu kazandırırdı. Kartları yeniden dağıtın.
play-why-not-now = “{ $choice }” şu an seçilemez (aşama: { $phase }).

## Diğerlerinin yaptığı

play-did-pass = pas
play-did-bid = teklif { $bid }
play-did-stand = kalıyor
play-did-beg = istiyor
play-did-give = veriyor
play-did-run = yeniden dağıtıyor
play-did-done = tamam
play-did-pitch = kendisi başlıyor
play-did-sell = satıyor
play-did-accept = kabul ediyor
play-did-refuse = reddediyor
play-did-discard = atıyor: { $card }
play-did-discard-hidden = bir kart atıyor
play-did-trump = kozu söylüyor: { $suit }
play-did-call = çağırıyor: { $card }

## Masa

play-phase-auction = ihale
play-phase-sale = başlama hakkının satışı
play-phase-trump = koz seçimi
play-phase-begging = isteme
play-phase-exchange = değiş tokuş
play-phase-call = ortak çağırma
play-phase-play = oyun
play-phase-over = oyun bitti
play-you = Siz
play-seat-bot = { $seat }. yer ({ $bot })
play-seat-you = { $seat }. yer (siz)
play-seat = { $seat }. yer
play-nobody = hiç kimse
play-team = { $team }. takım ({ $members })
play-trump-is = koz { $suit }
play-trump-not-set = koz henüz belli değil
play-table-hand = [bold]Dağıtım { $hand }[/] · dağıtıcı { $dealer } · { $trump } · [italic]{ $phase }[/]
play-table-scores = Puanlar: { $scores }  (hedef { $target })
play-table-turned-up = Açılan: { $cards }
play-table-stock = Destede { $count } kart{ $top ->
        [none] {""}
       *[other] , en üstte { $top }
    }
play-table-bid-pass = { $seat }: pas
play-table-bid = { $seat }: teklif { $bid }
play-table-high-bid = → en yüksek teklif { $bid } ({ $seat })
play-table-bids = Teklifler: { $bids }
play-table-sale = Başlama hakkının satışı: { $words }
play-table-shown = Açık atılan kozlar: { $cards }
play-table-folded = Çekilenler (kozu kalmayanlar): { $seats }
play-table-trick = Masada: { $plays }
play-table-empty = Masada: henüz bir şey yok
play-table-empty-you-lead = Masada: henüz bir şey yok, ilk kartı siz atıyorsunuz
play-table-hand-cards = Kartlarınız: { $cards }
play-table-called = Çağrılan kart: { $card }
play-table-called-yours = Çağrılan kart: { $card } (sizde: ihalecinin ortağı sizsiniz)
play-table-partner-unknown = Bu dağıtımda ortağınız henüz belli değil
play-table-partners = Bu dağıtımda ortaklarınız: { $partners }
play-table-alone = Bu dağıtımda tek başınıza oynuyorsunuz
play-trick = el: ilk kartı { $leader } attı, kartlar { $cards } → { $you ->
        [yes] eli siz alıyorsunuz
       *[no] eli alan: { $winner }
    }
play-result = [bold]Dağıtım { $hand } sonucu[/]: { $bidder }: { $contract }, koz { $trump }
play-result-no-auction = [bold]Dağıtım { $hand } sonucu[/]: koz { $trump }
play-result-bid = teklif { $bid }
play-result-no-contract = teklifsiz başladı
play-result-point = { $point }{ $card } → { $who }
play-result-trick-points = el puanları: { $points }
play-result-free = teklifsiz { $won } puan aldı
play-result-made = teklifi { $won } puanla yaptı
play-result-set-back = [bold red]battı[/]: { $won } puan, teklif { $bid }
play-result-scores = puanlar: { $scores }
play-won-during-deal = [bold]Oyun daha dağıtım sırasında kazanıldı[/] (dağıtıcı: { $dealer }. yer{ $turned }): hemen yazılan puanlar, daha hiç kart oynanmadan oyunu bitirdi; kazanan: { $winner }.
play-won-during-deal-turned = , açılan: { $cards }

## Yardım

play-help-typing = Gösterilen seçeneklerden birini yazıldığı gibi ya da bir komut yazın. Kartlar 10♠, 10s ya da TS diye yazılabilir (joker adıyla ya da harfleriyle); teklifler 2 ya da teklif 2 diye; koz ise koz ♥, koz h ya da koz kupa diye.
play-help-commands = Komutlar: [bold]{ $help }[/] önünüzdeki kararı açıklar; [bold]{ $rules }[/] bu oyunun kurallarını gösterir; [bold]{ $score }[/] puanları gösterir; [bold]{ $last }[/] son eli; [bold]{ $hint }[/] search botunun sizin yerinizde ne yapacağını (o da yalnızca sizin gördüğünüzü görür); [bold]{ $quit }[/] (ya da Ctrl-C) oyunu kaydedip durdurur.
play-help-rules_heading = [bold]Oyunun bu bölümünün kuralları:[/]
play-help-decision-auction = Teklif sırası sizde: seçeneklerden bir teklif yazın, örneğin [bold]teklif 2[/] (ya da yalnızca 2), ya da [bold]pas[/].
play-help-decision-auction_steal = Dağıtıcı sizsiniz, bu yüzden ihaleyi [bold]çalabilirsiniz[/]: en yüksek teklife ({ $bid }) eşit bir teklif, ihaleyi o teklifi verenden alır. Seçeneklerde [bold]teklif { $bid } (çalma)[/] diye görünür.
play-help-decision-sale_offer = Başlama hakkı sizin: hemen başlamak için [bold]başla[/] (o zaman { $pitch_bid } yapmanız gerekir), ya da diğerleri bu hak için teklif versin diye [bold]sat[/].
play-help-decision-sale_answer = Diğerleri başlama hakkı için teklif verdi: [bold]kabul[/] hakkı en yüksek teklifi verene satar (teklif hemen size yazılır), [bold]ret[/] hakkı sizde tutar ve o teklifi sizin yapmanız gerekir.
play-help-decision-trump = İhaleyi kazandınız: koz rengini söyleyin, örneğin [bold]koz ♥[/] (ya da koz h).
play-help-decision-stand_or_beg = Açılan kart kozu belirler. [bold]kal[/] bu rengi koz olarak tutar; [bold]iste[/] dağıtıcıdan kozu değiştirmesini ister.
play-help-decision-give_or_run = Dağıtıcı sizsiniz ve solunuzdaki oyuncu istedi. [bold]ver[/] kozu tutar ve ona bir puan verir; [bold]dağıt[/] ise kartları yeniden dağıtır: herkese kart eklenir ve koz için yeni bir kart açılır.
play-help-decision-run_only = Dağıtıcı sizsiniz ve solunuzdaki oyuncu istedi. Vereceğiniz puan ona oyunu kazandırırdı, bu oyun buna izin vermez; bu yüzden kartları yeniden dağıtmalısınız ([bold]dağıt[/]): herkese kart eklenir ve koz için yeni bir kart açılır.
play-help-decision-exchange = İstemediğiniz kartları atın: tek bir kart (örneğin [bold]at 2♣[/]) ya da tek komutla birkaç kart ([bold]at 2♣ 5♦[/]).
play-help-decision-done_now = [bold]tamam[/] sıranızı bitirir ve elinizdeki kartlar kalır{ $refill }.
play-help-decision-done_refill = ; sonra desteden elinize { $keep } karta kadar kart verilir
play-help-decision-done_later = [bold]tamam[/], yeterince kart attığınızda çıkar: oyuna { $keep } kartla girmelisiniz.
play-help-decision-call = Elinizde olmayan bir kartı çağırın, örneğin [bold]çağır A♥[/]: o kart kimdeyse bu dağıtımda ortağınızdır. Diğerleri kimin olduğunu ancak o kart oynanınca öğrenir; kart kimsede yoksa tek başınıza oynarsınız.
play-help-decision-play = Gösterilen kartlardan birini oynayın, örneğin [bold]10♠[/] (ya da 10s, ya da TS): kuralların şu an oynamanıza izin verdiği kartlar bunlardır.
