# Reasons still written in English by the rules (check.rs); each gets a message of
# its own as the game's words move here.
cube-conquest-reason = { $why }

## Seats
cube-conquest-red = Red
cube-conquest-blue = Blue
cube-conquest-green = Green
cube-conquest-yellow = Yellow

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
