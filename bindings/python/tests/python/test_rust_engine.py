"""Games played from Python replay identically in the `cubist` command (the Rust
engine behind every front end): same seed and actions, same result."""

import json
import os
import pathlib
import random
import subprocess

import pytest

import cubist
from conftest import SHORT, random_play

ROOT = pathlib.Path(__file__).resolve().parents[4]


def cubist_bin():
    path = os.environ.get("CUBIST_BIN")
    if path:
        assert pathlib.Path(path).exists(), f"CUBIST_BIN={path} does not exist"
        return path
    for profile in ("debug", "release"):
        p = ROOT / "target" / profile / "cubist"
        if p.exists():
            return str(p)
    pytest.skip("the cubist command is not built (cargo build -p cubist)")


@pytest.mark.parametrize("seed", [0, 1])
def test_python_games_replay_in_the_rust_engine(name, seed, tmp_path):
    binary = cubist_bin()
    game = cubist.load_game(name, **SHORT[name])
    state = game.new_initial_state(seed=seed)
    replay = game.new_initial_state(seed=seed)
    actions = []
    for seat, action in random_play(state, random.Random(seed)):
        actions.append({"seat": seat, "action": replay.action_to_string(seat, action)})
        replay.apply_action(action, seat)
    winners = sum(1 << s for s in state.winners())
    record = {
        "format": 1,
        "game": name,
        "options": game.options,
        "seed": seed,
        "seats": ["python"] * game.num_players(),
        "actions": actions,
        "result": {"scores": state.scores(), "winners": winners, "reason": state.end_reason()},
    }
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    out = subprocess.run([binary, "replay", "--last", str(path)], capture_output=True, text=True)
    # The command refuses a record whose result differs from its own replay.
    assert out.returncode == 0, out.stderr
    # A record with another result is refused: the check can fail.
    record["result"]["winners"] = (1 << game.num_players()) - 1 - winners or 1
    path.write_text(json.dumps(record))
    bad = subprocess.run([binary, "replay", "--last", str(path)], capture_output=True, text=True)
    assert bad.returncode != 0
