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

## Options: their labels and help in the setup form, and why options are refused
bid-nim-north = Norte
bid-nim-south = Sur
bid-nim-option-pile-label = Montón
bid-nim-option-pile = cubos en el montón al empezar
bid-nim-option-take-label = Toma
bid-nim-option-take = el máximo de cubos que un jugador puede apostar o tomar de una vez
bid-nim-option-first = quién toma primero tras apuestas iguales (random: se lanza una moneda al mostrar las apuestas)
bid-nim-option-cap = la partida termina tras este número de acciones; gana quien haya tomado más cubos
bid-nim-option-pile-small = el montón ({ $pile }) debe tener más del doble de take ({ $take }), para que las apuestas no puedan vaciarlo

bid-nim-about = Puja en secreto por el primer turno y luego toma el último cubo.
