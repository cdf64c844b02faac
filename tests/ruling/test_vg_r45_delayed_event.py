"""vg round 45: 「次に<事象>した時、…」 in an effect — a delayed trigger (11.9.7) waiting for the next
such event, read as an automatic ability's trigger condition is; it meets its condition once
(11.9.7.1). It used to be made as a trigger at the end of a phase it did not name, and never fired."""

from __future__ import annotations

from tests.ruling.boards import cited, vg_run, zone_names

BODY = """players:
  A:
    vanguard: {name: 蒼竜, grade: 3, power: 13000}
    hand: [{name: 剣兵, grade: 1, power: 8000}, {name: 槍兵, grade: 2, power: 10000}]
    deck: [山1, 山2, 山3]
  B:
    vanguard: {name: 黒竜, grade: 3, power: 13000}
    deck: 20
actions:
  - {do: resolve_text, player: A, text: "次にあなたのユニットが(R)に登場した時、１枚引く。"}
CALLS"""

ONE = "  - {do: call, card: 剣兵, circle: left_front}\n"
TWO = ONE + "  - {do: call, card: 槍兵, circle: right_front}\n"


def test_the_next_appearance_triggers_it() -> None:
    r = vg_run(BODY.replace("CALLS", ONE))
    assert sorted(zone_names(r, "A", "hand")) == sorted(["槍兵", "山1"])
    assert {"11.9.7", "11.9.7.1"} <= cited(r)


def test_it_triggers_once() -> None:
    r = vg_run(BODY.replace("CALLS", TWO))
    assert zone_names(r, "A", "hand") == ["山1"]


def test_nothing_appears_nothing_drawn() -> None:
    r = vg_run(BODY.replace("CALLS", ""))
    assert zone_names(r, "A", "hand") == ["剣兵", "槍兵"]
