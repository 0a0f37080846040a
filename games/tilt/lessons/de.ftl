# Review: machine-drafted, awaiting a native speaker's review
# Die Lektion von tilt: der Titel jedes Schritts, die Aufgabe, was zu einem legalen Zug
# gesagt wird, der nicht die Antwort ist, und was nach der Lösung gesagt wird.

tilt-lesson-active-title = Aktive Würfel
tilt-lesson-active-prompt = Du spielst Hell. Ein Würfel, der ohne Nachbarwürfel gesetzt wird, steht aktiv, um 45° gedreht (eine Raute): Seine Ecken füllen die vier Nachbarfelder, sodass dort kein Würfel gesetzt werden darf. Dunkels aktiver Würfel auf c3 hält b3, d3, c2 und c4 frei. Setze deinen ersten Würfel diagonal neben ihn.
tilt-lesson-active-wrong = Dieses Feld liegt nicht diagonal neben c3: Versuch b2, b4, d2 oder d4.
tilt-lesson-active-done = Diagonale Felder liegen nicht neben einem Würfel, also stehen beide Würfel aktiv.

tilt-lesson-knock-over-title = Schieben wirft Würfel um
tilt-lesson-knock-over-prompt = Statt zu setzen, darfst du einen deiner aktiven Würfel beliebig weit entlang einer Reihe oder Linie schieben, über leere Felder. Jeder aktive Würfel neben einem Feld, über das er kommt, wird umgeworfen: Er liegt inaktiv und kann nicht geschoben werden. Schieb deinen Würfel von b1 an Dunkels Würfel auf c3 vorbei, um ihn umzuwerfen.
tilt-lesson-knock-over-wrong = Das führt nicht an c3 vorbei. Schieb deinen Würfel die b-Linie hinauf, über b3.
tilt-lesson-knock-over-done = Dunkels Würfel auf c3 ist umgeworfen: Er kann nicht mehr geschoben werden.

tilt-lesson-bonus-title = Der Bonuszug
tilt-lesson-bonus-prompt = Ein Schub, der neben einem anderen Würfel endet, lässt deinen Würfel inaktiv liegen und bringt dir einen Bonuszug: setzen, schieben, einen Würfel aufnehmen oder einen alleinstehenden Würfel wieder aktiv aufstellen. Schieb deinen Würfel von b4 so, dass er neben einem Würfel stehen bleibt.
tilt-lesson-bonus-wrong = Dort hat dein Würfel am Ende keinen Nachbarn: Er steht aktiv, und du bekommst keinen Bonuszug. Halte neben dem Würfel auf c3 an.
tilt-lesson-bonus-done = Dein Würfel liegt neben c3, und du hast einen Bonuszug zu spielen.

tilt-lesson-win-title = Keinen Zug lassen und gewinnen
tilt-lesson-win-prompt = Wer zu Beginn seines Zuges weder setzen noch schieben kann, verliert. Du darfst nur setzen, solange einer deiner aktiven Würfel geschoben werden könnte, und nur aktive Würfel werden geschoben. Dunkel hat einen Würfel: Wirf ihn um und beende deinen Zug mit deinem Würfel aktiv stehend.
tilt-lesson-win-wrong = Danach kann Dunkel noch ziehen, oder dein Zug geht mit einem Bonuszug weiter. Schieb an c3 vorbei und halte dort an, wo kein Würfel neben dir steht.
tilt-lesson-win-done = Dunkel hat keinen aktiven Würfel mehr, kann also weder schieben noch setzen: Du gewinnst.
