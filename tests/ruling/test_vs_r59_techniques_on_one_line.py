"""Round 59 (s56vsC): two techniques printed on one line, the second opening after the 「。」 of
the first with its own [領域] (2.14.4 「[] によってくられた領域は、技効果が有効になる場所を表し
ます」) or its header 【技名】《技属性》 (2.13.1, 2.15.1): each a technique of its own, as if on a
line of its own; a bracket holding a sentence (a cost, a condition) after a 「。」 opens none.
``{do: use, ability: k}`` names the card's k-th technique as printed (as ``pending`` counts them),
which must be an activated one (8.1.1.1)."""

from __future__ import annotations

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card

TWO = "[リング]相手のリングのカードを+0/-1000。[リング][あなたの手札を1枚控え室に置く]相手のリングのカードを選び、+0/-1000。"


def _kinds(text: str) -> list[tuple[str, bool]]:
    return [
        (a.kind, a.supported)
        for a in abilities_of("vs", Card(uid="x", owner="A", name="紅", text=text))
    ]


def test_two_techniques_on_one_line() -> None:
    abs_ = abilities_of("vs", Card(uid="x", owner="A", name="紅", text=TWO))
    assert [a.text for a in abs_] == [
        "[リング]相手のリングのカードを+0/-1000。",
        "[リング][あなたの手札を1枚控え室に置く]相手のリングのカードを選び、+0/-1000。",
    ]
    assert all(a.supported for a in abs_), [a.reason for a in abs_]
    assert [a.program.kind for a in abs_] == ["continuous", "activated"]


def test_a_header_opens_the_second() -> None:
    text = "【甲】《剣》[リング]相手のリングのカードを+0/-1000。【乙】《盾》[ベンチ]あなたのリングのカードを+0/+1000。"
    abs_ = abilities_of("vs", Card(uid="x", owner="A", name="紅", text=text))
    assert [a.text for a in abs_] == [
        "【甲】《剣》[リング]相手のリングのカードを+0/-1000。",
        "【乙】《盾》[ベンチ]あなたのリングのカードを+0/+1000。",
    ]
    assert all(a.supported for a in abs_), [a.reason for a in abs_]


def test_one_technique_stays_one() -> None:
    # a sentence's second sentence is no technique; nor a template slot 「[行動A]する」
    assert len(_kinds("[リング]あなたは1枚引く。その後、あなたは手札を1枚選んで捨てる。")) == 1


def _board(ability: int, states: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, first_player: B, phase: ability}\n"
        "players:\n  A:\n    deck: 10\n    hand: [鈍色]\n"
        f'    ring: {{name: 紅, ap: 2000, dp: 2000, text: "{TWO}"}}\n'
        "  B:\n    deck: 10\n    ring: {name: 茜, ap: 1000, dp: 4000}\n"
        "actions:\n  - do: ability_phase\n    actions:\n"
        f"      - {{do: use, card: 紅, ability: {ability}}}\n"
        f"expect:\n  state: {{{states}}}\n"
    )


def test_the_second_printed_is_used() -> None:
    # the continuous one −1000 and the activated one −1000 more, its cost paid (8.5.1.3)
    r = resolve(loads(_board(2, "茜.dp: 2000, A.hand: 0, A.waiting: [鈍色]"), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_the_first_printed_is_no_activated_technique() -> None:
    r = resolve(loads(_board(1, "茜.dp: 3000, A.hand: 1"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert any("8.1.1.1" in c for c in r.decided_by), r.decided_by
