# Review: machine-drafted, awaiting a native speaker's review
# La lezione di cube-attack: il titolo di ogni passo, che cosa si chiede, che cosa si
# dice di una mossa legale che non è la risposta, e che cosa si dice una volta risolto.

cube-attack-lesson-moving-title = Muovere un'unità
cube-attack-lesson-moving-prompt = Tu sei Rosso. La tua unità R1 (un cubo) sta sul tuo pianeta di partenza S0. Un turno è fatto di due azioni, e una mossa porta un'unità lungo un'orbita su un pianeta collegato. Muovi R1 sul Pianeta Armeria W0.
cube-attack-lesson-moving-wrong = Quella mossa è legale, ma questo passo ti chiede di muovere R1 da S0 a W0.
cube-attack-lesson-moving-done = R1 è su W0. Non potrà mai tornare indietro: nessuna unità entra mai in un pianeta di partenza.

cube-attack-lesson-arming-title = Armare un'unità
cube-attack-lesson-arming-prompt = R1 sta sul Pianeta Armeria W0 e ti resta un'azione. Attivare l'Armeria arma un'unità: senz'arma diventa corto raggio, corto raggio diventa lungo raggio. Un'unità attiva al massimo una volta per giro. Attiva W0 con R1.
cube-attack-lesson-arming-wrong = È legale, ma questo passo ti chiede di attivare W0, per armare R1.
cube-attack-lesson-arming-done = R1 ha un'arma a corto raggio: può attaccare le unità nemiche sul suo stesso pianeta.

cube-attack-lesson-new-unit-title = Una nuova unità
cube-attack-lesson-new-unit-prompt = È cominciato un nuovo giro, e R1 sta sul Pianeta Cubo C0. Attivare un Pianeta Cubo porta una nuova unità (un cubo della tua scorta) sul tuo pianeta di partenza. Attiva C0 con R1.
cube-attack-lesson-new-unit-wrong = È legale, ma questo passo ti chiede di attivare il Pianeta Cubo C0.
cube-attack-lesson-new-unit-done = Una nuova unità, R2, sta su S0. Più unità hai, più lune puoi tenere.

cube-attack-lesson-moons-title = Fare punti sulle lune
cube-attack-lesson-moons-prompt = Alla fine di ogni giro ogni luna dà punti alle squadre che vi si trovano: una Mezzaluna 2 punti, la Luna Piena 4, la metà a ciascuna quando più squadre la condividono. Con 64 punti si vince. R1 è sulla Mezzaluna H0. Muovila sulla Luna Piena F.
cube-attack-lesson-moons-wrong = È legale, ma questo passo ti chiede di muovere R1 da H0 alla Luna Piena F.
cube-attack-lesson-moons-done = R1 tiene la Luna Piena: 4 punti per Rosso alla fine del giro, se nessun nemico la raggiunge lì.

cube-attack-lesson-attacking-title = Attaccare
cube-attack-lesson-attacking-prompt = B1 di Blu ha raggiunto R1 sulla Luna Piena. L'arma a corto raggio di R1 raggiunge le unità nemiche sul suo stesso pianeta (una a lungo raggio raggiunge anche i pianeti collegati). Ogni attacco toglie una vita; un'unità attacca una volta per giro. Attacca B1 con R1.
cube-attack-lesson-attacking-wrong = È legale, ma questo passo chiede a R1 di attaccare B1 sulla Luna Piena.
cube-attack-lesson-attacking-done = B1 aveva una vita ed è distrutta. Una squadra che resta senza unità sul tabellone è fuori, e vince l'ultima squadra rimasta.
