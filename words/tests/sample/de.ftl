greeting = Hallo, { $name }!
pieces-home = { $count ->
    [one] ein Stein zu Hause
   *[other] { $count } Steine zu Hause
}
only-english = Nur hier
