# Le righe proprie della riga di comando: ciò che un comando dice del suo lavoro, e perché non può farlo.
# Il codice nomina ciascuna con una chiave puntata (cli.validate_ok è cli-validate_ok).

## validate

cli-validate_ok = { $file }: valido ({ $milliseconds } ms)
cli-validate_invalid = { $invalid } file su { $files } { $invalid ->
        [one] non è valido
       *[other] non sono validi
    }

## Varianti, file e opzioni nominati sulla riga di comando
# $reason sono le parole del sistema stesso.

cli-bad_file_name = { $name } non può essere il nome di un file
cli-cannot_read = impossibile leggere { $name }: { $reason }
cli-no_variant = nessun file di variante né variante inclusa di nome '{ $name }'{ $hint }
cli-builtins = { " " }(varianti incluse: { $ids })
cli-set_form = indicate path.to.key=value, per esempio game.target=11 (trovato { $setting })
cli-set_control = un'opzione non può contenere una tabulazione, un a capo o un altro carattere di controllo (trovato { $setting })
cli-file_name = indicate un nome di file
cli-no_folder = la cartella di { $path } non esiste
cli-not_regular = { $path } esiste e non è un file normale
cli-cannot_write = impossibile scrivere { $path }: { $reason }
cli-no_output = impossibile scrivere l'output: { $reason }
# $what: document, house_file o records (la registrazione di $games partite).
cli-kept_elsewhere = impossibile scrivere { $asked }: { $problem }; { $what ->
        [document] il documento è stato salvato
        [house_file] il file delle regole della casa è stato salvato
       *[records] la registrazione di { $games } { $games ->
            [one] partita
           *[other] partite
        } è stata salvata
    } invece in { $path }

## Bot, posti e giocatori

cli-unknown_bot = bot sconosciuto '{ $name }'; scegliete tra { $bots }
cli-bots_per_seat = indicate un bot per tutti i posti o uno per posto ({ $players })
cli-players_range = { $variant } è per { $min }-{ $max } giocatori

## simulate

cli-json_alone = --json stampa solo il rapporto; togliete --show e --report
cli-plot_folder = indicate la cartella per i grafici
cli-plot_needs_matplotlib = serve matplotlib: pip install 'pitch-rules[plot]'
cli-plot_unwritable = impossibile scrivere i grafici in { $folder }: { $reason }

## play
# $what: game (il salvataggio della partita) o record (la sua registrazione).

cli-resume_alone = --resume continua con la variante e le opzioni della partita salvata; non indicate VARIANT o --set insieme
cli-give_variant = indicate una VARIANT da giocare, o --resume FILE
cli-seats = i posti vanno da 0 a { $last }
cli-unkeepable_path = { $path }: una partita salvata non può indicare un file il cui percorso contiene una tabulazione, un a capo o un altro carattere di controllo, o byte non UTF-8; rinominatelo o spostatelo
cli-cannot_save = impossibile salvare in { $path }: { $reason }
cli-save_over = { $asked } esiste già. Salvare { $what ->
        [record] la registrazione di questa partita
       *[game] questa partita
    } sopra di esso?
cli-saved_beside = { $asked } esiste già; { $what ->
        [record] la registrazione di questa partita sarà salvata
       *[game] questa partita sarà salvata
    } in { $free }
cli-names_taken = { $asked } e da { $stem }-2 a -999 esistono tutti; indicate un altro file con { $option }

## play --resume: una partita salvata che non si può riprendere
# Il codice mette prima il punto del salvataggio (il percorso, e riga:colonna dove c'è), poi il messaggio.
# $reason sono le parole del sistema o del caricatore delle regole; $problem quelle del lettore JSON o del motore,
# o uno dei messaggi save-* dopo save-not_a_game; $variant, $was, $now e $name sono tra virgolette.

save-unreadable = impossibile leggere la partita salvata: { $reason }
save-too_large = non è una partita salvata (più grande di { $mib } MiB)
save-not_utf8 = non è una partita salvata (testo non UTF-8 al byte { $byte })
save-bad_json = non è una partita salvata (JSON non valido: { $problem })
save-no_format = non è una partita salvata (manca "format": "{ $format }")
save-not_a_game = non è una partita salvata: { $problem }
# $kind: text, whole_number o list.
save-missing = '{ $key }' manca o non è { $kind ->
        [text] un testo
        [whole_number] un numero intero
       *[list] una lista
    }
save-players = 'players' è { $players }; un tavolo ha da { $min } a { $max } giocatori
save-seed = 'seed' è fuori dall'intervallo ammesso
save-target = 'target' deve essere null o un numero intero da 1 a { $max }
save-text_list = '{ $key }' deve essere una lista di testi
save-seats = { $players } giocatori, posto { $seat }, { $bots } bot
save-variant_not_file = impossibile caricare la variante della partita { $variant }: non è né inclusa né un file .yaml
save-variant_unloadable = impossibile caricare la variante della partita { $variant }: { $reason }
save-variant_changed = la partita era di { $was }, ma { $reference } ora è { $now }
save-unknown_bot = bot sconosciuto { $name }; i bot sono { $bots }
save-not_legal = l'azione { $number } ({ $action }) non è ammessa in quel punto
save-no_replay = la partita salvata non si può rigiocare: { $problem }

## JSON che nessuna registrazione o partita salvata contiene (problemi del lettore rigoroso; il codice mette prima il punto: il file, la riga e la colonna)
# $place: il punto di un campo (hands/0/deal/2) o schema-top_level; $key e $text sono tra virgolette, come scritti.

bad_json-invalid = JSON non valido: { $problem }
bad_json-digits = un numero di { $digits } cifre (se ne accettano al massimo { $limit })
bad_json-constant = { $text } non è un numero JSON
bad_json-duplicate_key = chiave ripetuta { $key }
bad_json-too_deep = annidamento troppo profondo (più di { $limit } livelli)
bad_json-too_deep_at = { $place }: annidamento troppo profondo (più di { $limit } livelli)
# $character: il punto di codice del carattere (U+0000).
bad_json-character = { $place }: il testo contiene il carattere { $character }, che non è ammesso
bad_json-fraction = { $place }: il numero ha un punto decimale o un esponente, ma si accettano solo interi
# Il $problem di bad_json-invalid: ciò che ha trovato il lettore JSON di Python (il suo punto è la riga e la colonna prima del messaggio).
bad_json-expecting_value = atteso un valore
bad_json-expecting_name = atteso un nome di proprietà tra virgolette doppie
bad_json-expecting_colon = atteso il separatore ':'
bad_json-expecting_comma = atteso il separatore ','
bad_json-unterminated = stringa senza virgolette di chiusura
bad_json-control_character = carattere di controllo in una stringa
bad_json-escape = sequenza di escape con \ non valida
bad_json-unicode_escape = sequenza di escape \uXXXX non valida
bad_json-extra_data = dati in più dopo il valore
bad_json-trailing_comma = virgola di troppo prima della chiusura

## Un file di registrazioni che replay non riesce a leggere (il codice mette prima il punto: il file, la riga e la colonna)
# $format: pitch-record/1; $place: il punto di un campo (hands/0/deal/2) o schema-top_level.

bad_record-too_long = la riga è troppo lunga (il limite è { $mib } MiB)
bad_record-not_utf8 = non è testo UTF-8 valido (byte { $byte })
# $problem: un messaggio schema-* (il campo è indicato dal suo punto), bad_record-unknown_field o bad_record-not_a_card.
bad_record-not_a_record = non è una registrazione { $format }: { $problem }
bad_record-unknown_field = { $place } non è uno dei suoi campi
bad_record-not_a_card = { $place } non è una carta

## replay
# $problem sono le parole del motore; $divergence è replay-divergence (qui sotto).

cli-no_games = { $file }: nessuna partita nel file
cli-replayed = { $file }: { $games ->
        [one] { $games } partita rigiocata
       *[other] { $games } partite rigiocate
    }, ogni esito coincide
cli-not_builtin = { $file }:{ $line }: la registrazione è della variante { $variant }, che non è inclusa; indicate il suo file con --variant FILE
cli-not_replayable = { $file }:{ $line }: la partita { $game } non si può rigiocare: { $problem }
cli-diverges = { $file }:{ $line }: la partita { $game } diverge in: { $divergence }{ $hint }
cli-replayed_with = { " " }(rigiocata con la variante inclusa { $variant }; se l'ha scritta un file di regole della casa con quell'id, indicate il file con --variant FILE)

## replay: dove la registrazione e il motore non concordano
# $divergence di cli-diverges: il punto, poi che cosa hanno lì la registrazione e il motore. $recorded e $engine sono
# carte, numeri o JSON come li scrive la registrazione, le parole del motore o uno dei messaggi replay-* qui sotto.

replay-divergence = { $place }: la registrazione dice { $recorded }, il motore dice { $engine }
# $place è uno dei punti qui sotto.
replay-in_hand = mano { $hand }, { $place }
# Un punto di una distribuzione diversa da quella della mano: $deal è replay-thrown_in_deal o replay-final_deal.
replay-in_deal = { $deal }, { $place }
replay-thrown_in_deal = distribuzione annullata { $number }
replay-final_deal = distribuzione finale

# I punti
replay-variant = variante
replay-players = giocatori
replay-hands = mani
replay-dealer = mazziere
replay-stock = tallone
replay-deal = distribuzione
replay-settings = impostazioni della partita
replay-sides = squadre
replay-game_over = partita già finita
replay-winner = vincitore
replay-misdeal = distribuzione nulla
replay-thrown = annullamento
replay-scores = punteggi
replay-upcards = carte girate
replay-won_in_final = partita vinta durante la distribuzione finale
replay-to_beg = posto che tiene o chiede
replay-to_pitch = posto che esce o vende
replay-to_sell = posto che vende o rifiuta
# $action è la parola della registrazione (stand, beg, pitch, sell, accept, refuse...).
replay-action_by = { $action } del posto { $seat }
replay-to_bid = posto che dichiara
replay-bid_by = dichiarazione del posto { $seat }
replay-auction_over = fine dell'asta dopo le dichiarazioni registrate
replay-naming_trump = scelta della briscola
replay-to_exchange = posto che scambia
replay-discard_by = scarto del posto { $seat }
replay-exchange_end = fine dello scambio del posto { $seat }
replay-call_by = chiamata del posto { $seat }
replay-bidder = dichiarante
replay-bid = dichiarazione
replay-tricks = prese
replay-trick_leader = chi esce alla presa { $number }
replay-trick_plays = carte della presa { $number }
replay-trick_winner = vincitore della presa { $number }
replay-trick_play_by = presa { $number }, carta del posto { $seat }
replay-hand_over = fine della mano dopo le prese registrate
replay-trump = briscola
replay-hand_sides = squadre della mano
replay-thrown_in_count = numero di distribuzioni annullate
replay-game_points = punti di gioco
# $point è l'id del punto come lo scrive la registrazione (high, low, jack, game...).
replay-award = punto { $number } ({ $point })
replay-award_count = numero di punti assegnati

# Che cosa hanno lì la registrazione o il motore, con le parole del replay
replay-players_range = da { $min } a { $max } giocatori
replay-no_hands = nessuna mano
replay-some_hand = almeno una mano
replay-seats_dealt = { $seats }, i posti che hanno ricevuto carte nella mano 1
replay-a_seat = un posto da 0 a { $last }
replay-a_stock = un tallone
replay-no_stock = questa variante non ha tallone
replay-a_deal = una distribuzione di questa variante
replay-playable = una partita giocabile
replay-cards = { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    }
# $cards: le prime carte né distribuite né nel tallone.
replay-cards_missing = { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    } (mancano { $cards })
replay-tricks_count = { $count ->
        [one] { $count } presa
       *[other] { $count } prese
    }
replay-ended_after = la mano è finita dopo { $count ->
        [one] { $count } presa
       *[other] { $count } prese
    }
replay-or_more = { $count } o più
# $folded: replay-seat per ogni posto che ha lasciato il gioco, separati da virgole.
replay-folded = { $seats } (giocano solo i posti che hanno briscole; { $folded } senza briscole, fuori dal gioco)
replay-seat = posto { $seat }
# $problem: le parole del motore, o replay-not_an_action.
replay-illegal = non ammessa ({ $problem })
replay-not_an_action = { $action } non è un'azione di questa variante
# $action: the recorded action; $legal: the actions the engine allows there, between commas, as records write them.
replay-not_legal_now = { $action } ora non è ammessa; ammesse: { $legal }

## Una distribuzione che non si può disporre (la distribuzione di un record, come la dice replay)

bad_deal-order = una distribuzione richiede { $count ->
        [one] { $count } carta
       *[other] { $count } carte diverse
    } in cima al mazzo
bad_deal-hands = una distribuzione richiede { $players ->
        [one] { $players } mano
       *[other] { $players } mani
    }, non { $count }
bad_deal-seat_cards = il posto { $seat } deve ricevere { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    }, non { $given }
bad_deal-twice = una carta è distribuita due volte
bad_deal-seat = il posto { $seat }
bad_deal-the_stock = il tallone
# $holder: bad_deal-seat o bad_deal-the_stock.
bad_deal-no_list = { $holder }: nessun elenco di carte
bad_deal-not_in_deck = { $holder }: carte che non sono nel mazzo: { $cards }

## docs e init

cli-document_written = { $file }: regole di { $variant } scritte
cli-init_exists = { $file } esiste già; init non sovrascrive mai un file
cli-init_written = { $file }: regole della casa di { $variant } scritte; controllatele con: pitch-rules validate { $file }

## serve e lsp

cli-give_host = indicate l'indirizzo su cui ascoltare, per esempio 127.0.0.1
cli-give_delay = indicate un numero di secondi da 0 a 10
cli-serve_needs_web = serve richiede l'extra web (manca { $module }): pip install 'pitch-rules[web]'
cli-no_address = { $host } non indica alcun indirizzo ({ $reason })
cli-port_in_use = la porta è in uso
cli-cannot_serve = impossibile servire su { $host } porta { $port }: { $reason }
cli-serving = in servizio su http://{ $host }:{ $port }/ (Ctrl-C ferma)
cli-server_failed = il server web non è partito
cli-lsp_needs_pygls = il server del linguaggio richiede pygls: pip install 'pitch-rules[lsp]'

## Come finisce un comando che non può andare avanti

cli-interrupted = interrotto
cli-terminated = terminato
cli-internal_error = errore interno ({ $error }); segnalatelo, per favore
