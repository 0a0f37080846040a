# Review: machine-drafted, awaiting a native speaker's review
# La leçon de cube-attack : le titre de chaque étape, ce qui est demandé, ce qui est dit
# d'un coup légal qui n'est pas la réponse, et ce qui est dit une fois l'étape réussie.

cube-attack-lesson-moving-title = Déplacer une unité
cube-attack-lesson-moving-prompt = Vous jouez Rouge. Votre unité R1 (un cube) se trouve sur votre planète de départ S0. Un tour compte deux actions, et un déplacement mène une unité le long d'une orbite vers une planète reliée. Déplacez R1 vers la Planète Armurerie W0.
cube-attack-lesson-moving-wrong = Ce déplacement est légal, mais cette étape vous demande de déplacer R1 de S0 à W0.
cube-attack-lesson-moving-done = R1 est sur W0. Elle ne pourra jamais revenir : aucune unité n'entre jamais dans une planète de départ.

cube-attack-lesson-arming-title = Armer une unité
cube-attack-lesson-arming-prompt = R1 se trouve sur la Planète Armurerie W0 et il vous reste une action. Activer l'Armurerie arme une unité : sans arme devient courte portée, courte portée devient longue portée. Une unité active au plus une fois par manche. Activez W0 avec R1.
cube-attack-lesson-arming-wrong = C'est légal, mais cette étape vous demande d'activer W0, pour armer R1.
cube-attack-lesson-arming-done = R1 a une arme à courte portée : elle peut attaquer les unités ennemies sur sa propre planète.

cube-attack-lesson-new-unit-title = Une nouvelle unité
cube-attack-lesson-new-unit-prompt = Une nouvelle manche a commencé, et R1 se trouve sur la Planète Cube C0. Activer une Planète Cube amène une nouvelle unité (un cube de votre réserve) sur votre planète de départ. Activez C0 avec R1.
cube-attack-lesson-new-unit-wrong = C'est légal, mais cette étape vous demande d'activer la Planète Cube C0.
cube-attack-lesson-new-unit-done = Une nouvelle unité, R2, se trouve sur S0. Plus vous avez d'unités, plus vous pouvez tenir de lunes.

cube-attack-lesson-moons-title = Marquer sur les lunes
cube-attack-lesson-moons-prompt = À la fin de chaque manche, chaque lune rapporte des points aux équipes qui s'y trouvent : une Demi-Lune 2 points, la Pleine Lune 4, la moitié à chacune quand des équipes la partagent. 64 points donnent la victoire. R1 est sur la Demi-Lune H0. Déplacez-la sur la Pleine Lune F.
cube-attack-lesson-moons-wrong = C'est légal, mais cette étape vous demande de déplacer R1 de H0 à la Pleine Lune F.
cube-attack-lesson-moons-done = R1 tient la Pleine Lune : 4 points pour Rouge à la fin de la manche, si aucun ennemi ne l'y rejoint.

cube-attack-lesson-attacking-title = Attaquer
cube-attack-lesson-attacking-prompt = B1 de Bleu a rejoint R1 sur la Pleine Lune. L'arme à courte portée de R1 atteint les unités ennemies sur sa propre planète (une arme à longue portée atteint aussi les planètes reliées). Chaque attaque retire une vie ; une unité attaque une fois par manche. Attaquez B1 avec R1.
cube-attack-lesson-attacking-wrong = C'est légal, mais cette étape demande à R1 d'attaquer B1 sur la Pleine Lune.
cube-attack-lesson-attacking-done = B1 n'avait qu'une vie et est détruite. Une équipe qui n'a plus d'unité sur le plateau est éliminée, et la dernière équipe en jeu gagne.
