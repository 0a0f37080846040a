# Review: machine-drafted, awaiting a native speaker's review
# Las palabras del terminal para quien juega. Los comandos que se escriben (`moves`,
# `help`, `quit`, `next` …) se quedan como están en todos los idiomas.

## cubist games, cubist rules

cli-games-option-line = {"    "}{ $key } { $values } por defecto { $default } { $help }
cli-games-how-to-set = Ajusta las opciones con --option clave=valor (por ejemplo cubist play squadro --option first=light).
cli-rules-options = OPCIONES
cli-rules-option-line = {"  "}{ $key }={ $values }  (por defecto { $default }): { $help }

## cubist play: empezar y reanudar

cli-play-which-game = ¿qué juego? por ejemplo `cubist play squadro` (mira `cubist games`)
cli-seat-out-of-range = --seat { $seat }: este juego tiene los puestos del 1 al { $seats }
cli-play-start-secret = { $title }: la semilla sigue en secreto hasta que termine la partida. Escribe `help` para ver los comandos.
cli-play-start-seed = { $title }: semilla { $seed }. Escribe `help` para ver los comandos.
cli-play-clock = Reloj: { $control } para cada jugador; los relojes se ponen en marcha con la primera jugada.
cli-play-finished-save = { $path } es una partida terminada: usa `cubist replay` para verla
cli-play-resumed = { $title }: reanudada desde { $path } tras { $actions ->
    [one] { $actions } acción.
   *[other] { $actions } acciones.
}

## cubist play: en el indicador

cli-play-pass-screen = Pasa la pantalla a { $seat }. Pulsa Intro cuando solo mire { $seat }.
cli-play-accept-draw = { $seat }, ¿aceptas las tablas? (sí/no)
# Respuestas que valen como «sí» a una oferta de tablas, además de «yes» e «y», separadas por comas.
cli-play-yes-answers = sí, si, s
cli-play-offer-stands = La oferta sigue en pie hasta que { $seat } juegue.
cli-play-advisor = el consejero
cli-play-thinking = { $seat } está pensando…
cli-play-hint = Pista: { $action }
cli-play-hint-exact = Pista: { $action } ({ $verdict }, según las tablas de finales)
cli-play-took-back = { $actions ->
    [one] Deshecha { $actions } acción.
   *[other] Deshechas { $actions } acciones.
}
cli-play-refused = { $reason }. Escribe `moves` para ver las jugadas legales, `help` para los comandos.
cli-play-no-move-contains = Ninguna jugada legal contiene «{ $text }».
cli-play-legal-moves = Jugadas legales ({ $count }): { $moves }
cli-play-saved = Guardada en { $path }. Para reanudar: cubist play --resume { $path }

## cubist play: ayuda

cli-help-intro = Escribe una jugada en la notación del juego (por ejemplo: { $example }), o uno de estos comandos:
cli-help-moves = {"  "}moves [TEXTO] lista tus jugadas legales (solo las que contienen TEXTO)
cli-help-board = {"  "}board        muestra de nuevo el tablero
cli-help-hint = {"  "}hint         pide una pista al ordenador
cli-help-undo = {"  "}undo         deshace tu última jugada (y las respuestas del ordenador)
cli-help-resign = {"  "}resign       abandona la partida
cli-help-draw = {"  "}draw         ofrece tablas (el otro jugador responde en el acto)
cli-help-save = {"  "}save [ARCHIVO]  guarda la partida (por defecto { $path })
cli-help-rules = {"  "}rules        muestra las reglas
cli-help-quit = {"  "}quit         guarda y sale
cli-help-analyse = {"  "}analyse [NIVEL]  cuando la partida ha terminado: recórrela, cada acción juzgada (nivel { $level })

## cubist play: el final

cli-play-after-game = Escribe `analyse` para recorrer la partida con cada acción juzgada, o `quit`.
cli-play-game-over-commands = La partida ha terminado: `analyse [NIVEL]` la recorre (nivel { $level } si no se indica), `quit` sale.
cli-play-quit-saved = Partida guardada en { $path }. Para reanudar: cubist play --resume { $path }
cli-play-result-scores = { $result }. Puntuaciones: { $scores }
cli-play-seed-was = La semilla era { $seed }.
cli-play-record-saved = Registro guardado en { $path }. Para verlo: cubist replay { $path }

## Los relojes

cli-clock-out-of-time = { $seat } sin tiempo

## cubist replay

cli-replay-heading = { $title } — semilla { $seed }, puestos: { $seats }
cli-replay-clock = Reloj: { $control } para cada jugador.
cli-replay-start = Inicio
cli-replay-time-left = (quedan { $time })
cli-replay-plays = { $seat } juega { $action }
cli-replay-unfinished = (la partida no se terminó)

## cubist review, y el análisis después de una partida

cli-review-heading = Análisis de una partida de { $game } al nivel { $level } (semilla { $seed }); los valores son { $measure } de quien mueve, cada jugada juzgada según lo que sabía su puesto.
# Lo que miden los valores de un análisis: con dos puestos, y con más.
cli-review-measure-two = la probabilidad de ganar
cli-review-measure-more = la puntuación esperada
cli-review-seat = { $seat } { $name }{ $player }: { $inaccuracies } imprecisiones, { $mistakes } errores, { $blunders } errores graves en { $actions } acciones; { $accuracy }
cli-review-accuracy = precisión { $percent } %
cli-review-no-accuracy = ninguna acción juzgada
cli-review-forced = (forzada)
# La marca de una jugada; `mark` es el nombre inglés que le da el análisis.
cli-review-mark = { $mark ->
    [inaccuracy] imprecisión
    [mistake] error
   *[blunder] error grave
}
cli-review-better = mejor { $action } { $expected }
cli-review-best = la mejor { $action } { $expected }{ $exact }
cli-analyse-bad-level = Nivel { $level }: { $reason }.
cli-analyse-cannot = La partida no se puede analizar: { $reason }.
cli-analyse-nothing = No se jugó ninguna acción: no hay nada que analizar.
cli-analyse-intro = Análisis al nivel { $level }: `next`, `prev`, `goto N`, `first`, `last`, `quit` (`help` dice más).
cli-analyse-start = El inicio, antes de cualquier acción.
cli-analyse-unknown = { $why } Escribe `help` para ver los comandos.
cli-analyse-at-last = Esa fue la última acción: `prev` o `first` vuelven atrás.
cli-analyse-at-start = Este es el inicio: `next` avanza.
cli-analyse-no-such-action = `goto { $n }`: la partida tiene las acciones de la 1 a la { $last } (0 es el inicio).
cli-analyse-not-a-command = `{ $text }` no es un comando aquí.
cli-analyse-help-intro = Recorre { $actions ->
    [one] la única acción de la partida, juzgada
   *[other] las { $actions } acciones de la partida, cada una juzgada
} como la juzga `cubist review`:
cli-analyse-help-next = {"  "}next, n (o Intro)   la acción siguiente
cli-analyse-help-prev = {"  "}prev, p             la acción anterior
cli-analyse-help-goto = {"  "}goto N              la acción N (0: el inicio)
cli-analyse-help-ends = {"  "}first, last, start  la primera acción, la última, el inicio
cli-analyse-help-quit = {"  "}quit                salir
cli-analyse-help-marks = Marcas: ?! imprecisión, ? error, ?? error grave; los valores son el resultado esperado de quien mueve antes → después, exactos cuando se conocen (victoria en 9 → derrota en 14).
