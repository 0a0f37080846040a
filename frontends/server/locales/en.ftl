# The server's sentences: its error replies and its mail.
#
# An error message's id is the `code` of the reply that says it (docs/server-api.md):
# stable, the same in every language, never renamed. English is the source; the
# server's tests pin its words.
# Arguments named `reason` carry another part's words (a game's, the session's, a
# parser's) as they are said in English until that part speaks other languages.

## Requests and pages

no-such-page = no such page
no-such-file = no such file
method-not-allowed = this path does not take that method
http-error = { $reason }
request-not-valid = { $reason }
body-not-read = { $reason }
body-not-valid = { $reason }
query-not-valid = { $reason }
too-many-requests = too many requests from this address: slow down
cross-site = a signed-in request from another site is refused
client-address-unknown = the client's address is unknown
internal-error = internal error
database-down = the database does not answer
unknown-language = unknown language '{ $lang }' (spoken: { $spoken })
page-out-of-range = page must be between 1 and { $max }

## Games and their seats

no-such-game = no such game
bad-game = { $reason }
unknown-game = { $reason }
bad-agent = { $reason }
bad-record = { $reason }
bad-clock = clock: { $reason }
bad-stand-in = { $reason }
bad-stand-in-agent = stand_in: { $reason } (or `out`)
bad-option = option { $option }: a value must be text or a number
bad-games-status = status '{ $status }': expected open, running or over
seats-from-one = seats are numbered from 1
rated-away = away_ms: a rated game uses the platform's away time
bad-away = away_ms must be between { $min } and { $max }
perfect-states = agent { $agent }: the perfect player may memoise at most { $n } states on this server
agent-too-strong = agent { $agent } asks for more than this server allows: at most { $seconds }s or { $work } iterations a move, and { $threads } threads
seat-count = the game has { $expected } seats but { $found } players were given
no-seat-out = in { $game } a seat cannot be out of the game: a computer must play for a player who leaves
game-setup-failed = the game could not be set up
game-damaged = game { $id } is damaged and cannot be played
game-unreadable = the game cannot be read
replay-failed = the replay failed
store-failed = the game could not be saved; nothing was played
move-stored-first = another action was stored for move { $ply } first
computer-failed = a computer player failed
computer-games-cap = { $who ->
    [account] an account
   *[address] a guest's address
} may have at most { $cap } running games with computer players that it started, and has { $has }: finish or resign one of them first
guest-think-limit = a guest's computer may think at most { $limit_ms } ms a move on one thread: sign in for more ({ $agent } asks for more)
guest-search-limit = a guest's computer may search at most { $most } iterations a move in this game (the hard level's) or think at most { $limit_ms } ms a move: sign in for more
token-not-a-seat = this token is not a seat of this game
seat-needed = a seat token (or signing in as the seat's player) is needed to { $what ->
    [hint] ask for a hint
    [undo] take back a move
    [rematch] offer a rematch
    [decline-rematch] decline a rematch
    [chat] chat
    [abort] abort
    [resign] resign
    [draw] offer a draw
    [decline-draw] decline a draw
    [leave] leave
    [claim] claim
   *[play] play
}
no-seat-held = you hold no seat of this game to { $what ->
    [hint] ask for a hint
    [undo] take back a move
    [rematch] offer a rematch
    [decline-rematch] decline a rematch
    [chat] chat
    [abort] abort
    [resign] resign
    [draw] offer a draw
    [decline-draw] decline a draw
    [leave] leave
    [claim] claim
   *[play] play
}
seat-token-needed = a seat token is needed to play
game-private = this game is private: its seats are taken through the links its creator sent
rated-join-sign-in = only signed-in players may join a rated game
rated-seat-held = this rated seat is held by another account
rated-seat-sign-in = a rated game's seat is played signed in: sign in as its player
rated-seat-take-sign-in = a rated game's seat is taken signed in: sign in to play it
rated-seat-kind = seat { $seat }: a rated game's seats are "me", "human" or a computer level (easy, medium, hard, max), not { $text }
sign-in-to-create-rated = sign in to create a rated game
me-one-seat = "me" may hold only one seat of a game
seat-held-already = you already hold seat { $seat } of this game
seat-held-by-other = another account holds this seat
seat-not-taken = this seat could not be taken: try again
seat-just-taken = that seat was just taken
seat-not-open = that seat is not open
no-seat-open = no seat is open
blocked-player = you cannot play this player
blocked-in-game = you cannot play a player of this game
pair-played-out = these accounts have played { $n } rated games together in the last 24 hours, the most allowed: play this one unrated, or later

## Playing

stale-position = the game has moved on: you saw { $seen } actions but { $now } have been played
computer-seat = player { $seat } is played by the computer
no-such-seat = there is no player { $seat }
player-gone = player { $seat } no longer plays in this game
out-of-time = player { $seat }'s time has run out
not-to-move = player { $seat } cannot act now
bad-notation = { $reason }
illegal-move = { $reason }
not-allowed = { $reason }
alone-only = { $reason }
rated-no-help = a rated game has no { $what ->
    [undo] take-backs
   *[hint] hints
}
hint-stale = the position changed while the hint was thought of: ask again
undo-secret = undo is off in a game with hidden information or chance: replaying from the same seed would deal the same cards again and show what comes next
undo-nothing = nothing to undo
undo-other-moved = another player has moved since: undo takes back only your own last move and the computer's replies
game-over = the game is over
game-ended = the game ended
game-ended-with = the game ended: { $result }
changed-first = another change was stored first
changed-first-by = another change was stored first: { $event }
record-secret = the record of a game with hidden information or chance is shown only once the game is over
no-such-ply = the record has { $actions } actions: there is no position after { $asked }
rematch-before-end = a rematch is offered once the game is over
rematch-refused = { $reason }
too-many-messages = too many messages: slow down
not-a-message = not a message: { $reason }
too-many-websockets = too many WebSockets open from this address

## Seeks

no-such-seek = no such seek
seek-closed = this seek is no longer open
seek-damaged = this seek is damaged
seek-paired = this seek is paired already: resign or leave the game instead
seek-refuses-you = this seek does not take you: its rating range, or it is your own
seek-pairing-lost = a seek this one would pair with was taken at that moment: nothing was posted, post it again
seek-token-wrong = this token is not this seek's
seek-not-yours = this seek is somebody else's
seek-token-needed = the seek's token is needed
seek-body-not-valid = the body: { $reason }
sign-in-to-seek-rated = sign in to seek a rated game (guests may seek unrated ones)
rating-range = a rating range lies between { $lo } and { $hi }
rating-range-reversed = rating_min is above rating_max
seeks-full-account = you have { $n } seeks open, the most one player may: cancel one or wait for a game
seeks-full-address = { $n } seeks are open from your address, the most one address may: cancel one or wait for a game

## Chat

chat-empty = a chat message needs some text
chat-too-long = a chat message has at most { $n } characters
chat-one-line = a chat message is one line of text, without control characters
chat-full = this game's chat is full: each room keeps at most { $n } messages
too-many-chat-messages = too many chat messages: wait a moment before the next one
sign-in-to-chat-spectators = sign in to write in the spectators' room
guest-chat = guests chat only in unrated private games: sign in to chat here

## Accounts

not-signed-in = not signed in
sign-in-to = sign in to { $what ->
    [take-seat] take a seat with your account
   *[see-games] see your games
}
name-taken = that name is taken
name-length = a name has { $min } to { $max } characters
name-characters = a name has only letters, digits, '_' and '-'
name-reserved = that name is kept for the computer or the site
password-length = a password has { $min } to { $max } characters
password-hashing-failed = password hashing failed
wrong-name-or-password = wrong name or password
wrong-name-or-code = wrong name or recovery code
wrong-password = wrong password
account-closed = this account was closed by the site's moderators
too-many-sign-ins = too many sign-in attempts from this address: slow down
too-many-failures-name = too many failed attempts on this name from this address: try again later
too-many-failures = too many failed attempts from this address: try again later
too-many-sign-ups-address = too many new accounts from this address: try again later
too-many-sign-ups-network = too many new accounts from this network: try again later
too-many-sign-ups-site = too many new accounts on this site just now: try again later
reset-link-dead = this reset link does not work: it may have been used already or have expired; ask for a new one
no-account-named = there is no account named { $name }
reset-computer = { $name } is a computer player: it has no password to reset
no-such-player = no such player
no-player-named = No player named { $name }
bad-pool = pool must be { $game } or { $game }/multi
bad-my-games-status = status '{ $status }': expected running or finished
blocks-full = you block { $n } players already: unblock one first
not-blocked = you do not block this player
block-yourself = you cannot block yourself
block-computer = the computer levels cannot be blocked: play a person instead
sign-in-to-block = sign in to block players

## E-mail

no-email-address = this account has no e-mail address
not-an-address = { $address } is not an e-mail address
verify-link-dead = this link does not work: it may have been used already or have expired; give the address again for a new one
verify-mail-too-soon = a mail to verify an address went to this account less than a minute ago: try again in a minute
mail-reset-answer = If { $name } has a verified e-mail address, a link to set a new password is on its way there. It works for { $minutes } minutes.
mail-verify-subject = Verify your e-mail address on Cubist
mail-verify-body =
    Hello { $name },

    this address was given for the Cubist account { $name }. Open this link to verify it; then, if you forget your password, a link to set a new one can be mailed here:

    { $link }

    The link works once, for { $hours } hours. If you did not ask for this, ignore this mail: the address will not be used.
mail-reset-subject = Set a new password on Cubist
mail-reset-body =
    Hello { $name },

    someone asked to set a new password for the Cubist account { $name }. Open this link to set one; every session of the account will be signed out:

    { $link }

    The link works once, for { $minutes } minutes. If you did not ask for this, ignore this mail: your password stays as it is.

## Moderation

moderators-only = only moderators may do this
why-needed = say why ("why"): every moderator action is logged with its reason
why-too-long = a reason has at most { $n } characters
no-such-account = no such account
no-such-report = no such report
no-such-chat-message = no such chat message
report-done-already = this report is done already
account-already = { $name } is { $state ->
    [closed] closed
   *[open] open
} already
refused = { $reason }
refused-close-computer = the computer's accounts are not closed
refused-close-staff = { $name } is { $role ->
    [admin] an admin
   *[moderator] a moderator
}: an account with a role is closed from the command line
refused-role-computer = the computer's accounts have no roles
bad-limit = limit must be between 1 and { $max }
bad-hours = hours: from 1 to { $max }
before-id-alone = before_id goes with before
report-yourself = you cannot report yourself
reports-open = you have { $n } reports open: wait until moderators have read them
reports-per-hour = at most { $n } reports an hour
report-chat-needs-game = a chat message is reported with its "game"
report-needs-subject = name the "player" or the "game" reported (or both)
report-bad-reason = reason '{ $reason }': expected one of { $reasons }
report-too-long = a report's text has at most { $n } characters
report-needs-text = say what happened ("text") for a report of reason 'other'
void-not-rated = this game is not rated
void-not-over = this game is still being played: only a finished game is voided
void-aborted = this game was aborted, or cut short before every seat made two moves: it counts for nobody already
void-already = this game is void already
void-bad-reason = { $reason }
void-not-stored = the void could not be stored; nothing changed
void-reason-empty = give a reason for the void
void-reason-long = a reason is at most { $max } characters

## Lessons, puzzles, analysis, reviews

bad-lesson-step = step '{ $index }': steps are numbered from 0, in digits
no-such-lesson = { $reason }
lesson-move-not-read = { $reason }
lesson-failed = the lesson failed
lesson-step-broken = this step of the lesson cannot be shown
no-game-named = no game named '{ $game }'
no-puzzles = { $game } has no puzzles to solve here
no-such-puzzle = no puzzle '{ $id }'
puzzle-retired = this puzzle is no longer served: try the next one
ratings-busy = the ratings are busy: send the attempt again
sign-in-for-puzzles = sign in to see your puzzles
moves-empty = moves: send at least one move
too-many-moves = moves: at most { $n } moves
move-too-long = moves: '{ $start }…' is longer than a move can be
puzzle-broken = this puzzle cannot be shown
puzzle-failed = the puzzle failed
puzzle-attempt-refused = { $reason }
too-many-analyses = too many analyses from this address: wait a moment and ask again
analyses-running = this address already has { $n } analyses running: wait for one to finish
analysis-busy = the analysis board is busy: ask again in a moment
analysis-of-own-game = this is the position of a game you are playing: the engine looks at it once the game has ended
analysis-game-running = this game is still being played: its analysis opens when it ends
analysis-failed = the analysis failed on this position
analysis-engine-refused = { $reason }
bad-analysis-request = { $reason }
analysis-record-unreadable = this game's record cannot be opened on the board
review-unfinished = the game is not finished: only a finished game is reviewed
review-guest = a guest reviews only a game it played: send the seat's token, or sign in
review-changed = the review changed: ask again
reviews-under-way = { $who ->
    [account] you have
   *[address] guests at your address have
} { $n } reviews under way, the most allowed: ask again when one is done
no-review = no review of this game was asked for: POST to ask for one
review-unreadable = the stored review cannot be read
review-queue-full = the review queue is full ({ $n } reviews under way): ask again in a few minutes
review-request-not-read = the request cannot be read: { $reason }
review-failed-stopped = the server reviewing it stopped before it finished: ask again
review-failed-not-started = the review could not start: ask again in a few minutes
review-failed-no-result = the review ended without a result: ask again
review-failed-refused = the game's record could not be reviewed

## Pages (not errors: no code)
page-setup-undrawn = { $game }: the starting position; who moves first is drawn when the game starts
page-api-intro = A game server for five cube board games:
page-api-links = The API: { $catalog } (the games and their options), { $open } (games waiting for a player); create a game with { $create }. See { $doc }.

## Tournaments
tournament-sign-in = sign in to create or enter a tournament
no-such-tournament = no such tournament
tournament-body-not-valid = the body: { $reason }
tournament-minutes-needed = an arena needs its length in minutes
tournament-minutes-range = an arena lasts from { $lo } to { $hi } minutes
tournament-minutes-not-arena = only an arena has a length in minutes
tournament-rounds-needed = a Swiss tournament needs its number of rounds
tournament-rounds-range = a Swiss tournament has from { $lo } to { $hi } rounds
tournament-rounds-not-swiss = only a Swiss tournament has a set number of rounds: a round robin's follow from its players
tournament-table-size = this game with these options seats { $seats } players at a table
tournament-table-not-yet = tournaments at tables of more than two players are not run yet
tournament-starts-at-range = a tournament starts between a minute ago and { $days } days ahead
tournament-too-many = you have { $limit } upcoming tournaments already: wait until one of them starts
tournament-already-joined = you are in this tournament already
tournament-closed = this tournament takes no more players
tournament-full = this tournament is full: { $max } players
tournament-chat-sign-in = sign in to write in a tournament's chat
tournament-chat-full = this tournament's chat is full: it keeps at most { $n } messages
tournament-min-rating-range = a minimum rating is at most { $max }
tournament-min-games-range = a minimum number of rated games is at most { $max }
tournament-code-length = an entry code has from { $lo } to { $hi } characters
tournament-code-needed = this tournament is private: enter its entry code
tournament-code-wrong = this is not the tournament's entry code
tournament-rating-below = this tournament takes players rated { $min } or more in its game: your rating is { $rating }
tournament-games-below = this tournament takes players with at least { $min } rated games in its game: you have played { $games }
tournament-not-joined = you are not in this tournament
tournament-finished = this tournament is over
tournament-not-yours = only the tournament's creator can start it early
tournament-started = this tournament has started already
tournament-not-arena = only an arena's players can pause
tournament-berserk-not-yet = berserk is not offered yet: a game's clock cannot be halved for one player
tournament-no-trf = only a Swiss tournament or a round robin of two-player games has a TRF file
tournament-damaged = this tournament's record is damaged
