# Review: machine-drafted, awaiting a native speaker's review

## Seats
zhen-red = Rosso
zhen-blue = Blu

## Stacks and cubes
zhen-stack-red = { $red } { $red ->
        [one] rosso
       *[other] rossi
    }
zhen-stack-blue = { $blue } blu
zhen-stack-both = { $red } { $red ->
        [one] rosso
       *[other] rossi
    }, { $blue } blu
zhen-stack-empty = vuota
zhen-cubes = { $n ->
        [one] 1 cubo { $seat ->
            [0] rosso
           *[1] blu
        }
       *[other] { $n } cubi { $seat ->
            [0] rossi
           *[1] blu
        }
    }

## An action in words (words.rs)
zhen-place = { $seat } mette un cubo sulla casella { $tile } ({ $left })
zhen-reserve-left = { $n ->
        [0] riserva esaurita
        [one] 1 rimasto in riserva
       *[other] { $n } rimasti in riserva
    }
zhen-no-undo = { $seat } non può riportare subito indietro la pila della casella { $tile }
zhen-carry = { $seat } sposta la pila della casella { $tile } ({ $stack }) di { $steps ->
        [one] 1 passo
       *[other] { $steps } passi
    }
zhen-carry-to = { $head } fino alla casella { $to }
zhen-carry-onto = { $head } sopra la pila della casella { $to } ({ $there }), formando un'unica pila di { $joined }
zhen-carry-goal = { $head } nella sua porta, catturando { $captured } (la porta di { $seat } ora contiene { $held })

## Why an action is illegal (check.rs)
zhen-over = la partita è finita
zhen-turn = tocca a { $mover ->
        [0] Rosso
       *[1] Blu
    }, non a { $seat ->
        [0] Rosso
        [1] Blu
       *[other] quel giocatore
    }
zhen-no-tile = non esiste la casella { $tile }: le caselle vanno da 1 a { $tiles }
zhen-reserve-empty = la tua riserva è vuota: non hai più cubi da mettere
zhen-tile-taken = la casella { $tile } non è vuota: un cubo si può mettere solo su una casella vuota
zhen-tile-empty = la casella { $tile } è vuota: non c'è niente da spostare
zhen-not-yours = la casella { $tile } non contiene nessuno dei tuoi cubi: puoi spostare solo una pila con almeno un tuo cubo
zhen-overshoot = la pila della casella { $tile } deve fare { $steps } passi, e supererebbe la tua porta: una pila entra in porta solo con il conto esatto
zhen-no-capture = la pila della casella { $tile } non contiene cubi { $opponent ->
        [0] rossi
       *[1] blu
    }: puoi portare cubi nella tua porta solo per catturare
zhen-undo = spostare la casella { $tile } annullerebbe l'ultima mossa di { $opponent ->
        [0] Rosso
       *[1] Blu
    }, e non è permesso

## Why the game ended
zhen-swept = { $stuck ->
        [0] Rosso non poteva muovere; Blu
       *[1] Blu non poteva muovere; Rosso
    } ha preso i cubi rimasti sulle caselle
zhen-repeated = posizione ripetuta { $times } volte, conteggio com'è
zhen-cap = { $actions ->
        [one] 1 mossa giocata, conteggio com'è
       *[other] { $actions } mosse giocate, conteggio com'è
    }

## The picture (picture.rs)
zhen-summary = Zhen, una fila di { $tiles } caselle tra la porta di Rosso e quella di Blu. { $headline }. { $detail }.
zhen-score = Punti: Rosso { $red }, Blu { $blue }
zhen-no-undo-mark = casella { $tile }: niente ritorno
zhen-to-move = Muove { $seat }
zhen-over-win = Partita finita: vince { $seat } { $won }–{ $lost }
zhen-over-draw = Partita finita: patta { $red }–{ $blue }
zhen-tile = Casella { $tile }: { $stack }
zhen-tile-no-undo = Casella { $tile }: { $stack }; non si può spostare ora (niente ritorno)
zhen-goal-label = Porta di { $seat }: { $stack }; { $seat } ha { $score } punti
zhen-goal = Porta { $seat }
zhen-goal-score = punti { $score }
zhen-reserve-label = Riserva di { $seat }: { $n ->
        [one] 1 cubo
       *[other] { $n } cubi
    }
zhen-reserve = Riserva { $seat }: { $n }
zhen-directions = Da che parte muove ciascun giocatore
zhen-moves-left = ◀ { $seat } muove da questa parte
zhen-moves-right = { $seat } muove da questa parte ▶

## What the notation expects (notation errors)
zhen-expected = p<casella> per piazzare o m<casella> per muovere, con una casella da 1 a { $tiles }, per esempio p5 o m5

## The terminal board (render.rs)
zhen-render-panel = { $seat }: riserva { $reserve }   punti { $score } ({ $captured })
zhen-render-captured = { $n ->
        [one] cubo { $opponent ->
            [0] rosso
           *[1] blu
        } catturato
       *[other] cubi { $opponent ->
            [0] rossi
           *[1] blu
        } catturati
    }
zhen-render-no-undo = Muove { $seat } (la casella { $tile } non si può riportare indietro: niente ritorno)
zhen-render-over = Partita finita: { $result }
## Options: their labels and help in the setup form
zhen-option-tiles-label = Caselle tra le porte
zhen-option-tiles = numero di caselle nella fila tra le due porte
zhen-option-cubes-label = Cubi in riserva
zhen-option-cubes = cubi con cui ogni giocatore comincia in riserva
zhen-option-first = chi muove per primo (1 = Rosso, 2 = Blu)
zhen-option-repetition = una posizione vista questo numero di volte (con lo stesso giocatore al tratto) termina la partita, che si conta così com'è
zhen-option-cap = la partita termina dopo questo numero di azioni e si conta così com'è

## A position as text (a game state or a set-up) that cannot be read back; its field
## names and values (tiles=, since=, window=, none, sweep, m5, 2r1b …) are written as
## the state writes them
zhen-state-header = uno stato di Zhen inizia con 'zhen'
zhen-state-not-pair = '{ $word }' non è nella forma chiave=valore
zhen-state-twice = '{ $key }' è indicato due volte
zhen-state-missing = manca '{ $key }='
zhen-state-option = { $why }
zhen-state-mover = il giocatore di turno '{ $mover }' non è né red né blue
zhen-state-plies = plies non è un numero intero
zhen-state-unknown = campo sconosciuto '{ $key }'
zhen-state-over-cap = { $plies } azioni giocate, più del limite di { $cap }
zhen-state-window-long = la finestra contiene più mosse di quelle giocate
zhen-state-window-after-end = la finestra continua dopo la fine della partita
zhen-state-window-illegal = la mossa m{ $tile } della finestra non è legale: { $why }
zhen-state-window-irreversible = la mossa m{ $tile } della finestra unisce pile o raggiunge una porta, quindi non può stare nella finestra
zhen-state-replay = rigiocare la finestra da 'since' non dà 'board'
zhen-state-sweep = dopo uno spazzamento le caselle sono vuote e anche la finestra
zhen-state-end-misfit = end={ $end } non corrisponde alla posizione (è { $now })
zhen-state-end = end '{ $end }' non è none, sweep, repetition o cap
zhen-state-reserves = le riserve '{ $text }' non sono due numeri come 3,4
zhen-state-window-entry = la voce della finestra '{ $entry }' non è una mossa come m5
zhen-board-goal-colour = la porta di { $seat } contiene cubi di un solo colore, cosa che nessuna cattura può fare
zhen-board-places = attese le due porte e da 2 a { $max } caselle, trovati { $places } posti
zhen-board-reserve = una riserva contiene più di { $max } cubi
zhen-board-stack = '{ $text }' non è una pila come ., 2r, 1b o 2r1b
zhen-setup-placed = { $seat } ha { $used } cubi piazzati ma solo { $cubes } nella partita
zhen-setup-tiles = il tavoliere ha { $tiles } caselle ma le opzioni dicono { $expected }
zhen-setup-total = { $seat } ha { $total } cubi in tutto, non { $cubes }
zhen-setup-mover = il giocatore di turno { $mover } non è né 0 né 1

## The game in one line (game lists)
zhen-about = Muovi intere pile di cubi lungo una fila di caselle; cattura arrivando esattamente nella tua porta.

## Puzzle themes (what a puzzle's solution does, for players to pick puzzles by)
zhen-theme-capture = cattura
zhen-theme-sweep = spazzata
zhen-theme-quiet = mossa tranquilla
