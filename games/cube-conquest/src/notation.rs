//! The action notation.
//!
//! ```text
//! place a1              set-up cube on a1
//! move 4 b2-b3-c3       discard a 4, walk the cube on b2 through b3 to c3  (m4 b2 b3 c3)
//! prep 1 3 take 5       discard a 1 and a 3, take a 5 back from the discard pile (prep 1 3 5)
//! reinforce 3 c4        discard a 3, add a cube on c4 (r3 c4)
//! attack b2 b3          the cube on b2 attacks b3 (a b2 b3)
//! play 5                commit a 5 to an attack
//! play 2 5              an attacked Outpost's owner commits a 2 and a 5
//! use 5                 after the reveal, the Outpost's owner uses its 5
//! pass                  only when nothing else is legal
//! ```
//!
//! Cards are written by value 1..6 or symbol name (drop, hammers, circles, bricks,
//! wheel, arrow). A move lists every cell of its path, joined by `-` or spaces. Paths
//! that end on the same cell and enter the same face-down tiles are one move: reading
//! a legal path gives the move with its canonical path (shortest, then N, E, S, W
//! first), which is the one written back.

use cubist_core::{Args, NotationError, Seat};

use crate::action::{Action, Path, MAX_STEPS};
use crate::board::{cell_name, dir_between, parse_cell};
use crate::cards::parse_symbol;
use crate::catalogue::phrase;
use crate::CubeConquest;

/// The message saying what an action looks like.
const EXPECTED: &str = "cube-conquest-expected-action";

pub fn format(size: u8, action: Action) -> String {
    let cell = |c: u8| cell_name(size, c);
    match action {
        Action::Place(c) => format!("place {}", cell(c)),
        Action::Move { card, from, path } => {
            let mut s = format!("move {card} {}", cell(from));
            for c in path.cells(size, from) {
                s.push('-');
                match c {
                    Some(c) => s.push_str(&cell(c)),
                    None => s.push('?'),
                }
            }
            s
        }
        Action::Prepare {
            discard: [x, y],
            take,
        } => format!("prep {x} {y} take {take}"),
        Action::Reinforce { card, cell: c } => format!("reinforce {card} {}", cell(c)),
        Action::Attack { from, to } => format!("attack {} {}", cell(from), cell(to)),
        Action::Commit(v) => format!("play {v}"),
        Action::CommitTwo(v, w) => format!("play {v} {w}"),
        Action::Use(v) => format!("use {v}"),
        Action::Pass => "pass".into(),
    }
}

/// Read an action of `seat` in `g`: the verb (a card may be glued to it, `m4`), then
/// its words; a move's path becomes its canonical path when the move could be legal.
pub fn parse(g: &CubeConquest, seat: Seat, text: &str) -> Result<Action, NotationError> {
    let r = Reader {
        text,
        size: g.size(),
    };
    let lower = text.trim().to_ascii_lowercase();
    let Some((verb, mut words)) = verb_and_words(&lower) else {
        return Err(r.err(EXPECTED));
    };
    match verb {
        "place" | "pl" => {
            r.count(&words, 1, "cube-conquest-expected-place")?;
            Ok(Action::Place(r.cell(words[0])?))
        }
        "move" | "m" => parse_move(g, seat, &r, &words),
        "prep" | "prepare" => {
            words.retain(|w| *w != "take");
            r.count(&words, 3, "cube-conquest-expected-prep")?;
            let (x, y) = (r.card(words[0])?, r.card(words[1])?);
            Ok(Action::Prepare {
                discard: [x.min(y), x.max(y)],
                take: r.card(words[2])?,
            })
        }
        "reinforce" | "r" => {
            r.count(&words, 2, "cube-conquest-expected-reinforce")?;
            Ok(Action::Reinforce {
                card: r.card(words[0])?,
                cell: r.cell(words[1])?,
            })
        }
        "attack" | "a" => {
            r.count(&words, 2, "cube-conquest-expected-attack")?;
            Ok(Action::Attack {
                from: r.cell(words[0])?,
                to: r.cell(words[1])?,
            })
        }
        "play" | "commit" => match words.len() {
            1 => Ok(Action::Commit(r.card(words[0])?)),
            2 => {
                let (x, y) = (r.card(words[0])?, r.card(words[1])?);
                Ok(Action::CommitTwo(x.min(y), x.max(y)))
            }
            _ => Err(r.err("cube-conquest-expected-play")),
        },
        "use" => {
            r.count(&words, 1, "cube-conquest-expected-use")?;
            Ok(Action::Use(r.card(words[0])?))
        }
        "pass" => {
            r.count(&words, 0, "cube-conquest-expected-pass")?;
            Ok(Action::Pass)
        }
        _ => Err(r.err(EXPECTED)),
    }
}

/// The verb and the words after it, split at spaces, `-` and `,`; a card glued to the
/// verb (`m4`, `r3`) is the first word. `None` for blank text.
fn verb_and_words(lower: &str) -> Option<(&str, Vec<&str>)> {
    let mut words: Vec<&str> = lower
        .split(|c: char| c.is_whitespace() || c == '-' || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    if words.is_empty() {
        return None;
    }
    let first = words.remove(0);
    let split = first
        .find(|c: char| c.is_ascii_digit())
        .unwrap_or(first.len());
    let (verb, glued) = first.split_at(split);
    if !glued.is_empty() {
        words.insert(0, glued);
    }
    Some((verb, words))
}

/// A move's words after the verb: the card, then every cell of the path from the
/// cube's cell to the end.
fn parse_move(
    g: &CubeConquest,
    seat: Seat,
    r: &Reader,
    words: &[&str],
) -> Result<Action, NotationError> {
    let size = r.size;
    if words.len() < 3 {
        return Err(r.err("cube-conquest-expected-move"));
    }
    let card = r.card(words[0])?;
    let cells: Vec<u8> = words[1..]
        .iter()
        .map(|w| r.cell(w))
        .collect::<Result<_, _>>()?;
    if cells.len() - 1 > MAX_STEPS as usize {
        return Err(r.err("cube-conquest-expected-short-path"));
    }
    let mut path = Path::EMPTY;
    for pair in cells.windows(2) {
        let d = dir_between(size, pair[0], pair[1]).ok_or_else(|| {
            let args = Args::new()
                .text("first", cell_name(size, pair[0]))
                .text("second", cell_name(size, pair[1]));
            r.err_with("cube-conquest-expected-adjacent", args)
        })?;
        path = path.push(d);
    }
    let from = cells[0];
    if path.len <= card && seat < g.players() && g.unit(from).owned_by(seat) {
        if let Some(p) = g.canonical_path(seat, from, path) {
            path = p;
        }
    }
    Ok(Action::Move { card, from, path })
}

/// The text being read and the board size: reads its words as cards and cells, with
/// errors that quote the whole text.
struct Reader<'a> {
    text: &'a str,
    size: u8,
}

impl Reader<'_> {
    /// The text is not an action: message `expected` says what one looks like.
    fn err(&self, expected: &'static str) -> NotationError {
        self.err_with(expected, Args::new())
    }

    fn err_with(&self, expected: &'static str, args: Args) -> NotationError {
        NotationError::new(self.text, phrase(expected, args))
    }

    /// A card, by value or symbol name.
    fn card(&self, w: &str) -> Result<u8, NotationError> {
        parse_symbol(w).ok_or_else(|| {
            self.err_with("cube-conquest-expected-card", Args::new().text("word", w))
        })
    }

    /// A cell of this board, like `b3`.
    fn cell(&self, w: &str) -> Result<u8, NotationError> {
        let size = self.size;
        parse_cell(size, w).ok_or_else(|| {
            let args = Args::new()
                .text("word", w)
                .text("file", ((b'a' + size - 1) as char).to_string())
                .number("size", size);
            self.err_with("cube-conquest-expected-cell", args)
        })
    }

    /// `Ok` when there are exactly `n` words after the verb, else `what` is expected.
    fn count(&self, words: &[&str], n: usize, what: &'static str) -> Result<(), NotationError> {
        if words.len() == n {
            Ok(())
        } else {
            Err(self.err(what))
        }
    }
}
