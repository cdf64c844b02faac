"""「このカードは、相手ターンのメインフェイズにプレイしてもよい」 (round 49, s46coF; cards_r48 U-7522):
3.4.2 says what a character card 「All Turnでプレイしてもよい」 may do in these very words (「「相手
ターンのメインフェイズ」であっても、そのカードをプレイすることができます」), so the sentence is that
permission, compiled as the keyword All Turn. Another time named (「あなたのターンの…」) stays
refused. Before, refused (「the action play.permissive」)."""

from __future__ import annotations

from tests.ruling.boards import co_ability, co_run

TEXT = "このカードは、相手ターンのメインフェイズにプレイしてもよい。"

BOARD = """
turn: {player: A, number: 6, phase: main}
players:
  A: {hp: 20, deck: 10}
  B:
    hp: 20
    energy: 2
    deck: 10
    hand: [{name: 葵, type: character, cost: 2, ap: 2, dp: 2, text: "%s"}]
actions:
  - {do: play, player: B, card: 葵}
ask: [葵.zone]
"""


def test_the_sentence_is_all_turn() -> None:
    ab = co_ability(TEXT, name="葵")
    assert ab.supported, ab.reason
    assert ab.program.keyword == "all_turn"
    assert ab.program == co_ability("All Turnでプレイしてもよい。", name="葵").program


def test_played_in_the_opponents_main_phase() -> None:
    assert co_run(BOARD % TEXT).outcome["state"] == {"葵.zone": "B.field"}
    assert co_run(BOARD % "").outcome["state"] == {"葵.zone": "B.hand"}


def test_another_time_named_stays_refused() -> None:
    ab = co_ability("このカードは、あなたのターンのメインフェイズにプレイしてもよい。", name="葵")
    assert not ab.supported
