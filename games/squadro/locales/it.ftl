# Review: machine-drafted, awaiting a native speaker's review

## Seats
squadro-light = Chiaro
squadro-dark = Scuro

## A move in words (words.rs)
squadro-move = { $seat } muove il pezzo della corsia { $lane } di { $squares ->
        [one] 1 casella
       *[other] { $squares } caselle
    } da { $from } a { $to }
squadro-turns-back = raggiungendo il lato opposto, dove torna indietro
squadro-home-counted = riportandolo a casa ({ $home } dei { $needed } che servono a { $seat })
squadro-home = riportandolo a casa
squadro-sending = respingendo { $seat }: { $groups }
squadro-and-its = { $first } e { $second }
squadro-lane-name = { $lane }
squadro-back-to-start = { $count ->
        [one] il pezzo della corsia { $lanes } alla partenza
       *[other] i pezzi delle corsie { $lanes } alla partenza
    }
squadro-back-to-far = { $count ->
        [one] il pezzo della corsia { $lanes } al lato opposto
       *[other] i pezzi delle corsie { $lanes } al lato opposto
    }

## Why a move is illegal (check.rs)
squadro-over = la partita è finita
squadro-turn = tocca a { $seat ->
        [0] Chiaro
       *[1] Scuro
    }
squadro-no-lane = non esiste la corsia { $lane }: le corsie vanno da 1 a 5
squadro-lane-done = il tuo pezzo della corsia { $lane } è già tornato a casa ed è fuori dal tavoliere

## Why the game ended
squadro-won = { $needed } pezzi a casa
squadro-repeated = posizione ripetuta { $times } volte
squadro-cap = { $actions ->
        [one] 1 mossa giocata
       *[other] { $actions } mosse giocate
    }

## The picture (picture.rs)
squadro-summary = Tavoliere di Squadro. { $status }. { $light } ha { $lighthome } pezzi a casa su { $needed }, { $dark } { $darkhome }.
squadro-to-move = Muove { $seat }
squadro-over-win = Partita finita: vince { $seat } ({ $reason })
squadro-over-draw = Partita finita: patta ({ $reason })
squadro-panel-home = { $seat } { $home }/{ $needed } a casa
squadro-lane-label = corsia
squadro-key-ways = { $seat } { $out } andata { $back } ritorno
squadro-key-dots = punti: velocità · ✓ a casa
squadro-key = Legenda

## What the notation expects (notation errors)
squadro-expected = un numero di corsia da 1 a 5

## The pieces' labels in the picture, for screen readers (picture.rs)
squadro-piece-label = Pezzo di { $seat } sulla corsia { $lane }, { $way ->
        [out] all'andata
       *[back] al ritorno
    }, velocità { $speed }
squadro-piece-home-label = Il pezzo di { $seat } della corsia { $lane } è a casa

## The terminal board (render.rs)
squadro-render-over = Partita finita: { $result }
## Options: their help in the setup form
squadro-option-first = chi muove per primo (1 = Chiaro, 2 = Scuro)
squadro-option-repetition = una posizione vista questo numero di volte (con lo stesso giocatore al tratto) è patta
squadro-option-cap = la partita è patta dopo questo numero di azioni

## A position as text (a game state) that cannot be read back; its field names and
## values (light=, mover=, history= …) are written as the state writes them
squadro-state-header = uno stato di Squadro inizia con 'squadro'
squadro-state-not-pair = '{ $word }' non è nella forma chiave=valore
squadro-state-twice = '{ $key }' è indicato due volte
squadro-state-missing = manca '{ $key }='
squadro-state-mover = il giocatore di turno '{ $mover }' non è né light né dark
squadro-state-option = { $why }
squadro-state-key-text = chiave non valida '{ $key }'
squadro-state-key = chiave non valida { $key }
squadro-state-unknown = campo sconosciuto '{ $key }'
squadro-state-after-end = la cronologia continua dopo la fine della partita
squadro-state-illegal-step = la cronologia contiene un passo che non è una mossa legale
squadro-state-lanes = '{ $text }' non sono cinque valori di avanzamento da 0 a 12
squadro-state-mover-seat = il giocatore di turno { $mover } non è né 0 né 1
squadro-state-progress = l'avanzamento { $progress } non è compreso tra 0 e 12
squadro-state-clash = due pezzi sulla stessa casella (Chiaro, corsia { $lane }, casella { $cell })
squadro-state-both-won = entrambi i giocatori hanno già vinto

## The game in one line (game lists)
squadro-about = Porta cinque pezzi attraverso il tabellone e ritorno; scavalca l’avversario per rimandarlo indietro.

## Puzzle themes (what a puzzle's solution does, for players to pick puzzles by)
squadro-theme-send-back = rimandare indietro
squadro-theme-race = corsa
