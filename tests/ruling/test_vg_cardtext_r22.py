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
