"""ws round 58 (s55wsR): 「…をこのカードの下にマーカーとして置く」 carried out after its card moved from
its slot to the waiting room (a rule process, 9.5.1, before the pending ability was played, 8.7.7).
A marker zone belongs to a slot (3.7.1): whether 8.11.1 keeps the slot it left (the card goes into
that marker zone, then to the waiting room by 9.7.1) or the new card (3.1.4) has nothing under it
(the put fails, 8.7.7) is the point marker_zone_of_card_left_stage, run both ways; with the card
still in its slot, nothing is asked."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, ambiguity_clauses, main_state

TEXT = "【自】 このカードが手札から舞台に置かれた時、あなたは自分の山札の上から1枚を、このカードの下にマーカーとして置く。"


def _board(power: int) -> str:
    return (
        WS_HEAD + "players:\n  A:\n    stock: 0\n"
        "    deck: [{name: 刻印, type: character, level: 0}, 4]\n"
        f'    hand:\n      - {{name: 守り手, type: character, level: 0, power: {power}, soul: 1, text: "{TEXT}"}}\n'
        "  B:\n    deck: 5\n    stage:\n"
        "      center_front: {name: 番人, type: character, level: 0, power: 4000, soul: 1, "
        'text: "【永】 このカードの正面のキャラのパワーを－1000。"}\n'
        "actions:\n  - {do: play, card: 守り手, slot: center_front}\n"
        "ask: [刻印.zone]\n"
    )


def test_card_gone_before_the_put_both_readings() -> None:
    r = resolve(loads(_board(1000), "t.yaml"))
    assert main_state(r, "刻印.zone") == "A.deck"  # the engine's reading: nothing under it
    assert any("8.7.7" in cs and "8.11.1" in cs for cs in ambiguity_clauses(r))
    others = {leaf.outcome["state"]["刻印.zone"] for leaf in r.alternates}
    assert "A.waiting_room" in others  # the other: its slot's marker zone, then 9.7.1


def test_card_still_in_its_slot_nothing_asked() -> None:
    r = resolve(loads(_board(3000), "t.yaml"))
    assert main_state(r, "刻印.zone") == "A.markers.center_front"
    assert not ambiguity_clauses(r)
