# Review: machine-drafted, awaiting a native speaker's review
# La lezione di zhen: il titolo di ogni passo, che cosa si chiede, che cosa si dice di
# una mossa legale che non è la risposta, e che cosa si dice una volta risolto.

zhen-lesson-carry-title = Portare una pila
zhen-lesson-carry-prompt = Tu sei Rosso; la tua meta è all'estremità sinistra della fila, prima della casella 1. Al tuo turno o metti un cubo della tua riserva su una casella vuota, o muovi una casella dove hai un cubo: porti tutti i suoi cubi, di entrambi i colori, verso la tua meta, di un passo per ogni tuo cubo che c'è. Una pila che arriva su un'altra si unisce a essa per sempre. Muovi il tuo cubo della casella 5 su quello di Blu.
zhen-lesson-carry-wrong = Così metti un cubo. Muovi invece la pila della casella 5: un cubo rosso, un passo.
zhen-lesson-carry-done = Il tuo cubo si è unito a quello di Blu sulla casella 4: ora è un'unica pila, che ciascuno di voi può muovere.

zhen-lesson-capture-title = Catturare nella tua meta
zhen-lesson-capture-prompt = Una pila può entrare nella tua meta solo con il numero esatto di passi, e solo se contiene un cubo del tuo avversario: quel cubo viene allora catturato, e ogni cubo catturato vale un punto. La tua pila sulla casella 2 ha 2 cubi rossi e uno blu: catturalo.
zhen-lesson-capture-wrong = Così metti un cubo. Muovi la pila della casella 2: due cubi rossi, due passi, esattamente nella tua meta.
zhen-lesson-capture-done = Il cubo blu è nella tua meta per sempre: un punto per te.

zhen-lesson-end-title = La fine della partita
zhen-lesson-end-prompt = Quando il giocatore di turno non può fare nulla (nessun cubo da mettere su una casella vuota, nessuna pila che possa muovere), la partita finisce e l'altro giocatore prende nella propria meta tutti i cubi rimasti sulle caselle. Su questa fila corta di tre caselle Blu non ha più cubi in riserva, e il suo cubo sulla casella 3 non può entrare nella meta di Blu senza un cubo rosso da catturare. Fai la mossa che lascia Blu bloccato.
zhen-lesson-end-wrong = Dopo questa mossa Blu può ancora agire. Trova la mossa che non lascia a Blu nulla da fare.
zhen-lesson-end-done = Hai catturato un cubo blu, e Blu è bloccato: anche il suo cubo sulla casella 3 va nella tua meta, e vinci 2 a 0.
