# Review: machine-drafted, awaiting a native speaker's review
# La leçon de squadro : le titre de chaque étape, ce qui est demandé, ce qui est dit
# d'un coup légal qui n'est pas la réponse, et ce qui est dit une fois l'étape réussie.

squadro-lesson-speed-title = Pièces rapides et pièces lentes
squadro-lesson-speed-prompt = Vous jouez Clair : vos cinq pièces partent du bas et font la course jusqu'en haut du plateau, puis reviennent. À votre tour, vous avancez une pièce tout droit d'autant de cases que sa vitesse, indiquée à côté de son départ : 1, 3, 2, 3, 1 du couloir 1 au couloir 5. Avancez l'une de vos pièces les plus rapides.
squadro-lesson-speed-wrong = Cette pièce est une lente. Les pièces des couloirs 2 et 4 avancent de 3 cases d'un coup.
squadro-lesson-speed-done = Trois cases en un coup : c'est la vitesse qui gagne les courses.

squadro-lesson-jump-title = Sauter renvoie une pièce en arrière
squadro-lesson-jump-prompt = Une pièce qui arrive sur une pièce adverse saute par-dessus, se pose juste derrière et s'arrête là. La pièce sautée retourne à son départ (ou, si elle avait déjà fait demi-tour, au côté opposé). La pièce de Foncé du couloir 1 vient d'arriver en d2 : renvoyez-la.
squadro-lesson-jump-wrong = Cette pièce n'atteint pas d2. Votre pièce du couloir 3, en d1 avec une vitesse de 2, l'atteint.
squadro-lesson-jump-done = Sautée : la pièce de Foncé est revenue à son départ et doit retraverser le plateau.

squadro-lesson-far-side-title = Le demi-tour au côté opposé
squadro-lesson-far-side-prompt = Une pièce qui atteint le côté opposé s'y arrête, même s'il lui reste des pas, et fait demi-tour. Au retour, elle avance à la vitesse indiquée du côté opposé : 4 moins sa vitesse à l'aller, si bien que les pièces rapides reviennent lentement. Amenez au côté opposé votre pièce du couloir 2, en c4.
squadro-lesson-far-side-wrong = C'est une autre pièce. Avancez celle du couloir 2 : avec une vitesse de 3, elle atteint le côté opposé depuis c4.
squadro-lesson-far-side-done = Elle a fait demi-tour en c7, et revient maintenant à la vitesse 1.

squadro-lesson-home-title = Quatre pièces rentrées gagnent
squadro-lesson-home-prompt = Une pièce qui revient à son départ après le demi-tour est rentrée et quitte le plateau. Le premier joueur qui rentre quatre pièces gagne. Vous en avez trois : rentrez la quatrième.
squadro-lesson-home-wrong = Cette pièce ne rentre pas avec ce coup. Cherchez une pièce sur le retour assez près de son départ pour sa vitesse.
squadro-lesson-home-done = Quatre pièces rentrées : vous gagnez la course.
