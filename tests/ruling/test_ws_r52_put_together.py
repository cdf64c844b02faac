"""Round 52 (s49at2): cards put into slots by one instruction are put at the same time (3.1.5
「複数のカードがある領域に同時に置かれる場合」): one moment, whose automatic abilities are looked for
once all of them are on the stage (8.1.1.2, 8.7.2). Two characters put together, each with
「他のあなたのキャラが舞台に置かれた時」, each see the other put there: two draws, not one."""

from __future__ import annotations

from tests.ruling.boards import cited, ws_resolve_text

AUTO = "【自】 他のあなたのキャラが舞台に置かれた時、あなたは1枚引く。"
BOARD = f"""  A:
    waiting_room:
      - {{name: 新1, type: character, level: 0, power: 2000, text: "{AUTO}"}}
      - {{name: 新2, type: character, level: 0, power: 2500, text: "{AUTO}"}}
    deck: 5
  B:
    deck: 5
"""
TEXT = "あなたは自分の控え室のキャラを2枚まで選び、舞台の別々の枠に置く。"
CHOICES = (
    "  - {player: A, choose: 新1}\n  - {player: A, choose: 新2}\n"
    "  - {player: A, at: slot, choose: left_front}\n"
    "  - {player: A, at: slot, choose: center_front}\n"
)


def test_put_together_each_sees_the_other() -> None:
    r = ws_resolve_text(BOARD, TEXT, CHOICES, "A.hand")
    assert r.main.outcome["state"]["A.hand"] == 2
    assert {"3.1.5", "8.7.2"} <= cited(r)


def test_one_put_sees_nothing_of_its_own() -> None:
    one = CHOICES.replace("  - {player: A, choose: 新2}\n", "").replace(
        "  - {player: A, at: slot, choose: center_front}\n", ""
    )
    r = ws_resolve_text(BOARD, TEXT.replace("2枚まで", "1枚まで"), one, "A.hand")
    assert r.main.outcome["state"]["A.hand"] == 0
