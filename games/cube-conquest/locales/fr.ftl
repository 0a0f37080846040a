# Review: machine-drafted, awaiting a native speaker's review

# Les mots de Cube Conquest : couleurs, symboles, coups, coups illégaux, résultats et
# images.

## Seats
cube-conquest-red = Rouge
cube-conquest-blue = Bleu
cube-conquest-green = Vert
cube-conquest-yellow = Jaune

## Symbols
cube-conquest-symbol = { $value ->
        [1] goutte
        [2] marteaux
        [3] cercles
        [4] briques
        [5] roue
       *[6] flèche
    }

## Why a move is illegal (check.rs, paths.rs)
cube-conquest-over = la partie est terminée
cube-conquest-no-player = il n'y a pas de joueur { $player }
cube-conquest-place-in-turn = les cubes ne se posent que pendant la mise en place ; un nouveau cube vient maintenant en renforçant ('reinforce 3 c4')
cube-conquest-not-your-place = ce n'est pas à vous de poser
cube-conquest-off-board = cette case n'est pas sur le plateau
cube-conquest-home-rank = les cubes de mise en place vont sur votre bord de départ, la rangée { $line }{ $corners ->
        [yes] {" "}(coins exclus)
       *[no] {""}
    }
cube-conquest-home-file = les cubes de mise en place vont sur votre bord de départ, la colonne { $line }{ $corners ->
        [yes] {" "}(coins exclus)
       *[no] {""}
    }
cube-conquest-setup-taken = { $cell } porte déjà un cube : vos deux cubes de mise en place vont sur des cases distinctes
cube-conquest-pass-not-yet = vous ne pouvez passer que si aucun déplacement, préparation, renfort ou attaque n'est possible
cube-conquest-card-values = les cartes vont de 1 à 6
cube-conquest-move-steps = un déplacement fait de 1 à 6 pas
cube-conquest-path-too-long = un { $card } déplace un cube d'au plus { $card ->
        [one] { $card } pas
       *[other] { $card } pas
    }, et ce chemin en a { $steps }
cube-conquest-path-malformed = le chemin est mal formé
cube-conquest-move-written = ce coup s'écrit { $move } (les chemins qui finissent au même endroit et entrent dans les mêmes tuiles face cachée sont le même coup)
cube-conquest-discard-order = écrivez d'abord la plus basse des deux cartes défaussées
cube-conquest-prepare-too-few = se préparer défausse 2 cartes, et vous en avez moins
cube-conquest-not-two = vous n'avez pas deux { $card } en main
cube-conquest-no-card = vous n'avez pas de { $card } ({ $symbol }) en main
cube-conquest-discard-empty = votre défausse est vide : pour vous préparer, il faut une carte à y reprendre
cube-conquest-not-in-discard = il n'y a pas de { $card } dans la défausse (la carte reprise doit y être avant que vous vous prépariez)
cube-conquest-supply-empty = il ne vous reste aucun cube en réserve
cube-conquest-enemy-there = { $cell } porte un cube ennemi
cube-conquest-already-outpost = { $cell } est déjà un Avant-poste (deux cubes au plus)
cube-conquest-face-down = { $cell } est face cachée : un nouveau cube ne va que sur une tuile face visible
cube-conquest-not-beside = { $cell } n'est pas à côté de l'un de vos cubes (orthogonalement)
cube-conquest-tile-mismatch = la tuile en { $cell } est un { $tile } ({ $tilesymbol }) : la carte doit lui correspondre, pas un { $card } ({ $cardsymbol })
cube-conquest-not-adjacent = { $to } n'est pas orthogonalement à côté de { $from }
cube-conquest-off-board-cell = une case hors du plateau
cube-conquest-no-enemy-on = il n'y a pas de cube ennemi en { $cell }
cube-conquest-attack-needs-card = pour attaquer, il vous faut une carte en main
cube-conquest-already-committed = vous avez déjà engagé votre carte
cube-conquest-not-in-attack = vous ne prenez pas part à cette attaque
cube-conquest-commit-one = engagez une carte ('play N') : seul un Avant-poste attaqué en engage deux
cube-conquest-commit-two = votre Avant-poste est attaqué : engagez deux cartes ('play N M') et choisissez après la révélation
cube-conquest-cards-order = écrivez d'abord la plus basse des deux cartes
cube-conquest-owner-chooses = seul le propriétaire de l'Avant-poste choisit
cube-conquest-use-one = vous avez engagé { $first } et { $second } : utilisez l'une des deux
cube-conquest-no-cube-on = vous n'avez pas de cube en { $cell }
cube-conquest-outpost-cannot-move = l'Avant-poste en { $cell } ne peut pas se déplacer
cube-conquest-outpost-cannot-attack = l'Avant-poste en { $cell } ne peut pas attaquer
cube-conquest-path-off-board = le chemin sort du plateau
cube-conquest-path-twice = le chemin entre deux fois en { $cell } : un cube ne revient jamais sur une case où il est passé pendant le coup
cube-conquest-path-enemy = { $cell } porte un cube ennemi : un déplacement ne peut ni le traverser ni s'y arrêter
cube-conquest-path-end-taken = un déplacement doit finir sur une case vide, et { $cell } n'est pas vide
cube-conquest-placing = les cubes ne se posent que pendant la mise en place
cube-conquest-passing = passer est une action de tour
cube-conquest-moving = se déplacer est une action de tour
cube-conquest-preparing = se préparer est une action de tour
cube-conquest-reinforcing = renforcer est une action de tour
cube-conquest-attacking = attaquer est une action de tour
cube-conquest-committing = on n'engage des cartes que dans une attaque
cube-conquest-already-revealed = les cartes sont déjà révélées
cube-conquest-choosing = choisir une carte fait partie d'une attaque contre un Avant-poste
cube-conquest-nothing-to-choose = rien à choisir pour l'instant
cube-conquest-wait-setup = pendant la mise en place, la seule action est de poser un cube ; cela attendra ({ $what })
cube-conquest-no-attack-waiting = { $what } : aucune attaque n'attend de cartes
cube-conquest-wait-choice = { $what } : les cartes sont révélées et { $seat } doit dire laquelle de ses deux cartes compte ('use N')
cube-conquest-wait-cards = { $what } : une attaque attend ses cartes secrètes ('play N')

## Chance outcomes that do not fit
cube-conquest-chance-none = l'issue { $index } ne règle aucun événement aléatoire
cube-conquest-chance-impossible = l'issue { $index }, { $outcome }, n'est pas possible ici
cube-conquest-chance-unsettled = { $count } issues ne règlent pas le début
cube-conquest-chance-no-card = il ne reste aucun { $card } à piocher
cube-conquest-chance-too-few = { $count } issues pour un coup qui pioche davantage de cartes
cube-conquest-chance-too-many = { $count } issues pour un coup qui pioche { $used } cartes

## A move in words (words.rs)
cube-conquest-a-card = un { $value } ({ $symbol })
cube-conquest-card = { $value } ({ $symbol })
cube-conquest-tile = { $value ->
        [1] une goutte (1)
        [2] des marteaux (2)
        [3] des cercles (3)
        [4] des briques (4)
        [5] une roue (5)
       *[6] une flèche (6)
    }
cube-conquest-tile-on = { $tile } en { $cell }
cube-conquest-did-place = { $seat } pose un cube en { $cell }
cube-conquest-did-place-revealing = { $seat } pose un cube en { $cell }, révélant { $tiles }
cube-conquest-did-move = { $seat } défausse { $card } et déplace un cube { $path }
cube-conquest-did-move-revealing = { $seat } défausse { $card } et déplace un cube { $path }, révélant { $tiles }
cube-conquest-did-prepare = { $seat } défausse { $first } et { $second } et reprend { $take } de la défausse
cube-conquest-did-reinforce = { $seat } défausse { $card } et pose un nouveau cube en { $cell }
cube-conquest-did-stack = { $seat } défausse { $card } et empile un second cube en { $cell }, formant un Avant-poste
cube-conquest-did-attack = le cube de { $seat } en { $from } attaque le cube de { $defender } en { $to }
cube-conquest-did-attack-outpost = le cube de { $seat } en { $from } attaque l'Avant-poste de { $defender } en { $to }
cube-conquest-then-alone = { $defender } n'a pas de carte, donc seul { $seat } choisit une carte en secret
cube-conquest-then-each = chaque camp choisit une carte en secret
cube-conquest-then-outpost = { $seat } choisit une carte et { $defender } deux, en secret
cube-conquest-did-choose = { $seat } choisit { $card } en secret
cube-conquest-did-choose-two = { $seat } choisit { $first } et { $second } en secret
cube-conquest-did-choose-secret = { $seat } a choisi une carte
cube-conquest-did-choose-two-secret = { $seat } a choisi deux cartes
cube-conquest-did-use = { $seat } fait compter son { $card }
cube-conquest-did-pass = { $seat } ne peut rien faire et passe
cube-conquest-colon = { $first } : { $second }
cube-conquest-revealed-outpost = les cartes sont révélées : { $attacker } joue { $card }, { $defender } { $first } et { $second } ; { $defender } choisit laquelle compte
cube-conquest-battle-revealed = les cartes sont révélées : le { $card } de { $seat }
cube-conquest-battle-card = le { $card } de { $seat }
cube-conquest-battle-no-card = { $seat } sans carte
cube-conquest-bonus-tile = { $defence } +1 car elle correspond à la tuile
cube-conquest-bonus-outpost = { $defence } +1 pour l'Avant-poste
cube-conquest-bonus-total = { $defence } = { $value }
cube-conquest-battle-against = { $lead } contre { $defence }
cube-conquest-lost-cube = le cube de { $defender } en { $cell } est détruit et { $attacker } marque 1 PV
cube-conquest-lost-outpost = l'Avant-poste de { $defender } en { $cell } est détruit et { $attacker } marque 1 PV
cube-conquest-lost-attacker = le cube de { $attacker } en { $cell } est détruit et { $defender } marque 1 PV
cube-conquest-takes-back = { $result } ; { $defender } reprend en main l'autre carte, { $card }
cube-conquest-over-because = la partie est terminée : { $outcome }

## Why the game ended (lib.rs)
cube-conquest-won-vp = { $vp } PV
cube-conquest-no-cubes = { $count ->
        [one] { $seats } n'a plus de cube sur le plateau
       *[other] { $seats } n'ont plus de cube sur le plateau
    }
cube-conquest-cap-most = { $cap ->
        [one] { $cap } action jouée, le plus de PV
       *[other] { $cap } actions jouées, le plus de PV
    }
cube-conquest-cap-tied = { $cap ->
        [one] { $cap } action jouée, égalité pour le plus de PV
       *[other] { $cap } actions jouées, égalité pour le plus de PV
    }

## What the notation expects (notation errors)
cube-conquest-expected-action = une action : place a1 | move 4 b2-b3-c3 | prep 1 3 take 5 | reinforce 3 c4 | attack b2 b3 | play 5 | play 2 5 | use 5 | pass
cube-conquest-expected-place = place et une case, par exemple 'place a1'
cube-conquest-expected-prep = prep, deux cartes à défausser et la carte à reprendre, par exemple 'prep 1 3 take 5'
cube-conquest-expected-reinforce = reinforce, une carte et une case, par exemple 'reinforce 3 c4' ou 'r3 c4'
cube-conquest-expected-attack = attack, la case de votre cube et celle de l'ennemi, par exemple 'attack b2 b3'
cube-conquest-expected-play = play et une carte ('play 5'), ou deux pour un Avant-poste ('play 2 5')
cube-conquest-expected-use = use et l'une de vos deux cartes engagées, par exemple 'use 5'
cube-conquest-expected-pass = simplement 'pass'
cube-conquest-expected-move = move, une carte et les cases du chemin du départ à l'arrivée, par exemple 'move 4 b2-b3-c3'
cube-conquest-expected-short-path = un chemin d'au plus 6 pas (une carte vaut au plus 6)
cube-conquest-expected-adjacent = { $first } et { $second } ne sont pas orthogonalement voisines : indiquez chaque case du chemin
cube-conquest-expected-card = '{ $word }' n'est pas une carte : écrivez 1..6 ou drop, hammers, circles, bricks, wheel, arrow
cube-conquest-expected-cell = '{ $word }' n'est pas une case de ce plateau : colonnes a..{ $file }, rangées 1..{ $size }

## The picture (picture/*.rs)
cube-conquest-pic-board = Plateau de Cube Conquest : { $status }
cube-conquest-pic-panel-status = À qui le tour
cube-conquest-pic-panel-hand = Votre main
cube-conquest-pic-panel-attack = L'attaque en cours
cube-conquest-pic-panel-last-attack = La dernière attaque
cube-conquest-pic-panel-scores = PV, main et cubes de chaque joueur
cube-conquest-pic-panel-piles = Paquets et défausses
cube-conquest-pic-cell-up = { $cell } : { $value } { $symbol }
cube-conquest-pic-cell-down = { $cell } : face cachée
cube-conquest-pic-cell-unit = { $cell }, { $unit }
cube-conquest-pic-cube = cube { $seat }
cube-conquest-pic-outpost = Avant-poste { $seat }
cube-conquest-pic-status-setup = Mise en place : { $seat } pose le cube { $n } sur 2 sur le bord de départ
cube-conquest-pic-status-turn = À { $seat } d'agir : se déplacer, se préparer, renforcer ou attaquer
cube-conquest-pic-status-choose = { $seat } choisit quelle carte de l'Avant-poste compte
cube-conquest-pic-status-attack = { $attacker } attaque { $defender } : chacun choisit une carte en secret
cube-conquest-pic-status-over = Partie terminée : { $ending }
cube-conquest-pic-end-points = { $seat } atteint { $vp } PV et gagne
cube-conquest-pic-end-no-cubes = { $losers } { $lost ->
        [one] n'a plus de cube et perd
       *[other] n'ont plus de cube et perdent
    } ; { $winners } { $won ->
        [one] gagne
       *[other] gagnent
    }
cube-conquest-pic-end-cap = limite d'actions atteinte ; { $seats } { $count ->
        [one] gagne
       *[other] font match nul
    } avec { $vp } PV
cube-conquest-pic-action-count = Action { $n } sur { $cap } au plus · { $vp } PV gagnent
cube-conquest-pic-pass-label = Passer (seulement quand rien d'autre n'est possible)
cube-conquest-pic-pass = Passer
cube-conquest-pic-hand = Votre main ({ $seat }) : { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }
cube-conquest-pic-your-card = Votre carte { $card }
cube-conquest-pic-attack = Attaque : { $attack }
cube-conquest-pic-card-chosen = carte choisie
cube-conquest-pic-choosing = choisit
cube-conquest-pic-no-card-to-play = aucune carte à jouer
cube-conquest-pic-side = { $seat } : { $state }
cube-conquest-pic-side-outpost = { $seat } : { $state } (Avant-poste : 2 cartes, +1)
cube-conquest-pic-revealed = Révélées :
cube-conquest-pic-against = contre
cube-conquest-pic-make-count = Carte { $card } de { $seat } : la faire compter
cube-conquest-pic-you-chose = Votre choix :
cube-conquest-pic-last-attack = Dernière attaque : { $attack }
cube-conquest-pic-attacker-sum = { $seat } : carte { $card } = { $value }
cube-conquest-pic-defence-card = { $seat } : carte { $card }
cube-conquest-pic-defence-no-card = { $seat } : aucune carte 0
cube-conquest-pic-defence-sum = { $defence } + tuile { $tile } = { $value }
cube-conquest-pic-defence-sum-outpost = { $defence } + tuile { $tile } + Avant-poste 1 = { $value }
cube-conquest-pic-also-showed = { $seat } a aussi montré { $card }
cube-conquest-pic-won = { $seat } a gagné et marque 1 PV
cube-conquest-pic-known = tient à coup sûr : { $cards }
cube-conquest-pic-col-player = joueur
cube-conquest-pic-col-vp = PV
cube-conquest-pic-col-hand = main
cube-conquest-pic-col-supply = réserve
cube-conquest-pic-col-lost = perdus
cube-conquest-pic-you = { $seat } (vous)
cube-conquest-pic-shared-deck = Paquet commun
cube-conquest-pic-deck-of = Paquet de { $seat }
cube-conquest-pic-pile = { $deck } : { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } · défausse : { $discard }
cube-conquest-pic-take-back = Reprendre un { $card } de votre défausse
cube-conquest-pic-empty = (vide)

## The board drawn for a terminal (render.rs)
cube-conquest-render-seen-by = Cube Conquest, vu par { $seat }
cube-conquest-render-seen-by-spectator = Cube Conquest, vu par un spectateur
cube-conquest-render-name = { $seat } (joueur { $player })
cube-conquest-render-none = aucune
cube-conquest-render-seat = { $seat } : { $vp } PV, { $supply ->
        [one] { $supply } cube
       *[other] { $supply } cubes
    } en réserve, { $hand ->
        [one] { $hand } carte
       *[other] { $hand } cartes
    } en main
cube-conquest-render-destroyed = { $line }, { $lost } détruits
cube-conquest-render-known = { $line }, tient à coup sûr { $cards }
cube-conquest-render-pile = { $deck } : { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } ; défausse : { $discard }
cube-conquest-render-hand = Votre main : { $cards }
cube-conquest-render-hand-empty = Votre main : vide
cube-conquest-render-setup = Mise en place : { $seat } pose le cube { $n } sur 2 sur son bord de départ
cube-conquest-render-turn = À { $seat } d'agir ({ $actions ->
        [one] { $actions } action jouée
       *[other] { $actions } actions jouées
    }, limite { $cap })
cube-conquest-render-turn-kinds = À { $seat } d'agir : { $kinds } ({ $actions ->
        [one] { $actions } action jouée
       *[other] { $actions } actions jouées
    }, limite { $cap })
cube-conquest-render-kind-move = se déplacer
cube-conquest-render-kind-prep = se préparer
cube-conquest-render-kind-reinforce = renforcer
cube-conquest-render-kind-attack = attaquer
cube-conquest-render-kind-pass = passer (rien d'autre n'est possible)
cube-conquest-render-or = { $first } ou { $last }
cube-conquest-render-over = Partie terminée : { $outcome }
cube-conquest-render-attack = { $attacker } attaque { $defender } depuis { $from } en { $to }.
cube-conquest-render-attack-outpost = { $attacker } attaque { $defender } depuis { $from } en { $to } (un Avant-poste : +1, deux cartes).
cube-conquest-render-attack-state = { $attacker } { $astate } ; { $defender } { $dstate }
cube-conquest-render-committed = a engagé sa carte
cube-conquest-render-choosing = choisit
cube-conquest-render-no-card-to-commit = n'a aucune carte à engager
cube-conquest-render-you-committed = { $line } (vous avez engagé { $cards })
cube-conquest-render-revealed = Révélées : le { $card } de l'attaquant contre { $first } et { $second } ; { $defender } choisit laquelle compte
cube-conquest-render-tiles = tuiles
cube-conquest-render-cubes = cubes
cube-conquest-render-face-down = face cachée
cube-conquest-render-outpost-example = { $example } = un Avant-poste { $seat } (deux cubes)
cube-conquest-render-last = Dernière attaque : { $attacker } depuis { $from } en { $to } ; { $winner } a gagné
cube-conquest-render-last-outpost = Dernière attaque : { $attacker } depuis { $from } contre l'Avant-poste en { $to } ; { $winner } a gagné
cube-conquest-render-tie = { $line }, l'égalité profite à l'attaquant
cube-conquest-render-attacking = { $seat } en attaque : { $card } + tuile 0 + Avant-poste 0 = { $value }
cube-conquest-render-defending = { $seat } en défense : { $defence } + tuile { $tile } + Avant-poste { $outpost } = { $value }
cube-conquest-render-defending-match = { $seat } en défense : { $defence } + tuile { $tile } ({ $symbol } correspond à la tuile) + Avant-poste { $outpost } = { $value }
cube-conquest-render-no-card = aucune carte
cube-conquest-render-card = carte { $value } ({ $symbol })
cube-conquest-render-of-two = { $defence }, parmi deux { $card } engagés
cube-conquest-render-of-pair = { $defence }, parmi { $first } et { $second } engagés
## Options: their labels and help in the setup form, and why options are refused
cube-conquest-option-size-label = Taille du plateau
cube-conquest-option-size = côté du plateau carré de tuiles face cachée (size² des 36 tuiles sont utilisées)
cube-conquest-option-players-label = Joueurs
cube-conquest-option-players = nombre de joueurs
cube-conquest-option-decks-label = Pioches
cube-conquest-option-decks = own = une pioche et une défausse par joueur ; shared = une pioche de 3 couleurs (54 cartes) pour tous ; auto = own à 2 joueurs, shared à 3-4
cube-conquest-option-decks-auto = Une chacun à 2 joueurs, commune à 3–4
cube-conquest-option-decks-own = Une par joueur
cube-conquest-option-decks-shared = Une pioche commune
cube-conquest-option-copies-label = Exemplaires de chaque symbole
cube-conquest-option-copies = exemplaires de chaque symbole dans la pioche d'une couleur : 3 donne la pioche de 18 cartes
cube-conquest-option-cubes-label = Cubes par joueur
cube-conquest-option-cubes = cubes que possède chaque joueur, les 2 cubes de mise en place compris
cube-conquest-option-cap = la partie se termine après ce nombre d'actions : le plus de PV gagne, à PV égaux c'est une égalité
cube-conquest-option-destroyed-label = Cubes détruits
cube-conquest-option-destroyed = un cube détruit retourne dans la réserve de son propriétaire, ou est retiré du jeu
cube-conquest-option-destroyed-supply = Retour dans la réserve du propriétaire
cube-conquest-option-destroyed-removed = Retirés du jeu
cube-conquest-option-first = qui place et joue en premier (par défaut : tiré au sort à partir de la graine)
cube-conquest-option-players-range = il faut de 2 à 4 joueurs
cube-conquest-option-size-too-small = un plateau de taille { $size } n'a pas la place pour { $players } bords de départ : utilisez size=4 ou plus
cube-conquest-option-counts = copies doit valoir de 1 à 6, cubes au moins 2, cap au moins 20
cube-conquest-option-first-absent = first={ $first }, mais il n'y a que { $players } joueurs

## A saved state (JSON) that cannot be read back; its field names (tiles, face_up,
## units …) are written as the state writes them; cells are numbered from 0
cube-conquest-state-json = ce n'est pas un état sauvegardé : { $why }
cube-conquest-state-game = c'est un état de « { $game } », pas de cube-conquest
cube-conquest-state-format = le format { $format } n'est pas pris en charge (cette version lit le format { $reads })
cube-conquest-state-options = options : { $why }
cube-conquest-state-length = { $field } : { $got } entrées, { $want } attendues
cube-conquest-state-option = { $why }
cube-conquest-state-seats = le premier joueur ou le joueur actuel n'est pas une place de la partie
cube-conquest-state-tile = la tuile { $tile } de la case { $cell } n'est pas un symbole de 1 à 6
cube-conquest-state-symbols = plus de 6 tuiles d'un même symbole sur le plateau
cube-conquest-state-face-up = une marque face visible hors du plateau
cube-conquest-state-unit = la case { $cell } porte une unité malformée { $unit }
cube-conquest-state-face-down = un cube se trouve sur la tuile face cachée de la case { $cell }
cube-conquest-state-cubes = le joueur { $player } a { $total } cubes sur le plateau, en réserve et perdus, et non { $cubes }
cube-conquest-state-lost = des cubes sont perdus alors que les cubes détruits retournent en réserve
cube-conquest-state-hand = le joueur { $player } a plus de 4 cartes en main
cube-conquest-state-committed = une carte engagée n'a pas une valeur de 1 à 6
cube-conquest-state-pile = le paquet { $pile } ne contient pas exactement { $copies } cartes de chaque symbole (pioche, défausse, mains et cartes engagées ensemble)
cube-conquest-state-known = le joueur { $player } est censé avoir des cartes qu'il n'a pas
cube-conquest-state-unused = des données pour des places qui ne jouent pas
cube-conquest-state-cap-reached = la limite d'actions est atteinte mais la partie continue
cube-conquest-state-won-on = un joueur a 10 PV mais la partie continue
cube-conquest-state-no-cubes-on = un joueur n'a plus de cube sur le plateau, mais la partie continue
cube-conquest-state-winner = le vainqueur aux points a moins de 10 PV
cube-conquest-state-no-cubes-end = les joueurs censés n'avoir plus de cubes en ont encore
cube-conquest-state-cap-early = la partie s'est terminée par la limite d'actions avant de l'atteindre
cube-conquest-state-placed = pendant la mise en place, un joueur a posé 0 ou 1 cube avant le suivant
cube-conquest-state-setup-order = les cubes de mise en place ne suivent pas l'ordre de mise en place
cube-conquest-state-home-edge = un cube de mise en place est hors de son bord de départ
cube-conquest-state-setup-cards = des cartes ou des points pendant la mise en place
cube-conquest-state-attack = l'attaque en cours est incohérente
cube-conquest-state-defender = le défenseur n'a pas assez de cartes à engager
cube-conquest-state-last-battle = la dernière bataille est malformée

## The game in one line (game lists)
cube-conquest-about = Répandez vos cubes sur des tuiles cachées et combattez avec des cartes choisies en secret ; 10 PV l’emportent.
