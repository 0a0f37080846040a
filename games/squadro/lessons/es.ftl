# Review: machine-drafted, awaiting a native speaker's review
# La lección de squadro: el título de cada paso, lo que se pide, lo que se dice de una
# jugada legal que no es la respuesta, y lo que se dice una vez resuelto.

squadro-lesson-speed-title = Piezas rápidas y piezas lentas
squadro-lesson-speed-prompt = Eres Claro: tus cinco piezas salen de abajo y corren hasta lo alto del tablero y vuelven. En tu turno mueves una pieza en línea recta hacia delante tantas casillas como su velocidad, marcada junto a su salida: 1, 3, 2, 3, 1 del carril 1 al carril 5. Mueve una de tus piezas más rápidas.
squadro-lesson-speed-wrong = Esa pieza es de las lentas. Las piezas de los carriles 2 y 4 avanzan 3 casillas de una vez.
squadro-lesson-speed-done = Tres casillas en una jugada: la velocidad es lo que gana las carreras.

squadro-lesson-jump-title = Saltar hace retroceder una pieza
squadro-lesson-jump-prompt = Una pieza que llega a una pieza rival salta por encima, cae justo detrás y se detiene allí. La pieza saltada vuelve a su salida (o, si ya había dado la vuelta, al lado opuesto). La pieza de Oscuro del carril 1 acaba de llegar a d2: hazla retroceder.
squadro-lesson-jump-wrong = Esa pieza no llega a d2. Tu pieza del carril 3, en d1 con velocidad 2, sí.
squadro-lesson-jump-done = Saltada: la pieza de Oscuro ha vuelto a su salida y debe cruzar de nuevo el tablero.

squadro-lesson-far-side-title = La vuelta en el lado opuesto
squadro-lesson-far-side-prompt = Una pieza que alcanza el lado opuesto se detiene allí, aunque le queden pasos, y da la vuelta. Al volver avanza a la velocidad marcada en el lado opuesto: 4 menos su velocidad de ida, así que las piezas rápidas vuelven despacio. Lleva al lado opuesto tu pieza del carril 2, en c4.
squadro-lesson-far-side-wrong = Esa es otra pieza. Mueve la del carril 2: con velocidad 3 alcanza el lado opuesto desde c4.
squadro-lesson-far-side-done = Ha dado la vuelta en c7, y ahora vuelve a velocidad 1.

squadro-lesson-home-title = Cuatro en casa ganan
squadro-lesson-home-prompt = Una pieza que vuelve a su salida después de la vuelta está en casa y deja el tablero. Gana el primer jugador con cuatro piezas en casa. Tienes tres: lleva a casa la cuarta.
squadro-lesson-home-wrong = Esa pieza no llega a casa con esta jugada. Busca una pieza de vuelta lo bastante cerca de su salida para su velocidad.
squadro-lesson-home-done = Cuatro piezas en casa: ganas la carrera.
