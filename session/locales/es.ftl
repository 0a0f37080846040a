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
