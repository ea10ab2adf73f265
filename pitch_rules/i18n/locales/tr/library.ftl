# Yerleşik varyantların metinleri (adlar, açıklamalar, notlar, yaklaşıklıklar, kaynak notları,
# puan ve joker adları). Kimlik, İngilizce metinden türetilir (pitch_rules.docs.words.library_id).
# Kaynaklardan alıntılar kaynağın dilinde kalır; oyun adları (Pitch, Setback, Smear...) özel addır.

## all-fours
lib-89e0882117 = All Fours (Seven Up)
lib-56ce6555d6 = Sayfanın yalnızca ilk bölümü (oyuncular, dağıtım, kozun belirlenmesi) okunabildi.
lib-0293f59bfe = Yalnızca puanların sayılma sırası için alıntılanmıştır; beraberlikte Oyun puanını kimseye vermez, bu dosya ise burada Hoyle's Games Modernized’ı izler.
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
lib-29ffcfc1f1 = Sayfanın yalnızca ilk bölümü (kart değerleri, dağıtım, ihale, kart çekme ve atma) okunabildi.
lib-07d7b75ca0 = Sağ Pedro
lib-fe79f0d810 = Sol Pedro

## commercial-pitch
lib-12871bf66d = Ticari Pitch (satışlı)
lib-cbc4435210 = İlk kartı oynama hakkının ilk oyuncuya ait olduğu eski İhaleli Pitch. İlk oyuncu dört puan almayı üstlenerek hemen kendisi oynayabilir ya da bu hakkı satabilir: ötekiler onu almak için birer kez teklif verir, ilk oyuncu da ya satar ve bedeli hemen yazar, alıcı ise o teklif için oynar; ya da reddeder ve o kadar puanı kendisi almak zorunda kalır. Kimse teklif vermezse ilk oyuncu teklifsiz oynar. Düşük, kendisine dağıtılan oyuncuya gider. Her oyuncu yedi fişle başlar ve ihaleci olsun olmasın, yedi fişinin hepsinden ilk kurtulan kazanır.
lib-6540dbff6b = Parlett’in Sell-out’unda alıcılar yalnızca 1 ile 3 arası teklif verebilir ve ilk oyuncu bir teklifi reddederse puanı alıcı yazar; bu dosya, reddeden ilk oyuncunun teklifi kendisinin yapması gerektiği ve alıcının bunun için hiçbir şey yazmadığı Foster’ı, Britannica’yı ve Wikipedia’yı izler.
lib-e822d91643 = Bulunan kaynaklar, aynı dağıtımda birden çok oyuncu son fişinden kurtulduğunda kimin kazandığını söylemiyor. Dosya önce satışın bedelini sayar, çünkü bedel hemen yazılır (ilk oyuncuyu yediye ulaştıran bir satış, dağıtım oynanmadan kazandırır); sonra, kim kazanmış olursa olsun, Yüksek, Düşük, Vale ve Oyun’u Foster’ın sıraladığı düzende sayar; batan ihaleci o dağıtımda hiçbir şey saymaz.
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
lib-7192b27c1e = Her oyuncunun bir kez teklif verdiği ve en yüksek teklifi verenin ihaleci olduğu günümüz İhaleli Pitch’i; teklif için alıntılanmıştır.

## pedro-sancho-foster
lib-7fb2adfefa = Artırmalı Pedro Sancho
lib-bdca52b9d7 = Foster’ın anlattığı biçimiyle Sancho Pedro: ilk kartı oynama hakkı ilk oyuncuya aittir. İlk oyuncu hemen kendisi oynayabilir ya da hakkı satışa çıkarabilir; o zaman ötekiler onu almak için tur tur teklif verir, teklifi geçilen oyuncu sırası gelince yeniden artırabilir ve bu, tek alıcı kalıncaya kadar sürer. Sonra ilk oyuncu ya satar ve bedeli hemen yazar, alıcı da o teklif için oynar; ya da reddeder ve o kadar puanı kendisi almak zorunda kalır. Kimse teklif vermezse ilk oyuncu teklifsiz oynar.
lib-8bef3f01ba = Foster, ilk oyuncu hemen kendisi oynadığında ne kadar alması gerektiğini yalnızca İhaleli Pitch için söyler: dört, yani en yüksek teklifi. Pedro için dosya buradaki en yüksek teklifi, 18’i alır.
lib-3d4a794a3b = Foster, teklifi geçilen alıcının yeniden artırmasına izin verir ama pas diyen bir oyuncunun geri dönüp dönemeyeceğini söylemez; dosyada pas kesindir.
lib-904708f8dc = Foster’ın satıcının ne yazdığına dair sayfası bulunamadı; dosya Wikipedia’yı ve Britannica’yı izler: ilk oyuncu bedeli hemen yazar, reddederse teklifi kendisi yapmak zorundadır, teklif veren ise bunun için hiçbir şey yazmaz. Bedel hemen yazıldığından dağıtımın puanlarından önce sayılır ve ilk oyuncuyu elliye ulaştıran bir satış, dağıtım oynanmadan oyunu hemen kazandırır.

## pitch-10
lib-7dbf979cd3 = 10 Puanlık Pitch (Trickster)
lib-ad64b88963 = Eş vale
lib-f3cd4632fc = Üçlü

## pitch-11
lib-e5adfbf0c1 = 11 Puanlık Pitch (Trickster)
lib-83173a1aa7 = Onlu

## pitch-13
lib-0e990d9e04 = 13 Puanlık Pitch (Trickster)
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
lib-d6350a6dd1 = Foster’ın anlattığı biçimiyle, destesi yüzü kapalı duran California Jack: yalnızca kozu gösteren kart görünür, her çekiş bir sürprizdir ve oyun yedi puana kadardır.
lib-04468d2dba = Koz dağıtımdan önce belirlenir, böylece destenin hiçbir kartı görünmez: Foster’ın California Jack’i “The trump suit is cut for before the cards are shuffled and dealt” der, burada alıntılanan Shasta Sam sayfası da “Before the deal, a card is cut or turned from the pack to determine the trump suit for that deal.” der. Motor kozu dağıtımdan önce belirleyemez: dosya kozu göstermek için destenin en üstteki kartını açar ve ilk eli alanın çekmesi için orada yüzü açık bırakır; altındaki kartlar gizli kalır.
lib-443f3468c4 = Foster, iki oyuncu da aynı dağıtımda yediye ulaşınca kimin kazandığını söylemiyor; dosya puanları Bicycle’ın California Jack’i gibi Yüksek, Düşük, Vale, Oyun sırasıyla sayar.

## six-player-pitch
lib-652d8605b4 = Altı Kişilik Pitch (ikişer kişilik üç takım)
lib-7f3c3b143e = Ortakları karşılıklı oturan ikişer kişilik üç takımla altı oyunculu Eşli Pitch (0 ve 3, 1 ve 4, 2 ve 5 numaralı yerler); her oyuncuya sekiz kart dağıtılır, bu yüzden bir dağıtım sekiz elden oluşur; diğer bütün kurallar İhaleli Pitch’inkilerdir.
lib-d47e51c342 = Kaynaklar sekiz kartın nasıl dağıtıldığını söylemiyor; dosya onları, İhaleli Pitch’in altı kartını üçer kartlık iki turda dağıttığı gibi, dörder kartlık paketler hâlinde iki turda dağıtır.

## smear
lib-afecb0de3d = Smear (5 puanlık)
lib-49dce9002f = Jick

## smudge
lib-b888be9acb = Pitch (Smudge)
lib-c7380d0c58 = Bicycle’ın Smudge adıyla anlattığı İhaleli Pitch: bir dağıtımda dört puanın hepsini (Yüksek, Düşük, Vale ve Oyun) kazanmak smudge’dır ve puan ne olursa olsun oyunu hemen kazandırır; dağıtıcı herkesten yüksek teklif vermeden ihaleyi alamaz. Yediye ilk ulaşan oyuncu kazanır; ihalecinin puanları önce sayılır.
lib-6c52e6746c = Bicycle’da oyuncular yediden başlar ve batınca teklifi ekleyerek sıfıra doğru geriye sayar: yediye ilk ulaşanın kazandığı buradaki gibi, yediye doğru ileri saymakla aynıdır.
lib-5b0cda6e25 = Parlett’in Penguin Book of Card Games kitabında smudge bir tekliftir: eksiye düşmemiş bir oyuncu “smudge” olarak 4 teklif edebilir ve yaparsa oyunu hemen kazanır.

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

## two-teams-of-three
lib-ba076fe6a0 = Üçer Kişilik İki Takımla Pitch
lib-27f8e2da6d = Birer atlayarak oturan üçer kişilik iki takımla altı oyunculu Eşli Pitch (0, 2 ve 4 numaralı yerler, 1, 3 ve 5 numaralı yerlere karşı); her oyuncuya sekiz kart dağıtılır, bu yüzden bir dağıtım sekiz elden oluşur; diğer bütün kurallar İhaleli Pitch’inkilerdir.
lib-893b362846 = Kaynak, üçer kişilik iki takımın nasıl oturduğunu söylemiyor; ortaklar, Pitch ailesinin geri kalanındaki takımlar gibi birer atlayarak oturur.
lib-ab17dceab8 = Kaynak sekiz kartın nasıl dağıtıldığını söylemiyor; dosya onları, İhaleli Pitch’in altı kartını üçer kartlık iki turda dağıttığı gibi, dörder kartlık paketler hâlinde iki turda dağıtır.

## all-fours (güncellendi)
lib-e667118cac = Ailenin atası; iki ya da üç oyuncu için, herkes kendi adına, 7 puana kadar oynanır (adı buradan: “Seven Up”). İhale yoktur: dağıtımdan sonra sıradaki kart koz için açılır ve bu kart vale ise dağıtıcı bir puan alır. Dağıtıcının solundaki oyuncu oynamayı kabul edebilir ya da isteyebilir; o zaman dağıtıcı ya her rakibe birer puan verir (ama hiçbir zaman birini oyunu kazanacak kadar değil), ya da kartları yeniden dağıtır, herkese üçer kart daha verip yeni bir renk çıkıncaya kadar yeniden açar; bundan sonra her oyuncu altı karta kadar kart atar. Yüksek ve Düşük, o kartlar kendilerine dağıtılan oyunculara, Vale ve Oyun onları alanlara gider; beraberlikte Oyun ilk oyuncunundur. Puanlar Yüksek, Düşük, Vale, Oyun sırasıyla sayılır.
lib-76e3ef633b = Dört kişi, ortaklar karşılıklı oturarak iki ortaklık hâlinde oynar: bu, dört kişilik All Fours’tur (all-fours-partnership).
lib-312626ce19 = Foster, bazı kulüplerin kartlar yeniden dağıtıldıktan sonra herkesin elinde dokuz kart varsa bütün kartları tuttuğunu, ancak kartlar birden çok kez yeniden dağıtıldıysa altıya kadar attığını belirtir.
lib-3ddecabc1c = Üç oyuncuyla Bicycle’ın Seven-Up’ı istek üzerine verilen puanı yalnızca isteyen oyuncuya verir: “The gift is always awarded to the player on the dealer's left when he begs and the dealer rejects.” Bu dosya, kartları yeniden dağıtmayı reddeden dağıtıcının iki rakibe de birer puan verdiği Foster’ı izler.
lib-96d789c144 = Beraberlikte Oyun puanını ilk oyuncuya veren kural iki oyuncu için yazılmıştır; üç kişide öteki ikisi arasındaki beraberliği bulunan kaynaklar ele almıyor. Dosya her beraberlikte Oyun’u ilk oyuncuya verir.
lib-94f74c1d0f = Kartlar yeniden dağıtılırken deste biterse ne olacağı, Foster’ın ve Bicycle’ın okunamayan sayfalarındadır; dosya dağıtımı geçersiz sayar ve dağıtım sırası soldaki oyuncuya geçer.

## all-fours-partnership
lib-b8e161a09f = Dört kişilik All Fours (eşli)
lib-ebd856fdb0 = Ortakları karşılıklı oturan iki ortaklıkla dört oyunculu All Fours (Seven Up). Oynamaya, istemeye, puan vermeye ya da kartları yeniden dağıtmaya yalnızca dağıtıcının solundaki oyuncu ile dağıtıcı karar verir; verilen puan, isteyenin tarafına bir puandır. Ortağın aldığı her şey tarafa sayılır ve 7’ye ilk ulaşan taraf kazanır.
lib-cd5169d8eb = Dağıtıcının ortağı ve dağıtıcının sağındaki oyuncu, ilk oyuncu ile dağıtıcı oynamaya mı yoksa yeniden dağıtmaya mı karar verene kadar kartlarına bakmaz.
lib-cffd9132af = Beraberlikte Oyun puanını ilk oyuncuya veren kural iki oyuncu için yazılmıştır; dört kişide dosya onu ilk oyuncunun tarafına verir.

## cinch (güncellendi)
lib-08c44a23a1 = Çift Pedro ya da High Five diye de bilinen Cinch, ikişer kişilik iki takım için. Herkese dokuz kart; 1 ile 14 arasında tek tur ihale; en yüksek teklifi veren kozu söyler; dağıtıcı dışında herkes kozlar dışındaki bütün kartlarını atıp altıya tamamlar, dağıtıcı da desteyi soyar; atılan kozlar gösterilir. Renge uymak yerine her zaman kozla kesilebilir. Kozun eş renginin beşlisi (“Sol Pedro”) koz beşlisinin (“Sağ Pedro”) hemen altında bir kozdur; her Pedro 5 puan, Yüksek (as), Düşük (ikili), Vale ve Oyun (koz onlusu) birer puan değerindedir ve hepsi onları alan takıma gider. Teklif yapılırsa daha çok puan kazanan takım farkı yazar; yapılamazsa öteki takım kendi puanlarını ve teklifi yazar.
lib-5b2cf86c56 = Okunan kaynaklarda yalnızca yapılamayan teklif puanlanır (örnek dağıtımda öteki taraf “scored their points, seven, plus the value of the contract, eight”; batan taraf hiçbir şey yazmaz). Teklif yapıldığında dosya, Cinch’in genellikle puanlandığı gibi, daha çok puan kazanan tarafa farkı yazdırır; Foster’ın ve Bicycle’ın puanlama paragrafları okunamadı.
lib-8eace6f300 = Herkes pas derse ne olacağı, Bicycle ile Foster’ın okunabilen bölümlerinde yok; dosya daha sonraki bir kitabı izler: dağıtıcı teklifsiz koz söyler.
lib-791ce00d01 = Wikipedia ve örnek kitap bütün atılan kartları yüzü açık attırır; Bicycle yalnızca atılan kozların gösterilmesini ister. Dosya atılan kozları gösterir, öteki atılanları yüzü kapalı tutar.

## cutthroat-smear
lib-ac30dcd835 = Üç Kişilik Smear (herkes kendi adına)
lib-75c49c8c31 = Herkesin kendi adına oynadığı üç kişilik beş puanlık Smear. Her dağıtımda ihaleyi kazanamayan iki oyuncu ihaleciye karşı takım olarak oynar: ikisinden birinin aldığı her şey ikisine de sayılır ve her biri takımın puanlarını yazar.
lib-86469cd1e7 = Kaynak, iki savunucunun kendi puanlarının nasıl değiştiğini söylemiyor; kural belgesinde dendiği gibi her biri çiftin kazandığı puanları yazar, teklifi ise yalnızca ihaleci yapar ya da batar.
lib-e4dfe445fd = Kaynağın öteki kuralları (kişi başına on kart, el sayısı için teklif, dört kart atma) öteki kaynakların anlattığı Smear değildir; dosya, kütüphanenin beş puanlık Smear’ini (altı kart, 2 ile 5 arası teklifler ve hepsini alma, oyun 11’e kadar) üç kişiyle oynar. İki savunucu eşit puanla 11’i geçip ihaleci geçmediğinde kimsenin puanı daha yüksek değildir: oyun sürer.

## five-player-call-partner-pitch
lib-c547db8951 = Ortağını Çağıran Beş Kişilik Pitch
lib-47a59fd24f = Trickster Cards’ın herkesin kendi adına oynadığı beş kişilik 10 puanlık Pitch’i. Koz söylenip kartlar çekildikten sonra ihaleci elinde olmayan bir kartı söyler; o kart kimdeyse o dağıtım için ihalecinin ortağıdır ve ötekiler bunu ancak kart oynanınca öğrenir. İhaleci ve ortağı öteki üçüne karşı oynar; her oyuncu, dağıtımdaki takımının yazdığını yazar.
lib-64db216572 = “Pawnee Ten Point Call Your Partner Pitch” kişi başına on kart ve dört kartlık bir orta dağıtır ve 42’ye kadar oynanır.
lib-8c89dc2560 = Ortağın nasıl çağrıldığı bulunan kaynaklarda yok. Dosyada ihaleci, kart çekildikten sonra elinde olmayan herhangi bir kartı söyler; o kartı tutan ortaktır ve ötekiler bunu ancak kart oynanınca öğrenir; kart kimsede yoksa ihaleci öteki dört oyuncuya karşı tek başına oynar.
lib-a17a5da4be = Her oyuncunun kendi puanının nasıl değiştiği bulunan kaynaklarda “the team who wins them” dışında yok: ihaleci ve ortağı her biri çiftin puanlarını yazar ya da her biri teklifi kaybeder; öteki üçünün her biri kendi tarafının kazandığı puanları yazar.
lib-3fe8926483 = Trickster’ın orta kartları seçeneği büyük oyunlarda her zaman açıktır, “unless you play with 5 or more players” (sayfasının bir çevirisinde), bu yüzden beş kişide kart çekme kapalı olabilir; varsayılanı bulunan sayfalarda yok. Dosya, dağıtılmayan 9 kart yettiği ölçüde 10 puanlık oyunun kart çekmesini korur.
lib-ecbbbe37d6 = Ortağın çağrıldığı beş kişilik on puanlık bir masa oyunu; çağırma kuralları okunamadı.
lib-5ab352c0ca = Büyük joker
    .acc = Büyük jokeri
    .gen = Büyük jokerin
    .dat = Büyük jokere
    .abl = Büyük jokerden
lib-71cd8a5b1e = Küçük joker
    .acc = Küçük jokeri
    .gen = Küçük jokerin
    .dat = Küçük jokere
    .abl = Küçük jokerden

## minnesota-smear (güncellendi)
lib-3fd8313d31 = Minnesota Smear
lib-a657a6d004 = İkişer kişilik, ortakları karşılıklı oturan iki takım için 54 kartlı Minnesota Smear: kişi başına dokuz kart ve en yüksek teklifi verenin kozu söylemeden önce aldığı dört kartlık bir orta. Jick (koz rengindeki öbür vale) ve eşit değerde iki joker kozdur. Sonra herkes koz olmayan kartlarını kart çekmeden altıya kadar atar ve puan getiren her kozu tutar (üçlüden dokuzluya olanlar dışında hepsi). Yüksek, Düşük (kendisine dağıtılan takıma), Vale, Jick, iki joker ve Oyun birer puandır. Yalnızca üçlüden dokuzluya kartlar olan bir el bozuk dağıtımdır. Oyun 21’e kadar.
lib-b2e4faca77 = Wikipedia’nın eski sürümü aynı dokuz kartı ve dört kartlık ortayı dağıtır, ama her oyuncu elini altıya tamamlar, dağıtıcı geri kalanı alır ve en düşük teklif 4’tür.
lib-6c6fda6182 = Bulunan kaynaklar puanları saymıyor (Wikipedia’nın eski sürümü as ile ikiliyi “otomatik” puan sayar). Dosya Yüksek’i (oyundaki en yüksek koz), Düşük’ü (oyundaki en düşük doğal koz, kendisine dağıtılan takıma), Vale’yi, Jick’i, iki jokeri ve Oyun’u (İhaleli Pitch’teki gibi sayılır, jokerler hiçbir şey getirmez) sayar: yedi puan.
lib-2d2f85e707 = İlk teklif ikiden dörde kadar olabilir, sonrakiler yalnızca daha yüksek; dosya ilk teklifin 2 ile 7 arasında herhangi bir sayı olmasına izin verir. Herkes pas derse ne olacağı söylenmiyor: dağıtıcı 2 teklif etmek zorundadır.
lib-f18afa7ff9 = Puan getiren altıdan fazla kozu olan bir oyuncunun ne atacağı söylenmiyor (dokuz koz puan getirir: as, papaz, kız, vale, Jick, iki joker, onlu ve ikili). Dosya bu oyuncunun seçtiği altısını tutmasını ve diğer bütün kartlarını atmasını ister.
lib-f156e4ad36 = Yalnızca üçlüden dokuzluya kartlar gelen oyuncu bozuk dağıtım “may be called”; dosya böyle bir dağıtımı her zaman geçersiz sayar.
lib-ae99d9370f = İki takım da bir dağıtımda 21’e ulaşırsa kimin kazanacağı söylenmiyor; dosya ihalecinin takımını, öteki takımı ise yalnızca ihaleciler 21’e ulaşmazsa kazandırır.

## moon-pitch
lib-cd0fca9bac = Hepsini Almalı Pitch (4 puanlık)
lib-bf6d6b0ada = Trickster Cards’ın hepsini alma seçenekli 4 puanlık Pitch’i: 2 ile 4 arası tekliflerin yanında bir takım, dağıtımın bütün puanlarını almak için hepsini alma teklifi verebilir. Yapılırsa oyunu hemen kazandırır ya da eksideki bir takımın puanını sıfıra getirir; yapılamazsa bir oyunun 11 puanına mal olur.
lib-2e8ceade77 = Trickster’ın seçeneği bunun yerine bütün puanları ve bütün elleri isteyebilir; bu dosya “bütün puanlar” biçimini oynar.
lib-ae896179ff = Wikipedia’daki beş puanlık Smear, hepsini alma teklifi için yapılsın yapılmasın sabit 11 öder (smear); internette alıntılanan bir on puanlık Pitch rehberinde yapılamayan hepsini alma teklifi oyunu kaybettirir.
lib-a0ab8c360b = Trickster’da en düşük teklif ve dağıtıcının çalması, varsayılanları bulunan sayfalarda olmayan masa ayarlarıdır; dağıtıcının hepsini alma teklifini çalıp çalamayacağı da yok. Dosya 2, 3, 4 ya da hepsini alma (5) tekliflerine izin verir; hepsini alma ihaleyi bitirir; dağıtıcının 2 ya da 3 teklifini eşitleyerek çalmasına izin verir ve herkes pas derse dağıtıcıyı 2 teklif etmeye zorlar.
lib-bb200e5482 = “Bütün puanlar”, dağıtımda yazılan her puan olarak okunur: öteki takım hiç puan almazsa teklif yapılmış olur, vale dağıtılmamış ya da Oyun berabere kalmış olsa bile. Sıfır ya da daha yüksek bir puanla yapılan hepsini alma teklifi puanı en az hedefe (11) çıkarır ve oyunu hemen kazandırır; eksi bir puanla ise puanı sıfıra getirir.
lib-457b9f3dc6 = Kural, Trickster’ın sayfasının resmî olmayan bir makine çevirisinden okunmuştur; İngilizce aslı bulunamadı.
lib-35bd32aaaa = Trickster’ın “Shoot” seçeneğinin bulunabilen tek kopyası, Çekçeye makine çevirisiyle. İngilizcesi: “When shooting you automatically win the game if you take all the points, or all the points and tricks, depending on the option (unless your score is negative, in which case it is reset to zero). Failing to take all the points, or points and tricks, subtracts the game-over score from your current score.”

## pitch-10 (güncellendi)
lib-327af94f7b = Trickster Cards’ın 10 puanlık Pitch’i: Yüksek’in koz ası, Düşük’ün koz ikilisi (kendisine dağıtılan takıma) olduğu ve koz üçlüsünün onu alan takıma üç puan getirdiği 7 Puanlık Pitch. Oyun 32’ye kadar.
lib-10491a50be = Trickster bu oyunu dört kişiyle herkes kendi adına, beş kişiyle (ortağını çağırarak: five-player-call-partner-pitch) ve ikişer kişilik üç takımla da oynar.
lib-a15075264a = Trickster’da en düşük teklif bir masa ayarıdır (10 puanlık oyunda 1 ile 5 arası), dağıtıcının eşit teklifle çalıp çalamayacağı da başka bir ayar; varsayılan değerleri bulunan sayfalarda yok, yeniden dağıtımda kimin dağıttığı da. Dosya 3 ile 10 arası tekliflere izin verir (10 teklifi ihaleyi bitirir), dağıtıcının daha düşük her teklifi eşitleyerek çalmasına izin verir ve herkes pas derse dağıtım sırasını sola geçirir.

## pitch-11 (güncellendi)
lib-a08ef58437 = Trickster Cards’ın 11 puanlık Pitch’i: eş asın (kozun eş renginin ası) asın hemen altında bir koz olduğu ve onu alan takıma bir puan getirdiği 10 Puanlık Pitch. Oyun 52’ye kadar.
lib-f89e1cf950 = Trickster bu oyunu dört kişiyle herkes kendi adına, beş kişiyle (ortağını çağırarak) ve ikişer kişilik üç takımla da oynar.
lib-f058f6b18e = Trickster’da en düşük teklif bir masa ayarıdır (büyük oyunlarda 1 ile 5 arası), dağıtıcının eşit teklifle çalıp çalamayacağı da başka bir ayar; varsayılan değerleri bulunan sayfalarda yok, yeniden dağıtımda kimin dağıttığı da. Dosya 3 ile 11 arası tekliflere izin verir (11 teklifi ihaleyi bitirir), dağıtıcının daha düşük her teklifi eşitleyerek çalmasına izin verir ve herkes pas derse dağıtım sırasını sola geçirir.
lib-6df464ffc2 = Sayfa eş ası 11 puanlık oyunun puanları arasında sayar, ama bulunan sayfalar onun sırasını da kimin aldığını da vermez; dosya onu koz asının hemen altına koyar ve puanını, Trickster’ın andığı öteki kartları saydığı gibi, onu alan takıma verir.

## pitch-13 (güncellendi)
lib-cceb79f8d5 = Trickster Cards’ın 13 puanlık Pitch’i: eş üçlünün (kozun eş renginin üçlüsü) üçlünün hemen altında bir koz olduğu ve onu alan takıma üç puan getirdiği 10 Puanlık Pitch. Oyun 52’ye kadar.
lib-5d38c35ca5 = Trickster’da en düşük teklif bir masa ayarıdır (13 puanlık oyunda 1 ile 5 arası), dağıtıcının eşit teklifle çalıp çalamayacağı da başka bir ayar; varsayılan değerleri bulunan sayfalarda yok, yeniden dağıtımda kimin dağıttığı da. Dosya 3 ile 13 arası tekliflere izin verir (13 teklifi ihaleyi bitirir), dağıtıcının daha düşük her teklifi eşitleyerek çalmasına izin verir ve herkes pas derse dağıtım sırasını sola geçirir.
lib-5b949ebe16 = Sayfa eş üçlüyü 13 puanlık oyunun puanları arasında sayar, ama bulunan sayfalar onun sırasını da değerini de vermez; dosya onu koz üçlüsünün hemen altına koyar ve onu alan takıma üç puan değerinde sayar (oyunun on üç puanından 10 puanlık oyunun onu çıkınca kalan).

## pitch-7 (güncellendi)
lib-4d57f2b47b = Trickster Cards’ın 7 puanlık Pitch’i: 54 kart, ikişer kişilik iki takımın her oyuncusuna dokuzar kart. İhaleci kozu söyler; sonra ihalecinin solundan başlayarak her oyuncu kozlar dışındaki bütün kartlarını atar ve elini altıya tamamlar, ihaleci de destenin geri kalanını alıp altı kart tutar. Yüksek, Düşük (kendisine dağıtılan takıma), Vale, Eş vale, iki joker ve koz onlusu birer puandır; Oyun puanı yoktur. Herkes pas derse kartlar yeniden dağıtılır. Oyun 21’e kadar.
lib-9673165846 = Trickster’da en düşük teklif bir masa ayarıdır (7 puanlık oyunda 1 ile 5 arası), dağıtıcının eşit teklifle çalıp çalamayacağı da başka bir ayar; varsayılan değerleri bulunan sayfalarda yok, yeniden dağıtımda kimin dağıttığı da. Dosya 2 ile 7 arası tekliflere izin verir (7 teklifi ihaleyi bitirir), dağıtıcının daha düşük her teklifi eşitleyerek çalmasına izin verir ve herkes pas derse dağıtım sırasını sola geçirir.
lib-ab45e273a2 = Bulunan sayfalar ilk ele kimin başladığını ve bir ele neyin oynanabileceğini söylemiyor; dosya İhaleli Pitch’in kurallarını izler: ihaleci herhangi bir kartla başlar ve koz her zaman oynanabilir.
lib-df9ef82d8a = Sayfanın altıdan fazla koz gelen oyuncuya dair cümlesi yarım kalmış (“if a player held more than 6 trump”); dosyada böyle bir oyuncu altıya kadar kozunu yüzü açık olarak oyundan çıkarır. Düşük, kart çekildikten sonra oyun başladığında en düşük kozu tutan takıma gider.
lib-dc26a9b173 = Dağıtım, kart çekme ve jokerler 10 puanlık oyunla birlikte anlatılır.
lib-eab3064ee5 = Trickster’ın “Kitty” seçeneğinin bulunabilen tek kopyası. İngilizcesi: “In 7-, 10-, 11- and 13-point games it is all the cards left in the deck and is always Yes unless you play with 5 or more players.”

## smear (güncellendi)
lib-f3cb1f29bc = Ortakları karşılıklı oturan ikişer kişilik iki takım için beş puanlık Smear: Yüksek, Düşük, Vale, Jick (eş vale) ve Oyun. Düşük, onu alan takıma değil, en düşük koz kendisine dağıtılan takıma gider. Teklifler 2 ile 5 arasıdır ve bir takım beş puanın hepsini almak için hepsini alma teklifi verebilir: yapılırsa 11 getirir, yapılamazsa 11 kaybettirir. İki takım da bir dağıtımda 11’e ulaşırsa yüksek puan, beraberlikte ihaleciler kazanır.
lib-3a0cee788a = Bulunan kaynaklar beş puanlık Smear için yalnızca puanları ve hepsini alma teklifini verir: Wikipedia onu, “with cards removed from the deck” oynanan on puanlık eşli Smear’inin bir çeşidi olarak verir. Dosya on puanlık oyundan başka hiçbir şey almaz: ne iki jokerin koz olduğu ve koz üçlüsü gibi kendi puanlarını getirdiği 54 kartlık destesini ne de onar kartlık dağıtımını. Dağıtım (altışar kart, kart atmadan), ihale (2 ile 5 arası ve hepsini alma; öteki herkes pas derse dağıtıcı 2 teklif etmek zorunda ve hepsini alma dışındaki her teklifi eşitleyerek çalabilir), oyun (koz ihalecinin ilk kartıyla belirlenir, koz her zaman oynanabilir) ve hedef (11) 5 Puanlık Pitch’inkilerdir. İki takımın da hedefe ulaşması kuralı, Wikipedia’nın on puanlık Smear’i içindir.
lib-9e86efe4d6 = Hepsini alma teklifi “consists of getting all 5 points”; vale ya da jick dağıtılmamışsa alınacak beş puan yoktur ve kaynaklar o zaman teklifin yapılıp yapılamayacağını söylemiyor. Dosya beşinin de alınmasını ister: böyle bir teklif hep batar.

## smudge (güncellendi)
lib-01a160b2d4 = Bicycle’ın Smudge’ı, burada alıntılanan değişikliklerle onun İhaleli Pitch’idir, ama Bicycle’ın İhaleli Pitch’inin teklifleri veren ve herkes pas derse ne olacağını söyleyen bölümleri okunamadı. Dosya bu kütüphanenin İhaleli Pitch’ini korur: 1 ile 4 arası teklifler, ve öteki herkes pas derse dağıtıcı 2 teklif etmek zorundadır. Bicycle’ın İhaleli Pitch’ini kopyalıyor gibi görünen, bulunan bir sayfa “The lowest bid is two” der: Bicycle’ın kuralı buysa, Smudge’da 1 teklifi yoktur.
lib-79af11beb1 = Smudge sayfası, aynı dağıtımda iki oyuncu sıfıra ulaştığında kimin kazandığını söylemiyor. Dosya, jokeri bir yana bırakarak Bicycle’ın Jokerli İhaleli Pitch’i gibi sayar: önce ihalecinin puanları, sonra herkesinkiler Yüksek, Düşük, Vale, Oyun sırasıyla. Batan ihaleci o dağıtımda hiçbir şey saymaz.
lib-f69746dcc9 = Bicycle’ın Jokerli İhaleli Pitch’i; puanları sayma sırası, joker bir yana bırakılarak.

## ten-point-pitch (güncellendi)
lib-65dd82cb79 = On Puanlık Pitch
lib-c2d066270d = Masalarda oynandığı biçimiyle ikişer kişilik iki takım için on puanlık Pitch: 54 kart, kişi başına dokuz. Teklifler 4’ten başlar, herkes bir kez ve daha yüksek teklif verir, herkes pas derse dağıtıcı ihaleyi 4’ten alır. En yüksek teklifi veren kozu söyler; ötekiler kozlar dışındaki her şeyi atıp elini altıya tamamlar, ihaleci de geri kalanı alıp altı kart tutar. Yalnızca koz oynanır: kozu biten oyuncu çekilir, eli alan oyuncu çekilmişse başlama sırasını soluna geçirir. Koz ası, valesi, jick, iki joker, onlusu ve ikilisi birer puan, üçlüsü üç puandır. 52’ye ilk ulaşan takım kazanır.
lib-0c62e70d88 = Eli alan oyuncunun kozu kalmamışsa “the person to his/her left leads” (Charbonneau); kaynaklar o oyuncunun da kozu kalmamışsa kimin başlayacağını söylemez. Dosya başlama sırasını soldaki, elinde hâlâ koz olan sıradaki oyuncuya geçirir.
lib-f2b717c7df = Dağıtıcı ötekilerin elini tamamlar ve ihaleyi kazananı atlar; o da sonra geri kalanı alır. Dosyada ihalecinin de kart çekmede sırası vardır: orada kart çekmeden altıya kadar atmak atlanmakla aynıdır, ama daha çok atan ihaleci daha erken çeker ve ondan sonraki oyuncular başka kartlar çeker.
lib-32b756ee51 = Altıdan fazla kozu kalan oyuncu “must burn cards until they have only six” (Charbonneau); dosyada bu oyuncu, ihaleyi kazananın attığı kozların duyurulduğu gibi, altıya kadar kozunu yüzü açık olarak oyundan çıkarır.
lib-fecc212d01 = Bulunan kaynaklar, iki takım da aynı dağıtımda 52’yi geçerse kimin kazanacağını söylemiyor; dosya ihalecinin takımını, öteki takımı ise yalnızca ihaleciler 52’ye ulaşmazsa kazandırır.
lib-9478c6503d = Aynı puanlar; ikiliyi kimin aldığını söyleyen tek kaynak.

## snoozer (güncellendi)
lib-c8158b53f0 = Foster’ın Pedro ailesi oyunları, Dom Pedro ya da Snoozer da aralarında, onun İhaleli Pitch’i gibi ihaleye çıkar: “The eldest hand sells, as at Auction Pitch. If a player's first bid is raised he may raise again in his proper turn.” Dosya bu satışı oynamaz; Parlett’in Snoozer’ının (“As either of the above”) aldığı, buradaki Sancho Pedro’nun ihalesini korur: her oyuncu bir kez teklif verir, dağıtıcı en son, ve öteki herkes pas derse dağıtıcı 1 teklif eder. Foster’ın satışı Artırmalı Pedro Sancho’da (pedro-sancho-foster) oynanır.

## pitch-6 (güncellendi)
lib-8e53241eb9 = Bulunan sayfalar, ilk ele joker ile başlanırsa hangi rengin koz olacağını söylemiyor (burada kozu, 4 puanlık oyunun yaklaşıklığının dediği gibi, ihalecinin ilk kartı belirler); dosya, ihalecinin elinde başka bir kart varken ilk ele jokerle başlamasına izin vermez.
