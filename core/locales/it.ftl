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

## Game options: their labels for people and why a value is refused (OptionError)
core-option-first = Chi muove per primo
core-option-repetition = Ripetizioni
core-option-cap = Limite di mosse
core-option-random = Estratto a sorte
core-option-whole-number = un numero intero da { $min } a { $max }
core-option-one-of = uno tra { $choices }
core-option-values = { $values }
core-option-unknown = opzione sconosciuta '{ $key }' (questo gioco ha: { $known })
core-option-unknown-none = opzione sconosciuta '{ $key }' (questo gioco non ha opzioni)
core-option-bad-value = l'opzione { $key }={ $value } non è valida: serve { $expected }
core-option-conflict = le opzioni non sono compatibili: { $why }
core-option-syntax = nell'opzione '{ $item }' manca '=': scrivi chiave=valore
core-option-file-refused = i file per { $key } si possono indicare solo dalla riga di comando; scegli tra { $choices }

## A game state (a position as text) that cannot be read (DecodeError)
core-cannot-decode = impossibile leggere lo stato della partita: { $reason }

## A time control as a player types it (TimeControlError); "untimed" is typed as is
core-clock-syntax = '{ $text }' non è un controllo del tempo: scrivi minuti+secondi (5+3), giorni o ore per mossa (2d, 12h), oppure untimed
core-clock-too-short = un orologio ha bisogno di tempo: il tempo iniziale (o il tempo per mossa) deve essere di almeno 1 secondo
core-clock-too-long = un controllo del tempo può dare al massimo 365 giorni

## Titles of pictures for screen readers
core-picture-text-board = la scacchiera, come testo
core-picture-board-and-panels = la scacchiera e i suoi riquadri
