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
