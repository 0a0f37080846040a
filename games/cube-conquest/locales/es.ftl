# Review: machine-drafted, awaiting a native speaker's review

# Las palabras de Cube Conquest: colores, símbolos, movimientos, movimientos ilegales,
# resultados e imágenes.

## Seats
cube-conquest-red = Rojo
cube-conquest-blue = Azul
cube-conquest-green = Verde
cube-conquest-yellow = Amarillo

## Symbols
cube-conquest-symbol = { $value ->
        [1] gota
        [2] martillos
        [3] círculos
        [4] ladrillos
        [5] rueda
       *[6] flecha
    }

## Why a move is illegal (check.rs, paths.rs)
cube-conquest-over = la partida ha terminado
cube-conquest-no-player = no hay jugador { $player }
cube-conquest-place-in-turn = los cubos solo se colocan durante la preparación; ahora un cubo nuevo llega reforzando ('reinforce 3 c4')
cube-conquest-not-your-place = no te toca colocar
cube-conquest-off-board = esa casilla no está en el tablero
cube-conquest-home-rank = los cubos de la preparación van en tu borde de casa, la fila { $line }{ $corners ->
        [yes] {" "}(sin las esquinas)
       *[no] {""}
    }
cube-conquest-home-file = los cubos de la preparación van en tu borde de casa, la columna { $line }{ $corners ->
        [yes] {" "}(sin las esquinas)
       *[no] {""}
    }
cube-conquest-setup-taken = { $cell } ya tiene un cubo: tus dos cubos de la preparación van en casillas distintas
cube-conquest-pass-not-yet = solo puedes pasar cuando no es posible mover, prepararse, reforzar ni atacar
cube-conquest-card-values = las cartas van del 1 al 6
cube-conquest-move-steps = un movimiento da de 1 a 6 pasos
cube-conquest-path-too-long = un { $card } mueve un cubo como mucho { $card ->
        [one] { $card } paso
       *[other] { $card } pasos
    }, y este camino tiene { $steps }
cube-conquest-path-malformed = el camino está mal formado
cube-conquest-move-written = este movimiento se escribe { $move } (los caminos que acaban en el mismo sitio y entran en las mismas losetas boca abajo son el mismo movimiento)
cube-conquest-discard-order = escribe primero la más baja de las dos cartas descartadas
cube-conquest-prepare-too-few = prepararse descarta 2 cartas, y tienes menos
cube-conquest-not-two = no tienes dos { $card } en la mano
cube-conquest-no-card = no tienes un { $card } ({ $symbol }) en la mano
cube-conquest-discard-empty = tu pila de descartes está vacía: para prepararte necesitas una carta que recuperar de ella
cube-conquest-not-in-discard = no hay ningún { $card } en la pila de descartes (la carta que tomas tiene que estar allí antes de prepararte)
cube-conquest-supply-empty = no te queda ningún cubo en la reserva
cube-conquest-enemy-there = en { $cell } hay un cubo enemigo
cube-conquest-already-outpost = { $cell } ya es un Puesto avanzado (dos cubos como máximo)
cube-conquest-face-down = { $cell } está boca abajo: un cubo nuevo solo va en una loseta boca arriba
cube-conquest-not-beside = { $cell } no está junto a uno de tus cubos (en ortogonal)
cube-conquest-tile-mismatch = la loseta de { $cell } es un { $tile } ({ $tilesymbol }): la carta debe coincidir con ella, no un { $card } ({ $cardsymbol })
cube-conquest-not-adjacent = { $to } no es adyacente en ortogonal a { $from }
cube-conquest-off-board-cell = una casilla fuera del tablero
cube-conquest-no-enemy-on = no hay ningún cubo enemigo en { $cell }
cube-conquest-attack-needs-card = para atacar necesitas una carta en la mano
cube-conquest-already-committed = ya has comprometido tu carta
cube-conquest-not-in-attack = no participas en este ataque
cube-conquest-commit-one = compromete una carta ('play N'): solo un Puesto avanzado atacado compromete dos
cube-conquest-commit-two = tu Puesto avanzado está siendo atacado: compromete dos cartas ('play N M') y elige tras la revelación
cube-conquest-cards-order = escribe primero la más baja de las dos cartas
cube-conquest-owner-chooses = solo elige el dueño del Puesto avanzado
cube-conquest-use-one = has comprometido { $first } y { $second }: usa una de las dos
cube-conquest-no-cube-on = no tienes ningún cubo en { $cell }
cube-conquest-outpost-cannot-move = el Puesto avanzado de { $cell } no puede moverse
cube-conquest-outpost-cannot-attack = el Puesto avanzado de { $cell } no puede atacar
cube-conquest-path-off-board = el camino se sale del tablero
cube-conquest-path-twice = el camino entra dos veces en { $cell }: un cubo nunca vuelve a una casilla por la que ya ha pasado en el movimiento
cube-conquest-path-enemy = en { $cell } hay un cubo enemigo: un movimiento no puede atravesarlo ni acabar sobre él
cube-conquest-path-end-taken = un movimiento debe acabar en una casilla vacía, y { $cell } no lo está
cube-conquest-placing = los cubos solo se colocan durante la preparación
cube-conquest-passing = pasar es una acción del turno
cube-conquest-moving = mover es una acción del turno
cube-conquest-preparing = prepararse es una acción del turno
cube-conquest-reinforcing = reforzar es una acción del turno
cube-conquest-attacking = atacar es una acción del turno
cube-conquest-committing = las cartas solo se comprometen en un ataque
cube-conquest-already-revealed = las cartas ya están reveladas
cube-conquest-choosing = elegir una carta es parte de un ataque a un Puesto avanzado
cube-conquest-nothing-to-choose = todavía no hay nada que elegir
cube-conquest-wait-setup = durante la preparación la única acción es colocar un cubo; eso tendrá que esperar ({ $what })
cube-conquest-no-attack-waiting = { $what }: ningún ataque espera cartas
cube-conquest-wait-choice = { $what }: las cartas están reveladas y { $seat } debe decir cuál de sus dos cartas cuenta ('use N')
cube-conquest-wait-cards = { $what }: un ataque espera sus cartas secretas ('play N')

## Chance outcomes that do not fit
cube-conquest-chance-none = el resultado { $index } no decide ningún suceso al azar
cube-conquest-chance-impossible = el resultado { $index }, { $outcome }, no es posible aquí
cube-conquest-chance-unsettled = { $count } resultados no deciden el comienzo
cube-conquest-chance-no-card = no queda ningún { $card } que robar
cube-conquest-chance-too-few = { $count } resultados para una jugada que roba más cartas
cube-conquest-chance-too-many = { $count } resultados para una jugada que roba { $used } cartas

## A move in words (words.rs)
cube-conquest-a-card = un { $value } ({ $symbol })
cube-conquest-card = { $value } ({ $symbol })
cube-conquest-tile = { $value ->
        [1] una gota (1)
        [2] martillos (2)
        [3] círculos (3)
        [4] ladrillos (4)
        [5] una rueda (5)
       *[6] una flecha (6)
    }
cube-conquest-tile-on = { $tile } en { $cell }
cube-conquest-did-place = { $seat } coloca un cubo en { $cell }
cube-conquest-did-place-revealing = { $seat } coloca un cubo en { $cell } y descubre { $tiles }
cube-conquest-did-move = { $seat } descarta { $card } y mueve un cubo { $path }
cube-conquest-did-move-revealing = { $seat } descarta { $card } y mueve un cubo { $path }, descubriendo { $tiles }
cube-conquest-did-prepare = { $seat } descarta { $first } y { $second } y recupera { $take } de la pila de descartes
cube-conquest-did-reinforce = { $seat } descarta { $card } y pone un cubo nuevo en { $cell }
cube-conquest-did-stack = { $seat } descarta { $card } y apila un segundo cubo en { $cell }, formando un Puesto avanzado
cube-conquest-did-attack = el cubo de { $seat } en { $from } ataca al cubo de { $defender } en { $to }
cube-conquest-did-attack-outpost = el cubo de { $seat } en { $from } ataca al Puesto avanzado de { $defender } en { $to }
cube-conquest-then-alone = { $defender } no tiene cartas, así que solo { $seat } elige una carta en secreto
cube-conquest-then-each = cada bando elige una carta en secreto
cube-conquest-then-outpost = { $seat } elige una carta y { $defender } dos, en secreto
cube-conquest-did-choose = { $seat } elige { $card } en secreto
cube-conquest-did-choose-two = { $seat } elige { $first } y { $second } en secreto
cube-conquest-did-choose-secret = { $seat } ha elegido una carta
cube-conquest-did-choose-two-secret = { $seat } ha elegido dos cartas
cube-conquest-did-use = { $seat } hace que cuente su { $card }
cube-conquest-did-pass = { $seat } no puede hacer nada y pasa
cube-conquest-colon = { $first }: { $second }
cube-conquest-revealed-outpost = se revelan las cartas: { $attacker } juega { $card }, { $defender } { $first } y { $second }; { $defender } elige cuál cuenta
cube-conquest-battle-revealed = se revelan las cartas: el { $card } de { $seat }
cube-conquest-battle-card = el { $card } de { $seat }
cube-conquest-battle-no-card = { $seat } sin carta
cube-conquest-bonus-tile = { $defence } +1 por coincidir con la loseta
cube-conquest-bonus-outpost = { $defence } +1 por el Puesto avanzado
cube-conquest-bonus-total = { $defence } = { $value }
cube-conquest-battle-against = { $lead } contra { $defence }
cube-conquest-lost-cube = el cubo de { $defender } en { $cell } queda destruido y { $attacker } suma 1 PV
cube-conquest-lost-outpost = el Puesto avanzado de { $defender } en { $cell } queda destruido y { $attacker } suma 1 PV
cube-conquest-lost-attacker = el cubo de { $attacker } en { $cell } queda destruido y { $defender } suma 1 PV
cube-conquest-takes-back = { $result }; { $defender } recupera en la mano la otra carta, { $card }
cube-conquest-over-because = la partida ha terminado: { $outcome }

## Why the game ended (lib.rs)
cube-conquest-won-vp = { $vp } PV
cube-conquest-no-cubes = { $count ->
        [one] { $seats } no tiene cubos en el tablero
       *[other] { $seats } no tienen cubos en el tablero
    }
cube-conquest-cap-most = { $cap ->
        [one] { $cap } acción jugada, más PV
       *[other] { $cap } acciones jugadas, más PV
    }
cube-conquest-cap-tied = { $cap ->
        [one] { $cap } acción jugada, empate a más PV
       *[other] { $cap } acciones jugadas, empate a más PV
    }

## What the notation expects (notation errors)
cube-conquest-expected-action = una acción: place a1 | move 4 b2-b3-c3 | prep 1 3 take 5 | reinforce 3 c4 | attack b2 b3 | play 5 | play 2 5 | use 5 | pass
cube-conquest-expected-place = place y una casilla, por ejemplo 'place a1'
cube-conquest-expected-prep = prep, dos cartas que descartar y la carta que recuperar, por ejemplo 'prep 1 3 take 5'
cube-conquest-expected-reinforce = reinforce, una carta y una casilla, por ejemplo 'reinforce 3 c4' o 'r3 c4'
cube-conquest-expected-attack = attack, la casilla de tu cubo y la del enemigo, por ejemplo 'attack b2 b3'
cube-conquest-expected-play = play y una carta ('play 5'), o dos para un Puesto avanzado ('play 2 5')
cube-conquest-expected-use = use y una de tus dos cartas comprometidas, por ejemplo 'use 5'
cube-conquest-expected-pass = solo 'pass'
cube-conquest-expected-move = move, una carta y las casillas del camino de principio a fin, por ejemplo 'move 4 b2-b3-c3'
cube-conquest-expected-short-path = un camino de 6 pasos como mucho (una carta vale como mucho 6)
cube-conquest-expected-adjacent = { $first } y { $second } no son adyacentes en ortogonal: indica cada casilla del camino
cube-conquest-expected-card = '{ $word }' no es una carta: escribe 1..6 o drop, hammers, circles, bricks, wheel, arrow
cube-conquest-expected-cell = '{ $word }' no es una casilla de este tablero: columnas a..{ $file }, filas 1..{ $size }

## The picture (picture/*.rs)
cube-conquest-pic-board = Tablero de Cube Conquest: { $status }
cube-conquest-pic-panel-status = A quién le toca
cube-conquest-pic-panel-hand = Tu mano
cube-conquest-pic-panel-attack = El ataque en curso
cube-conquest-pic-panel-last-attack = El último ataque
cube-conquest-pic-panel-scores = PV, mano y cubos de cada jugador
cube-conquest-pic-panel-piles = Mazos y pilas de descartes
cube-conquest-pic-cell-up = { $cell }: { $value } { $symbol }
cube-conquest-pic-cell-down = { $cell }: boca abajo
cube-conquest-pic-cell-unit = { $cell }, { $unit }
cube-conquest-pic-cube = cubo de { $seat }
cube-conquest-pic-outpost = Puesto avanzado de { $seat }
cube-conquest-pic-status-setup = Preparación: { $seat } coloca el cubo { $n } de 2 en el borde de casa
cube-conquest-pic-status-turn = Le toca a { $seat }: mover, prepararse, reforzar o atacar
cube-conquest-pic-status-choose = { $seat } elige qué carta del Puesto avanzado cuenta
cube-conquest-pic-status-attack = { $attacker } ataca a { $defender }: ambos eligen una carta en secreto
cube-conquest-pic-status-over = Partida terminada: { $ending }
cube-conquest-pic-end-points = { $seat } ha llegado a { $vp } PV y gana
cube-conquest-pic-end-no-cubes = { $losers } { $lost ->
        [one] se ha quedado sin cubos y pierde
       *[other] se han quedado sin cubos y pierden
    }; { $winners } { $won ->
        [one] gana
       *[other] ganan
    }
cube-conquest-pic-end-cap = límite de acciones alcanzado; { $seats } { $count ->
        [one] gana
       *[other] empatan
    } con { $vp } PV
cube-conquest-pic-action-count = Acción { $n } de { $cap } como máximo · ganan { $vp } PV
cube-conquest-pic-pass-label = Pasar (solo cuando no es posible nada más)
cube-conquest-pic-pass = Pasar
cube-conquest-pic-hand = Tu mano ({ $seat }): { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
cube-conquest-pic-your-card = Tu carta { $card }
cube-conquest-pic-attack = Ataque: { $attack }
cube-conquest-pic-card-chosen = carta elegida
cube-conquest-pic-choosing = eligiendo
cube-conquest-pic-no-card-to-play = ninguna carta que jugar
cube-conquest-pic-side = { $seat }: { $state }
cube-conquest-pic-side-outpost = { $seat }: { $state } (Puesto avanzado: 2 cartas, +1)
cube-conquest-pic-revealed = Reveladas:
cube-conquest-pic-against = contra
cube-conquest-pic-make-count = Carta { $card } de { $seat }: que cuente
cube-conquest-pic-you-chose = Has elegido:
cube-conquest-pic-last-attack = Último ataque: { $attack }
cube-conquest-pic-attacker-sum = { $seat }: carta { $card } = { $value }
cube-conquest-pic-defence-card = { $seat }: carta { $card }
cube-conquest-pic-defence-no-card = { $seat }: sin carta 0
cube-conquest-pic-defence-sum = { $defence } + loseta { $tile } = { $value }
cube-conquest-pic-defence-sum-outpost = { $defence } + loseta { $tile } + Puesto avanzado 1 = { $value }
cube-conquest-pic-also-showed = { $seat } también mostró { $card }
cube-conquest-pic-won = { $seat } ha ganado y suma 1 PV
cube-conquest-pic-known = se sabe que tiene: { $cards }
cube-conquest-pic-col-player = jugador
cube-conquest-pic-col-vp = PV
cube-conquest-pic-col-hand = mano
cube-conquest-pic-col-supply = reserva
cube-conquest-pic-col-lost = perdidos
cube-conquest-pic-you = { $seat } (tú)
cube-conquest-pic-shared-deck = Mazo común
cube-conquest-pic-deck-of = Mazo de { $seat }
cube-conquest-pic-pile = { $deck }: { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } · pila de descartes: { $discard }
cube-conquest-pic-take-back = Recuperar un { $card } de tu pila de descartes
cube-conquest-pic-empty = (vacía)

## The board drawn for a terminal (render.rs)
cube-conquest-render-seen-by = Cube Conquest, visto por { $seat }
cube-conquest-render-seen-by-spectator = Cube Conquest, visto por un espectador
cube-conquest-render-name = { $seat } (jugador { $player })
cube-conquest-render-none = ninguna
cube-conquest-render-seat = { $seat }: { $vp } PV, { $supply ->
        [one] { $supply } cubo
       *[other] { $supply } cubos
    } en la reserva, { $hand ->
        [one] { $hand } carta
       *[other] { $hand } cartas
    } en la mano
cube-conquest-render-destroyed = { $line }, { $lost } destruidos
cube-conquest-render-known = { $line }, se sabe que tiene { $cards }
cube-conquest-render-pile = { $deck }: { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }; pila de descartes: { $discard }
cube-conquest-render-hand = Tu mano: { $cards }
cube-conquest-render-hand-empty = Tu mano: vacía
cube-conquest-render-setup = Preparación: { $seat } coloca el cubo { $n } de 2 en su borde de casa
cube-conquest-render-turn = Le toca a { $seat } ({ $actions ->
        [one] { $actions } acción jugada
       *[other] { $actions } acciones jugadas
    }, límite { $cap })
cube-conquest-render-turn-kinds = Le toca a { $seat }: { $kinds } ({ $actions ->
        [one] { $actions } acción jugada
       *[other] { $actions } acciones jugadas
    }, límite { $cap })
cube-conquest-render-kind-move = mover
cube-conquest-render-kind-prep = prepararse
cube-conquest-render-kind-reinforce = reforzar
cube-conquest-render-kind-attack = atacar
cube-conquest-render-kind-pass = pasar (no es posible nada más)
cube-conquest-render-or = { $first } o { $last }
cube-conquest-render-over = Partida terminada: { $outcome }
cube-conquest-render-attack = { $attacker } ataca a { $defender } desde { $from } en { $to }.
cube-conquest-render-attack-outpost = { $attacker } ataca a { $defender } desde { $from } en { $to } (un Puesto avanzado: +1, dos cartas).
cube-conquest-render-attack-state = { $attacker } { $astate }; { $defender } { $dstate }
cube-conquest-render-committed = ya ha comprometido su carta
cube-conquest-render-choosing = está eligiendo
cube-conquest-render-no-card-to-commit = no tiene cartas que comprometer
cube-conquest-render-you-committed = { $line } (has comprometido { $cards })
cube-conquest-render-revealed = Reveladas: el { $card } del atacante contra { $first } y { $second }; { $defender } elige cuál cuenta
cube-conquest-render-tiles = losetas
cube-conquest-render-cubes = cubos
cube-conquest-render-face-down = boca abajo
cube-conquest-render-outpost-example = { $example } = un Puesto avanzado de { $seat } (dos cubos)
cube-conquest-render-last = Último ataque: { $attacker } desde { $from } en { $to }; ha ganado { $winner }
cube-conquest-render-last-outpost = Último ataque: { $attacker } desde { $from } contra el Puesto avanzado de { $to }; ha ganado { $winner }
cube-conquest-render-tie = { $line }, el empate favorece al atacante
cube-conquest-render-attacking = { $seat } ataca: { $card } + loseta 0 + Puesto avanzado 0 = { $value }
cube-conquest-render-defending = { $seat } defiende: { $defence } + loseta { $tile } + Puesto avanzado { $outpost } = { $value }
cube-conquest-render-defending-match = { $seat } defiende: { $defence } + loseta { $tile } ({ $symbol } coincide con la loseta) + Puesto avanzado { $outpost } = { $value }
cube-conquest-render-no-card = sin carta
cube-conquest-render-card = carta { $value } ({ $symbol })
cube-conquest-render-of-two = { $defence }, de dos { $card } comprometidos
cube-conquest-render-of-pair = { $defence }, de { $first } y { $second } comprometidos
## Options: their labels and help in the setup form, and why options are refused
cube-conquest-option-size-label = Tamaño del tablero
cube-conquest-option-size = lado del tablero cuadrado de losetas boca abajo (se usan size² de las 36 losetas)
cube-conquest-option-players-label = Jugadores
cube-conquest-option-players = número de jugadores
cube-conquest-option-decks-label = Mazos
cube-conquest-option-decks = own = un mazo y una pila de descartes por jugador; shared = un mazo de 3 colores (54 cartas) para todos; auto = own con 2 jugadores, shared con 3-4
cube-conquest-option-decks-auto = Propio con 2 jugadores, compartido con 3–4
cube-conquest-option-decks-own = Uno por jugador
cube-conquest-option-decks-shared = Un mazo compartido
cube-conquest-option-copies-label = Copias de cada símbolo
cube-conquest-option-copies = copias de cada símbolo en el mazo de un color: 3 da el mazo de 18 cartas
cube-conquest-option-cubes-label = Cubos por jugador
cube-conquest-option-cubes = cubos que tiene cada jugador, incluidos los 2 cubos de la preparación
cube-conquest-option-cap = la partida termina tras este número de acciones: gana quien tenga más PV; con los mismos PV es empate
cube-conquest-option-destroyed-label = Cubos destruidos
cube-conquest-option-destroyed = un cubo destruido vuelve a la reserva de su dueño, o sale del juego
cube-conquest-option-destroyed-supply = Vuelven a la reserva de su dueño
cube-conquest-option-destroyed-removed = Salen del juego
cube-conquest-option-first = quién coloca y juega primero (por defecto: sorteado con la semilla)
cube-conquest-option-players-range = debe haber de 2 a 4 jugadores
cube-conquest-option-size-too-small = un tablero de tamaño { $size } no tiene sitio para { $players } bordes de salida: usa size=4 o más
cube-conquest-option-counts = copies debe ser de 1 a 6, cubes al menos 2, cap al menos 20
cube-conquest-option-first-absent = first={ $first }, pero solo hay { $players } jugadores

## A saved state (JSON) that cannot be read back; its field names (tiles, face_up,
## units …) are written as the state writes them; cells are numbered from 0
cube-conquest-state-json = no es un estado guardado: { $why }
cube-conquest-state-game = este es un estado de '{ $game }', no de cube-conquest
cube-conquest-state-format = el formato { $format } no es compatible (esta versión lee el formato { $reads })
cube-conquest-state-options = opciones: { $why }
cube-conquest-state-length = { $field }: { $got } entradas, se esperaban { $want }
cube-conquest-state-option = { $why }
cube-conquest-state-seats = el jugador inicial o el jugador actual no es un puesto de la partida
cube-conquest-state-tile = la loseta { $tile } de la casilla { $cell } no es un símbolo del 1 al 6
cube-conquest-state-symbols = más de 6 losetas del mismo símbolo en el tablero
cube-conquest-state-face-up = una marca de boca arriba fuera del tablero
cube-conquest-state-unit = la casilla { $cell } tiene una unidad mal formada { $unit }
cube-conquest-state-face-down = hay un cubo sobre la loseta boca abajo de la casilla { $cell }
cube-conquest-state-cubes = el jugador { $player } tiene { $total } cubos en el tablero, en la reserva y perdidos, no { $cubes }
cube-conquest-state-lost = hay cubos perdidos aunque los cubos destruidos vuelven a la reserva
cube-conquest-state-hand = el jugador { $player } tiene más de 4 cartas
cube-conquest-state-committed = una carta comprometida no tiene un valor del 1 al 6
cube-conquest-state-pile = el mazo { $pile } no tiene exactamente { $copies } cartas de cada símbolo (mazo, descartes, manos y cartas comprometidas juntos)
cube-conquest-state-known = se sabe que el jugador { $player } tiene cartas que no tiene
cube-conquest-state-unused = datos para puestos que no juegan
cube-conquest-state-cap-reached = se alcanzó el límite de acciones pero la partida sigue
cube-conquest-state-won-on = un jugador tiene 10 PV pero la partida sigue
cube-conquest-state-no-cubes-on = un jugador no tiene cubos en el tablero, pero la partida sigue
cube-conquest-state-winner = el ganador por puntos tiene menos de 10 PV
cube-conquest-state-no-cubes-end = los jugadores que supuestamente no tienen cubos sí tienen
cube-conquest-state-cap-early = la partida terminó por el límite de acciones antes de alcanzarlo
cube-conquest-state-placed = en la preparación, un jugador coloca 0 o 1 cubo antes del siguiente
cube-conquest-state-setup-order = los cubos de la preparación no siguen el orden de la preparación
cube-conquest-state-home-edge = un cubo de la preparación está fuera de su borde de casa
cube-conquest-state-setup-cards = cartas o puntos durante la preparación
cube-conquest-state-attack = el ataque pendiente es incoherente
cube-conquest-state-defender = el defensor tiene muy pocas cartas para comprometer
cube-conquest-state-last-battle = la última batalla está mal formada

## The game in one line (game lists)
cube-conquest-about = Extiende tus cubos por losetas ocultas y lucha con cartas elegidas en secreto; gana quien llega a 10 PV.
