# Review: machine-drafted, awaiting a native speaker's review

## Why an action may not be played (RuleError)
core-game-over = die Partie ist vorbei
core-not-your-turn = Spieler { $player } ist nicht am Zug
core-no-such-seat = es gibt keinen Spieler { $player }
core-not-legal-here = { $action } ist hier kein erlaubter Zug
core-no-start-chance = der Beginn dieses Spiels hat kein Zufallsereignis
core-no-play-chance = dieser Zug hat kein Zufallsereignis

## A text action that cannot be played (PlayError, NotationError)
core-cannot-read = „{ $input }“ ist kein lesbarer Zug: { $expected }
core-illegal-move = unerlaubter Zug: { $why }
# Text a game gives as is, the same in every language (games written for tests).
core-untranslated = { $text }
core-empty-action = ein Zug, keine leere Zeile

## The end of a game (Outcome)
core-outcome-win = { $seat } gewinnt ({ $reason })
core-outcome-none = kein Ergebnis ({ $reason })
core-outcome-draw = Unentschieden zwischen { $seats } ({ $reason })
core-and = { $first } und { $last }

## Seats and moves of a game that names them no other way
core-player = Spieler { $n }
core-made-choice = { $seat } hat gewählt
core-plays = { $seat } spielt { $action }

## Game options: their labels for people and why a value is refused (OptionError)
core-option-first = Wer beginnt
core-option-repetition = Wiederholungen
core-option-cap = Zuglimit
core-option-random = Ausgelost
core-option-whole-number = eine ganze Zahl von { $min } bis { $max }
core-option-one-of = einen der Werte { $choices }
core-option-values = { $values }
core-option-unknown = unbekannte Option '{ $key }' (dieses Spiel hat: { $known })
core-option-unknown-none = unbekannte Option '{ $key }' (dieses Spiel hat keine Optionen)
core-option-bad-value = die Option { $key }={ $value } ist ungültig: erwartet wird { $expected }
core-option-conflict = die Optionen passen nicht zusammen: { $why }
core-option-syntax = der Option '{ $item }' fehlt das '=': schreibe Schlüssel=Wert
core-option-file-refused = { $key }-Dateien können nur auf der Kommandozeile angegeben werden; wähle einen der Werte { $choices }

## A game state (a position as text) that cannot be read (DecodeError)
core-cannot-decode = der Spielstand kann nicht gelesen werden: { $reason }

## A time control as a player types it (TimeControlError); "untimed" is typed as is
core-clock-syntax = '{ $text }' ist keine Bedenkzeit: schreibe Minuten+Sekunden (5+3), Tage oder Stunden pro Zug (2d, 12h) oder untimed
core-clock-too-short = eine Uhr braucht etwas Zeit: die Anfangszeit (oder die Zeit pro Zug) muss mindestens 1 Sekunde betragen
core-clock-too-long = eine Bedenkzeit darf höchstens 365 Tage betragen

## Titles of pictures for screen readers
core-picture-text-board = das Brett, als Text
core-picture-board-and-panels = das Brett und seine Tafeln
