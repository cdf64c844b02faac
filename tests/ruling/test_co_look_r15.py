"""CrossOver (co), round 15 (s11vs2): 「山札の上からN枚を見て、好きな順番で山札の上に戻す」 — the
shared reader's look and put back in a chosen order (``Vocab.chosen_order``), run by co with its
own clauses (4.2.2: no player sees a deck or changes its order; the text first, 4.2.9)."""

from __future__ import annotations

from ruling.abilities import abilities_of
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from ruling.state import Card

LOOK = "『司書』をタップする:あなたは山札の上から2枚を見て、好きな順番で山札の上に戻す。"
BOARD = """game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 10
    deck: [{name: 一}, {name: 二}, {name: 三}]
    field:
      - {name: 司書, type: navigator, text: "%s"}
  B: {hp: 10, deck: 10}
actions:
  - {do: activate, card: 司書}
%s"""


def _ability(text: str) -> object:
    get_game("co")
    (ab,) = abilities_of("co", Card(uid="x", name="司書", owner="A", type="navigator", text=text))
    return ab


def test_a_look_and_a_put_back_compile() -> None:
    ab = _ability(LOOK)
    assert ab.supported, ab.reason  # type: ignore[attr-defined]
    assert [(o.kind, o.amount) for o in ab.program.ops] == [("look", 2), ("reorder", 0)]  # type: ignore[attr-defined]
    # a look followed by a step that is no put back, a put on top that is no put back: refused
    # (a look with nothing after it runs since round 20: test_co_cardtext_r20.py)
    assert not _ability(  # type: ignore[attr-defined]
        "『司書』をタップする:あなたは山札の上から2枚を見る。あなたは山札からカードを1枚引く。"
    ).supported
    assert not _ability(  # type: ignore[attr-defined]
        "『司書』をタップする:あなたは手札を1枚選び、好きな順番で山札の上に戻す。"
    ).supported


def test_the_cards_go_back_in_the_order_chosen() -> None:
    r = resolve(loads(BOARD % (LOOK, "choices: [{player: A, choose: 二}]\n")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert [c.name for c in r.main.final.players["A"].zones["deck"]] == ["二", "一", "三"]
    assert {"4.2.9", "4.2.2"} <= set(r.decided_by)
    # no order given: kept as they lay, said as an assumption
    r = resolve(loads(BOARD % (LOOK, "")))
    assert [c.name for c in r.main.final.players["A"].zones["deck"]] == ["一", "二", "三"]
    assert any(w.kind == "assumption" and "order" in w.en for w in r.warnings())
