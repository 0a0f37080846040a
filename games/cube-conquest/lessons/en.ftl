# The lesson of cube-conquest: each step's title, what the learner is asked, what is said
# of a legal move that is not the answer, and what is said once it is answered.

cube-conquest-lesson-setting-up-title = Setting up
cube-conquest-lesson-setting-up-prompt = You are Red. 25 tiles lie face down, each showing a symbol from the drop (1) to the arrow (6). Each player starts with two cubes on their home edge, yours rank 1; a tile turns face up when a cube first stands on it. Put a cube on b1.
cube-conquest-lesson-setting-up-wrong = That is a fine place, but this step asks for a cube on b1.
cube-conquest-lesson-setting-up-done = The tile under your cube turned face up. The players place two cubes each, then every turn starts by drawing up to 4 cards.

cube-conquest-lesson-moving-title = Moving with a card
cube-conquest-lesson-moving-prompt = Your turn: you drew a 1 (drop), a 2 (hammers) and two 5s (wheels). To move, discard a card: one of your single cubes walks up to that many steps, never through an enemy, and every face-down tile it enters turns up. Walk the cube on b1 two steps forward to b3 with your 2: click the cube on b1, then b3 where it stops, then b2, the tile it passes on the way (a 5 could take it round another way), then your 2.
cube-conquest-lesson-moving-wrong = That move is legal, but this step asks you to walk from b1 to b3 with your 2 (keep the 5s for later).
cube-conquest-lesson-moving-done = Your cube stands on b3 and turned up b2 and b3 on its way. Your 2 is on your discard pile; Blue now takes its turn.

cube-conquest-lesson-reinforcing-title = Reinforcing
cube-conquest-lesson-reinforcing-prompt = Reinforcing brings a cube from your supply: discard a card whose symbol matches a face-up tile, either an empty one next to your cubes (a new cube) or one under your single cube (a second cube: an Outpost, which cannot move or attack but defends with +1). Your cube on d1 stands on hammers and you hold a 2: make it an Outpost.
cube-conquest-lesson-reinforcing-wrong = That is legal, but this step asks you to discard your 2 to make an Outpost on d1.
cube-conquest-lesson-reinforcing-done = d1 holds an Outpost of two red cubes.

cube-conquest-lesson-attacking-title = Attacking
cube-conquest-lesson-attacking-prompt = Blue's cube on b4 stands next to your single cube on b3. A single cube may attack an enemy cube or Outpost next to it (up, down, left or right); you need a card in hand. The winner scores 1 VP, and 10 VP win the game. Attack b4 from b3.
cube-conquest-lesson-attacking-wrong = That is legal, but this step asks your cube on b3 to attack Blue's cube on b4.
cube-conquest-lesson-attacking-done = The attack is declared: now both sides choose a card.

cube-conquest-lesson-choosing-title = Choosing a card in secret
cube-conquest-lesson-choosing-prompt = You and Blue each choose a card in secret; then both are shown. You win with a value equal or higher than Blue's; Blue adds +1 if its card matches the tile under its cube (b4 is a wheel, so a 5 would count 6) and +1 more for an Outpost. The loser's cube is destroyed. Play your strongest card, a 5.
cube-conquest-lesson-choosing-wrong = That card is legal, but a lower card loses to more of Blue's cards: this step asks for your 5.
cube-conquest-lesson-choosing-done = Your 5 is chosen, face down, and Blue chooses its card. One more action you may take on your turn: prepare, discarding two cards to take back one card from your discard pile.
