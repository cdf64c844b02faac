"""Round 23 (s19compose, issue 12): families the substitution probe (bench/compose.py) found —
a shape the engine ran with one word only — made general, each on a board."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.scenario import loads

# ---------------- VS: the opponent chooses among its own cards of any zone (3.7.2, 3.3.3, 3.5;
# 8.6.11.1) — before, only its hand, retire zone and bench; 「相手は自分の控え室のカードを…」 and
# 「…エネルギー置場のカードを…」 were refused

OPP_CHOICE = """\
game: vs
title: t
turn: {player: A, number: 6}
players:
  A:
    deck: 9
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]このカードがアタックした時、%s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}, right: {name: 伊織, ap: 1000, dp: 1000}}
  B:
    deck: 9
    hand: 2
    waiting: [{name: 雪歩, level: 1}, {name: 貴音, level: 3}]
    energy: [{name: 真, state: stand}, {name: 響, state: stand}]
    ring: {name: 美希, ap: 2000, dp: 9000}
actions:
  - {do: attack, support: 春香}
ask: [美希.zone, A.deck, A.hand, A.waiting, B.deck, B.hand, B.waiting, B.energy, 雪歩.zone, 貴音.zone, 伊織.state]
"""


def _run(text: str) -> Any:
    r = resolve(loads(OPP_CHOICE % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r


@pytest.mark.parametrize(
    "text",
    [
        "相手は自分の控え室のカードを1枚選び、山札の下に置く。",
        "相手は自分の控え室のカードを1枚選び、自分の山札の下に置く。",
    ],
)
def test_the_opponent_puts_a_card_of_its_waiting_room_under_its_deck(text: str) -> None:
    """The chooser is the opponent, among its own waiting room; the card goes to its owner's
    deck, at the bottom (3.1.4): nothing of the master's moves."""
    r = _run(text)
    states = [b["outcome"]["state"] for b in r.outcome.get("branches", ())] or [r.outcome["state"]]
    assert len(states) == 2  # the opponent picks either card of its waiting room
    for st in states:
        assert {st["雪歩.zone"], st["貴音.zone"]} == {"B.deck", "B.waiting"}
        assert (st["B.deck"], st["B.waiting"]) == (10, 1)
        assert (st["A.deck"], st["A.waiting"]) == (9, 0)


def test_the_opponent_puts_one_of_its_energy_cards_into_its_waiting_room() -> None:
    r = _run("相手は自分のエネルギー置場のカードを1枚選び、控え室に置く。")
    states = (
        [b["outcome"]["state"] for b in r.outcome["branches"]]
        if "branches" in r.outcome
        else [r.outcome["state"]]
    )
    for st in states:
        assert (st["B.energy"], st["B.waiting"]) == (1, 3)
        assert st["A.waiting"] == 0


def test_the_master_may_choose_in_the_opponents_waiting_room() -> None:
    """「あなたは相手の控え室のカードを…選び」: the waiting room is a public zone (3.6.2), so the
    master chooses among the opponent's cards there. Corrected (round 29): this test said 3.6 does
    not make the zone public and kept the text refused; 3.6.2 does (「控え室は公開領域です」), and
    round 29 (s25vs, tests/ruling/test_vs_cardtext_r29.py) runs it on a board."""
    ab = _abilities(
        "vs",
        "[リング]このカードがアタックした時、あなたは相手の控え室のカードを1枚選び、山札の下に置く。",
        None,
    )[0]
    assert ab.supported


@pytest.mark.parametrize(
    "text",
    [
        # no 「自分の」 before a zone other than the hand: whose is not said
        "相手は控え室のカードを1枚選び、山札の下に置く。",
        # a state on cards that have none (the waiting room's, 4.9.1)
        "相手は自分の控え室のスタンドしているカードを1枚選び、山札の下に置く。",
    ],
)
def test_an_opponents_choice_left_unread_is_refused(text: str) -> None:
    ab = _abilities("vs", "[リング]このカードがアタックした時、" + text, None)[0]
    assert not ab.supported and "another player" in ab.reason


def test_the_opponents_choice_keeps_the_filters_of_a_choice() -> None:
    """「相手は自分の控え室のレベル2以下のカードを1枚選び、手札に加える」: the level filter of a
    choice (2.2.1) holds whoever chooses — only 雪歩 (level 1) qualifies; it goes to its owner's
    hand (3.1.4)."""
    st = _run("相手は自分の控え室のレベル2以下のカードを1枚選び、手札に加える。").outcome["state"]
    assert (st["雪歩.zone"], st["貴音.zone"]) == ("B.hand", "B.waiting")
    assert (st["B.hand"], st["A.hand"]) == (3, 0)


def test_the_opponent_chooses_among_the_masters_public_cards() -> None:
    """「相手はあなたのベンチのスタンドしているカードを1枚選び、レストする」: あなた is the master
    whoever performs the step; the bench is public (3.3.3): the opponent chooses the master's
    standing bench card (春香 rested as she supported, 4.9.1) and rests it."""
    st = _run("相手はあなたのベンチのスタンドしているカードを1枚選び、レストする。").outcome[
        "state"
    ]
    assert st["伊織.state"] == "rest"


def test_control_the_bench_card_stands_when_nothing_rests_it() -> None:
    st = _run("相手は自分の手札を1枚選び、控え室に置く。").outcome
    states = [b["outcome"]["state"] for b in st.get("branches", ())] or [st["state"]]
    assert all(x["伊織.state"] == "stand" for x in states)


def test_the_opponent_puts_its_ring_card_into_its_waiting_room() -> None:
    """「相手は自分のリングのカードを選び、控え室に置く」 (real vs text): the ring holds one card
    (3.3.2), chosen whoever chooses; it goes to its owner's waiting room."""
    st = _run("相手は自分のリングのカードを選び、控え室に置く。").outcome["state"]
    assert (st["美希.zone"], st["B.waiting"], st["A.waiting"]) == ("B.waiting", 3, 0)


# ---------------- the player a sentence's topic names does each act of it (VS 8.1.1.5; the shared
# ``abilities.in_context``, now with the draw): 「相手は…選び、…置いて（も）よい」 is the
# opponent's to decide, 「相手は…選び、…置き、1枚引く」 the opponent draws — before, the master
# decided and drew (a silent misread)


def _branches(r: Any) -> list[tuple[list[Any], dict[str, Any]]]:
    return [(b["choices"], b["outcome"]["state"]) for b in r.outcome.get("branches", ())] or [
        ([], r.outcome["state"])
    ]


def test_the_opponent_decides_its_optional_step() -> None:
    r = _run("相手は自分の控え室のレベル2以下のカードを1枚選び、手札に加えてもよい。")
    assert (r.outcome["choice"], r.outcome["depends_on"]) == ("optional", "B")
    got = {tuple(c): st for c, st in _branches(r)}
    assert (got[("yes",)]["雪歩.zone"], got[("yes",)]["B.hand"]) == ("B.hand", 3)
    assert (got[("no",)]["雪歩.zone"], got[("no",)]["B.hand"]) == ("B.waiting", 2)
    assert all(st["A.hand"] == 0 for st in got.values())


def test_the_topics_player_draws_after_its_acts() -> None:
    """「相手は自分の手札を1枚選び、控え室に置き、1枚引く」: B discards one of its two and draws."""
    for _c, st in _branches(_run("相手は自分の手札を1枚選び、控え室に置き、1枚引く。")):
        assert (st["B.hand"], st["B.deck"], st["B.waiting"]) == (2, 8, 3)
        assert (st["A.hand"], st["A.deck"]) == (0, 9)


def test_a_new_sentence_with_its_own_topic_is_its_own() -> None:
    for _c, st in _branches(
        _run("相手は自分の手札を1枚選び、控え室に置く。その後、あなたは1枚引く。")
    ):
        assert (st["B.hand"], st["A.hand"], st["A.deck"]) == (1, 1, 8)


# ---------------- VS: 「…見て、好きな順番で山札の下に置く」 — the position of a reorder (上 / 下) is a
# slot like any other (1.3.1 over 3.2.2); before, only 「…山札の上に置く」 ran

LOOK = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: [{name: 一}, {name: 二}, {name: 三}, {name: 四}]
    hand: 1
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}}
  B: {deck: 20, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
%s"""


def _deck_after(text: str, choices: str = "") -> list[str]:
    r = resolve(loads(LOOK % (text, choices)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return [c.name for c in r.main.final.players["A"].zones["deck"]]


def test_the_cards_looked_at_go_under_the_deck_in_the_order_chosen() -> None:
    text = "あなたは自分の山札を上から2枚見て、好きな順番で山札の下に置く。"
    # the first card chosen ends outermost (at the very bottom), as on top it ends on top
    assert _deck_after(text, "choices: [{player: A, choose: 二}]\n") == ["三", "四", "一", "二"]
    assert _deck_after(text, "choices: [{player: A, choose: 一}]\n") == ["三", "四", "二", "一"]
    # and on top, as before
    top = "あなたは自分の山札を上から2枚見て、好きな順番で山札の上に置く。"
    assert _deck_after(top, "choices: [{player: A, choose: 二}]\n") == ["二", "一", "三", "四"]


# ---------------- VS: the opponent looks at the top of its deck and does with the cards what the
# sentence says (4.11.2; 1.3.1 over 3.2.2): it sees them, it orders them, it picks the place —
# read as the master's own look seen from the performer; before, 「a look by another player」

OPP_LOOK = """\
game: vs
title: t
turn: {player: A, number: 6}
players:
  A:
    deck: 9
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]このカードがアタックした時、%s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: [{name: 一}, {name: 二}, {name: 三}]
    ring: {name: 美希, ap: 2000, dp: 9000}
actions:
  - {do: attack, support: 春香}
%s"""


def _opp_look(text: str, choices: str = "") -> Any:
    r = resolve(loads(OPP_LOOK % (text, choices)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r


def test_the_opponent_orders_the_top_of_its_deck() -> None:
    text = "相手は自分の山札を上から2枚見て、好きな順番で山札の上に置く。"
    r = _opp_look(text, "choices: [{player: B, choose: 二}]\n")
    assert [c.name for c in r.main.final.players["B"].zones["deck"]] == ["二", "一", "三"]
    assert len(r.main.final.players["A"].zones["deck"]) == 9  # the master's deck untouched
    # who is asked: the opponent (unanswered, the order they lay in is kept, as an assumption)
    r = _opp_look(text)
    assert [c.name for c in r.main.final.players["B"].zones["deck"]] == ["一", "二", "三"]
    assert any(w.kind == "assumption" and "order" in w.en for w in r.warnings())


def test_the_opponent_picks_the_place_of_the_card_it_looked_at() -> None:
    r = _opp_look("相手は自分の山札の上から1枚を見て、山札の上か控え室に置く。")
    assert (r.outcome["choice"], r.outcome["depends_on"]) == ("dest", "B")


def test_the_opponent_looking_and_leaving_the_cards_runs_as_the_masters_look() -> None:
    """As the master's own look: the deck's top cards looked at and left as a technique's last
    step run since round 24 (VS 4.11.2, 8d7ce98d) — the opponent's look is the same step at the
    opponent's deck, done by the opponent (before: both refused)."""
    text = "[リング]このカードがアタックした時、{}は自分の山札を上から2枚見る。"
    theirs = _abilities("vs", text.format("相手"), None)[0]
    mine = _abilities("vs", text.format("あなた"), None)[0]
    assert theirs.supported and mine.supported
    (op,) = theirs.program.ops
    (own,) = mine.program.ops
    assert (op.kind, op.who, op.by, op.amount) == ("look", "opp", "opponent", 2)
    assert (own.kind, own.who, own.by, own.amount) == ("look", "you", "", 2)
