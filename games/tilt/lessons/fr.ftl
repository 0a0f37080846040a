# Review: machine-drafted, awaiting a native speaker's review
# La leçon de tilt : le titre de chaque étape, ce qui est demandé, ce qui est dit d'un
# coup légal qui n'est pas la réponse, et ce qui est dit une fois l'étape réussie.

tilt-lesson-active-title = Les cubes actifs
tilt-lesson-active-prompt = Vous jouez Clair. Un cube posé sans aucun cube à côté se tient actif, tourné de 45° (un losange) : ses coins remplissent les quatre cases voisines, si bien qu'on ne peut y poser aucun cube. Le cube actif de Foncé en c3 garde libres b3, d3, c2 et c4. Posez votre premier cube en diagonale à côté de lui.
tilt-lesson-active-wrong = Cette case n'est pas en diagonale à côté de c3 : essayez b2, b4, d2 ou d4.
tilt-lesson-active-done = Les cases en diagonale ne sont pas à côté d'un cube, donc les deux cubes restent actifs.

tilt-lesson-knock-over-title = Glisser renverse les cubes
tilt-lesson-knock-over-prompt = Au lieu de poser, vous pouvez faire glisser l'un de vos cubes actifs d'autant de cases que vous voulez le long d'une rangée ou d'une colonne, à travers des cases vides. Chaque cube actif à côté d'une case qu'il traverse est renversé : il est couché, inactif, et ne peut plus glisser. Faites glisser votre cube de b1 au-delà du cube de Foncé en c3 pour le renverser.
tilt-lesson-knock-over-wrong = Ce coup ne passe pas à côté de c3. Faites monter votre cube le long de la colonne b, en passant par b3.
tilt-lesson-knock-over-done = Le cube de Foncé en c3 est renversé : il ne peut plus glisser.

tilt-lesson-bonus-title = Le coup bonus
tilt-lesson-bonus-prompt = Une glissade qui s'arrête à côté d'un autre cube laisse votre cube inactif, et vous vaut un coup bonus : poser, glisser, reprendre un cube, ou redresser un cube isolé pour le rendre actif. Faites glisser votre cube de b4 pour qu'il s'arrête à côté d'un cube.
tilt-lesson-bonus-wrong = Là, votre cube s'arrête sans cube à côté : il se tient actif, et aucun coup bonus n'est gagné. Arrêtez-vous à côté du cube en c3.
tilt-lesson-bonus-done = Votre cube est couché à côté de c3, et vous avez un coup bonus à jouer.

tilt-lesson-win-title = Ne laisser aucun coup et gagner
tilt-lesson-win-prompt = Un joueur qui, au début de son tour, ne peut ni poser ni glisser a perdu. Vous ne pouvez poser que tant que l'un de vos cubes actifs pourrait glisser, et seuls les cubes actifs glissent. Foncé n'a qu'un cube : renversez-le, et finissez votre tour avec votre cube debout, actif.
tilt-lesson-win-wrong = Après ce coup, Foncé peut encore jouer, ou votre tour continue avec un coup bonus. Glissez au-delà de c3 et arrêtez-vous là où aucun cube n'est à côté de vous.
tilt-lesson-win-done = Foncé n'a plus de cube actif, il ne peut donc ni glisser ni poser : vous gagnez.
