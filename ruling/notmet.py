"""Loss conditions checked and not met: a "the game goes on" ruling has its reasons too.

A loss condition is checked at every check timing; when the game is not over, each check found
it not met. Such a check decided the answer only where it could have gone the other way: where
steps of the replay kept the condition from being met. For a condition on a zone's card count
(``ruling.rules.LossCount``) those are the steps that moved cards out of a zone whose count
loses at ``at_least`` (vs: an effect takes a retire card away, so the attack's retire is only
the ninth; vg: a heal trigger takes the sixth damage card away), or into a zone whose emptiness
loses. Undo those steps — every move each of them made, in every zone — and if the condition
holds on what is left, the check that found it not met is a reason of the ruling: a step
records it, citing the game's clause for the check, caused by those steps.

A check the replay never made (no check timing after those steps) is not cited, nor one that
nothing brought near (a draw from a deck of twenty is no reason why a player did not lose).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ruling.rules import Game, LossCount
from ruling.state import GameState
from ruling.trace import Trace


def _moves(trace: Trace, step: int) -> list[tuple[str, str, str, str, str]]:
    return [tuple(m) for m in trace[step].data.get("moves", [])]  # type: ignore[misc]


def _counterfactual(trace: Trace, steps: Iterable[int], player: str, zone: str, now: int) -> int:
    """How many cards ``player``'s ``zone`` would hold now without the moves of ``steps``."""
    n = now
    for s in steps:
        for _uid, fp, fz, tp, tz in _moves(trace, s):
            if (fp, fz) == (player, zone):
                n += 1
            if (tp, tz) == (player, zone):
                n -= 1
    return n


def helping_steps(trace: Trace, lc: LossCount, player: str) -> list[int]:
    """The steps (not the scenario's setup) that moved cards the way away from ``lc``: out of
    its zone when a count of ``at_least`` loses, into it when emptiness does."""
    out: list[int] = []
    for s in trace.steps:
        if s.event == "setup":
            continue
        for _uid, fp, fz, tp, tz in _moves(trace, s.index):
            away = (fp, fz) == (player, lc.zone) if lc.at_least else (tp, tz) == (player, lc.zone)
            back = (tp, tz) == (player, lc.zone) if lc.at_least else (fp, fz) == (player, lc.zone)
            if away and not back:
                out.append(s.index)
                break
    return out


def near_misses(
    trace: Trace,
    counts: tuple[LossCount, ...],
    players: Iterable[str],
    count_of: Callable[[str, str], int],
) -> list[tuple[LossCount, str, list[int]]]:
    """(condition, player, the steps that kept it from being met) for each loss condition a
    check timing after those steps found not met, and that would have been met without them.
    ``count_of(player, zone)`` is how many cards the zone holds now."""
    checks = [s.index for s in trace.steps if s.event == "check_timing"]
    out: list[tuple[LossCount, str, list[int]]] = []
    for lc in counts:
        for p in players:
            steps = helping_steps(trace, lc, p)
            if not steps or not any(c > steps[0] for c in checks):
                continue
            cf = _counterfactual(trace, steps, p, lc.zone, count_of(p, lc.zone))
            if lc.at_least is not None:
                met = cf >= lc.at_least
            else:
                met = cf <= 0 and all(
                    _counterfactual(trace, steps, p, z, count_of(p, z)) <= 0 for z in lc.also_empty
                )
            if met:
                out.append((lc, p, steps))
    return out


def record(trace: Trace, game: Game, state: GameState) -> list[int]:
    """Add a step for each of ``game``'s loss conditions checked and not met because of steps
    of the replay (``near_misses``); return their indices."""
    out: list[int] = []

    def count_of(p: str, z: str) -> int:
        return len(state.zone(p, z))

    for lc, p, steps in near_misses(trace, game.loss_counts, state.order(), count_of):
        names = [game.zone(z) for z in (lc.zone, *lc.also_empty)]
        zja = "と".join(z.ja if z else lc.zone for z in names)
        zen = " and ".join(z.en if z else lc.zone for z in names)
        if lc.at_least is not None:
            ja = (
                f"{p} の{zja}が{lc.at_least}枚以上という敗北条件は、カードが取り除かれたため"
                "チェックタイミングで満たされない"
            )
            en = (
                f"{p}'s loss condition of {lc.at_least} or more cards in the {zen} is not met "
                "at the check timing: cards were taken away"
            )
        else:
            ja = f"{p} の{zja}が0枚という敗北条件は、カードが置かれたためチェックタイミングで満たされない"
            en = (
                f"{p}'s loss condition of no card in the {zen} is not met at the check timing: "
                "cards were put there"
            )
        out.append(trace.add("not_met", ja, en, lc.clauses, steps, p))
    return out
