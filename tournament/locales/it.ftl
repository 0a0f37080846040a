# Review: machine-drafted, awaiting a native speaker's review
# Why a schedule, a pairing, standings or a TRF file could not be made.

## Round robin
tournament-round-robin-too-few = un girone all'italiana richiede almeno 2 giocatori, non { $players }
tournament-round-robin-too-many = un girone all'italiana ammette al massimo { $most } giocatori, non { $players }

## Arena
tournament-arena-waiting-twice = il giocatore { $player } è in attesa due volte

## Swiss
tournament-swiss-listed-twice = il giocatore { $player } compare due volte
tournament-swiss-no-such-round = il turno { $round } non è un turno di un torneo di { $rounds } turni
tournament-swiss-history-too-long = il giocatore { $player } ha una storia di { $len } turni prima del turno { $round }
tournament-swiss-too-many = si possono abbinare al massimo { $most } giocatori, non { $players }
tournament-swiss-no-pairing = nessun abbinamento di questo turno rispetta i criteri assoluti
tournament-swiss-too-complex = nessun abbinamento trovato entro { $limit } candidati

## Tables of three to six
tournament-table-bad-size = un tavolo accoglie da { $min } a { $max } giocatori, non { $size }
tournament-table-listed-twice = il giocatore { $player } compare due volte
tournament-table-too-few = { $players } giocatori non bastano per un tavolo da { $size }
tournament-table-bad-places = i piazzamenti { $places } non sono quelli di un unico tavolo

## Standings
tournament-standings-listed-twice = il giocatore { $player } compare due volte
tournament-standings-unknown-opponent = il giocatore { $player } incontra { $opponent }, che non è in elenco
tournament-standings-bad-points = il giocatore { $player } totalizza { $points } mezzi punti in un turno; al massimo 2

## TRF files
tournament-trf-bad-number = riga { $line }: { $field } non è un numero: { $text }
tournament-trf-bad-code = riga { $line }: { $field } { $found } non è tra { $expected }
tournament-trf-round-columns = riga { $line }: il turno { $round } esce dalle sue colonne
tournament-trf-start-rank-twice = riga { $line }: il numero di partenza { $rank } compare due volte
tournament-trf-unknown-opponent = il giocatore { $rank } incontra { $opponent } al turno { $round }, che non è nel file
tournament-trf-player-count = riga { $line }: il file dichiara { $declared } giocatori ma ne elenca { $found }
tournament-trf-line-break = { $field } { $text } spezzerebbe la sua riga
tournament-trf-too-wide = { $field } { $text } non sta in { $width } colonne

## The TRF fields the messages above name
tournament-trf-field-number-of-players = numero di giocatori
tournament-trf-field-number-of-rounds = numero di turni
tournament-trf-field-start-rank = numero di partenza
tournament-trf-field-sex = sesso
tournament-trf-field-title = titolo
tournament-trf-field-name = nome
tournament-trf-field-rating = punteggio Elo
tournament-trf-field-federation = federazione
tournament-trf-field-fide-id = ID FIDE
tournament-trf-field-birth-date = data di nascita
tournament-trf-field-points = punti
tournament-trf-field-rank = posizione
tournament-trf-field-opponent = avversario
tournament-trf-field-colour = colore
tournament-trf-field-result = risultato
tournament-trf-field-line = riga
tournament-trf-field-code = codice
