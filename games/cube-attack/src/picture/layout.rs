//! Where each planet of a map goes, computed from the map's orbits alone: map files
//! carry no coordinates, and any valid map must draw.
//!
//! The planet whose farthest planet is nearest (the graph's centre) goes in the
//! middle; every other planet goes on a ring by its distance in orbits from the
//! centre. On its ring a planet aims at the mean angle of its links one ring in, and
//! the ring's planets are then spread evenly in that order, so orbits between rings
//! stay short and rarely cross. Rings grow with the number of planets they hold.
//! Everything is deterministic: the same map always draws the same way.

use std::f64::consts::TAU;

use crate::map::{Map, PlanetId};

/// Distance between consecutive rings, in layout units.
const STEP: f64 = 1.0;
/// Room one planet needs along its ring, in layout units.
const PITCH: f64 = 1.6;

/// A point of the layout (or of the picture).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    pub x: f64,
    pub y: f64,
}

/// Positions of every planet, centred on (0, 0), with `bottom` (if given) straight
/// below the centre so that seat 1's Starting planet faces the reader.
pub fn layout(map: &Map, bottom: Option<PlanetId>) -> Vec<Point> {
    let n = map.len();
    let dist = distances(map);
    let centre = (0..n)
        .min_by_key(|&p| {
            let eccentricity = dist[p].iter().max().copied().unwrap_or(0);
            (eccentricity, usize::MAX - degree(map, p), p)
        })
        .unwrap_or(0);
    let depth = &dist[centre];
    let rings = depth.iter().max().copied().unwrap_or(0);
    let mut angle = vec![0.0; n];
    let mut radius = vec![0.0; n];
    let mut r = 0.0f64;
    for k in 1..=rings {
        let members: Vec<usize> = (0..n).filter(|&p| depth[p] == k).collect();
        r = (r + STEP).max(members.len() as f64 * PITCH / TAU);
        let targets: Vec<f64> = members
            .iter()
            .map(|&p| parent_angle(map, p, depth, &angle))
            .collect();
        for (p, a) in spread(&members, &targets) {
            angle[p] = a;
            radius[p] = r;
        }
    }
    let turn = bottom.map_or(0.0, |b| TAU / 4.0 - angle[b as usize]);
    (0..n)
        .map(|p| Point {
            x: radius[p] * (angle[p] + turn).cos(),
            y: radius[p] * (angle[p] + turn).sin(),
        })
        .collect()
}

fn degree(map: &Map, p: usize) -> usize {
    map.neighbours(p as PlanetId).count_ones() as usize
}

/// Orbit counts between every pair of planets (breadth-first from each).
fn distances(map: &Map) -> Vec<Vec<usize>> {
    let n = map.len();
    (0..n)
        .map(|from| {
            let mut d = vec![usize::MAX; n];
            d[from] = 0;
            let mut queue = std::collections::VecDeque::from([from]);
            while let Some(p) = queue.pop_front() {
                for q in 0..n {
                    if map.linked(p as PlanetId, q as PlanetId) && d[q] == usize::MAX {
                        d[q] = d[p] + 1;
                        queue.push_back(q);
                    }
                }
            }
            // A valid map is connected; a stray planet would still get a ring.
            d.iter().map(|&x| x.min(n)).collect()
        })
        .collect()
}

/// The mean direction of `p`'s links one ring in (0 for the first ring).
fn parent_angle(map: &Map, p: usize, depth: &[usize], angle: &[f64]) -> f64 {
    let (mut sx, mut sy) = (0.0, 0.0);
    for q in 0..depth.len() {
        if depth[q] + 1 == depth[p] && map.linked(p as PlanetId, q as PlanetId) {
            sx += angle[q].cos();
            sy += angle[q].sin();
        }
    }
    if sx.abs() + sy.abs() < 1e-9 {
        0.0
    } else {
        sy.atan2(sx).rem_euclid(TAU)
    }
}

/// Even angles for a ring's planets, in the order of their target angles, turned to
/// sit as close to the targets as they can.
fn spread(members: &[usize], targets: &[f64]) -> Vec<(usize, f64)> {
    let n = members.len();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| {
        targets[a]
            .total_cmp(&targets[b])
            .then(members[a].cmp(&members[b]))
    });
    let gap = TAU / n as f64;
    let (mut sx, mut sy) = (0.0, 0.0);
    for (i, &m) in order.iter().enumerate() {
        let d = targets[m] - gap * i as f64;
        sx += d.cos();
        sy += d.sin();
    }
    let phase = if sx.abs() + sy.abs() < 1e-9 {
        0.0
    } else {
        sy.atan2(sx)
    };
    order
        .iter()
        .enumerate()
        .map(|(i, &m)| (members[m], phase + gap * i as f64))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn apart(points: &[Point]) -> f64 {
        let mut least = f64::MAX;
        for (i, a) in points.iter().enumerate() {
            for b in &points[i + 1..] {
                least = least.min((a.x - b.x).hypot(a.y - b.y));
            }
        }
        least
    }

    #[test]
    fn six_rings_has_the_full_moon_in_the_middle_and_s0_at_the_bottom() {
        let map = Map::six_rings();
        let s0 = map.find("S0").unwrap();
        let at = layout(&map, Some(s0));
        let f = at[map.find("F").unwrap() as usize];
        assert!(f.x.abs() < 1e-9 && f.y.abs() < 1e-9, "{f:?}");
        let s = at[s0 as usize];
        assert!(s.x.abs() < 1e-6 && s.y > 3.0, "{s:?}");
        assert!(apart(&at) > 0.9, "planets keep apart: {}", apart(&at));
    }

    #[test]
    fn every_shipped_map_keeps_its_planets_apart() {
        for (name, _) in crate::BUILTIN_MAPS {
            let map = Map::builtin(name).unwrap();
            assert!(apart(&layout(&map, None)) > 0.9, "{name}");
        }
    }
}
