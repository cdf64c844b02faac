"""「Xは「+1:+1」される」 / 「Xに「+1:+1」する」 (round 61, s58coC): a modification of AP / DP
(4.3.8 step 5) said with する — passive with X as its topic, active with X as its goal. The rules
say it so themselves (4.2.10 例2 「DPが+1されます」); it is the modification the rules print as
「「+1:+1」の修正を受ける / 与える」 (4.3.8 例), and is read as that: the same program, the same
board. A value set (「0:5」 する, step 4) is not read as a modification."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, main_state

PAIRS = [
    (
        "セットされているキャラクターは「+0:+1」される。",
        "セットされているキャラクターは「+0:+1」の修正を受ける。",
        "item",
    ),
    ("『兵』は「+2:+0」される。", "『兵』は「+2:+0」の修正を受ける。", "character"),
    (
        "ターン終了時まで、対象のキャラクターは「+1:+1」される。",
        "ターン終了時まで、対象のキャラクターは「+1:+1」の修正を受ける。",
        "event",
    ),
    (
        "ターン終了時まで、対象のキャラクターに「−1:−1」する。",
        "ターン終了時まで、対象のキャラクターに「−1:−1」の修正を与える。",
        "event",
    ),
    (
        "セットされているキャラクターは「+2:+0」され、『兵』は「+1:+0」される。",
        "セットされているキャラクターは「+2:+0」の修正を受け、『兵』は「+1:+0」の修正を受ける。",
        "item",
    ),
]


@pytest.mark.parametrize(("done", "printed", "kind"), PAIRS)
def test_read_as_the_modification_received_or_given(done: str, printed: str, kind: str) -> None:
    a, b = co_ability(done, kind, "兵"), co_ability(printed, kind, "兵")
    assert b.supported, b.reason
    assert a.supported, a.reason
    assert a.program == b.program


def test_a_value_set_with_suru_is_not_a_modification() -> None:
    # 「「0:5」される」 names no modification (4.3.8 step 4 is a value set): not read as step 5
    assert not co_ability("『兵』は「0:5」される。", "character", "兵").supported


BOARD = """turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    energy: 2
    deck: 10
    hand:
      - {name: 応援, type: event, cost: 1, text: "使い捨て。\\nターン終了時まで、対象のキャラクターに「−1:−1」する。"}
    field:
      - {name: 兵, type: character, ap: 1, dp: 2, text: "『兵』は「+2:+0」される。"}
      - {name: 盾, type: item, set_on: 兵, text: "キャラクター1体にセット。\\nセットされているキャラクターは「+0:+1」される。"}
  B:
    hp: 10
    deck: 10
    field:
      - {name: 敵, type: character, ap: 2, dp: 1}
actions:
  - {do: play, card: 応援, target: 敵}
ask: [兵.ap, 兵.dp, 敵.zone]
"""


def test_on_a_board() -> None:
    r = co_run(BOARD)
    # 兵: 1:2, +2:+0 (its own text) and +0:+1 (the item set on it) — 3:3 (4.3.8 step 5);
    # 敵: 2:1 given −1:−1 — DP 0, crashed (4.3.9)
    assert main_state(r, "兵.ap") == 3
    assert main_state(r, "兵.dp") == 3
    assert main_state(r, "敵.zone") == "B.dustbox"
    assert "4.3.8" in r.decided_by
