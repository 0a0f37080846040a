# Review: machine-drafted, awaiting a native speaker's review
# La lección de zhen: el título de cada paso, lo que se pide, lo que se dice de una
# jugada legal que no es la respuesta, y lo que se dice una vez resuelto.

zhen-lesson-carry-title = Llevar una pila
zhen-lesson-carry-prompt = Eres Rojo; tu meta está en el extremo izquierdo de la fila, antes de la casilla 1. En tu turno, o pones un cubo de tu reserva en una casilla vacía, o mueves una casilla donde tengas un cubo: llevas todos sus cubos, de los dos colores, hacia tu meta, un paso por cada cubo tuyo que haya en ella. Una pila que cae sobre otra se une a ella para siempre. Mueve tu cubo de la casilla 5 sobre el de Azul.
zhen-lesson-carry-wrong = Eso pone un cubo. Mueve en cambio la pila de la casilla 5: un cubo rojo, un paso.
zhen-lesson-carry-done = Tu cubo se ha unido al de Azul en la casilla 4: ahora es una sola pila, que cualquiera de los dos puede mover.

zhen-lesson-capture-title = Capturar en tu meta
zhen-lesson-capture-prompt = Una pila solo puede entrar en tu meta con el número exacto de pasos, y solo si contiene un cubo de tu rival: ese cubo queda entonces capturado, y cada cubo capturado vale un punto. Tu pila de la casilla 2 tiene 2 cubos rojos y uno azul: captúralo.
zhen-lesson-capture-wrong = Eso pone un cubo. Mueve la pila de la casilla 2: dos cubos rojos, dos pasos, justo hasta tu meta.
zhen-lesson-capture-done = El cubo azul está en tu meta para siempre: un punto para ti.

zhen-lesson-end-title = El final de la partida
zhen-lesson-end-prompt = Cuando el jugador al que le toca no puede hacer nada (ningún cubo que poner en una casilla vacía, ninguna pila que pueda mover), la partida termina y el otro jugador se lleva a su propia meta todos los cubos que quedan en las casillas. En esta fila corta de tres casillas, Azul no tiene ya cubos en reserva, y su cubo de la casilla 3 no puede entrar en la meta de Azul sin un cubo rojo que capturar. Haz la jugada que deja a Azul bloqueado.
zhen-lesson-end-wrong = Después de eso Azul todavía puede jugar. Busca la jugada que no deja a Azul nada que hacer.
zhen-lesson-end-done = Has capturado un cubo azul, y Azul está bloqueado: su cubo de la casilla 3 va también a tu meta, y ganas 2 a 0.
