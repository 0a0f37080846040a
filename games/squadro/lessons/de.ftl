# Review: machine-drafted, awaiting a native speaker's review
# Die Lektion von squadro: der Titel jedes Schritts, die Aufgabe, was zu einem legalen
# Zug gesagt wird, der nicht die Antwort ist, und was nach der Lösung gesagt wird.

squadro-lesson-speed-title = Schnelle und langsame Steine
squadro-lesson-speed-prompt = Du spielst Hell: Deine fünf Steine starten unten und laufen das Brett hinauf und wieder zurück. In deinem Zug ziehst du einen Stein geradeaus so viele Felder weit, wie seine Geschwindigkeit beträgt; sie steht neben seinem Start: 1, 3, 2, 3, 1 von Bahn 1 bis Bahn 5. Ziehe einen deiner schnellsten Steine.
squadro-lesson-speed-wrong = Das ist ein langsamer Stein. Die Steine auf den Bahnen 2 und 4 ziehen 3 Felder auf einmal.
squadro-lesson-speed-done = Drei Felder in einem Zug: Geschwindigkeit gewinnt Rennen.

squadro-lesson-jump-title = Überspringen schickt einen Stein zurück
squadro-lesson-jump-prompt = Ein Stein, der auf einen gegnerischen Stein trifft, springt über ihn, landet direkt dahinter und bleibt dort stehen. Der übersprungene Stein geht zurück zu seinem Start (oder, wenn er schon gewendet hatte, zur gegenüberliegenden Seite). Dunkels Stein auf Bahn 1 ist gerade nach d2 gezogen: Schick ihn zurück.
squadro-lesson-jump-wrong = Dieser Stein erreicht d2 nicht. Dein Stein auf Bahn 3, auf d1 mit Geschwindigkeit 2, schon.
squadro-lesson-jump-done = Übersprungen: Dunkels Stein steht wieder am Start und muss das Brett noch einmal überqueren.

squadro-lesson-far-side-title = Wenden auf der gegenüberliegenden Seite
squadro-lesson-far-side-prompt = Ein Stein, der die gegenüberliegende Seite erreicht, bleibt dort stehen, auch wenn er noch Schritte übrig hat, und wendet. Auf dem Rückweg zieht er mit der Geschwindigkeit, die auf der gegenüberliegenden Seite steht: 4 minus seine Geschwindigkeit auf dem Hinweg, daher kommen schnelle Steine langsam zurück. Bring deinen Stein auf Bahn 2, auf c4, zur gegenüberliegenden Seite.
squadro-lesson-far-side-wrong = Das ist ein anderer Stein. Ziehe den auf Bahn 2: Mit Geschwindigkeit 3 erreicht er von c4 aus die gegenüberliegende Seite.
squadro-lesson-far-side-done = Er hat auf c7 gewendet und kommt jetzt mit Geschwindigkeit 1 zurück.

squadro-lesson-home-title = Vier zu Hause gewinnen
squadro-lesson-home-prompt = Ein Stein, der nach dem Wenden zu seinem Start zurückkommt, ist zu Hause und verlässt das Brett. Wer zuerst vier Steine nach Hause bringt, gewinnt. Du hast drei: Bring einen vierten nach Hause.
squadro-lesson-home-wrong = Dieser Stein kommt mit diesem Zug nicht nach Hause. Such einen zurückkehrenden Stein, der für seine Geschwindigkeit nah genug an seinem Start steht.
squadro-lesson-home-done = Vier Steine zu Hause: Du gewinnst das Rennen.
