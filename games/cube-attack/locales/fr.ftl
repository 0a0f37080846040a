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
