"""Round 52 (s49vsB): a card an ability reads after moving it off the field is read as it was on
the field (8.7.1.2); moved to a zone that is not public (the hand, the deck), 8.7.1.1 says the
same (「公開領域から非公開領域…に移動するカードの情報を求める場合、そのカードが公開領域にある
状態での情報を用います」) and the ruling cites it beside 8.7.1.2 (vs/r36_003). Moved to the waiting
room, a public zone, only 8.7.1.2."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

_BOARD = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: [{name: 山札1}, 9]
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench:
      left: {name: 春香, ap: 1000, dp: 1000,
             text: "[ベンチ][このカードをレストする]相手のリングのカードを選び、%s。そのカードの攻撃力が2000以上なら、あなたは1枚引く。"}
  B:
    deck: [{name: 真, ap: 1000, dp: 2000}, 9]
    ring: {name: 美希, ap: 1000, dp: 3000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ]あなたのリングのカードを+1000/+0。"}}
actions:
  - {do: use, card: 春香, ability: 1}
ask: [A.hand, 美希.zone]
"""


@pytest.mark.parametrize(
    ("put", "zone", "hidden"),
    [("相手の手札に戻す", "B.hand", True), ("相手の控え室に置く", "B.waiting", False)],
)
def test_value_read_as_on_the_field(put: str, zone: str, hidden: bool) -> None:
    r = resolve(loads(_BOARD % put))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    # 2000 with 律子's +1000 in the ring: A draws
    assert r.outcome["state"] == {"A.hand": 1, "美希.zone": zone}
    assert "8.7.1.2" in r.decided_by
    assert ("8.7.1.1" in r.decided_by) is hidden
