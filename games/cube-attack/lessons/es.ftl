# Review: machine-drafted, awaiting a native speaker's review
# La lección de cube-attack: el título de cada paso, lo que se pide, lo que se dice de
# una jugada legal que no es la respuesta, y lo que se dice una vez resuelto.

cube-attack-lesson-moving-title = Mover una unidad
cube-attack-lesson-moving-prompt = Eres Rojo. Tu unidad R1 (un cubo) está en tu planeta de salida S0. Un turno son dos acciones, y un movimiento lleva una unidad por una órbita hasta un planeta enlazado. Mueve R1 al Planeta Armería W0.
cube-attack-lesson-moving-wrong = Ese movimiento es legal, pero este paso te pide mover R1 de S0 a W0.
cube-attack-lesson-moving-done = R1 está en W0. Nunca podrá volver: ninguna unidad entra jamás en un planeta de salida.

cube-attack-lesson-arming-title = Armar una unidad
cube-attack-lesson-arming-prompt = R1 está en el Planeta Armería W0 y te queda una acción. Activar la Armería arma una unidad: sin arma pasa a corto alcance, corto alcance pasa a largo alcance. Una unidad activa como mucho una vez por ronda. Activa W0 con R1.
cube-attack-lesson-arming-wrong = Es legal, pero este paso te pide activar W0, para armar a R1.
cube-attack-lesson-arming-done = R1 tiene un arma de corto alcance: puede atacar a las unidades enemigas en su mismo planeta.

cube-attack-lesson-new-unit-title = Una unidad nueva
cube-attack-lesson-new-unit-prompt = Ha empezado una ronda nueva, y R1 está en el Planeta Cubo C0. Activar un Planeta Cubo trae una unidad nueva (un cubo de tu reserva) a tu planeta de salida. Activa C0 con R1.
cube-attack-lesson-new-unit-wrong = Es legal, pero este paso te pide activar el Planeta Cubo C0.
cube-attack-lesson-new-unit-done = Una unidad nueva, R2, está en S0. Cuantas más unidades tengas, más lunas podrás ocupar.

cube-attack-lesson-moons-title = Puntuar en las lunas
cube-attack-lesson-moons-prompt = Al final de cada ronda cada luna puntúa para los equipos que están en ella: una Media Luna 2 puntos, la Luna Llena 4, la mitad para cada uno cuando varios equipos la comparten. Con 64 puntos se gana. R1 está en la Media Luna H0. Muévela a la Luna Llena F.
cube-attack-lesson-moons-wrong = Es legal, pero este paso te pide mover R1 de H0 a la Luna Llena F.
cube-attack-lesson-moons-done = R1 ocupa la Luna Llena: 4 puntos para Rojo al final de la ronda, si ningún enemigo llega allí.

cube-attack-lesson-attacking-title = Atacar
cube-attack-lesson-attacking-prompt = B1 de Azul se ha unido a R1 en la Luna Llena. El arma de corto alcance de R1 alcanza a las unidades enemigas en su mismo planeta (una de largo alcance alcanza también los planetas enlazados). Cada ataque quita una vida; una unidad ataca una vez por ronda. Ataca a B1 con R1.
cube-attack-lesson-attacking-wrong = Es legal, pero este paso pide a R1 que ataque a B1 en la Luna Llena.
cube-attack-lesson-attacking-done = B1 tenía una vida y queda destruida. Un equipo que se queda sin unidades en el tablero está fuera, y gana el último equipo en pie.
