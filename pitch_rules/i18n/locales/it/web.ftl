# L'interfaccia nel browser (pitch-rules serve): le pagine, le parole del tavolo e gli errori mostrati.
# I messaggi web-script-* vanno agli script della pagina: un { $name } lì arriva allo script come
# {name}, che lo riempie (lì un numero non sceglie mai una forma: quelle frasi sono dette qui).
# Nelle parole di un'azione { $value } è dove la pagina disegna il valore (una carta, un seme, un
# numero); .button sta sul pulsante, .log segue il nome del giocatore nel registro ("Anna dichiara 3").

## Ogni pagina

web-nav-library = Biblioteca
web-nav-workshop = Laboratorio
web-nav-tables = Tavoli
web-search-placeholder = Cerca nelle regole…
web-search-label = Cerca nelle regole
web-languages = Lingua

## La pagina iniziale

web-home-title = Inizio
web-home-heading = Le regole di casa del Pitch, come dati
web-home-intro = Leggi le regole di { $count } { $count ->
        [one] gioco
       *[other] giochi
    } della famiglia del Pitch, scrivi le tue regole di casa con il controllo in tempo reale e giocale a un tavolo con amici e bot.
web-home-library = Le regole complete di ogni variante inclusa, generate dagli stessi dati con cui gioca il motore, un confronto affiancato e una ricerca.
web-home-workshop-heading = Laboratorio delle regole di casa
web-home-workshop = Parti da una variante qualsiasi, cambia le opzioni in un modulo o nel file YAML, vedi ogni problema mentre scrivi, le regole e cosa è cambiato, e simula mille partite.
web-home-tables = Apri un tavolo per qualsiasi variante o per le tue regole di casa, condividi il link con gli amici della tua rete e lascia i posti vuoti ai bot.

## La biblioteca

web-library-intro = Le regole di ogni variante inclusa, generate dal suo file di variante: le stesse regole con cui gioca il motore.
web-library-compare = Confrontale fianco a fianco
web-library-examples = p. es. furto del mazziere, fante dello stesso colore, monte
web-search-button = Cerca
web-library-variant = Variante
web-library-summary = In breve
web-house-rules = Regole di casa
web-play = Gioca
web-compare-title = Confronto delle varianti
web-search-title = Ricerca
web-search-heading = Cerca nelle regole
web-search-count = { $count ->
        [one] { $count } variante menziona
       *[other] { $count } varianti menzionano
    } «{ $query }».
web-search-mentions = ({ $count ->
        [one] { $count } menzione
       *[other] { $count } menzioni
    })
web-variant-players = { $min }–{ $max } giocatori
web-variant-play = Gioca a un tavolo
web-variant-house = Crea regole di casa da questa
web-variant-compare = Confronta con le altre

## Pagine che non ci sono

web-missing-title = Non c'è
web-missing-back = Torna all'inizio
web-missing-page = Questa pagina non esiste.
web-missing-variant = Non esiste una variante inclusa con questo nome.
web-missing-table = Non esiste un tavolo con questo nome (forse è stato chiuso).
web-missing-house = A questo tavolo non ci sono regole di casa.

## Il laboratorio

web-workshop-title = Laboratorio
web-workshop-start-from = Parti da
web-workshop-new = Nuovo file
web-workshop-download = Scarica il file delle regole
web-workshop-play = Gioca con queste regole
web-workshop-checking = controllo in corso…
web-workshop-tab-rules = Regole
web-workshop-tab-changes = Modifiche
web-workshop-tab-options = Opzioni
web-workshop-tab-simulate = Simulazione
web-workshop-options-help = Tutte le opzioni delle regole così come sono ora. Una modifica viene scritta nel file, conservandone i commenti; un campo vuoto scrive null, che toglie l'opzione.
web-workshop-games = Partite
web-workshop-bots = Bot
web-workshop-simulate = Simula { $count } { $count ->
        [one] partita
       *[other] partite
    }
web-workshop-limits = Al massimo { $games } partite e { $seconds } secondi per volta; le partite si fermano dopo { $hands } mani.
web-workshop-problems = { $count ->
        [one] { $count } problema
       *[other] { $count } problemi
    }
web-workshop-ok = tutto a posto: { $name }
web-workshop-no-base = Questo file non estende nessuna variante: non c'è niente con cui confrontarlo.
web-workshop-changes = Cosa cambiano queste regole rispetto a { $base }:
web-workshop-unchanged = Queste sono le regole di { $base }, senza modifiche.
web-workshop-starter =
    # Regole di casa: cambia solo ciò che differisce da { $base }.
    # Anche la scheda Opzioni scrive qui le sue modifiche.
web-workshop-starter-name = { $base } (regole di casa)
web-workshop-starter-description = { $base } come lo giochiamo a casa.

## Il rapporto della simulazione

web-report-games = { $count ->
        [one] partita
       *[other] partite
    }
web-report-stopped = (fermata dal limite di tempo; richieste { $asked })
web-report-hands = { $count ->
        [one] mano
       *[other] mani
    }
web-report-made = delle dichiarazioni mantenute
web-report-per-hand = punti per mano
web-report-edge = vantaggio del mazziere (punti per mano rispetto a ogni altra parte)
web-report-make-rate = Dichiarazioni mantenute per valore
web-report-bid = dichiarazione { $bid }
web-report-of = { $rate } su { $hands }
web-report-points = Quanto spesso si segna ogni punto (per mano)
web-report-rules = Regole in gioco (quota di mani)
web-report-wins = Vittorie per posto
web-report-cut-off = { $count ->
        [one] { $count } partita interrotta
       *[other] { $count } partite interrotte
    } dopo { $hands } mani.
web-report-length = Durata delle partite (in media { $mean } mani)
web-report-length-hands = { $hands ->
        [one] { $hands } mano
       *[other] { $hands } mani
    }

## I tavoli

web-tables-title = Tavoli
web-tables-start = Apri un tavolo
web-tables-variant = Variante
web-tables-players = Giocatori
web-tables-seats = Posti
web-tables-target = Punteggio da raggiungere
web-tables-target-default = quello della variante
web-tables-submit = Apri il tavolo
web-tables-help = I posti tenuti per una persona aspettano che qualcuno si sieda: condividi con loro il link del tavolo. Chi si siede può cominciare subito, e i posti ancora liberi vanno ai bot (greedy). Per giocare con regole di casa, usa «Gioca con queste regole» nel laboratorio.
web-tables-here = Tavoli su questo server
web-tables-none = Ancora nessuno.
web-tables-status-waiting = in attesa di giocatori
web-tables-status-playing = in gioco
web-tables-status-over = finito
web-tables-open-seats = { $count ->
        [one] { $count } posto libero
       *[other] { $count } posti liberi
    }

## Un tavolo

web-table-title = Tavolo: { $variant }
web-table-connecting = connessione…
web-table-share = Condividi questo tavolo:
web-table-copy = Copia il link
web-table-seats = Posti
web-table-lobby = Prendi un posto libero. La partita comincia quando tutti i posti liberi sono presi, o quando la fa cominciare un giocatore seduto: i posti ancora liberi vanno ai bot.
web-table-name = Il tuo nome
web-table-name-placeholder = facoltativo
web-table-start = Comincia ora
web-table-hand-label = Le tue carte
web-table-scores = Punteggio
web-table-last-trick = Ultima presa
web-table-last-hand = Ultima mano
web-table-over = Partita finita
web-table-record = Scarica la registrazione della partita
web-table-record-help = Una riga nel formato { $format }: { $command } ricontrolla ogni risultato.
web-table-house-file = Scarica le regole di casa
web-table-log = Cos'è successo

## Un tavolo: come si chiamano i posti

web-seat = Posto { $seat }
web-seat-bot = Posto { $seat } ({ $bot })

## Un tavolo: le azioni del motore, le fasi e le note del registro

web-action-pass =
    .button = Passo
    .log = passa
web-action-bid =
    .button = Dichiaro { $value }
    .log = dichiara { $value }
web-action-play =
    .button = Gioca { $value }
    .log = gioca { $value }
web-action-trump =
    .button = Briscola { $value }
    .log = sceglie la briscola: { $value }
web-action-stand =
    .button = Tengo (resta questa briscola)
    .log = tiene
web-action-beg =
    .button = Chiedo
    .log = chiede
web-action-give =
    .button = Do un punto
    .log = dà un punto
web-action-run =
    .button = Ridistribuisci
    .log = ridistribuisce le carte
web-action-discard =
    .button = Scarta { $value }
    .log = scarta { $value }
web-action-done =
    .button = Ho finito di scartare
    .log = ha finito di scartare
web-action-pitch =
    .button = Esco subito
    .log = esce subito
web-action-sell =
    .button = Vendi l'uscita
    .log = mette in vendita l'uscita
web-action-accept =
    .button = Accetta la dichiarazione (vendi)
    .log = vende l'uscita
web-action-refuse =
    .button = Rifiuta (tieni l'uscita)
    .log = rifiuta e tiene l'uscita
web-action-call =
    .button = Chiama { $value }
    .log = chiama { $value }
# Un'azione di un tipo senza parole qui: $kind è il nome che le dà il motore.
web-action-fallback =
    .button = { $kind } { $value }
    .log = { $kind } { $value }
# Ciò che gli altri vedono al posto di una carta che non possono vedere.
web-hidden-card = una carta

web-phase-deal = Distribuzione
web-phase-begging = Richiesta
web-phase-sale = Vendita dell'uscita
web-phase-auction = Asta
web-phase-trump = Scelta della briscola
web-phase-exchange = Scambio
web-phase-call = Chiamata del compagno
web-phase-play = Gioco
web-phase-over = Partita finita

web-note-deal = { $dealer } distribuisce la mano { $hand }.
web-note-trick = { $winner } prende la presa.
web-note-folds = { $seat } si ritira: non ha più briscole.
web-note-widow = { $seat } prende il monte ({ $count } { $count ->
        [one] carta
       *[other] carte
    }) prima di scegliere la briscola.
web-note-thrown-in = La mano è annullata.
web-note-hand-over = La mano { $hand } è finita.
web-note-game-over = La partita è finita: ha vinto { $winner }.
web-note-cut-off = La partita è stata interrotta dopo { $hands } mani.
web-note-stopped = La partita si è fermata: { $reason }.
web-bot-failed = { $seat } — il bot non è riuscito a scegliere una mossa (il perché è nel registro del server)

## Un tavolo: la partita vista da un posto

web-game-hand = Mano { $hand }
web-game-dealer = mazziere: { $dealer }
web-game-trump = briscola { $suit }
web-game-no-trump = briscola non ancora decisa
web-game-high-bid = dichiarazione più alta { $bid } { $you ->
        [yes] tua
       *[no] di { $bidder }
    }
web-game-pitches = { $you ->
        [yes] esci senza dichiarazione
       *[no] { $bidder } esce senza dichiarazione
    }
web-game-called = { $you ->
        [yes] hai chiamato
       *[no] { $bidder } ha chiamato
    } { $card }
web-game-partners = il tuo compagno: { $partners }
web-game-turned-up = carta girata { $cards }
web-game-shown-discards = scartate scoperte { $cards }
web-game-stock = tallone { $count }
web-game-stock-top = tallone { $count } (in cima { $card })
web-game-cards = { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    }
web-game-tricks = { $count ->
        [one] { $count } presa
       *[other] { $count } prese
    }
web-game-folded = fuori dalla mano
web-game-status-stopped = La partita si è fermata prima della fine: { $reason }.
web-game-status-cut-off = La partita è stata interrotta.
web-game-status-won = { $you ->
        [yes] Hai vinto la partita.
       *[no] Vince la partita: { $winners }.
    }
web-game-your-turn-card = Tocca a te: scegli una carta.
web-game-your-turn = Tocca a te.
web-game-waiting = Si aspetta: { $seat }…
web-game-over-stopped = Fermata prima che qualcuno vincesse. Solo una partita giocata fino alla fine ha una registrazione.
web-game-over-cut-off = Interrotta prima che qualcuno vincesse.
web-game-over-won = { $you ->
        [yes] Hai vinto
       *[no] Vince { $winners }
    }, { $scores }.
web-game-score-to = { $first } a { $second }
web-hand-title = Mano { $hand }: a chi è andato ogni punto
web-hand-bid = { $you ->
        [yes] Hai dichiarato
       *[no] { $bidder } ha dichiarato
    } { $bid }
web-hand-pitched = { $you ->
        [yes] Hai giocato senza dichiarazione
       *[no] { $bidder } ha giocato senza dichiarazione
    }
web-hand-trump = briscola { $suit }
web-hand-no-trump = nessuna briscola
web-hand-called = chiamata { $card }
web-hand-nobody = nessuno
web-hand-trick-points = Punti delle prese: { $points }
web-hand-made = Dichiarazione mantenuta: { $bidders }, con { $won } { $won ->
        [one] punto
       *[other] punti
    }.
web-hand-set-back = Sotto: { $bidders }, { $won } { $won ->
        [one] punto
       *[other] punti
    } su una dichiarazione di { $bid }.
web-hand-scores = Punteggio: { $scores }

## Un tavolo: le scritte della pagina

web-script-you = Tu
web-script-you-after = (tu)
web-script-away = (assente)
web-script-open = libero
web-script-sit = Siediti qui
web-script-bot = un bot ({ $bot })
web-script-dealer = mazziere
web-script-dealer-mark = M
web-script-to-win = per vincere
web-script-no-trick = Ancora nessuna presa.
web-script-connected = connesso
web-script-reconnecting = riconnessione…
web-script-seat = Posto { $seat }
web-script-person = una persona
web-script-bot-choice = un bot: { $bot }
web-script-caret = riga { $line }, colonna { $column }
web-script-not-checked = non controllato: { $problem }
web-script-not-set = (non impostato)
web-script-playing = Si gioca…
web-script-fix-first = prima correggi i problemi
web-script-not-json = la risposta del server non era JSON

## Errori

web-error-too-many-tables = ci sono { $count } tavoli aperti e in uso; riprova più tardi
web-error-too-large = la richiesta è troppo grande (il limite è { $limit } byte)
web-error-length = il Content-Length della richiesta non è un numero intero di byte
web-error-cut-off = la richiesta si è interrotta prima della fine
web-error-not-json = la richiesta non è JSON
web-error-not-object = la richiesta non è un oggetto JSON
web-error-not-unicode = la richiesta contiene testo che non è Unicode valido (un surrogato isolato)
web-error-text = '{ $name }' deve essere un testo
web-error-number = '{ $name }' deve essere un numero intero da { $low } a { $high }
web-error-bot = 'bot' deve essere uno tra { $bots }
web-error-fix-first = prima correggi il file: { $problem }
web-error-busy = è in corso un'altra simulazione; riprova quando sarà finita
web-error-games-stopped = le partite si sono fermate: { $reason }
web-error-seats = 'seats' deve elencare ogni posto: '{ $open }' per una persona, o un bot ({ $bots })
web-error-variant = 'variant' deve essere l'id di una variante inclusa (o passa un file di regole di casa come 'text')
web-error-message-text = manda i messaggi come testo JSON
web-error-message-long = il messaggio è troppo lungo (il limite è { $limit } caratteri)
web-error-message-json = il messaggio non è JSON
web-error-message-object = il messaggio non è un oggetto JSON
web-error-message-unicode = il messaggio contiene testo che non è Unicode valido (un surrogato isolato)
web-error-message-type = tipo di messaggio sconosciuto; usa uno tra { $types }
web-error-token = 'token' deve essere il testo ricevuto quando hai preso il posto
web-error-seat-unknown = questo posto non è noto a questo tavolo
web-error-seated = hai già il posto { $seat }
web-error-sit = 'seat' deve essere il numero di un posto e 'name' un testo
web-error-sit-to-start = prendi un posto per cominciare la partita
web-error-sit-to-play = prendi un posto per giocare
web-error-kind = 'kind' deve essere il tipo di una mossa valida
web-error-value = 'value' deve essere il valore di una mossa valida
web-error-moves = 'moves' deve essere il numero di mosse mostrato dal tavolo
web-error-players = { $variant } si gioca da { $min } a { $max } giocatori
web-error-seat-kind = un posto è '{ $open }' o un bot ({ $bots })
web-error-no-seat = non c'è il posto { $seat }
web-error-seat-closed = il posto { $seat } non è libero
web-error-seat-taken = il posto { $seat } è occupato
web-error-started = la partita è cominciata
web-error-not-started = la partita non è cominciata
web-error-over = la partita è finita
web-error-moved-on = il tavolo è andato avanti nel frattempo; guarda di nuovo
web-error-not-your-turn = non tocca a te: tocca a { $seat }
web-error-not-legal = '{ $move }' non è una mossa valida ora
web-error-record-stopped = la partita si è fermata prima della fine ({ $reason }); solo una partita giocata fino alla fine ha una registrazione
web-error-record-not-over = la partita non è ancora finita
web-error-no-option = il modulo non ha l'opzione '{ $path }'
web-error-in-editor = '{ $path }' si modifica nel file, non nel modulo
web-error-whole-number = { $path } vuole un numero intero
web-error-whole-number-not = { $path } vuole un numero intero, non '{ $value }'
web-error-yes-no = { $path } è sì o no
web-error-takes-text = { $path } vuole un testo
web-error-whole-numbers = { $path } vuole numeri interi separati da virgole
web-error-not-an-option = non è un'opzione del modulo
web-error-form-cannot-read = il modulo non riesce a leggere il file qui ({ $problem }); fai questa modifica nell'editor
web-error-too-large-file = il file sarebbe troppo grande
web-error-cannot-write = il modulo non può scrivere questo valore: { $problem }
web-error-would-change = scrivendo il file il modulo cambierebbe questo valore; fai questa modifica nell'editor
web-error-example-stopped = la mano d'esempio del documento delle regole si è fermata: { $reason }
web-error-unknown-bot = bot sconosciuto '{ $bot }'; scegli tra { $bots }
web-error-games = partite: da 1 a { $most }
