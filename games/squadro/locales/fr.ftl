# Review: machine-drafted, awaiting a native speaker's review

## Seats
squadro-light = Clair
squadro-dark = Foncé

## A move in words (words.rs)
squadro-move = { $seat } avance sa pièce du couloir { $lane } de { $squares ->
        [one] 1 case
       *[other] { $squares } cases
    } de { $from } à { $to }
squadro-turns-back = atteignant le bord opposé, où elle fait demi-tour
squadro-home-counted = la ramenant à la maison ({ $home } sur les { $needed } qu'il faut à { $seat })
squadro-home = la ramenant à la maison
squadro-sending = repoussant { $seat } : { $groups }
squadro-and-its = { $first } et { $second }
squadro-lane-name = { $lane }
squadro-back-to-start = { $count ->
        [one] la pièce du couloir { $lanes } à son départ
       *[other] les pièces des couloirs { $lanes } à leur départ
    }
squadro-back-to-far = { $count ->
        [one] la pièce du couloir { $lanes } au bord opposé
       *[other] les pièces des couloirs { $lanes } au bord opposé
    }

## Why a move is illegal (check.rs)
squadro-over = la partie est terminée
squadro-turn = c'est au tour de { $seat ->
        [0] Clair
       *[1] Foncé
    }
squadro-no-lane = il n'y a pas de couloir { $lane } : les couloirs vont de 1 à 5
squadro-lane-done = votre pièce du couloir { $lane } est déjà rentrée et a quitté le plateau

## Why the game ended
squadro-won = { $needed } pièces rentrées
squadro-repeated = position répétée { $times } fois
squadro-cap = { $actions ->
        [one] 1 coup joué
       *[other] { $actions } coups joués
    }

## The picture (picture.rs)
squadro-summary = Plateau de Squadro. { $status }. { $light } a { $lighthome } pièces rentrées sur { $needed }, { $dark } { $darkhome }.
squadro-to-move = { $seat } joue
squadro-over-win = Partie terminée : { $seat } gagne ({ $reason })
squadro-over-draw = Partie terminée : égalité ({ $reason })
squadro-panel-home = { $seat } { $home }/{ $needed } rentrées
squadro-lane-label = couloir
squadro-key-ways = { $seat } { $out } aller { $back } retour
squadro-key-dots = points : vitesse · ✓ rentrée
squadro-key = Légende

## What the notation expects (notation errors)
squadro-expected = un numéro de couloir de 1 à 5

## The pieces' labels in the picture, for screen readers (picture.rs)
squadro-piece-label = Pièce de { $seat } du couloir { $lane }, { $way ->
        [out] à l'aller
       *[back] au retour
    }, vitesse { $speed }
squadro-piece-home-label = La pièce de { $seat } du couloir { $lane } est rentrée

## The terminal board (render.rs)
squadro-render-over = Partie terminée : { $result }
## Options: their help in the setup form
squadro-option-first = qui joue en premier (1 = Clair, 2 = Foncé)
squadro-option-repetition = une position vue ce nombre de fois (même joueur au trait) est une égalité
squadro-option-cap = la partie est une égalité après ce nombre d'actions

## A position as text (a game state) that cannot be read back; its field names and
## values (light=, mover=, history= …) are written as the state writes them
squadro-state-header = un état de Squadro commence par « squadro »
squadro-state-not-pair = « { $word } » n'est pas de la forme clé=valeur
squadro-state-twice = « { $key } » est donné deux fois
squadro-state-missing = il manque « { $key }= »
squadro-state-mover = le joueur au trait « { $mover } » n'est ni light ni dark
squadro-state-option = { $why }
squadro-state-key-text = clé invalide « { $key } »
squadro-state-key = clé invalide { $key }
squadro-state-unknown = champ inconnu « { $key } »
squadro-state-after-end = l'historique continue après la fin de la partie
squadro-state-illegal-step = l'historique contient une étape qui n'est pas un coup légal
squadro-state-lanes = « { $text } » n'est pas une suite de cinq valeurs de progression de 0 à 12
squadro-state-mover-seat = le joueur au trait { $mover } n'est ni 0 ni 1
squadro-state-progress = la progression { $progress } n'est pas comprise entre 0 et 12
squadro-state-clash = deux pièces sur une même case (Clair, couloir { $lane }, case { $cell })
squadro-state-both-won = les deux joueurs ont déjà gagné

## The game in one line (game lists)
squadro-about = Faites traverser le plateau à cinq pièces, aller et retour ; sautez l’adversaire pour le renvoyer en arrière.

## Puzzle themes (what a puzzle's solution does, for players to pick puzzles by)
squadro-theme-send-back = renvoi
squadro-theme-race = course
