# Review: machine-drafted, awaiting a native speaker's review
bid-nim-already-bid = { $seat ->
        [0] Nord
       *[1] Sud
    } a déjà misé ; l'autre mise est encore à venir
bid-nim-bid-first = d'abord chaque joueur mise en secret, de 0 à { $take } cubes (b0..b{ $take })
bid-nim-bids-over = les mises sont terminées : prenez de 1 à { $take } cubes
bid-nim-bid-range = une mise va de 0 à { $take } cubes
bid-nim-take-range = prenez de 1 à { $take } cubes
bid-nim-left = il ne reste que { $pile } cubes

bid-nim-expected = une prise 1..{ $take } ou une enchère b0..b{ $take }
