# Review: machine-drafted, awaiting a native speaker's review
#
# I messaggi del server: le risposte d'errore e la posta. L'id di ogni messaggio è il
# `code` della risposta (docs/server-api.md) e non cambia mai.

## Requests and pages

no-such-page = pagina inesistente
no-such-file = file inesistente
method-not-allowed = questo percorso non accetta questo metodo
http-error = { $reason }
request-not-valid = { $reason }
body-not-read = { $reason }
body-not-valid = { $reason }
query-not-valid = { $reason }
too-many-requests = troppe richieste da questo indirizzo: rallenta
cross-site = una richiesta con accesso da un altro sito viene rifiutata
client-address-unknown = l'indirizzo del client è sconosciuto
internal-error = errore interno
database-down = il database non risponde
unknown-language = lingua sconosciuta '{ $lang }' (disponibili: { $spoken })
page-out-of-range = la pagina deve essere tra 1 e { $max }

## Games and their seats

no-such-game = partita inesistente
bad-game = { $reason }
unknown-game = { $reason }
bad-agent = { $reason }
bad-record = { $reason }
bad-clock = orologio: { $reason }
bad-stand-in = { $reason }
bad-stand-in-agent = stand_in: { $reason } (oppure `out`)
bad-option = opzione { $option }: il valore deve essere un testo o un numero
bad-games-status = stato '{ $status }': atteso open, running o over
seats-from-one = i posti si contano da 1
rated-away = away_ms: una partita valutata usa il tempo di assenza della piattaforma
bad-away = away_ms deve essere tra { $min } e { $max }
perfect-states = agente { $agent }: su questo server il giocatore perfetto può memorizzare al massimo { $n } stati
agent-too-strong = l'agente { $agent } chiede più di quanto questo server consenta: al massimo { $seconds } s o { $work } iterazioni a mossa, e { $threads } thread
seat-count = la partita ha { $expected } posti ma sono stati indicati { $found } giocatori
no-seat-out = in { $game } un posto non può uscire dalla partita: chi se ne va deve essere sostituito dal computer
game-setup-failed = non è stato possibile preparare la partita
game-damaged = la partita { $id } è danneggiata e non si può giocare
game-unreadable = la partita non si può leggere
replay-failed = la riproduzione non è riuscita
store-failed = non è stato possibile salvare la partita; non è stato giocato nulla
move-stored-first = un'altra azione è stata registrata prima per la mossa { $ply }
computer-failed = un giocatore del computer ha avuto un errore
computer-games-cap = { $who ->
    [account] un account
   *[address] l'indirizzo di un ospite
} può avere al massimo { $cap } partite in corso contro il computer avviate da sé, e ne ha { $has }: finiscine o abbandonane una prima
guest-think-limit = il computer di un ospite può pensare al massimo { $limit_ms } ms a mossa su un solo thread: accedi per averne di più ({ $agent } chiede di più)
guest-search-limit = il computer di un ospite può cercare al massimo { $most } iterazioni a mossa in questo gioco (quelle del livello difficile) o pensare al massimo { $limit_ms } ms a mossa: accedi per averne di più
token-not-a-seat = questo token non corrisponde a un posto di questa partita
seat-needed = serve il token di un posto (o l'accesso come giocatore di quel posto) per { $what ->
    [hint] chiedere un suggerimento
    [undo] annullare una mossa
    [rematch] proporre la rivincita
    [decline-rematch] rifiutare la rivincita
    [chat] scrivere in chat
    [abort] annullare la partita
    [resign] abbandonare
    [draw] proporre la patta
    [decline-draw] rifiutare la patta
    [leave] lasciare la partita
    [claim] rivendicare la partita
   *[play] giocare
}
no-seat-held = non occupi nessun posto di questa partita per { $what ->
    [hint] chiedere un suggerimento
    [undo] annullare una mossa
    [rematch] proporre la rivincita
    [decline-rematch] rifiutare la rivincita
    [chat] scrivere in chat
    [abort] annullare la partita
    [resign] abbandonare
    [draw] proporre la patta
    [decline-draw] rifiutare la patta
    [leave] lasciare la partita
    [claim] rivendicare la partita
   *[play] giocare
}
seat-token-needed = per giocare serve il token di un posto
game-private = questa partita è privata: ai posti si accede con i link inviati da chi l'ha creata
rated-join-sign-in = solo i giocatori che hanno effettuato l'accesso possono unirsi a una partita valutata
rated-seat-held = questo posto valutato è occupato da un altro account
rated-seat-sign-in = il posto di una partita valutata si gioca con l'accesso: accedi come suo giocatore
rated-seat-take-sign-in = il posto di una partita valutata si prende con l'accesso: accedi per giocarlo
rated-seat-kind = posto { $seat }: i posti di una partita valutata sono "me", "human" o un livello del computer (easy, medium, hard, max), non { $text }
sign-in-to-create-rated = accedi per creare una partita valutata
me-one-seat = "me" può occupare un solo posto di una partita
seat-held-already = occupi già il posto { $seat } di questa partita
seat-held-by-other = un altro account occupa questo posto
seat-not-taken = non è stato possibile prendere questo posto: riprova
seat-just-taken = quel posto è appena stato preso
seat-not-open = quel posto non è libero
no-seat-open = nessun posto è libero
blocked-player = non puoi giocare con questo giocatore
blocked-in-game = non puoi giocare con uno dei giocatori di questa partita
pair-played-out = questi account hanno giocato { $n } partite valutate insieme nelle ultime 24 ore, il massimo consentito: gioca questa senza valutazione, o più tardi

## Playing

stale-position = la partita è andata avanti: hai visto { $seen } azioni ma ne sono state giocate { $now }
computer-seat = il giocatore { $seat } è giocato dal computer
no-such-seat = non esiste il giocatore { $seat }
player-gone = il giocatore { $seat } non gioca più in questa partita
out-of-time = il tempo del giocatore { $seat } è scaduto
not-to-move = il giocatore { $seat } non può agire ora
bad-notation = { $reason }
illegal-move = { $reason }
not-allowed = { $reason }
alone-only = { $reason }
rated-no-help = una partita valutata non ha { $what ->
    [undo] annullamenti
   *[hint] suggerimenti
}
hint-stale = la posizione è cambiata mentre si pensava al suggerimento: chiedi di nuovo
undo-secret = l'annullamento è disattivato nei giochi con informazione nascosta o casualità: rigiocare dallo stesso seme distribuirebbe di nuovo le stesse carte e mostrerebbe cosa viene dopo
undo-nothing = niente da annullare
undo-other-moved = un altro giocatore ha mosso nel frattempo: l'annullamento riprende solo la tua ultima mossa e le risposte del computer
game-over = la partita è finita
game-ended = la partita è finita
game-ended-with = la partita è finita: { $result }
changed-first = un'altra modifica è stata registrata prima
changed-first-by = un'altra modifica è stata registrata prima: { $event }
record-secret = la registrazione di una partita con informazione nascosta o casualità si mostra solo a partita finita
no-such-ply = la registrazione ha { $actions } azioni: non c'è una posizione dopo { $asked }
rematch-before-end = la rivincita si propone a partita finita
rematch-refused = { $reason }
too-many-messages = troppi messaggi: rallenta
not-a-message = non è un messaggio: { $reason }
too-many-websockets = troppi WebSocket aperti da questo indirizzo

## Seeks

no-such-seek = ricerca inesistente
seek-closed = questa ricerca non è più aperta
seek-damaged = questa ricerca è danneggiata
seek-paired = questa ricerca ha già trovato un avversario: abbandona o lascia la partita
seek-refuses-you = questa ricerca non ti accetta: per la sua fascia di punteggio, o perché è tua
seek-pairing-lost = la ricerca con cui questa si sarebbe abbinata è stata presa in quel momento: non è stato pubblicato nulla, pubblicala di nuovo
seek-token-wrong = questo token non è di questa ricerca
seek-not-yours = questa ricerca è di qualcun altro
seek-token-needed = serve il token della ricerca
seek-body-not-valid = il corpo: { $reason }
sign-in-to-seek-rated = accedi per cercare una partita valutata (gli ospiti possono cercarne di non valutate)
rating-range = una fascia di punteggio sta tra { $lo } e { $hi }
rating-range-reversed = rating_min è maggiore di rating_max
seeks-full-account = { $n ->
    [one] hai { $n } ricerca aperta
   *[other] hai { $n } ricerche aperte
}, il massimo per un giocatore: annullane una o aspetta una partita
seeks-full-address = { $n ->
    [one] { $n } ricerca è aperta
   *[other] { $n } ricerche sono aperte
} dal tuo indirizzo, il massimo per un indirizzo: annullane una o aspetta una partita

## Chat

chat-empty = un messaggio di chat ha bisogno di un testo
chat-too-long = un messaggio di chat ha al massimo { $n } caratteri
chat-one-line = un messaggio di chat è una sola riga di testo, senza caratteri di controllo
chat-full = la chat di questa partita è piena: ogni stanza conserva al massimo { $n } messaggi
too-many-chat-messages = troppi messaggi in chat: aspetta un momento prima del prossimo
sign-in-to-chat-spectators = accedi per scrivere nella stanza degli spettatori
guest-chat = gli ospiti scrivono in chat solo nelle partite private non valutate: accedi per scrivere qui

## Accounts

not-signed-in = accesso non effettuato
sign-in-to = accedi per { $what ->
    [take-seat] prendere un posto con il tuo account
   *[see-games] vedere le tue partite
}
name-taken = quel nome è già preso
name-length = un nome ha da { $min } a { $max } caratteri
name-characters = un nome contiene solo lettere, cifre, '_' e '-'
name-reserved = quel nome è riservato al computer o al sito
password-length = una password ha da { $min } a { $max } caratteri
password-hashing-failed = il calcolo dell'hash della password non è riuscito
wrong-name-or-password = nome o password errati
wrong-name-or-code = nome o codice di recupero errati
wrong-password = password errata
account-closed = questo account è stato chiuso dai moderatori del sito
too-many-sign-ins = troppi tentativi di accesso da questo indirizzo: rallenta
too-many-failures-name = troppi tentativi falliti su questo nome da questo indirizzo: riprova più tardi
too-many-failures = troppi tentativi falliti da questo indirizzo: riprova più tardi
too-many-sign-ups-address = troppi nuovi account da questo indirizzo: riprova più tardi
too-many-sign-ups-network = troppi nuovi account da questa rete: riprova più tardi
too-many-sign-ups-site = troppi nuovi account su questo sito in questo momento: riprova più tardi
reset-link-dead = questo link di ripristino non funziona: potrebbe essere già stato usato o essere scaduto; chiedine uno nuovo
no-account-named = non esiste un account chiamato { $name }
reset-computer = { $name } è un giocatore del computer: non ha una password da ripristinare
no-such-player = giocatore inesistente
no-player-named = Nessun giocatore chiamato { $name }
bad-pool = il gruppo deve essere { $game } o { $game }/multi
bad-my-games-status = stato '{ $status }': atteso running o finished
blocks-full = blocchi già { $n } giocatori: sbloccane uno prima
not-blocked = non blocchi questo giocatore
block-yourself = non puoi bloccare te stesso
block-computer = i livelli del computer non si possono bloccare: gioca con una persona
sign-in-to-block = accedi per bloccare giocatori

## E-mail

no-email-address = questo account non ha un indirizzo e-mail
not-an-address = { $address } non è un indirizzo e-mail
verify-link-dead = questo link non funziona: potrebbe essere già stato usato o essere scaduto; indica di nuovo l'indirizzo per riceverne uno nuovo
verify-mail-too-soon = un messaggio per verificare un indirizzo è stato inviato a questo account meno di un minuto fa: riprova tra un minuto
mail-reset-answer = Se { $name } ha un indirizzo e-mail verificato, un link per impostare una nuova password sta arrivando lì. Funziona per { $minutes } minuti.
mail-verify-subject = Verifica il tuo indirizzo e-mail su Cubist
mail-verify-body =
    Ciao { $name },

    questo indirizzo è stato indicato per l'account Cubist { $name }. Apri questo link per verificarlo; poi, se dimentichi la password, potrai ricevere qui un link per impostarne una nuova:

    { $link }

    Il link funziona una sola volta, per { $hours } ore. Se non l'hai chiesto tu, ignora questo messaggio: l'indirizzo non verrà usato.
mail-reset-subject = Imposta una nuova password su Cubist
mail-reset-body =
    Ciao { $name },

    qualcuno ha chiesto di impostare una nuova password per l'account Cubist { $name }. Apri questo link per impostarla; tutte le sessioni dell'account verranno chiuse:

    { $link }

    Il link funziona una sola volta, per { $minutes } minuti. Se non l'hai chiesto tu, ignora questo messaggio: la tua password resta com'è.

## Moderation

moderators-only = solo i moderatori possono farlo
why-needed = spiega il motivo ("why"): ogni azione dei moderatori è registrata con il suo motivo
why-too-long = un motivo ha al massimo { $n } caratteri
no-such-account = account inesistente
no-such-report = segnalazione inesistente
no-such-chat-message = messaggio di chat inesistente
report-done-already = questa segnalazione è già stata gestita
account-already = { $name } è già { $state ->
    [closed] chiuso
   *[open] aperto
}
refused = { $reason }
refused-close-computer = gli account del computer non si chiudono
refused-close-staff = { $name } è { $role ->
    [admin] un amministratore
   *[moderator] un moderatore
}: un account con un ruolo si chiude dalla riga di comando
refused-role-computer = gli account del computer non hanno ruoli
bad-limit = il limite deve essere tra 1 e { $max }
bad-hours = ore: da 1 a { $max }
before-id-alone = before_id va insieme a before
report-yourself = non puoi segnalare te stesso
reports-open = { $n ->
    [one] hai { $n } segnalazione aperta
   *[other] hai { $n } segnalazioni aperte
}: aspetta che i moderatori le abbiano lette
reports-per-hour = al massimo { $n } segnalazioni all'ora
report-chat-needs-game = un messaggio di chat si segnala con la sua partita ("game")
report-needs-subject = indica il giocatore ("player") o la partita ("game") segnalati (o entrambi)
report-bad-reason = motivo '{ $reason }': atteso uno tra { $reasons }
report-too-long = il testo di una segnalazione ha al massimo { $n } caratteri
report-needs-text = racconta cosa è successo ("text") per una segnalazione con motivo 'other'
void-not-rated = questa partita non è valutata
void-not-over = questa partita è ancora in corso: si annulla solo una partita finita
void-aborted = questa partita è stata interrotta, o chiusa prima che ogni posto facesse due mosse: già non conta per nessuno
void-already = questa partita è già annullata
void-bad-reason = { $reason }
void-not-stored = non è stato possibile registrare l'annullamento; non è cambiato nulla
void-reason-empty = indica un motivo per l'annullamento
void-reason-long = un motivo è lungo al massimo { $max } caratteri

## Lessons, puzzles, analysis, reviews

bad-lesson-step = passo '{ $index }': i passi si numerano da 0, in cifre
no-such-lesson = { $reason }
lesson-move-not-read = { $reason }
lesson-failed = la lezione non è riuscita
lesson-step-broken = questo passo della lezione non si può mostrare
no-game-named = nessun gioco chiamato '{ $game }'
no-puzzles = { $game } non ha problemi da risolvere qui
no-such-puzzle = nessun problema '{ $id }'
puzzle-retired = questo problema non è più proposto: prova il prossimo
ratings-busy = i punteggi sono occupati: invia di nuovo il tentativo
sign-in-for-puzzles = accedi per vedere i tuoi problemi
moves-empty = mosse: invia almeno una mossa
too-many-moves = mosse: al massimo { $n } mosse
move-too-long = mosse: '{ $start }…' è più lunga di quanto possa essere una mossa
puzzle-broken = questo problema non si può mostrare
puzzle-failed = il problema non è riuscito
puzzle-attempt-refused = { $reason }
too-many-analyses = troppe analisi da questo indirizzo: aspetta un momento e chiedi di nuovo
analyses-running = questo indirizzo ha già { $n } analisi in corso: aspetta che una finisca
analysis-busy = la scacchiera d'analisi è occupata: chiedi di nuovo tra un momento
analysis-of-own-game = questa è la posizione di una partita che stai giocando: il motore la guarda quando la partita è finita
analysis-game-running = questa partita è ancora in corso: la sua analisi si apre quando finisce
analysis-failed = l'analisi di questa posizione non è riuscita
analysis-engine-refused = { $reason }
bad-analysis-request = { $reason }
analysis-record-unreadable = la registrazione di questa partita non si può aprire sulla scacchiera
review-unfinished = la partita non è finita: si analizza solo una partita finita
review-guest = un ospite fa analizzare solo una partita che ha giocato: invia il token del posto, o accedi
review-changed = l'analisi è cambiata: chiedi di nuovo
reviews-under-way = { $who ->
    [account] hai
   *[address] gli ospiti del tuo indirizzo hanno
} { $n } analisi in corso, il massimo consentito: chiedi di nuovo quando una è finita
no-review = nessuna analisi di questa partita è stata chiesta: usa POST per chiederne una
review-unreadable = l'analisi salvata non si può leggere
review-queue-full = la coda delle analisi è piena ({ $n } analisi in corso): chiedi di nuovo tra qualche minuto
review-request-not-read = la richiesta non si può leggere: { $reason }
review-failed-stopped = il server che la analizzava si è fermato prima di finire: richiedila
review-failed-not-started = l'analisi non è potuta partire: richiedila tra qualche minuto
review-failed-no-result = l'analisi è finita senza un risultato: richiedila
review-failed-refused = la registrazione della partita non si è potuta analizzare

## Pages (not errors: no code)
page-setup-undrawn = { $game }: la posizione iniziale; chi muove per primo si sorteggia all'inizio della partita
page-api-intro = Un server di gioco per cinque giochi da tavolo con i cubi:
page-api-links = L'API: { $catalog } (i giochi e le loro opzioni), { $open } (partite che aspettano un giocatore); crea una partita con { $create }. Vedi { $doc }.

## Tournaments
tournament-sign-in = accedi per creare un torneo o iscriverti
no-such-tournament = torneo inesistente
tournament-body-not-valid = il corpo: { $reason }
tournament-minutes-needed = un'arena ha bisogno della sua durata in minuti
tournament-minutes-range = un'arena dura da { $lo } a { $hi } minuti
tournament-minutes-not-arena = solo un'arena ha una durata in minuti
tournament-rounds-needed = un torneo svizzero ha bisogno del numero di turni
tournament-rounds-range = un torneo svizzero ha da { $lo } a { $hi } turni
tournament-rounds-not-swiss = solo un torneo svizzero ha un numero di turni fissato: quelli di un girone all'italiana dipendono dai giocatori
tournament-table-size = questo gioco con queste opzioni mette { $seats } giocatori a un tavolo
tournament-table-not-yet = i tornei a tavoli di più di due giocatori non sono ancora gestiti
tournament-starts-at-range = un torneo comincia tra un minuto fa e { $days } giorni da ora
tournament-too-many = hai già { $limit } tornei in arrivo: aspetta che uno cominci
tournament-already-joined = sei già iscritto a questo torneo
tournament-closed = questo torneo non accetta altri giocatori
tournament-full = questo torneo è al completo: { $max } giocatori
tournament-chat-sign-in = accedi per scrivere nella chat di un torneo
tournament-chat-full = la chat di questo torneo è piena: tiene al massimo { $n } messaggi
tournament-min-rating-range = un punteggio minimo vale al massimo { $max }
tournament-min-games-range = un numero minimo di partite valutate vale al massimo { $max }
tournament-code-length = un codice d'ingresso ha da { $lo } a { $hi } caratteri
tournament-code-needed = questo torneo è privato: inserisci il suo codice d'ingresso
tournament-code-wrong = questo non è il codice d'ingresso del torneo
tournament-rating-below = questo torneo accetta giocatori con un punteggio di { $min } o più nel suo gioco: il tuo è { $rating }
tournament-games-below = questo torneo accetta giocatori con almeno { $min } partite valutate nel suo gioco: ne hai giocate { $games }
tournament-not-joined = non sei iscritto a questo torneo
tournament-finished = questo torneo è finito
tournament-not-yours = solo chi ha creato il torneo può anticiparne l'inizio
tournament-started = questo torneo è già cominciato
tournament-not-arena = solo i giocatori di un'arena possono mettersi in pausa
tournament-berserk-not-yet = il berserk non è ancora disponibile: l'orologio di una partita non si può dimezzare per un solo giocatore
tournament-no-trf = solo un torneo svizzero o un girone all'italiana di partite a due ha un file TRF
tournament-damaged = i dati di questo torneo sono danneggiati
