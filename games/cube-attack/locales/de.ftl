# Review: machine-drafted, awaiting a native speaker's review


## Seats
cube-attack-red = Rot
cube-attack-blue = Blau
cube-attack-green = Grün
cube-attack-yellow = Gelb
cube-attack-purple = Lila
cube-attack-teal = Türkis

## Illegal actions, actions in words, and results
cube-attack-over = die Partie ist vorbei
cube-attack-turn = { $seat ->
        [0] Rot
        [1] Blau
        [2] Grün
        [3] Gelb
        [4] Lila
       *[5] Türkis
    } ist am Zug
cube-attack-no-unit = es gibt keine Einheit { $unit } auf dem Brett
cube-attack-not-yours = { $unit } gehört { $owner ->
        [0] Rot
        [1] Blau
        [2] Grün
        [3] Gelb
        [4] Lila
       *[5] Türkis
    }: du darfst nur mit deinen eigenen Einheiten handeln
cube-attack-no-planet = auf dieser Karte gibt es keinen Planeten Nummer { $to }
cube-attack-already-on = { $unit } ist schon auf { $planet }
cube-attack-not-linked = keine Umlaufbahn verbindet { $from } und { $to }: eine Einheit zieht nur auf einen verbundenen Planeten
cube-attack-start-closed = { $planet } ist ein Startplanet, und keine Einheit darf je einen Startplaneten betreten
cube-attack-not-activatable = { $planet } ist ein { $kind ->
        [start] Startplanet
        [cube] Planet Würfel
        [life-up] Planet Leben
        [weaponry] Planet Waffenkammer
        [half-moon] Halbmond
       *[full-moon] Vollmond
    }: nur Planet Würfel, Leben oder Waffenkammer können aktiviert werden
cube-attack-activated = { $unit } hat in dieser Runde schon einen Planeten aktiviert (eine Einheit aktiviert höchstens einmal pro Runde)
cube-attack-enemy-there = eine feindliche Einheit ({ $enemy }) ist auf { $planet }: ein Planet kann nicht aktiviert werden, solange ein Feind dort ist
cube-attack-supply-cube = dein Vorrat ist leer, also würde das Aktivieren des Planeten Würfel nichts ändern
cube-attack-max-lives = { $unit } hat schon { $lives } Leben, das Höchste für eine Einheit
cube-attack-supply-life = dein Vorrat ist leer, also gibt es keinen Würfel für ein weiteres Leben
cube-attack-has-long = { $unit } hat schon eine Langstreckenwaffe, also würde die Waffenkammer nichts ändern
cube-attack-no-target = es gibt keine Einheit { $target } auf dem Brett, die angegriffen werden könnte
cube-attack-own-target = { $target } ist deine eigene Einheit: du darfst nur Feinde angreifen
cube-attack-no-weapon = { $unit } hat keine Waffe: eine Einheit braucht eine Waffe (von einem Planeten Waffenkammer), um anzugreifen
cube-attack-attacked = { $unit } hat in dieser Runde schon angegriffen (eine Einheit greift höchstens einmal pro Runde an)
cube-attack-safe-start = { $target } ist auf { $there }, einem Startplaneten, wo keine Einheit angegriffen werden kann
cube-attack-short-reach = { $unit } hat eine Kurzstreckenwaffe, die nur den eigenen Planeten { $here } erreicht, und { $target } ist auf { $there }
cube-attack-long-reach = die Langstreckenwaffe von { $unit } erreicht nur { $here } und die damit verbundenen Planeten, und { $target } ist auf { $there }
cube-attack-move = { $who } zieht { $unit } von { $from } nach { $to } ({ $kind ->
        [start] Startplanet
        [cube] Planet Würfel
        [life-up] Planet Leben
        [weaponry] Planet Waffenkammer
        [half-moon] Halbmond
       *[full-moon] Vollmond
    })
cube-attack-activate = { $who } aktiviert { $planet } ({ $kind ->
        [start] Startplanet
        [cube] Planet Würfel
        [life-up] Planet Leben
        [weaponry] Planet Waffenkammer
        [half-moon] Halbmond
       *[full-moon] Vollmond
    }) mit { $unit }: { $effect }
cube-attack-attack-here = { $unit } von { $who } greift { $target } von { $whom } auf { $here } an: { $effect }
cube-attack-attack-there = { $unit } von { $who } greift { $target } von { $whom } von { $here } aus auf { $there } an: { $effect }
cube-attack-pass-turn = { $who } passt den ganzen Zug
cube-attack-pass-rest = { $who } passt den Rest des Zuges
cube-attack-new-unit = eine neue Einheit { $unit } erscheint auf { $planet }
cube-attack-new-unit-somewhere = eine neue Einheit erscheint
cube-attack-two-lives = { $unit } hat jetzt 2 Leben
cube-attack-long = { $unit } hat jetzt eine Langstreckenwaffe
cube-attack-short = { $unit } hat jetzt eine Kurzstreckenwaffe
cube-attack-loses-life = { $target } verliert ein Leben ({ $lives } übrig)
cube-attack-destroyed-last = { $target } ist zerstört, und { $owner } hat keine Einheit mehr
cube-attack-destroyed = { $target } ist zerstört
cube-attack-scores = { $who } erzielt { $points }
cube-attack-round-none = Runde { $round } endet, ohne dass ein Mond gehalten wird
cube-attack-round-ends = Runde { $round } endet: { $gains }
cube-attack-game-over = die Partie ist vorbei: { $result }
cube-attack-won = { $points } Punkte am Ende von Runde { $round }
cube-attack-last-team = das letzte Team mit Einheiten auf dem Brett, in Runde { $round }
cube-attack-rounds = { $rounds ->
        [one] 1 Runde gespielt
       *[other] { $rounds } Runden gespielt
    }
