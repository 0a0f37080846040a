# Reasons still written in English by the rules (check.rs); each gets a message of
# its own as the game's words move here.
cube-conquest-reason = { $why }

## Seats
cube-conquest-red = Red
cube-conquest-blue = Blue
cube-conquest-green = Green
cube-conquest-yellow = Yellow
