# Zhen's words: seats, actions, illegal actions, results and the picture.
# A seat named inside a reason or a count is chosen by its number: 0 Red, 1 Blue.

## Seats
zhen-red = Red
zhen-blue = Blue

## Stacks and cubes
zhen-stack-red = { $red } red
zhen-stack-blue = { $blue } blue
zhen-stack-both = { $red } red, { $blue } blue
zhen-stack-empty = empty
zhen-cubes = { $n ->
        [one] 1 { $seat ->
            [0] red
           *[1] blue
        } cube
       *[other] { $n } { $seat ->
            [0] red
           *[1] blue
        } cubes
    }

## An action in words (words.rs)
zhen-place = { $seat } places a cube on tile { $tile } ({ $left })
zhen-reserve-left = { $n ->
        [0] none left in reserve
       *[other] { $n } left in reserve
    }
zhen-no-undo = { $seat } may not move the stack on tile { $tile } straight back
zhen-carry = { $seat } moves the stack on tile { $tile } ({ $stack }) { $steps ->
        [one] 1 step
       *[other] { $steps } steps
    }
zhen-carry-to = { $head } to tile { $to }
zhen-carry-onto = { $head } onto the stack on tile { $to } ({ $there }), making one stack of { $joined }
zhen-carry-goal = { $head } into its goal, capturing { $captured } ({ $seat }'s goal now holds { $held })

## Why an action is illegal (check.rs)
zhen-over = the game is over
zhen-turn = it is { $mover ->
        [0] Red
       *[1] Blue
    }'s turn, not { $seat ->
        [0] Red's
        [1] Blue's
       *[other] that player's
    }
zhen-no-tile = there is no tile { $tile }: the tiles are 1 to { $tiles }
zhen-reserve-empty = your reserve is empty: you have no cube left to place
zhen-tile-taken = tile { $tile } is not empty: a cube may be placed only on an empty tile
zhen-tile-empty = tile { $tile } is empty: there is nothing to move
zhen-not-yours = tile { $tile } holds none of your cubes: you may move only a stack with at least one of your cubes
zhen-overshoot = the stack on tile { $tile } must move { $steps } steps, which would pass your goal: a stack enters the goal only with the exact count
zhen-no-capture = the stack on tile { $tile } holds no { $opponent ->
        [0] Red
       *[1] Blue
    } cube: you may move cubes into your goal only to capture
zhen-undo = moving tile { $tile } would undo { $opponent ->
        [0] Red
       *[1] Blue
    }'s last move, which is not allowed

## Why the game ended
zhen-swept = { $stuck ->
        [0] Red could not act; Blue
       *[1] Blue could not act; Red
    } took the cubes left on the tiles
zhen-repeated = position repeated { $times } times, scored as it stands
zhen-cap = { $actions ->
        [one] 1 action played, scored as it stands
       *[other] { $actions } actions played, scored as it stands
    }

## The picture (picture.rs)
zhen-summary = Zhen, a line of { $tiles } tiles between Red's goal and Blue's. { $headline }. { $detail }.
zhen-score = Score: Red { $red }, Blue { $blue }
zhen-no-undo-mark = tile { $tile }: no undo
zhen-to-move = { $seat } to move
zhen-over-win = Game over: { $seat } wins { $won }–{ $lost }
zhen-over-draw = Game over: draw { $red }–{ $blue }
zhen-tile = Tile { $tile }: { $stack }
zhen-tile-no-undo = Tile { $tile }: { $stack }; may not be moved now (no undo)
zhen-goal-label = { $seat }'s goal: { $stack }; { $seat } scores { $score }
zhen-goal = { $seat } goal
zhen-goal-score = score { $score }
zhen-reserve-label = { $seat }'s reserve: { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    }
zhen-reserve = { $seat } reserve: { $n }
zhen-directions = Which way each player moves
zhen-moves-left = ◀ { $seat } moves this way
zhen-moves-right = { $seat } moves this way ▶

## What the notation expects (notation errors)
zhen-expected = p<tile> to place or m<tile> to move, with a tile from 1 to { $tiles }, e.g. p5 or m5

## The terminal board (render.rs)
# $reserve and $score are numbers already padded for the columns. In the captured
# cubes, $n (the score) chooses one cube or many, $opponent their colour: 0 red, 1 blue.
zhen-render-panel = { $seat }: reserve { $reserve }   score { $score } ({ $captured })
zhen-render-captured = { $n ->
        [one] { $opponent ->
            [0] red
           *[1] blue
        } cube captured
       *[other] { $opponent ->
            [0] red
           *[1] blue
        } cubes captured
    }
zhen-render-no-undo = { $seat } to move (tile { $tile } may not be moved back: no undo)
zhen-render-over = Game over: { $result }
## Options: their labels and help in the setup form
zhen-option-tiles-label = Tiles between the goals
zhen-option-tiles = number of tiles in the line between the two goals
zhen-option-cubes-label = Cubes in reserve
zhen-option-cubes = cubes each player starts with in reserve
zhen-option-first = who moves first (1 = Red, 2 = Blue)
zhen-option-repetition = a position seen this many times (same player to move) ends the game, scored as it stands
zhen-option-cap = the game ends after this many actions, scored as it stands

## A position as text (a game state or a set-up) that cannot be read back; its field
## names and values (tiles=, since=, window=, none, sweep, m5, 2r1b …) are written as
## the state writes them
zhen-state-header = a Zhen state starts with 'zhen'
zhen-state-not-pair = '{ $word }' is not key=value
zhen-state-twice = '{ $key }' given twice
zhen-state-missing = missing '{ $key }='
# A bad option value in the state, said by the option itself.
zhen-state-option = { $why }
zhen-state-mover = mover '{ $mover }' is not red or blue
zhen-state-plies = plies is not a whole number
zhen-state-unknown = unknown field '{ $key }'
zhen-state-over-cap = { $plies } actions played, more than the cap of { $cap }
zhen-state-window-long = the window holds more moves than were played
zhen-state-window-after-end = the window goes on after the game ended
zhen-state-window-illegal = window move m{ $tile } is illegal: { $why }
zhen-state-window-irreversible = window move m{ $tile } merges stacks or reaches a goal, so it cannot be in the window
zhen-state-replay = replaying the window from 'since' does not give 'board'
zhen-state-sweep = after a sweep the tiles are empty and the window too
# $now: the game's state as the program names it (Playing, Cap …).
zhen-state-end-misfit = end={ $end } does not fit the position (it is { $now })
zhen-state-end = end '{ $end }' is not none, sweep, repetition or cap
zhen-state-reserves = reserves '{ $text }' is not two counts like 3,4
zhen-state-window-entry = window entry '{ $entry }' is not a move like m5
zhen-board-goal-colour = { $seat }'s goal holds cubes of one colour only, which no capture can do
zhen-board-places = expected the two goals and 2 to { $max } tiles, found { $places } places
zhen-board-reserve = a reserve holds more than { $max } cubes
zhen-board-stack = '{ $text }' is not a stack like ., 2r, 1b or 2r1b
zhen-setup-placed = { $seat } has { $used } cubes placed but only { $cubes } in the game
zhen-setup-tiles = the board has { $tiles } tiles but the options say { $expected }
zhen-setup-total = { $seat } has { $total } cubes in all, not { $cubes }
zhen-setup-mover = mover { $mover } is not 0 or 1

## The game in one line (game lists)
zhen-about = Move whole stacks of cubes along a line of tiles; capture by landing exactly in your goal.

## Puzzle themes (what a puzzle's solution does, for players to pick puzzles by)
zhen-theme-capture = capture
zhen-theme-sweep = sweep
zhen-theme-quiet = quiet
