# Review: machine-drafted, awaiting a native speaker's review

# Reasons still written in English by the rules (check.rs); each gets a message of
# its own as the game's words move here.
cube-conquest-reason = { $why }

## Seats
cube-conquest-red = Rosso
cube-conquest-blue = Blu
cube-conquest-green = Verde
cube-conquest-yellow = Giallo

## Options: their labels and help in the setup form, and why options are refused
cube-conquest-option-size-label = Dimensione del tabellone
cube-conquest-option-size = lato del tabellone quadrato di tessere coperte (si usano size² delle 36 tessere)
cube-conquest-option-players-label = Giocatori
cube-conquest-option-players = numero di giocatori
cube-conquest-option-decks-label = Mazzi
cube-conquest-option-decks = own = un mazzo e una pila degli scarti per giocatore; shared = un mazzo di 3 colori (54 carte) per tutti; auto = own con 2 giocatori, shared con 3-4
cube-conquest-option-decks-auto = Propri con 2 giocatori, condiviso con 3–4
cube-conquest-option-decks-own = Uno per giocatore
cube-conquest-option-decks-shared = Un mazzo condiviso
cube-conquest-option-copies-label = Copie di ogni simbolo
cube-conquest-option-copies = copie di ogni simbolo nel mazzo di un colore: 3 dà il mazzo da 18 carte
cube-conquest-option-cubes-label = Cubi per giocatore
cube-conquest-option-cubes = cubi che ogni giocatore possiede, compresi i 2 cubi della preparazione
cube-conquest-option-cap = la partita termina dopo questo numero di azioni: vince chi ha più PV, a parità di PV è patta
cube-conquest-option-destroyed-label = Cubi distrutti
cube-conquest-option-destroyed = un cubo distrutto torna nella scorta del proprietario, oppure esce dal gioco
cube-conquest-option-destroyed-supply = Tornano nella scorta del proprietario
cube-conquest-option-destroyed-removed = Escono dal gioco
cube-conquest-option-first = chi piazza e gioca per primo (di norma: estratto dal seme)
cube-conquest-option-players-range = i giocatori devono essere da 2 a 4
cube-conquest-option-size-too-small = un tabellone di dimensione { $size } non ha spazio per { $players } bordi di casa: usa size=4 o più
cube-conquest-option-counts = copies deve essere da 1 a 6, cubes almeno 2, cap almeno 20
cube-conquest-option-first-absent = first={ $first }, ma ci sono solo { $players } giocatori
