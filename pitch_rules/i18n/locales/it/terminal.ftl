# Le parole che il giocatore legge fuori dai documenti delle regole: la cronaca della partita
# (simulate --show) e la partita nel terminale (pitch-rules play). [bold]...[/] è il markup del terminale.

## La cronaca della partita

transcript-game = Partita (seme { $seed }, { $variant }, { $players } { $players ->
        [one] giocatore
       *[other] giocatori
    })
transcript-steal = il posto { $seat } ruba la dichiarazione a { $bid }
transcript-auction_stolen = il posto { $seat } vince l'asta a { $bid } perché il mazziere ha rubato la dichiarazione; { $trump }
transcript-rest-dealer = il posto { $seat } prende le carte rimaste nel tallone e scarta { $cards }
transcript-rest-bidder = il posto { $seat } prende le carte rimaste nel tallone e scarta { $cards }
transcript-widow = il posto { $seat } prende il monte prima di scegliere la briscola: { $cards }
transcript-folds = il posto { $seat } si ritira, senza più briscole
transcript-nobody = nessuno
transcript-seat = posto { $seat }
transcript-seats = posti { $seats }
transcript-team = squadra { $team } (posti { $seats })
transcript-hand = Mano { $number }: distribuisce il posto { $dealer }
transcript-holds = il posto { $seat } ha { $cards }
transcript-turned_up = carta girata: { $cards }
transcript-begging-stand = il posto { $seat } tiene
transcript-begging-beg = il posto { $seat } chiede
transcript-begging-give = il posto { $seat } dà
transcript-begging-run = il posto { $seat } ridistribuisce
transcript-sale-pitch = il posto { $seat } esce subito
transcript-sale-sell = il posto { $seat } mette in vendita l'uscita
transcript-sale-accept = il posto { $seat } vende
transcript-sale-refuse = il posto { $seat } rifiuta di vendere
transcript-bids = dichiarazioni: { $bids }
transcript-bid = posto { $seat } { $bid }
transcript-pass = posto { $seat } passo
transcript-trump = briscola { $suit }
transcript-auction = il posto { $seat } vince l'asta a { $bid }; { $trump }
transcript-pitch_no_contract = il posto { $seat } esce senza dichiarazione; { $trump }
transcript-discards = il posto { $seat } scarta { $cards }
transcript-nothing = niente
transcript-calls = il posto { $seat } chiama { $card }
transcript-for_this_hand = in questa mano: { $teams }
transcript-against = {" "}contro{" "}
transcript-trick = presa { $number }: esce il posto { $leader } { $cards } -> posto { $winner }
transcript-award = { $point }: { $who }
transcript-award_card = { $point } ({ $card }): { $who }
transcript-contract-made = { $who } mantiene la dichiarazione di { $bid } con { $won } { $won ->
        [one] punto
       *[other] punti
    }; punti delle prese { $trick_points }
transcript-contract-set_back = { $who } va sotto sulla dichiarazione di { $bid } con { $won } { $won ->
        [one] punto
       *[other] punti
    }; punti delle prese { $trick_points }
transcript-contract-none = { $who } gioca senza dichiarazione con { $won } { $won ->
        [one] punto
       *[other] punti
    }; punti delle prese { $trick_points }
transcript-points_won = punti vinti { $won }; punti delle prese { $trick_points }
transcript-score_changes = variazioni { $changes }; punteggio { $scores }
transcript-thrown_in = Mano annullata: distribuiva il posto { $dealer }; { $why }; punteggio { $scores }
transcript-misdeal = distribuzione sbagliata
transcript-ran_out = le carte sono finite
transcript-won_during_deal = la partita è vinta durante la distribuzione, prima del gioco; punteggio { $scores }
transcript-wins = vince { $side } con il punteggio { $scores }
transcript-cut_off = partita interrotta dopo { $hands } mani con il punteggio { $scores }

## Perché il punteggio non ha deciso la partita come ci si aspetterebbe

notes-fewer_points = { $winner } vince con { $score } { $score ->
        [one] punto
       *[other] punti
    }, anche se c'è chi ne ha di più ({ $other }: { $other_score }): vince { $rule }.
notes-target_not_won = { $side }: { $score } { $score ->
        [one] punto
       *[other] punti
    }, cioè almeno { $target }, ma la partita non è vinta: vince { $rule }.

## La partita nel terminale: le parole che si scrivono

play-word-pass = passo
play-word-bid = dichiaro
play-word-trump = briscola
play-word-discard = scarto
play-word-call = chiamo
play-word-stand = tengo
play-word-beg = chiedo
play-word-give = do
play-word-run = ridistribuisco
play-word-done = fatto
play-word-pitch = esco
play-word-sell = vendo
play-word-accept = accetto
play-word-refuse = rifiuto
play-word-help = aiuto
play-word-rules = regole
play-word-score = punteggio
play-word-last = ultima
play-word-hint = suggerimento
play-word-quit = esci

## La partita nel terminale: che cosa dice

play-intro = [bold]{ $name }[/], { $players } giocatori; sei al posto { $seat }. Codice della partita: { $seed }. Scrivi [bold]{ $help }[/] per l'aiuto.
play-next-hand = Premi Invio per la mano successiva (o scrivi { $quit }) 
play-saved = Partita salvata in { $path }. Per continuare: pitch-rules play --resume { $path }
play-choose-from = Scegli tra: { $choices }
play-choices = La tua scelta: { $choices }
play-steal_choice = { $bid } (ruba)
play-steals = ruba la dichiarazione a { $bid }
play-bot_exchange = scarta { $count } { $count ->
        [one] carta
       *[other] carte
    } coperte e ha finito
play-bids_steal = { $seat }: dichiara { $bid } (ruba)
play-stole = ha rubato la dichiarazione a { $bid }
play-trump_choice = { $word } { $suit }
play-rest-dealer = { $seat } prende le carte rimaste nel tallone, poi scarta fino a restare con { $keep }.
play-rest-dealer_you = Prendi le carte rimaste nel tallone: ora sono in mano tua; scarta fino a restare con { $keep }.
play-rest-bidder = { $seat } prende le carte rimaste nel tallone, poi scarta fino a restare con { $keep }.
play-rest-bidder_you = Prendi le carte rimaste nel tallone: ora sono in mano tua; scarta fino a restare con { $keep }.
play-widow = { $seat } prende il monte ({ $count } { $count ->
        [one] carta
       *[other] carte
    }) prima di scegliere la briscola, poi scarta fino a restare con { $keep }.
play-widow_you = Prendi il monte: le sue carte ({ $count }) ora sono in mano tua. Scegli la briscola; poi scarta fino a restare con { $keep }.
play-folds = { $seat } si ritira: non ha più briscole.
play-folds-you = Ti ritiri: non hai più briscole, e non giochi più in questa mano.
play-exchange_status = Scambio: hai { $held } { $held ->
        [one] carta
       *[other] carte
    } e giochi con { $keep }{ $refill }.
play-exchange_refill = ; dopo gli scarti ricevi carte dal tallone (ne restano { $stock })
play-discarded = Scarti { $cards }.
play-discards_stopped = { $card } non è stata scartata: { $reason }
play-hint = Il bot search qui sceglierebbe [bold]{ $choice }[/] (vede solo quello che vedi tu).
play-no_trick = Non è ancora stata giocata nessuna presa.
play-last_trick = Ultima presa: è uscito { $leader }, carte { $cards } → la prende { $winner }.
play-score_line = Punteggio: { $scores } (si gioca a { $target }); mano { $hand }, mazziere { $dealer }.
play-hand_line = Questa mano: { $contract }; prese fatte: { $tricks }.
play-no_contract_yet = ancora nessuna dichiarazione
play-contract = { $bidder } ha dichiarato { $bid }
play-no_auction = nessuna asta
play-paged_rules = Le regole di { $name } (q per uscire).
play-game-over = [bold]Partita finita[/]: vince { $winner }; punteggio: { $scores }.
play-ask-record = Salvare la registrazione di questa partita? Nome del file (Invio per saltare): 
play-record-saved = Registrazione salvata in { $path } (pitch-record/1).
play-ask-record-again = { $path } esiste già. Riscrivi lo stesso nome per sovrascriverlo, oppure un altro nome (Invio per saltare): 
play-exists = { $path } esiste già e resta com'è.
play-not-written = Impossibile scrivere { $asked }: { $problem }. Salvato invece nella cartella temporanea del sistema.

## Perché la mossa è rifiutata

play-why-nothing = Non hai scritto niente.
play-why-not-a-move = «{ $text }» non è una mossa di questo gioco.
play-why-call-own = { $card } ce l'hai tu: chiama una carta che non hai.
play-why-not-held = Non hai { $card }.
play-why-not-playable = { $card } non si può giocare in questa presa.
play-why-not-discardable = { $card } non si può scartare ora.
play-why-bid-low = «{ $bid }» ora non è permesso: la dichiarazione più alta è { $high }.
play-why-no-gift = Il mazziere ora non può dare il punto: farebbe vincere la partita. Ridistribuisci le carte.
play-why-not-now = «{ $choice }» ora non si può scegliere ({ $phase }).

## Che cosa hanno fatto gli altri

play-did-pass = passo
play-did-bid = dichiaro { $bid }
play-did-stand = tengo
play-did-beg = chiedo
play-did-give = do
play-did-run = ridistribuisce
play-did-done = fatto
play-did-pitch = esce subito
play-did-sell = vende
play-did-accept = accetta
play-did-refuse = rifiuta
play-did-discard = scarta { $card }
play-did-discard-hidden = scarta una carta
play-did-trump = dichiara briscola { $suit }
play-did-call = chiama { $card }

## Il tavolo

play-phase-auction = asta
play-phase-sale = vendita dell'uscita
play-phase-trump = scelta della briscola
play-phase-begging = richiesta
play-phase-exchange = scambio
play-phase-call = chiamata del compagno
play-phase-play = gioco
play-phase-over = partita finita
play-you = Tu
play-seat-bot = posto { $seat } ({ $bot })
play-seat-you = posto { $seat } (tu)
play-seat = posto { $seat }
play-nobody = nessuno
play-team = squadra { $team } ({ $members })
play-trump-is = briscola { $suit }
play-trump-not-set = briscola non ancora decisa
play-table-hand = [bold]Mano { $hand }[/] · mazziere { $dealer } · { $trump } · [italic]{ $phase }[/]
play-table-scores = Punteggio: { $scores }  (si gioca a { $target })
play-table-turned-up = Carta girata: { $cards }
play-table-stock = Tallone: { $count } { $count ->
        [one] carta
       *[other] carte
    }{ $top ->
        [none] {""}
       *[other] , in cima { $top }
    }
play-table-bid-pass = { $seat }: passo
play-table-bid = { $seat }: dichiara { $bid }
play-table-high-bid = → dichiarazione più alta { $bid } ({ $seat })
play-table-bids = Dichiarazioni: { $bids }
play-table-sale = Vendita dell'uscita: { $words }
play-table-shown = Briscole scartate scoperte: { $cards }
play-table-folded = Ritirati (senza briscole): { $seats }
play-table-trick = Sul tavolo: { $plays }
play-table-empty = Sul tavolo: ancora niente
play-table-empty-you-lead = Sul tavolo: ancora niente, esci tu
play-table-hand-cards = Le tue carte: { $cards }
play-table-called = Carta chiamata: { $card }
play-table-called-yours = Carta chiamata: { $card } (ce l'hai tu: sei il compagno del dichiarante)
play-table-partner-unknown = In questa mano il tuo compagno non si sa ancora
play-table-partners = In questa mano giochi con { $partners }
play-table-alone = In questa mano giochi da solo
play-trick = presa: è uscito { $leader }, carte { $cards } → { $you ->
        [yes] la prendi tu
       *[no] la prende { $winner }
    }
play-result = [bold]Esito della mano { $hand }[/]: { $bidder } — { $contract }, briscola { $trump }
play-result-no-auction = [bold]Esito della mano { $hand }[/]: briscola { $trump }
play-result-bid = dichiarazione { $bid }
play-result-no-contract = uscito senza dichiarazione
play-result-point = { $point }{ $card } → { $who }
play-result-trick-points = punti delle prese: { $points }
play-result-free = senza dichiarazione: { $won } { $won ->
        [one] punto
       *[other] punti
    }
play-result-made = dichiarazione mantenuta con { $won } { $won ->
        [one] punto
       *[other] punti
    }
play-result-set-back = [bold red]va sotto[/]: { $won } { $won ->
        [one] punto
       *[other] punti
    } su una dichiarazione di { $bid }
play-result-scores = punteggio: { $scores }
play-won-during-deal = [bold]La partita è vinta già durante la distribuzione[/] (mazziere il posto { $dealer }{ $turned }): i punti segnati subito hanno dato la vittoria ({ $winner }) prima che si giocasse una carta.
play-won-during-deal-turned = , girata { $cards }

## Aiuto

play-help-typing = Scrivi una delle scelte mostrate, così com'è scritta, oppure un comando. Le carte si possono scrivere 10♠, 10s o TS (il jolly con il suo nome o le sue lettere); le dichiarazioni 2 o dichiaro 2; la briscola briscola ♥, briscola h o briscola cuori.
play-help-commands = Comandi: [bold]{ $help }[/] spiega la decisione che hai davanti; [bold]{ $rules }[/] mostra le regole di questo gioco; [bold]{ $score }[/] il punteggio; [bold]{ $last }[/] l'ultima presa; [bold]{ $hint }[/] che cosa farebbe al tuo posto il bot search (vede solo quello che vedi tu); [bold]{ $quit }[/] (o Ctrl-C) salva la partita e si ferma.
play-help-rules_heading = [bold]Le regole di questa parte del gioco:[/]
play-help-decision-auction = Tocca a te dichiarare: scrivi una dichiarazione tra quelle proposte, come [bold]dichiaro 2[/] (o solo 2), oppure [bold]passo[/].
play-help-decision-auction_steal = Sei il mazziere, quindi puoi [bold]rubare[/] la dichiarazione: dichiarando quanto la più alta ({ $bid }) ti prendi l'asta. È mostrata come [bold]dichiaro { $bid } (ruba)[/].
play-help-decision-sale_offer = L'uscita è tua: [bold]esco[/] per uscire subito (e allora devi fare { $pitch_bid }), oppure [bold]vendo[/] per lasciare che gli altri dichiarino per averla.
play-help-decision-sale_answer = Gli altri hanno dichiarato per l'uscita: [bold]accetto[/] la vende a chi ha dichiarato di più (segni subito la dichiarazione), [bold]rifiuto[/] tiene l'uscita, e quella dichiarazione devi farla tu.
play-help-decision-trump = Hai vinto l'asta: dichiara il seme di briscola, come [bold]briscola ♥[/] (o briscola h).
play-help-decision-stand_or_beg = La carta girata decide la briscola. [bold]tengo[/] tiene quel seme come briscola; [bold]chiedo[/] chiede al mazziere di cambiarla.
play-help-decision-give_or_run = Sei il mazziere e il giocatore alla tua sinistra ha chiesto. [bold]do[/] tiene questa briscola e gli dà il punto; [bold]ridistribuisco[/] dà altre carte e gira una nuova carta per la briscola.
play-help-decision-run_only = Sei il mazziere e il giocatore alla tua sinistra ha chiesto. Il punto gli farebbe vincere la partita, e questo gioco non lo permette: devi dire [bold]ridistribuisco[/], dare altre carte e girare una nuova carta per la briscola.
play-help-decision-exchange = Scarta le carte che non vuoi: una (come [bold]scarto 2♣[/]) o più in un solo comando ([bold]scarto 2♣ 5♦[/]).
play-help-decision-done_now = [bold]fatto[/] chiude il tuo turno e tieni le carte che hai in mano{ $refill }.
play-help-decision-done_refill = , poi ricevi carte dal tallone fino ad averne { $keep }
play-help-decision-done_later = [bold]fatto[/] compare quando hai scartato abbastanza: devi giocare con { $keep } carte.
play-help-decision-call = Chiama una carta che non hai, come [bold]chiamo A♥[/]: chi ce l'ha è il tuo compagno in questa mano. Gli altri scoprono chi è solo quando quella carta viene giocata; se non ce l'ha nessuno, giochi da solo.
play-help-decision-play = Gioca una delle carte mostrate, come [bold]10♠[/] (o 10s, o TS): sono le carte che le regole ti permettono di giocare ora.
