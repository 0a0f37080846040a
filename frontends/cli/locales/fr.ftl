# Review: machine-drafted, awaiting a native speaker's review
# Les mots du terminal pour les joueurs. Les commandes à taper (`moves`, `help`,
# `quit`, `next` …) restent telles quelles dans toutes les langues.

## cubist games, cubist rules

cli-games-option-line = {"    "}{ $key } { $values } par défaut { $default } { $help }
cli-games-how-to-set = Réglez les options avec --option clé=valeur (par exemple cubist play squadro --option first=light).
cli-rules-options = OPTIONS
cli-rules-option-line = {"  "}{ $key }={ $values }  (par défaut { $default }) : { $help }

## cubist play : début et reprise

cli-play-which-game = quel jeu ? par exemple `cubist play squadro` (voir `cubist games`)
cli-seat-out-of-range = --seat { $seat } : ce jeu a les places 1 à { $seats }
cli-play-start-secret = { $title } : la graine reste secrète jusqu'à la fin de la partie. Tapez `help` pour les commandes.
cli-play-start-seed = { $title } : graine { $seed }. Tapez `help` pour les commandes.
cli-play-clock = Pendule : { $control } pour chaque joueur ; les pendules démarrent au premier coup.
cli-play-finished-save = { $path } est une partie terminée : utilisez `cubist replay` pour la revoir
cli-play-resumed = { $title } : reprise depuis { $path } après { $actions ->
    [one] { $actions } action.
   *[other] { $actions } actions.
}

## cubist play : à l'invite

cli-play-pass-screen = Passez l'écran à { $seat }. Appuyez sur Entrée quand seul { $seat } regarde.
cli-play-accept-draw = { $seat }, acceptez-vous la nulle ? (oui/non)
# Réponses comprises comme « oui » à une offre de nulle, en plus de « yes » et « y », séparées par des virgules.
cli-play-yes-answers = oui, o
cli-play-offer-stands = L'offre tient jusqu'à ce que { $seat } joue.
cli-play-advisor = le conseiller
cli-play-thinking = { $seat } réfléchit…
cli-play-hint = Conseil : { $action }
cli-play-hint-exact = Conseil : { $action } ({ $verdict }, d'après les tables de finales)
cli-play-took-back = { $actions ->
    [one] { $actions } action reprise.
   *[other] { $actions } actions reprises.
}
cli-play-refused = { $reason }. Tapez `moves` pour les coups légaux, `help` pour les commandes.
cli-play-no-move-contains = Aucun coup légal ne contient « { $text } ».
cli-play-legal-moves = Coups légaux ({ $count }) : { $moves }
cli-play-saved = Enregistrée dans { $path }. Pour reprendre : cubist play --resume { $path }

## cubist play : aide

cli-help-intro = Tapez un coup dans la notation du jeu (par exemple : { $example }), ou l'une de ces commandes :
cli-help-moves = {"  "}moves [TEXTE] liste vos coups légaux (seulement ceux qui contiennent TEXTE)
cli-help-board = {"  "}board        affiche de nouveau le plateau
cli-help-hint = {"  "}hint         demande un conseil à l'ordinateur
cli-help-undo = {"  "}undo         reprend votre dernier coup (et les réponses de l'ordinateur)
cli-help-resign = {"  "}resign       abandonne la partie
cli-help-draw = {"  "}draw         propose la nulle (l'autre joueur répond aussitôt)
cli-help-save = {"  "}save [FICHIER]  enregistre la partie (par défaut { $path })
cli-help-rules = {"  "}rules        affiche les règles
cli-help-quit = {"  "}quit         enregistre et arrête
cli-help-analyse = {"  "}analyse [NIVEAU]  une fois la partie finie : la parcourir, chaque action jugée (niveau { $level })

## cubist play : la fin

cli-play-after-game = Tapez `analyse` pour parcourir la partie avec chaque action jugée, ou `quit`.
cli-play-game-over-commands = La partie est finie : `analyse [NIVEAU]` la parcourt (niveau { $level } s'il n'est pas précisé), `quit` arrête.
cli-play-quit-saved = Partie enregistrée dans { $path }. Pour reprendre : cubist play --resume { $path }
cli-play-result-scores = { $result }. Scores : { $scores }
cli-play-seed-was = La graine était { $seed }.
cli-play-record-saved = Partie enregistrée dans { $path }. Pour la revoir : cubist replay { $path }

## Les pendules

cli-clock-out-of-time = { $seat } temps écoulé

## cubist replay

cli-replay-heading = { $title } — graine { $seed }, places : { $seats }
cli-replay-clock = Pendule : { $control } pour chaque joueur.
cli-replay-start = Début
cli-replay-time-left = (reste { $time })
cli-replay-plays = { $seat } joue { $action }
cli-replay-unfinished = (la partie n'a pas été terminée)

## cubist review, et l'analyse après une partie

cli-review-heading = Analyse d'une partie de { $game } au niveau { $level } (graine { $seed }) ; les valeurs sont { $measure } de chaque joueur au trait, chaque coup jugé d'après ce que sa place savait.
# Ce que mesurent les valeurs d'une analyse : avec deux places, et avec plus.
cli-review-measure-two = la probabilité de victoire
cli-review-measure-more = le score attendu
cli-review-seat = { $seat } { $name }{ $player } : { $inaccuracies } imprécisions, { $mistakes } erreurs, { $blunders } gaffes en { $actions } actions ; { $accuracy }
cli-review-accuracy = précision { $percent } %
cli-review-no-accuracy = aucune action jugée
cli-review-forced = (forcé)
# La marque d'un coup ; `mark` est le nom anglais que lui donne l'analyse.
cli-review-mark = { $mark ->
    [inaccuracy] imprécision
    [mistake] erreur
   *[blunder] gaffe
}
cli-review-better = mieux { $action } { $expected }
cli-review-best = meilleur { $action } { $expected }{ $exact }
cli-analyse-bad-level = Niveau { $level } : { $reason }.
cli-analyse-cannot = La partie ne peut pas être analysée : { $reason }.
cli-analyse-nothing = Aucune action n'a été jouée : il n'y a rien à analyser.
cli-analyse-intro = Analyse au niveau { $level } : `next`, `prev`, `goto N`, `first`, `last`, `quit` (`help` en dit plus).
cli-analyse-start = Le début, avant toute action.
cli-analyse-unknown = { $why } Tapez `help` pour les commandes.
cli-analyse-at-last = C'était la dernière action : `prev` ou `first` reviennent en arrière.
cli-analyse-at-start = C'est le début : `next` avance.
cli-analyse-no-such-action = `goto { $n }` : la partie a les actions 1 à { $last } (0 est le début).
cli-analyse-not-a-command = `{ $text }` n'est pas une commande ici.
cli-analyse-help-intro = Parcourez { $actions ->
    [one] l'unique action de la partie, jugée
   *[other] les { $actions } actions de la partie, chacune jugée
} comme `cubist review` la juge :
cli-analyse-help-next = {"  "}next, n (ou Entrée)  l'action suivante
cli-analyse-help-prev = {"  "}prev, p             l'action précédente
cli-analyse-help-goto = {"  "}goto N              l'action N (0 : le début)
cli-analyse-help-ends = {"  "}first, last, start  la première action, la dernière, le début
cli-analyse-help-quit = {"  "}quit                arrêter
cli-analyse-help-marks = Marques : ?! imprécision, ? erreur, ?? gaffe ; les valeurs sont le résultat attendu du joueur au trait avant → après, exactes quand elles sont connues (gain en 9 → perte en 14).
