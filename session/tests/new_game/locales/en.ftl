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
