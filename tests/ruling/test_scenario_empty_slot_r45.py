"""Round 45: a zone or slot given as the word ``empty`` (the word ``expect.state`` uses) holds no
card — it used to make a card named “empty”, which an effect could then choose and retire."""

from __future__ import annotations

from tests.ruling.boards import vg_run, zone_names

BODY = """players:
  A:
    vanguard: {name: 蒼竜, grade: 3, power: 13000}
    hand: 0
    deck: 10
  B:
    vanguard: {name: 黒竜, grade: 3, power: 13000}
    left_front: SLOT
    drop: 0
    deck: 20
actions:
  - {do: resolve_text, player: A, text: "相手のリアガードを１枚選び、退却させる。退却させたなら、あなたは１枚引く。"}
"""


def test_an_empty_slot_holds_no_card() -> None:
    r = vg_run(BODY.replace("SLOT", "empty"))
    assert zone_names(r, "B", "drop") == [] and zone_names(r, "A", "hand") == []
    assert "11.2.4" in r.decided_by


def test_a_card_in_the_slot_is_retired() -> None:
    r = vg_run(BODY.replace("SLOT", "{name: 兵, grade: 1, power: 8000}"))
    assert zone_names(r, "B", "drop") == ["兵"] and len(zone_names(r, "A", "hand")) == 1
