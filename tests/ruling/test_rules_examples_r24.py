"""The rules documents' own example texts, as printed, measured and run (issue 12, round 24,
s20examples): each construction in general form, on a minimal board of its own."""

from __future__ import annotations

from typing import Any

import pytest

from grammar import ast as A
from grammar.examples import game_examples
from ruling.cardtext.nouns import bare_count
from ruling.resolve import resolve
from ruling.rules_examples import REPLAY_FORM, TRIGGER_ICON, measure, unmarked_trigger
from ruling.scenario import loads


def unsupported(r: Any) -> list[str]:
    return [w.en for w in r.warnings() if w.kind == "unsupported"]


# ---------------- WS 3.2.3.3 / 4.8.1: looking at the deck's top N, the family of its spellings

LOOK = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    stage:
      center_front: {name: 見る役, type: character, level: 1, power: 3000, soul: 1, text: "TEXT"}
    deck: DECK
  B:
    deck: 10
actions:
  - {do: activate, player: A, card: 見る役}
"""
THREE = "[{name: 甲, type: character}, {name: 乙, type: character}, {name: 丙, type: character}]"


def _look(effect: str, deck: str = THREE) -> Any:
    text = f"【起】［このカードを【レスト】する］ {effect}"
    return resolve(loads(LOOK.replace("TEXT", text).replace("DECK", deck)))


def _looked(r: Any) -> list[str]:
    return [s.en for s in r.main.trace if "looks at the" in s.en]


def _look_clauses(r: Any) -> set[str]:
    return {c for s in r.main.trace if "looks at the" in s.en for c in s.clauses}


@pytest.mark.parametrize(
    "effect",
    [
        "あなたは山札の一番上から5枚のカードを見る。",  # 3.2.3.3 as printed (with its performer)
        "山札の一番上から5枚のカードを見る。",  # as printed: no performer, no owner
        "あなたは自分の山札の1番上から5枚のカードを見る。",
        "あなたは自分の山札の上から5枚のカードを見る。",
        "あなたは自分の山札の一番上から5枚を見る。",
        "あなたは自分の山札を上から5枚見る。",  # the form cards print
    ],
)
def test_looking_at_more_cards_than_the_deck_holds(effect: str) -> None:
    """「山札の(一番)上から5枚(のカード)を見る」 with 3 cards in the deck: the 3 are looked at and
    the action ends (3.2.3.3); 一番上 / 1番上 / 上 name the same end, 「5枚のカード」 is 「5枚」, and
    a deck with no owner named is the master's, who performs the step (4.8.1, 8.6.5)."""
    r = _look(effect)
    assert not unsupported(r), effect
    assert _looked(r) == ["A looks at the top 3 of A's deck"], effect
    assert {"4.8.1", "3.2.3.3"} <= _look_clauses(r), effect


def test_looking_at_fewer_cards_than_the_deck_holds() -> None:
    r = _look("山札の一番上から2枚のカードを見る。")
    assert _looked(r) == ["A looks at the top 2 of A's deck"]
    assert "3.2.3.3" not in _look_clauses(r)


def test_a_count_of_the_plain_noun_card_is_a_bare_count() -> None:
    """「5枚のカード」 is the count 「5枚」 (``bare_count``); a count of another noun is not."""
    five = A.Count(A.Number(5, None), "card", "exact", None)
    assert bare_count(A.NounPhrase((five, A.CardKind("card")), ("の",))) == (5, "exact")
    assert bare_count(A.NounPhrase((five, A.CardKind("character")), ("の",))) is None
    assert bare_count(A.NounPhrase((five,))) == (5, "exact")


# ---------------- WS 11.3.2: an ability and the replay instruction printed apart: one card


def test_the_replay_instruction_is_read_as_such() -> None:
    """The quote after 「そのカードのリプレイ指示が」 is the card's replay instruction
    (``Example.role`` "replay"), the other quote of the example the ability naming its action."""
    roles = {e.text: e.role for e in game_examples("ws") if e.clause == "11.3.2"}
    assert roles == {
        "このカードが舞台に置かれた時、ゲームをする。": "ability",
        "ゲームをする あなたは 1 枚引く。": "replay",
    }


REPLAY = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    hand: [{name: 遊び人, type: character, level: 0, cost: 0, power: 2000, soul: 1, text: "TEXT"}]
    deck: 10
  B: {deck: 10}
actions:
  - {player: A, do: play, card: 遊び人, slot: center_front}
ask: [A.hand, A.deck]
"""


def test_the_measured_replay_card_draws_one() -> None:
    """The card the tool measures for 11.3.2 (``REPLAY_FORM``: the ability, then the instruction's
    line): put on the stage, its ability carries out the replay effect in place of 「ゲームをする」
    — one card drawn, 11.3.2 cited."""
    ability = "このカードが舞台に置かれた時、ゲームをする。"
    assert unmarked_trigger("ws", ability)
    text = REPLAY_FORM["ws"].format(
        TRIGGER_ICON["ws"].format(ability), "ゲームをする あなたは 1 枚引く。"
    )
    r = resolve(loads(REPLAY.replace("TEXT", text.replace("\n", "\\n"))))
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.hand": 1, "A.deck": 9}
    assert "11.3.2" in r.decided_by


@pytest.mark.parametrize(
    ("text", "unmarked"),
    [
        ("このカードが舞台に置かれた時、あなたは1枚引く。", True),
        ("【自】 このカードが舞台に置かれた時、あなたは1枚引く。", False),  # its icon printed
        ("あなたは1枚引く。", False),  # no trigger: an event's effect
        ("【永】このカードがアタックする時、あなたは1枚引く。", False),  # another icon printed
    ],
)
def test_an_ability_quoted_without_its_icon_opens_with_its_trigger(
    text: str, unmarked: bool
) -> None:
    assert unmarked_trigger("ws", text) is unmarked


def test_ws_examples_run_as_measured() -> None:
    runs = {(o.clause, o.text): o.runs for o in measure("ws")}
    assert runs[("3.2.3.3", "山札の一番上から5枚のカードを見る")]
    assert runs[("11.3.2", "このカードが舞台に置かれた時、ゲームをする。")]
    assert runs[("11.3.2", "ゲームをする あなたは 1 枚引く。")]


# ---------------- VS 4.11.2: a look at the deck's top N as the technique's last step

VS_LOOK = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: B}
players:
  A:
    deck: [{name: 甲}, {name: 乙}, {name: 丙}]
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "TEXT"}}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [A.deck, A.hand]
"""


@pytest.mark.parametrize(("n", "seen"), [(2, 2), (5, 3)])
def test_vs_a_look_as_the_last_step_leaves_the_cards_where_they_are(n: int, seen: int) -> None:
    """「あなたは自分の山札を上からN枚見る。」 alone (4.11.2's own wording): the master sees the top
    N (all 3 when the deck holds fewer) and nothing moves — no later step needs the cards, as a
    last-step look in CO. Before, refused as a look 「not followed by putting them back」."""
    text = f"[ベンチ][このカードを控え室に置く]あなたは自分の山札を上から{n}枚見る。"
    r = resolve(loads(VS_LOOK.replace("TEXT", text)))
    assert not unsupported(r) and not r.main.rejected
    assert r.outcome["state"] == {"A.deck": 3, "A.hand": 0}
    looks = [s for s in r.main.trace if "looks at the top" in s.en]
    # fewer in the deck than N: looked at as far as it can (1.3.2, round 65), said
    short = " (fewer than 5: as far as it can)" if seen < n else ""
    assert [s.en for s in looks] == [f"A looks at the top {seen} card(s) of A's deck{short}"]
    assert "4.11.2" in looks[0].clauses
    assert ("1.3.2" in looks[0].clauses) == (seen < n)


def test_vs_a_look_then_a_choice_among_the_cards_runs() -> None:
    from ruling.abilities import abilities_of
    from ruling.state import Card

    # (a later step reading none of the cards — 「…見る。あなたは1枚引く。」 — runs since round 32:
    # the look changes nothing, 4.11.2, tests/ruling/test_vs_rules_r32.py). Since round 40 a
    # choice among the cards looked at, the rest left unsaid, runs too: they stay where they are
    # (4.11.1; on a board: tests/ruling/test_vs_constructions_r40.py)
    text = (
        "[ベンチ][このカードを控え室に置く]あなたは自分の山札を上から2枚見る。"
        "その中のカードを1枚選び、手札に加える。"
    )
    (a,) = abilities_of("vs", Card("x", "x", text=text))
    assert a.supported
    assert [o.kind for o in a.program.ops][:2] == ["look", "choose"]


# ---------------- VS 4.12.2: a card chosen in the hand revealed by an effect

VS_REVEAL = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: B}
players:
  A:
    deck: 5
    hand: [{name: 甲}, {name: 乙}]
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "TEXT"}}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
choices: [{player: A, choose: 乙}]
ask: [A.hand]
"""


def test_vs_a_card_chosen_in_the_hand_is_revealed_and_stays() -> None:
    """「あなたは自分の手札を1枚選び、公開する。」: the card chosen (8.5.4) is shown to both players
    and stays in the hand (4.12.2: until the technique leaves the resolution zone; 3.1.8) — the
    chosen-card reveal (s20covs, the same round) cites 4.12.2 for a card in the hand."""
    text = "[ベンチ][このカードを控え室に置く]あなたは自分の手札を1枚選び、公開する。"
    r = resolve(loads(VS_REVEAL.replace("TEXT", text)))
    assert not unsupported(r) and not r.main.rejected
    assert r.outcome["state"] == {"A.hand": 2}
    (shown,) = [s for s in r.main.trace if "reveals" in s.en]
    assert "乙" in shown.en and "4.12.2" in shown.clauses


# ---------------- MC 10.15.2: 「XをすべてV」 as 「すべてのXをV」 (a quantifier floated after its noun)


def test_a_floated_all_is_the_same_object() -> None:
    """``floated_all``: 「特殊能力を / すべて」 become 「すべての特殊能力」; an object with a count of
    its own, or no 「すべて」, is left as it is."""
    from ruling.cardtext.nouns import floated_all

    every = A.Count(None, "card", "all", None)
    obj = A.Arg(A.Role.OBJECT, A.NounPhrase((A.CardKind("special_ability"),)))
    alone = A.Arg(A.Role.NONE, A.NounPhrase((every,)))
    (both,) = floated_all((obj, alone))
    assert both.role is A.Role.OBJECT
    assert both.value == A.NounPhrase((every, A.CardKind("special_ability")), ("の",))
    counted = A.Arg(
        A.Role.OBJECT, A.NounPhrase((A.Count(A.Number(1, None), "card", "exact", None),))
    )
    assert floated_all((counted, alone)) == (counted, alone)
    assert floated_all((obj,)) == (obj,)


@pytest.mark.parametrize("text", ["対象は特殊能力をすべて失う。", "対象はすべての特殊能力を失う。"])
def test_mc_losing_every_special_ability_in_either_order(text: str) -> None:
    """10.15.2.1 on a board (the board of test_mc_rules_r13): 旗手 loses its ○ bonus (戦士 2)
    and its ◎ cannot be used, whichever side of 特殊能力 「すべて」 is printed."""
    from tests.ruling.boards import problems
    from tests.ruling.test_mc_rules_r13 import _LOSE

    board = _LOSE.replace("対象はすべての特殊能力を失う。", text)
    assert problems(board % (2, "false", '["10.15.2.1"]')) == []


# ---------------- VS 4.11.3: a look up to N, the player choosing how many


@pytest.mark.parametrize(("answer", "seen"), [("1", 1), ("2", 2), ("0", 0)])
def test_vs_a_look_up_to_n_looks_at_as_many_as_the_player_chooses(answer: str, seen: int) -> None:
    """「あなたは自分の山札を上から2枚まで見る。」 (4.11.3): the player may stop before each card
    (4.11.3.1) — the number looked at, 0 to 2, is its choice; nothing moves."""
    text = "[ベンチ][このカードを控え室に置く]あなたは自分の山札を上から2枚まで見る。"
    src = VS_LOOK.replace("TEXT", text).replace(
        "ask: [A.deck, A.hand]",
        f"choices: [{{player: A, choose: '{answer}'}}]\nask: [A.deck, A.hand]",
    )
    r = resolve(loads(src))
    assert not unsupported(r) and not r.main.rejected
    assert r.outcome["state"] == {"A.deck": 3, "A.hand": 0}
    (look,) = [s for s in r.main.trace if "looks at the top" in s.en]
    assert look.en == f"A looks at the top {seen} card(s) of A's deck"
    assert {"4.11.3", "4.11.3.3"} <= set(look.clauses)


def test_vs_a_look_up_to_n_then_the_cards_seen_put_back_runs() -> None:
    # round 50 (s47vsA): the put back in a chosen order reads the cards seen, as many as the
    # player chose (4.11.3); its board: tests/ruling/test_vs_r50_look_up_to_reorder.py
    from ruling.abilities import abilities_of
    from ruling.state import Card

    text = "[ベンチ][このカードを控え室に置く]あなたは自分の山札を上から2枚まで見て、好きな順番で山札の上に置く。"
    (a,) = abilities_of("vs", Card("x", "x", text=text))
    assert a.supported


# ---------------- MC 10.15.2: 「対象は「耐性:x」を失う」 — a standing ability treated as not there


def _fire(before: str, zone: str) -> Any:
    """B's 火蜥蜴 (defence 3, printed 「耐性:火炎」, the board of test_mc_rules_r17), ``before``
    resolved on it, then dealt 【火炎】4."""
    from tests.ruling.test_mc_rules_r17 import _FIRE

    return resolve(loads(_FIRE % ("「耐性:火炎」", before, zone)))


LOSE_FIRE = (
    '  - {do: resolve_text, player: A, text: "対象は「耐性:火炎」を失う。", target: 火蜥蜴}\n'
)
GIVE_FIRE = (
    '  - {do: resolve_text, player: A, text: "対象に「耐性:火炎」を付与する。", target: 火蜥蜴}\n'
)


def test_mc_a_lost_resistance_no_longer_resists() -> None:
    """10.15.2.1: the printed 「耐性:火炎」 lost, 【火炎】4 on a defence of 3 kills 火蜥蜴 (without
    the loss it lives, 13.1.7.1)."""
    r = _fire(LOSE_FIRE, "B.discard")
    assert not unsupported(r)
    assert r.outcome["state"] == {"火蜥蜴.zone": "B.discard"}
    assert "10.15.2.1" in r.decided_by
    kept = _fire("", "B.field.c3")
    assert kept.outcome["state"] == {"火蜥蜴.zone": "B.field.c3"}


def test_mc_a_resistance_granted_after_the_loss_is_held_again() -> None:
    """In the order the effects began (10.7.2.2): lost, then granted — held; 火蜥蜴 lives."""
    r = _fire(LOSE_FIRE + GIVE_FIRE, "B.field.c3")
    assert not unsupported(r)
    assert r.outcome["state"] == {"火蜥蜴.zone": "B.field.c3"}


def test_mc_losing_a_resistance_not_held_applies_nothing() -> None:
    r = _fire(LOSE_FIRE.replace("火炎」を失う", "電撃」を失う"), "B.field.c3")
    assert not unsupported(r)
    assert any("nothing is lost" in s.en for s in r.main.trace)
