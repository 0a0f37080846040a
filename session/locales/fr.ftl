# Review: machine-drafted, awaiting a native speaker's review

## Seat events
session-resigned = { $who } a abandonné
session-offered-draw = { $who } a proposé la nulle
session-accepted-draw = { $who } a accepté la nulle
session-declined-draw = { $who } a refusé la nulle
session-left = { $who } a quitté la partie
session-claimed-draw = { $by } a réclamé la nulle : { $who } était absent
session-claimed-seat = { $by } a réclamé la place de { $who } : { $who } était absent
session-stand-in = l'ordinateur ({ $agent }) joue { $who } à partir d'ici
session-out = { $who } est hors de la partie
session-returned = { $who } est revenu et continue de jouer
session-timeout = { $who } a dépassé son temps
session-aborted = { $who } a annulé la partie
session-aborted-late = la partie a été annulée : { $who } n'a pas joué son premier coup à temps

## The result of an aborted match
session-game-aborted = partie annulée par { $who }
session-game-aborted-late = partie annulée : { $who } n'a pas joué son premier coup à temps

## Why a match ended, when its players ended it
session-reason-resigned = { $who } a abandonné
session-reason-draw-agreed = nulle acceptée
session-reason-away = { $who } était absent
session-reason-timeout = { $who } a dépassé son temps
session-reason-others-gone = tous les autres joueurs ont abandonné ou sont partis
session-reason-nobody-left = plus aucun joueur n'est dans la partie
session-reason-aborted = annulée par { $who }
session-reason-aborted-late = annulée : { $who } n'a pas joué son premier coup à temps

## A request refused: nothing changed
session-stale = la partie a avancé : vous avez vu { $seen } actions mais { $now } ont été jouées
session-no-player = il n'y a pas de joueur { $seat }
session-game-over = la partie est terminée
session-you-gone = vous ne jouez plus dans cette partie
session-computer-seat = le joueur { $seat } est joué par l'ordinateur
session-hint-turn = un conseil se demande à votre tour
session-nothing-to-undo = rien à reprendre
session-no-abort = la partie ne peut plus être annulée : chaque joueur a joué son premier coup
session-offer-stands = votre proposition de nulle tient toujours
session-draw-offered = on vous propose la nulle : acceptez-la
session-no-draw-offered = personne ne vous propose la nulle
session-leave-few = quitter la partie est réservé aux parties à trois joueurs ou plus : abandonnez plutôt
session-claim-wait = une place peut être réclamée quand son joueur est absent depuis { $away } s : encore { $left } s
session-all-here = tous les autres joueurs sont là
session-not-alone = { $what ->
    [hint] les conseils sont réservés
   *[undo] la reprise est réservée
} aux parties contre l'ordinateur : d'autres personnes jouent ici
session-draw-two = la nulle par accord est réservée aux parties à deux joueurs
session-computer-draw = l'ordinateur n'accepte pas la nulle : continuez ou abandonnez
session-claim-draw-two = la nulle ne se réclame que dans une partie à deux joueurs

## An action or a take-back refused, or a match that cannot go on
session-seat-gone = le joueur { $seat } ne joue plus dans cette partie
session-out-of-time = le temps du joueur { $seat } est écoulé
session-undo-secret = la reprise est désactivée dans un jeu à information cachée ou à hasard : rejouer depuis la même graine redistribuerait les mêmes cartes et montrerait la suite
session-undo-other-moved = un autre joueur a joué depuis : la reprise n'annule que votre dernier coup et les réponses de l'ordinateur
session-seat-count = la partie a { $expected } places mais { $found } joueurs ont été donnés
session-not-computer = le joueur { $seat } n'est pas joué par l'ordinateur
session-not-to-move = le joueur { $seat } ne peut pas agir maintenant
session-computer-refused = l'ordinateur a choisi une action que le jeu refuse : { $reason }
session-thread-failed = le fil du joueur ordinateur a échoué
session-record-secret = la feuille de partie d'un jeu à information cachée ou à hasard n'est montrée qu'une fois la partie terminée
session-no-such-ply = la feuille de partie compte { $actions } actions : il n'y a pas de position après { $asked }
session-no-seat-out = dans { $game }, une place ne peut pas quitter la partie : l'ordinateur doit jouer pour le joueur qui part
session-clock-after-start = la cadence se choisit avant la première action

## Puzzles: an attempt judged
session-puzzle-bad-move = coup { $index } ({ $action }) : { $why }
session-puzzle-no-moves = coups : envoyez au moins un coup
session-puzzle-too-many = coups : { $why ->
    [failed] la tentative a échoué à ce coup
    [solved] le problème a été résolu par ce coup
   *[unsolvable] la solution n'a pas de coup ici
} (coup { $index }) ; n'envoyez aucun coup après lui
session-puzzle-refuted = Après { $action }, { $who } joue { $reply } et gagne : { $text }.
session-puzzle-lets-go = { $action } laisse échapper { $goal ->
    [draw] la nulle
   *[win] la victoire
} : seul { $best } la garde ({ $best_text }). La solution : { $solution }.
session-puzzle-lets-go-end = { $action } laisse échapper { $goal ->
    [draw] la nulle
   *[win] la victoire
} : seul { $best } la garde ({ $best_text }). La solution : { $solution }, après quoi { $end }.
session-puzzle-ends = la partie se termine ({ $reason })
session-puzzle-ends-won = { $who } gagne ({ $reason })
session-puzzle-ends-shared = { $who } se la partagent ({ $reason })
session-puzzle-and = { $first } et { $last }

## The analysis board: a line that cannot be analysed
session-game-says = { $words }
session-analysis-unknown-game = jeu inconnu « { $game } »
session-analysis-options = options : { $why }
session-analysis-options-and-position = envoyez les options ou une position, pas les deux : une position porte ses propres options
session-analysis-position = position : { $why }
session-analysis-move = coup { $number } « { $action } » : { $why }
session-analysis-move-long = plus long qu'un coup ne peut l'être
session-analysis-over = la partie est déjà terminée
session-analysis-too-long = coups : { $max } coups au plus
session-analysis-engine = le moteur ne peut pas analyser cette position : { $why }

## A review that cannot be made
session-review-unknown-game = jeu inconnu « { $game } »
session-review-options = les options de la feuille de partie sont refusées : { $why }
session-review-action = l'action { $number } ne peut pas être lue : { $why }
session-review-unfinished = la partie n'est pas terminée : seule une partie terminée est analysée
session-review-level = ce niveau ne peut pas analyser cette partie : { $why }
session-review-tables = les tables de finales sont refusées : { $why }
session-review-stopped = l'analyse a été arrêtée

## Lessons
session-no-lesson = { $game } n'a pas encore de leçon
session-no-lesson-step = la leçon de { $game } n'a pas d'étape { $index } (ses étapes vont de 0 à { $last })

## Saved games
session-save-sealed = cette partie est encore en cours et sa sauvegarde est scellée : reprenez-la avec `cubist play --resume` ; sa feuille de partie s'ouvre une fois la partie terminée
session-save-no-game = { $file } n'a pas de partie numéro { $number }
session-key-file-unusable = impossible d'utiliser le fichier de clé { $path } : { $error }
session-key-file-damaged = le fichier de clé { $path } est endommagé
session-seal-unopened = la graine scellée est endommagée ou a été scellée avec la clé d'un autre utilisateur
