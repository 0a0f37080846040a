greeting = Hello, { $name }!
pieces-home = { $count ->
    [one] one piece home
   *[other] { $count } pieces home
}
only-english = Only here
