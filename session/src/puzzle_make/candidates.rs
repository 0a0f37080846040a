//! Candidate positions for puzzles: every position of a game's record, each once, or
//! positions drawn from chosen families of a game that numbers them.

use std::collections::HashSet;

use cubist_core::{Game, GameOptions, GameRecord, GameVisitor, OptionPairs, ToMove, Trust};
use rand::{rngs::SmallRng, Rng, SeedableRng};

/// The positions of `record` where one seat is to move, in the game's encoding: the
/// last `last` of them (all with `None`). A local record may name a map file.
pub fn positions_of_record(
    record: &GameRecord,
    last: Option<usize>,
    trust: Trust,
) -> Result<Vec<String>, String> {
    let mut game = cubist_games::create_with(&record.game, &record.options, record.seed, trust)
        .map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    let mut keep = |g: &dyn cubist_core::DynGame| {
        if g.outcome().is_none() && matches!(g.to_move(), ToMove::One(_)) {
            out.push(g.encode());
        }
    };
    keep(game.as_ref());
    record
        .replay_onto(game.as_mut(), |_, g| keep(g))
        .map_err(|e| e.to_string())?;
    if let Some(n) = last {
        let skip = out.len().saturating_sub(n);
        out.drain(..skip);
    }
    Ok(out)
}

/// Families by their numbers in the game's list, counted from 1 as the docs list
/// them: `101-110,201,211` (ranges and single numbers, comma-separated). Returns
/// their places in the list (from 0), in the order given, each once.
pub fn parse_families(text: &str) -> Result<Vec<usize>, String> {
    let bad = || format!("'{text}': give family numbers from 1, such as 101-110,201");
    let number = |t: &str| match t.trim().parse::<usize>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err(bad()),
    };
    let mut out = Vec::new();
    for part in text.split(',') {
        let (first, last) = match part.split_once('-') {
            Some((a, b)) => (number(a)?, number(b)?),
            None => (number(part)?, number(part)?),
        };
        if last < first {
            return Err(bad());
        }
        for n in first..=last {
            if !out.contains(&(n - 1)) {
                out.push(n - 1);
            }
        }
    }
    Ok(out)
}

/// `n` distinct positions drawn at random from `families` (places in the game's list
/// of numbered families, [`Game::position_families`]) under `options`: a family
/// drawn evenly, then a number in it, holes and finished games skipped; in the
/// game's encoding, each once. An error when the game numbers no such family, or
/// when many draws in a row find nothing new (the families hold too few positions).
pub fn positions_of_families(
    game: &str,
    options: &OptionPairs,
    families: &[usize],
    n: usize,
    seed: u64,
) -> Result<Vec<String>, String> {
    struct Draw<'a> {
        options: &'a OptionPairs,
        families: &'a [usize],
        n: usize,
        seed: u64,
    }
    impl GameVisitor for Draw<'_> {
        type Output = Result<Vec<String>, String>;
        fn visit<G: Game>(self) -> Self::Output {
            let options = G::Options::from_pairs_local(self.options).map_err(|e| e.to_string())?;
            let all = G::position_families(&options);
            if all.is_empty() {
                return Err(format!("{} numbers no families of positions", G::TITLE));
            }
            if self.families.is_empty() {
                return Err("give at least one family".into());
            }
            if let Some(&k) = self.families.iter().find(|&&k| k >= all.len()) {
                return Err(format!(
                    "{} has {} families: there is no family {}",
                    G::TITLE,
                    all.len(),
                    k + 1
                ));
            }
            let mut rng = SmallRng::seed_from_u64(self.seed);
            let mut seen = HashSet::new();
            let mut out = Vec::with_capacity(self.n);
            let mut misses = 0usize;
            while out.len() < self.n {
                let family = &all[self.families[rng.random_range(0..self.families.len())]];
                let found = family
                    .position(rng.random_range(0..family.size()))
                    .filter(|g| g.outcome().is_none() && matches!(g.to_move(), ToMove::One(_)))
                    .map(|g| g.encode())
                    .filter(|text| seen.insert(text.clone()));
                match found {
                    Some(text) => {
                        out.push(text);
                        misses = 0;
                    }
                    None => {
                        misses += 1;
                        if misses > 100_000 {
                            return Err(format!(
                                "the families hold fewer than {} positions to draw",
                                self.n
                            ));
                        }
                    }
                }
            }
            Ok(out)
        }
    }
    cubist_games::visit(
        game,
        Draw {
            options,
            families,
            n,
            seed,
        },
    )
    .map_err(|e| e.to_string())?
}

/// Distinct positions in the order first seen.
#[derive(Default)]
pub struct Candidates {
    seen: HashSet<String>,
    pub positions: Vec<String>,
}

impl Candidates {
    /// Never take `positions` (those of a set being added to), from now on.
    pub fn exclude(&mut self, positions: impl IntoIterator<Item = String>) {
        self.seen.extend(positions);
    }

    pub fn add(&mut self, positions: impl IntoIterator<Item = String>) {
        for p in positions {
            if self.seen.insert(p.clone()) {
                self.positions.push(p);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn excluded_and_repeated_positions_are_taken_once_or_never() {
        let mut c = Candidates::default();
        c.exclude(["b".to_string()]);
        c.add(["a", "b", "c", "a"].map(String::from));
        c.add(["c", "d"].map(String::from));
        assert_eq!(c.positions, ["a", "c", "d"]);
    }

    #[test]
    fn families_are_read_from_one() {
        assert_eq!(parse_families("3-5,1,4").unwrap(), [2, 3, 4, 0]);
        for bad in ["", "0", "5-3", "a", "1-"] {
            assert!(parse_families(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn drawn_positions_are_distinct_and_of_the_families_asked() {
        use cubist_squadro::Squadro;
        let options = OptionPairs::default();
        let drawn = positions_of_families("squadro", &options, &[100, 200], 50, 7).unwrap();
        assert_eq!(drawn.len(), 50);
        assert_eq!(drawn.iter().collect::<HashSet<_>>().len(), 50);
        for text in &drawn {
            let g = Squadro::decode(text).unwrap();
            assert!(matches!(g.position_family(), Some(100 | 200)), "{text}");
        }
        let again = positions_of_families("squadro", &options, &[100, 200], 50, 7).unwrap();
        assert_eq!(drawn, again, "a seed draws the same positions");
        assert!(positions_of_families("squadro", &options, &[665], 5, 7).is_err());
        assert!(positions_of_families("zhen", &options, &[0], 5, 7).is_err());
    }
}
