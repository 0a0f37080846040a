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

## Options: their labels and help in the setup form, and why options are refused
bid-nim-north = Nord
bid-nim-south = Sud
bid-nim-option-pile-label = Tas
bid-nim-option-pile = cubes dans le tas au départ
bid-nim-option-take-label = Prise
bid-nim-option-take = le plus de cubes qu'un joueur peut miser ou prendre d'un coup
bid-nim-option-first = qui prend en premier après des mises égales (random : une pièce lancée quand les mises sont révélées)
bid-nim-option-cap = la partie se termine après ce nombre d'actions ; celui qui a pris le plus de cubes gagne
bid-nim-option-pile-small = le tas ({ $pile }) doit contenir plus du double de take ({ $take }), pour que les mises ne puissent pas le vider

bid-nim-about = Misez en secret pour le premier tour, puis prenez le dernier cube.
