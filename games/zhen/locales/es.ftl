# Review: machine-drafted, awaiting a native speaker's review

## Seats
zhen-red = Rojo
zhen-blue = Azul

## Stacks and cubes
zhen-stack-red = { $red } { $red ->
        [one] rojo
       *[other] rojos
    }
zhen-stack-blue = { $blue } { $blue ->
        [one] azul
       *[other] azules
    }
zhen-stack-both = { $red } { $red ->
        [one] rojo
       *[other] rojos
    }, { $blue } { $blue ->
        [one] azul
       *[other] azules
    }
zhen-stack-empty = vacía
zhen-cubes = { $n ->
        [one] 1 cubo { $seat ->
            [0] rojo
           *[1] azul
        }
       *[other] { $n } cubos { $seat ->
            [0] rojos
           *[1] azules
        }
    }

## An action in words (words.rs)
zhen-place = { $seat } pone un cubo en la casilla { $tile } ({ $left })
zhen-reserve-left = { $n ->
        [0] no le queda ninguno en reserva
        [one] le queda 1 en reserva
       *[other] le quedan { $n } en reserva
    }
zhen-no-undo = { $seat } no puede devolver enseguida la pila de la casilla { $tile }
zhen-carry = { $seat } mueve la pila de la casilla { $tile } ({ $stack }) { $steps ->
        [one] 1 paso
       *[other] { $steps } pasos
    }
zhen-carry-to = { $head } hasta la casilla { $to }
zhen-carry-onto = { $head } sobre la pila de la casilla { $to } ({ $there }), formando una sola pila de { $joined }
zhen-carry-goal = { $head } a su portería, capturando { $captured } (la portería de { $seat } tiene ahora { $held })

## Why an action is illegal (check.rs)
zhen-over = la partida ha terminado
zhen-turn = es el turno de { $mover ->
        [0] Rojo
       *[1] Azul
    }, no de { $seat ->
        [0] Rojo
        [1] Azul
       *[other] ese jugador
    }
zhen-no-tile = no existe la casilla { $tile }: las casillas van de 1 a { $tiles }
zhen-reserve-empty = tu reserva está vacía: no te queda ningún cubo que poner
zhen-tile-taken = la casilla { $tile } no está vacía: un cubo solo se puede poner en una casilla vacía
zhen-tile-empty = la casilla { $tile } está vacía: no hay nada que mover
zhen-not-yours = la casilla { $tile } no tiene ninguno de tus cubos: solo puedes mover una pila con al menos un cubo tuyo
zhen-overshoot = la pila de la casilla { $tile } debe avanzar { $steps } pasos, y pasaría tu portería: una pila solo entra en la portería con la cuenta exacta
zhen-no-capture = la pila de la casilla { $tile } no tiene ningún cubo { $opponent ->
        [0] rojo
       *[1] azul
    }: solo puedes llevar cubos a tu portería para capturar
zhen-undo = mover la casilla { $tile } desharía la última jugada de { $opponent ->
        [0] Rojo
       *[1] Azul
    }, y eso no está permitido

## Why the game ended
zhen-swept = { $stuck ->
        [0] Rojo no podía jugar; Azul
       *[1] Azul no podía jugar; Rojo
    } se llevó los cubos que quedaban en las casillas
zhen-repeated = posición repetida { $times } veces, puntuada tal como está
zhen-cap = { $actions ->
        [one] 1 jugada hecha, puntuada tal como está
       *[other] { $actions } jugadas hechas, puntuada tal como está
    }

## The picture (picture.rs)
zhen-summary = Zhen, una fila de { $tiles } casillas entre la portería de Rojo y la de Azul. { $headline }. { $detail }.
zhen-score = Puntos: Rojo { $red }, Azul { $blue }
zhen-no-undo-mark = casilla { $tile }: sin vuelta atrás
zhen-to-move = Juega { $seat }
zhen-over-win = Partida terminada: gana { $seat } { $won }–{ $lost }
zhen-over-draw = Partida terminada: empate { $red }–{ $blue }
zhen-tile = Casilla { $tile }: { $stack }
zhen-tile-no-undo = Casilla { $tile }: { $stack }; no se puede mover ahora (sin vuelta atrás)
zhen-goal-label = Portería de { $seat }: { $stack }; { $seat } tiene { $score } puntos
zhen-goal = Portería { $seat }
zhen-goal-score = puntos { $score }
zhen-reserve-label = Reserva de { $seat }: { $n ->
        [one] 1 cubo
       *[other] { $n } cubos
    }
zhen-reserve = Reserva { $seat }: { $n }
zhen-directions = Hacia dónde mueve cada jugador
zhen-moves-left = ◀ { $seat } mueve hacia aquí
zhen-moves-right = { $seat } mueve hacia aquí ▶

## What the notation expects (notation errors)
zhen-expected = p<casilla> para colocar o m<casilla> para mover, con una casilla del 1 al { $tiles }, por ejemplo p5 o m5

## The terminal board (render.rs)
zhen-render-panel = { $seat }: reserva { $reserve }   puntos { $score } ({ $captured })
zhen-render-captured = { $n ->
        [one] cubo { $opponent ->
            [0] rojo
           *[1] azul
        } capturado
       *[other] cubos { $opponent ->
            [0] rojos
           *[1] azules
        } capturados
    }
zhen-render-no-undo = Juega { $seat } (la casilla { $tile } no se puede devolver: sin vuelta atrás)
zhen-render-over = Partida terminada: { $result }
## Options: their labels and help in the setup form
zhen-option-tiles-label = Casillas entre las porterías
zhen-option-tiles = número de casillas de la fila entre las dos porterías
zhen-option-cubes-label = Cubos en reserva
zhen-option-cubes = cubos con los que cada jugador empieza en reserva
zhen-option-first = quién mueve primero (1 = Rojo, 2 = Azul)
zhen-option-repetition = una posición vista este número de veces (con el mismo jugador al turno) termina la partida, puntuada tal como está
zhen-option-cap = la partida termina tras este número de acciones, puntuada tal como está

## A position as text (a game state or a set-up) that cannot be read back; its field
## names and values (tiles=, since=, window=, none, sweep, m5, 2r1b …) are written as
## the state writes them
zhen-state-header = un estado de Zhen empieza por 'zhen'
zhen-state-not-pair = '{ $word }' no tiene la forma clave=valor
zhen-state-twice = '{ $key }' aparece dos veces
zhen-state-missing = falta '{ $key }='
zhen-state-option = { $why }
zhen-state-mover = el jugador con el turno '{ $mover }' no es red ni blue
zhen-state-plies = plies no es un número entero
zhen-state-unknown = campo desconocido '{ $key }'
zhen-state-over-cap = { $plies } acciones jugadas, más que el límite de { $cap }
zhen-state-window-long = la ventana contiene más jugadas de las que se han jugado
zhen-state-window-after-end = la ventana continúa después del final de la partida
zhen-state-window-illegal = la jugada m{ $tile } de la ventana no es legal: { $why }
zhen-state-window-irreversible = la jugada m{ $tile } de la ventana une pilas o llega a una portería, así que no puede estar en la ventana
zhen-state-replay = repetir la ventana desde 'since' no da 'board'
zhen-state-sweep = tras un barrido las casillas están vacías y la ventana también
zhen-state-end-misfit = end={ $end } no corresponde a la posición (es { $now })
zhen-state-end = end '{ $end }' no es none, sweep, repetition ni cap
zhen-state-reserves = las reservas '{ $text }' no son dos números como 3,4
zhen-state-window-entry = la entrada de la ventana '{ $entry }' no es una jugada como m5
zhen-board-goal-colour = la portería de { $seat } tiene cubos de un solo color, algo que ninguna captura puede hacer
zhen-board-places = se esperaban las dos porterías y de 2 a { $max } casillas, hay { $places } lugares
zhen-board-reserve = una reserva tiene más de { $max } cubos
zhen-board-stack = '{ $text }' no es una pila como ., 2r, 1b o 2r1b
zhen-setup-placed = { $seat } tiene { $used } cubos colocados pero solo { $cubes } en la partida
zhen-setup-tiles = el tablero tiene { $tiles } casillas pero las opciones dicen { $expected }
zhen-setup-total = { $seat } tiene { $total } cubos en total, no { $cubes }
zhen-setup-mover = el jugador con el turno { $mover } no es 0 ni 1

## The game in one line (game lists)
zhen-about = Mueve pilas enteras de cubos por una fila de casillas; captura llegando exactamente a tu portería.

## Puzzle themes (what a puzzle's solution does, for players to pick puzzles by)
zhen-theme-capture = captura
zhen-theme-sweep = barrido
zhen-theme-quiet = jugada tranquila
