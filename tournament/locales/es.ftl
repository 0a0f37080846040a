# Review: machine-drafted, awaiting a native speaker's review
# Why a schedule, a pairing, standings or a TRF file could not be made.

## Round robin
tournament-round-robin-too-few = un todos contra todos necesita al menos 2 jugadores, no { $players }
tournament-round-robin-too-many = un todos contra todos admite como mucho { $most } jugadores, no { $players }

## Arena
tournament-arena-waiting-twice = el jugador { $player } está esperando dos veces

## Swiss
tournament-swiss-listed-twice = el jugador { $player } aparece dos veces
tournament-swiss-no-such-round = la ronda { $round } no es una ronda de un torneo de { $rounds } rondas
tournament-swiss-history-too-long = el jugador { $player } tiene un historial de { $len } rondas antes de la ronda { $round }
tournament-swiss-too-many = se pueden emparejar como mucho { $most } jugadores, no { $players }
tournament-swiss-no-pairing = ningún emparejamiento de esta ronda cumple los criterios absolutos
tournament-swiss-too-complex = no se encontró ningún emparejamiento en { $limit } candidatos

## Tables of three to six
tournament-table-bad-size = una mesa admite de { $min } a { $max } jugadores, no { $size }
tournament-table-listed-twice = el jugador { $player } aparece dos veces
tournament-table-too-few = { $players } jugadores no llenan una mesa de { $size }
tournament-table-bad-places = los puestos { $places } no son los puestos finales de una misma mesa

## Standings
tournament-standings-listed-twice = el jugador { $player } aparece dos veces
tournament-standings-unknown-opponent = el jugador { $player } se enfrenta a { $opponent }, que no está en la lista
tournament-standings-bad-points = el jugador { $player } suma { $points } medios puntos en una ronda; como mucho 2

## TRF files
tournament-trf-bad-number = línea { $line }: { $field } no es un número: { $text }
tournament-trf-bad-code = línea { $line }: { $field } { $found } no es ninguno de { $expected }
tournament-trf-round-columns = línea { $line }: la ronda { $round } se sale de sus columnas
tournament-trf-start-rank-twice = línea { $line }: el número inicial { $rank } aparece dos veces
tournament-trf-unknown-opponent = el jugador { $rank } se enfrenta a { $opponent } en la ronda { $round }, que no está en el archivo
tournament-trf-player-count = línea { $line }: el archivo declara { $declared } jugadores pero enumera { $found }
tournament-trf-line-break = { $field } { $text } partiría su línea
tournament-trf-too-wide = { $field } { $text } no cabe en { $width } columnas

## The TRF fields the messages above name
tournament-trf-field-number-of-players = número de jugadores
tournament-trf-field-number-of-rounds = número de rondas
tournament-trf-field-start-rank = número inicial
tournament-trf-field-sex = sexo
tournament-trf-field-title = título
tournament-trf-field-name = nombre
tournament-trf-field-rating = Elo
tournament-trf-field-federation = federación
tournament-trf-field-fide-id = identificador FIDE
tournament-trf-field-birth-date = fecha de nacimiento
tournament-trf-field-points = puntos
tournament-trf-field-rank = puesto
tournament-trf-field-opponent = rival
tournament-trf-field-colour = color
tournament-trf-field-result = resultado
tournament-trf-field-line = línea
tournament-trf-field-code = código
