# Sentences the game API itself says, whatever the game.

## Why an action may not be played (RuleError)
core-game-over = the game is over
core-not-your-turn = it is not player { $player }'s turn
core-no-such-seat = there is no player { $player }
core-not-legal-here = { $action } is not a legal move here
core-no-start-chance = this game's start has no chance event
core-no-play-chance = this play has no chance event

## A text action that cannot be played (PlayError, NotationError)
core-cannot-read = cannot read '{ $input }' as an action: { $expected }
core-illegal-move = illegal move: { $why }
# Text a game gives as is, the same in every language (games written for tests).
core-untranslated = { $text }
core-empty-action = an action, not an empty line

## The end of a game (Outcome)
core-outcome-win = { $seat } wins ({ $reason })
core-outcome-none = no result ({ $reason })
core-outcome-draw = draw between { $seats } ({ $reason })
# Joins the last two names of a list: "Red, Blue and Green".
core-and = { $first } and { $last }

## Seats and moves of a game that names them no other way
core-player = Player { $n }
core-made-choice = { $seat } has made a choice
core-plays = { $seat } plays { $action }
