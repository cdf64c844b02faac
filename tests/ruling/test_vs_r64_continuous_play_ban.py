"""「[リング]相手はレベル2以上のカードをプレイできない」 (round 64, s61vswsR2): a continuous
technique prohibiting a player's plays (8.4.1) of the cards it describes by level (2.2.1), in force
while its card is in the ring (8.1.1.4), card text over the rules (1.3.1). Moving the ring card to
a bench is a play too (6.5.1.2.3): a level-2 ring card may not be moved; a level-1 one may."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

BAN = "[リング]相手はレベル2以上のカードをプレイできない。"


def test_compiled_with_the_level_described() -> None:
    (op,) = vs_program(BAN).ops
    assert (op.kind, op.who, op.value, op.stats) == (
        "prohibit_player",
        "opponent",
        "play",
        (("level", "ge", 2),),
    )


def _run(level: int, ban: str = BAN) -> Any:
    return resolve(
        loads(
            f"""\
game: vs
title: t
turn: {{player: A, number: 6, phase: energy}}
players:
  A:
    deck: 10
    hand: [{{name: 石竹, level: 1, ap: 1000, dp: 1000}}]
    energy: [{{state: stand, uid: E1}}, {{state: stand, uid: E2}}, {{state: stand, uid: E3}}]
    ring: {{name: 銀朱, level: {level}, ap: 2000, dp: 2000}}
  B:
    deck: 10
    ring: {{name: 檜皮, level: 2, ap: 1000, dp: 3000, text: "{ban}"}}
actions:
  - do: chara_phase
    actions:
      - {{do: move_to_bench, card: 銀朱, to: left, allowed: {str(level < 2).lower()}}}
      - {{do: play, card: 石竹, to: right}}
""",
            "t.yaml",
        )
    )


@pytest.mark.parametrize("level", [1, 2])
def test_moving_the_ring_card_is_a_play_banned_by_level(level: int) -> None:
    r = _run(level)
    assert not check_expect(r), check_expect(r)
    f = r.main.final
    assert [c.name for c in f.zone("A", "bench.right")] == ["石竹"]
    if level >= 2:
        assert [c.name for c in f.zone("A", "ring")] == ["銀朱"]
        assert {"6.5.1.2.3", "8.4.1", "1.3.1"} <= set(r.decided_by)
