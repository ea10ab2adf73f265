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

## replay
# $problem e $divergence sono le parole del motore e delle registrazioni.

cli-no_games = { $file }: nessuna partita nel file
cli-replayed = { $file }: { $games ->
        [one] { $games } partita rigiocata
       *[other] { $games } partite rigiocate
    }, ogni esito coincide
cli-not_builtin = { $file }:{ $line }: la registrazione è della variante { $variant }, che non è inclusa; indicate il suo file con --variant FILE
cli-not_replayable = { $file }:{ $line }: la partita { $game } non si può rigiocare: { $problem }
cli-diverges = { $file }:{ $line }: la partita { $game } diverge in: { $divergence }{ $hint }
cli-replayed_with = { " " }(rigiocata con la variante inclusa { $variant }; se l'ha scritta un file di regole della casa con quell'id, indicate il file con --variant FILE)

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
