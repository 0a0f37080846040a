//! Nothing a caller passes may panic: garbage notation, garbage states, and valid
//! states with random damage.

use cubist_core::{Game, Seat};
use cubist_tilt::{Tilt, TiltOptions};
use proptest::prelude::*;

fn sample_state() -> String {
    let mut g = Tilt::new(&TiltOptions::default(), 11);
    let mut legal = Vec::new();
    for i in 0..12 {
        let Some(seat) = g.to_move().actor() else {
            break;
        };
        g.legal_actions(seat, &mut legal);
        let a = legal[i * 7 % legal.len()];
        g.play(seat, a);
    }
    g.encode()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn parse_action_never_panics(text in "\\PC{0,12}", seat in 0usize..4) {
        let g = Tilt::new(&TiltOptions::default(), 0);
        if let Ok(a) = g.parse_action(seat, &text) {
            // Whatever reads back writes back the same.
            prop_assert_eq!(g.parse_action(seat, &g.format_action(seat, a)), Ok(a));
            let _ = g.check(seat as Seat, a);
        }
    }

    #[test]
    fn notation_like_text_never_panics(text in "[@*^]?[a-zA-Z]?[0-9]{0,3}(-[a-z][0-9]{0,3})?") {
        let g = Tilt::new(&TiltOptions::default(), 0);
        if let Ok(a) = g.parse_action(0, &text) {
            prop_assert_eq!(g.parse_action(0, &g.format_action(0, a)), Ok(a));
        }
    }

    #[test]
    fn decode_never_panics_on_garbage(text in "\\PC{0,200}") {
        let _ = Tilt::decode(&text);
        let _ = Tilt::decode(&format!("tilt {text}"));
    }

    #[test]
    fn decode_never_panics_on_damaged_states(
        edits in proptest::collection::vec((0usize..1000, "[ -~]{0,3}", 0usize..3), 1..4)
    ) {
        let mut text = sample_state();
        for (at, insert, cut) in edits {
            let at = at % (text.len() + 1);
            let end = (at + cut).min(text.len());
            text.replace_range(at..end, &insert);
        }
        if let Ok(g) = Tilt::decode(&text) {
            // Anything accepted is a consistent game that encodes back to itself.
            prop_assert!(g.position().validate().is_ok());
            prop_assert_eq!(Tilt::decode(&g.encode()).unwrap(), g);
        }
    }
}
