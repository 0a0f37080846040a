# Review: machine-drafted, awaiting a native speaker's review
# Die Lektion von zhen: der Titel jedes Schritts, die Aufgabe, was zu einem legalen Zug
# gesagt wird, der nicht die Antwort ist, und was nach der Lösung gesagt wird.

zhen-lesson-carry-title = Einen Stapel tragen
zhen-lesson-carry-prompt = Du spielst Rot; dein Ziel liegt am linken Ende der Reihe, vor Feld 1. In deinem Zug setzt du entweder einen Würfel aus deinem Vorrat auf ein leeres Feld oder ziehst ein Feld, auf dem du einen Würfel hast: Du trägst alle seine Würfel, beider Farben, auf dein Ziel zu, einen Schritt für jeden deiner Würfel dort. Ein Stapel, der auf einem anderen landet, verbindet sich für immer mit ihm. Ziehe deinen Würfel von Feld 5 auf den von Blau.
zhen-lesson-carry-wrong = Damit setzt du einen Würfel. Ziehe stattdessen den Stapel auf Feld 5: ein roter Würfel, ein Schritt.
zhen-lesson-carry-done = Dein Würfel hat sich auf Feld 4 mit dem von Blau verbunden: Jetzt ist es ein Stapel, den jeder von euch ziehen darf.

zhen-lesson-capture-title = In deinem Ziel schlagen
zhen-lesson-capture-prompt = Ein Stapel darf nur mit genau passender Schrittzahl in dein Ziel, und nur, wenn er einen Würfel deines Gegners enthält: Dieser Würfel ist dann geschlagen, und jeder geschlagene Würfel zählt einen Punkt. Dein Stapel auf Feld 2 hat 2 rote Würfel und einen blauen: Schlag ihn.
zhen-lesson-capture-wrong = Damit setzt du einen Würfel. Ziehe den Stapel auf Feld 2: zwei rote Würfel, zwei Schritte, genau in dein Ziel.
zhen-lesson-capture-done = Der blaue Würfel liegt für immer in deinem Ziel: ein Punkt für dich.

zhen-lesson-end-title = Das Ende der Partie
zhen-lesson-end-prompt = Kann der Spieler am Zug nichts tun (kein Würfel, den er auf ein leeres Feld setzen könnte, kein Stapel, den er ziehen darf), endet die Partie, und der andere Spieler nimmt alle Würfel, die noch auf den Feldern liegen, in sein eigenes Ziel. Auf dieser kurzen Reihe aus drei Feldern hat Blau keinen Würfel mehr im Vorrat, und sein Würfel auf Feld 3 darf ohne einen roten Würfel zum Schlagen nicht in das Ziel von Blau. Mach den Zug, nach dem Blau festsitzt.
zhen-lesson-end-wrong = Danach kann Blau noch handeln. Finde den Zug, nach dem Blau nichts mehr tun kann.
zhen-lesson-end-done = Du hast einen blauen Würfel geschlagen, und Blau sitzt fest: Auch sein Würfel auf Feld 3 kommt in dein Ziel, und du gewinnst 2 zu 0.
