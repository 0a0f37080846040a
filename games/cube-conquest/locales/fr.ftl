# Review: machine-drafted, awaiting a native speaker's review

# Reasons still written in English by the rules (check.rs); each gets a message of
# its own as the game's words move here.
cube-conquest-reason = { $why }

## Seats
cube-conquest-red = Rouge
cube-conquest-blue = Bleu
cube-conquest-green = Vert
cube-conquest-yellow = Jaune

## Options: their labels and help in the setup form, and why options are refused
cube-conquest-option-size-label = Taille du plateau
cube-conquest-option-size = côté du plateau carré de tuiles face cachée (size² des 36 tuiles sont utilisées)
cube-conquest-option-players-label = Joueurs
cube-conquest-option-players = nombre de joueurs
cube-conquest-option-decks-label = Pioches
cube-conquest-option-decks = own = une pioche et une défausse par joueur ; shared = une pioche de 3 couleurs (54 cartes) pour tous ; auto = own à 2 joueurs, shared à 3-4
cube-conquest-option-decks-auto = Une chacun à 2 joueurs, commune à 3–4
cube-conquest-option-decks-own = Une par joueur
cube-conquest-option-decks-shared = Une pioche commune
cube-conquest-option-copies-label = Exemplaires de chaque symbole
cube-conquest-option-copies = exemplaires de chaque symbole dans la pioche d'une couleur : 3 donne la pioche de 18 cartes
cube-conquest-option-cubes-label = Cubes par joueur
cube-conquest-option-cubes = cubes que possède chaque joueur, les 2 cubes de mise en place compris
cube-conquest-option-cap = la partie se termine après ce nombre d'actions : le plus de PV gagne, à PV égaux c'est une égalité
cube-conquest-option-destroyed-label = Cubes détruits
cube-conquest-option-destroyed = un cube détruit retourne dans la réserve de son propriétaire, ou est retiré du jeu
cube-conquest-option-destroyed-supply = Retour dans la réserve du propriétaire
cube-conquest-option-destroyed-removed = Retirés du jeu
cube-conquest-option-first = qui place et joue en premier (par défaut : tiré au sort à partir de la graine)
cube-conquest-option-players-range = il faut de 2 à 4 joueurs
cube-conquest-option-size-too-small = un plateau de taille { $size } n'a pas la place pour { $players } bords de départ : utilisez size=4 ou plus
cube-conquest-option-counts = copies doit valoir de 1 à 6, cubes au moins 2, cap au moins 20
cube-conquest-option-first-absent = first={ $first }, mais il n'y a que { $players } joueurs
