"""「相手が手札から捨てた時」 (round 57, s54vgC): a player's discard with its object left unsaid and
its place said — the cards discarded from that hand (7.9.1, 7.9.2), read as 「相手がカードを手札から
捨てた時」 (``cardtext.triggers._owner_act``). B's discard triggers A's ability, A's own does not."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import vg_run, zone_names

BOARD = """\
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 見張り, type: normal, grade: 1, power: 8000, text: "TEXT"}
    hand: [{name: 我が札, type: normal, grade: 1}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    hand: [{name: 彼の札, type: normal, grade: 1}]
    deck: 10
actions:
  - {do: discard, player: WHO, card: CARD}
"""
TEXT = "【自】【(R)】：相手が手札から捨てた時、１枚引く。"


def test_the_unsaid_object_reads_as_cards() -> None:
    get_game("vg")
    (ab,) = _abilities("vg", TEXT, None)
    (full,) = _abilities("vg", TEXT.replace("手札から", "カードを手札から"), None)
    assert ab.supported and ab.program == full.program


def test_the_opponents_discard_from_hand_triggers_it() -> None:
    board = BOARD.replace("TEXT", TEXT)
    r = vg_run(board.replace("WHO", "B").replace("CARD", "彼の札"))
    assert len(zone_names(r, "A", "hand")) == 2  # 我が札 and the card drawn
    mine = vg_run(board.replace("WHO", "A").replace("CARD", "我が札"))
    assert zone_names(mine, "A", "hand") == []


def test_a_count_still_refuses() -> None:
    """「相手が手札から１枚捨てた時」: a count of the cards is not read by this (refused)."""
    get_game("vg")
    (ab,) = _abilities("vg", TEXT.replace("手札から", "手札から１枚"), None)
    assert not ab.supported
