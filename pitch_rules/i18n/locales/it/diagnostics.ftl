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
