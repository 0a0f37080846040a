# Cube Conquest's words: seats, symbols, moves, illegal moves, results and the
# pictures.

## Seats
cube-conquest-red = Red
cube-conquest-blue = Blue
cube-conquest-green = Green
cube-conquest-yellow = Yellow

## Symbols, by value: the tiles' and the cards' (the notation also reads the English
## names, so translate them only here, where they are said)
cube-conquest-symbol = { $value ->
        [1] drop
        [2] hammers
        [3] circles
        [4] bricks
        [5] wheel
       *[6] arrow
    }

## Why a move is illegal (check.rs, paths.rs)
# Cells are written as in the notation (a1, c3); notation inside quotes stays as it is.
cube-conquest-over = the game is over
cube-conquest-no-player = there is no player { $player }
cube-conquest-place-in-turn = cubes are placed only during set-up; a new cube now comes by reinforcing ('reinforce 3 c4')
cube-conquest-not-your-place = it is not your turn to place
cube-conquest-off-board = that cell is not on the board
# $line is the rank's number; $corners is "yes" when the corners are excluded.
cube-conquest-home-rank = set-up cubes go on your home edge, rank { $line }{ $corners ->
        [yes] {" "}(corners excluded)
       *[no] {""}
    }
cube-conquest-home-file = set-up cubes go on your home edge, file { $line }{ $corners ->
        [yes] {" "}(corners excluded)
       *[no] {""}
    }
cube-conquest-setup-taken = { $cell } already holds a cube: your two set-up cubes go on separate cells
cube-conquest-pass-not-yet = you may pass only when no move, prepare, reinforce or attack is possible
cube-conquest-card-values = cards are 1 to 6
cube-conquest-move-steps = a move takes 1 to 6 steps
cube-conquest-path-too-long = a { $card } moves a cube at most { $card ->
        [one] { $card } step
       *[other] { $card } steps
    }, and this path has { $steps }
cube-conquest-path-malformed = the path is malformed
cube-conquest-move-written = this move is written { $move } (paths with the same end that enter the same face-down tiles are the same move)
cube-conquest-discard-order = write the two discarded cards lower first
cube-conquest-prepare-too-few = preparing discards 2 cards, and you hold fewer
cube-conquest-not-two = you do not have two { $card }s in your hand
cube-conquest-no-card = you have no { $card } ({ $symbol }) in your hand
cube-conquest-discard-empty = your discard pile is empty: preparing needs a card there to take back
cube-conquest-not-in-discard = there is no { $card } in the discard pile (the card taken must have been there before you prepare)
cube-conquest-supply-empty = you have no cube left in your supply
cube-conquest-enemy-there = { $cell } holds an enemy cube
cube-conquest-already-outpost = { $cell } is already an Outpost (two cubes at most)
cube-conquest-face-down = { $cell } is face down: a new cube only goes on a face-up tile
cube-conquest-not-beside = { $cell } is not next to one of your cubes (orthogonally)
cube-conquest-tile-mismatch = the tile on { $cell } is { $tile } ({ $tilesymbol }): the card must match it, not { $card } ({ $cardsymbol })
cube-conquest-not-adjacent = { $to } is not orthogonally next to { $from }
cube-conquest-off-board-cell = a cell off the board
cube-conquest-no-enemy-on = there is no enemy cube on { $cell }
cube-conquest-attack-needs-card = attacking needs a card in your hand
cube-conquest-already-committed = you have already committed your card
cube-conquest-not-in-attack = you are not part of this attack
cube-conquest-commit-one = commit one card ('play N'): only an attacked Outpost commits two
cube-conquest-commit-two = your Outpost is attacked: commit two cards ('play N M') and choose after the reveal
cube-conquest-cards-order = write the two cards lower first
cube-conquest-owner-chooses = only the Outpost's owner chooses
cube-conquest-use-one = you committed { $first } and { $second }: use one of them
cube-conquest-no-cube-on = you have no cube on { $cell }
cube-conquest-outpost-cannot-move = the Outpost on { $cell } cannot move
cube-conquest-outpost-cannot-attack = the Outpost on { $cell } cannot attack
cube-conquest-path-off-board = the path leaves the board
cube-conquest-path-twice = the path enters { $cell } twice: a cube never steps back onto a cell it has been on during the move
cube-conquest-path-enemy = { $cell } holds an enemy cube: a move may not pass through or onto it
cube-conquest-path-end-taken = a move must end on an empty cell, and { $cell } is not empty
# What was tried, said inside the reasons below ($what) when it is not the time for it.
cube-conquest-placing = cubes are placed only during set-up
cube-conquest-passing = passing is a turn action
cube-conquest-moving = moving is a turn action
cube-conquest-preparing = preparing is a turn action
cube-conquest-reinforcing = reinforcing is a turn action
cube-conquest-attacking = attacking is a turn action
cube-conquest-committing = cards are committed only in an attack
cube-conquest-already-revealed = the cards are already revealed
cube-conquest-choosing = choosing a card is part of an attack on an Outpost
cube-conquest-nothing-to-choose = nothing to choose yet
cube-conquest-wait-setup = during set-up the only action is placing a cube, so { $what } must wait
cube-conquest-no-attack-waiting = { $what }: there is no attack waiting for cards
cube-conquest-wait-choice = { $what }: the cards are revealed and { $seat } must say which of its two cards counts ('use N')
cube-conquest-wait-cards = { $what }: an attack is waiting for its secret cards ('play N')

## Chance outcomes that do not fit (chance.rs: for programs that play chance out
## themselves)
cube-conquest-chance-none = outcome { $index } settles no chance event
cube-conquest-chance-impossible = outcome { $index }, { $outcome }, is not a possible outcome there
cube-conquest-chance-unsettled = { $count } outcomes do not settle the start
cube-conquest-chance-no-card = no card { $card } is left to draw
cube-conquest-chance-too-few = { $count } outcomes for a play that draws more cards
cube-conquest-chance-too-many = { $count } outcomes for a play that draws { $used } cards

## A move in words (words.rs)
# A card: "a 5 (wheel)"; without its article: "5 (wheel)".
cube-conquest-a-card = a { $value } ({ $symbol })
cube-conquest-card = { $value } ({ $symbol })
# A tile turned up: "a wheel (5)", "bricks (4)".
cube-conquest-tile = { $value ->
        [1] a drop (1)
        [2] hammers (2)
        [3] circles (3)
        [4] bricks (4)
        [5] a wheel (5)
       *[6] an arrow (6)
    }
cube-conquest-tile-on = { $tile } on { $cell }
# $path lists the cells walked: b2–b3–c3. $tiles lists the tiles turned up.
cube-conquest-did-place = { $seat } places a cube on { $cell }
cube-conquest-did-place-revealing = { $seat } places a cube on { $cell }, revealing { $tiles }
cube-conquest-did-move = { $seat } discards { $card } and moves a cube { $path }
cube-conquest-did-move-revealing = { $seat } discards { $card } and moves a cube { $path }, revealing { $tiles }
cube-conquest-did-prepare = { $seat } discards { $first } and { $second } and takes { $take } back from the discard pile
cube-conquest-did-reinforce = { $seat } discards { $card } and puts a new cube on { $cell }
cube-conquest-did-stack = { $seat } discards { $card } and stacks a second cube on { $cell }, making an Outpost
cube-conquest-did-attack = { $seat }'s cube on { $from } attacks { $defender }'s cube on { $to }
cube-conquest-did-attack-outpost = { $seat }'s cube on { $from } attacks { $defender }'s Outpost on { $to }
cube-conquest-then-alone = { $defender } has no card, so { $seat } alone chooses a card in secret
cube-conquest-then-each = each side chooses a card in secret
cube-conquest-then-outpost = { $seat } chooses a card and { $defender } two, in secret
cube-conquest-did-choose = { $seat } chooses { $card } in secret
cube-conquest-did-choose-two = { $seat } chooses { $first } and { $second } in secret
cube-conquest-did-choose-secret = { $seat } has chosen a card
cube-conquest-did-choose-two-secret = { $seat } has chosen two cards
cube-conquest-did-use = { $seat } makes its { $card } count
cube-conquest-did-pass = { $seat } can do nothing and passes
# Two parts of a sentence: "Red's cube on b2 attacks Blue's cube on b3: each side …".
cube-conquest-colon = { $first }: { $second }
cube-conquest-revealed-outpost = the cards are revealed: { $attacker } plays { $card }, { $defender } { $first } and { $second }; { $defender } picks which one counts
# A battle: "the cards are revealed: Red's 5 (wheel) against Blue's 3 (circles) +1 for the Outpost = 4".
cube-conquest-battle-revealed = the cards are revealed: { $seat }'s { $card }
cube-conquest-battle-card = { $seat }'s { $card }
cube-conquest-battle-no-card = { $seat } with no card
cube-conquest-bonus-tile = { $defence } +1 for matching the tile
cube-conquest-bonus-outpost = { $defence } +1 for the Outpost
cube-conquest-bonus-total = { $defence } = { $value }
cube-conquest-battle-against = { $lead } against { $defence }
cube-conquest-lost-cube = { $defender }'s cube on { $cell } is destroyed and { $attacker } scores 1 VP
cube-conquest-lost-outpost = { $defender }'s Outpost on { $cell } is destroyed and { $attacker } scores 1 VP
cube-conquest-lost-attacker = { $attacker }'s cube on { $cell } is destroyed and { $defender } scores 1 VP
cube-conquest-takes-back = { $result }; { $defender } takes the other card, { $card }, back into hand
cube-conquest-over-because = the game is over: { $outcome }

## Why the game ended (lib.rs)
cube-conquest-won-vp = { $vp } VP
# $seats: the players who lost their last cube, "Red" or "Red and Blue".
cube-conquest-no-cubes = { $count ->
        [one] { $seats } has no cubes on the board
       *[other] { $seats } have no cubes on the board
    }
cube-conquest-cap-most = { $cap ->
        [one] { $cap } action played, most VP
       *[other] { $cap } actions played, most VP
    }
cube-conquest-cap-tied = { $cap ->
        [one] { $cap } action played, tied for most VP
       *[other] { $cap } actions played, tied for most VP
    }

## What the notation expects (notation errors). The notation itself (place, move,
## prep, take, reinforce, attack, play, use, pass, the cells and the English symbol
## names) is typed as it is in every language: keep it unchanged.
cube-conquest-expected-action = an action: place a1 | move 4 b2-b3-c3 | prep 1 3 take 5 | reinforce 3 c4 | attack b2 b3 | play 5 | play 2 5 | use 5 | pass
cube-conquest-expected-place = place and one cell, e.g. 'place a1'
cube-conquest-expected-prep = prep, two cards to discard and the card to take, e.g. 'prep 1 3 take 5'
cube-conquest-expected-reinforce = reinforce, a card and a cell, e.g. 'reinforce 3 c4' or 'r3 c4'
cube-conquest-expected-attack = attack, your cube's cell and the enemy's, e.g. 'attack b2 b3'
cube-conquest-expected-play = play and one card ('play 5'), or two for an Outpost ('play 2 5')
cube-conquest-expected-use = use and one of your two committed cards, e.g. 'use 5'
cube-conquest-expected-pass = just 'pass'
cube-conquest-expected-move = move, a card and the path's cells from start to end, e.g. 'move 4 b2-b3-c3'
cube-conquest-expected-short-path = a path of at most 6 steps (a card is worth at most 6)
cube-conquest-expected-adjacent = { $first } and { $second } are not orthogonally next to each other: list every cell of the path
cube-conquest-expected-card = '{ $word }' is not a card: write 1..6 or drop, hammers, circles, bricks, wheel, arrow
cube-conquest-expected-cell = '{ $word }' is not a cell of this board: files a..{ $file }, ranks 1..{ $size }

## The picture (picture/*.rs): panels, lettering and the words screen readers say
cube-conquest-pic-board = Cube Conquest board: { $status }
cube-conquest-pic-panel-status = Whose turn it is
cube-conquest-pic-panel-hand = Your hand
cube-conquest-pic-panel-attack = The pending attack
cube-conquest-pic-panel-last-attack = The last attack
cube-conquest-pic-panel-scores = Every player's VP, hand and cubes
cube-conquest-pic-panel-piles = Decks and discard piles
# A cell as a screen reader says it: "b3: 3 circles", "c4: face down", "b3: 3 circles, Red cube".
cube-conquest-pic-cell-up = { $cell }: { $value } { $symbol }
cube-conquest-pic-cell-down = { $cell }: face down
cube-conquest-pic-cell-unit = { $cell }, { $unit }
cube-conquest-pic-cube = { $seat } cube
cube-conquest-pic-outpost = { $seat } Outpost
cube-conquest-pic-status-setup = Set-up: { $seat } places cube { $n } of 2 on the home edge
cube-conquest-pic-status-turn = { $seat } to act: move, prepare, reinforce or attack
cube-conquest-pic-status-choose = { $seat } chooses which Outpost card counts
cube-conquest-pic-status-attack = { $attacker } attacks { $defender }: both choose a card in secret
cube-conquest-pic-status-over = Game over: { $ending }
cube-conquest-pic-end-points = { $seat } reached { $vp } VP and wins
# $lost and $won count the seats named in $losers and $winners.
cube-conquest-pic-end-no-cubes = { $losers } { $lost ->
        [one] has no cube left and loses
       *[other] have no cube left and lose
    }; { $winners } { $won ->
        [one] wins
       *[other] win
    }
cube-conquest-pic-end-cap = action cap reached; { $seats } { $count ->
        [one] wins
       *[other] draw
    } with { $vp } VP
cube-conquest-pic-action-count = Action { $n } of at most { $cap } · { $vp } VP win
cube-conquest-pic-pass-label = Pass (only when nothing else is possible)
# The Pass button: a short word.
cube-conquest-pic-pass = Pass
cube-conquest-pic-hand = Your hand ({ $seat }): { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
cube-conquest-pic-your-card = Your card { $card }
cube-conquest-pic-attack = Attack: { $attack }
cube-conquest-pic-card-chosen = card chosen
cube-conquest-pic-choosing = choosing
cube-conquest-pic-no-card-to-play = no card to play
# A side of the pending attack and where it is: "Red: choosing".
cube-conquest-pic-side = { $seat }: { $state }
cube-conquest-pic-side-outpost = { $seat }: { $state } (Outpost: 2 cards, +1)
cube-conquest-pic-revealed = Revealed:
cube-conquest-pic-against = against
cube-conquest-pic-make-count = { $seat }'s card { $card }: make it count
cube-conquest-pic-you-chose = You chose:
cube-conquest-pic-last-attack = Last attack: { $attack }
cube-conquest-pic-attacker-sum = { $seat }: card { $card } = { $value }
# The defender's sum: "Blue: card 3 + tile 1 + Outpost 1 = 5".
cube-conquest-pic-defence-card = { $seat }: card { $card }
cube-conquest-pic-defence-no-card = { $seat }: no card 0
cube-conquest-pic-defence-sum = { $defence } + tile { $tile } = { $value }
cube-conquest-pic-defence-sum-outpost = { $defence } + tile { $tile } + Outpost 1 = { $value }
cube-conquest-pic-also-showed = { $seat } also showed { $card }
cube-conquest-pic-won = { $seat } won and scored 1 VP
cube-conquest-pic-known = known to hold: { $cards }
# The table of players: short column titles.
cube-conquest-pic-col-player = player
cube-conquest-pic-col-vp = VP
cube-conquest-pic-col-hand = hand
cube-conquest-pic-col-supply = supply
cube-conquest-pic-col-lost = lost
cube-conquest-pic-you = { $seat } (you)
cube-conquest-pic-shared-deck = Shared deck
cube-conquest-pic-deck-of = { $seat }'s deck
cube-conquest-pic-pile = { $deck }: { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } · discard pile: { $discard }
cube-conquest-pic-take-back = Take back a { $card } from your discard pile
cube-conquest-pic-empty = (empty)

## The board drawn for a terminal (render.rs). Letters on the board (d h c b w a for
## the symbols, R B G Y for the seats) are the same in every language: the legend
## says what they stand for.
cube-conquest-render-seen-by = Cube Conquest, seen by { $seat }
cube-conquest-render-seen-by-spectator = Cube Conquest, seen by a spectator
cube-conquest-render-name = { $seat } (player { $player })
cube-conquest-render-none = none
cube-conquest-render-seat = { $seat }: { $vp } VP, { $supply ->
        [one] { $supply } cube
       *[other] { $supply } cubes
    } in supply, { $hand ->
        [one] { $hand } card
       *[other] { $hand } cards
    } in hand
cube-conquest-render-destroyed = { $line }, { $lost } destroyed
cube-conquest-render-known = { $line }, known to hold { $cards }
cube-conquest-render-pile = { $deck }: { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }; discard pile: { $discard }
cube-conquest-render-hand = Your hand: { $cards }
cube-conquest-render-hand-empty = Your hand: empty
cube-conquest-render-setup = Set-up: { $seat } places cube { $n } of 2 on their home edge
cube-conquest-render-turn = { $seat } to act ({ $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    } played, cap { $cap })
cube-conquest-render-turn-kinds = { $seat } to act: { $kinds } ({ $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    } played, cap { $cap })
# What the seat to act may do: "move, prep or attack".
cube-conquest-render-kind-move = move
cube-conquest-render-kind-prep = prep
cube-conquest-render-kind-reinforce = reinforce
cube-conquest-render-kind-attack = attack
cube-conquest-render-kind-pass = pass (nothing else is possible)
cube-conquest-render-or = { $first } or { $last }
cube-conquest-render-over = Game over: { $outcome }
cube-conquest-render-attack = { $attacker } attacks { $defender } from { $from } on { $to }.
cube-conquest-render-attack-outpost = { $attacker } attacks { $defender } from { $from } on { $to } (an Outpost: +1, two cards).
cube-conquest-render-attack-state = { $attacker } { $astate }; { $defender } { $dstate }
cube-conquest-render-committed = has committed
cube-conquest-render-choosing = is choosing
cube-conquest-render-no-card-to-commit = has no card to commit
cube-conquest-render-you-committed = { $line } (you committed { $cards })
cube-conquest-render-revealed = Revealed: the attacker's { $card } against { $first } and { $second }; { $defender } chooses which counts
# The legend: "tiles: d drop (1), …, ? face down", "cubes: R Red, B Blue; RR = a Red Outpost (two cubes)".
cube-conquest-render-tiles = tiles
cube-conquest-render-cubes = cubes
cube-conquest-render-face-down = face down
cube-conquest-render-outpost-example = { $example } = a { $seat } Outpost (two cubes)
cube-conquest-render-last = Last attack: { $attacker } from { $from } on { $to }; { $winner } won
cube-conquest-render-last-outpost = Last attack: { $attacker } from { $from } on the Outpost at { $to }; { $winner } won
cube-conquest-render-tie = { $line }, a tie goes to the attacker
cube-conquest-render-attacking = { $seat } attacking: { $card } + tile 0 + Outpost 0 = { $value }
cube-conquest-render-defending = { $seat } defending: { $defence } + tile { $tile } + Outpost { $outpost } = { $value }
cube-conquest-render-defending-match = { $seat } defending: { $defence } + tile { $tile } ({ $symbol } matches the tile) + Outpost { $outpost } = { $value }
cube-conquest-render-no-card = no card
cube-conquest-render-card = card { $value } ({ $symbol })
cube-conquest-render-of-two = { $defence }, of two { $card }s committed
cube-conquest-render-of-pair = { $defence }, of { $first } and { $second } committed
## Options: their labels and help in the setup form, and why options are refused
cube-conquest-option-size-label = Board size
cube-conquest-option-size = side of the square board of face-down tiles (size² of the 36 tiles are used)
cube-conquest-option-players-label = Players
cube-conquest-option-players = number of players
cube-conquest-option-decks-label = Decks
cube-conquest-option-decks = own = a deck and discard pile per player; shared = one deck of 3 colours (54 cards) for all; auto = own with 2 players, shared with 3-4
cube-conquest-option-decks-auto = Own with 2 players, shared with 3–4
cube-conquest-option-decks-own = One per player
cube-conquest-option-decks-shared = One shared deck
cube-conquest-option-copies-label = Copies of each symbol
cube-conquest-option-copies = copies of each symbol in one colour's deck: 3 gives the 18-card deck
cube-conquest-option-cubes-label = Cubes per player
cube-conquest-option-cubes = cubes each player owns, the 2 set-up cubes included
cube-conquest-option-cap = the game ends after this many actions: more VP wins, equal VP is a draw
cube-conquest-option-destroyed-label = Destroyed cubes
cube-conquest-option-destroyed = a destroyed cube goes back to its owner's supply, or is removed from the game
cube-conquest-option-destroyed-supply = Back to the owner's supply
cube-conquest-option-destroyed-removed = Removed from the game
cube-conquest-option-first = who places and plays first (default: drawn from the seed)
cube-conquest-option-players-range = players must be 2 to 4
cube-conquest-option-size-too-small = a board of size { $size } has no room for { $players } home edges: use size=4 or more
cube-conquest-option-counts = copies must be 1..6, cubes at least 2, cap at least 20
cube-conquest-option-first-absent = first={ $first } but there are only { $players } players

## A saved state (JSON) that cannot be read back; its field names (tiles, face_up,
## units …) are written as the state writes them; cells are numbered from 0
# $why: the JSON reader's own words, in English.
cube-conquest-state-json = not a saved state: { $why }
cube-conquest-state-game = this is a state of '{ $game }', not cube-conquest
cube-conquest-state-format = format { $format } is not supported (this version reads { $reads })
cube-conquest-state-options = options: { $why }
cube-conquest-state-length = { $field }: { $got } entries, expected { $want }
# A bad option value in the state, said by the option itself.
cube-conquest-state-option = { $why }
cube-conquest-state-seats = start player or current player is not a seat
cube-conquest-state-tile = tile { $tile } on cell { $cell } is not a symbol 1..6
cube-conquest-state-symbols = more than 6 tiles of one symbol on the board
cube-conquest-state-face-up = a face-up flag beyond the board
# $unit: the unit as the program writes it.
cube-conquest-state-unit = cell { $cell } holds a malformed unit { $unit }
cube-conquest-state-face-down = a cube stands on the face-down tile of cell { $cell }
cube-conquest-state-cubes = player { $player } has { $total } cubes on board, in supply and lost, not { $cubes }
cube-conquest-state-lost = cubes are lost although destroyed cubes return to the supply
cube-conquest-state-hand = player { $player } holds more than 4 cards
cube-conquest-state-committed = a committed card is not a card value 1..6
cube-conquest-state-pile = pile { $pile } does not hold exactly { $copies } cards of each symbol (deck, discard pile, hands and committed cards together)
cube-conquest-state-known = player { $player } is known to hold cards it does not have
cube-conquest-state-unused = data for seats that do not play
cube-conquest-state-cap-reached = the action cap is reached but the game goes on
cube-conquest-state-won-on = a player has 10 VP but the game goes on
cube-conquest-state-no-cubes-on = a player without cubes on the board, but the game goes on
cube-conquest-state-winner = the winner on points has fewer than 10 VP
cube-conquest-state-no-cubes-end = the players said to have no cubes do have some
cube-conquest-state-cap-early = the game ended by the cap before reaching it
cube-conquest-state-placed = set-up placements are 0 or 1 before the next
cube-conquest-state-setup-order = set-up cubes do not match the set-up order
cube-conquest-state-home-edge = a set-up cube is off its home edge
cube-conquest-state-setup-cards = cards or points during set-up
cube-conquest-state-attack = the pending attack is inconsistent
cube-conquest-state-defender = the defender holds too few cards to commit
cube-conquest-state-last-battle = the last battle is malformed

## The game in one line (game lists)
cube-conquest-about = Spread cubes over hidden tiles and fight with secretly chosen cards; 10 VP wins.
