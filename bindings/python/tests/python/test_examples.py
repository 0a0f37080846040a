"""The learning example (examples/learn_squadro.py) on a tiny budget."""

import json
import sys
from pathlib import Path

import numpy as np
import pytest

import cubist

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "examples"))

from evaluate import NetPlayer, match  # noqa: E402
from learn_squadro import main, train  # noqa: E402
from policy_net import PolicyNet  # noqa: E402
from selfplay import PPOConfig  # noqa: E402

TINY = PPOConfig(steps=16, minibatch=256, epochs=2)


class FakeClock:
    """Time that moves only when read: `step` seconds per call."""

    def __init__(self, step):
        self.now, self.step = 0.0, step

    def __call__(self):
        self.now += self.step
        return self.now


def test_training_improves_against_random_and_easy():
    net, curve = train(updates=20, envs=64, hidden=(32,), lr=3e-3, eval_every=1e9,
                       eval_games=100, ppo=TINY, seed=4, log=lambda _: None)
    first, last = curve[0], curve[-1]
    assert len(curve) == 2 and first["updates"] == 0 and last["updates"] == 20
    assert last["decisions"] == 20 * 64 * TINY.steps
    for point in curve:
        for spec in ("random", "easy"):
            r = point[spec]
            assert r["wins"] + r["draws"] + r["losses"] == 100
    # An untrained network, played greedily, already beats random play often (always
    # moving the same lanes first is better than random in Squadro) but rarely `easy`;
    # 20 small updates (seconds) are clearly better against both.
    assert last["random"]["win_rate"] >= 0.8, curve
    assert last["easy"]["win_rate"] >= first["easy"]["win_rate"] + 0.05, curve


def test_time_budget_and_evaluations_follow_the_clock():
    logs = []
    _, curve = train(seconds=60, envs=8, hidden=(8,), eval_every=20, eval_games=4,
                     opponents=("random",), ppo=PPOConfig(steps=4, minibatch=32, epochs=1),
                     clock=FakeClock(1.0), log=logs.append)
    seconds = [p["seconds"] for p in curve]
    assert seconds == sorted(seconds) and seconds[0] < 20 and seconds[-1] >= 60
    # One evaluation at the start, one per 20 seconds of the clock, one at the end.
    assert 3 <= len(curve) <= 5, seconds
    assert len([line for line in logs if "random:" in line]) == len(curve)


def test_trained_network_plays_legal_moves_in_single_states():
    net = PolicyNet(135, 5, hidden=(16,), seed=1)
    player, opponent = NetPlayer(net), cubist.agent("random", seed=2)
    state = cubist.load_game("squadro").new_initial_state(seed=4)
    while not state.is_terminal():
        seat = state.current_player()
        chooser = player if seat == 0 else opponent
        action = chooser.choose(state, seat)
        assert action in state.legal_actions(seat)
        state.apply_action(action)
    assert sorted(state.returns()) in ([-1.0, 1.0], [0.0, 0.0])


def test_match_counts_each_game_once_with_seats_alternating():
    net = PolicyNet(135, 5, hidden=(8,), seed=0)
    result = match(net, "random", games=10, seed=5)
    assert result["wins"] + result["draws"] + result["losses"] == 10
    assert result["win_rate"] == result["wins"] / 10


def test_command_line_writes_curve_and_network(tmp_path):
    out = tmp_path / "run"
    main(["--updates", "2", "--envs", "8", "--hidden", "16", "--eval-games", "4",
          "--opponents", "random", "--out", str(out)])
    run = json.loads((out / "curve.json").read_text())
    assert run["command"].startswith("learn_squadro.py --updates 2")
    assert [p["updates"] for p in run["curve"]] == [0, 2]
    net = PolicyNet.load(out / "net.npz")
    obs = np.zeros((1, 135), np.float32)
    assert net.forward(obs)[0].shape == (1, 5)


def test_command_line_refuses_bad_options(tmp_path, capsys):
    for argv in (["--out", str(tmp_path)],
                 ["--updates", "1", "--envs", "0", "--out", str(tmp_path)],
                 ["--updates", "1", "--opponents", "nonsense", "--out", str(tmp_path)]):
        with pytest.raises(SystemExit):
            main(argv)
    assert "nonsense" in capsys.readouterr().err
    assert not any(tmp_path.iterdir())


def test_a_file_that_is_not_a_network_is_refused(tmp_path):
    bad = tmp_path / "bad.npz"
    np.savez(bad, w0=np.zeros((3, 4)), b0=np.zeros(4))
    with pytest.raises(ValueError, match="not a saved PolicyNet"):
        PolicyNet.load(bad)
    (tmp_path / "junk.npz").write_bytes(b"not a zip")
    with pytest.raises(ValueError):
        PolicyNet.load(tmp_path / "junk.npz")


def test_plot_draws_an_svg(tmp_path):
    pytest.importorskip("matplotlib", reason="the plot needs matplotlib; training does not")
    from plot_learning_curve import plot

    point = {"wins": 3, "draws": 0, "losses": 1, "win_rate": 0.75}
    curve = [{"seconds": s, "random": point, "easy": point} for s in (0.0, 60.0)]
    plot({"curve": curve}, tmp_path / "c.svg")
    text = (tmp_path / "c.svg").read_text()
    assert text.lstrip().startswith("<?xml") and "<svg" in text and "vs easy (4 games)" in text
