"""Round 63 (s60vswsR): an endless loop nobody can stop (vs 10.1.2) is found at its first
repetition — a round of the check timing that begins from exactly the state an earlier round did,
with no decision asked between them — and ends the game with a warning naming what repeats, not
after hundreds of rounds. The loop here: 「あなたが技を使った時、あなたは1枚引く」 is a technique of its
own, so its resolution is a technique used (8.12.1) and it triggers again (8.12.2); the draw is not
optional."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

_BOARD = (
    "game: vs\ntitle: t\nturn: {player: A, number: 5, phase: ability, first_player: A}\n"
    "players:\n  A:\n    deck: 3\n    hand: 0\n    waiting: 0\n"
    "    ring: {name: 紫苑, ap: 2000, dp: 2000}\n"
    "    bench:\n"
    '      left: {name: 灯守, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは1枚引く。"}\n'
    '      right: {name: 写し鏡, ap: 1000, dp: 1000, text: "[ベンチ]あなたが技を使った時、あなたは1枚引く。"}\n'
    "  B:\n    deck: 10\n    ring: {name: 墨染, ap: 2000, dp: 3000}\n"
    "actions:\n  - do: ability_phase\n    actions:\n      - {do: use, card: 灯守, ability: 1}\n"
    "expect:\n  state: {A.hand: 3}\n"
    '  order: ["resolve:灯守", "trigger:写し鏡", "resolve:写し鏡", "trigger:写し鏡"]\n'
    '  decided_by: ["8.12.1", "8.12.2", "10.1.2"]\n'
)


def test_self_triggering_technique_is_an_endless_loop_found_at_once() -> None:
    r = resolve(loads(_BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    loops = [w for w in r.warnings() if w.kind == "endless_loop"]
    assert loops and "写し鏡" in loops[0].ja and "10.1.2" in loops[0].clauses
    # cut at the first repetition: a handful of rounds, not LOOP_LIMIT
    triggered = [s for s in list(r.main.trace) if any(e[0] == "trigger" for e in s.events)]
    assert len(triggered) < 10, len(triggered)
