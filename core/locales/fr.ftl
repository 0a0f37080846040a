# Review: machine-drafted, awaiting a native speaker's review

## Why an action may not be played (RuleError)
core-game-over = la partie est terminée
core-not-your-turn = ce n'est pas au tour du joueur { $player }
core-no-such-seat = il n'y a pas de joueur { $player }
core-not-legal-here = { $action } n'est pas un coup légal ici
core-no-start-chance = le début de ce jeu n'a aucun tirage au sort
core-no-play-chance = ce coup n'a aucun tirage au sort

## A text action that cannot be played (PlayError, NotationError)
core-cannot-read = impossible de lire « { $input } » comme un coup : { $expected }
core-illegal-move = coup illégal : { $why }
# Text a game gives as is, the same in every language (games written for tests).
core-untranslated = { $text }
core-empty-action = un coup, pas une ligne vide

## The end of a game (Outcome)
core-outcome-win = { $seat } gagne ({ $reason })
core-outcome-none = pas de résultat ({ $reason })
core-outcome-draw = égalité entre { $seats } ({ $reason })
core-and = { $first } et { $last }

## Seats and moves of a game that names them no other way
core-player = Joueur { $n }
core-made-choice = { $seat } a fait son choix
core-plays = { $seat } joue { $action }
