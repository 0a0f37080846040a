# Review: machine-drafted, awaiting a native speaker's review

## Why an action may not be played (RuleError)
core-game-over = la partida ha terminado
core-not-your-turn = no es el turno del jugador { $player }
core-no-such-seat = no existe el jugador { $player }
core-not-legal-here = { $action } no es una jugada legal aquí
core-no-start-chance = el comienzo de este juego no tiene ningún evento de azar
core-no-play-chance = esta jugada no tiene ningún evento de azar

## A text action that cannot be played (PlayError, NotationError)
core-cannot-read = no se puede leer «{ $input }» como jugada: { $expected }
core-illegal-move = jugada ilegal: { $why }
# Text a game gives as is, the same in every language (games written for tests).
core-untranslated = { $text }
core-empty-action = una jugada, no una línea vacía

## The end of a game (Outcome)
core-outcome-win = gana { $seat } ({ $reason })
core-outcome-none = sin resultado ({ $reason })
core-outcome-draw = empate entre { $seats } ({ $reason })
core-and = { $first } y { $last }

## Seats and moves of a game that names them no other way
core-player = Jugador { $n }
core-made-choice = { $seat } ha hecho su elección
core-plays = { $seat } juega { $action }
