# The lesson of zhen: each step's title, what the learner is asked, what is said
# of a legal move that is not the answer, and what is said once it is answered.

zhen-lesson-carry-title = Carrying a stack
zhen-lesson-carry-prompt = You are Red; your goal is at the left end of the line, before tile 1. On your turn you either place a cube from your reserve on an empty tile, or move a tile where you have a cube: you carry all its cubes, both colours, toward your goal, one step for each of your cubes there. A stack that lands on another joins it for good. Move your cube on tile 5 onto Blue's.
zhen-lesson-carry-wrong = That places a cube. Move the stack on tile 5 instead: one red cube, one step.
zhen-lesson-carry-done = Your cube joined Blue's on tile 4: one stack now, which either of you may move.

zhen-lesson-capture-title = Capturing in your goal
zhen-lesson-capture-prompt = A stack may enter your goal only by the exact count of steps, and only if it holds a cube of your opponent's: that cube is then captured, and each captured cube is a point. Your stack on tile 2 holds 2 red cubes and a blue one: capture it.
zhen-lesson-capture-wrong = That places a cube. Move the stack on tile 2: two red cubes, two steps, exactly into your goal.
zhen-lesson-capture-done = The blue cube is in your goal for good: one point to you.

zhen-lesson-end-title = The end of the game
zhen-lesson-end-prompt = When the player to move can do nothing (no cube to place on an empty tile, no stack it may move), the game ends and the other player takes every cube left on the tiles into their own goal. On this short line of three tiles Blue has no cube left in reserve, and its cube on tile 3 may not enter Blue's goal without a red cube to capture. Make the move that leaves Blue stuck.
zhen-lesson-end-wrong = After that Blue can still act. Find the move that leaves Blue nothing to do.
zhen-lesson-end-done = You captured a blue cube, and Blue is stuck: its cube on tile 3 goes to your goal too, and you win 2 to 0.
