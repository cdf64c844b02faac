"""vg round 51 (issue 12, s48vgC): 「このユニットを同じ縦列の後列のユニットのいないリアガードサークルに
移動する」 — 「リアガードサークル」 spells 「(R)」 (the lexicon's second variant); with a row before it the two
are one place, the row's rear-guard circles (4.9.1), as 「後列の(R)」 was read. A unit so moved is put on
another circle of the field: the text's 「移動する」 (7.34.1), the same card (4.1.8)."""

from __future__ import annotations

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, compiled_first, unsupported
from tests.ruling.boards import zone_names as zone

MOVE = "このユニットを同じ縦列の後列のユニットのいないリアガードサークルに移動する。"
BODY = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 逃げ足, type: normal, grade: 1, power: 8000,
                 text: "【起】【(R)】：TEXT"}
    BACK
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: activate, card: 逃げ足}
"""


def _run(text: str, back: str = "") -> object:
    return resolve(loads(BODY.replace("TEXT", text).replace("BACK", back), "t.yaml"))


def test_both_spellings_compile_to_one_program() -> None:
    short = compiled_first("【起】【(R)】：" + MOVE.replace("リアガードサークル", "(R)"), "vg")
    long = compiled_first("【起】【(R)】：" + MOVE, "vg")
    assert long == short
    assert long.steps[0].dest == "back"
    row = compiled_first("【起】【(R)】：このユニットを後列のリアガードサークルに移動する。", "vg")
    assert row.steps[0].dest == "back"


def test_the_unit_moves_to_the_back_circle_of_its_column_7_34_1() -> None:
    r = _run(MOVE)
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "field.left_back") == ["逃げ足"]
    assert zone(r, "A", "field.left_front") == []
    assert {"7.34.1", "4.1.8"} <= cited(r)


def test_no_empty_circle_there_no_move() -> None:
    r = _run(MOVE, "left_back: {name: 後衛, type: normal, grade: 1, power: 7000}")
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "field.left_front") == ["逃げ足"]
    assert zone(r, "A", "field.left_back") == ["後衛"]
