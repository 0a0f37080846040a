# Review: machine-drafted, awaiting a native speaker's review

## Seat events
session-resigned = { $who } hat aufgegeben
session-offered-draw = { $who } hat Remis angeboten
session-accepted-draw = { $who } hat das Remis angenommen
session-declined-draw = { $who } hat das Remis abgelehnt
session-left = { $who } hat die Partie verlassen
session-claimed-draw = { $by } hat Remis beansprucht: { $who } war abwesend
session-claimed-seat = { $by } hat den Platz von { $who } beansprucht: { $who } war abwesend
session-stand-in = ab hier spielt der Computer ({ $agent }) für { $who }
session-out = { $who } ist aus der Partie
session-returned = { $who } ist zurück und spielt weiter
session-timeout = { $who } hat die Zeit überschritten
session-aborted = { $who } hat die Partie abgebrochen
session-aborted-late = die Partie wurde abgebrochen: { $who } hat den ersten Zug nicht rechtzeitig gemacht

## The result of an aborted match
session-game-aborted = Partie abgebrochen von { $who }
session-game-aborted-late = Partie abgebrochen: { $who } hat den ersten Zug nicht rechtzeitig gemacht

## Why a match ended, when its players ended it
session-reason-resigned = { $who } hat aufgegeben
session-reason-draw-agreed = Remis vereinbart
session-reason-away = { $who } war abwesend
session-reason-timeout = { $who } hat die Zeit überschritten
session-reason-others-gone = alle anderen Spieler haben aufgegeben oder die Partie verlassen
session-reason-nobody-left = kein Spieler ist mehr in der Partie
