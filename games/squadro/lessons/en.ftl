# The lesson of squadro: each step's title, what the learner is asked, what is said
# of a legal move that is not the answer, and what is said once it is answered.

squadro-lesson-speed-title = Fast and slow pieces
squadro-lesson-speed-prompt = You are Light: your five pieces start at the bottom and race up the board and back. On your turn you move one piece straight ahead as many squares as its speed, marked beside its start: 1, 3, 2, 3, 1 from lane 1 to lane 5. Move one of your fastest pieces.
squadro-lesson-speed-wrong = That piece is a slow one. The pieces in lanes 2 and 4 move 3 squares at once.
squadro-lesson-speed-done = Three squares in one move: speed is what wins races.

squadro-lesson-jump-title = Jumping sends a piece back
squadro-lesson-jump-prompt = A piece that steps onto an opponent's piece jumps over it, lands just behind it and stops there. The jumped piece goes back to its start (or, if it had already turned, to the far side). Dark's lane-1 piece has just moved to d2: send it back.
squadro-lesson-jump-wrong = That piece does not reach d2. Your lane-3 piece, on d1 with speed 2, does.
squadro-lesson-jump-done = Jumped: Dark's piece is back at its start and must cross the board again.

squadro-lesson-far-side-title = Turning at the far side
squadro-lesson-far-side-prompt = A piece that reaches the far side stops there, even with steps left, and turns around. On the way back it moves at the speed marked on the far side: 4 minus its speed out, so fast pieces come back slowly. Bring your lane-2 piece on c4 to the far side.
squadro-lesson-far-side-wrong = That is another piece. Move the one in lane 2: with speed 3 it reaches the far side from c4.
squadro-lesson-far-side-done = It turned at c7, and now comes back at speed 1.

squadro-lesson-home-title = Four home wins
squadro-lesson-home-prompt = A piece that gets back to its start after the turn is home and leaves the board. The first player with four pieces home wins. You have three: bring a fourth home.
squadro-lesson-home-wrong = That piece does not reach home this move. Look for a returning piece close enough to its start for its speed.
squadro-lesson-home-done = Four pieces home: you win the race.
