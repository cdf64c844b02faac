"""Round 52 (s49at): two characters put on the stage by one effect are two events of the
condition 「他のあなたのキャラが舞台に置かれた時」: the ability is pending twice (8.7.2, 8.7.2.1) and
played twice (8.5.1.2, 8.7.3.1). Put into the slot of the character whose ability it is, that one
goes to the waiting room at the check timing (9.6.2, under the reading that lets an effect choose a
slot holding a character): it triggered twice all the same, but its effects find no card (8.7.7)."""

from __future__ import annotations

from tests.ruling.boards import cited, ws_resolve_text

BOARD = """  A:
    waiting_room: [{name: 新1, type: character, level: 0, power: 2000}, {name: 新2, type: character, level: 0, power: 2500}]
    deck: 5
    stage:
      right_back: {name: 監督, type: character, level: 0, power: 1000,
                   text: "【自】 他のあなたのキャラが舞台に置かれた時、あなたは1枚引く。"}
  B:
    deck: 5
"""
TEXT = "あなたは自分の控え室のキャラを2枚まで選び、舞台の別々の枠に置く。"


def _choices(second: str) -> str:
    return (
        "  - {player: A, choose: 新1}\n  - {player: A, choose: 新2}\n"
        "  - {player: A, at: slot, choose: left_front}\n"
        f"  - {{player: A, at: slot, choose: {second}}}\n"
    )


def test_two_placed_two_triggers() -> None:
    r = ws_resolve_text(BOARD, TEXT, _choices("center_front"), "A.hand")
    assert r.main.outcome["state"]["A.hand"] == 2
    assert {"8.7.2", "8.7.2.1", "8.5.1.2"} <= cited(r)


def test_placed_over_the_listener_triggers_twice_too() -> None:
    r = ws_resolve_text(BOARD, TEXT, _choices("right_back"), "A.hand")
    # the reading that lets the effect choose 監督's slot: 監督 leaves at the check timing, its
    # two pending draws are played (8.7.7) — the draw needs no card of its own
    over = [lf for lf in r.leaves + r.alternates if lf.choices[0].option == "any_slot"]
    assert over and all(lf.outcome["state"]["A.hand"] == 2 for lf in over)
