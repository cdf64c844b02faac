"""mc (round 61, s58mcC2): a ○ ability with no 〈対象〉 whose every step is on 「このユニット」
(「このユニットは進軍できない」, 「このユニットは「攻撃力:+1」する」) — the effect is on the unit its
text names (4.7.2; 10.10.4: an effect on what is not a target is applied as the text says), in
force while the ability is (14.5.1): read as 〈対象:このユニット〉 is, no target declared (a ○
ability is not used, 10.1). A step naming no unit, or another step beside, stays refused."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import main_state, mc_run

_BOARD = """turn: {player: A, number: 7, phase: main}
players:
  A:
    deck: 20
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - {name: 鈍牛, type: unit, level: 2, attack: 2, defense: 2, text: "%s"}
      c2: [{name: 平原, type: terrain, limit: 8}]
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: advance, units: [鈍牛], to: c2}
ask: [鈍牛.zone, 鈍牛.attack]
"""


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("○[常時]鈍重\\nこのユニットは進軍できない。", "A.field.c1"),
        ("○[常時]鈍重\\n〈対象:このユニット〉\\n対象は進軍できない。", "A.field.c1"),
        ("○[常時]怪力\\nこのユニットは「攻撃力:+1」する。", "A.field.c2"),
    ],
)
def test_the_unit_its_text_names(text: str, zone: str) -> None:
    r = mc_run(_BOARD % text)
    assert main_state(r, "鈍牛.zone") == zone


def test_a_value_on_this_unit_with_no_target() -> None:
    r = mc_run(_BOARD % "○[常時]怪力\\nこのユニットは「攻撃力:+1」する。")
    assert main_state(r, "鈍牛.attack") == 3


def test_the_same_program_as_with_the_target() -> None:
    get_game("mc")
    (bare,) = _abilities("mc", "○[常時]鈍重\nこのユニットは進軍できない。", "unit")
    (said,) = _abilities("mc", "○[常時]鈍重\n〈対象:このユニット〉\n対象は進軍できない。", "unit")
    assert bare.supported and said.supported
    assert bare.program.steps == said.program.steps  # type: ignore[attr-defined]
    assert bare.program.target == said.program.target  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "text",
    [
        "○[常時]怪力\nこのユニットは「攻撃力:+1」する。自軍プレイヤーはカードを1枚引く。",
        "◎[メイン]怪力\nこのユニットは「攻撃力:+1」する。",
        "○[常時]鈍重\n〈対象:敵軍ユニット1体〉\nこのユニットは進軍できない。",
    ],
)
def test_other_shapes_stay_refused(text: str) -> None:
    get_game("mc")
    (a,) = _abilities("mc", text, "unit")
    assert not a.supported
