# Review: machine-drafted, awaiting a native speaker's review


## Seats
cube-attack-red = Rojo
cube-attack-blue = Azul
cube-attack-green = Verde
cube-attack-yellow = Amarillo
cube-attack-purple = Morado
cube-attack-teal = Turquesa

## Illegal actions, actions in words, and results
cube-attack-over = la partida ha terminado
cube-attack-turn = es el turno de { $seat ->
        [0] Rojo
        [1] Azul
        [2] Verde
        [3] Amarillo
        [4] Morado
       *[5] Turquesa
    }
cube-attack-no-unit = no hay ninguna unidad { $unit } en el tablero
cube-attack-not-yours = { $unit } pertenece a { $owner ->
        [0] Rojo
        [1] Azul
        [2] Verde
        [3] Amarillo
        [4] Morado
       *[5] Turquesa
    }: solo puedes actuar con tus propias unidades
cube-attack-no-planet = no existe el planeta número { $to } en este mapa
cube-attack-already-on = { $unit } ya está en { $planet }
cube-attack-not-linked = ninguna órbita une { $from } y { $to }: una unidad solo se mueve a un planeta unido
cube-attack-start-closed = { $planet } es un planeta de salida, y ninguna unidad puede entrar nunca en un planeta de salida
cube-attack-not-activatable = { $planet } es { $kind ->
        [start] Planeta de salida
        [cube] Planeta Cubo
        [life-up] Planeta Vida
        [weaponry] Planeta Armería
        [half-moon] Media luna
       *[full-moon] Luna llena
    }: solo se pueden activar el Planeta Cubo, Vida o Armería
cube-attack-activated = { $unit } ya ha activado un planeta en esta ronda (una unidad activa como mucho una vez por ronda)
cube-attack-enemy-there = una unidad enemiga ({ $enemy }) está en { $planet }: no se puede activar un planeta mientras haya un enemigo
cube-attack-supply-cube = tu reserva está vacía, así que activar el Planeta Cubo no cambiaría nada
cube-attack-max-lives = { $unit } ya tiene { $lives } vidas, lo máximo para una unidad
cube-attack-supply-life = tu reserva está vacía, así que no hay cubo para una vida extra
cube-attack-has-long = { $unit } ya tiene un arma de largo alcance, así que la Armería no cambiaría nada
cube-attack-no-target = no hay ninguna unidad { $target } en el tablero a la que atacar
cube-attack-own-target = { $target } es una unidad tuya: solo puedes atacar a enemigos
cube-attack-no-weapon = { $unit } no tiene arma: una unidad necesita un arma (de un Planeta Armería) para atacar
cube-attack-attacked = { $unit } ya ha atacado en esta ronda (una unidad ataca como mucho una vez por ronda)
cube-attack-safe-start = { $target } está en { $there }, un planeta de salida, donde no se puede atacar a ninguna unidad
cube-attack-short-reach = { $unit } tiene un arma de corto alcance, que solo llega a su propio planeta { $here }, y { $target } está en { $there }
cube-attack-long-reach = el arma de largo alcance de { $unit } solo llega a { $here } y a los planetas unidos a él, y { $target } está en { $there }
cube-attack-move = { $who } mueve { $unit } de { $from } a { $to } ({ $kind ->
        [start] Planeta de salida
        [cube] Planeta Cubo
        [life-up] Planeta Vida
        [weaponry] Planeta Armería
        [half-moon] Media luna
       *[full-moon] Luna llena
    })
cube-attack-activate = { $who } activa { $planet } ({ $kind ->
        [start] Planeta de salida
        [cube] Planeta Cubo
        [life-up] Planeta Vida
        [weaponry] Planeta Armería
        [half-moon] Media luna
       *[full-moon] Luna llena
    }) con { $unit }: { $effect }
cube-attack-attack-here = { $unit } de { $who } ataca a { $target } de { $whom } en { $here }: { $effect }
cube-attack-attack-there = { $unit } de { $who } ataca a { $target } de { $whom } desde { $here } en { $there }: { $effect }
cube-attack-pass-turn = { $who } pasa el turno entero
cube-attack-pass-rest = { $who } pasa el resto del turno
cube-attack-new-unit = aparece una nueva unidad { $unit } en { $planet }
cube-attack-new-unit-somewhere = aparece una nueva unidad
cube-attack-two-lives = { $unit } ahora tiene 2 vidas
cube-attack-long = { $unit } ahora tiene un arma de largo alcance
cube-attack-short = { $unit } ahora tiene un arma de corto alcance
cube-attack-loses-life = { $target } pierde una vida (le quedan { $lives })
cube-attack-destroyed-last = { $target } queda destruida, y a { $owner } no le queda ninguna unidad
cube-attack-destroyed = { $target } queda destruida
cube-attack-scores = { $who } suma { $points }
cube-attack-round-none = la ronda { $round } termina sin ninguna luna ocupada
cube-attack-round-ends = la ronda { $round } termina: { $gains }
cube-attack-game-over = la partida ha terminado: { $result }
cube-attack-won = { $points } puntos al final de la ronda { $round }
cube-attack-last-team = el último equipo con unidades en el tablero, en la ronda { $round }
cube-attack-rounds = { $rounds ->
        [one] 1 ronda jugada
       *[other] { $rounds } rondas jugadas
    }

## Options: their labels and help in the setup form, and why options are refused
cube-attack-option-players-label = Jugadores
cube-attack-option-players = número de jugadores; el mapa da a cada puesto su Planeta de salida
cube-attack-option-map-label = Mapa
cube-attack-option-map = el tablero: uno de los mapas incluidos o, en la terminal, un archivo de mapa JSON
cube-attack-map-title = { $map ->
        [six-rings] Seis Anillos
        [duel] Duelo
       *[other] { $map }
    }
cube-attack-option-map-expected = { $maps } o un archivo de mapa válido ({ $why })
cube-attack-option-target-label = Puntos para ganar
cube-attack-option-target = los puntos que ganan al final de una ronda (gana la puntuación más alta; si hay empate, se sigue jugando)
cube-attack-option-rounds-label = Rondas
cube-attack-option-rounds = tras este número de rondas gana la puntuación más alta; un empate es tablas
cube-attack-option-first = quién juega el primer turno de cada ronda (después, por orden de puestos)
cube-attack-option-removal-label = Cubos perdidos en ataques
cube-attack-option-removal = cubos perdidos en ataques: lost = fuera del juego, supply = vuelven a la reserva de su dueño
cube-attack-option-removal-lost = Fuera del juego
cube-attack-option-removal-supply = Vuelven a la reserva de su dueño
cube-attack-option-players-range = { $players } jugadores: Cube Attack es para { $min } a { $max }
cube-attack-option-map-seats = el mapa '{ $map }' no tiene puestos suficientes para { $players } jugadores (admite { $counts } jugadores)
cube-attack-option-first-absent = first={ $first }, pero solo hay { $players } jugadores
cube-attack-option-at-least-one = target y rounds deben ser al menos 1

## Why a map file is refused (a map file is given in the terminal)
cube-attack-map-io = no se puede leer el archivo de mapa '{ $path }': { $reason }
cube-attack-map-syntax = no es un archivo de mapa válido: { $reason }
cube-attack-map-no-planets = el mapa no tiene planetas
cube-attack-map-too-many = el mapa tiene { $n } planetas; se permiten como mucho { $max }
cube-attack-map-bad-name = el nombre de planeta '{ $name }' no está permitido: { $reason }
cube-attack-map-name-empty = un planeta necesita un nombre
cube-attack-map-name-long = los nombres tienen como mucho 16 caracteres
cube-attack-map-name-letters = usa solo letras, cifras, '_' y '-'
cube-attack-map-name-x = la letra x marca un ataque en la notación de jugadas
cube-attack-map-name-word = 'pass' y 'act' son palabras de la notación de jugadas
cube-attack-map-twice-named = dos planetas se llaman '{ $name }' (los nombres deben ser distintos, sin contar mayúsculas)
cube-attack-map-unknown-kind = el planeta '{ $planet }' es de un tipo desconocido '{ $kind }' (tipos: { $kinds })
cube-attack-map-link-unknown = el enlace { $link } nombra el planeta desconocido '{ $name }'
cube-attack-map-self-link = el planeta '{ $name }' está enlazado consigo mismo
cube-attack-map-link-twice = la órbita { $a }–{ $b } aparece dos veces
cube-attack-map-disconnected = el tablero no está conectado: el planeta '{ $unreachable }' no se alcanza desde '{ $from }' siguiendo las órbitas
cube-attack-map-no-seats = el mapa no indica puestos: da los Planetas de salida para al menos un número de jugadores
cube-attack-map-player-count = los puestos se indican por número de jugadores de { $min } a { $max }, no '{ $key }'
cube-attack-map-seat-count = la disposición para { $players } jugadores indica { $listed } Planetas de salida en lugar de { $players }
cube-attack-map-seat-unknown = la disposición para { $players } jugadores nombra el planeta desconocido '{ $name }'
cube-attack-map-seat-not-start = un puesto de la disposición para { $players } jugadores no tiene Planeta de salida: '{ $name }' es { $kind ->
        [start] Planeta de salida
        [cube] Planeta Cubo
        [life-up] Planeta Vida
        [weaponry] Planeta Armería
        [half-moon] Media luna
       *[full-moon] Luna llena
    }
cube-attack-map-seat-shared = dos puestos de la disposición para { $players } jugadores comparten el Planeta de salida '{ $name }'

## The picture: the map's and the panels' lettering and what screen readers say
cube-attack-kind = { $kind ->
        [start] Planeta de salida
        [cube] Planeta Cubo
        [life-up] Planeta Vida
        [weaponry] Planeta Armería
        [half-moon] Media luna
       *[full-moon] Luna llena
    }
cube-attack-moon-points = { $kind } ({ $points } puntos)
cube-attack-start-of = Planeta de salida de { $seat }
cube-attack-start-unused = Planeta de salida (sin usar)
cube-attack-lives = { $lives ->
        [one] 1 vida
       *[other] { $lives } vidas
    }
cube-attack-weapon = { $weapon ->
        [none] sin arma
        [short] corto alcance
       *[long] largo alcance
    }
cube-attack-activated-round = ha activado en esta ronda
cube-attack-attacked-round = ha atacado en esta ronda
cube-attack-pic-map = Cube Attack en el mapa { $map }, ronda { $round }: { $status }
cube-attack-pic-planet = { $planet }, { $kind }
cube-attack-pic-planet-units = { $planet }, { $kind }; unidades: { $units }
cube-attack-pic-unit = unidad de { $seat } { $unit }
cube-attack-pic-to-act = le toca a { $seat }: { $actions ->
        [one] queda 1 acción
       *[other] quedan { $actions } acciones
    }
cube-attack-pic-game-over = Partida terminada: { $result }
cube-attack-pic-status = Ronda { $round }: { $status }
cube-attack-pic-round-target = Ronda { $round } · { $target } puntos para ganar
cube-attack-pic-pass-label = Pasar: termina tu turno ahora
cube-attack-pic-pass = Pasar
cube-attack-pic-teams = Los equipos en orden de turno, con sus puntos
cube-attack-pic-team-heading = equipo, en orden de turno
cube-attack-pic-col-points = puntos
cube-attack-pic-col-moons = +lunas
cube-attack-pic-col-units = unidades
cube-attack-pic-col-supply = reserva
cube-attack-pic-col-lost = perdidos
cube-attack-pic-wins = { $seat } gana
cube-attack-pic-out = { $seat } eliminado
cube-attack-pic-map-rounds = Mapa { $map } · como mucho { $rounds } rondas
cube-attack-pic-removal-lost = los cubos perdidos en ataques quedan fuera del juego
cube-attack-pic-removal-supply = los cubos perdidos en ataques vuelven a la reserva
cube-attack-pic-click = Haz clic en una unidad y luego adonde va, en su propio planeta (activar) o en un enemigo
cube-attack-pic-key = Leyenda del mapa
cube-attack-key-start = salida
cube-attack-key-cube = nueva unidad
cube-attack-key-life-up = +1 vida
cube-attack-key-weaponry = arma
cube-attack-key-half-moon = media luna
cube-attack-key-full-moon = luna llena
cube-attack-mark-activated = ha activado
cube-attack-mark-attacked = ha atacado

## The board for a terminal
cube-attack-term-header = { $game } en el mapa { $map } · ronda { $round } de { $rounds } como mucho · { $target } puntos para ganar
cube-attack-term-team = { $seat } { $points } puntos  (+{ $moons } de las lunas ahora)  unidades { $units }  reserva { $supply }  perdidos { $removed }  sale de { $start }
cube-attack-term-no-unit = FUERA: no le queda ninguna unidad
cube-attack-term-out = { $seat } (fuera)
cube-attack-term-order = Orden de turno en cada ronda: { $seats }
cube-attack-term-planet = planeta
cube-attack-term-kind-heading = tipo
cube-attack-term-links = órbitas
cube-attack-term-units = unidades
cube-attack-term-kind = { $kind ->
        [start] Salida
        [cube] Cubo
        [life-up] Vida
        [weaponry] Armería
        [half-moon] Media luna
       *[full-moon] Luna llena
    }
cube-attack-term-moon = { $kind } ({ $points })
cube-attack-term-start-of = Salida de { $seat }
cube-attack-term-start-unused = Salida (sin usar)
cube-attack-term-to-act = le toca a { $seat }: { $actions ->
        [one] queda 1 acción
       *[other] quedan { $actions } acciones
    } en este turno (o pasar)

## What the move notation expects, when a typed action cannot be read
cube-attack-expect-action = un movimiento como W0>C0, una activación como C0! (o act C0), un ataque como W0xC1, o pass
cube-attack-expect-short = una acción corta
cube-attack-expect-planet-name = un nombre de planeta después de '>'
cube-attack-expect-planet = un planeta de este mapa, no '{ $name }' (planetas: { $planets })
cube-attack-expect-unit-ref = { $role ->
        [actor] la unidad que actúa
       *[target] la unidad atacada
    }: un nombre de planeta como W0, o una etiqueta como W0#R2
cube-attack-expect-unit-on = { $role ->
        [actor] la unidad que actúa
       *[target] la unidad atacada
    }: no hay ninguna unidad { $unit } en { $planet }
cube-attack-expect-label = una etiqueta de unidad como R2 (inicial del color y número de unidad de 1 a 20), no '{ $label }'
cube-attack-expect-owner = una unidad de uno de los { $players } jugadores, no '{ $label }'
cube-attack-expect-enemy-number = una unidad enemiga con el número { $number } ahí; no hay ninguna
cube-attack-expect-one-numbered = una sola unidad, pero { $count } unidades enemigas tienen el número { $number }: escribe { $choices }
cube-attack-expect-unit-here = un planeta con una unidad; no hay ninguna en { $name }
cube-attack-expect-one-here = una sola unidad, pero en { $name } hay { $count }: escribe { $choices }
cube-attack-expect-or = { $first } o { $last }

## A position as text (a game state) that cannot be read back; its field names and
## values (players=, units=, R1@S0:1-, playing, cap …) are written as the state writes them
cube-attack-state-header = un estado de Cube Attack empieza por 'cube-attack '
cube-attack-state-no-map = falta 'map=' (el último campo)
cube-attack-state-not-pair = '{ $word }' no tiene la forma clave=valor
cube-attack-state-twice = '{ $key }' aparece dos veces
cube-attack-state-missing = falta '{ $key }='
cube-attack-state-option = { $why }
cube-attack-state-embedded-map = mapa incluido: { $why }
cube-attack-state-map = '{ $map }' no es un mapa incluido ({ $maps }) ni json:...
cube-attack-state-unit-twice = la unidad { $unit } aparece dos veces
cube-attack-state-unknown-field = campo desconocido '{ $key }'
cube-attack-state-cubes = { $seat } tiene { $total } cubos entre reserva, tablero y perdidos, no { $cubes }
cube-attack-state-removed = removal=supply, y sin embargo hay cubos listados como perdidos
cube-attack-state-start = la unidad { $unit } está en { $planet }, el Planeta de salida de otro equipo
cube-attack-state-mover-no-unit = el jugador al turno no tiene ninguna unidad en el tablero
cube-attack-state-no-action = al jugador al turno no le queda ninguna acción
cube-attack-state-leads = un jugador ya va en cabeza con la puntuación objetivo o más
cube-attack-state-one-team = solo un equipo tiene unidades en el tablero al empezar un turno
cube-attack-state-won = se dice que { $seat } ha ganado sin ir en cabeza con la puntuación objetivo
cube-attack-state-last = se dice que { $seat } es el último equipo en pie, pero no está solo en el tablero
cube-attack-state-cap = la partida terminó por el límite de rondas antes de la última ronda
cube-attack-state-number = { $what } '{ $text }' no es un número de { $min } a { $max }
cube-attack-state-count = { $what } indica { $count } valores para { $players } jugadores
cube-attack-state-seat = '{ $text }' no es uno de los { $players } puestos
cube-attack-state-status = el estado '{ $text }' no es playing, cap, won-<puesto> ni last-<puesto>
cube-attack-state-unit = unidad '{ $entry }': { $why }
cube-attack-state-unit-form = se esperaba ETIQUETA@PLANETA:VIDAS ARMA
cube-attack-state-unit-label = etiqueta no válida
cube-attack-state-unit-player = no existe ese jugador
cube-attack-state-unit-place = se esperaba PLANETA:VIDAS ARMA
cube-attack-state-unit-planet = planeta desconocido
cube-attack-state-unit-lives = las vidas deben ser 1 o 2
cube-attack-state-unit-weapon = el arma debe ser -, s o l
cube-attack-state-unit-flags = las marcas deben ser a, t o at
cube-attack-state-escape = secuencia % no válida en mapfile
cube-attack-state-utf8 = mapfile no está en UTF-8

## The game in one line (game lists)
cube-attack-about = De 2 a 6 equipos de cubos se arman, se multiplican y luchan por las lunas de un mapa de planetas.

## Puzzle themes (what a puzzle's solution does, for players to pick puzzles by)
cube-attack-theme-last-unit = última unidad
cube-attack-theme-points = puntos
cube-attack-theme-attack = ataque
cube-attack-theme-manoeuvre = maniobra
