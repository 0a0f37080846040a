# The lesson of cube-attack: each step's title, what the learner is asked, what is said
# of a legal move that is not the answer, and what is said once it is answered.

cube-attack-lesson-moving-title = Moving a unit
cube-attack-lesson-moving-prompt = You are Red. Your unit R1 (one cube) stands on your Starting planet S0. A turn is two actions, and a move takes a unit along an orbit to a linked planet. Move R1 to the Planet Weaponry W0.
cube-attack-lesson-moving-wrong = That move is legal, but this step asks you to move R1 from S0 to W0.
cube-attack-lesson-moving-done = R1 is on W0. It can never go back: no unit ever enters a Starting planet.

cube-attack-lesson-arming-title = Arming a unit
cube-attack-lesson-arming-prompt = R1 stands on the Planet Weaponry W0 and you have one action left. Activating Weaponry arms a unit: no weapon becomes short range, short range becomes long range. A unit activates at most once a round. Activate W0 with R1.
cube-attack-lesson-arming-wrong = That is legal, but this step asks you to activate W0, to arm R1.
cube-attack-lesson-arming-done = R1 has a short-range weapon: it can attack enemy units on its own planet.

cube-attack-lesson-new-unit-title = A new unit
cube-attack-lesson-new-unit-prompt = A new round has begun, and R1 stands on the Planet Cube C0. Activating a Planet Cube brings a new unit (a cube from your supply) onto your Starting planet. Activate C0 with R1.
cube-attack-lesson-new-unit-wrong = That is legal, but this step asks you to activate the Planet Cube C0.
cube-attack-lesson-new-unit-done = A new unit, R2, stands on S0. The more units you have, the more moons you can hold.

cube-attack-lesson-moons-title = Scoring on the moons
cube-attack-lesson-moons-prompt = At the end of every round each moon scores for the teams on it: a Half Moon 2 points, the Full Moon 4, half of that each when teams share it. 64 points win. R1 is on the Half Moon H0. Move it onto the Full Moon F.
cube-attack-lesson-moons-wrong = That is legal, but this step asks you to move R1 from H0 to the Full Moon F.
cube-attack-lesson-moons-done = R1 holds the Full Moon: 4 points for Red at the end of the round, if no enemy joins it there.

cube-attack-lesson-attacking-title = Attacking
cube-attack-lesson-attacking-prompt = Blue's B1 has joined R1 on the Full Moon. R1's short-range weapon reaches enemy units on its own planet (a long-range one reaches the linked planets too). Each attack takes a life; a unit attacks once a round. Attack B1 with R1.
cube-attack-lesson-attacking-wrong = That is legal, but this step asks R1 to attack B1 on the Full Moon.
cube-attack-lesson-attacking-done = B1 had one life and is destroyed. A team left with no unit on the board is out, and the last team standing wins.
