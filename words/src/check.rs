//! What every catalogue must pass: each language's file reads, has every English
//! message and no other, and uses exactly the arguments English's message uses.

use std::collections::BTreeSet;

use fluent_syntax::ast;
use fluent_syntax::parser;

use crate::{Args, Catalogue, Lang};

/// One thing wrong with a catalogue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub catalogue: &'static str,
    pub lang: Lang,
    pub id: String,
    pub what: String,
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} [{}] {}: {}",
            self.catalogue, self.lang, self.id, self.what
        )
    }
}

/// Each message's id and the arguments it uses, in file order.
type Messages = Vec<(String, BTreeSet<String>)>;

impl Catalogue {
    /// Everything wrong with this catalogue; empty when it is sound.
    pub fn problems(&self) -> Vec<Problem> {
        let mut out = Vec::new();
        let problem = |lang, id: &str, what: String| Problem {
            catalogue: self.name(),
            lang,
            id: id.to_string(),
            what,
        };
        let english = match read(self.source(Lang::En)) {
            Ok(m) => m,
            Err(e) => return vec![problem(Lang::En, "-", e)],
        };
        for lang in Lang::SPOKEN.into_iter().skip(1) {
            let theirs = match read(self.source(lang)) {
                Ok(m) => m,
                Err(e) => {
                    out.push(problem(lang, "-", e));
                    continue;
                }
            };
            for (id, args) in &english {
                match theirs.iter().find(|(i, _)| i == id) {
                    None => out.push(problem(lang, id, "missing".into())),
                    Some((_, used)) if used != args => out.push(problem(
                        lang,
                        id,
                        format!("uses arguments {used:?} where English uses {args:?}"),
                    )),
                    Some(_) => {}
                }
            }
            for (id, _) in &theirs {
                if !english.iter().any(|(i, _)| i == id) {
                    out.push(problem(lang, id, "not in English".into()));
                }
            }
        }
        out
    }

    /// The arguments English's message `id` uses (for checking a caller's [`Args`]).
    pub fn arguments(&self, id: &str) -> Option<BTreeSet<String>> {
        let english = read(self.source(Lang::En)).ok()?;
        english.into_iter().find(|(i, _)| i == id).map(|(_, a)| a)
    }

    /// Whether `args` give message `id` exactly the arguments it uses: none missing,
    /// none unused.
    pub fn fits(&self, id: &str, args: &Args) -> Result<(), String> {
        let wanted = self
            .arguments(id)
            .ok_or_else(|| format!("{}: no message '{id}'", self.name()))?;
        let given: BTreeSet<String> = args.names().map(str::to_string).collect();
        if wanted == given {
            Ok(())
        } else {
            Err(format!(
                "{}: '{id}' uses {wanted:?} but was given {given:?}",
                self.name()
            ))
        }
    }
}

/// The ids of a source's messages, in file order (nothing for one that cannot be read).
pub(crate) fn message_ids(source: &str) -> Vec<String> {
    read(source)
        .map(|m| m.into_iter().map(|(id, _)| id).collect())
        .unwrap_or_default()
}

/// A Fluent source's messages and the variables each uses, or what is wrong with it.
fn read(source: &str) -> Result<Messages, String> {
    let resource = parser::parse(source).map_err(|(_, errors)| {
        let first = &errors[0];
        let line = source[..first.pos.start.min(source.len())].lines().count() + 1;
        format!("does not read near line {line}: {:?}", first.kind)
    })?;
    let mut out = Messages::new();
    for entry in resource.body {
        if let ast::Entry::Message(m) = entry {
            let mut vars = BTreeSet::new();
            if let Some(p) = &m.value {
                pattern_vars(p, &mut vars);
            }
            for a in &m.attributes {
                pattern_vars(&a.value, &mut vars);
            }
            if out.iter().any(|(id, _)| id == m.id.name) {
                return Err(format!("message '{}' is written twice", m.id.name));
            }
            out.push((m.id.name.to_string(), vars));
        }
    }
    Ok(out)
}

fn pattern_vars(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, out);
        }
    }
}

fn expression_vars(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for v in variants {
                pattern_vars(&v.value, out);
            }
        }
        ast::Expression::Inline(inline) => inline_vars(inline, out),
    }
}

fn inline_vars(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, out);
            }
            for a in &arguments.named {
                inline_vars(&a.value, out);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, out),
        _ => {}
    }
}
