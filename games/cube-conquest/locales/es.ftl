# Review: machine-drafted, awaiting a native speaker's review

# Reasons still written in English by the rules (check.rs); each gets a message of
# its own as the game's words move here.
cube-conquest-reason = { $why }

## Seats
cube-conquest-red = Rojo
cube-conquest-blue = Azul
cube-conquest-green = Verde
cube-conquest-yellow = Amarillo

## Options: their labels and help in the setup form, and why options are refused
cube-conquest-option-size-label = Tamaño del tablero
cube-conquest-option-size = lado del tablero cuadrado de losetas boca abajo (se usan size² de las 36 losetas)
cube-conquest-option-players-label = Jugadores
cube-conquest-option-players = número de jugadores
cube-conquest-option-decks-label = Mazos
cube-conquest-option-decks = own = un mazo y una pila de descartes por jugador; shared = un mazo de 3 colores (54 cartas) para todos; auto = own con 2 jugadores, shared con 3-4
cube-conquest-option-decks-auto = Propio con 2 jugadores, compartido con 3–4
cube-conquest-option-decks-own = Uno por jugador
cube-conquest-option-decks-shared = Un mazo compartido
cube-conquest-option-copies-label = Copias de cada símbolo
cube-conquest-option-copies = copias de cada símbolo en el mazo de un color: 3 da el mazo de 18 cartas
cube-conquest-option-cubes-label = Cubos por jugador
cube-conquest-option-cubes = cubos que tiene cada jugador, incluidos los 2 cubos de la preparación
cube-conquest-option-cap = la partida termina tras este número de acciones: gana quien tenga más PV; con los mismos PV es empate
cube-conquest-option-destroyed-label = Cubos destruidos
cube-conquest-option-destroyed = un cubo destruido vuelve a la reserva de su dueño, o sale del juego
cube-conquest-option-destroyed-supply = Vuelven a la reserva de su dueño
cube-conquest-option-destroyed-removed = Salen del juego
cube-conquest-option-first = quién coloca y juega primero (por defecto: sorteado con la semilla)
cube-conquest-option-players-range = debe haber de 2 a 4 jugadores
cube-conquest-option-size-too-small = un tablero de tamaño { $size } no tiene sitio para { $players } bordes de salida: usa size=4 o más
cube-conquest-option-counts = copies debe ser de 1 a 6, cubes al menos 2, cap al menos 20
cube-conquest-option-first-absent = first={ $first }, pero solo hay { $players } jugadores
