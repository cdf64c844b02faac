"""Round 49 (s46vsE): three readings the engine made without citing the clause that makes them
— a permanent written 「この効果は、Xの場合、無効」 cites 8.3.1 / 8.3.2 (not 8.3.3, the clause of
「有効」); the area [リタイヤ] is the retire zone (3.5.2) and a technique working there cannot be
used from the waiting room (8.1.1.1.1); a boost of 《X》 cards reaching a card only through
another permanent's 「技は追加で《X》になる」 depends on it (8.9.1.7)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

VOID = """game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 甲, ap: 1000, dp: 1000, text: "[ベンチ]あなたのリングのカードを+2000/+0。この効果は、相手のリタイヤ置場のカードが3枚以下の場合、無効。"}}
  B:
    deck: 10
    retire: RETIRE
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: check, state: {千早.ap: AP}}
expect:
  state: {千早.ap: AP}
"""


@pytest.mark.parametrize(("retire", "ap"), [(2, 2000), (4, 4000)])
def test_permanent_void_under_a_condition_cites_8_3_2(retire: int, ap: int) -> None:
    r = resolve(loads(VOID.replace("RETIRE", str(retire)).replace("AP", str(ap)), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    cited = set(r.decided_by)  # type: ignore[attr-defined]
    assert {"8.3.1", "8.3.2"} <= cited
    assert "8.3.3" not in cited  # written 「無効」, not 「有効」


RETIRE_AREA = """game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    hand: 0
    energy: [{name: E1, state: stand}]
    ZONE: [{name: 甲, ap: 1000, dp: 1000, text: "[リタイヤ][あなたのエネルギーを1枚レストする]このカードを手札に戻す。"}]
    ring: {name: 千早, ap: 2000, dp: 2000}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: use, card: 甲, allowed: ALLOWED}
expect:
  state: {甲.zone: WHERE, E1.state: STATE}
"""


@pytest.mark.parametrize(
    ("zone", "allowed", "where", "state"),
    [("waiting", "false", "A.waiting", "stand"), ("retire", "true", "A.hand", "rest")],
)
def test_retire_area_technique(zone: str, allowed: str, where: str, state: str) -> None:
    src = (
        RETIRE_AREA.replace("ZONE", zone)
        .replace("ALLOWED", allowed)
        .replace("WHERE", where)
        .replace("STATE", state)
    )
    r = resolve(loads(src, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    if zone == "waiting":
        assert "8.1.1.1.1" in r.decided_by  # type: ignore[attr-defined]


GRANT = """game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000, attribute: クール}
    bench:
      left: {name: 乙, ap: 1000, dp: 1000, text: "[ベンチ]あなたのフィールドの《熱血》のカードを+1000/+0。"}
      center: {name: 甲, ap: 1000, dp: 1000, text: "GRANT"}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: check, state: {千早.ap: AP}}
expect:
  state: {千早.ap: AP}
"""


@pytest.mark.parametrize(
    ("grant", "ap"),
    [
        ("[ベンチ]あなたのリングのカードの技は追加で《熱血》になる。", 3000),
        ("[ベンチ]あなたのリングのカードの技は追加で《素敵》になる。", 2000),
    ],
)
def test_boost_depends_on_attribute_grant(grant: str, ap: int) -> None:
    r = resolve(loads(GRANT.replace("GRANT", grant).replace("AP", str(ap)), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    cited = set(r.decided_by)  # type: ignore[attr-defined]
    assert ("8.9.1.7" in cited) == (ap == 3000)
