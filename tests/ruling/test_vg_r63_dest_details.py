"""Round 63 (s60shD): a destination naming its fighter (「あなたの…に」 / 「相手の…に」) keeps the
step's other details — the shared compiler read the owner by overwriting ``Op.detail``, so the
other details of the step were lost (issue 12): 「あなたの別の(R)に移動させる」 moved the unit onto
its own circle, 「１枚を可能な限りあなたの(R)に置く」 lost 「可能な限り」 (1.3.2.4) and
「捨てた枚数と同じ枚数のカードをあなたのドロップに置く」 lost its count (one card put). Each is run on a board and
compared with the same text without 「あなたの」 (the owner named is the performer's own zone, so
the two must do the same)."""

from __future__ import annotations

from typing import Any

from tests.ruling.boards import vg_run, zone_names
from tests.ruling.test_vg_constructions import run, unsupported
from tests.ruling.test_vg_r50_as_possible import HAND, ORDER, UNIT

ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"


def circles_of(r: Any, name: str) -> set[str]:
    """The circles of A's a card named ``name`` is on, over the ruling's leaves."""
    return {
        z
        for lf in r.leaves
        for z, cs in lf.final.players["A"].zones.items()
        if z.startswith("field.") and any(c.name == name for c in cs)
    }


def test_moved_to_another_of_your_circles() -> None:
    """「このユニットをあなたの別の(R)に移動させる」: a rear-guard circle of A's other than the one
    the unit is on (the master picks one, 11.8.5.1) — as 「別の(R)に」 without 「あなたの」."""
    for text in (
        "【起】【(R)】：このユニットをあなたの別の(R)に移動させる。",
        "【起】【(R)】：このユニットを別の(R)に移動させる。",
    ):
        r = run(text, actions=ACTIVATE)
        assert not unsupported(r), text
        got = circles_of(r, "剣士")
        assert "field.left_front" not in got and "field.left_back" in got, (text, got)


def test_put_from_the_hand_onto_your_circle_is_reported() -> None:
    """「あなたの手札から１枚を可能な限りあなたの(R)に置く」: a card put onto a circle from the hand
    appears there without a call (7.17.1); the engine does not run such a placement (round 63 read
    only the choice 「可能な限り」 made here, 1.3.2.4, and the card was then left in the hand with
    no warning). Since round 64 the text is refused and said unsupported — with 「あなたの」 and
    without it alike (the choice 「可能な限り」 is tested on a call: test_vg_r50_as_possible)."""
    put = HAND.replace("%s(R)にコールする", "%s{mine}(R)に置く")
    for mine in ("あなたの", ""):
        r = vg_run(put.replace("{mine}", mine) % (f"{ORDER}, {UNIT}", "可能な限り"))
        assert unsupported(r), mine


def test_as_many_as_discarded_to_your_drop() -> None:
    """「あなたの手札から２枚選び、捨てる。あなたの山札の上から、捨てた枚数と同じ枚数のカードを
    あなたのドロップに置く」: two cards from the top of the deck, as many as were discarded (counted
    when the step is done) — as 「…ドロップに置く」 without 「あなたの」."""
    for text in (
        "【起】【(R)】：あなたの手札から２枚選び、捨てる。あなたの山札の上から、"
        "捨てた枚数と同じ枚数のカードをあなたのドロップに置く。",
        "【起】【(R)】：あなたの手札から２枚選び、捨てる。あなたの山札の上から、"
        "捨てた枚数と同じ枚数のカードをドロップに置く。",
    ):
        r = run(
            text,
            actions=ACTIVATE,
            hand="[{name: 手1, type: normal}, {name: 手2, type: normal}]",
            deck="[{name: 山1, type: normal}, {name: 山2, type: normal}, {name: 山3, type: normal}]",
        )
        assert not unsupported(r), text
        drop = sorted(zone_names(r, "A", "drop"))
        assert drop == ["山1", "山2", "手1", "手2"], (text, drop)
