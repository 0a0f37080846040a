# The web client's words (frontends/web): English, the source of every other language.
# Each id is used by t('id', {…}) in the client's modules or data-t in index.html.

## page
page-loading = Loading…
page-not-found = No such page
page-start-a-game = Start a game
nav-label = Site
nav-play = Play
nav-my-games = My games
nav-learn = Learn
nav-puzzles = Puzzles
nav-tournaments = Tournaments
nav-leaderboards = Leaderboards
nav-open-record = Open a record
language-label = Language
error-unreachable = the server cannot be reached
error-status = the server answered { $status }

## account
account-label = Account
account-signed-in-as = Signed in as { $name }: your page
account-sign-out = Sign out
account-sign-in = Sign in
account-sign-up = Sign up
account-wrote-it-down = I wrote it down
account-welcome = Welcome, { $name }
account-name = Name
account-name-help = 3 to 20 letters, digits, _ or -.
account-password = Password
account-password-help = At least 8 characters.
account-want-recovery = Give me a recovery code, to set a new password if I forget this one
account-forgot = Forgot your password?
account-cancel = Cancel
account-change-password = Change password
account-current-password = Current password
account-new-password = New password (at least 8 characters)
account-new-password-again = New password again
account-passwords-differ = The new password and its repetition differ.
account-password-changed = Password changed. Your other sessions are signed out.

## lobby
lobby-new-game-label = New game
lobby-games-label = Games
lobby-lessons-label = Lessons
lobby-heading = Play a cube game
lobby-tournaments-label = Tournaments soon
lobby-tournament-soon =
    { $name } starts { $n ->
       [0] now
       [one] in { $n } minute
      *[other] in { $n } minutes
    } — join
lobby-tournament-running = { $name } is on now — join
lobby-new-to-games = New to these games?
lobby-seats = Seats
lobby-rated-row = Rated (every seat must be you, a signed-in player or a computer level)
lobby-listed-row = Let anyone join (the friends' seats are listed under "Waiting for a player"; otherwise only your links open them)
lobby-start = Start { $game }
lobby-new-game = New game: { $game }
lobby-leaderboard = { $game } leaderboard
lobby-rules-of = Rules of { $game }
lobby-who-plays = Who plays { $seat }
lobby-seat-me = Me
lobby-seat-friend = A friend (by link)
lobby-seat-computer = Computer — { $level }
level-easy = easy
level-medium = medium
level-hard = hard
level-max = max
lobby-one-me = Choose "Me" for one seat only: invite friends by link for the others.
lobby-moves =
    { $n } { $n ->
       [one] move
       *[other] moves
   }
lobby-rated-mark = rated
lobby-none = None just now.
lobby-waiting = Waiting for a player
lobby-being-played = Being played
lobby-finished = Finished
lobby-join-seat = Join as seat { $seat }
lobby-replay = Replay
lobby-play = Play
lobby-watch = Watch
lobby-vs = vs
lobby-seat-computer-agent = computer ({ $agent })
lobby-seat-open = open
lobby-seat-guest = a guest

## time
time-untimed = untimed
time-per-move = { $span } per move
time-real = { $name } ({ $initial } + { $inc } s)
time-seconds-short = { $n } s
time-minutes-short = { $n } min
time-days =
    { $n } { $n ->
       [one] day
       *[other] days
   }
time-hours =
    { $n } { $n ->
       [one] hour
       *[other] hours
   }
time-minutes =
    { $n } { $n ->
       [one] minute
       *[other] minutes
   }
time-seconds =
    { $n } { $n ->
       [one] second
       *[other] seconds
   }
time-away-after = away after { $span }
time-stand-in = stand-in { $level }
time-no-hand-back = no hand-back

## seek
seek-button = Seek a game of { $game }
seek-heading-game = Quick play: { $game }
seek-heading = Quick play
seek-explain = Be paired with another player at your time control.
seek-options = Options
seek-rated = Rated
seek-guests-unrated = Guests play unrated games; sign in to play rated.
seek-range = Opponent's rating (optional)
seek-from = From
seek-to = to
seek-rated-word = rated
seek-casual = casual
seek-looking = Looking for an opponent: { $what }…
seek-cancel = Cancel
seek-elapsed = ({ $s } s)
seek-ended = Your seek was { $status }: seek again?
seek-status-open = open
seek-status-paired = paired
seek-status-cancelled = cancelled
seek-status-expired = expired
seek-gone = Your seek is gone: seek again?
seek-open-heading = Open seeks
seek-none = None just now: seek a game above, and others will see it here.
seek-guest = a guest
seek-any = any
seek-for-range = for { $min }–{ $max }
seek-players-waiting = { $players } players, { $waiting } waiting
seek-accept = Accept
seek-accept-label = Accept { $who }'s { $game } seek

## choices
choices-untimed = Untimed
choices-real-time = Real time (minutes + seconds per move)
choices-correspondence = Correspondence (time per move)
choices-custom = Custom
choices-custom-real = Custom real time…
choices-custom-days = Custom days per move…
choices-minutes = Minutes
choices-minutes-help = Each player's time at the start (fractions allowed: 0.5 is 30 s).
choices-seconds = Seconds
choices-seconds-help = Added to a player's time after each of their moves.
choices-days = Days
choices-days-help = The most a player may take for each move.
choices-time = Time
choices-clock = Clock
choices-clock-help = Each player's time; a player whose time runs out loses.
choices-clock-too-short = A clock needs at least { $least } at the start.
choices-negative-increment = The seconds added per move cannot be negative.
choices-move-too-short = Give each move some time: at least { $least }.
choices-help-range = { $help } ({ $min } to { $max }).
choices-options = Options
choices-no-options = This game has no options.

## play
play-board-label = Board
play-beside-board = Beside the board
play-cancel = Cancel
play-cancel-title = Cancel the move begun (Esc)
play-type-placeholder = or type a move
play-type-label = Type a move in notation
play-play = Play
play-players = Players
play-confirm-label = Confirm the move
play-moves = Moves
play-game = Game
play-result-label = Result
play-board-text = The board as text
play-next-part = Now click the next part of your move.
play-no-such-game = No such game
play-no-such-game-text = There is no game { $id } on this server: the link may be mistyped or cut short.
play-back-to-lobby = Back to the lobby
play-no-such-game-title = No such game — Cubist
play-page-title = { $title } — Cubist
play-rated = (rated)
play-you-play = — you play { $seat }
play-seat-number = seat { $seat }
play-watching = — watching
play-game-over = Game over:
play-analysis-board = Analysis board
play-invite = Invite
play-seat-link = Seat { $seat } ({ $name })
play-spectators = Spectators
play-hint-tables = Hint: { $move } ({ $verdict }, by the endgame tables)
play-hint = Hint: { $move }
play-link-label = { $label } link
play-copy = Copy
play-your-move = Your move
play-waiting-others = Waiting for the others
play-computer-thinking = { $names } (computer) thinking…
play-to-move = { $names } to move
play-report = Report { $name }

## turn
turn-title-mark = ● Your turn — { $title }
turn-note-title = Your turn — { $title }
turn-note-waiting = The game is waiting for your move.
turn-sound = Sound on my turn in another tab
turn-notify-blocked = Notifications are blocked for this site in the browser's settings.
turn-notify = Notify me when it is my turn
bars-rating = Rating { $before } → { $after }
bars-computer = computer ({ $agent })
bars-you = you
bars-guest = a guest
offers-label = Offers
offers-player = Player { $seat }
offers-mine = You offered a draw: it stands until you move.
offers-draw = { $name } offers a draw
offers-accept = Accept
offers-decline = Decline
offers-rematch =
    { $names } { $n ->
       [one] offers
       *[other] offer
   } a rematch
offers-rematch-declined-by = { $name } declined the rematch.
offers-rematch-declined = The rematch was declined.

## after
confirm-play = Play { $move }?
confirm-confirm = Confirm
confirm-cancel = Cancel
confirm-moves = Confirm moves
finished-new-opponent = New opponent
finished-replay = Replay
finished-review = Review
rematch-starts = The rematch starts: opening it…
rematch-you-offered = You offered a rematch.
rematch-waiting-more = Waiting for { $n } more.
rematch-offered = Rematch offered
rematch-accept = Accept the rematch
rematch-rematch = Rematch

## moves
moves-secret = a secret choice
moves-last = Last move: { $move }
moves-notation = Notation
flip-title = See the board from the other side
flip-button = Flip board

## requests
request-hint = Hint
request-undo = Undo
request-abort = Abort
request-resign = Resign
request-offer-draw = Offer a draw
request-accept-draw = Accept the draw
request-leave = Leave the game
request-claim = Claim
request-really-resign = Really resign?
request-really-leave = Really leave the game?
request-claim-win = Claim the win ({ $names } left)
request-claim-draw = Claim a draw
request-hand-over = Hand { $names } to the computer
seat-you-mark = (you)
seat-out = out of the game
seat-away = away
seat-online = online
seat-offline = offline
clock-out-of-time = , out of time
clock-low-time = , low time
clock-running = , running
play-connecting = Connecting…
play-connection-lost = Connection lost: reconnecting…
play-computer-silent = No news of the computer's move for { $seconds } seconds: asking the server for the game again…
play-not-sent = Not connected: the move was not sent. Reconnecting…
play-trouble-now = This page could not show the latest move: it is asking the server for the whole game again…
play-trouble-after = This page could not show a move, so it asked the server for the whole game again.

## chat
chat-messages = Chat messages
chat-show-spectators = Show the spectators' room
chat-message = Message
chat-send = Send
chat-unmute = Unmute everyone
chat-heading = Chat
chat-to-spectators = Message to the spectators
chat-to-players = Message to the players
chat-unreadable = The chat cannot be read: { $error }
chat-spectator-mark = (spectator)
chat-mute = Mute { $name }
chat-report-ask = Report this message to the moderators?
chat-report = Report
chat-cancel = Cancel
chat-report-label = Report this message by { $name }
chat-reported = The message by { $name } was reported: the moderators will read it.
chat-player = Player { $seat }
chat-guest = Guest
pages-newer = ← Newer
pages-page = Page { $page } of { $pages }
pages-older = Older →

## mygames
mygames-title = My games
mygames-your-move-in = My games: your move in { $n }
mygames-page-title = My games — Cubist
mygames-guest-help = The games you played as a guest in this browser. Sign in to keep your games wherever you play.
mygames-in-play = In play
mygames-finished = Finished
mygames-pages-in-play = Pages of in play games
mygames-pages-finished = Pages of finished games
mygames-heading-count = { $heading } ({ $total })
mygames-col-game = Game
mygames-col-players = Players
mygames-col-moves = Moves
mygames-col-turn = Turn
mygames-col-ended = Ended
mygames-col-result = Result
mygames-col-rating = Rating
mygames-col-links = Links
mygames-none-running = No games in play.
mygames-none-finished = No finished games yet.
mygames-rated = (rated)
mygames-your-move = Your move
mygames-waiting = Waiting
mygames-play = Play
mygames-open = Open
mygames-void = void
mygames-unrated = unrated
mygames-the-rematch = The rematch
mygames-accept-rematch = Accept the rematch
mygames-rematch = Rematch
mygames-replay = Replay
mygames-computer = the computer ({ $agent })
mygames-over = over
pages-of-games = Pages of games
pages-of-attempts = Pages of puzzle attempts

## players
players-page-title = { $name } — Cubist
players-computer-mark = (computer)
players-computer-level = A computer level: its rating moves with the games it plays against people.
players-since = Playing since { $date }.
players-download = Download records (JSON)
players-ratings = Ratings
players-tournaments = Tournaments
players-tournament-place = place { $rank } of { $of }, { $points } { $points ->
       [one] point
      *[other] points
    }
players-tournament-playing = playing now: place { $rank } in the standings, { $points } { $points ->
       [one] point
      *[other] points
    }
players-no-rated = No rated games yet.
players-multi = { $game }, three or more players
players-block = Block
players-unblock = Unblock
players-blocking-title = You block { $name }: you are never paired, and neither joins the other's listed games.
players-block-title = Never be paired with { $name } again.
players-blocked = { $name } is blocked.
players-unblocked = { $name } is no longer blocked.
players-provisional = (provisional)
players-rated-games =
    { $n } { $n ->
       [one] rated game
       *[other] rated games
   }
players-leaderboard = Leaderboard
players-chart-label = { $pool } rating
players-history-table = The history as a table
players-col-date = Date
players-games-count = Games ({ $total })
players-computer = the computer ({ $agent })
chart-label =
    { $label }: { $n } { $n ->
       [one] rated game
       *[other] rated games
   }, from { $from } to { $to }
chart-x = Rated games
chart-y = Rating
chart-point = Game { $n }, { $date }: { $rating } ± { $deviation }
report-abuse = Abuse or insults
report-cheating = Cheating
report-stalling = Stalling or leaving games
report-other = Something else
report-no-game = No game in particular
report-placeholder = What happened? The moderators read this.
report-send = Send report
report-reason = Reason
report-game = Game
report-what = What happened
report-thanks = Thank you: the moderators will read your report.
report-summary = Report { $name }

## learn
learn-link = Learn to play { $game }
learn-page-title = Learn to play — Cubist
learn-heading = Learn to play
learn-intro = Each lesson sets up a few positions and asks for one move in each: click it on the board.
learn-steps =
    { $n } { $n ->
       [one] step
       *[other] steps
   }
learn-none = No game has a lesson yet.
learn-every-lesson = Every lesson
learn-game-page-title = Learn { $game } — Cubist
learn-lesson-label = Lesson
learn-game-heading = Learn { $game }
learn-the-lobby = The lobby
learn-step-count = Step { $n } of { $total }
learn-finished = You have finished the lesson.
learn-play-computer = Play { $game } against the computer
learn-next-step = Next step
learn-correct = Correct:

## puzzles
puzzles-page-title = Puzzles — Cubist
puzzles-heading = Puzzles
puzzles-intro = Each puzzle is a position where exactly one move keeps the win (or the draw): find it, and the moves after it.
puzzles-history-link = Your puzzle history
puzzles-history-tail = : every puzzle you tried, and how your rating moved.
puzzles-your-rating = · your puzzle rating { $rating }
puzzles-game-puzzles = { $game } puzzles
puzzles-no-puzzles = { $game }: no puzzles
puzzles-count =
    { $n } { $n ->
       [one] puzzle
       *[other] puzzles
   }
puzzles-daily = Puzzle of the day
puzzles-daily-task =
    { $game }: { $seat } to move and keep the { $goal ->
       [draw] draw
       *[win] win
   }.
puzzles-rating = Rating { $rating }
puzzles-solve-it = Solve it
puzzles-puzzle = Puzzle
puzzles-every-game = Every game's puzzles
puzzles-next = Next puzzle
puzzles-game-page-title = { $game } puzzle — Cubist
puzzles-game-puzzle = { $game } puzzle
puzzles-prompt =
    { $seat } to move: find the only move that keeps the { $goal ->
       [draw] draw
       *[win] win
   }.
puzzles-unrated = (unrated)
puzzles-right = Right:
puzzles-solved = Solved.
puzzles-well-played = Well played.
puzzles-not-the-move = Not the move.
puzzles-puzzle-rating = Puzzle rating { $rating }
puzzles-themes = · themes: { $themes }
puzzles-change = Your puzzle rating: { $before } → { $after } ({ $change })
puzzles-try-again = Try again
puzzles-back = ◀ Back
puzzles-forward = Forward ▶
puzzles-solution-start =
    The solution, { $n } { $n ->
       [one] move
       *[other] moves
   }: the start.
puzzles-solution-step = { $at } of { $total }: { $move }
puzzles-step-through = Step through it with Forward.
puzzles-solution-label = The solution
puzzles-solution = The solution: { $moves }

## sound
sound-moves = Move sound
sound-low-time = Sound at low time

## recover
recover-set-password = Set the new password
recover-password-set = Password set
recover-password-set-text = The password of { $name } is set. Every session of the account was signed out: sign in with the new password.
recover-to-games = To the games
recover-reset-page-title = Set a new password — Cubist
recover-reset-heading = Set a new password
recover-link-once = This link works once, for an hour after it was made.
recover-page-title = Forgot your password — Cubist
recover-help = With the recovery code you wrote down when you made it. A code works once.
recover-help-no-mail = Without one, ask the site's operators for a reset link.
recover-code = Recovery code
recover-write-down = Write this recovery code down now
recover-write-down-rest = and keep it somewhere safe. It is shown only this once; with it you can set a new password if you forget yours. It works once.
recover-make-new = Make a new recovery code
recover-make = Make a recovery code
recover-has = You have a recovery code. A new one replaces it.
recover-has-none = You have no recovery code: make one to be able to set a new password if you forget yours.

## mail
mail-verify-page-title = Verify your e-mail address — Cubist
mail-verifying = Verifying your e-mail address…
mail-verified = E-mail address verified
mail-verified-text = { $address } is verified for { $name }. If you forget your password, a link to set a new one can be mailed there.
mail-link-broken = This link does not work
mail-me-a-link = Mail me a link
mail-no-code = No recovery code?
mail-no-code-help = If your account has a verified e-mail address, a link to set a new password can be mailed there.
mail-remove = Remove the address
mail-none = No e-mail address: add one to have a link mailed if you forget your password.
mail-state-verified = { $address }, verified: a reset link can be mailed there.
mail-state-unverified = { $address }, not verified yet: open the link mailed to it.
mail-set = Set the address
mail-address = E-mail address

## boards
history-page-title = Your puzzles — Cubist
history-heading = Your puzzles
history-guest = Sign in (at the top of the page) to keep your puzzle attempts and a puzzle rating in each game. As a guest, puzzles are unrated and not kept.
history-rated-attempts =
    { $n } { $n ->
       [one] rated attempt
       *[other] rated attempts
   }
history-ratings-label = Your puzzle ratings
history-attempts = Attempts ({ $total })
history-col-puzzle = Puzzle
history-none = No puzzle tried yet.
history-unrated = unrated
history-try-again = Try it again
history-solved = Solved
history-failed = Failed
leaderboard-heading = Leaderboard
leaderboard-page-title = { $pool } leaderboard — Cubist
leaderboard-title = Leaderboard: { $pool }
leaderboard-games-label = Leaderboards of the games
leaderboard-players-label = Number of players
leaderboard-two = Two players
leaderboard-three = Three or more
leaderboard-help = Players who played a rated game in the last 30 days: established ratings first, then provisional ones (marked; a rating is established after a dozen or so rated games).
leaderboard-col-rank = Rank
leaderboard-col-player = Player
leaderboard-col-games = Games
leaderboard-nobody = Nobody yet: players show here after their first rated game.

## replay
replay-not-json = { $file } is not a record: it is not JSON.
replay-open-heading = Open a record
replay-choose-before = Choose a record file written by
replay-choose-or = or
replay-choose-after = (JSON) to step through it.
replay-record-file = Record file
replay-move-number = Move number
replay-time-left = Time left
replay-heading = Replay
replay-title = Replay — { $game }
replay-after-move = After move { $at } of { $total }
replay-move = Move { $at }: { $move }
replay-seat-time = { $name }'s time left
replay-first = First position
replay-previous = Previous move
replay-next = Next move
replay-last = Last position
replay-seat = Seat { $seat }

## review
review-inaccuracy = inaccuracy
review-mistake = mistake
review-blunder = blunder
review-better = Better: { $move }
review-key = Key to the graph
review-review = Review
review-done = Reviewed at level { $level }: { $measure } of each seat.
review-failed = The review failed: { $error }
review-no-reason = no reason given
review-queued = Waiting for the server to review the game…
review-progress = Reviewing: { $done } of { $total } moves
review-col-seat = Seat
review-col-accuracy = Accuracy
review-col-inaccuracies = Inaccuracies (?!)
review-col-mistakes = Mistakes (?)
review-col-blunders = Blunders (??)
review-caption = Accuracy and marks per seat
advantage-title = Advantage graph: each seat's { $measure } after each move
review-measure-win = win probability
review-measure-score = expected score
advantage-start = start
advantage-move = move { $n }
advantage-point-start = Start: { $said }
advantage-point = After move { $n }: { $said }
advantage-unknown = not known

## analysis
analysis-seat-left = A seat left this game before its end: the line stops where it left.
analysis-page-title = Analysis board — Cubist
analysis-game = Game
analysis-position-label = Position (the game's encoding; empty for the start)
analysis-open = Open the board
analysis-intro = Explore any position with the engine beside you: play moves for either side, branch, and share the address.
analysis-variations = Moves and variations
analysis-position-code = Position code
analysis-label = Analysis
analysis-engine = Engine
analysis-replay = Replay the game
analysis-another = Another position
analysis-heading-game = Analysis board — { $game }
analysis-game-page-title = { $game } analysis — Cubist
analysis-after-over = After move { $n }: game over, { $result }
analysis-after-to-move = After move { $n }: { $seats } to move
analysis-over = The game is over.
analysis-nothing = The engine has nothing to say here.
analysis-search = search, level { $level }
analysis-exact-tables = exact, from the endgame tables
analysis-exact-solver = exact, from the solver
analysis-best-for = Best for { $seat } ({ $source }):
analysis-play = Play: { $move }
analysis-tree-move = move { $n }
analysis-tree-move-text = move { $n }, { $text }
analysis-thinking = Thinking…
analysis-no-moves = No moves yet: click a move on the board.

## mod
mod-mark-done = Mark done
mod-close-account = Close account
mod-reopen-account = Reopen account
mod-reset-link = Reset link
mod-reset-link-said = Reset link for { $name }, once, until { $until }: { $link }
mod-void-rating = Void rating
mod-nav-label = Moderation
mod-reports = Reports
mod-audit-log = Audit log
mod-sign-in = Sign in with a moderator’s account (at the top of the page) to see this page.
mod-not-moderator = This page is for the site’s moderators.
mod-dialog-title = { $action }: { $what }
mod-why = Why? The reason is written in the audit log.
mod-reason-needed = Nothing done: a reason is needed.
mod-done = { $action }: done ({ $what }).
mod-failed = { $action } ({ $what }): { $error }
mod-name-first = Write the account’s name first.
mod-page-title = Moderation — Cubist
mod-an-account = An account
mod-account = Account
mod-open-reports = Open reports ({ $n })
mod-no-reports = No open reports.
mod-col-filed = Filed
mod-col-by = By
mod-col-reason = Reason
mod-col-player = Player
mod-col-game = Game
mod-col-what = What happened
mod-closed = (closed)
mod-game-rated = { $game }, rated
mod-running = (running)
mod-report-by = the report by { $name }
mod-game-of = the { $game } game of { $players }
mod-chat = Chat
mod-players-room = Players:
mod-spectators-room = Spectators:
mod-seat-guest = seat { $seat } (a guest)
mod-nobody-wrote = Nobody wrote anything.
mod-log-grant = Role granted
mod-log-revoke = Role taken away
mod-log-close = Account closed
mod-log-reopen = Account reopened
mod-log-report-done = Report marked done
mod-log-void = Rating voided
mod-log-reset-link = Reset link made
mod-log-page-title = Audit log — Cubist
mod-older = Older
mod-col-when = When
mod-col-who = Who
mod-col-action = Action
mod-col-on = On
mod-col-detail = Detail
mod-col-why = Why
mod-command-line = command line

## Tournaments
tournaments-heading = Tournaments
tournaments-page-title = Tournaments — Cubist
tournaments-one-page-title = { $name } — Cubist
tournaments-kind-arena = Arena
tournaments-kind-swiss = Swiss
tournaments-kind-round-robin = Round robin
tournaments-name = { $game } { $kind }
tournaments-minutes =
    { $n } { $n ->
       [one] minute
      *[other] minutes
    }
tournaments-rounds =
    { $n } { $n ->
       [one] round
      *[other] rounds
    }
tournaments-entrants =
    { $n } { $n ->
       [one] player
      *[other] players
    }
tournaments-points =
    { $n } { $n ->
       [one] point
      *[other] points
    }
tournaments-rated = Rated
tournaments-casual = Casual
tournaments-running = Playing now
tournaments-upcoming = Starting soon
tournaments-finished = Finished
tournaments-none-running = No tournament is being played.
tournaments-none-upcoming = No tournament is planned.
tournaments-none-finished = No tournament has finished yet.
tournaments-sign-in-to-create = Sign in to create a tournament.
tournaments-create-heading = Create a tournament
tournaments-field-kind = Kind
tournaments-field-game = Game
tournaments-field-starts = Starts in (minutes)
tournaments-field-minutes = Length (minutes)
tournaments-field-rounds = Rounds
tournaments-field-rated = Rated games
tournaments-field-min-rating = Lowest rating to enter (optional)
tournaments-field-min-games = Fewest rated games to enter (optional)
tournaments-field-code = Entry code
tournaments-field-code-help = With an entry code the tournament is private: it is not listed, and players enter with the code. Share its page and its code.
tournaments-private = Private: players enter with its code
tournaments-conditions = Open to players with { $list }
tournaments-condition-rating = a rating of { $n } or more
tournaments-condition-games =
    { $n } or more rated { $n ->
       [one] game
      *[other] games
    }
tournaments-create = Create
tournaments-starts = Starts { $when }
tournaments-ends = Ends { $when }
tournaments-round = Round { $round } of { $rounds }
tournaments-over = Finished
tournaments-join = Join
tournaments-leave = Leave
tournaments-pause = Pause
tournaments-start = Start now
tournaments-podium = Podium
tournaments-col-score = Points
tournaments-col-buchholz = Buchholz
tournaments-col-sb = Sonneborn–Berger
tournaments-col-played = Games
tournaments-on-fire = On fire: the next game counts double
tournaments-on-fire-mark = 🔥
tournaments-paused = (paused)
tournaments-withdrawn = (withdrawn)
tournaments-standings = Standings
tournaments-nobody = Nobody has joined yet.
tournaments-pairings = Pairings
tournaments-round-n = Round { $n }
tournaments-bye = { $name }: a bye
tournaments-games = Games
tournaments-your-game = Play your game
tournaments-playing = (being played)
tournaments-no-games = No game yet.
tournaments-chat-sign-in = Sign in to write in the chat.
tournaments-chat-none = Nothing said yet.
