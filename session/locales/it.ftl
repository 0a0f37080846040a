# Review: machine-drafted, awaiting a native speaker's review

## Seat events
session-resigned = { $who } ha abbandonato
session-offered-draw = { $who } ha proposto la patta
session-accepted-draw = { $who } ha accettato la patta
session-declined-draw = { $who } ha rifiutato la patta
session-left = { $who } ha lasciato la partita
session-claimed-draw = { $by } ha chiesto la patta: { $who } era assente
session-claimed-seat = { $by } ha preso il posto di { $who }: { $who } era assente
session-stand-in = da qui il computer ({ $agent }) gioca per { $who }
session-out = { $who } è fuori dalla partita
session-returned = { $who } è tornato e continua a giocare
session-timeout = { $who } ha finito il tempo
session-aborted = { $who } ha annullato la partita
session-aborted-late = la partita è stata annullata: { $who } non ha fatto la prima mossa in tempo

## The result of an aborted match
session-game-aborted = partita annullata da { $who }
session-game-aborted-late = partita annullata: { $who } non ha fatto la prima mossa in tempo

## Why a match ended, when its players ended it
session-reason-resigned = { $who } ha abbandonato
session-reason-draw-agreed = patta concordata
session-reason-away = { $who } era assente
session-reason-timeout = { $who } ha finito il tempo
session-reason-others-gone = tutti gli altri giocatori hanno abbandonato o sono usciti
session-reason-nobody-left = nessun giocatore è rimasto in partita
session-reason-aborted = annullata da { $who }
session-reason-aborted-late = annullata: { $who } non ha fatto la prima mossa in tempo

## A request refused: nothing changed
session-stale = la partita è andata avanti: hai visto { $seen } azioni ma ne sono state giocate { $now }
session-no-player = non esiste il giocatore { $seat }
session-game-over = la partita è finita
session-you-gone = non giochi più in questa partita
session-computer-seat = il giocatore { $seat } è giocato dal computer
session-hint-turn = un suggerimento si chiede nel proprio turno
session-nothing-to-undo = niente da annullare
session-no-abort = la partita non si può più annullare: ogni giocatore ha fatto la sua prima mossa
session-offer-stands = la tua proposta di patta è ancora valida
session-draw-offered = ti è stata proposta la patta: accettala
session-no-draw-offered = nessuno ti ha proposto la patta
session-leave-few = si può lasciare solo una partita a tre o più giocatori: abbandona invece
session-claim-wait = un posto si può rivendicare quando il suo giocatore è assente da { $away } s: mancano { $left } s
session-all-here = tutti gli altri giocatori sono presenti
session-not-alone = { $what ->
    [hint] i suggerimenti sono
   *[undo] l'annullamento è
} solo per le partite contro il computer: qui giocano altre persone
session-draw-two = la patta d'accordo è per le partite a due giocatori
session-computer-draw = il computer non accetta la patta: continua a giocare o abbandona
session-claim-draw-two = la patta si rivendica solo in una partita a due giocatori

## An action or a take-back refused, or a match that cannot go on
session-seat-gone = il giocatore { $seat } non gioca più in questa partita
session-out-of-time = il tempo del giocatore { $seat } è scaduto
session-undo-secret = l'annullamento è disattivato nei giochi con informazione nascosta o casualità: rigiocare dallo stesso seme distribuirebbe di nuovo le stesse carte e mostrerebbe cosa viene dopo
session-undo-other-moved = un altro giocatore ha mosso nel frattempo: l'annullamento riprende solo la tua ultima mossa e le risposte del computer
session-seat-count = la partita ha { $expected } posti ma sono stati indicati { $found } giocatori
session-not-computer = il giocatore { $seat } non è giocato dal computer
session-not-to-move = il giocatore { $seat } non può agire ora
session-computer-refused = il computer ha scelto un'azione che il gioco rifiuta: { $reason }
session-thread-failed = il thread del giocatore computer si è interrotto
session-record-secret = la registrazione di una partita con informazione nascosta o casualità si mostra solo a partita finita
session-no-such-ply = la registrazione ha { $actions } azioni: non c'è una posizione dopo { $asked }
session-no-seat-out = in { $game } un posto non può uscire dalla partita: chi se ne va deve essere sostituito dal computer
session-clock-after-start = il tempo di gioco si sceglie prima della prima azione

## Puzzles: an attempt judged
session-puzzle-bad-move = mossa { $index } ({ $action }): { $why }
session-puzzle-no-moves = mosse: invia almeno una mossa
session-puzzle-too-many = mosse: { $why ->
    [failed] il tentativo è fallito a quella mossa
    [solved] il problema è stato risolto da quella mossa
   *[unsolvable] la soluzione non ha una mossa qui
} (mossa { $index }); non inviare mosse dopo di essa
session-puzzle-refuted = Dopo { $action }, { $who } gioca { $reply } e vince: { $text }.
session-puzzle-lets-go = { $action } si lascia sfuggire { $goal ->
    [draw] la patta
   *[win] la vittoria
}: solo { $best } la mantiene ({ $best_text }). La soluzione: { $solution }.
session-puzzle-lets-go-end = { $action } si lascia sfuggire { $goal ->
    [draw] la patta
   *[win] la vittoria
}: solo { $best } la mantiene ({ $best_text }). La soluzione: { $solution }, dopo di che { $end }.
session-puzzle-ends = la partita finisce ({ $reason })
session-puzzle-ends-won = { $who } vince ({ $reason })
session-puzzle-ends-shared = { $who } se la dividono ({ $reason })
session-puzzle-and = { $first } e { $last }

## The analysis board: a line that cannot be analysed
session-game-says = { $words }
session-analysis-unknown-game = gioco sconosciuto '{ $game }'
session-analysis-options = opzioni: { $why }
session-analysis-options-and-position = invia le opzioni o una posizione, non entrambe: una posizione porta con sé le sue opzioni
session-analysis-position = posizione: { $why }
session-analysis-move = mossa { $number } '{ $action }': { $why }
session-analysis-move-long = più lunga di quanto possa essere una mossa
session-analysis-over = la partita è già finita
session-analysis-too-long = mosse: al massimo { $max } mosse
session-analysis-engine = il motore non può analizzare questa posizione: { $why }

## A review that cannot be made
session-review-unknown-game = gioco sconosciuto '{ $game }'
session-review-options = le opzioni della registrazione sono rifiutate: { $why }
session-review-action = l'azione { $number } non si può leggere: { $why }
session-review-unfinished = la partita non è finita: si analizza solo una partita finita
session-review-level = il livello non può analizzare questa partita: { $why }
session-review-tables = le tabelle dei finali sono rifiutate: { $why }
session-review-stopped = l'analisi è stata interrotta

## Lessons
session-no-lesson = { $game } non ha ancora una lezione
session-no-lesson-step = la lezione di { $game } non ha il passo { $index } (i suoi passi vanno da 0 a { $last })

## Saved games
session-save-sealed = questa partita è ancora in corso e il suo salvataggio è sigillato: riprendila con `cubist play --resume`; la sua registrazione si apre quando finisce
session-save-no-game = { $file } non ha la partita numero { $number }
session-key-file-unusable = impossibile usare il file della chiave { $path }: { $error }
session-key-file-damaged = il file della chiave { $path } è danneggiato
session-seal-unopened = il seme sigillato è danneggiato o è stato sigillato con la chiave di un altro utente
