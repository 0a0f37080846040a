# Review: machine-drafted, awaiting a native speaker's review

# Le parole di Cube Conquest: colori, simboli, mosse, mosse illegali, risultati e
# immagini.

## Seats
cube-conquest-red = Rosso
cube-conquest-blue = Blu
cube-conquest-green = Verde
cube-conquest-yellow = Giallo

## Symbols
cube-conquest-symbol = { $value ->
        [1] goccia
        [2] martelli
        [3] cerchi
        [4] mattoni
        [5] ruota
       *[6] freccia
    }

## Why a move is illegal (check.rs, paths.rs)
cube-conquest-over = la partita è finita
cube-conquest-no-player = non c'è un giocatore { $player }
cube-conquest-place-in-turn = i cubi si piazzano solo durante la preparazione; ora un nuovo cubo arriva rinforzando ('reinforce 3 c4')
cube-conquest-not-your-place = non tocca a te piazzare
cube-conquest-off-board = quella casella non è sul tabellone
cube-conquest-home-rank = i cubi della preparazione vanno sul tuo bordo di casa, la traversa { $line }{ $corners ->
        [yes] {" "}(angoli esclusi)
       *[no] {""}
    }
cube-conquest-home-file = i cubi della preparazione vanno sul tuo bordo di casa, la colonna { $line }{ $corners ->
        [yes] {" "}(angoli esclusi)
       *[no] {""}
    }
cube-conquest-setup-taken = { $cell } ha già un cubo: i tuoi due cubi della preparazione vanno su caselle diverse
cube-conquest-pass-not-yet = puoi passare solo quando non è possibile muovere, prepararsi, rinforzare o attaccare
cube-conquest-card-values = le carte vanno da 1 a 6
cube-conquest-move-steps = una mossa fa da 1 a 6 passi
cube-conquest-path-too-long = un { $card } muove un cubo di { $card ->
        [one] { $card } passo
       *[other] { $card } passi
    } al massimo, e questo percorso ne ha { $steps }
cube-conquest-path-malformed = il percorso non è valido
cube-conquest-move-written = questa mossa si scrive { $move } (i percorsi con la stessa fine che entrano nelle stesse tessere coperte sono la stessa mossa)
cube-conquest-discard-order = scrivi prima la più bassa delle due carte scartate
cube-conquest-prepare-too-few = prepararsi scarta 2 carte, e tu ne hai meno
cube-conquest-not-two = non hai due { $card } in mano
cube-conquest-no-card = non hai un { $card } ({ $symbol }) in mano
cube-conquest-discard-empty = la tua pila degli scarti è vuota: per prepararti ti serve una carta da riprendere
cube-conquest-not-in-discard = non c'è un { $card } nella pila degli scarti (la carta ripresa deve esserci già prima di prepararti)
cube-conquest-supply-empty = non ti restano cubi nella scorta
cube-conquest-enemy-there = su { $cell } c'è un cubo nemico
cube-conquest-already-outpost = { $cell } è già un Avamposto (due cubi al massimo)
cube-conquest-face-down = { $cell } è coperta: un nuovo cubo va solo su una tessera scoperta
cube-conquest-not-beside = { $cell } non è accanto a uno dei tuoi cubi (in ortogonale)
cube-conquest-tile-mismatch = la tessera su { $cell } è un { $tile } ({ $tilesymbol }): la carta deve corrispondere, non un { $card } ({ $cardsymbol })
cube-conquest-not-adjacent = { $to } non è adiacente in ortogonale a { $from }
cube-conquest-off-board-cell = una casella fuori dal tabellone
cube-conquest-no-enemy-on = non c'è un cubo nemico su { $cell }
cube-conquest-attack-needs-card = per attaccare ti serve una carta in mano
cube-conquest-already-committed = hai già impegnato la tua carta
cube-conquest-not-in-attack = non fai parte di questo attacco
cube-conquest-commit-one = impegna una carta ('play N'): solo un Avamposto attaccato ne impegna due
cube-conquest-commit-two = il tuo Avamposto è attaccato: impegna due carte ('play N M') e scegli dopo la rivelazione
cube-conquest-cards-order = scrivi prima la più bassa delle due carte
cube-conquest-owner-chooses = sceglie solo il proprietario dell'Avamposto
cube-conquest-use-one = hai impegnato { $first } e { $second }: usa una delle due
cube-conquest-no-cube-on = non hai un cubo su { $cell }
cube-conquest-outpost-cannot-move = l'Avamposto su { $cell } non può muovere
cube-conquest-outpost-cannot-attack = l'Avamposto su { $cell } non può attaccare
cube-conquest-path-off-board = il percorso esce dal tabellone
cube-conquest-path-twice = il percorso entra due volte in { $cell }: un cubo non torna mai su una casella già toccata nella mossa
cube-conquest-path-enemy = su { $cell } c'è un cubo nemico: una mossa non può attraversarlo né fermarcisi
cube-conquest-path-end-taken = una mossa deve finire su una casella vuota, e { $cell } non è vuota
cube-conquest-placing = i cubi si piazzano solo durante la preparazione
cube-conquest-passing = passare è un'azione del turno
cube-conquest-moving = muovere è un'azione del turno
cube-conquest-preparing = prepararsi è un'azione del turno
cube-conquest-reinforcing = rinforzare è un'azione del turno
cube-conquest-attacking = attaccare è un'azione del turno
cube-conquest-committing = le carte si impegnano solo in un attacco
cube-conquest-already-revealed = le carte sono già rivelate
cube-conquest-choosing = scegliere una carta fa parte di un attacco a un Avamposto
cube-conquest-nothing-to-choose = non c'è ancora niente da scegliere
cube-conquest-wait-setup = durante la preparazione l'unica azione è piazzare un cubo, quindi aspetta ({ $what })
cube-conquest-no-attack-waiting = { $what }: nessun attacco aspetta carte
cube-conquest-wait-choice = { $what }: le carte sono rivelate e { $seat } deve dire quale delle sue due carte conta ('use N')
cube-conquest-wait-cards = { $what }: un attacco aspetta le sue carte segrete ('play N')

## Chance outcomes that do not fit
cube-conquest-chance-none = l'esito { $index } non decide alcun evento casuale
cube-conquest-chance-impossible = l'esito { $index }, { $outcome }, qui non è possibile
cube-conquest-chance-unsettled = { $count } esiti non decidono l'inizio
cube-conquest-chance-no-card = non resta nessun { $card } da pescare
cube-conquest-chance-too-few = { $count } esiti per una giocata che pesca altre carte
cube-conquest-chance-too-many = { $count } esiti per una giocata che pesca { $used } carte

## A move in words (words.rs)
cube-conquest-a-card = un { $value } ({ $symbol })
cube-conquest-card = { $value } ({ $symbol })
cube-conquest-tile = { $value ->
        [1] una goccia (1)
        [2] martelli (2)
        [3] cerchi (3)
        [4] mattoni (4)
        [5] una ruota (5)
       *[6] una freccia (6)
    }
cube-conquest-tile-on = { $tile } su { $cell }
cube-conquest-did-place = { $seat } piazza un cubo su { $cell }
cube-conquest-did-place-revealing = { $seat } piazza un cubo su { $cell }, scoprendo { $tiles }
cube-conquest-did-move = { $seat } scarta { $card } e muove un cubo { $path }
cube-conquest-did-move-revealing = { $seat } scarta { $card } e muove un cubo { $path }, scoprendo { $tiles }
cube-conquest-did-prepare = { $seat } scarta { $first } e { $second } e riprende { $take } dalla pila degli scarti
cube-conquest-did-reinforce = { $seat } scarta { $card } e mette un nuovo cubo su { $cell }
cube-conquest-did-stack = { $seat } scarta { $card } e impila un secondo cubo su { $cell }, creando un Avamposto
cube-conquest-did-attack = il cubo di { $seat } su { $from } attacca il cubo di { $defender } su { $to }
cube-conquest-did-attack-outpost = il cubo di { $seat } su { $from } attacca l'Avamposto di { $defender } su { $to }
cube-conquest-then-alone = { $defender } non ha carte, quindi solo { $seat } sceglie una carta in segreto
cube-conquest-then-each = ciascuno sceglie una carta in segreto
cube-conquest-then-outpost = { $seat } sceglie una carta e { $defender } due, in segreto
cube-conquest-did-choose = { $seat } sceglie { $card } in segreto
cube-conquest-did-choose-two = { $seat } sceglie { $first } e { $second } in segreto
cube-conquest-did-choose-secret = { $seat } ha scelto una carta
cube-conquest-did-choose-two-secret = { $seat } ha scelto due carte
cube-conquest-did-use = { $seat } fa contare la sua carta { $card }
cube-conquest-did-pass = { $seat } non può fare nulla e passa
cube-conquest-colon = { $first }: { $second }
cube-conquest-revealed-outpost = le carte sono rivelate: { $attacker } gioca { $card }, { $defender } { $first } e { $second }; { $defender } sceglie quale conta
cube-conquest-battle-revealed = le carte sono rivelate: la carta { $card } di { $seat }
cube-conquest-battle-card = la carta { $card } di { $seat }
cube-conquest-battle-no-card = { $seat } senza carte
cube-conquest-bonus-tile = { $defence } +1 perché corrisponde alla tessera
cube-conquest-bonus-outpost = { $defence } +1 per l'Avamposto
cube-conquest-bonus-total = { $defence } = { $value }
cube-conquest-battle-against = { $lead } contro { $defence }
cube-conquest-lost-cube = il cubo di { $defender } su { $cell } è distrutto e { $attacker } segna 1 PV
cube-conquest-lost-outpost = l'Avamposto di { $defender } su { $cell } è distrutto e { $attacker } segna 1 PV
cube-conquest-lost-attacker = il cubo di { $attacker } su { $cell } è distrutto e { $defender } segna 1 PV
cube-conquest-takes-back = { $result }; { $defender } riprende in mano l'altra carta, { $card }
cube-conquest-over-because = la partita è finita: { $outcome }

## Why the game ended (lib.rs)
cube-conquest-won-vp = { $vp } PV
cube-conquest-no-cubes = { $count ->
        [one] { $seats } non ha più cubi sul tabellone
       *[other] { $seats } non hanno più cubi sul tabellone
    }
cube-conquest-cap-most = { $cap ->
        [one] { $cap } azione giocata, più PV
       *[other] { $cap } azioni giocate, più PV
    }
cube-conquest-cap-tied = { $cap ->
        [one] { $cap } azione giocata, pari per più PV
       *[other] { $cap } azioni giocate, pari per più PV
    }

## What the notation expects (notation errors)
cube-conquest-expected-action = un'azione: place a1 | move 4 b2-b3-c3 | prep 1 3 take 5 | reinforce 3 c4 | attack b2 b3 | play 5 | play 2 5 | use 5 | pass
cube-conquest-expected-place = place e una casella, per esempio 'place a1'
cube-conquest-expected-prep = prep, due carte da scartare e la carta da riprendere, per esempio 'prep 1 3 take 5'
cube-conquest-expected-reinforce = reinforce, una carta e una casella, per esempio 'reinforce 3 c4' o 'r3 c4'
cube-conquest-expected-attack = attack, la casella del tuo cubo e quella del nemico, per esempio 'attack b2 b3'
cube-conquest-expected-play = play e una carta ('play 5'), o due per un Avamposto ('play 2 5')
cube-conquest-expected-use = use e una delle due carte che hai impegnato, per esempio 'use 5'
cube-conquest-expected-pass = solo 'pass'
cube-conquest-expected-move = move, una carta e le caselle del percorso dall'inizio alla fine, per esempio 'move 4 b2-b3-c3'
cube-conquest-expected-short-path = un percorso di 6 passi al massimo (una carta vale al massimo 6)
cube-conquest-expected-adjacent = { $first } e { $second } non sono adiacenti in ortogonale: elenca ogni casella del percorso
cube-conquest-expected-card = '{ $word }' non è una carta: scrivi 1..6 oppure drop, hammers, circles, bricks, wheel, arrow
cube-conquest-expected-cell = '{ $word }' non è una casella di questo tabellone: colonne a..{ $file }, traverse 1..{ $size }

## The picture (picture/*.rs)
cube-conquest-pic-board = Tabellone di Cube Conquest: { $status }
cube-conquest-pic-panel-status = A chi tocca
cube-conquest-pic-panel-hand = La tua mano
cube-conquest-pic-panel-attack = L'attacco in corso
cube-conquest-pic-panel-last-attack = L'ultimo attacco
cube-conquest-pic-panel-scores = PV, mano e cubi di ogni giocatore
cube-conquest-pic-panel-piles = Mazzi e pile degli scarti
cube-conquest-pic-cell-up = { $cell }: { $value } { $symbol }
cube-conquest-pic-cell-down = { $cell }: coperta
cube-conquest-pic-cell-unit = { $cell }, { $unit }
cube-conquest-pic-cube = cubo di { $seat }
cube-conquest-pic-outpost = Avamposto di { $seat }
cube-conquest-pic-status-setup = Preparazione: { $seat } piazza il cubo { $n } di 2 sul bordo di casa
cube-conquest-pic-status-turn = Tocca a { $seat }: muovere, prepararsi, rinforzare o attaccare
cube-conquest-pic-status-choose = { $seat } sceglie quale carta dell'Avamposto conta
cube-conquest-pic-status-attack = { $attacker } attacca { $defender }: entrambi scelgono una carta in segreto
cube-conquest-pic-status-over = Partita finita: { $ending }
cube-conquest-pic-end-points = { $seat } ha raggiunto { $vp } PV e vince
cube-conquest-pic-end-no-cubes = { $losers } { $lost ->
        [one] non ha più cubi e perde
       *[other] non hanno più cubi e perdono
    }; { $winners } { $won ->
        [one] vince
       *[other] vincono
    }
cube-conquest-pic-end-cap = limite di azioni raggiunto; { $seats } { $count ->
        [one] vince
       *[other] pareggiano
    } con { $vp } PV
cube-conquest-pic-action-count = Azione { $n } di { $cap } al massimo · vincono { $vp } PV
cube-conquest-pic-pass-label = Passa (solo quando non è possibile altro)
cube-conquest-pic-pass = Passa
cube-conquest-pic-hand = La tua mano ({ $seat }): { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    }
cube-conquest-pic-your-card = La tua carta { $card }
cube-conquest-pic-attack = Attacco: { $attack }
cube-conquest-pic-card-chosen = carta scelta
cube-conquest-pic-choosing = sta scegliendo
cube-conquest-pic-no-card-to-play = nessuna carta da giocare
cube-conquest-pic-side = { $seat }: { $state }
cube-conquest-pic-side-outpost = { $seat }: { $state } (Avamposto: 2 carte, +1)
cube-conquest-pic-revealed = Rivelate:
cube-conquest-pic-against = contro
cube-conquest-pic-make-count = Carta { $card } di { $seat }: falla contare
cube-conquest-pic-you-chose = Hai scelto:
cube-conquest-pic-last-attack = Ultimo attacco: { $attack }
cube-conquest-pic-attacker-sum = { $seat }: carta { $card } = { $value }
cube-conquest-pic-defence-card = { $seat }: carta { $card }
cube-conquest-pic-defence-no-card = { $seat }: nessuna carta 0
cube-conquest-pic-defence-sum = { $defence } + tessera { $tile } = { $value }
cube-conquest-pic-defence-sum-outpost = { $defence } + tessera { $tile } + Avamposto 1 = { $value }
cube-conquest-pic-also-showed = { $seat } ha mostrato anche { $card }
cube-conquest-pic-won = { $seat } ha vinto e segna 1 PV
cube-conquest-pic-known = si sa che ha: { $cards }
cube-conquest-pic-col-player = giocatore
cube-conquest-pic-col-vp = PV
cube-conquest-pic-col-hand = mano
cube-conquest-pic-col-supply = scorta
cube-conquest-pic-col-lost = persi
cube-conquest-pic-you = { $seat } (tu)
cube-conquest-pic-shared-deck = Mazzo comune
cube-conquest-pic-deck-of = Mazzo di { $seat }
cube-conquest-pic-pile = { $deck }: { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    } · pila degli scarti: { $discard }
cube-conquest-pic-take-back = Riprendi un { $card } dalla tua pila degli scarti
cube-conquest-pic-empty = (vuota)

## The board drawn for a terminal (render.rs)
cube-conquest-render-seen-by = Cube Conquest, visto da { $seat }
cube-conquest-render-seen-by-spectator = Cube Conquest, visto da uno spettatore
cube-conquest-render-name = { $seat } (giocatore { $player })
cube-conquest-render-none = nessuna
cube-conquest-render-seat = { $seat }: { $vp } PV, { $supply ->
        [one] { $supply } cubo
       *[other] { $supply } cubi
    } nella scorta, { $hand ->
        [one] { $hand } carta
       *[other] { $hand } carte
    } in mano
cube-conquest-render-destroyed = { $line }, { $lost } distrutti
cube-conquest-render-known = { $line }, si sa che ha { $cards }
cube-conquest-render-pile = { $deck }: { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    }; pila degli scarti: { $discard }
cube-conquest-render-hand = La tua mano: { $cards }
cube-conquest-render-hand-empty = La tua mano: vuota
cube-conquest-render-setup = Preparazione: { $seat } piazza il cubo { $n } di 2 sul proprio bordo di casa
cube-conquest-render-turn = Tocca a { $seat } ({ $actions ->
        [one] { $actions } azione giocata
       *[other] { $actions } azioni giocate
    }, limite { $cap })
cube-conquest-render-turn-kinds = Tocca a { $seat }: { $kinds } ({ $actions ->
        [one] { $actions } azione giocata
       *[other] { $actions } azioni giocate
    }, limite { $cap })
cube-conquest-render-kind-move = muovere
cube-conquest-render-kind-prep = prepararsi
cube-conquest-render-kind-reinforce = rinforzare
cube-conquest-render-kind-attack = attaccare
cube-conquest-render-kind-pass = passare (non è possibile altro)
cube-conquest-render-or = { $first } o { $last }
cube-conquest-render-over = Partita finita: { $outcome }
cube-conquest-render-attack = { $attacker } attacca { $defender } da { $from } su { $to }.
cube-conquest-render-attack-outpost = { $attacker } attacca { $defender } da { $from } su { $to } (un Avamposto: +1, due carte).
cube-conquest-render-attack-state = { $attacker } { $astate }; { $defender } { $dstate }
cube-conquest-render-committed = ha impegnato
cube-conquest-render-choosing = sta scegliendo
cube-conquest-render-no-card-to-commit = non ha carte da impegnare
cube-conquest-render-you-committed = { $line } (hai impegnato { $cards })
cube-conquest-render-revealed = Rivelate: la carta { $card } dell'attaccante contro { $first } e { $second }; { $defender } sceglie quale conta
cube-conquest-render-tiles = tessere
cube-conquest-render-cubes = cubi
cube-conquest-render-face-down = coperta
cube-conquest-render-outpost-example = { $example } = un Avamposto di { $seat } (due cubi)
cube-conquest-render-last = Ultimo attacco: { $attacker } da { $from } su { $to }; ha vinto { $winner }
cube-conquest-render-last-outpost = Ultimo attacco: { $attacker } da { $from } sull'Avamposto in { $to }; ha vinto { $winner }
cube-conquest-render-tie = { $line }, il pareggio va all'attaccante
cube-conquest-render-attacking = { $seat } attacca: { $card } + tessera 0 + Avamposto 0 = { $value }
cube-conquest-render-defending = { $seat } difende: { $defence } + tessera { $tile } + Avamposto { $outpost } = { $value }
cube-conquest-render-defending-match = { $seat } difende: { $defence } + tessera { $tile } ({ $symbol } corrisponde alla tessera) + Avamposto { $outpost } = { $value }
cube-conquest-render-no-card = nessuna carta
cube-conquest-render-card = carta { $value } ({ $symbol })
cube-conquest-render-of-two = { $defence }, tra due { $card } impegnati
cube-conquest-render-of-pair = { $defence }, tra { $first } e { $second } impegnati
## Options: their labels and help in the setup form, and why options are refused
cube-conquest-option-size-label = Dimensione del tabellone
cube-conquest-option-size = lato del tabellone quadrato di tessere coperte (si usano size² delle 36 tessere)
cube-conquest-option-players-label = Giocatori
cube-conquest-option-players = numero di giocatori
cube-conquest-option-decks-label = Mazzi
cube-conquest-option-decks = own = un mazzo e una pila degli scarti per giocatore; shared = un mazzo di 3 colori (54 carte) per tutti; auto = own con 2 giocatori, shared con 3-4
cube-conquest-option-decks-auto = Propri con 2 giocatori, condiviso con 3–4
cube-conquest-option-decks-own = Uno per giocatore
cube-conquest-option-decks-shared = Un mazzo condiviso
cube-conquest-option-copies-label = Copie di ogni simbolo
cube-conquest-option-copies = copie di ogni simbolo nel mazzo di un colore: 3 dà il mazzo da 18 carte
cube-conquest-option-cubes-label = Cubi per giocatore
cube-conquest-option-cubes = cubi che ogni giocatore possiede, compresi i 2 cubi della preparazione
cube-conquest-option-cap = la partita termina dopo questo numero di azioni: vince chi ha più PV, a parità di PV è patta
cube-conquest-option-destroyed-label = Cubi distrutti
cube-conquest-option-destroyed = un cubo distrutto torna nella scorta del proprietario, oppure esce dal gioco
cube-conquest-option-destroyed-supply = Tornano nella scorta del proprietario
cube-conquest-option-destroyed-removed = Escono dal gioco
cube-conquest-option-first = chi piazza e gioca per primo (di norma: estratto dal seme)
cube-conquest-option-players-range = i giocatori devono essere da 2 a 4
cube-conquest-option-size-too-small = un tabellone di dimensione { $size } non ha spazio per { $players } bordi di casa: usa size=4 o più
cube-conquest-option-counts = copies deve essere da 1 a 6, cubes almeno 2, cap almeno 20
cube-conquest-option-first-absent = first={ $first }, ma ci sono solo { $players } giocatori

## A saved state (JSON) that cannot be read back; its field names (tiles, face_up,
## units …) are written as the state writes them; cells are numbered from 0
cube-conquest-state-json = non è uno stato salvato: { $why }
cube-conquest-state-game = questo è uno stato di '{ $game }', non di cube-conquest
cube-conquest-state-format = il formato { $format } non è supportato (questa versione legge il formato { $reads })
cube-conquest-state-options = opzioni: { $why }
cube-conquest-state-length = { $field }: { $got } voci, attese { $want }
cube-conquest-state-option = { $why }
cube-conquest-state-seats = il primo giocatore o il giocatore di turno non è un posto della partita
cube-conquest-state-tile = la tessera { $tile } sulla casella { $cell } non è un simbolo da 1 a 6
cube-conquest-state-symbols = più di 6 tessere con lo stesso simbolo sul tabellone
cube-conquest-state-face-up = un segno di tessera scoperta fuori dal tabellone
cube-conquest-state-unit = la casella { $cell } contiene un'unità malformata { $unit }
cube-conquest-state-face-down = un cubo sta sulla tessera coperta della casella { $cell }
cube-conquest-state-cubes = il giocatore { $player } ha { $total } cubi sul tabellone, nella scorta e persi, non { $cubes }
cube-conquest-state-lost = ci sono cubi persi, anche se i cubi distrutti tornano nella scorta
cube-conquest-state-hand = il giocatore { $player } ha più di 4 carte in mano
cube-conquest-state-committed = una carta impegnata non ha un valore da 1 a 6
cube-conquest-state-pile = il mazzo { $pile } non contiene esattamente { $copies } carte di ogni simbolo (mazzo, scarti, mani e carte impegnate insieme)
cube-conquest-state-known = si sa che il giocatore { $player } ha carte che non ha
cube-conquest-state-unused = dati per posti che non giocano
cube-conquest-state-cap-reached = il limite di azioni è raggiunto ma la partita continua
cube-conquest-state-won-on = un giocatore ha 10 PV ma la partita continua
cube-conquest-state-no-cubes-on = un giocatore non ha cubi sul tabellone, ma la partita continua
cube-conquest-state-winner = il vincitore ai punti ha meno di 10 PV
cube-conquest-state-no-cubes-end = i giocatori che si dice siano senza cubi ne hanno ancora
cube-conquest-state-cap-early = la partita è finita per il limite di azioni prima di raggiungerlo
cube-conquest-state-placed = nella preparazione un giocatore piazza 0 o 1 cubo prima del successivo
cube-conquest-state-setup-order = i cubi della preparazione non seguono l'ordine della preparazione
cube-conquest-state-home-edge = un cubo della preparazione è fuori dal suo bordo di casa
cube-conquest-state-setup-cards = carte o punti durante la preparazione
cube-conquest-state-attack = l'attacco in corso è incoerente
cube-conquest-state-defender = il difensore ha troppe poche carte da impegnare
cube-conquest-state-last-battle = l'ultima battaglia è malformata

## The game in one line (game lists)
cube-conquest-about = Spargi i cubi sulle tessere coperte e combatti con carte scelte in segreto; vince chi arriva a 10 PV.
