//! Reading a map file: every check a map must pass, in the order they are reported
//! (planets, orbits, connection, seats), then the tables play reads instead of the
//! planet list.

use super::{Kind, Map, MapError, MapFile, Planet, PlanetId};
use super::{MAX_PLANETS, MAX_PLAYERS, MIN_PLAYERS};

/// `seatings[n]`: the Starting planet of each seat in an `n`-player game.
type Seatings = [Option<Vec<PlanetId>>; MAX_PLAYERS + 1];

/// The orbits of a map: in file order as planet pairs, and as one mask of linked
/// planets per planet.
struct Orbits {
    links: Vec<(PlanetId, PlanetId)>,
    adjacency: Vec<u64>,
}

impl Map {
    /// Validate a parsed map file.
    pub fn from_file(file: &MapFile) -> Result<Map, MapError> {
        let planets = read_planets(file)?;
        let orbits = read_links(file, &planets)?;
        if let Some(unreachable) = first_unreachable(&orbits.adjacency) {
            return Err(MapError::Disconnected {
                from: planets[0].name.clone(),
                unreachable: planets[unreachable].name.clone(),
            });
        }
        let seatings = read_seatings(file, &planets)?;
        Ok(Map::with_tables(
            file.name.clone(),
            planets,
            orbits,
            seatings,
        ))
    }

    /// The map of checked parts, with the masks and move rows worked out from them.
    fn with_tables(name: String, planets: Vec<Planet>, orbits: Orbits, seatings: Seatings) -> Map {
        let Orbits { links, adjacency } = orbits;
        let mut kind_masks = [0u64; Kind::ALL.len()];
        for (i, p) in planets.iter().enumerate() {
            kind_masks[p.kind as usize] |= 1 << i;
        }
        let start_mask = kind_masks[Kind::Start as usize];
        let entries: Vec<Vec<PlanetId>> = adjacency
            .iter()
            .map(|&linked| {
                (0..planets.len() as PlanetId)
                    .filter(|&q| (linked & !start_mask) & 1 << q != 0)
                    .collect()
            })
            .collect();
        let entry_counts: Vec<usize> = entries.iter().map(Vec::len).collect();
        let entry_width = entry_counts.iter().copied().max().unwrap_or(0);
        let entry_rows = entries
            .iter()
            .flat_map(|row| {
                row.iter()
                    .copied()
                    .chain(std::iter::repeat(0))
                    .take(entry_width)
            })
            .collect();
        Map {
            name,
            planets,
            links,
            adjacency,
            start_mask,
            kind_masks,
            entry_rows,
            entry_counts,
            entry_width,
            seatings,
        }
    }
}

/// The planets, in file order: at least one, at most [`MAX_PLANETS`], each with a
/// valid name of its own and a known kind.
fn read_planets(file: &MapFile) -> Result<Vec<Planet>, MapError> {
    if file.planets.is_empty() {
        return Err(MapError::NoPlanets);
    }
    if file.planets.len() > MAX_PLANETS {
        return Err(MapError::TooManyPlanets(file.planets.len()));
    }
    let mut planets: Vec<Planet> = Vec::with_capacity(file.planets.len());
    for entry in &file.planets {
        check_planet_name(&entry.name)?;
        if planets
            .iter()
            .any(|p| p.name.eq_ignore_ascii_case(&entry.name))
        {
            return Err(MapError::DuplicatePlanet(entry.name.clone()));
        }
        let kind = Kind::from_key(&entry.kind).ok_or_else(|| MapError::UnknownKind {
            planet: entry.name.clone(),
            kind: entry.kind.clone(),
        })?;
        planets.push(Planet {
            name: entry.name.clone(),
            kind,
        });
    }
    Ok(planets)
}

/// The planet with this name, ignoring case.
fn planet_named(planets: &[Planet], name: &str) -> Option<PlanetId> {
    planets
        .iter()
        .position(|p| p.name.eq_ignore_ascii_case(name))
        .map(|i| i as PlanetId)
}

/// The orbits: each between two different known planets, none twice.
fn read_links(file: &MapFile, planets: &[Planet]) -> Result<Orbits, MapError> {
    let mut adjacency = vec![0u64; planets.len()];
    let mut links = Vec::with_capacity(file.links.len());
    for (i, [a, b]) in file.links.iter().enumerate() {
        let unknown = |name: &String| MapError::LinkToUnknownPlanet {
            link: i,
            name: name.clone(),
        };
        let pa = planet_named(planets, a).ok_or_else(|| unknown(a))?;
        let pb = planet_named(planets, b).ok_or_else(|| unknown(b))?;
        if pa == pb {
            return Err(MapError::SelfLink(a.clone()));
        }
        if adjacency[pa as usize] & (1 << pb) != 0 {
            return Err(MapError::DuplicateLink(a.clone(), b.clone()));
        }
        adjacency[pa as usize] |= 1 << pb;
        adjacency[pb as usize] |= 1 << pa;
        links.push((pa, pb));
    }
    Ok(Orbits { links, adjacency })
}

/// The seatings: at least one, each for a player count in range, naming as many
/// different Starting planets as there are players.
fn read_seatings(file: &MapFile, planets: &[Planet]) -> Result<Seatings, MapError> {
    if file.seats.is_empty() {
        return Err(MapError::NoSeats);
    }
    let mut seatings: Seatings = Default::default();
    for (key, names) in &file.seats {
        let players = key
            .trim()
            .parse::<usize>()
            .ok()
            .filter(|n| (MIN_PLAYERS..=MAX_PLAYERS).contains(n))
            .ok_or_else(|| MapError::BadPlayerCount(key.clone()))?;
        if names.len() != players {
            return Err(MapError::SeatCountMismatch {
                players,
                listed: names.len(),
            });
        }
        let starts = read_starts(planets, players, names)?;
        if seatings[players].replace(starts).is_some() {
            // Two keys such as "2" and " 2" name the same player count.
            return Err(MapError::BadPlayerCount(key.clone()));
        }
    }
    Ok(seatings)
}

/// The Starting planets of one seating, by seat.
fn read_starts(
    planets: &[Planet],
    players: usize,
    names: &[String],
) -> Result<Vec<PlanetId>, MapError> {
    let mut starts = Vec::with_capacity(players);
    for name in names {
        let p = planet_named(planets, name).ok_or_else(|| MapError::SeatOnUnknownPlanet {
            players,
            name: name.clone(),
        })?;
        let kind = planets[p as usize].kind;
        if kind != Kind::Start {
            return Err(MapError::SeatWithoutStartingPlanet {
                players,
                name: name.clone(),
                kind,
            });
        }
        if starts.contains(&p) {
            return Err(MapError::SharedStartingPlanet {
                players,
                name: name.clone(),
            });
        }
        starts.push(p);
    }
    Ok(starts)
}

/// Names are notation: letters, digits, `_` and `-`, without `x` (which marks an attack).
fn check_planet_name(name: &str) -> Result<(), MapError> {
    let bad = |reason| {
        Err(MapError::BadPlanetName {
            name: name.to_string(),
            reason,
        })
    };
    if name.is_empty() {
        return bad("cube-attack-map-name-empty");
    }
    if name.len() > 16 {
        return bad("cube-attack-map-name-long");
    }
    if !name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        return bad("cube-attack-map-name-letters");
    }
    if name.contains(['x', 'X']) {
        return bad("cube-attack-map-name-x");
    }
    if name.eq_ignore_ascii_case("pass") || name.eq_ignore_ascii_case("act") {
        return bad("cube-attack-map-name-word");
    }
    Ok(())
}

/// A planet that planet 0 cannot reach along orbits, if any.
fn first_unreachable(adjacency: &[u64]) -> Option<usize> {
    let all = if adjacency.len() == 64 {
        u64::MAX
    } else {
        (1u64 << adjacency.len()) - 1
    };
    let mut seen = 1u64;
    let mut frontier = 1u64;
    while frontier != 0 {
        let mut next = 0u64;
        let mut f = frontier;
        while f != 0 {
            let p = f.trailing_zeros() as usize;
            f &= f - 1;
            next |= adjacency[p];
        }
        frontier = next & !seen;
        seen |= next;
    }
    let missing = all & !seen;
    (missing != 0).then(|| missing.trailing_zeros() as usize)
}
