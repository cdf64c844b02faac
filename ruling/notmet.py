"""Conditions checked and not met: a ruling that nothing happens has its reasons too.

A loss condition is checked at every check timing, an interrupt-type rule process after every
event; when the game goes on, or the process was not carried out, each check found its
condition not met. Such a check decided the answer only where it could have gone the other way:
where steps of the replay kept the condition from being met. For a condition on a zone's card
count (``ruling.rules.CountCheck``) those are the steps that moved cards out of a zone whose
count meets it at ``at_least`` (vs: an effect takes a retire card away, so the attack's retire
is only the ninth; vg: a heal trigger takes the sixth damage card away; ws: a card taken out of
a clock of six before the damage that would have made the seventh), or into a zone whose
emptiness meets it. Undo those steps — for a count, every move each of them made, in every zone;
for emptiness, only the moves that put cards into the zones that must be empty (a card that left
them left anyway: vs 6.5.1.2.2 puts the card played in the ring before the old ring card goes, so
the ring the refill of 9.6.1 looks at is never empty) — and if the condition holds on what is
left, the check that found it not met is a reason of the ruling: a step records it, citing the
game's clause for the check, caused by those steps.

A card the rules put elsewhere than the counted zone is kept out of it as a replacement keeps
one out: the step records the zone it would have gone to (``INSTEAD_OF``: a replacement effect,
``ActionDef.puts_in``; or a rule choosing another zone than its sibling does, ``Move.instead_of``
— vs 9.4.2 sends a bench card to the waiting room where 9.4.1 retires the ring card), and the
check counts it there; the step, citing that rule, is among its causes.

It is a reason only of what it would have decided: a loss condition of a ruling asked whether the
game is over, a rule process of a ruling asked about a zone that process changes (``decides``).
A check the replay never made (a check-type one with no check timing after those steps) is not
cited, nor one that nothing brought near (a draw from a deck of twenty is no reason why a player
did not lose).

A loss condition that is no card count (mc 1.2.2.1: a player who advanced successfully into the
enemy headquarters wins) is read by the game's own step that settles it: the step that finds
the event which would have met it went the other way (an advance into a headquarters that
failed, 8.4.3 / 8.4.4 / 8.4.8) carries, under the data key ``NOT_MET``, the clauses of the
condition it kept from being met; a ruling asked whether the game is over cites them, caused by
that step.

A loss condition on a player's value (co 4.1.2: HP brought to 0; ``ruling.rules.ValueCheck``) is
read the same way over the value's changes: replay every change but the rises, in the order
made; if the value would have come to the condition's bound, the rises (recoveries) are why the
check found it not met, and a ruling asked whether the game is over cites the check.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable

from ruling.rules import INSTEAD_OF, CountCheck, Game, ValueCheck
from ruling.state import GameState
from ruling.trace import Trace

# an event's data key: ``(clauses, ja, en)`` of a loss condition this step is why was not met
NOT_MET = "not_met"


def _moves(trace: Trace, step: int) -> list[tuple[str, str, str, str, str]]:
    return [tuple(m) for m in trace[step].data.get("moves", [])]  # type: ignore[misc]


def _kept_out(trace: Trace, step: int) -> list[tuple[str, str, str]]:
    """(uid, player, zone) of each card a replacement kept out of the zone the action it
    replaced would have put it in (``INSTEAD_OF``, ``ActionDef.puts_in``)."""
    return [tuple(x) for x in trace[step].data.get(INSTEAD_OF, [])]  # type: ignore[misc]


def _counterfactual(
    trace: Trace,
    steps: Iterable[int],
    player: str,
    zone: str,
    now: int,
    into: Collection[str] = (),
) -> int:
    """How many cards ``player``'s ``zone`` would hold now without the moves of ``steps`` (and
    without the replacements among them, or the rules' choices of another zone: the cards they
    kept out would be there). ``into`` (a condition of emptiness: the zones that must all be
    empty): only the moves that put cards into those zones from elsewhere are undone — a card
    that left them left anyway (vs 6.5.1.2.2: the old ring card goes to the waiting room after
    the card played is put in the ring; without the card played, the ring would be empty)."""
    n = now
    for s in steps:
        for _uid, fp, fz, tp, tz in _moves(trace, s):
            if into:
                if (tp, tz) == (player, zone) and not (fp == player and fz in into):
                    n -= 1
                continue
            if (fp, fz) == (player, zone):
                n += 1
            if (tp, tz) == (player, zone):
                n -= 1
        n += sum(1 for _uid, p, z in _kept_out(trace, s) if (p, z) == (player, zone))
    return n


def _left(trace: Trace, cc: CountCheck, player: str) -> bool:
    """Whether a step of the replay (not the scenario's setup, nor the process ``cc`` starts)
    took a card out of ``player``'s zone of ``cc`` (``CountCheck.after_leaving``)."""
    own = set(cc.clauses)
    return any(
        (fp, fz) == (player, cc.zone) and (tp, tz) != (player, cc.zone)
        for s in trace.steps
        if s.event != "setup" and s.data.get("moves")
        if not any(own & set(trace[a].clauses) for a in trace.ancestors([s.index]))
        for _u, fp, fz, tp, tz in _moves(trace, s.index)
    )


def helping_steps(trace: Trace, cc: CountCheck, player: str) -> list[int]:
    """The steps (not the scenario's setup, nor the process ``cc`` starts) that moved cards the
    way away from ``cc``: out of its zone when a count of ``at_least`` meets it, into it when
    emptiness does."""
    out: list[int] = []
    own = set(cc.clauses)
    for s in trace.steps:
        if cc.at_least and any(
            (p, z) == (player, cc.zone) for _u, p, z in _kept_out(trace, s.index)
        ):
            out.append(s.index)  # a replacement kept a card out of the counted zone
            continue
        if s.event == "setup" or not s.data.get("moves"):
            continue
        # the process the condition starts moves cards itself (a level-up empties the clock):
        # those steps, caused by the one carrying it out, kept nothing from being met
        if any(own & set(trace[a].clauses) for a in trace.ancestors([s.index])):
            continue
        for _uid, fp, fz, tp, tz in _moves(trace, s.index):
            left = (fp, fz) == (player, cc.zone)
            came = (tp, tz) == (player, cc.zone)
            if (left and not came) if cc.at_least else (came and not left):
                out.append(s.index)
                break
    return out


def reached_between(trace: Trace, cc: CountCheck, player: str, now: dict[str, int]) -> bool:
    """Whether ``player``'s zones of ``cc`` really met its condition after some step of the
    replay (not the scenario's setup) — ``at_least`` cards or more in its zone, or (``at_least``
    None) no card in it nor in any zone of ``also_empty`` — while they hold ``now`` (zone ->
    count) at the end: the counts walked back over every move."""
    zones = (cc.zone,) if cc.at_least is not None else (cc.zone, *cc.also_empty)
    n = {z: now.get(z, 0) for z in zones}
    for s in reversed(trace.steps):
        if s.event == "setup":
            break
        if (
            n[cc.zone] >= cc.at_least
            if cc.at_least is not None
            else all(v <= 0 for v in n.values())
        ):
            return True
        for _uid, fp, fz, tp, tz in _moves(trace, s.index):
            if tp == player and tz in n:
                n[tz] -= 1
            if fp == player and fz in n:
                n[fz] += 1
    return False


def near_misses(
    trace: Trace,
    checks: Iterable[CountCheck],
    players: Iterable[str],
    count_of: Callable[[str, str], int],
) -> list[tuple[CountCheck, str, list[int]]]:
    """(condition, player, the steps that kept it from being met) for each condition a check
    made after those steps found not met, and that would have been met without them.
    ``count_of(player, zone)`` is how many cards the zone holds now."""
    timings = [s.index for s in trace.steps if s.event == "check_timing"]
    out: list[tuple[CountCheck, str, list[int]]] = []
    for cc in checks:
        for p in players:
            steps = helping_steps(trace, cc, p)
            if not steps or not (cc.interrupt or any(c > steps[0] for c in timings)):
                continue
            if cc.after_leaving and not _left(trace, cc, p):
                continue
            if cc.at_least is not None:
                met = _counterfactual(trace, steps, p, cc.zone, count_of(p, cc.zone)) >= cc.at_least
            else:
                zones = (cc.zone, *cc.also_empty)
                met = all(
                    _counterfactual(trace, steps, p, z, count_of(p, z), zones) <= 0 for z in zones
                )
            if met:
                out.append((cc, p, steps))
    return out


def value_near_miss(
    log: Iterable[tuple[int, object, object]], vc: ValueCheck, final: object
) -> list[int]:
    """The steps that raised a player's value (``log``: (step, before, after) of each change of
    ``<vc.key>.<player>``, in order) without which it would have come to ``vc.at_most`` or less
    at some point — every other change replayed in the order made — while it ends above it
    (``final``): the recoveries that kept the loss condition from being met. Empty when the
    value is not known (a value not given is never counted from a default)."""
    changes = [(s, b, a) for s, b, a in log if isinstance(b, int) and isinstance(a, int)]
    if not changes or not isinstance(final, int) or final <= vc.at_most:
        return []
    value = changes[0][1]
    raised: list[int] = []
    met = False
    for s, before, after in changes:
        if after > before:
            raised.append(s)
            continue
        value += after - before
        met = met or value <= vc.at_most
    return raised if met and raised else []


def record(
    trace: Trace,
    game: Game,
    state: GameState,
    game_over_asked: bool,
    asked: Collection[str],
    var_log: dict[str, list[tuple[int, object, object]]] | None = None,
) -> list[int]:
    """Add a step for each of ``game``'s count conditions checked and not met because of steps
    of the replay (``near_misses``) that the ruling asks about — a loss condition when
    ``game_over_asked``, a rule process when ``asked`` (touch-log refs: ``A.clock``) names a
    zone it decides — and return their indices."""
    out: list[int] = []

    def count_of(p: str, z: str) -> int:
        return len(state.zone(p, z))

    def wanted(cc: CountCheck, p: str) -> bool:
        if not cc.decides:
            return game_over_asked
        return any(f"{p}.{z}" in asked for z in cc.decides)

    found = [
        x
        for cc in game.count_checks
        for p in state.order()
        if wanted(cc, p)
        for x in near_misses(trace, (cc,), (p,), count_of)
    ]
    for cc, p, steps in found:
        names = [game.zone(z) for z in (cc.zone, *cc.also_empty)]
        zja = "と".join(z.ja if z else cc.zone for z in names)
        zen = " and ".join(z.en if z else cc.zone for z in names)
        what_ja = "敗北条件" if not cc.decides else "ルール処理の条件"
        what_en = "loss condition" if not cc.decides else "rule process's condition"
        if cc.at_least is not None:
            ja = (
                f"{p} の{zja}が{cc.at_least}枚以上という{what_ja}は、カードが取り除かれた（または"
                "置かれなかった）ため満たされない"
            )
            en = (
                f"{p}'s {what_en} of {cc.at_least} or more cards in the {zen} is not met: "
                "cards were taken away (or kept out)"
            )
        else:
            ja = f"{p} の{zja}が0枚という{what_ja}は、カードが置かれたため満たされない"
            en = f"{p}'s {what_en} of no card in the {zen} is not met: cards were put there"
        clauses = cc.clauses
        counts = {z: count_of(p, z) for z in (cc.zone, *cc.also_empty)}
        if cc.between_checks and reached_between(trace, cc, p, counts):
            # met during an action, no longer at the check timing: not acted on (vs 9.1.1)
            clauses = (*clauses, *cc.between_checks)
            ja = f"{ja}（行動の実行中に一度満たされたが、チェックタイミングでは満たされていない）"
            en = f"{en} (met for a while during an action, no longer at the check timing)"
        out.append(trace.add("not_met", ja, en, clauses, steps, p))
    if game_over_asked and var_log is not None:
        # a loss condition on a value (co 4.1.2 HP 0): the recoveries it would have been met
        # without are why the check found it not met
        for vc in game.value_checks:
            for p in state.order():
                key = f"{vc.key}.{p}"
                steps = value_near_miss(var_log.get(key, []), vc, state.vars.get(key))
                if steps:
                    out.append(
                        trace.add(
                            "not_met",
                            f"{p} の{vc.key.upper()}が{vc.at_most}になるというゲームの終了条件は、"
                            "回復したため満たされない",
                            f"the game's end condition of {p}'s {vc.key.upper()} at "
                            f"{vc.at_most} is not met: it was recovered",
                            vc.clauses,
                            steps,
                            p,
                        )
                    )
    if game_over_asked:
        for s in list(trace.steps):
            kept = s.data.get(NOT_MET)
            if s.event == "not_met" or not kept:
                continue
            clauses, ja, en = kept
            out.append(trace.add("not_met", ja, en, tuple(clauses), [s.index], s.player))
    return out
