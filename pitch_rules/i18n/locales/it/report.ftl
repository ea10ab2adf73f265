# Le parole dei resoconti delle simulazioni (simulate --report, --plot), del confronto
# tra due varianti (compare) e delle loro barre di avanzamento. I numeri arrivano già scritti.

## simulate --report: le tabelle
report-wins = Vittorie
report-column-seat-or-bot = posto o bot
report-column-wins = vittorie
report-column-rate = quota
report-seat = posto { $seat }
report-bot = bot «{ $bot }»
report-bot-games = bot «{ $bot }» ({ $games } { $games ->
        [one] partita
       *[other] partite
    })
report-cut-off = interrotte
report-bids = Dichiarazioni (contratti mantenuti: { $rate })
report-column-bid = dichiarazione
report-column-hands = mani
report-column-share = quota
report-column-made = mantenute
report-column-make-rate = quota mantenute
report-points = Punti ({ $per-hand } assegnati per mano)
report-column-point = punto
report-column-awarded = assegnati
report-column-of-hands = delle mani
report-column-to-bidder = alla parte del dichiarante
report-rules = Regole in gioco
report-column-what-happened = cosa è successo
report-no-hands = Nessuna mano giocata.
report-game-length = Durata della partita: in media { $mean } mani (mediana { $median }, da { $shortest } a { $longest }).
report-dealer-edge = Vantaggio del mazziere: { $edge } punti per mano su ciascuna altra parte.
report-percentage-points = { $difference } p.p.

## Le regole che un resoconto conta: cosa è successo (il valore) e un nome breve (.name)
report-check-forced-bid = tutti gli altri hanno passato, quindi il mazziere ha dovuto dichiarare (almeno { $bid })
    .name = dichiarazione obbligata
report-check-no-contract = tutti hanno passato, quindi { $pitcher ->
        [dealer] il mazziere
       *[eldest] il giocatore alla sinistra del mazziere
    } è uscito senza contratto
    .name = senza contratto
report-check-all-passed = tutti hanno passato e la distribuzione è stata annullata{ $penalty ->
        [yes] , e la parte del mazziere ha perso { $losing }
       *[no] {""}
    }
    .name = tutti passano
report-check-dealer-steal = il mazziere ha rubato la dichiarazione pareggiando la più alta ({ $steals })
    .name = dichiarazione rubata
report-check-closing-bid = una dichiarazione di { $bid } ha chiuso subito l’asta
    .name = dichiarazione che chiude l’asta
report-check-moon-bid = qualcuno ha dichiarato { $bid } per prendere tutti i punti
    .name = cappotto
report-check-bid-again = un giocatore già superato ha dichiarato di nuovo
    .name = nuova dichiarazione
report-check-pitched-at-once = il primo di mano è uscito senza vendere, a { $bid }
    .name = uscito senza vendere
report-check-sold = il primo di mano ha venduto il diritto di uscita e ha segnato il prezzo
    .name = venduto
report-check-refused = il primo di mano ha rifiutato la dichiarazione più alta ed è uscito lui a quel valore
    .name = vendita rifiutata
report-check-set-back = la parte del dichiarante non ha mantenuto la dichiarazione
    .name = andato sotto
report-check-upcard-points = la carta scoperta per la briscola ha dato punti alla parte del mazziere
    .name = punti della carta scoperta
report-check-begged = il giocatore alla sinistra del mazziere ha chiesto
    .name = ha chiesto
report-check-gave = il mazziere ha dato { $gift } per tenere la briscola
    .name = il mazziere ha dato
report-check-ran = il mazziere ha ridistribuito ({ $run } carte in più a testa)
    .name = ridistribuito
report-check-called-alone = nessuno aveva la carta chiamata: il dichiarante ha giocato da solo
    .name = carta chiamata assente
report-check-trump-shown = un giocatore ha scartato una briscola scoperta
    .name = briscola scartata scoperta
report-check-misdeal = una distribuzione è stata nulla per la regola della variante
    .name = distribuzione nulla
report-check-won-during-deal = i punti segnati durante la distribuzione hanno fatto vincere una parte prima del gioco
    .name = vittoria durante la distribuzione
report-check-thrown-in = una distribuzione è stata annullata e rifatta
    .name = distribuzione annullata
report-check-single-trump = c’era una sola briscola in gioco
    .name = briscola unica
report-check-one-card-several-points = una carta ha deciso più di un punto
    .name = una carta, più punti
report-check-not-awarded = il punto «{ $point }» non è andato a nessuno
    .name = «{ $point }» a nessuno
report-check-target-reached-without-winning = una parte ha raggiunto il punteggio per vincere ma allora non ha vinto
    .name = punteggio raggiunto, nessuna vittoria
report-check-negative-score = il punteggio di una parte è sceso sotto zero
    .name = punteggio negativo

## simulate: la riga che riassume le partite (senza --json)
report-summary = { $games } { $games ->
        [one] partita
       *[other] partite
    } di «{ $variant }», { $players } giocatori, { $hands } mani — { $results }
report-summary-result = { $who }: { $wins } ({ $rate })
report-charts = grafici: { $files }
report-cut-off-at-limit = { $games } { $games ->
        [one] partita interrotta
       *[other] partite interrotte
    } a { $hands } mani, la durata massima di una partita

## simulate --plot: titoli e assi dei grafici
plot-title = { $variant }, { $players } giocatori, { $games } { $games ->
        [one] partita
       *[other] partite
    }
plot-wins = Partite vinte
plot-wins-axis = % delle partite
plot-bids = Dichiarazioni mantenute, per valore
plot-bids-axis = % mantenute
plot-points = Punti assegnati
plot-points-axis = % delle mani
plot-rules = Regole in gioco
plot-rules-axis = % delle mani
plot-game-length = Durata della partita
plot-game-length-axis = % delle partite (per numero di mani)

## compare: la tabella, i suoi indicatori e le note
compare-title = A: { $first }; B: { $second }; { $games } partite con ciascuna (stessi semi casuali)
compare-with-settings = { $variant } con { $settings }
compare-column-figure = indicatore
compare-column-difference = B - A
compare-column-interval = intervallo al 95%
compare-interval = [{ $low }; { $high }]
compare-metric-make-rate = quota di dichiarazioni mantenute
compare-metric-points-per-hand = punti per mano
compare-metric-dealer-advantage = vantaggio del mazziere per mano
compare-metric-hands-per-game = mani per partita
compare-significant = * l’intervallo esclude lo zero: una differenza reale, non la fortuna delle carte
compare-percentage-points = p.p.: punti percentuali, la differenza tra due percentuali

## La barra di avanzamento di una lunga esecuzione: l’esecuzione, la barra, le partite giocate, il tempo che resta
progress-games = partite, circa
progress-left = alla fine
