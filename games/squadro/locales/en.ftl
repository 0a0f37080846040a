# Squadro's words: seats, moves, illegal moves, results and the picture.

## Seats
squadro-light = Light
squadro-dark = Dark

## A move in words (words.rs)
squadro-move = { $seat } moves its lane-{ $lane } piece { $squares ->
        [one] 1 square
       *[other] { $squares } squares
    } from { $from } to { $to }
squadro-turns-back = reaching the far side, where it turns back
squadro-home-counted = bringing it home ({ $home } of the { $needed } { $seat } needs)
squadro-home = bringing it home
squadro-sending = sending { $seat }'s { $groups }
# Two groups of pieces sent back: "lane-1 piece back to its start and its lane-2 piece back to the far side".
squadro-and-its = { $first } and its { $second }
# One lane in a list of lanes sent back.
squadro-lane-name = lane-{ $lane }
squadro-back-to-start = { $count ->
        [one] { $lanes } piece back to its start
       *[other] { $lanes } pieces back to their start
    }
squadro-back-to-far = { $count ->
        [one] { $lanes } piece back to the far side
       *[other] { $lanes } pieces back to the far side
    }

## Why a move is illegal (check.rs)
# A seat named inside a reason is chosen by its number: 0 Light, 1 Dark.
squadro-over = the game is over
squadro-turn = it is { $seat ->
        [0] Light
       *[1] Dark
    }'s turn
squadro-no-lane = there is no lane { $lane }: lanes are 1 to 5
squadro-lane-done = your piece in lane { $lane } is already back home and off the board

## Why the game ended
squadro-won = { $needed } pieces home
squadro-repeated = position repeated { $times } times
squadro-cap = { $actions ->
        [one] 1 action played
       *[other] { $actions } actions played
    }

## The picture (picture.rs)
squadro-summary = Squadro board. { $status }. { $light } has { $lighthome } of { $needed } pieces home, { $dark } { $darkhome }.
squadro-to-move = { $seat } to move
squadro-over-win = Game over: { $seat } wins ({ $reason })
squadro-over-draw = Game over: draw ({ $reason })
squadro-panel-home = { $seat } { $home }/{ $needed } home
squadro-lane-label = lane
squadro-key-ways = { $seat } { $out } out { $back } back
squadro-key-dots = dots: speed · ✓ home
squadro-key = Key

## What the notation expects (notation errors)
squadro-expected = a lane number from 1 to 5

## The pieces' labels in the picture, for screen readers (picture.rs)
squadro-piece-label = { $seat } piece on lane { $lane }, { $way ->
        [out] going out
       *[back] coming back
    }, speed { $speed }
squadro-piece-home-label = { $seat } piece of lane { $lane } is home

## The terminal board (render.rs)
squadro-render-over = Game over: { $result }
## Options: their help in the setup form
squadro-option-first = who moves first (1 = Light, 2 = Dark)
squadro-option-repetition = a position seen this many times (same player to move) is a draw
squadro-option-cap = the game is a draw after this many actions

## A position as text (a game state) that cannot be read back; its field names and
## values (light=, mover=, history= …) are written as the state writes them
squadro-state-header = a Squadro state starts with 'squadro'
squadro-state-not-pair = '{ $word }' is not key=value
squadro-state-twice = '{ $key }' given twice
squadro-state-missing = missing '{ $key }='
squadro-state-mover = mover '{ $mover }' is not light or dark
# A bad option value in the state, said by the option itself.
squadro-state-option = { $why }
squadro-state-key-text = bad key '{ $key }'
squadro-state-key = bad key { $key }
squadro-state-unknown = unknown field '{ $key }'
squadro-state-after-end = the history goes on after the game ended
squadro-state-illegal-step = the history holds a step that is not a legal move
squadro-state-lanes = '{ $text }' is not five progress values 0..12
squadro-state-mover-seat = mover { $mover } is not 0 or 1
squadro-state-progress = progress { $progress } is not in 0..12
squadro-state-clash = two pieces on one square (Light lane { $lane }, cell { $cell })
squadro-state-both-won = both players have already won

## The game in one line (game lists)
squadro-about = Race five pieces across the board and back; jump your opponent to send it back.

## Puzzle themes (what a puzzle's solution does, for players to pick puzzles by)
squadro-theme-send-back = send back
squadro-theme-race = race
