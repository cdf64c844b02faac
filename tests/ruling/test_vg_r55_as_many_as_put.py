"""Round 55 (issue 12, s52vgT): 「あなたのリアガードをすべてソウルに置き、あなたのソウルから、置いた枚数と
同じ枚数まで…を選び、別々の(R)にコールする」 — the place said before the comma, which the grammar
hangs on the relative clause 「置いた」, is where the cards chosen are (the shared
``nouns._source_before_comma``, read by ``steps._same_count``): as many as the cards put, counted
when the step is done."""

from __future__ import annotations

from typing import Any

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported, vg_card_run, zone_names

COMMA = "あなたのリアガードをすべてソウルに置き、あなたのソウルから、置いた枚数と同じ枚数までカードを選び、別々の(R)にコールする。"
AFTER = "あなたのリアガードをすべてソウルに置き、置いた枚数と同じ枚数まで、あなたのソウルからカードを選び、別々の(R)にコールする。"


def _program(text: str) -> Any:
    get_game("vg")
    (a,) = _abilities("vg", "【起】【(V)】：" + text, None)
    assert a.supported, a.reason
    return a.program


def test_the_place_before_the_comma_is_the_choices() -> None:
    p = _program(COMMA)
    assert p == _program(AFTER)
    assert p.steps[1].target.zones == ("soul",)


def test_as_many_as_put_on_a_board() -> None:
    """剣士 (left front) is A's one rear-guard: it goes to the soul (with 魂1, 魂2 there); A picks
    魂1, and the count (one card put) allows no second pick: 魂1 is called, 魂2 stays."""
    resolve = f'  - {{do: main_phase, actions: [{{do: resolve_text, text: "{COMMA}", card: 竜}}]}}'
    soul = "soul: [{name: 魂1, type: normal, grade: 1}, {name: 魂2, type: normal, grade: 1}]"
    picks = (
        "choices:\n  - {player: A, at: choose, choose: 魂1}\n"
        "  - {player: A, at: choose, choose: 魂2}"
    )
    r = vg_card_run("", resolve, extra=soul, choices=picks)
    assert not unsupported(r)
    zones = r.main.final.players["A"].zones
    called = [
        c.name
        for k, cs in zones.items()
        if k.startswith("field.rear")
        or k
        in (
            "field.left_front",
            "field.right_front",
            "field.left_back",
            "field.right_back",
            "field.center_back",
        )
        for c in cs
    ]
    assert called == ["魂1"]
    assert sorted(zone_names(r, "A", "soul")) == ["剣士", "魂2"]
