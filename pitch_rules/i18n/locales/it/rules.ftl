# Le frasi del documento delle regole. I flag valgono yes/no; i numeri scelgono la forma plurale.

## Elenchi e parole brevi

numbers-range = un numero qualsiasi da { $first } a { $last }
seats = { $count ->
        [one] il posto
       *[other] i posti
    } { $seats }
ranking-off = { $rank } gemello
option-none = nessuno
option-yes = sì
option-no = no

## Giocatori e parti

players-fixed = Si gioca in { $players }.
players-range = Si gioca da { $min } a { $max } giocatori, di solito { $default }.
players-seats = I posti sono numerati 0, 1, 2, … in senso orario attorno al tavolo: il giocatore alla sinistra del posto *s* siede al posto *s* + 1, e il posto 0 è alla sinistra dell’ultimo. Il gioco e la distribuzione procedono in senso orario, cioè verso sinistra.
sides-for-the-hand = Nel conteggio ogni squadra della mano conta come un’unica parte: una carta presa da un membro qualsiasi conta per tutta la squadra, la dichiarazione si valuta sui punti della squadra, e ogni membro aggiunge il punteggio della squadra per la mano al proprio totale. Per tutta la partita ogni giocatore tiene il proprio punteggio, e la partita la vince un solo giocatore.
sides-team-is = la squadra { $team }: { $seats }
sides-teams = Ci sono { $teams } squadre da { $size }, con i compagni seduti { $opposite ->
        [yes] uno di fronte all’altro
       *[no] alternati attorno al tavolo
    }: { $layout }.

## Carte

deck-no-jokers = { $standard ->
        [yes] un mazzo standard di { $cards } carte
       *[no] un mazzo di { $cards } carte
    }, senza jolly
deck-with-jokers = { $standard ->
        [yes] un mazzo standard di { $cards } carte
       *[no] un mazzo di { $cards } carte
    } più { $jokers } jolly ({ $names }): { $total } carte in tutto
deck-cards = Si gioca con { $kind }. I semi sono { $suits }, ciascuno di { $ranks } carte. In ogni seme { $high-def } è la carta più alta e { $low-def } la più bassa: { $order }.

## Distribuzione

deal-at-once = tutte in una volta
deal-packets = a gruppi di { $packet } ({ $packet } a ciascun giocatore a turno, { $rounds ->
        [1] una volta
        [2] due volte
       *[other] { $rounds } volte
    })
deal-widow = Poi { $widow } { $widow ->
        [one] carta va
       *[other] carte vanno
    } coperte nel monte; il resto del mazzo non si usa in quella mano.
deal-stock = Le carte non distribuite formano il tallone, { $face_up ->
        [yes] a faccia in su
       *[no] coperto
    } (con { $players } giocatori, { $stock } carte).
deal-whole-deck = Si distribuisce tutto il mazzo.
deal-rest-unused = Il resto del mazzo non si usa in quella mano: con { $players } giocatori solo { $dealt } delle { $size } carte sono in gioco.
deal-cards = Il mazziere mescola e distribuisce { $cards } { $cards ->
        [one] carta
       *[other] carte
    } a ciascun giocatore, { $packets }, cominciando dal giocatore alla sua sinistra. { $rest }
deal-misdeal = **Distribuzione nulla.** Appena distribuite le carte, prima di ogni altra cosa, la distribuzione è nulla se, per un giocatore qualsiasi, { $condition }. Le carte si raccolgono e { $again }

## Asta

auction-none = Non c’è asta: nessuno ha un contratto da mantenere, e ogni parte segna ciò che vince.
auction-sell-out = Il giocatore alla sinistra del mazziere, il primo di mano, ha il diritto di uscire per primo. O esce subito lui, diventando dichiarante a { $pitch_bid }, o mette in vendita il diritto: allora gli altri giocatori dichiarano per comprarlo, e «tutti passano» significa che tutti gli altri rifiutano l’offerta.
auction-closing = Una dichiarazione di { $bid } chiude subito l’asta: { $highest ->
        [yes] nessuno può dichiarare di più
       *[no] dopo di essa nessuno dichiara
    }, e chi deve ancora parlare non dichiara.
auction-moon = Una dichiarazione di { $bid } è un cappotto: prendere tutti i punti della mano. Quanto vale, riuscito o no, si trova in «Punteggio» e «Vincere la partita».
auction-steal = Se la dichiarazione più alta è { $steals }, il mazziere può rubarla dichiarando lo stesso valore. Il mazziere può anche dichiarare di più.
auction-steal-not-closing = Una dichiarazione di { $bid } non si può rubare: chiude l’asta prima che parli il mazziere.
auction-steal-again = Il mazziere può rubare di nuovo a ogni suo turno, quindi a parità vince il mazziere.
auction-winner = { $steals ->
        [yes] Vince l’asta chi ha dichiarato di più, o il mazziere se ha rubato la dichiarazione,
       *[no] Vince l’asta chi ha dichiarato di più,
    } e si chiama dichiarante{ $team ->
        [yes] {" "}(con il compagno forma la squadra del dichiarante)
       *[no] {""}
    }.
auction-winner-sells = { $steals ->
        [yes] Vince l’asta chi ha dichiarato di più, o il mazziere se ha rubato la dichiarazione.
       *[no] Vince l’asta chi ha dichiarato di più.
    } Il primo di mano allora vende il diritto di uscita, segnando subito la dichiarazione più alta mentre il miglior offerente diventa dichiarante, oppure rifiuta di vendere e diventa lui dichiarante a quel valore, che deve mantenere.

## Briscola

trump-upcard-joker = Il jolly si salta: si scopre la prima carta di un seme.
trump-upcard-scores = Se è { $rank-def }, { $team ->
        [yes] la squadra del mazziere segna
       *[no] il mazziere segna
    } { $points } { $points ->
        [one] punto
       *[other] punti
    }{ $settled ->
        [yes] {" "}se fissa la briscola (vedi sotto)
       *[no] {" "}subito
    }.
trump-upcard-bonus = { $rank-def } ({ $points } { $points ->
        [one] punto
       *[other] punti
    })
trump-upcard-scores-several = Se è { $cards }, { $team ->
        [yes] la squadra del mazziere segna
       *[no] il mazziere segna
    } quei punti{ $settled ->
        [yes] {" "}se la carta fissa la briscola (vedi sotto)
       *[no] {" "}subito
    }.
trump-rank-as-suit = Le briscole seguono l’ordine di ogni seme. Una briscola batte qualsiasi carta degli altri semi.
trump-ranking = Le briscole, dalla più alta alla più bassa: { $ranking }. Una briscola batte qualsiasi carta degli altri semi.
trump-off-card = Il { $label } è la carta di quel valore dell’altro seme dello stesso colore della briscola: è una briscola, non una carta del proprio seme.
trump-jokers = { $names } { $count ->
        [one] è una briscola
       *[other] sono briscole
    } qualunque sia il seme di briscola.
trump-equal = Le carte unite da = hanno lo stesso valore: se due di esse cadono nella stessa presa, vince quella giocata per prima.
begging-rule = Il giocatore alla sinistra del mazziere può accettare quel seme come briscola oppure chiedere. Se chiede, il mazziere o { $gift }, e il seme resta briscola, oppure ridistribuisce: dà a ogni giocatore altre { $run } { $run ->
        [one] carta
       *[other] carte
    } e scopre la carta successiva, e così via finché compare un seme diverso, che diventa briscola. Se il tallone finisce prima, le carte si raccolgono e il mazzo passa al giocatore a sinistra.
begging-gift-may-not-win = Il mazziere non può concedere punti se questo facesse vincere la partita { $every ->
        [yes] { $team ->
            [yes] alla squadra che li riceve
           *[no] al giocatore che li riceve
        }
       *[no] { $team ->
            [yes] alla sua squadra
           *[no] a lui
        }
    }: in quel caso deve ridistribuire.

## Scambio

exchange-refill = Prima che il gioco cominci, { $order } scarta { $how_many ->
        [at-least] almeno { $least } { $least ->
            [one] carta
           *[other] carte
        } (o più, se vuole)
        [any] quante carte vuole
       *[rule] le carte
    } e pesca { $widow ->
        [yes] dal monte
       *[no] dal tallone
    } fino ad avere di nuovo { $keep } { $keep ->
        [one] carta
       *[other] carte
    }.
exchange-discard-down = Prima che il gioco cominci, { $order } se ha più di { $keep } { $keep ->
        [one] carta
       *[other] carte
    } scarta fino a restare con { $keep }{ $taker ->
        [yes] {" "}(chi prende il resto lo fa dopo averlo preso)
        [widow] {" "}(compreso il dichiarante, con le carte del monte)
       *[no] {""}
    }, senza pescare.
exchange-rest = { $refill ->
        [yes] Poi
       *[no] Prima che il gioco cominci,
    } { $rest }
exchange-rest-keeps = Chi prende il resto non è obbligato a farlo: tiene le carte che sceglie.
exchange-kept-trumps = Queste briscole non si possono scartare: { $trumps }; ma chi ne ha più di { $keep } ne tiene { $keep } a sua scelta e scarta tutte le altre carte.
exchange-min-discard = Un giocatore che pesca deve scartare almeno { $least } { $least ->
        [one] carta
       *[other] carte
    }, a meno che non abbia altro da scartare o il tallone non possa sostituirle.

## Gioco

play-until-stock-out = Si gioca finché non sono state giocate tutte le carte.
play-tricks = Una mano è di { $tricks } { $tricks ->
        [one] presa
       *[other] prese
    }{ $run ->
        [yes] {" "}(di più se si è ridistribuito)
       *[no] {""}
    }: ogni giocatore gioca tutte le carte che ha.
play-leading = **Uscita.** { $tricks } { $leader } { $lead }
play-following = **Risposta.** { $rule }
play-winning = **Chi vince la presa.** { $rule }
play-tricks-trumps-only = Una mano è al massimo di { $tricks } { $tricks ->
        [one] presa
       *[other] prese
    }{ $run ->
        [yes] {" "}(di più se si è ridistribuito)
       *[no] {""}
    }.
play-leading-trumps-only = **Uscita.** { $tricks } { $leader }
play-winning-trumps-only = **Chi vince la presa.** La presa la vince la briscola più alta giocata.
stock-drawing = **Pescata.** { $draw ->
        [yes] Dopo ogni presa, finché il tallone dura, chi ha vinto la presa pesca la prima carta, poi a turno ogni altro giocatore.
       *[no] Durante il gioco nessuno pesca dal tallone.
    } { $face_up ->
        [yes] Il tallone è a faccia in su, così tutti vedono la prima carta.
       *[no] Il tallone è coperto.
    }

## Punteggio

points-awarded = Alla fine di ogni mano si assegnano questi punti, in quest’ordine:
point-goes-to = { $name } ({ $points } { $points ->
        [one] punto
       *[other] punti
    }) va { $to-a }.
point-card-recorded = La carta registrata per questo punto è { $card }.
point-nobody = Se { $absent }, nessuno segna «{ $name }».
points-one-card-both = Se { $cards-where } c’è una sola { $cards-noun }, è insieme la più alta e la più bassa: conta per { $names } ({ $points } { $points ->
        [one] punto
       *[other] punti
    }).
points-one-card-all = Se quella { $cards-noun } è { $card }, conta per { $names } ({ $points } { $points ->
        [one] punto
       *[other] punti
    }).
trick-points-none = **Punti delle prese**: nessuna carta vale punti delle prese.
trick-points-each = ogni { $rank } vale { $points }
trick-points-each-more = ogni { $rank } { $points }
trick-points = **I punti delle prese** si contano sulle carte prese da { $team ->
        [yes] ciascuna squadra
       *[no] ciascun giocatore
    }: { $values }; { $every ->
        [yes] ogni carta conta
       *[no] le altre carte non valgono nulla
    }.
contract-counted = I punti vinti comprendono ogni punto ({ $points }) andato { $team ->
        [yes] alla squadra
       *[no] al giocatore
    }.
contract-no-auction = **Punteggio.** { $team ->
        [yes] Ogni squadra segna
       *[no] Ogni giocatore segna
    } { $others }. { $counted }
contract-made = **Il contratto.** { $bidder_capital } mantiene la dichiarazione se { $made }; altrimenti va sotto. { $counted }
contract-scores = { $bidder } segna { $scores }. { $two_teams ->
        [yes] L’altra squadra segna
       *[no] { $team ->
            [yes] Ogni altra squadra segna
           *[no] Ogni altro giocatore segna
        }
    } { $others }.
contract-running = { $hand_teams ->
        [yes] Il punteggio della squadra per la mano si aggiunge al totale di ciascun suo membro
       *[no] { $team ->
            [yes] Il punteggio di ogni squadra per la mano si aggiunge al suo totale
           *[no] Il punteggio di ogni giocatore per la mano si aggiunge al suo totale
        }
    }{ $negative ->
        [yes] : un punteggio negativo si sottrae dal totale, che può quindi scendere sotto zero
       *[no] {""}
    }. I totali si possono tenere su carta o con le fiche; il programma li tiene per voi.

## Il significato dei valori in una regola

meaning-scores-before = punteggi
    .plural = yes
    .more = un punteggio più alto prima di questa mano
    .most = il punteggio più alto prima di questa mano
    .second = il secondo punteggio più alto prima di questa mano
    .least = il punteggio più basso prima di questa mano
meaning-won-by = i punti vinti { $side-da } in questa mano
    .plural = yes
    .di = dei punti vinti { $side-da } in questa mano
    .a = ai punti vinti { $side-da } in questa mano
    .da = dai punti vinti { $side-da } in questa mano
meaning-they = { $team ->
        [yes] essa
       *[no] lui
    }
    .di = { $team ->
        [yes] di essa
       *[no] di lui
    }
    .a = { $team ->
        [yes] a essa
       *[no] a lui
    }
    .da = { $team ->
        [yes] da essa
       *[no] da lui
    }
meaning-they-won = i punti che ha vinto
    .plural = yes
    .di = dei punti che ha vinto
    .a = ai punti che ha vinto
    .da = dai punti che ha vinto
meaning-target = { $points } { $points ->
        [one] punto
       *[other] punti
    }
    .plural = yes

## Vincere la partita

game-target = La partita si gioca a { $target } { $target ->
        [one] punto
       *[other] punti
    }. Dopo ogni mano vince la partita { $winner }; finché nessuno ha vinto, si gioca la mano successiva.
during-upcard = una carta scoperta
during-gift = il punto concesso a chi chiede
during-dealer-set-back = la penalità del mazziere quando tutti passano
during-sale = il prezzo del diritto di uscita venduto
game-during-hand = I punti segnati durante una mano ({ $what }) contano subito: il vincitore si controlla nel momento in cui vengono segnati, e se c’è la partita finisce lì, in qualunque fase, senza finire di giocare la mano. In quel momento nessuno ha ancora vinto punti in gioco e non c’è un dichiarante.
game-bidder-only = Alla fine di una mano può vincere solo { $bidder }: { $team ->
        [yes] una squadra che raggiunge { $target } { $target ->
            [one] punto
           *[other] punti
        } in una mano in cui ha dichiarato un’altra squadra
       *[no] un giocatore che raggiunge { $target } { $target ->
            [one] punto
           *[other] punti
        } in una mano in cui ha dichiarato un altro giocatore
    } non vince in quel momento, e si continua. Così il vincitore può avere meno punti di chi perde.
game-set-back = { $must_make ->
        [yes] Quando va sotto, { $bidder } non vince in quella mano, qualunque sia il punteggio: per chiudere la partita bisogna mantenere la dichiarazione.
       *[no] Anche quando va sotto, { $bidder } vince se dopo la mano il punteggio { $bidder-di } è ancora di almeno { $target } { $target ->
            [one] punto
           *[other] punti
        }.
    }
game-other-targets = Per una partita più breve o più lunga si gioca spesso a { $targets }.

## La cornice del documento

section-house-rules = Regole della casa
section-players = Giocatori e parti
section-cards = Carte
section-deal = Distribuzione
section-auction = Asta
section-trump = Briscola
section-exchange = Scambio
section-play = Gioco
section-scoring = Punteggio
section-game = Vincere la partita
section-notes = Note
section-approximations = Approssimazioni
section-example = Esempio di una mano
section-sources = Fonti
document-generated = *Questo documento è generato da pitch-rules dalla variante `{ $id }`: le stesse regole con cui gioca il motore.*
house-rules-unchanged = Sono le regole di «{ $base }» senza modifiche.
house-rules-changes = Sono le regole di «{ $base }» con queste modifiche:
sources-none = Questa variante non indica fonti proprie.
sources-kept-from = Le regole che mantiene da «{ $name }» (`{ $id }`) vengono da:
approximation-declared-by = Dichiarata da «{ $name }».
approximations-none = Il file non ne dichiara: ogni regola qui sopra è quella indicata dalle fonti.

## Differenze (pitch-rules diff e la sezione delle regole della casa)

diff-added = { $title }: aggiunto. { $after }
diff-removed = { $title }: rimosso
diff-removed-was = { $title }: rimosso. Era: { $before }
diff-changed = { $title }: { $after }, invece di «{ $before }»
diff-order = { $title } › ordine
diff-same = Da «{ $base }» ({ $base_id }) a «{ $variant }» ({ $variant_id }): le regole sono le stesse.
diff-heading = Da «{ $base }» ({ $base_id }) a «{ $variant }» ({ $variant_id }): { $count ->
        [one] differisce { $count } opzione
       *[other] differiscono { $count } opzioni
    }.

## L'esempio di una mano

example-seat = posto { $seat }
example-team = squadra { $team }
example-who = il posto { $seat }{ $dealer ->
        [yes] {" "}(il mazziere)
       *[no] {""}
    }
example-passes = { $who } passa
example-forced-bid = { $who } deve dichiarare e dichiara { $bid }
example-steals = { $who } ruba la dichiarazione a { $bid }
example-closing-bid = { $who } dichiara { $bid }, e l’asta si chiude
example-bids = { $who } dichiara { $bid }
example-sale-pitch = { $who } esce subito
example-sale-sell = { $who } mette in vendita il diritto di uscita
example-sale-accept = { $who } vende il diritto di uscita al miglior offerente, segnando subito la dichiarazione
example-sale-refuse = { $who } rifiuta di vendere e gioca lui la dichiarazione
example-turns-up = Il posto { $seat } scopre { $card }
example-begging-stand = { $who } accetta
example-begging-beg = { $who } chiede
example-begging-give = { $who } concede un punto per tenere il seme
example-begging-run = { $who } ridistribuisce
example-begging-run-cards = { $who } ridistribuisce ({ $cards } { $cards ->
        [one] carta
       *[other] carte
    } in più a ciascuno){ $turning ->
        [yes] {" "}e scopre { $turned }
       *[no] {""}
    }
example-deals = Il posto { $seat } distribuisce
example-thrown-in-scores = Punteggi: { $scores }.
example-misdeal = { $story }: distribuzione nulla, quindi le carte si raccolgono e { $same_dealer ->
        [yes] lo stesso mazziere distribuisce di nuovo
       *[no] il mazzo passa al giocatore a sinistra
    }.
example-thrown-in = { $story }: le carte si raccolgono e il mazzo passa al giocatore a sinistra.
example-award = **{ $name }**{ $card }: { $winner }
example-award-trick-points = **{ $name }**{ $card }: { $winner } (punti delle prese: { $totals })
example-award-nobody = **{ $name }**{ $card }: nessuno{ $has_reason ->
        [yes] , perché { $reason }
       *[no] {""}
    }
example-alone = Il posto { $seat } gioca da solo contro { $others }.
example-called-nobody = Il posto { $seat } chiama { $card }, che nessuno ha: il posto { $seat } gioca da solo, { $bidders } contro { $others }.
example-called = Il posto { $seat } chiama { $card }. Ce l’ha il posto { $partner }, che diventa compagno del dichiarante, e gli altri lo scoprono quando la carta viene giocata: { $bidders } contro { $others }.
example-intro = Ecco una mano come l’ha giocata il motore, con { $players } giocatori (bot; codice della partita: { $seed }).
example-dealt = Il posto { $seat } distribuisce{ $stock ->
        [0] {""}
        [one] {" "}({ $stock } carta resta nel tallone)
       *[other] {" "}({ $stock } carte restano nel tallone)
    }:
example-column-seat = Posto
example-column-dealt = Carte ricevute
example-trump = **Briscola.** { $offer } La briscola è { $trump }.
example-auction = **Asta.** { $auction }. Il dichiarante è il posto { $seat }, a { $bid }{ $contract ->
        [yes] {""}
       *[no] : hanno passato tutti, quindi non c’è contratto
    }.{ $named ->
        [yes] {" "}Il posto { $seat } sceglie { $trump } come briscola.
        [widow] {" "}Il posto { $seat } prende il monte ({ $widow }) e sceglie { $trump } come briscola.
       *[no] {""}
    }
example-discards = il posto { $seat } scarta { $cards }
example-keeps = il posto { $seat } tiene tutte le carte
example-takes-rest = il posto { $seat } prende il resto { $widow ->
        [yes] del monte
       *[no] del tallone
    } e scarta fino a { $keep }{ $discards ->
        [yes] : { $cards }
       *[no] {""}
    }
example-exchange = **Scambio.** { $turns }.
example-teams = **Squadre della mano.** { $teams }
example-play = **Gioco.** Il posto { $seat } esce con { $card }{ $led ->
        [yes] ; la briscola è { $trump }
       *[no] {""}
    }.{ $drawing ->
        [yes] {" "}Dopo ogni presa i giocatori pescano dal tallone.
       *[no] {""}
    }
example-column-trick = Presa
example-column-led-by = Esce
example-column-played = Carte giocate, in ordine
example-column-won-by = Vince
example-folds-at-once = il posto { $seat } non ha briscole quando comincia il gioco, e si ritira subito.
example-folds-after = il posto { $seat } si ritira dopo la presa { $trick }: non ha più briscole.
example-folding = **Ritiri.** { $folds }
example-scoring = **Punteggio.**
example-verdict = La dichiarazione era { $bid } (punti vinti — { $who }: { $won }), quindi la dichiarazione { $made ->
        [yes] è mantenuta
       *[no] non è mantenuta: il dichiarante va sotto
    }.
example-sold = Il venditore ({ $seller }) ha segnato subito { $bid } per la vendita del diritto di uscita.
example-column-side = Parte
example-column-points-won = Punti vinti
example-column-hand-score = Punteggio della mano
example-column-score = Punteggio
example-record = La registrazione della mano (una riga di `pitch-record/1`), che `pitch-rules replay` verifica rispetto alle regole:

## Le pagine del sito della documentazione

site-variants-title = Varianti
site-variants-intro = Le regole di ogni variante inclusa, generate dal suo file di variante: le stesse regole con cui gioca il motore. `pitch-rules docs VARIANT --lang it` stampa una qualsiasi di esse, o le regole del vostro file di variante. [Confrontatele una accanto all’altra](../matrix.md).
site-column-variant = variante
site-column-id = identificativo
site-column-in-short = in breve
site-matrix-title = Confronto delle varianti
site-matrix-intro = Ogni opzione delle regole di ogni variante inclusa: una riga per opzione, una colonna per variante (la tabella scorre di lato). Spuntate le varianti da confrontare e, se volete, tenete solo le righe in cui differiscono. `pitch-rules diff A B --lang it` elenca solo le opzioni su cui due varianti differiscono.
site-matrix-pick = Varianti da confrontare
site-matrix-all = Tutte
site-matrix-none = Nessuna
site-matrix-differ = Solo le righe in cui differiscono
site-column-option = opzione

## Il riferimento del file di variante, generato dallo schema JSON (titoli e descrizioni sono i messaggi title- e description-)

site-reference-title = Riferimento del file di variante
site-reference-intro = { $about } Un file di variante è una mappa YAML con le chiavi elencate qui sotto. Questa pagina è generata dal JSON Schema del file (`schema/variant.schema.json`), che leggono anche gli editor compatibili con yaml-language-server, per il completamento e i suggerimenti al passaggio del mouse.
site-reference-top-level = Livello principale
site-reference-column-key = chiave
site-reference-column-type = tipo
site-reference-column-required = obbligatoria
site-reference-column-meaning = significato
site-reference-required = { $required ->
        [yes] sì
       *[no] no
    }
site-reference-type-string = stringa
site-reference-type-integer = intero
site-reference-type-number = numero
site-reference-type-boolean = booleano
site-reference-type-object = oggetto
site-reference-type-any = qualsiasi valore
site-reference-type-key = chiave
site-reference-type-list = lista ({ $item })
site-reference-type-map = mappa ({ $key } → { $value })
site-reference-each = { $key }, ogni elemento
site-reference-one-of = Uno tra { $values }.
site-reference-each-one-of = Ogni elemento è uno tra { $values }.
site-reference-bounds = { $bounds ->
        [both] Almeno { $minimum } e al massimo { $maximum }.
        [minimum] Almeno { $minimum }.
       *[maximum] Al massimo { $maximum }.
    }
site-reference-default = Valore predefinito: { $value }.
site-reference-examples = { $count ->
        [1] Esempio
       *[other] Esempi
    }: { $examples }.
