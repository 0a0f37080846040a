# Review: machine-drafted, awaiting a native speaker's review
#
# Les phrases du serveur : ses réponses d'erreur et son courrier. L'id de chaque
# message est le `code` de la réponse (docs/server-api.md) et ne change jamais.

## Requests and pages

no-such-page = page introuvable
no-such-file = fichier introuvable
method-not-allowed = ce chemin n'accepte pas cette méthode
http-error = { $reason }
request-not-valid = { $reason }
body-not-read = { $reason }
body-not-valid = { $reason }
query-not-valid = { $reason }
too-many-requests = trop de requêtes depuis cette adresse : ralentissez
cross-site = une requête connectée venant d'un autre site est refusée
client-address-unknown = l'adresse du client est inconnue
internal-error = erreur interne
database-down = la base de données ne répond pas
unknown-language = langue inconnue « { $lang } » (langues parlées : { $spoken })
page-out-of-range = la page doit être comprise entre 1 et { $max }

## Games and their seats

no-such-game = partie introuvable
bad-game = { $reason }
unknown-game = { $reason }
bad-agent = { $reason }
bad-record = { $reason }
bad-clock = pendule : { $reason }
bad-stand-in = { $reason }
bad-stand-in-agent = stand_in : { $reason } (ou `out`)
bad-option = option { $option } : une valeur doit être un texte ou un nombre
bad-games-status = statut « { $status } » : open, running ou over attendu
seats-from-one = les places sont numérotées à partir de 1
rated-away = away_ms : une partie classée utilise le délai d'absence de la plateforme
bad-away = away_ms doit être compris entre { $min } et { $max }
perfect-states = agent { $agent } : sur ce serveur, le joueur parfait peut mémoriser au plus { $n } états
agent-too-strong = l'agent { $agent } demande plus que ce serveur ne permet : au plus { $seconds } s ou { $work } itérations par coup, et { $threads } fils d'exécution
seat-count = la partie a { $expected } places mais { $found } joueurs ont été donnés
no-seat-out = dans { $game }, une place ne peut pas quitter la partie : l'ordinateur doit jouer pour le joueur qui part
game-setup-failed = la partie n'a pas pu être préparée
game-damaged = la partie { $id } est endommagée et ne peut pas être jouée
game-unreadable = la partie ne peut pas être lue
replay-failed = la relecture a échoué
store-failed = la partie n'a pas pu être enregistrée ; rien n'a été joué
move-stored-first = une autre action a été enregistrée d'abord pour le coup { $ply }
computer-failed = un joueur ordinateur a échoué
computer-games-cap = { $who ->
    [account] un compte
   *[address] l'adresse d'un invité
} peut avoir au plus { $cap } parties en cours contre l'ordinateur lancées par lui-même, et en a { $has } : terminez ou abandonnez l'une d'elles d'abord
guest-think-limit = l'ordinateur d'un invité peut réfléchir au plus { $limit_ms } ms par coup sur un seul fil : connectez-vous pour davantage ({ $agent } en demande davantage)
guest-search-limit = l'ordinateur d'un invité peut chercher au plus { $most } itérations par coup dans ce jeu (celles du niveau difficile) ou réfléchir au plus { $limit_ms } ms par coup : connectez-vous pour davantage
token-not-a-seat = ce jeton n'est pas une place de cette partie
seat-needed = il faut le jeton d'une place (ou être connecté comme son joueur) pour { $what ->
    [hint] demander un conseil
    [undo] reprendre un coup
    [rematch] proposer une revanche
    [decline-rematch] refuser une revanche
    [chat] discuter
    [abort] annuler la partie
    [resign] abandonner
    [draw] proposer la nulle
    [decline-draw] refuser la nulle
    [leave] quitter la partie
    [claim] réclamer la partie
   *[play] jouer
}
no-seat-held = vous n'occupez aucune place de cette partie pour { $what ->
    [hint] demander un conseil
    [undo] reprendre un coup
    [rematch] proposer une revanche
    [decline-rematch] refuser une revanche
    [chat] discuter
    [abort] annuler la partie
    [resign] abandonner
    [draw] proposer la nulle
    [decline-draw] refuser la nulle
    [leave] quitter la partie
    [claim] réclamer la partie
   *[play] jouer
}
seat-token-needed = il faut le jeton d'une place pour jouer
game-private = cette partie est privée : on y prend place par les liens envoyés par son créateur
rated-join-sign-in = seuls les joueurs connectés peuvent rejoindre une partie classée
rated-seat-held = cette place classée est occupée par un autre compte
rated-seat-sign-in = la place d'une partie classée se joue connecté : connectez-vous comme son joueur
rated-seat-take-sign-in = la place d'une partie classée se prend connecté : connectez-vous pour la jouer
rated-seat-kind = place { $seat } : les places d'une partie classée sont "me", "human" ou un niveau de l'ordinateur (easy, medium, hard, max), pas { $text }
sign-in-to-create-rated = connectez-vous pour créer une partie classée
me-one-seat = "me" ne peut occuper qu'une place d'une partie
seat-held-already = vous occupez déjà la place { $seat } de cette partie
seat-held-by-other = un autre compte occupe cette place
seat-not-taken = cette place n'a pas pu être prise : réessayez
seat-just-taken = cette place vient d'être prise
seat-not-open = cette place n'est pas libre
no-seat-open = aucune place n'est libre
blocked-player = vous ne pouvez pas jouer contre ce joueur
blocked-in-game = vous ne pouvez pas jouer contre un joueur de cette partie
pair-played-out = ces comptes ont joué { $n } parties classées ensemble ces dernières 24 heures, le maximum permis : jouez celle-ci sans classement, ou plus tard

## Playing

stale-position = la partie a avancé : vous avez vu { $seen } actions mais { $now } ont été jouées
computer-seat = le joueur { $seat } est joué par l'ordinateur
no-such-seat = il n'y a pas de joueur { $seat }
player-gone = le joueur { $seat } ne joue plus dans cette partie
out-of-time = le temps du joueur { $seat } est écoulé
not-to-move = le joueur { $seat } ne peut pas agir maintenant
bad-notation = { $reason }
illegal-move = { $reason }
not-allowed = { $reason }
alone-only = { $reason }
rated-no-help = une partie classée n'a pas de { $what ->
    [undo] reprises de coups
   *[hint] conseils
}
hint-stale = la position a changé pendant que le conseil était calculé : redemandez
undo-secret = la reprise est désactivée dans un jeu à information cachée ou à hasard : rejouer depuis la même graine redistribuerait les mêmes cartes et montrerait la suite
undo-nothing = rien à reprendre
undo-other-moved = un autre joueur a joué depuis : la reprise n'annule que votre dernier coup et les réponses de l'ordinateur
game-over = la partie est terminée
game-ended = la partie s'est terminée
game-ended-with = la partie s'est terminée : { $result }
changed-first = un autre changement a été enregistré d'abord
changed-first-by = un autre changement a été enregistré d'abord : { $event }
record-secret = la feuille de partie d'un jeu à information cachée ou à hasard n'est montrée qu'une fois la partie terminée
no-such-ply = la feuille de partie compte { $actions } actions : il n'y a pas de position après { $asked }
rematch-before-end = une revanche se propose une fois la partie terminée
rematch-refused = { $reason }
too-many-messages = trop de messages : ralentissez
not-a-message = ce n'est pas un message : { $reason }
too-many-websockets = trop de WebSockets ouverts depuis cette adresse

## Seeks

no-such-seek = recherche introuvable
seek-closed = cette recherche n'est plus ouverte
seek-damaged = cette recherche est endommagée
seek-paired = cette recherche a déjà trouvé un adversaire : abandonnez ou quittez plutôt la partie
seek-refuses-you = cette recherche ne vous accepte pas : sa fourchette de classement, ou c'est la vôtre
seek-pairing-lost = une recherche à laquelle celle-ci se serait associée a été prise à ce moment : rien n'a été publié, publiez-la à nouveau
seek-token-wrong = ce jeton n'est pas celui de cette recherche
seek-not-yours = cette recherche appartient à quelqu'un d'autre
seek-token-needed = il faut le jeton de la recherche
seek-body-not-valid = le corps : { $reason }
sign-in-to-seek-rated = connectez-vous pour chercher une partie classée (les invités peuvent en chercher une non classée)
rating-range = une fourchette de classement se situe entre { $lo } et { $hi }
rating-range-reversed = rating_min est supérieur à rating_max
seeks-full-account = { $n ->
    [one] vous avez { $n } recherche ouverte
   *[other] vous avez { $n } recherches ouvertes
}, le maximum pour un joueur : annulez-en une ou attendez une partie
seeks-full-address = { $n ->
    [one] { $n } recherche est ouverte
   *[other] { $n } recherches sont ouvertes
} depuis votre adresse, le maximum pour une adresse : annulez-en une ou attendez une partie

## Chat

chat-empty = un message de discussion a besoin d'un texte
chat-too-long = un message de discussion a au plus { $n } caractères
chat-one-line = un message de discussion tient sur une ligne, sans caractères de contrôle
chat-full = la discussion de cette partie est pleine : chaque salon garde au plus { $n } messages
too-many-chat-messages = trop de messages : attendez un instant avant le suivant
sign-in-to-chat-spectators = connectez-vous pour écrire dans le salon des spectateurs
guest-chat = les invités ne discutent que dans les parties privées non classées : connectez-vous pour discuter ici

## Accounts

not-signed-in = non connecté
sign-in-to = connectez-vous pour { $what ->
    [take-seat] prendre une place avec votre compte
   *[see-games] voir vos parties
}
name-taken = ce nom est déjà pris
name-length = un nom a de { $min } à { $max } caractères
name-characters = un nom ne contient que des lettres, des chiffres, '_' et '-'
name-reserved = ce nom est réservé à l'ordinateur ou au site
password-length = un mot de passe a de { $min } à { $max } caractères
password-hashing-failed = le hachage du mot de passe a échoué
wrong-name-or-password = nom ou mot de passe incorrect
wrong-name-or-code = nom ou code de récupération incorrect
wrong-password = mot de passe incorrect
account-closed = ce compte a été fermé par les modérateurs du site
too-many-sign-ins = trop de tentatives de connexion depuis cette adresse : ralentissez
too-many-failures-name = trop de tentatives échouées sur ce nom depuis cette adresse : réessayez plus tard
too-many-failures = trop de tentatives échouées depuis cette adresse : réessayez plus tard
too-many-sign-ups-address = trop de nouveaux comptes depuis cette adresse : réessayez plus tard
too-many-sign-ups-network = trop de nouveaux comptes depuis ce réseau : réessayez plus tard
too-many-sign-ups-site = trop de nouveaux comptes sur ce site en ce moment : réessayez plus tard
reset-link-dead = ce lien de réinitialisation ne fonctionne pas : il a peut-être déjà servi ou expiré ; demandez-en un nouveau
no-account-named = aucun compte ne s'appelle { $name }
reset-computer = { $name } est un joueur ordinateur : il n'a pas de mot de passe à réinitialiser
no-such-player = joueur introuvable
no-player-named = Aucun joueur nommé { $name }
bad-pool = le groupe doit être { $game } ou { $game }/multi
bad-my-games-status = statut « { $status } » : running ou finished attendu
blocks-full = vous bloquez déjà { $n } joueurs : débloquez-en un d'abord
not-blocked = vous ne bloquez pas ce joueur
block-yourself = vous ne pouvez pas vous bloquer vous-même
block-computer = les niveaux de l'ordinateur ne peuvent pas être bloqués : jouez plutôt contre une personne
sign-in-to-block = connectez-vous pour bloquer des joueurs

## E-mail

no-email-address = ce compte n'a pas d'adresse e-mail
not-an-address = { $address } n'est pas une adresse e-mail
verify-link-dead = ce lien ne fonctionne pas : il a peut-être déjà servi ou expiré ; donnez à nouveau l'adresse pour en recevoir un nouveau
verify-mail-too-soon = un courriel de vérification d'adresse a été envoyé à ce compte il y a moins d'une minute : réessayez dans une minute
mail-reset-answer = Si { $name } a une adresse e-mail vérifiée, un lien pour choisir un nouveau mot de passe est en route vers elle. Il fonctionne pendant { $minutes } minutes.
mail-verify-subject = Vérifiez votre adresse e-mail sur Cubist
mail-verify-body =
    Bonjour { $name },

    cette adresse a été donnée pour le compte Cubist { $name }. Ouvrez ce lien pour la vérifier ; ensuite, si vous oubliez votre mot de passe, un lien pour en choisir un nouveau pourra être envoyé ici :

    { $link }

    Le lien fonctionne une seule fois, pendant { $hours } heures. Si vous n'avez rien demandé, ignorez ce courriel : l'adresse ne sera pas utilisée.
mail-reset-subject = Choisissez un nouveau mot de passe sur Cubist
mail-reset-body =
    Bonjour { $name },

    quelqu'un a demandé à choisir un nouveau mot de passe pour le compte Cubist { $name }. Ouvrez ce lien pour en choisir un ; toutes les sessions du compte seront déconnectées :

    { $link }

    Le lien fonctionne une seule fois, pendant { $minutes } minutes. Si vous n'avez rien demandé, ignorez ce courriel : votre mot de passe reste le même.

## Moderation

moderators-only = seuls les modérateurs peuvent faire cela
why-needed = dites pourquoi ("why") : chaque action de modération est enregistrée avec sa raison
why-too-long = une raison a au plus { $n } caractères
no-such-account = compte introuvable
no-such-report = signalement introuvable
no-such-chat-message = message introuvable
report-done-already = ce signalement est déjà traité
account-already = { $name } est déjà { $state ->
    [closed] fermé
   *[open] ouvert
}
refused = { $reason }
refused-close-computer = les comptes de l'ordinateur ne se ferment pas
refused-close-staff = { $name } est { $role ->
    [admin] administrateur
   *[moderator] modérateur
} : un compte qui a un rôle se ferme en ligne de commande
refused-role-computer = les comptes de l'ordinateur n'ont pas de rôle
bad-limit = la limite doit être comprise entre 1 et { $max }
bad-hours = heures : de 1 à { $max }
before-id-alone = before_id va avec before
report-yourself = vous ne pouvez pas vous signaler vous-même
reports-open = { $n ->
    [one] vous avez { $n } signalement ouvert
   *[other] vous avez { $n } signalements ouverts
} : attendez que les modérateurs les aient lus
reports-per-hour = au plus { $n } signalements par heure
report-chat-needs-game = un message de discussion se signale avec sa partie ("game")
report-needs-subject = nommez le joueur ("player") ou la partie ("game") signalés (ou les deux)
report-bad-reason = raison « { $reason } » : une de { $reasons } attendue
report-too-long = le texte d'un signalement a au plus { $n } caractères
report-needs-text = dites ce qui s'est passé ("text") pour un signalement de raison 'other'
void-not-rated = cette partie n'est pas classée
void-not-over = cette partie est encore en cours : seule une partie terminée peut être annulée
void-aborted = cette partie a été interrompue, ou arrêtée avant que chaque place ait joué deux coups : elle ne compte déjà pour personne
void-already = cette partie est déjà annulée
void-bad-reason = { $reason }
void-not-stored = l'annulation n'a pas pu être enregistrée ; rien n'a changé
void-reason-empty = donnez un motif à l'annulation
void-reason-long = un motif compte au plus { $max } caractères

## Lessons, puzzles, analysis, reviews

bad-lesson-step = étape « { $index } » : les étapes sont numérotées à partir de 0, en chiffres
no-such-lesson = { $reason }
lesson-move-not-read = { $reason }
lesson-failed = la leçon a échoué
lesson-step-broken = cette étape de la leçon ne peut pas être affichée
no-game-named = aucun jeu nommé « { $game } »
no-puzzles = { $game } n'a pas de problèmes à résoudre ici
no-such-puzzle = aucun problème « { $id } »
puzzle-retired = ce problème n'est plus proposé : essayez le suivant
ratings-busy = les classements sont occupés : renvoyez la tentative
sign-in-for-puzzles = connectez-vous pour voir vos problèmes
moves-empty = coups : envoyez au moins un coup
too-many-moves = coups : au plus { $n } coups
move-too-long = coups : « { $start }… » est plus long qu'un coup ne peut l'être
puzzle-broken = ce problème ne peut pas être affiché
puzzle-failed = le problème a échoué
puzzle-attempt-refused = { $reason }
too-many-analyses = trop d'analyses depuis cette adresse : attendez un instant et redemandez
analyses-running = cette adresse a déjà { $n } analyses en cours : attendez qu'une se termine
analysis-busy = l'échiquier d'analyse est occupé : redemandez dans un instant
analysis-of-own-game = c'est la position d'une partie que vous jouez : le moteur l'examine une fois la partie terminée
analysis-game-running = cette partie est encore en cours : son analyse s'ouvre quand elle se termine
analysis-failed = l'analyse de cette position a échoué
analysis-engine-refused = { $reason }
bad-analysis-request = { $reason }
analysis-record-unreadable = la feuille de cette partie ne peut pas être ouverte sur l'échiquier
review-unfinished = la partie n'est pas terminée : seule une partie terminée est analysée
review-guest = un invité ne fait analyser qu'une partie qu'il a jouée : envoyez le jeton de la place, ou connectez-vous
review-changed = l'analyse a changé : redemandez
reviews-under-way = { $who ->
    [account] vous avez
   *[address] les invités de votre adresse ont
} { $n } analyses en cours, le maximum permis : redemandez quand l'une sera terminée
no-review = aucune analyse de cette partie n'a été demandée : envoyez un POST pour en demander une
review-unreadable = l'analyse enregistrée ne peut pas être lue
review-queue-full = la file des analyses est pleine ({ $n } analyses en cours) : redemandez dans quelques minutes
review-request-not-read = la requête ne peut pas être lue : { $reason }
review-failed-stopped = le serveur qui l'analysait s'est arrêté avant la fin : redemandez
review-failed-not-started = l'analyse n'a pas pu démarrer : redemandez dans quelques minutes
review-failed-no-result = l'analyse s'est terminée sans résultat : redemandez
review-failed-refused = l'enregistrement de la partie n'a pas pu être analysé

## Pages (not errors: no code)
page-setup-undrawn = { $game } : la position de départ ; qui joue en premier est tiré au sort au début de la partie
page-api-intro = Un serveur de jeu pour cinq jeux de plateau à cubes :
page-api-links = L'API : { $catalog } (les jeux et leurs options), { $open } (les parties qui attendent un joueur) ; créez une partie avec { $create }. Voir { $doc }.

## Tournaments
tournament-sign-in = connectez-vous pour créer un tournoi ou vous y inscrire
no-such-tournament = ce tournoi n'existe pas
tournament-body-not-valid = le corps : { $reason }
tournament-minutes-needed = une arène a besoin de sa durée en minutes
tournament-minutes-range = une arène dure de { $lo } à { $hi } minutes
tournament-minutes-not-arena = seule une arène a une durée en minutes
tournament-rounds-needed = un tournoi suisse a besoin de son nombre de rondes
tournament-rounds-range = un tournoi suisse a de { $lo } à { $hi } rondes
tournament-rounds-not-swiss = seul un tournoi suisse a un nombre de rondes fixé : celles d'un toutes-rondes découlent de ses joueurs
tournament-table-size = ce jeu avec ces options place { $seats } joueurs à une table
tournament-table-not-yet = les tournois à des tables de plus de deux joueurs ne sont pas encore organisés
tournament-starts-at-range = un tournoi commence entre il y a une minute et dans { $days } jours
tournament-too-many = vous avez déjà { $limit } tournois à venir : attendez que l'un d'eux commence
tournament-already-joined = vous êtes déjà inscrit à ce tournoi
tournament-closed = ce tournoi ne prend plus de joueurs
tournament-full = ce tournoi est complet : { $max } joueurs
tournament-chat-sign-in = connectez-vous pour écrire dans le salon d'un tournoi
tournament-chat-full = le salon de ce tournoi est plein : il garde au plus { $n } messages
tournament-min-rating-range = un classement minimum vaut au plus { $max }
tournament-min-games-range = un nombre minimum de parties classées vaut au plus { $max }
tournament-code-length = un code d'entrée a de { $lo } à { $hi } caractères
tournament-code-needed = ce tournoi est privé : saisissez son code d'entrée
tournament-code-wrong = ce n'est pas le code d'entrée de ce tournoi
tournament-rating-below = ce tournoi accepte les joueurs classés { $min } ou plus à son jeu : votre classement est { $rating }
tournament-games-below = ce tournoi accepte les joueurs ayant au moins { $min } parties classées à son jeu : vous en avez joué { $games }
tournament-not-joined = vous n'êtes pas inscrit à ce tournoi
tournament-finished = ce tournoi est terminé
tournament-not-yours = seul le créateur du tournoi peut l'avancer
tournament-started = ce tournoi a déjà commencé
tournament-not-arena = seuls les joueurs d'une arène peuvent faire une pause
tournament-berserk-not-yet = le berserk n'est pas encore proposé : la pendule d'une partie ne peut pas être réduite de moitié pour un seul joueur
tournament-no-trf = seul un tournoi suisse ou un toutes-rondes de parties à deux a un fichier TRF
tournament-damaged = les données de ce tournoi sont endommagées
