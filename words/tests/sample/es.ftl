greeting = ¡Hola, { $name }!
pieces-home = { $count ->
    [one] una pieza en casa
   *[other] { $count } piezas en casa
}
only-english = Solo aquí
