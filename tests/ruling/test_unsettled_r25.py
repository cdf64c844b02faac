"""Points added to the audit in round 24 (s20audit): each raised at the step that rests on it, in
the configuration the rules text leaves open, and not in a settled neighbour."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import VG_ACTIVATE, WS_HEAD, unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run, value


def _ambiguous(r: Any) -> set[str]:
    return {c for w in r.main.warnings if w.kind == "ambiguity" for c in w.clauses}


# ------------------------------------------------------------------ vg 11.8.3.1.2.2 (misprint)

KEYED = (
    "【起】【(R)】：あなたのバインドゾーンのカードの枚数により以下すべてを行う。\\n"
    "・２枚以上‐１枚引く。\\n・４枚以上‐そのターン中、このユニットのクリティカル＋１。"
)


@pytest.mark.parametrize(
    ("cards", "drawn", "crit", "open_"), [(2, 1, 1, True), (4, 1, 2, False), (0, 0, 1, False)]
)
def test_vg_list_item_left_undone_beside_one_done_is_flagged(
    cards: int, drawn: int, crit: int, open_: bool
) -> None:
    """11.8.3.1.2.2 says, as printed, that when one item of a list is not carried out by its
    condition 「他の実行されるべき項目は…実行されません」 (list_items_not_executed_misprint): the
    engine carries the others out (11.8.3.1.2) and says the ruling rests on the misprint only
    when one item is left undone and another done; every item done, or none, is not flagged."""
    bind = "bind: [" + ", ".join(f"{{name: 札{i}, type: normal}}" for i in range(cards)) + "]"
    r = run(KEYED, actions=VG_ACTIVATE, extra=bind)
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == drawn and value(r, "critical") == crit
    assert ("11.8.3.1.2.2" in _ambiguous(r)) is open_


def test_vg_list_every_item_carried_out_is_not_flagged() -> None:
    """「以下すべてを行う」 with items of no condition: every item is done, nothing flagged."""
    text = "【起】【(R)】：以下すべてを行う。\\n・１枚引く。\\n・そのターン中、このユニットのクリティカル＋１。"
    r = run(text, actions=VG_ACTIVATE)
    assert not unsupported(r) and value(r, "critical") == 2
    assert "11.8.3.1.2.2" not in _ambiguous(r)


# ------------------------------------------------------------------ ws 8.4.2.2.1 (cost items)

WS_COST = "【起】［手札を1枚控え室に置き、手札のキャラを1枚思い出にする］ あなたは1枚引く。"
WS_CHARA = "{name: 甲, type: character, level: 0}"
WS_EVENT = "{name: 乙, type: event, level: 0}"


def _ws_activate(text: str, hand: list[str]) -> Any:
    src = (
        WS_HEAD + "players:\n  A:\n    level: 1\n    stock: 2\n    deck: 10\n"
        f"    hand: [{', '.join(hand)}]\n    stage:\n"
        f'      center_front: {{name: 主, type: character, level: 1, power: 3000, text: "{text}"}}\n'
        "  B: {deck: 10}\nactions:\n  - {do: activate, player: A, card: 主}\n"
        "ask: [A.hand, A.memory, A.waiting_room]\n"
    )
    return resolve(loads(src))


def test_ws_cost_actions_sharing_the_hand_one_card_is_flagged() -> None:
    """Two actions of a cost take a card from the hand; one character there pays either alone,
    not both (cost_items_share_a_zone, 8.4.2.2.1 「それぞれを個別に実行する」): read together,
    the cost cannot be paid, nothing is moved, and the ruling says it rests on that reading."""
    r = _ws_activate(WS_COST, [WS_CHARA])
    assert r.outcome.get("rejected") is True
    assert r.outcome["state"] == {"A.hand": 1, "A.memory": 0, "A.waiting_room": 0}
    assert {"8.4.2.2.1", "8.4.2.2"} <= _ambiguous(r)


def test_ws_cost_actions_sharing_the_hand_paid_with_different_cards() -> None:
    """Settled neighbours: two cards that can pay the two actions apart are taken so (the event to
    the waiting room, the character to memory: 8.4.2.2.2, any means that pays all of it), not
    flagged; no character at all: the second action alone cannot be paid, not flagged."""
    r = _ws_activate(WS_COST, [WS_CHARA, WS_EVENT])
    assert "rejected" not in r.outcome and "8.4.2.2.1" not in _ambiguous(r)
    assert r.outcome["state"] == {"A.hand": 1, "A.memory": 1, "A.waiting_room": 1}
    assert zone(r, "A", "memory") == ["甲"] and zone(r, "A", "waiting_room") == ["乙"]
    none = _ws_activate(WS_COST, [WS_EVENT, WS_EVENT.replace("乙", "丙")])
    assert none.outcome.get("rejected") is True and "8.4.2.2.1" not in _ambiguous(none)


# ------------------------------------------------------------------ ws 8.10.3 (choice in part)

WS_REPLACED = (
    "【永】 このカードが舞台から控え室に置かれる時、かわりにあなたは手札を2枚控え室に置いてよい。"
    "そうしたら、このカードを【レスト】する。"
)


def _ws_encore(hand: int) -> Any:
    src = (
        WS_HEAD.replace("phase: main", "phase: attack, step: battle")
        + "players:\n  A:\n    level: 1\n"
        + f"    hand: {hand}\n    stock: 0\n    deck: 10\n"
        + "    stage: {center_front: {name: 甲, type: character, level: 1, power: 3000, "
        + f'soul: 1, state: reverse, text: "{WS_REPLACED}"}}}}\n'
        + "  B: {deck: 10}\nactions:\n  - {do: encore_step}\n"
        + "choices:\n  - {player: A, at: replacement_optional, choose: yes}\n"
        + "ask: [甲.zone]\n"
    )
    return resolve(loads(src))


@pytest.mark.parametrize(("hand", "open_"), [(1, True), (0, False)])
def test_ws_choice_replacement_done_in_part_is_flagged(hand: int, open_: bool) -> None:
    """「かわりに手札を2枚控え室に置いてよい」 with one card in hand: whether a choice that can be
    done only in part is 「その選択を実行できない」 (8.10.3) the text leaves open
    (choice_replacement_partly_doable; the engine: it is, the replacement does not apply). With
    no card at all it is settled, and not flagged."""
    r = _ws_encore(hand)
    assert r.outcome["state"]["甲.zone"] == "A.waiting_room"
    assert ("8.10.3" in _ambiguous(r)) is open_


def test_ws_choice_replacement_done_in_full_is_not_flagged() -> None:
    """Two cards in hand: the choice can be carried out, the replacement applies, no flag."""
    r = _ws_encore(2)
    assert r.outcome["state"]["甲.zone"] != "A.waiting_room"
    assert "8.10.3" not in _ambiguous(r)
