# Review: machine-drafted, awaiting a native speaker's review

## Seats, and the letter on each seat's cubes
tilt-light = Chiaro
tilt-dark = Scuro
tilt-light-letter = C
tilt-dark-letter = S

## An action in words (words.rs); each later message wraps the sentence so far
tilt-place = { $seat } mette un cubo su { $square }
tilt-slide = { $seat } fa scivolare il suo cubo da { $from } a { $to }
tilt-activate = { $seat } rimette attivo il suo cubo su { $square }
tilt-pick-up = { $seat } riprende nella sua riserva il cubo su { $square }
tilt-end = { $seat } chiude il turno senza usare la mossa bonus
tilt-as-bonus = { $action } come mossa bonus
tilt-where-active = { $action }, dove resta attivo, senza cubi accanto
tilt-where-inactive = { $action }, dove resta inattivo, perché ha un cubo accanto
tilt-stands-active = torna attivo
tilt-earns-another = resta inattivo accanto a un cubo, guadagnando un'altra mossa bonus
tilt-earns-bonus = resta inattivo accanto a un cubo, guadagnando una mossa bonus
tilt-slide-landing = { $action } e { $landing }
tilt-slide-knocking = { $action }, { $knocked }, e { $landing }
tilt-knocking = rovesciando { $groups }
tilt-knocked-theirs = { $count ->
        [one] il cubo
       *[other] i cubi
    } di { $seat } su { $squares }
tilt-knocked-own = { $count ->
        [one] il proprio cubo
       *[other] i propri cubi
    } su { $squares }

## Why an action is illegal (check.rs)
tilt-over = la partita è finita
tilt-turn = tocca a { $seat ->
        [0] Chiaro
       *[1] Scuro
    }
tilt-no-square = non esiste la casella { $square } su un tavoliere { $n }×{ $n }
tilt-bonus-only = { $what ->
        [activate] riattivare un cubo
       *[pick-up] riprendere un cubo
    } è una mossa bonus: è permessa solo dopo uno scivolamento che ha lasciato inattivo il tuo cubo; ora devi mettere o far scivolare un cubo
tilt-end-early = puoi chiudere il turno in anticipo solo quando hai una mossa bonus da fare; ora devi mettere o far scivolare un cubo
tilt-pool-empty = non hai più cubi nella riserva da mettere
tilt-not-empty = { $square } non è vuota
tilt-next-to-active = non puoi mettere un cubo accanto a un cubo attivo (quello su { $square })
tilt-may-not-place = puoi mettere un cubo solo se hai un cubo attivo che può scivolare (a meno che tu non abbia cubi sul tavoliere)
tilt-inactive = il cubo su { $square } è inattivo: solo i cubi attivi possono scivolare
tilt-zero-slide = uno scivolamento deve spostare il cubo di almeno una casella
tilt-not-straight = uno scivolamento va dritto lungo una colonna o una riga, e { $from } e { $to } non ne hanno in comune
tilt-slide-onto = { $square } non è vuota: un cubo scivola solo su caselle vuote
tilt-in-the-way = il cubo su { $square } è d'intralcio: un cubo che scivola non può passare attraverso un altro cubo
tilt-in-front = non puoi entrare in { $to }: è la casella davanti al cubo attivo su { $square }
tilt-already-active = il cubo su { $square } è già attivo
tilt-cannot-activate = il cubo su { $square } non può essere riattivato: tocca il cubo su { $other }, e un cubo attivo non può toccare altri cubi
tilt-just-moved = il cubo su { $square } è appena stato spostato dallo scivolamento che ha dato questo bonus, quindi ora non si può riprendere
tilt-no-cube = non c'è nessun cubo su { $square }
tilt-not-yours = il cubo su { $square } non è tuo

## Why the game ended
tilt-stuck = { $seat ->
        [0] Chiaro
       *[1] Scuro
    } non poteva né mettere né far scivolare
tilt-repeated = posizione ripetuta { $times } volte
tilt-cap = { $actions ->
        [one] 1 mossa giocata
       *[other] { $actions } mosse giocate
    }

## The picture (picture.rs)
tilt-summary = Tilt, tavoliere { $n } per { $n }. { $headline }. { $detail }.
tilt-bonus-detail = Mossa bonus · il cubo cerchiato { $square } non si può riprendere
tilt-last-move = Ultima mossa: { $words }
tilt-no-move = Nessuna mossa ancora
tilt-to-move = Muove { $seat }
tilt-over-win = Partita finita: vince { $seat }
tilt-over-draw = Partita finita: patta
tilt-square-empty = { $square }, vuota
tilt-square-cube = { $square }, cubo { $seat }, { $active ->
        [yes] attivo
       *[no] inattivo
    }
tilt-square-cube-moved = { $square }, cubo { $seat }, { $active ->
        [yes] attivo
       *[no] inattivo
    }, appena spostato: non si può riprendere
tilt-pool-label = Riserva di { $seat }: { $n ->
        [one] 1 cubo
       *[other] { $n } cubi
    }
tilt-pool-count = { $seat }: { $n } in riserva
tilt-on-board = { $on } in gioco, { $active } attivi
tilt-no-slide = Nessun cubo può scivolare!
tilt-one-slide = Solo un cubo può scivolare!
tilt-careful = Attenzione: chi all'inizio del suo turno non ha cubi che possono scivolare non può né mettere né far scivolare, e perde; { $seat } ne ha { $left ->
        [0] nessuno
       *[1] solo uno
    }
tilt-bonus = Mossa bonus
tilt-activate-label = Riattiva il cubo inattivo scelto
tilt-activate-button = Riattiva
tilt-end-label = Chiudi il turno senza mossa bonus
tilt-end-button = Fine turno
tilt-key = Legenda: i cubi attivi sono rombi, quelli inattivi quadrati
tilt-key-active = attivo
tilt-key-inactive = inattivo

## What the notation expects (notation errors, action.rs and geometry.rs)
tilt-expected-action = un'azione: @c3 (metti), c3-c6 (fai scivolare), *c3 (attiva), ^c3 (riprendi) o end
tilt-expected-square = una casella da a1 a { $last }{ $n }
tilt-no-file = non esiste la colonna '{ $file }' su un tavoliere { $n }×{ $n } (colonne da a a { $last })
tilt-no-rank = non esiste la traversa { $rank } su un tavoliere { $n }×{ $n } (traverse da 1 a { $n })

## The terminal board (render.rs)
tilt-render-panel = { $seat } { $on } attivo { $off } inattivo   in gioco { $board } ({ $active } attivi)   riserva { $pool }
tilt-render-last = Ultima azione: { $action }
tilt-render-to-move = Muove { $seat }: metti (@c3) o fai scivolare (c3-c6)
tilt-render-bonus = Muove { $seat }: mossa bonus in sospeso — metti (@c3), fai scivolare (c3-c6), attiva (*c3), riprendi (^c3) o end
tilt-render-just-moved = Il cubo su [{ $square }] si è appena mosso e non si può riprendere.
tilt-render-over = Partita finita: { $result }
## Options: their labels and help in the setup form
tilt-option-size-label = Dimensione del tabellone
tilt-option-size = lato del tabellone quadrato (la misura stampata non è nota; 6 è una nostra scelta)
tilt-option-first = chi muove per primo (1 = Chiaro, 2 = Scuro)
tilt-option-repetition = una posizione vista questo numero di volte (stesso giocatore al tratto, stessa situazione di mossa bonus) è patta
tilt-option-cap = la partita è patta dopo questo numero di azioni (contano le mosse bonus e 'end')

## A position as text (a game state or a diagram) that cannot be read back; its field
## names and values (size=, start-mover=, light, L l D d …) are written as the state
## writes them
tilt-state-header = uno stato di Tilt inizia con 'tilt'
tilt-state-not-pair = '{ $word }' non è nella forma chiave=valore
tilt-state-twice = '{ $key }' è indicato due volte
tilt-state-missing = manca '{ $key }='
tilt-state-option = { $why }
tilt-state-unknown = campo sconosciuto '{ $key }'
tilt-state-unreadable-move = la mossa { $number } '{ $text }' non si può leggere: atteso { $expected }
tilt-state-illegal-move = la mossa { $number } ({ $text }) non è legale: { $why }
tilt-state-wrong-end = le mosse non portano al tavoliere, al giocatore di turno e al bonus registrati
tilt-state-mover = { $field } '{ $mover }' non è né light né dark
tilt-state-bonus = { $field }: atteso { $expected }
tilt-state-board = { $field }: { $why }
tilt-state-size = { $field } è { $size }×{ $size } ma size={ $expected }
tilt-board-ranks = un tavoliere ha da 4 a 10 traverse, non { $ranks }
tilt-board-rank-length = la traversa { $rank } ha { $squares } caselle; un tavoliere { $n }×{ $n } ne richiede { $n } in ogni traversa
tilt-board-square = '{ $char }' non è una casella: usa . (vuota), L l (cubo Chiaro attivo, inattivo) o D d (Scuro)
tilt-diagram-size = il diagramma è { $size }×{ $size } ma le opzioni dicono size={ $expected }
tilt-position-size = la dimensione { $size } del tavoliere non è compresa tra 4 e 10
tilt-position-mover = il giocatore di turno { $mover } non è né 0 né 1
tilt-position-overlap = dei cubi si sovrappongono o sono fuori dal tavoliere
tilt-position-active-empty = un segno di attivo su una casella vuota
tilt-position-too-many = { $seat } ha { $count } cubi sul tavoliere, più dei { $cubes } che possiede un giocatore
tilt-position-active-neighbour = il cubo attivo su { $square } ha un vicino (un cubo attivo non tocca mai un altro cubo)
tilt-position-key = la chiave della posizione non corrisponde alla posizione
tilt-position-bonus-off = la casella del bonus { $square } è fuori dal tavoliere
tilt-position-bonus-cube = c'è una mossa bonus in sospeso per { $seat }, ma nessun cubo di { $seat } è su { $square }, la casella dove è stato guadagnato il bonus
tilt-position-bonus-standing = il cubo su { $square } ha guadagnato una mossa bonus, quindi deve essere inattivo e toccare un altro cubo

## The game in one line (game lists)
tilt-about = Piazza e fai scivolare i cubi; un cubo che scivola rovescia ogni cubo attivo che oltrepassa.

## Puzzle themes (what a puzzle's solution does, for players to pick puzzles by)
tilt-theme-bonus-move = mossa bonus
tilt-theme-knock-over = abbattere
tilt-theme-blockade = blocco
