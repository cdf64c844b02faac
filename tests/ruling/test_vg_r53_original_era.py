"""Round 53 (issue 12, s50vgT1): the printed language of the original era's vg cards (the BT
series of cards_r52, development material after its one scoring), each construction run on a
board and citing the clause it implements."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import cited, unsupported, vg_card_run
from tests.ruling.boards import zone_names as zone

DAMAGED = "[{name: 傷, type: normal, grade: 1}]"
YES = "choices:\n  - {player: A, at: cost, choose: yes}"
NO = "choices:\n  - {player: A, at: cost, choose: no}"


def _program(text: str) -> Any:
    get_game("vg")
    (a,) = _abilities("vg", text, None)
    assert a.supported, a.reason
    return a.program


# ---- 11.9.5 / 11.9.5.1: 「あなたはコストを払ってよい。払ったら、…」 — the payer named is the
# ability's master, who pays its cost on resolution anyway: the same ability as without 「あなたは」

NAMED = "【自】【(R)】：[【カウンターブラスト】(1)] このユニットがアタックした時、あなたはコストを払ってよい。払ったら、１枚引く。"
UNNAMED = NAMED.replace("あなたはコスト", "コスト")


def test_the_named_payer_is_the_same_cost() -> None:
    assert _program(NAMED) == _program(UNNAMED)


@pytest.mark.parametrize(("choices", "hand"), [(YES, ["山1"]), (NO, [])])
def test_the_named_payer_paid_or_declined(choices: str, hand: list[str]) -> None:
    r = vg_card_run(NAMED, damage=DAMAGED, choices=choices)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == hand
    assert "11.9.5.1" in cited(r) or "11.9.5.2" in cited(r)


# ---- 6.2.2, 6.2.2.2: 「スペリオルコールする」 — a call that is no normal call. As an effect's step it
# is the effect's call (an effect's call is never a normal call, 6.2.2.1); in a trigger it names
# the call's kind (shared ``Vocab.manner_verbs`` / ``word_means``; ``autos._by_ok``)


@pytest.mark.parametrize(
    "step",
    [
        "あなたの山札の上から１枚を(R)に{v}する。",
        "あなたの山札から「山」を含むカードを１枚まで探し、(R)に{v}し、その山札をシャッフルする。",
    ],
)
def test_a_superior_call_step_is_the_effects_call(step: str) -> None:
    head = "【起】【(R)】：[【カウンターブラスト】(1)] "
    assert _program(head + step.format(v="スペリオルコール")) == _program(
        head + step.format(v="コール")
    )


def test_a_superior_call_step_on_a_board() -> None:
    text = "【起】【(R)】：[【カウンターブラスト】(1)] あなたの山札の上から１枚を(R)にスペリオルコールする。"
    r = vg_card_run(
        text,
        "  - {do: activate, card: 剣士}",
        damage=DAMAGED,
        choices="choices:\n  - {player: A, at: circle, choose: right_front}",
    )
    assert not unsupported(r)
    assert zone(r, "A", "field.right_front") == ["山1"]
    assert "6.2.3.3" in cited(r)


CALLED = "【自】【(R)】：あなたのリアガードが{src}スペリオルコールされた時、１枚引く。"
HAND_UNIT = "[{name: 手札兵, type: normal, grade: 1, power: 8000}]"


@pytest.mark.parametrize(
    ("src", "call", "drawn"),
    [
        # the main phase's call from the hand: a normal call (6.2.2.1, 9.9.2.1) — no trigger
        ("", "{do: call, card: 手札兵, circle: right_front}", 0),
        # a call by an effect: a superior call (6.2.2.2)
        ("", "{do: call, card: 手札兵, circle: right_front, superior: true}", 1),
        ("手札から", "{do: call, card: 手札兵, circle: right_front, superior: true}", 1),
        ("山札から", "{do: call, card: 手札兵, circle: right_front, superior: true}", 0),
    ],
)
def test_superior_called_trigger(src: str, call: str, drawn: int) -> None:
    r = vg_card_run(CALLED.format(src=src), f"  - {call}", hand=HAND_UNIT)
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == drawn
    if drawn:
        assert "6.2.2.2" in cited(r)


# ---- 6.2.1.2, 6.2.2: 「このユニットが(ダメージゾーンから / スペリオル)コールされていたなら」 — the
# call that put the unit on its circle (shared ``Vocab.perfect_passive_verbs``; ``selectors``
# ``entered_by_call``): from that zone, of that kind

CALLED_COND = "【自】：このユニットが(R)に登場した時、このユニットが{how}されていたなら、１枚引く。"
CALLED_UNIT = (
    "[{name: 手札兵, type: normal, grade: 1, power: 8000, "
    'text: "【自】：このユニットが(R)に登場した時、このユニットがHOWされていたなら、１枚引く。"}]'
)


@pytest.mark.parametrize(
    ("how", "superior", "drawn"),
    [
        ("スペリオルコール", "false", 0),  # the main phase's normal call (6.2.2.1)
        ("スペリオルコール", "true", 1),  # a superior call (6.2.2.2)
        ("手札からコール", "false", 1),
        ("ドロップからコール", "true", 0),
        ("手札からスペリオルコール", "true", 1),
    ],
)
def test_called_condition(how: str, superior: str, drawn: int) -> None:
    assert _program(CALLED_COND.format(how=how))
    r = vg_card_run(
        "",
        f"  - {{do: call, card: 手札兵, circle: right_front, superior: {superior}}}",
        hand=CALLED_UNIT.replace("HOW", how),
    )
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == drawn
    if drawn:
        assert "6.2.1.2" in cited(r)


def test_a_timed_called_condition_is_not_the_entry() -> None:
    """「このターンに…コールされていたなら」 (a time said): a history, not read as the entry."""
    a = _program(
        "【自】【(R)】：あなたのターンの終了時、このターンにこのユニットがコールされていたなら、１枚引く。"
    )
    assert "entered_by_call" not in repr(a)


# ---- 「そのターンがあなたのターンなら」 / 「そのターンがあなたのバトルフェイズなら」: the turn now is that
# player's (that phase of it) — as 「あなたのターンなら」 / 「あなたのバトルフェイズなら」 (shared
# ``conditions._nominal``)


@pytest.mark.parametrize(
    ("pred", "drawn"),
    [
        ("あなたのターン", 1),
        ("相手のターン", 0),
        ("あなたのバトルフェイズ", 1),
        ("あなたのメインフェイズ", 0),
    ],
)
def test_that_turn_is_whose(pred: str, drawn: int) -> None:
    text = f"【自】【(R)】：このユニットがアタックした時、そのターンが{pred}なら、１枚引く。"
    assert _program(text) == _program(text.replace("そのターンが", ""))
    r = vg_card_run(text)
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == drawn
