# The terminal's words for players: `cubist games`, `rules`, `play`, `replay`, `review`
# and the analysis after a game. Commands typed at the prompts (`moves`, `help`, `quit`,
# `next` …) stay as they are in every language.

## cubist games, cubist rules

cli-games-option-line = {"    "}{ $key } { $values } default { $default } { $help }
cli-games-how-to-set = Set options with --option key=value (e.g. cubist play squadro --option first=light).
cli-rules-options = OPTIONS
cli-rules-option-line = {"  "}{ $key }={ $values }  (default { $default }): { $help }

## cubist play: starting and resuming

cli-play-which-game = which game? e.g. `cubist play squadro` (see `cubist games`)
cli-seat-out-of-range = --seat { $seat }: this game has seats 1 to { $seats }
cli-play-start-secret = { $title }: the seed stays secret until the game ends. Type `help` for commands.
cli-play-start-seed = { $title }: seed { $seed }. Type `help` for commands.
cli-play-clock = Clock: { $control } for each player; the clocks start with the first move.
cli-play-finished-save = { $path } is a finished game: use `cubist replay` to watch it
cli-play-resumed = { $title }: resumed from { $path } after { $actions } actions.

## cubist play: at the prompt

cli-play-pass-screen = Pass the screen to { $seat }. Press Enter when only { $seat } is looking.
cli-play-accept-draw = { $seat }, do you accept the draw? (yes/no)
# Answers taken as "yes" to a draw offer, besides "yes" and "y", separated by commas.
cli-play-yes-answers = yes, y
cli-play-offer-stands = The offer stands until { $seat } moves.
cli-play-advisor = the advisor
cli-play-thinking = { $seat } is thinking…
cli-play-hint = Hint: { $action }
cli-play-hint-exact = Hint: { $action } ({ $verdict }, by the endgame tables)
cli-play-took-back = Took back { $actions } action(s).
cli-play-refused = { $reason }. Type `moves` for the legal moves, `help` for commands.
cli-play-no-move-contains = No legal move contains '{ $text }'.
cli-play-legal-moves = Legal moves ({ $count }): { $moves }
cli-play-saved = Saved to { $path }. Resume with: cubist play --resume { $path }

## cubist play: help

cli-help-intro = Type a move in the game's notation (for example: { $example }), or one of:
cli-help-moves = {"  "}moves [TEXT] list your legal moves (only those containing TEXT)
cli-help-board = {"  "}board        show the board again
cli-help-hint = {"  "}hint         ask the computer for a suggestion
cli-help-undo = {"  "}undo         take back your last move (and the computer's replies)
cli-help-resign = {"  "}resign       give up the game
cli-help-draw = {"  "}draw         offer a draw (the other player answers at once)
cli-help-save = {"  "}save [FILE]  save the game (default { $path })
cli-help-rules = {"  "}rules        show the rules
cli-help-quit = {"  "}quit         save and stop
cli-help-analyse = {"  "}analyse [LEVEL]  once the game is over: step through it, every action judged (level { $level })

## cubist play: the end

cli-play-after-game = Type `analyse` to step through the game with every action judged, or `quit`.
cli-play-game-over-commands = The game is over: `analyse [LEVEL]` steps through it (level { $level } unless named), `quit` stops.
cli-play-quit-saved = Game saved to { $path }. Resume with: cubist play --resume { $path }
cli-play-result-scores = { $result }. Scores: { $scores }
cli-play-seed-was = The seed was { $seed }.
cli-play-record-saved = Record saved to { $path }. Watch it with: cubist replay { $path }

## The clocks

cli-clock-out-of-time = { $seat } out of time

## cubist replay

cli-replay-heading = { $title } — seed { $seed }, seats: { $seats }
cli-replay-clock = Clock: { $control } for each player.
cli-replay-start = Start
cli-replay-time-left = ({ $time } left)
cli-replay-plays = { $seat } plays { $action }
cli-replay-unfinished = (the game was not finished)

## cubist review, and the analysis after a game

cli-review-heading = Review of a game of { $game } at level { $level } (seed { $seed }); values are each mover's { $measure }, each move judged from what its seat knew.
# What a review's values measure: with two seats, and with more.
cli-review-measure-two = win probability
cli-review-measure-more = expected score
cli-review-seat = { $seat } { $name }{ $player }: { $inaccuracies } inaccuracies, { $mistakes } mistakes, { $blunders } blunders in { $actions } actions; { $accuracy }
cli-review-accuracy = accuracy { $percent }%
cli-review-no-accuracy = no action judged
cli-review-forced = (forced)
# A move's mark; `mark` is the English name the review gives it.
cli-review-mark = { $mark ->
    [inaccuracy] inaccuracy
    [mistake] mistake
   *[blunder] blunder
}
cli-review-better = better { $action } { $expected }
cli-review-best = best { $action } { $expected }{ $exact }
cli-analyse-bad-level = Level { $level }: { $reason }.
cli-analyse-cannot = The game cannot be analysed: { $reason }.
cli-analyse-nothing = No action was played: there is nothing to analyse.
cli-analyse-intro = Analysis at level { $level }: `next`, `prev`, `goto N`, `first`, `last`, `quit` (`help` says more).
cli-analyse-start = The start, before any action.
cli-analyse-unknown = { $why } Type `help` for the commands.
cli-analyse-at-last = That was the last action: `prev` or `first` go back.
cli-analyse-at-start = This is the start: `next` goes forward.
cli-analyse-no-such-action = `goto { $n }`: the game has actions 1 to { $last } (0 is the start).
cli-analyse-not-a-command = `{ $text }` is not a command here.
cli-analyse-help-intro = Step through the game's { $actions } actions, each judged as `cubist review` judges it:
cli-analyse-help-next = {"  "}next, n (or Enter)  the next action
cli-analyse-help-prev = {"  "}prev, p             the action before
cli-analyse-help-goto = {"  "}goto N              action N (0: the start)
cli-analyse-help-ends = {"  "}first, last, start  the first action, the last, the start
cli-analyse-help-quit = {"  "}quit                stop
cli-analyse-help-marks = Marks: ?! inaccuracy, ? mistake, ?? blunder; values are the mover's expected result before → after, exact where known (win in 9 → loss in 14).
