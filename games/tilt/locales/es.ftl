# Review: machine-drafted, awaiting a native speaker's review

## Seats, and the letter on each seat's cubes
tilt-light = Claro
tilt-dark = Oscuro
tilt-light-letter = C
tilt-dark-letter = O

## An action in words (words.rs); each later message wraps the sentence so far
tilt-place = { $seat } pone un cubo en { $square }
tilt-slide = { $seat } desliza su cubo de { $from } a { $to }
tilt-activate = { $seat } vuelve a activar su cubo en { $square }
tilt-pick-up = { $seat } recoge a su reserva su cubo en { $square }
tilt-end = { $seat } termina su turno sin usar su jugada extra
tilt-as-bonus = { $action } como jugada extra
tilt-where-active = { $action }, donde queda activo, sin ningún cubo al lado
tilt-where-inactive = { $action }, donde queda inactivo, porque tiene un cubo al lado
tilt-stands-active = vuelve a quedar activo
tilt-earns-another = queda inactivo junto a un cubo, lo que le da otra jugada extra
tilt-earns-bonus = queda inactivo junto a un cubo, lo que le da una jugada extra
tilt-slide-landing = { $action } y { $landing }
tilt-slide-knocking = { $action }, { $knocked }, y { $landing }
tilt-knocking = volcando { $groups }
tilt-knocked-theirs = { $count ->
        [one] el cubo
       *[other] los cubos
    } de { $seat } en { $squares }
tilt-knocked-own = { $count ->
        [one] su propio cubo
       *[other] sus propios cubos
    } en { $squares }

## Why an action is illegal (check.rs)
tilt-over = la partida ha terminado
tilt-turn = es el turno de { $seat ->
        [0] Claro
       *[1] Oscuro
    }
tilt-no-square = no existe la casilla { $square } en un tablero de { $n }×{ $n }
tilt-bonus-only = { $what ->
        [activate] activar un cubo
       *[pick-up] recoger un cubo
    } es una jugada extra: solo se permite después de un deslizamiento que dejó tu cubo inactivo; ahora debes poner o deslizar un cubo
tilt-end-early = solo puedes terminar tu turno antes de tiempo si tienes una jugada extra pendiente; ahora debes poner o deslizar un cubo
tilt-pool-empty = no te queda ningún cubo en la reserva para poner
tilt-not-empty = { $square } no está vacía
tilt-next-to-active = no puedes poner junto a un cubo activo (el de { $square })
tilt-may-not-place = solo puedes poner un cubo si tienes un cubo activo que pueda deslizarse (salvo que no tengas ningún cubo en el tablero)
tilt-inactive = el cubo en { $square } está inactivo: solo los cubos activos pueden deslizarse
tilt-zero-slide = un deslizamiento debe mover el cubo al menos una casilla
tilt-not-straight = un deslizamiento va recto por una columna o una fila, y { $from } y { $to } no comparten ninguna
tilt-slide-onto = { $square } no está vacía: un cubo solo se desliza a casillas vacías
tilt-in-the-way = el cubo en { $square } está en medio: un cubo que se desliza no puede atravesar otro cubo
tilt-in-front = no puedes entrar en { $to }: es la casilla de delante del cubo activo en { $square }
tilt-already-active = el cubo en { $square } ya está activo
tilt-cannot-activate = el cubo en { $square } no se puede activar: toca el cubo en { $other }, y un cubo activo no puede tocar ningún otro cubo
tilt-just-moved = el cubo en { $square } acaba de moverse con el deslizamiento que dio esta jugada extra, así que ahora no se puede recoger
tilt-no-cube = no hay ningún cubo en { $square }
tilt-not-yours = el cubo en { $square } no es tuyo

## Why the game ended
tilt-stuck = { $seat ->
        [0] Claro
       *[1] Oscuro
    } no podía ni poner ni deslizar
tilt-repeated = posición repetida { $times } veces
tilt-cap = { $actions ->
        [one] 1 jugada hecha
       *[other] { $actions } jugadas hechas
    }

## The picture (picture.rs)
tilt-summary = Tilt, tablero de { $n } por { $n }. { $headline }. { $detail }.
tilt-bonus-detail = Jugada extra · el cubo rodeado { $square } no se puede recoger
tilt-last-move = Última jugada: { $words }
tilt-no-move = Aún no hay jugadas
tilt-to-move = Juega { $seat }
tilt-over-win = Partida terminada: gana { $seat }
tilt-over-draw = Partida terminada: empate
tilt-square-empty = { $square }, vacía
tilt-square-cube = { $square }, cubo { $seat }, { $active ->
        [yes] activo
       *[no] inactivo
    }
tilt-square-cube-moved = { $square }, cubo { $seat }, { $active ->
        [yes] activo
       *[no] inactivo
    }, recién movido: no se puede recoger
tilt-pool-label = Reserva de { $seat }: { $n ->
        [one] 1 cubo
       *[other] { $n } cubos
    }
tilt-pool-count = { $seat }: { $n } en reserva
tilt-on-board = { $on } en el tablero, { $active } activos
tilt-no-slide = ¡Ningún cubo puede deslizarse!
tilt-one-slide = ¡Solo un cubo puede deslizarse!
tilt-careful = Cuidado: quien al empezar su turno no tiene ningún cubo que pueda deslizarse no puede ni poner ni deslizar, y pierde; { $seat } tiene { $left ->
        [0] ninguno
       *[1] solo uno
    }
tilt-bonus = Jugada extra
tilt-activate-label = Activar el cubo inactivo elegido
tilt-activate-button = Activar
tilt-end-label = Terminar el turno sin jugada extra
tilt-end-button = Fin del turno
tilt-key = Leyenda: los cubos activos son rombos, los inactivos cuadrados
tilt-key-active = activo
tilt-key-inactive = inactivo

## What the notation expects (notation errors, action.rs and geometry.rs)
tilt-expected-action = una acción: @c3 (poner), c3-c6 (deslizar), *c3 (activar), ^c3 (recoger) o end
tilt-expected-square = una casilla de a1 a { $last }{ $n }
tilt-no-file = no existe la columna '{ $file }' en un tablero de { $n }×{ $n } (columnas de la a a la { $last })
tilt-no-rank = no existe la fila { $rank } en un tablero de { $n }×{ $n } (filas del 1 al { $n })

## The terminal board (render.rs)
tilt-render-panel = { $seat } { $on } activo { $off } inactivo   en el tablero { $board } ({ $active } activos)   reserva { $pool }
tilt-render-last = Última acción: { $action }
tilt-render-to-move = Juega { $seat }: poner (@c3) o deslizar (c3-c6)
tilt-render-bonus = Juega { $seat }: jugada extra pendiente — poner (@c3), deslizar (c3-c6), activar (*c3), recoger (^c3) o end
tilt-render-just-moved = El cubo en [{ $square }] se acaba de mover y no se puede recoger.
tilt-render-over = Partida terminada: { $result }
## Options: their labels and help in the setup form
tilt-option-size-label = Tamaño del tablero
tilt-option-size = lado del tablero cuadrado (se desconoce el tamaño impreso; 6 es nuestra elección)
tilt-option-first = quién mueve primero (1 = Claro, 2 = Oscuro)
tilt-option-repetition = una posición vista este número de veces (mismo jugador al turno, mismo estado de jugada extra) es empate
tilt-option-cap = la partida es empate tras este número de acciones (cuentan las jugadas extra y 'end')

## A position as text (a game state or a diagram) that cannot be read back; its field
## names and values (size=, start-mover=, light, L l D d …) are written as the state
## writes them
tilt-state-header = un estado de Tilt empieza por 'tilt'
tilt-state-not-pair = '{ $word }' no tiene la forma clave=valor
tilt-state-twice = '{ $key }' aparece dos veces
tilt-state-missing = falta '{ $key }='
tilt-state-option = { $why }
tilt-state-unknown = campo desconocido '{ $key }'
tilt-state-unreadable-move = no se puede leer la jugada { $number } '{ $text }': se esperaba { $expected }
tilt-state-illegal-move = la jugada { $number } ({ $text }) no es legal: { $why }
tilt-state-wrong-end = las jugadas no llevan al tablero, al jugador con el turno ni a la jugada extra registrados
tilt-state-mover = { $field } '{ $mover }' no es light ni dark
tilt-state-bonus = { $field }: se esperaba { $expected }
tilt-state-board = { $field }: { $why }
tilt-state-size = { $field } es de { $size }×{ $size } pero size={ $expected }
tilt-board-ranks = un tablero tiene de 4 a 10 filas, no { $ranks }
tilt-board-rank-length = la fila { $rank } tiene { $squares } casillas; un tablero de { $n }×{ $n } necesita { $n } en cada fila
tilt-board-square = '{ $char }' no es una casilla: usa . (vacía), L l (cubo Claro activo, inactivo) o D d (Oscuro)
tilt-diagram-size = el diagrama es de { $size }×{ $size } pero las opciones dicen size={ $expected }
tilt-position-size = el tamaño de tablero { $size } no está entre 4 y 10
tilt-position-mover = el jugador con el turno { $mover } no es 0 ni 1
tilt-position-overlap = hay cubos superpuestos o fuera del tablero
tilt-position-active-empty = una marca de activo en una casilla vacía
tilt-position-too-many = { $seat } tiene { $count } cubos en el tablero, más de los { $cubes } que tiene un jugador
tilt-position-active-neighbour = el cubo activo en { $square } tiene un vecino (un cubo activo nunca toca otro cubo)
tilt-position-key = la clave de la posición no corresponde a la posición
tilt-position-bonus-off = la casilla de la jugada extra { $square } está fuera del tablero
tilt-position-bonus-cube = hay una jugada extra pendiente para { $seat }, pero ningún cubo de { $seat } está en { $square }, la casilla donde se ganó
tilt-position-bonus-standing = el cubo en { $square } ganó una jugada extra, así que debe estar inactivo y tocar otro cubo

## The game in one line (game lists)
tilt-about = Coloca y desliza cubos; un cubo que se desliza derriba cada cubo activo que atraviesa.

## Puzzle themes (what a puzzle's solution does, for players to pick puzzles by)
tilt-theme-bonus-move = jugada extra
tilt-theme-knock-over = volcar
tilt-theme-blockade = bloqueo
