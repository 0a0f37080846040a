# Review: machine-drafted, awaiting a native speaker's review


## Seats
cube-attack-red = Rot
cube-attack-blue = Blau
cube-attack-green = Grün
cube-attack-yellow = Gelb
cube-attack-purple = Lila
cube-attack-teal = Türkis

## Illegal actions, actions in words, and results
cube-attack-over = die Partie ist vorbei
cube-attack-turn = { $seat ->
        [0] Rot
        [1] Blau
        [2] Grün
        [3] Gelb
        [4] Lila
       *[5] Türkis
    } ist am Zug
cube-attack-no-unit = es gibt keine Einheit { $unit } auf dem Brett
cube-attack-not-yours = { $unit } gehört { $owner ->
        [0] Rot
        [1] Blau
        [2] Grün
        [3] Gelb
        [4] Lila
       *[5] Türkis
    }: du darfst nur mit deinen eigenen Einheiten handeln
cube-attack-no-planet = auf dieser Karte gibt es keinen Planeten Nummer { $to }
cube-attack-already-on = { $unit } ist schon auf { $planet }
cube-attack-not-linked = keine Umlaufbahn verbindet { $from } und { $to }: eine Einheit zieht nur auf einen verbundenen Planeten
cube-attack-start-closed = { $planet } ist ein Startplanet, und keine Einheit darf je einen Startplaneten betreten
cube-attack-not-activatable = { $planet } ist ein { $kind ->
        [start] Startplanet
        [cube] Planet Würfel
        [life-up] Planet Leben
        [weaponry] Planet Waffenkammer
        [half-moon] Halbmond
       *[full-moon] Vollmond
    }: nur Planet Würfel, Leben oder Waffenkammer können aktiviert werden
cube-attack-activated = { $unit } hat in dieser Runde schon einen Planeten aktiviert (eine Einheit aktiviert höchstens einmal pro Runde)
cube-attack-enemy-there = eine feindliche Einheit ({ $enemy }) ist auf { $planet }: ein Planet kann nicht aktiviert werden, solange ein Feind dort ist
cube-attack-supply-cube = dein Vorrat ist leer, also würde das Aktivieren des Planeten Würfel nichts ändern
cube-attack-max-lives = { $unit } hat schon { $lives } Leben, das Höchste für eine Einheit
cube-attack-supply-life = dein Vorrat ist leer, also gibt es keinen Würfel für ein weiteres Leben
cube-attack-has-long = { $unit } hat schon eine Langstreckenwaffe, also würde die Waffenkammer nichts ändern
cube-attack-no-target = es gibt keine Einheit { $target } auf dem Brett, die angegriffen werden könnte
cube-attack-own-target = { $target } ist deine eigene Einheit: du darfst nur Feinde angreifen
cube-attack-no-weapon = { $unit } hat keine Waffe: eine Einheit braucht eine Waffe (von einem Planeten Waffenkammer), um anzugreifen
cube-attack-attacked = { $unit } hat in dieser Runde schon angegriffen (eine Einheit greift höchstens einmal pro Runde an)
cube-attack-safe-start = { $target } ist auf { $there }, einem Startplaneten, wo keine Einheit angegriffen werden kann
cube-attack-short-reach = { $unit } hat eine Kurzstreckenwaffe, die nur den eigenen Planeten { $here } erreicht, und { $target } ist auf { $there }
cube-attack-long-reach = die Langstreckenwaffe von { $unit } erreicht nur { $here } und die damit verbundenen Planeten, und { $target } ist auf { $there }
cube-attack-move = { $who } zieht { $unit } von { $from } nach { $to } ({ $kind ->
        [start] Startplanet
        [cube] Planet Würfel
        [life-up] Planet Leben
        [weaponry] Planet Waffenkammer
        [half-moon] Halbmond
       *[full-moon] Vollmond
    })
cube-attack-activate = { $who } aktiviert { $planet } ({ $kind ->
        [start] Startplanet
        [cube] Planet Würfel
        [life-up] Planet Leben
        [weaponry] Planet Waffenkammer
        [half-moon] Halbmond
       *[full-moon] Vollmond
    }) mit { $unit }: { $effect }
cube-attack-attack-here = { $unit } von { $who } greift { $target } von { $whom } auf { $here } an: { $effect }
cube-attack-attack-there = { $unit } von { $who } greift { $target } von { $whom } von { $here } aus auf { $there } an: { $effect }
cube-attack-pass-turn = { $who } passt den ganzen Zug
cube-attack-pass-rest = { $who } passt den Rest des Zuges
cube-attack-new-unit = eine neue Einheit { $unit } erscheint auf { $planet }
cube-attack-new-unit-somewhere = eine neue Einheit erscheint
cube-attack-two-lives = { $unit } hat jetzt 2 Leben
cube-attack-long = { $unit } hat jetzt eine Langstreckenwaffe
cube-attack-short = { $unit } hat jetzt eine Kurzstreckenwaffe
cube-attack-loses-life = { $target } verliert ein Leben ({ $lives } übrig)
cube-attack-destroyed-last = { $target } ist zerstört, und { $owner } hat keine Einheit mehr
cube-attack-destroyed = { $target } ist zerstört
cube-attack-scores = { $who } erzielt { $points }
cube-attack-round-none = Runde { $round } endet, ohne dass ein Mond gehalten wird
cube-attack-round-ends = Runde { $round } endet: { $gains }
cube-attack-game-over = die Partie ist vorbei: { $result }
cube-attack-won = { $points } Punkte am Ende von Runde { $round }
cube-attack-last-team = das letzte Team mit Einheiten auf dem Brett, in Runde { $round }
cube-attack-rounds = { $rounds ->
        [one] 1 Runde gespielt
       *[other] { $rounds } Runden gespielt
    }

## Options: their labels and help in the setup form, and why options are refused
cube-attack-option-players-label = Spieler
cube-attack-option-players = Anzahl der Spieler; die Karte gibt jedem Platz seinen Startplaneten
cube-attack-option-map-label = Karte
cube-attack-option-map = das Spielbrett: eine der mitgelieferten Karten oder im Terminal eine JSON-Kartendatei
cube-attack-map-title = { $map ->
        [six-rings] Sechs Ringe
        [duel] Duell
       *[other] { $map }
    }
cube-attack-option-map-expected = { $maps } oder eine gültige Kartendatei ({ $why })
cube-attack-option-target-label = Punkte zum Sieg
cube-attack-option-target = Punkte, die am Ende einer Runde gewinnen (die höchste Punktzahl gewinnt; bei Gleichstand wird weitergespielt)
cube-attack-option-rounds-label = Runden
cube-attack-option-rounds = nach so vielen Runden gewinnt die höchste Punktzahl; Gleichstand ist ein Unentschieden
cube-attack-option-first = wer in jeder Runde den ersten Zug macht (danach in Platzreihenfolge)
cube-attack-option-removal-label = Bei Angriffen verlorene Würfel
cube-attack-option-removal = bei Angriffen verlorene Würfel: lost = aus dem Spiel, supply = zurück in den Vorrat des Besitzers
cube-attack-option-removal-lost = Aus dem Spiel
cube-attack-option-removal-supply = Zurück in den Vorrat des Besitzers
cube-attack-option-players-range = { $players } Spieler: Cube Attack ist für { $min } bis { $max } Spieler
cube-attack-option-map-seats = die Karte '{ $map }' hat zu wenige Plätze für { $players } Spieler (sie bietet Platz für { $counts } Spieler)
cube-attack-option-first-absent = first={ $first }, aber es gibt nur { $players } Spieler
cube-attack-option-at-least-one = target und rounds müssen mindestens 1 sein

## Why a map file is refused (a map file is given in the terminal)
cube-attack-map-io = die Kartendatei '{ $path }' kann nicht gelesen werden: { $reason }
cube-attack-map-syntax = keine gültige Kartendatei: { $reason }
cube-attack-map-no-planets = die Karte hat keine Planeten
cube-attack-map-too-many = die Karte hat { $n } Planeten; höchstens { $max } sind erlaubt
cube-attack-map-bad-name = der Planetenname '{ $name }' ist nicht erlaubt: { $reason }
cube-attack-map-name-empty = ein Planet braucht einen Namen
cube-attack-map-name-long = Namen haben höchstens 16 Zeichen
cube-attack-map-name-letters = verwende nur Buchstaben, Ziffern, '_' und '-'
cube-attack-map-name-x = der Buchstabe x kennzeichnet in der Zugnotation einen Angriff
cube-attack-map-name-word = 'pass' und 'act' sind Wörter der Zugnotation
cube-attack-map-twice-named = zwei Planeten heißen '{ $name }' (Namen müssen sich unterscheiden, ohne Rücksicht auf Groß- und Kleinschreibung)
cube-attack-map-unknown-kind = der Planet '{ $planet }' hat die unbekannte Art '{ $kind }' (Arten: { $kinds })
cube-attack-map-link-unknown = Verbindung { $link } nennt den unbekannten Planeten '{ $name }'
cube-attack-map-self-link = der Planet '{ $name }' ist mit sich selbst verbunden
cube-attack-map-link-twice = die Umlaufbahn { $a }–{ $b } ist doppelt aufgeführt
cube-attack-map-disconnected = das Brett ist nicht zusammenhängend: der Planet '{ $unreachable }' ist von '{ $from }' aus über Umlaufbahnen nicht erreichbar
cube-attack-map-no-seats = die Karte nennt keine Plätze: gib die Startplaneten für mindestens eine Spielerzahl an
cube-attack-map-player-count = Plätze werden nach Spielerzahl { $min } bis { $max } angegeben, nicht '{ $key }'
cube-attack-map-seat-count = die Aufstellung für { $players } Spieler nennt { $listed } Startplaneten statt { $players }
cube-attack-map-seat-unknown = die Aufstellung für { $players } Spieler nennt den unbekannten Planeten '{ $name }'
cube-attack-map-seat-not-start = ein Platz der Aufstellung für { $players } Spieler hat keinen Startplaneten: '{ $name }' ist ein { $kind ->
        [start] Startplanet
        [cube] Planet Würfel
        [life-up] Planet Leben
        [weaponry] Planet Waffenkammer
        [half-moon] Halbmond
       *[full-moon] Vollmond
    }
cube-attack-map-seat-shared = zwei Plätze der Aufstellung für { $players } Spieler teilen sich den Startplaneten '{ $name }'

## The picture: the map's and the panels' lettering and what screen readers say
cube-attack-kind = { $kind ->
        [start] Startplanet
        [cube] Planet Würfel
        [life-up] Planet Leben
        [weaponry] Planet Waffenkammer
        [half-moon] Halbmond
       *[full-moon] Vollmond
    }
cube-attack-moon-points = { $kind } ({ $points } Punkte)
cube-attack-start-of = Startplanet von { $seat }
cube-attack-start-unused = Startplanet (unbenutzt)
cube-attack-lives = { $lives ->
        [one] 1 Leben
       *[other] { $lives } Leben
    }
cube-attack-weapon = { $weapon ->
        [none] keine Waffe
        [short] Kurzstrecke
       *[long] Langstrecke
    }
cube-attack-activated-round = hat in dieser Runde aktiviert
cube-attack-attacked-round = hat in dieser Runde angegriffen
cube-attack-pic-map = Cube Attack auf der Karte { $map }, Runde { $round }: { $status }
cube-attack-pic-planet = { $planet }, { $kind }
cube-attack-pic-planet-units = { $planet }, { $kind }; Einheiten: { $units }
cube-attack-pic-unit = Einheit von { $seat } { $unit }
cube-attack-pic-to-act = { $seat } ist am Zug: { $actions ->
        [one] noch 1 Aktion
       *[other] noch { $actions } Aktionen
    }
cube-attack-pic-game-over = Partie vorbei: { $result }
cube-attack-pic-status = Runde { $round }: { $status }
cube-attack-pic-round-target = Runde { $round } · { $target } Punkte gewinnen
cube-attack-pic-pass-label = Passen: deinen Zug jetzt beenden
cube-attack-pic-pass = Passen
cube-attack-pic-teams = Die Teams in Zugreihenfolge, mit ihren Punkten
cube-attack-pic-team-heading = Team, in Zugreihenfolge
cube-attack-pic-col-points = Punkte
cube-attack-pic-col-moons = +Monde
cube-attack-pic-col-units = Einh.
cube-attack-pic-col-supply = Vorrat
cube-attack-pic-col-lost = verl.
cube-attack-pic-wins = { $seat } gewinnt
cube-attack-pic-out = { $seat } raus
cube-attack-pic-map-rounds = Karte { $map } · höchstens { $rounds } Runden
cube-attack-pic-removal-lost = bei Angriffen verlorene Würfel sind aus dem Spiel
cube-attack-pic-removal-supply = bei Angriffen verlorene Würfel gehen zurück in den Vorrat
cube-attack-pic-click = Klicke eine Einheit, dann wohin sie zieht, ihren eigenen Planeten (aktivieren) oder einen Gegner
cube-attack-pic-key = Legende der Karte
cube-attack-key-start = Start
cube-attack-key-cube = neue Einheit
cube-attack-key-life-up = +1 Leben
cube-attack-key-weaponry = Waffe
cube-attack-key-half-moon = Halbmond
cube-attack-key-full-moon = Vollmond
cube-attack-mark-activated = aktiviert
cube-attack-mark-attacked = angegriffen

## The board for a terminal
cube-attack-term-header = { $game } auf der Karte { $map } · Runde { $round } von höchstens { $rounds } · { $target } Punkte gewinnen
cube-attack-term-team = { $seat } { $points } Punkte  (+{ $moons } von Monden jetzt)  Einheiten { $units }  Vorrat { $supply }  verloren { $removed }  startet auf { $start }
cube-attack-term-no-unit = RAUS: keine Einheit mehr
cube-attack-term-out = { $seat } (raus)
cube-attack-term-order = Zugreihenfolge jeder Runde: { $seats }
cube-attack-term-planet = Planet
cube-attack-term-kind-heading = Art
cube-attack-term-links = Umlaufbahnen
cube-attack-term-units = Einheiten
cube-attack-term-kind = { $kind ->
        [start] Start
        [cube] Würfel
        [life-up] Leben
        [weaponry] Waffenkammer
        [half-moon] Halbmond
       *[full-moon] Vollmond
    }
cube-attack-term-moon = { $kind } ({ $points })
cube-attack-term-start-of = Start von { $seat }
cube-attack-term-start-unused = Start (unbenutzt)
cube-attack-term-to-act = { $seat } ist am Zug: { $actions ->
        [one] noch 1 Aktion
       *[other] noch { $actions } Aktionen
    } in diesem Zug (oder passen)

## What the move notation expects, when a typed action cannot be read
cube-attack-expect-action = einen Zug wie W0>C0, eine Aktivierung wie C0! (oder act C0), einen Angriff wie W0xC1 oder pass
cube-attack-expect-short = eine kurze Aktion
cube-attack-expect-planet-name = einen Planetennamen nach '>'
cube-attack-expect-planet = einen Planeten dieser Karte, nicht '{ $name }' (Planeten: { $planets })
cube-attack-expect-unit-ref = { $role ->
        [actor] die handelnde Einheit
       *[target] die angegriffene Einheit
    }: einen Planetennamen wie W0 oder eine Kennung wie W0#R2
cube-attack-expect-unit-on = { $role ->
        [actor] die handelnde Einheit
       *[target] die angegriffene Einheit
    }: auf { $planet } gibt es keine Einheit { $unit }
cube-attack-expect-label = eine Einheitenkennung wie R2 (Anfangsbuchstabe der Farbe und Einheitennummer 1 bis 20), nicht '{ $label }'
cube-attack-expect-owner = eine Einheit eines der { $players } Spieler, nicht '{ $label }'
cube-attack-expect-enemy-number = eine gegnerische Einheit mit der Nummer { $number } dort; es gibt keine
cube-attack-expect-one-numbered = eine einzige Einheit, aber { $count } gegnerische Einheiten haben die Nummer { $number }: schreibe { $choices }
cube-attack-expect-unit-here = einen Planeten mit einer Einheit darauf; auf { $name } gibt es keine
cube-attack-expect-one-here = eine einzige Einheit, aber auf { $name } stehen { $count }: schreibe { $choices }
cube-attack-expect-or = { $first } oder { $last }

## A position as text (a game state) that cannot be read back; its field names and
## values (players=, units=, R1@S0:1-, playing, cap …) are written as the state writes them
cube-attack-state-header = ein Cube-Attack-Spielstand beginnt mit 'cube-attack '
cube-attack-state-no-map = 'map=' fehlt (das letzte Feld)
cube-attack-state-not-pair = '{ $word }' hat nicht die Form Schlüssel=Wert
cube-attack-state-twice = '{ $key }' ist doppelt angegeben
cube-attack-state-missing = '{ $key }=' fehlt
cube-attack-state-option = { $why }
cube-attack-state-embedded-map = eingebettete Karte: { $why }
cube-attack-state-map = '{ $map }' ist weder eine mitgelieferte Karte ({ $maps }) noch json:...
cube-attack-state-unit-twice = Einheit { $unit } ist doppelt aufgeführt
cube-attack-state-unknown-field = unbekanntes Feld '{ $key }'
cube-attack-state-cubes = { $seat } hat { $total } Würfel im Vorrat, auf dem Brett und verloren, nicht { $cubes }
cube-attack-state-removed = removal=supply, und doch sind Würfel als verloren aufgeführt
cube-attack-state-start = Einheit { $unit } steht auf { $planet }, dem Startplaneten eines anderen Teams
cube-attack-state-mover-no-unit = der Spieler am Zug hat keine Einheit auf dem Brett
cube-attack-state-no-action = dem Spieler am Zug bleibt keine Aktion
cube-attack-state-leads = ein Spieler führt schon mit der Zielpunktzahl oder mehr
cube-attack-state-one-team = nur ein Team hat zu Beginn eines Zugs Einheiten auf dem Brett
cube-attack-state-won = { $seat } soll gewonnen haben, ohne mit der Zielpunktzahl zu führen
cube-attack-state-last = { $seat } soll das letzte Team im Spiel sein, steht aber nicht allein auf dem Brett
cube-attack-state-cap = die Partie endete durch das Rundenlimit vor der letzten Runde
cube-attack-state-number = { $what } '{ $text }' ist keine Zahl von { $min } bis { $max }
cube-attack-state-count = { $what } nennt { $count } Werte für { $players } Spieler
cube-attack-state-seat = '{ $text }' ist keiner der { $players } Plätze
cube-attack-state-status = der Status '{ $text }' ist weder playing, cap, won-<Platz> noch last-<Platz>
cube-attack-state-unit = Einheit '{ $entry }': { $why }
cube-attack-state-unit-form = erwartet wird KENNUNG@PLANET:LEBEN WAFFE
cube-attack-state-unit-label = ungültige Kennung
cube-attack-state-unit-player = diesen Spieler gibt es nicht
cube-attack-state-unit-place = erwartet wird PLANET:LEBEN WAFFE
cube-attack-state-unit-planet = unbekannter Planet
cube-attack-state-unit-lives = Leben müssen 1 oder 2 sein
cube-attack-state-unit-weapon = die Waffe muss -, s oder l sein
cube-attack-state-unit-flags = die Markierungen müssen a, t oder at sein
cube-attack-state-escape = ungültige %-Maskierung in mapfile
cube-attack-state-utf8 = mapfile ist kein UTF-8

## The game in one line (game lists)
cube-attack-about = 2 bis 6 Würfelteams rüsten auf, vermehren sich und kämpfen um die Monde einer Planetenkarte.

## Puzzle themes (what a puzzle's solution does, for players to pick puzzles by)
cube-attack-theme-last-unit = letzte Einheit
cube-attack-theme-points = Punkte
cube-attack-theme-attack = Angriff
cube-attack-theme-manoeuvre = Manöver
