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

## Options: their labels and help in the setup form, and why options are refused
bid-nim-north = Nord
bid-nim-south = Sud
bid-nim-option-pile-label = Mucchio
bid-nim-option-pile = cubi nel mucchio all'inizio
bid-nim-option-take-label = Presa
bid-nim-option-take = il massimo di cubi che un giocatore può puntare o prendere in una volta
bid-nim-option-first = chi prende per primo dopo puntate uguali (random: si lancia una moneta quando le puntate si scoprono)
bid-nim-option-cap = la partita termina dopo questo numero di azioni; vince chi ha preso più cubi
bid-nim-option-pile-small = il mucchio ({ $pile }) deve contenere più del doppio di take ({ $take }), perché le puntate non possano svuotarlo

bid-nim-about = Offri in segreto per il primo turno, poi prendi l’ultimo cubo.
