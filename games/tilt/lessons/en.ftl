# The lesson of tilt: each step's title, what the learner is asked, what is said
# of a legal move that is not the answer, and what is said once it is answered.

tilt-lesson-active-title = Active cubes
tilt-lesson-active-prompt = You are Light. A cube placed with no cube beside it stands active, turned 45° (a diamond): its corners fill the four squares beside it, so no cube may be placed there. Dark's active cube on c3 keeps b3, d3, c2 and c4 free. Place your first cube diagonally next to it.
tilt-lesson-active-wrong = That square is not diagonally next to c3: try b2, b4, d2 or d4.
tilt-lesson-active-done = Diagonal squares are not beside a cube, so both cubes stand active.

tilt-lesson-knock-over-title = Sliding knocks cubes over
tilt-lesson-knock-over-prompt = Instead of placing, you may slide one of your active cubes any distance along a rank or a file, through empty squares. Every active cube beside a square it passes is knocked over: it lies inactive and cannot slide. Slide your cube on b1 past Dark's cube on c3 to knock it over.
tilt-lesson-knock-over-wrong = That does not pass beside c3. Slide your cube up the b file, through b3.
tilt-lesson-knock-over-done = Dark's cube on c3 is knocked over: it cannot slide any more.

tilt-lesson-bonus-title = The bonus move
tilt-lesson-bonus-prompt = A slide that ends beside another cube leaves your cube inactive, and earns you a bonus move: place, slide, pick up a cube, or stand a lone cube active again. Slide your cube on b4 so that it stops beside a cube.
tilt-lesson-bonus-wrong = Your cube ends with no cube beside it there: it stands active, and no bonus is earned. Stop next to the cube on c3.
tilt-lesson-bonus-done = Your cube lies beside c3, and you have a bonus move to play.

tilt-lesson-win-title = Leave no move and win
tilt-lesson-win-prompt = A player who at the start of their turn can neither place nor slide loses. You may place only while one of your active cubes could slide, and only active cubes slide. Dark has one cube: knock it over, and end your turn with your cube standing active.
tilt-lesson-win-wrong = After that Dark can still move, or your turn goes on with a bonus move. Slide past c3 and stop where no cube is beside you.
tilt-lesson-win-done = Dark has no active cube left, so it can neither slide nor place: you win.
