"""「あなたのリアガードが２枚すべて別名なら」 (round 61, s58vgC): the number printed before すべて
says there are that many, and すべて別名 that no two of them share a name (12.6.1) — a count of
exactly N and ``Cond("every")`` with ``distinct_names`` (``conditions._every``); before: refused,
"two arguments with role none"."""

from __future__ import annotations

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run

TEXT = "【起】【(R)】：あなたのリアガードが２枚すべて別名なら、１枚引く。"
ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"


def _unit(circle: str, name: str) -> str:
    return f"{circle}: {{name: {name}, type: normal, grade: 1, power: 8000}}"


def _drew(extra: str) -> bool:
    r = run(TEXT, actions=ACTIVATE, extra=extra)
    assert not unsupported(r)
    return zone(r, "A", "hand") == ["山1"]


def test_two_rear_guards_of_different_names() -> None:
    assert _drew(_unit("right_front", "弓兵"))


def test_two_of_one_name() -> None:
    assert not _drew(_unit("right_front", "剣士"))


def test_not_that_many() -> None:
    assert not _drew("")  # 剣士 alone
    three = _unit("right_front", "弓兵") + "\n    " + _unit("left_back", "槍兵")
    assert not _drew(three)
