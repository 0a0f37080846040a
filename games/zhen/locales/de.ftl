# Review: machine-drafted, awaiting a native speaker's review

## Seats
zhen-red = Rot
zhen-blue = Blau

## Stacks and cubes
zhen-stack-red = { $red } rot
zhen-stack-blue = { $blue } blau
zhen-stack-both = { $red } rot, { $blue } blau
zhen-stack-empty = leer
zhen-cubes = { $n ->
        [one] 1 { $seat ->
            [0] roter
           *[1] blauer
        } Würfel
       *[other] { $n } { $seat ->
            [0] rote
           *[1] blaue
        } Würfel
    }

## An action in words (words.rs)
zhen-place = { $seat } setzt einen Würfel auf Feld { $tile } ({ $left })
zhen-reserve-left = { $n ->
        [0] keiner mehr im Vorrat
       *[other] { $n } noch im Vorrat
    }
zhen-no-undo = { $seat } darf den Stapel auf Feld { $tile } nicht sofort zurückziehen
zhen-carry = { $seat } zieht den Stapel auf Feld { $tile } ({ $stack }) { $steps ->
        [one] 1 Schritt
       *[other] { $steps } Schritte
    }
zhen-carry-to = { $head } auf Feld { $to }
zhen-carry-onto = { $head } auf den Stapel auf Feld { $to } ({ $there }) und bildet einen Stapel aus { $joined }
zhen-carry-goal = { $head } in sein Tor und schlägt { $captured } (im Tor von { $seat } liegen jetzt { $held })

## Why an action is illegal (check.rs)
zhen-over = die Partie ist vorbei
zhen-turn = { $mover ->
        [0] Rot
       *[1] Blau
    } ist am Zug, nicht { $seat ->
        [0] Rot
        [1] Blau
       *[other] dieser Spieler
    }
zhen-no-tile = es gibt kein Feld { $tile }: die Felder gehen von 1 bis { $tiles }
zhen-reserve-empty = dein Vorrat ist leer: du hast keinen Würfel mehr zum Setzen
zhen-tile-taken = Feld { $tile } ist nicht leer: ein Würfel darf nur auf ein leeres Feld gesetzt werden
zhen-tile-empty = Feld { $tile } ist leer: dort gibt es nichts zu ziehen
zhen-not-yours = auf Feld { $tile } liegt keiner deiner Würfel: du darfst nur einen Stapel mit mindestens einem eigenen Würfel ziehen
zhen-overshoot = der Stapel auf Feld { $tile } muss { $steps } Schritte gehen und käme über dein Tor hinaus: ein Stapel kommt nur mit genauer Zahl ins Tor
zhen-no-capture = im Stapel auf Feld { $tile } liegt kein { $opponent ->
        [0] roter
       *[1] blauer
    } Würfel: du darfst Würfel nur zum Schlagen in dein Tor ziehen
zhen-undo = Feld { $tile } zu ziehen würde den letzten Zug von { $opponent ->
        [0] Rot
       *[1] Blau
    } rückgängig machen, und das ist nicht erlaubt

## Why the game ended
zhen-swept = { $stuck ->
        [0] Rot konnte nicht ziehen; Blau
       *[1] Blau konnte nicht ziehen; Rot
    } hat die Würfel auf den Feldern genommen
zhen-repeated = Stellung { $times }-mal wiederholt, gewertet wie sie steht
zhen-cap = { $actions ->
        [one] 1 Zug gespielt, gewertet wie es steht
       *[other] { $actions } Züge gespielt, gewertet wie es steht
    }

## The picture (picture.rs)
zhen-summary = Zhen, eine Reihe von { $tiles } Feldern zwischen dem Tor von Rot und dem von Blau. { $headline }. { $detail }.
zhen-score = Punkte: Rot { $red }, Blau { $blue }
zhen-no-undo-mark = Feld { $tile }: kein Zurück
zhen-to-move = { $seat } ist am Zug
zhen-over-win = Partie vorbei: { $seat } gewinnt { $won }–{ $lost }
zhen-over-draw = Partie vorbei: Unentschieden { $red }–{ $blue }
zhen-tile = Feld { $tile }: { $stack }
zhen-tile-no-undo = Feld { $tile }: { $stack }; darf jetzt nicht gezogen werden (kein Zurück)
zhen-goal-label = Tor von { $seat }: { $stack }; { $seat } hat { $score } Punkte
zhen-goal = Tor { $seat }
zhen-goal-score = Punkte { $score }
zhen-reserve-label = Vorrat von { $seat }: { $n ->
        [one] 1 Würfel
       *[other] { $n } Würfel
    }
zhen-reserve = Vorrat { $seat }: { $n }
zhen-directions = In welche Richtung jeder Spieler zieht
zhen-moves-left = ◀ { $seat } zieht hierhin
zhen-moves-right = { $seat } zieht hierhin ▶

## What the notation expects (notation errors)
zhen-expected = p<Feld> zum Setzen oder m<Feld> zum Ziehen, mit einem Feld von 1 bis { $tiles }, z. B. p5 oder m5

## The terminal board (render.rs)
zhen-render-panel = { $seat }: Vorrat { $reserve }   Punkte { $score } ({ $captured })
zhen-render-captured = { $n ->
        [one] { $opponent ->
            [0] roter
           *[1] blauer
        } Würfel geschlagen
       *[other] { $opponent ->
            [0] rote
           *[1] blaue
        } Würfel geschlagen
    }
zhen-render-no-undo = { $seat } ist am Zug (Feld { $tile } darf nicht zurückgezogen werden: kein Zurück)
zhen-render-over = Partie vorbei: { $result }
## Options: their labels and help in the setup form
zhen-option-tiles-label = Felder zwischen den Toren
zhen-option-tiles = Anzahl der Felder in der Reihe zwischen den beiden Toren
zhen-option-cubes-label = Würfel im Vorrat
zhen-option-cubes = Würfel, mit denen jeder Spieler im Vorrat beginnt
zhen-option-first = wer zuerst zieht (1 = Rot, 2 = Blau)
zhen-option-repetition = eine Stellung, die so oft vorkommt (derselbe Spieler am Zug), beendet die Partie, gewertet wie sie steht
zhen-option-cap = die Partie endet nach so vielen Aktionen, gewertet wie sie steht

## A position as text (a game state or a set-up) that cannot be read back; its field
## names and values (tiles=, since=, window=, none, sweep, m5, 2r1b …) are written as
## the state writes them
zhen-state-header = ein Zhen-Zustand beginnt mit 'zhen'
zhen-state-not-pair = '{ $word }' hat nicht die Form Schlüssel=Wert
zhen-state-twice = '{ $key }' ist doppelt angegeben
zhen-state-missing = '{ $key }=' fehlt
zhen-state-option = { $why }
zhen-state-mover = der Spieler am Zug '{ $mover }' ist weder red noch blue
zhen-state-plies = plies ist keine ganze Zahl
zhen-state-unknown = unbekanntes Feld '{ $key }'
zhen-state-over-cap = { $plies } Aktionen gespielt, mehr als die Grenze von { $cap }
zhen-state-window-long = das Fenster enthält mehr Züge, als gespielt wurden
zhen-state-window-after-end = das Fenster geht nach dem Ende der Partie weiter
zhen-state-window-illegal = der Fensterzug m{ $tile } ist nicht regelgerecht: { $why }
zhen-state-window-irreversible = der Fensterzug m{ $tile } vereint Stapel oder erreicht ein Tor und kann deshalb nicht im Fenster stehen
zhen-state-replay = das Nachspielen des Fensters ab 'since' ergibt nicht 'board'
zhen-state-sweep = nach einem Abräumen sind die Felder leer und das Fenster ebenso
zhen-state-end-misfit = end={ $end } passt nicht zur Stellung (sie ist { $now })
zhen-state-end = end '{ $end }' ist weder none, sweep, repetition noch cap
zhen-state-reserves = der Vorrat '{ $text }' sind nicht zwei Zahlen wie 3,4
zhen-state-window-entry = der Fenstereintrag '{ $entry }' ist kein Zug wie m5
zhen-board-goal-colour = das Tor von { $seat } enthält Würfel nur einer Farbe, was kein Schlagen bewirken kann
zhen-board-places = erwartet werden die beiden Tore und 2 bis { $max } Felder, gefunden wurden { $places } Plätze
zhen-board-reserve = ein Vorrat enthält mehr als { $max } Würfel
zhen-board-stack = '{ $text }' ist kein Stapel wie ., 2r, 1b oder 2r1b
zhen-setup-placed = { $seat } hat { $used } Würfel gesetzt, aber nur { $cubes } im Spiel
zhen-setup-tiles = das Brett hat { $tiles } Felder, aber die Optionen sagen { $expected }
zhen-setup-total = { $seat } hat insgesamt { $total } Würfel, nicht { $cubes }
zhen-setup-mover = der Spieler am Zug { $mover } ist weder 0 noch 1

## The game in one line (game lists)
zhen-about = Ziehe ganze Würfelstapel entlang einer Reihe von Feldern; schlage, indem du genau in deinem Tor landest.

## Puzzle themes (what a puzzle's solution does, for players to pick puzzles by)
zhen-theme-capture = Schlagen
zhen-theme-sweep = Abräumen
zhen-theme-quiet = ruhiger Zug
