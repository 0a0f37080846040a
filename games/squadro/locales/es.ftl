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

## A position as text (a game state) that cannot be read back; its field names and
## values (light=, mover=, history= …) are written as the state writes them
squadro-state-header = un estado de Squadro empieza por 'squadro'
squadro-state-not-pair = '{ $word }' no tiene la forma clave=valor
squadro-state-twice = '{ $key }' aparece dos veces
squadro-state-missing = falta '{ $key }='
squadro-state-mover = el jugador con el turno '{ $mover }' no es light ni dark
squadro-state-option = { $why }
squadro-state-key-text = clave no válida '{ $key }'
squadro-state-key = clave no válida { $key }
squadro-state-unknown = campo desconocido '{ $key }'
squadro-state-after-end = el historial continúa después del final de la partida
squadro-state-illegal-step = el historial contiene un paso que no es un movimiento legal
squadro-state-lanes = '{ $text }' no son cinco valores de avance de 0 a 12
squadro-state-mover-seat = el jugador con el turno { $mover } no es 0 ni 1
squadro-state-progress = el avance { $progress } no está entre 0 y 12
squadro-state-clash = dos piezas en la misma casilla (Claro, carril { $lane }, casilla { $cell })
squadro-state-both-won = los dos jugadores ya han ganado

## The game in one line (game lists)
squadro-about = Lleva cinco piezas a través del tablero y de vuelta; salta al rival para hacerlo retroceder.

## Puzzle themes (what a puzzle's solution does, for players to pick puzzles by)
squadro-theme-send-back = devolver
squadro-theme-race = carrera
