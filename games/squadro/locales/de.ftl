# Review: machine-drafted, awaiting a native speaker's review

## Seats
squadro-light = Hell
squadro-dark = Dunkel

## A move in words (words.rs)
squadro-move = { $seat } zieht die Figur auf Bahn { $lane } { $squares ->
        [one] 1 Feld
       *[other] { $squares } Felder
    } von { $from } nach { $to }
squadro-turns-back = und erreicht die andere Seite, wo sie umkehrt
squadro-home-counted = und bringt sie nach Hause ({ $home } von { $needed }, die { $seat } braucht)
squadro-home = und bringt sie nach Hause
squadro-sending = und schickt { $seat } zurück: { $groups }
squadro-and-its = { $first } und { $second }
squadro-lane-name = { $lane }
squadro-back-to-start = { $count ->
        [one] die Figur auf Bahn { $lanes } an ihren Start
       *[other] die Figuren auf den Bahnen { $lanes } an ihren Start
    }
squadro-back-to-far = { $count ->
        [one] die Figur auf Bahn { $lanes } auf die andere Seite
       *[other] die Figuren auf den Bahnen { $lanes } auf die andere Seite
    }

## Why a move is illegal (check.rs)
squadro-over = die Partie ist vorbei
squadro-turn = { $seat ->
        [0] Hell
       *[1] Dunkel
    } ist am Zug
squadro-no-lane = es gibt keine Bahn { $lane }: die Bahnen gehen von 1 bis 5
squadro-lane-done = deine Figur auf Bahn { $lane } ist schon zu Hause und nicht mehr auf dem Brett

## Why the game ended
squadro-won = { $needed } Figuren zu Hause
squadro-repeated = Stellung { $times }-mal wiederholt
squadro-cap = { $actions ->
        [one] 1 Zug gespielt
       *[other] { $actions } Züge gespielt
    }

## The picture (picture.rs)
squadro-summary = Squadro-Brett. { $status }. { $light } hat { $lighthome } von { $needed } Figuren zu Hause, { $dark } { $darkhome }.
squadro-to-move = { $seat } ist am Zug
squadro-over-win = Partie vorbei: { $seat } gewinnt ({ $reason })
squadro-over-draw = Partie vorbei: Unentschieden ({ $reason })
squadro-panel-home = { $seat } { $home }/{ $needed } zu Hause
squadro-lane-label = Bahn
squadro-key-ways = { $seat } { $out } hin { $back } zurück
squadro-key-dots = Punkte: Tempo · ✓ zu Hause
squadro-key = Legende

## What the notation expects (notation errors)
squadro-expected = eine Bahnnummer von 1 bis 5

## The pieces' labels in the picture, for screen readers (picture.rs)
squadro-piece-label = Figur von { $seat } auf Bahn { $lane }, { $way ->
        [out] auf dem Hinweg
       *[back] auf dem Rückweg
    }, Tempo { $speed }
squadro-piece-home-label = Die Figur von { $seat } auf Bahn { $lane } ist zu Hause

## The terminal board (render.rs)
squadro-render-over = Partie vorbei: { $result }
## Options: their help in the setup form
squadro-option-first = wer zuerst zieht (1 = Hell, 2 = Dunkel)
squadro-option-repetition = eine Stellung, die so oft vorkommt (derselbe Spieler am Zug), ist unentschieden
squadro-option-cap = die Partie ist nach so vielen Aktionen unentschieden

## A position as text (a game state) that cannot be read back; its field names and
## values (light=, mover=, history= …) are written as the state writes them
squadro-state-header = ein Squadro-Zustand beginnt mit 'squadro'
squadro-state-not-pair = '{ $word }' hat nicht die Form Schlüssel=Wert
squadro-state-twice = '{ $key }' ist doppelt angegeben
squadro-state-missing = '{ $key }=' fehlt
squadro-state-mover = der Spieler am Zug '{ $mover }' ist weder light noch dark
squadro-state-option = { $why }
squadro-state-key-text = ungültiger Schlüssel '{ $key }'
squadro-state-key = ungültiger Schlüssel { $key }
squadro-state-unknown = unbekanntes Feld '{ $key }'
squadro-state-after-end = der Verlauf geht nach dem Ende der Partie weiter
squadro-state-illegal-step = der Verlauf enthält einen Schritt, der kein regelgerechter Zug ist
squadro-state-lanes = '{ $text }' sind nicht fünf Fortschrittswerte von 0 bis 12
squadro-state-mover-seat = der Spieler am Zug { $mover } ist weder 0 noch 1
squadro-state-progress = der Fortschritt { $progress } liegt nicht zwischen 0 und 12
squadro-state-clash = zwei Figuren auf einem Feld (Hell, Bahn { $lane }, Feld { $cell })
squadro-state-both-won = beide Spieler haben bereits gewonnen

## The game in one line (game lists)
squadro-about = Bringe fünf Steine über das Brett und zurück; überspringe den Gegner, um ihn zurückzuschicken.

## Puzzle themes (what a puzzle's solution does, for players to pick puzzles by)
squadro-theme-send-back = zurückschicken
squadro-theme-race = Wettlauf
