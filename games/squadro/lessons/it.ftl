# Review: machine-drafted, awaiting a native speaker's review
# La lezione di squadro: il titolo di ogni passo, che cosa si chiede, che cosa si dice
# di una mossa legale che non è la risposta, e che cosa si dice una volta risolto.

squadro-lesson-speed-title = Pezzi veloci e pezzi lenti
squadro-lesson-speed-prompt = Tu sei Chiaro: i tuoi cinque pezzi partono dal basso e corrono fino in cima alla plancia e ritorno. Al tuo turno muovi un pezzo dritto in avanti di tante caselle quanta è la sua velocità, segnata accanto alla sua partenza: 1, 3, 2, 3, 1 dalla corsia 1 alla corsia 5. Muovi uno dei tuoi pezzi più veloci.
squadro-lesson-speed-wrong = Quel pezzo è uno dei lenti. I pezzi delle corsie 2 e 4 avanzano di 3 caselle in una volta.
squadro-lesson-speed-done = Tre caselle in una mossa: è la velocità che vince le corse.

squadro-lesson-jump-title = Saltare rimanda indietro un pezzo
squadro-lesson-jump-prompt = Un pezzo che arriva su un pezzo avversario lo salta, atterra subito dietro e si ferma lì. Il pezzo saltato torna alla sua partenza (o, se aveva già girato, al lato opposto). Il pezzo di Scuro della corsia 1 si è appena spostato in d2: rimandalo indietro.
squadro-lesson-jump-wrong = Quel pezzo non arriva in d2. Il tuo pezzo della corsia 3, in d1 con velocità 2, sì.
squadro-lesson-jump-done = Saltato: il pezzo di Scuro è tornato alla partenza e deve attraversare di nuovo la plancia.

squadro-lesson-far-side-title = La svolta al lato opposto
squadro-lesson-far-side-prompt = Un pezzo che raggiunge il lato opposto si ferma lì, anche se gli restano passi, e si gira. Al ritorno avanza alla velocità segnata sul lato opposto: 4 meno la sua velocità all'andata, così i pezzi veloci tornano lentamente. Porta al lato opposto il tuo pezzo della corsia 2 in c4.
squadro-lesson-far-side-wrong = Quello è un altro pezzo. Muovi quello della corsia 2: con velocità 3 raggiunge il lato opposto da c4.
squadro-lesson-far-side-done = Ha girato in c7, e ora torna indietro a velocità 1.

squadro-lesson-home-title = Quattro a casa vincono
squadro-lesson-home-prompt = Un pezzo che torna alla sua partenza dopo la svolta è a casa e lascia la plancia. Vince il primo giocatore con quattro pezzi a casa. Tu ne hai tre: porta a casa il quarto.
squadro-lesson-home-wrong = Quel pezzo non arriva a casa con questa mossa. Cerca un pezzo di ritorno abbastanza vicino alla partenza per la sua velocità.
squadro-lesson-home-done = Quattro pezzi a casa: hai vinto la corsa.
