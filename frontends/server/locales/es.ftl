# Review: machine-drafted, awaiting a native speaker's review
#
# Las frases del servidor: sus respuestas de error y su correo. El id de cada mensaje
# es el `code` de la respuesta (docs/server-api.md) y no cambia nunca.

## Requests and pages

no-such-page = no existe esa página
no-such-file = no existe ese archivo
method-not-allowed = esta ruta no admite ese método
http-error = { $reason }
request-not-valid = { $reason }
body-not-read = { $reason }
body-not-valid = { $reason }
query-not-valid = { $reason }
too-many-requests = demasiadas peticiones desde esta dirección: ve más despacio
cross-site = se rechaza una petición con sesión iniciada que viene de otro sitio
client-address-unknown = la dirección del cliente es desconocida
internal-error = error interno
database-down = la base de datos no responde
unknown-language = idioma desconocido '{ $lang }' (disponibles: { $spoken })
page-out-of-range = la página debe estar entre 1 y { $max }

## Games and their seats

no-such-game = no existe esa partida
bad-game = { $reason }
unknown-game = { $reason }
bad-agent = { $reason }
bad-record = { $reason }
bad-clock = reloj: { $reason }
bad-stand-in = { $reason }
bad-stand-in-agent = stand_in: { $reason } (o `out`)
bad-option = opción { $option }: un valor debe ser un texto o un número
bad-games-status = estado '{ $status }': se esperaba open, running u over
seats-from-one = los puestos se numeran desde 1
rated-away = away_ms: una partida puntuada usa el tiempo de ausencia de la plataforma
bad-away = away_ms debe estar entre { $min } y { $max }
perfect-states = agente { $agent }: en este servidor el jugador perfecto puede memorizar como mucho { $n } estados
agent-too-strong = el agente { $agent } pide más de lo que este servidor permite: como mucho { $seconds } s o { $work } iteraciones por jugada, y { $threads } hilos
seat-count = la partida tiene { $expected } puestos pero se indicaron { $found } jugadores
no-seat-out = en { $game } un puesto no puede salir de la partida: el ordenador debe jugar por quien se va
game-setup-failed = no se pudo preparar la partida
game-damaged = la partida { $id } está dañada y no se puede jugar
game-unreadable = no se puede leer la partida
replay-failed = la reproducción falló
store-failed = no se pudo guardar la partida; no se jugó nada
move-stored-first = otra acción se guardó antes para la jugada { $ply }
computer-failed = un jugador del ordenador falló
computer-games-cap = { $who ->
    [account] una cuenta
   *[address] la dirección de un invitado
} puede tener como mucho { $cap } partidas en curso contra el ordenador iniciadas por sí misma, y tiene { $has }: termina o abandona una de ellas primero
guest-think-limit = el ordenador de un invitado puede pensar como mucho { $limit_ms } ms por jugada en un solo hilo: inicia sesión para más ({ $agent } pide más)
guest-search-limit = el ordenador de un invitado puede buscar como mucho { $most } iteraciones por jugada en este juego (las del nivel difícil) o pensar como mucho { $limit_ms } ms por jugada: inicia sesión para más
token-not-a-seat = este token no es un puesto de esta partida
seat-needed = hace falta el token de un puesto (o iniciar sesión como su jugador) para { $what ->
    [hint] pedir una pista
    [undo] deshacer una jugada
    [rematch] ofrecer la revancha
    [decline-rematch] rechazar la revancha
    [chat] chatear
    [abort] anular la partida
    [resign] abandonar
    [draw] ofrecer tablas
    [decline-draw] rechazar las tablas
    [leave] salir de la partida
    [claim] reclamar la partida
   *[play] jugar
}
no-seat-held = no ocupas ningún puesto de esta partida para { $what ->
    [hint] pedir una pista
    [undo] deshacer una jugada
    [rematch] ofrecer la revancha
    [decline-rematch] rechazar la revancha
    [chat] chatear
    [abort] anular la partida
    [resign] abandonar
    [draw] ofrecer tablas
    [decline-draw] rechazar las tablas
    [leave] salir de la partida
    [claim] reclamar la partida
   *[play] jugar
}
seat-token-needed = hace falta el token de un puesto para jugar
game-private = esta partida es privada: sus puestos se toman con los enlaces que envió quien la creó
rated-join-sign-in = solo los jugadores con sesión iniciada pueden unirse a una partida puntuada
rated-seat-held = este puesto puntuado lo ocupa otra cuenta
rated-seat-sign-in = el puesto de una partida puntuada se juega con sesión iniciada: inicia sesión como su jugador
rated-seat-take-sign-in = el puesto de una partida puntuada se toma con sesión iniciada: inicia sesión para jugarlo
rated-seat-kind = puesto { $seat }: los puestos de una partida puntuada son "me", "human" o un nivel del ordenador (easy, medium, hard, max), no { $text }
sign-in-to-create-rated = inicia sesión para crear una partida puntuada
me-one-seat = "me" solo puede ocupar un puesto de una partida
seat-held-already = ya ocupas el puesto { $seat } de esta partida
seat-held-by-other = otra cuenta ocupa este puesto
seat-not-taken = no se pudo tomar este puesto: inténtalo de nuevo
seat-just-taken = ese puesto se acaba de ocupar
seat-not-open = ese puesto no está libre
no-seat-open = no hay ningún puesto libre
blocked-player = no puedes jugar contra este jugador
blocked-in-game = no puedes jugar contra un jugador de esta partida
pair-played-out = estas cuentas han jugado { $n } partidas puntuadas juntas en las últimas 24 horas, el máximo permitido: juega esta sin puntuar, o más tarde

## Playing

stale-position = la partida ha avanzado: viste { $seen } acciones pero se han jugado { $now }
computer-seat = el jugador { $seat } lo juega el ordenador
no-such-seat = no existe el jugador { $seat }
player-gone = el jugador { $seat } ya no juega en esta partida
out-of-time = al jugador { $seat } se le ha acabado el tiempo
not-to-move = el jugador { $seat } no puede actuar ahora
bad-notation = { $reason }
illegal-move = { $reason }
not-allowed = { $reason }
alone-only = { $reason }
rated-no-help = una partida puntuada no tiene { $what ->
    [undo] deshacer
   *[hint] pistas
}
hint-stale = la posición cambió mientras se pensaba la pista: pídela de nuevo
undo-secret = deshacer está desactivado en un juego con información oculta o azar: repetir desde la misma semilla repartiría las mismas cartas y mostraría lo que viene
undo-nothing = no hay nada que deshacer
undo-other-moved = otro jugador ha movido desde entonces: deshacer solo retira tu última jugada y las respuestas del ordenador
game-over = la partida ha terminado
game-ended = la partida terminó
game-ended-with = la partida terminó: { $result }
changed-first = otro cambio se guardó antes
changed-first-by = otro cambio se guardó antes: { $event }
record-secret = el registro de una partida con información oculta o azar solo se muestra cuando la partida ha terminado
no-such-ply = el registro tiene { $actions } acciones: no hay posición después de { $asked }
rematch-before-end = la revancha se ofrece cuando la partida ha terminado
rematch-refused = { $reason }
too-many-messages = demasiados mensajes: ve más despacio
not-a-message = no es un mensaje: { $reason }
too-many-websockets = demasiados WebSockets abiertos desde esta dirección

## Seeks

no-such-seek = no existe esa búsqueda
seek-closed = esta búsqueda ya no está abierta
seek-damaged = esta búsqueda está dañada
seek-paired = esta búsqueda ya tiene rival: abandona o sal de la partida en su lugar
seek-refuses-you = esta búsqueda no te acepta: por su rango de puntuación, o porque es tuya
seek-pairing-lost = una búsqueda con la que esta se habría emparejado se tomó en ese momento: no se publicó nada, publícala de nuevo
seek-token-wrong = este token no es de esta búsqueda
seek-not-yours = esta búsqueda es de otra persona
seek-token-needed = hace falta el token de la búsqueda
seek-body-not-valid = el cuerpo: { $reason }
sign-in-to-seek-rated = inicia sesión para buscar una partida puntuada (los invitados pueden buscar partidas sin puntuar)
rating-range = un rango de puntuación está entre { $lo } y { $hi }
rating-range-reversed = rating_min es mayor que rating_max
seeks-full-account = { $n ->
    [one] tienes { $n } búsqueda abierta
   *[other] tienes { $n } búsquedas abiertas
}, el máximo para un jugador: cancela una o espera una partida
seeks-full-address = { $n ->
    [one] hay { $n } búsqueda abierta
   *[other] hay { $n } búsquedas abiertas
} desde tu dirección, el máximo para una dirección: cancela una o espera una partida

## Chat

chat-empty = un mensaje de chat necesita algo de texto
chat-too-long = un mensaje de chat tiene como mucho { $n } caracteres
chat-one-line = un mensaje de chat es una sola línea de texto, sin caracteres de control
chat-full = el chat de esta partida está lleno: cada sala guarda como mucho { $n } mensajes
too-many-chat-messages = demasiados mensajes de chat: espera un momento antes del siguiente
sign-in-to-chat-spectators = inicia sesión para escribir en la sala de espectadores
guest-chat = los invitados solo chatean en partidas privadas sin puntuar: inicia sesión para chatear aquí

## Accounts

not-signed-in = no has iniciado sesión
sign-in-to = inicia sesión para { $what ->
    [take-seat] ocupar un puesto con tu cuenta
   *[see-games] ver tus partidas
}
name-taken = ese nombre ya está cogido
name-length = un nombre tiene de { $min } a { $max } caracteres
name-characters = un nombre solo tiene letras, cifras, '_' y '-'
name-reserved = ese nombre está reservado para el ordenador o el sitio
password-length = una contraseña tiene de { $min } a { $max } caracteres
password-hashing-failed = falló el cifrado de la contraseña
wrong-name-or-password = nombre o contraseña incorrectos
wrong-name-or-code = nombre o código de recuperación incorrectos
wrong-password = contraseña incorrecta
account-closed = los moderadores del sitio cerraron esta cuenta
too-many-sign-ins = demasiados intentos de inicio de sesión desde esta dirección: ve más despacio
too-many-failures-name = demasiados intentos fallidos con este nombre desde esta dirección: inténtalo más tarde
too-many-failures = demasiados intentos fallidos desde esta dirección: inténtalo más tarde
too-many-sign-ups-address = demasiadas cuentas nuevas desde esta dirección: inténtalo más tarde
too-many-sign-ups-network = demasiadas cuentas nuevas desde esta red: inténtalo más tarde
too-many-sign-ups-site = demasiadas cuentas nuevas en este sitio ahora mismo: inténtalo más tarde
reset-link-dead = este enlace para restablecer no funciona: puede que ya se haya usado o que haya caducado; pide uno nuevo
no-account-named = no hay ninguna cuenta llamada { $name }
reset-computer = { $name } es un jugador del ordenador: no tiene contraseña que restablecer
no-such-player = no existe ese jugador
no-player-named = Ningún jugador se llama { $name }
bad-pool = el grupo debe ser { $game } o { $game }/multi
bad-my-games-status = estado '{ $status }': se esperaba running o finished
blocks-full = ya bloqueas a { $n } jugadores: desbloquea a uno primero
not-blocked = no bloqueas a este jugador
block-yourself = no puedes bloquearte a ti mismo
block-computer = los niveles del ordenador no se pueden bloquear: juega contra una persona
sign-in-to-block = inicia sesión para bloquear jugadores

## E-mail

no-email-address = esta cuenta no tiene dirección de correo
not-an-address = { $address } no es una dirección de correo
verify-link-dead = este enlace no funciona: puede que ya se haya usado o que haya caducado; indica la dirección de nuevo para recibir uno nuevo
verify-mail-too-soon = hace menos de un minuto que se envió a esta cuenta un correo para verificar una dirección: inténtalo dentro de un minuto
mail-reset-answer = Si { $name } tiene una dirección de correo verificada, un enlace para elegir una contraseña nueva va de camino. Funciona durante { $minutes } minutos.
mail-verify-subject = Verifica tu dirección de correo en Cubist
mail-verify-body =
    Hola, { $name }:

    esta dirección se indicó para la cuenta de Cubist { $name }. Abre este enlace para verificarla; después, si olvidas tu contraseña, podremos enviarte aquí un enlace para elegir una nueva:

    { $link }

    El enlace funciona una sola vez, durante { $hours } horas. Si no lo pediste, ignora este correo: la dirección no se usará.
mail-reset-subject = Elige una contraseña nueva en Cubist
mail-reset-body =
    Hola, { $name }:

    alguien pidió elegir una contraseña nueva para la cuenta de Cubist { $name }. Abre este enlace para elegirla; se cerrarán todas las sesiones de la cuenta:

    { $link }

    El enlace funciona una sola vez, durante { $minutes } minutos. Si no lo pediste, ignora este correo: tu contraseña sigue siendo la misma.

## Moderation

moderators-only = solo los moderadores pueden hacer esto
why-needed = di por qué ("why"): cada acción de moderación se registra con su motivo
why-too-long = un motivo tiene como mucho { $n } caracteres
no-such-account = no existe esa cuenta
no-such-report = no existe ese informe
no-such-chat-message = no existe ese mensaje de chat
report-done-already = este informe ya está resuelto
account-already = { $name } ya está { $state ->
    [closed] cerrada
   *[open] abierta
}
refused = { $reason }
refused-close-computer = las cuentas del ordenador no se cierran
refused-close-staff = { $name } es { $role ->
    [admin] administrador
   *[moderator] moderador
}: una cuenta con un rol se cierra desde la línea de comandos
refused-role-computer = las cuentas del ordenador no tienen roles
bad-limit = el límite debe estar entre 1 y { $max }
bad-hours = horas: de 1 a { $max }
before-id-alone = before_id va con before
report-yourself = no puedes denunciarte a ti mismo
reports-open = { $n ->
    [one] tienes { $n } denuncia abierta
   *[other] tienes { $n } denuncias abiertas
}: espera a que los moderadores las hayan leído
reports-per-hour = como mucho { $n } denuncias por hora
report-chat-needs-game = un mensaje de chat se denuncia con su partida ("game")
report-needs-subject = indica el jugador ("player") o la partida ("game") denunciados (o ambos)
report-bad-reason = motivo '{ $reason }': se esperaba uno de { $reasons }
report-too-long = el texto de una denuncia tiene como mucho { $n } caracteres
report-needs-text = cuenta qué pasó ("text") en una denuncia con motivo 'other'
void-not-rated = esta partida no es puntuada
void-not-over = esta partida aún se está jugando: solo se anula una partida terminada
void-aborted = esta partida se canceló, o se cortó antes de que cada puesto hiciera dos jugadas: ya no cuenta para nadie
void-already = esta partida ya está anulada
void-bad-reason = { $reason }
void-not-stored = no se pudo guardar la anulación; no cambió nada
void-reason-empty = indica un motivo para la anulación
void-reason-long = un motivo tiene como máximo { $max } caracteres

## Lessons, puzzles, analysis, reviews

bad-lesson-step = paso '{ $index }': los pasos se numeran desde 0, en cifras
no-such-lesson = { $reason }
lesson-move-not-read = { $reason }
lesson-failed = la lección falló
lesson-step-broken = este paso de la lección no se puede mostrar
no-game-named = ningún juego se llama '{ $game }'
no-puzzles = { $game } no tiene problemas que resolver aquí
no-such-puzzle = no existe el problema '{ $id }'
puzzle-retired = este problema ya no se ofrece: prueba el siguiente
ratings-busy = las puntuaciones están ocupadas: envía el intento de nuevo
sign-in-for-puzzles = inicia sesión para ver tus problemas
moves-empty = jugadas: envía al menos una jugada
too-many-moves = jugadas: como mucho { $n } jugadas
move-too-long = jugadas: '{ $start }…' es más larga de lo que puede ser una jugada
puzzle-broken = este problema no se puede mostrar
puzzle-failed = el problema falló
puzzle-attempt-refused = { $reason }
too-many-analyses = demasiados análisis desde esta dirección: espera un momento y vuelve a pedirlo
analyses-running = esta dirección ya tiene { $n } análisis en curso: espera a que termine uno
analysis-busy = el tablero de análisis está ocupado: vuelve a pedirlo en un momento
analysis-of-own-game = esta es la posición de una partida que estás jugando: el motor la mira cuando la partida ha terminado
analysis-game-running = esta partida aún se está jugando: su análisis se abre cuando termine
analysis-failed = el análisis de esta posición falló
analysis-engine-refused = { $reason }
bad-analysis-request = { $reason }
analysis-record-unreadable = el registro de esta partida no se puede abrir en el tablero
review-unfinished = la partida no ha terminado: solo se revisa una partida terminada
review-guest = un invitado solo hace revisar una partida que jugó: envía el token del puesto, o inicia sesión
review-changed = la revisión cambió: vuelve a pedirla
reviews-under-way = { $who ->
    [account] tienes
   *[address] los invitados de tu dirección tienen
} { $n } revisiones en curso, el máximo permitido: vuelve a pedirlo cuando termine una
no-review = no se pidió ninguna revisión de esta partida: haz un POST para pedir una
review-unreadable = la revisión guardada no se puede leer
review-queue-full = la cola de revisiones está llena ({ $n } revisiones en curso): vuelve a pedirlo dentro de unos minutos
review-request-not-read = la petición no se puede leer: { $reason }
review-failed-stopped = el servidor que la analizaba se detuvo antes de terminar: vuelve a pedirla
review-failed-not-started = el análisis no pudo empezar: vuelve a pedirlo dentro de unos minutos
review-failed-no-result = el análisis terminó sin resultado: vuelve a pedirlo
review-failed-refused = no se pudo analizar el registro de la partida

## Pages (not errors: no code)
page-setup-undrawn = { $game }: la posición inicial; quién mueve primero se sortea al empezar la partida
page-api-intro = Un servidor de juegos para cinco juegos de tablero con cubos:
page-api-links = La API: { $catalog } (los juegos y sus opciones), { $open } (partidas que esperan a un jugador); crea una partida con { $create }. Consulta { $doc }.

## Tournaments
tournament-sign-in = inicia sesión para crear un torneo o inscribirte
no-such-tournament = no existe ese torneo
tournament-body-not-valid = el cuerpo: { $reason }
tournament-minutes-needed = una arena necesita su duración en minutos
tournament-minutes-range = una arena dura de { $lo } a { $hi } minutos
tournament-minutes-not-arena = solo una arena tiene una duración en minutos
tournament-rounds-needed = un torneo suizo necesita su número de rondas
tournament-rounds-range = un torneo suizo tiene de { $lo } a { $hi } rondas
tournament-rounds-not-swiss = solo un torneo suizo tiene un número fijo de rondas: las de un todos contra todos dependen de sus jugadores
tournament-table-size = este juego con estas opciones sienta a { $seats } jugadores en una mesa
tournament-table-not-yet = los torneos en mesas de más de dos jugadores aún no se organizan
tournament-starts-at-range = un torneo empieza entre hace un minuto y dentro de { $days } días
tournament-too-many = ya tienes { $limit } torneos por empezar: espera a que empiece uno
tournament-already-joined = ya estás en este torneo
tournament-closed = este torneo no admite más jugadores
tournament-full = este torneo está completo: { $max } jugadores
tournament-chat-sign-in = inicia sesión para escribir en el chat de un torneo
tournament-chat-full = el chat de este torneo está lleno: guarda como mucho { $n } mensajes
tournament-min-rating-range = una puntuación mínima es como mucho { $max }
tournament-min-games-range = un número mínimo de partidas puntuadas es como mucho { $max }
tournament-code-length = un código de entrada tiene de { $lo } a { $hi } caracteres
tournament-code-needed = este torneo es privado: introduce su código de entrada
tournament-code-wrong = este no es el código de entrada del torneo
tournament-rating-below = este torneo admite jugadores con una puntuación de { $min } o más en su juego: la tuya es { $rating }
tournament-games-below = este torneo admite jugadores con al menos { $min } partidas puntuadas en su juego: has jugado { $games }
tournament-not-joined = no estás en este torneo
tournament-finished = este torneo ha terminado
tournament-not-yours = solo quien creó el torneo puede adelantar su inicio
tournament-started = este torneo ya ha empezado
tournament-not-arena = solo los jugadores de una arena pueden hacer una pausa
tournament-berserk-not-yet = el berserk aún no se ofrece: el reloj de una partida no puede reducirse a la mitad para un solo jugador
tournament-no-trf = solo un torneo suizo o un todos contra todos de partidas a dos tiene un archivo TRF
tournament-damaged = los datos de este torneo están dañados
