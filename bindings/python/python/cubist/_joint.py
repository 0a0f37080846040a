"""Joint actions at a simultaneous node, numbered as OpenSpiel's ``SimMoveState``
numbers them: a flat joint action is a number whose digits, seat 0 least significant,
index each acting seat's legal actions (a seat with none takes no digit and passes)."""

from __future__ import annotations


def legal_flat(per_seat: list[list[int]]) -> list[int]:
    """Every flat joint action, in ascending order."""
    total = 1
    for legal in per_seat:
        if legal:
            total *= len(legal)
    return list(range(total))


def flat_to_actions(flat: int, per_seat: list[list[int]]) -> list[int]:
    """The action of each seat (-1 for a seat that does not act)."""
    if not 0 <= flat < len(legal_flat(per_seat)):
        raise ValueError(
            f"joint action {flat} is not one of 0..{len(legal_flat(per_seat)) - 1}"
        )
    actions = []
    for legal in per_seat:
        if legal:
            actions.append(legal[flat % len(legal)])
            flat //= len(legal)
        else:
            actions.append(-1)
    return actions


def describe(state, actions: list[int]) -> str:
    """``[a, b]``: each seat's action in notation, ``pass`` for one that does not act."""
    words = (
        "pass" if a < 0 else state.action_to_string(p, a) for p, a in enumerate(actions)
    )
    return "[" + ", ".join(words) + "]"


__all__ = ["legal_flat", "flat_to_actions", "describe"]
