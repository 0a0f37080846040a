//! A seat's information state (`Game::information_start` and `information_step`) is
//! equal for two histories exactly when the seat saw the same views after every
//! action and played the same own actions.

use cubist_core::{game_rng, legal_actions_vec, Game, GameOptions, Observer, OptionPairs, Seat};
use cubist_cube_conquest::{ConquestOptions, CubeConquest};
use rand::Rng;

/// A game with, per seat, its information state and its full record of views.
struct Tracked {
    game: CubeConquest,
    info: Vec<String>,
    record: Vec<Vec<String>>,
}

impl Tracked {
    fn new(game: CubeConquest) -> Self {
        let seats = 0..game.num_players();
        Tracked {
            info: seats.clone().map(|s| game.information_start(s)).collect(),
            record: seats.map(|s| vec![view_of(&game, s)]).collect(),
            game,
        }
    }

    fn play(&mut self, seat: Seat, action: cubist_cube_conquest::Action) {
        let before = self.game.clone();
        self.game.play(seat, action);
        for o in 0..self.info.len() {
            let step = self.game.information_step(&before, seat, action, o);
            self.info[o].push_str(&format!(" {step}"));
            let own = if o == seat {
                format!("{action:?}")
            } else {
                String::new()
            };
            self.record[o].push(own);
            self.record[o].push(view_of(&self.game, o));
        }
    }
}

fn view_of(g: &CubeConquest, seat: Seat) -> String {
    serde_json::to_string(&g.view(Observer::Seat(seat))).unwrap()
}

#[test]
fn equal_exactly_when_the_seat_saw_the_same() {
    let mut pairs = OptionPairs::new();
    pairs.insert("size".into(), "4".into());
    pairs.insert("cap".into(), "80".into());
    let options = ConquestOptions::from_pairs(&pairs).unwrap();
    let mut rng = game_rng(9, 1);
    let (mut same, mut different) = (0, 0);
    for seed in 0..30u64 {
        let mut a = Tracked::new(CubeConquest::new(&options, seed));
        let mut b = Tracked::new(CubeConquest::new(&options, seed + 1000));
        for _ in 0..80 {
            let (ta, tb) = (a.game.to_move(), b.game.to_move());
            let (Some(seat), Some(other)) = (ta.actor(), tb.actor()) else {
                break;
            };
            if seat != other {
                break;
            }
            let la = legal_actions_vec(&a.game, seat);
            let common: Vec<_> = legal_actions_vec(&b.game, seat)
                .into_iter()
                .filter(|x| la.contains(x))
                .collect();
            if common.is_empty() {
                break;
            }
            let action = common[rng.random_range(0..common.len())];
            a.play(seat, action);
            b.play(seat, action);
            for o in 0..2 {
                let seen = a.record[o] == b.record[o];
                assert_eq!(
                    seen,
                    a.info[o] == b.info[o],
                    "seat {o}: {} / {}",
                    a.info[o],
                    b.info[o]
                );
                if seen {
                    same += 1;
                } else {
                    different += 1;
                }
            }
        }
    }
    assert!(
        same > 10 && different > 10,
        "{same} equal, {different} different"
    );
}
