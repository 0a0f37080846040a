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

## Game options: their labels for people and why a value is refused (OptionError)
core-option-first = Qui commence
core-option-repetition = Répétitions
core-option-cap = Limite de coups
core-option-random = Tiré au sort
core-option-whole-number = un nombre entier de { $min } à { $max }
core-option-one-of = l'une des valeurs { $choices }
core-option-values = { $values }
core-option-unknown = option inconnue « { $key } » (ce jeu a : { $known })
core-option-unknown-none = option inconnue « { $key } » (ce jeu n'a aucune option)
core-option-bad-value = l'option { $key }={ $value } n'est pas valable : il faut { $expected }
core-option-conflict = les options ne vont pas ensemble : { $why }
core-option-syntax = l'option « { $item } » n'a pas de « = » : écrivez clé=valeur
core-option-file-refused = les fichiers de { $key } ne peuvent être donnés qu'en ligne de commande ; choisissez parmi { $choices }

## A game state (a position as text) that cannot be read (DecodeError)
core-cannot-decode = impossible de lire l'état de la partie : { $reason }

## A time control as a player types it (TimeControlError); "untimed" is typed as is
core-clock-syntax = « { $text } » n'est pas une cadence : écrivez minutes+secondes (5+3), jours ou heures par coup (2d, 12h), ou untimed
core-clock-too-short = une pendule a besoin de temps : le temps de départ (ou le temps par coup) doit être d'au moins 1 seconde
core-clock-too-long = une cadence peut donner au plus 365 jours

## Titles of pictures for screen readers
core-picture-text-board = le plateau, en texte
core-picture-board-and-panels = le plateau et ses panneaux
