//! A secret simultaneous choice committed on an [`Engine`] by the session's
//! decision-round rule ([`cubist_session::play_round`]), so that Python plays a round
//! exactly as every match does instead of by a copy of the rule.

use cubist_core::Seat;

use crate::engine::Engine;

/// Commit one decision round: `choices` holds an action id for each seat asked, lowest
/// seat first. They are committed in seat order, and the choice of a seat that an
/// earlier commitment took out of the decision (it ended the game) is dropped. All or
/// nothing: on an action that is not legal the error says why and `engine` is left as
/// it was. Returns the `(seat, id)` pairs committed, in order.
pub fn play_round(
    engine: &mut Box<dyn Engine>,
    choices: &[(Seat, i64)],
) -> Result<Vec<(Seat, usize)>, String> {
    play_round_informed(engine, &mut Vec::new(), choices)
}

/// [`play_round`], extending each seat's information state in `info` (one entry per
/// seat, or none when not kept) as [`Engine::apply_id_informed`] does.
pub fn play_round_informed(
    engine: &mut Box<dyn Engine>,
    info: &mut Vec<String>,
    choices: &[(Seat, i64)],
) -> Result<Vec<(Seat, usize)>, String> {
    let seats: Vec<Seat> = choices.iter().map(|&(seat, _)| seat).collect();
    // Played on a copy, which replaces the game only once every commitment held.
    let mut trial = (engine.clone_box(), info.clone());
    let mut committed = Vec::with_capacity(choices.len());
    cubist_session::play_round::<_, _, String>(
        &mut trial,
        &seats,
        |(e, _)| e.to_move(),
        |_, seat| {
            let &(_, action) = choices
                .iter()
                .find(|&&(s, _)| s == seat)
                .expect("each seat asked comes from the choices");
            Ok(action)
        },
        |(e, i), seat, action| {
            let id =
                usize::try_from(action).map_err(|_| format!("{action} is not an action id"))?;
            if i.is_empty() {
                e.apply_id(seat, id)?;
            } else {
                e.apply_id_informed(seat, id, i)?;
            }
            committed.push((seat, id));
            Ok(())
        },
    )?;
    (*engine, *info) = trial;
    Ok(committed)
}
