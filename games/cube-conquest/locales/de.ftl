# Review: machine-drafted, awaiting a native speaker's review

# Die Wörter von Cube Conquest: Farben, Symbole, Züge, unerlaubte Züge, Ergebnisse
# und Bilder.

## Seats
cube-conquest-red = Rot
cube-conquest-blue = Blau
cube-conquest-green = Grün
cube-conquest-yellow = Gelb

## Symbols
cube-conquest-symbol = { $value ->
        [1] Tropfen
        [2] Hämmer
        [3] Kreise
        [4] Ziegel
        [5] Rad
       *[6] Pfeil
    }

## Why a move is illegal (check.rs, paths.rs)
cube-conquest-over = die Partie ist vorbei
cube-conquest-no-player = es gibt keinen Spieler { $player }
cube-conquest-place-in-turn = Würfel werden nur während des Aufbaus eingesetzt; ein neuer Würfel kommt jetzt durch Verstärken ('reinforce 3 c4')
cube-conquest-not-your-place = du bist nicht mit Einsetzen an der Reihe
cube-conquest-off-board = dieses Feld ist nicht auf dem Brett
cube-conquest-home-rank = Aufbauwürfel kommen an deinen Heimatrand, Reihe { $line }{ $corners ->
        [yes] {" "}(ohne Ecken)
       *[no] {""}
    }
cube-conquest-home-file = Aufbauwürfel kommen an deinen Heimatrand, Linie { $line }{ $corners ->
        [yes] {" "}(ohne Ecken)
       *[no] {""}
    }
cube-conquest-setup-taken = auf { $cell } steht schon ein Würfel: deine beiden Aufbauwürfel kommen auf verschiedene Felder
cube-conquest-pass-not-yet = du darfst nur passen, wenn weder Ziehen, Vorbereiten, Verstärken noch Angreifen möglich ist
cube-conquest-card-values = Karten gehen von 1 bis 6
cube-conquest-move-steps = ein Zug hat 1 bis 6 Schritte
cube-conquest-path-too-long = eine { $card } bewegt einen Würfel höchstens { $card ->
        [one] { $card } Schritt
       *[other] { $card } Schritte
    }, und dieser Weg hat { $steps }
cube-conquest-path-malformed = der Weg ist fehlerhaft
cube-conquest-move-written = dieser Zug wird { $move } geschrieben (Wege mit demselben Ziel, die dieselben verdeckten Plättchen betreten, sind derselbe Zug)
cube-conquest-discard-order = schreibe die niedrigere der beiden abgeworfenen Karten zuerst
cube-conquest-prepare-too-few = Vorbereiten wirft 2 Karten ab, und du hast weniger
cube-conquest-not-two = du hast keine zwei { $card }er auf der Hand
cube-conquest-no-card = du hast keine { $card } ({ $symbol }) auf der Hand
cube-conquest-discard-empty = dein Ablagestapel ist leer: zum Vorbereiten brauchst du dort eine Karte, die du zurücknimmst
cube-conquest-not-in-discard = auf dem Ablagestapel liegt keine { $card } (die genommene Karte muss schon vor dem Vorbereiten dort liegen)
cube-conquest-supply-empty = du hast keinen Würfel mehr im Vorrat
cube-conquest-enemy-there = auf { $cell } steht ein feindlicher Würfel
cube-conquest-already-outpost = { $cell } ist schon ein Außenposten (höchstens zwei Würfel)
cube-conquest-face-down = { $cell } ist verdeckt: ein neuer Würfel kommt nur auf ein aufgedecktes Plättchen
cube-conquest-not-beside = { $cell } liegt nicht (orthogonal) neben einem deiner Würfel
cube-conquest-tile-mismatch = das Plättchen auf { $cell } ist eine { $tile } ({ $tilesymbol }): die Karte muss dazu passen, nicht eine { $card } ({ $cardsymbol })
cube-conquest-not-adjacent = { $to } liegt nicht orthogonal neben { $from }
cube-conquest-off-board-cell = ein Feld außerhalb des Bretts
cube-conquest-no-enemy-on = auf { $cell } steht kein feindlicher Würfel
cube-conquest-attack-needs-card = zum Angreifen brauchst du eine Karte auf der Hand
cube-conquest-already-committed = du hast deine Karte schon gewählt
cube-conquest-not-in-attack = du bist an diesem Angriff nicht beteiligt
cube-conquest-commit-one = wähle eine Karte ('play N'): nur ein angegriffener Außenposten wählt zwei
cube-conquest-commit-two = dein Außenposten wird angegriffen: wähle zwei Karten ('play N M') und entscheide nach dem Aufdecken
cube-conquest-cards-order = schreibe die niedrigere der beiden Karten zuerst
cube-conquest-owner-chooses = nur der Besitzer des Außenpostens wählt
cube-conquest-use-one = du hast { $first } und { $second } gewählt: nimm eine davon
cube-conquest-no-cube-on = du hast keinen Würfel auf { $cell }
cube-conquest-outpost-cannot-move = der Außenposten auf { $cell } kann nicht ziehen
cube-conquest-outpost-cannot-attack = der Außenposten auf { $cell } kann nicht angreifen
cube-conquest-path-off-board = der Weg verlässt das Brett
cube-conquest-path-twice = der Weg betritt { $cell } zweimal: ein Würfel kehrt in einem Zug nie auf ein Feld zurück, auf dem er schon war
cube-conquest-path-enemy = auf { $cell } steht ein feindlicher Würfel: ein Zug darf weder durch ihn hindurch noch auf ihn
cube-conquest-path-end-taken = ein Zug muss auf einem leeren Feld enden, und { $cell } ist nicht leer
cube-conquest-placing = Würfel werden nur während des Aufbaus eingesetzt
cube-conquest-passing = Passen ist eine Aktion im Zug
cube-conquest-moving = Ziehen ist eine Aktion im Zug
cube-conquest-preparing = Vorbereiten ist eine Aktion im Zug
cube-conquest-reinforcing = Verstärken ist eine Aktion im Zug
cube-conquest-attacking = Angreifen ist eine Aktion im Zug
cube-conquest-committing = Karten werden nur bei einem Angriff gewählt
cube-conquest-already-revealed = die Karten sind schon aufgedeckt
cube-conquest-choosing = eine Karte zu wählen gehört zu einem Angriff auf einen Außenposten
cube-conquest-nothing-to-choose = noch gibt es nichts zu wählen
cube-conquest-wait-setup = während des Aufbaus ist die einzige Aktion das Einsetzen eines Würfels; das muss warten ({ $what })
cube-conquest-no-attack-waiting = { $what }: kein Angriff wartet auf Karten
cube-conquest-wait-choice = { $what }: die Karten sind aufgedeckt, und { $seat } muss sagen, welche seiner beiden Karten zählt ('use N')
cube-conquest-wait-cards = { $what }: ein Angriff wartet auf seine geheimen Karten ('play N')

## Chance outcomes that do not fit
cube-conquest-chance-none = Ergebnis { $index } entscheidet kein Zufallsereignis
cube-conquest-chance-impossible = Ergebnis { $index }, { $outcome }, ist hier nicht möglich
cube-conquest-chance-unsettled = { $count } Ergebnisse entscheiden den Anfang nicht
cube-conquest-chance-no-card = es ist keine { $card } mehr zum Ziehen da
cube-conquest-chance-too-few = { $count } Ergebnisse für einen Zug, der mehr Karten zieht
cube-conquest-chance-too-many = { $count } Ergebnisse für einen Zug, der { $used } Karten zieht

## A move in words (words.rs)
cube-conquest-a-card = eine { $value } ({ $symbol })
cube-conquest-card = { $value } ({ $symbol })
cube-conquest-tile = { $value ->
        [1] einen Tropfen (1)
        [2] Hämmer (2)
        [3] Kreise (3)
        [4] Ziegel (4)
        [5] ein Rad (5)
       *[6] einen Pfeil (6)
    }
cube-conquest-tile-on = { $tile } auf { $cell }
cube-conquest-did-place = { $seat } setzt einen Würfel auf { $cell }
cube-conquest-did-place-revealing = { $seat } setzt einen Würfel auf { $cell } und deckt { $tiles } auf
cube-conquest-did-move = { $seat } wirft { $card } ab und zieht einen Würfel { $path }
cube-conquest-did-move-revealing = { $seat } wirft { $card } ab und zieht einen Würfel { $path } und deckt { $tiles } auf
cube-conquest-did-prepare = { $seat } wirft { $first } und { $second } ab und nimmt { $take } vom Ablagestapel zurück
cube-conquest-did-reinforce = { $seat } wirft { $card } ab und setzt einen neuen Würfel auf { $cell }
cube-conquest-did-stack = { $seat } wirft { $card } ab und stapelt einen zweiten Würfel auf { $cell } zu einem Außenposten
cube-conquest-did-attack = der Würfel von { $seat } auf { $from } greift den Würfel von { $defender } auf { $to } an
cube-conquest-did-attack-outpost = der Würfel von { $seat } auf { $from } greift den Außenposten von { $defender } auf { $to } an
cube-conquest-then-alone = { $defender } hat keine Karte, also wählt nur { $seat } geheim eine Karte
cube-conquest-then-each = jede Seite wählt geheim eine Karte
cube-conquest-then-outpost = { $seat } wählt geheim eine Karte und { $defender } zwei
cube-conquest-did-choose = { $seat } wählt geheim { $card }
cube-conquest-did-choose-two = { $seat } wählt geheim { $first } und { $second }
cube-conquest-did-choose-secret = { $seat } hat eine Karte gewählt
cube-conquest-did-choose-two-secret = { $seat } hat zwei Karten gewählt
cube-conquest-did-use = { $seat } lässt seine { $card } zählen
cube-conquest-did-pass = { $seat } kann nichts tun und passt
cube-conquest-colon = { $first }: { $second }
cube-conquest-revealed-outpost = die Karten werden aufgedeckt: { $attacker } spielt { $card }, { $defender } { $first } und { $second }; { $defender } wählt, welche zählt
cube-conquest-battle-revealed = die Karten werden aufgedeckt: { $seat } mit { $card }
cube-conquest-battle-card = { $seat } mit { $card }
cube-conquest-battle-no-card = { $seat } ohne Karte
cube-conquest-bonus-tile = { $defence } +1 für das passende Plättchen
cube-conquest-bonus-outpost = { $defence } +1 für den Außenposten
cube-conquest-bonus-total = { $defence } = { $value }
cube-conquest-battle-against = { $lead } gegen { $defence }
cube-conquest-lost-cube = der Würfel von { $defender } auf { $cell } wird zerstört, und { $attacker } erhält 1 SP
cube-conquest-lost-outpost = der Außenposten von { $defender } auf { $cell } wird zerstört, und { $attacker } erhält 1 SP
cube-conquest-lost-attacker = der Würfel von { $attacker } auf { $cell } wird zerstört, und { $defender } erhält 1 SP
cube-conquest-takes-back = { $result }; { $defender } nimmt die andere Karte, { $card }, zurück auf die Hand
cube-conquest-over-because = die Partie ist vorbei: { $outcome }

## Why the game ended (lib.rs)
cube-conquest-won-vp = { $vp } SP
cube-conquest-no-cubes = { $count ->
        [one] { $seats } hat keine Würfel auf dem Brett
       *[other] { $seats } haben keine Würfel auf dem Brett
    }
cube-conquest-cap-most = { $cap ->
        [one] { $cap } Aktion gespielt, die meisten SP
       *[other] { $cap } Aktionen gespielt, die meisten SP
    }
cube-conquest-cap-tied = { $cap ->
        [one] { $cap } Aktion gespielt, gleichauf mit den meisten SP
       *[other] { $cap } Aktionen gespielt, gleichauf mit den meisten SP
    }

## What the notation expects (notation errors)
cube-conquest-expected-action = eine Aktion: place a1 | move 4 b2-b3-c3 | prep 1 3 take 5 | reinforce 3 c4 | attack b2 b3 | play 5 | play 2 5 | use 5 | pass
cube-conquest-expected-place = place und ein Feld, z. B. 'place a1'
cube-conquest-expected-prep = prep, zwei abzuwerfende Karten und die zurückzunehmende Karte, z. B. 'prep 1 3 take 5'
cube-conquest-expected-reinforce = reinforce, eine Karte und ein Feld, z. B. 'reinforce 3 c4' oder 'r3 c4'
cube-conquest-expected-attack = attack, das Feld deines Würfels und das des Gegners, z. B. 'attack b2 b3'
cube-conquest-expected-play = play und eine Karte ('play 5'), oder zwei für einen Außenposten ('play 2 5')
cube-conquest-expected-use = use und eine deiner beiden gewählten Karten, z. B. 'use 5'
cube-conquest-expected-pass = nur 'pass'
cube-conquest-expected-move = move, eine Karte und die Felder des Wegs von Anfang bis Ende, z. B. 'move 4 b2-b3-c3'
cube-conquest-expected-short-path = ein Weg von höchstens 6 Schritten (eine Karte ist höchstens 6 wert)
cube-conquest-expected-adjacent = { $first } und { $second } liegen nicht orthogonal nebeneinander: nenne jedes Feld des Wegs
cube-conquest-expected-card = '{ $word }' ist keine Karte: schreibe 1..6 oder drop, hammers, circles, bricks, wheel, arrow
cube-conquest-expected-cell = '{ $word }' ist kein Feld dieses Bretts: Linien a..{ $file }, Reihen 1..{ $size }

## The picture (picture/*.rs)
cube-conquest-pic-board = Brett von Cube Conquest: { $status }
cube-conquest-pic-panel-status = Wer am Zug ist
cube-conquest-pic-panel-hand = Deine Hand
cube-conquest-pic-panel-attack = Der laufende Angriff
cube-conquest-pic-panel-last-attack = Der letzte Angriff
cube-conquest-pic-panel-scores = SP, Hand und Würfel jedes Spielers
cube-conquest-pic-panel-piles = Stapel und Ablagestapel
cube-conquest-pic-cell-up = { $cell }: { $value } { $symbol }
cube-conquest-pic-cell-down = { $cell }: verdeckt
cube-conquest-pic-cell-unit = { $cell }, { $unit }
cube-conquest-pic-cube = Würfel von { $seat }
cube-conquest-pic-outpost = Außenposten von { $seat }
cube-conquest-pic-status-setup = Aufbau: { $seat } setzt Würfel { $n } von 2 an den Heimatrand
cube-conquest-pic-status-turn = { $seat } ist dran: ziehen, vorbereiten, verstärken oder angreifen
cube-conquest-pic-status-choose = { $seat } wählt, welche Karte des Außenpostens zählt
cube-conquest-pic-status-attack = { $attacker } greift { $defender } an: beide wählen geheim eine Karte
cube-conquest-pic-status-over = Partie vorbei: { $ending }
cube-conquest-pic-end-points = { $seat } hat { $vp } SP erreicht und gewinnt
cube-conquest-pic-end-no-cubes = { $losers } { $lost ->
        [one] hat keinen Würfel mehr und verliert
       *[other] haben keinen Würfel mehr und verlieren
    }; { $winners } { $won ->
        [one] gewinnt
       *[other] gewinnen
    }
cube-conquest-pic-end-cap = Aktionsgrenze erreicht; { $seats } { $count ->
        [one] gewinnt
       *[other] spielen remis
    } mit { $vp } SP
cube-conquest-pic-action-count = Aktion { $n } von höchstens { $cap } · { $vp } SP gewinnen
cube-conquest-pic-pass-label = Passen (nur wenn nichts anderes möglich ist)
cube-conquest-pic-pass = Passen
cube-conquest-pic-hand = Deine Hand ({ $seat }): { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }
cube-conquest-pic-your-card = Deine Karte { $card }
cube-conquest-pic-attack = Angriff: { $attack }
cube-conquest-pic-card-chosen = Karte gewählt
cube-conquest-pic-choosing = wählt
cube-conquest-pic-no-card-to-play = keine Karte zum Spielen
cube-conquest-pic-side = { $seat }: { $state }
cube-conquest-pic-side-outpost = { $seat }: { $state } (Außenposten: 2 Karten, +1)
cube-conquest-pic-revealed = Aufgedeckt:
cube-conquest-pic-against = gegen
cube-conquest-pic-make-count = Karte { $card } von { $seat }: zählen lassen
cube-conquest-pic-you-chose = Du hast gewählt:
cube-conquest-pic-last-attack = Letzter Angriff: { $attack }
cube-conquest-pic-attacker-sum = { $seat }: Karte { $card } = { $value }
cube-conquest-pic-defence-card = { $seat }: Karte { $card }
cube-conquest-pic-defence-no-card = { $seat }: keine Karte 0
cube-conquest-pic-defence-sum = { $defence } + Plättchen { $tile } = { $value }
cube-conquest-pic-defence-sum-outpost = { $defence } + Plättchen { $tile } + Außenposten 1 = { $value }
cube-conquest-pic-also-showed = { $seat } zeigte auch { $card }
cube-conquest-pic-won = { $seat } hat gewonnen und erhält 1 SP
cube-conquest-pic-known = hält bekanntlich: { $cards }
cube-conquest-pic-col-player = Spieler
cube-conquest-pic-col-vp = SP
cube-conquest-pic-col-hand = Hand
cube-conquest-pic-col-supply = Vorrat
cube-conquest-pic-col-lost = verloren
cube-conquest-pic-you = { $seat } (du)
cube-conquest-pic-shared-deck = Gemeinsamer Stapel
cube-conquest-pic-deck-of = Stapel von { $seat }
cube-conquest-pic-pile = { $deck }: { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } · Ablagestapel: { $discard }
cube-conquest-pic-take-back = Eine { $card } von deinem Ablagestapel zurücknehmen
cube-conquest-pic-empty = (leer)

## The board drawn for a terminal (render.rs)
cube-conquest-render-seen-by = Cube Conquest, gesehen von { $seat }
cube-conquest-render-seen-by-spectator = Cube Conquest, gesehen von einem Zuschauer
cube-conquest-render-name = { $seat } (Spieler { $player })
cube-conquest-render-none = keine
cube-conquest-render-seat = { $seat }: { $vp } SP, { $supply ->
        [one] { $supply } Würfel
       *[other] { $supply } Würfel
    } im Vorrat, { $hand ->
        [one] { $hand } Karte
       *[other] { $hand } Karten
    } auf der Hand
cube-conquest-render-destroyed = { $line }, { $lost } zerstört
cube-conquest-render-known = { $line }, hält bekanntlich { $cards }
cube-conquest-render-pile = { $deck }: { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }; Ablagestapel: { $discard }
cube-conquest-render-hand = Deine Hand: { $cards }
cube-conquest-render-hand-empty = Deine Hand: leer
cube-conquest-render-setup = Aufbau: { $seat } setzt Würfel { $n } von 2 an den eigenen Heimatrand
cube-conquest-render-turn = { $seat } ist dran ({ $actions ->
        [one] { $actions } Aktion gespielt
       *[other] { $actions } Aktionen gespielt
    }, Grenze { $cap })
cube-conquest-render-turn-kinds = { $seat } ist dran: { $kinds } ({ $actions ->
        [one] { $actions } Aktion gespielt
       *[other] { $actions } Aktionen gespielt
    }, Grenze { $cap })
cube-conquest-render-kind-move = ziehen
cube-conquest-render-kind-prep = vorbereiten
cube-conquest-render-kind-reinforce = verstärken
cube-conquest-render-kind-attack = angreifen
cube-conquest-render-kind-pass = passen (nichts anderes ist möglich)
cube-conquest-render-or = { $first } oder { $last }
cube-conquest-render-over = Partie vorbei: { $outcome }
cube-conquest-render-attack = { $attacker } greift { $defender } von { $from } aus auf { $to } an.
cube-conquest-render-attack-outpost = { $attacker } greift { $defender } von { $from } aus auf { $to } an (ein Außenposten: +1, zwei Karten).
cube-conquest-render-attack-state = { $attacker } { $astate }; { $defender } { $dstate }
cube-conquest-render-committed = hat gewählt
cube-conquest-render-choosing = wählt noch
cube-conquest-render-no-card-to-commit = hat keine Karte zum Wählen
cube-conquest-render-you-committed = { $line } (du hast { $cards } gewählt)
cube-conquest-render-revealed = Aufgedeckt: die { $card } des Angreifers gegen { $first } und { $second }; { $defender } wählt, welche zählt
cube-conquest-render-tiles = Plättchen
cube-conquest-render-cubes = Würfel
cube-conquest-render-face-down = verdeckt
cube-conquest-render-outpost-example = { $example } = ein Außenposten von { $seat } (zwei Würfel)
cube-conquest-render-last = Letzter Angriff: { $attacker } von { $from } auf { $to }; { $winner } hat gewonnen
cube-conquest-render-last-outpost = Letzter Angriff: { $attacker } von { $from } auf den Außenposten auf { $to }; { $winner } hat gewonnen
cube-conquest-render-tie = { $line }, bei Gleichstand gewinnt der Angreifer
cube-conquest-render-attacking = { $seat } greift an: { $card } + Plättchen 0 + Außenposten 0 = { $value }
cube-conquest-render-defending = { $seat } verteidigt: { $defence } + Plättchen { $tile } + Außenposten { $outpost } = { $value }
cube-conquest-render-defending-match = { $seat } verteidigt: { $defence } + Plättchen { $tile } ({ $symbol } passt zum Plättchen) + Außenposten { $outpost } = { $value }
cube-conquest-render-no-card = keine Karte
cube-conquest-render-card = Karte { $value } ({ $symbol })
cube-conquest-render-of-two = { $defence }, aus zwei gewählten { $card }ern
cube-conquest-render-of-pair = { $defence }, aus { $first } und { $second } gewählt
## Options: their labels and help in the setup form, and why options are refused
cube-conquest-option-size-label = Brettgröße
cube-conquest-option-size = Seitenlänge des quadratischen Bretts aus verdeckten Plättchen (size² der 36 Plättchen werden verwendet)
cube-conquest-option-players-label = Spieler
cube-conquest-option-players = Anzahl der Spieler
cube-conquest-option-decks-label = Stapel
cube-conquest-option-decks = own = ein Nachzieh- und ein Ablagestapel pro Spieler; shared = ein Stapel aus 3 Farben (54 Karten) für alle; auto = own bei 2 Spielern, shared bei 3-4
cube-conquest-option-decks-auto = Eigene bei 2 Spielern, gemeinsam bei 3–4
cube-conquest-option-decks-own = Einer pro Spieler
cube-conquest-option-decks-shared = Ein gemeinsamer Stapel
cube-conquest-option-copies-label = Exemplare jedes Symbols
cube-conquest-option-copies = Exemplare jedes Symbols im Stapel einer Farbe: 3 ergibt den Stapel mit 18 Karten
cube-conquest-option-cubes-label = Würfel pro Spieler
cube-conquest-option-cubes = Würfel, die jeder Spieler besitzt, die 2 Aufbauwürfel eingeschlossen
cube-conquest-option-cap = die Partie endet nach so vielen Aktionen: mehr SP gewinnt, gleich viele SP sind unentschieden
cube-conquest-option-destroyed-label = Zerstörte Würfel
cube-conquest-option-destroyed = ein zerstörter Würfel geht zurück in den Vorrat seines Besitzers oder wird aus dem Spiel genommen
cube-conquest-option-destroyed-supply = Zurück in den Vorrat des Besitzers
cube-conquest-option-destroyed-removed = Aus dem Spiel genommen
cube-conquest-option-first = wer zuerst setzt und spielt (Standard: aus dem Startwert ausgelost)
cube-conquest-option-players-range = es müssen 2 bis 4 Spieler sein
cube-conquest-option-size-too-small = ein Brett der Größe { $size } hat keinen Platz für { $players } Heimatränder: verwende size=4 oder mehr
cube-conquest-option-counts = copies muss 1 bis 6 sein, cubes mindestens 2, cap mindestens 20
cube-conquest-option-first-absent = first={ $first }, aber es gibt nur { $players } Spieler

## A saved state (JSON) that cannot be read back; its field names (tiles, face_up,
## units …) are written as the state writes them; cells are numbered from 0
cube-conquest-state-json = kein gespeicherter Zustand: { $why }
cube-conquest-state-game = das ist ein Zustand von '{ $game }', nicht von cube-conquest
cube-conquest-state-format = das Format { $format } wird nicht unterstützt (diese Version liest Format { $reads })
cube-conquest-state-options = Optionen: { $why }
cube-conquest-state-length = { $field }: { $got } Einträge, erwartet { $want }
cube-conquest-state-option = { $why }
cube-conquest-state-seats = der Startspieler oder der Spieler am Zug ist kein Platz der Partie
cube-conquest-state-tile = das Plättchen { $tile } auf Feld { $cell } ist kein Symbol von 1 bis 6
cube-conquest-state-symbols = mehr als 6 Plättchen mit demselben Symbol auf dem Brett
cube-conquest-state-face-up = eine Aufgedeckt-Markierung außerhalb des Bretts
cube-conquest-state-unit = Feld { $cell } enthält eine fehlerhafte Einheit { $unit }
cube-conquest-state-face-down = ein Würfel steht auf dem verdeckten Plättchen von Feld { $cell }
cube-conquest-state-cubes = Spieler { $player } hat { $total } Würfel auf dem Brett, im Vorrat und verloren, nicht { $cubes }
cube-conquest-state-lost = es gibt verlorene Würfel, obwohl zerstörte Würfel in den Vorrat zurückkehren
cube-conquest-state-hand = Spieler { $player } hat mehr als 4 Karten auf der Hand
cube-conquest-state-committed = eine gewählte Karte hat keinen Wert von 1 bis 6
cube-conquest-state-pile = Stapel { $pile } enthält nicht genau { $copies } Karten jedes Symbols (Nachziehstapel, Ablagestapel, Hände und gewählte Karten zusammen)
cube-conquest-state-known = von Spieler { $player } ist bekannt, dass er Karten hält, die er nicht hat
cube-conquest-state-unused = Daten für Plätze, die nicht mitspielen
cube-conquest-state-cap-reached = die Aktionsgrenze ist erreicht, aber die Partie geht weiter
cube-conquest-state-won-on = ein Spieler hat 10 SP, aber die Partie geht weiter
cube-conquest-state-no-cubes-on = ein Spieler hat keine Würfel auf dem Brett, aber die Partie geht weiter
cube-conquest-state-winner = der Sieger nach Punkten hat weniger als 10 SP
cube-conquest-state-no-cubes-end = die Spieler, die angeblich keine Würfel haben, haben doch welche
cube-conquest-state-cap-early = die Partie endete durch die Aktionsgrenze, bevor sie erreicht war
cube-conquest-state-placed = im Aufbau setzt ein Spieler 0 oder 1 Würfel vor dem nächsten
cube-conquest-state-setup-order = die Aufbauwürfel passen nicht zur Aufbaureihenfolge
cube-conquest-state-home-edge = ein Aufbauwürfel steht nicht an seinem Heimatrand
cube-conquest-state-setup-cards = Karten oder Punkte während des Aufbaus
cube-conquest-state-attack = der laufende Angriff ist widersprüchlich
cube-conquest-state-defender = der Verteidiger hat zu wenige Karten zum Wählen
cube-conquest-state-last-battle = die letzte Schlacht ist fehlerhaft

## The game in one line (game lists)
cube-conquest-about = Verteile Würfel über verdeckte Plättchen und kämpfe mit geheim gewählten Karten; 10 SP gewinnen.
