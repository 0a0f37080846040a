# Review: machine-drafted, awaiting a native speaker's review
#
# Die Sätze des Servers: seine Fehlerantworten und seine Mails. Die Id jeder Nachricht
# ist der `code` der Antwort (docs/server-api.md) und ändert sich nie.

## Requests and pages

no-such-page = diese Seite gibt es nicht
no-such-file = diese Datei gibt es nicht
method-not-allowed = dieser Pfad nimmt diese Methode nicht an
http-error = { $reason }
request-not-valid = { $reason }
body-not-read = { $reason }
body-not-valid = { $reason }
query-not-valid = { $reason }
too-many-requests = zu viele Anfragen von dieser Adresse: etwas langsamer bitte
cross-site = eine angemeldete Anfrage von einer anderen Website wird abgelehnt
client-address-unknown = die Adresse des Clients ist unbekannt
internal-error = interner Fehler
database-down = die Datenbank antwortet nicht
unknown-language = unbekannte Sprache „{ $lang }“ (verfügbar: { $spoken })
page-out-of-range = die Seite muss zwischen 1 und { $max } liegen

## Games and their seats

no-such-game = diese Partie gibt es nicht
bad-game = { $reason }
unknown-game = { $reason }
bad-agent = { $reason }
bad-record = { $reason }
bad-clock = Uhr: { $reason }
bad-stand-in = { $reason }
bad-stand-in-agent = stand_in: { $reason } (oder `out`)
bad-option = Option { $option }: ein Wert muss ein Text oder eine Zahl sein
bad-games-status = Status „{ $status }“: erwartet open, running oder over
seats-from-one = die Plätze werden ab 1 gezählt
rated-away = away_ms: eine gewertete Partie nutzt die Abwesenheitszeit der Plattform
bad-away = away_ms muss zwischen { $min } und { $max } liegen
perfect-states = Agent { $agent }: der perfekte Spieler darf sich auf diesem Server höchstens { $n } Stellungen merken
agent-too-strong = Agent { $agent } verlangt mehr, als dieser Server erlaubt: höchstens { $seconds } s oder { $work } Iterationen pro Zug und { $threads } Threads
seat-count = die Partie hat { $expected } Plätze, aber { $found } Spieler wurden angegeben
no-seat-out = in { $game } kann kein Platz aus der Partie ausscheiden: für einen Spieler, der geht, muss der Computer spielen
game-setup-failed = die Partie konnte nicht angelegt werden
game-damaged = Partie { $id } ist beschädigt und kann nicht gespielt werden
game-unreadable = die Partie kann nicht gelesen werden
replay-failed = das Nachspielen ist fehlgeschlagen
store-failed = die Partie konnte nicht gespeichert werden; es wurde nichts gespielt
move-stored-first = für Zug { $ply } wurde zuerst eine andere Aktion gespeichert
computer-failed = ein Computerspieler ist ausgefallen
computer-games-cap = { $who ->
    [account] ein Konto
   *[address] die Adresse eines Gasts
} darf höchstens { $cap } laufende, selbst begonnene Partien gegen den Computer haben und hat { $has }: beende oder gib zuerst eine davon auf
guest-think-limit = der Computer eines Gasts darf höchstens { $limit_ms } ms pro Zug auf einem Thread rechnen: melde dich für mehr an ({ $agent } verlangt mehr)
guest-search-limit = der Computer eines Gasts darf in diesem Spiel höchstens { $most } Iterationen pro Zug suchen (die der schweren Stufe) oder höchstens { $limit_ms } ms pro Zug rechnen: melde dich für mehr an
token-not-a-seat = dieses Token ist kein Platz dieser Partie
seat-needed = ein Platz-Token (oder die Anmeldung als Spieler des Platzes) ist nötig, um { $what ->
    [hint] einen Tipp zu erbitten
    [undo] einen Zug zurückzunehmen
    [rematch] eine Revanche anzubieten
    [decline-rematch] eine Revanche abzulehnen
    [chat] zu chatten
    [abort] die Partie abzubrechen
    [resign] aufzugeben
    [draw] ein Remis anzubieten
    [decline-draw] ein Remis abzulehnen
    [leave] die Partie zu verlassen
    [claim] die Partie zu beanspruchen
   *[play] zu spielen
}
no-seat-held = du hast keinen Platz in dieser Partie, um { $what ->
    [hint] einen Tipp zu erbitten
    [undo] einen Zug zurückzunehmen
    [rematch] eine Revanche anzubieten
    [decline-rematch] eine Revanche abzulehnen
    [chat] zu chatten
    [abort] die Partie abzubrechen
    [resign] aufzugeben
    [draw] ein Remis anzubieten
    [decline-draw] ein Remis abzulehnen
    [leave] die Partie zu verlassen
    [claim] die Partie zu beanspruchen
   *[play] zu spielen
}
seat-token-needed = zum Spielen ist ein Platz-Token nötig
game-private = diese Partie ist privat: ihre Plätze werden über die Links eingenommen, die ihr Ersteller verschickt hat
rated-join-sign-in = nur angemeldete Spieler dürfen einer gewerteten Partie beitreten
rated-seat-held = dieser gewertete Platz gehört einem anderen Konto
rated-seat-sign-in = der Platz einer gewerteten Partie wird angemeldet gespielt: melde dich als sein Spieler an
rated-seat-take-sign-in = der Platz einer gewerteten Partie wird angemeldet eingenommen: melde dich an, um ihn zu spielen
rated-seat-kind = Platz { $seat }: die Plätze einer gewerteten Partie sind "me", "human" oder eine Computerstufe (easy, medium, hard, max), nicht { $text }
sign-in-to-create-rated = melde dich an, um eine gewertete Partie anzulegen
me-one-seat = "me" darf nur einen Platz einer Partie haben
seat-held-already = du hast schon Platz { $seat } dieser Partie
seat-held-by-other = ein anderes Konto hat diesen Platz
seat-not-taken = dieser Platz konnte nicht eingenommen werden: versuch es noch einmal
seat-just-taken = dieser Platz wurde gerade besetzt
seat-not-open = dieser Platz ist nicht frei
no-seat-open = kein Platz ist frei
blocked-player = du kannst nicht gegen diesen Spieler spielen
blocked-in-game = du kannst nicht gegen einen Spieler dieser Partie spielen
pair-played-out = diese Konten haben in den letzten 24 Stunden { $n } gewertete Partien gegeneinander gespielt, das Höchste, was erlaubt ist: spielt diese ungewertet oder später

## Playing

stale-position = die Partie ist weitergegangen: du hast { $seen } Aktionen gesehen, aber { $now } wurden gespielt
computer-seat = Spieler { $seat } wird vom Computer gespielt
no-such-seat = es gibt keinen Spieler { $seat }
player-gone = Spieler { $seat } spielt in dieser Partie nicht mehr mit
out-of-time = die Zeit von Spieler { $seat } ist abgelaufen
not-to-move = Spieler { $seat } kann jetzt nicht handeln
bad-notation = { $reason }
illegal-move = { $reason }
not-allowed = { $reason }
alone-only = { $reason }
rated-no-help = eine gewertete Partie hat keine { $what ->
    [undo] Zugrücknahmen
   *[hint] Tipps
}
hint-stale = die Stellung hat sich geändert, während der Tipp berechnet wurde: frag noch einmal
undo-secret = Zurücknehmen ist in einem Spiel mit verdeckter Information oder Zufall aus: ein Nachspielen mit demselben Startwert würde dieselben Karten noch einmal geben und zeigen, was kommt
undo-nothing = nichts zurückzunehmen
undo-other-moved = ein anderer Spieler hat inzwischen gezogen: Zurücknehmen nimmt nur deinen eigenen letzten Zug und die Antworten des Computers zurück
game-over = die Partie ist vorbei
game-ended = die Partie ist zu Ende
game-ended-with = die Partie ist zu Ende: { $result }
changed-first = eine andere Änderung wurde zuerst gespeichert
changed-first-by = eine andere Änderung wurde zuerst gespeichert: { $event }
record-secret = die Aufzeichnung eines Spiels mit verdeckter Information oder Zufall wird erst nach dem Ende der Partie gezeigt
no-such-ply = die Aufzeichnung hat { $actions } Aktionen: nach { $asked } gibt es keine Stellung
rematch-before-end = eine Revanche wird angeboten, wenn die Partie vorbei ist
rematch-refused = { $reason }
too-many-messages = zu viele Nachrichten: etwas langsamer bitte
not-a-message = keine Nachricht: { $reason }
too-many-websockets = zu viele offene WebSockets von dieser Adresse

## Seeks

no-such-seek = dieses Gesuch gibt es nicht
seek-closed = dieses Gesuch ist nicht mehr offen
seek-damaged = dieses Gesuch ist beschädigt
seek-paired = dieses Gesuch hat schon einen Gegner: gib stattdessen auf oder verlasse die Partie
seek-refuses-you = dieses Gesuch nimmt dich nicht an: wegen seines Wertungsbereichs, oder es ist dein eigenes
seek-pairing-lost = ein Gesuch, mit dem dieses gepaart worden wäre, wurde in diesem Moment vergeben: es wurde nichts veröffentlicht, veröffentliche es noch einmal
seek-token-wrong = dieses Token gehört nicht zu diesem Gesuch
seek-not-yours = dieses Gesuch gehört jemand anderem
seek-token-needed = das Token des Gesuchs ist nötig
seek-body-not-valid = der Inhalt: { $reason }
sign-in-to-seek-rated = melde dich an, um eine gewertete Partie zu suchen (Gäste dürfen ungewertete suchen)
rating-range = ein Wertungsbereich liegt zwischen { $lo } und { $hi }
rating-range-reversed = rating_min liegt über rating_max
seeks-full-account = { $n ->
    [one] du hast { $n } offenes Gesuch
   *[other] du hast { $n } offene Gesuche
}, das Höchste für einen Spieler: brich eines ab oder warte auf eine Partie
seeks-full-address = { $n ->
    [one] { $n } Gesuch ist von deiner Adresse aus offen
   *[other] { $n } Gesuche sind von deiner Adresse aus offen
}, das Höchste für eine Adresse: brich eines ab oder warte auf eine Partie

## Chat

chat-empty = eine Chatnachricht braucht etwas Text
chat-too-long = eine Chatnachricht hat höchstens { $n } Zeichen
chat-one-line = eine Chatnachricht ist eine Zeile Text, ohne Steuerzeichen
chat-full = der Chat dieser Partie ist voll: jeder Raum behält höchstens { $n } Nachrichten
too-many-chat-messages = zu viele Chatnachrichten: warte einen Moment vor der nächsten
sign-in-to-chat-spectators = melde dich an, um im Raum der Zuschauer zu schreiben
guest-chat = Gäste chatten nur in ungewerteten privaten Partien: melde dich an, um hier zu chatten

## Accounts

not-signed-in = nicht angemeldet
sign-in-to = melde dich an, um { $what ->
    [take-seat] mit deinem Konto einen Platz einzunehmen
   *[see-games] deine Partien zu sehen
}
name-taken = dieser Name ist vergeben
name-length = ein Name hat { $min } bis { $max } Zeichen
name-characters = ein Name hat nur Buchstaben, Ziffern, '_' und '-'
name-reserved = dieser Name ist für den Computer oder die Website reserviert
password-length = ein Passwort hat { $min } bis { $max } Zeichen
password-hashing-failed = das Hashen des Passworts ist fehlgeschlagen
wrong-name-or-password = falscher Name oder falsches Passwort
wrong-name-or-code = falscher Name oder falscher Wiederherstellungscode
wrong-password = falsches Passwort
account-closed = dieses Konto wurde von den Moderatoren der Website geschlossen
too-many-sign-ins = zu viele Anmeldeversuche von dieser Adresse: etwas langsamer bitte
too-many-failures-name = zu viele Fehlversuche für diesen Namen von dieser Adresse: versuch es später noch einmal
too-many-failures = zu viele Fehlversuche von dieser Adresse: versuch es später noch einmal
too-many-sign-ups-address = zu viele neue Konten von dieser Adresse: versuch es später noch einmal
too-many-sign-ups-network = zu viele neue Konten aus diesem Netz: versuch es später noch einmal
too-many-sign-ups-site = gerade zu viele neue Konten auf dieser Website: versuch es später noch einmal
reset-link-dead = dieser Link zum Zurücksetzen funktioniert nicht: vielleicht wurde er schon benutzt oder ist abgelaufen; fordere einen neuen an
no-account-named = es gibt kein Konto namens { $name }
reset-computer = { $name } ist ein Computerspieler: es hat kein Passwort zum Zurücksetzen
no-such-player = diesen Spieler gibt es nicht
no-player-named = Kein Spieler namens { $name }
bad-pool = die Wertungsgruppe muss { $game } oder { $game }/multi sein
bad-my-games-status = Status „{ $status }“: erwartet running oder finished
blocks-full = du blockierst schon { $n } Spieler: gib zuerst einen frei
not-blocked = du blockierst diesen Spieler nicht
block-yourself = du kannst dich nicht selbst blockieren
block-computer = die Computerstufen können nicht blockiert werden: spiel stattdessen gegen einen Menschen
sign-in-to-block = melde dich an, um Spieler zu blockieren

## E-mail

no-email-address = dieses Konto hat keine E-Mail-Adresse
not-an-address = { $address } ist keine E-Mail-Adresse
verify-link-dead = dieser Link funktioniert nicht: vielleicht wurde er schon benutzt oder ist abgelaufen; gib die Adresse noch einmal an, um einen neuen zu bekommen
verify-mail-too-soon = eine Mail zur Bestätigung einer Adresse ging vor weniger als einer Minute an dieses Konto: versuch es in einer Minute noch einmal
mail-reset-answer = Wenn { $name } eine bestätigte E-Mail-Adresse hat, ist ein Link zum Setzen eines neuen Passworts dorthin unterwegs. Er funktioniert { $minutes } Minuten lang.
mail-verify-subject = Bestätige deine E-Mail-Adresse bei Cubist
mail-verify-body =
    Hallo { $name },

    diese Adresse wurde für das Cubist-Konto { $name } angegeben. Öffne diesen Link, um sie zu bestätigen; wenn du dann dein Passwort vergisst, kann dir hierher ein Link zum Setzen eines neuen geschickt werden:

    { $link }

    Der Link funktioniert einmal, { $hours } Stunden lang. Wenn du das nicht angefordert hast, ignoriere diese Mail: die Adresse wird nicht verwendet.
mail-reset-subject = Setze ein neues Passwort bei Cubist
mail-reset-body =
    Hallo { $name },

    jemand hat darum gebeten, ein neues Passwort für das Cubist-Konto { $name } zu setzen. Öffne diesen Link, um eines zu setzen; alle Sitzungen des Kontos werden abgemeldet:

    { $link }

    Der Link funktioniert einmal, { $minutes } Minuten lang. Wenn du das nicht angefordert hast, ignoriere diese Mail: dein Passwort bleibt, wie es ist.

## Moderation

moderators-only = das dürfen nur Moderatoren
why-needed = sag, warum ("why"): jede Moderationsaktion wird mit ihrem Grund protokolliert
why-too-long = ein Grund hat höchstens { $n } Zeichen
no-such-account = dieses Konto gibt es nicht
no-such-report = diese Meldung gibt es nicht
no-such-chat-message = diese Chatnachricht gibt es nicht
report-done-already = diese Meldung ist schon erledigt
account-already = { $name } ist schon { $state ->
    [closed] geschlossen
   *[open] offen
}
refused = { $reason }
refused-close-computer = die Konten des Computers werden nicht geschlossen
refused-close-staff = { $name } ist { $role ->
    [admin] Administrator
   *[moderator] Moderator
}: ein Konto mit einer Rolle wird über die Kommandozeile geschlossen
refused-role-computer = die Konten des Computers haben keine Rollen
bad-limit = das Limit muss zwischen 1 und { $max } liegen
bad-hours = Stunden: von 1 bis { $max }
before-id-alone = before_id gehört zu before
report-yourself = du kannst dich nicht selbst melden
reports-open = { $n ->
    [one] du hast { $n } offene Meldung
   *[other] du hast { $n } offene Meldungen
}: warte, bis die Moderatoren sie gelesen haben
reports-per-hour = höchstens { $n } Meldungen pro Stunde
report-chat-needs-game = eine Chatnachricht wird mit ihrer Partie ("game") gemeldet
report-needs-subject = nenne den gemeldeten Spieler ("player") oder die Partie ("game") (oder beides)
report-bad-reason = Grund „{ $reason }“: erwartet einer von { $reasons }
report-too-long = der Text einer Meldung hat höchstens { $n } Zeichen
report-needs-text = sag, was passiert ist ("text"), bei einer Meldung mit dem Grund 'other'
void-not-rated = diese Partie ist nicht gewertet
void-not-over = diese Partie läuft noch: nur eine beendete Partie wird annulliert
void-aborted = diese Partie wurde abgebrochen oder beendet, bevor jeder Platz zwei Züge gemacht hatte: sie zählt schon für niemanden
void-already = diese Partie ist schon annulliert
void-bad-reason = { $reason }
void-not-stored = die Annullierung konnte nicht gespeichert werden; es hat sich nichts geändert
void-reason-empty = gib einen Grund für die Annullierung an
void-reason-long = ein Grund hat höchstens { $max } Zeichen

## Lessons, puzzles, analysis, reviews

bad-lesson-step = Schritt „{ $index }“: Schritte werden ab 0 gezählt, in Ziffern
no-such-lesson = { $reason }
lesson-move-not-read = { $reason }
lesson-failed = die Lektion ist fehlgeschlagen
lesson-step-broken = dieser Schritt der Lektion kann nicht gezeigt werden
no-game-named = kein Spiel namens „{ $game }“
no-puzzles = { $game } hat hier keine Aufgaben zu lösen
no-such-puzzle = keine Aufgabe „{ $id }“
puzzle-retired = diese Aufgabe wird nicht mehr angeboten: versuch die nächste
ratings-busy = die Wertungen sind beschäftigt: schick den Versuch noch einmal
sign-in-for-puzzles = melde dich an, um deine Aufgaben zu sehen
moves-empty = Züge: schick mindestens einen Zug
too-many-moves = Züge: höchstens { $n } Züge
move-too-long = Züge: „{ $start }…“ ist länger, als ein Zug sein kann
puzzle-broken = diese Aufgabe kann nicht gezeigt werden
puzzle-failed = die Aufgabe ist fehlgeschlagen
puzzle-attempt-refused = { $reason }
too-many-analyses = zu viele Analysen von dieser Adresse: warte einen Moment und frag noch einmal
analyses-running = diese Adresse hat schon { $n } laufende Analysen: warte, bis eine fertig ist
analysis-busy = das Analysebrett ist beschäftigt: frag gleich noch einmal
analysis-of-own-game = das ist die Stellung einer Partie, die du gerade spielst: die Engine sieht sie sich an, wenn die Partie zu Ende ist
analysis-game-running = diese Partie läuft noch: ihre Analyse öffnet sich, wenn sie zu Ende ist
analysis-failed = die Analyse dieser Stellung ist fehlgeschlagen
analysis-engine-refused = { $reason }
bad-analysis-request = { $reason }
analysis-record-unreadable = die Aufzeichnung dieser Partie kann nicht auf dem Brett geöffnet werden
review-unfinished = die Partie ist nicht beendet: nur eine beendete Partie wird ausgewertet
review-guest = ein Gast lässt nur eine Partie auswerten, die er gespielt hat: schick das Token des Platzes oder melde dich an
review-changed = die Auswertung hat sich geändert: frag noch einmal
reviews-under-way = { $who ->
    [account] du hast
   *[address] Gäste an deiner Adresse haben
} { $n } laufende Auswertungen, das Höchste, was erlaubt ist: frag noch einmal, wenn eine fertig ist
no-review = für diese Partie wurde keine Auswertung angefordert: schick ein POST, um eine anzufordern
review-unreadable = die gespeicherte Auswertung kann nicht gelesen werden
review-queue-full = die Warteschlange der Auswertungen ist voll ({ $n } laufende Auswertungen): frag in ein paar Minuten noch einmal
review-request-not-read = die Anfrage kann nicht gelesen werden: { $reason }
review-failed-stopped = der Server, der sie auswertete, hat vor dem Ende angehalten: bitte erneut anfordern
review-failed-not-started = die Auswertung konnte nicht beginnen: in ein paar Minuten erneut anfordern
review-failed-no-result = die Auswertung endete ohne Ergebnis: bitte erneut anfordern
review-failed-refused = die Aufzeichnung der Partie konnte nicht ausgewertet werden

## Pages (not errors: no code)
page-setup-undrawn = { $game }: die Startstellung; wer zuerst zieht, wird zu Beginn der Partie ausgelost
page-api-intro = Ein Spielserver für fünf Brettspiele mit Würfeln:
page-api-links = Die API: { $catalog } (die Spiele und ihre Optionen), { $open } (Partien, die auf einen Spieler warten); eine Partie legst du mit { $create } an. Siehe { $doc }.

## Tournaments
tournament-sign-in = melde dich an, um ein Turnier zu erstellen oder daran teilzunehmen
no-such-tournament = kein solches Turnier
tournament-body-not-valid = der Inhalt: { $reason }
tournament-minutes-needed = eine Arena braucht ihre Dauer in Minuten
tournament-minutes-range = eine Arena dauert { $lo } bis { $hi } Minuten
tournament-minutes-not-arena = nur eine Arena hat eine Dauer in Minuten
tournament-rounds-needed = ein Schweizer Turnier braucht seine Rundenzahl
tournament-rounds-range = ein Schweizer Turnier hat { $lo } bis { $hi } Runden
tournament-rounds-not-swiss = nur ein Schweizer Turnier hat eine feste Rundenzahl: die eines Rundenturniers ergeben sich aus seinen Spielern
tournament-table-size = dieses Spiel setzt mit diesen Optionen { $seats } Spieler an einen Tisch
tournament-table-not-yet = Turniere an Tischen mit mehr als zwei Spielern werden noch nicht ausgetragen
tournament-starts-at-range = ein Turnier beginnt zwischen vor einer Minute und in { $days } Tagen
tournament-too-many = du hast schon { $limit } anstehende Turniere: warte, bis eines davon beginnt
tournament-already-joined = du bist schon in diesem Turnier
tournament-closed = dieses Turnier nimmt keine Spieler mehr auf
tournament-full = dieses Turnier ist voll: { $max } Spieler
tournament-chat-sign-in = melde dich an, um im Chat eines Turniers zu schreiben
tournament-chat-full = der Chat dieses Turniers ist voll: er behält höchstens { $n } Nachrichten
tournament-min-rating-range = eine Mindestwertung ist höchstens { $max }
tournament-min-games-range = eine Mindestzahl gewerteter Partien ist höchstens { $max }
tournament-code-length = ein Zugangscode hat { $lo } bis { $hi } Zeichen
tournament-code-needed = dieses Turnier ist privat: gib seinen Zugangscode ein
tournament-code-wrong = das ist nicht der Zugangscode dieses Turniers
tournament-rating-below = dieses Turnier nimmt Spieler mit einer Wertung von { $min } oder mehr in seinem Spiel: deine ist { $rating }
tournament-games-below = dieses Turnier nimmt Spieler mit mindestens { $min } gewerteten Partien in seinem Spiel: du hast { $games } gespielt
tournament-not-joined = du bist nicht in diesem Turnier
tournament-finished = dieses Turnier ist vorbei
tournament-not-yours = nur wer das Turnier erstellt hat, kann es früher starten
tournament-started = dieses Turnier hat schon begonnen
tournament-not-arena = nur die Spieler einer Arena können pausieren
tournament-berserk-not-yet = Berserk gibt es noch nicht: die Uhr einer Partie lässt sich nicht für einen Spieler halbieren
tournament-no-trf = nur ein Schweizer Turnier oder ein Rundenturnier mit Zweipersonenspielen hat eine TRF-Datei
tournament-damaged = die Daten dieses Turniers sind beschädigt
