# Cube Attack's words: seats, actions, illegal actions and results.

## Seats
cube-attack-red = Red
cube-attack-blue = Blue
cube-attack-green = Green
cube-attack-yellow = Yellow
cube-attack-purple = Purple
cube-attack-teal = Teal

# A seat named inside a reason is chosen by its number (0 Red to 5 Teal); a planet's
# kind by its key.

## Illegal actions, actions in words, and results
cube-attack-over = the game is over
cube-attack-turn = it is { $seat ->
        [0] Red
        [1] Blue
        [2] Green
        [3] Yellow
        [4] Purple
       *[5] Teal
    }'s turn
cube-attack-no-unit = there is no unit { $unit } on the board
cube-attack-not-yours = { $unit } belongs to { $owner ->
        [0] Red
        [1] Blue
        [2] Green
        [3] Yellow
        [4] Purple
       *[5] Teal
    }: you may act only with your own units
cube-attack-no-planet = there is no planet number { $to } on this map
cube-attack-already-on = { $unit } is already on { $planet }
cube-attack-not-linked = no orbit links { $from } and { $to }: a unit moves only to a linked planet
cube-attack-start-closed = { $planet } is a Starting planet, and no unit may ever enter a Starting planet
cube-attack-not-activatable = { $planet } is a { $kind ->
        [start] Starting planet
        [cube] Planet Cube
        [life-up] Planet Life-up
        [weaponry] Planet Weaponry
        [half-moon] Half Moon
       *[full-moon] Full Moon
    }: only a Planet Cube, Life-up or Weaponry can be activated
cube-attack-activated = { $unit } has already activated a planet this round (a unit activates at most once per round)
cube-attack-enemy-there = an enemy unit ({ $enemy }) is on { $planet }: a planet cannot be activated while an enemy is there
cube-attack-supply-cube = your supply is empty, so activating the Planet Cube would change nothing
cube-attack-max-lives = { $unit } already has { $lives } lives, the most a unit can have
cube-attack-supply-life = your supply is empty, so there is no cube for an extra life
cube-attack-has-long = { $unit } already has a long-range weapon, so Weaponry would change nothing
cube-attack-no-target = there is no unit { $target } on the board to attack
cube-attack-own-target = { $target } is your own unit: you may attack only enemies
cube-attack-no-weapon = { $unit } has no weapon: a unit needs a weapon (from a Planet Weaponry) to attack
cube-attack-attacked = { $unit } has already attacked this round (a unit attacks at most once per round)
cube-attack-safe-start = { $target } is on { $there }, a Starting planet, where no unit can be attacked
cube-attack-short-reach = { $unit } has a short-range weapon, which reaches only its own planet { $here }, and { $target } is on { $there }
cube-attack-long-reach = { $unit }'s long-range weapon reaches only { $here } and the planets linked to it, and { $target } is on { $there }
cube-attack-move = { $who } moves { $unit } from { $from } to { $to } ({ $kind ->
        [start] Starting planet
        [cube] Planet Cube
        [life-up] Planet Life-up
        [weaponry] Planet Weaponry
        [half-moon] Half Moon
       *[full-moon] Full Moon
    })
cube-attack-activate = { $who } activates { $planet } ({ $kind ->
        [start] Starting planet
        [cube] Planet Cube
        [life-up] Planet Life-up
        [weaponry] Planet Weaponry
        [half-moon] Half Moon
       *[full-moon] Full Moon
    }) with { $unit }: { $effect }
cube-attack-attack-here = { $who }'s { $unit } attacks { $whom }'s { $target } on { $here }: { $effect }
cube-attack-attack-there = { $who }'s { $unit } attacks { $whom }'s { $target } from { $here } on { $there }: { $effect }
cube-attack-pass-turn = { $who } passes the whole turn
cube-attack-pass-rest = { $who } passes the rest of the turn
cube-attack-new-unit = a new unit { $unit } appears on { $planet }
cube-attack-new-unit-somewhere = a new unit appears
cube-attack-two-lives = { $unit } now has 2 lives
cube-attack-long = { $unit } now has a long-range weapon
cube-attack-short = { $unit } now has a short-range weapon
cube-attack-loses-life = { $target } loses a life ({ $lives } left)
cube-attack-destroyed-last = { $target } is destroyed, and { $owner } has no unit left
cube-attack-destroyed = { $target } is destroyed
cube-attack-scores = { $who } scores { $points }
cube-attack-round-none = round { $round } ends with no moon held
cube-attack-round-ends = round { $round } ends: { $gains }
cube-attack-game-over = the game is over: { $result }
cube-attack-won = { $points } points at the end of round { $round }
cube-attack-last-team = the last team with units on the board, in round { $round }
cube-attack-rounds = { $rounds ->
        [one] 1 round played
       *[other] { $rounds } rounds played
    }

## Options: their labels and help in the setup form, and why options are refused
cube-attack-option-players-label = Players
cube-attack-option-players = number of players; the map gives each seat its Starting planet
cube-attack-option-map-label = Map
cube-attack-option-map = the board: one of the shipped maps, or in the terminal a JSON map file
# A shipped map's title, chosen by its name as the option takes it.
cube-attack-map-title = { $map ->
        [six-rings] Six Rings
        [duel] Duel
       *[other] { $map }
    }
# What the map option takes; $maps lists the shipped maps' names, $why says what is wrong with the file.
cube-attack-option-map-expected = { $maps } or a valid map file ({ $why })
cube-attack-option-target-label = Points to win
cube-attack-option-target = points that win at the end of a round (highest wins; a tie plays on)
cube-attack-option-rounds-label = Rounds
cube-attack-option-rounds = after this many rounds the highest score wins; a tie is a draw
cube-attack-option-first = who takes the first turn of every round (then seat order)
cube-attack-option-removal-label = Cubes lost to attacks
cube-attack-option-removal = cubes lost to attacks: lost = out of the game, supply = back to the owner's supply
cube-attack-option-removal-lost = Out of the game
cube-attack-option-removal-supply = Back to the owner's supply
cube-attack-option-players-range = { $players } players: Cube Attack is for { $min } to { $max }
cube-attack-option-map-seats = map '{ $map }' has too few seats for { $players } players (it seats { $counts } players)
cube-attack-option-first-absent = first={ $first } but there are only { $players } players
cube-attack-option-at-least-one = target and rounds must be at least 1

## Why a map file is refused (a map file is given in the terminal)
cube-attack-map-io = cannot read map file '{ $path }': { $reason }
cube-attack-map-syntax = not a valid map file: { $reason }
cube-attack-map-no-planets = the map has no planets
cube-attack-map-too-many = the map has { $n } planets; at most { $max } are allowed
cube-attack-map-bad-name = planet name '{ $name }' is not allowed: { $reason }
cube-attack-map-name-empty = a planet needs a name
cube-attack-map-name-long = names are at most 16 characters
cube-attack-map-name-letters = use only letters, digits, '_' and '-'
cube-attack-map-name-x = the letter x marks an attack in move notation
cube-attack-map-name-word = 'pass' and 'act' are words of the move notation
cube-attack-map-twice-named = two planets are named '{ $name }' (names must differ, ignoring case)
# $kinds lists the kinds as a map file writes them.
cube-attack-map-unknown-kind = planet '{ $planet }' has unknown kind '{ $kind }' (kinds: { $kinds })
cube-attack-map-link-unknown = link { $link } names unknown planet '{ $name }'
cube-attack-map-self-link = planet '{ $name }' is linked to itself
cube-attack-map-link-twice = the orbit { $a }–{ $b } is listed twice
cube-attack-map-disconnected = the board is disconnected: planet '{ $unreachable }' cannot be reached from '{ $from }' along orbits
cube-attack-map-no-seats = the map lists no seats: give the Starting planets for at least one player count
cube-attack-map-player-count = seats are keyed by player count { $min } to { $max }, not '{ $key }'
cube-attack-map-seat-count = the { $players }-player seating lists { $listed } Starting planets instead of { $players }
cube-attack-map-seat-unknown = the { $players }-player seating names unknown planet '{ $name }'
cube-attack-map-seat-not-start = a seat of the { $players }-player seating has no Starting planet: '{ $name }' is a { $kind ->
        [start] Starting planet
        [cube] Planet Cube
        [life-up] Planet Life-up
        [weaponry] Planet Weaponry
        [half-moon] Half Moon
       *[full-moon] Full Moon
    }
cube-attack-map-seat-shared = two seats of the { $players }-player seating share the Starting planet '{ $name }'

## The picture: the map's and the panels' lettering and what screen readers say
# A planet's kind, chosen by its key.
cube-attack-kind = { $kind ->
        [start] Starting planet
        [cube] Planet Cube
        [life-up] Planet Life-up
        [weaponry] Planet Weaponry
        [half-moon] Half Moon
       *[full-moon] Full Moon
    }
cube-attack-moon-points = { $kind } ({ $points } points)
cube-attack-start-of = Starting planet of { $seat }
cube-attack-start-unused = Starting planet (unused)
cube-attack-lives = { $lives ->
        [one] 1 life
       *[other] { $lives } lives
    }
# A unit's weapon, chosen by its key.
cube-attack-weapon = { $weapon ->
        [none] no weapon
        [short] short range
       *[long] long range
    }
cube-attack-activated-round = activated this round
cube-attack-attacked-round = attacked this round
cube-attack-pic-map = Cube Attack on map { $map }, round { $round }: { $status }
cube-attack-pic-planet = { $planet }, { $kind }
cube-attack-pic-planet-units = { $planet }, { $kind }; units: { $units }
cube-attack-pic-unit = { $seat } unit { $unit }
cube-attack-pic-to-act = { $seat } to act: { $actions ->
        [one] 1 action
       *[other] { $actions } actions
    } left
cube-attack-pic-game-over = Game over: { $result }
cube-attack-pic-status = Round { $round }: { $status }
cube-attack-pic-round-target = Round { $round } · { $target } points win
cube-attack-pic-pass-label = Pass: end your turn now
cube-attack-pic-pass = Pass
cube-attack-pic-teams = The teams in turn order, with their points
# Column titles of the teams' table: keep them short, they stand over numbers.
cube-attack-pic-team-heading = team, in turn order
cube-attack-pic-col-points = points
cube-attack-pic-col-moons = +moons
cube-attack-pic-col-units = units
cube-attack-pic-col-supply = supply
cube-attack-pic-col-lost = lost
cube-attack-pic-wins = { $seat } wins
cube-attack-pic-out = { $seat } out
cube-attack-pic-map-rounds = Map { $map } · at most { $rounds } rounds
cube-attack-pic-removal-lost = cubes lost in attacks are out of the game
cube-attack-pic-removal-supply = cubes lost in attacks go back to supply
cube-attack-pic-click = Click a unit, then where it moves, its own planet (activate) or an enemy
cube-attack-pic-key = Key to the map
# The key's short captions, beside a planet's badge or a sample unit.
cube-attack-key-start = start
cube-attack-key-cube = new unit
cube-attack-key-life-up = +1 life
cube-attack-key-weaponry = weapon
cube-attack-key-half-moon = half moon
cube-attack-key-full-moon = full moon
cube-attack-mark-activated = activated
cube-attack-mark-attacked = attacked

## The board for a terminal
cube-attack-term-header = { $game } on map { $map } · round { $round } of at most { $rounds } · { $target } points win
# The numbers come padded to keep the columns; keep the double spaces between parts.
cube-attack-term-team = { $seat } { $points } points  (+{ $moons } from moons now)  units { $units }  supply { $supply }  removed { $removed }  starts on { $start }
cube-attack-term-no-unit = OUT: no unit left
cube-attack-term-out = { $seat } (out)
cube-attack-term-order = Turn order each round: { $seats }
cube-attack-term-planet = planet
cube-attack-term-kind-heading = kind
cube-attack-term-links = links
cube-attack-term-units = units
# A planet's kind in the terminal's narrow column, chosen by its key.
cube-attack-term-kind = { $kind ->
        [start] Start
        [cube] Cube
        [life-up] Life-up
        [weaponry] Weaponry
        [half-moon] Half Moon
       *[full-moon] Full Moon
    }
cube-attack-term-moon = { $kind } ({ $points })
cube-attack-term-start-of = Start of { $seat }
cube-attack-term-start-unused = Start (unused)
cube-attack-term-to-act = { $seat } to act: { $actions ->
        [one] 1 action
       *[other] { $actions } actions
    } left in this turn (or pass)

## What the move notation expects, when a typed action cannot be read
cube-attack-expect-action = a move like W0>C0, an activation like C0! (or act C0), an attack like W0xC1, or pass
cube-attack-expect-short = a short action
cube-attack-expect-planet-name = a planet name after '>'
cube-attack-expect-planet = a planet of this map, not '{ $name }' (planets: { $planets })
# $role says which unit of the action is meant.
cube-attack-expect-unit-ref = { $role ->
        [actor] the acting unit
       *[target] the unit attacked
    }: a planet name such as W0, or a label such as W0#R2
cube-attack-expect-unit-on = { $role ->
        [actor] the acting unit
       *[target] the unit attacked
    }: there is no unit { $unit } on { $planet }
cube-attack-expect-label = a unit label like R2 (colour initial and unit number 1..20), not '{ $label }'
cube-attack-expect-owner = a unit of one of the { $players } players, not '{ $label }'
cube-attack-expect-enemy-number = an enemy unit numbered { $number } there; there is none
cube-attack-expect-one-numbered = one unit, but { $count } enemy units are numbered { $number }: write { $choices }
cube-attack-expect-unit-here = a planet with a unit on it; there is none on { $name }
cube-attack-expect-one-here = one unit, but { $name } holds { $count }: write { $choices }
# Two ways of writing a unit, as the player may type either.
cube-attack-expect-or = { $first } or { $last }

## A position as text (a game state) that cannot be read back; its field names and
## values (players=, units=, R1@S0:1-, playing, cap …) are written as the state writes them
cube-attack-state-header = a Cube Attack state starts with 'cube-attack '
cube-attack-state-no-map = missing 'map=' (the last field)
cube-attack-state-not-pair = '{ $word }' is not key=value
cube-attack-state-twice = '{ $key }' given twice
cube-attack-state-missing = missing '{ $key }='
# An option of the state refused: $why is the option's own error.
cube-attack-state-option = { $why }
cube-attack-state-embedded-map = embedded map: { $why }
cube-attack-state-map = '{ $map }' is not a shipped map ({ $maps }) or json:...
cube-attack-state-unit-twice = unit { $unit } listed twice
cube-attack-state-unknown-field = unknown field '{ $key }'
cube-attack-state-cubes = { $seat } has { $total } cubes in supply, on the board and removed, not { $cubes }
cube-attack-state-removed = removal=supply, yet cubes are listed as removed
cube-attack-state-start = unit { $unit } is on { $planet }, another team's Starting planet
cube-attack-state-mover-no-unit = the player to move has no unit on the board
cube-attack-state-no-action = the player to move has no action left
cube-attack-state-leads = a player already leads at or above the target score
cube-attack-state-one-team = only one team has units on the board at the start of a turn
cube-attack-state-won = { $seat } is said to have won without leading at the target score
cube-attack-state-last = { $seat } is said to be the last team standing, yet it is not alone on the board
cube-attack-state-cap = the game ended by the rounds cap before the last round
cube-attack-state-number = { $what } '{ $text }' is not a number from { $min } to { $max }
cube-attack-state-count = { $what } lists { $count } values for { $players } players
cube-attack-state-seat = '{ $text }' is not one of the { $players } seats
cube-attack-state-status = status '{ $text }' is not playing, cap, won-<seat> or last-<seat>
cube-attack-state-unit = unit '{ $entry }': { $why }
cube-attack-state-unit-form = expected LABEL@PLANET:LIVES WEAPON
cube-attack-state-unit-label = bad label
cube-attack-state-unit-player = no such player
cube-attack-state-unit-place = expected PLANET:LIVES WEAPON
cube-attack-state-unit-planet = unknown planet
cube-attack-state-unit-lives = lives must be 1 or 2
cube-attack-state-unit-weapon = weapon must be -, s or l
cube-attack-state-unit-flags = flags must be a, t or at
cube-attack-state-escape = bad %-escape in mapfile
cube-attack-state-utf8 = mapfile is not UTF-8

## The game in one line (game lists)
cube-attack-about = 2–6 teams of cubes arm up, multiply and fight over the moons of a planet map.

## Puzzle themes (what a puzzle's solution does, for players to pick puzzles by)
cube-attack-theme-last-unit = last unit
cube-attack-theme-points = points
cube-attack-theme-attack = attack
cube-attack-theme-manoeuvre = manoeuvre
