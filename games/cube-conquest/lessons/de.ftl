# Review: machine-drafted, awaiting a native speaker's review
# Die Lektion von cube-conquest: der Titel jedes Schritts, die Aufgabe, was zu einem
# legalen Zug gesagt wird, der nicht die Antwort ist, und was nach der Lösung gesagt wird.

cube-conquest-lesson-setting-up-title = Der Aufbau
cube-conquest-lesson-setting-up-prompt = Du spielst Rot. 25 Plättchen liegen verdeckt, jedes mit einem Symbol vom Tropfen (1) bis zum Pfeil (6). Jeder Spieler beginnt mit zwei Würfeln an seinem Heimatrand, deiner ist Reihe 1; ein Plättchen wird aufgedeckt, wenn zum ersten Mal ein Würfel darauf steht. Setze einen Würfel auf b1.
cube-conquest-lesson-setting-up-wrong = Das ist ein guter Platz, aber in diesem Schritt ist ein Würfel auf b1 gefragt.
cube-conquest-lesson-setting-up-done = Das Plättchen unter deinem Würfel ist aufgedeckt. Die Spieler setzen je zwei Würfel, danach beginnt jeder Zug damit, auf 4 Karten nachzuziehen.

cube-conquest-lesson-moving-title = Mit einer Karte ziehen
cube-conquest-lesson-moving-prompt = Du bist am Zug: Du hast eine 1 (Tropfen), eine 2 (Hämmer) und zwei 5en (Räder) gezogen. Zum Ziehen wirfst du eine Karte ab: Einer deiner einzelnen Würfel geht bis zu so viele Schritte, nie durch einen Feind, und jedes verdeckte Plättchen, das er betritt, wird aufgedeckt. Zieh den Würfel von b1 mit deiner 2 zwei Schritte vor nach b3: Klick auf den Würfel auf b1, dann auf b3, wo er stehen bleibt, dann auf b2, das Plättchen, über das er unterwegs kommt (eine 5 könnte ihn einen anderen Weg führen), dann auf deine 2.
cube-conquest-lesson-moving-wrong = Dieser Zug ist legal, aber in diesem Schritt sollst du mit deiner 2 von b1 nach b3 gehen (heb dir die 5en für später auf).
cube-conquest-lesson-moving-done = Dein Würfel steht auf b3 und hat unterwegs b2 und b3 aufgedeckt. Deine 2 liegt auf deinem Ablagestapel; jetzt ist Blau am Zug.

cube-conquest-lesson-reinforcing-title = Verstärken
cube-conquest-lesson-reinforcing-prompt = Verstärken bringt einen Würfel aus deinem Vorrat: Wirf eine Karte ab, deren Symbol zu einem aufgedeckten Plättchen passt, entweder einem leeren neben deinen Würfeln (ein neuer Würfel) oder dem unter einem deiner einzelnen Würfel (ein zweiter Würfel: ein Außenposten, der weder ziehen noch angreifen kann, aber mit +1 verteidigt). Dein Würfel auf d1 steht auf Hämmern, und du hast eine 2: Mach ihn zu einem Außenposten.
cube-conquest-lesson-reinforcing-wrong = Das ist legal, aber in diesem Schritt sollst du deine 2 abwerfen, um einen Außenposten auf d1 zu bauen.
cube-conquest-lesson-reinforcing-done = Auf d1 steht ein Außenposten aus zwei roten Würfeln.

cube-conquest-lesson-attacking-title = Angreifen
cube-conquest-lesson-attacking-prompt = Blaus Würfel auf b4 steht neben deinem einzelnen Würfel auf b3. Ein einzelner Würfel darf einen feindlichen Würfel oder Außenposten neben sich angreifen (oben, unten, links oder rechts); du brauchst eine Karte auf der Hand. Der Sieger erhält 1 SP, und 10 SP gewinnen die Partie. Greif b4 von b3 aus an.
cube-conquest-lesson-attacking-wrong = Das ist legal, aber in diesem Schritt soll dein Würfel auf b3 Blaus Würfel auf b4 angreifen.
cube-conquest-lesson-attacking-done = Der Angriff ist angesagt: Jetzt wählen beide Seiten eine Karte.

cube-conquest-lesson-choosing-title = Eine Karte geheim wählen
cube-conquest-lesson-choosing-prompt = Du und Blau wählt jeweils geheim eine Karte; dann werden beide gezeigt. Du gewinnst mit einem Wert, der gleich oder höher als der von Blau ist; Blau addiert +1, wenn seine Karte zum Plättchen unter seinem Würfel passt (b4 ist ein Rad, also würde eine 5 als 6 zählen), und noch +1 für einen Außenposten. Der Würfel des Verlierers wird zerstört. Spiel deine stärkste Karte, eine 5.
cube-conquest-lesson-choosing-wrong = Diese Karte ist legal, aber eine niedrigere Karte verliert gegen mehr Karten von Blau: In diesem Schritt ist deine 5 gefragt.
cube-conquest-lesson-choosing-done = Deine 5 ist gewählt, verdeckt, und Blau wählt seine Karte. Eine weitere Aktion steht dir in deinem Zug offen: vorbereiten, indem du zwei Karten abwirfst, um eine Karte von deinem Ablagestapel zurückzunehmen.
