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

## Game options: their labels for people and why a value is refused (OptionError)
core-option-first = Quién empieza
core-option-repetition = Repeticiones
core-option-cap = Límite de jugadas
core-option-random = Sorteado
core-option-whole-number = un número entero de { $min } a { $max }
core-option-one-of = uno de { $choices }
core-option-values = { $values }
core-option-unknown = opción desconocida '{ $key }' (este juego tiene: { $known })
core-option-unknown-none = opción desconocida '{ $key }' (este juego no tiene opciones)
core-option-bad-value = la opción { $key }={ $value } no es válida: se esperaba { $expected }
core-option-conflict = las opciones no son compatibles: { $why }
core-option-syntax = a la opción '{ $item }' le falta '=': escribe clave=valor
core-option-file-refused = los archivos de { $key } solo se pueden dar en la línea de comandos; elige uno de { $choices }

## A game state (a position as text) that cannot be read (DecodeError)
core-cannot-decode = no se puede leer el estado de la partida: { $reason }

## A time control as a player types it (TimeControlError); "untimed" is typed as is
core-clock-syntax = '{ $text }' no es un control de tiempo: escribe minutos+segundos (5+3), días u horas por jugada (2d, 12h), o untimed
core-clock-too-short = un reloj necesita algo de tiempo: el tiempo inicial (o el tiempo por jugada) debe ser de al menos 1 segundo
core-clock-too-long = un control de tiempo puede dar como máximo 365 días

## Titles of pictures for screen readers
core-picture-text-board = el tablero, como texto
core-picture-board-and-panels = el tablero y sus paneles
