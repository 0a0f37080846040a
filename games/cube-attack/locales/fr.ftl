# Review: machine-drafted, awaiting a native speaker's review


## Seats
cube-attack-red = Rouge
cube-attack-blue = Bleu
cube-attack-green = Vert
cube-attack-yellow = Jaune
cube-attack-purple = Violet
cube-attack-teal = Turquoise

## Illegal actions, actions in words, and results
cube-attack-over = la partie est terminée
cube-attack-turn = c'est au tour de { $seat ->
        [0] Rouge
        [1] Bleu
        [2] Vert
        [3] Jaune
        [4] Violet
       *[5] Turquoise
    }
cube-attack-no-unit = il n'y a pas d'unité { $unit } sur le plateau
cube-attack-not-yours = { $unit } appartient à { $owner ->
        [0] Rouge
        [1] Bleu
        [2] Vert
        [3] Jaune
        [4] Violet
       *[5] Turquoise
    } : vous ne pouvez agir qu'avec vos propres unités
cube-attack-no-planet = il n'y a pas de planète numéro { $to } sur cette carte
cube-attack-already-on = { $unit } est déjà sur { $planet }
cube-attack-not-linked = aucune orbite ne relie { $from } et { $to } : une unité ne va que vers une planète reliée
cube-attack-start-closed = { $planet } est une planète de départ, et aucune unité ne peut jamais entrer sur une planète de départ
cube-attack-not-activatable = { $planet } est : { $kind ->
        [start] Planète de départ
        [cube] Planète Cube
        [life-up] Planète Vie
        [weaponry] Planète Armurerie
        [half-moon] Demi-lune
       *[full-moon] Pleine lune
    } ; seules les planètes Cube, Vie ou Armurerie peuvent être activées
cube-attack-activated = { $unit } a déjà activé une planète ce tour-ci (une unité active au plus une fois par tour)
cube-attack-enemy-there = une unité ennemie ({ $enemy }) est sur { $planet } : une planète ne peut pas être activée tant qu'un ennemi s'y trouve
cube-attack-supply-cube = votre réserve est vide, activer la Planète Cube ne changerait donc rien
cube-attack-max-lives = { $unit } a déjà { $lives } vies, le maximum pour une unité
cube-attack-supply-life = votre réserve est vide, il n'y a donc pas de cube pour une vie de plus
cube-attack-has-long = { $unit } a déjà une arme à longue portée, l'Armurerie ne changerait donc rien
cube-attack-no-target = il n'y a pas d'unité { $target } à attaquer sur le plateau
cube-attack-own-target = { $target } est votre propre unité : vous ne pouvez attaquer que des ennemis
cube-attack-no-weapon = { $unit } n'a pas d'arme : une unité a besoin d'une arme (d'une Planète Armurerie) pour attaquer
cube-attack-attacked = { $unit } a déjà attaqué ce tour-ci (une unité attaque au plus une fois par tour)
cube-attack-safe-start = { $target } est sur { $there }, une planète de départ, où aucune unité ne peut être attaquée
cube-attack-short-reach = { $unit } a une arme à courte portée, qui n'atteint que sa propre planète { $here }, et { $target } est sur { $there }
cube-attack-long-reach = l'arme à longue portée de { $unit } n'atteint que { $here } et les planètes qui y sont reliées, et { $target } est sur { $there }
cube-attack-move = { $who } déplace { $unit } de { $from } à { $to } ({ $kind ->
        [start] Planète de départ
        [cube] Planète Cube
        [life-up] Planète Vie
        [weaponry] Planète Armurerie
        [half-moon] Demi-lune
       *[full-moon] Pleine lune
    })
cube-attack-activate = { $who } active { $planet } ({ $kind ->
        [start] Planète de départ
        [cube] Planète Cube
        [life-up] Planète Vie
        [weaponry] Planète Armurerie
        [half-moon] Demi-lune
       *[full-moon] Pleine lune
    }) avec { $unit } : { $effect }
cube-attack-attack-here = { $unit } de { $who } attaque { $target } de { $whom } sur { $here } : { $effect }
cube-attack-attack-there = { $unit } de { $who } attaque { $target } de { $whom } depuis { $here } sur { $there } : { $effect }
cube-attack-pass-turn = { $who } passe tout son tour
cube-attack-pass-rest = { $who } passe le reste de son tour
cube-attack-new-unit = une nouvelle unité { $unit } apparaît sur { $planet }
cube-attack-new-unit-somewhere = une nouvelle unité apparaît
cube-attack-two-lives = { $unit } a maintenant 2 vies
cube-attack-long = { $unit } a maintenant une arme à longue portée
cube-attack-short = { $unit } a maintenant une arme à courte portée
cube-attack-loses-life = { $target } perd une vie (il en reste { $lives })
cube-attack-destroyed-last = { $target } est détruite, et { $owner } n'a plus d'unité
cube-attack-destroyed = { $target } est détruite
cube-attack-scores = { $who } marque { $points }
cube-attack-round-none = le tour { $round } se termine sans lune tenue
cube-attack-round-ends = le tour { $round } se termine : { $gains }
cube-attack-game-over = la partie est terminée : { $result }
cube-attack-won = { $points } points à la fin du tour { $round }
cube-attack-last-team = la dernière équipe avec des unités sur le plateau, au tour { $round }
cube-attack-rounds = { $rounds ->
        [one] 1 tour joué
       *[other] { $rounds } tours joués
    }

## Options: their labels and help in the setup form, and why options are refused
cube-attack-option-players-label = Joueurs
cube-attack-option-players = nombre de joueurs ; la carte donne à chaque place sa Planète de départ
cube-attack-option-map-label = Carte
cube-attack-option-map = le plateau : l'une des cartes fournies, ou dans le terminal un fichier de carte JSON
cube-attack-map-title = { $map ->
        [six-rings] Six Anneaux
        [duel] Duel
       *[other] { $map }
    }
cube-attack-option-map-expected = { $maps } ou un fichier de carte valable ({ $why })
cube-attack-option-target-label = Points pour gagner
cube-attack-option-target = les points qui font gagner à la fin d'un tour (le plus haut score gagne ; en cas d'égalité, on continue)
cube-attack-option-rounds-label = Tours
cube-attack-option-rounds = après ce nombre de tours, le plus haut score gagne ; une égalité est une partie nulle
cube-attack-option-first = qui joue en premier à chaque tour (puis dans l'ordre des places)
cube-attack-option-removal-label = Cubes perdus lors des attaques
cube-attack-option-removal = cubes perdus lors des attaques : lost = hors du jeu, supply = retour dans la réserve du propriétaire
cube-attack-option-removal-lost = Hors du jeu
cube-attack-option-removal-supply = Retour dans la réserve du propriétaire
cube-attack-option-players-range = { $players } joueurs : Cube Attack se joue de { $min } à { $max }
cube-attack-option-map-seats = la carte « { $map } » n'a pas assez de places pour { $players } joueurs (elle accueille { $counts } joueurs)
cube-attack-option-first-absent = first={ $first }, mais il n'y a que { $players } joueurs
cube-attack-option-at-least-one = target et rounds doivent valoir au moins 1

## Why a map file is refused (a map file is given in the terminal)
cube-attack-map-io = impossible de lire le fichier de carte « { $path } » : { $reason }
cube-attack-map-syntax = ce n'est pas un fichier de carte valable : { $reason }
cube-attack-map-no-planets = la carte n'a aucune planète
cube-attack-map-too-many = la carte a { $n } planètes ; { $max } au plus sont permises
cube-attack-map-bad-name = le nom de planète « { $name } » n'est pas permis : { $reason }
cube-attack-map-name-empty = une planète doit avoir un nom
cube-attack-map-name-long = les noms ont au plus 16 caractères
cube-attack-map-name-letters = n'utilisez que des lettres, des chiffres, « _ » et « - »
cube-attack-map-name-x = la lettre x marque une attaque dans la notation des coups
cube-attack-map-name-word = « pass » et « act » sont des mots de la notation des coups
cube-attack-map-twice-named = deux planètes s'appellent « { $name } » (les noms doivent différer, sans tenir compte des majuscules)
cube-attack-map-unknown-kind = la planète « { $planet } » est d'un type inconnu « { $kind } » (types : { $kinds })
cube-attack-map-link-unknown = le lien { $link } nomme une planète inconnue « { $name } »
cube-attack-map-self-link = la planète « { $name } » est reliée à elle-même
cube-attack-map-link-twice = l'orbite { $a }–{ $b } est listée deux fois
cube-attack-map-disconnected = le plateau n'est pas connexe : la planète « { $unreachable } » est inaccessible depuis « { $from } » en suivant les orbites
cube-attack-map-no-seats = la carte ne liste aucune place : donnez les Planètes de départ pour au moins un nombre de joueurs
cube-attack-map-player-count = les places sont indexées par un nombre de joueurs de { $min } à { $max }, pas « { $key } »
cube-attack-map-seat-count = la disposition à { $players } joueurs liste { $listed } Planètes de départ au lieu de { $players }
cube-attack-map-seat-unknown = la disposition à { $players } joueurs nomme une planète inconnue « { $name } »
cube-attack-map-seat-not-start = une place de la disposition à { $players } joueurs n'a pas de Planète de départ : « { $name } » est : { $kind ->
        [start] Planète de départ
        [cube] Planète Cube
        [life-up] Planète Vie
        [weaponry] Planète Armurerie
        [half-moon] Demi-lune
       *[full-moon] Pleine lune
    }
cube-attack-map-seat-shared = deux places de la disposition à { $players } joueurs partagent la Planète de départ « { $name } »

## The picture: the map's and the panels' lettering and what screen readers say
cube-attack-kind = { $kind ->
        [start] Planète de départ
        [cube] Planète Cube
        [life-up] Planète Vie
        [weaponry] Planète Armurerie
        [half-moon] Demi-lune
       *[full-moon] Pleine lune
    }
cube-attack-moon-points = { $kind } ({ $points } points)
cube-attack-start-of = Planète de départ de { $seat }
cube-attack-start-unused = Planète de départ (inutilisée)
cube-attack-lives = { $lives ->
        [one] 1 vie
       *[other] { $lives } vies
    }
cube-attack-weapon = { $weapon ->
        [none] sans arme
        [short] courte portée
       *[long] longue portée
    }
cube-attack-activated-round = a activé ce tour-ci
cube-attack-attacked-round = a attaqué ce tour-ci
cube-attack-pic-map = Cube Attack sur la carte { $map }, tour { $round } : { $status }
cube-attack-pic-planet = { $planet }, { $kind }
cube-attack-pic-planet-units = { $planet }, { $kind } ; unités : { $units }
cube-attack-pic-unit = unité de { $seat } { $unit }
cube-attack-pic-to-act = à { $seat } de jouer : { $actions ->
        [one] 1 action restante
       *[other] { $actions } actions restantes
    }
cube-attack-pic-game-over = Partie terminée : { $result }
cube-attack-pic-status = Tour { $round } : { $status }
cube-attack-pic-round-target = Tour { $round } · { $target } points pour gagner
cube-attack-pic-pass-label = Passer : finir votre tour maintenant
cube-attack-pic-pass = Passer
cube-attack-pic-teams = Les équipes dans l'ordre de jeu, avec leurs points
cube-attack-pic-team-heading = équipe, dans l'ordre de jeu
cube-attack-pic-col-points = points
cube-attack-pic-col-moons = +lunes
cube-attack-pic-col-units = unités
cube-attack-pic-col-supply = réserve
cube-attack-pic-col-lost = perdus
cube-attack-pic-wins = { $seat } gagne
cube-attack-pic-out = { $seat } éliminé
cube-attack-pic-map-rounds = Carte { $map } · au plus { $rounds } tours
cube-attack-pic-removal-lost = les cubes perdus lors des attaques sont hors du jeu
cube-attack-pic-removal-supply = les cubes perdus lors des attaques retournent dans la réserve
cube-attack-pic-click = Cliquez une unité, puis où elle va, sa propre planète (activer) ou un ennemi
cube-attack-pic-key = Légende de la carte
cube-attack-key-start = départ
cube-attack-key-cube = nouvelle unité
cube-attack-key-life-up = +1 vie
cube-attack-key-weaponry = arme
cube-attack-key-half-moon = demi-lune
cube-attack-key-full-moon = pleine lune
cube-attack-mark-activated = a activé
cube-attack-mark-attacked = a attaqué

## The board for a terminal
cube-attack-term-header = { $game } sur la carte { $map } · tour { $round } sur { $rounds } au plus · { $target } points pour gagner
cube-attack-term-team = { $seat } { $points } points  (+{ $moons } des lunes maintenant)  unités { $units }  réserve { $supply }  perdus { $removed }  part de { $start }
cube-attack-term-no-unit = ÉLIMINÉ : plus aucune unité
cube-attack-term-out = { $seat } (éliminé)
cube-attack-term-order = Ordre de jeu à chaque tour : { $seats }
cube-attack-term-planet = planète
cube-attack-term-kind-heading = type
cube-attack-term-links = orbites
cube-attack-term-units = unités
cube-attack-term-kind = { $kind ->
        [start] Départ
        [cube] Cube
        [life-up] Vie
        [weaponry] Armurerie
        [half-moon] Demi-lune
       *[full-moon] Pleine lune
    }
cube-attack-term-moon = { $kind } ({ $points })
cube-attack-term-start-of = Départ de { $seat }
cube-attack-term-start-unused = Départ (inutilisé)
cube-attack-term-to-act = à { $seat } de jouer : { $actions ->
        [one] 1 action restante
       *[other] { $actions } actions restantes
    } dans ce tour (ou passer)

## What the move notation expects, when a typed action cannot be read
cube-attack-expect-action = un déplacement comme W0>C0, une activation comme C0! (ou act C0), une attaque comme W0xC1, ou pass
cube-attack-expect-short = une action courte
cube-attack-expect-planet-name = un nom de planète après « > »
cube-attack-expect-planet = une planète de cette carte, pas « { $name } » (planètes : { $planets })
cube-attack-expect-unit-ref = { $role ->
        [actor] l'unité qui agit
       *[target] l'unité attaquée
    } : un nom de planète comme W0, ou une étiquette comme W0#R2
cube-attack-expect-unit-on = { $role ->
        [actor] l'unité qui agit
       *[target] l'unité attaquée
    } : il n'y a pas d'unité { $unit } sur { $planet }
cube-attack-expect-label = une étiquette d'unité comme R2 (initiale de la couleur et numéro d'unité de 1 à 20), pas « { $label } »
cube-attack-expect-owner = une unité de l'un des { $players } joueurs, pas « { $label } »
cube-attack-expect-enemy-number = une unité ennemie numéro { $number } à cet endroit ; il n'y en a aucune
cube-attack-expect-one-numbered = une seule unité, mais { $count } unités ennemies portent le numéro { $number } : écrivez { $choices }
cube-attack-expect-unit-here = une planète avec une unité ; il n'y en a aucune sur { $name }
cube-attack-expect-one-here = une seule unité, mais { $name } en porte { $count } : écrivez { $choices }
cube-attack-expect-or = { $first } ou { $last }

## A position as text (a game state) that cannot be read back; its field names and
## values (players=, units=, R1@S0:1-, playing, cap …) are written as the state writes them
cube-attack-state-header = un état de Cube Attack commence par « cube-attack »
cube-attack-state-no-map = il manque « map= » (le dernier champ)
cube-attack-state-not-pair = « { $word } » n'est pas de la forme clé=valeur
cube-attack-state-twice = « { $key } » est donné deux fois
cube-attack-state-missing = il manque « { $key }= »
cube-attack-state-option = { $why }
cube-attack-state-embedded-map = carte incluse : { $why }
cube-attack-state-map = « { $map } » n'est ni une carte fournie ({ $maps }) ni json:...
cube-attack-state-unit-twice = l'unité { $unit } est listée deux fois
cube-attack-state-unknown-field = champ inconnu « { $key } »
cube-attack-state-cubes = { $seat } a { $total } cubes en réserve, sur le plateau et perdus, et non { $cubes }
cube-attack-state-removed = removal=supply, et pourtant des cubes sont listés comme perdus
cube-attack-state-start = l'unité { $unit } est sur { $planet }, la Planète de départ d'une autre équipe
cube-attack-state-mover-no-unit = le joueur au trait n'a aucune unité sur le plateau
cube-attack-state-no-action = il ne reste aucune action au joueur au trait
cube-attack-state-leads = un joueur mène déjà au score visé ou au-delà
cube-attack-state-one-team = une seule équipe a des unités sur le plateau au début d'un tour
cube-attack-state-won = { $seat } aurait gagné sans mener au score visé
cube-attack-state-last = { $seat } serait la dernière équipe en jeu, mais n'est pas seule sur le plateau
cube-attack-state-cap = la partie s'est terminée par la limite de tours avant le dernier tour
cube-attack-state-number = { $what } « { $text } » n'est pas un nombre de { $min } à { $max }
cube-attack-state-count = { $what } liste { $count } valeurs pour { $players } joueurs
cube-attack-state-seat = « { $text } » n'est pas l'une des { $players } places
cube-attack-state-status = l'état « { $text } » n'est ni playing, ni cap, ni won-<place>, ni last-<place>
cube-attack-state-unit = unité « { $entry } » : { $why }
cube-attack-state-unit-form = il faut ÉTIQUETTE@PLANÈTE:VIES ARME
cube-attack-state-unit-label = étiquette invalide
cube-attack-state-unit-player = joueur inexistant
cube-attack-state-unit-place = il faut PLANÈTE:VIES ARME
cube-attack-state-unit-planet = planète inconnue
cube-attack-state-unit-lives = les vies doivent valoir 1 ou 2
cube-attack-state-unit-weapon = l'arme doit être -, s ou l
cube-attack-state-unit-flags = les marques doivent être a, t ou at
cube-attack-state-escape = échappement % invalide dans mapfile
cube-attack-state-utf8 = mapfile n'est pas en UTF-8

## The game in one line (game lists)
cube-attack-about = De 2 à 6 équipes de cubes s’arment, se multiplient et se disputent les lunes d’une carte de planètes.

## Puzzle themes (what a puzzle's solution does, for players to pick puzzles by)
cube-attack-theme-last-unit = dernière unité
cube-attack-theme-points = points
cube-attack-theme-attack = attaque
cube-attack-theme-manoeuvre = manœuvre
