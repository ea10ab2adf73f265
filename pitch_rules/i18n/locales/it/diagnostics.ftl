# I problemi che `pitch-rules validate` e il server del linguaggio segnalano in un file di variante.
# Il codice nomina ciascuno con una chiave puntata (schema.unknown_key è schema-unknown_key), che
# `validate --json` dà come codice del problema. Ciò che la persona ha scritto (chiavi, valori,
# nomi, percorsi, carte) è inserito così com'è, già tra virgolette dove serve. Un numero è
# scritto con le sole cifre.

## Che cos'è un valore (un valore del file, o un tipo di nodo YAML), con l'articolo

kind-integer = un intero
kind-number = un numero
kind-string = una stringa
kind-boolean = un booleano
kind-list = una lista
kind-mapping = una mappa
kind-null = null
kind-scalar = uno scalare

## Suggerimenti in fondo a un messaggio ($name è tra virgolette)

hint-did_you_mean = ; forse intendevate { $name }?
hint-allowed = { " " }(ammessi: { $names })
hint-deck_has = { " " }(il mazzo ha: { $words })
hint-sources = { " " }(le fonti di questo file: { $names })
hint-no_sources = { " " }(questo file non ha fonti)

## Leggere il file come YAML

yaml-too_large = il file è troppo grande ({ $size } byte; il limite è 1 MiB)
yaml-not_utf8 = il file non è testo UTF-8 valido (byte 0x{ $byte } alla posizione { $offset })
yaml-character = il file contiene il carattere U+{ $code }, che YAML non ammette
yaml-disputed_break = il file contiene il carattere U+{ $code }, un a capo in YAML 1.1 ma non in YAML 1.2; terminate la riga con un a capo normale, o togliete il carattere
yaml-empty = il file è vuoto; serve una mappa di opzioni della variante
yaml-top_not_mapping = al livello principale serve una mappa, invece c'è { $found }
yaml-second_document = è ammesso un solo documento YAML per file; qui ne inizia un secondo
yaml-anchor = ancore e alias YAML non sono ammessi; scrivete il valore per esteso
yaml-too_deep = annidamento troppo profondo (più di { $limit } livelli)
yaml-nested_too_deep = annidamento troppo profondo
yaml-version = la versione { $version } di YAML non è supportata; scrivete '%YAML 1.2' o togliete la riga
yaml-tab_indent = carattere di tabulazione nel rientro; YAML rientra con gli spazi
yaml-tab = carattere di tabulazione qui; YAML separa i valori con gli spazi
# $problem (e $context) sono le parole del lettore YAML stesso.
yaml-invalid = YAML non valido: { $problem }
yaml-invalid_at = YAML non valido: { $problem } ({ $context } alla riga { $line })
yaml-tag = il tag YAML { $tag } non è ammesso
yaml-tag_on = il tag YAML { $tag } non è ammesso su { $kind ->
        [scalar] uno scalare
        [list] una lista
       *[mapping] una mappa
    }
yaml-duplicate_key = chiave ripetuta { $key } (definita la prima volta alla riga { $line })
yaml-key_not_plain = una chiave di mappa deve essere un valore semplice, non { $kind ->
        [list] una lista
       *[mapping] una mappa
    }
yaml-merge_key = le chiavi di fusione YAML ('<<') non sono ammesse; scrivete le chiavi per esteso
yaml-surrogate = il testo contiene U+{ $code }, metà di una coppia surrogata, che non è un carattere
yaml-bad_scalar = { $text } non è un valore { $tag } valido
yaml-integer_too_long = intero troppo lungo ({ $length } caratteri)

## Lo schema: le chiavi e i valori che un file di variante può contenere
# $subject è un percorso tra virgolette ('auction.bids[2]') o schema-top_level.

schema-top_level = il livello principale
schema-unknown_key = chiave sconosciuta { $key } in { $subject }{ $hint }
schema-unknown_key_top = chiave sconosciuta { $key } al livello principale{ $hint }
schema-missing_key = in { $subject } manca la chiave obbligatoria { $key }
schema-missing_key_top = al livello principale manca la chiave obbligatoria { $key }
schema-repeated_item = { $subject } elenca { $item } più di una volta
schema-same_item_twice = { $subject } non deve contenere due volte lo stesso elemento
schema-key_in = la chiave { $key } in { $subject }
schema-key_in_top = la chiave { $key } al livello principale
schema-type = { $subject } deve essere { $wanted }, non { $kind }
schema-type_shown = { $subject } deve essere { $wanted }, non { $kind } ({ $value })
schema-either = { $first } o { $second }
schema-one_of = { $subject } deve essere uno tra: { $options } (trovato { $value }){ $hint }
schema-const = { $subject } deve essere { $expected } (trovato { $value })
schema-minimum = { $subject } vale { $value }, sotto il minimo di { $limit }
schema-maximum = { $subject } vale { $value }, sopra il massimo di { $limit }
schema-exclusive_minimum = { $subject } vale { $value }, ma deve essere maggiore di { $limit }
schema-exclusive_maximum = { $subject } vale { $value }, ma deve essere minore di { $limit }
schema-multiple_of = { $subject } vale { $value }, che non è un multiplo di { $limit }
schema-pattern = { $subject } deve corrispondere al modello { $pattern } (trovato { $value })
schema-empty = { $subject } non deve essere vuoto
schema-too_few_characters = { $subject } ha { $count } { $count ->
        [one] carattere
       *[other] caratteri
    }, meno del minimo di { $limit }
schema-too_many_characters = { $subject } ha { $count } { $count ->
        [one] carattere
       *[other] caratteri
    }, più del massimo di { $limit }
schema-too_few_items = { $subject } ha { $count } { $count ->
        [one] elemento
       *[other] elementi
    }, meno del minimo di { $limit }
schema-too_many_items = { $subject } ha { $count } { $count ->
        [one] elemento
       *[other] elementi
    }, più del massimo di { $limit }
schema-too_few_keys = { $subject } ha { $count } { $count ->
        [one] chiave
       *[other] chiavi
    }, meno del minimo di { $limit }
schema-too_many_keys = { $subject } ha { $count } { $count ->
        [one] chiave
       *[other] chiavi
    }, più del massimo di { $limit }
schema-several_forms = { $subject } corrisponde a più di una delle forme ammesse
# $problem sono le parole del controllo dello schema stesso.
schema-other = { $subject }: { $problem }

## extends: un file che ne modifica un altro

extends-builtin_only = 'extends' nomina un file; qui può nominare solo una variante inclusa ({ $ids })
extends-needs_id = un file che ne estende un altro deve avere un 'id' proprio
extends-not_a_name = 'extends' nomina l'id di una variante inclusa o il percorso di un file
extends-cycle = 'extends' forma un ciclo: { $loop }
extends-too_long = la catena di 'extends' è più lunga di { $limit } file
extends-nul = 'extends' contiene un carattere NUL, che nessun nome di file né id di variante inclusa può contenere
extends-not_yaml = 'extends' deve nominare un file di variante che finisce in .yaml o .yml: { $target }
extends-absolute = 'extends' può leggere file solo nella cartella { $folder } e sotto: { $target } è un percorso assoluto (consentite la sua cartella con --allow-path)
extends-outside = 'extends' può leggere file solo nella cartella { $folder } e sotto: { $target } è fuori (consentite la sua cartella con --allow-path)
extends-no_file = 'extends' nomina un file che non esiste: { $target }
extends-no_builtin = 'extends' nomina una variante inclusa '{ $target }' che non esiste (incluse: { $ids })
# $reason sono le parole del sistema stesso.
extends-unreadable = impossibile leggere { $target }: { $reason }
extends-nothing_to_drop = niente da togliere: nella variante che questo file estende non c'è un elemento con id { $id }

## Opzioni cambiate per un'esecuzione (--set), o scritte in una registrazione o in un salvataggio
# $named: option (data con --set) o place (scritta in una registrazione o in un salvataggio).

setting-too_many = { $count } opzioni (se ne accettano al massimo { $limit })
setting-form = { $named ->
        [place] l'opzione
       *[option] --set
    } vuole la forma path.to.key=value, trovato { $setting }
setting-extends = { $named ->
        [place] l'opzione
       *[option] --set
    } non può cambiare ciò che una variante estende; scrivete 'extends' in un file di regole della casa
setting-inside_item = { $named ->
        [place] l'opzione
       *[option] --set
    } { $key }: indicate una chiave dentro l'elemento '{ $item }', per esempio { $key }.to=...

## Le regole: opzioni che non vanno d'accordo tra loro o con il mazzo

variant-source_twice = l'id di fonte '{ $id }' è usato due volte
variant-unknown_source = fonte sconosciuta '{ $source }'{ $hint }
variant-approximation_twice = l'id di approssimazione '{ $id }' è usato due volte
variant-not_a_rule = '{ $name }' non è una regola di { $variant }{ $hint }
variant-default_players = il numero di giocatori predefinito { $default } non è tra min { $min } e max { $max }
variant-min_above_max = il numero minimo di giocatori { $min } supera il massimo { $max }
variant-deck_too_small = { $players } giocatori con { $cards } { $cards ->
        [one] carta
       *[other] carte
    } ciascuno richiedono { $need } carte, ma il mazzo ne ha { $deck }
variant-deck_too_small_widow = { $players } giocatori con { $cards } { $cards ->
        [one] carta
       *[other] carte
    } ciascuno e un monte di { $widow } richiedono { $need } carte, ma il mazzo ne ha { $deck }
variant-packets_uneven = gruppi di { $packet } non dividono in parti uguali { $cards } carte
variant-partnership_needs_teams = il gioco a squadre richiede 'teams' e 'team_size'
variant-team_players = { $teams } squadre da { $size } richiedono esattamente { $count } giocatori; impostate min, max e default a { $count }
variant-teams_only_partnership = 'teams' e 'team_size' valgono solo con kind: partnership
variant-not_in_ranking = '{ $word }' non è un valore, un valore off o un jolly di questo mazzo{ $hint }
variant-ranked_twice = '{ $word }' compare due volte nell'ordine
variant-ranking_leaves_out = l'ordine tralascia { $missing }
variant-not_a_rank = '{ $rank }' non è un valore o un jolly di questo mazzo{ $hint }
variant-turn_up_only = trump.{ $key } vale solo con chosen_by: turn-up
variant-upcard_points_for = trump.begging.upcard_points_for richiede trump.upcard_points: nessuna carta girata vale punti
variant-joker_first_chosen_by = un jolly giocato per primo stabilisce la briscola solo con chosen_by: first-lead, non con { $chosen_by }
variant-joker_first_no_jokers = il mazzo non ha jolly da giocare per primi (deck.jokers)
variant-joker_first_suit = '{ $suit }' non è un seme di questo mazzo ({ $suits })
variant-bids_unsorted = le dichiarazioni vanno elencate dalla più bassa alla più alta
variant-bid_above_points = la dichiarazione { $bid } supera { $points ->
        [one] l'unico punto
       *[other] i { $points } punti
    } che una mano può assegnare
variant-not_a_bid = { $key } { $value } non è tra le dichiarazioni { $bids }
variant-steal_not_a_bid = il mazziere non può rubare a { $bid }: non è una dichiarazione
variant-steal_closes = il mazziere non può rubare a { $bid }: una dichiarazione di { $bid } chiude l'asta prima che parli il mazziere
variant-all_pass_needs = all_pass: { $all_pass } richiede auction.{ $needs }
variant-pitch_bid_not_a_bid = pitch_bid { $bid } non è tra le dichiarazioni { $bids }
variant-sell_out_partnership = la vendita del diritto di uscita richiede che ogni giocatore giochi per sé: un compagno comprerebbe il diritto dalla propria parte
variant-dealer_cannot_pitch = il mazziere non può uscire: con play.first_leader: eldest esce e stabilisce la briscola il giocatore alla sinistra del mazziere
variant-redeal_without_misdeal = deal.misdeal_redeal vale solo insieme a deal.misdeal_if
variant-always_misdeal = misdeal_if: true rende nulla ogni distribuzione: nessuna mano si potrebbe giocare
variant-opponent_teams = opponent() richiede esattamente due parti, ma questa variante ammette { $teams } squadre
variant-opponent_players = opponent() richiede esattamente due parti, ma questa variante ammette da { $min } a { $max } giocatori
variant-joker_spells_card = '{ $id }' si scrive come una carta normale; chiamate il jolly in un altro modo (per esempio JK, BJ)
variant-joker_twice = l'id di jolly '{ $id }' è usato due volte
variant-first_lead_trump = first_lead: trump richiede che la briscola sia stabilita prima dell'uscita (trump.chosen_by)
variant-trumps_only_trump = legal: trumps-only richiede che la briscola sia stabilita prima dell'uscita (trump.chosen_by)
variant-trumps_only_draw = legal: trumps-only non può andare con la pesca dopo le prese (stock.draw_after_trick): un giocatore che si è ritirato potrebbe pescare una briscola
variant-no_auction_leader = senza asta non c'è dichiarante: esce per primo il primo di mano (eldest)
variant-no_auction_trump = senza asta nessuno può stabilire la briscola con { $chosen_by }
variant-no_auction_rest = senza asta non c'è un dichiarante che prenda il resto del tallone
variant-hand_teams_solo = for_the_hand: { $value } richiede kind: solo (nel gioco a squadre le squadre ci sono già)
variant-hand_teams_auction = for_the_hand: { $value } richiede un'asta: le squadre si formano attorno al dichiarante
variant-hand_teams_players = for_the_hand: { $value } richiede almeno 3 giocatori (players.min è { $min })
variant-hand_teams_score = con sides.for_the_hand una squadra di una sola mano non ha un punteggio complessivo: il contratto non può leggere '{ $name }'
variant-min_discard_refill = min_discard vale solo con refill: true (quando ogni giocatore scarta)
variant-min_discard_dealt = min_discard { $min } supera il numero di carte distribuite ({ $cards })
variant-discard_down_refill = discard_down vale solo senza refill (con refill a ogni giocatore si completano le carte)
variant-all_non_trumps_refill = discard: all-non-trumps richiede refill: true (quando ogni giocatore scarta)
variant-bidder_left_auction = order: bidder-left richiede un'asta: senza asta non c'è dichiarante
variant-exchange_before_trump = { $key }: { $value } richiede che la briscola sia stabilita prima dello scambio, non dall'uscita (trump.chosen_by)
variant-kept_trump_unranked = '{ $word }' non è una briscola dell'ordine (trump.ranking){ $hint }
variant-kept_trumps_first_lead = kept_trumps richiede che la briscola sia stabilita prima dello scambio, non dall'uscita (trump.chosen_by)
variant-kept_trumps_no_discard = kept_trumps qui non cambia nulla: in questo scambio nessuno scarta (nessuno riceve altre carte, nessuno prende il resto e le { $dealt } carte distribuite non sono più di keep, { $keep })
variant-before_trump_rest_to = rest_taken: before-trump richiede rest_to: bidder (il dichiarante prende il monte), non { $rest_to }
variant-before_trump_widow = rest_taken: before-trump richiede un monte (deal.widow): senza monte il resto è tutto il tallone
variant-before_trump_chosen_by = rest_taken: before-trump richiede che la briscola sia scelta dal dichiarante (trump.chosen_by: bidder-names), non { $chosen_by }
variant-before_trump_refill = rest_taken: before-trump non può andare con refill: il monte è in mano al dichiarante, e a nessuno si possono completare le carte
variant-refill_keep = con refill, keep { $keep } supera il numero di carte distribuite ({ $dealt }): i primi giocatori a cui si completano le carte potrebbero lasciare nel tallone troppe poche carte per gli altri (keep al massimo { $dealt })
variant-keep_above_dealt = il giocatore che prende il resto (rest_to: { $rest_to }) gioca con keep { $keep } carte e gli altri con le { $dealt } distribuite: ogni mano deve iniziare il gioco con lo stesso numero di carte (keep al massimo { $dealt })
variant-keep_not_dealt = il giocatore che prende il resto (rest_to: { $rest_to }) gioca con keep { $keep } carte e gli altri con le { $dealt } distribuite: ogni mano deve iniziare il gioco con lo stesso numero di carte (con discard_down: true anche gli altri scartano fino a keep)
variant-keep_after_run = il giocatore che prende il resto (rest_to: { $rest_to }) gioca con keep { $keep } carte, e gli altri con di più dopo che si ridistribuisce (trump.begging): ogni mano deve iniziare il gioco con lo stesso numero di carte (con discard_down: true anche gli altri scartano fino a keep)
variant-stock_uneven = con { $players } giocatori il tallone di { $left } { $left ->
        [one] carta
       *[other] carte
    } non si divide in parti uguali dopo le prese
variant-point_twice = l'id di punto '{ $id }' è usato due volte

## Il linguaggio di punteggio (le espressioni nel file)

# Come i messaggi chiamano un valore di ciascun tipo.
expression-type_number = numero
expression-type_bool = vero/falso
expression-type_card = carta
expression-type_cards = insieme di carte
expression-type_side = parte
expression-type_suit = seme
expression-type_rank = valore di carta
expression-type_card_name = nome di carta
expression-type_tally = numero per ogni parte
expression-type_none = none
expression-type_text = testo tra virgolette
# Che cosa il parser si aspettava dopo.
expression-token_name = un nome
expression-token_number = un numero
expression-token_text = testo tra virgolette
expression-token_end = la fine dell'espressione
expression-one_of = uno tra: { $words }
expression-digits = un numero di { $digits } cifre
expression-wrong_type = l'espressione dà un valore di tipo «{ $actual }», ma questa regola richiede il tipo «{ $expected }»
expression-too_long = l'espressione è troppo lunga ({ $length } caratteri; il limite è { $limit })
expression-empty = l'espressione è vuota
expression-unexpected = qui non ci può stare { $found }; atteso { $expected }
expression-unexpected_end = l'espressione finisce troppo presto; atteso { $expected }
expression-unexpected_character = carattere inatteso { $character }
expression-too_deep = l'espressione è annidata troppo in profondità (il limite è { $limit } livelli)
expression-number_too_large = { $number } è troppo grande: un numero può essere al massimo { $limit }
expression-always_beyond = questo dà sempre { $number }, oltre il limite di { $limit } da una parte o dall'altra dello zero
expression-quoted_text = un testo tra virgolette può nominare solo un valore, un seme o una carta in una chiamata come dealt('J', trump)
expression-call_function = '{ $name }' è una funzione; chiamatela così: { $signature }
expression-not_in_rule = '{ $name }' non si può usare in questa regola
expression-unknown_name = nome sconosciuto '{ $name }'{ $hint }
expression-not_a_function = '{ $name }' è un valore, non una funzione
expression-arguments = { $name }() prende { $count } { $count ->
        [one] argomento
       *[other] argomenti
    }, ne ha ricevuti { $given }: { $signature }
expression-argument_type = { $function }() richiede il tipo «{ $expected }» per '{ $param }', ha ricevuto «{ $actual }»
expression-not_in_deck = '{ $text }' non è { $kind ->
        [rank] un valore
        [suit] un seme
       *[card] il nome di una carta
    } di questo mazzo{ $hint }
expression-operand = '{ $symbol }' richiede il tipo «{ $expected }», ha ricevuto «{ $actual }»
expression-compare = impossibile confrontare «{ $left }» con «{ $right }»
expression-branches = 'then' dà «{ $then }» ma 'else' dà «{ $otherwise }»

## Un numero oltre il limite durante il gioco (il numero di una regola del contratto, o il punteggio che dà)

# $what: number_limit-rule, number_limit-adding o number_limit-score; $number: le sue cifre, o expression-digits.
number_limit-gave = { $what } dà { $number }, oltre il limite di { $limit } da una parte o dall'altra dello zero
# $rule: la regola del contratto come la chiama il file (bidder, others).
number_limit-rule = la regola { $rule } del contratto
number_limit-adding = aggiungere la regola { $rule } del contratto al punteggio della squadra { $side }
# Punti segnati subito durante una mano (un fante scoperto, una vendita...).
number_limit-score = aggiungere punti alla squadra { $side } durante la mano
# $problem: number_limit-gave.
number_limit-in_hand = mano { $hand }: { $problem }

## Il server del linguaggio (problemi mostrati mentre si modifica il file)

editor-too_large = il file è troppo grande per controllarlo mentre scrivete ({ $size } byte; il limite è { $limit } KiB); lo controlla pitch-rules validate
editor-nul_name = il nome del file contiene un carattere NUL, che nessun nome di file può contenere

## I problemi propri del lettore YAML (PyYAML), in «YAML non valido: ...»
# $expected, $found e $character sono ciò che si aspettava o ha trovato: un carattere com'è scritto, o le parole qui sotto.

yaml-no_colon = non si trova il ':' atteso
yaml-mapping_values = qui non sono ammessi valori di mappa
yaml-sequence_entries = qui non sono ammessi elementi di lista
yaml-mapping_keys = qui non sono ammesse chiavi di mappa
yaml-unexpected_end = fine del file inattesa
yaml-document_separator = separatore di documenti inatteso
yaml-unclosed = rientro sbagliato o '[' o '{ "{" }' non chiusa
yaml-expected = atteso { $expected }, trovato { $found }
yaml-expected_got = atteso { $expected }, arrivato { $found }
yaml-cannot_start = trovato il carattere { $character }, con cui non può iniziare nessun elemento
yaml-unknown_escape = trovato un carattere di escape sconosciuto { $character }
yaml-phrase_comment_or_break = un commento o un a capo
yaml-phrase_block_indicators = indicatori di troncamento o di rientro
yaml-phrase_alphanumeric = una lettera o una cifra
yaml-phrase_node_content = il contenuto del nodo
yaml-phrase_indentation_indicator = un indicatore di rientro da 1 a 9
yaml-duplicate_directive = trovata una seconda direttiva %YAML
yaml-duplicate_tag_handle = il prefisso di tag { $handle } è definito due volte
yaml-undefined_tag_handle = il prefisso di tag { $handle } non è definito
yaml-phrase_digit = una cifra
yaml-phrase_digit_or = una cifra o { $symbol }
yaml-phrase_hex_escape = una sequenza di escape di { $count } cifre esadecimali
yaml-phrase_uri_escape = una sequenza di escape URI di { $count } cifre esadecimali
yaml-phrase_uri = un URI
yaml-token_file_start = l'inizio del file
yaml-token_file_end = la fine del file
yaml-token_block_end = la fine di un blocco rientrato
yaml-token_mapping_start = l'inizio di una mappa
yaml-token_list_start = l'inizio di una lista
yaml-token_directive = una direttiva
yaml-token_value = un valore
yaml-token_alias = un alias
yaml-token_anchor = un'ancora
yaml-token_tag = un tag
yaml-token_key = una chiave di mappa
# Che cosa il lettore stava leggendo quando ha trovato il problema ($context).
yaml-context_block_collection = leggendo una collezione a blocchi
yaml-context_block_mapping = leggendo una mappa a blocchi
yaml-context_block_node = leggendo un nodo a blocchi
yaml-context_flow_mapping = leggendo una mappa tra parentesi
yaml-context_flow_node = leggendo un nodo tra parentesi
yaml-context_flow_sequence = leggendo una lista tra parentesi
yaml-context_node = leggendo un nodo
yaml-context_parsing_tag = analizzando un tag
yaml-context_block_scalar = leggendo uno scalare a blocco
yaml-context_directive = leggendo una direttiva
yaml-context_quoted_scalar = leggendo uno scalare tra virgolette
yaml-context_double_quoted_scalar = leggendo uno scalare tra virgolette doppie
yaml-context_simple_key = leggendo una chiave semplice
yaml-context_alias = leggendo un alias
yaml-context_anchor = leggendo un'ancora
yaml-context_tag = leggendo un tag
yaml-context_next_token = cercando l'elemento successivo
