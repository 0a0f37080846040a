# Review: machine-drafted, awaiting a native speaker's review
# Die Lektion von cube-attack: der Titel jedes Schritts, die Aufgabe, was zu einem
# legalen Zug gesagt wird, der nicht die Antwort ist, und was nach der Lösung gesagt wird.

cube-attack-lesson-moving-title = Eine Einheit bewegen
cube-attack-lesson-moving-prompt = Du spielst Rot. Deine Einheit R1 (ein Würfel) steht auf deinem Startplaneten S0. Ein Zug besteht aus zwei Aktionen, und eine Bewegung führt eine Einheit entlang einer Umlaufbahn zu einem verbundenen Planeten. Bewege R1 zum Planeten Waffenkammer W0.
cube-attack-lesson-moving-wrong = Diese Bewegung ist legal, aber in diesem Schritt sollst du R1 von S0 nach W0 bewegen.
cube-attack-lesson-moving-done = R1 steht auf W0. Sie kann nie zurück: Keine Einheit betritt je einen Startplaneten.

cube-attack-lesson-arming-title = Eine Einheit bewaffnen
cube-attack-lesson-arming-prompt = R1 steht auf dem Planeten Waffenkammer W0, und du hast noch eine Aktion. Die Waffenkammer zu aktivieren bewaffnet eine Einheit: aus keiner Waffe wird kurze Reichweite, aus kurzer wird lange Reichweite. Eine Einheit aktiviert höchstens einmal pro Runde. Aktiviere W0 mit R1.
cube-attack-lesson-arming-wrong = Das ist legal, aber in diesem Schritt sollst du W0 aktivieren, um R1 zu bewaffnen.
cube-attack-lesson-arming-done = R1 hat eine Waffe mit kurzer Reichweite: Sie kann feindliche Einheiten auf ihrem eigenen Planeten angreifen.

cube-attack-lesson-new-unit-title = Eine neue Einheit
cube-attack-lesson-new-unit-prompt = Eine neue Runde hat begonnen, und R1 steht auf dem Planeten Würfel C0. Einen Planeten Würfel zu aktivieren bringt eine neue Einheit (einen Würfel aus deinem Vorrat) auf deinen Startplaneten. Aktiviere C0 mit R1.
cube-attack-lesson-new-unit-wrong = Das ist legal, aber in diesem Schritt sollst du den Planeten Würfel C0 aktivieren.
cube-attack-lesson-new-unit-done = Eine neue Einheit, R2, steht auf S0. Je mehr Einheiten du hast, desto mehr Monde kannst du halten.

cube-attack-lesson-moons-title = Punkte auf den Monden
cube-attack-lesson-moons-prompt = Am Ende jeder Runde bringt jeder Mond den Teams Punkte, die auf ihm stehen: ein Halbmond 2 Punkte, der Vollmond 4, jeweils die Hälfte, wenn sich Teams ihn teilen. 64 Punkte gewinnen. R1 steht auf dem Halbmond H0. Bewege sie auf den Vollmond F.
cube-attack-lesson-moons-wrong = Das ist legal, aber in diesem Schritt sollst du R1 von H0 auf den Vollmond F bewegen.
cube-attack-lesson-moons-done = R1 hält den Vollmond: 4 Punkte für Rot am Ende der Runde, wenn kein Feind dazukommt.

cube-attack-lesson-attacking-title = Angreifen
cube-attack-lesson-attacking-prompt = Blaus B1 ist zu R1 auf den Vollmond gekommen. R1s Waffe mit kurzer Reichweite erreicht feindliche Einheiten auf ihrem eigenen Planeten (eine mit langer Reichweite erreicht auch die verbundenen Planeten). Jeder Angriff kostet ein Leben; eine Einheit greift einmal pro Runde an. Greif B1 mit R1 an.
cube-attack-lesson-attacking-wrong = Das ist legal, aber in diesem Schritt soll R1 B1 auf dem Vollmond angreifen.
cube-attack-lesson-attacking-done = B1 hatte ein Leben und ist zerstört. Ein Team ohne Einheit auf dem Brett scheidet aus, und das letzte verbliebene Team gewinnt.
