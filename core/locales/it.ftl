# Review: machine-drafted, awaiting a native speaker's review

## Why an action may not be played (RuleError)
core-game-over = la partita è finita
core-not-your-turn = non è il turno del giocatore { $player }
core-no-such-seat = non esiste il giocatore { $player }
core-not-legal-here = { $action } non è una mossa valida qui
core-no-start-chance = l'inizio di questo gioco non ha eventi casuali
core-no-play-chance = questa giocata non ha eventi casuali

## A text action that cannot be played (PlayError, NotationError)
core-cannot-read = impossibile leggere '{ $input }' come mossa: { $expected }
core-illegal-move = mossa non valida: { $why }
# Text a game gives as is, the same in every language (games written for tests).
core-untranslated = { $text }
core-empty-action = una mossa, non una riga vuota

## The end of a game (Outcome)
core-outcome-win = vince { $seat } ({ $reason })
core-outcome-none = nessun risultato ({ $reason })
core-outcome-draw = patta tra { $seats } ({ $reason })
core-and = { $first } e { $last }

## Seats and moves of a game that names them no other way
core-player = Giocatore { $n }
core-made-choice = { $seat } ha fatto la sua scelta
core-plays = { $seat } gioca { $action }
