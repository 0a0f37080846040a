greeting = Bonjour, { $nom } !
pieces-home = { $count ->
    [one] une pièce rentrée
   *[other] { $count } pièces rentrées
}
only-english = Seulement ici
extra = De trop
