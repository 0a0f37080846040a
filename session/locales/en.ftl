# What the players did beyond the rules, as a match tells it.

## Seat events
session-resigned = { $who } resigned
session-offered-draw = { $who } offered a draw
session-accepted-draw = { $who } accepted the draw
session-declined-draw = { $who } declined the draw
session-left = { $who } left the game
session-claimed-draw = { $by } claimed a draw: { $who } was away
session-claimed-seat = { $by } claimed { $who }'s seat: { $who } was away
session-stand-in = the computer ({ $agent }) plays { $who } from here
session-out = { $who } is out of the game
session-returned = { $who } came back and plays on
session-timeout = { $who } ran out of time
session-aborted = { $who } aborted the game
session-aborted-late = the game was aborted: { $who } made no first move in time

## The result of an aborted match
session-game-aborted = game aborted by { $who }
session-game-aborted-late = game aborted: { $who } made no first move in time

## Why a match ended, when its players ended it
session-reason-resigned = { $who } resigned
session-reason-draw-agreed = draw agreed
session-reason-away = { $who } was away
session-reason-timeout = { $who } ran out of time
session-reason-others-gone = every other player resigned or left
session-reason-nobody-left = no player is left in the game
