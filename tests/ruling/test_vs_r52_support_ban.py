"""Round 52 (s49vsA): 「[領域]相手のベンチの♠のカードはサポートできない。」 / 「相手の右ベンチのカードは
サポートできない」 — a continuous support prohibition (7.1.3.1.1; 1.3.3) on the bench cards of one
player a description names (an attribute 2.15.1, information 2.14.7 / ♠ ♥ 2.4.1.1, a frame
3.3.3.3), in force while its card is in its [領域] (8.1.1.4); each card read as it is when named
to support. And 「あなたの左ベンチにこのカードがあるなら」 as 「このカードが左ベンチにあるなら」.
"""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

BOARD = """\
game: vs
title: t
turn: {player: A, number: 6, first_player: A}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 2000, dp: 3000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, gender: 女}
      right: {name: 春香, ap: 1000, dp: 1000, gender: %s}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000, text: "%s"}
    bench: {left: {name: 雪歩, ap: 1000, dp: 1000, text: "%s"}}
actions:
  - {do: attack, support: 春香}
ask: [attack.supporter]
"""


def _run(gender: str, ring: str = "", bench: str = "") -> Any:
    r = resolve(loads(BOARD % (gender, ring, bench)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r


SPADE = "[リング]相手のベンチの♠のカードはサポートできない。"


def test_a_described_card_cannot_support() -> None:
    r = _run("男", ring=SPADE)
    assert r.outcome.get("rejected") is True
    assert r.outcome["state"]["attack.supporter"] is None
    assert {"7.1.3.1.1", "8.1.1.4"} <= set(r.decided_by)


def test_a_card_not_so_described_supports() -> None:
    r = _run("女", ring=SPADE)
    assert not r.outcome.get("rejected")
    assert r.outcome["state"]["attack.supporter"] == "春香"


def test_outside_its_zone_the_prohibition_is_not_in_force() -> None:
    """8.1.1.4: a [リング] technique of a bench card does nothing."""
    r = _run("男", bench=SPADE)
    assert r.outcome["state"]["attack.supporter"] == "春香"


@pytest.mark.parametrize(("frame", "banned"), [("右", True), ("左", False)])
def test_a_frame_of_the_bench(frame: str, banned: bool) -> None:
    r = _run("男", bench=f"[ベンチ]相手の{frame}ベンチのカードはサポートできない。")
    assert r.outcome["state"]["attack.supporter"] == (None if banned else "春香")


@pytest.mark.parametrize(("frame", "banned"), [("左", True), ("右", False)])
def test_under_the_condition_of_this_cards_frame(frame: str, banned: bool) -> None:
    text = f"[ベンチ]あなたの{frame}ベンチにこのカードがあるなら、相手の右ベンチのカードはサポートできない。"
    r = _run("男", bench=text)
    assert r.outcome["state"]["attack.supporter"] == (None if banned else "春香")


def test_owner_said_is_the_same_condition() -> None:
    a = vs_program(
        "[ベンチ]あなたの左ベンチにこのカードがあるなら、相手の右ベンチのカードはサポートできない。"
    )
    b = vs_program(
        "[ベンチ]このカードが左ベンチにあるなら、相手の右ベンチのカードはサポートできない。"
    )
    assert a == b
