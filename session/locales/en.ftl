# What the players did beyond the rules, as a match tells it.

## Seat events
session-resigned = { $who } resigned
session-offered-draw = { $who } offered a draw
session-accepted-draw = { $who } accepted the draw
session-declined-draw = { $who } declined the draw
session-left = { $who } left the game
session-claimed-draw = { $by } claimed a draw: { $who } was away
session-claimed-seat = { $by } claimed { $who }'s seat: { $who } was away
session-stand-in = the computer ({ $agent }) plays { $who } from here
session-out = { $who } is out of the game
session-returned = { $who } came back and plays on
session-timeout = { $who } ran out of time
session-aborted = { $who } aborted the game
session-aborted-late = the game was aborted: { $who } made no first move in time

## The result of an aborted match
session-game-aborted = game aborted by { $who }
session-game-aborted-late = game aborted: { $who } made no first move in time

## Why a match ended, when its players ended it
session-reason-resigned = { $who } resigned
session-reason-draw-agreed = draw agreed
session-reason-away = { $who } was away
session-reason-timeout = { $who } ran out of time
session-reason-others-gone = every other player resigned or left
session-reason-nobody-left = no player is left in the game
session-reason-aborted = aborted by { $who }
session-reason-aborted-late = aborted: { $who } made no first move in time

## A request refused: nothing changed
session-stale = the game has moved on: you saw { $seen } actions but { $now } have been played
session-no-player = there is no player { $seat }
session-game-over = the game is over
session-you-gone = you no longer play in this game
session-computer-seat = player { $seat } is played by the computer
session-hint-turn = a hint is for your own turn
session-nothing-to-undo = nothing to undo
session-no-abort = the game can no longer be aborted: every player has made a first move
session-offer-stands = your draw offer stands
session-draw-offered = a draw is offered to you: accept it
session-no-draw-offered = no draw is offered to you
session-leave-few = leaving is for games of three or more: resign instead
session-claim-wait = a seat may be claimed once its player has been away for { $away } s: { $left } s to go
session-all-here = every other player is here
session-not-alone = { $what ->
    [hint] hints
   *[undo] undo
} only in a game against the computer: other people play here
session-draw-two = a draw by agreement is for games of two players
session-computer-draw = the computer does not agree draws: play on or resign
session-claim-draw-two = a draw is claimed only in a game of two players

## An action or a take-back refused, or a match that cannot go on
session-seat-gone = player { $seat } no longer plays in this game
session-out-of-time = player { $seat }'s time has run out
session-undo-secret = undo is off in a game with hidden information or chance: replaying from the same seed would deal the same cards again and show what comes next
session-undo-other-moved = another player has moved since: undo takes back only your own last move and the computer's replies
session-seat-count = the game has { $expected } seats but { $found } players were given
session-not-computer = player { $seat } is not played by the computer
session-not-to-move = player { $seat } cannot act now
session-computer-refused = the computer chose an action the game refuses: { $reason }
session-thread-failed = the computer player's thread failed
session-record-secret = the record of a game with hidden information or chance is shown only once the game is over
session-no-such-ply = the record has { $actions } actions: there is no position after { $asked }
session-no-seat-out = in { $game } a seat cannot be out of the game: a computer must play for a player who leaves
session-clock-after-start = the time control is chosen before the first action

## Puzzles: an attempt judged
session-puzzle-bad-move = move { $index } ({ $action }): { $why }
session-puzzle-no-moves = moves: send at least one move
session-puzzle-too-many = moves: { $why ->
    [failed] the attempt failed at that move
    [solved] the puzzle was solved by that move
   *[unsolvable] the solution has no move here
} (move { $index }); send no moves after it
session-puzzle-refuted = After { $action }, { $who } plays { $reply } and wins: { $text }.
session-puzzle-lets-go = { $action } lets { $goal ->
    [draw] the draw
   *[win] the win
} go: only { $best } keeps it ({ $best_text }). The solution: { $solution }.
session-puzzle-lets-go-end = { $action } lets { $goal ->
    [draw] the draw
   *[win] the win
} go: only { $best } keeps it ({ $best_text }). The solution: { $solution }, after which { $end }.
session-puzzle-ends = the game ends ({ $reason })
session-puzzle-ends-won = { $who } wins ({ $reason })
session-puzzle-ends-shared = { $who } share it ({ $reason })
session-puzzle-and = { $first } and { $last }

## The analysis board: a line that cannot be analysed
session-game-says = { $words }
session-analysis-unknown-game = unknown game '{ $game }'
session-analysis-options = options: { $why }
session-analysis-options-and-position = send the options or a position, not both: a position carries its own options
session-analysis-position = position: { $why }
session-analysis-move = move { $number } '{ $action }': { $why }
session-analysis-move-long = longer than a move can be
session-analysis-over = the game is already over
session-analysis-too-long = moves: at most { $max } moves
session-analysis-engine = the engine cannot analyse this position: { $why }

## A review that cannot be made
session-review-unknown-game = unknown game '{ $game }'
session-review-options = the record's options are refused: { $why }
session-review-action = action { $number } cannot be read: { $why }
session-review-unfinished = the game is not finished: only a finished game is reviewed
session-review-level = the level cannot review this game: { $why }
session-review-tables = the endgame tables are refused: { $why }
session-review-stopped = the review was stopped

## Lessons
session-no-lesson = { $game } has no lesson yet
session-no-lesson-step = the lesson of { $game } has no step { $index } (its steps are 0 to { $last })

## Saved games
session-save-sealed = this game is still being played and its save is sealed: resume it with `cubist play --resume`; its record opens once it ends
session-save-no-game = { $file } has no game number { $number }
session-key-file-unusable = cannot use the key file { $path }: { $error }
session-key-file-damaged = the key file { $path } is damaged
session-seal-unopened = the sealed seed is damaged or was sealed by another user's key
