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
