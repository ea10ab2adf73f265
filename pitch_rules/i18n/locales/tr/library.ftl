# Yerleşik varyantların metinleri (adlar, açıklamalar, notlar, yaklaşıklıklar, kaynak notları,
# puan ve joker adları). Kimlik, İngilizce metinden türetilir (pitch_rules.docs.words.library_id).
# Kaynaklardan alıntılar kaynağın dilinde kalır; oyun adları (Pitch, Setback, Smear...) özel addır.

## all-fours
lib-89e0882117 = All Fours (Seven Up)
lib-2aeced18c1 = Ailenin atası, 7 puana kadar oynanır (adı buradan: “Seven Up”). İhale yoktur: dağıtımdan sonra sıradaki kart koz için açılır ve bu kart vale ise dağıtıcı bir puan alır. Dağıtıcının solundaki oyuncu oynamayı kabul edebilir ya da isteyebilir; o zaman dağıtıcı ya her rakibe birer puan verir (ama hiçbir zaman birini oyunu kazanacak kadar değil), ya da kartları yeniden dağıtır, herkese üçer kart daha verip yeni bir renk çıkıncaya kadar yeniden açar. Yüksek ve Düşük, o kartlar kendilerine dağıtılan oyunculara; Vale ve Oyun ise onları alanlara gider; puanlar Yüksek, Düşük, Vale, Oyun sırasıyla sayılır.
lib-09e92f1956 = Dört kişiyle Foster ve Bicycle iki ortaklık hâlinde oynar (“When four play, two are partners against the other two”); taraflar henüz oyuncu sayısına göre değişemediği için burada dört kişide herkes kendi adına oynar.
lib-e014f63b7f = Foster’a göre kartlar yeniden dağıtıldıktan sonra “usual practice” herkesin altı karta kadar kart atmasıdır; dosya, Foster’ın dediğine göre bazı kulüplerin dokuz kartla yaptığı gibi bütün kartları tutar.
lib-5281425b9d = Hoyle’s Games Modernized, beraberlikte Oyun puanını ilk oyuncuya verir; dosya kimseye vermez. Kartlar yeniden dağıtılırken deste biterse aynı dağıtıcı yeniden dağıtmaz, dağıtım sırası bir sonrakine geçer.
lib-56ce6555d6 = Sayfanın yalnızca ilk bölümü (oyuncular, dağıtım, kozun belirlenmesi) okunabildi.
lib-b1a5954a48 = Yüksek
lib-a124947cbd = Düşük
lib-bc5351ffae = Vale
lib-e3e82846c3 = Oyun

## auction-pitch
lib-6b23abc403 = İhaleli Pitch
lib-5e493d1d61 = Setback diye de bilinen İhaleli Pitch: her oyuncu ilk kartı oynama hakkı için bir kez teklif verir, ilk oynanan kart kozu belirler ve Yüksek, Düşük, Vale ve Oyun puanları oyunda kazanılır. Her oyuncu kendi puanını tutar; ihaleci teklifini yapmalıdır, yoksa batar.
lib-b94463f5a4 = Bazıları iki kişiyle oynar (kurallar 2 ile 7 kişi arası bir varyanta izin verir).
lib-735016820f = Bir oyuncu, elinden bir kartı hemen masanın ortasına yüzü açık koyarak 4 teklif edebilir (“pitch”); konan kart ihalecinin ilk kartıdır. Önce 4 teklif edilip kartın sonra oynanması, burada olduğu gibi, oyunu değiştirmez.
lib-dc64aa01dc = Ortaklar karşılıklı oturarak ikişer kişilik iki takım hâlinde de oynanabilir, her takım tek taraf olarak puan tutar: bu, Eşli Pitch’tir (partnership-pitch).
lib-2fb2e72893 = Bu oyunun kural koyucu metni; beş metindeki her belirsizlik orada karara bağlanmıştır.
lib-53bdcf06fd = Aynı oyun, sayfanın kendi sözleriyle.

## auction-pitch-bid-out
lib-1d7ae6cf2a = İhaleli Pitch (yalnızca teklifini yapan bitirir)
lib-bccf5f084d = Yaygın bir ev kuralıyla İhaleli Pitch: oyunu bitirmek için ihaleci teklifini yapmalıdır. Batan ihaleci, gereken puana ulaşmış olsa bile o dağıtımda kazanmaz; İhaleli Pitch’te olduğu gibi bir dağıtımın sonunda yalnızca ihaleci kazanabilir.
lib-5485b81221 = Bu ev kuralını adıyla anar ve onu standart oyunun dışında tutar.

## auction-pitch-joker
lib-936d83ad53 = Jokerli İhaleli Pitch
lib-04313babde = 53 kartlık desteyle İhaleli Pitch: joker en küçük kozdur ve onu bir elde alana bir puan getirir, ama Düşük, en küçük doğal koz kendisine dağıtılan oyuncuya gider. İlk ele jokerle başlanırsa maça koz olur. 10 puana ilk ulaşan kazanır; puanlar, önce ihalecininkiler olmak üzere Yüksek, Düşük, Vale, Joker, Oyun sırasıyla sayılır.
lib-f645b9ebd9 = Bicycle sayfası beş puan için nasıl teklif verildiğini söylemiyor. Dosya, İhaleli Pitch’in ihalesini bir puan genişletir: 1 ile 5 arası teklifler, 5 teklifi ihaleyi bitirir, dağıtıcı 5 dışındaki her teklifi çalabilir ve herkes pas derse dağıtıcı 2 teklif etmek zorundadır.
lib-5f94ea7e11 = Sayfa, jokerin Oyun için el puanı getirip getirmediğini söylemiyor; burada hiçbir şey getirmez.
lib-ab5cf24f26 = Oyundaki tek koz joker olduğunda Yüksek puanını kimin alacağını sayfa söylemiyor; dosya Yüksek’i jokeri alana verir, Düşük’ü ise kimse almaz.
lib-0c374eed46 = Bicycle sayfasının yeniden anlatmadığı ihale.
lib-a09fb41208 = Joker
    .acc = Jokeri
    .gen = Jokerin
    .dat = Jokere
    .abl = Jokerden

## california-jack
lib-123181f5e5 = California Jack
lib-f81f01adcf = Bütün desteyle iki kişilik All Fours. Herkese altı kart dağıtıldıktan sonra destenin geri kalanı yüzü açık durur ve en üstteki kartı kozu gösterir. Eli alan, desteden en üstteki kartı çeker, öteki bir sonrakini; bu, deste bitip son altı kart oynanıncaya kadar sürer. Renge uyulur ya da kozla kesilir; renge uyamayan oyuncu kozu varsa kesmek zorundadır. Düşük de dahil her puan onu alana gider. Oyun, Yüksek, Düşük, Vale, Oyun sırasıyla sayılan on puana kadardır.
lib-0afc0dc92c = Foster’ın Hoyle’u kozu kartlar dağıtılmadan önce desteyi keserek belirler ve oyunu yedi puana kadar oynatır; bu dosya, destenin en üstteki kartının kozu gösterdiği ve oyunun ona kadar sürdüğü Bicycle’ı izler.
lib-8ee156c60f = Hiçbir kaynak, sayım berabere kalınca Oyun puanını kimin aldığını söylemiyor; kimse almaz.

## cinch
lib-7b60d8c9bf = Cinch (Çift Pedro)
lib-a5f7f2b3a5 = Çift Pedro ya da High Five diye de bilinen Cinch, ikişer kişilik iki takım için. Herkese dokuz kart; 1 ile 14 arasında tek tur ihale; en yüksek teklifi veren kozu söyler; herkes kozlar dışındaki her şeyi atıp altıya tamamlar, dağıtıcı da desteyi soyar. Kozun eş renginin beşlisi (“Sol Pedro”) koz beşlisinin (“Sağ Pedro”) hemen altında bir kozdur; her Pedro 5 puan, Yüksek (as), Düşük (ikili), Vale ve Oyun (koz onlusu) birer puan değerindedir ve hepsi onları alan takıma gider.
lib-18987c18e8 = Foster: “a player may trump, even when holding a card of the suit led”. Dosya hâlâ her oyuncuyu, uyabiliyorsa renge uymaya zorlar; bu, dosyanın bir sonraki düzeltmesini bekliyor.
lib-e047c17480 = Cinch fark üzerinden puanlanır: ihaleciler batınca öteki taraf kendi puanlarına teklifi ekleyerek yazar (örnek dağıtımda: “North/South therefore scored their points, seven, plus the value of the contract, eight, making 15”) ve iki taraftan biri oyunu bitirebilir. Teklif kuralları henüz öteki tarafın puanlarını göremiyor; dosya her tarafa kendi puanlarını yazar, batan ihalecilerden teklifi düşer ve oyunu yalnızca ihalecilerin bitirmesine izin verir.
lib-3fc94d9d9e = Dağıtıcı dışında herkes kozlar dışındaki bütün kartlarını atmak zorundadır, yedi ya da daha çok kartlık bir elden atılan kozlar da gösterilir (Bicycle). Dosya hangi koz olmayan kartları atacağını her oyuncunun seçmesine izin verir ve atılan kartlar hiç gösterilmez.
lib-a9f93f1bb3 = Herkes pas derse ne olacağı, Bicycle ile Foster’ın okunabilen bölümlerinde yok (daha sonraki bir kitap dağıtıcının teklifsiz koz söylemesine izin verir); dosya dağıtıcıyı 1 teklif etmeye zorlar.
lib-29ffcfc1f1 = Sayfanın yalnızca ilk bölümü (kart değerleri, dağıtım, ihale, kart çekme ve atma) okunabildi.
lib-07d7b75ca0 = Sağ Pedro
lib-fe79f0d810 = Sol Pedro

## commercial-pitch
lib-12871bf66d = Ticari Pitch (satışlı)
lib-07704e52cb = İlk kartı oynama hakkının ilk oyuncuya ait olduğu eski İhaleli Pitch. İlk oyuncu dört puan almayı üstlenerek hemen kendisi oynayabilir ya da bu hakkı satabilir: ötekiler onu almak için birer kez teklif verir, ilk oyuncu da ya satar ve bedeli hemen yazar, alıcı ise o teklif için oynar; ya da reddeder ve o kadar puanı kendisi almak zorunda kalır. Kimse teklif vermezse ilk oyuncu teklifsiz oynar. Düşük, kendisine dağıtılan oyuncuya gider. Her oyuncu yedi fişle başlar; oyun yediye kadardır.
lib-6540dbff6b = Parlett’in Sell-out’unda alıcılar yalnızca 1 ile 3 arası teklif verebilir ve ilk oyuncu bir teklifi reddederse puanı alıcı yazar; bu dosya, reddeden ilk oyuncunun teklifi kendisinin yapması gerektiği ve alıcının bunun için hiçbir şey yazmadığı Foster’ı, Britannica’yı ve Wikipedia’yı izler.
lib-1dda4d5983 = Bulunan kaynaklar, birden çok oyuncu yediyi geçtiğinde oyunun nasıl kazanıldığını söylemiyor. Dosya İhaleli Pitch’in kuralını korur: yediye ulaştığı dağıtımın sonunda ihaleci kazanır. İlk oyuncunun satışı hemen yazılır, ama dağıtım oynanmadan oyunu bitiremez.
lib-aa3e77cd75 = Parlett bir alıcının ne kadar teklif verebileceğini sınırlar; cümlesinin geri kalanı bulunamadı ve hiçbir sınır uygulanmaz.

## dom-pedro
lib-8f8026addb = Dom Pedro
lib-6168e3725e = Dom ile Sancho Pedro: koz üçlüsü de 3 puan değerindedir, böylece 21 puana kadar teklif verilebilir. Puanlar Yüksek, Düşük, Vale, Oyun, Dom, Pedro, Sancho sırasıyla sayılır. (Foster’ın 15 puanlık jokerli Dom Pedro’su Snoozer’dır.)
lib-2f3ac54886 = Foster, on beş puanlık bir jokeri, snoozer’ı da olan oyuna Dom Pedro der: burada o oyun Snoozer’dır (snoozer).
lib-c4e3ef3e50 = Üçlüyle birlikte puanların sayılma sırası; Foster’ın kendi Dom Pedro’su bir joker ekler (bkz. Snoozer).
lib-640a7ba254 = Dom
lib-89b896402d = Pedro
lib-3744028247 = Sancho

## partnership-pitch
lib-08c98ee7f1 = Eşli Pitch
lib-167c37c13e = Ortakları karşılıklı oturan ikişer kişilik iki takımla dört oyunculu İhaleli Pitch (0 ve 2 numaralı yerler, 1 ve 3 numaralı yerlere karşı). Takım tek taraf olarak puan tutar: ortaklardan birinin kazandığı takıma sayılır ve ihalecinin takımı teklifini yapmalıdır, yoksa batar.
lib-751afec1f9 = Oyunun eşli biçimi.

## pedro-sancho
lib-75e3603142 = Sancho Pedro
lib-83abb88d72 = Sancho Pedro (“Dokuz-beş”): koz beşlisinin (Pedro) ve koz dokuzlusunun (Sancho) üzerindeki sayı kadar puan getirdiği İhaleli Pitch; böylece 18 puana kadar teklif verilebilir. Koz onlusu olan Oyun dahil her puan onu alana gider. Puanlar Yüksek, Düşük, Vale, Oyun, Pedro, Sancho sırasıyla sayılır ve bu şekilde 50’ye ilk ulaşan kazanır.
lib-9a478bc46c = Foster’ın Pedro Sancho’sunu ilk oyuncu satar ve teklifi geçilen alıcı yeniden artırabilir: o oyun Artırmalı Pedro’dur (pedro-sancho-foster).
lib-cc385b448d = Parlett yalnızca tekliflerin aralığını verir; Pitch ihalesine dair kuralları bulunamadı. Dosya her oyuncunun bir kez, dağıtıcının en son ve çalmadan teklif vermesine izin verir; herkes pas derse dağıtıcıyı 1 teklif etmeye zorlar.
lib-5e9e5b0eb8 = Parlett puanları alındıkça yazar, bu yüzden oyun sırasında 50’ye ilk ulaşan kazanır. Dosya puanları dağıtımın sonunda, Foster’ın sırasıyla sayar.
lib-bdead1e202 = Foster’ın Pedro’su dört ile yedi oyuncu içindir; dosya, İhaleli Pitch gibi üç oyuncuya da izin verir.
lib-32e5ec43eb = Foster’ın Pedro’sunun, değiştirmediği her konuda gönderme yaptığı oyun.

## pedro-sancho-foster
lib-7fb2adfefa = Artırmalı Pedro Sancho
lib-bdca52b9d7 = Foster’ın anlattığı biçimiyle Sancho Pedro: ilk kartı oynama hakkı ilk oyuncuya aittir. İlk oyuncu hemen kendisi oynayabilir ya da hakkı satışa çıkarabilir; o zaman ötekiler onu almak için tur tur teklif verir, teklifi geçilen oyuncu sırası gelince yeniden artırabilir ve bu, tek alıcı kalıncaya kadar sürer. Sonra ilk oyuncu ya satar ve bedeli hemen yazar, alıcı da o teklif için oynar; ya da reddeder ve o kadar puanı kendisi almak zorunda kalır. Kimse teklif vermezse ilk oyuncu teklifsiz oynar.
lib-8bef3f01ba = Foster, ilk oyuncu hemen kendisi oynadığında ne kadar alması gerektiğini yalnızca İhaleli Pitch için söyler: dört, yani en yüksek teklifi. Pedro için dosya buradaki en yüksek teklifi, 18’i alır.
lib-3d4a794a3b = Foster, teklifi geçilen alıcının yeniden artırmasına izin verir ama pas diyen bir oyuncunun geri dönüp dönemeyeceğini söylemez; dosyada pas kesindir.
lib-a4ac090d0c = Foster’ın satıcının ne yazdığına dair sayfası bulunamadı; dosya Wikipedia’yı ve Britannica’yı izler: ilk oyuncu bedeli hemen yazar, reddederse teklifi kendisi yapmak zorundadır, teklif veren ise bunun için hiçbir şey yazmaz. İlk oyuncuyu elliye ulaştıran bir satış oyunu hemen bitirmez: oyun, dağıtımın puanları sırayla sayılırken dağıtımın sonunda belirlenir.

## pitch-10
lib-7dbf979cd3 = 10 Puanlık Pitch (Trickster)
lib-2365fba619 = Trickster Cards’ın 10 puanlık Pitch’i, bu dosyanın şimdilik oynayabildiği kadarıyla: koz üçlüsünün de onu alan takıma 3 puan getirdiği 7 Puanlık Pitch. Oyun 32’ye kadar.
lib-83975dbb6b = Trickster’da en düşük teklif bir masa ayarıdır (10 puanlık oyunda 1 ile 5 arası), dağıtıcının eşit teklifle çalıp çalamayacağı da başka bir ayar; varsayılan değerleri bulunan sayfalarda yok. Trickster herkes pas derse yeniden dağıtır. Dosya 3 ile 10 arası tekliflere izin verir (10 teklifi ihaleyi bitirir), dağıtıcının daha düşük her teklifi eşitleyerek çalmasına izin verir ve herkes pas derse dağıtıcıyı 3 teklif etmeye zorlar.
lib-5b0bc9ef86 = Trickster’ın 10 puanlık oyunu “the Ace, Jack, off-Jack, high Joker, low Joker, and 10 of trump” için onları alan takıma birer puan, üçlüye üç puan verir ve “One point is awarded to the player who is dealt the 2 of trump”; Oyun puanı yoktur. Dosya hâlâ oyundaki en yüksek ve en düşük kozu ve Oyun’u sayar, onluyu saymaz.
lib-ad64b88963 = Eş vale
lib-ca0ce28856 = Büyük joker
    .acc = Büyük jokeri
    .gen = Büyük jokerin
    .dat = Büyük jokere
    .abl = Büyük jokerden
lib-8768b7f1de = Küçük joker
    .acc = Küçük jokeri
    .gen = Küçük jokerin
    .dat = Küçük jokere
    .abl = Küçük jokerden
lib-f3cd4632fc = Üçlü

## pitch-11
lib-e5adfbf0c1 = 11 Puanlık Pitch (Trickster)
lib-4a496fcd07 = Trickster Cards’ın 11 puanlık Pitch’i, bu dosyanın şimdilik oynayabildiği kadarıyla: koz onlusunun Oyun için sayılmasının yanında onu alan takıma bir puan da getirdiği 10 Puanlık Pitch. Oyun 52’ye kadar.
lib-db9d2aadc6 = Trickster’da en düşük teklif bir masa ayarıdır (büyük oyunlarda 1 ile 5 arası), dağıtıcının eşit teklifle çalıp çalamayacağı da başka bir ayar; varsayılan değerleri bulunan sayfalarda yok. Trickster herkes pas derse yeniden dağıtır. Dosya 3 ile 11 arası tekliflere izin verir (11 teklifi ihaleyi bitirir), dağıtıcının daha düşük her teklifi eşitleyerek çalmasına izin verir ve herkes pas derse dağıtıcıyı 3 teklif etmeye zorlar.
lib-5725cf7ac5 = Trickster’ın 11 puanlık oyunu, eş as eklenmiş 10 puanlık oyunudur (onluyu zaten sayar); dosya ise kendi 10 puanlık oyununa onluyu ekler ve eş as içermez.
lib-83173a1aa7 = Onlu

## pitch-13
lib-0e990d9e04 = 13 Puanlık Pitch (Trickster)
lib-d993c9edb7 = Trickster Cards’ın 13 puanlık Pitch’i, bu dosyanın şimdilik oynayabildiği kadarıyla: eş asın (asın hemen altında) ve eş üçlünün (üçlünün hemen altında) birer puanlık koz olduğu 11 Puanlık Pitch. Oyun 52’ye kadar.
lib-f5ad586b2a = Trickster’da en düşük teklif bir masa ayarıdır (13 puanlık oyunda 1 ile 5 arası), dağıtıcının eşit teklifle çalıp çalamayacağı da başka bir ayar; varsayılan değerleri bulunan sayfalarda yok. Trickster herkes pas derse yeniden dağıtır. Dosya 3 ile 13 arası tekliflere izin verir (13 teklifi ihaleyi bitirir), dağıtıcının daha düşük her teklifi eşitleyerek çalmasına izin verir ve herkes pas derse dağıtıcıyı 3 teklif etmeye zorlar.
lib-84d1142336 = Trickster’ın 13 puanlık oyunu, on üçe ulaşmak için üç puanlık eş üçlünün eklendiği ve eş ası olmayan 10 puanlık oyunudur; bulunan sayfalar eş üçlünün sırasını vermiyor. Dosya, 11 puanlık oyununa hem eş ası hem eş üçlüyü birer puanla ekler ve her birini aynı değerdeki kartın hemen altına koyar.
lib-1a585be5bf = Eş as
lib-40253a365c = Eş üçlü

## pitch-15
lib-011c036539 = 15’e Pitch
lib-8ad3bf575d = Kuralların daha uzun bir oyun için andığı bir hedef olan 15 puana kadar oynanan İhaleli Pitch (Setback diye de bilinir); diğer bütün kurallar İhaleli Pitch’inkilerdir.
lib-83c774cb6a = Bu sayfadan yalnızca hedef alındı; oradaki Setback, bunun dışında Eşli Pitch gibi dört, altı ya da sekiz oyuncuyla ikişer kişilik takımlar hâlinde oynanır.

## pitch-21
lib-8c649e4ae5 = 21’e Pitch
lib-4cf65b9270 = Kuralların daha uzun bir oyun için andığı bir hedef olan 21 puana kadar oynanan İhaleli Pitch (Setback diye de bilinir); diğer bütün kurallar İhaleli Pitch’inkilerdir.

## pitch-4
lib-7b2bc1c26a = 4 Puanlık Pitch (Trickster)
lib-590f6bd0ed = Trickster Cards’ın 4 puanlık Pitch’i: ikişer kişilik iki takım, 52 kartlık desteden kişi başına altı kart; Yüksek, Düşük, Vale ve Oyun. Düşük, onu alan takıma değil, en düşük koz kendisine dağıtılan takıma gider. Teklifler 2’den başlar. Oyun 11’e kadar.
lib-e2038f5e5c = Trickster bu oyunu 2, 3 ya da 4 oyuncuyla herkes kendi adına da oynar; böyle oynamak için bu dosyayı “herkes kendi adına” taraflar ve 2 ile 4 oyuncuyla genişletin.
lib-a31586315e = Trickster’da en düşük teklif bir masa ayarıdır (4, 5 ve 6 puanlık oyunlarda 1 ile 3 arası), dağıtıcının eşit teklifle çalıp çalamayacağı da başka bir ayar; varsayılan değerleri ve herkes pas derse ne olacağı bulunan sayfalarda yok. Dosya 2 ile 4 arası tekliflere izin verir, dağıtıcının 2 ya da 3 teklifini eşitleyerek çalmasına izin verir ve herkes pas derse dağıtıcıyı 2 teklif etmeye zorlar.
lib-1644588783 = Bulunan sayfalar ihalecinin kozu söyleyip söylemediğini ya da ilk kartıyla mı belirlediğini, bir ele neyin oynanabileceğini söylemiyor. Dosya İhaleli Pitch’in kurallarını izler: ihalecinin ilk kartı kozu belirler ve koz her zaman oynanabilir.
lib-b30eb78eb9 = Trickster’ın oyunu bitirme kuralı bulunan sayfalarda yok. Dosya İhaleli Pitch’inkini korur: yalnızca ihalecinin takımı, hedefe ulaştığı dağıtımın sonunda kazanabilir.

## pitch-5
lib-ea9d102b81 = 5 Puanlık Pitch (Trickster)
lib-78825b2c75 = Trickster Cards’ın 5 puanlık Pitch’i: eş valenin, yani kozun eş renginin valesinin, koz valesinin hemen altında bir koz olduğu ve onu alan takıma bir puan getirdiği 4 Puanlık Pitch. Oyun 11’e kadar.
lib-afd90b86ee = Trickster’da en düşük teklif bir masa ayarıdır (4, 5 ve 6 puanlık oyunlarda 1 ile 3 arası), dağıtıcının eşit teklifle çalıp çalamayacağı da başka bir ayar; varsayılan değerleri ve herkes pas derse ne olacağı bulunan sayfalarda yok. Dosya 2 ile 5 arası tekliflere izin verir (5 teklifi ihaleyi bitirir), dağıtıcının 2, 3 ya da 4 teklifini eşitleyerek çalmasına izin verir ve herkes pas derse dağıtıcıyı 2 teklif etmeye zorlar.
lib-1dc6265501 = Trickster eş valeyi koz sayar ama bulunan sayfalar onun sırasını vermez; dosya onu, alışıldığı gibi, koz valesinin hemen altına koyar.
lib-f0c1159167 = Eş vale, 10 puanlık oyunla birlikte anlatılır.

## pitch-6
lib-e91a594c40 = 6 Puanlık Pitch (Trickster)
lib-1c2581fdb6 = Trickster Cards’ın 6 puanlık Pitch’i: eş vale ile onlu arasında bir koz olan ve onu alan takıma bir puan getiren tek jokerli 5 Puanlık Pitch. Oyun 11’e kadar.
lib-7b28843e10 = Trickster’da en düşük teklif bir masa ayarıdır (4, 5 ve 6 puanlık oyunlarda 1 ile 3 arası), dağıtıcının eşit teklifle çalıp çalamayacağı da başka bir ayar; varsayılan değerleri ve herkes pas derse ne olacağı bulunan sayfalarda yok. Dosya 2 ile 6 arası tekliflere izin verir (6 teklifi ihaleyi bitirir), dağıtıcının daha düşük her teklifi eşitleyerek çalmasına izin verir ve herkes pas derse dağıtıcıyı 2 teklif etmeye zorlar.
lib-a2cd747d84 = Trickster, 10 puanlık oyunda iki jokerini onlu ile vale arasına koyar; dosya bu oyunun tek jokerini de oraya, eş valenin altına koyar. Oyun için sayılıp sayılmadığı söylenmiyor; burada hiçbir şey getirmez.
lib-2b7f860a93 = Jokerler, 10 puanlık oyunla birlikte anlatılır.

## pitch-7
lib-bff3d5e74a = 7 Puanlık Pitch (Trickster)
lib-535763747e = Trickster Cards’ın 7 puanlık Pitch’i, bu dosyanın şimdilik oynayabildiği kadarıyla: iki jokerli 5 Puanlık Pitch; büyük joker küçüğün üstündedir, ikisi de eş valenin altında ve onlunun üstündedir, her biri bir puan değerindedir. Oyun 21’e kadar.
lib-bc02b88cda = Trickster’da en düşük teklif bir masa ayarıdır (7 puanlık oyunda 1 ile 5 arası), dağıtıcının eşit teklifle çalıp çalamayacağı da başka bir ayar; varsayılan değerleri bulunan sayfalarda yok. Trickster herkes pas derse yeniden dağıtır. Dosya 2 ile 7 arası tekliflere izin verir (7 teklifi ihaleyi bitirir), dağıtıcının daha düşük her teklifi eşitleyerek çalmasına izin verir ve herkes pas derse dağıtıcıyı 2 teklif etmeye zorlar.
lib-7f86f4c147 = Trickster bu oyunda kişi başına dokuz kart dağıtır; ihaleci kozu söyler, sonra “starting with the player on the pitcher's left, the non-trump cards are discarded and the hands refilled to six from the undealt cards”, geri kalanı da ihaleci alır. Dosya hâlâ kart çekmeden altışar kart dağıtır ve kozu ihalecinin ilk kartı belirler: bunun için gereken değiş tokuş kuralları henüz dosyada yok.
lib-837918915d = Bulunan sayfalar ilk ele kimin başladığını ve bir ele neyin oynanabileceğini söylemiyor; dosya İhaleli Pitch’in kurallarını izler: ihaleci başlar ve koz her zaman oynanabilir.
lib-73e600d3f8 = Trickster’ın 7 puanlık oyunu Oyun yerine koz onlusunu, onu alan takıma sayar; dosya hâlâ Oyun’u sayar.

## pitch-9
lib-235827952f = 9 Puanlık Pitch (Trickster)
lib-918061417f = Trickster Cards’ın 9 puanlık Pitch’i: koz beşlisinin de onu alan takıma beş puan getirdiği 4 Puanlık Pitch; böylece her dağıtımda dokuz puan için oynanır. Oyun 31’e kadar.
lib-2876004a56 = Oyunun adı bir dağıtımdaki puan sayısıdır: beş puanlık beşliyle Yüksek, Düşük, Vale ve Oyun dokuz eder.
lib-f6b050d1f4 = Trickster’da en düşük teklif bir masa ayarıdır (9 puanlık oyunda 1 ile 5 arası), dağıtıcının eşit teklifle çalıp çalamayacağı da başka bir ayar; varsayılan değerleri ve herkes pas derse ne olacağı bulunan sayfalarda yok. Dosya 2 ile 9 arası tekliflere izin verir (9 teklifi ihaleyi bitirir), dağıtıcının daha düşük her teklifi eşitleyerek çalmasına izin verir ve herkes pas derse dağıtıcıyı 2 teklif etmeye zorlar.
lib-97a070531e = Sayfa, beşliyi 9 puanlık oyunun puanları arasında sayar ama değerini de kimin aldığını da söylemez; dosya, Trickster’ın andığı öteki kartları saydığı gibi, onu alan takıma beş puan verir (oyunun dokuz puanından öteki dördü çıkınca kalan). Oyun için hiçbir şey getirmez.
lib-f8ed82841b = Beşli

## setback
lib-3bae240330 = Setback (11’e)
lib-3522fee203 = Kuralların daha uzun bir oyun için andığı bir hedef olan 11 puana kadar oynanan İhaleli Pitch (Setback diye de bilinir); diğer bütün kurallar İhaleli Pitch’inkilerdir.

## shasta-sam
lib-d9365fd2d7 = Shasta Sam
lib-779ee19246 = Destesi yüzü kapalı duran California Jack: yalnızca kozu gösteren kart görünür ve her çekiş bir sürprizdir.
lib-5bfbceb341 = Foster kozu dağıtımdan önce desteyi keserek belirler, bu yüzden destenin hiçbir kartının gösterilmesi gerekmez; bulunan hiçbir kaynak, California Jack’in destesi yüzü kapalıyken kozun nasıl gösterildiğini söylemiyor. Dosya kozu göstermek için destenin en üstteki kartını açar ve ilk eli alanın çekmesi için orada yüzü açık bırakır; altındaki kartlar gizli kalır.

## six-player-pitch
lib-652d8605b4 = Altı Kişilik Pitch (ikişer kişilik üç takım)
lib-44a88cfc66 = Ortakları karşılıklı oturan ikişer kişilik üç takımla altı oyunculu Eşli Pitch (0 ve 3, 1 ve 4, 2 ve 5 numaralı yerler); diğer bütün kurallar İhaleli Pitch’inkilerdir.
lib-4648fc0f6e = Kaynaklar yalnızca altı kişinin oturuşunu verir (Shankar’ın sayfası, kendi Setback kurallarıyla onlara sekizer kart dağıtır); dosya, hiçbir kaynağın altı oyuncu için belirtmediği İhaleli Pitch kuralları ve dağıtımıyla, altışar kartla oynar.

## smear
lib-afecb0de3d = Smear (5 puanlık)
lib-a71ec0f175 = Ortakları karşılıklı oturan ikişer kişilik iki takım için beş puanlık Smear: Yüksek, Düşük, Vale, Jick (eş vale) ve Oyun. Düşük, onu alan takıma değil, en düşük koz kendisine dağıtılan takıma gider. Teklifler 2 ile 5 arasıdır; 5 teklifi ihaleyi bitirir.
lib-507ac05f27 = Wikipedia’daki beş puanlık Smear, bir tarafın hepsini alma teklifi vermesine, yani beş puanın hepsini almak için 11 puanlık bir teklife ve başaramazsa 11 puan kaybetmesine izin verir; dosya hepsini alma teklifini henüz oynamıyor.
lib-c3d7b30c35 = Bulunan kaynaklar beş puanlık Smear için yalnızca puanları ve hepsini alma teklifini verir. Dağıtım (altışar kart, kart atmadan), ihale (2 ile 5 arası, dağıtıcı 2 teklif etmek zorunda ve çalabilir), oyun (koz ihalecinin ilk kartıyla belirlenir, koz her zaman oynanabilir) ve oyunun sonu (11 puan, yalnızca ihaleci tarafı bitirebilir) 5 Puanlık Pitch’inkilerdir; Wikipedia’daki ana Smear, iki taraf da hedefi geçince yüksek puanlıya, beraberlikte ihalecilere kazandırır.
lib-49dce9002f = Jick

## smudge
lib-b888be9acb = Pitch (Smudge)
lib-34d135b417 = Bicycle’ın Smudge adıyla anlattığı İhaleli Pitch: bir dağıtımda dört puanın hepsini (Yüksek, Düşük, Vale ve Oyun) kazanmak smudge’dır ve puan ne olursa olsun oyunu hemen kazandırır; dağıtıcı herkesten yüksek teklif vermeden ihaleyi alamaz.
lib-96b085d882 = Bicycle’da oyuncular yediden başlar ve batınca teklifi ekleyerek sıfıra doğru geriye sayar: burada olduğu gibi yediye doğru ileri saymakla aynıdır.
lib-5b0cda6e25 = Parlett’in Penguin Book of Card Games kitabında smudge bir tekliftir: eksiye düşmemiş bir oyuncu “smudge” olarak 4 teklif edebilir ve yaparsa oyunu hemen kazanır.
lib-b2a46d4871 = İhaleci olmayan bir oyuncunun smudge’ı henüz yazılamıyor: kazanan kuralı yalnızca ihalecinin puanlarını görür. Dosya, dört puanın hepsini kazanan ihalecinin teklif ne olursa olsun hemen kazanmasına izin verir; dördünü de kazanan başka bir oyuncu puanları yazar ve oyun sürer. Smudge için valenin dağıtılmış olması da gerekir, çünkü o olmadan dört puan kazanılamaz.

## snoozer
lib-fa9b262c35 = Snoozer (Foster’ın Dom Pedro’su)
lib-26d70be7ce = Snoozer’lı Dom Pedro: desteye en küçük koz olarak eklenen bir joker; her koz onu yener, ama koz olmayan renklerdeki her eli alır ve onu alana 15 puan getirir. Düşük hâlâ en küçük doğal kozdur. Koz üçlüsü, beşlisi ve dokuzlusu üzerlerindeki sayı kadar değerli olduğundan bir dağıtımda 36 puan teklif edilip alınabilir. Foster bu oyuna Dom Pedro ya da Snoozer der. Oyun 100’e kadardır.
lib-bcf33d6254 = Hiçbir kaynak, ilk kart olarak snoozer oynanırsa hangi rengin koz olacağını söylemiyor; dosya, ihalecinin ilk ele onunla başlamasına izin vermez.
lib-ff0cd289c9 = Oyundaki tek koz snoozer olduğunda Yüksek’i kimin alacağını hiçbir kaynak söylemiyor; dosya Yüksek’i snoozer’ı alana verir, Düşük’ü ise kimse almaz.
lib-2c2cc8bc7a = Snoozer
    .acc = Snoozer’ı
    .gen = Snoozer’ın
    .dat = Snoozer’a
    .abl = Snoozer’dan

## ten-point-pitch
lib-c33ca65b4c = On Puanlık Pitch (altıya tamamlamalı)
lib-74008cd69f = İkişer kişilik iki takım için kart çekmeli on puanlık Pitch, bu dosyanın şimdilik oynayabildiği kadarıyla: kişi başına dokuz kart, en yüksek teklifi veren kozu söyler, sonra her oyuncu koz olmayanları atıp altıya tamamlar; ihaleci destenin geri kalanını alır ve en iyi altı kartı tutar. Oyun 52’ye kadar.
lib-4c7911da74 = “The minimum bid is four. [...] players having to bid higher than any previous bid or pass on bidding. [...] If no player bids, the dealer has to take the bid for four.” Dosya hâlâ 3’ten başlayan tekliflere izin verir, dağıtıcının eşitleyerek çalmasına izin verir ve onu 3 teklif etmeye zorlar.
lib-ead361db87 = “one point each for the Ace, Jack, Jick, High Joker, Low Joker, 10, and 2. Three points for the 3.” Dosya hâlâ oyundaki en yüksek ve en düşük kozu ve Oyun’u sayar, onluyu saymaz.
lib-d70e43f947 = Koz olmayan her kart atılmalıdır, ihaleci ötekilerle birlikte kart çekmez ve ihalecinin attığı kozlar duyurulur; dosya hangi koz olmayan kartları atacağını her oyuncunun seçmesine izin verir, ihaleci geri kalanı almadan önce sırası gelince çeker ve atılan kartlar hiç gösterilmez. Bu değiş tokuş kuralları henüz dosyada yok.
lib-f3783fc7b9 = “Only trump cards can be played. [...] Once a player is out of trump suited cards, the rest of the player's cards are folded.” Dosya bütün kartları oynatır: kozu kalmayan oyuncu her ele koz olmayan bir kart oynar; bu kart içinde koz bulunan bir eli alamaz.
lib-ed9879f124 = Bulunan kaynaklar, iki takım da bir dağıtımda 52’yi geçince oyunun nasıl kazanıldığını söylemiyor; dosyada yalnızca ihalecinin takımı, bir dağıtımın sonunda kazanabilir.

## two-teams-of-three
lib-ba076fe6a0 = Üçer Kişilik İki Takımla Pitch
lib-61572128d3 = Birer atlayarak oturan üçer kişilik iki takımla altı oyunculu Eşli Pitch (0, 2 ve 4 numaralı yerler, 1, 3 ve 5 numaralı yerlere karşı); diğer bütün kurallar İhaleli Pitch’inkilerdir.
lib-3e1f853498 = Kaynak yalnızca altı kişi için takımları verir (ve kendi Setback kurallarıyla onlara sekizer kart dağıtır); dosya, hiçbir kaynağın altı oyuncu için belirtmediği İhaleli Pitch kuralları ve dağıtımıyla, altışar kartla oynar. Ortaklar, Pitch ailesinin geri kalanındaki takımlar gibi birer atlayarak oturur.
