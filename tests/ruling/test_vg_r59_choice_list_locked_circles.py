"""Round 59 (s56vgR): a ``choices:`` entry answering with a list (``choose: [甲, 乙, 丙]``, 「３枚まで
選び」 answered by three cards) is that many successive answers of that player; and a call of
several cards onto fewer rear-guard circles — locked circles are none (4.9.2.7, 7.30.3) — calls as
many as can be (6.2.3.2.1.1), the rest staying in the drop, citing the locked circles' rule."""

from __future__ import annotations

import pytest

from ruling.scenario import ScenarioError, loads
from tests.ruling.boards import cited, vg_run, zone_names

ORDER = "ドロップからグレード１以下のカードを３枚まで選び、(R)にスペリオルコールする。"
BODY = """\
players:
  A:
    vanguard: {{name: 女王, type: normal, grade: 3}}
{locked}    hand: [{{name: 行進曲, type: order, grade: 1, text: "{order}"}}]
    drop: [{{name: 骨一, type: normal, grade: 1}}, {{name: 骨二, type: normal, grade: 1}}, {{name: 骨三, type: normal, grade: 0}}]
    deck: 10
  B: {{vanguard: {{name: 騎士, type: normal, grade: 3}}, deck: 10}}
actions:
  - {{do: main_phase, actions: [{{do: play_order, card: 行進曲}}]}}
choices:
  - {{player: A, choose: [骨一, 骨二, 骨三]}}
"""
LOCKED = "".join(
    f"    {c}: {{name: 鎖{i}, locked: true}}\n"
    for i, c in enumerate(("left_front", "left_back", "center_back", "right_back"))
)


def test_a_list_answer_is_successive_answers() -> None:
    scn = loads(
        "game: vg\ntitle: t\nturn: {player: A, number: 6, phase: main}\n"
        + BODY.format(locked="", order=ORDER)
    )
    assert [c.choose for c in scn.choices] == ["骨一", "骨二", "骨三"]
    assert {c.player for c in scn.choices} == {"A"}


def test_an_empty_list_is_refused() -> None:
    src = "game: vg\ntitle: t\nturn: {player: A, number: 6, phase: main}\n" + BODY.format(
        locked="", order=ORDER
    ).replace("[骨一, 骨二, 骨三]", "[]")
    with pytest.raises(ScenarioError):
        loads(src)


def test_three_cards_onto_one_free_circle() -> None:
    r = vg_run(BODY.format(locked=LOCKED, order=ORDER))
    # right_front only is a rear-guard circle: 骨一 is called, 骨二 and 骨三 stay (with the order)
    assert zone_names(r, "A", "field.right_front") == ["骨一"]
    assert sorted(zone_names(r, "A", "drop")) == sorted(["骨二", "骨三", "行進曲"])
    assert {"6.2.3.2.1.1", "4.9.2.7", "7.30.3"} <= cited(r)


def test_no_locked_circle_no_locked_citation() -> None:
    r = vg_run(BODY.format(locked="", order=ORDER))
    assert zone_names(r, "A", "drop") == ["行進曲"]
    assert "7.30.3" not in cited(r)
