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

## Game options: their labels for people and why a value is refused (OptionError)
core-option-first = Who moves first
core-option-repetition = Repetitions
core-option-cap = Move limit
# A value of "who moves first": the seed draws the first player.
core-option-random = Drawn at random
core-option-whole-number = a whole number from { $min } to { $max }
core-option-one-of = one of { $choices }
# The values an option allows, written as players type them (random|1|2|light|dark).
core-option-values = { $values }
core-option-unknown = unknown option '{ $key }' (this game has: { $known })
core-option-unknown-none = unknown option '{ $key }' (this game has: no options)
core-option-bad-value = option { $key }={ $value } is not valid: expected { $expected }
core-option-conflict = options do not fit together: { $why }
core-option-syntax = option '{ $item }' has no '=': write key=value
core-option-file-refused = { $key } files can be given only on the command line; choose one of { $choices }

## A game state (a position as text) that cannot be read (DecodeError)
core-cannot-decode = cannot decode game state: { $reason }

## A time control as a player types it (TimeControlError); "untimed" is typed as is
core-clock-syntax = '{ $text }' is not a time control: write minutes+seconds (5+3), days or hours per move (2d, 12h), or untimed
core-clock-too-short = a clock needs some time: the starting time (or the time per move) must be at least 1 second
core-clock-too-long = a time control may give at most 365 days

## Titles of pictures for screen readers
core-picture-text-board = the board, as text
core-picture-board-and-panels = the board and its panels
