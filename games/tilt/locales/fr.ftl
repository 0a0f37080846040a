# Review: machine-drafted, awaiting a native speaker's review

## Seats, and the letter on each seat's cubes
tilt-light = Clair
tilt-dark = Foncé
tilt-light-letter = C
tilt-dark-letter = F

## An action in words (words.rs); each later message wraps the sentence so far
tilt-place = { $seat } pose un cube sur { $square }
tilt-slide = { $seat } fait glisser son cube de { $from } à { $to }
tilt-activate = { $seat } rend de nouveau actif son cube en { $square }
tilt-pick-up = { $seat } reprend dans sa réserve son cube en { $square }
tilt-end = { $seat } termine son tour sans jouer son coup bonus
tilt-as-bonus = { $action } comme coup bonus
tilt-where-active = { $action }, où il reste actif, sans cube à côté
tilt-where-inactive = { $action }, où il reste inactif, car un cube est à côté
tilt-stands-active = il redevient actif
tilt-earns-another = il reste inactif à côté d'un cube, ce qui donne un autre coup bonus
tilt-earns-bonus = il reste inactif à côté d'un cube, ce qui donne un coup bonus
tilt-slide-landing = { $action } et { $landing }
tilt-slide-knocking = { $action }, { $knocked }, et { $landing }
tilt-knocking = renversant { $groups }
tilt-knocked-theirs = { $count ->
        [one] le cube
       *[other] les cubes
    } de { $seat } en { $squares }
tilt-knocked-own = { $count ->
        [one] son propre cube
       *[other] ses propres cubes
    } en { $squares }

## Why an action is illegal (check.rs)
tilt-over = la partie est terminée
tilt-turn = c'est au tour de { $seat ->
        [0] Clair
       *[1] Foncé
    }
tilt-no-square = il n'y a pas de case { $square } sur un plateau de { $n }×{ $n }
tilt-bonus-only = { $what ->
        [activate] réactiver un cube
       *[pick-up] reprendre un cube
    } est un coup bonus : il n'est permis qu'après un glissement qui a laissé votre cube inactif ; vous devez maintenant poser ou faire glisser un cube
tilt-end-early = vous ne pouvez finir votre tour plus tôt que lorsqu'un coup bonus est en attente ; vous devez maintenant poser ou faire glisser un cube
tilt-pool-empty = il ne vous reste aucun cube à poser dans votre réserve
tilt-not-empty = { $square } n'est pas vide
tilt-next-to-active = vous ne pouvez pas poser à côté d'un cube actif (celui en { $square })
tilt-may-not-place = vous ne pouvez poser un cube que si vous avez un cube actif qui peut glisser (sauf si vous n'avez aucun cube sur le plateau)
tilt-inactive = le cube en { $square } est inactif : seuls les cubes actifs peuvent glisser
tilt-zero-slide = un glissement doit déplacer le cube d'au moins une case
tilt-not-straight = un glissement va tout droit le long d'une colonne ou d'une rangée, et { $from } et { $to } n'en partagent aucune
tilt-slide-onto = { $square } n'est pas vide : un cube ne glisse que sur des cases vides
tilt-in-the-way = le cube en { $square } barre le chemin : un cube qui glisse ne peut pas traverser un autre cube
tilt-in-front = vous ne pouvez pas entrer en { $to } : c'est la case devant le cube actif en { $square }
tilt-already-active = le cube en { $square } est déjà actif
tilt-cannot-activate = le cube en { $square } ne peut pas être réactivé : il touche le cube en { $other }, et un cube actif ne peut toucher aucun autre cube
tilt-just-moved = le cube en { $square } vient d'être déplacé par le glissement qui a donné ce bonus, il ne peut donc pas être repris maintenant
tilt-no-cube = il n'y a pas de cube en { $square }
tilt-not-yours = le cube en { $square } n'est pas à vous

## Why the game ended
tilt-stuck = { $seat ->
        [0] Clair
       *[1] Foncé
    } ne pouvait ni poser ni faire glisser
tilt-repeated = position répétée { $times } fois
tilt-cap = { $actions ->
        [one] 1 coup joué
       *[other] { $actions } coups joués
    }

## The picture (picture.rs)
tilt-summary = Tilt, plateau de { $n } sur { $n }. { $headline }. { $detail }.
tilt-bonus-detail = Coup bonus · le cube cerclé { $square } ne peut pas être repris
tilt-last-move = Dernier coup : { $words }
tilt-no-move = Aucun coup encore
tilt-to-move = { $seat } joue
tilt-over-win = Partie terminée : { $seat } gagne
tilt-over-draw = Partie terminée : égalité
tilt-square-empty = { $square }, vide
tilt-square-cube = { $square }, cube { $seat }, { $active ->
        [yes] actif
       *[no] inactif
    }
tilt-square-cube-moved = { $square }, cube { $seat }, { $active ->
        [yes] actif
       *[no] inactif
    }, vient d'être déplacé : ne peut pas être repris
tilt-pool-label = Réserve de { $seat } : { $n ->
        [one] { $n } cube
       *[other] { $n } cubes
    }
tilt-pool-count = { $seat } : { $n } en réserve
tilt-on-board = { $on } sur le plateau, { $active } actifs
tilt-no-slide = Aucun cube ne peut glisser !
tilt-one-slide = Un seul cube peut glisser !
tilt-careful = Attention : un joueur qui n'a aucun cube capable de glisser au début de son tour ne peut ni poser ni faire glisser, et perd ; { $seat } en a { $left ->
        [0] zéro
       *[1] un seul
    }
tilt-bonus = Coup bonus
tilt-activate-label = Réactiver le cube inactif choisi
tilt-activate-button = Réactiver
tilt-end-label = Finir le tour sans coup bonus
tilt-end-button = Fin du tour
tilt-key = Légende : les cubes actifs sont des losanges, les inactifs des carrés
tilt-key-active = actif
tilt-key-inactive = inactif

## What the notation expects (notation errors, action.rs and geometry.rs)
tilt-expected-action = une action : @c3 (poser), c3-c6 (glisser), *c3 (activer), ^c3 (reprendre) ou end
tilt-expected-square = une case de a1 à { $last }{ $n }
tilt-no-file = il n'y a pas de colonne « { $file } » sur un plateau de { $n }×{ $n } (colonnes a à { $last })
tilt-no-rank = il n'y a pas de rangée { $rank } sur un plateau de { $n }×{ $n } (rangées 1 à { $n })

## The terminal board (render.rs)
tilt-render-panel = { $seat } { $on } actif { $off } inactif   sur le plateau { $board } ({ $active } actifs)   réserve { $pool }
tilt-render-last = Dernière action : { $action }
tilt-render-to-move = { $seat } joue : poser (@c3) ou glisser (c3-c6)
tilt-render-bonus = { $seat } joue : coup bonus en attente — poser (@c3), glisser (c3-c6), activer (*c3), reprendre (^c3) ou end
tilt-render-just-moved = Le cube en [{ $square }] vient de bouger et ne peut pas être repris.
tilt-render-over = Partie terminée : { $result }
## Options: their labels and help in the setup form
tilt-option-size-label = Taille du plateau
tilt-option-size = côté du plateau carré (la taille imprimée est inconnue ; 6 est notre choix)
tilt-option-first = qui joue en premier (1 = Clair, 2 = Foncé)
tilt-option-repetition = une position vue ce nombre de fois (même joueur au trait, même état de coup bonus) est une égalité
tilt-option-cap = la partie est une égalité après ce nombre d'actions (les coups bonus et 'end' comptent)

## A position as text (a game state or a diagram) that cannot be read back; its field
## names and values (size=, start-mover=, light, L l D d …) are written as the state
## writes them
tilt-state-header = un état de Tilt commence par « tilt »
tilt-state-not-pair = « { $word } » n'est pas de la forme clé=valeur
tilt-state-twice = « { $key } » est donné deux fois
tilt-state-missing = il manque « { $key }= »
tilt-state-option = { $why }
tilt-state-unknown = champ inconnu « { $key } »
tilt-state-unreadable-move = le coup { $number } « { $text } » est illisible : attendu { $expected }
tilt-state-illegal-move = le coup { $number } ({ $text }) n'est pas légal : { $why }
tilt-state-wrong-end = les coups ne mènent pas au plateau, au joueur au trait et au bonus enregistrés
tilt-state-mover = { $field } « { $mover } » n'est ni light ni dark
tilt-state-bonus = { $field } : attendu { $expected }
tilt-state-board = { $field } : { $why }
tilt-state-size = { $field } fait { $size }×{ $size } mais size={ $expected }
tilt-board-ranks = un plateau a de 4 à 10 rangées, pas { $ranks }
tilt-board-rank-length = la rangée { $rank } a { $squares } cases ; un plateau de { $n }×{ $n } en demande { $n } dans chaque rangée
tilt-board-square = « { $char } » n'est pas une case : utilisez . (vide), L l (cube Clair actif, inactif) ou D d (Foncé)
tilt-diagram-size = le diagramme fait { $size }×{ $size } mais les options indiquent size={ $expected }
tilt-position-size = la taille de plateau { $size } n'est pas comprise entre 4 et 10
tilt-position-mover = le joueur au trait { $mover } n'est ni 0 ni 1
tilt-position-overlap = des cubes se chevauchent ou sont hors du plateau
tilt-position-active-empty = une marque active sur une case vide
tilt-position-too-many = { $seat } a { $count } cubes sur le plateau, plus que les { $cubes } que possède un joueur
tilt-position-active-neighbour = le cube actif en { $square } a un voisin (un cube actif ne touche jamais un autre cube)
tilt-position-key = la clé de position ne correspond pas à la position
tilt-position-bonus-off = la case de bonus { $square } est hors du plateau
tilt-position-bonus-cube = un coup bonus est en attente pour { $seat }, mais aucun cube de { $seat } n'est en { $square }, la case où le bonus a été gagné
tilt-position-bonus-standing = le cube en { $square } a gagné un coup bonus : il doit donc être inactif et toucher un autre cube

## The game in one line (game lists)
tilt-about = Posez et faites glisser des cubes ; un cube qui glisse renverse chaque cube actif qu’il dépasse.

## Puzzle themes (what a puzzle's solution does, for players to pick puzzles by)
tilt-theme-bonus-move = coup bonus
tilt-theme-knock-over = renversement
tilt-theme-blockade = blocage
