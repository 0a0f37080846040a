# Review: machine-drafted, awaiting a native speaker's review
# The web client's words (frontends/web), from en.ftl.

## page
page-loading = Cargando…
page-not-found = Esta página no existe
page-start-a-game = Empezar una partida
nav-label = Sitio
nav-play = Jugar
nav-my-games = Mis partidas
nav-learn = Aprender
nav-puzzles = Problemas
nav-tournaments = Torneos
nav-leaderboards = Clasificaciones
nav-open-record = Abrir un registro
language-label = Idioma
error-unreachable = no se puede contactar con el servidor
error-status = el servidor respondió { $status }

## account
account-label = Cuenta
account-signed-in-as = Sesión iniciada como { $name }: tu página
account-sign-out = Cerrar sesión
account-sign-in = Iniciar sesión
account-sign-up = Registrarse
account-wrote-it-down = Ya lo he apuntado
account-welcome = Te damos la bienvenida, { $name }
account-name = Nombre
account-name-help = De 3 a 20 letras, cifras, _ o -.
account-password = Contraseña
account-password-help = Al menos 8 caracteres.
account-want-recovery = Dame un código de recuperación, para poner una contraseña nueva si olvido esta
account-forgot = ¿Has olvidado tu contraseña?
account-cancel = Cancelar
account-change-password = Cambiar la contraseña
account-current-password = Contraseña actual
account-new-password = Contraseña nueva (al menos 8 caracteres)
account-new-password-again = Repite la contraseña nueva
account-passwords-differ = La contraseña nueva y su repetición no coinciden.
account-password-changed = Contraseña cambiada. Tus otras sesiones se han cerrado.

## lobby
lobby-new-game-label = Partida nueva
lobby-games-label = Juegos
lobby-lessons-label = Lecciones
lobby-heading = Juega a un juego de cubos
lobby-tournaments-label = Torneos próximos
lobby-tournament-soon =
    { $name } empieza { $n ->
       [0] ahora
       [one] en { $n } minuto
      *[other] en { $n } minutos
    } — participar
lobby-tournament-running = { $name } se está jugando — participar
lobby-new-to-games = ¿Nuevo en estos juegos?
lobby-seats = Puestos
lobby-rated-row = Puntuable (cada puesto debe ser tuyo, de un jugador con sesión iniciada o de un nivel del ordenador)
lobby-listed-row = Dejar que cualquiera se una (los puestos de los amigos aparecen en «Esperando a un jugador»; si no, solo tus enlaces los abren)
lobby-start = Empezar { $game }
lobby-new-game = Partida nueva: { $game }
lobby-leaderboard = Clasificación de { $game }
lobby-rules-of = Reglas de { $game }
lobby-who-plays = Quién juega { $seat }
lobby-seat-me = Yo
lobby-seat-friend = Un amigo (por enlace)
lobby-seat-computer = Ordenador — { $level }
level-easy = fácil
level-medium = medio
level-hard = difícil
level-max = máximo
lobby-one-me = Elige «Yo» para un solo puesto: invita a tus amigos por enlace para los demás.
lobby-moves =
    { $n } { $n ->
       [one] jugada
       *[other] jugadas
   }
lobby-rated-mark = puntuable
lobby-none = Ninguna por ahora.
lobby-waiting = Esperando a un jugador
lobby-being-played = En juego
lobby-finished = Terminadas
lobby-join-seat = Unirse en el puesto { $seat }
lobby-replay = Repetición
lobby-play = Jugar
lobby-watch = Mirar
lobby-vs = contra
lobby-seat-computer-agent = ordenador ({ $agent })
lobby-seat-open = libre
lobby-seat-guest = un invitado

## time
time-untimed = sin reloj
time-per-move = { $span } por jugada
time-real = { $name } ({ $initial } + { $inc } s)
time-seconds-short = { $n } s
time-minutes-short = { $n } min
time-days =
    { $n } { $n ->
       [one] día
       *[other] días
   }
time-hours =
    { $n } { $n ->
       [one] hora
       *[other] horas
   }
time-minutes =
    { $n } { $n ->
       [one] minuto
       *[other] minutos
   }
time-seconds =
    { $n } { $n ->
       [one] segundo
       *[other] segundos
   }
time-away-after = ausente tras { $span }
time-stand-in = sustituto { $level }
time-no-hand-back = sin devolución

## seek
seek-button = Buscar una partida de { $game }
seek-heading-game = Partida rápida: { $game }
seek-heading = Partida rápida
seek-explain = Te emparejamos con otro jugador con tu mismo control de tiempo.
seek-options = Opciones
seek-rated = Puntuable
seek-guests-unrated = Los invitados juegan partidas no puntuables; inicia sesión para jugar puntuables.
seek-range = Puntuación del rival (opcional)
seek-from = Desde
seek-to = hasta
seek-rated-word = puntuable
seek-casual = amistosa
seek-looking = Buscando rival: { $what }…
seek-cancel = Cancelar
seek-elapsed = ({ $s } s)
seek-ended = Tu búsqueda quedó { $status }: ¿buscar otra vez?
seek-status-open = abierta
seek-status-paired = emparejada
seek-status-cancelled = cancelada
seek-status-expired = caducada
seek-gone = Tu búsqueda ya no existe: ¿buscar otra vez?
seek-open-heading = Búsquedas abiertas
seek-none = Ninguna por ahora: busca una partida arriba y los demás la verán aquí.
seek-guest = un invitado
seek-any = cualquiera
seek-for-range = para { $min }–{ $max }
seek-players-waiting = { $players } jugadores, { $waiting } esperando
seek-accept = Aceptar
seek-accept-label = Aceptar la búsqueda de { $game } de { $who }

## choices
choices-untimed = Sin reloj
choices-real-time = Tiempo real (minutos + segundos por jugada)
choices-correspondence = Por correspondencia (tiempo por jugada)
choices-custom = Personalizado
choices-custom-real = Tiempo real personalizado…
choices-custom-days = Días por jugada personalizados…
choices-minutes = Minutos
choices-minutes-help = El tiempo de cada jugador al empezar (se admiten fracciones: 0,5 son 30 s).
choices-seconds = Segundos
choices-seconds-help = Se suman al tiempo de un jugador tras cada una de sus jugadas.
choices-days = Días
choices-days-help = Lo máximo que un jugador puede tardar en cada jugada.
choices-time = Tiempo
choices-clock = Reloj
choices-clock-help = El tiempo de cada jugador; quien agota su tiempo pierde.
choices-clock-too-short = Un reloj necesita al menos { $least } al empezar.
choices-negative-increment = Los segundos añadidos por jugada no pueden ser negativos.
choices-move-too-short = Da algo de tiempo a cada jugada: al menos { $least }.
choices-help-range = { $help } (de { $min } a { $max }).
choices-options = Opciones
choices-no-options = Este juego no tiene opciones.

## play
play-board-label = Tablero
play-beside-board = Junto al tablero
play-cancel = Cancelar
play-cancel-title = Cancelar la jugada empezada (Esc)
play-type-placeholder = o escribe una jugada
play-type-label = Escribe una jugada en notación
play-play = Jugar
play-players = Jugadores
play-confirm-label = Confirmar la jugada
play-moves = Jugadas
play-game = Partida
play-result-label = Resultado
play-board-text = El tablero como texto
play-next-part = Ahora haz clic en la siguiente parte de tu jugada.
play-no-such-game = Esta partida no existe
play-no-such-game-text = No hay ninguna partida { $id } en este servidor: puede que el enlace esté mal escrito o cortado.
play-back-to-lobby = Volver a la sala
play-no-such-game-title = Esta partida no existe — Cubist
play-page-title = { $title } — Cubist
play-rated = (puntuable)
play-you-play = — juegas con { $seat }
play-seat-number = puesto { $seat }
play-watching = — como espectador
play-game-over = Partida terminada:
play-analysis-board = Tablero de análisis
play-invite = Invitar
play-seat-link = Puesto { $seat } ({ $name })
play-spectators = Espectadores
play-hint-tables = Pista: { $move } ({ $verdict }, según las tablas de finales)
play-hint = Pista: { $move }
play-link-label = Enlace de { $label }
play-copy = Copiar
play-your-move = Te toca
play-waiting-others = Esperando a los demás
play-computer-thinking = { $names } (ordenador) está pensando…
play-to-move = turno de { $names }
play-report = Denunciar a { $name }

## turn
turn-title-mark = ● Te toca — { $title }
turn-note-title = Te toca — { $title }
turn-note-waiting = La partida espera tu jugada.
turn-sound = Sonido en mi turno en otra pestaña
turn-notify-blocked = Las notificaciones de este sitio están bloqueadas en los ajustes del navegador.
turn-notify = Avisarme cuando sea mi turno
bars-rating = Puntuación { $before } → { $after }
bars-computer = ordenador ({ $agent })
bars-you = tú
bars-guest = un invitado
offers-label = Ofertas
offers-player = Jugador { $seat }
offers-mine = Has ofrecido tablas: la oferta sigue hasta que muevas.
offers-draw = { $name } ofrece tablas
offers-accept = Aceptar
offers-decline = Rechazar
offers-rematch =
    { $names } { $n ->
       [one] ofrece
       *[other] ofrecen
   } la revancha
offers-rematch-declined-by = { $name } ha rechazado la revancha.
offers-rematch-declined = La revancha ha sido rechazada.

## after
confirm-play = ¿Jugar { $move }?
confirm-confirm = Confirmar
confirm-cancel = Cancelar
confirm-moves = Confirmar las jugadas
finished-new-opponent = Nuevo rival
finished-replay = Repetición
finished-review = Analizar
rematch-starts = Empieza la revancha: abriéndola…
rematch-you-offered = Has ofrecido la revancha.
rematch-waiting-more = Esperando a { $n } más.
rematch-offered = Revancha ofrecida
rematch-accept = Aceptar la revancha
rematch-rematch = Revancha

## moves
moves-secret = una elección secreta
moves-last = Última jugada: { $move }
moves-notation = Notación
flip-title = Ver el tablero desde el otro lado
flip-button = Girar el tablero

## requests
request-hint = Pista
request-undo = Deshacer
request-abort = Anular
request-resign = Rendirse
request-offer-draw = Ofrecer tablas
request-accept-draw = Aceptar las tablas
request-leave = Abandonar la partida
request-claim = Reclamar
request-really-resign = ¿Seguro que te rindes?
request-really-leave = ¿Seguro que abandonas la partida?
request-claim-win = Reclamar la victoria ({ $names } se fue)
request-claim-draw = Reclamar tablas
request-hand-over = Pasar { $names } al ordenador
seat-you-mark = (tú)
seat-out = fuera de la partida
seat-away = ausente
seat-online = conectado
seat-offline = desconectado
clock-out-of-time = , sin tiempo
clock-low-time = , poco tiempo
clock-running = , en marcha
play-connecting = Conectando…
play-connection-lost = Conexión perdida: reconectando…
play-computer-silent = Sin noticias de la jugada del ordenador desde hace { $seconds } segundos: pidiendo de nuevo la partida al servidor…
play-not-sent = Sin conexión: la jugada no se ha enviado. Reconectando…
play-trouble-now = Esta página no pudo mostrar la última jugada: está pidiendo de nuevo toda la partida al servidor…
play-trouble-after = Esta página no pudo mostrar una jugada, así que pidió de nuevo toda la partida al servidor.

## chat
chat-messages = Mensajes del chat
chat-show-spectators = Mostrar la sala de los espectadores
chat-message = Mensaje
chat-send = Enviar
chat-unmute = Reactivar a todos
chat-heading = Chat
chat-to-spectators = Mensaje a los espectadores
chat-to-players = Mensaje a los jugadores
chat-unreadable = No se puede leer el chat: { $error }
chat-spectator-mark = (espectador)
chat-mute = Silenciar a { $name }
chat-report-ask = ¿Denunciar este mensaje a los moderadores?
chat-report = Denunciar
chat-cancel = Cancelar
chat-report-label = Denunciar este mensaje de { $name }
chat-reported = El mensaje de { $name } ha sido denunciado: los moderadores lo leerán.
chat-player = Jugador { $seat }
chat-guest = Invitado
pages-newer = ← Más recientes
pages-page = Página { $page } de { $pages }
pages-older = Más antiguos →

## mygames
mygames-title = Mis partidas
mygames-your-move-in = Mis partidas: te toca en { $n }
mygames-page-title = Mis partidas — Cubist
mygames-guest-help = Las partidas que has jugado como invitado en este navegador. Inicia sesión para conservarlas dondequiera que juegues.
mygames-in-play = En juego
mygames-finished = Terminadas
mygames-pages-in-play = Páginas de partidas en juego
mygames-pages-finished = Páginas de partidas terminadas
mygames-heading-count = { $heading } ({ $total })
mygames-col-game = Partida
mygames-col-players = Jugadores
mygames-col-moves = Jugadas
mygames-col-turn = Turno
mygames-col-ended = Terminada
mygames-col-result = Resultado
mygames-col-rating = Puntuación
mygames-col-links = Enlaces
mygames-none-running = Ninguna partida en juego.
mygames-none-finished = Todavía no hay partidas terminadas.
mygames-rated = (puntuable)
mygames-your-move = Te toca
mygames-waiting = Esperando
mygames-play = Jugar
mygames-open = Abrir
mygames-void = anulada
mygames-unrated = no puntuable
mygames-the-rematch = La revancha
mygames-accept-rematch = Aceptar la revancha
mygames-rematch = Revancha
mygames-replay = Repetición
mygames-computer = el ordenador ({ $agent })
mygames-over = terminada
pages-of-games = Páginas de partidas
pages-of-attempts = Páginas de intentos de problemas

## players
players-page-title = { $name } — Cubist
players-computer-mark = (ordenador)
players-computer-level = Un nivel del ordenador: su puntuación cambia con las partidas que juega contra personas.
players-since = Juega desde el { $date }.
players-download = Descargar los registros (JSON)
players-ratings = Puntuaciones
players-tournaments = Torneos
players-tournament-place = { $rank }.º de { $of }, { $points } { $points ->
       [one] punto
      *[other] puntos
    }
players-tournament-playing = en juego: { $rank }.º en la clasificación, { $points } { $points ->
       [one] punto
      *[other] puntos
    }
players-no-rated = Todavía no hay partidas puntuables.
players-multi = { $game }, tres o más jugadores
players-block = Bloquear
players-unblock = Desbloquear
players-blocking-title = Bloqueas a { $name }: nunca os emparejarán y ninguno se une a las partidas públicas del otro.
players-block-title = No volver a emparejarme nunca con { $name }.
players-blocked = { $name } está bloqueado.
players-unblocked = { $name } ya no está bloqueado.
players-provisional = (provisional)
players-rated-games =
    { $n } { $n ->
       [one] partida puntuable
       *[other] partidas puntuables
   }
players-leaderboard = Clasificación
players-chart-label = Puntuación de { $pool }
players-history-table = El historial como tabla
players-col-date = Fecha
players-games-count = Partidas ({ $total })
players-computer = el ordenador ({ $agent })
chart-label =
    { $label }: { $n } { $n ->
       [one] partida puntuable
       *[other] partidas puntuables
   }, de { $from } a { $to }
chart-x = Partidas puntuables
chart-y = Puntuación
chart-point = Partida { $n }, { $date }: { $rating } ± { $deviation }
report-abuse = Ofensas o insultos
report-cheating = Trampas
report-stalling = Hacer tiempo o abandonar partidas
report-other = Otra cosa
report-no-game = Ninguna partida en concreto
report-placeholder = ¿Qué ha pasado? Los moderadores lo leerán.
report-send = Enviar la denuncia
report-reason = Motivo
report-game = Partida
report-what = Qué ha pasado
report-thanks = Gracias: los moderadores leerán tu denuncia.
report-summary = Denunciar a { $name }

## learn
learn-link = Aprende a jugar a { $game }
learn-page-title = Aprende a jugar — Cubist
learn-heading = Aprende a jugar
learn-intro = Cada lección prepara unas cuantas posiciones y pide una jugada en cada una: haz clic en ella en el tablero.
learn-steps =
    { $n } { $n ->
       [one] paso
       *[other] pasos
   }
learn-none = Ningún juego tiene todavía una lección.
learn-every-lesson = Todas las lecciones
learn-game-page-title = Aprende { $game } — Cubist
learn-lesson-label = Lección
learn-game-heading = Aprende { $game }
learn-the-lobby = La sala
learn-step-count = Paso { $n } de { $total }
learn-finished = Has terminado la lección.
learn-play-computer = Juega a { $game } contra el ordenador
learn-next-step = Siguiente paso
learn-correct = Correcto:

## puzzles
puzzles-page-title = Problemas — Cubist
puzzles-heading = Problemas
puzzles-intro = Cada problema es una posición en la que una sola jugada mantiene la victoria (o las tablas): encuéntrala, y las jugadas que siguen.
puzzles-history-link = Tu historial de problemas
puzzles-history-tail = : cada problema que has intentado y cómo ha cambiado tu puntuación.
puzzles-your-rating = · tu puntuación en problemas { $rating }
puzzles-game-puzzles = Problemas de { $game }
puzzles-no-puzzles = { $game }: ningún problema
puzzles-count =
    { $n } { $n ->
       [one] problema
       *[other] problemas
   }
puzzles-daily = Problema del día
puzzles-daily-task =
    { $game }: juega { $seat } y mantiene { $goal ->
       [draw] las tablas
       *[win] la victoria
   }.
puzzles-rating = Puntuación { $rating }
puzzles-solve-it = Resolverlo
puzzles-puzzle = Problema
puzzles-every-game = Los problemas de cada juego
puzzles-next = Siguiente problema
puzzles-game-page-title = Problema de { $game } — Cubist
puzzles-game-puzzle = Problema de { $game }
puzzles-prompt =
    Juega { $seat }: encuentra la única jugada que mantiene { $goal ->
       [draw] las tablas
       *[win] la victoria
   }.
puzzles-unrated = (no puntuable)
puzzles-right = Correcto:
puzzles-solved = Resuelto.
puzzles-well-played = Bien jugado.
puzzles-not-the-move = No es la jugada.
puzzles-puzzle-rating = Puntuación del problema { $rating }
puzzles-themes = · temas: { $themes }
puzzles-change = Tu puntuación en problemas: { $before } → { $after } ({ $change })
puzzles-try-again = Intentar de nuevo
puzzles-back = ◀ Atrás
puzzles-forward = Adelante ▶
puzzles-solution-start =
    La solución, { $n } { $n ->
       [one] jugada
       *[other] jugadas
   }: el principio.
puzzles-solution-step = { $at } de { $total }: { $move }
puzzles-step-through = Recórrela con Adelante.
puzzles-solution-label = La solución
puzzles-solution = La solución: { $moves }

## sound
sound-moves = Sonido de las jugadas
sound-low-time = Sonido con poco tiempo

## recover
recover-set-password = Poner la contraseña nueva
recover-password-set = Contraseña puesta
recover-password-set-text = La contraseña de { $name } está puesta. Se han cerrado todas las sesiones de la cuenta: inicia sesión con la contraseña nueva.
recover-to-games = A las partidas
recover-reset-page-title = Poner una contraseña nueva — Cubist
recover-reset-heading = Poner una contraseña nueva
recover-link-once = Este enlace funciona una sola vez, durante una hora desde que se creó.
recover-page-title = Contraseña olvidada — Cubist
recover-help = Con el código de recuperación que apuntaste al crearlo. Un código funciona una sola vez.
recover-help-no-mail = Si no lo tienes, pide a los responsables del sitio un enlace para restablecerla.
recover-code = Código de recuperación
recover-write-down = Apunta ahora este código de recuperación
recover-write-down-rest = y guárdalo en un lugar seguro. Solo se muestra esta vez; con él puedes poner una contraseña nueva si olvidas la tuya. Funciona una sola vez.
recover-make-new = Crear un código de recuperación nuevo
recover-make = Crear un código de recuperación
recover-has = Tienes un código de recuperación. Uno nuevo lo sustituye.
recover-has-none = No tienes código de recuperación: crea uno para poder poner una contraseña nueva si olvidas la tuya.

## mail
mail-verify-page-title = Verifica tu dirección de correo — Cubist
mail-verifying = Verificando tu dirección de correo…
mail-verified = Dirección de correo verificada
mail-verified-text = { $address } está verificada para { $name }. Si olvidas tu contraseña, se puede enviar allí un enlace para poner una nueva.
mail-link-broken = Este enlace no funciona
mail-me-a-link = Envíame un enlace
mail-no-code = ¿No tienes código de recuperación?
mail-no-code-help = Si tu cuenta tiene una dirección de correo verificada, se puede enviar allí un enlace para poner una contraseña nueva.
mail-remove = Quitar la dirección
mail-none = Sin dirección de correo: añade una para recibir un enlace si olvidas tu contraseña.
mail-state-verified = { $address }, verificada: se puede enviar allí un enlace de restablecimiento.
mail-state-unverified = { $address }, aún sin verificar: abre el enlace que se le ha enviado.
mail-set = Poner la dirección
mail-address = Dirección de correo

## boards
history-page-title = Tus problemas — Cubist
history-heading = Tus problemas
history-guest = Inicia sesión (arriba de la página) para conservar tus intentos y una puntuación de problemas en cada juego. Como invitado, los problemas no puntúan ni se guardan.
history-rated-attempts =
    { $n } { $n ->
       [one] intento puntuable
       *[other] intentos puntuables
   }
history-ratings-label = Tus puntuaciones en problemas
history-attempts = Intentos ({ $total })
history-col-puzzle = Problema
history-none = Todavía no has intentado ningún problema.
history-unrated = no puntuable
history-try-again = Volver a intentarlo
history-solved = Resuelto
history-failed = Fallado
leaderboard-heading = Clasificación
leaderboard-page-title = Clasificación de { $pool } — Cubist
leaderboard-title = Clasificación: { $pool }
leaderboard-games-label = Clasificaciones de los juegos
leaderboard-players-label = Número de jugadores
leaderboard-two = Dos jugadores
leaderboard-three = Tres o más
leaderboard-help = Jugadores que han jugado una partida puntuable en los últimos 30 días: primero las puntuaciones consolidadas, luego las provisionales (marcadas; una puntuación se consolida tras una docena de partidas puntuables).
leaderboard-col-rank = Puesto
leaderboard-col-player = Jugador
leaderboard-col-games = Partidas
leaderboard-nobody = Todavía nadie: los jugadores aparecen aquí tras su primera partida puntuable.

## replay
replay-not-json = { $file } no es un registro: no es JSON.
replay-open-heading = Abrir un registro
replay-choose-before = Elige un archivo de registro escrito por
replay-choose-or = o
replay-choose-after = (JSON) para recorrerlo.
replay-record-file = Archivo de registro
replay-move-number = Número de jugada
replay-time-left = Tiempo restante
replay-heading = Repetición
replay-title = Repetición — { $game }
replay-after-move = Tras la jugada { $at } de { $total }
replay-move = Jugada { $at }: { $move }
replay-seat-time = Tiempo restante de { $name }
replay-first = Primera posición
replay-previous = Jugada anterior
replay-next = Jugada siguiente
replay-last = Última posición
replay-seat = Puesto { $seat }

## review
review-inaccuracy = imprecisión
review-mistake = error
review-blunder = error grave
review-better = Mejor: { $move }
review-key = Leyenda del gráfico
review-review = Análisis
review-done = Analizada al nivel { $level }: { $measure } de cada puesto.
review-failed = El análisis ha fallado: { $error }
review-no-reason = sin motivo indicado
review-queued = Esperando a que el servidor analice la partida…
review-progress = Analizando: { $done } de { $total } jugadas
review-col-seat = Puesto
review-col-accuracy = Precisión
review-col-inaccuracies = Imprecisiones (?!)
review-col-mistakes = Errores (?)
review-col-blunders = Errores graves (??)
review-caption = Precisión y marcas por puesto
advantage-title = Gráfico de ventaja: { $measure } de cada puesto tras cada jugada
review-measure-win = probabilidad de victoria
review-measure-score = puntuación esperada
advantage-start = inicio
advantage-move = jugada { $n }
advantage-point-start = Inicio: { $said }
advantage-point = Tras la jugada { $n }: { $said }
advantage-unknown = desconocido

## analysis
analysis-seat-left = Un puesto abandonó esta partida antes del final: la línea se detiene donde la dejó.
analysis-page-title = Tablero de análisis — Cubist
analysis-game = Juego
analysis-position-label = Posición (la codificación del juego; vacía para el inicio)
analysis-open = Abrir el tablero
analysis-intro = Explora cualquier posición con el motor a tu lado: juega por cualquiera de los bandos, abre variantes y comparte la dirección.
analysis-variations = Jugadas y variantes
analysis-position-code = Código de la posición
analysis-label = Análisis
analysis-engine = Motor
analysis-replay = Ver la repetición de la partida
analysis-another = Otra posición
analysis-heading-game = Tablero de análisis — { $game }
analysis-game-page-title = Análisis de { $game } — Cubist
analysis-after-over = Tras la jugada { $n }: partida terminada, { $result }
analysis-after-to-move = Tras la jugada { $n }: turno de { $seats }
analysis-over = La partida ha terminado.
analysis-nothing = El motor no tiene nada que decir aquí.
analysis-search = búsqueda, nivel { $level }
analysis-exact-tables = exacto, según las tablas de finales
analysis-exact-solver = exacto, según el resolutor
analysis-best-for = Lo mejor para { $seat } ({ $source }):
analysis-play = Jugar: { $move }
analysis-tree-move = jugada { $n }
analysis-tree-move-text = jugada { $n }, { $text }
analysis-thinking = Pensando…
analysis-no-moves = Todavía no hay jugadas: haz clic en una jugada en el tablero.

## mod
mod-mark-done = Marcar como resuelta
mod-close-account = Cerrar la cuenta
mod-reopen-account = Reabrir la cuenta
mod-reset-link = Enlace de restablecimiento
mod-reset-link-said = Enlace de restablecimiento para { $name }, de un solo uso, hasta { $until }: { $link }
mod-void-rating = Anular la puntuación
mod-nav-label = Moderación
mod-reports = Denuncias
mod-audit-log = Registro de auditoría
mod-sign-in = Inicia sesión con una cuenta de moderador (arriba de la página) para ver esta página.
mod-not-moderator = Esta página es para los moderadores del sitio.
mod-dialog-title = { $action }: { $what }
mod-why = ¿Por qué? El motivo se anota en el registro de auditoría.
mod-reason-needed = No se ha hecho nada: hace falta un motivo.
mod-done = { $action }: hecho ({ $what }).
mod-failed = { $action } ({ $what }): { $error }
mod-name-first = Escribe primero el nombre de la cuenta.
mod-page-title = Moderación — Cubist
mod-an-account = Una cuenta
mod-account = Cuenta
mod-open-reports = Denuncias abiertas ({ $n })
mod-no-reports = No hay denuncias abiertas.
mod-col-filed = Presentada
mod-col-by = Por
mod-col-reason = Motivo
mod-col-player = Jugador
mod-col-game = Partida
mod-col-what = Qué ha pasado
mod-closed = (cerrada)
mod-game-rated = { $game }, puntuable
mod-running = (en curso)
mod-report-by = la denuncia de { $name }
mod-game-of = la partida de { $game } de { $players }
mod-chat = Chat
mod-players-room = Jugadores:
mod-spectators-room = Espectadores:
mod-seat-guest = puesto { $seat } (un invitado)
mod-nobody-wrote = Nadie ha escrito nada.
mod-log-grant = Rol concedido
mod-log-revoke = Rol retirado
mod-log-close = Cuenta cerrada
mod-log-reopen = Cuenta reabierta
mod-log-report-done = Denuncia resuelta
mod-log-void = Puntuación anulada
mod-log-reset-link = Enlace de restablecimiento creado
mod-log-page-title = Registro de auditoría — Cubist
mod-older = Más antiguos
mod-col-when = Cuándo
mod-col-who = Quién
mod-col-action = Acción
mod-col-on = Sobre
mod-col-detail = Detalle
mod-col-why = Por qué
mod-command-line = línea de comandos

## Tournaments
tournaments-heading = Torneos
tournaments-page-title = Torneos — Cubist
tournaments-one-page-title = { $name } — Cubist
tournaments-kind-arena = Arena
tournaments-kind-swiss = Suizo
tournaments-kind-round-robin = Todos contra todos
tournaments-name = { $kind } de { $game }
tournaments-minutes =
    { $n } { $n ->
       [one] minuto
      *[other] minutos
    }
tournaments-rounds =
    { $n } { $n ->
       [one] ronda
      *[other] rondas
    }
tournaments-entrants =
    { $n } { $n ->
       [one] jugador
      *[other] jugadores
    }
tournaments-points =
    { $n } { $n ->
       [one] punto
      *[other] puntos
    }
tournaments-rated = Puntuable
tournaments-casual = Amistoso
tournaments-running = En juego
tournaments-upcoming = Próximos
tournaments-finished = Terminados
tournaments-none-running = No se juega ningún torneo.
tournaments-none-upcoming = No hay ningún torneo previsto.
tournaments-none-finished = Aún no ha terminado ningún torneo.
tournaments-sign-in-to-create = Inicia sesión para crear un torneo.
tournaments-create-heading = Crear un torneo
tournaments-field-kind = Tipo
tournaments-field-game = Juego
tournaments-field-starts = Empieza dentro de (minutos)
tournaments-field-minutes = Duración (minutos)
tournaments-field-rounds = Rondas
tournaments-field-rated = Partidas puntuables
tournaments-field-min-rating = Puntuación mínima para entrar (opcional)
tournaments-field-min-games = Partidas puntuables mínimas para entrar (opcional)
tournaments-field-code = Código de entrada
tournaments-field-code-help = Con un código de entrada el torneo es privado: no aparece en la lista y se entra con el código. Comparte su página y su código.
tournaments-private = Privado: se entra con su código
tournaments-conditions = Abierto a jugadores con { $list }
tournaments-condition-rating = una puntuación de { $n } o más
tournaments-condition-games =
    { $n } o más { $n ->
       [one] partida puntuable
      *[other] partidas puntuables
    }
tournaments-create = Crear
tournaments-starts = Empieza el { $when }
tournaments-ends = Termina el { $when }
tournaments-round = Ronda { $round } de { $rounds }
tournaments-over = Terminado
tournaments-join = Inscribirse
tournaments-leave = Retirarse
tournaments-pause = Pausa
tournaments-start = Empezar ya
tournaments-podium = Podio
tournaments-col-score = Puntos
tournaments-col-buchholz = Buchholz
tournaments-col-sb = Sonneborn–Berger
tournaments-col-played = Partidas
tournaments-on-fire = En racha: la próxima partida vale doble
tournaments-on-fire-mark = 🔥
tournaments-paused = (en pausa)
tournaments-withdrawn = (retirado)
tournaments-standings = Clasificación
tournaments-nobody = Aún no se ha inscrito nadie.
tournaments-pairings = Emparejamientos
tournaments-round-n = Ronda { $n }
tournaments-bye = { $name }: descansa
tournaments-games = Partidas
tournaments-your-game = Juega tu partida
tournaments-playing = (en juego)
tournaments-no-games = Aún no hay partidas.
tournaments-chat-sign-in = Inicia sesión para escribir en el chat.
tournaments-chat-none = Todavía no se ha dicho nada.
