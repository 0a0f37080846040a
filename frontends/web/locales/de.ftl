# Review: machine-drafted, awaiting a native speaker's review
# The web client's words (frontends/web), from en.ftl.

## page
page-loading = Wird geladen…
page-not-found = Diese Seite gibt es nicht
page-start-a-game = Eine Partie beginnen
nav-label = Website
nav-play = Spielen
nav-my-games = Meine Partien
nav-learn = Lernen
nav-puzzles = Aufgaben
nav-tournaments = Turniere
nav-leaderboards = Bestenlisten
nav-open-record = Aufzeichnung öffnen
language-label = Sprache
error-unreachable = der Server ist nicht erreichbar
error-status = der Server antwortete { $status }

## account
account-label = Konto
account-signed-in-as = Angemeldet als { $name }: deine Seite
account-sign-out = Abmelden
account-sign-in = Anmelden
account-sign-up = Registrieren
account-wrote-it-down = Ich habe ihn notiert
account-welcome = Willkommen, { $name }
account-name = Name
account-name-help = 3 bis 20 Buchstaben, Ziffern, _ oder -.
account-password = Passwort
account-password-help = Mindestens 8 Zeichen.
account-want-recovery = Gib mir einen Wiederherstellungscode, um ein neues Passwort zu setzen, falls ich dieses vergesse
account-forgot = Passwort vergessen?
account-cancel = Abbrechen
account-change-password = Passwort ändern
account-current-password = Aktuelles Passwort
account-new-password = Neues Passwort (mindestens 8 Zeichen)
account-new-password-again = Neues Passwort wiederholen
account-passwords-differ = Das neue Passwort und seine Wiederholung stimmen nicht überein.
account-password-changed = Passwort geändert. Deine anderen Sitzungen wurden abgemeldet.

## lobby
lobby-new-game-label = Neue Partie
lobby-games-label = Spiele
lobby-lessons-label = Lektionen
lobby-heading = Ein Würfelspiel spielen
lobby-tournaments-label = Bald beginnende Turniere
lobby-tournament-soon =
    { $name } beginnt { $n ->
       [0] jetzt
       [one] in { $n } Minute
      *[other] in { $n } Minuten
    } — mitspielen
lobby-tournament-running = { $name } läuft gerade — mitspielen
lobby-new-to-games = Neu bei diesen Spielen?
lobby-seats = Plätze
lobby-rated-row = Gewertet (jeder Platz muss du, ein angemeldeter Spieler oder eine Computerstufe sein)
lobby-listed-row = Jeden beitreten lassen (die Plätze der Freunde stehen unter „Wartet auf einen Spieler“; sonst öffnen sie nur deine Links)
lobby-start = { $game } starten
lobby-new-game = Neue Partie: { $game }
lobby-leaderboard = Bestenliste von { $game }
lobby-rules-of = Regeln von { $game }
lobby-who-plays = Wer spielt { $seat }
lobby-seat-me = Ich
lobby-seat-friend = Ein Freund (per Link)
lobby-seat-computer = Computer — { $level }
level-easy = leicht
level-medium = mittel
level-hard = schwer
level-max = maximal
lobby-one-me = Wähle „Ich“ nur für einen Platz: Lade Freunde per Link für die anderen ein.
lobby-moves =
    { $n } { $n ->
       [one] Zug
       *[other] Züge
   }
lobby-rated-mark = gewertet
lobby-none = Gerade keine.
lobby-waiting = Wartet auf einen Spieler
lobby-being-played = Laufende Partien
lobby-finished = Beendet
lobby-join-seat = Auf Platz { $seat } beitreten
lobby-replay = Nachspielen
lobby-play = Spielen
lobby-watch = Zuschauen
lobby-vs = gegen
lobby-seat-computer-agent = Computer ({ $agent })
lobby-seat-open = frei
lobby-seat-guest = ein Gast

## time
time-untimed = ohne Uhr
time-per-move = { $span } pro Zug
time-real = { $name } ({ $initial } + { $inc } s)
time-seconds-short = { $n } s
time-minutes-short = { $n } Min.
time-days =
    { $n } { $n ->
       [one] Tag
       *[other] Tage
   }
time-hours =
    { $n } { $n ->
       [one] Stunde
       *[other] Stunden
   }
time-minutes =
    { $n } { $n ->
       [one] Minute
       *[other] Minuten
   }
time-seconds =
    { $n } { $n ->
       [one] Sekunde
       *[other] Sekunden
   }
time-away-after = abwesend nach { $span }
time-stand-in = Vertretung { $level }
time-no-hand-back = keine Rückgabe

## seek
seek-button = Eine Partie { $game } suchen
seek-heading-game = Schnellspiel: { $game }
seek-heading = Schnellspiel
seek-explain = Finde einen Gegner mit deiner Bedenkzeit.
seek-options = Optionen
seek-rated = Gewertet
seek-guests-unrated = Gäste spielen ungewertete Partien; melde dich an, um gewertet zu spielen.
seek-range = Wertung des Gegners (optional)
seek-from = Von
seek-to = bis
seek-rated-word = gewertet
seek-casual = ungewertet
seek-looking = Suche einen Gegner: { $what }…
seek-cancel = Abbrechen
seek-elapsed = ({ $s } s)
seek-ended = Deine Suche ist { $status }: erneut suchen?
seek-status-open = offen
seek-status-paired = zugeordnet
seek-status-cancelled = abgebrochen
seek-status-expired = abgelaufen
seek-gone = Deine Suche ist verschwunden: erneut suchen?
seek-open-heading = Offene Suchen
seek-none = Gerade keine: Suche oben eine Partie, dann sehen andere sie hier.
seek-guest = ein Gast
seek-any = beliebig
seek-for-range = für { $min }–{ $max }
seek-players-waiting = { $players } Spieler, { $waiting } warten
seek-accept = Annehmen
seek-accept-label = Die { $game }-Suche von { $who } annehmen

## choices
choices-untimed = Ohne Uhr
choices-real-time = Echtzeit (Minuten + Sekunden pro Zug)
choices-correspondence = Fernpartie (Zeit pro Zug)
choices-custom = Eigene
choices-custom-real = Eigene Echtzeit…
choices-custom-days = Eigene Tage pro Zug…
choices-minutes = Minuten
choices-minutes-help = Die Zeit jedes Spielers zu Beginn (Bruchteile erlaubt: 0,5 sind 30 s).
choices-seconds = Sekunden
choices-seconds-help = Werden der Zeit eines Spielers nach jedem seiner Züge gutgeschrieben.
choices-days = Tage
choices-days-help = Die längste Zeit, die ein Spieler für jeden Zug haben darf.
choices-time = Zeit
choices-clock = Uhr
choices-clock-help = Die Zeit jedes Spielers; wessen Zeit abläuft, verliert.
choices-clock-too-short = Eine Uhr braucht zu Beginn mindestens { $least }.
choices-negative-increment = Die pro Zug hinzugefügten Sekunden dürfen nicht negativ sein.
choices-move-too-short = Gib jedem Zug etwas Zeit: mindestens { $least }.
choices-help-range = { $help } ({ $min } bis { $max }).
choices-options = Optionen
choices-no-options = Dieses Spiel hat keine Optionen.

## play
play-board-label = Brett
play-beside-board = Neben dem Brett
play-cancel = Abbrechen
play-cancel-title = Den begonnenen Zug abbrechen (Esc)
play-type-placeholder = oder Zug eintippen
play-type-label = Einen Zug in Notation eintippen
play-play = Spielen
play-players = Spieler
play-confirm-label = Den Zug bestätigen
play-moves = Züge
play-game = Partie
play-result-label = Ergebnis
play-board-text = Das Brett als Text
play-next-part = Klicke jetzt auf den nächsten Teil deines Zuges.
play-no-such-game = Diese Partie gibt es nicht
play-no-such-game-text = Auf diesem Server gibt es keine Partie { $id }: Der Link ist vielleicht vertippt oder abgeschnitten.
play-back-to-lobby = Zurück zur Lobby
play-no-such-game-title = Diese Partie gibt es nicht — Cubist
play-page-title = { $title } — Cubist
play-rated = (gewertet)
play-you-play = — du spielst { $seat }
play-seat-number = Platz { $seat }
play-watching = — als Zuschauer
play-game-over = Partie vorbei:
play-analysis-board = Analysebrett
play-invite = Einladen
play-seat-link = Platz { $seat } ({ $name })
play-spectators = Zuschauer
play-hint-tables = Tipp: { $move } ({ $verdict }, laut Endspieltabellen)
play-hint = Tipp: { $move }
play-link-label = Link für { $label }
play-copy = Kopieren
play-your-move = Du bist am Zug
play-waiting-others = Warten auf die anderen
play-computer-thinking = { $names } (Computer) denkt nach…
play-to-move = { $names } am Zug
play-report = { $name } melden

## turn
turn-title-mark = ● Du bist dran — { $title }
turn-note-title = Du bist dran — { $title }
turn-note-waiting = Die Partie wartet auf deinen Zug.
turn-sound = Ton, wenn ich in einem anderen Tab dran bin
turn-notify-blocked = Benachrichtigungen für diese Website sind in den Browsereinstellungen blockiert.
turn-notify = Benachrichtige mich, wenn ich dran bin
bars-rating = Wertung { $before } → { $after }
bars-computer = Computer ({ $agent })
bars-you = du
bars-guest = ein Gast
offers-label = Angebote
offers-player = Spieler { $seat }
offers-mine = Du hast Remis angeboten: Das gilt, bis du ziehst.
offers-draw = { $name } bietet Remis an
offers-accept = Annehmen
offers-decline = Ablehnen
offers-rematch =
    { $names } { $n ->
       [one] bietet
       *[other] bieten
   } eine Revanche an
offers-rematch-declined-by = { $name } hat die Revanche abgelehnt.
offers-rematch-declined = Die Revanche wurde abgelehnt.

## after
confirm-play = { $move } spielen?
confirm-confirm = Bestätigen
confirm-cancel = Abbrechen
confirm-moves = Züge bestätigen
finished-new-opponent = Neuer Gegner
finished-replay = Nachspielen
finished-review = Auswerten
rematch-starts = Die Revanche beginnt: wird geöffnet…
rematch-you-offered = Du hast eine Revanche angeboten.
rematch-waiting-more =
    Warten auf { $n } { $n ->
       [one] weiteren
       *[other] weitere
   }.
rematch-offered = Revanche angeboten
rematch-accept = Revanche annehmen
rematch-rematch = Revanche

## moves
moves-secret = eine geheime Wahl
moves-last = Letzter Zug: { $move }
moves-notation = Notation
flip-title = Das Brett von der anderen Seite sehen
flip-button = Brett drehen

## requests
request-hint = Tipp
request-undo = Zurücknehmen
request-abort = Abbrechen
request-resign = Aufgeben
request-offer-draw = Remis anbieten
request-accept-draw = Remis annehmen
request-leave = Partie verlassen
request-claim = Beanspruchen
request-really-resign = Wirklich aufgeben?
request-really-leave = Die Partie wirklich verlassen?
request-claim-win = Den Sieg beanspruchen ({ $names } ist gegangen)
request-claim-draw = Remis beanspruchen
request-hand-over = { $names } an den Computer übergeben
seat-you-mark = (du)
seat-out = aus der Partie
seat-away = abwesend
seat-online = online
seat-offline = offline
clock-out-of-time = , Zeit abgelaufen
clock-low-time = , wenig Zeit
clock-running = , läuft
play-connecting = Verbinde…
play-connection-lost = Verbindung verloren: verbinde neu…
play-computer-silent = Seit { $seconds } Sekunden keine Nachricht vom Zug des Computers: frage den Server erneut nach der Partie…
play-not-sent = Nicht verbunden: Der Zug wurde nicht gesendet. Verbinde neu…
play-trouble-now = Diese Seite konnte den letzten Zug nicht zeigen: Sie fragt den Server erneut nach der ganzen Partie…
play-trouble-after = Diese Seite konnte einen Zug nicht zeigen und hat den Server daher erneut nach der ganzen Partie gefragt.

## chat
chat-messages = Chatnachrichten
chat-show-spectators = Den Zuschauerraum zeigen
chat-message = Nachricht
chat-send = Senden
chat-unmute = Alle wieder anzeigen
chat-heading = Chat
chat-to-spectators = Nachricht an die Zuschauer
chat-to-players = Nachricht an die Spieler
chat-unreadable = Der Chat kann nicht gelesen werden: { $error }
chat-spectator-mark = (Zuschauer)
chat-mute = { $name } stummschalten
chat-report-ask = Diese Nachricht den Moderatoren melden?
chat-report = Melden
chat-cancel = Abbrechen
chat-report-label = Diese Nachricht von { $name } melden
chat-reported = Die Nachricht von { $name } wurde gemeldet: Die Moderatoren werden sie lesen.
chat-player = Spieler { $seat }
chat-guest = Gast
pages-newer = ← Neuere
pages-page = Seite { $page } von { $pages }
pages-older = Ältere →

## mygames
mygames-title = Meine Partien
mygames-your-move-in = Meine Partien: du bist in { $n } am Zug
mygames-page-title = Meine Partien — Cubist
mygames-guest-help = Die Partien, die du als Gast in diesem Browser gespielt hast. Melde dich an, um deine Partien überall zu behalten.
mygames-in-play = Laufend
mygames-finished = Beendet
mygames-pages-in-play = Seiten der laufenden Partien
mygames-pages-finished = Seiten der beendeten Partien
mygames-heading-count = { $heading } ({ $total })
mygames-col-game = Partie
mygames-col-players = Spieler
mygames-col-moves = Züge
mygames-col-turn = Zug
mygames-col-ended = Beendet
mygames-col-result = Ergebnis
mygames-col-rating = Wertung
mygames-col-links = Links
mygames-none-running = Keine laufenden Partien.
mygames-none-finished = Noch keine beendeten Partien.
mygames-rated = (gewertet)
mygames-your-move = Du bist dran
mygames-waiting = Warten
mygames-play = Spielen
mygames-open = Öffnen
mygames-void = ungültig
mygames-unrated = ungewertet
mygames-the-rematch = Die Revanche
mygames-accept-rematch = Revanche annehmen
mygames-rematch = Revanche
mygames-replay = Nachspielen
mygames-computer = der Computer ({ $agent })
mygames-over = beendet
pages-of-games = Seiten der Partien
pages-of-attempts = Seiten der Aufgabenversuche

## players
players-page-title = { $name } — Cubist
players-computer-mark = (Computer)
players-computer-level = Eine Computerstufe: Ihre Wertung ändert sich mit den Partien gegen Menschen.
players-since = Spielt seit dem { $date }.
players-download = Aufzeichnungen herunterladen (JSON)
players-ratings = Wertungen
players-tournaments = Turniere
players-tournament-place = Platz { $rank } von { $of }, { $points } { $points ->
       [one] Punkt
      *[other] Punkte
    }
players-tournament-playing = läuft: Platz { $rank } der Tabelle, { $points } { $points ->
       [one] Punkt
      *[other] Punkte
    }
players-no-rated = Noch keine gewerteten Partien.
players-multi = { $game }, drei oder mehr Spieler
players-block = Blockieren
players-unblock = Freigeben
players-blocking-title = Du blockierst { $name }: Ihr werdet nie gepaart, und keiner tritt den öffentlichen Partien des anderen bei.
players-block-title = Nie wieder mit { $name } gepaart werden.
players-blocked = { $name } ist blockiert.
players-unblocked = { $name } ist nicht mehr blockiert.
players-provisional = (vorläufig)
players-rated-games =
    { $n } { $n ->
       [one] gewertete Partie
       *[other] gewertete Partien
   }
players-leaderboard = Bestenliste
players-chart-label = Wertung { $pool }
players-history-table = Der Verlauf als Tabelle
players-col-date = Datum
players-games-count = Partien ({ $total })
players-computer = der Computer ({ $agent })
chart-label =
    { $label }: { $n } { $n ->
       [one] gewertete Partie
       *[other] gewertete Partien
   }, von { $from } bis { $to }
chart-x = Gewertete Partien
chart-y = Wertung
chart-point = Partie { $n }, { $date }: { $rating } ± { $deviation }
report-abuse = Beleidigungen oder Beschimpfungen
report-cheating = Betrug
report-stalling = Verzögern oder Partien verlassen
report-other = Etwas anderes
report-no-game = Keine bestimmte Partie
report-placeholder = Was ist passiert? Die Moderatoren lesen das.
report-send = Meldung senden
report-reason = Grund
report-game = Partie
report-what = Was passiert ist
report-thanks = Danke: Die Moderatoren werden deine Meldung lesen.
report-summary = { $name } melden

## learn
learn-link = { $game } spielen lernen
learn-page-title = Spielen lernen — Cubist
learn-heading = Spielen lernen
learn-intro = Jede Lektion stellt ein paar Stellungen auf und verlangt in jeder einen Zug: Klicke ihn auf dem Brett.
learn-steps =
    { $n } { $n ->
       [one] Schritt
       *[other] Schritte
   }
learn-none = Noch kein Spiel hat eine Lektion.
learn-every-lesson = Alle Lektionen
learn-game-page-title = { $game } lernen — Cubist
learn-lesson-label = Lektion
learn-game-heading = { $game } lernen
learn-the-lobby = Die Lobby
learn-step-count = Schritt { $n } von { $total }
learn-finished = Du hast die Lektion beendet.
learn-play-computer = { $game } gegen den Computer spielen
learn-next-step = Nächster Schritt
learn-correct = Richtig:

## puzzles
puzzles-page-title = Aufgaben — Cubist
puzzles-heading = Aufgaben
puzzles-intro = Jede Aufgabe ist eine Stellung, in der genau ein Zug den Sieg (oder das Remis) hält: Finde ihn und die Züge danach.
puzzles-history-link = Dein Aufgabenverlauf
puzzles-history-tail = : jede versuchte Aufgabe und wie sich deine Wertung verändert hat.
puzzles-your-rating = · deine Aufgabenwertung { $rating }
puzzles-game-puzzles = { $game }-Aufgaben
puzzles-no-puzzles = { $game }: keine Aufgaben
puzzles-count =
    { $n } { $n ->
       [one] Aufgabe
       *[other] Aufgaben
   }
puzzles-daily = Aufgabe des Tages
puzzles-daily-task =
    { $game }: { $seat } am Zug hält { $goal ->
       [draw] das Remis
       *[win] den Sieg
   }.
puzzles-rating = Wertung { $rating }
puzzles-solve-it = Lösen
puzzles-puzzle = Aufgabe
puzzles-every-game = Die Aufgaben aller Spiele
puzzles-next = Nächste Aufgabe
puzzles-game-page-title = { $game }-Aufgabe — Cubist
puzzles-game-puzzle = { $game }-Aufgabe
puzzles-prompt =
    { $seat } am Zug: Finde den einzigen Zug, der { $goal ->
       [draw] das Remis
       *[win] den Sieg
   } hält.
puzzles-unrated = (ungewertet)
puzzles-right = Richtig:
puzzles-solved = Gelöst.
puzzles-well-played = Gut gespielt.
puzzles-not-the-move = Nicht der richtige Zug.
puzzles-puzzle-rating = Wertung der Aufgabe { $rating }
puzzles-themes = · Themen: { $themes }
puzzles-change = Deine Aufgabenwertung: { $before } → { $after } ({ $change })
puzzles-try-again = Nochmal versuchen
puzzles-back = ◀ Zurück
puzzles-forward = Vor ▶
puzzles-solution-start =
    Die Lösung, { $n } { $n ->
       [one] Zug
       *[other] Züge
   }: der Anfang.
puzzles-solution-step = { $at } von { $total }: { $move }
puzzles-step-through = Gehe sie mit Vor durch.
puzzles-solution-label = Die Lösung
puzzles-solution = Die Lösung: { $moves }

## sound
sound-moves = Zugton
sound-low-time = Ton bei wenig Zeit

## recover
recover-set-password = Neues Passwort setzen
recover-password-set = Passwort gesetzt
recover-password-set-text = Das Passwort von { $name } ist gesetzt. Alle Sitzungen des Kontos wurden abgemeldet: Melde dich mit dem neuen Passwort an.
recover-to-games = Zu den Partien
recover-reset-page-title = Neues Passwort setzen — Cubist
recover-reset-heading = Neues Passwort setzen
recover-link-once = Dieser Link funktioniert einmal, eine Stunde lang nach seiner Erstellung.
recover-page-title = Passwort vergessen — Cubist
recover-help = Mit dem Wiederherstellungscode, den du beim Erstellen notiert hast. Ein Code funktioniert einmal.
recover-help-no-mail = Ohne Code bitte die Betreiber der Website um einen Link zum Zurücksetzen.
recover-code = Wiederherstellungscode
recover-write-down = Notiere diesen Wiederherstellungscode jetzt
recover-write-down-rest = und bewahre ihn sicher auf. Er wird nur dieses eine Mal gezeigt; damit kannst du ein neues Passwort setzen, falls du deines vergisst. Er funktioniert einmal.
recover-make-new = Neuen Wiederherstellungscode erstellen
recover-make = Wiederherstellungscode erstellen
recover-has = Du hast einen Wiederherstellungscode. Ein neuer ersetzt ihn.
recover-has-none = Du hast keinen Wiederherstellungscode: Erstelle einen, um ein neues Passwort setzen zu können, falls du deines vergisst.

## mail
mail-verify-page-title = E-Mail-Adresse bestätigen — Cubist
mail-verifying = Deine E-Mail-Adresse wird bestätigt…
mail-verified = E-Mail-Adresse bestätigt
mail-verified-text = { $address } ist für { $name } bestätigt. Wenn du dein Passwort vergisst, kann dorthin ein Link für ein neues geschickt werden.
mail-link-broken = Dieser Link funktioniert nicht
mail-me-a-link = Schick mir einen Link
mail-no-code = Kein Wiederherstellungscode?
mail-no-code-help = Wenn dein Konto eine bestätigte E-Mail-Adresse hat, kann dorthin ein Link für ein neues Passwort geschickt werden.
mail-remove = Adresse entfernen
mail-none = Keine E-Mail-Adresse: Füge eine hinzu, um einen Link zu bekommen, falls du dein Passwort vergisst.
mail-state-verified = { $address }, bestätigt: Dorthin kann ein Link zum Zurücksetzen geschickt werden.
mail-state-unverified = { $address }, noch nicht bestätigt: Öffne den dorthin geschickten Link.
mail-set = Adresse setzen
mail-address = E-Mail-Adresse

## boards
history-page-title = Deine Aufgaben — Cubist
history-heading = Deine Aufgaben
history-guest = Melde dich (oben auf der Seite) an, um deine Versuche und eine Aufgabenwertung in jedem Spiel zu behalten. Als Gast sind Aufgaben ungewertet und werden nicht gespeichert.
history-rated-attempts =
    { $n } { $n ->
       [one] gewerteter Versuch
       *[other] gewertete Versuche
   }
history-ratings-label = Deine Aufgabenwertungen
history-attempts = Versuche ({ $total })
history-col-puzzle = Aufgabe
history-none = Noch keine Aufgabe versucht.
history-unrated = ungewertet
history-try-again = Nochmal versuchen
history-solved = Gelöst
history-failed = Nicht gelöst
leaderboard-heading = Bestenliste
leaderboard-page-title = Bestenliste von { $pool } — Cubist
leaderboard-title = Bestenliste: { $pool }
leaderboard-games-label = Bestenlisten der Spiele
leaderboard-players-label = Anzahl der Spieler
leaderboard-two = Zwei Spieler
leaderboard-three = Drei oder mehr
leaderboard-help = Spieler mit einer gewerteten Partie in den letzten 30 Tagen: zuerst feste Wertungen, dann vorläufige (markiert; eine Wertung ist nach etwa einem Dutzend gewerteter Partien fest).
leaderboard-col-rank = Rang
leaderboard-col-player = Spieler
leaderboard-col-games = Partien
leaderboard-nobody = Noch niemand: Spieler erscheinen hier nach ihrer ersten gewerteten Partie.

## replay
replay-not-json = { $file } ist keine Aufzeichnung: Es ist kein JSON.
replay-open-heading = Aufzeichnung öffnen
replay-choose-before = Wähle eine Aufzeichnungsdatei, geschrieben von
replay-choose-or = oder
replay-choose-after = (JSON), um sie durchzugehen.
replay-record-file = Aufzeichnungsdatei
replay-move-number = Zugnummer
replay-time-left = Restzeit
replay-heading = Nachspielen
replay-title = Nachspielen — { $game }
replay-after-move = Nach Zug { $at } von { $total }
replay-move = Zug { $at }: { $move }
replay-seat-time = Restzeit von { $name }
replay-first = Erste Stellung
replay-previous = Vorheriger Zug
replay-next = Nächster Zug
replay-last = Letzte Stellung
replay-seat = Platz { $seat }

## review
review-inaccuracy = Ungenauigkeit
review-mistake = Fehler
review-blunder = grober Fehler
review-better = Besser: { $move }
review-key = Legende des Diagramms
review-review = Auswertung
review-done = Ausgewertet auf Stufe { $level }: { $measure } jedes Platzes.
review-failed = Die Auswertung ist fehlgeschlagen: { $error }
review-no-reason = kein Grund angegeben
review-queued = Warte darauf, dass der Server die Partie auswertet…
review-progress = Auswertung: { $done } von { $total } Zügen
review-col-seat = Platz
review-col-accuracy = Genauigkeit
review-col-inaccuracies = Ungenauigkeiten (?!)
review-col-mistakes = Fehler (?)
review-col-blunders = Grobe Fehler (??)
review-caption = Genauigkeit und Zeichen pro Platz
advantage-title = Vorteilsdiagramm: { $measure } jedes Platzes nach jedem Zug
review-measure-win = die Gewinnwahrscheinlichkeit
review-measure-score = die erwartete Punktzahl
advantage-start = Anfang
advantage-move = Zug { $n }
advantage-point-start = Anfang: { $said }
advantage-point = Nach Zug { $n }: { $said }
advantage-unknown = unbekannt

## analysis
analysis-seat-left = Ein Platz hat diese Partie vor ihrem Ende verlassen: Die Linie endet dort.
analysis-page-title = Analysebrett — Cubist
analysis-game = Spiel
analysis-position-label = Stellung (die Kodierung des Spiels; leer für den Anfang)
analysis-open = Brett öffnen
analysis-intro = Erkunde jede Stellung mit der Engine an deiner Seite: Spiele Züge für beide Seiten, verzweige und teile die Adresse.
analysis-variations = Züge und Varianten
analysis-position-code = Stellungscode
analysis-label = Analyse
analysis-engine = Engine
analysis-replay = Partie nachspielen
analysis-another = Eine andere Stellung
analysis-heading-game = Analysebrett — { $game }
analysis-game-page-title = { $game }-Analyse — Cubist
analysis-after-over = Nach Zug { $n }: Partie vorbei, { $result }
analysis-after-to-move = Nach Zug { $n }: { $seats } am Zug
analysis-over = Die Partie ist vorbei.
analysis-nothing = Die Engine hat hier nichts zu sagen.
analysis-search = Suche, Stufe { $level }
analysis-exact-tables = exakt, aus den Endspieltabellen
analysis-exact-solver = exakt, vom Löser
analysis-best-for = Am besten für { $seat } ({ $source }):
analysis-play = Spielen: { $move }
analysis-tree-move = Zug { $n }
analysis-tree-move-text = Zug { $n }, { $text }
analysis-thinking = Denke nach…
analysis-no-moves = Noch keine Züge: Klicke einen Zug auf dem Brett.

## mod
mod-mark-done = Als erledigt markieren
mod-close-account = Konto schließen
mod-reopen-account = Konto wieder öffnen
mod-reset-link = Link zum Zurücksetzen
mod-reset-link-said = Link zum Zurücksetzen für { $name }, einmalig, bis { $until }: { $link }
mod-void-rating = Wertung annullieren
mod-nav-label = Moderation
mod-reports = Meldungen
mod-audit-log = Prüfprotokoll
mod-sign-in = Melde dich mit einem Moderatorenkonto (oben auf der Seite) an, um diese Seite zu sehen.
mod-not-moderator = Diese Seite ist für die Moderatoren der Website.
mod-dialog-title = { $action }: { $what }
mod-why = Warum? Der Grund wird ins Prüfprotokoll geschrieben.
mod-reason-needed = Nichts getan: Ein Grund ist nötig.
mod-done = { $action }: erledigt ({ $what }).
mod-failed = { $action } ({ $what }): { $error }
mod-name-first = Schreib zuerst den Namen des Kontos.
mod-page-title = Moderation — Cubist
mod-an-account = Ein Konto
mod-account = Konto
mod-open-reports = Offene Meldungen ({ $n })
mod-no-reports = Keine offenen Meldungen.
mod-col-filed = Eingereicht
mod-col-by = Von
mod-col-reason = Grund
mod-col-player = Spieler
mod-col-game = Partie
mod-col-what = Was passiert ist
mod-closed = (geschlossen)
mod-game-rated = { $game }, gewertet
mod-running = (läuft)
mod-report-by = die Meldung von { $name }
mod-game-of = die { $game }-Partie von { $players }
mod-chat = Chat
mod-players-room = Spieler:
mod-spectators-room = Zuschauer:
mod-seat-guest = Platz { $seat } (ein Gast)
mod-nobody-wrote = Niemand hat etwas geschrieben.
mod-log-grant = Rolle vergeben
mod-log-revoke = Rolle entzogen
mod-log-close = Konto geschlossen
mod-log-reopen = Konto wieder geöffnet
mod-log-report-done = Meldung erledigt
mod-log-void = Wertung annulliert
mod-log-reset-link = Link zum Zurücksetzen erstellt
mod-log-page-title = Prüfprotokoll — Cubist
mod-older = Ältere
mod-col-when = Wann
mod-col-who = Wer
mod-col-action = Aktion
mod-col-on = Auf
mod-col-detail = Detail
mod-col-why = Warum
mod-command-line = Befehlszeile

## Tournaments
tournaments-heading = Turniere
tournaments-page-title = Turniere — Cubist
tournaments-one-page-title = { $name } — Cubist
tournaments-kind-arena = Arena
tournaments-kind-swiss = Schweizer System
tournaments-kind-round-robin = Rundenturnier
tournaments-name = { $game }: { $kind }
tournaments-minutes =
    { $n } { $n ->
       [one] Minute
      *[other] Minuten
    }
tournaments-rounds =
    { $n } { $n ->
       [one] Runde
      *[other] Runden
    }
tournaments-entrants =
    { $n } { $n ->
       [one] Spieler
      *[other] Spieler
    }
tournaments-points =
    { $n } { $n ->
       [one] Punkt
      *[other] Punkte
    }
tournaments-rated = Gewertet
tournaments-casual = Ungewertet
tournaments-running = Laufend
tournaments-upcoming = Demnächst
tournaments-finished = Beendet
tournaments-none-running = Kein Turnier läuft.
tournaments-none-upcoming = Kein Turnier ist geplant.
tournaments-none-finished = Noch kein Turnier ist beendet.
tournaments-sign-in-to-create = Melde dich an, um ein Turnier anzulegen.
tournaments-create-heading = Ein Turnier anlegen
tournaments-field-kind = Art
tournaments-field-game = Spiel
tournaments-field-starts = Beginnt in (Minuten)
tournaments-field-minutes = Dauer (Minuten)
tournaments-field-rounds = Runden
tournaments-field-rated = Gewertete Partien
tournaments-field-min-rating = Mindestwertung zur Teilnahme (freiwillig)
tournaments-field-min-games = Mindestzahl gewerteter Partien (freiwillig)
tournaments-field-code = Zugangscode
tournaments-field-code-help = Mit einem Zugangscode ist das Turnier privat: Es wird nicht aufgeführt, und man tritt mit dem Code bei. Teile seine Seite und seinen Code.
tournaments-private = Privat: Beitritt mit seinem Code
tournaments-conditions = Offen für Spieler mit { $list }
tournaments-condition-rating = einer Wertung von { $n } oder mehr
tournaments-condition-games =
    { $n } oder mehr gewerteten { $n ->
       [one] Partie
      *[other] Partien
    }
tournaments-create = Anlegen
tournaments-starts = Beginnt { $when }
tournaments-ends = Endet { $when }
tournaments-round = Runde { $round } von { $rounds }
tournaments-over = Beendet
tournaments-join = Teilnehmen
tournaments-leave = Zurückziehen
tournaments-pause = Pause
tournaments-start = Jetzt beginnen
tournaments-podium = Siegertreppchen
tournaments-col-score = Punkte
tournaments-col-buchholz = Buchholz
tournaments-col-sb = Sonneborn-Berger
tournaments-col-played = Partien
tournaments-on-fire = In Serie: die nächste Partie zählt doppelt
tournaments-on-fire-mark = 🔥
tournaments-paused = (pausiert)
tournaments-withdrawn = (zurückgezogen)
tournaments-standings = Tabelle
tournaments-nobody = Noch niemand ist angemeldet.
tournaments-pairings = Paarungen
tournaments-round-n = Runde { $n }
tournaments-bye = { $name }: spielfrei
tournaments-games = Partien
tournaments-your-game = Deine Partie spielen
tournaments-playing = (läuft)
tournaments-no-games = Noch keine Partie.
tournaments-chat-sign-in = Melde dich an, um im Chat zu schreiben.
tournaments-chat-none = Noch nichts gesagt.
