# Review: machine-drafted, awaiting a native speaker's review

## Seats
zhen-red = Rouge
zhen-blue = Bleu

## Stacks and cubes
zhen-stack-red = { $red } { $red ->
        [one] rouge
       *[other] rouges
    }
zhen-stack-blue = { $blue } { $blue ->
        [one] bleu
       *[other] bleus
    }
zhen-stack-both = { $red } { $red ->
        [one] rouge
       *[other] rouges
    }, { $blue } { $blue ->
        [one] bleu
       *[other] bleus
    }
zhen-stack-empty = vide
zhen-cubes = { $n ->
        [one] { $n } cube { $seat ->
            [0] rouge
           *[1] bleu
        }
       *[other] { $n } cubes { $seat ->
            [0] rouges
           *[1] bleus
        }
    }

## An action in words (words.rs)
zhen-place = { $seat } pose un cube sur la case { $tile } ({ $left })
zhen-reserve-left = { $n ->
        [0] réserve vide
        [one] 1 restant en réserve
       *[other] { $n } restants en réserve
    }
zhen-no-undo = { $seat } ne peut pas ramener tout de suite la pile de la case { $tile }
zhen-carry = { $seat } déplace la pile de la case { $tile } ({ $stack }) de { $steps ->
        [one] 1 pas
       *[other] { $steps } pas
    }
zhen-carry-to = { $head } jusqu'à la case { $to }
zhen-carry-onto = { $head } sur la pile de la case { $to } ({ $there }), formant une seule pile de { $joined }
zhen-carry-goal = { $head } dans son but, capturant { $captured } (le but de { $seat } contient maintenant { $held })

## Why an action is illegal (check.rs)
zhen-over = la partie est terminée
zhen-turn = c'est au tour de { $mover ->
        [0] Rouge
       *[1] Bleu
    }, pas de { $seat ->
        [0] Rouge
        [1] Bleu
       *[other] ce joueur
    }
zhen-no-tile = il n'y a pas de case { $tile } : les cases vont de 1 à { $tiles }
zhen-reserve-empty = votre réserve est vide : il ne vous reste aucun cube à poser
zhen-tile-taken = la case { $tile } n'est pas vide : un cube se pose seulement sur une case vide
zhen-tile-empty = la case { $tile } est vide : il n'y a rien à déplacer
zhen-not-yours = la case { $tile } ne contient aucun de vos cubes : vous ne pouvez déplacer qu'une pile avec au moins un de vos cubes
zhen-overshoot = la pile de la case { $tile } doit avancer de { $steps } pas, ce qui dépasserait votre but : une pile n'entre dans le but qu'avec le compte exact
zhen-no-capture = la pile de la case { $tile } ne contient aucun cube { $opponent ->
        [0] rouge
       *[1] bleu
    } : vous ne pouvez amener des cubes dans votre but que pour capturer
zhen-undo = déplacer la case { $tile } annulerait le dernier coup de { $opponent ->
        [0] Rouge
       *[1] Bleu
    }, ce qui est interdit

## Why the game ended
zhen-swept = { $stuck ->
        [0] Rouge ne pouvait plus jouer ; Bleu
       *[1] Bleu ne pouvait plus jouer ; Rouge
    } a pris les cubes restés sur les cases
zhen-repeated = position répétée { $times } fois, comptée en l'état
zhen-cap = { $actions ->
        [one] 1 coup joué, compté en l'état
       *[other] { $actions } coups joués, comptés en l'état
    }

## The picture (picture.rs)
zhen-summary = Zhen, une ligne de { $tiles } cases entre le but de Rouge et celui de Bleu. { $headline }. { $detail }.
zhen-score = Score : Rouge { $red }, Bleu { $blue }
zhen-no-undo-mark = case { $tile } : pas de retour
zhen-to-move = { $seat } joue
zhen-over-win = Partie terminée : { $seat } gagne { $won }–{ $lost }
zhen-over-draw = Partie terminée : égalité { $red }–{ $blue }
zhen-tile = Case { $tile } : { $stack }
zhen-tile-no-undo = Case { $tile } : { $stack } ; ne peut pas être déplacée maintenant (pas de retour)
zhen-goal-label = But de { $seat } : { $stack } ; { $seat } a { $score } points
zhen-goal = But { $seat }
zhen-goal-score = score { $score }
zhen-reserve-label = Réserve de { $seat } : { $n ->
        [one] { $n } cube
       *[other] { $n } cubes
    }
zhen-reserve = Réserve { $seat } : { $n }
zhen-directions = Dans quel sens joue chaque joueur
zhen-moves-left = ◀ { $seat } avance par ici
zhen-moves-right = { $seat } avance par ici ▶

## What the notation expects (notation errors)
zhen-expected = p<case> pour poser ou m<case> pour déplacer, avec une case de 1 à { $tiles }, par exemple p5 ou m5

## The terminal board (render.rs)
zhen-render-panel = { $seat } : réserve { $reserve }   score { $score } ({ $captured })
zhen-render-captured = { $n ->
        [one] cube { $opponent ->
            [0] rouge
           *[1] bleu
        } capturé
       *[other] cubes { $opponent ->
            [0] rouges
           *[1] bleus
        } capturés
    }
zhen-render-no-undo = { $seat } joue (la case { $tile } ne peut pas être ramenée : pas de retour)
zhen-render-over = Partie terminée : { $result }
## Options: their labels and help in the setup form
zhen-option-tiles-label = Cases entre les buts
zhen-option-tiles = nombre de cases de la ligne entre les deux buts
zhen-option-cubes-label = Cubes en réserve
zhen-option-cubes = cubes que chaque joueur a en réserve au départ
zhen-option-first = qui joue en premier (1 = Rouge, 2 = Bleu)
zhen-option-repetition = une position vue ce nombre de fois (même joueur au trait) termine la partie, comptée telle quelle
zhen-option-cap = la partie se termine après ce nombre d'actions, comptée telle quelle

## A position as text (a game state or a set-up) that cannot be read back; its field
## names and values (tiles=, since=, window=, none, sweep, m5, 2r1b …) are written as
## the state writes them
zhen-state-header = un état de Zhen commence par « zhen »
zhen-state-not-pair = « { $word } » n'est pas de la forme clé=valeur
zhen-state-twice = « { $key } » est donné deux fois
zhen-state-missing = il manque « { $key }= »
zhen-state-option = { $why }
zhen-state-mover = le joueur au trait « { $mover } » n'est ni red ni blue
zhen-state-plies = plies n'est pas un nombre entier
zhen-state-unknown = champ inconnu « { $key } »
zhen-state-over-cap = { $plies } actions jouées, plus que la limite de { $cap }
zhen-state-window-long = la fenêtre contient plus de coups qu'il n'en a été joué
zhen-state-window-after-end = la fenêtre continue après la fin de la partie
zhen-state-window-illegal = le coup m{ $tile } de la fenêtre est illégal : { $why }
zhen-state-window-irreversible = le coup m{ $tile } de la fenêtre fusionne des piles ou atteint un but : il ne peut donc pas être dans la fenêtre
zhen-state-replay = rejouer la fenêtre depuis « since » ne donne pas « board »
zhen-state-sweep = après un balayage, les cases sont vides et la fenêtre aussi
zhen-state-end-misfit = end={ $end } ne correspond pas à la position (elle est { $now })
zhen-state-end = end « { $end } » n'est ni none, ni sweep, ni repetition, ni cap
zhen-state-reserves = les réserves « { $text } » ne sont pas deux nombres comme 3,4
zhen-state-window-entry = l'entrée de fenêtre « { $entry } » n'est pas un coup comme m5
zhen-board-goal-colour = le but de { $seat } ne contient des cubes que d'une seule couleur, ce qu'aucune capture ne peut produire
zhen-board-places = attendu les deux buts et de 2 à { $max } cases, trouvé { $places } emplacements
zhen-board-reserve = une réserve contient plus de { $max } cubes
zhen-board-stack = « { $text } » n'est pas une pile comme ., 2r, 1b ou 2r1b
zhen-setup-placed = { $seat } a { $used } cubes posés mais seulement { $cubes } dans la partie
zhen-setup-tiles = le plateau a { $tiles } cases mais les options en indiquent { $expected }
zhen-setup-total = { $seat } a { $total } cubes en tout, pas { $cubes }
zhen-setup-mover = le joueur au trait { $mover } n'est ni 0 ni 1

## The game in one line (game lists)
zhen-about = Déplacez des piles entières de cubes le long d’une ligne de cases ; capturez en arrivant pile dans votre but.

## Puzzle themes (what a puzzle's solution does, for players to pick puzzles by)
zhen-theme-capture = capture
zhen-theme-sweep = balayage
zhen-theme-quiet = coup tranquille
