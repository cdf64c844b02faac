"""Round 63 (s60vgR1): a normal call under a deleted vanguard — the vanguard keeps its grade
(7.32.2 「表面に書かれたテキストのみを失います。…その他のカードの情報は維持されます」; its face seen by
all, 7.32.5): a card of its grade is called (9.9.2.1), one above it is not; its lost 【永】 gives
nothing."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 8, phase: main, first_player: B}
players:
  A:
    vanguard: {name: 王, type: normal, grade: VG, power: 13000, deleted: DEL, text: "【永】【(V)】：あなたのリアガードすべてのパワー＋2000。"}
    hand: [{name: 騎士, type: normal, grade: 3, power: 13000}]
    deck: 20
  B:
    vanguard: {name: 魔人, type: normal, grade: 3, power: 13000}
    deck: 20
actions:
  - {do: call, player: A, card: 騎士, circle: right_front}
"""


def _run(vg: int, deleted: bool, expect: str) -> set[str]:
    body = BOARD.replace("VG", str(vg)).replace("DEL", "true" if deleted else "false")
    r = resolve(loads(body + "expect:\n" + expect, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    return cited(r)


def test_a_deleted_grade_3_vanguard_allows_a_grade_3_normal_call() -> None:
    got = _run(3, True, "  state: {A.right_front: [騎士], 騎士.power: 13000}\n")
    assert {"9.9.2.1", "7.32.2", "7.32.5"} <= got


def test_a_deleted_grade_2_vanguard_refuses_a_grade_3_normal_call() -> None:
    got = _run(2, True, "  state: {A.right_front: empty}\n")
    assert {"9.9.2.1", "7.32.2"} <= got


def test_a_face_up_vanguard_cites_no_deletion() -> None:
    got = _run(3, False, "  state: {A.right_front: [騎士], 騎士.power: 15000}\n")
    assert "7.32.2" not in got
