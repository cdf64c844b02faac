"""mc 〈対象:…〉 of a unit that died (round 65, s62cmvC): 「この戦闘で死亡した(敵軍)ユニット」 — a unit
that died is discarded at once (2.1.17.2 「死亡したユニットは破棄(12.4)します」, 12.6.1, 12.4.1: to its
owner's 捨て山), a card in a zone, none of what 10.10.6 / 10.10.7 let an ability target — refused with
that reason (before: 「〈対象:…〉 with Relative not run yet」). A target on the battlefield beside it
is read as before."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game


def _mc(text: str):  # noqa: ANN202
    get_game("mc")
    return _abilities("mc", text, None)


@pytest.mark.parametrize(
    "target",
    ["この戦闘で死亡した敵軍ユニットすべて", "この戦闘で死亡したユニット1体"],
)
def test_a_dead_unit_is_no_target(target: str) -> None:
    text = f"●[戦闘]呑み込み 〈発揮:戦闘終了タイミング開始時/対象:{target}〉 対象をゲームから除外する。"
    (ab,) = _mc(text)
    assert not ab.supported
    assert "died" in ab.reason and "10.10.6" in ab.reason


def test_a_unit_on_the_battlefield_is_read_as_before() -> None:
    text = "●[戦闘]呑み込み 〈発揮:戦闘終了タイミング開始時/対象:この地形に存在するユニットすべて〉 対象を「防御力:+1」する。"
    (ab,) = _mc(text)
    assert ab.supported, ab.reason
