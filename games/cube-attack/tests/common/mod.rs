//! Hand-built positions for the tests, written in the state encoding.
#![allow(dead_code)]

use cubist_core::{Game, Seat};
use cubist_cube_attack::{Action, CubeAttack, Map, PlanetId, UnitId};

/// A position to build: defaults are round 1, Red opens and moves with 2 actions,
/// no scores, nothing removed, and every cube not on the board in supply.
#[derive(Clone)]
pub struct Pos {
    pub players: usize,
    pub map: String,
    pub mover: &'static str,
    pub opener: &'static str,
    pub actions: u8,
    pub round: u32,
    pub rounds: u32,
    pub target: u32,
    pub removal: &'static str,
    pub scores: Vec<u32>,
    pub supply: Option<Vec<u32>>,
    pub removed: Vec<u32>,
    pub units: String,
}

impl Pos {
    pub fn new(players: usize, units: &str) -> Self {
        Pos {
            players,
            map: "map=six-rings".into(),
            mover: "red",
            opener: "red",
            actions: 2,
            round: 1,
            rounds: 200,
            target: 64,
            removal: "lost",
            scores: vec![0; players],
            supply: None,
            removed: vec![0; players],
            units: units.into(),
        }
    }

    /// Play on a map given as JSON text.
    pub fn on_map(mut self, json: &str) -> Self {
        let map = Map::from_json(json).expect("test map is valid");
        self.map = format!("mapfile=test.json map=json:{}", map.to_json());
        self
    }

    pub fn mover(mut self, seat: &'static str, actions: u8) -> Self {
        self.mover = seat;
        self.actions = actions;
        self
    }

    pub fn encoding(&self) -> String {
        let n = self.players;
        let mut board = vec![0u32; n];
        for entry in self.units.split(',').filter(|e| !e.is_empty()) {
            let id = UnitId::parse_label(entry.split('@').next().unwrap()).unwrap();
            let lives = entry.split(':').nth(1).unwrap()[..1]
                .parse::<u32>()
                .unwrap();
            board[id.owner as usize] += lives;
        }
        let supply = self
            .supply
            .clone()
            .unwrap_or_else(|| (0..n).map(|s| 20 - board[s] - self.removed[s]).collect());
        let list = |v: &[u32]| {
            v.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(",")
        };
        format!(
            "cube-attack players={n} target={} rounds={} first=random removal={} round={} \
             opener={} mover={} actions={} status=playing scores={} supply={} removed={} units={} {}",
            self.target,
            self.rounds,
            self.removal,
            self.round,
            self.opener,
            self.mover,
            self.actions,
            list(&self.scores),
            list(&supply),
            list(&self.removed),
            self.units,
            self.map
        )
    }

    pub fn build(&self) -> CubeAttack {
        let text = self.encoding();
        CubeAttack::decode(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
    }
}

pub fn planet(g: &CubeAttack, name: &str) -> PlanetId {
    g.map()
        .find(name)
        .unwrap_or_else(|| panic!("no planet {name}"))
}

pub fn unit(label: &str) -> UnitId {
    UnitId::parse_label(label).unwrap()
}

/// Parse and play, panicking with the reason if refused.
pub fn act(g: &mut CubeAttack, seat: Seat, text: &str) {
    let a = g
        .parse_action(seat, text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    g.try_play(seat, a)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
}

/// The reason `text` is refused by `check` (panics if it is legal or unreadable).
pub fn refusal(g: &CubeAttack, seat: Seat, text: &str) -> String {
    let a = g
        .parse_action(seat, text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    refusal_of(g, seat, a)
}

pub fn refusal_of(g: &CubeAttack, seat: Seat, a: Action) -> String {
    let mut legal = Vec::new();
    g.legal_actions(seat, &mut legal);
    assert!(!legal.contains(&a), "{a:?} should not be legal");
    let mut copy = g.clone();
    let err = copy.try_play(seat, a).expect_err("illegal action accepted");
    assert_eq!(&copy, g, "a refused action changed the state");
    err.to_string()
}

pub fn legal(g: &CubeAttack, seat: Seat) -> Vec<String> {
    let mut v = Vec::new();
    g.legal_actions(seat, &mut v);
    v.into_iter().map(|a| g.format_action(seat, a)).collect()
}

pub const RED: Seat = 0;
pub const BLUE: Seat = 1;
pub const GREEN: Seat = 2;
