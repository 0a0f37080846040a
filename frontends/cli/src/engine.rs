//! `cubist engine`: a line protocol for programs, in the spirit of UCI and GTP.
//!
//! One command per line. Every reply ends with exactly one line that starts with `ok`
//! or `error`; lines before it carry data (boards, legal actions, search info). Seats
//! are numbered from 1. The full protocol is documented in docs/engine-protocol.md.

use std::io::{BufRead, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};

use cubist_ai::AgentSpec;
use cubist_core::{parse_pairs, parse_time_control, DynGame, Observer, RenderStyle, Seat, ToMove};
use cubist_session::{seeds, EngineBoard};

use crate::CliResult;

/// The protocol's state: the position under study and the agent for `go`.
pub struct Engine {
    board: Option<EngineBoard>,
    agent: AgentSpec,
    pub quit: bool,
}

impl Default for Engine {
    fn default() -> Self {
        Engine {
            board: None,
            agent: "medium".parse().expect("valid spec"),
            quit: false,
        }
    }
}

pub fn run_stdio() -> CliResult {
    let mut engine = Engine::default();
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "ok cubist engine {} ready (type help)",
        env!("CARGO_PKG_VERSION")
    )?;
    out.flush()?;
    for line in stdin.lock().lines() {
        for reply in engine.handle(&line?) {
            writeln!(out, "{reply}")?;
        }
        out.flush()?;
        if engine.quit {
            break;
        }
    }
    Ok(())
}

const HELP: &[&str] = &[
    "games                         list games",
    "options GAME                  list a game's options",
    "new GAME [seed=N] [k=v ...]   start a game",
    "load GAME STATE               start from an encoded state (see `state`)",
    "show [N|spectator]            the board as seat N (or a spectator) sees it",
    "view [N|spectator]            that view as JSON",
    "tomove                        who acts: a seat, `simultaneous` seats, or `over`",
    "legal [N]                     legal actions of seat N (default: the seat to move)",
    "play ACTION                   play for the seat to move",
    "playas N ACTION               play for seat N (needed for simultaneous choices)",
    "agent SPEC                    computer player for `go` (easy, hard, mcts:time=1s, ...)",
    "go [N]                        the computer's action for seat N (not played; on a clock, within its time)",
    "clock [CONTROL]               play on a clock (5+3, 2d, untimed) from the start; alone: every seat's clock",
    "undo                          take back the last action",
    "state                         the full state, encoded (includes hidden information)",
    "record                        the game record as one line of JSON",
    "result                        the outcome of a finished game",
    "quit                          stop",
];

impl Engine {
    /// Handle one command line; returns the reply lines (last one `ok ...` or `error ...`).
    pub fn handle(&mut self, line: &str) -> Vec<String> {
        let mut out = Vec::new();
        let result = catch_unwind(AssertUnwindSafe(|| {
            if let Some(board) = &mut self.board {
                board.check_time();
            }
            self.dispatch(line.trim(), &mut out)
        }));
        match result {
            Ok(Ok(last)) => out.push(if last.is_empty() {
                "ok".into()
            } else {
                format!("ok {last}")
            }),
            Ok(Err(e)) => out.push(format!("error {}", one_line(&e.to_string()))),
            Err(_) => {
                out.push("error internal error: the command failed; the game is unchanged".into())
            }
        }
        out
    }

    /// Route one command to what answers it: the data lines go to `out`, the words
    /// after `ok` are returned.
    fn dispatch(&mut self, line: &str, out: &mut Vec<String>) -> CliResult<String> {
        let (cmd, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        match cmd.to_ascii_lowercase().as_str() {
            "" => Ok(String::new()),
            "help" => {
                out.extend(HELP.iter().map(|h| h.to_string()));
                Ok(String::new())
            }
            "games" => Ok(games(out)),
            "options" => options(rest, out),
            "new" => self.new_game(rest),
            "load" => self.load(rest),
            "show" => self.show(rest, out),
            "view" => self.view(rest),
            "tomove" => self.to_move(out),
            "clock" if rest.is_empty() => self.clock(out),
            "clock" => self.set_clock(rest),
            "legal" => self.legal(rest, out),
            "play" => {
                let seat = self.seat_or_mover("")?;
                self.play(seat, rest)
            }
            "playas" => self.play_as(rest),
            "agent" => self.set_agent(rest),
            "go" => self.go(rest, out),
            "undo" => self.undo(),
            "state" => Ok(self.game()?.encode()),
            "record" => self.record(),
            "result" => self.result(),
            "quit" | "exit" => {
                self.quit = true;
                Ok("bye".into())
            }
            other => Err(format!("unknown command '{other}' (try help)").into()),
        }
    }

    fn new_game(&mut self, rest: &str) -> CliResult<String> {
        let mut words = rest.split_whitespace();
        let name = words
            .next()
            .ok_or("usage: new GAME [seed=N] [key=value ...]")?;
        let mut options = parse_pairs(words)?;
        let seed = match options.remove("seed") {
            Some(s) => s
                .parse::<u64>()
                .map_err(|_| format!("seed '{s}' is not a whole number"))?,
            None => seeds::fresh(),
        };
        // Commands come from whatever program drives the engine: no option may name a file.
        let game = cubist_games::create(name, &options, seed)?;
        self.board = Some(EngineBoard::new(game, seed));
        Ok(format!("seed {seed}"))
    }

    /// `load GAME STATE`: a game from its encoded state (no record then).
    fn load(&mut self, rest: &str) -> CliResult<String> {
        let (name, state) = rest
            .split_once(char::is_whitespace)
            .ok_or("usage: load GAME STATE")?;
        self.board = Some(EngineBoard::load(cubist_games::decode(name, state.trim())?));
        Ok(String::new())
    }

    /// `show [N|spectator]`: the board as text, one data line per row.
    fn show(&self, rest: &str, out: &mut Vec<String>) -> CliResult<String> {
        let observer = self.observer(rest)?;
        out.extend(
            self.game()?
                .render(observer, RenderStyle::PLAIN)
                .lines()
                .map(String::from),
        );
        Ok(String::new())
    }

    /// `view [N|spectator]`: that view as JSON.
    fn view(&self, rest: &str) -> CliResult<String> {
        let observer = self.observer(rest)?;
        Ok(self.game()?.view_json(observer).to_string())
    }

    /// `tomove`: the clocks, then the seat to act, the seats choosing at once, or
    /// `over` (also when a clock has ended the game).
    fn to_move(&self, out: &mut Vec<String>) -> CliResult<String> {
        out.extend(self.clock_lines()?);
        if self.board()?.result().is_some() {
            return Ok("over".into());
        }
        Ok(match self.game()?.to_move() {
            ToMove::One(s) => (s + 1).to_string(),
            ToMove::Simultaneous(set) => {
                let seats: Vec<String> = set.iter().map(|s| (s + 1).to_string()).collect();
                format!("simultaneous {}", seats.join(" "))
            }
            ToMove::Over => "over".into(),
        })
    }

    /// `clock`: every seat's clock, and the time control.
    fn clock(&self, out: &mut Vec<String>) -> CliResult<String> {
        out.extend(self.clock_lines()?);
        Ok(control_text(self.board()?))
    }

    /// `clock CONTROL`: play on that clock from the start.
    fn set_clock(&mut self, rest: &str) -> CliResult<String> {
        let control = parse_time_control(rest)?;
        self.board_mut()?.set_time_control(control)?;
        Ok(control_text(self.board()?))
    }

    /// `legal [N]`: one data line per legal action, and how many there are.
    fn legal(&self, rest: &str, out: &mut Vec<String>) -> CliResult<String> {
        let seat = self.seat_or_mover(rest)?;
        let legal = self.game()?.legal_actions(seat);
        let n = legal.len();
        out.extend(legal.into_iter().map(|a| format!("action {a}")));
        Ok(n.to_string())
    }

    /// `playas N ACTION`.
    fn play_as(&mut self, rest: &str) -> CliResult<String> {
        let (s, action) = rest
            .split_once(char::is_whitespace)
            .ok_or("usage: playas N ACTION")?;
        let seat = self.seat(s)?;
        self.play(seat, action.trim())
    }

    /// `agent SPEC`: refused at once if it cannot play the game under study.
    fn set_agent(&mut self, rest: &str) -> CliResult<String> {
        let spec: AgentSpec = rest.parse()?;
        if let Some(board) = &self.board {
            board.check_agent(&spec)?;
        }
        self.agent = spec;
        Ok(self.agent.to_string())
    }

    fn undo(&mut self) -> CliResult<String> {
        if !self.board_mut()?.undo() {
            return Err("nothing to undo".into());
        }
        Ok(String::new())
    }

    /// `record`: the game record as one line of JSON.
    fn record(&self) -> CliResult<String> {
        let r = self
            .board()?
            .record()
            .ok_or("no record: this game was loaded from a state")?;
        Ok(serde_json::to_string(r)?)
    }

    /// `result`: `winners 1 scores 3,1 reason ...` of a finished game.
    fn result(&self) -> CliResult<String> {
        let o = self.board()?.result().ok_or("the game is not over")?;
        let winners: Vec<String> = o.winners.iter().map(|s| (s + 1).to_string()).collect();
        let scores: Vec<String> = o.scores.iter().map(|s| s.to_string()).collect();
        // A draw adds the word `draw` after the winners; the keys and their
        // order stay the same, `reason` still last.
        Ok(format!(
            "winners {}{} scores {} reason {}",
            winners.join(","),
            if o.is_draw() { " draw" } else { "" },
            scores.join(","),
            o.reason
        ))
    }

    fn play(&mut self, seat: Seat, action: &str) -> CliResult<String> {
        self.board_mut()?.play(seat, action)?;
        Ok(String::new())
    }

    fn go(&mut self, rest: &str, out: &mut Vec<String>) -> CliResult<String> {
        let seat = self.seat_or_mover(rest)?;
        let spec = self.agent.clone();
        let advice = self.board_mut()?.go(&spec, seat)?;
        let mut info = format!(
            "info agent {} time {}ms",
            advice.agent,
            advice.elapsed.as_millis()
        );
        if let Some(st) = advice.stats {
            info.push_str(&format!(" work {} rate {:.0}/s", st.work, st.rate()));
            if let Some(d) = st.depth {
                info.push_str(&format!(" depth {d}"));
            }
            if let Some(v) = st.value {
                info.push_str(&format!(" value {v:.3}"));
            }
        }
        out.push(info);
        if let Some(verdict) = advice.verdict {
            out.push(format!("info exact {verdict}"));
        }
        Ok(advice.action)
    }

    /// `clock N MS STATE` per seat, STATE being `running`, `stopped` or `out`; none
    /// when untimed.
    fn clock_lines(&self) -> CliResult<Vec<String>> {
        Ok(self
            .board()?
            .clocks()
            .iter()
            .map(|c| {
                let state = if c.flagged {
                    "out"
                } else if c.running {
                    "running"
                } else {
                    "stopped"
                };
                format!("clock {} {} {state}", c.seat + 1, c.remaining_ms)
            })
            .collect())
    }

    fn board(&self) -> CliResult<&EngineBoard> {
        self.board
            .as_ref()
            .ok_or_else(|| "no game: use `new GAME` first".into())
    }

    fn board_mut(&mut self) -> CliResult<&mut EngineBoard> {
        self.board
            .as_mut()
            .ok_or_else(|| "no game: use `new GAME` first".into())
    }

    fn game(&self) -> CliResult<&dyn DynGame> {
        Ok(self.board()?.game())
    }

    /// `N` (1-based) or `spectator`; empty means spectator.
    fn observer(&self, text: &str) -> CliResult<Observer> {
        match text {
            "" | "spectator" => Ok(Observer::Spectator),
            s => Ok(Observer::Seat(self.seat(s)?)),
        }
    }

    fn seat(&self, text: &str) -> CliResult<Seat> {
        let n = self.game()?.num_players();
        match text.trim().parse::<usize>() {
            Ok(s) if (1..=n).contains(&s) => Ok(s - 1),
            _ => Err(format!("'{text}' is not a seat: seats are 1 to {n}").into()),
        }
    }

    fn seat_or_mover(&self, text: &str) -> CliResult<Seat> {
        if !text.is_empty() {
            return self.seat(text);
        }
        match self.game()?.to_move() {
            ToMove::One(s) => Ok(s),
            ToMove::Simultaneous(_) => Err("several seats choose at once: name the seat".into()),
            ToMove::Over => Err("the game is over".into()),
        }
    }
}

/// `games`: one data line per game.
fn games(out: &mut Vec<String>) -> String {
    for info in cubist_games::all() {
        out.push(format!("game {} {}", info.name, info.summary));
    }
    String::new()
}

/// `options GAME`: one data line per option of the game.
fn options(game: &str, out: &mut Vec<String>) -> CliResult<String> {
    let info = cubist_games::info(game)?;
    for o in info.options {
        out.push(format!(
            "option {} default={} values={} {}",
            o.key, o.default, o.values, o.help
        ));
    }
    Ok(String::new())
}

/// The board's time control as written (`5+3`, `2d`), or `untimed`.
fn control_text(board: &EngineBoard) -> String {
    board
        .time_control()
        .map_or_else(|| "untimed".into(), |c| c.to_string())
}

fn one_line(text: &str) -> String {
    text.replace('\n', " ")
}
