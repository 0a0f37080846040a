# Review: machine-drafted, awaiting a native speaker's review
# La leçon de cube-conquest : le titre de chaque étape, ce qui est demandé, ce qui est
# dit d'un coup légal qui n'est pas la réponse, et ce qui est dit une fois l'étape réussie.

cube-conquest-lesson-setting-up-title = La mise en place
cube-conquest-lesson-setting-up-prompt = Vous jouez Rouge. 25 tuiles sont posées face cachée, chacune portant un symbole de la goutte (1) à la flèche (6). Chaque joueur commence avec deux cubes sur son bord de départ, le vôtre est la rangée 1 ; une tuile se retourne face visible quand un cube s'y pose pour la première fois. Posez un cube en b1.
cube-conquest-lesson-setting-up-wrong = C'est un bon emplacement, mais cette étape demande un cube en b1.
cube-conquest-lesson-setting-up-done = La tuile sous votre cube s'est retournée. Les joueurs posent deux cubes chacun, puis chaque tour commence par piocher jusqu'à avoir 4 cartes.

cube-conquest-lesson-moving-title = Se déplacer avec une carte
cube-conquest-lesson-moving-prompt = À vous : vous avez pioché un 1 (goutte), un 2 (marteaux) et deux 5 (roues). Pour vous déplacer, défaussez une carte : l'un de vos cubes seuls avance d'au plus autant de pas, jamais à travers un ennemi, et chaque tuile face cachée où il entre se retourne. Avancez le cube de b1 de deux pas jusqu'en b3 avec votre 2 : cliquez sur le cube en b1, puis sur b3 où il s'arrête, puis sur b2, la tuile qu'il traverse en chemin (un 5 pourrait lui faire prendre un autre chemin), puis sur votre 2.
cube-conquest-lesson-moving-wrong = Ce déplacement est légal, mais cette étape vous demande d'aller de b1 à b3 avec votre 2 (gardez les 5 pour plus tard).
cube-conquest-lesson-moving-done = Votre cube est en b3 et a retourné b2 et b3 en chemin. Votre 2 est sur votre défausse ; c'est maintenant au tour de Bleu.

cube-conquest-lesson-reinforcing-title = Renforcer
cube-conquest-lesson-reinforcing-prompt = Renforcer amène un cube de votre réserve : défaussez une carte dont le symbole correspond à une tuile face visible, soit une tuile vide à côté de vos cubes (un nouveau cube), soit celle sous l'un de vos cubes seuls (un second cube : un Avant-poste, qui ne peut ni se déplacer ni attaquer mais défend avec +1). Votre cube en d1 est sur des marteaux et vous avez un 2 : faites-en un Avant-poste.
cube-conquest-lesson-reinforcing-wrong = C'est légal, mais cette étape vous demande de défausser votre 2 pour faire un Avant-poste en d1.
cube-conquest-lesson-reinforcing-done = En d1 se trouve un Avant-poste de deux cubes rouges.

cube-conquest-lesson-attacking-title = Attaquer
cube-conquest-lesson-attacking-prompt = Le cube de Bleu en b4 est à côté de votre cube seul en b3. Un cube seul peut attaquer un cube ou un Avant-poste ennemi à côté de lui (en haut, en bas, à gauche ou à droite) ; il vous faut une carte en main. Le vainqueur marque 1 PV, et 10 PV gagnent la partie. Attaquez b4 depuis b3.
cube-conquest-lesson-attacking-wrong = C'est légal, mais cette étape demande à votre cube en b3 d'attaquer le cube de Bleu en b4.
cube-conquest-lesson-attacking-done = L'attaque est déclarée : maintenant les deux camps choisissent une carte.

cube-conquest-lesson-choosing-title = Choisir une carte en secret
cube-conquest-lesson-choosing-prompt = Bleu et vous choisissez chacun une carte en secret ; puis les deux sont montrées. Vous gagnez avec une valeur égale ou supérieure à celle de Bleu ; Bleu ajoute +1 si sa carte correspond à la tuile sous son cube (b4 est une roue, donc un 5 compterait 6) et encore +1 pour un Avant-poste. Le cube du perdant est détruit. Jouez votre carte la plus forte, un 5.
cube-conquest-lesson-choosing-wrong = Cette carte est légale, mais une carte plus faible perd contre davantage de cartes de Bleu : cette étape demande votre 5.
cube-conquest-lesson-choosing-done = Votre 5 est choisi, face cachée, et Bleu choisit sa carte. Il vous reste une action possible à votre tour : vous préparer, en défaussant deux cartes pour reprendre une carte de votre défausse.
