# Review: machine-drafted, awaiting a native speaker's review
bid-nim-already-bid = { $seat ->
        [0] Norte
       *[1] Sur
    } ya ha apostado; falta la otra apuesta
bid-nim-bid-first = primero cada jugador apuesta en secreto, de 0 a { $take } cubos (b0..b{ $take })
bid-nim-bids-over = las apuestas han terminado: toma de 1 a { $take } cubos
bid-nim-bid-range = una apuesta va de 0 a { $take } cubos
bid-nim-take-range = toma de 1 a { $take } cubos
bid-nim-left = solo quedan { $pile } cubos

bid-nim-expected = una toma 1..{ $take } o una puja b0..b{ $take }
