# Le espressioni di punteggio a parole. Il valore ha l'articolo; .di, .a, .da sono le forme con
# preposizione articolata; un insieme di carte ha anche noun (una carta, senza articolo, sempre
# femminile: briscola, carta) e where («in gioco»).

## Valori

value-trump = il seme di briscola
    .of = di briscola
    .di = del seme di briscola
    .a = al seme di briscola
    .da = dal seme di briscola
value-in_play = le carte in gioco
    .plural = yes
    .di = delle carte in gioco
    .a = alle carte in gioco
    .da = dalle carte in gioco
    .noun = carta
    .where = in gioco
    .noun-def = la carta
    .noun-di = della carta
    .noun-a = alla carta
    .noun-da = dalla carta
    .gender = f
value-bidder = { $team ->
        [yes] la squadra del dichiarante
       *[no] il dichiarante
    }
    .di = { $team ->
        [yes] della squadra del dichiarante
       *[no] del dichiarante
    }
    .a = { $team ->
        [yes] alla squadra del dichiarante
       *[no] al dichiarante
    }
    .da = { $team ->
        [yes] dalla squadra del dichiarante
       *[no] dal dichiarante
    }
value-bid = la dichiarazione
    .di = della dichiarazione
    .a = alla dichiarazione
    .da = dalla dichiarazione
value-trick_points = punti delle prese
    .plural = yes
    .more = più punti delle prese
    .most = il maggior numero di punti delle prese
    .second = il secondo maggior numero di punti delle prese
    .least = il minor numero di punti delle prese
value-card = la carta che decide il punto
    .di = della carta che decide il punto
    .a = alla carta che decide il punto
    .da = dalla carta che decide il punto
value-won = i punti vinti
    .plural = yes
    .di = dei punti vinti
    .a = ai punti vinti
    .da = dai punti vinti
value-made = la dichiarazione è mantenuta
    .negated = la dichiarazione non è mantenuta
value-target = il punteggio per vincere
    .di = del punteggio per vincere
    .a = al punteggio per vincere
    .da = dal punteggio per vincere
value-side = { $team ->
        [yes] la squadra a cui si assegnano i punti
       *[no] il giocatore a cui si assegnano i punti
    }
    .di = { $team ->
        [yes] della squadra a cui si assegnano i punti
       *[no] del giocatore a cui si assegnano i punti
    }
    .a = { $team ->
        [yes] alla squadra a cui si assegnano i punti
       *[no] al giocatore a cui si assegnano i punti
    }
    .da = { $team ->
        [yes] dalla squadra a cui si assegnano i punti
       *[no] dal giocatore a cui si assegnano i punti
    }
value-scores = punteggi
    .plural = yes
    .more = un punteggio più alto
    .most = il punteggio più alto
    .second = il secondo punteggio più alto
    .least = il punteggio più basso
value-points_won = punti vinti in questa mano
    .plural = yes
    .more = più punti vinti in questa mano
    .most = il maggior numero di punti vinti in questa mano
    .second = il secondo maggior numero di punti vinti in questa mano
    .least = il minor numero di punti vinti in questa mano
value-opponents_won = { $team ->
        [yes] i punti vinti insieme da tutte le altre squadre
       *[no] i punti vinti insieme da tutti gli altri giocatori
    }
    .plural = yes
    .di = { $team ->
        [yes] dei punti vinti insieme da tutte le altre squadre
       *[no] dei punti vinti insieme da tutti gli altri giocatori
    }
    .a = { $team ->
        [yes] ai punti vinti insieme da tutte le altre squadre
       *[no] ai punti vinti insieme da tutti gli altri giocatori
    }
    .da = { $team ->
        [yes] dai punti vinti insieme da tutte le altre squadre
       *[no] dai punti vinti insieme da tutti gli altri giocatori
    }
value-dealer = { $team ->
        [yes] la squadra del mazziere
       *[no] il mazziere
    }
    .di = { $team ->
        [yes] della squadra del mazziere
       *[no] del mazziere
    }
    .a = { $team ->
        [yes] alla squadra del mazziere
       *[no] al mazziere
    }
    .da = { $team ->
        [yes] dalla squadra del mazziere
       *[no] dal mazziere
    }
value-eldest = { $team ->
        [yes] la squadra del giocatore alla sinistra del mazziere
       *[no] il giocatore alla sinistra del mazziere
    }
    .di = { $team ->
        [yes] della squadra del giocatore alla sinistra del mazziere
       *[no] del giocatore alla sinistra del mazziere
    }
    .a = { $team ->
        [yes] alla squadra del giocatore alla sinistra del mazziere
       *[no] al giocatore alla sinistra del mazziere
    }
    .da = { $team ->
        [yes] dalla squadra del giocatore alla sinistra del mazziere
       *[no] dal giocatore alla sinistra del mazziere
    }
value-hand = le carte in mano
    .plural = yes
    .di = delle carte in mano
    .a = alle carte in mano
    .da = dalle carte in mano
    .noun = carta
    .where = in mano
    .noun-def = la carta
    .noun-di = della carta
    .noun-a = alla carta
    .noun-da = dalla carta
    .gender = f
value-first_out = { $team ->
        [yes] la prima squadra
       *[no] il primo giocatore
    } a raggiungere { $target } contando uno per uno i punti di questa mano, nell’ordine in cui sono elencati{ $bidding ->
        [yes] , senza contare nulla al dichiarante che va sotto
       *[no] {""}
    }
    .di = { $team ->
        [yes] della prima squadra
       *[no] del primo giocatore
    } a raggiungere { $target } contando uno per uno i punti di questa mano, nell’ordine in cui sono elencati
    .a = { $team ->
        [yes] alla prima squadra
       *[no] al primo giocatore
    } a raggiungere { $target } contando uno per uno i punti di questa mano, nell’ordine in cui sono elencati
    .da = { $team ->
        [yes] dalla prima squadra
       *[no] dal primo giocatore
    } a raggiungere { $target } contando uno per uno i punti di questa mano, nell’ordine in cui sono elencati
    .absent = nessuno raggiunge { $target } in questo modo
value-first_out_bidder_first = { $team ->
        [yes] la prima squadra
       *[no] il primo giocatore
    } a raggiungere { $target } contando uno per uno i punti di questa mano, prima quelli del dichiarante, poi quelli degli altri nell’ordine in cui sono elencati{ $bidding ->
        [yes] , senza contare nulla al dichiarante che va sotto
       *[no] {""}
    }
    .di = { $team ->
        [yes] della prima squadra
       *[no] del primo giocatore
    } a raggiungere { $target } contando uno per uno i punti di questa mano, prima quelli del dichiarante
    .a = { $team ->
        [yes] alla prima squadra
       *[no] al primo giocatore
    } a raggiungere { $target } contando uno per uno i punti di questa mano, prima quelli del dichiarante
    .da = { $team ->
        [yes] dalla prima squadra
       *[no] dal primo giocatore
    } a raggiungere { $target } contando uno per uno i punti di questa mano, prima quelli del dichiarante
    .absent = nessuno raggiunge { $target } in questo modo

## Funzioni

fn-trumps = { $cards-kind ->
        [cards] le briscole { $cards-where }
       *[other] le briscole tra { $cards }
    }
    .plural = yes
    .di = { $cards-kind ->
        [cards] delle briscole { $cards-where }
       *[other] delle briscole tra { $cards }
    }
    .a = { $cards-kind ->
        [cards] alle briscole { $cards-where }
       *[other] alle briscole tra { $cards }
    }
    .da = { $cards-kind ->
        [cards] dalle briscole { $cards-where }
       *[other] dalle briscole tra { $cards }
    }
    .noun = briscola
    .where = { $cards-kind ->
        [cards] { $cards-where }
       *[other] tra { $cards }
    }
    .noun-def = la briscola
    .noun-di = della briscola
    .noun-a = alla briscola
    .noun-da = dalla briscola
    .gender = f
fn-highest = { $cards-noun-def } più { $cards-gender ->
        [m] alto
       *[f] alta
    } { $cards-where }
    .di = { $cards-noun-di } più { $cards-gender ->
        [m] alto
       *[f] alta
    } { $cards-where }
    .a = { $cards-noun-a } più { $cards-gender ->
        [m] alto
       *[f] alta
    } { $cards-where }
    .da = { $cards-noun-da } più { $cards-gender ->
        [m] alto
       *[f] alta
    } { $cards-where }
    .absent = non c’è { $cards-gender ->
        [m] nessun
       *[f] nessuna
    } { $cards-noun } { $cards-where }
fn-lowest = { $cards-noun-def } più { $cards-gender ->
        [m] basso
       *[f] bassa
    } { $cards-where }
    .di = { $cards-noun-di } più { $cards-gender ->
        [m] basso
       *[f] bassa
    } { $cards-where }
    .a = { $cards-noun-a } più { $cards-gender ->
        [m] basso
       *[f] bassa
    } { $cards-where }
    .da = { $cards-noun-da } più { $cards-gender ->
        [m] basso
       *[f] bassa
    } { $cards-where }
    .absent = non c’è { $cards-gender ->
        [m] nessun
       *[f] nessuna
    } { $cards-noun } { $cards-where }
fn-dealt = { $rank-def } { $suit-of }
    .di = { $rank-di } { $suit-of }
    .a = { $rank-a } { $suit-of }
    .da = { $rank-da } { $suit-of }
    .absent = { $rank-def } { $suit-of } non è in gioco
fn-captor = { $team ->
        [yes] la squadra che prende
       *[no] il giocatore che prende
    } { $card }
    .di = { $team ->
        [yes] della squadra che prende
       *[no] del giocatore che prende
    } { $card }
    .a = { $team ->
        [yes] alla squadra che prende
       *[no] al giocatore che prende
    } { $card }
    .da = { $team ->
        [yes] dalla squadra che prende
       *[no] dal giocatore che prende
    } { $card }
    .absent = { $card-absent }
fn-holder = { $team ->
        [yes] la squadra che ha ricevuto
       *[no] il giocatore che ha ricevuto
    } { $card } nella distribuzione
    .di = { $team ->
        [yes] della squadra che ha ricevuto
       *[no] del giocatore che ha ricevuto
    } { $card } nella distribuzione
    .a = { $team ->
        [yes] alla squadra che ha ricevuto
       *[no] al giocatore che ha ricevuto
    } { $card } nella distribuzione
    .da = { $team ->
        [yes] dalla squadra che ha ricevuto
       *[no] dal giocatore che ha ricevuto
    } { $card } nella distribuzione
    .absent = { $card-absent }
fn-captured = le carte prese { $side-da }
    .plural = yes
    .di = delle carte prese { $side-da }
    .a = alle carte prese { $side-da }
    .da = dalle carte prese { $side-da }
    .noun = carta
    .where = tra quelle prese { $side-da }
    .noun-def = la carta
    .noun-di = della carta
    .noun-a = alla carta
    .noun-da = dalla carta
    .gender = f
fn-count = il numero { $cards-di }
    .di = del numero { $cards-di }
    .a = al numero { $cards-di }
    .da = dal numero { $cards-di }
fn-unique_max = { $team ->
        [yes] la squadra con { $tally-more } di qualsiasi altra squadra
       *[no] il giocatore con { $tally-more } di qualsiasi altro giocatore
    }
    .di = { $team ->
        [yes] della squadra con { $tally-more } di qualsiasi altra squadra
       *[no] del giocatore con { $tally-more } di qualsiasi altro giocatore
    }
    .a = { $team ->
        [yes] alla squadra con { $tally-more } di qualsiasi altra squadra
       *[no] al giocatore con { $tally-more } di qualsiasi altro giocatore
    }
    .da = { $team ->
        [yes] dalla squadra con { $tally-more } di qualsiasi altra squadra
       *[no] dal giocatore con { $tally-more } di qualsiasi altro giocatore
    }
    .absent = { $team ->
        [yes] due o più squadre sono a pari merito con { $tally-most }
       *[no] due o più giocatori sono a pari merito con { $tally-most }
    }
fn-score = il punteggio { $side-di }
    .di = del punteggio { $side-di }
    .a = al punteggio { $side-di }
    .da = dal punteggio { $side-di }
fn-dealt_card = { $name-def }
    .di = { $name-di }
    .a = { $name-a }
    .da = { $name-da }
    .absent = { $name-def } non è in gioco
fn-off = l’altro seme dello stesso colore della briscola
    .of = dell’altro seme dello stesso colore della briscola
    .di = dell’altro seme dello stesso colore della briscola
    .a = all’altro seme dello stesso colore della briscola
    .da = dall’altro seme dello stesso colore della briscola
fn-of_suit = { $suit-kind ->
        [trump] le briscole naturali
       *[other] le carte naturali { $suit-of }
    } { $cards-kind ->
        [cards] { $cards-where }
       *[other] tra { $cards }
    }
    .plural = yes
    .di = { $suit-kind ->
        [trump] delle briscole naturali
       *[other] delle carte naturali { $suit-of }
    } { $cards-kind ->
        [cards] { $cards-where }
       *[other] tra { $cards }
    }
    .a = { $suit-kind ->
        [trump] alle briscole naturali
       *[other] alle carte naturali { $suit-of }
    } { $cards-kind ->
        [cards] { $cards-where }
       *[other] tra { $cards }
    }
    .da = { $suit-kind ->
        [trump] dalle briscole naturali
       *[other] dalle carte naturali { $suit-of }
    } { $cards-kind ->
        [cards] { $cards-where }
       *[other] tra { $cards }
    }
    .noun = { $suit-kind ->
        [trump] briscola naturale
       *[other] carta naturale { $suit-of }
    }
    .where = { $cards-kind ->
        [cards] { $cards-where }
       *[other] tra { $cards }
    }
    .noun-def = { $suit-kind ->
        [trump] la briscola naturale
       *[other] la carta naturale { $suit-of }
    }
    .noun-di = { $suit-kind ->
        [trump] della briscola naturale
       *[other] della carta naturale { $suit-of }
    }
    .noun-a = { $suit-kind ->
        [trump] alla briscola naturale
       *[other] alla carta naturale { $suit-of }
    }
    .noun-da = { $suit-kind ->
        [trump] dalla briscola naturale
       *[other] dalla carta naturale { $suit-of }
    }
    .gender = f
fn-of_rank = { $rank-pl-def } { $cards-kind ->
        [cards] { $cards-where }
       *[other] tra { $cards }
    }
    .plural = yes
    .di = { $rank-pl-di } { $cards-kind ->
        [cards] { $cards-where }
       *[other] tra { $cards }
    }
    .a = { $rank-pl-a } { $cards-kind ->
        [cards] { $cards-where }
       *[other] tra { $cards }
    }
    .da = { $rank-pl-da } { $cards-kind ->
        [cards] { $cards-where }
       *[other] tra { $cards }
    }
    .noun = { $rank }
    .noun-def = { $rank-def }
    .noun-di = { $rank-di }
    .noun-a = { $rank-a }
    .noun-da = { $rank-da }
    .gender = { $rank-gender }
    .where = { $cards-kind ->
        [cards] { $cards-where }
       *[other] tra { $cards }
    }
fn-min = il minore tra { $first } e { $second }
    .di = del minore tra { $first } e { $second }
    .a = al minore tra { $first } e { $second }
    .da = dal minore tra { $first } e { $second }
fn-max = il maggiore tra { $first } e { $second }
    .di = del maggiore tra { $first } e { $second }
    .a = al maggiore tra { $first } e { $second }
    .da = dal maggiore tra { $first } e { $second }
fn-most = { $tally-most }
fn-second = { $tally-second }
fn-least = { $tally-least }
fn-won_by = i punti vinti { $side-da } in questa mano
    .plural = yes
    .di = dei punti vinti { $side-da } in questa mano
    .a = ai punti vinti { $side-da } in questa mano
    .da = dai punti vinti { $side-da } in questa mano
fn-opponent = { $team ->
        [yes] la squadra che gioca contro { $side }
       *[no] il giocatore che gioca contro { $side }
    }
    .di = { $team ->
        [yes] della squadra che gioca contro { $side }
       *[no] del giocatore che gioca contro { $side }
    }
    .a = { $team ->
        [yes] alla squadra che gioca contro { $side }
       *[no] al giocatore che gioca contro { $side }
    }
    .da = { $team ->
        [yes] dalla squadra che gioca contro { $side }
       *[no] dal giocatore che gioca contro { $side }
    }
    .absent = { $side-absent }
fn-counters = le carte che contano { $cards-kind ->
        [cards] { $cards-where }
       *[other] tra { $cards }
    }
    .plural = yes
    .di = delle carte che contano { $cards-kind ->
        [cards] { $cards-where }
       *[other] tra { $cards }
    }
    .a = alle carte che contano { $cards-kind ->
        [cards] { $cards-where }
       *[other] tra { $cards }
    }
    .da = dalle carte che contano { $cards-kind ->
        [cards] { $cards-where }
       *[other] tra { $cards }
    }
    .noun = carta che conta
    .where = { $cards-kind ->
        [cards] { $cards-where }
       *[other] tra { $cards }
    }
    .noun-def = la carta che conta
    .noun-di = della carta che conta
    .noun-a = alla carta che conta
    .noun-da = dalla carta che conta
    .gender = f

## Carte nominate nell'espressione

card-named = { $rank-def } { $suit-of }
    .def = { $rank-def } { $suit-of }
    .di = { $rank-di } { $suit-of }
    .a = { $rank-a } { $suit-of }
    .da = { $rank-da } { $suit-of }
extra-card = il { $name }
    .def = il { $name }
    .di = del { $name }
    .a = al { $name }
    .da = dal { $name }

## Regole grammaticali

op-ge = { $left } { $left-plural ->
        [yes] sono almeno pari
       *[no] è almeno pari
    } { $right-a }
    .negated = { $left } { $left-plural ->
        [yes] sono inferiori
       *[no] è inferiore
    } { $right-a }
op-le = { $left } { $left-plural ->
        [yes] non superano
       *[no] non supera
    } { $right }
    .negated = { $left } { $left-plural ->
        [yes] superano
       *[no] supera
    } { $right }
op-gt = { $left } { $left-plural ->
        [yes] superano
       *[no] supera
    } { $right }
    .negated = { $left } { $left-plural ->
        [yes] non superano
       *[no] non supera
    } { $right }
op-lt = { $left } { $left-plural ->
        [yes] sono inferiori
       *[no] è inferiore
    } { $right-a }
    .negated = { $left } { $left-plural ->
        [yes] sono almeno pari
       *[no] è almeno pari
    } { $right-a }
op-eq = { $left-type ->
        [int] { $left } { $left-plural ->
            [yes] sono pari
           *[no] è pari
        } { $right-a }
       *[other] { $left } è { $right }
    }
    .negated = { $left-type ->
        [int] { $left } non { $left-plural ->
            [yes] sono pari
           *[no] è pari
        } { $right-a }
       *[other] { $left } non è { $right }
    }
op-eq-none = non c’è { $thing }
    .negated = c’è { $thing }
op-add = { $left } più { $right }
    .di = { $left-di } più { $right }
    .a = { $left-a } più { $right }
    .da = { $left-da } più { $right }
op-sub = { $left } meno { $right }
    .di = { $left-di } meno { $right }
    .a = { $left-a } meno { $right }
    .da = { $left-da } meno { $right }
op-mul = { $left } per { $right }
    .di = { $left-di } per { $right }
    .a = { $left-a } per { $right }
    .da = { $left-da } per { $right }
op-neg = meno { $amount }
    .di = di meno { $amount }
    .a = a meno { $amount }
    .da = da meno { $amount }
op-grouped = il risultato di «{ $amount }»
    .di = del risultato di «{ $amount }»
    .a = al risultato di «{ $amount }»
    .da = dal risultato di «{ $amount }»
op-and = { $left } e { $right }
    .negated = { $left-negated } oppure { $right-negated }
op-or = { $left } oppure { $right }
    .negated = { $left-negated } e { $right-negated }
op-cond = { $nested ->
        [yes] quando { $test }, { $yes }; in tutti gli altri casi, { $no }
       *[no] { $yes } se { $test }, altrimenti { $no }
    }
op-cond-grouped = { $yes-type ->
        [bool] o { $test } e { $yes }, o { $test-negated } e { $no }
       *[other] o { $yes } se { $test }, o { $no } in tutti gli altri casi
    }
    .negated = { $yes-type ->
        [bool] o { $test } e { $yes-negated }, o { $test-negated } e { $no-negated }
       *[other] {""}
    }
    .di = o { $yes-di } se { $test }, o { $no-di } in tutti gli altri casi
    .a = o { $yes-a } se { $test }, o { $no-a } in tutti gli altri casi
    .da = o { $yes-da } se { $test }, o { $no-da } in tutti gli altri casi
op-true = sempre
    .negated = mai
op-false = mai
    .negated = sempre
expr-nobody = nessuno
    .di = di nessuno
    .a = a nessuno
    .da = da nessuno
expr-no-card = nessuna carta
    .di = di nessuna carta
    .a = a nessuna carta
    .da = da nessuna carta

## Termini da spiegare

term-in_play = Le carte in gioco sono le carte che i giocatori hanno in mano quando comincia il gioco, più quelle che pescano durante il gioco.
term-in_play-trumps-only = Le carte in gioco sono le carte giocate nelle prese: si giocano solo briscole, e chi si ritira mette fuori gioco le altre sue carte.
term-captor = Una carta la prende il giocatore che vince la presa in cui è giocata, chiunque l’abbia ricevuta{ $team ->
        [yes] ; una carta presa da un membro qualsiasi della squadra conta per tutta la squadra.
       *[no] .
    }
term-captured = Una carta la prende il giocatore che vince la presa in cui è giocata.
term-counters = Una carta che conta è una carta che vale punti delle prese per il punto «Gioco».
term-of_suit = Una carta naturale di un seme è una carta di quel seme secondo la sua figura: non un jolly, né una carta di un altro seme che vale come briscola.
