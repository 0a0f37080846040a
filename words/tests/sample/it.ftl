greeting = Ciao, { $name }!
pieces-home = { $count ->
    [one] un pezzo a casa
   *[other] { $count } pezzi a casa
}
