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

## Options: their labels and help in the setup form, and why options are refused
cube-attack-option-players-label = Giocatori
cube-attack-option-players = numero di giocatori; la mappa assegna a ogni posto il suo Pianeta di partenza
cube-attack-option-map-label = Mappa
cube-attack-option-map = il tabellone: una delle mappe incluse o, dal terminale, un file di mappa JSON
cube-attack-map-title = { $map ->
        [six-rings] Sei Anelli
        [duel] Duello
       *[other] { $map }
    }
cube-attack-option-map-expected = { $maps } o un file di mappa valido ({ $why })
cube-attack-option-target-label = Punti per vincere
cube-attack-option-target = i punti che vincono alla fine di un round (vince il punteggio più alto; in caso di parità si continua)
cube-attack-option-rounds-label = Round
cube-attack-option-rounds = dopo questo numero di round vince il punteggio più alto; la parità è un pareggio
cube-attack-option-first = chi gioca il primo turno di ogni round (poi nell'ordine dei posti)
cube-attack-option-removal-label = Cubi persi negli attacchi
cube-attack-option-removal = cubi persi negli attacchi: lost = fuori dal gioco, supply = tornano nella scorta del proprietario
cube-attack-option-removal-lost = Fuori dal gioco
cube-attack-option-removal-supply = Tornano nella scorta del proprietario
cube-attack-option-players-range = { $players } giocatori: Cube Attack si gioca da { $min } a { $max }
cube-attack-option-map-seats = la mappa '{ $map }' non ha abbastanza posti per { $players } giocatori (accoglie { $counts } giocatori)
cube-attack-option-first-absent = first={ $first }, ma ci sono solo { $players } giocatori
cube-attack-option-at-least-one = target e rounds devono valere almeno 1

## Why a map file is refused (a map file is given in the terminal)
cube-attack-map-io = impossibile leggere il file di mappa '{ $path }': { $reason }
cube-attack-map-syntax = non è un file di mappa valido: { $reason }
cube-attack-map-no-planets = la mappa non ha pianeti
cube-attack-map-too-many = la mappa ha { $n } pianeti; ne sono ammessi al massimo { $max }
cube-attack-map-bad-name = il nome di pianeta '{ $name }' non è ammesso: { $reason }
cube-attack-map-name-empty = un pianeta ha bisogno di un nome
cube-attack-map-name-long = i nomi hanno al massimo 16 caratteri
cube-attack-map-name-letters = usa solo lettere, cifre, '_' e '-'
cube-attack-map-name-x = la lettera x indica un attacco nella notazione delle mosse
cube-attack-map-name-word = 'pass' e 'act' sono parole della notazione delle mosse
cube-attack-map-twice-named = due pianeti si chiamano '{ $name }' (i nomi devono essere diversi, senza distinguere maiuscole e minuscole)
cube-attack-map-unknown-kind = il pianeta '{ $planet }' è di un tipo sconosciuto '{ $kind }' (tipi: { $kinds })
cube-attack-map-link-unknown = il collegamento { $link } nomina il pianeta sconosciuto '{ $name }'
cube-attack-map-self-link = il pianeta '{ $name }' è collegato a sé stesso
cube-attack-map-link-twice = l'orbita { $a }–{ $b } è elencata due volte
cube-attack-map-disconnected = il tabellone non è connesso: il pianeta '{ $unreachable }' non si raggiunge da '{ $from }' seguendo le orbite
cube-attack-map-no-seats = la mappa non elenca posti: indica i Pianeti di partenza per almeno un numero di giocatori
cube-attack-map-player-count = i posti sono indicati per numero di giocatori da { $min } a { $max }, non '{ $key }'
cube-attack-map-seat-count = la disposizione per { $players } giocatori elenca { $listed } Pianeti di partenza invece di { $players }
cube-attack-map-seat-unknown = la disposizione per { $players } giocatori nomina il pianeta sconosciuto '{ $name }'
cube-attack-map-seat-not-start = un posto della disposizione per { $players } giocatori non ha un Pianeta di partenza: '{ $name }' è { $kind ->
        [start] Pianeta di partenza
        [cube] Pianeta Cubo
        [life-up] Pianeta Vita
        [weaponry] Pianeta Armeria
        [half-moon] Mezzaluna
       *[full-moon] Luna piena
    }
cube-attack-map-seat-shared = due posti della disposizione per { $players } giocatori condividono il Pianeta di partenza '{ $name }'

## The picture: the map's and the panels' lettering and what screen readers say
cube-attack-kind = { $kind ->
        [start] Pianeta di partenza
        [cube] Pianeta Cubo
        [life-up] Pianeta Vita
        [weaponry] Pianeta Armeria
        [half-moon] Mezzaluna
       *[full-moon] Luna piena
    }
cube-attack-moon-points = { $kind } ({ $points } punti)
cube-attack-start-of = Pianeta di partenza di { $seat }
cube-attack-start-unused = Pianeta di partenza (non usato)
cube-attack-lives = { $lives ->
        [one] 1 vita
       *[other] { $lives } vite
    }
cube-attack-weapon = { $weapon ->
        [none] nessuna arma
        [short] corto raggio
       *[long] lungo raggio
    }
cube-attack-activated-round = ha attivato in questo round
cube-attack-attacked-round = ha attaccato in questo round
cube-attack-pic-map = Cube Attack sulla mappa { $map }, round { $round }: { $status }
cube-attack-pic-planet = { $planet }, { $kind }
cube-attack-pic-planet-units = { $planet }, { $kind }; unità: { $units }
cube-attack-pic-unit = unità di { $seat } { $unit }
cube-attack-pic-to-act = tocca a { $seat }: { $actions ->
        [one] resta 1 azione
       *[other] restano { $actions } azioni
    }
cube-attack-pic-game-over = Partita finita: { $result }
cube-attack-pic-status = Round { $round }: { $status }
cube-attack-pic-round-target = Round { $round } · vince chi fa { $target } punti
cube-attack-pic-pass-label = Passa: termina subito il tuo turno
cube-attack-pic-pass = Passa
cube-attack-pic-teams = Le squadre in ordine di turno, con i loro punti
cube-attack-pic-team-heading = squadra, in ordine di turno
cube-attack-pic-col-points = punti
cube-attack-pic-col-moons = +lune
cube-attack-pic-col-units = unità
cube-attack-pic-col-supply = scorta
cube-attack-pic-col-lost = persi
cube-attack-pic-wins = { $seat } vince
cube-attack-pic-out = { $seat } eliminato
cube-attack-pic-map-rounds = Mappa { $map } · al massimo { $rounds } round
cube-attack-pic-removal-lost = i cubi persi negli attacchi escono dal gioco
cube-attack-pic-removal-supply = i cubi persi negli attacchi tornano nella scorta
cube-attack-pic-click = Clicca un'unità, poi dove si muove, il suo pianeta (attivare) o un nemico
cube-attack-pic-key = Legenda della mappa
cube-attack-key-start = partenza
cube-attack-key-cube = nuova unità
cube-attack-key-life-up = +1 vita
cube-attack-key-weaponry = arma
cube-attack-key-half-moon = mezzaluna
cube-attack-key-full-moon = luna piena
cube-attack-mark-activated = ha attivato
cube-attack-mark-attacked = ha attaccato

## The board for a terminal
cube-attack-term-header = { $game } sulla mappa { $map } · round { $round } di al massimo { $rounds } · vince chi fa { $target } punti
cube-attack-term-team = { $seat } { $points } punti  (+{ $moons } dalle lune ora)  unità { $units }  scorta { $supply }  persi { $removed }  parte da { $start }
cube-attack-term-no-unit = FUORI: nessuna unità rimasta
cube-attack-term-out = { $seat } (fuori)
cube-attack-term-order = Ordine di turno in ogni round: { $seats }
cube-attack-term-planet = pianeta
cube-attack-term-kind-heading = tipo
cube-attack-term-links = orbite
cube-attack-term-units = unità
cube-attack-term-kind = { $kind ->
        [start] Partenza
        [cube] Cubo
        [life-up] Vita
        [weaponry] Armeria
        [half-moon] Mezzaluna
       *[full-moon] Luna piena
    }
cube-attack-term-moon = { $kind } ({ $points })
cube-attack-term-start-of = Partenza di { $seat }
cube-attack-term-start-unused = Partenza (non usata)
cube-attack-term-to-act = tocca a { $seat }: { $actions ->
        [one] resta 1 azione
       *[other] restano { $actions } azioni
    } in questo turno (oppure passa)

## What the move notation expects, when a typed action cannot be read
cube-attack-expect-action = una mossa come W0>C0, un'attivazione come C0! (o act C0), un attacco come W0xC1, oppure pass
cube-attack-expect-short = un'azione breve
cube-attack-expect-planet-name = il nome di un pianeta dopo '>'
cube-attack-expect-planet = un pianeta di questa mappa, non '{ $name }' (pianeti: { $planets })
cube-attack-expect-unit-ref = { $role ->
        [actor] l'unità che agisce
       *[target] l'unità attaccata
    }: il nome di un pianeta come W0, o un'etichetta come W0#R2
cube-attack-expect-unit-on = { $role ->
        [actor] l'unità che agisce
       *[target] l'unità attaccata
    }: non c'è nessuna unità { $unit } su { $planet }
cube-attack-expect-label = un'etichetta di unità come R2 (iniziale del colore e numero dell'unità da 1 a 20), non '{ $label }'
cube-attack-expect-owner = un'unità di uno dei { $players } giocatori, non '{ $label }'
cube-attack-expect-enemy-number = un'unità nemica con il numero { $number } lì; non ce n'è nessuna
cube-attack-expect-one-numbered = una sola unità, ma { $count } unità nemiche hanno il numero { $number }: scrivi { $choices }
cube-attack-expect-unit-here = un pianeta con un'unità sopra; su { $name } non ce n'è nessuna
cube-attack-expect-one-here = una sola unità, ma su { $name } ce ne sono { $count }: scrivi { $choices }
cube-attack-expect-or = { $first } o { $last }

## A position as text (a game state) that cannot be read back; its field names and
## values (players=, units=, R1@S0:1-, playing, cap …) are written as the state writes them
cube-attack-state-header = uno stato di Cube Attack comincia con 'cube-attack '
cube-attack-state-no-map = manca 'map=' (l'ultimo campo)
cube-attack-state-not-pair = '{ $word }' non è nella forma chiave=valore
cube-attack-state-twice = '{ $key }' è indicato due volte
cube-attack-state-missing = manca '{ $key }='
cube-attack-state-option = { $why }
cube-attack-state-embedded-map = mappa inclusa: { $why }
cube-attack-state-map = '{ $map }' non è una mappa inclusa ({ $maps }) né json:...
cube-attack-state-unit-twice = l'unità { $unit } è elencata due volte
cube-attack-state-unknown-field = campo sconosciuto '{ $key }'
cube-attack-state-cubes = { $seat } ha { $total } cubi tra scorta, tabellone e persi, non { $cubes }
cube-attack-state-removed = removal=supply, eppure sono elencati cubi persi
cube-attack-state-start = l'unità { $unit } è su { $planet }, il Pianeta di partenza di un'altra squadra
cube-attack-state-mover-no-unit = il giocatore di turno non ha unità sul tabellone
cube-attack-state-no-action = al giocatore di turno non resta nessuna azione
cube-attack-state-leads = un giocatore è già in testa al punteggio obiettivo o oltre
cube-attack-state-one-team = una sola squadra ha unità sul tabellone all'inizio di un turno
cube-attack-state-won = si dice che { $seat } abbia vinto senza essere in testa al punteggio obiettivo
cube-attack-state-last = si dice che { $seat } sia l'ultima squadra rimasta, ma non è sola sul tabellone
cube-attack-state-cap = la partita è finita per il limite di round prima dell'ultimo round
cube-attack-state-number = { $what } '{ $text }' non è un numero da { $min } a { $max }
cube-attack-state-count = { $what } elenca { $count } valori per { $players } giocatori
cube-attack-state-seat = '{ $text }' non è uno dei { $players } posti
cube-attack-state-status = lo stato '{ $text }' non è playing, cap, won-<posto> o last-<posto>
cube-attack-state-unit = unità '{ $entry }': { $why }
cube-attack-state-unit-form = serve ETICHETTA@PIANETA:VITE ARMA
cube-attack-state-unit-label = etichetta non valida
cube-attack-state-unit-player = giocatore inesistente
cube-attack-state-unit-place = serve PIANETA:VITE ARMA
cube-attack-state-unit-planet = pianeta sconosciuto
cube-attack-state-unit-lives = le vite devono essere 1 o 2
cube-attack-state-unit-weapon = l'arma dev'essere -, s o l
cube-attack-state-unit-flags = i segni devono essere a, t o at
cube-attack-state-escape = sequenza %- non valida in mapfile
cube-attack-state-utf8 = mapfile non è in UTF-8

## The game in one line (game lists)
cube-attack-about = Da 2 a 6 squadre di cubi si armano, si moltiplicano e combattono per le lune di una mappa di pianeti.

## Puzzle themes (what a puzzle's solution does, for players to pick puzzles by)
cube-attack-theme-last-unit = ultima unità
cube-attack-theme-points = punti
cube-attack-theme-attack = attacco
cube-attack-theme-manoeuvre = manovra
