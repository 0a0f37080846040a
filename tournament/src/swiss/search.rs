//! Pairing a round: the brackets from the top, with backtracking; with an odd
//! number of players the one the last bracket leaves unpaired has the bye.

use super::bracket::{self, Compatible};
use super::colour::{self, Strength};
use super::{Colour, Float, Game, Pairing, Player, RoundSpec, SwissError, SEARCH_LIMIT};
use std::cell::Cell;
use std::cmp::Reverse;
use std::collections::BTreeSet;
use std::ops::ControlFlow;

/// A candidate's faults, most important first (see the module's documentation):
/// scores moving down beyond the bracket's, colour preferences not granted,
/// strong or absolute ones not granted, repeated floats of the previous round
/// (down, up) and of the one before (down, up).
type Quality = [u32; 7];

/// How many faulty candidates of one bracket, with one number of pairs, are
/// looked at to choose the best from when none reaches the lower bound.
const EXPLORE: usize = 5_000;

struct Ctx<'a> {
    ranked: Vec<&'a Player>,
    compatible: Vec<Vec<bool>>,
    spec: RoundSpec,
    /// An odd number of players: one gets the pairing-allocated bye.
    odd: bool,
    spent: Cell<usize>,
}

/// The pairs found so far, as rank indices.
type Pairs = Vec<(usize, usize)>;

pub(super) fn pair(players: &[Player], spec: &RoundSpec) -> Result<Pairing, SwissError> {
    let mut ranked: Vec<&Player> = players.iter().collect();
    ranked.sort_by_key(|p| (Reverse(p.score), p.id));
    let ctx = Ctx::new(ranked, *spec);
    let everyone: Vec<usize> = (0..ctx.ranked.len()).collect();
    let pairs = ctx.pair_all(&everyone)?.ok_or(SwissError::NoPairing)?;
    // With an odd number, the one left unpaired by the last bracket has the bye.
    let bye = everyone
        .into_iter()
        .find(|&i| !pairs.iter().any(|&(a, b)| a == i || b == i));
    Ok(ctx.finish(pairs, bye))
}

impl<'a> Ctx<'a> {
    fn new(ranked: Vec<&'a Player>, spec: RoundSpec) -> Ctx<'a> {
        let last_round = spec.round == spec.rounds;
        let topscorer = |p: &Player| last_round && p.score > spec.rounds;
        let compatible = ranked
            .iter()
            .map(|a| {
                ranked
                    .iter()
                    .map(|b| {
                        let met = a.opponents.contains(&b.id) || b.opponents.contains(&a.id);
                        a.id != b.id
                            && !met
                            && colour::compatible(a, b, topscorer(a) || topscorer(b))
                    })
                    .collect()
            })
            .collect();
        Ctx {
            odd: ranked.len() % 2 == 1,
            ranked,
            compatible,
            spec,
            spent: Cell::new(0),
        }
    }

    /// Pairs everyone of `players` (rank indices, in order), bracket by bracket.
    fn pair_all(&self, players: &[usize]) -> Result<Option<Pairs>, SwissError> {
        let mut groups: Vec<Vec<usize>> = Vec::new();
        for &p in players {
            match groups.last_mut() {
                Some(g) if self.ranked[g[0]].score == self.ranked[p].score => g.push(p),
                _ => groups.push(vec![p]),
            }
        }
        self.bracket(&groups, 0, &[])
    }

    /// Pairs bracket `k` with the players moved down into it, then the rest.
    fn bracket(
        &self,
        groups: &[Vec<usize>],
        k: usize,
        mdps: &[usize],
    ) -> Result<Option<Pairs>, SwissError> {
        let Some(residents) = groups.get(k) else {
            // Past the last bracket: nobody left, or with an odd number one
            // player who may have the bye (C.2).
            let done = match mdps {
                [] => true,
                [one] => self.odd && !self.ranked[*one].had_bye,
                _ => false,
            };
            return Ok(done.then(Vec::new));
        };
        let n = mdps.len() + residents.len();
        let last = k + 1 == groups.len();
        let fewest_pairs = if last { n / 2 } else { 0 };
        for pairs in (fewest_pairs..=n / 2).rev() {
            if let Some(found) = self.level(groups, k, mdps, pairs)? {
                return Ok(Some(found));
            }
        }
        Ok(None)
    }

    /// The candidates of bracket `k` with exactly `pairs` pairs: one with no
    /// more faults than the bracket cannot avoid is tried at once, the others
    /// afterwards from the best.
    fn level(
        &self,
        groups: &[Vec<usize>],
        k: usize,
        mdps: &[usize],
        pairs: usize,
    ) -> Result<Option<Pairs>, SwissError> {
        let residents = &groups[k];
        let resident_score = self.ranked[residents[0]].score;
        let compatible: &Compatible = &|a, b| self.compatible[a][b];
        let mut seen: BTreeSet<Pairs> = BTreeSet::new();
        let mut kept: Vec<(Quality, Pairs, Vec<usize>)> = Vec::new();
        let mut outcome: Result<Option<Pairs>, SwissError> = Ok(None);
        let ideal = self.ideal(mdps, residents, pairs);
        let _ = bracket::generate(compatible, mdps, residents, pairs, &mut |found, down| {
            let mut key = found.to_vec();
            key.sort_unstable();
            if !seen.insert(key) {
                return ControlFlow::Continue(());
            }
            if self.spend() {
                outcome = Err(SwissError::TooComplex);
                return ControlFlow::Break(());
            }
            let quality = self.quality(found, down, resident_score);
            if quality > ideal {
                kept.push((quality, found.to_vec(), down.to_vec()));
                return if kept.len() < EXPLORE {
                    ControlFlow::Continue(())
                } else {
                    ControlFlow::Break(())
                };
            }
            outcome = self.then_rest(groups, k, found, down);
            match outcome {
                Ok(None) => ControlFlow::Continue(()),
                _ => ControlFlow::Break(()),
            }
        });
        if !matches!(outcome, Ok(None)) {
            return outcome;
        }
        kept.sort_by_key(|(quality, _, _)| *quality);
        for (_, found, down) in kept {
            if let Some(all) = self.then_rest(groups, k, &found, &down)? {
                return Ok(Some(all));
            }
        }
        Ok(None)
    }

    fn then_rest(
        &self,
        groups: &[Vec<usize>],
        k: usize,
        found: &[(usize, usize)],
        down: &[usize],
    ) -> Result<Option<Pairs>, SwissError> {
        Ok(self
            .bracket(groups, k + 1, down)?
            .map(|rest| found.iter().copied().chain(rest).collect()))
    }

    /// A lower bound of a bracket's faults: the preferences for the more wanted
    /// colour beyond what the other players and the floaters can absorb leave one
    /// fault per two (C.10), and the same among strong and absolute ones (C.11).
    fn ideal(&self, mdps: &[usize], residents: &[usize], pairs: usize) -> Quality {
        let players: Vec<&Player> = mdps
            .iter()
            .chain(residents)
            .map(|&i| self.ranked[i])
            .collect();
        let n = players.len();
        let floaters = n - 2 * pairs;
        let excess =
            |wanting: usize| wanting.saturating_sub(floaters + (n - wanting)).div_ceil(2) as u32;
        let mut bound = [0u32; 7];
        for c in [Colour::White, Colour::Black] {
            let prefs: Vec<_> = players
                .iter()
                .filter_map(|p| colour::preference(p))
                .filter(|p| p.colour == c)
                .collect();
            let strong = prefs
                .iter()
                .filter(|p| p.strength >= Strength::Strong)
                .count();
            bound[1] = bound[1].max(excess(prefs.len()));
            bound[2] = bound[2].max(excess(strong));
        }
        bound
    }

    /// Counts one candidate; true when the search has gone on too long.
    fn spend(&self) -> bool {
        self.spent.set(self.spent.get() + 1);
        self.spent.get() > SEARCH_LIMIT
    }

    fn quality(&self, pairs: &[(usize, usize)], down: &[usize], resident_score: u32) -> Quality {
        let mut q = [0u32; 7];
        q[0] = down
            .iter()
            .map(|&d| self.ranked[d].score.saturating_sub(resident_score))
            .fold(0, u32::saturating_add);
        for &(a, b) in pairs {
            let (high, low) = (self.ranked[a], self.ranked[b]);
            let white = colour::allocate(high, low, self.spec.initial_colour);
            for (player, got) in [(high, white), (low, white.other())] {
                if let Some(pref) = colour::preference(player).filter(|p| p.colour != got) {
                    q[1] += 1;
                    q[2] += u32::from(pref.strength >= Strength::Strong);
                }
            }
            if high.score > low.score {
                q[4] += u32::from(self.floated(low, 1, Float::Up));
                q[6] += u32::from(self.floated(low, 2, Float::Up));
            }
        }
        for &d in down {
            q[3] += u32::from(self.floated(self.ranked[d], 1, Float::Down));
            q[5] += u32::from(self.floated(self.ranked[d], 2, Float::Down));
        }
        q
    }

    /// Whether `player` had `float` `back` rounds before this one.
    fn floated(&self, player: &Player, back: u32, float: Float) -> bool {
        let Some(index) = self.spec.round.checked_sub(back + 1) else {
            return false;
        };
        player.floats.get(index as usize).copied().flatten() == Some(float)
    }

    /// The games, coloured by E, in board order: the higher score first, then the
    /// higher total, then the higher ranked player.
    fn finish(&self, mut pairs: Pairs, bye: Option<usize>) -> Pairing {
        pairs.sort_by_key(|&(a, b)| {
            let (sa, sb) = (self.ranked[a].score, self.ranked[b].score);
            (
                Reverse(sa.max(sb)),
                Reverse(u64::from(sa) + u64::from(sb)),
                a.min(b),
            )
        });
        let games = pairs
            .into_iter()
            .map(|(a, b)| {
                let (high, low) = (self.ranked[a.min(b)], self.ranked[a.max(b)]);
                match colour::allocate(high, low, self.spec.initial_colour) {
                    Colour::White => Game {
                        white: high.id,
                        black: low.id,
                    },
                    Colour::Black => Game {
                        white: low.id,
                        black: high.id,
                    },
                }
            })
            .collect();
        Pairing {
            games,
            bye: bye.map(|i| self.ranked[i].id),
        }
    }
}
