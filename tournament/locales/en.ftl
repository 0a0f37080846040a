# Why a schedule, a pairing, standings or a TRF file could not be made.

## Round robin
tournament-round-robin-too-few = a round robin needs at least 2 players, not { $players }
tournament-round-robin-too-many = a round robin takes at most { $most } players, not { $players }

## Arena
tournament-arena-waiting-twice = player { $player } is waiting twice

## Swiss
tournament-swiss-listed-twice = player { $player } is listed twice
tournament-swiss-no-such-round = round { $round } is not a round of a { $rounds }-round tournament
tournament-swiss-history-too-long = player { $player } has a history of { $len } rounds before round { $round }
tournament-swiss-too-many = at most { $most } players can be paired, not { $players }
tournament-swiss-no-pairing = no pairing of this round satisfies the absolute criteria
tournament-swiss-too-complex = no pairing found within { $limit } candidates

## Tables of three to six
tournament-table-bad-size = a table seats { $min } to { $max } players, not { $size }
tournament-table-listed-twice = player { $player } is listed twice
tournament-table-too-few = { $players } players cannot fill one table of { $size }
tournament-table-bad-places = the places { $places } are not the finishing places of one table

## Standings
tournament-standings-listed-twice = player { $player } is listed twice
tournament-standings-unknown-opponent = player { $player } meets { $opponent }, who is not listed
tournament-standings-bad-points = player { $player } scores { $points } half points in one round; at most 2

## TRF files
tournament-trf-bad-number = line { $line }: { $field } is not a number: { $text }
tournament-trf-bad-code = line { $line }: { $field } { $found } is not one of { $expected }
tournament-trf-round-columns = line { $line }: round { $round } is out of its columns
tournament-trf-start-rank-twice = line { $line }: start rank { $rank } appears twice
tournament-trf-unknown-opponent = player { $rank } meets { $opponent } in round { $round }, who is not in the file
tournament-trf-player-count = line { $line }: the file says { $declared } players but lists { $found }
tournament-trf-line-break = { $field } { $text } would break its line
tournament-trf-too-wide = { $field } { $text } does not fit in { $width } columns

## The TRF fields the messages above name
tournament-trf-field-number-of-players = number of players
tournament-trf-field-number-of-rounds = number of rounds
tournament-trf-field-start-rank = start rank
tournament-trf-field-sex = sex
tournament-trf-field-title = title
tournament-trf-field-name = name
tournament-trf-field-rating = rating
tournament-trf-field-federation = federation
tournament-trf-field-fide-id = FIDE id
tournament-trf-field-birth-date = birth date
tournament-trf-field-points = points
tournament-trf-field-rank = rank
tournament-trf-field-opponent = opponent
tournament-trf-field-colour = colour
tournament-trf-field-result = result
tournament-trf-field-line = line
tournament-trf-field-code = code
