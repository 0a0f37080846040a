//! Maze: a toy game on a fixed pseudo-random graph, made to exercise every case of
//! retrograde analysis. A position is a node and the side to move. Nodes are grouped
//! in layers, which are its families; a move goes to a node of the same layer (so
//! play can go round in circles: draws) or of a lower one. Some nodes end the game
//! (a win, a loss or a draw for the side that would move), some numbers are holes,
//! and some moves give the same side another move. With `ladder`, layer 0 is a line
//! where each node has one move, to the node below, so distances grow long.
#![allow(dead_code)]

use cubist_core::{
    DecodeError, Game, GameOptions, GameRng, NotationError, Observer, OptionField, Outcome,
    PositionIndex, RenderStyle, SearchHints, Seat, SeatSet, ToMove,
};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct MazeOptions {
    pub seed: u64,
    pub layers: u32,
    pub width: u32,
    /// Most moves from one node.
    pub degree: u32,
    pub ladder: bool,
}

impl Default for MazeOptions {
    fn default() -> Self {
        MazeOptions {
            seed: 1,
            layers: 3,
            width: 40,
            degree: 3,
            ladder: false,
        }
    }
}

impl GameOptions for MazeOptions {
    fn fields() -> Vec<OptionField<Self>> {
        Vec::new()
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Maze {
    pub options: MazeOptions,
    pub node: u32,
    pub mover: Seat,
    /// Plies played: history a position ignores.
    pub plies: u32,
}

fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

impl MazeOptions {
    fn hash(&self, parts: &[u64]) -> u64 {
        parts.iter().fold(mix(self.seed), |h, &p| mix(h ^ p))
    }

    fn in_ladder(&self, node: u32) -> bool {
        self.ladder && node < self.width
    }

    pub fn is_hole(&self, node: u32) -> bool {
        !node.is_multiple_of(self.width)
            && !self.in_ladder(node)
            && self.hash(&[1, node as u64]) % 11 == 3
    }

    /// How a node ends the game, if it does: 0 the side to move loses, 1 it wins, 2 a draw.
    fn ending(&self, node: u32, mover: Seat) -> Option<u64> {
        if self.in_ladder(node) {
            return (node == 0).then_some(0);
        }
        self.hash(&[2, node as u64])
            .is_multiple_of(6)
            .then(|| self.hash(&[3, node as u64, mover as u64]) % 3)
    }

    fn degree(&self, node: u32, mover: Seat) -> u32 {
        if self.in_ladder(node) {
            return 1;
        }
        1 + (self.hash(&[4, node as u64, mover as u64]) % self.degree as u64) as u32
    }

    /// Where action `a` from `node` leads, and whether the same side moves again.
    fn target(&self, node: u32, mover: Seat, a: u8) -> (u32, bool) {
        if self.in_ladder(node) {
            return (node - 1, false);
        }
        let h = self.hash(&[5, node as u64, mover as u64, a as u64]);
        let layer = node / self.width;
        let to_layer = if layer > 0 && h.is_multiple_of(3) {
            ((h >> 8) % layer as u64) as u32
        } else {
            layer
        };
        let mut n = ((h >> 16) % self.width as u64) as u32;
        while self.is_hole(to_layer * self.width + n) {
            n = (n + 1) % self.width;
        }
        (to_layer * self.width + n, h.is_multiple_of(7))
    }
}

impl Maze {
    pub fn at(options: MazeOptions, node: u32, mover: Seat) -> Maze {
        Maze {
            options,
            node,
            mover,
            plies: 0,
        }
    }
}

/// Layer `layer` of a maze: numbers `mover * width + n`.
pub struct Layer {
    pub options: MazeOptions,
    pub layer: u32,
}

impl PositionIndex<Maze> for Layer {
    fn name(&self) -> String {
        format!("layer{}", self.layer)
    }
    fn size(&self) -> u64 {
        2 * self.options.width as u64
    }
    fn position(&self, index: u64) -> Option<Maze> {
        let w = self.options.width as u64;
        if index >= 2 * w {
            return None;
        }
        let node = self.layer * self.options.width + (index % w) as u32;
        (!self.options.is_hole(node)).then(|| Maze::at(self.options, node, (index / w) as Seat))
    }
    fn index_of(&self, game: &Maze) -> Option<u64> {
        let w = self.options.width;
        (game.node / w == self.layer && !self.options.is_hole(game.node))
            .then(|| game.mover as u64 * w as u64 + (game.node % w) as u64)
    }
}

impl Game for Maze {
    type Action = u8;
    type Options = MazeOptions;
    type View = Maze;
    type Wire = serde_json::Value;
    const NAME: &'static str = "maze";
    const TITLE: &'static str = "Maze";
    const RULES: &'static str = "see the test";
    const PERFECT_INFORMATION: bool = true;
    const CHANCE: bool = false;
    const WIRE_VERSION: u32 = 1;

    fn new(options: &MazeOptions, _seed: u64) -> Self {
        let top = options.layers.saturating_sub(1) * options.width;
        Maze::at(*options, top, 0)
    }
    fn options(&self) -> &MazeOptions {
        &self.options
    }
    fn num_players(&self) -> usize {
        2
    }
    fn to_move(&self) -> ToMove {
        match self.options.ending(self.node, self.mover) {
            Some(_) => ToMove::Over,
            None => ToMove::One(self.mover),
        }
    }
    fn legal_actions(&self, seat: Seat, out: &mut Vec<u8>) {
        out.clear();
        if self.to_move() == ToMove::One(seat) {
            out.extend(0..self.options.degree(self.node, seat) as u8);
        }
    }
    fn play(&mut self, seat: Seat, action: u8) {
        let (node, same) = self.options.target(self.node, seat, action);
        self.node = node;
        if !same {
            self.mover = 1 - seat;
        }
        self.plies += 1;
    }
    fn outcome(&self) -> Option<Outcome> {
        let kind = self.options.ending(self.node, self.mover)?;
        let (m, other) = (self.mover, 1 - self.mover);
        Some(match kind {
            0 => Outcome::win(other, vec![0, 0], "stuck"),
            1 => Outcome::win(m, vec![0, 0], "home"),
            _ => Outcome::new(vec![0, 0], [0, 1].into_iter().collect::<SeatSet>(), "draw"),
        })
    }
    fn view(&self, _: Observer) -> Maze {
        self.clone()
    }
    fn determinize(view: &Maze, _: &mut GameRng) -> Self {
        view.clone()
    }
    fn wire(view: &Maze) -> serde_json::Value {
        serde_json::to_value(view).expect("a maze serialises")
    }
    fn parse_action(&self, _seat: Seat, text: &str) -> Result<u8, NotationError> {
        text.trim()
            .parse()
            .map_err(|_| NotationError::untranslated(text, "a number"))
    }
    fn format_action(&self, _seat: Seat, action: u8) -> String {
        action.to_string()
    }
    fn encode(&self) -> String {
        format!("{self:?}")
    }
    fn decode(_text: &str) -> Result<Self, DecodeError> {
        Err(DecodeError::new("mazes are not decoded"))
    }
    fn state_hash(&self) -> u64 {
        mix(self.node as u64 * 2 + self.mover as u64)
    }
    fn search_hints(_players: usize) -> SearchHints {
        SearchHints::untuned()
    }
    fn render(view: &Maze, _style: RenderStyle) -> String {
        format!("{view:?}")
    }
    fn position_families(options: &MazeOptions) -> Vec<Box<dyn PositionIndex<Self>>> {
        (0..options.layers)
            .map(|layer| {
                Box::new(Layer {
                    options: *options,
                    layer,
                }) as Box<dyn PositionIndex<Self>>
            })
            .collect()
    }
    fn position_family(&self) -> Option<usize> {
        let layer = self.node / self.options.width;
        (layer < self.options.layers && !self.options.is_hole(self.node)).then_some(layer as usize)
    }
}
