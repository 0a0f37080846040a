# Review: machine-drafted, awaiting a native speaker's review

## Seats, and the letter on each seat's cubes
tilt-light = Hell
tilt-dark = Dunkel
tilt-light-letter = H
tilt-dark-letter = D

## An action in words (words.rs); each later message wraps the sentence so far
tilt-place = { $seat } setzt einen Würfel auf { $square }
tilt-slide = { $seat } schiebt seinen Würfel von { $from } nach { $to }
tilt-activate = { $seat } macht seinen Würfel auf { $square } wieder aktiv
tilt-pick-up = { $seat } nimmt seinen Würfel auf { $square } zurück in den Vorrat
tilt-end = { $seat } beendet den Zug, ohne den Bonuszug zu nutzen
tilt-as-bonus = { $action } als Bonuszug
tilt-where-active = { $action }, wo er aktiv steht, ohne Würfel daneben
tilt-where-inactive = { $action }, wo er inaktiv liegt, da ein Würfel daneben ist
tilt-stands-active = er steht wieder aktiv
tilt-earns-another = er liegt inaktiv neben einem Würfel und bringt einen weiteren Bonuszug
tilt-earns-bonus = er liegt inaktiv neben einem Würfel und bringt einen Bonuszug
tilt-slide-landing = { $action } und { $landing }
tilt-slide-knocking = { $action }, { $knocked }, und { $landing }
tilt-knocking = wirft { $groups } um
tilt-knocked-theirs = { $count ->
        [one] den Würfel
       *[other] die Würfel
    } von { $seat } auf { $squares }
tilt-knocked-own = { $count ->
        [one] seinen eigenen Würfel
       *[other] seine eigenen Würfel
    } auf { $squares }

## Why an action is illegal (check.rs)
tilt-over = die Partie ist vorbei
tilt-turn = { $seat ->
        [0] Hell
       *[1] Dunkel
    } ist am Zug
tilt-no-square = es gibt kein Feld { $square } auf einem { $n }×{ $n }-Brett
tilt-bonus-only = { $what ->
        [activate] Einen Würfel aktivieren
       *[pick-up] Einen Würfel zurücknehmen
    } ist ein Bonuszug: erlaubt nur nach einem Schub, der deinen Würfel inaktiv gelassen hat; jetzt musst du einen Würfel setzen oder schieben
tilt-end-early = du darfst deinen Zug nur früher beenden, solange ein Bonuszug aussteht; jetzt musst du einen Würfel setzen oder schieben
tilt-pool-empty = in deinem Vorrat ist kein Würfel mehr zum Setzen
tilt-not-empty = { $square } ist nicht leer
tilt-next-to-active = du darfst nicht neben einen aktiven Würfel setzen (den auf { $square })
tilt-may-not-place = du darfst nur setzen, solange du einen aktiven Würfel hast, der schieben kann (außer du hast keinen Würfel auf dem Brett)
tilt-inactive = der Würfel auf { $square } ist inaktiv: nur aktive Würfel können geschoben werden
tilt-zero-slide = ein Schub muss den Würfel mindestens ein Feld bewegen
tilt-not-straight = ein Schub geht gerade entlang einer Linie oder Reihe, und { $from } und { $to } teilen keine
tilt-slide-onto = { $square } ist nicht leer: ein Würfel gleitet nur auf leere Felder
tilt-in-the-way = der Würfel auf { $square } ist im Weg: ein gleitender Würfel kann nicht durch einen anderen hindurch
tilt-in-front = du darfst { $to } nicht betreten: es ist das Feld vor dem aktiven Würfel auf { $square }
tilt-already-active = der Würfel auf { $square } ist schon aktiv
tilt-cannot-activate = der Würfel auf { $square } kann nicht aktiviert werden: er berührt den Würfel auf { $other }, und ein aktiver Würfel darf keinen anderen berühren
tilt-just-moved = der Würfel auf { $square } wurde gerade durch den Schub bewegt, der diesen Bonus brachte, und kann jetzt nicht zurückgenommen werden
tilt-no-cube = auf { $square } steht kein Würfel
tilt-not-yours = der Würfel auf { $square } gehört dir nicht

## Why the game ended
tilt-stuck = { $seat ->
        [0] Hell
       *[1] Dunkel
    } konnte weder setzen noch schieben
tilt-repeated = Stellung { $times }-mal wiederholt
tilt-cap = { $actions ->
        [one] 1 Zug gespielt
       *[other] { $actions } Züge gespielt
    }

## The picture (picture.rs)
tilt-summary = Tilt, Brett { $n } mal { $n }. { $headline }. { $detail }.
tilt-bonus-detail = Bonuszug · der umringte Würfel { $square } kann nicht zurückgenommen werden
tilt-last-move = Letzter Zug: { $words }
tilt-no-move = Noch kein Zug
tilt-to-move = { $seat } ist am Zug
tilt-over-win = Partie vorbei: { $seat } gewinnt
tilt-over-draw = Partie vorbei: Unentschieden
tilt-square-empty = { $square }, leer
tilt-square-cube = { $square }, Würfel von { $seat }, { $active ->
        [yes] aktiv
       *[no] inaktiv
    }
tilt-square-cube-moved = { $square }, Würfel von { $seat }, { $active ->
        [yes] aktiv
       *[no] inaktiv
    }, gerade bewegt: kann nicht zurückgenommen werden
tilt-pool-label = Vorrat von { $seat }: { $n ->
        [one] 1 Würfel
       *[other] { $n } Würfel
    }
tilt-pool-count = { $seat }: { $n } im Vorrat
tilt-on-board = { $on } auf dem Brett, { $active } aktiv
tilt-no-slide = Kein Würfel kann schieben!
tilt-one-slide = Nur ein Würfel kann schieben!
tilt-careful = Vorsicht: wer zu Beginn seines Zuges keinen Würfel hat, der schieben kann, kann weder setzen noch schieben und verliert; { $seat } hat { $left ->
        [0] keinen
       *[1] nur einen
    }
tilt-bonus = Bonuszug
tilt-activate-label = Den gewählten inaktiven Würfel aktivieren
tilt-activate-button = Aktivieren
tilt-end-label = Den Zug ohne Bonuszug beenden
tilt-end-button = Zug beenden
tilt-key = Legende: aktive Würfel sind Rauten, inaktive Quadrate
tilt-key-active = aktiv
tilt-key-inactive = inaktiv

## What the notation expects (notation errors, action.rs and geometry.rs)
tilt-expected-action = eine Aktion: @c3 (setzen), c3-c6 (schieben), *c3 (aktivieren), ^c3 (zurücknehmen) oder end
tilt-expected-square = ein Feld von a1 bis { $last }{ $n }
tilt-no-file = es gibt keine Linie „{ $file }“ auf einem { $n }×{ $n }-Brett (Linien a bis { $last })
tilt-no-rank = es gibt keine Reihe { $rank } auf einem { $n }×{ $n }-Brett (Reihen 1 bis { $n })

## The terminal board (render.rs)
tilt-render-panel = { $seat } { $on } aktiv { $off } inaktiv   auf dem Brett { $board } ({ $active } aktiv)   Vorrat { $pool }
tilt-render-last = Letzte Aktion: { $action }
tilt-render-to-move = { $seat } ist am Zug: setzen (@c3) oder schieben (c3-c6)
tilt-render-bonus = { $seat } ist am Zug: Bonuszug offen — setzen (@c3), schieben (c3-c6), aktivieren (*c3), zurücknehmen (^c3) oder end
tilt-render-just-moved = Der Würfel auf [{ $square }] wurde gerade bewegt und kann nicht zurückgenommen werden.
tilt-render-over = Partie vorbei: { $result }
## Options: their labels and help in the setup form
tilt-option-size-label = Brettgröße
tilt-option-size = Seitenlänge des quadratischen Bretts (die gedruckte Größe ist unbekannt; 6 ist unsere Wahl)
tilt-option-first = wer zuerst zieht (1 = Hell, 2 = Dunkel)
tilt-option-repetition = eine Stellung, die so oft vorkommt (derselbe Spieler am Zug, derselbe Bonuszug-Stand), ist unentschieden
tilt-option-cap = die Partie ist nach so vielen Aktionen unentschieden (Bonuszüge und 'end' zählen mit)

## A position as text (a game state or a diagram) that cannot be read back; its field
## names and values (size=, start-mover=, light, L l D d …) are written as the state
## writes them
tilt-state-header = ein Tilt-Zustand beginnt mit 'tilt'
tilt-state-not-pair = '{ $word }' hat nicht die Form Schlüssel=Wert
tilt-state-twice = '{ $key }' ist doppelt angegeben
tilt-state-missing = '{ $key }=' fehlt
tilt-state-option = { $why }
tilt-state-unknown = unbekanntes Feld '{ $key }'
tilt-state-unreadable-move = Zug { $number } '{ $text }' ist nicht lesbar: erwartet { $expected }
tilt-state-illegal-move = Zug { $number } ({ $text }) ist nicht regelgerecht: { $why }
tilt-state-wrong-end = die Züge führen nicht zum gespeicherten Brett, Spieler am Zug und Bonus
tilt-state-mover = { $field } '{ $mover }' ist weder light noch dark
tilt-state-bonus = { $field }: erwartet { $expected }
tilt-state-board = { $field }: { $why }
tilt-state-size = { $field } ist { $size }×{ $size }, aber size={ $expected }
tilt-board-ranks = ein Brett hat 4 bis 10 Reihen, nicht { $ranks }
tilt-board-rank-length = Reihe { $rank } hat { $squares } Felder; ein { $n }×{ $n }-Brett braucht { $n } in jeder Reihe
tilt-board-square = '{ $char }' ist kein Feld: verwende . (leer), L l (heller Würfel aktiv, inaktiv) oder D d (dunkel)
tilt-diagram-size = das Diagramm ist { $size }×{ $size }, aber die Optionen sagen size={ $expected }
tilt-position-size = die Brettgröße { $size } liegt nicht zwischen 4 und 10
tilt-position-mover = der Spieler am Zug { $mover } ist weder 0 noch 1
tilt-position-overlap = Würfel überlappen sich oder liegen außerhalb des Bretts
tilt-position-active-empty = eine Aktiv-Markierung auf einem leeren Feld
tilt-position-too-many = { $seat } hat { $count } Würfel auf dem Brett, mehr als die { $cubes }, die ein Spieler besitzt
tilt-position-active-neighbour = der aktive Würfel auf { $square } hat einen Nachbarn (ein aktiver Würfel berührt nie einen anderen Würfel)
tilt-position-key = der Positionsschlüssel passt nicht zur Position
tilt-position-bonus-off = das Bonusfeld { $square } liegt außerhalb des Bretts
tilt-position-bonus-cube = für { $seat } steht ein Bonuszug an, aber kein Würfel von { $seat } steht auf { $square }, dem Feld, auf dem der Bonus verdient wurde
tilt-position-bonus-standing = der Würfel auf { $square } hat einen Bonuszug verdient, muss also inaktiv sein und einen anderen Würfel berühren

## The game in one line (game lists)
tilt-about = Setze und schiebe Würfel; ein rutschender Würfel kippt jeden aktiven Würfel um, an dem er vorbeizieht.

## Puzzle themes (what a puzzle's solution does, for players to pick puzzles by)
tilt-theme-bonus-move = Bonuszug
tilt-theme-knock-over = Umwerfen
tilt-theme-blockade = Blockade
