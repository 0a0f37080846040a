# Review: machine-drafted, awaiting a native speaker's review

## Seat events
session-resigned = { $who } hat aufgegeben
session-offered-draw = { $who } hat Remis angeboten
session-accepted-draw = { $who } hat das Remis angenommen
session-declined-draw = { $who } hat das Remis abgelehnt
session-left = { $who } hat die Partie verlassen
session-claimed-draw = { $by } hat Remis beansprucht: { $who } war abwesend
session-claimed-seat = { $by } hat den Platz von { $who } beansprucht: { $who } war abwesend
session-stand-in = ab hier spielt der Computer ({ $agent }) für { $who }
session-out = { $who } ist aus der Partie
session-returned = { $who } ist zurück und spielt weiter
session-timeout = { $who } hat die Zeit überschritten
session-aborted = { $who } hat die Partie abgebrochen
session-aborted-late = die Partie wurde abgebrochen: { $who } hat den ersten Zug nicht rechtzeitig gemacht

## The result of an aborted match
session-game-aborted = Partie abgebrochen von { $who }
session-game-aborted-late = Partie abgebrochen: { $who } hat den ersten Zug nicht rechtzeitig gemacht

## Why a match ended, when its players ended it
session-reason-resigned = { $who } hat aufgegeben
session-reason-draw-agreed = Remis vereinbart
session-reason-away = { $who } war abwesend
session-reason-timeout = { $who } hat die Zeit überschritten
session-reason-others-gone = alle anderen Spieler haben aufgegeben oder die Partie verlassen
session-reason-nobody-left = kein Spieler ist mehr in der Partie
session-reason-aborted = abgebrochen von { $who }
session-reason-aborted-late = abgebrochen: { $who } hat den ersten Zug nicht rechtzeitig gemacht

## A request refused: nothing changed
session-stale = die Partie ist weitergegangen: du hast { $seen } Aktionen gesehen, aber { $now } wurden gespielt
session-no-player = es gibt keinen Spieler { $seat }
session-game-over = die Partie ist vorbei
session-you-gone = du spielst in dieser Partie nicht mehr mit
session-computer-seat = Spieler { $seat } wird vom Computer gespielt
session-hint-turn = einen Tipp gibt es nur, wenn du am Zug bist
session-nothing-to-undo = nichts zurückzunehmen
session-no-abort = die Partie kann nicht mehr abgebrochen werden: jeder Spieler hat seinen ersten Zug gemacht
session-offer-stands = dein Remisangebot steht
session-draw-offered = dir wird Remis angeboten: nimm es an
session-no-draw-offered = dir wird kein Remis angeboten
session-leave-few = Verlassen gibt es nur in Partien mit drei oder mehr Spielern: gib stattdessen auf
session-claim-wait = ein Platz kann beansprucht werden, wenn sein Spieler { $away } s weg ist: noch { $left } s
session-all-here = alle anderen Spieler sind da
session-not-alone = { $what ->
    [hint] Tipps gibt es
   *[undo] Zurücknehmen gibt es
} nur in einer Partie gegen den Computer: hier spielen andere Menschen
session-draw-two = ein vereinbartes Remis gibt es nur in Partien mit zwei Spielern
session-computer-draw = der Computer nimmt kein Remis an: spiel weiter oder gib auf
session-claim-draw-two = ein Remis kann nur in einer Partie mit zwei Spielern beansprucht werden

## An action or a take-back refused, or a match that cannot go on
session-seat-gone = Spieler { $seat } spielt in dieser Partie nicht mehr mit
session-out-of-time = die Zeit von Spieler { $seat } ist abgelaufen
session-undo-secret = Zurücknehmen ist in einem Spiel mit verdeckter Information oder Zufall aus: ein Nachspielen mit demselben Startwert würde dieselben Karten noch einmal geben und zeigen, was kommt
session-undo-other-moved = ein anderer Spieler hat inzwischen gezogen: Zurücknehmen nimmt nur deinen eigenen letzten Zug und die Antworten des Computers zurück
session-seat-count = die Partie hat { $expected } Plätze, aber { $found } Spieler wurden angegeben
session-not-computer = Spieler { $seat } wird nicht vom Computer gespielt
session-not-to-move = Spieler { $seat } kann jetzt nicht handeln
session-computer-refused = der Computer hat eine Aktion gewählt, die das Spiel ablehnt: { $reason }
session-thread-failed = der Thread des Computerspielers ist ausgefallen
session-record-secret = die Aufzeichnung eines Spiels mit verdeckter Information oder Zufall wird erst nach dem Ende der Partie gezeigt
session-no-such-ply = die Aufzeichnung hat { $actions } Aktionen: nach { $asked } gibt es keine Stellung
session-no-seat-out = in { $game } kann kein Platz aus der Partie ausscheiden: für einen Spieler, der geht, muss der Computer spielen
session-clock-after-start = die Bedenkzeit wird vor der ersten Aktion gewählt

## Puzzles: an attempt judged
session-puzzle-bad-move = Zug { $index } ({ $action }): { $why }
session-puzzle-no-moves = Züge: schick mindestens einen Zug
session-puzzle-too-many = Züge: { $why ->
    [failed] der Versuch ist an diesem Zug gescheitert
    [solved] die Aufgabe wurde mit diesem Zug gelöst
   *[unsolvable] die Lösung hat hier keinen Zug
} (Zug { $index }); schick danach keine Züge mehr
session-puzzle-refuted = Nach { $action } spielt { $who } { $reply } und gewinnt: { $text }.
session-puzzle-lets-go = { $action } verspielt { $goal ->
    [draw] das Remis
   *[win] den Sieg
}: nur mit { $best } geht es weiter ({ $best_text }). Die Lösung: { $solution }.
session-puzzle-lets-go-end = { $action } verspielt { $goal ->
    [draw] das Remis
   *[win] den Sieg
}: nur mit { $best } geht es weiter ({ $best_text }). Die Lösung: { $solution }, danach { $end }.
session-puzzle-ends = die Partie endet ({ $reason })
session-puzzle-ends-won = { $who } gewinnt ({ $reason })
session-puzzle-ends-shared = { $who } teilen sich den Sieg ({ $reason })
session-puzzle-and = { $first } und { $last }

## The analysis board: a line that cannot be analysed
session-game-says = { $words }
session-analysis-unknown-game = unbekanntes Spiel „{ $game }“
session-analysis-options = Optionen: { $why }
session-analysis-options-and-position = schick die Optionen oder eine Stellung, nicht beides: eine Stellung bringt ihre eigenen Optionen mit
session-analysis-position = Stellung: { $why }
session-analysis-move = Zug { $number } „{ $action }“: { $why }
session-analysis-move-long = länger, als ein Zug sein kann
session-analysis-over = die Partie ist schon vorbei
session-analysis-too-long = Züge: höchstens { $max } Züge
session-analysis-engine = die Engine kann diese Stellung nicht analysieren: { $why }

## A review that cannot be made
session-review-unknown-game = unbekanntes Spiel „{ $game }“
session-review-options = die Optionen der Aufzeichnung werden abgelehnt: { $why }
session-review-action = Aktion { $number } kann nicht gelesen werden: { $why }
session-review-unfinished = die Partie ist nicht beendet: nur eine beendete Partie wird ausgewertet
session-review-level = die Stufe kann diese Partie nicht auswerten: { $why }
session-review-tables = die Endspieltabellen werden abgelehnt: { $why }
session-review-stopped = die Auswertung wurde angehalten

## Lessons
session-no-lesson = { $game } hat noch keine Lektion
session-no-lesson-step = die Lektion von { $game } hat keinen Schritt { $index } (ihre Schritte gehen von 0 bis { $last })

## Saved games
session-save-sealed = diese Partie läuft noch und ihr Spielstand ist versiegelt: setze sie mit `cubist play --resume` fort; ihre Aufzeichnung öffnet sich, wenn sie endet
session-save-no-game = { $file } hat keine Partie Nummer { $number }
session-key-file-unusable = die Schlüsseldatei { $path } kann nicht verwendet werden: { $error }
session-key-file-damaged = die Schlüsseldatei { $path } ist beschädigt
session-seal-unopened = der versiegelte Startwert ist beschädigt oder wurde mit dem Schlüssel eines anderen Benutzers versiegelt
