# Review: machine-drafted, awaiting a native speaker's review


## Seats
cube-attack-red = Rosso
cube-attack-blue = Blu
cube-attack-green = Verde
cube-attack-yellow = Giallo
cube-attack-purple = Viola
cube-attack-teal = Turchese

## Illegal actions, actions in words, and results
cube-attack-over = la partita è finita
cube-attack-turn = tocca a { $seat ->
        [0] Rosso
        [1] Blu
        [2] Verde
        [3] Giallo
        [4] Viola
       *[5] Turchese
    }
cube-attack-no-unit = non c'è nessuna unità { $unit } sul tabellone
cube-attack-not-yours = { $unit } appartiene a { $owner ->
        [0] Rosso
        [1] Blu
        [2] Verde
        [3] Giallo
        [4] Viola
       *[5] Turchese
    }: puoi agire solo con le tue unità
cube-attack-no-planet = non esiste il pianeta numero { $to } su questa mappa
cube-attack-already-on = { $unit } è già su { $planet }
cube-attack-not-linked = nessuna orbita collega { $from } e { $to }: un'unità si sposta solo su un pianeta collegato
cube-attack-start-closed = { $planet } è un pianeta di partenza, e nessuna unità può mai entrare in un pianeta di partenza
cube-attack-not-activatable = { $planet } è { $kind ->
        [start] Pianeta di partenza
        [cube] Pianeta Cubo
        [life-up] Pianeta Vita
        [weaponry] Pianeta Armeria
        [half-moon] Mezzaluna
       *[full-moon] Luna piena
    }: si possono attivare solo Pianeta Cubo, Vita o Armeria
cube-attack-activated = { $unit } ha già attivato un pianeta in questo round (un'unità attiva al massimo una volta per round)
cube-attack-enemy-there = un'unità nemica ({ $enemy }) è su { $planet }: un pianeta non si può attivare finché c'è un nemico
cube-attack-supply-cube = la tua scorta è vuota, quindi attivare il Pianeta Cubo non cambierebbe nulla
cube-attack-max-lives = { $unit } ha già { $lives } vite, il massimo per un'unità
cube-attack-supply-life = la tua scorta è vuota, quindi non c'è un cubo per una vita in più
cube-attack-has-long = { $unit } ha già un'arma a lungo raggio, quindi l'Armeria non cambierebbe nulla
cube-attack-no-target = non c'è nessuna unità { $target } sul tabellone da attaccare
cube-attack-own-target = { $target } è una tua unità: puoi attaccare solo i nemici
cube-attack-no-weapon = { $unit } non ha armi: un'unità ha bisogno di un'arma (da un Pianeta Armeria) per attaccare
cube-attack-attacked = { $unit } ha già attaccato in questo round (un'unità attacca al massimo una volta per round)
cube-attack-safe-start = { $target } è su { $there }, un pianeta di partenza, dove nessuna unità può essere attaccata
cube-attack-short-reach = { $unit } ha un'arma a corto raggio, che raggiunge solo il suo pianeta { $here }, e { $target } è su { $there }
cube-attack-long-reach = l'arma a lungo raggio di { $unit } raggiunge solo { $here } e i pianeti collegati, e { $target } è su { $there }
cube-attack-move = { $who } sposta { $unit } da { $from } a { $to } ({ $kind ->
        [start] Pianeta di partenza
        [cube] Pianeta Cubo
        [life-up] Pianeta Vita
        [weaponry] Pianeta Armeria
        [half-moon] Mezzaluna
       *[full-moon] Luna piena
    })
cube-attack-activate = { $who } attiva { $planet } ({ $kind ->
        [start] Pianeta di partenza
        [cube] Pianeta Cubo
        [life-up] Pianeta Vita
        [weaponry] Pianeta Armeria
        [half-moon] Mezzaluna
       *[full-moon] Luna piena
    }) con { $unit }: { $effect }
cube-attack-attack-here = { $unit } di { $who } attacca { $target } di { $whom } su { $here }: { $effect }
cube-attack-attack-there = { $unit } di { $who } attacca { $target } di { $whom } da { $here } su { $there }: { $effect }
cube-attack-pass-turn = { $who } passa tutto il turno
cube-attack-pass-rest = { $who } passa il resto del turno
cube-attack-new-unit = una nuova unità { $unit } compare su { $planet }
cube-attack-new-unit-somewhere = compare una nuova unità
cube-attack-two-lives = { $unit } ora ha 2 vite
cube-attack-long = { $unit } ora ha un'arma a lungo raggio
cube-attack-short = { $unit } ora ha un'arma a corto raggio
cube-attack-loses-life = { $target } perde una vita (ne restano { $lives })
cube-attack-destroyed-last = { $target } è distrutta, e { $owner } non ha più unità
cube-attack-destroyed = { $target } è distrutta
cube-attack-scores = { $who } segna { $points }
cube-attack-round-none = il round { $round } finisce senza lune occupate
cube-attack-round-ends = il round { $round } finisce: { $gains }
cube-attack-game-over = la partita è finita: { $result }
cube-attack-won = { $points } punti alla fine del round { $round }
cube-attack-last-team = l'ultima squadra con unità sul tabellone, nel round { $round }
cube-attack-rounds = { $rounds ->
        [one] 1 round giocato
       *[other] { $rounds } round giocati
    }
