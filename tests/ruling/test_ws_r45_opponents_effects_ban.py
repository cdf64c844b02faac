"""Round 45 (s42wse): prohibitions on a card limited to the opponent's effects, and 「もうN枚引く」.

「このカードは相手の効果によって他の枠に動かせない / 手札に戻らない」: the prohibition (1.3.3) holds
against the effects whose master is the card's master's opponent only — the card's own master's
effect still moves it. 「手札に戻らない」 is the same prohibition as 「手札に戻せない」. 「あなたはもう
1枚引く」: a draw of one card (4.7.1), one more after a draw before it. 「その枚数と同じ枚数を引く」: as
many as the cards the step before dealt with."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, cited, ws_compile, ws_resolve_text, zone_names


def _board(text: str, owner: str) -> str:
    guard = f'{{name: 守り手, type: character, level: 1, text: "{text}"}}'
    other = "{name: 甲, type: character, level: 1}"
    a_stage = f"      center_front: {guard}\n" if owner == "A" else f"      center_front: {other}\n"
    b_stage = f"      center_front: {guard}\n" if owner == "B" else f"      center_front: {other}\n"
    return (
        "  A:\n    level: 1\n    deck: 10\n    stage:\n"
        + a_stage
        + "  B:\n    level: 1\n    deck: 10\n    stage:\n"
        + b_stage
    )


def _run(text: str, owner: str, effect: str, ask: str) -> Any:
    src = (
        WS_HEAD
        + "players:\n"
        + _board(text, owner)
        + f'actions:\n  - {{do: resolve_text, player: A, text: "{effect}"}}\n'
        + "choices:\n  - {player: A, at: choose, choose: 守り手}\n"
        + f"ask: [{ask}]\n"
    )
    return resolve(loads(src))


HAND = "【永】 このカードは相手の効果によって手札に戻らない。"
SLOT = "【永】 このカードは相手の効果によって他の枠に動かせない。"


def test_compiled_as_prohibitions_on_the_opponents_effects() -> None:
    assert ws_compile(HAND).steps[0].stat == "to_hand:opponent"
    assert ws_compile(SLOT).steps[0].stat == "move_slot:opponent"
    # 「手札に戻らない」 alone: the prohibition 「手札に戻せない」 is
    assert ws_compile("【永】 このカードは手札に戻らない。").steps[0].stat == "to_hand"


def test_the_opponents_effect_does_not_return_it_to_the_hand() -> None:
    r = _run(HAND, "B", "あなたは相手のキャラを1枚選び、手札に戻す。", "守り手.zone")
    assert r.main.outcome["state"]["守り手.zone"] == "B.stage.center_front"
    assert "1.3.3" in cited(r)


def test_its_own_masters_effect_returns_it() -> None:
    r = _run(HAND, "A", "あなたは自分のキャラを1枚選び、手札に戻す。", "守り手.zone")
    assert r.main.outcome["state"]["守り手.zone"] == "A.hand"


def test_the_opponents_effect_does_not_move_it_to_another_slot() -> None:
    effect = "あなたは相手のキャラを1枚選び、相手の前列のキャラのいない枠に動かす。"
    board_b = _board(SLOT, "B").replace(
        "      center_front: {name: 甲", "      left_back: {name: 甲"
    )
    src = (
        WS_HEAD
        + "players:\n"
        + board_b
        + f'actions:\n  - {{do: resolve_text, player: A, text: "{effect}"}}\n'
        + "choices:\n  - {player: A, at: choose, choose: 守り手}\n"
        + "ask: [守り手.zone]\n"
    )
    r = resolve(loads(src))
    assert r.main.outcome["state"]["守り手.zone"] == "B.stage.center_front"
    assert "1.3.3" in cited(r)


def test_its_own_masters_effect_moves_it() -> None:
    effect = "あなたは自分のキャラを1枚選び、自分の前列のキャラのいない枠に動かす。"
    r = _run(SLOT, "A", effect, "守り手.zone")
    assert r.main.outcome["state"]["守り手.zone"] != "A.stage.center_front"


def test_one_more_card_drawn() -> None:
    """「あなたはもう1枚引き、…」: a draw of one (4.7.1)."""
    prog = ws_compile("あなたは1枚引く。あなたはもう1枚引き、自分の手札を1枚選び、控え室に置く。")
    assert [(op.verb, op.n) for op in prog.steps[:2]] == [("draw", 1), ("draw", 1)]
    board = "  A:\n    hand: 0\n    deck: [山1, 山2, 山3]\n  B: {deck: 10}\n"
    r = ws_resolve_text(
        board,
        "あなたはもう1枚引き、自分の手札を1枚選び、控え室に置く。",
        "  - {player: A, at: choose, choose: 山1}\n",
    )
    assert zone_names(r, "A", "waiting_room") == ["山1"]
    assert zone_names(r, "A", "deck") == ["山2", "山3"]
    assert "4.7.1" in cited(r)


def test_as_many_as_that_number_drawn() -> None:
    """「自分の手札を2枚まで選び、山札の下に置き、その枚数と同じ枚数を引く」: 「その枚数」 is the number of
    the cards just put (as 「同じ枚数」 alone): two put, two drawn (4.7.1)."""
    text = "あなたは自分の手札を2枚まで選び、山札の下に置き、その枚数と同じ枚数を引く。"
    same = "あなたは自分の手札を2枚まで選び、山札の下に置き、同じ枚数を引く。"
    assert ws_compile(text) == ws_compile(same)
    board = "  A:\n    hand: [手1, 手2, 手3]\n    deck: [山1, 山2, 山3]\n  B: {deck: 10}\n"
    r = ws_resolve_text(
        board,
        text,
        "  - {player: A, at: choose, choose: 手1}\n  - {player: A, at: choose, choose: 手2}\n",
    )
    assert sorted(zone_names(r, "A", "hand")) == ["山1", "山2", "手3"]
    assert zone_names(r, "A", "deck")[-2:] in (["手1", "手2"], ["手2", "手1"])


def test_not_chosen_by_the_effects_of_the_opponents_cards() -> None:
    """「このカードは相手のカードの効果に選ばれない」: as 「相手の効果に選ばれない」 (8.6.3, 1.3.3)."""
    text = "【永】 このカードは相手のカードの効果に選ばれない。"
    assert ws_compile(text) == ws_compile("【永】 このカードは相手の効果に選ばれない。")
    r = _run(text, "B", "あなたは相手のキャラを1枚選び、手札に戻す。", "守り手.zone")
    assert r.main.outcome["state"]["守り手.zone"] == "B.stage.center_front"
