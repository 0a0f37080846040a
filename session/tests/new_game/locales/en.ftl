# Bid Nim, the game a test adds to show a new game needs no front-end code.
bid-nim-already-bid = { $seat ->
        [0] North
       *[1] South
    } has already bid; the other bid is still to come
bid-nim-bid-first = first each player bids secretly, 0 to { $take } cubes (b0..b{ $take })
bid-nim-bids-over = the bids are over: take 1 to { $take } cubes
bid-nim-bid-range = a bid is 0 to { $take } cubes
bid-nim-take-range = take 1 to { $take } cubes
bid-nim-left = only { $pile } cubes are left

bid-nim-expected = a take 1..{ $take } or a bid b0..b{ $take }

## Options: their labels and help in the setup form, and why options are refused
bid-nim-north = North
bid-nim-south = South
bid-nim-option-pile-label = Pile
bid-nim-option-pile = cubes in the pile at the start
bid-nim-option-take-label = Take
bid-nim-option-take = the most cubes a player may bid or take at once
bid-nim-option-first = who takes first after equal bids (random: a coin tossed when the bids are shown)
bid-nim-option-cap = the game ends after this many actions; whoever took more cubes wins
bid-nim-option-pile-small = the pile ({ $pile }) must hold more than twice take ({ $take }), so that the bids cannot empty it

bid-nim-about = Bid secretly for the first turn, then take the last cube.
