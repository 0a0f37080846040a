# Review: machine-drafted, awaiting a native speaker's review
# Why a schedule, a pairing, standings or a TRF file could not be made.

## Round robin
tournament-round-robin-too-few = un toutes-rondes demande au moins 2 joueurs, pas { $players }
tournament-round-robin-too-many = un toutes-rondes accepte au plus { $most } joueurs, pas { $players }

## Arena
tournament-arena-waiting-twice = le joueur { $player } attend deux fois

## Swiss
tournament-swiss-listed-twice = le joueur { $player } figure deux fois
tournament-swiss-no-such-round = la ronde { $round } n'est pas une ronde d'un tournoi en { $rounds } rondes
tournament-swiss-history-too-long = le joueur { $player } a un historique de { $len } rondes avant la ronde { $round }
tournament-swiss-too-many = on peut apparier au plus { $most } joueurs, pas { $players }
tournament-swiss-no-pairing = aucun appariement de cette ronde ne respecte les critères absolus
tournament-swiss-too-complex = aucun appariement trouvé parmi { $limit } candidats

## Tables of three to six
tournament-table-bad-size = une table accueille de { $min } à { $max } joueurs, pas { $size }
tournament-table-listed-twice = le joueur { $player } figure deux fois
tournament-table-too-few = { $players } joueurs ne suffisent pas pour une table de { $size }
tournament-table-bad-places = les places { $places } ne sont pas les places d'arrivée d'une même table

## Standings
tournament-standings-listed-twice = le joueur { $player } figure deux fois
tournament-standings-unknown-opponent = le joueur { $player } rencontre { $opponent }, qui ne figure pas dans la liste
tournament-standings-bad-points = le joueur { $player } marque { $points } demi-points en une ronde ; au plus 2

## TRF files
tournament-trf-bad-number = ligne { $line } : { $field } n'est pas un nombre : { $text }
tournament-trf-bad-code = ligne { $line } : { $field } { $found } ne fait pas partie de { $expected }
tournament-trf-round-columns = ligne { $line } : la ronde { $round } sort de ses colonnes
tournament-trf-start-rank-twice = ligne { $line } : le numéro de départ { $rank } figure deux fois
tournament-trf-unknown-opponent = le joueur { $rank } rencontre { $opponent } à la ronde { $round }, qui n'est pas dans le fichier
tournament-trf-player-count = ligne { $line } : le fichier annonce { $declared } joueurs mais en liste { $found }
tournament-trf-line-break = { $field } { $text } couperait sa ligne
tournament-trf-too-wide = { $field } { $text } ne tient pas en { $width } colonnes

## The TRF fields the messages above name
tournament-trf-field-number-of-players = nombre de joueurs
tournament-trf-field-number-of-rounds = nombre de rondes
tournament-trf-field-start-rank = numéro de départ
tournament-trf-field-sex = sexe
tournament-trf-field-title = titre
tournament-trf-field-name = nom
tournament-trf-field-rating = classement Elo
tournament-trf-field-federation = fédération
tournament-trf-field-fide-id = identifiant FIDE
tournament-trf-field-birth-date = date de naissance
tournament-trf-field-points = points
tournament-trf-field-rank = classement
tournament-trf-field-opponent = adversaire
tournament-trf-field-colour = couleur
tournament-trf-field-result = résultat
tournament-trf-field-line = ligne
tournament-trf-field-code = code
