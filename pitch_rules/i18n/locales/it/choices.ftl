# Le parole per ogni scelta con nome del file di variante: la regola come la enuncia il
# documento, e .short, poche parole per tabelle e confronti.

## sides.kind

choice-sides-kind-solo = Ogni giocatore gioca e segna i punti per conto proprio.
    .short = ognuno per sé
choice-sides-kind-partnership = Si gioca a squadre. Una squadra segna i punti come un’unica parte: ciò che vince un giocatore conta per la sua squadra.
    .short = a squadre (la squadra segna come un’unica parte)

## sides.for_the_hand

choice-sides-for_the_hand-none = Nessuno fa squadra per una sola mano.
    .short = nessuno (ognuno da solo)
choice-sides-for_the_hand-bidder-against-the-rest = In ogni mano, finita l’asta, il dichiarante gioca da solo contro tutti gli altri giocatori, che per quella mano giocano insieme come un’unica squadra.
    .short = il dichiarante contro tutti gli altri
choice-sides-for_the_hand-bidder-calls-a-card = In ogni mano, subito prima della prima uscita, il dichiarante chiama una carta qualsiasi che non ha: chi la ha è il suo compagno per quella mano, e tutti gli altri giocano insieme contro di loro. Il compagno non dice nulla, così gli altri scoprono chi è solo quando la carta chiamata viene giocata. Se nessuno ha la carta chiamata (non è stata distribuita o è stata scartata), il dichiarante gioca da solo contro tutti gli altri, e tutti lo scoprono alla fine della mano.
    .short = il dichiarante chiama la carta del compagno

## deal.first_dealer

choice-deal-first_dealer-random = Il primo mazziere si sceglie a sorte.
    .short = a sorte

## deal.misdeal_redeal

choice-deal-misdeal_redeal-same-dealer = lo stesso mazziere distribuisce di nuovo.
    .short = lo stesso mazziere ridistribuisce
choice-deal-misdeal_redeal-next-dealer = il mazzo passa al giocatore a sinistra, come dopo ogni mano.
    .short = distribuisce il giocatore a sinistra

## deal.rotation

choice-deal-rotation-left = Dopo ogni mano il mazzo passa al giocatore a sinistra.
    .short = passa a sinistra

## auction.all_pass

choice-auction-all_pass-dealer-forced = Se tutti gli altri giocatori passano, il mazziere deve dichiarare almeno { $dealer_forced_bid }.
    .short = il mazziere deve dichiarare
choice-auction-all_pass-redeal = Se tutti passano, le carte si raccolgono e il mazzo passa al giocatore a sinistra.
    .short = le carte si raccolgono
choice-auction-all_pass-dealer-set-back = Se tutti passano, { $team ->
        [yes] la squadra del mazziere perde
       *[no] il mazziere perde
    } { $dealer_set_back } { $dealer_set_back ->
        [one] punto
       *[other] punti
    }, le carte si raccolgono e il mazzo passa al giocatore a sinistra.
    .short = il mazziere perde punti
choice-auction-all_pass-eldest-pitches = Se tutti passano, il giocatore alla sinistra del mazziere diventa dichiarante senza contratto: la sua dichiarazione vale 0.
    .short = il giocatore a sinistra del mazziere gioca senza contratto
choice-auction-all_pass-dealer-pitches = Se tutti passano, il mazziere diventa dichiarante senza contratto: la sua dichiarazione vale 0.
    .short = il mazziere gioca senza contratto

## auction.rounds

choice-auction-rounds-once = A partire { $eldest_sells ->
        [yes] dal giocatore alla sinistra del primo di mano (che non dichiara)
       *[no] dal giocatore alla sinistra del mazziere
    } e in senso orario, ogni giocatore ha una sola occasione per dichiarare: passa oppure dichiara { $bids }. Una dichiarazione deve superare la più alta fatta finora, e chi passa non può più rientrare. Il mazziere parla per ultimo.
    .short = ognuno dichiara una volta
choice-auction-rounds-until-one-left = A partire { $eldest_sells ->
        [yes] dal giocatore alla sinistra del primo di mano (che non dichiara)
       *[no] dal giocatore alla sinistra del mazziere
    } e in senso orario, ogni giocatore a turno passa oppure dichiara { $bids }. Una dichiarazione deve superare la più alta fatta finora, e chi passa non può più rientrare. L’asta fa più giri: un giocatore la cui dichiarazione è stata superata può dichiarare di nuovo al suo turno, finché tutti tranne il miglior offerente hanno passato.
    .short = più giri, finché tutti tranne uno passano

## trump.chosen_by

choice-trump-chosen_by-first-lead = Il seme della prima carta giocata diventa briscola per tutta la mano.
    .short = il seme della prima carta giocata
choice-trump-chosen_by-bidder-names = Finita l’asta, il dichiarante sceglie il seme di briscola per tutta la mano.
    .short = lo sceglie il dichiarante
choice-trump-chosen_by-turn-up = Dopo la distribuzione si scopre la prima carta del tallone: il suo seme è briscola per tutta la mano.
    .short = il seme della carta scoperta

## trump.joker_led_first

choice-trump-joker_led_first-forbidden = Il jolly non può fissare la briscola: non si può uscire di jolly alla prima presa finché chi esce ha un’altra carta.
    .short = non si può uscire di jolly
choice-trump-joker_led_first-S = Un jolly giocato in uscita alla prima presa vale come una carta di picche: picche diventa briscola per tutta la mano.
    .short = vale come picche
choice-trump-joker_led_first-H = Un jolly giocato in uscita alla prima presa vale come una carta di cuori: cuori diventa briscola per tutta la mano.
    .short = vale come cuori
choice-trump-joker_led_first-D = Un jolly giocato in uscita alla prima presa vale come una carta di quadri: quadri diventa briscola per tutta la mano.
    .short = vale come quadri
choice-trump-joker_led_first-C = Un jolly giocato in uscita alla prima presa vale come una carta di fiori: fiori diventa briscola per tutta la mano.
    .short = vale come fiori

## trump.upcard

choice-trump-upcard-aside = La carta scoperta viene messa da parte, fuori dal gioco.
    .short = messa da parte
choice-trump-upcard-stock = La carta scoperta resta a faccia in su in cima al tallone e viene pescata con esso.
    .short = resta sul tallone

## trump.begging.gift_to

choice-trump-begging-gift_to-beggar = dà { $team ->
        [yes] alla sua squadra
       *[no] a lui
    } { $gift } { $gift ->
        [one] punto
       *[other] punti
    }
    .short = a chi ha chiesto
choice-trump-begging-gift_to-every-opponent = dà { $gift } { $gift ->
        [one] punto
       *[other] punti
    } a { $team ->
        [yes] ciascuna delle altre squadre
       *[no] ciascuno degli altri giocatori
    } (anche se ha chiesto un solo giocatore)
    .short = a ogni avversario del mazziere

## trump.begging.upcard_points_for

choice-trump-begging-upcard_points_for-every-card = Ogni carta scoperta vale punti per il mazziere appena viene scoperta, comprese quelle scoperte ridistribuendo.
    .short = ogni carta scoperta
choice-trump-begging-upcard_points_for-first-and-new-trump = La prima carta scoperta vale subito punti per il mazziere; se si ridistribuisce, vale punti anche la carta che diventa la nuova briscola, ma non le carte del seme rifiutato scoperte nel frattempo.
    .short = la prima carta e la nuova briscola
choice-trump-begging-upcard_points_for-final-trump = Vale punti per il mazziere solo la carta il cui seme diventa infine briscola, una volta risolta la richiesta: la prima carta se il giocatore accetta o il mazziere concede il punto, la nuova briscola se si ridistribuisce.
    .short = solo la carta che fissa la briscola

## exchange.discard

choice-exchange-discard-any = Si può scartare qualsiasi carta.
    .short = qualsiasi carta
choice-exchange-discard-non-trumps = Si possono scartare solo carte che non sono briscole, a meno che un giocatore abbia più di { $keep } { $keep ->
        [one] briscola
       *[other] briscole
    }.
    .short = solo non briscole
choice-exchange-discard-all-non-trumps = Ogni giocatore deve scartare tutte le carte che non sono briscole, finché { $widow ->
        [yes] il monte
       *[no] il tallone
    } può sostituirle, e un giocatore che resta con più di { $keep } { $keep ->
        [one] briscola
       *[other] briscole
    } scarta briscole fino a tenerne { $keep }.
    .short = tutte le carte tranne le briscole

## exchange.order

choice-exchange-order-dealer-left = ogni giocatore a turno, a partire da quello alla sinistra del mazziere,
    .short = dalla sinistra del mazziere
choice-exchange-order-bidder-left = ogni giocatore a turno, a partire da quello alla sinistra del dichiarante e finendo con il dichiarante,
    .short = dalla sinistra del dichiarante

## exchange.trump_discards

choice-exchange-trump_discards-face-down = Le carte scartate escono dal gioco.
    .short = coperte
choice-exchange-trump_discards-face-up = Le carte scartate escono dal gioco; una briscola si scarta scoperta, perché tutti la vedano.
    .short = briscole scoperte

## exchange.rest_to

choice-exchange-rest_to-none = nessuno prende il resto { $widow ->
        [yes] del monte
       *[no] del tallone
    }.
    .short = nessuno
choice-exchange-rest_to-bidder = il dichiarante prende tutte le carte rimaste { $widow ->
        [yes] nel monte
       *[no] nel tallone
    } e scarta fino a restare con { $keep } { $keep ->
        [one] carta
       *[other] carte
    }.
    .short = il dichiarante
choice-exchange-rest_to-dealer = il mazziere ruba il tallone: prende tutte le carte rimaste { $widow ->
        [yes] nel monte
       *[no] nel tallone
    } e scarta fino a restare con { $keep } { $keep ->
        [one] carta
       *[other] carte
    }.
    .short = il mazziere (ruba il tallone)

## exchange.rest_taken

choice-exchange-rest_taken-in-exchange = Chi prende il resto lo fa nel proprio turno di scambio, dopo tutti gli altri.
    .short = nel proprio turno, per ultimo
choice-exchange-rest_taken-before-trump = Prima di scegliere la briscola, il dichiarante prende in mano il monte ({ $widow } { $widow ->
        [one] carta
       *[other] carte
    }): gli altri giocatori vedono quante carte, non quali.
    .short = dal dichiarante prima di scegliere la briscola

## play.first_leader

choice-play-first_leader-bidder = Il dichiarante esce alla prima presa. Poi chi vince una presa esce alla successiva.
    .short = il dichiarante
choice-play-first_leader-eldest = Il giocatore alla sinistra del mazziere esce alla prima presa. Poi chi vince una presa esce alla successiva.
    .short = il giocatore alla sinistra del mazziere

## play.first_lead

choice-play-first_lead-any = Alla prima presa si può uscire con qualsiasi carta.
    .short = qualsiasi carta
choice-play-first_lead-trump = La prima carta giocata deve essere una briscola, se chi esce ne ha una.
    .short = una briscola, se possibile

## play.legal

choice-play-legal-trump-anytime = Chi può rispondere al seme di uscita può rispondere oppure giocare una briscola: si può tagliare anche avendo il seme. Chi non ha il seme di uscita può giocare qualsiasi carta. Quando si esce di briscola, rispondere al seme significa giocare briscola.
    .short = rispondere al seme o tagliare
choice-play-legal-must-follow = Chi può rispondere al seme di uscita deve farlo. Chi non ha il seme può giocare qualsiasi carta, briscola o no. Quando si esce di briscola, rispondere al seme significa giocare briscola.
    .short = obbligo di rispondere al seme
choice-play-legal-must-trump = Chi può rispondere al seme di uscita deve farlo. Chi non ha il seme deve tagliare con una briscola, se ne ha, altrimenti può giocare qualsiasi carta. Quando si esce di briscola, rispondere al seme significa giocare briscola.
    .short = rispondere al seme, altrimenti tagliare
choice-play-legal-follow-or-trump = Chi può rispondere al seme di uscita può rispondere oppure tagliare. Chi non ha il seme deve tagliare con una briscola, se ne ha, altrimenti può giocare qualsiasi carta. Quando si esce di briscola, rispondere al seme significa giocare briscola.
    .short = rispondere o tagliare; senza il seme, tagliare
choice-play-legal-trumps-only = Si giocano solo briscole: ogni carta con cui si esce o si risponde a una presa è una briscola. Chi non ha più briscole si ritira: non prende più parte alla mano, e le altre sue carte escono dal gioco senza che nessuno le prenda. Una presa è completa quando ogni giocatore che ha ancora una briscola vi ha giocato. Se chi dovrebbe uscire si è ritirato, esce al suo posto il primo giocatore alla sua sinistra che ha ancora una briscola. La mano finisce non appena nessuno ha più briscole.
    .short = solo briscole; chi non ne ha più si ritira

## play.trick_winner

choice-play-trick_winner-highest-trump = Quando ogni giocatore ha giocato una carta, la presa è completa. La vince la briscola più alta giocata o, se non sono state giocate briscole, la carta più alta del seme di uscita.
    .short = la briscola più alta, altrimenti la carta più alta del seme di uscita
