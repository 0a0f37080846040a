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
