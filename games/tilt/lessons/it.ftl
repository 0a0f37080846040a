# Review: machine-drafted, awaiting a native speaker's review
# La lezione di tilt: il titolo di ogni passo, che cosa si chiede, che cosa si dice di
# una mossa legale che non è la risposta, e che cosa si dice una volta risolto.

tilt-lesson-active-title = Cubi attivi
tilt-lesson-active-prompt = Tu sei Chiaro. Un cubo messo senza altri cubi accanto sta attivo, ruotato di 45° (un rombo): i suoi spigoli occupano le quattro caselle accanto, quindi lì non si può mettere alcun cubo. Il cubo attivo di Scuro in c3 tiene libere b3, d3, c2 e c4. Metti il tuo primo cubo in diagonale accanto a esso.
tilt-lesson-active-wrong = Quella casella non è in diagonale accanto a c3: prova b2, b4, d2 o d4.
tilt-lesson-active-done = Le caselle in diagonale non sono accanto a un cubo, quindi entrambi i cubi stanno attivi.

tilt-lesson-knock-over-title = Scivolare fa cadere i cubi
tilt-lesson-knock-over-prompt = Invece di mettere un cubo, puoi far scivolare uno dei tuoi cubi attivi di quante caselle vuoi lungo una traversa o una colonna, attraverso caselle vuote. Ogni cubo attivo accanto a una casella che attraversa viene fatto cadere: giace inattivo e non può scivolare. Fai scivolare il tuo cubo in b1 oltre il cubo di Scuro in c3 per farlo cadere.
tilt-lesson-knock-over-wrong = Così non passi accanto a c3. Fai scivolare il tuo cubo su per la colonna b, attraverso b3.
tilt-lesson-knock-over-done = Il cubo di Scuro in c3 è caduto: non può più scivolare.

tilt-lesson-bonus-title = La mossa bonus
tilt-lesson-bonus-prompt = Uno scivolamento che finisce accanto a un altro cubo lascia il tuo cubo inattivo, e ti fa guadagnare una mossa bonus: mettere un cubo, farne scivolare uno, riprenderne uno, o rimettere attivo un cubo isolato. Fai scivolare il tuo cubo in b4 in modo che si fermi accanto a un cubo.
tilt-lesson-bonus-wrong = Lì il tuo cubo si ferma senza cubi accanto: sta attivo, e non guadagni nessuna mossa bonus. Fermati accanto al cubo in c3.
tilt-lesson-bonus-done = Il tuo cubo giace accanto a c3, e hai una mossa bonus da giocare.

tilt-lesson-win-title = Non lasciare mosse e vinci
tilt-lesson-win-prompt = Un giocatore che all'inizio del proprio turno non può né mettere né far scivolare un cubo perde. Puoi mettere un cubo solo finché uno dei tuoi cubi attivi potrebbe scivolare, e scivolano solo i cubi attivi. Scuro ha un solo cubo: fallo cadere, e finisci il turno con il tuo cubo in piedi, attivo.
tilt-lesson-win-wrong = Dopo questa mossa Scuro può ancora muovere, oppure il tuo turno continua con una mossa bonus. Scivola oltre c3 e fermati dove non hai cubi accanto.
tilt-lesson-win-done = A Scuro non resta nessun cubo attivo, quindi non può né scivolare né mettere: hai vinto.
