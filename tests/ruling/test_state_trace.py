"""GameState repr/diff and the trace's decided-by."""

from __future__ import annotations

from ruling.state import Card, Effect, GameState, Player, Turn, diff
from ruling.trace import Trace


def _state() -> GameState:
    return GameState(
        "ws",
        {
            "A": Player(
                "A", {"deck": [Card("A1", "A", name="桜", type="character", level=1)], "hand": []}
            ),
            "B": Player("B", {"deck": [Card("B1", "B")]}),
        },
        Turn("A", number=3, phase="main", first_player="B"),
        effects=[Effect(7, "A1", "power", "add", 1000, "turn")],
    )


def test_repr_round_trips() -> None:
    s = _state()
    assert eval(repr(s)) == s  # noqa: S307 - the repr is meant to be pasted back
    assert "level=1" in repr(s) and "orientation" not in repr(s)  # defaults are left out


def test_diff_reports_moves_orientation_and_effects() -> None:
    a = _state()
    b = a.copy()
    b.zone("A", "hand").append(b.zone("A", "deck").pop())
    b.zone("A", "hand")[0].orientation = "rest"
    b.effects.clear()
    lines = diff(a, b)
    assert "A.deck: 1 -> 0 -桜[A1]" in lines
    assert "A.hand: 0 -> 1 +桜[A1](rest)" in lines
    assert any(line.startswith("effect -Effect(id=7") for line in lines)
    assert diff(a, a.copy()) == []


def test_stat_applies_effects_in_order() -> None:
    s = _state()
    s.zone("A", "deck")[0].power = 3000
    assert s.stat("A1", "power") == 4000
    s.effects.append(Effect(8, "A1", "power", "set", 0, "turn"))
    assert s.stat("A1", "power") == 0
    s.effects.append(Effect(9, "A1", "power", "add", 500, "turn"))
    assert s.stat("A1", "power") == 500


def test_decided_by_follows_causes_only() -> None:
    t = Trace()
    root = t.add("action", "a", "a", ["4.10.1"])
    unrelated = t.add("move", "u", "u", ["7.3.1.2.3"], [root])
    reveal = t.add("move", "r", "r", ["4.10.1.1"], [root])
    level = t.add("rule", "l", "l", ["9.3.1", "4.10.1"], [reveal])
    loss = t.add("lose", "x", "x", ["9.4.1.1"], [level])
    assert t.decided_by([loss]) == ["4.10.1", "4.10.1.1", "9.3.1", "9.4.1.1"]
    assert "7.3.1.2.3" not in t.decided_by([loss])
    assert t.decided_by([unrelated]) == ["4.10.1", "7.3.1.2.3"]
    assert t.why("9.3.1", [loss]) == [level]


def test_trace_causes_point_backwards_only() -> None:
    t = Trace()
    t.add("a", "a", "a")
    i = t.add("b", "b", "b", caused_by=[0, 5, None, 1])
    assert t[i].caused_by == (0,)


def test_find_follows_a_card_after_it_moved() -> None:
    """``GameState.find`` remembers where it last found a card and checks that place first;
    a card moved, shifted by another card leaving, or gone is found where it is now."""
    a, b = Card("a", "A", name="x"), Card("b", "A", name="y")
    st = GameState("ws", {"A": Player("A", {"hand": [a, b], "stage": []})}, Turn("A"))
    assert st.find("b") == ("A", "hand", 1)
    st.zone("A", "hand").remove(a)  # b shifts to position 0
    assert st.find("b") == ("A", "hand", 0)
    st.zone("A", "hand").remove(b)
    st.zone("A", "stage").append(b)
    assert st.find("b") == ("A", "stage", 0)
    assert st.copy().find("b") == ("A", "stage", 0)
    st.zone("A", "stage").clear()
    assert st.find("b") is None and st.card("b") is None
    assert st.find("a") is None
