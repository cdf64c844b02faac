"""VG card-text constructions of round 22 (s18vg; issue 12), each on a minimal text and a board
(docs/cardtext.md, "VG round 22, constructions across the blind sets")."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run

ACT = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
TO_RIGHT = "choices:\n  - {player: A, at: circle, choose: right_front}"
FROM_DECK = (
    "【起】【(R)】：あなたの山札から「子」を１枚まで探し、(R)にコールし、山札をシャッフルする。"
)
FROM_HAND = "【起】【(R)】：あなたの手札から「子」を１枚選び、(R)にコールする。"


def _child(text: str) -> str:
    return '{name: 子, type: normal, grade: 1, power: 8000, text: "' + text + '"}'


# 子 (on right_front) attacks B's 槍兵 (9000, right_front): hit (retired) at 9000 or more
CHILD_ATTACKS = ACT + "\n  - {do: attack, attacker: right_front, target: right_front}"


def _called(text: str, source: str, actions: str = ACT) -> Any:
    """子 (``text``) called to right_front by 剣士's ability from the deck or the hand."""
    child = _child(text)
    if source == "deck":
        deck = "[" + child + ", {name: 山1, type: normal, grade: 1}, 8]"
        return run(FROM_DECK, actions=actions, deck=deck, choices=TO_RIGHT)
    return run(FROM_HAND, actions=actions, hand="[" + child + "]", choices=TO_RIGHT)


# ------------------------------------- a turn named by what happened in it (「…したターン中」)


@pytest.mark.parametrize(
    ("period", "source", "power"),
    [
        ("このユニットが山札から登場したターン中", "deck", 11000),
        ("このユニットが山札から登場したターン中", "hand", 8000),
        ("このユニットが手札から登場したターン中", "hand", 11000),
        ("このユニットが手札から登場したターン中", "deck", 8000),
        ("このユニットが登場したターン中", "hand", 11000),
        ("このユニットが山札から登場したターン", "deck", 11000),
    ],
)
def test_continuous_in_the_turn_the_unit_appeared(period: str, source: str, power: int) -> None:
    """【永】「このユニットが山札から登場したターン中、このユニットのパワー＋3000」: while that turn
    lasts — the turn the unit appeared from that zone (7.17.2); a text read in any other turn names
    a turn that is over, so it is 「このターンに…登場しているなら」."""
    r = _called(f"【永】【(R)】：{period}、このユニットのパワー＋3000。", source, CHILD_ATTACKS)
    assert not unsupported(r)
    assert zone(r, "A", "field.right_front") == ["子"]
    # 11000 against 9000 hits (槍兵 retired); 8000 does not
    assert (zone(r, "B", "field.right_front") == []) is (power > 9000)


def test_continuous_in_the_turn_a_unit_was_put_at_the_bottom() -> None:
    """【永】「相手のリアガードが山札の下に置かれたターン中、このユニットのパワー＋5000」: 剣士 puts
    the opponent's rear-guard at the bottom of the deck; before that, nothing has happened (+0)."""
    text = (
        "【永】【(R)】：相手のリアガードが山札の下に置かれたターン中、このユニットのパワー＋5000。"
        "【起】【(R)】：相手のリアガードを１枚選び、山札の下に置く。"
    )
    # 剣士 10000 attacks B's vanguard 騎士 (13000): +5000 hits, +0 does not
    attack = ACT + "\n  - {do: attack, attacker: left_front, target: vanguard}"
    r = run(text, actions=attack)
    assert not unsupported(r) and zone(r, "B", "field.right_front") == []
    assert len(zone(r, "B", "damage")) == 1
    r = run(text, actions="  - {do: attack, attacker: left_front, target: vanguard}")
    assert not unsupported(r) and zone(r, "B", "damage") == []


@pytest.mark.parametrize("form", ["置かれているターンなら", "置かれたターンなら"])
def test_condition_this_is_a_turn_something_happened(form: str) -> None:
    """「相手のリアガードが山札の下に置かれているターンなら」 (a condition): this turn is one in which
    it happened, read when the condition is (11.2.3)."""
    text = (
        "【起】【(R)】：相手のリアガードを１枚選び、山札の下に置く。"
        f"相手のリアガードが山札の下に{form}、１枚引く。"
    )
    r = run(text, actions=ACT)
    assert not unsupported(r) and len(zone(r, "A", "hand")) == 1
    none = run(
        "【起】【(R)】：あなたの山札の上から１枚をソウルに置く。"
        f"相手のリアガードが山札の下に{form}、１枚引く。",
        actions=ACT,
    )
    assert not unsupported(none) and zone(none, "A", "hand") == []


@pytest.mark.parametrize(("source", "draws"), [("deck", 1), ("hand", 0)])
def test_trigger_in_the_turn_the_unit_appeared(source: str, draws: int) -> None:
    """「このユニットが山札から登場したターン中、このユニットがアタックした時、１枚引く」: the event in
    a turn in which that happened; called from the hand, the trigger condition is not met
    (11.1.1.2.1)."""
    text = "【自】【(R)】：このユニットが山札から登場したターン中、このユニットがアタックした時、１枚引く。"
    r = _called(text, source, CHILD_ATTACKS)
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == draws


def test_this_turn_printed_before_a_filter_of_the_subject() -> None:
    """「このターンに「子」を含むあなたのリアガードが山札から登場しているなら」: the grammar hangs the
    time on 「「子」を含む」; a filter has no time of its own, the time is the clause's."""
    text = (
        "【起】【(R)】：あなたの山札から「子」を１枚まで探し、(R)にコールし、山札をシャッフルする。"
        "このターンに「子」を含むあなたのリアガードが山札から登場しているなら、１枚引く。"
    )
    deck = "[" + _child("") + ", {name: 山1, type: normal, grade: 1}, 8]"
    r = run(text, actions=ACT, deck=deck, choices=TO_RIGHT)
    assert not unsupported(r) and len(zone(r, "A", "hand")) == 1
    other = text.replace("このターンに「子」を含む", "このターンに「竜」を含む")
    r = run(other, actions=ACT, deck=deck, choices=TO_RIGHT)
    assert not unsupported(r) and zone(r, "A", "hand") == []


# ------------------------- 「Xなら、A。Zなら、かわりにB」 in a continuous ability (11.3.1.3)


@pytest.mark.parametrize(("soul", "power"), [(9, 10000), (10, 15000), (14, 15000), (15, 20000)])
def test_continuous_change_replaced_by_a_sentence(soul: int, power: int) -> None:
    """【永】「あなたのソウルが10枚以上なら、このユニットのパワー＋5000。15枚以上なら、かわりにパワー
    ＋10000」: the change, with the other amount while the second condition holds (not both)."""
    from tests.ruling.test_vg_constructions import value

    text = (
        "【永】【(R)】：あなたのソウルが10枚以上なら、このユニットのパワー＋5000。"
        "15枚以上なら、かわりにパワー＋10000。"
    )
    r = run(text, extra=f"soul: {soul}")
    assert not unsupported(r) and value(r, "power") == power


@pytest.mark.parametrize(
    ("turn", "hand", "power"),
    [("A", 3, 12000), ("A", 1, 14000), ("A", 4, 10000), ("B", 1, 10000)],
)
def test_continuous_replacement_only_where_the_change_applies(
    turn: str, hand: int, power: int
) -> None:
    """【永】「あなたのターン中、あなたの手札が３枚以下なら、このユニットのパワー＋2000。あなたの手札が
    １枚以下なら、かわりにパワー＋4000」: in the opponent's turn the change does not apply, and
    there is nothing for the second sentence to replace (+0 with one card in hand)."""
    from ruling.games._vg.values import power as power_of
    from ruling.resolve import resolve
    from ruling.scenario import loads

    text = (
        "【永】【(R)】：あなたのターン中、あなたの手札が３枚以下なら、このユニットのパワー＋2000。"
        "あなたの手札が１枚以下なら、かわりにパワー＋4000。"
    )
    r = resolve(
        loads(
            f"game: vg\ntitle: t\nturn: {{player: {turn}, number: 5, phase: main, first_player: A}}\n"
            "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
            f'    left_front: {{name: 剣士, type: normal, grade: 2, power: 10000, text: "{text}"}}\n'
            f"    hand: {hand}\n    deck: 10\n  B:\n    vanguard: {{name: 騎士, grade: 3, power: 13000}}\n"
            "    deck: 10\nactions: []\n",
            "t.yaml",
        )
    )
    assert not unsupported(r)
    from ruling.core import Engine
    from ruling.rules import get_game

    state = r.main.final
    ctx = Engine(get_game("vg"), state).ctx
    assert power_of(ctx, state.players["A"].zones["field.left_front"][0].uid) == power


@pytest.mark.parametrize(("vanguard", "power"), [("アルドヴァーン", 12000), ("竜", 11000)])
def test_continuous_replacement_of_a_change_to_every_rearguard(vanguard: str, power: int) -> None:
    """【永】「あなたのリアガードすべてのパワー＋1000。あなたのヴァンガードが「アルドヴァーン」を含むなら、
    かわりにパワー＋2000」: the second sentence's change is of the same cards (the rear-guards)."""
    from tests.ruling.test_vg_constructions import value

    text = (
        "【永】：あなたのリアガードすべてのパワー＋1000。"
        "あなたのヴァンガードが「アルドヴァーン」を含むなら、かわりにパワー＋2000。"
    )
    r = run(text, vanguard="{name: " + vanguard + ", type: normal, grade: 3, power: 13000}")
    assert not unsupported(r) and value(r, "power") == power
    assert value(r, "power", "B", "field.right_front") == 9000


def test_continuous_replacement_of_another_value_is_refused() -> None:
    """「…パワー＋5000。Zなら、かわりにクリティカル＋１」: not the same change — refused."""
    text = (
        "【永】【(R)】：あなたのソウルが10枚以上なら、このユニットのパワー＋5000。"
        "15枚以上なら、かわりにこのユニットのクリティカル＋１。"
    )
    assert unsupported(run(text))


# ------------- 「グレードが置いたカードのグレード以下なら」: a value of the cards left unsaid


@pytest.mark.parametrize(
    ("top", "called"),
    [("{name: 山1, type: normal, grade: 1}", True), ("{name: 山3, type: normal, grade: 3}", False)],
)
def test_value_with_its_card_unsaid_compared_with_the_card_put(top: str, called: bool) -> None:
    """「あなたのリアガードを１枚選び、山札の下に置き、あなたの山札の上から１枚見て、グレードが置いた
    カードのグレード以下なら、(R)にコールする」: the grade of the card looked at (the subject left
    unsaid, as 「グレード３以上なら」) against the grade of the card put (兵, grade 2)."""
    text = (
        "【起】【(R)】：あなたのリアガードを１枚選び、山札の下に置き、あなたの山札の上から１枚見て、"
        "グレードが置いたカードのグレード以下なら、(R)にコールする。"
    )
    r = run(
        text,
        actions=ACT,
        extra="right_front: {name: 兵, type: normal, grade: 2, power: 9000}",
        deck="[" + top + ", 8]",
        choices="choices:\n  - {player: A, choose: 兵}\n  - {player: A, at: circle, choose: right_front}",
    )
    assert not unsupported(r)
    assert zone(r, "A", "deck")[-1] == "兵"
    front = zone(r, "A", "field.right_front")
    assert (front == [top.split(",")[0].removeprefix("{name: ")]) is called


@pytest.mark.parametrize(
    ("cond", "draws"),
    [("グレードがあなたのヴァンガードのグレード以下なら", 1), ("グレードが３以上なら", 0)],
)
def test_value_with_its_card_unsaid_after_a_look(cond: str, draws: int) -> None:
    """「山札の上から１枚見て、グレードがあなたのヴァンガードのグレード以下なら、１枚引く」 (山1, grade 1,
    against the grade-3 vanguard): the card looked at; 「グレードが３以上なら」 reads the same card."""
    text = f"【起】【(R)】：あなたの山札の上から１枚見て、{cond}、１枚引く。"
    r = run(text, actions=ACT)
    assert not unsupported(r) and len(zone(r, "A", "hand")) == draws


def test_value_with_its_card_unsaid_and_no_step_before_is_refused() -> None:
    """「グレードがあなたのヴァンガードのグレード以下なら」 with no step before it: whose grade? Refused."""
    text = "【起】【(R)】：グレードがあなたのヴァンガードのグレード以下なら、１枚引く。"
    assert unsupported(run(text, actions=ACT))


# -------------------- 「このユニットが山札から登場していたなら」: the 登場 that put it there (7.17.2)

STAYED = "【自】【(R)】：このユニットがアタックした時、このユニットが山札から登場していたなら、１枚引く。"


@pytest.mark.parametrize(("source", "draws"), [("deck", 1), ("hand", 0)])
def test_unit_had_appeared_from_a_zone(source: str, draws: int) -> None:
    """「このユニットがアタックした時、このユニットが山札から登場していたなら、１枚引く」: 子 called
    from the deck, then attacking, draws; called from the hand it does not."""
    r = _called(STAYED, source, CHILD_ATTACKS)
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == draws


def test_unit_there_before_the_scenario_is_stated() -> None:
    """A unit on its circle since before the scenario: where it came from is not given — read as
    not from the deck, and the ruling says so."""
    r = run(STAYED, actions="  - {do: attack, attacker: left_front, target: vanguard}")
    assert not unsupported(r) and zone(r, "A", "hand") == []
    assert any(w.kind == "assumption" and "appeared from" in w.en for w in r.main.warnings)


@pytest.mark.parametrize(
    "cond",
    [
        "ブーストされたユニットが山札から登場していたなら",
        "ブーストされたユニットが山札から(R)に登場したユニットなら",
        "そのユニットが山札から登場したユニットなら",
        # a unit that appeared on (V) is the vanguard: 子 on (R) is not one — never met
        "ブーストされたユニットが山札から(V)に登場したユニットなら",
    ],
)
@pytest.mark.parametrize(("source", "hits"), [("deck", True), ("hand", False)])
def test_boosted_unit_had_appeared_from_a_zone(cond: str, source: str, hits: bool) -> None:
    """「このユニットがブーストした時、ブーストされたユニットが山札から登場していたなら、そのバトル中、
    ブーストされたユニットのパワー＋3000」: 子 (8000) called from the deck to the front and boosted
    (by a 0-power unit) against 槍兵 (9000): 11000 hits; called from the hand, 8000 does not."""
    booster = (
        "right_back: {name: 後衛, type: normal, grade: 1, power: 0, skills: [boost], text: "
        f'"【自】【(R)】：このユニットがブーストした時、{cond}、そのバトル中、'
        'ブーストされたユニットのパワー＋3000。"}'
    )
    child = _child("")
    deck = "[" + child + ", {name: 山1, type: normal, grade: 1}, 8]"
    attack = (
        ACT + "\n  - {do: attack, attacker: right_front, target: right_front, boost: right_back}"
    )
    if source == "deck":
        r = run(FROM_DECK, actions=attack, deck=deck, choices=TO_RIGHT, extra=booster)
    else:
        r = run(FROM_HAND, actions=attack, hand="[" + child + "]", choices=TO_RIGHT, extra=booster)
    assert not unsupported(r)
    assert zone(r, "A", "field.right_front") == ["子"]
    assert (zone(r, "B", "field.right_front") == []) is (hits and "(V)" not in cond)


# ---------------- 「相手がコールしなかったなら」: the step before, done by the fighter named (11.2.3)

_OPP_CALL = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 剣士, type: normal, grade: 2, power: 10000, text: "TEXT"}
    deck: [{name: 山1, type: normal, grade: 1}, 8]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    right_front: {name: 槍兵, type: normal, grade: 2, power: 9000}
    deck: [TOP, 8]
actions:
  - {do: main_phase, actions: [{do: activate, card: 剣士}]}
choices:
  - {player: A, choose: 槍兵}
  - {player: B, at: circle, choose: right_front}
"""


@pytest.mark.parametrize(("answer", "draws"), [("no", 1), ("yes", 0)])
def test_the_opponent_did_not_call(answer: str, draws: int) -> None:
    """「相手のリアガードを１枚選び、山札の下に置き、相手は自分の山札の上から１枚見て、(R)にコールして
    よい。相手がコールしなかったなら、あなたは１枚引く」: B declines the call — A draws; B calls —
    no draw."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    text = (
        "【起】【(R)】：相手のリアガードを１枚選び、山札の下に置き、相手は自分の山札の上から１枚見て、"
        "(R)にコールしてよい。相手がコールしなかったなら、あなたは１枚引く。"
    )
    scenario = _OPP_CALL.replace("TEXT", text).replace("TOP", "{name: 低, type: normal, grade: 1}")
    scenario = scenario.replace(
        "  - {player: B, at: circle",
        f"  - {{player: B, choose: '{answer}'}}\n  - {{player: B, at: circle",
    )
    r = resolve(loads(scenario, "t.yaml"))
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == draws
    assert (zone(r, "B", "field.right_front") == ["低"]) is (draws == 0)


def test_a_fighter_who_did_not_do_the_step_before_is_refused() -> None:
    """「相手は…(R)にコールしてよい。あなたがコールしなかったなら」: the call before is B's, not A's."""
    text = (
        "【起】【(R)】：相手は自分の山札の上から１枚見て、(R)にコールしてよい。"
        "あなたがコールしなかったなら、１枚引く。"
    )
    assert unsupported(run(text, actions=ACT))


# -------------- 「あなたの手札の枚数と同じだけ、…パワー＋2000する」: Y done X times (12.7.1)


@pytest.mark.parametrize(("hand", "hits"), [(1, False), (2, True)])
@pytest.mark.parametrize(
    "text",
    [
        "そのバトル中、あなたの手札の枚数と同じだけ、このユニットのパワー＋2000する",
        "あなたの手札の枚数と同じだけ、そのバトル中、このユニットのパワー＋2000する",
    ],
)
def test_as_many_times_as_the_cards_of_a_place(text: str, hand: int, hits: bool) -> None:
    """「このユニットがアタックした時、そのバトル中、あなたの手札の枚数と同じだけ、このユニットの
    パワー＋2000する」: 剣士 (10000) +2000 per card in A's hand against 騎士 (13000): two cards,
    14000 — a hit; one card, 12000 — none."""
    cards = ", ".join(f"{{name: 札{i}, type: normal, grade: 1}}" for i in range(hand))
    r = run(
        f"【自】【(R)】：このユニットがアタックした時、{text}。",
        actions="  - {do: attack, attacker: left_front, target: vanguard}",
        hand=f"[{cards}]",
    )
    assert not unsupported(r)
    assert (len(zone(r, "B", "damage")) == 1) is hits


def test_a_game_detail_that_is_not_a_pair_is_read() -> None:
    """A condition's ``detail`` of another game need not hold pairs: the performer check reads
    only a ``("performer", who)`` pair (co 「そのキャラクターがこのダメージでクラッシュしたなら」
    compiled before the check and after it)."""
    from ruling import abilities as A
    from ruling.rules import get_game

    get_game("co")
    text = (
        "対象のキャラクター1体に3点のダメージを与える。そのキャラクターがこのダメージでクラッシュ"
        "したなら、あなたは山札からカードを1枚引く。"
    )
    assert all(a.supported for a in A._abilities("co", text, None))
