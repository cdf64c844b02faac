"""ws round 51 (s48wsB): 「あなたは自分と相手に1ダメージずつ与える」 — one damage dealt to both players at
once (each player's damage processing, the turn player's first), read by the attacker's shot ability
as one damage (4.12.2.7.3): any part cancelled triggers it, and it triggers once however many are;
used up when the last part is over (4.12.2.7.1)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, decided, main_state, warns_unsupported, ws_compile

TEXT = "【自】 このカードのトリガーチェックでクライマックスがでた時、あなたは自分と相手に1ダメージずつ与える。"


@pytest.mark.parametrize("text", [TEXT, "【起】［(1)］ すべてのプレイヤーに1ダメージを与える。"])
def test_compiled_as_damage_to_every_player(text: str) -> None:
    (op,) = ws_compile(text).steps
    assert op.verb == "damage" and dict(op.detail)["to"] == "each"


def _attack(a_second: str, b_first: str) -> object:
    """A attacks directly with 双撃手; its trigger check reveals a shot climax, so its ability deals
    1 to A (``a_second`` the top of A's deck then) and 1 to B (``b_first`` the top of B's)."""
    return resolve(
        loads(
            WS_HEAD.replace("number: 5", "number: 6") + "players:\n  A:\n    level: 2\n    stage:\n"
            "      center_front: {name: 双撃手, type: character, level: 2, cost: 1, power: 7500, "
            f'soul: 1, text: "{TEXT}"}}\n'
            "    deck:\n      - {name: 流星, type: climax, trigger: shot}\n"
            f"      - {{name: 甲札, type: {a_second}}}\n      - 8\n"
            f"  B:\n    deck:\n      - {{name: 乙札, type: {b_first}}}\n"
            "      - {name: 受1, type: character}\n      - {name: 受2, type: character}\n"
            "      - {name: 受3, type: character}\n      - {name: 受4, type: character}\n      - 6\n"
            "actions:\n  - {do: attack, slot: center_front}\n"
            "ask: [A.clock, B.clock]\n",
            "t.yaml",
        )
    )


@pytest.mark.parametrize(
    ("a_second", "b_first", "a_clock", "b_clock", "triggered"),
    [
        # both cancelled: the shot triggers once (1 more), then the damage step's 2
        ("climax", "climax", 0, 3, True),
        # only B's part cancelled, A's taken first: it triggers all the same
        ("character", "climax", 1, 3, True),
        # A's part cancelled, B's not: it triggers
        ("climax", "character", 0, 4, True),
        # neither cancelled: used up, the damage step's cancel would not trigger it
        ("character", "character", 1, 3, False),
    ],
)
def test_shot_reads_the_damage_to_both_as_one(
    a_second: str, b_first: str, a_clock: int, b_clock: int, triggered: bool
) -> None:
    r = _attack(a_second, b_first)
    assert not warns_unsupported(r)
    assert main_state(r, "A.clock") == a_clock
    assert main_state(r, "B.clock") == b_clock
    # the shot triggered by the damage to both (once): 4.12.2.7.3 decides it
    assert ("4.12.2.7.3" in decided(r)) is triggered
