# I testi delle varianti incluse (nomi, descrizioni, note, approssimazioni, note sulle fonti,
# nomi dei punti e dei jolly). L'identificativo deriva dal testo inglese
# (pitch_rules.docs.words.library_id). Le citazioni restano nella lingua della fonte.
# I nomi dei giochi (Pitch, Setback, Smear...) sono nomi propri e restano tali.

## all-fours
lib-89e0882117 = All Fours (Seven Up)
lib-2aeced18c1 = Il capostipite della famiglia, a 7 punti (da cui «Seven Up»). Non c’è asta: dopo la distribuzione si scopre la carta successiva per la briscola, e il mazziere segna un punto se è un fante. Il giocatore alla sinistra del mazziere può accettare o chiedere; allora il mazziere o concede un punto a ogni avversario (mai abbastanza da farlo vincere), o ridistribuisce, tre carte in più a testa, e scopre di nuovo finché compare un seme nuovo. «Alta» e «Bassa» vanno ai giocatori che le hanno ricevute, «Fante» e «Gioco» a chi li prende; i punti si contano nell’ordine «Alta», «Bassa», «Fante», «Gioco».
lib-09e92f1956 = In quattro, Foster e Bicycle giocano due coppie (“When four play, two are partners against the other two”); le parti non possono ancora dipendere dal numero di giocatori, quindi qui in quattro ognuno gioca per sé.
lib-e014f63b7f = Per Foster, dopo la ridistribuzione la “usual practice” è che ognuno scarti fino a sei carte; il file tiene tutte le carte, come fanno, dice Foster, alcuni circoli con nove.
lib-5281425b9d = Gli «Hoyle’s Games Modernized» danno «Gioco» al primo di mano in caso di parità; il file non lo dà a nessuno. Quando il tallone finisce durante la ridistribuzione, il mazzo passa al giocatore successivo invece che allo stesso mazziere.
lib-56ce6555d6 = Si è potuta leggere solo la prima parte della pagina (giocatori, distribuzione, scelta della briscola).
lib-b1a5954a48 = Alta
lib-a124947cbd = Bassa
lib-bc5351ffae = Fante
lib-e3e82846c3 = Gioco

## auction-pitch
lib-6b23abc403 = Pitch all’asta
lib-5e493d1d61 = Il Pitch all’asta, detto anche Setback: ogni giocatore dichiara una volta per il diritto di uscire per primo, la prima carta giocata fissa la briscola, e «Alta», «Bassa», «Fante» e «Gioco» si vincono giocando. Ogni giocatore segna per sé; il dichiarante deve mantenere la dichiarazione, altrimenti va sotto.
lib-b94463f5a4 = C’è chi gioca in due (le regole ammettono una variante da 2 a 7).
lib-735016820f = Un giocatore può dichiarare 4 mettendo subito una carta della sua mano scoperta al centro del tavolo (il «pitch»); la carta messa è l’uscita del dichiarante. Il gioco è lo stesso se prima si dichiara 4 e poi si gioca la carta, come qui.
lib-dc64aa01dc = Si può giocare in due squadre da due, con i compagni di fronte, e ogni squadra segna come un’unica parte: è il Pitch a coppie (partnership-pitch).
lib-2fb2e72893 = L’enunciato normativo di questo gioco; vi è decisa ogni ambiguità dei cinque testi.
lib-53bdcf06fd = Lo stesso gioco, con le parole della pagina.

## auction-pitch-bid-out
lib-1d7ae6cf2a = Pitch all’asta (si chiude solo mantenendo)
lib-bccf5f084d = Il Pitch all’asta con una regola della casa diffusa: per chiudere la partita il dichiarante deve mantenere la dichiarazione. Un dichiarante che va sotto non vince in quella mano, nemmeno con il punteggio necessario; come nel Pitch all’asta, alla fine di una mano può vincere solo il dichiarante.
lib-5485b81221 = Dà un nome a questa regola della casa e la tiene fuori dal gioco standard.

## auction-pitch-joker
lib-936d83ad53 = Pitch all’asta con il jolly
lib-04313babde = Il Pitch all’asta con un mazzo di 53 carte: il jolly è la briscola più bassa e vale un punto per chi lo vince in una presa, ma «Bassa» va al giocatore che ha ricevuto la briscola naturale più bassa. Un jolly giocato alla prima presa fa diventare briscola picche. Vince il primo che arriva a 10, contando i punti nell’ordine «Alta», «Bassa», «Fante», «Jolly», «Gioco», prima quelli del dichiarante.
lib-f645b9ebd9 = La pagina di Bicycle non dice come si dichiara sui cinque punti. Il file estende di un punto l’asta del Pitch all’asta: dichiarazioni da 1 a 5, il 5 che chiude l’asta, il mazziere che può rubare qualsiasi dichiarazione tranne il 5, e il mazziere obbligato a dichiarare 2 quando tutti passano.
lib-5f94ea7e11 = La pagina non dice se il jolly conta per «Gioco»; qui non vale nulla.
lib-ab5cf24f26 = Quando il jolly è l’unica briscola in gioco, la pagina non dice chi segna «Alta»; il file dà «Alta» a chi vince il jolly, e nessuno segna «Bassa».
lib-0c374eed46 = L’asta, che la pagina di Bicycle non ripete.
lib-a09fb41208 = Jolly
    .def = il Jolly
    .di = del Jolly
    .a = al Jolly
    .da = dal Jolly

## california-jack
lib-123181f5e5 = California Jack
lib-f81f01adcf = L’All Fours a due, con tutto il mazzo. Date sei carte a testa, il resto del mazzo sta scoperto come tallone, e la sua prima carta mostra la briscola. Chi vince una presa pesca la prima carta del tallone, l’altro la successiva, finché il tallone finisce e si giocano le ultime sei carte. Si risponde al seme o si taglia; chi non ha il seme deve tagliare se può. Ogni punto, «Bassa» compresa, va a chi lo prende. La partita è a dieci punti, contati nell’ordine «Alta», «Bassa», «Fante», «Gioco».
lib-0afc0dc92c = Lo Hoyle di Foster sceglie la briscola alzando il mazzo prima della distribuzione e gioca a sette punti; questo file segue Bicycle, dove la prima carta del tallone mostra la briscola e si gioca a dieci.
lib-8ee156c60f = Nessuna fonte dice chi segna «Gioco» in caso di parità; non lo segna nessuno.

## cinch
lib-7b60d8c9bf = Cinch (Doppio Pedro)
lib-a5f7f2b3a5 = Il Cinch, detto anche Doppio Pedro o High Five, per due squadre da due. Nove carte a testa; un solo giro d’asta da 1 a 14; chi dichiara di più sceglie la briscola; tutti scartano tutto tranne le briscole e pescano fino a sei, e il mazziere ruba il tallone. Il cinque gemello («Pedro sinistro») è una briscola appena sotto il cinque di briscola («Pedro destro»); ogni Pedro vale 5, e «Alta» (l’asso), «Bassa» (il due), «Fante» e «Gioco» (il dieci di briscola) 1 ciascuno, tutti alla squadra che li prende.
lib-18987c18e8 = Foster: “a player may trump, even when holding a card of the suit led”. Il file obbliga ancora ogni giocatore a rispondere al seme se può; aspetta la prossima revisione di questo file.
lib-e047c17480 = Il Cinch si conta per differenza: quando i dichiaranti vanno sotto, l’altra parte segna i propri punti più la dichiarazione (nella mano di esempio: “North/South therefore scored their points, seven, plus the value of the contract, eight, making 15”), e qualunque parte può chiudere la partita. Le regole del contratto non vedono ancora i punti dell’altra parte; il file assegna a ogni parte i propri punti, toglie la dichiarazione ai dichiaranti che vanno sotto e lascia chiudere la partita solo ai dichiaranti.
lib-3fc94d9d9e = Tutti tranne il mazziere devono scartare ogni carta che non sia briscola, e le briscole scartate da una mano di sette o più carte si mostrano (Bicycle). Il file lascia scegliere a ogni giocatore quali non briscole scartare, e gli scarti non si mostrano mai.
lib-a9f93f1bb3 = Cosa succede quando tutti passano non si trova nelle parti di Bicycle e Foster che si sono potute leggere (un libro più recente lascia il mazziere scegliere la briscola senza nulla da mantenere); il file obbliga il mazziere a dichiarare 1.
lib-29ffcfc1f1 = Si è potuta leggere solo la prima parte della pagina (valori, distribuzione, asta, pescata e scarto).
lib-07d7b75ca0 = Pedro destro
lib-fe79f0d810 = Pedro sinistro

## commercial-pitch
lib-12871bf66d = Pitch commerciale (con vendita)
lib-07704e52cb = Il Pitch all’asta più antico, in cui il diritto di uscire per primo spetta al primo di mano. Può uscire subito, impegnandosi a fare quattro punti, oppure venderlo: gli altri dichiarano una volta ciascuno per comprarlo, e il primo di mano allora vende, segnando subito il prezzo mentre il compratore gioca per quella dichiarazione, oppure rifiuta e deve fare lui altrettanti punti. Se nessuno dichiara, il primo di mano gioca senza contratto. «Bassa» va al giocatore che l’ha ricevuta. Ogni giocatore parte con sette gettoni; la partita è a sette.
lib-6540dbff6b = Nel Sell-out di Parlett i compratori possono dichiarare solo da 1 a 3, e quando il primo di mano rifiuta una dichiarazione la segna il compratore; questo file segue Foster, la Britannica e Wikipedia, dove il primo di mano che rifiuta deve mantenere lui la dichiarazione e il compratore non segna nulla.
lib-1dda4d5983 = Le fonti trovate non dicono come si vince quando più di un giocatore supera sette. Il file mantiene la regola del Pitch all’asta: vince il dichiarante alla fine di una mano in cui arriva a sette. La vendita del primo di mano si segna subito, ma non può chiudere la partita prima che la mano sia giocata.
lib-aa3e77cd75 = Parlett limita quanto può dichiarare un compratore; il resto della frase non si è trovato, e non si applica alcun limite.

## dom-pedro
lib-8f8026addb = Dom Pedro
lib-6168e3725e = Il Sancho Pedro con il «Dom»: anche il tre di briscola vale 3, così si può dichiarare fino a 21. I punti si contano nell’ordine «Alta», «Bassa», «Fante», «Gioco», «Dom», «Pedro», «Sancho». (Il Dom Pedro di Foster, con un jolly da 15, è lo Snoozer.)
lib-2f3ac54886 = Foster chiama Dom Pedro il gioco che ha anche un jolly da quindici, lo snoozer: qui quel gioco è lo Snoozer (snoozer).
lib-c4e3ef3e50 = L’ordine del conteggio con il tre; il Dom Pedro di Foster aggiunge un jolly (vedi Snoozer).
lib-640a7ba254 = Dom
lib-89b896402d = Pedro
lib-3744028247 = Sancho

## partnership-pitch
lib-08c98ee7f1 = Pitch a coppie
lib-167c37c13e = Il Pitch all’asta per quattro giocatori in due squadre da due, con i compagni di fronte (posti 0 e 2 contro 1 e 3). Una squadra segna come un’unica parte: ciò che vince uno dei compagni conta per la squadra, e la squadra del dichiarante deve mantenere la dichiarazione, altrimenti va sotto.
lib-751afec1f9 = La forma a coppie del gioco.

## pedro-sancho
lib-75e3603142 = Sancho Pedro
lib-83abb88d72 = Il Sancho Pedro («Nove-cinque»): il Pitch all’asta in cui il cinque («Pedro») e il nove («Sancho») di briscola valgono quanto il loro numero, così si può dichiarare fino a 18. Ogni punto va a chi lo prende, compreso «Gioco», che è il dieci di briscola. I punti si contano nell’ordine «Alta», «Bassa», «Fante», «Gioco», «Pedro», «Sancho», e vince il primo che arriva così a 50.
lib-9a478bc46c = Il Pedro Sancho di Foster lo vende il primo di mano, e un compratore superato può rilanciare: quel gioco è il Pedro con rilanci (pedro-sancho-foster).
lib-cc385b448d = Parlett dà solo l’intervallo delle dichiarazioni; le sue regole per l’asta del Pitch non si sono trovate. Il file fa dichiarare ogni giocatore una volta, il mazziere per ultimo, senza furto, e obbliga il mazziere a dichiarare 1 quando tutti passano.
lib-5e9e5b0eb8 = Parlett segna i punti man mano che vengono presi, quindi vince il primo che arriva a 50 durante il gioco. Il file conta i punti alla fine della mano, nell’ordine di Foster.
lib-bdead1e202 = Il Pedro di Foster è per quattro-sette giocatori; il file ammette anche tre, come il Pitch all’asta.
lib-32e5ec43eb = Il gioco a cui il Pedro di Foster rimanda per tutto ciò che non cambia.

## pedro-sancho-foster
lib-7fb2adfefa = Pedro Sancho con rilanci
lib-bdca52b9d7 = Il Sancho Pedro come lo dà Foster: il diritto di uscire per primo spetta al primo di mano. Può uscire subito o metterlo in vendita; allora gli altri dichiarano per comprarlo, a giri, e un giocatore superato può rilanciare al suo turno, finché resta un solo offerente. Il primo di mano allora vende, segnando subito il prezzo mentre il compratore gioca per quella dichiarazione, oppure rifiuta e deve fare lui altrettanti punti. Se nessuno dichiara, il primo di mano gioca senza contratto.
lib-8bef3f01ba = Foster dice quanto deve fare il primo di mano che esce subito solo per il Pitch all’asta: quattro, la sua dichiarazione più alta. Per il Pedro il file prende la dichiarazione più alta di qui, 18.
lib-3d4a794a3b = Foster lascia rilanciare un compratore superato ma non dice se chi ha passato può rientrare; nel file chi passa non rientra.
lib-a4ac090d0c = La pagina di Foster su cosa segna il venditore non si è trovata; il file segue Wikipedia e la Britannica: il primo di mano segna subito il prezzo, e se rifiuta deve mantenere lui la dichiarazione, mentre l’offerente non segna nulla. Una vendita che porta il primo di mano a cinquanta non chiude subito la partita: la partita si decide alla fine della mano, contando in ordine i punti della mano.

## pitch-10
lib-7dbf979cd3 = Pitch a 10 punti (Trickster)
lib-2365fba619 = Il Pitch a 10 punti di Trickster Cards, per quanto questo file sa già giocarlo: il Pitch a 7 punti in cui anche il tre di briscola vale 3 punti per la squadra che lo prende. Partita a 32.
lib-83975dbb6b = La dichiarazione minima di Trickster è un’opzione del tavolo (da 1 a 5 nel gioco a 10 punti), e se il mazziere possa rubare pareggiando è un’altra; i loro valori predefiniti non sono nelle pagine trovate. Trickster ridistribuisce quando tutti passano. Il file fa dichiarare da 3 a 10, con il 10 che chiude l’asta, lascia che il mazziere rubi qualsiasi dichiarazione più bassa pareggiandola e obbliga il mazziere a dichiarare 3 quando tutti passano.
lib-5b0bc9ef86 = Il gioco a 10 punti di Trickster assegna “the Ace, Jack, off-Jack, high Joker, low Joker, and 10 of trump” un punto ciascuno alla squadra che li prende, tre al tre, e “One point is awarded to the player who is dealt the 2 of trump”; non ha il punto «Gioco». Il file segna ancora la briscola più alta e la più bassa in gioco e «Gioco», e non il dieci.
lib-ad64b88963 = Fante gemello
lib-ca0ce28856 = Jolly grande
    .def = il Jolly grande
    .di = del Jolly grande
    .a = al Jolly grande
    .da = dal Jolly grande
lib-8768b7f1de = Jolly piccolo
    .def = il Jolly piccolo
    .di = del Jolly piccolo
    .a = al Jolly piccolo
    .da = dal Jolly piccolo
lib-f3cd4632fc = Tre

## pitch-11
lib-e5adfbf0c1 = Pitch a 11 punti (Trickster)
lib-4a496fcd07 = Il Pitch a 11 punti di Trickster Cards, per quanto questo file sa già giocarlo: il Pitch a 10 punti in cui anche il dieci di briscola vale un punto per la squadra che lo prende, oltre a contare per «Gioco». Partita a 52.
lib-db9d2aadc6 = La dichiarazione minima di Trickster è un’opzione del tavolo (da 1 a 5 nei giochi più grandi), e se il mazziere possa rubare pareggiando è un’altra; i loro valori predefiniti non sono nelle pagine trovate. Trickster ridistribuisce quando tutti passano. Il file fa dichiarare da 3 a 11, con l’11 che chiude l’asta, lascia che il mazziere rubi qualsiasi dichiarazione più bassa pareggiandola e obbliga il mazziere a dichiarare 3 quando tutti passano.
lib-5725cf7ac5 = Il gioco a 11 punti di Trickster è il suo gioco a 10 punti (che segna già il dieci) con l’aggiunta dell’asso gemello; il file invece aggiunge il dieci al suo gioco a 10 punti, e non ha l’asso gemello.
lib-83173a1aa7 = Dieci

## pitch-13
lib-0e990d9e04 = Pitch a 13 punti (Trickster)
lib-d993c9edb7 = Il Pitch a 13 punti di Trickster Cards, per quanto questo file sa già giocarlo: il Pitch a 11 punti con l’asso gemello (appena sotto l’asso) e il tre gemello (appena sotto il tre) come briscole da un punto ciascuna. Partita a 52.
lib-f5ad586b2a = La dichiarazione minima di Trickster è un’opzione del tavolo (da 1 a 5 nel gioco a 13 punti), e se il mazziere possa rubare pareggiando è un’altra; i loro valori predefiniti non sono nelle pagine trovate. Trickster ridistribuisce quando tutti passano. Il file fa dichiarare da 3 a 13, con il 13 che chiude l’asta, lascia che il mazziere rubi qualsiasi dichiarazione più bassa pareggiandola e obbliga il mazziere a dichiarare 3 quando tutti passano.
lib-84d1142336 = Il gioco a 13 punti di Trickster è il suo gioco a 10 punti con l’aggiunta del tre gemello, che vale tre per arrivare a tredici, e senza asso gemello; le pagine trovate non dicono dove si colloca il tre gemello. Il file aggiunge al suo gioco a 11 punti sia l’asso gemello sia il tre gemello a un punto ciascuno, ognuno appena sotto la carta dello stesso valore.
lib-1a585be5bf = Asso gemello
lib-40253a365c = Tre gemello

## pitch-15
lib-011c036539 = Pitch a 15
lib-8ad3bf575d = Il Pitch all’asta (detto anche Setback) giocato a 15 punti, un traguardo che le regole indicano per una partita più lunga; ogni altra regola è quella del Pitch all’asta.
lib-83c774cb6a = Da questa pagina si prende solo il traguardo; il suo Setback per il resto si gioca a squadre da due con quattro, sei o otto giocatori, come il Pitch a coppie.

## pitch-21
lib-8c649e4ae5 = Pitch a 21
lib-4cf65b9270 = Il Pitch all’asta (detto anche Setback) giocato a 21 punti, un traguardo che le regole indicano per una partita più lunga; ogni altra regola è quella del Pitch all’asta.

## pitch-4
lib-7b2bc1c26a = Pitch a 4 punti (Trickster)
lib-590f6bd0ed = Il Pitch a 4 punti di Trickster Cards: due squadre da due, sei carte a testa da un mazzo di 52, «Alta», «Bassa», «Fante» e «Gioco». «Bassa» va alla squadra che ha ricevuto la briscola più bassa, non a quella che la prende. Le dichiarazioni partono da 2. Partita a 11.
lib-e2038f5e5c = Trickster gioca questo gioco anche in 2, 3 o 4 giocatori, ognuno per sé; per giocarlo così, estendete questo file con le parti «ognuno per sé» e da 2 a 4 giocatori.
lib-a31586315e = La dichiarazione minima di Trickster è un’opzione del tavolo (da 1 a 3 nei giochi a 4, 5 e 6 punti), e se il mazziere possa rubare pareggiando è un’altra; i loro valori predefiniti, e cosa succede quando tutti passano, non sono nelle pagine trovate. Il file fa dichiarare da 2 a 4, lascia che il mazziere rubi un 2 o un 3 pareggiandolo e obbliga il mazziere a dichiarare 2 quando tutti passano.
lib-1644588783 = Le pagine trovate non dicono se il dichiarante sceglie la briscola o la fissa con la prima uscita, né cosa si può giocare in una presa. Il file segue le regole del Pitch all’asta: la prima uscita del dichiarante fissa la briscola, e si può giocare briscola in qualsiasi momento.
lib-b30eb78eb9 = La regola di Trickster per chiudere la partita non è nelle pagine trovate. Il file mantiene quella del Pitch all’asta: può vincere solo la squadra del dichiarante, alla fine di una mano in cui raggiunge il traguardo.

## pitch-5
lib-ea9d102b81 = Pitch a 5 punti (Trickster)
lib-78825b2c75 = Il Pitch a 5 punti di Trickster Cards: il Pitch a 4 punti con il fante gemello, il fante dell’altro seme dello stesso colore della briscola, come briscola appena sotto il fante di briscola, che vale un punto per la squadra che lo prende. Partita a 11.
lib-afd90b86ee = La dichiarazione minima di Trickster è un’opzione del tavolo (da 1 a 3 nei giochi a 4, 5 e 6 punti), e se il mazziere possa rubare pareggiando è un’altra; i loro valori predefiniti, e cosa succede quando tutti passano, non sono nelle pagine trovate. Il file fa dichiarare da 2 a 5, con il 5 che chiude l’asta, lascia che il mazziere rubi un 2, un 3 o un 4 pareggiandolo e obbliga il mazziere a dichiarare 2 quando tutti passano.
lib-1dc6265501 = Trickster considera briscola il fante gemello ma le pagine trovate non dicono dove si colloca; il file lo mette appena sotto il fante di briscola, come d’uso.
lib-f0c1159167 = Il fante gemello è descritto con il gioco a 10 punti.

## pitch-6
lib-e91a594c40 = Pitch a 6 punti (Trickster)
lib-1c2581fdb6 = Il Pitch a 6 punti di Trickster Cards: il Pitch a 5 punti con un jolly, una briscola tra il fante gemello e il dieci, che vale un punto per la squadra che lo prende. Partita a 11.
lib-7b28843e10 = La dichiarazione minima di Trickster è un’opzione del tavolo (da 1 a 3 nei giochi a 4, 5 e 6 punti), e se il mazziere possa rubare pareggiando è un’altra; i loro valori predefiniti, e cosa succede quando tutti passano, non sono nelle pagine trovate. Il file fa dichiarare da 2 a 6, con il 6 che chiude l’asta, lascia che il mazziere rubi qualsiasi dichiarazione più bassa pareggiandola e obbliga il mazziere a dichiarare 2 quando tutti passano.
lib-a2cd747d84 = Nel gioco a 10 punti Trickster mette i suoi due jolly tra il dieci e il fante; il file mette lì anche l’unico jolly di questo gioco, sotto il fante gemello. Se conti per «Gioco» non è detto; qui non vale nulla.
lib-2b7f860a93 = I jolly sono descritti con il gioco a 10 punti.

## pitch-7
lib-bff3d5e74a = Pitch a 7 punti (Trickster)
lib-535763747e = Il Pitch a 7 punti di Trickster Cards, per quanto questo file sa già giocarlo: il Pitch a 5 punti con due jolly, il grande sopra il piccolo, entrambi sotto il fante gemello e sopra il dieci, da un punto ciascuno. Partita a 21.
lib-bc02b88cda = La dichiarazione minima di Trickster è un’opzione del tavolo (da 1 a 5 nel gioco a 7 punti), e se il mazziere possa rubare pareggiando è un’altra; i loro valori predefiniti non sono nelle pagine trovate. Trickster ridistribuisce quando tutti passano. Il file fa dichiarare da 2 a 7, con il 7 che chiude l’asta, lascia che il mazziere rubi qualsiasi dichiarazione più bassa pareggiandola e obbliga il mazziere a dichiarare 2 quando tutti passano.
lib-7f86f4c147 = In questo gioco Trickster dà nove carte a testa; il dichiarante sceglie la briscola, poi “starting with the player on the pitcher's left, the non-trump cards are discarded and the hands refilled to six from the undealt cards”, e il dichiarante prende il resto. Il file dà ancora sei carte senza pescata, e la briscola la fissa la prima uscita del dichiarante: le regole di scambio necessarie non sono ancora nel file.
lib-837918915d = Le pagine trovate non dicono chi esce per primo né cosa si può giocare in una presa; il file segue le regole del Pitch all’asta: esce il dichiarante, e si può giocare briscola in qualsiasi momento.
lib-73e600d3f8 = Il gioco a 7 punti di Trickster segna il dieci di briscola, alla squadra che lo prende, invece di «Gioco»; il file segna ancora «Gioco».

## pitch-9
lib-235827952f = Pitch a 9 punti (Trickster)
lib-918061417f = Il Pitch a 9 punti di Trickster Cards: il Pitch a 4 punti in cui anche il cinque di briscola vale cinque punti per la squadra che lo prende, così in ogni mano sono in palio nove punti. Partita a 31.
lib-2876004a56 = Il nome del gioco è il numero di punti di una mano: con il cinque che vale cinque, «Alta», «Bassa», «Fante» e «Gioco» fanno nove.
lib-f6b050d1f4 = La dichiarazione minima di Trickster è un’opzione del tavolo (da 1 a 5 nel gioco a 9 punti), e se il mazziere possa rubare pareggiando è un’altra; i loro valori predefiniti, e cosa succede quando tutti passano, non sono nelle pagine trovate. Il file fa dichiarare da 2 a 9, con il 9 che chiude l’asta, lascia che il mazziere rubi qualsiasi dichiarazione più bassa pareggiandola e obbliga il mazziere a dichiarare 2 quando tutti passano.
lib-97a070531e = La pagina elenca il cinque tra i punti del gioco a 9 punti senza dire quanto vale né chi lo segna; il file gli dà cinque punti (i nove punti del gioco meno gli altri quattro) per la squadra che lo prende, come Trickster segna le altre carte che nomina. Non vale nulla per «Gioco».
lib-f8ed82841b = Cinque

## setback
lib-3bae240330 = Setback (a 11)
lib-3522fee203 = Il Pitch all’asta (detto anche Setback) giocato a 11 punti, un traguardo che le regole indicano per una partita più lunga; ogni altra regola è quella del Pitch all’asta.

## shasta-sam
lib-d9365fd2d7 = Shasta Sam
lib-779ee19246 = Il California Jack con il tallone coperto: si vede solo la carta che mostra la briscola, e ogni pescata è una sorpresa.
lib-5bfbceb341 = Foster sceglie la briscola alzando il mazzo prima della distribuzione, quindi nessuna carta del tallone va mostrata; nessuna fonte trovata dice come si mostra la briscola quando il tallone del California Jack è coperto. Il file scopre la prima carta del tallone per mostrare la briscola e la lascia lì, scoperta, perché la peschi chi vince la prima presa; le carte sotto restano nascoste.

## six-player-pitch
lib-652d8605b4 = Pitch a sei (tre squadre da due)
lib-44a88cfc66 = Il Pitch a coppie per sei giocatori in tre squadre da due, con i compagni di fronte (posti 0 e 3, 1 e 4, 2 e 5); ogni altra regola è quella del Pitch all’asta.
lib-4648fc0f6e = Le fonti danno solo la disposizione per sei (la pagina di Shankar dà loro otto carte a testa, con le sue regole del Setback); il file gioca con le regole e la distribuzione del Pitch all’asta, sei carte a testa, che nessuna fonte indica per sei giocatori.

## smear
lib-afecb0de3d = Smear (a 5 punti)
lib-a71ec0f175 = Lo Smear a cinque punti per due squadre da due, con i compagni di fronte: «Alta», «Bassa», «Fante», «Jick» (il fante gemello) e «Gioco». «Bassa» va alla squadra che ha ricevuto la briscola più bassa, non a chi la prende. Si dichiara da 2 a 5; il 5 chiude l’asta.
lib-507ac05f27 = Lo Smear a cinque punti di Wikipedia lascia a una parte la possibilità di fare cappotto, cioè dichiarare di prendere tutti e cinque i punti per 11, perdendone 11 se non ci riesce; il file non gioca ancora il cappotto.
lib-c3d7b30c35 = Per lo Smear a cinque punti le fonti trovate danno solo i punti e il cappotto. La distribuzione (sei carte, senza scarto), l’asta (da 2 a 5, il mazziere obbligato a 2 e libero di rubare), il gioco (la briscola fissata dalla prima uscita del dichiarante, briscola giocabile in qualsiasi momento) e la fine (11 punti, solo la parte del dichiarante può chiudere) sono quelli del Pitch a 5 punti; lo Smear principale di Wikipedia fa vincere il punteggio più alto quando entrambe le parti superano il traguardo, e i dichiaranti in caso di parità.
lib-49dce9002f = Jick

## smudge
lib-b888be9acb = Pitch (Smudge)
lib-34d135b417 = Il Pitch all’asta come lo dà Bicycle con il nome di Smudge: vincere tutti e quattro i punti («Alta», «Bassa», «Fante» e «Gioco») in una mano è uno smudge e fa vincere subito la partita, qualunque sia il punteggio; il mazziere non può prendere il contratto senza dichiarare più di tutti.
lib-96b085d882 = In Bicycle i giocatori partono da sette e contano alla rovescia fino a zero, aggiungendo la dichiarazione quando vanno sotto: è come contare in avanti fino a sette, come qui.
lib-5b0cda6e25 = Nel «Penguin Book of Card Games» di Parlett lo smudge è invece una dichiarazione: un giocatore che non è sotto zero può dichiarare 4 come «smudge», e se la mantiene vince subito la partita.
lib-b2a46d4871 = Uno smudge di un giocatore che non è il dichiarante non si può ancora scrivere: la regola del vincitore vede solo i punti del dichiarante. Il file fa vincere subito un dichiarante che vince tutti e quattro i punti, qualunque sia la dichiarazione; un altro giocatore che li vince tutti e quattro li segna e si continua. Uno smudge richiede inoltre che il fante sia stato distribuito, perché senza di esso non si possono vincere quattro punti.

## snoozer
lib-fa9b262c35 = Snoozer (il Dom Pedro di Foster)
lib-26d70be7ce = Il Dom Pedro con lo snoozer: un jolly aggiunto al mazzo come briscola più bassa, che ogni briscola batte ma che vince qualsiasi presa a semi non di briscola, e che vale 15 per chi lo vince. «Bassa» resta la briscola naturale più bassa. Con il tre, il cinque e il nove di briscola al loro valore, in una mano si possono dichiarare e fare 36 punti. Foster chiama questo gioco Dom Pedro, o Snoozer. La partita è a 100.
lib-bcf33d6254 = Nessuna fonte dice quale seme diventa briscola se si esce con lo snoozer alla prima presa; il file non permette al dichiarante di giocarlo in uscita alla prima presa.
lib-ff0cd289c9 = Quando lo snoozer è l’unica briscola in gioco nessuna fonte dice chi segna «Alta»; il file dà «Alta» a chi vince lo snoozer, e nessuno segna «Bassa».
lib-2c2cc8bc7a = Snoozer
    .def = lo Snoozer
    .di = dello Snoozer
    .a = allo Snoozer
    .da = dallo Snoozer

## ten-point-pitch
lib-c33ca65b4c = Pitch a dieci punti (si pesca fino a sei)
lib-74008cd69f = Il Pitch a dieci punti per due squadre da due con la pescata, per quanto questo file sa già giocarlo: nove carte a testa, chi dichiara di più sceglie la briscola, poi ogni giocatore scarta le non briscole e pesca fino a sei; il dichiarante prende il resto del tallone e tiene le sei migliori. Partita a 52.
lib-4c7911da74 = “The minimum bid is four. [...] players having to bid higher than any previous bid or pass on bidding. [...] If no player bids, the dealer has to take the bid for four.” Il file fa ancora dichiarare da 3, lascia rubare il mazziere pareggiando e lo obbliga a dichiarare 3.
lib-ead361db87 = “one point each for the Ace, Jack, Jick, High Joker, Low Joker, 10, and 2. Three points for the 3.” Il file segna ancora la briscola più alta e la più bassa in gioco e «Gioco», e non il dieci.
lib-d70e43f947 = Ogni carta che non è briscola va scartata, il dichiarante non pesca con gli altri, e le briscole che scarta si annunciano; il file lascia scegliere a ogni giocatore quali non briscole scartare, il dichiarante pesca al suo turno prima di prendere il resto, e gli scarti non si mostrano mai. Queste regole di scambio non sono ancora nel file.
lib-f3783fc7b9 = “Only trump cards can be played. [...] Once a player is out of trump suited cards, the rest of the player's cards are folded.” Il file gioca tutte le carte: un giocatore senza briscole gioca a ogni presa una carta di un altro seme, che non può vincere una presa in cui c’è una briscola.
lib-ed9879f124 = Le fonti trovate non dicono come si vince quando entrambe le squadre superano 52 nella stessa mano; nel file può vincere solo la squadra del dichiarante, alla fine di una mano.

## two-teams-of-three
lib-ba076fe6a0 = Pitch per due squadre da tre
lib-61572128d3 = Il Pitch a coppie per sei giocatori in due squadre da tre, seduti in modo alternato (posti 0, 2 e 4 contro 1, 3 e 5); ogni altra regola è quella del Pitch all’asta.
lib-3e1f853498 = La fonte dà solo le squadre per sei (e dà loro otto carte a testa, con le sue regole del Setback); il file gioca con le regole e la distribuzione del Pitch all’asta, sei carte a testa, che nessuna fonte indica per sei giocatori. I compagni siedono alternati, come le squadre nel resto della famiglia del Pitch.
