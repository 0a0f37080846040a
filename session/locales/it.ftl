# Review: machine-drafted, awaiting a native speaker's review

## Seat events
session-resigned = { $who } ha abbandonato
session-offered-draw = { $who } ha proposto la patta
session-accepted-draw = { $who } ha accettato la patta
session-declined-draw = { $who } ha rifiutato la patta
session-left = { $who } ha lasciato la partita
session-claimed-draw = { $by } ha chiesto la patta: { $who } era assente
session-claimed-seat = { $by } ha preso il posto di { $who }: { $who } era assente
session-stand-in = da qui il computer ({ $agent }) gioca per { $who }
session-out = { $who } è fuori dalla partita
session-returned = { $who } è tornato e continua a giocare
session-timeout = { $who } ha finito il tempo
session-aborted = { $who } ha annullato la partita
session-aborted-late = la partita è stata annullata: { $who } non ha fatto la prima mossa in tempo

## The result of an aborted match
session-game-aborted = partita annullata da { $who }
session-game-aborted-late = partita annullata: { $who } non ha fatto la prima mossa in tempo

## Why a match ended, when its players ended it
session-reason-resigned = { $who } ha abbandonato
session-reason-draw-agreed = patta concordata
session-reason-away = { $who } era assente
session-reason-timeout = { $who } ha finito il tempo
session-reason-others-gone = tutti gli altri giocatori hanno abbandonato o sono usciti
session-reason-nobody-left = nessun giocatore è rimasto in partita
