# Review: machine-drafted, awaiting a native speaker's review
# La lección de cube-conquest: el título de cada paso, lo que se pide, lo que se dice de
# una jugada legal que no es la respuesta, y lo que se dice una vez resuelto.

cube-conquest-lesson-setting-up-title = La preparación
cube-conquest-lesson-setting-up-prompt = Eres Rojo. 25 losetas están boca abajo, cada una con un símbolo desde la gota (1) hasta la flecha (6). Cada jugador empieza con dos cubos en su borde de casa, el tuyo es la fila 1; una loseta se pone boca arriba cuando un cubo se coloca en ella por primera vez. Pon un cubo en b1.
cube-conquest-lesson-setting-up-wrong = Es un buen sitio, pero este paso pide un cubo en b1.
cube-conquest-lesson-setting-up-done = La loseta bajo tu cubo se ha puesto boca arriba. Los jugadores colocan dos cubos cada uno, y luego cada turno empieza robando hasta tener 4 cartas.

cube-conquest-lesson-moving-title = Moverse con una carta
cube-conquest-lesson-moving-prompt = Es tu turno: has robado un 1 (gota), un 2 (martillos) y dos 5 (ruedas). Para moverte, descarta una carta: uno de tus cubos sueltos avanza hasta ese número de pasos, nunca a través de un enemigo, y cada loseta boca abajo en la que entra se pone boca arriba. Lleva el cubo de b1 dos pasos hacia delante hasta b3 con tu 2: haz clic en el cubo de b1, luego en b3 donde se detiene, luego en b2, la loseta por la que pasa en el camino (un 5 podría llevarlo por otro camino), y luego en tu 2.
cube-conquest-lesson-moving-wrong = Ese movimiento es legal, pero este paso te pide ir de b1 a b3 con tu 2 (guarda los 5 para después).
cube-conquest-lesson-moving-done = Tu cubo está en b3 y ha puesto boca arriba b2 y b3 por el camino. Tu 2 está en tu pila de descartes; ahora le toca a Azul.

cube-conquest-lesson-reinforcing-title = Reforzar
cube-conquest-lesson-reinforcing-prompt = Reforzar trae un cubo de tu reserva: descarta una carta cuyo símbolo coincida con una loseta boca arriba, o bien una vacía junto a tus cubos (un cubo nuevo) o bien la que está bajo uno de tus cubos sueltos (un segundo cubo: un Puesto avanzado, que no puede moverse ni atacar pero defiende con +1). Tu cubo de d1 está sobre martillos y tienes un 2: conviértelo en un Puesto avanzado.
cube-conquest-lesson-reinforcing-wrong = Es legal, pero este paso te pide descartar tu 2 para hacer un Puesto avanzado en d1.
cube-conquest-lesson-reinforcing-done = En d1 hay un Puesto avanzado de dos cubos rojos.

cube-conquest-lesson-attacking-title = Atacar
cube-conquest-lesson-attacking-prompt = El cubo de Azul en b4 está junto a tu cubo suelto de b3. Un cubo suelto puede atacar a un cubo o Puesto avanzado enemigo que tenga al lado (arriba, abajo, a la izquierda o a la derecha); necesitas una carta en la mano. El ganador suma 1 PV, y 10 PV ganan la partida. Ataca b4 desde b3.
cube-conquest-lesson-attacking-wrong = Es legal, pero este paso pide a tu cubo de b3 que ataque al cubo de Azul en b4.
cube-conquest-lesson-attacking-done = El ataque está declarado: ahora los dos bandos eligen una carta.

cube-conquest-lesson-choosing-title = Elegir una carta en secreto
cube-conquest-lesson-choosing-prompt = Azul y tú elegís cada uno una carta en secreto; después se muestran las dos. Ganas con un valor igual o mayor que el de Azul; Azul suma +1 si su carta coincide con la loseta bajo su cubo (b4 es una rueda, así que un 5 contaría 6) y otro +1 por un Puesto avanzado. El cubo del perdedor queda destruido. Juega tu carta más fuerte, un 5.
cube-conquest-lesson-choosing-wrong = Esa carta es legal, pero una carta más baja pierde contra más cartas de Azul: este paso pide tu 5.
cube-conquest-lesson-choosing-done = Tu 5 está elegido, boca abajo, y Azul elige su carta. Hay una acción más que puedes hacer en tu turno: prepararte, descartando dos cartas para recuperar una carta de tu pila de descartes.
