# Review: machine-drafted, awaiting a native speaker's review

# Reasons still written in English by the rules (check.rs); each gets a message of
# its own as the game's words move here.
cube-conquest-reason = { $why }

## Seats
cube-conquest-red = Rot
cube-conquest-blue = Blau
cube-conquest-green = Grün
cube-conquest-yellow = Gelb

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
