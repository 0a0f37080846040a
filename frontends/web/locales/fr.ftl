# Review: machine-drafted, awaiting a native speaker's review
# The web client's words (frontends/web), from en.ftl.

## page
page-loading = Chargement…
page-not-found = Page introuvable
page-start-a-game = Commencer une partie
nav-label = Site
nav-play = Jouer
nav-my-games = Mes parties
nav-learn = Apprendre
nav-puzzles = Problèmes
nav-tournaments = Tournois
nav-leaderboards = Classements
nav-open-record = Ouvrir un enregistrement
language-label = Langue
error-unreachable = le serveur est injoignable
error-status = le serveur a répondu { $status }

## account
account-label = Compte
account-signed-in-as = Connecté en tant que { $name } : votre page
account-sign-out = Se déconnecter
account-sign-in = Se connecter
account-sign-up = S’inscrire
account-wrote-it-down = Je l’ai noté
account-welcome = Bienvenue, { $name }
account-name = Nom
account-name-help = De 3 à 20 lettres, chiffres, _ ou -.
account-password = Mot de passe
account-password-help = Au moins 8 caractères.
account-want-recovery = Donnez-moi un code de récupération, pour choisir un nouveau mot de passe si j’oublie celui-ci
account-forgot = Mot de passe oublié ?
account-cancel = Annuler
account-change-password = Changer de mot de passe
account-current-password = Mot de passe actuel
account-new-password = Nouveau mot de passe (au moins 8 caractères)
account-new-password-again = Nouveau mot de passe, encore une fois
account-passwords-differ = Le nouveau mot de passe et sa répétition diffèrent.
account-password-changed = Mot de passe changé. Vos autres sessions sont déconnectées.

## lobby
lobby-new-game-label = Nouvelle partie
lobby-games-label = Jeux
lobby-lessons-label = Leçons
lobby-heading = Jouer à un jeu de cubes
lobby-tournaments-label = Tournois bientôt
lobby-tournament-soon =
    { $name } commence { $n ->
       [0] maintenant
       [one] dans { $n } minute
      *[other] dans { $n } minutes
    } — participer
lobby-tournament-running = { $name } se joue maintenant — participer
lobby-new-to-games = Ces jeux vous sont nouveaux ?
lobby-seats = Places
lobby-rated-row = Classée (chaque place doit être vous, un joueur connecté ou un niveau de l’ordinateur)
lobby-listed-row = Laisser n’importe qui rejoindre (les places des amis figurent sous « En attente d’un joueur » ; sinon seuls vos liens les ouvrent)
lobby-start = Commencer { $game }
lobby-new-game = Nouvelle partie : { $game }
lobby-leaderboard = Classement de { $game }
lobby-rules-of = Règles de { $game }
lobby-who-plays = Qui joue { $seat }
lobby-seat-me = Moi
lobby-seat-friend = Un ami (par lien)
lobby-seat-computer = Ordinateur — { $level }
level-easy = facile
level-medium = moyen
level-hard = difficile
level-max = maximum
lobby-one-me = Choisissez « Moi » pour une seule place : invitez vos amis par lien pour les autres.
lobby-moves =
    { $n } { $n ->
       [one] coup
       *[other] coups
   }
lobby-rated-mark = classée
lobby-none = Aucune pour l’instant.
lobby-waiting = En attente d’un joueur
lobby-being-played = En cours
lobby-finished = Terminées
lobby-join-seat = Rejoindre la place { $seat }
lobby-replay = Revoir
lobby-play = Jouer
lobby-watch = Regarder
lobby-vs = contre
lobby-seat-computer-agent = ordinateur ({ $agent })
lobby-seat-open = libre
lobby-seat-guest = un invité

## time
time-untimed = sans pendule
time-per-move = { $span } par coup
time-real = { $name } ({ $initial } + { $inc } s)
time-seconds-short = { $n } s
time-minutes-short = { $n } min
time-days =
    { $n } { $n ->
       [one] jour
       *[other] jours
   }
time-hours =
    { $n } { $n ->
       [one] heure
       *[other] heures
   }
time-minutes =
    { $n } { $n ->
       [one] minute
       *[other] minutes
   }
time-seconds =
    { $n } { $n ->
       [one] seconde
       *[other] secondes
   }
time-away-after = absent après { $span }
time-stand-in = remplaçant { $level }
time-no-hand-back = pas de restitution

## seek
seek-button = Chercher une partie de { $game }
seek-heading-game = Partie rapide : { $game }
seek-heading = Partie rapide
seek-explain = Soyez associé à un autre joueur avec votre cadence.
seek-options = Options
seek-rated = Classée
seek-guests-unrated = Les invités jouent des parties non classées ; connectez-vous pour jouer classé.
seek-range = Classement de l’adversaire (facultatif)
seek-from = De
seek-to = à
seek-rated-word = classée
seek-casual = amicale
seek-looking = Recherche d’un adversaire : { $what }…
seek-cancel = Annuler
seek-elapsed = ({ $s } s)
seek-ended = Votre recherche est { $status } : chercher à nouveau ?
seek-status-open = ouverte
seek-status-paired = appariée
seek-status-cancelled = annulée
seek-status-expired = expirée
seek-gone = Votre recherche a disparu : chercher à nouveau ?
seek-open-heading = Recherches ouvertes
seek-none = Aucune pour l’instant : cherchez une partie ci-dessus, et les autres la verront ici.
seek-guest = un invité
seek-any = tous
seek-for-range = pour { $min }–{ $max }
seek-players-waiting = { $players } joueurs, { $waiting } en attente
seek-accept = Accepter
seek-accept-label = Accepter la recherche de { $game } de { $who }

## choices
choices-untimed = Sans pendule
choices-real-time = Temps réel (minutes + secondes par coup)
choices-correspondence = Par correspondance (temps par coup)
choices-custom = Personnalisé
choices-custom-real = Temps réel personnalisé…
choices-custom-days = Jours par coup personnalisés…
choices-minutes = Minutes
choices-minutes-help = Le temps de chaque joueur au départ (fractions permises : 0,5 vaut 30 s).
choices-seconds = Secondes
choices-seconds-help = Ajoutées au temps d’un joueur après chacun de ses coups.
choices-days = Jours
choices-days-help = Le plus qu’un joueur peut prendre pour chaque coup.
choices-time = Temps
choices-clock = Pendule
choices-clock-help = Le temps de chaque joueur ; celui dont le temps s’écoule perd.
choices-clock-too-short = Une pendule demande au moins { $least } au départ.
choices-negative-increment = Les secondes ajoutées par coup ne peuvent pas être négatives.
choices-move-too-short = Donnez du temps à chaque coup : au moins { $least }.
choices-help-range = { $help } (de { $min } à { $max }).
choices-options = Options
choices-no-options = Ce jeu n’a pas d’options.

## play
play-board-label = Plateau
play-beside-board = À côté du plateau
play-cancel = Annuler
play-cancel-title = Annuler le coup commencé (Échap)
play-type-placeholder = ou tapez un coup
play-type-label = Tapez un coup en notation
play-play = Jouer
play-players = Joueurs
play-confirm-label = Confirmer le coup
play-moves = Coups
play-game = Partie
play-result-label = Résultat
play-board-text = Le plateau en texte
play-next-part = Cliquez maintenant sur la partie suivante de votre coup.
play-no-such-game = Partie introuvable
play-no-such-game-text = Il n’y a pas de partie { $id } sur ce serveur : le lien est peut-être mal tapé ou coupé.
play-back-to-lobby = Retour au salon
play-no-such-game-title = Partie introuvable — Cubist
play-page-title = { $title } — Cubist
play-rated = (classée)
play-you-play = — vous jouez { $seat }
play-seat-number = place { $seat }
play-watching = — en spectateur
play-game-over = Partie terminée :
play-analysis-board = Plateau d’analyse
play-invite = Inviter
play-seat-link = Place { $seat } ({ $name })
play-spectators = Spectateurs
play-hint-tables = Indice : { $move } ({ $verdict }, d’après les tables de finales)
play-hint = Indice : { $move }
play-link-label = Lien { $label }
play-copy = Copier
play-your-move = À vous de jouer
play-waiting-others = En attente des autres
play-computer-thinking = { $names } (ordinateur) réfléchit…
play-to-move = au tour de { $names }
play-report = Signaler { $name }

## turn
turn-title-mark = ● À vous — { $title }
turn-note-title = À vous — { $title }
turn-note-waiting = La partie attend votre coup.
turn-sound = Son à mon tour dans un autre onglet
turn-notify-blocked = Les notifications de ce site sont bloquées dans les réglages du navigateur.
turn-notify = Me prévenir quand c’est mon tour
bars-rating = Classement { $before } → { $after }
bars-computer = ordinateur ({ $agent })
bars-you = vous
bars-guest = un invité
offers-label = Propositions
offers-player = Joueur { $seat }
offers-mine = Vous avez proposé la nulle : elle tient jusqu’à votre coup.
offers-draw = { $name } propose la nulle
offers-accept = Accepter
offers-decline = Refuser
offers-rematch =
    { $names } { $n ->
       [one] propose
       *[other] proposent
   } une revanche
offers-rematch-declined-by = { $name } a refusé la revanche.
offers-rematch-declined = La revanche a été refusée.

## after
confirm-play = Jouer { $move } ?
confirm-confirm = Confirmer
confirm-cancel = Annuler
confirm-moves = Confirmer les coups
finished-new-opponent = Nouvel adversaire
finished-replay = Revoir
finished-review = Analyser
rematch-starts = La revanche commence : ouverture…
rematch-you-offered = Vous avez proposé une revanche.
rematch-waiting-more =
    En attente { $n ->
       [one] d’encore { $n }
       *[other] de { $n } de plus
   }.
rematch-offered = Revanche proposée
rematch-accept = Accepter la revanche
rematch-rematch = Revanche

## moves
moves-secret = un choix secret
moves-last = Dernier coup : { $move }
moves-notation = Notation
flip-title = Voir le plateau de l’autre côté
flip-button = Retourner le plateau

## requests
request-hint = Indice
request-undo = Annuler le coup
request-abort = Interrompre
request-resign = Abandonner
request-offer-draw = Proposer la nulle
request-accept-draw = Accepter la nulle
request-leave = Quitter la partie
request-claim = Réclamer
request-really-resign = Vraiment abandonner ?
request-really-leave = Vraiment quitter la partie ?
request-claim-win = Réclamer la victoire ({ $names } est parti)
request-claim-draw = Réclamer la nulle
request-hand-over = Confier { $names } à l’ordinateur
seat-you-mark = (vous)
seat-out = hors de la partie
seat-away = absent
seat-online = en ligne
seat-offline = hors ligne
clock-out-of-time = , temps écoulé
clock-low-time = , peu de temps
clock-running = , en marche
play-connecting = Connexion…
play-connection-lost = Connexion perdue : reconnexion…
play-computer-silent = Pas de nouvelles du coup de l’ordinateur depuis { $seconds } secondes : nouvelle demande de la partie au serveur…
play-not-sent = Non connecté : le coup n’a pas été envoyé. Reconnexion…
play-trouble-now = Cette page n’a pas pu montrer le dernier coup : elle redemande toute la partie au serveur…
play-trouble-after = Cette page n’a pas pu montrer un coup, elle a donc redemandé toute la partie au serveur.

## chat
chat-messages = Messages du chat
chat-show-spectators = Afficher le salon des spectateurs
chat-message = Message
chat-send = Envoyer
chat-unmute = Réactiver tout le monde
chat-heading = Chat
chat-to-spectators = Message aux spectateurs
chat-to-players = Message aux joueurs
chat-unreadable = Le chat ne peut pas être lu : { $error }
chat-spectator-mark = (spectateur)
chat-mute = Masquer { $name }
chat-report-ask = Signaler ce message aux modérateurs ?
chat-report = Signaler
chat-cancel = Annuler
chat-report-label = Signaler ce message de { $name }
chat-reported = Le message de { $name } a été signalé : les modérateurs le liront.
chat-player = Joueur { $seat }
chat-guest = Invité
pages-newer = ← Plus récents
pages-page = Page { $page } sur { $pages }
pages-older = Plus anciens →

## mygames
mygames-title = Mes parties
mygames-your-move-in = Mes parties : à vous de jouer dans { $n }
mygames-page-title = Mes parties — Cubist
mygames-guest-help = Les parties jouées en invité dans ce navigateur. Connectez-vous pour garder vos parties où que vous jouiez.
mygames-in-play = En cours
mygames-finished = Terminées
mygames-pages-in-play = Pages des parties en cours
mygames-pages-finished = Pages des parties terminées
mygames-heading-count = { $heading } ({ $total })
mygames-col-game = Partie
mygames-col-players = Joueurs
mygames-col-moves = Coups
mygames-col-turn = Tour
mygames-col-ended = Terminée
mygames-col-result = Résultat
mygames-col-rating = Classement
mygames-col-links = Liens
mygames-none-running = Aucune partie en cours.
mygames-none-finished = Aucune partie terminée pour l’instant.
mygames-rated = (classée)
mygames-your-move = À vous
mygames-waiting = En attente
mygames-play = Jouer
mygames-open = Ouvrir
mygames-void = annulée
mygames-unrated = non classée
mygames-the-rematch = La revanche
mygames-accept-rematch = Accepter la revanche
mygames-rematch = Revanche
mygames-replay = Revoir
mygames-computer = l’ordinateur ({ $agent })
mygames-over = terminée
pages-of-games = Pages des parties
pages-of-attempts = Pages des tentatives de problèmes

## players
players-page-title = { $name } — Cubist
players-computer-mark = (ordinateur)
players-computer-level = Un niveau de l’ordinateur : son classement évolue avec les parties qu’il joue contre des personnes.
players-since = Joue depuis le { $date }.
players-download = Télécharger les enregistrements (JSON)
players-ratings = Classements
players-tournaments = Tournois
players-tournament-place =
    { $rank ->
       [1] 1er
      *[other] { $rank }e
    } sur { $of }, { $points } { $points ->
       [one] point
      *[other] points
    }
players-tournament-playing = en cours : { $rank }e au classement, { $points } { $points ->
       [one] point
      *[other] points
    }
players-no-rated = Aucune partie classée pour l’instant.
players-multi = { $game }, trois joueurs ou plus
players-block = Bloquer
players-unblock = Débloquer
players-blocking-title = Vous bloquez { $name } : vous n’êtes jamais associés, et aucun ne rejoint les parties publiques de l’autre.
players-block-title = Ne plus jamais être associé à { $name }.
players-blocked = { $name } est bloqué.
players-unblocked = { $name } n’est plus bloqué.
players-provisional = (provisoire)
players-rated-games =
    { $n } { $n ->
       [one] partie classée
       *[other] parties classées
   }
players-leaderboard = Classement
players-chart-label = Classement { $pool }
players-history-table = L’historique en tableau
players-col-date = Date
players-games-count = Parties ({ $total })
players-computer = l’ordinateur ({ $agent })
chart-label =
    { $label } : { $n } { $n ->
       [one] partie classée
       *[other] parties classées
   }, de { $from } à { $to }
chart-x = Parties classées
chart-y = Classement
chart-point = Partie { $n }, { $date } : { $rating } ± { $deviation }
report-abuse = Injures ou insultes
report-cheating = Triche
report-stalling = Faire traîner ou quitter les parties
report-other = Autre chose
report-no-game = Aucune partie en particulier
report-placeholder = Que s’est-il passé ? Les modérateurs liront ceci.
report-send = Envoyer le signalement
report-reason = Motif
report-game = Partie
report-what = Ce qui s’est passé
report-thanks = Merci : les modérateurs liront votre signalement.
report-summary = Signaler { $name }

## learn
learn-link = Apprendre à jouer à { $game }
learn-page-title = Apprendre à jouer — Cubist
learn-heading = Apprendre à jouer
learn-intro = Chaque leçon prépare quelques positions et demande un coup dans chacune : cliquez-le sur le plateau.
learn-steps =
    { $n } { $n ->
       [one] étape
       *[other] étapes
   }
learn-none = Aucun jeu n’a encore de leçon.
learn-every-lesson = Toutes les leçons
learn-game-page-title = Apprendre { $game } — Cubist
learn-lesson-label = Leçon
learn-game-heading = Apprendre { $game }
learn-the-lobby = Le salon
learn-step-count = Étape { $n } sur { $total }
learn-finished = Vous avez terminé la leçon.
learn-play-computer = Jouer à { $game } contre l’ordinateur
learn-next-step = Étape suivante
learn-correct = Exact :

## puzzles
puzzles-page-title = Problèmes — Cubist
puzzles-heading = Problèmes
puzzles-intro = Chaque problème est une position où un seul coup garde la victoire (ou la nulle) : trouvez-le, puis les coups suivants.
puzzles-history-link = Votre historique des problèmes
puzzles-history-tail = { " " }: chaque problème tenté, et l’évolution de votre classement.
puzzles-your-rating = · votre classement aux problèmes { $rating }
puzzles-game-puzzles = Problèmes de { $game }
puzzles-no-puzzles = { $game } : aucun problème
puzzles-count =
    { $n } { $n ->
       [one] problème
       *[other] problèmes
   }
puzzles-daily = Problème du jour
puzzles-daily-task =
    { $game } : { $seat } joue et garde { $goal ->
       [draw] la nulle
       *[win] la victoire
   }.
puzzles-rating = Classement { $rating }
puzzles-solve-it = Le résoudre
puzzles-puzzle = Problème
puzzles-every-game = Les problèmes de chaque jeu
puzzles-next = Problème suivant
puzzles-game-page-title = Problème de { $game } — Cubist
puzzles-game-puzzle = Problème de { $game }
puzzles-prompt =
    { $seat } joue : trouvez le seul coup qui garde { $goal ->
       [draw] la nulle
       *[win] la victoire
   }.
puzzles-unrated = (non classé)
puzzles-right = Exact :
puzzles-solved = Résolu.
puzzles-well-played = Bien joué.
puzzles-not-the-move = Ce n’est pas le coup.
puzzles-puzzle-rating = Classement du problème { $rating }
puzzles-themes = · thèmes : { $themes }
puzzles-change = Votre classement aux problèmes : { $before } → { $after } ({ $change })
puzzles-try-again = Réessayer
puzzles-back = ◀ Retour
puzzles-forward = Avancer ▶
puzzles-solution-start =
    La solution, { $n } { $n ->
       [one] coup
       *[other] coups
   } : le départ.
puzzles-solution-step = { $at } sur { $total } : { $move }
puzzles-step-through = Parcourez-la avec Avancer.
puzzles-solution-label = La solution
puzzles-solution = La solution : { $moves }

## sound
sound-moves = Son des coups
sound-low-time = Son quand le temps manque

## recover
recover-set-password = Enregistrer le nouveau mot de passe
recover-password-set = Mot de passe enregistré
recover-password-set-text = Le mot de passe de { $name } est enregistré. Toutes les sessions du compte ont été déconnectées : connectez-vous avec le nouveau mot de passe.
recover-to-games = Vers les parties
recover-reset-page-title = Choisir un nouveau mot de passe — Cubist
recover-reset-heading = Choisir un nouveau mot de passe
recover-link-once = Ce lien fonctionne une fois, pendant une heure après sa création.
recover-page-title = Mot de passe oublié — Cubist
recover-help = Avec le code de récupération noté lors de sa création. Un code fonctionne une fois.
recover-help-no-mail = Sans code, demandez un lien de réinitialisation aux responsables du site.
recover-code = Code de récupération
recover-write-down = Notez ce code de récupération maintenant
recover-write-down-rest = et gardez-le en lieu sûr. Il n’est montré que cette fois ; avec lui vous pourrez choisir un nouveau mot de passe si vous oubliez le vôtre. Il fonctionne une fois.
recover-make-new = Créer un nouveau code de récupération
recover-make = Créer un code de récupération
recover-has = Vous avez un code de récupération. Un nouveau le remplace.
recover-has-none = Vous n’avez pas de code de récupération : créez-en un pour pouvoir choisir un nouveau mot de passe si vous oubliez le vôtre.

## mail
mail-verify-page-title = Vérifier votre adresse e-mail — Cubist
mail-verifying = Vérification de votre adresse e-mail…
mail-verified = Adresse e-mail vérifiée
mail-verified-text = { $address } est vérifiée pour { $name }. Si vous oubliez votre mot de passe, un lien pour en choisir un nouveau peut y être envoyé.
mail-link-broken = Ce lien ne fonctionne pas
mail-me-a-link = M’envoyer un lien
mail-no-code = Pas de code de récupération ?
mail-no-code-help = Si votre compte a une adresse e-mail vérifiée, un lien pour choisir un nouveau mot de passe peut y être envoyé.
mail-remove = Supprimer l’adresse
mail-none = Aucune adresse e-mail : ajoutez-en une pour recevoir un lien si vous oubliez votre mot de passe.
mail-state-verified = { $address }, vérifiée : un lien de réinitialisation peut y être envoyé.
mail-state-unverified = { $address }, pas encore vérifiée : ouvrez le lien qui y a été envoyé.
mail-set = Enregistrer l’adresse
mail-address = Adresse e-mail

## boards
history-page-title = Vos problèmes — Cubist
history-heading = Vos problèmes
history-guest = Connectez-vous (en haut de la page) pour garder vos tentatives et un classement aux problèmes dans chaque jeu. En invité, les problèmes ne sont ni classés ni gardés.
history-rated-attempts =
    { $n } { $n ->
       [one] tentative classée
       *[other] tentatives classées
   }
history-ratings-label = Vos classements aux problèmes
history-attempts = Tentatives ({ $total })
history-col-puzzle = Problème
history-none = Aucun problème tenté pour l’instant.
history-unrated = non classé
history-try-again = Le retenter
history-solved = Résolu
history-failed = Échoué
leaderboard-heading = Classement
leaderboard-page-title = Classement de { $pool } — Cubist
leaderboard-title = Classement : { $pool }
leaderboard-games-label = Classements des jeux
leaderboard-players-label = Nombre de joueurs
leaderboard-two = Deux joueurs
leaderboard-three = Trois ou plus
leaderboard-help = Joueurs ayant joué une partie classée ces 30 derniers jours : les classements établis d’abord, puis les provisoires (marqués ; un classement est établi après une douzaine de parties classées).
leaderboard-col-rank = Rang
leaderboard-col-player = Joueur
leaderboard-col-games = Parties
leaderboard-nobody = Personne pour l’instant : les joueurs apparaissent ici après leur première partie classée.

## replay
replay-not-json = { $file } n’est pas un enregistrement : ce n’est pas du JSON.
replay-open-heading = Ouvrir un enregistrement
replay-choose-before = Choisissez un fichier d’enregistrement écrit par
replay-choose-or = ou
replay-choose-after = (JSON) pour le parcourir.
replay-record-file = Fichier d’enregistrement
replay-move-number = Numéro du coup
replay-time-left = Temps restant
replay-heading = Revoir
replay-title = Revoir — { $game }
replay-after-move = Après le coup { $at } sur { $total }
replay-move = Coup { $at } : { $move }
replay-seat-time = Temps restant de { $name }
replay-first = Première position
replay-previous = Coup précédent
replay-next = Coup suivant
replay-last = Dernière position
replay-seat = Place { $seat }

## review
review-inaccuracy = imprécision
review-mistake = erreur
review-blunder = gaffe
review-better = Mieux : { $move }
review-key = Légende du graphique
review-review = Analyse
review-done = Analysée au niveau { $level } : { $measure } de chaque place.
review-failed = L’analyse a échoué : { $error }
review-no-reason = aucune raison donnée
review-queued = En attente de l’analyse de la partie par le serveur…
review-progress = Analyse : { $done } coups sur { $total }
review-col-seat = Place
review-col-accuracy = Précision
review-col-inaccuracies = Imprécisions (?!)
review-col-mistakes = Erreurs (?)
review-col-blunders = Gaffes (??)
review-caption = Précision et marques par place
advantage-title = Graphique de l’avantage : { $measure } de chaque place après chaque coup
review-measure-win = probabilité de gain
review-measure-score = score attendu
advantage-start = départ
advantage-move = coup { $n }
advantage-point-start = Départ : { $said }
advantage-point = Après le coup { $n } : { $said }
advantage-unknown = inconnu

## analysis
analysis-seat-left = Une place a quitté cette partie avant sa fin : la ligne s’arrête là où elle est partie.
analysis-page-title = Plateau d’analyse — Cubist
analysis-game = Jeu
analysis-position-label = Position (le codage du jeu ; vide pour le départ)
analysis-open = Ouvrir le plateau
analysis-intro = Explorez n’importe quelle position avec le moteur à vos côtés : jouez les coups des deux camps, créez des variantes et partagez l’adresse.
analysis-variations = Coups et variantes
analysis-position-code = Code de la position
analysis-label = Analyse
analysis-engine = Moteur
analysis-replay = Revoir la partie
analysis-another = Une autre position
analysis-heading-game = Plateau d’analyse — { $game }
analysis-game-page-title = Analyse de { $game } — Cubist
analysis-after-over = Après le coup { $n } : partie terminée, { $result }
analysis-after-to-move = Après le coup { $n } : au tour de { $seats }
analysis-over = La partie est terminée.
analysis-nothing = Le moteur n’a rien à dire ici.
analysis-search = recherche, niveau { $level }
analysis-exact-tables = exact, d’après les tables de finales
analysis-exact-solver = exact, d’après le solveur
analysis-best-for = Le meilleur pour { $seat } ({ $source }) :
analysis-play = Jouer : { $move }
analysis-tree-move = coup { $n }
analysis-tree-move-text = coup { $n }, { $text }
analysis-thinking = Réflexion…
analysis-no-moves = Aucun coup pour l’instant : cliquez un coup sur le plateau.

## mod
mod-mark-done = Marquer comme traité
mod-close-account = Fermer le compte
mod-reopen-account = Rouvrir le compte
mod-reset-link = Lien de réinitialisation
mod-reset-link-said = Lien de réinitialisation pour { $name }, une fois, jusqu’au { $until } : { $link }
mod-void-rating = Annuler le classement
mod-nav-label = Modération
mod-reports = Signalements
mod-audit-log = Journal d’audit
mod-sign-in = Connectez-vous avec un compte de modérateur (en haut de la page) pour voir cette page.
mod-not-moderator = Cette page est réservée aux modérateurs du site.
mod-dialog-title = { $action } : { $what }
mod-why = Pourquoi ? La raison est inscrite au journal d’audit.
mod-reason-needed = Rien n’a été fait : une raison est nécessaire.
mod-done = { $action } : fait ({ $what }).
mod-failed = { $action } ({ $what }) : { $error }
mod-name-first = Écrivez d’abord le nom du compte.
mod-page-title = Modération — Cubist
mod-an-account = Un compte
mod-account = Compte
mod-open-reports = Signalements ouverts ({ $n })
mod-no-reports = Aucun signalement ouvert.
mod-col-filed = Déposé
mod-col-by = Par
mod-col-reason = Motif
mod-col-player = Joueur
mod-col-game = Partie
mod-col-what = Ce qui s’est passé
mod-closed = (fermé)
mod-game-rated = { $game }, classée
mod-running = (en cours)
mod-report-by = le signalement de { $name }
mod-game-of = la partie de { $game } de { $players }
mod-chat = Chat
mod-players-room = Joueurs :
mod-spectators-room = Spectateurs :
mod-seat-guest = place { $seat } (un invité)
mod-nobody-wrote = Personne n’a rien écrit.
mod-log-grant = Rôle accordé
mod-log-revoke = Rôle retiré
mod-log-close = Compte fermé
mod-log-reopen = Compte rouvert
mod-log-report-done = Signalement traité
mod-log-void = Classement annulé
mod-log-reset-link = Lien de réinitialisation créé
mod-log-page-title = Journal d’audit — Cubist
mod-older = Plus anciens
mod-col-when = Quand
mod-col-who = Qui
mod-col-action = Action
mod-col-on = Sur
mod-col-detail = Détail
mod-col-why = Pourquoi
mod-command-line = ligne de commande

## Tournaments
tournaments-heading = Tournois
tournaments-page-title = Tournois — Cubist
tournaments-one-page-title = { $name } — Cubist
tournaments-kind-arena = Arène
tournaments-kind-swiss = Suisse
tournaments-kind-round-robin = Toutes rondes
tournaments-name = { $kind } de { $game }
tournaments-minutes =
    { $n } { $n ->
       [one] minute
      *[other] minutes
    }
tournaments-rounds =
    { $n } { $n ->
       [one] ronde
      *[other] rondes
    }
tournaments-entrants =
    { $n } { $n ->
       [one] joueur
      *[other] joueurs
    }
tournaments-points =
    { $n } { $n ->
       [one] point
      *[other] points
    }
tournaments-rated = Classé
tournaments-casual = Amical
tournaments-running = En cours
tournaments-upcoming = Bientôt
tournaments-finished = Terminés
tournaments-none-running = Aucun tournoi en cours.
tournaments-none-upcoming = Aucun tournoi prévu.
tournaments-none-finished = Aucun tournoi terminé pour l'instant.
tournaments-sign-in-to-create = Connectez-vous pour créer un tournoi.
tournaments-create-heading = Créer un tournoi
tournaments-field-kind = Type
tournaments-field-game = Jeu
tournaments-field-starts = Commence dans (minutes)
tournaments-field-minutes = Durée (minutes)
tournaments-field-rounds = Rondes
tournaments-field-rated = Parties classées
tournaments-field-min-rating = Classement minimum pour entrer (facultatif)
tournaments-field-min-games = Parties classées minimum pour entrer (facultatif)
tournaments-field-code = Code d’entrée
tournaments-field-code-help = Avec un code d’entrée, le tournoi est privé : il n’est pas listé, et l’on y entre avec le code. Partagez sa page et son code.
tournaments-private = Privé : on y entre avec son code
tournaments-conditions = Ouvert aux joueurs ayant { $list }
tournaments-condition-rating = un classement de { $n } ou plus
tournaments-condition-games =
    { $n } { $n ->
       [one] partie classée
      *[other] parties classées
    } ou plus
tournaments-create = Créer
tournaments-starts = Commence le { $when }
tournaments-ends = Se termine le { $when }
tournaments-round = Ronde { $round } sur { $rounds }
tournaments-over = Terminé
tournaments-join = S'inscrire
tournaments-leave = Se retirer
tournaments-pause = Pause
tournaments-start = Commencer maintenant
tournaments-podium = Podium
tournaments-col-score = Points
tournaments-col-buchholz = Buchholz
tournaments-col-sb = Sonneborn–Berger
tournaments-col-played = Parties
tournaments-on-fire = En série : la prochaine partie compte double
tournaments-on-fire-mark = 🔥
tournaments-paused = (en pause)
tournaments-withdrawn = (retiré)
tournaments-standings = Classement
tournaments-nobody = Personne n'est encore inscrit.
tournaments-pairings = Appariements
tournaments-round-n = Ronde { $n }
tournaments-bye = { $name } : exempt
tournaments-games = Parties
tournaments-your-game = Jouer votre partie
tournaments-playing = (en cours)
tournaments-no-games = Aucune partie pour l'instant.
tournaments-chat-sign-in = Connectez-vous pour écrire dans le salon.
tournaments-chat-none = Rien n’a encore été dit.
