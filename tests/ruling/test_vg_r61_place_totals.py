"""Totals of a value over the units of a place (round 61, s58vgC): 「あなたのリアガードのパワーの
合計が20000以上なら」 — the rear-guards are the units on the rear-guard circles (VG 4.9.2.6), a place
as 「あなたのソウルのカード」 is (``Vocab.field_kinds``; before: refused, "a total of the values of
cards not named by their place"); and 「あなたのユニットのパワーの合計が相手のユニットのパワーの
合計より大きいなら」, one total against another (``Cond("total")`` with ``than``; before: "a
comparison higher of something other than a card's value")."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run

ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
ARCHER = "right_front: {name: 弓兵, type: normal, grade: 1, power: 10000}"
REAR_TOTAL = "【起】【(R)】：あなたのリアガードのパワーの合計が20000以上なら、１枚引く。"
COMPARED = "【起】【(R)】：あなたのユニットのパワーの合計が相手のユニットのパワーの合計より大きいなら、１枚引く。"


def test_rear_guards_power_total() -> None:
    # 剣士 10000 + 弓兵 10000 = 20000: drawn; the vanguard (13000) is no rear-guard
    r = run(REAR_TOTAL, actions=ACTIVATE, extra=ARCHER)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    alone = run(REAR_TOTAL, actions=ACTIVATE)
    assert not unsupported(alone) and zone(alone, "A", "hand") == []


def test_units_total_against_the_opponents() -> None:
    # A: 竜 13000 + 剣士 10000 = 23000 against B: 騎士 13000 + 槍兵 9000 = 22000
    r = run(COMPARED, actions=ACTIVATE)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    # equal (B's vanguard 14000: 23000 each): not greater
    even = run(COMPARED, actions=ACTIVATE, opponent="{name: 騎士, grade: 3, power: 14000}")
    assert not unsupported(even) and zone(even, "A", "hand") == []
    # smaller than: the other way round
    less = COMPARED.replace("大きい", "小さい")
    up = run(less, actions=ACTIVATE, opponent="{name: 騎士, grade: 3, power: 15000}")
    assert not unsupported(up) and zone(up, "A", "hand") == ["山1"]
    assert zone(run(less, actions=ACTIVATE), "A", "hand") == []


def test_a_total_against_another_value_is_refused() -> None:
    get_game("vg")
    text = "【永】【(R)】：あなたのユニットのパワーの合計が相手のユニットのシールドの合計より大きいなら、このユニットのパワー＋5000。"
    assert not _abilities("vg", text, None)[0].supported
    text = "【永】【(R)】：あなたのユニットのパワーの合計が相手のヴァンガードのパワーより大きいなら、このユニットのパワー＋5000。"
    assert not _abilities("vg", text, None)[0].supported
