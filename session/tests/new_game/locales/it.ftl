# Review: machine-drafted, awaiting a native speaker's review
bid-nim-already-bid = { $seat ->
        [0] Nord
       *[1] Sud
    } ha già puntato; manca ancora l'altra puntata
bid-nim-bid-first = prima ogni giocatore punta in segreto, da 0 a { $take } cubi (b0..b{ $take })
bid-nim-bids-over = le puntate sono finite: prendi da 1 a { $take } cubi
bid-nim-bid-range = una puntata va da 0 a { $take } cubi
bid-nim-take-range = prendi da 1 a { $take } cubi
bid-nim-left = restano solo { $pile } cubi

bid-nim-expected = un prelievo 1..{ $take } o un'offerta b0..b{ $take }
