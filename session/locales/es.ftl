# Review: machine-drafted, awaiting a native speaker's review

## Seat events
session-resigned = { $who } abandonó
session-offered-draw = { $who } ofreció tablas
session-accepted-draw = { $who } aceptó las tablas
session-declined-draw = { $who } rechazó las tablas
session-left = { $who } dejó la partida
session-claimed-draw = { $by } reclamó tablas: { $who } estaba ausente
session-claimed-seat = { $by } reclamó el puesto de { $who }: { $who } estaba ausente
session-stand-in = desde aquí el ordenador ({ $agent }) juega por { $who }
session-out = { $who } queda fuera de la partida
session-returned = { $who } volvió y sigue jugando
session-timeout = a { $who } se le acabó el tiempo
session-aborted = { $who } anuló la partida
session-aborted-late = la partida se anuló: { $who } no hizo su primera jugada a tiempo

## The result of an aborted match
session-game-aborted = partida anulada por { $who }
session-game-aborted-late = partida anulada: { $who } no hizo su primera jugada a tiempo

## Why a match ended, when its players ended it
session-reason-resigned = { $who } abandonó
session-reason-draw-agreed = tablas acordadas
session-reason-away = { $who } estaba ausente
session-reason-timeout = a { $who } se le acabó el tiempo
session-reason-others-gone = todos los demás jugadores abandonaron o se fueron
session-reason-nobody-left = no queda ningún jugador en la partida
session-reason-aborted = anulada por { $who }
session-reason-aborted-late = anulada: { $who } no hizo su primera jugada a tiempo

## A request refused: nothing changed
session-stale = la partida ha avanzado: viste { $seen } acciones pero se han jugado { $now }
session-no-player = no existe el jugador { $seat }
session-game-over = la partida ha terminado
session-you-gone = ya no juegas en esta partida
session-computer-seat = el jugador { $seat } lo juega el ordenador
session-hint-turn = una pista se pide en tu propio turno
session-nothing-to-undo = no hay nada que deshacer
session-no-abort = la partida ya no se puede anular: cada jugador ha hecho su primera jugada
session-offer-stands = tu oferta de tablas sigue en pie
session-draw-offered = te han ofrecido tablas: acéptalas
session-no-draw-offered = nadie te ha ofrecido tablas
session-leave-few = abandonar la mesa es para partidas de tres o más jugadores: ríndete en su lugar
session-claim-wait = un puesto se puede reclamar cuando su jugador lleva { $away } s ausente: faltan { $left } s
session-all-here = todos los demás jugadores están aquí
session-not-alone = { $what ->
    [hint] las pistas son
   *[undo] deshacer es
} solo para partidas contra el ordenador: aquí juegan otras personas
session-draw-two = las tablas de mutuo acuerdo son para partidas de dos jugadores
session-computer-draw = el ordenador no acepta tablas: sigue jugando o ríndete
session-claim-draw-two = las tablas solo se reclaman en una partida de dos jugadores

## An action or a take-back refused, or a match that cannot go on
session-seat-gone = el jugador { $seat } ya no juega en esta partida
session-out-of-time = al jugador { $seat } se le ha acabado el tiempo
session-undo-secret = deshacer está desactivado en un juego con información oculta o azar: repetir desde la misma semilla repartiría las mismas cartas y mostraría lo que viene
session-undo-other-moved = otro jugador ha movido desde entonces: deshacer solo retira tu última jugada y las respuestas del ordenador
session-seat-count = la partida tiene { $expected } puestos pero se indicaron { $found } jugadores
session-not-computer = el jugador { $seat } no lo juega el ordenador
session-not-to-move = el jugador { $seat } no puede actuar ahora
session-computer-refused = el ordenador eligió una acción que el juego rechaza: { $reason }
session-thread-failed = el hilo del jugador ordenador ha fallado
session-record-secret = el registro de una partida con información oculta o azar solo se muestra cuando la partida ha terminado
session-no-such-ply = el registro tiene { $actions } acciones: no hay posición después de { $asked }
session-no-seat-out = en { $game } un puesto no puede salir de la partida: el ordenador debe jugar por quien se va
session-clock-after-start = el control de tiempo se elige antes de la primera acción

## Puzzles: an attempt judged
session-puzzle-bad-move = jugada { $index } ({ $action }): { $why }
session-puzzle-no-moves = jugadas: envía al menos una jugada
session-puzzle-too-many = jugadas: { $why ->
    [failed] el intento falló en esa jugada
    [solved] el problema quedó resuelto con esa jugada
   *[unsolvable] la solución no tiene jugada aquí
} (jugada { $index }); no envíes jugadas después de ella
session-puzzle-refuted = Tras { $action }, { $who } juega { $reply } y gana: { $text }.
session-puzzle-lets-go = { $action } deja escapar { $goal ->
    [draw] las tablas
   *[win] la victoria
}: solo { $best } lo evita ({ $best_text }). La solución: { $solution }.
session-puzzle-lets-go-end = { $action } deja escapar { $goal ->
    [draw] las tablas
   *[win] la victoria
}: solo { $best } lo evita ({ $best_text }). La solución: { $solution }, tras lo cual { $end }.
session-puzzle-ends = la partida termina ({ $reason })
session-puzzle-ends-won = { $who } gana ({ $reason })
session-puzzle-ends-shared = { $who } la comparten ({ $reason })
session-puzzle-and = { $first } y { $last }

## The analysis board: a line that cannot be analysed
session-game-says = { $words }
session-analysis-unknown-game = juego desconocido '{ $game }'
session-analysis-options = opciones: { $why }
session-analysis-options-and-position = envía las opciones o una posición, no ambas: una posición lleva sus propias opciones
session-analysis-position = posición: { $why }
session-analysis-move = jugada { $number } '{ $action }': { $why }
session-analysis-move-long = más larga de lo que puede ser una jugada
session-analysis-over = la partida ya ha terminado
session-analysis-too-long = jugadas: como máximo { $max } jugadas
session-analysis-engine = el motor no puede analizar esta posición: { $why }

## A review that cannot be made
session-review-unknown-game = juego desconocido '{ $game }'
session-review-options = las opciones del registro se rechazan: { $why }
session-review-action = la acción { $number } no se puede leer: { $why }
session-review-unfinished = la partida no ha terminado: solo se revisa una partida terminada
session-review-level = el nivel no puede revisar esta partida: { $why }
session-review-tables = las tablas de finales se rechazan: { $why }
session-review-stopped = la revisión se detuvo

## Lessons
session-no-lesson = { $game } aún no tiene lección
session-no-lesson-step = la lección de { $game } no tiene el paso { $index } (sus pasos van del 0 al { $last })

## Saved games
session-save-sealed = esta partida aún se está jugando y su guardado está sellado: reanúdala con `cubist play --resume`; su registro se abre cuando termine
session-save-no-game = { $file } no tiene la partida número { $number }
session-key-file-unusable = no se puede usar el archivo de clave { $path }: { $error }
session-key-file-damaged = el archivo de clave { $path } está dañado
session-seal-unopened = la semilla sellada está dañada o se selló con la clave de otro usuario
