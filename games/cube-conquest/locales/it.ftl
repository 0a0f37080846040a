# Review: machine-drafted, awaiting a native speaker's review

# Reasons still written in English by the rules (check.rs); each gets a message of
# its own as the game's words move here.
cube-conquest-reason = { $why }

## Seats
cube-conquest-red = Rosso
cube-conquest-blue = Blu
cube-conquest-green = Verde
cube-conquest-yellow = Giallo
