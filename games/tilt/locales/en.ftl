# Tilt's words: seats, actions, illegal actions, results and the picture.
# A seat named inside a reason is chosen by its number: 0 Light, 1 Dark.

## Seats, and the letter on each seat's cubes
tilt-light = Light
tilt-dark = Dark
tilt-light-letter = L
tilt-dark-letter = D

## An action in words (words.rs); each later message wraps the sentence so far
tilt-place = { $seat } places a cube on { $square }
tilt-slide = { $seat } slides its cube from { $from } to { $to }
tilt-activate = { $seat } turns its cube on { $square } active again
tilt-pick-up = { $seat } picks up its cube on { $square } into its pool
tilt-end = { $seat } ends its turn without using its bonus move
tilt-as-bonus = { $action } as its bonus move
tilt-where-active = { $action }, where it stands active, with no cube beside it
tilt-where-inactive = { $action }, where it lies inactive, as a cube is beside it
tilt-stands-active = it stands active again
tilt-earns-another = it lies inactive beside a cube, earning another bonus move
tilt-earns-bonus = it lies inactive beside a cube, earning a bonus move
tilt-slide-landing = { $action } and { $landing }
tilt-slide-knocking = { $action }, { $knocked }, and { $landing }
tilt-knocking = knocking over { $groups }
tilt-knocked-theirs = { $seat }'s { $count ->
        [one] cube
       *[other] cubes
    } on { $squares }
tilt-knocked-own = its own { $count ->
        [one] cube
       *[other] cubes
    } on { $squares }

## Why an action is illegal (check.rs)
tilt-over = the game is over
tilt-turn = it is { $seat ->
        [0] Light
       *[1] Dark
    }'s turn
tilt-no-square = there is no square { $square } on a { $n }×{ $n } board
tilt-bonus-only = { $what ->
        [activate] activating a cube
       *[pick-up] picking up a cube
    } is a bonus move: it is allowed only after a slide that left your cube inactive; now you must place or slide a cube
tilt-end-early = you may end your turn early only while a bonus move is pending; now you must place or slide a cube
tilt-pool-empty = you have no cube left in your pool to place
tilt-not-empty = { $square } is not empty
tilt-next-to-active = you may not place next to an active cube (the one on { $square })
tilt-may-not-place = you may place a cube only while you have an active cube that can slide (unless you have no cube on the board)
tilt-inactive = the cube on { $square } is inactive: only active cubes can slide
tilt-zero-slide = a slide must move the cube at least one square
tilt-not-straight = a slide goes straight along a file or a rank, and { $from } and { $to } share neither
tilt-slide-onto = { $square } is not empty: a cube slides only onto empty squares
tilt-in-the-way = the cube on { $square } is in the way: a sliding cube cannot pass through another cube
tilt-in-front = you may not enter { $to }: it is the square in front of the active cube on { $square }
tilt-already-active = the cube on { $square } is already active
tilt-cannot-activate = the cube on { $square } cannot be activated: it touches the cube on { $other }, and an active cube may not touch any other cube
tilt-just-moved = the cube on { $square } was just moved by the slide that earned this bonus, so it cannot be picked up now
tilt-no-cube = there is no cube on { $square }
tilt-not-yours = the cube on { $square } is not yours

## Why the game ended
tilt-stuck = { $seat ->
        [0] Light
       *[1] Dark
    } could neither place nor slide
tilt-repeated = position repeated { $times } times
tilt-cap = { $actions ->
        [one] 1 action played
       *[other] { $actions } actions played
    }

## The picture (picture.rs)
tilt-summary = Tilt, { $n } by { $n } board. { $headline }. { $detail }.
tilt-bonus-detail = Bonus move · ringed cube { $square } can't be picked up
tilt-last-move = Last move: { $words }
tilt-no-move = No move yet
tilt-to-move = { $seat } to move
tilt-over-win = Game over: { $seat } wins
tilt-over-draw = Game over: draw
tilt-square-empty = { $square }, empty
tilt-square-cube = { $square }, { $seat } cube, { $active ->
        [yes] active
       *[no] inactive
    }
tilt-square-cube-moved = { $square }, { $seat } cube, { $active ->
        [yes] active
       *[no] inactive
    }, just moved: may not be picked up
tilt-pool-label = { $seat }'s pool: { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    }
tilt-pool-count = { $seat }: { $n } in pool
tilt-on-board = { $on } on board, { $active } active
tilt-no-slide = No cube can slide!
tilt-one-slide = Only one cube can slide!
tilt-careful = Careful: a player with no cube that can slide at the start of their turn can neither place nor slide, and loses; { $seat } has { $left ->
        [0] none
       *[1] only one
    }
tilt-bonus = Bonus move
tilt-activate-label = Activate the chosen inactive cube
tilt-activate-button = Activate
tilt-end-label = End the turn without a bonus move
tilt-end-button = End turn
tilt-key = Key: active cubes are diamonds, inactive ones squares
tilt-key-active = active
tilt-key-inactive = inactive

## What the notation expects (notation errors, action.rs and geometry.rs)
# The notation itself (@c3, c3-c6, *c3, ^c3, end) is typed by players: keep it as is.
tilt-expected-action = an action: @c3 (place), c3-c6 (slide), *c3 (activate), ^c3 (pick up) or end
# $last is the last file's letter, e.g. f on a 6×6 board.
tilt-expected-square = a square a1 to { $last }{ $n }
tilt-no-file = there is no file '{ $file }' on a { $n }×{ $n } board (files a to { $last })
tilt-no-rank = there is no rank { $rank } on a { $n }×{ $n } board (ranks 1 to { $n })

## The terminal board (render.rs)
# $on and $off are the symbols of the seat's active and inactive cubes.
tilt-render-panel = { $seat } { $on } active { $off } inactive   on board { $board } ({ $active } active)   pool { $pool }
tilt-render-last = Last action: { $action }
tilt-render-to-move = { $seat } to move: place (@c3) or slide (c3-c6)
tilt-render-bonus = { $seat } to move: bonus move pending — place (@c3), slide (c3-c6), activate (*c3), pick up (^c3) or end
tilt-render-just-moved = The cube on [{ $square }] has just moved and cannot be picked up.
tilt-render-over = Game over: { $result }
## Options: their labels and help in the setup form
tilt-option-size-label = Board size
tilt-option-size = side of the square board (the printed size is unknown; 6 is our choice)
tilt-option-first = who moves first (1 = Light, 2 = Dark)
tilt-option-repetition = a position seen this many times (same player to move, same bonus state) is a draw
tilt-option-cap = the game is a draw after this many actions (bonus moves and 'end' count)

## A position as text (a game state or a diagram) that cannot be read back; its field
## names and values (size=, start-mover=, light, L l D d …) are written as the state
## writes them
tilt-state-header = a Tilt state starts with 'tilt'
tilt-state-not-pair = '{ $word }' is not key=value
tilt-state-twice = '{ $key }' is given twice
tilt-state-missing = missing '{ $key }='
# A bad option value in the state, said by the option itself.
tilt-state-option = { $why }
tilt-state-unknown = unknown field '{ $key }'
tilt-state-unreadable-move = move { $number } '{ $text }' cannot be read: expected { $expected }
tilt-state-illegal-move = move { $number } ({ $text }) is not legal: { $why }
tilt-state-wrong-end = the moves do not lead to the recorded board, mover and bonus
tilt-state-mover = { $field } '{ $mover }' is not light or dark
tilt-state-bonus = { $field }: expected { $expected }
tilt-state-board = { $field }: { $why }
tilt-state-size = { $field } is { $size }×{ $size } but size={ $expected }
tilt-board-ranks = a board has 4 to 10 ranks, not { $ranks }
tilt-board-rank-length = rank { $rank } has { $squares } squares; a { $n }×{ $n } board needs { $n } in every rank
tilt-board-square = '{ $char }' is not a square: use . (empty), L l (Light active, inactive) or D d (Dark)
tilt-diagram-size = the diagram is { $size }×{ $size } but the options say size={ $expected }
tilt-position-size = board size { $size } is not in 4..10
tilt-position-mover = mover { $mover } is not 0 or 1
tilt-position-overlap = cubes overlap or lie off the board
tilt-position-active-empty = an active mark on an empty square
tilt-position-too-many = { $seat } has { $count } cubes on the board, more than the { $cubes } a player owns
tilt-position-active-neighbour = the active cube on { $square } has a neighbour (an active cube never touches another cube)
tilt-position-key = the position key does not match the position
tilt-position-bonus-off = bonus square { $square } is off the board
tilt-position-bonus-cube = a bonus is pending for { $seat }, but no cube of { $seat } is on { $square }, the square the bonus was earned on
tilt-position-bonus-standing = the cube on { $square } earned a bonus, so it must be inactive and touch another cube

## The game in one line (game lists)
tilt-about = Place and slide cubes; a sliding cube knocks over every active cube it passes.

## Puzzle themes (what a puzzle's solution does, for players to pick puzzles by)
tilt-theme-bonus-move = bonus move
tilt-theme-knock-over = knock over
tilt-theme-blockade = blockade
