# Review: machine-drafted, awaiting a native speaker's review
bid-nim-already-bid = { $seat ->
        [0] Nord
       *[1] Süd
    } hat schon geboten; das andere Gebot steht noch aus
bid-nim-bid-first = zuerst bietet jeder Spieler geheim, 0 bis { $take } Würfel (b0..b{ $take })
bid-nim-bids-over = die Gebote sind vorbei: nimm 1 bis { $take } Würfel
bid-nim-bid-range = ein Gebot ist 0 bis { $take } Würfel
bid-nim-take-range = nimm 1 bis { $take } Würfel
bid-nim-left = nur noch { $pile } Würfel sind übrig

bid-nim-expected = eine Entnahme 1..{ $take } oder ein Gebot b0..b{ $take }
