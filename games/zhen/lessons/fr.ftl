# Review: machine-drafted, awaiting a native speaker's review
# La leçon de zhen : le titre de chaque étape, ce qui est demandé, ce qui est dit d'un
# coup légal qui n'est pas la réponse, et ce qui est dit une fois l'étape réussie.

zhen-lesson-carry-title = Emporter une pile
zhen-lesson-carry-prompt = Vous jouez Rouge ; votre but est à l'extrémité gauche de la ligne, avant la case 1. À votre tour, soit vous posez un cube de votre réserve sur une case vide, soit vous déplacez une case où vous avez un cube : vous emportez tous ses cubes, des deux couleurs, vers votre but, d'un pas pour chacun de vos cubes qui s'y trouvent. Une pile qui arrive sur une autre s'y joint pour de bon. Déplacez votre cube de la case 5 sur celui de Bleu.
zhen-lesson-carry-wrong = Ce coup pose un cube. Déplacez plutôt la pile de la case 5 : un cube rouge, un pas.
zhen-lesson-carry-done = Votre cube a rejoint celui de Bleu sur la case 4 : il n'y a plus qu'une pile, que chacun de vous peut déplacer.

zhen-lesson-capture-title = Capturer dans votre but
zhen-lesson-capture-prompt = Une pile ne peut entrer dans votre but qu'avec le nombre exact de pas, et seulement si elle contient un cube de votre adversaire : ce cube est alors capturé, et chaque cube capturé vaut un point. Votre pile de la case 2 contient 2 cubes rouges et un bleu : capturez-le.
zhen-lesson-capture-wrong = Ce coup pose un cube. Déplacez la pile de la case 2 : deux cubes rouges, deux pas, pile dans votre but.
zhen-lesson-capture-done = Le cube bleu est dans votre but pour de bon : un point pour vous.

zhen-lesson-end-title = La fin de la partie
zhen-lesson-end-prompt = Quand le joueur qui a le trait ne peut rien faire (aucun cube à poser sur une case vide, aucune pile qu'il puisse déplacer), la partie se termine et l'autre joueur prend dans son propre but tous les cubes restés sur les cases. Sur cette ligne courte de trois cases, Bleu n'a plus de cube en réserve, et son cube de la case 3 ne peut pas entrer dans le but de Bleu sans un cube rouge à capturer. Jouez le coup qui laisse Bleu bloqué.
zhen-lesson-end-wrong = Après ce coup, Bleu peut encore jouer. Trouvez le coup qui ne laisse rien à faire à Bleu.
zhen-lesson-end-done = Vous avez capturé un cube bleu, et Bleu est bloqué : son cube de la case 3 va aussi dans votre but, et vous gagnez 2 à 0.
