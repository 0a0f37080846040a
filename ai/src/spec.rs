//! Naming agents in text: `random`, `hard`, `mcts:hard`, `mcts:iterations=5000`,
//! `alphabeta:depth=6`, `alphabeta:time=500ms`. Only the syntax: what a level means in
//! a game is [`crate::levels`]' business, and [`crate::make_agent`] builds the agent.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use crate::{AgentError, Budget};

/// Strength levels. Each game's search hints map them to a search and a budget
/// (see [`crate::levels`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    Easy,
    Medium,
    Hard,
    Max,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Max];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Max => "max",
        }
    }

    fn parse(text: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == text)
    }
}

/// Which search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AgentKind {
    Random,
    /// One ply: the action whose result the game's evaluation likes best.
    Greedy,
    Mcts,
    AlphaBeta,
    /// Exact play from a solved game (small option sets only).
    Perfect,
    /// The best search for the game at the given level (the default kind of a bare level).
    Auto,
}

impl AgentKind {
    pub fn name(self) -> &'static str {
        match self {
            AgentKind::Random => "random",
            AgentKind::Greedy => "greedy",
            AgentKind::Mcts => "mcts",
            AgentKind::AlphaBeta => "alphabeta",
            AgentKind::Perfect => "perfect",
            AgentKind::Auto => "auto",
        }
    }
}

/// A parsed agent description.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AgentSpec {
    pub kind: AgentKind,
    pub level: Option<Level>,
    /// Overrides the level's budget.
    pub budget: Option<Budget>,
    /// Search-specific settings (`c=1.4`, `depth=6`, `threads=2`), validated by the search.
    pub params: BTreeMap<String, String>,
}

impl FromStr for AgentSpec {
    type Err = AgentError;

    fn from_str(text: &str) -> Result<Self, AgentError> {
        let err = |why: &str| AgentError::Syntax {
            text: text.to_string(),
            why: why.to_string(),
        };
        let t = text.trim().to_ascii_lowercase();
        let (head, rest) = match t.split_once(':') {
            Some((h, r)) => (h.to_string(), Some(r.to_string())),
            None => (t.clone(), None),
        };
        let mut spec = AgentSpec {
            kind: AgentKind::Auto,
            level: None,
            budget: None,
            params: BTreeMap::new(),
        };
        match head.as_str() {
            "random" => spec.kind = AgentKind::Random,
            "greedy" => spec.kind = AgentKind::Greedy,
            "auto" => spec.kind = AgentKind::Auto,
            "mcts" | "uct" => spec.kind = AgentKind::Mcts,
            "alphabeta" | "ab" | "negamax" => spec.kind = AgentKind::AlphaBeta,
            "perfect" | "solver" => spec.kind = AgentKind::Perfect,
            h => match Level::parse(h) {
                Some(l) => spec.level = Some(l),
                None => return Err(err("unknown agent name")),
            },
        }
        for item in rest.iter().flat_map(|r| r.split(',')) {
            let item = item.trim();
            if item.is_empty() {
                continue;
            }
            if let Some(l) = Level::parse(item) {
                spec.level = Some(l);
                continue;
            }
            let (k, v) = item
                .split_once('=')
                .ok_or_else(|| err(&format!("'{item}' is neither a level nor key=value")))?;
            match k {
                "time" | "iterations" | "iters" | "budget" => {
                    let b = Budget::parse(v).ok_or_else(|| {
                        err(&format!("'{v}' is not a budget like 2000, 500ms or 2s"))
                    })?;
                    if k == "time" && !matches!(b, Budget::Time(_)) {
                        return Err(err("time needs a unit: 500ms or 2s"));
                    }
                    if k.starts_with("iter") && !matches!(b, Budget::Iterations(_)) {
                        return Err(err("iterations is a whole number"));
                    }
                    spec.budget = Some(b);
                }
                _ => {
                    spec.params.insert(k.to_string(), v.to_string());
                }
            }
        }
        if matches!(spec.kind, AgentKind::Random | AgentKind::Greedy)
            && (spec.level.is_some() || spec.budget.is_some() || !spec.params.is_empty())
        {
            return Err(err(&format!("{} takes no settings", spec.kind.name())));
        }
        Ok(spec)
    }
}

impl fmt::Display for AgentSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts: Vec<String> = Vec::new();
        if let Some(l) = self.level {
            parts.push(l.name().into());
        }
        if let Some(b) = self.budget {
            parts.push(format!("budget={b}"));
        }
        parts.extend(self.params.iter().map(|(k, v)| format!("{k}={v}")));
        match (self.kind, parts.is_empty()) {
            (AgentKind::Auto, _) if self.budget.is_none() && self.params.is_empty() => {
                write!(f, "{}", self.level.unwrap_or(Level::Medium).name())
            }
            (kind, true) => write!(f, "{}", kind.name()),
            (kind, false) => write!(f, "{}:{}", kind.name(), parts.join(",")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_documented_forms() {
        let s: AgentSpec = "hard".parse().unwrap();
        assert_eq!((s.kind, s.level), (AgentKind::Auto, Some(Level::Hard)));
        let s: AgentSpec = "mcts:medium,iterations=500,c=0.9".parse().unwrap();
        assert_eq!(s.kind, AgentKind::Mcts);
        assert_eq!(s.level, Some(Level::Medium));
        assert_eq!(s.budget, Some(Budget::Iterations(500)));
        assert_eq!(s.params.get("c").map(String::as_str), Some("0.9"));
        let s: AgentSpec = "ab:time=250ms".parse().unwrap();
        assert_eq!(s.kind, AgentKind::AlphaBeta);
        assert_eq!(
            s.budget,
            Some(Budget::Time(std::time::Duration::from_millis(250)))
        );
    }

    #[test]
    fn rejects_nonsense() {
        for bad in [
            "",
            "chess",
            "mcts:fast",
            "mcts:time=3",
            "random:hard",
            "greedy:iterations=5",
            "mcts:iterations=0",
        ] {
            assert!(bad.parse::<AgentSpec>().is_err(), "{bad}");
        }
    }

    #[test]
    fn display_round_trips() {
        for text in [
            "random",
            "greedy",
            "hard",
            "mcts:max",
            "alphabeta:budget=250ms,depth=5",
            "max:time=50ms",
        ] {
            let s: AgentSpec = text.parse().unwrap();
            assert_eq!(s.to_string().parse::<AgentSpec>().unwrap(), s, "{text}");
        }
    }
}
