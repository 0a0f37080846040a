# Review: machine-drafted, awaiting a native speaker's review
# Die Wörter des Terminals für Spieler. Die Befehle zum Eintippen (`moves`, `help`,
# `quit`, `next` …) bleiben in jeder Sprache, wie sie sind.

## cubist games, cubist rules

cli-games-option-line = {"    "}{ $key } { $values } Standard { $default } { $help }
cli-games-how-to-set = Optionen setzt du mit --option schlüssel=wert (zum Beispiel cubist play squadro --option first=light).
cli-rules-options = OPTIONEN
cli-rules-option-line = {"  "}{ $key }={ $values }  (Standard { $default }): { $help }

## cubist play: Beginnen und Fortsetzen

cli-play-which-game = welches Spiel? zum Beispiel `cubist play squadro` (siehe `cubist games`)
cli-seat-out-of-range = --seat { $seat }: Dieses Spiel hat die Plätze 1 bis { $seats }
cli-play-start-secret = { $title }: Der Startwert bleibt bis zum Ende der Partie geheim. Tippe `help` für die Befehle.
cli-play-start-seed = { $title }: Startwert { $seed }. Tippe `help` für die Befehle.
cli-play-clock = Uhr: { $control } für jeden Spieler; die Uhren laufen ab dem ersten Zug.
cli-play-finished-save = { $path } ist eine beendete Partie: Mit `cubist replay` kannst du sie ansehen
cli-play-resumed = { $title }: fortgesetzt aus { $path } nach { $actions ->
    [one] { $actions } Aktion.
   *[other] { $actions } Aktionen.
}

## cubist play: an der Eingabe

cli-play-pass-screen = Gib den Bildschirm an { $seat } weiter. Drücke Enter, wenn nur { $seat } hinschaut.
cli-play-accept-draw = { $seat }, nimmst du das Remis an? (ja/nein)
# Antworten, die neben „yes“ und „y“ als „ja“ auf ein Remisangebot gelten, durch Kommas getrennt.
cli-play-yes-answers = ja, j
cli-play-offer-stands = Das Angebot gilt, bis { $seat } zieht.
cli-play-advisor = der Ratgeber
cli-play-thinking = { $seat } denkt nach…
cli-play-hint = Tipp: { $action }
cli-play-hint-exact = Tipp: { $action } ({ $verdict }, laut den Endspieltabellen)
cli-play-took-back = { $actions ->
    [one] { $actions } Aktion zurückgenommen.
   *[other] { $actions } Aktionen zurückgenommen.
}
cli-play-refused = { $reason }. Tippe `moves` für die legalen Züge, `help` für die Befehle.
cli-play-no-move-contains = Kein legaler Zug enthält „{ $text }“.
cli-play-legal-moves = Legale Züge ({ $count }): { $moves }
cli-play-saved = Gespeichert in { $path }. Fortsetzen mit: cubist play --resume { $path }

## cubist play: Hilfe

cli-help-intro = Tippe einen Zug in der Notation des Spiels (zum Beispiel: { $example }) oder einen dieser Befehle:
cli-help-moves = {"  "}moves [TEXT] listet deine legalen Züge (nur die, die TEXT enthalten)
cli-help-board = {"  "}board        zeigt das Brett noch einmal
cli-help-hint = {"  "}hint         fragt den Computer nach einem Tipp
cli-help-undo = {"  "}undo         nimmt deinen letzten Zug zurück (und die Antworten des Computers)
cli-help-resign = {"  "}resign       gibt die Partie auf
cli-help-draw = {"  "}draw         bietet Remis an (der andere Spieler antwortet sofort)
cli-help-save = {"  "}save [DATEI]  speichert die Partie (Standard { $path })
cli-help-rules = {"  "}rules        zeigt die Regeln
cli-help-quit = {"  "}quit         speichert und beendet
cli-help-analyse = {"  "}analyse [STUFE]  nach dem Ende der Partie: sie durchgehen, jede Aktion bewertet (Stufe { $level })

## cubist play: das Ende

cli-play-after-game = Tippe `analyse`, um die Partie mit jeder Aktion bewertet durchzugehen, oder `quit`.
cli-play-game-over-commands = Die Partie ist vorbei: `analyse [STUFE]` geht sie durch (Stufe { $level }, wenn keine genannt ist), `quit` beendet.
cli-play-quit-saved = Partie gespeichert in { $path }. Fortsetzen mit: cubist play --resume { $path }
cli-play-result-scores = { $result }. Punkte: { $scores }
cli-play-seed-was = Der Startwert war { $seed }.
cli-play-record-saved = Aufzeichnung gespeichert in { $path }. Ansehen mit: cubist replay { $path }

## Die Uhren

cli-clock-out-of-time = { $seat } Zeit abgelaufen

## cubist replay

cli-replay-heading = { $title } — Startwert { $seed }, Plätze: { $seats }
cli-replay-clock = Uhr: { $control } für jeden Spieler.
cli-replay-start = Anfang
cli-replay-time-left = ({ $time } übrig)
cli-replay-plays = { $seat } spielt { $action }
cli-replay-unfinished = (die Partie wurde nicht beendet)

## cubist review, und die Analyse nach einer Partie

cli-review-heading = Analyse einer Partie { $game } auf Stufe { $level } (Startwert { $seed }); die Werte sind { $measure } des Ziehenden, jeder Zug bewertet nach dem, was sein Platz wusste.
# Was die Werte einer Analyse messen: mit zwei Plätzen und mit mehr.
cli-review-measure-two = die Gewinnwahrscheinlichkeit
cli-review-measure-more = die erwartete Punktzahl
cli-review-seat = { $seat } { $name }{ $player }: { $inaccuracies } Ungenauigkeiten, { $mistakes } Fehler, { $blunders } grobe Fehler in { $actions } Aktionen; { $accuracy }
cli-review-accuracy = Genauigkeit { $percent } %
cli-review-no-accuracy = keine Aktion bewertet
cli-review-forced = (erzwungen)
# Die Markierung eines Zugs; `mark` ist der englische Name, den die Analyse ihm gibt.
cli-review-mark = { $mark ->
    [inaccuracy] Ungenauigkeit
    [mistake] Fehler
   *[blunder] grober Fehler
}
cli-review-better = besser { $action } { $expected }
cli-review-best = am besten { $action } { $expected }{ $exact }
cli-analyse-bad-level = Stufe { $level }: { $reason }.
cli-analyse-cannot = Die Partie kann nicht analysiert werden: { $reason }.
cli-analyse-nothing = Es wurde keine Aktion gespielt: Es gibt nichts zu analysieren.
cli-analyse-intro = Analyse auf Stufe { $level }: `next`, `prev`, `goto N`, `first`, `last`, `quit` (`help` sagt mehr).
cli-analyse-start = Der Anfang, vor jeder Aktion.
cli-analyse-unknown = { $why } Tippe `help` für die Befehle.
cli-analyse-at-last = Das war die letzte Aktion: `prev` oder `first` gehen zurück.
cli-analyse-at-start = Das ist der Anfang: `next` geht vorwärts.
cli-analyse-no-such-action = `goto { $n }`: Die Partie hat die Aktionen 1 bis { $last } (0 ist der Anfang).
cli-analyse-not-a-command = `{ $text }` ist hier kein Befehl.
cli-analyse-help-intro = Geh { $actions ->
    [one] die einzige Aktion der Partie durch, bewertet
   *[other] die { $actions } Aktionen der Partie durch, jede bewertet
}, wie `cubist review` sie bewertet:
cli-analyse-help-next = {"  "}next, n (oder Enter)  die nächste Aktion
cli-analyse-help-prev = {"  "}prev, p             die Aktion davor
cli-analyse-help-goto = {"  "}goto N              Aktion N (0: der Anfang)
cli-analyse-help-ends = {"  "}first, last, start  die erste Aktion, die letzte, der Anfang
cli-analyse-help-quit = {"  "}quit                beenden
cli-analyse-help-marks = Markierungen: ?! Ungenauigkeit, ? Fehler, ?? grober Fehler; die Werte sind das erwartete Ergebnis des Ziehenden vorher → nachher, exakt, wo bekannt (Sieg in 9 → Niederlage in 14).
