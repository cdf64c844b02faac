"""ws round 51 (s48wsA): a battle partner that moved from slot to slot after the trigger is still
that card (3.1.4 「枠から枠以外」 only) and still the partner the effect names (8.11.2); moved out of the
slots it is a new card the effect cannot find (3.1.4, 8.11.1)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import decided, main_state


@pytest.mark.parametrize(
    ("own", "zone"),
    [
        ("このカードを後列のキャラのいない枠に動かす", "B.hand"),
        ("このカードを山札の上に置く", "B.deck"),
    ],
)
def test_partner_moved_slot_to_slot_is_still_found(own: str, zone: str) -> None:
    r = resolve(
        loads(
            "game: ws\ntitle: t\nturn: {player: B, number: 6, phase: attack, first_player: A}\n"
            "players:\n  A:\n    deck: 6\n    stage:\n"
            "      center_front: {name: 乙A, type: character, level: 1, power: 5000, soul: 1, "
            'text: "【自】 このカードのバトル相手が【リバース】した時、あなたはそのキャラを手札に戻してよい。"}\n'
            "  B:\n    level: 1\n    deck: [{name: 山1, type: character, trigger: none}, 5]\n    stage:\n"
            "      center_front: {name: 甲B, type: character, level: 1, power: 5000, soul: 1, "
            f'text: "【自】 このカードが【リバース】した時、{own}。"}}\n'
            "      right_back: {name: 控えB, type: character, level: 0, power: 1000, soul: 1}\n"
            "actions:\n  - {do: attack, player: B, slot: center_front, kind: front}\n"
            "choices:\n  - {player: A, at: optional, choose: yes}\nask: [甲B.zone]\n",
            "t.yaml",
        )
    )
    assert main_state(r, "甲B.zone") == zone
    assert ("8.11.2" in decided(r)) == (zone == "B.hand")
