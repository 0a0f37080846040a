# Review: machine-drafted, awaiting a native speaker's review
# La lezione di cube-conquest: il titolo di ogni passo, che cosa si chiede, che cosa si
# dice di una mossa legale che non è la risposta, e che cosa si dice una volta risolto.

cube-conquest-lesson-setting-up-title = La preparazione
cube-conquest-lesson-setting-up-prompt = Tu sei Rosso. 25 tessere giacciono coperte, ciascuna con un simbolo dalla goccia (1) alla freccia (6). Ogni giocatore comincia con due cubi sul proprio bordo di casa, il tuo è la traversa 1; una tessera si scopre quando un cubo vi si posa per la prima volta. Metti un cubo in b1.
cube-conquest-lesson-setting-up-wrong = È un buon posto, ma questo passo chiede un cubo in b1.
cube-conquest-lesson-setting-up-done = La tessera sotto il tuo cubo si è scoperta. I giocatori mettono due cubi ciascuno, poi ogni turno comincia pescando fino ad avere 4 carte.

cube-conquest-lesson-moving-title = Muovere con una carta
cube-conquest-lesson-moving-prompt = Tocca a te: hai pescato un 1 (goccia), un 2 (martelli) e due 5 (ruote). Per muovere, scarta una carta: uno dei tuoi cubi singoli cammina fino a quel numero di passi, mai attraverso un nemico, e ogni tessera coperta in cui entra si scopre. Porta il cubo in b1 due passi avanti fino a b3 con il tuo 2: clicca il cubo in b1, poi b3 dove si ferma, poi b2, la tessera che attraversa lungo la strada (un 5 potrebbe fargli fare un altro giro), poi il tuo 2.
cube-conquest-lesson-moving-wrong = Quella mossa è legale, ma questo passo ti chiede di camminare da b1 a b3 con il tuo 2 (tieni i 5 per dopo).
cube-conquest-lesson-moving-done = Il tuo cubo sta in b3 e lungo la strada ha scoperto b2 e b3. Il tuo 2 è sulla tua pila degli scarti; ora tocca a Blu.

cube-conquest-lesson-reinforcing-title = Rinforzare
cube-conquest-lesson-reinforcing-prompt = Rinforzare porta un cubo dalla tua scorta: scarta una carta il cui simbolo corrisponde a una tessera scoperta, o una vuota accanto ai tuoi cubi (un cubo nuovo) o una sotto un tuo cubo singolo (un secondo cubo: un Avamposto, che non può muovere né attaccare ma difende con +1). Il tuo cubo in d1 sta sui martelli e hai in mano un 2: fanne un Avamposto.
cube-conquest-lesson-reinforcing-wrong = È legale, ma questo passo ti chiede di scartare il tuo 2 per fare un Avamposto in d1.
cube-conquest-lesson-reinforcing-done = In d1 c'è un Avamposto di due cubi rossi.

cube-conquest-lesson-attacking-title = Attaccare
cube-conquest-lesson-attacking-prompt = Il cubo di Blu in b4 sta accanto al tuo cubo singolo in b3. Un cubo singolo può attaccare un cubo o un Avamposto nemico accanto a sé (sopra, sotto, a sinistra o a destra); ti serve una carta in mano. Chi vince segna 1 PV, e 10 PV vincono la partita. Attacca b4 da b3.
cube-conquest-lesson-attacking-wrong = È legale, ma questo passo chiede al tuo cubo in b3 di attaccare il cubo di Blu in b4.
cube-conquest-lesson-attacking-done = L'attacco è dichiarato: ora entrambe le parti scelgono una carta.

cube-conquest-lesson-choosing-title = Scegliere una carta in segreto
cube-conquest-lesson-choosing-prompt = Tu e Blu scegliete ciascuno una carta in segreto; poi le due carte vengono mostrate. Vinci con un valore pari o superiore a quello di Blu; Blu aggiunge +1 se la sua carta corrisponde alla tessera sotto il suo cubo (b4 è una ruota, quindi un 5 varrebbe 6) e un altro +1 per un Avamposto. Il cubo di chi perde è distrutto. Gioca la tua carta più forte, un 5.
cube-conquest-lesson-choosing-wrong = Quella carta è legale, ma una carta più bassa perde contro più carte di Blu: questo passo chiede il tuo 5.
cube-conquest-lesson-choosing-done = Il tuo 5 è scelto, coperto, e Blu sceglie la sua carta. C'è un'altra azione che puoi fare nel tuo turno: prepararti, scartando due carte per riprendere una carta dalla tua pila degli scarti.
