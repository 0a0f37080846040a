# Review: machine-drafted, awaiting a native speaker's review

## Seats
squadro-light = Claro
squadro-dark = Oscuro

## A move in words (words.rs)
squadro-move = { $seat } mueve su pieza del carril { $lane } { $squares ->
        [one] 1 casilla
       *[other] { $squares } casillas
    } de { $from } a { $to }
squadro-turns-back = llegando al lado opuesto, donde da la vuelta
squadro-home-counted = llevándola a casa ({ $home } de las { $needed } que necesita { $seat })
squadro-home = llevándola a casa
squadro-sending = haciendo retroceder a { $seat }: { $groups }
squadro-and-its = { $first } y { $second }
squadro-lane-name = { $lane }
squadro-back-to-start = { $count ->
        [one] la pieza del carril { $lanes } a su salida
       *[other] las piezas de los carriles { $lanes } a su salida
    }
squadro-back-to-far = { $count ->
        [one] la pieza del carril { $lanes } al lado opuesto
       *[other] las piezas de los carriles { $lanes } al lado opuesto
    }

## Why a move is illegal (check.rs)
squadro-over = la partida ha terminado
squadro-turn = es el turno de { $seat ->
        [0] Claro
       *[1] Oscuro
    }
squadro-no-lane = no existe el carril { $lane }: los carriles van del 1 al 5
squadro-lane-done = tu pieza del carril { $lane } ya ha vuelto a casa y está fuera del tablero

## Why the game ended
squadro-won = { $needed } piezas en casa
squadro-repeated = posición repetida { $times } veces
squadro-cap = { $actions ->
        [one] 1 jugada hecha
       *[other] { $actions } jugadas hechas
    }

## The picture (picture.rs)
squadro-summary = Tablero de Squadro. { $status }. { $light } tiene { $lighthome } de { $needed } piezas en casa, { $dark } { $darkhome }.
squadro-to-move = Juega { $seat }
squadro-over-win = Partida terminada: gana { $seat } ({ $reason })
squadro-over-draw = Partida terminada: empate ({ $reason })
squadro-panel-home = { $seat } { $home }/{ $needed } en casa
squadro-lane-label = carril
squadro-key-ways = { $seat } { $out } ida { $back } vuelta
squadro-key-dots = puntos: velocidad · ✓ en casa
squadro-key = Leyenda

## What the notation expects (notation errors)
squadro-expected = un número de carril del 1 al 5

## The pieces' labels in the picture, for screen readers (picture.rs)
squadro-piece-label = Pieza de { $seat } del carril { $lane }, { $way ->
        [out] de ida
       *[back] de vuelta
    }, velocidad { $speed }
squadro-piece-home-label = La pieza de { $seat } del carril { $lane } ha vuelto a casa

## The terminal board (render.rs)
squadro-render-over = Partida terminada: { $result }
## Options: their help in the setup form
squadro-option-first = quién mueve primero (1 = Claro, 2 = Oscuro)
squadro-option-repetition = una posición vista este número de veces (con el mismo jugador al turno) es empate
squadro-option-cap = la partida es empate tras este número de acciones
