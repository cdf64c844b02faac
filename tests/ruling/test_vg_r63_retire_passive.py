"""Round 63 (s60vgC2): 「…は、相手のカードの効果で退却されない」 — the G-era wording of 「…退却しない」, the
unit undergoing the retire as its topic: the opponent's card effects cannot retire it (1.3.3, 7.18.1);
「相手のターン中、」 before it: while it is that turn (a continuous ability's condition); 「相手の
(グレード３以上のユニットの)能力で」: every effect is an ability's (11.1.1), the effects whose source is
so described (11.5.1.1, 11.5.3.1). 「このユニットは退却されない」 (no means) is still refused."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: TURN, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇道竜, grade: 3, power: 13000}
    left_front: {name: 若竜, type: normal, grade: 2, power: 9000}
    deck: 10
  B:
    vanguard: {name: 騎士王, grade: 3, power: 13000, text: "VTEXT"}
    left_front: {name: 刻盾の騎士, type: normal, grade: 2, power: 10000, text: "RTEXT"}
    right_front: {name: 従騎士, type: normal, grade: 2, power: 9000}
    deck: 10
actions:
  - {do: resolve_text, player: A, card: SOURCE, text: "相手のリアガードを１枚選び、退却させる。"}
choices:
  - {player: A, at: choose, choose: TARGET}
expect:
  state: {TARGET.zone: ZONE}
"""


def _board(
    *,
    vtext: str = "",
    rtext: str = "",
    turn: str = "A",
    source: str = "覇道竜",
    target: str,
    zone: str,
) -> str:
    return (
        BOARD.replace("VTEXT", vtext)
        .replace("RTEXT", rtext)
        .replace("TURN", turn)
        .replace("SOURCE", source)
        .replace("TARGET", target)
        .replace("ZONE", zone)
    )


def _run(board: str) -> set[str]:
    r = resolve(loads(board, "t.yaml"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert not check_expect(r), check_expect(r)
    return cited(r)


def test_this_unit_not_retired_by_the_opponents_card_effects() -> None:
    got = _run(
        _board(
            rtext="【永】【(R)】：このユニットは、相手のカードの効果で退却されない。",
            target="刻盾の騎士",
            zone="B.left_front",
        )
    )
    assert "1.3.3" in got


GROUP = "【永】【(V)】：相手のターン中、あなたの「刻盾」を含むリアガードは、相手のカードの効果で退却されない。"


@pytest.mark.parametrize(
    ("turn", "target", "zone"),
    [
        ("A", "刻盾の騎士", "B.left_front"),  # its master's opponent's turn: kept
        ("A", "従騎士", "B.drop"),  # not a 「刻盾」: retired
        ("B", "刻盾の騎士", "B.drop"),  # its master's own turn: the period does not hold
    ],
)
def test_the_units_described_during_the_opponents_turn(turn: str, target: str, zone: str) -> None:
    got = _run(_board(vtext=GROUP, turn=turn, target=target, zone=zone))
    assert ("1.3.3" in got) is (zone == "B.left_front")


SOURCE = "【永】【(R)】：このユニットは、相手のグレード３以上のユニットの能力で退却されない。"


@pytest.mark.parametrize(("source", "zone"), [("覇道竜", "B.left_front"), ("若竜", "B.drop")])
def test_the_abilities_of_units_described(source: str, zone: str) -> None:
    got = _run(_board(rtext=SOURCE, source=source, target="刻盾の騎士", zone=zone))
    assert {"11.5.1.1", "11.5.3.1"} <= got
    assert ("11.1.1" in got) is (zone == "B.left_front")


def test_no_means_said_is_still_refused() -> None:
    ab = parse_card("【永】【(R)】：このユニットは退却されない。", "vg").card.abilities[0]
    with pytest.raises(Exception, match="passive_neg"):
        compile_ability(ab)
