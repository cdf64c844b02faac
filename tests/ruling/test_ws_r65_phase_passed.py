"""An attack-phase action after the game has passed the attack phase is refused (round 65,
s62wsR): 6.1.1 (the phases come in order, each once a turn) — and when an effect's 「…フェイズに
進む」 moved the game past it, 11.4.1.2 (「その間のステップやフェイズは飛ばされ」) is the reason
too. Minimal board: a 【自】 at the end of the attack moves the game to the end phase; the
reversed characters stay (the encore step skipped), and an encore step or a new attack asked for
afterwards is refused."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """\
game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    level: 1
    clock: 2
    stock: 2
    deck: [{name: 紙, type: character}, 8]
    stage:
      center_front:
        name: 道化
        type: character
        level: 1
        power: 4000
        soul: 1
        text: "【自】［(1)］ アタックの終わりに、このカードがアタックしているキャラなら、あなたはコストを払ってよい。そうしたら、このターンのエンドフェイズに進む。"
      left_front: {name: 二番手, type: character, level: 1, power: 4000, soul: 1}
  B:
    level: 1
    deck: [{name: 声, type: character}, 8]
    stage:
      center_front: {name: 係, type: character, level: 1, power: 4000, soul: 1}
actions:
  - {do: attack, slot: center_front, kind: front}
  - LATER
choices:
  - {player: A, at: optional, choose: yes}
expect:
  outcome: {rejected: true}
  state: {道化.zone: A.stage.center_front, 道化.state: reverse, 係.zone: B.stage.center_front}
  decided_by: ["11.4.1.2", "6.1.1"]
"""


@pytest.mark.parametrize(
    "later",
    [
        "{do: encore_step, allowed: false}",
        "{do: attack, slot: left_front, kind: direct, allowed: false}",
    ],
    ids=["encore-step", "attack"],
)
def test_skipped_attack_phase_refuses_its_actions(later: str) -> None:
    r = resolve(loads(BOARD.replace("LATER", later), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_attack_in_the_end_phase_refused() -> None:
    board = (
        BOARD.replace("phase: attack", "phase: end")
        .replace("  - {do: attack, slot: center_front, kind: front}\n", "")
        .replace("LATER", "{do: attack, slot: left_front, kind: front, allowed: false}")
        .replace("choices:\n  - {player: A, at: optional, choose: yes}\n", "")
        .replace(
            "state: {道化.zone: A.stage.center_front, 道化.state: reverse, 係.zone: B.stage.center_front}",
            "state: {二番手.state: stand}",
        )
        .replace('["11.4.1.2", "6.1.1"]', '["6.1.1"]')
    )
    r = resolve(loads(board, "t.yaml"))
    assert not check_expect(r), check_expect(r)
