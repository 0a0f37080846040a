//! The one-ply greedy baseline and the fixed secret-choice rules.

mod toys;

use cubist_ai::{make_agent, Agent, MctsAgent, MctsSettings, SecretRule};
use cubist_core::{Game, Observer};
use cubist_squadro::{Squadro, SquadroOptions};
use toys::{Biased, NoOptions};

#[test]
fn greedy_is_named_and_reproducible() {
    let spec = "greedy".parse().unwrap();
    let mut a = make_agent::<Squadro>(&spec, 2, 5).unwrap();
    let mut b = make_agent::<Squadro>(&spec, 2, 5).unwrap();
    assert_eq!(a.name(), "greedy");
    let g = Squadro::new(&SquadroOptions::default(), 3);
    let seat = g.to_move().actor().unwrap();
    let view = g.view(Observer::Seat(seat));
    for _ in 0..5 {
        assert_eq!(a.choose(&view, seat), b.choose(&view, seat));
    }
}

fn fixed(rule: SecretRule, seed: u64) -> MctsAgent<Biased> {
    MctsAgent::new(
        MctsSettings {
            secret: rule,
            ..MctsSettings::default()
        },
        seed,
    )
}

#[test]
fn fixed_secret_rules_always_take_the_first_or_last_choice() {
    let g = Biased::new(&NoOptions, 0);
    for seat in [0, 1] {
        let view = g.view(Observer::Seat(seat));
        for seed in 0..20 {
            assert_eq!(fixed(SecretRule::First, seed).choose(&view, seat), 0);
            assert_eq!(fixed(SecretRule::Last, seed).choose(&view, seat), 1);
        }
        // The searched choice is mixed: both answers occur.
        let picks: Vec<u8> = (0..40)
            .map(|seed| fixed(SecretRule::Search, seed).choose(&view, seat))
            .collect();
        assert!(
            picks.contains(&0) && picks.contains(&1),
            "seat {seat}: {picks:?}"
        );
    }
}
