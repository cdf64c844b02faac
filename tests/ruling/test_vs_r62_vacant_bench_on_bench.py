"""Round 62 (s59vsC): 「あなたのベンチに空いているベンチがない / あるなら」.

The grammar hangs 「あなたのベンチに」 on 空いている as its goal; the place named with に is the
place the noun names (a frame of that player's bench, 3.3.3.2), read as 「空いているあなたのベンチ」:
the frames with no card on them (3.3.3.5), counted (the shared noun reader, ``_vacant_hoisted``).
"""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_ability

TEXT = (
    "[リング]キャラフェイズの始めに、あなたのベンチに空いているベンチがないなら、あなたは1枚引く。"
)


def test_compiled_as_the_vacant_frames_of_that_bench() -> None:
    assert (
        vs_ability(TEXT).program.condition
        == vs_ability(
            TEXT.replace("あなたのベンチに空いているベンチ", "あなたの空いているベンチ")
        ).program.condition
    )
    ab = vs_ability(TEXT.replace("あなたのベンチに", "相手のベンチに").replace("ない", "ある"))
    assert ab.supported, ab.reason
    assert ab.program.condition[:2] == ("count", "opp_bench")


BOARD = """\
game: vs
title: t
turn: {player: A, number: 4, first_player: A}
players:
  A:
    deck: 9
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000, text: "%s"}
    bench: {%s}
  B: {deck: 9, ring: {name: 美希, ap: 1000, dp: 2000}}
actions:
  - {do: chara_phase, actions: []}
ask: [A.hand]
"""

FULL = (
    "left: {name: 春香, ap: 1000, dp: 1000}, center: {name: 雪歩, ap: 1000, dp: 1000},"
    " right: {name: 真, ap: 1000, dp: 1000}"
)


def test_on_a_board_a_full_bench_has_no_vacant_frame() -> None:
    """3.3.3.2, 3.3.3.5: three frames each with a card — none vacant: 千早 draws."""
    r = resolve(loads(BOARD % (TEXT, FULL)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"A.hand": 1}


def test_on_a_board_a_frame_left_vacant() -> None:
    two = FULL.split(", right:")[0]
    r = resolve(loads(BOARD % (TEXT, two)))
    assert r.outcome["state"] == {"A.hand": 0}
