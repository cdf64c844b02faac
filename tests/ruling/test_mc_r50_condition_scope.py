"""mc round 50 (s47scope), issue 12: a 「…の場合」 governs exactly what it governs. 「対象が…の場合、
AしBする」: the condition before the effect (10.12.1) holds the rest of its sentence (the shared
``ir.sentence_held``) — B ``Guarded`` ``under`` it, done as the condition was read on the target
when A came: not met, neither A nor B is applied (10.12.2); met, both are, even when A changed
what the condition reads. A condition in the middle of a sentence holds what follows it only; the
next sentence is not under it. Before: B had no condition and was applied with it false."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.games._mc.cardtext import Guarded
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario, problems

get_game("mc")

HEAD = "◎[メイン]試し\\n〈コスト:手札1枚破棄/対象:ユニット1体〉\\n"
WHOLE = (
    "対象を「防御力:+1」する。対象のレベルが1以下の場合、対象を「攻撃力:+1」し、"
    "対象を「防御力:+1」する。"
)
MIDDLE = "対象を「攻撃力:+1」し、対象のレベルが1以下の場合、対象を「防御力:+1」する。"
NEXT = (
    "対象を「攻撃力:+1」する。対象のレベルが1以下の場合、対象を「防御力:+1」する。"
    "対象を「攻撃力:+1」する。"
)
# A (攻撃力+1) makes the condition false: B is still done (read once, as A came)
ONCE = (
    "対象を「防御力:+1」する。対象の攻撃力が1以下の場合、対象を「攻撃力:+1」し、"
    "対象を「防御力:+1」する。"
)


def _steps(text: str) -> tuple[object, ...]:
    (ab,) = _abilities("mc", (HEAD + text).replace("\\n", "\n"), "unit")
    assert ab.supported, ab.reason
    return tuple(ab.program.steps)


def test_the_compiled_steps() -> None:
    first, a, b = _steps(WHOLE)
    assert not isinstance(first, Guarded)
    assert isinstance(a, Guarded) and not a.under
    assert isinstance(b, Guarded) and b.under and b.cond == a.cond
    before, b = _steps(MIDDLE)
    assert not isinstance(before, Guarded) and isinstance(b, Guarded) and not b.under
    _a, b, after = _steps(NEXT)
    assert isinstance(b, Guarded) and not isinstance(after, Guarded)


def _run(text: str, level: int, attack: int = 3) -> tuple[int, int, object]:
    unit = f'{{name: 術士, type: unit, level: 2, attack: 1, defense: 3, text: "{HEAD}{text}"}}'
    body = mc_scenario(
        a=f"""\
      c2:
        - {{name: 平原, type: terrain, limit: 8}}
        - {unit}
        - {{name: 兵, type: unit, level: {level}, attack: {attack}, defense: 3}}
""",
        a_top="    deck: 20\n    hand: [{name: 石, type: unit, level: 1}]\n",
        rest="""\
actions:
  - {do: use, card: 術士, target: 兵, cost_cards: [石]}
ask: [兵.attack, 兵.defense]
""",
        turn="{player: A, number: 5, phase: main, first_player: A}",
    )
    assert problems(body) == []
    r = resolve(loads(body))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    state = r.outcome["state"]
    return state["兵.attack"], state["兵.defense"], r


def test_condition_not_met_neither_step() -> None:
    attack, defense, r = _run(WHOLE, 2)
    assert (attack, defense) == (3, 4)  # only the first sentence's 防御力+1
    assert {"10.12.1", "10.12.2"} <= set(r.decided_by)


def test_condition_met_both_steps() -> None:
    assert _run(WHOLE, 1)[:2] == (4, 5)


@pytest.mark.parametrize(("attack", "after"), [(1, (2, 5)), (2, (2, 4))])
def test_read_once_as_the_sentence_begins(attack: int, after: tuple[int, int]) -> None:
    # attack 1: the condition holds as A comes; A makes it 2 (false) — B is still applied
    assert _run(ONCE, 1, attack)[:2] == after


def test_condition_in_the_middle_holds_what_follows_only() -> None:
    assert _run(MIDDLE, 2)[:2] == (4, 3)
    assert _run(MIDDLE, 1)[:2] == (4, 4)


def test_the_next_sentence_is_not_under_it() -> None:
    assert _run(NEXT, 2)[:2] == (5, 3)
    assert _run(NEXT, 1)[:2] == (5, 4)
