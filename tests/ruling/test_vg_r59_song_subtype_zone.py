"""vg round 59 (s56vgO): 17.7.1.1 「ある効果が単に‘曲’を参照する場合、オーダーゾーンにあるサブタイプが曲であるカードを
参照します」 — 「あなたの曲」 (the subtype named alone) counts the 曲 of the order zone, not those elsewhere, and a
face-down one there has no information (4.17.3.1), so it is no 曲 (vg/r35_018)."""

from __future__ import annotations

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import decided, unsupported

BODY = """\
game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 歌い手, type: normal, grade: 3, power: 13000, text: "【永】【(V)】：あなたの曲が2枚以上なら、このユニットのパワー+5000。"}
    order_zone:
      - {name: 夜想曲, type: set_order, grade: 0, traits: [曲]}
      - {name: 子守唄, type: set_order, grade: 0, traits: [曲]FACE}
DROP
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
ask: [歌い手.power]
"""


def _run(face: str = "", drop: str = "") -> tuple[object, set[str]]:
    r = resolve(loads(BODY.replace("FACE", face).replace("DROP", drop), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    return r.outcome["state"]["歌い手.power"], decided(r)


def test_two_songs_in_the_order_zone_17_7_1_1() -> None:
    power, cl = _run()
    assert power == 18000
    assert "17.7.1.1" in cl


def test_a_face_down_song_has_no_subtype_4_17_3_1() -> None:
    power, cl = _run(face=", face: down")
    assert power == 13000
    assert {"17.7.1.1", "4.17.3.1"} <= cl


def test_a_song_card_in_the_drop_is_not_your_song() -> None:
    power, _ = _run(
        face=", face: down",
        drop="    drop: [{name: 鎮魂歌, type: set_order, grade: 0, traits: [曲]}]",
    )
    assert power == 13000
