# Review: machine-drafted, awaiting a native speaker's review

## Seat events
session-resigned = { $who } a abandonné
session-offered-draw = { $who } a proposé la nulle
session-accepted-draw = { $who } a accepté la nulle
session-declined-draw = { $who } a refusé la nulle
session-left = { $who } a quitté la partie
session-claimed-draw = { $by } a réclamé la nulle : { $who } était absent
session-claimed-seat = { $by } a réclamé la place de { $who } : { $who } était absent
session-stand-in = l'ordinateur ({ $agent }) joue { $who } à partir d'ici
session-out = { $who } est hors de la partie
session-returned = { $who } est revenu et continue de jouer
session-timeout = { $who } a dépassé son temps
session-aborted = { $who } a annulé la partie
session-aborted-late = la partie a été annulée : { $who } n'a pas joué son premier coup à temps

## The result of an aborted match
session-game-aborted = partie annulée par { $who }
session-game-aborted-late = partie annulée : { $who } n'a pas joué son premier coup à temps

## Why a match ended, when its players ended it
session-reason-resigned = { $who } a abandonné
session-reason-draw-agreed = nulle acceptée
session-reason-away = { $who } était absent
session-reason-timeout = { $who } a dépassé son temps
session-reason-others-gone = tous les autres joueurs ont abandonné ou sont partis
session-reason-nobody-left = plus aucun joueur n'est dans la partie
