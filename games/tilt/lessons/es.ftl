# Review: machine-drafted, awaiting a native speaker's review
# La lección de tilt: el título de cada paso, lo que se pide, lo que se dice de una
# jugada legal que no es la respuesta, y lo que se dice una vez resuelto.

tilt-lesson-active-title = Cubos activos
tilt-lesson-active-prompt = Eres Claro. Un cubo colocado sin ningún cubo al lado queda activo, girado 45° (un rombo): sus esquinas ocupan las cuatro casillas de al lado, así que allí no se puede colocar ningún cubo. El cubo activo de Oscuro en c3 mantiene libres b3, d3, c2 y c4. Coloca tu primer cubo en diagonal junto a él.
tilt-lesson-active-wrong = Esa casilla no está en diagonal junto a c3: prueba b2, b4, d2 o d4.
tilt-lesson-active-done = Las casillas en diagonal no están al lado de un cubo, así que los dos cubos quedan activos.

tilt-lesson-knock-over-title = Deslizar derriba cubos
tilt-lesson-knock-over-prompt = En vez de colocar, puedes deslizar uno de tus cubos activos tantas casillas como quieras a lo largo de una fila o una columna, por casillas vacías. Cada cubo activo junto a una casilla por la que pasa queda derribado: yace inactivo y no puede deslizarse. Desliza tu cubo de b1 más allá del cubo de Oscuro en c3 para derribarlo.
tilt-lesson-knock-over-wrong = Eso no pasa junto a c3. Desliza tu cubo hacia arriba por la columna b, pasando por b3.
tilt-lesson-knock-over-done = El cubo de Oscuro en c3 está derribado: ya no puede deslizarse.

tilt-lesson-bonus-title = El movimiento extra
tilt-lesson-bonus-prompt = Un deslizamiento que termina junto a otro cubo deja tu cubo inactivo, y te da un movimiento extra: colocar, deslizar, recoger un cubo, o volver a poner activo un cubo aislado. Desliza tu cubo de b4 de modo que se detenga junto a un cubo.
tilt-lesson-bonus-wrong = Ahí tu cubo termina sin ningún cubo al lado: queda activo, y no ganas movimiento extra. Detente junto al cubo de c3.
tilt-lesson-bonus-done = Tu cubo yace junto a c3, y tienes un movimiento extra por jugar.

tilt-lesson-win-title = No dejar movimientos y ganar
tilt-lesson-win-prompt = Un jugador que al principio de su turno no puede ni colocar ni deslizar pierde. Solo puedes colocar mientras alguno de tus cubos activos pueda deslizarse, y solo se deslizan los cubos activos. Oscuro tiene un solo cubo: derríbalo, y termina tu turno con tu cubo de pie, activo.
tilt-lesson-win-wrong = Después de eso Oscuro todavía puede mover, o tu turno sigue con un movimiento extra. Deslízate más allá de c3 y detente donde no tengas ningún cubo al lado.
tilt-lesson-win-done = A Oscuro no le queda ningún cubo activo, así que no puede ni deslizar ni colocar: ganas.
