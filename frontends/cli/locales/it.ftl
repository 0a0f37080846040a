# Review: machine-drafted, awaiting a native speaker's review
# Le parole del terminale per chi gioca. I comandi da digitare (`moves`, `help`,
# `quit`, `next` …) restano come sono in ogni lingua.

## cubist games, cubist rules

cli-games-option-line = {"    "}{ $key } { $values } predefinito { $default } { $help }
cli-games-how-to-set = Imposta le opzioni con --option chiave=valore (per esempio cubist play squadro --option first=light).
cli-rules-options = OPZIONI
cli-rules-option-line = {"  "}{ $key }={ $values }  (predefinito { $default }): { $help }

## cubist play: inizio e ripresa

cli-play-which-game = quale gioco? per esempio `cubist play squadro` (vedi `cubist games`)
cli-seat-out-of-range = --seat { $seat }: questo gioco ha i posti da 1 a { $seats }
cli-play-start-secret = { $title }: il seme resta segreto fino alla fine della partita. Scrivi `help` per i comandi.
cli-play-start-seed = { $title }: seme { $seed }. Scrivi `help` per i comandi.
cli-play-clock = Orologio: { $control } per ogni giocatore; gli orologi partono con la prima mossa.
cli-play-finished-save = { $path } è una partita finita: usa `cubist replay` per rivederla
cli-play-resumed = { $title }: ripresa da { $path } dopo { $actions ->
    [one] { $actions } azione.
   *[other] { $actions } azioni.
}

## cubist play: al prompt

cli-play-pass-screen = Passa lo schermo a { $seat }. Premi Invio quando guarda solo { $seat }.
cli-play-accept-draw = { $seat }, accetti la patta? (sì/no)
# Risposte prese come "sì" a un'offerta di patta, oltre a "yes" e "y", separate da virgole.
cli-play-yes-answers = sì, si, s
cli-play-offer-stands = L'offerta resta valida finché { $seat } non muove.
cli-play-advisor = il consigliere
cli-play-thinking = { $seat } sta pensando…
cli-play-hint = Suggerimento: { $action }
cli-play-hint-exact = Suggerimento: { $action } ({ $verdict }, secondo le tabelle dei finali)
cli-play-took-back = { $actions ->
    [one] Annullata { $actions } azione.
   *[other] Annullate { $actions } azioni.
}
cli-play-refused = { $reason }. Scrivi `moves` per le mosse legali, `help` per i comandi.
cli-play-no-move-contains = Nessuna mossa legale contiene '{ $text }'.
cli-play-legal-moves = Mosse legali ({ $count }): { $moves }
cli-play-saved = Salvata in { $path }. Per riprendere: cubist play --resume { $path }

## cubist play: aiuto

cli-help-intro = Scrivi una mossa nella notazione del gioco (per esempio: { $example }), oppure uno di questi comandi:
cli-help-moves = {"  "}moves [TESTO] elenca le tue mosse legali (solo quelle che contengono TESTO)
cli-help-board = {"  "}board        mostra di nuovo la plancia
cli-help-hint = {"  "}hint         chiedi un suggerimento al computer
cli-help-undo = {"  "}undo         annulla la tua ultima mossa (e le risposte del computer)
cli-help-resign = {"  "}resign       abbandona la partita
cli-help-draw = {"  "}draw         offri la patta (l'altro giocatore risponde subito)
cli-help-save = {"  "}save [FILE]  salva la partita (predefinito { $path })
cli-help-rules = {"  "}rules        mostra le regole
cli-help-quit = {"  "}quit         salva ed esci
cli-help-analyse = {"  "}analyse [LIVELLO]  a partita finita: ripercorrila, ogni azione giudicata (livello { $level })

## cubist play: la fine

cli-play-after-game = Scrivi `analyse` per ripercorrere la partita con ogni azione giudicata, oppure `quit`.
cli-play-game-over-commands = La partita è finita: `analyse [LIVELLO]` la ripercorre (livello { $level } se non indicato), `quit` esce.
cli-play-quit-saved = Partita salvata in { $path }. Per riprendere: cubist play --resume { $path }
cli-play-result-scores = { $result }. Punteggi: { $scores }
cli-play-seed-was = Il seme era { $seed }.
cli-play-record-saved = Registrazione salvata in { $path }. Per rivederla: cubist replay { $path }

## Gli orologi

cli-clock-out-of-time = { $seat } tempo scaduto

## cubist replay

cli-replay-heading = { $title } — seme { $seed }, posti: { $seats }
cli-replay-clock = Orologio: { $control } per ogni giocatore.
cli-replay-start = Inizio
cli-replay-time-left = (restano { $time })
cli-replay-plays = { $seat } gioca { $action }
cli-replay-unfinished = (la partita non è stata finita)

## cubist review, e l'analisi dopo una partita

cli-review-heading = Analisi di una partita di { $game } al livello { $level } (seme { $seed }); i valori sono { $measure } di chi muove, ogni mossa giudicata da ciò che il suo posto sapeva.
# Che cosa misurano i valori di un'analisi: con due posti, e con più posti.
cli-review-measure-two = la probabilità di vittoria
cli-review-measure-more = il punteggio atteso
cli-review-seat = { $seat } { $name }{ $player }: { $inaccuracies } imprecisioni, { $mistakes } errori, { $blunders } sviste gravi in { $actions } azioni; { $accuracy }
cli-review-accuracy = precisione { $percent }%
cli-review-no-accuracy = nessuna azione giudicata
cli-review-forced = (obbligata)
# Il segno di una mossa; `mark` è il nome inglese che le dà l'analisi.
cli-review-mark = { $mark ->
    [inaccuracy] imprecisione
    [mistake] errore
   *[blunder] svista grave
}
cli-review-better = meglio { $action } { $expected }
cli-review-best = migliore { $action } { $expected }{ $exact }
cli-analyse-bad-level = Livello { $level }: { $reason }.
cli-analyse-cannot = La partita non si può analizzare: { $reason }.
cli-analyse-nothing = Non è stata giocata nessuna azione: non c'è niente da analizzare.
cli-analyse-intro = Analisi al livello { $level }: `next`, `prev`, `goto N`, `first`, `last`, `quit` (`help` dice di più).
cli-analyse-start = L'inizio, prima di ogni azione.
cli-analyse-unknown = { $why } Scrivi `help` per i comandi.
cli-analyse-at-last = Era l'ultima azione: `prev` o `first` tornano indietro.
cli-analyse-at-start = Questo è l'inizio: `next` va avanti.
cli-analyse-no-such-action = `goto { $n }`: la partita ha le azioni da 1 a { $last } (0 è l'inizio).
cli-analyse-not-a-command = `{ $text }` non è un comando qui.
cli-analyse-help-intro = Ripercorri { $actions ->
    [one] l'unica azione della partita, giudicata
   *[other] le { $actions } azioni della partita, ognuna giudicata
} come la giudica `cubist review`:
cli-analyse-help-next = {"  "}next, n (o Invio)   l'azione successiva
cli-analyse-help-prev = {"  "}prev, p             l'azione precedente
cli-analyse-help-goto = {"  "}goto N              l'azione N (0: l'inizio)
cli-analyse-help-ends = {"  "}first, last, start  la prima azione, l'ultima, l'inizio
cli-analyse-help-quit = {"  "}quit                esci
cli-analyse-help-marks = Segni: ?! imprecisione, ? errore, ?? svista grave; i valori sono il risultato atteso di chi muove prima → dopo, esatti dove noti (vittoria in 9 → sconfitta in 14).
