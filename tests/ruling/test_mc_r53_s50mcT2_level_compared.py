"""Monster Collection (mc), round 53 (s50mcT2), issue 12: a condition comparing two units' values
with 「より高い / 低い」 — 「対象のレベルがこのユニットのレベルより高い場合、代わりに…」 — is the
``stat_vs`` condition 「以上 / 以下 / 未満」 already read (strictly greater / less), the two values read
as the effect takes effect (4.1.14; 「このユニット」 the unit using it, 4.7.2); 「代わりに」: the step
before it is done only when it does not hold (10.8.2). A step's own condition now reads
「このユニット」 (before, ``_guarded`` read such a condition with no unit: false)."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads

get_game("mc")

_EFFECT = (
    "対象を「攻撃力:-1」する。対象のレベルがこのユニットのレベルより{word}場合、"
    "代わりに対象を「攻撃力:-2」する。"
)
_BOARD = """\
game: mc
title: t
turn: {{player: A, number: 6, phase: main, first_player: A}}
players:
  A:
    deck: 20
    field:
      c1: [{{name: 本陣, type: terrain, hq: true}}]
      c2:
        - {{name: 平原, type: terrain, limit: 6}}
        - {{name: 狸, type: unit, level: 2, attack: 2, defense: 3}}
  B:
    deck: 20
    field:
      c4:
        - {{name: 丘, type: terrain, limit: 6}}
        - {{name: 岩人, type: unit, level: {level}, attack: 5, defense: 9}}
actions:
  - {{do: resolve_text, player: A, text: "{text}", target: 岩人, user: 狸}}
ask: [岩人.attack]
"""


def _board(word: str, level: int) -> Any:
    return resolve(loads(_BOARD.format(level=level, text=_EFFECT.format(word=word))))


@pytest.mark.parametrize(
    ("word", "level", "attack"),
    [("高い", 3, 3), ("高い", 2, 4), ("高い", 1, 4), ("低い", 1, 3), ("低い", 2, 4)],
)
def test_on_the_board(word: str, level: int, attack: int) -> None:
    r = _board(word, level)
    assert r.outcome["state"] == {"岩人.attack": attack}, r.outcome
    assert {"4.1.14", "10.8.2"} <= set(r.decided_by), r.decided_by
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


def test_the_auto_ability_compiles_with_the_pair() -> None:
    text = "●[戦闘]化かし合い\n〈発揮:戦闘の開始時/対象:敵軍ユニット1体〉\n" + _EFFECT.format(
        word="高い"
    )
    (a,) = _abilities("mc", text, "unit")
    assert a.supported, a.reason
    assert a.program.steps[1].cond == ("stat_vs", (("target", "level"), ">", ("this", "level")))


def test_one_units_two_values_are_not_this_kind() -> None:
    text = "◇[普通]比べ\n〈対象:ユニット1体〉\n対象の攻撃力が対象の防御力より高い場合、対象に【1】ダメージを与える。"
    (a,) = _abilities("mc", text, "spell")
    assert not a.supported or a.program.condition != (
        "stat_vs",
        (("target", "attack"), ">", ("target", "defense")),
    )
