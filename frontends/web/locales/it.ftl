# Review: machine-drafted, awaiting a native speaker's review
# The web client's words (frontends/web), from en.ftl.

## page
page-loading = Caricamento…
page-not-found = Pagina inesistente
page-start-a-game = Inizia una partita
nav-label = Sito
nav-play = Gioca
nav-my-games = Le mie partite
nav-learn = Impara
nav-puzzles = Problemi
nav-tournaments = Tornei
nav-leaderboards = Classifiche
nav-open-record = Apri una registrazione
language-label = Lingua
error-unreachable = il server non è raggiungibile
error-status = il server ha risposto { $status }

## account
account-label = Account
account-signed-in-as = Accesso come { $name }: la tua pagina
account-sign-out = Esci
account-sign-in = Accedi
account-sign-up = Registrati
account-wrote-it-down = L’ho annotato
account-welcome = Benvenuto, { $name }
account-name = Nome
account-name-help = Da 3 a 20 lettere, cifre, _ o -.
account-password = Password
account-password-help = Almeno 8 caratteri.
account-want-recovery = Dammi un codice di recupero, per impostare una nuova password se dimentico questa
account-forgot = Password dimenticata?
account-cancel = Annulla
account-change-password = Cambia password
account-current-password = Password attuale
account-new-password = Nuova password (almeno 8 caratteri)
account-new-password-again = Ripeti la nuova password
account-passwords-differ = La nuova password e la sua ripetizione non coincidono.
account-password-changed = Password cambiata. Le tue altre sessioni sono state chiuse.

## lobby
lobby-new-game-label = Nuova partita
lobby-games-label = Giochi
lobby-lessons-label = Lezioni
lobby-heading = Gioca a un gioco di cubi
lobby-tournaments-label = Tornei in arrivo
lobby-tournament-soon =
    { $name } comincia { $n ->
       [0] ora
       [one] tra { $n } minuto
      *[other] tra { $n } minuti
    } — partecipa
lobby-tournament-running = { $name } è in corso — partecipa
lobby-new-to-games = Nuovo a questi giochi?
lobby-seats = Posti
lobby-rated-row = Valida per il punteggio (ogni posto deve essere tuo, di un giocatore con accesso o di un livello del computer)
lobby-listed-row = Lascia entrare chiunque (i posti degli amici compaiono sotto «In attesa di un giocatore»; altrimenti li aprono solo i tuoi link)
lobby-start = Inizia { $game }
lobby-new-game = Nuova partita: { $game }
lobby-leaderboard = Classifica di { $game }
lobby-rules-of = Regole di { $game }
lobby-who-plays = Chi gioca { $seat }
lobby-seat-me = Io
lobby-seat-friend = Un amico (tramite link)
lobby-seat-computer = Computer — { $level }
level-easy = facile
level-medium = medio
level-hard = difficile
level-max = massimo
lobby-one-me = Scegli «Io» per un solo posto: invita gli amici tramite link per gli altri.
lobby-moves =
    { $n } { $n ->
       [one] mossa
       *[other] mosse
   }
lobby-rated-mark = valida per il punteggio
lobby-none = Nessuna al momento.
lobby-waiting = In attesa di un giocatore
lobby-being-played = In corso
lobby-finished = Finite
lobby-join-seat = Entra al posto { $seat }
lobby-replay = Rivedi
lobby-play = Gioca
lobby-watch = Guarda
lobby-vs = contro
lobby-seat-computer-agent = computer ({ $agent })
lobby-seat-open = libero
lobby-seat-guest = un ospite

## time
time-untimed = senza orologio
time-per-move = { $span } per mossa
time-real = { $name } ({ $initial } + { $inc } s)
time-seconds-short = { $n } s
time-minutes-short = { $n } min
time-days =
    { $n } { $n ->
       [one] giorno
       *[other] giorni
   }
time-hours =
    { $n } { $n ->
       [one] ora
       *[other] ore
   }
time-minutes =
    { $n } { $n ->
       [one] minuto
       *[other] minuti
   }
time-seconds =
    { $n } { $n ->
       [one] secondo
       *[other] secondi
   }
time-away-after = assente dopo { $span }
time-stand-in = sostituto { $level }
time-no-hand-back = nessuna restituzione

## seek
seek-button = Cerca una partita a { $game }
seek-heading-game = Partita veloce: { $game }
seek-heading = Partita veloce
seek-explain = Trova un avversario con il tuo stesso tempo di gioco.
seek-options = Opzioni
seek-rated = Valida per il punteggio
seek-guests-unrated = Gli ospiti giocano partite non valide per il punteggio; accedi per giocarne di valide.
seek-range = Punteggio dell’avversario (facoltativo)
seek-from = Da
seek-to = a
seek-rated-word = valida per il punteggio
seek-casual = amichevole
seek-looking = Ricerca di un avversario: { $what }…
seek-cancel = Annulla
seek-elapsed = ({ $s } s)
seek-ended = La tua ricerca è { $status }: cercare di nuovo?
seek-status-open = aperta
seek-status-paired = abbinata
seek-status-cancelled = annullata
seek-status-expired = scaduta
seek-gone = La tua ricerca non c’è più: cercare di nuovo?
seek-open-heading = Ricerche aperte
seek-none = Nessuna al momento: cerca una partita qui sopra e gli altri la vedranno qui.
seek-guest = un ospite
seek-any = qualsiasi
seek-for-range = per { $min }–{ $max }
seek-players-waiting = { $players } giocatori, { $waiting } in attesa
seek-accept = Accetta
seek-accept-label = Accetta la ricerca di { $game } di { $who }

## choices
choices-untimed = Senza orologio
choices-real-time = Tempo reale (minuti + secondi per mossa)
choices-correspondence = Per corrispondenza (tempo per mossa)
choices-custom = Personalizzato
choices-custom-real = Tempo reale personalizzato…
choices-custom-days = Giorni per mossa personalizzati…
choices-minutes = Minuti
choices-minutes-help = Il tempo di ogni giocatore all’inizio (frazioni ammesse: 0,5 è 30 s).
choices-seconds = Secondi
choices-seconds-help = Aggiunti al tempo di un giocatore dopo ogni sua mossa.
choices-days = Giorni
choices-days-help = Il massimo che un giocatore può impiegare per ogni mossa.
choices-time = Tempo
choices-clock = Orologio
choices-clock-help = Il tempo di ogni giocatore; chi finisce il tempo perde.
choices-clock-too-short = Un orologio richiede almeno { $least } all’inizio.
choices-negative-increment = I secondi aggiunti per mossa non possono essere negativi.
choices-move-too-short = Concedi un po’ di tempo a ogni mossa: almeno { $least }.
choices-help-range = { $help } (da { $min } a { $max }).
choices-options = Opzioni
choices-no-options = Questo gioco non ha opzioni.

## play
play-board-label = Scacchiera
play-beside-board = Accanto alla scacchiera
play-cancel = Annulla
play-cancel-title = Annulla la mossa iniziata (Esc)
play-type-placeholder = o scrivi una mossa
play-type-label = Scrivi una mossa in notazione
play-play = Gioca
play-players = Giocatori
play-confirm-label = Conferma la mossa
play-moves = Mosse
play-game = Partita
play-result-label = Risultato
play-board-text = La scacchiera come testo
play-next-part = Ora fai clic sulla parte successiva della tua mossa.
play-no-such-game = Partita inesistente
play-no-such-game-text = Su questo server non c’è la partita { $id }: il link potrebbe essere sbagliato o troncato.
play-back-to-lobby = Torna alla sala
play-no-such-game-title = Partita inesistente — Cubist
play-page-title = { $title } — Cubist
play-rated = (valida per il punteggio)
play-you-play = — giochi con { $seat }
play-seat-number = posto { $seat }
play-watching = — da spettatore
play-game-over = Partita finita:
play-analysis-board = Scacchiera di analisi
play-invite = Invita
play-seat-link = Posto { $seat } ({ $name })
play-spectators = Spettatori
play-hint-tables = Suggerimento: { $move } ({ $verdict }, secondo le tabelle dei finali)
play-hint = Suggerimento: { $move }
play-link-label = Link per { $label }
play-copy = Copia
play-your-move = Tocca a te
play-waiting-others = In attesa degli altri
play-computer-thinking = { $names } (computer) sta pensando…
play-to-move = tocca a { $names }
play-report = Segnala { $name }

## turn
turn-title-mark = ● Tocca a te — { $title }
turn-note-title = Tocca a te — { $title }
turn-note-waiting = La partita aspetta la tua mossa.
turn-sound = Suono quando tocca a me in un’altra scheda
turn-notify-blocked = Le notifiche per questo sito sono bloccate nelle impostazioni del browser.
turn-notify = Avvisami quando tocca a me
bars-rating = Punteggio { $before } → { $after }
bars-computer = computer ({ $agent })
bars-you = tu
bars-guest = un ospite
offers-label = Proposte
offers-player = Giocatore { $seat }
offers-mine = Hai proposto la patta: vale finché non muovi.
offers-draw = { $name } propone la patta
offers-accept = Accetta
offers-decline = Rifiuta
offers-rematch =
    { $names } { $n ->
       [one] propone
       *[other] propongono
   } la rivincita
offers-rematch-declined-by = { $name } ha rifiutato la rivincita.
offers-rematch-declined = La rivincita è stata rifiutata.

## after
confirm-play = Giocare { $move }?
confirm-confirm = Conferma
confirm-cancel = Annulla
confirm-moves = Conferma le mosse
finished-new-opponent = Nuovo avversario
finished-replay = Rivedi
finished-review = Analizza
rematch-starts = La rivincita comincia: apertura in corso…
rematch-you-offered = Hai proposto la rivincita.
rematch-waiting-more =
    In attesa di { $n } { $n ->
       [one] altro
       *[other] altri
   }.
rematch-offered = Rivincita proposta
rematch-accept = Accetta la rivincita
rematch-rematch = Rivincita

## moves
moves-secret = una scelta segreta
moves-last = Ultima mossa: { $move }
moves-notation = Notazione
flip-title = Guarda la scacchiera dall’altro lato
flip-button = Gira la scacchiera

## requests
request-hint = Suggerimento
request-undo = Annulla mossa
request-abort = Interrompi
request-resign = Abbandona
request-offer-draw = Proponi la patta
request-accept-draw = Accetta la patta
request-leave = Lascia la partita
request-claim = Reclama
request-really-resign = Abbandonare davvero?
request-really-leave = Lasciare davvero la partita?
request-claim-win = Reclama la vittoria ({ $names } è uscito)
request-claim-draw = Reclama la patta
request-hand-over = Affida { $names } al computer
seat-you-mark = (tu)
seat-out = fuori dalla partita
seat-away = assente
seat-online = in linea
seat-offline = non in linea
clock-out-of-time = , tempo scaduto
clock-low-time = , poco tempo
clock-running = , in corso
play-connecting = Connessione…
play-connection-lost = Connessione persa: riconnessione…
play-computer-silent = Nessuna notizia della mossa del computer da { $seconds } secondi: richiedo di nuovo la partita al server…
play-not-sent = Non connesso: la mossa non è stata inviata. Riconnessione…
play-trouble-now = Questa pagina non è riuscita a mostrare l’ultima mossa: richiede di nuovo al server l’intera partita…
play-trouble-after = Questa pagina non è riuscita a mostrare una mossa, quindi ha richiesto di nuovo al server l’intera partita.

## chat
chat-messages = Messaggi della chat
chat-show-spectators = Mostra la stanza degli spettatori
chat-message = Messaggio
chat-send = Invia
chat-unmute = Riattiva tutti
chat-heading = Chat
chat-to-spectators = Messaggio agli spettatori
chat-to-players = Messaggio ai giocatori
chat-unreadable = Impossibile leggere la chat: { $error }
chat-spectator-mark = (spettatore)
chat-mute = Silenzia { $name }
chat-report-ask = Segnalare questo messaggio ai moderatori?
chat-report = Segnala
chat-cancel = Annulla
chat-report-label = Segnala questo messaggio di { $name }
chat-reported = Il messaggio di { $name } è stato segnalato: i moderatori lo leggeranno.
chat-player = Giocatore { $seat }
chat-guest = Ospite
pages-newer = ← Più recenti
pages-page = Pagina { $page } di { $pages }
pages-older = Meno recenti →

## mygames
mygames-title = Le mie partite
mygames-your-move-in = Le mie partite: tocca a te in { $n }
mygames-page-title = Le mie partite — Cubist
mygames-guest-help = Le partite che hai giocato come ospite in questo browser. Accedi per ritrovare le tue partite ovunque giochi.
mygames-in-play = In corso
mygames-finished = Finite
mygames-pages-in-play = Pagine delle partite in corso
mygames-pages-finished = Pagine delle partite finite
mygames-heading-count = { $heading } ({ $total })
mygames-col-game = Partita
mygames-col-players = Giocatori
mygames-col-moves = Mosse
mygames-col-turn = Turno
mygames-col-ended = Finita
mygames-col-result = Risultato
mygames-col-rating = Punteggio
mygames-col-links = Link
mygames-none-running = Nessuna partita in corso.
mygames-none-finished = Ancora nessuna partita finita.
mygames-rated = (valida per il punteggio)
mygames-your-move = Tocca a te
mygames-waiting = In attesa
mygames-play = Gioca
mygames-open = Apri
mygames-void = annullata
mygames-unrated = non valida
mygames-the-rematch = La rivincita
mygames-accept-rematch = Accetta la rivincita
mygames-rematch = Rivincita
mygames-replay = Rivedi
mygames-computer = il computer ({ $agent })
mygames-over = finita
pages-of-games = Pagine delle partite
pages-of-attempts = Pagine dei tentativi di problemi

## players
players-page-title = { $name } — Cubist
players-computer-mark = (computer)
players-computer-level = Un livello del computer: il suo punteggio cambia con le partite che gioca contro le persone.
players-since = Gioca dal { $date }.
players-download = Scarica le registrazioni (JSON)
players-ratings = Punteggi
players-tournaments = Tornei
players-tournament-place = { $rank }º su { $of }, { $points } { $points ->
       [one] punto
      *[other] punti
    }
players-tournament-playing = in corso: { $rank }º in classifica, { $points } { $points ->
       [one] punto
      *[other] punti
    }
players-no-rated = Ancora nessuna partita valida per il punteggio.
players-multi = { $game }, tre o più giocatori
players-block = Blocca
players-unblock = Sblocca
players-blocking-title = Blocchi { $name }: non sarete mai abbinati e nessuno dei due entra nelle partite pubbliche dell’altro.
players-block-title = Non essere mai più abbinato a { $name }.
players-blocked = { $name } è bloccato.
players-unblocked = { $name } non è più bloccato.
players-provisional = (provvisorio)
players-rated-games =
    { $n } { $n ->
       [one] partita valida
       *[other] partite valide
   }
players-leaderboard = Classifica
players-chart-label = Punteggio { $pool }
players-history-table = Lo storico come tabella
players-col-date = Data
players-games-count = Partite ({ $total })
players-computer = il computer ({ $agent })
chart-label =
    { $label }: { $n } { $n ->
       [one] partita valida
       *[other] partite valide
   }, da { $from } a { $to }
chart-x = Partite valide
chart-y = Punteggio
chart-point = Partita { $n }, { $date }: { $rating } ± { $deviation }
report-abuse = Offese o insulti
report-cheating = Imbrogli
report-stalling = Perdere tempo o abbandonare le partite
report-other = Altro
report-no-game = Nessuna partita in particolare
report-placeholder = Che cosa è successo? I moderatori lo leggeranno.
report-send = Invia la segnalazione
report-reason = Motivo
report-game = Partita
report-what = Che cosa è successo
report-thanks = Grazie: i moderatori leggeranno la tua segnalazione.
report-summary = Segnala { $name }

## learn
learn-link = Impara a giocare a { $game }
learn-page-title = Impara a giocare — Cubist
learn-heading = Impara a giocare
learn-intro = Ogni lezione prepara alcune posizioni e chiede una mossa in ciascuna: falla con un clic sulla scacchiera.
learn-steps =
    { $n } { $n ->
       [one] passo
       *[other] passi
   }
learn-none = Nessun gioco ha ancora una lezione.
learn-every-lesson = Tutte le lezioni
learn-game-page-title = Impara { $game } — Cubist
learn-lesson-label = Lezione
learn-game-heading = Impara { $game }
learn-the-lobby = La sala
learn-step-count = Passo { $n } di { $total }
learn-finished = Hai finito la lezione.
learn-play-computer = Gioca a { $game } contro il computer
learn-next-step = Passo successivo
learn-correct = Giusto:

## puzzles
puzzles-page-title = Problemi — Cubist
puzzles-heading = Problemi
puzzles-intro = Ogni problema è una posizione in cui una sola mossa mantiene la vittoria (o la patta): trovala, e poi le mosse successive.
puzzles-history-link = Il tuo storico dei problemi
puzzles-history-tail = : ogni problema che hai provato e come è cambiato il tuo punteggio.
puzzles-your-rating = · il tuo punteggio nei problemi { $rating }
puzzles-game-puzzles = Problemi di { $game }
puzzles-no-puzzles = { $game }: nessun problema
puzzles-count =
    { $n } { $n ->
       [one] problema
       *[other] problemi
   }
puzzles-daily = Problema del giorno
puzzles-daily-task =
    { $game }: muove { $seat } e deve mantenere { $goal ->
       [draw] la patta
       *[win] la vittoria
   }.
puzzles-rating = Punteggio { $rating }
puzzles-solve-it = Risolvilo
puzzles-puzzle = Problema
puzzles-every-game = I problemi di ogni gioco
puzzles-next = Problema successivo
puzzles-game-page-title = Problema di { $game } — Cubist
puzzles-game-puzzle = Problema di { $game }
puzzles-prompt =
    Muove { $seat }: trova l’unica mossa che mantiene { $goal ->
       [draw] la patta
       *[win] la vittoria
   }.
puzzles-unrated = (non valido per il punteggio)
puzzles-right = Giusto:
puzzles-solved = Risolto.
puzzles-well-played = Ben giocato.
puzzles-not-the-move = Non è la mossa giusta.
puzzles-puzzle-rating = Punteggio del problema { $rating }
puzzles-themes = · temi: { $themes }
puzzles-change = Il tuo punteggio nei problemi: { $before } → { $after } ({ $change })
puzzles-try-again = Riprova
puzzles-back = ◀ Indietro
puzzles-forward = Avanti ▶
puzzles-solution-start =
    La soluzione, { $n } { $n ->
       [one] mossa
       *[other] mosse
   }: l’inizio.
puzzles-solution-step = { $at } di { $total }: { $move }
puzzles-step-through = Scorrila con Avanti.
puzzles-solution-label = La soluzione
puzzles-solution = La soluzione: { $moves }

## sound
sound-moves = Suono delle mosse
sound-low-time = Suono con poco tempo

## recover
recover-set-password = Imposta la nuova password
recover-password-set = Password impostata
recover-password-set-text = La password di { $name } è impostata. Tutte le sessioni dell’account sono state chiuse: accedi con la nuova password.
recover-to-games = Alle partite
recover-reset-page-title = Imposta una nuova password — Cubist
recover-reset-heading = Imposta una nuova password
recover-link-once = Questo link funziona una volta sola, per un’ora dalla sua creazione.
recover-page-title = Password dimenticata — Cubist
recover-help = Con il codice di recupero che hai annotato quando l’hai creato. Un codice funziona una volta sola.
recover-help-no-mail = Se non ce l’hai, chiedi ai gestori del sito un link per reimpostarla.
recover-code = Codice di recupero
recover-write-down = Annota subito questo codice di recupero
recover-write-down-rest = e conservalo in un posto sicuro. Viene mostrato solo questa volta; con esso puoi impostare una nuova password se dimentichi la tua. Funziona una volta sola.
recover-make-new = Crea un nuovo codice di recupero
recover-make = Crea un codice di recupero
recover-has = Hai un codice di recupero. Uno nuovo lo sostituisce.
recover-has-none = Non hai un codice di recupero: creane uno per poter impostare una nuova password se dimentichi la tua.

## mail
mail-verify-page-title = Verifica il tuo indirizzo e-mail — Cubist
mail-verifying = Verifica del tuo indirizzo e-mail…
mail-verified = Indirizzo e-mail verificato
mail-verified-text = { $address } è verificato per { $name }. Se dimentichi la password, puoi ricevere lì un link per impostarne una nuova.
mail-link-broken = Questo link non funziona
mail-me-a-link = Inviami un link
mail-no-code = Niente codice di recupero?
mail-no-code-help = Se il tuo account ha un indirizzo e-mail verificato, puoi ricevere lì un link per impostare una nuova password.
mail-remove = Rimuovi l’indirizzo
mail-none = Nessun indirizzo e-mail: aggiungine uno per ricevere un link se dimentichi la password.
mail-state-verified = { $address }, verificato: lì si può inviare un link per reimpostare la password.
mail-state-unverified = { $address }, non ancora verificato: apri il link che vi è stato inviato.
mail-set = Imposta l’indirizzo
mail-address = Indirizzo e-mail

## boards
history-page-title = I tuoi problemi — Cubist
history-heading = I tuoi problemi
history-guest = Accedi (in cima alla pagina) per conservare i tuoi tentativi e un punteggio nei problemi di ogni gioco. Come ospite, i problemi non valgono per il punteggio e non vengono conservati.
history-rated-attempts =
    { $n } { $n ->
       [one] tentativo valido
       *[other] tentativi validi
   }
history-ratings-label = I tuoi punteggi nei problemi
history-attempts = Tentativi ({ $total })
history-col-puzzle = Problema
history-none = Ancora nessun problema provato.
history-unrated = non valido
history-try-again = Riprovalo
history-solved = Risolto
history-failed = Fallito
leaderboard-heading = Classifica
leaderboard-page-title = Classifica di { $pool } — Cubist
leaderboard-title = Classifica: { $pool }
leaderboard-games-label = Classifiche dei giochi
leaderboard-players-label = Numero di giocatori
leaderboard-two = Due giocatori
leaderboard-three = Tre o più
leaderboard-help = Giocatori che hanno giocato una partita valida negli ultimi 30 giorni: prima i punteggi consolidati, poi quelli provvisori (segnati; un punteggio si consolida dopo una dozzina di partite valide).
leaderboard-col-rank = Posizione
leaderboard-col-player = Giocatore
leaderboard-col-games = Partite
leaderboard-nobody = Ancora nessuno: i giocatori compaiono qui dopo la loro prima partita valida.

## replay
replay-not-json = { $file } non è una registrazione: non è JSON.
replay-open-heading = Apri una registrazione
replay-choose-before = Scegli un file di registrazione scritto da
replay-choose-or = o
replay-choose-after = (JSON) per scorrerla.
replay-record-file = File di registrazione
replay-move-number = Numero della mossa
replay-time-left = Tempo rimasto
replay-heading = Rivedi
replay-title = Rivedi — { $game }
replay-after-move = Dopo la mossa { $at } di { $total }
replay-move = Mossa { $at }: { $move }
replay-seat-time = Tempo rimasto di { $name }
replay-first = Prima posizione
replay-previous = Mossa precedente
replay-next = Mossa successiva
replay-last = Ultima posizione
replay-seat = Posto { $seat }

## review
review-inaccuracy = imprecisione
review-mistake = errore
review-blunder = grave errore
review-better = Meglio: { $move }
review-key = Legenda del grafico
review-review = Analisi
review-done = Analizzata al livello { $level }: { $measure } di ogni posto.
review-failed = L’analisi non è riuscita: { $error }
review-no-reason = nessun motivo indicato
review-queued = In attesa che il server analizzi la partita…
review-progress = Analisi: { $done } mosse su { $total }
review-col-seat = Posto
review-col-accuracy = Precisione
review-col-inaccuracies = Imprecisioni (?!)
review-col-mistakes = Errori (?)
review-col-blunders = Gravi errori (??)
review-caption = Precisione e segni per posto
advantage-title = Grafico del vantaggio: { $measure } di ogni posto dopo ogni mossa
review-measure-win = probabilità di vittoria
review-measure-score = punteggio atteso
advantage-start = inizio
advantage-move = mossa { $n }
advantage-point-start = Inizio: { $said }
advantage-point = Dopo la mossa { $n }: { $said }
advantage-unknown = sconosciuto

## analysis
analysis-seat-left = Un posto ha lasciato questa partita prima della fine: la linea si ferma dove ha lasciato.
analysis-page-title = Scacchiera di analisi — Cubist
analysis-game = Gioco
analysis-position-label = Posizione (la codifica del gioco; vuota per l’inizio)
analysis-open = Apri la scacchiera
analysis-intro = Esplora qualsiasi posizione con il motore al tuo fianco: gioca le mosse di entrambi i lati, apri varianti e condividi l’indirizzo.
analysis-variations = Mosse e varianti
analysis-position-code = Codice della posizione
analysis-label = Analisi
analysis-engine = Motore
analysis-replay = Rivedi la partita
analysis-another = Un’altra posizione
analysis-heading-game = Scacchiera di analisi — { $game }
analysis-game-page-title = Analisi di { $game } — Cubist
analysis-after-over = Dopo la mossa { $n }: partita finita, { $result }
analysis-after-to-move = Dopo la mossa { $n }: tocca a { $seats }
analysis-over = La partita è finita.
analysis-nothing = Il motore non ha niente da dire qui.
analysis-search = ricerca, livello { $level }
analysis-exact-tables = esatto, dalle tabelle dei finali
analysis-exact-solver = esatto, dal risolutore
analysis-best-for = Il meglio per { $seat } ({ $source }):
analysis-play = Gioca: { $move }
analysis-tree-move = mossa { $n }
analysis-tree-move-text = mossa { $n }, { $text }
analysis-thinking = Sto pensando…
analysis-no-moves = Ancora nessuna mossa: fai clic su una mossa sulla scacchiera.

## mod
mod-mark-done = Segna come gestita
mod-close-account = Chiudi l’account
mod-reopen-account = Riapri l’account
mod-reset-link = Link di reimpostazione
mod-reset-link-said = Link di reimpostazione per { $name }, valido una volta, fino a { $until }: { $link }
mod-void-rating = Annulla il punteggio
mod-nav-label = Moderazione
mod-reports = Segnalazioni
mod-audit-log = Registro delle azioni
mod-sign-in = Accedi con un account da moderatore (in cima alla pagina) per vedere questa pagina.
mod-not-moderator = Questa pagina è per i moderatori del sito.
mod-dialog-title = { $action }: { $what }
mod-why = Perché? Il motivo viene scritto nel registro delle azioni.
mod-reason-needed = Nessuna azione: serve un motivo.
mod-done = { $action }: fatto ({ $what }).
mod-failed = { $action } ({ $what }): { $error }
mod-name-first = Scrivi prima il nome dell’account.
mod-page-title = Moderazione — Cubist
mod-an-account = Un account
mod-account = Account
mod-open-reports = Segnalazioni aperte ({ $n })
mod-no-reports = Nessuna segnalazione aperta.
mod-col-filed = Inviata
mod-col-by = Da
mod-col-reason = Motivo
mod-col-player = Giocatore
mod-col-game = Partita
mod-col-what = Che cosa è successo
mod-closed = (chiuso)
mod-game-rated = { $game }, valida per il punteggio
mod-running = (in corso)
mod-report-by = la segnalazione di { $name }
mod-game-of = la partita di { $game } di { $players }
mod-chat = Chat
mod-players-room = Giocatori:
mod-spectators-room = Spettatori:
mod-seat-guest = posto { $seat } (un ospite)
mod-nobody-wrote = Nessuno ha scritto niente.
mod-log-grant = Ruolo concesso
mod-log-revoke = Ruolo revocato
mod-log-close = Account chiuso
mod-log-reopen = Account riaperto
mod-log-report-done = Segnalazione gestita
mod-log-void = Punteggio annullato
mod-log-reset-link = Link di reimpostazione creato
mod-log-page-title = Registro delle azioni — Cubist
mod-older = Meno recenti
mod-col-when = Quando
mod-col-who = Chi
mod-col-action = Azione
mod-col-on = Su
mod-col-detail = Dettaglio
mod-col-why = Perché
mod-command-line = riga di comando

## Tournaments
tournaments-heading = Tornei
tournaments-page-title = Tornei — Cubist
tournaments-one-page-title = { $name } — Cubist
tournaments-kind-arena = Arena
tournaments-kind-swiss = Svizzero
tournaments-kind-round-robin = Girone all'italiana
tournaments-name = { $kind } di { $game }
tournaments-minutes =
    { $n } { $n ->
       [one] minuto
      *[other] minuti
    }
tournaments-rounds =
    { $n } { $n ->
       [one] turno
      *[other] turni
    }
tournaments-entrants =
    { $n } { $n ->
       [one] giocatore
      *[other] giocatori
    }
tournaments-points =
    { $n } { $n ->
       [one] punto
      *[other] punti
    }
tournaments-rated = Valido per il punteggio
tournaments-casual = Amichevole
tournaments-running = In corso
tournaments-upcoming = In arrivo
tournaments-finished = Conclusi
tournaments-none-running = Nessun torneo in corso.
tournaments-none-upcoming = Nessun torneo in programma.
tournaments-none-finished = Nessun torneo è ancora concluso.
tournaments-sign-in-to-create = Accedi per creare un torneo.
tournaments-create-heading = Crea un torneo
tournaments-field-kind = Tipo
tournaments-field-game = Gioco
tournaments-field-starts = Inizia tra (minuti)
tournaments-field-minutes = Durata (minuti)
tournaments-field-rounds = Turni
tournaments-field-rated = Partite valide per il punteggio
tournaments-field-min-rating = Punteggio minimo per entrare (facoltativo)
tournaments-field-min-games = Partite valutate minime per entrare (facoltativo)
tournaments-field-code = Codice d’ingresso
tournaments-field-code-help = Con un codice d’ingresso il torneo è privato: non compare nell’elenco e si entra con il codice. Condividi la sua pagina e il suo codice.
tournaments-private = Privato: si entra con il suo codice
tournaments-conditions = Aperto ai giocatori con { $list }
tournaments-condition-rating = un punteggio di { $n } o più
tournaments-condition-games =
    { $n } o più { $n ->
       [one] partita valutata
      *[other] partite valutate
    }
tournaments-create = Crea
tournaments-starts = Inizia { $when }
tournaments-ends = Finisce { $when }
tournaments-round = Turno { $round } di { $rounds }
tournaments-over = Concluso
tournaments-join = Partecipa
tournaments-leave = Ritirati
tournaments-pause = Pausa
tournaments-start = Inizia ora
tournaments-podium = Podio
tournaments-col-score = Punti
tournaments-col-buchholz = Buchholz
tournaments-col-sb = Sonneborn–Berger
tournaments-col-played = Partite
tournaments-on-fire = In serie: la prossima partita vale doppio
tournaments-on-fire-mark = 🔥
tournaments-paused = (in pausa)
tournaments-withdrawn = (ritirato)
tournaments-standings = Classifica
tournaments-nobody = Ancora nessun iscritto.
tournaments-pairings = Abbinamenti
tournaments-round-n = Turno { $n }
tournaments-bye = { $name }: turno di riposo
tournaments-games = Partite
tournaments-your-game = Gioca la tua partita
tournaments-playing = (in corso)
tournaments-no-games = Ancora nessuna partita.
tournaments-chat-sign-in = Accedi per scrivere nella chat.
tournaments-chat-none = Ancora nessun messaggio.
