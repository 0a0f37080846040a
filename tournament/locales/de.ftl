# Review: machine-drafted, awaiting a native speaker's review
# Why a schedule, a pairing, standings or a TRF file could not be made.

## Round robin
tournament-round-robin-too-few = ein Rundenturnier braucht mindestens 2 Spieler, nicht { $players }
tournament-round-robin-too-many = ein Rundenturnier fasst höchstens { $most } Spieler, nicht { $players }

## Arena
tournament-arena-waiting-twice = Spieler { $player } wartet doppelt

## Swiss
tournament-swiss-listed-twice = Spieler { $player } steht doppelt in der Liste
tournament-swiss-no-such-round = Runde { $round } ist keine Runde eines Turniers mit { $rounds } Runden
tournament-swiss-history-too-long = Spieler { $player } hat vor Runde { $round } bereits einen Verlauf von { $len } Runden
tournament-swiss-too-many = höchstens { $most } Spieler können gepaart werden, nicht { $players }
tournament-swiss-no-pairing = keine Paarung dieser Runde erfüllt die absoluten Kriterien
tournament-swiss-too-complex = keine Paarung unter { $limit } Kandidaten gefunden

## Tables of three to six
tournament-table-bad-size = an einem Tisch sitzen { $min } bis { $max } Spieler, nicht { $size }
tournament-table-listed-twice = Spieler { $player } steht doppelt in der Liste
tournament-table-too-few = { $players } Spieler füllen keinen Tisch für { $size }
tournament-table-bad-places = die Plätze { $places } sind nicht die Endplätze eines einzigen Tisches

## Standings
tournament-standings-listed-twice = Spieler { $player } steht doppelt in der Liste
tournament-standings-unknown-opponent = Spieler { $player } trifft auf { $opponent }, der nicht in der Liste steht
tournament-standings-bad-points = Spieler { $player } erzielt { $points } halbe Punkte in einer Runde; höchstens 2

## TRF files
tournament-trf-bad-number = Zeile { $line }: { $field } ist keine Zahl: { $text }
tournament-trf-bad-code = Zeile { $line }: { $field } { $found } ist keiner von { $expected }
tournament-trf-round-columns = Zeile { $line }: Runde { $round } liegt außerhalb ihrer Spalten
tournament-trf-start-rank-twice = Zeile { $line }: Startnummer { $rank } kommt doppelt vor
tournament-trf-unknown-opponent = Spieler { $rank } trifft in Runde { $round } auf { $opponent }, der nicht in der Datei steht
tournament-trf-player-count = Zeile { $line }: die Datei nennt { $declared } Spieler, führt aber { $found } auf
tournament-trf-line-break = { $field } { $text } würde seine Zeile umbrechen
tournament-trf-too-wide = { $field } { $text } passt nicht in { $width } Spalten

## The TRF fields the messages above name
tournament-trf-field-number-of-players = Anzahl der Spieler
tournament-trf-field-number-of-rounds = Anzahl der Runden
tournament-trf-field-start-rank = Startnummer
tournament-trf-field-sex = Geschlecht
tournament-trf-field-title = Titel
tournament-trf-field-name = Name
tournament-trf-field-rating = Elo-Zahl
tournament-trf-field-federation = Verband
tournament-trf-field-fide-id = FIDE-ID
tournament-trf-field-birth-date = Geburtsdatum
tournament-trf-field-points = Punkte
tournament-trf-field-rank = Rang
tournament-trf-field-opponent = Gegner
tournament-trf-field-colour = Farbe
tournament-trf-field-result = Ergebnis
tournament-trf-field-line = Zeile
tournament-trf-field-code = Code
