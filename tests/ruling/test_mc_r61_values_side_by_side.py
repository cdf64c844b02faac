"""mc (round 61, s58mcC2): 「対象を「防御力:+2」「イニシアチブ:+1」する」 — a value and the
initiative printed side by side with no & (as standing abilities are, 2.1.20.1): each part as it
is alone (4.6.2; 13.1.1.1.2), in turn, as the grant of such parts is read; with & (4.7.6) they
stay at the same time."""

from __future__ import annotations

from dataclasses import replace

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import MC_SIDE


def _program(text: str) -> object:
    get_game("mc")
    (a,) = _abilities("mc", text, "unit")
    assert a.supported, a.reason
    return a.program


def test_side_by_side_reads_as_the_parts_with_and_in_turn() -> None:
    """The same steps as with & (4.7.6), not joined: each in turn."""
    head = "○[戦闘]重み\n〈対象:このユニット〉\n"
    bare = _program(f"{head}対象を「攻撃力:+2」「イニシアチブ:-6」する。")
    amp = _program(f"{head}対象を「攻撃力:+2」&「イニシアチブ:-6」する。")
    steps = bare.steps  # type: ignore[attr-defined]
    assert steps == tuple(replace(s, joined=False) for s in amp.steps)  # type: ignore[attr-defined]
    assert [(s.stat, s.amount) for s in steps] == [("attack", 2), ("initiative", -6)]
    assert not any(s.joined for s in steps)


def test_a_value_and_the_initiative_side_by_side_on_a_board() -> None:
    """狩人 (attack 2) with 「対象を「攻撃力:+2」「イニシアチブ:-6」する」 advances on the goblin
    (defence 4), initiative dice 6 against 1: its party's result 0 (13.1.1.1.2) is below the
    goblin's 1 — B attacks first (8.3.4.8) — and its attack 4 kills the goblin (4.6.2)."""
    text = "○[戦闘]重み\\n〈対象:このユニット〉\\n対象を「攻撃力:+2」「イニシアチブ:-6」する。"
    r = resolve(loads(MC_SIDE % (text, 6, 1)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"ゴブリン.zone": "B.discard"}
    assert {"13.1.1.1.2", "8.3.4.8"} <= set(r.decided_by)
