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

## Options: their labels and help in the setup form, and why options are refused
bid-nim-north = Nord
bid-nim-south = Süd
bid-nim-option-pile-label = Haufen
bid-nim-option-pile = Würfel im Haufen zu Beginn
bid-nim-option-take-label = Nehmen
bid-nim-option-take = die meisten Würfel, die ein Spieler auf einmal bieten oder nehmen darf
bid-nim-option-first = wer nach gleichen Geboten zuerst nimmt (random: eine Münze wird geworfen, wenn die Gebote aufgedeckt werden)
bid-nim-option-cap = die Partie endet nach so vielen Aktionen; wer mehr Würfel genommen hat, gewinnt
bid-nim-option-pile-small = der Haufen ({ $pile }) muss mehr als das Doppelte von take ({ $take }) enthalten, damit die Gebote ihn nicht leeren können

bid-nim-about = Biete geheim um den ersten Zug und nimm dann den letzten Würfel.
