//! The lesson for newcomers: setting up, moving, reinforcing, attacking, and choosing a
//! card in secret. Every step is a two-player game on the usual 5×5 board that Red
//! starts, played to a position by its setup; the learner plays Red. Prompts name only
//! what Red's view shows: its own hand, the face-up tiles, the discard piles.

use cubist_core::LessonStep;

const OPTIONS: &[(&str, &str)] = &[("players", "2"), ("first", "red")];
const SEED: u64 = 3;
const RED: usize = 0;

/// The set-up cubes of both seats, then a turn each.
const SET_UP: &[&str] = &["place b1", "place d1", "place b5", "place d5"];
const MOVED: &[&str] = &[
    "place b1",
    "place d1",
    "place b5",
    "place d5",
    "move 2 b1-b2-b3",
    "move 2 b5-b4",
];
const REINFORCED: &[&str] = &[
    "place b1",
    "place d1",
    "place b5",
    "place d5",
    "move 2 b1-b2-b3",
    "move 2 b5-b4",
    "reinforce 2 d1",
    "move 2 d5-c5",
];
const ATTACKING: &[&str] = &[
    "place b1",
    "place d1",
    "place b5",
    "place d5",
    "move 2 b1-b2-b3",
    "move 2 b5-b4",
    "reinforce 2 d1",
    "move 2 d5-c5",
    "attack b3 b4",
];

/// The steps, in order.
pub fn lessons() -> Vec<LessonStep> {
    vec![
        setting_up(),
        moving(),
        reinforcing(),
        attacking(),
        choosing(),
    ]
}

fn setting_up() -> LessonStep {
    LessonStep {
        title: "Setting up",
        options: OPTIONS,
        seed: SEED,
        setup: &[],
        seat: RED,
        prompt: "You are Red. 25 tiles lie face down, each showing a symbol from the drop \
                 (1) to the arrow (6). Each player starts with two cubes on their home \
                 edge, yours rank 1; a tile turns face up when a cube first stands on it. \
                 Put a cube on b1.",
        goal: &["place b1"],
        wrong: "That is a fine place, but this step asks for a cube on b1.",
        done: "The tile under your cube turned face up. The players place two cubes each, \
               then every turn starts by drawing up to 4 cards.",
    }
}

fn moving() -> LessonStep {
    LessonStep {
        title: "Moving with a card",
        options: OPTIONS,
        seed: SEED,
        setup: SET_UP,
        seat: RED,
        prompt: "Your turn: you drew a 1 (drop), a 2 (hammers) and two 5s (wheels). To \
                 move, discard a card: one of your single cubes walks up to that many \
                 steps, never through an enemy, and every face-down tile it enters turns \
                 up. Walk the cube on b1 two steps forward to b3 with your 2: click the \
                 cube on b1, then b3 where it stops, then b2, the tile it passes on the \
                 way (a 5 could take it round another way), then your 2.",
        goal: &["move 2 b1-b2-b3"],
        wrong: "That move is legal, but this step asks you to walk from b1 to b3 with \
                your 2 (keep the 5s for later).",
        done: "Your cube stands on b3 and turned up b2 and b3 on its way. Your 2 is on \
               your discard pile; Blue now takes its turn.",
    }
}

fn reinforcing() -> LessonStep {
    LessonStep {
        title: "Reinforcing",
        options: OPTIONS,
        seed: SEED,
        setup: MOVED,
        seat: RED,
        prompt: "Reinforcing brings a cube from your supply: discard a card whose symbol \
                 matches a face-up tile, either an empty one next to your cubes (a new \
                 cube) or one under your single cube (a second cube: an Outpost, which \
                 cannot move or attack but defends with +1). Your cube on d1 stands on \
                 hammers and you hold a 2: make it an Outpost.",
        goal: &["reinforce 2 d1"],
        wrong: "That is legal, but this step asks you to discard your 2 to make an \
                Outpost on d1.",
        done: "d1 holds an Outpost of two red cubes.",
    }
}

fn attacking() -> LessonStep {
    LessonStep {
        title: "Attacking",
        options: OPTIONS,
        seed: SEED,
        setup: REINFORCED,
        seat: RED,
        prompt: "Blue's cube on b4 stands next to your single cube on b3. A single cube \
                 may attack an enemy cube or Outpost next to it (up, down, left or right); \
                 you need a card in hand. The winner scores 1 VP, and 10 VP win the game. \
                 Attack b4 from b3.",
        goal: &["attack b3 b4"],
        wrong: "That is legal, but this step asks your cube on b3 to attack Blue's cube \
                on b4.",
        done: "The attack is declared: now both sides choose a card.",
    }
}

fn choosing() -> LessonStep {
    LessonStep {
        title: "Choosing a card in secret",
        options: OPTIONS,
        seed: SEED,
        setup: ATTACKING,
        seat: RED,
        prompt: "You and Blue each choose a card in secret; then both are shown. You win \
                 with a value equal or higher than Blue's; Blue adds +1 if its card \
                 matches the tile under its cube (b4 is a wheel, so a 5 would count 6) \
                 and +1 more for an Outpost. The loser's cube is destroyed. Play your \
                 strongest card, a 5.",
        goal: &["play 5"],
        wrong: "That card is legal, but a lower card loses to more of Blue's cards: \
                this step asks for your 5.",
        done: "Your 5 is chosen, face down, and Blue chooses its card. One more action \
               you may take on your turn: prepare, discarding two cards to take back one \
               card from your discard pile.",
    }
}
