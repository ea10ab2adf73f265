# I testi delle varianti incluse (nomi, descrizioni, note, approssimazioni, note sulle fonti,
# nomi dei punti e dei jolly). L'identificativo deriva dal testo inglese
# (pitch_rules.docs.words.library_id). Le citazioni restano nella lingua della fonte.
# I nomi dei giochi (Pitch, Setback, Smear...) sono nomi propri e restano tali.

## all-fours
lib-89e0882117 = All Fours (Seven Up)
lib-56ce6555d6 = Si è potuta leggere solo la prima parte della pagina (giocatori, distribuzione, scelta della briscola).
lib-0293f59bfe = Citato solo per l’ordine di conteggio; in caso di parità non dà «Gioco» a nessuno, mentre qui il file segue «Hoyle's Games Modernized».
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
lib-29ffcfc1f1 = Si è potuta leggere solo la prima parte della pagina (valori, distribuzione, asta, pescata e scarto).
lib-07d7b75ca0 = Pedro destro
lib-fe79f0d810 = Pedro sinistro

## commercial-pitch
lib-12871bf66d = Pitch commerciale (con vendita)
lib-cbc4435210 = Il Pitch all’asta più antico, in cui il diritto di uscire per primo spetta al primo di mano. Può uscire subito, impegnandosi a fare quattro punti, oppure venderlo: gli altri dichiarano una volta ciascuno per comprarlo, e il primo di mano allora vende, segnando subito il prezzo mentre il compratore gioca per quella dichiarazione, oppure rifiuta e deve fare lui altrettanti punti. Se nessuno dichiara, il primo di mano gioca senza contratto. «Bassa» va al giocatore che l’ha ricevuta. Ogni giocatore parte con sette gettoni, e vince il primo che se ne libera tutti e sette, dichiarante o no.
lib-6540dbff6b = Nel Sell-out di Parlett i compratori possono dichiarare solo da 1 a 3, e quando il primo di mano rifiuta una dichiarazione la segna il compratore; questo file segue Foster, la Britannica e Wikipedia, dove il primo di mano che rifiuta deve mantenere lui la dichiarazione e il compratore non segna nulla.
lib-e822d91643 = Le fonti trovate non dicono chi vince quando più di un giocatore si libera dell’ultimo gettone nella stessa mano. Il file conta per primo il prezzo di una vendita, che si segna subito (una vendita che porta il primo di mano a sette lo fa vincere prima che la mano sia giocata), poi «Alta», «Bassa», «Fante» e «Gioco» nell’ordine in cui li elenca Foster, chiunque li abbia vinti; un dichiarante che va sotto non conta nulla in quella mano.
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
lib-7192b27c1e = Il Pitch all’asta moderno, in cui ogni giocatore dichiara una volta e chi dichiara di più diventa il dichiarante; citato per il contratto.

## pedro-sancho-foster
lib-7fb2adfefa = Pedro Sancho con rilanci
lib-bdca52b9d7 = Il Sancho Pedro come lo dà Foster: il diritto di uscire per primo spetta al primo di mano. Può uscire subito o metterlo in vendita; allora gli altri dichiarano per comprarlo, a giri, e un giocatore superato può rilanciare al suo turno, finché resta un solo offerente. Il primo di mano allora vende, segnando subito il prezzo mentre il compratore gioca per quella dichiarazione, oppure rifiuta e deve fare lui altrettanti punti. Se nessuno dichiara, il primo di mano gioca senza contratto.
lib-8bef3f01ba = Foster dice quanto deve fare il primo di mano che esce subito solo per il Pitch all’asta: quattro, la sua dichiarazione più alta. Per il Pedro il file prende la dichiarazione più alta di qui, 18.
lib-3d4a794a3b = Foster lascia rilanciare un compratore superato ma non dice se chi ha passato può rientrare; nel file chi passa non rientra.
lib-904708f8dc = La pagina di Foster su cosa segna il venditore non si è trovata; il file segue Wikipedia e la Britannica: il primo di mano segna subito il prezzo, e se rifiuta deve mantenere lui la dichiarazione, mentre l’offerente non segna nulla. Poiché il prezzo si segna subito, conta prima dei punti della mano, e una vendita che porta il primo di mano a cinquanta fa vincere subito la partita, prima che la mano sia giocata.

## pitch-10
lib-7dbf979cd3 = Pitch a 10 punti (Trickster)
lib-ad64b88963 = Fante gemello
lib-f3cd4632fc = Tre

## pitch-11
lib-e5adfbf0c1 = Pitch a 11 punti (Trickster)
lib-83173a1aa7 = Dieci

## pitch-13
lib-0e990d9e04 = Pitch a 13 punti (Trickster)
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
lib-d6350a6dd1 = Il California Jack con il tallone coperto, come lo dà Foster: si vede solo la carta che mostra la briscola, ogni pescata è una sorpresa, e la partita è a sette punti.
lib-04468d2dba = La briscola si fissa prima della distribuzione, così che nessuna carta del tallone si veda: il California Jack di Foster dice “The trump suit is cut for before the cards are shuffled and dealt”, e la pagina dello Shasta Sam citata qui “Before the deal, a card is cut or turned from the pack to determine the trump suit for that deal.” Il motore non può fissare la briscola prima della distribuzione: il file scopre la prima carta del tallone per mostrare la briscola e la lascia lì, scoperta, perché la peschi chi vince la prima presa; le carte sotto restano nascoste.
lib-443f3468c4 = Foster non dice chi vince quando entrambi i giocatori arrivano a sette nella stessa mano; il file conta i punti come il California Jack di Bicycle, nell’ordine «Alta», «Bassa», «Fante», «Gioco».

## six-player-pitch
lib-652d8605b4 = Pitch a sei (tre squadre da due)
lib-7f3c3b143e = Il Pitch a coppie per sei giocatori in tre squadre da due, con i compagni di fronte (posti 0 e 3, 1 e 4, 2 e 5), otto carte a testa, per cui una mano è di otto prese; ogni altra regola è quella del Pitch all’asta.
lib-d47e51c342 = Le fonti non dicono come si distribuiscono le otto carte; il file le distribuisce a gruppi di quattro, in due giri, come il Pitch all’asta distribuisce le sue sei in due giri da tre.

## smear
lib-afecb0de3d = Smear (a 5 punti)
lib-49dce9002f = Jick

## smudge
lib-b888be9acb = Pitch (Smudge)
lib-c7380d0c58 = Il Pitch all’asta come lo dà Bicycle con il nome di Smudge: vincere tutti e quattro i punti («Alta», «Bassa», «Fante» e «Gioco») in una mano è uno smudge e fa vincere subito la partita, qualunque sia il punteggio; il mazziere non può prendere il contratto senza dichiarare più di tutti. Vince il primo giocatore che arriva a sette, contando per primi i punti del dichiarante.
lib-6c52e6746c = In Bicycle i giocatori partono da sette e contano alla rovescia fino a zero, aggiungendo la dichiarazione quando vanno sotto: è come contare in avanti fino a sette, come qui, dove vince il primo che arriva a sette.
lib-5b0cda6e25 = Nel «Penguin Book of Card Games» di Parlett lo smudge è invece una dichiarazione: un giocatore che non è sotto zero può dichiarare 4 come «smudge», e se la mantiene vince subito la partita.

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

## two-teams-of-three
lib-ba076fe6a0 = Pitch per due squadre da tre
lib-27f8e2da6d = Il Pitch a coppie per sei giocatori in due squadre da tre, seduti in modo alternato (posti 0, 2 e 4 contro 1, 3 e 5), otto carte a testa, per cui una mano è di otto prese; ogni altra regola è quella del Pitch all’asta.
lib-893b362846 = La fonte non dice come siedono le due squadre da tre; i compagni siedono alternati, come le squadre nel resto della famiglia del Pitch.
lib-ab17dceab8 = La fonte non dice come si distribuiscono le otto carte; il file le distribuisce a gruppi di quattro, in due giri, come il Pitch all’asta distribuisce le sue sei in due giri da tre.

## all-fours (aggiornato)
lib-e667118cac = Il capostipite della famiglia, per due o tre giocatori, ognuno per sé, a 7 punti (da cui «Seven Up»). Non c’è asta: dopo la distribuzione si scopre la carta successiva per la briscola, e il mazziere segna un punto se è un fante. Il giocatore alla sinistra del mazziere può accettare o chiedere; allora il mazziere o concede un punto a ogni avversario (mai abbastanza da farlo vincere), o ridistribuisce, tre carte in più a testa, e scopre di nuovo finché compare un seme nuovo, dopo di che ogni giocatore scarta fino a sei carte. «Alta» e «Bassa» vanno ai giocatori che le hanno ricevute, «Fante» e «Gioco» a chi li prende, «Gioco» al primo di mano in caso di parità; i punti si contano nell’ordine «Alta», «Bassa», «Fante», «Gioco».
lib-76e3ef633b = In quattro si gioca a coppie, con i compagni di fronte: è l’All Fours a quattro (all-fours-partnership).
lib-312626ce19 = Foster nota che alcuni circoli tengono tutte le carte quando dopo una ridistribuzione ognuno ne ha solo nove, e scartano fino a sei solo se si è ridistribuito più di una volta.
lib-3ddecabc1c = In tre, il Seven-Up di Bicycle dà il punto concesso soltanto a chi chiede: “The gift is always awarded to the player on the dealer's left when he begs and the dealer rejects.” Questo file segue Foster, per il quale il mazziere che rifiuta di ridistribuire concede un punto a entrambi gli avversari.
lib-96d789c144 = La regola che dà «Gioco» al primo di mano in caso di parità è scritta per due giocatori; in tre, la parità tra gli altri due non è trattata dalle fonti trovate. Il file dà «Gioco» al primo di mano in ogni caso di parità.
lib-94f74c1d0f = Cosa succede quando il tallone finisce durante la ridistribuzione è su pagine di Foster e Bicycle che non si sono potute leggere; il file annulla la distribuzione, e il mazzo passa al giocatore a sinistra.

## all-fours-partnership
lib-b8e161a09f = All Fours a quattro (a coppie)
lib-ebd856fdb0 = L’All Fours (Seven Up) per quattro giocatori in due coppie, con i compagni di fronte. Solo il giocatore alla sinistra del mazziere e il mazziere decidono se accettare, chiedere, concedere o ridistribuire; il punto concesso va alla parte di chi ha chiesto. Tutto ciò che segna un compagno conta per la parte, e vince la prima parte che arriva a 7.
lib-cd5169d8eb = Il compagno del mazziere e il giocatore alla destra del mazziere non guardano le loro carte finché il primo di mano e il mazziere non hanno deciso se accettare o ridistribuire.
lib-cffd9132af = La regola che dà «Gioco» al primo di mano in caso di parità è scritta per due giocatori; in quattro il file lo dà alla parte del primo di mano.

## cinch (aggiornato)
lib-08c44a23a1 = Il Cinch, detto anche Doppio Pedro o High Five, per due squadre da due. Nove carte a testa; un solo giro d’asta da 1 a 14; chi dichiara di più sceglie la briscola; tutti tranne il mazziere scartano ogni carta che non sia briscola e pescano fino a sei, e il mazziere ruba il tallone; le briscole scartate si mostrano. Si può sempre tagliare invece di rispondere al seme. Il cinque gemello («Pedro sinistro») è una briscola appena sotto il cinque di briscola («Pedro destro»); ogni Pedro vale 5, e «Alta» (l’asso), «Bassa» (il due), «Fante» e «Gioco» (il dieci di briscola) 1 ciascuno, tutti alla squadra che li prende. Quando la dichiarazione è mantenuta, la squadra che ha vinto più punti segna la differenza; quando va sotto, l’altra squadra segna i propri punti più la dichiarazione.
lib-5b2cf86c56 = Nelle fonti lette si conta solo la dichiarazione non mantenuta (nella mano di esempio l’altra parte “scored their points, seven, plus the value of the contract, eight”; chi va sotto non segna nulla). Quando la dichiarazione è mantenuta, il file fa segnare la differenza alla parte che ha vinto più punti, come si conta di solito il Cinch; i paragrafi di Foster e Bicycle sul punteggio non si sono potuti leggere.
lib-8eace6f300 = Cosa succede quando tutti passano non si trova nelle parti di Bicycle e Foster che si sono potute leggere; il file segue un libro più recente: il mazziere sceglie la briscola senza nulla da mantenere.
lib-791ce00d01 = Wikipedia e il libro dell’esempio fanno scartare tutte le carte scoperte; Bicycle chiede di mostrare solo le briscole scartate. Il file mostra le briscole scartate e tiene coperti gli altri scarti.

## cutthroat-smear
lib-ac30dcd835 = Smear a tre (ognuno per sé)
lib-75c49c8c31 = Lo Smear a cinque punti per tre, ognuno per sé. In ogni mano i due giocatori che non hanno vinto l’asta giocano in squadra contro il dichiarante: ciò che prende uno dei due conta per entrambi, e ciascuno segna i punti della squadra.
lib-86469cd1e7 = La fonte non dice come cambiano i punteggi dei due difensori; ciascuno segna i punti vinti dalla coppia, come dice il documento delle regole, mentre solo il dichiarante mantiene la dichiarazione o va sotto.
lib-e4dfe445fd = Le altre regole della fonte (dieci carte, dichiarazioni sulle prese, scarto di quattro) non sono lo Smear descritto dalle sue altre fonti; il file gioca in tre lo Smear a cinque punti della raccolta (sei carte, dichiarazioni da 2 a 5 e il cappotto, partita a 11). Quando i due difensori superano 11 a pari punteggio e il dichiarante no, nessuno ha il punteggio più alto: si continua.

## five-player-call-partner-pitch
lib-c547db8951 = Pitch a cinque con compagno chiamato
lib-47a59fd24f = Il Pitch a 10 punti di Trickster Cards per cinque, ognuno per sé. Scelta la briscola e fatta la pescata, il dichiarante chiama una carta che non ha; chi la ha è il suo compagno per la mano, e gli altri lo scoprono solo quando viene giocata. Il dichiarante e il compagno giocano contro gli altri tre, e ogni giocatore segna ciò che segna la sua squadra della mano.
lib-64db216572 = Il “Pawnee Ten Point Call Your Partner Pitch” dà dieci carte a testa e un monte di quattro, e si gioca a 42.
lib-8c89dc2560 = Come si chiama il compagno non è nelle fonti trovate. Nel file il dichiarante chiama, dopo la pescata, una carta qualsiasi che non ha; chi la ha è il compagno, noto agli altri solo quando la carta viene giocata, e se nessuno la ha il dichiarante gioca da solo contro gli altri quattro.
lib-a17a5da4be = Come cambia il punteggio di ogni giocatore non è nelle fonti trovate oltre a “the team who wins them”: il dichiarante e il compagno segnano ciascuno i punti della coppia, o perdono ciascuno la dichiarazione; ciascuno degli altri tre segna i punti vinti dalla sua parte.
lib-3fe8926483 = Nei giochi più grandi l’opzione del monte di Trickster è sempre attiva “unless you play with 5 or more players” (in una traduzione della sua pagina), quindi in cinque la pescata può essere disattivata; il suo valore predefinito non è nelle pagine trovate. Il file mantiene la pescata del gioco a 10 punti, fin dove arrivano le 9 carte non distribuite.
lib-ecbbbe37d6 = Un gioco a dieci punti per cinque con un compagno chiamato; le sue regole per la chiamata non si sono potute leggere.
lib-5ab352c0ca = Jolly alto
    .def = il Jolly alto
    .di = del Jolly alto
    .a = al Jolly alto
    .da = dal Jolly alto
lib-71cd8a5b1e = Jolly basso
    .def = il Jolly basso
    .di = del Jolly basso
    .a = al Jolly basso
    .da = dal Jolly basso

## minnesota-smear (aggiornato)
lib-3fd8313d31 = Smear del Minnesota
lib-a657a6d004 = Lo Smear del Minnesota per due squadre da due, con i compagni di fronte, con 54 carte: nove a testa e un monte di quattro che chi dichiara di più prende prima di scegliere la briscola. Il Jick (l’altro fante del colore di briscola) e due jolly di pari valore sono briscole. Poi ognuno scarta le non briscole fino a sei, senza pescare, e tiene ogni briscola che vale punti (tutte tranne quelle dal tre al nove). «Alta», «Bassa» (alla squadra che l’ha ricevuta), «Fante», «Jick», i due jolly e «Gioco» valgono un punto ciascuno. Una mano con sole carte dal tre al nove è una distribuzione nulla. Partita a 21.
lib-b2e4faca77 = La vecchia revisione di Wikipedia dà le stesse nove carte e il monte di quattro, ma ogni giocatore pesca fino a sei, il mazziere prende il resto e la dichiarazione minima è 4.
lib-6c6fda6182 = Le fonti trovate non elencano i punti (la vecchia revisione di Wikipedia chiama l’asso e il due punti «automatici»). Il file segna «Alta» (la briscola più alta in gioco), «Bassa» (la briscola naturale più bassa in gioco, alla squadra che l’ha ricevuta), «Fante», «Jick», i due jolly e «Gioco» (contato come nel Pitch all’asta, i jolly non valgono nulla): sette punti.
lib-2d2f85e707 = La prima dichiarazione può essere da due a quattro, le successive solo più alte; il file lascia che la prima sia qualsiasi numero da 2 a 7. Cosa succede quando tutti passano non è detto: il mazziere deve dichiarare 2.
lib-f18afa7ff9 = Non è detto cosa scarti chi ha più di sei briscole che valgono punti (nove briscole valgono punti: l’asso, il re, la donna, il fante, il Jick, i due jolly, il dieci e il due). Il file gliene fa tenere sei a sua scelta e scartare tutte le altre carte.
lib-f156e4ad36 = Una distribuzione nulla “may be called” dal giocatore che ha ricevuto solo carte dal tre al nove; il file annulla sempre una tale distribuzione.
lib-ae99d9370f = Chi vince quando entrambe le squadre arrivano a 21 nella stessa mano non è detto; il file fa vincere la squadra del dichiarante, e l’altra solo quando i dichiaranti non arrivano a 21.

## moon-pitch
lib-cd0fca9bac = Pitch con cappotto (a 4 punti)
lib-bf6d6b0ada = Il Pitch a 4 punti di Trickster Cards con l’opzione del cappotto: oltre a dichiarare da 2 a 4, una squadra può fare cappotto, cioè dichiarare di prendere tutti i punti della mano. Riuscito, fa vincere subito la partita, o riporta a zero una squadra sotto zero; mancato, costa gli 11 punti di una partita.
lib-2e8ceade77 = L’opzione di Trickster può invece chiedere tutti i punti e tutte le prese; questo file gioca la forma «tutti i punti».
lib-ae896179ff = Lo Smear a cinque punti di Wikipedia paga un fisso di 11 per il cappotto, riuscito o mancato (smear); una guida del Pitch a dieci punti citata in rete fa perdere la partita a chi manca il cappotto.
lib-a0ab8c360b = La dichiarazione minima di Trickster e il furto del mazziere sono opzioni del tavolo i cui valori predefiniti non sono nelle pagine trovate, né se il mazziere possa rubare un cappotto. Il file fa dichiarare 2, 3, 4 o il cappotto (5), che chiude l’asta, lascia che il mazziere rubi un 2 o un 3 pareggiandolo e obbliga il mazziere a dichiarare 2 quando tutti passano.
lib-bb200e5482 = «Tutti i punti» si legge come ogni punto segnato nella mano: il cappotto riesce quando l’altra squadra non segna nulla, anche se il fante non è stato distribuito o «Gioco» è finito in parità. Un cappotto riuscito da un punteggio di zero o più porta il punteggio almeno al traguardo (11), e la partita è subito vinta; da un punteggio negativo lo riporta a zero.
lib-457b9f3dc6 = La regola è letta da una traduzione automatica non ufficiale della pagina di Trickster; l’originale inglese non si è trovato.
lib-35bd32aaaa = L’unica copia trovata dell’opzione “Shoot” di Trickster, tradotta automaticamente in ceco. In inglese: “When shooting you automatically win the game if you take all the points, or all the points and tricks, depending on the option (unless your score is negative, in which case it is reset to zero). Failing to take all the points, or points and tricks, subtracts the game-over score from your current score.”

## pitch-10 (aggiornato)
lib-327af94f7b = Il Pitch a 10 punti di Trickster Cards: il Pitch a 7 punti in cui «Alta» è l’asso di briscola e «Bassa» il due di briscola (alla squadra che l’ha ricevuto), e il tre di briscola vale tre per la squadra che lo prende. Partita a 32.
lib-10491a50be = Trickster gioca questo gioco anche in 4 ognuno per sé, in 5 (con compagno chiamato: five-player-call-partner-pitch) e con tre squadre da due.
lib-a15075264a = La dichiarazione minima di Trickster è un’opzione del tavolo (da 1 a 5 nel gioco a 10 punti), e se il mazziere possa rubare pareggiando è un’altra; i loro valori predefiniti non sono nelle pagine trovate, né chi distribuisce quando si ridistribuisce. Il file fa dichiarare da 3 a 10, con il 10 che chiude l’asta, lascia che il mazziere rubi qualsiasi dichiarazione più bassa pareggiandola e passa il mazzo a sinistra quando tutti passano.

## pitch-11 (aggiornato)
lib-a08ef58437 = Il Pitch a 11 punti di Trickster Cards: il Pitch a 10 punti con l’asso gemello (l’asso dell’altro seme dello stesso colore della briscola) come briscola appena sotto l’asso, che vale un punto per la squadra che lo prende. Partita a 52.
lib-f89e1cf950 = Trickster gioca questo gioco anche in 4 ognuno per sé, in 5 (con compagno chiamato) e con tre squadre da due.
lib-f058f6b18e = La dichiarazione minima di Trickster è un’opzione del tavolo (da 1 a 5 nei giochi più grandi), e se il mazziere possa rubare pareggiando è un’altra; i loro valori predefiniti non sono nelle pagine trovate, né chi distribuisce quando si ridistribuisce. Il file fa dichiarare da 3 a 11, con l’11 che chiude l’asta, lascia che il mazziere rubi qualsiasi dichiarazione più bassa pareggiandola e passa il mazzo a sinistra quando tutti passano.
lib-6df464ffc2 = La pagina nomina l’asso gemello tra i punti del gioco a 11 punti, ma le pagine trovate non dicono dove si colloca né chi lo segna; il file lo mette appena sotto l’asso di briscola e ne dà il punto alla squadra che lo prende, come Trickster segna le altre carte che nomina.

## pitch-13 (aggiornato)
lib-cceb79f8d5 = Il Pitch a 13 punti di Trickster Cards: il Pitch a 10 punti con il tre gemello (il tre dell’altro seme dello stesso colore della briscola) come briscola appena sotto il tre, che vale tre per la squadra che lo prende. Partita a 52.
lib-5d38c35ca5 = La dichiarazione minima di Trickster è un’opzione del tavolo (da 1 a 5 nel gioco a 13 punti), e se il mazziere possa rubare pareggiando è un’altra; i loro valori predefiniti non sono nelle pagine trovate, né chi distribuisce quando si ridistribuisce. Il file fa dichiarare da 3 a 13, con il 13 che chiude l’asta, lascia che il mazziere rubi qualsiasi dichiarazione più bassa pareggiandola e passa il mazzo a sinistra quando tutti passano.
lib-5b949ebe16 = La pagina nomina il tre gemello tra i punti del gioco a 13 punti, ma le pagine trovate non dicono dove si colloca né quanto vale; il file lo mette appena sotto il tre di briscola e gli dà tre punti (i tredici punti del gioco meno i dieci del gioco a 10 punti) per la squadra che lo prende.

## pitch-7 (aggiornato)
lib-4d57f2b47b = Il Pitch a 7 punti di Trickster Cards: 54 carte, nove a ciascuno dei giocatori di due squadre da due. Il dichiarante sceglie la briscola; poi, a partire dalla sua sinistra, ogni giocatore butta via tutte le carte tranne le briscole e pesca fino a sei, e il dichiarante prende il resto del mazzo e ne tiene sei. «Alta», «Bassa» (alla squadra che l’ha ricevuta), «Fante», «Fante gemello», i due jolly e il dieci di briscola valgono un punto ciascuno; non c’è il punto «Gioco». Se tutti passano si ridistribuisce. Partita a 21.
lib-9673165846 = La dichiarazione minima di Trickster è un’opzione del tavolo (da 1 a 5 nel gioco a 7 punti), e se il mazziere possa rubare pareggiando è un’altra; i loro valori predefiniti non sono nelle pagine trovate, né chi distribuisce quando si ridistribuisce. Il file fa dichiarare da 2 a 7, con il 7 che chiude l’asta, lascia che il mazziere rubi qualsiasi dichiarazione più bassa pareggiandola e passa il mazzo a sinistra quando tutti passano.
lib-ab45e273a2 = Le pagine trovate non dicono chi esce per primo né cosa si può giocare in una presa; il file segue le regole del Pitch all’asta: esce il dichiarante con qualsiasi carta, e si può giocare briscola in qualsiasi momento.
lib-df9ef82d8a = La frase della pagina su un giocatore che riceve più di sei briscole è tronca (“if a player held more than 6 trump”); nel file un tale giocatore scarta briscole fino a sei, scoperte, fuori dal gioco. «Bassa» va alla squadra che ha la briscola più bassa quando comincia il gioco, dopo la pescata.
lib-dc26a9b173 = La distribuzione, la pescata e i jolly sono descritti con il gioco a 10 punti.
lib-eab3064ee5 = L’unica copia trovata dell’opzione “Kitty” di Trickster. In inglese: “In 7-, 10-, 11- and 13-point games it is all the cards left in the deck and is always Yes unless you play with 5 or more players.”

## smear (aggiornato)
lib-f3cb1f29bc = Lo Smear a cinque punti per due squadre da due, con i compagni di fronte: «Alta», «Bassa», «Fante», «Jick» (il fante gemello) e «Gioco». «Bassa» va alla squadra che ha ricevuto la briscola più bassa, non a chi la prende. Si dichiara da 2 a 5, e una squadra può fare cappotto, cioè dichiarare di prendere tutti e cinque i punti: riuscito, vale 11; mancato, ne costa 11. Quando entrambe le squadre arrivano a 11 nella stessa mano, vince il punteggio più alto, e i dichiaranti in caso di parità.
lib-3a0cee788a = Per lo Smear a cinque punti le fonti trovate danno solo i punti e il cappotto: Wikipedia lo presenta come una variante del suo Smear a dieci punti a coppie, giocata “with cards removed from the deck”. Il file non prende nient’altro del gioco a dieci punti: né il suo mazzo di 54 carte, i cui due jolly sono briscole e valgono punti propri, come il tre di briscola, né la sua distribuzione di dieci carte. La distribuzione (sei carte, senza scarto), l’asta (da 2 a 5 e il cappotto, il mazziere obbligato a dichiarare 2 quando tutti gli altri passano e libero di rubare pareggiando qualsiasi dichiarazione tranne il cappotto), il gioco (la briscola fissata dalla prima uscita del dichiarante, briscola giocabile in qualsiasi momento) e il traguardo (11) sono quelli del Pitch a 5 punti. La regola per quando entrambe le squadre raggiungono il traguardo è quella di Wikipedia per il suo Smear a dieci punti.
lib-9e86efe4d6 = Il cappotto “consists of getting all 5 points”; quando il fante o il jick non sono stati distribuiti non ci sono cinque punti da prendere, e le fonti non dicono se il cappotto possa allora riuscire. Il file chiede tutti e cinque: un tale cappotto non riesce mai.

## smudge (aggiornato)
lib-01a160b2d4 = Lo Smudge di Bicycle è il suo Pitch all’asta con le modifiche citate qui, ma le parti del Pitch all’asta di Bicycle che danno le dichiarazioni e dicono cosa succede quando tutti passano non si sono potute leggere. Il file mantiene il Pitch all’asta di questa raccolta: dichiarazioni da 1 a 4, e il mazziere deve dichiarare 2 quando tutti gli altri passano. Una pagina trovata che sembra copiare il Pitch all’asta di Bicycle dice “The lowest bid is two”: se è la regola di Bicycle, nello Smudge non c’è la dichiarazione 1.
lib-79af11beb1 = La pagina dello Smudge non dice chi vince quando due giocatori arrivano a zero nella stessa mano. Il file conta come fa il Pitch all’asta con il jolly di Bicycle, lasciando da parte il jolly: prima i punti del dichiarante, poi quelli di tutti nell’ordine «Alta», «Bassa», «Fante», «Gioco». Un dichiarante che va sotto non conta nulla in quella mano.
lib-f69746dcc9 = Il Pitch all’asta con il jolly di Bicycle; il suo ordine di conteggio, lasciando da parte il jolly.

## ten-point-pitch (aggiornato)
lib-65dd82cb79 = Pitch a dieci punti
lib-c2d066270d = Il Pitch a dieci punti come si gioca al tavolo, per due squadre da due: 54 carte, nove a testa. Le dichiarazioni partono da 4, ognuno dichiara una volta e deve dichiarare di più, e il mazziere prende la dichiarazione a 4 se tutti passano. Chi dichiara di più sceglie la briscola; gli altri buttano via tutto tranne le briscole e pescano fino a sei, e il dichiarante prende il resto e ne tiene sei. Si giocano solo briscole: chi resta senza briscole si ritira, e chi vince una presa e si è ritirato passa l’uscita a sinistra. L’asso, il fante, il jick, i due jolly, il dieci e il due di briscola valgono un punto ciascuno, il tre tre. Vince la prima squadra che arriva a 52.
lib-0c62e70d88 = Quando chi vince una presa non ha più briscole, “the person to his/her left leads” (Charbonneau); le fonti non dicono chi esce quando anche quel giocatore è senza briscole. Il file passa l’uscita al giocatore successivo a sinistra che ha ancora una briscola.
lib-f2b717c7df = Il mazziere rifornisce gli altri e salta chi ha vinto l’asta, che poi prende il resto. Nel file anche il dichiarante ha il suo turno nella pescata: scartare lì fino a sei senza pescare è come essere saltato, ma un dichiarante che butta via di più pesca prima, e i giocatori dopo di lui pescano altre carte.
lib-32b756ee51 = Un giocatore che resta con più di sei briscole “must burn cards until they have only six” (Charbonneau); nel file le scarta fino a sei, scoperte, fuori dal gioco, come si annunciano le briscole scartate da chi ha vinto l’asta.
lib-fecc212d01 = Le fonti trovate non dicono chi vince quando entrambe le squadre superano 52 nella stessa mano; il file fa vincere la squadra del dichiarante, e l’altra solo quando i dichiaranti non arrivano a 52.
lib-9478c6503d = Gli stessi punti; l’unica fonte che dice chi segna il due.

## snoozer (aggiornato)
lib-c8158b53f0 = I giochi della famiglia del Pedro in Foster, tra cui Dom Pedro, o Snoozer, si mettono all’asta come il suo Pitch all’asta: “The eldest hand sells, as at Auction Pitch. If a player's first bid is raised he may raise again in his proper turn.” Il file non gioca quella vendita; mantiene l’asta del Sancho Pedro di questa raccolta, che lo Snoozer di Parlett (“As either of the above”) riprende: ogni giocatore dichiara una volta, il mazziere per ultimo, e il mazziere dichiara 1 quando tutti gli altri passano. La vendita di Foster si gioca nel Pedro Sancho con rilanci (pedro-sancho-foster).

## pitch-6 (aggiornato)
lib-8e53241eb9 = Le pagine trovate non dicono quale seme diventa briscola se si esce con il jolly alla prima presa (qui la briscola la fissa la prima uscita del dichiarante, come dice l’approssimazione del gioco a 4 punti); il file non permette al dichiarante di uscire con il jolly alla prima presa finché ha un’altra carta.
