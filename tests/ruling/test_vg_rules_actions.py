"""Vanguard actions and descriptions the rules define (chapter 7, 11.10.2), each compiled from a
minimal ability text and run on a board (issue 12, round 12): what it does, and a counterpart
that must not do it."""

from __future__ import annotations

from typing import Any

from tests.ruling.boards import vg_run, zone_names

ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}\n"


def board(text: str, a_extra: str = "", b_extra: str = "", actions: str = ACTIVATE) -> Any:
    body = (
        "players:\n"
        "  A:\n"
        "    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
        f'    left_front: {{name: 剣士, type: normal, grade: 2, power: 10000, text: "{text}"}}\n'
        f"{a_extra}"
        "  B:\n"
        "    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n"
        "    deck: 10\n"
        f"{b_extra}"
        f"actions:\n{actions}"
    )
    return vg_run(body)


def unsupported(r: Any) -> list[str]:
    return [w.en for w in r.main.warnings if w.kind == "unsupported"]


# ------------------------------------------------------- a trigger named without brackets


DROP = (
    "    drop: [{name: 癒し, type: trigger, grade: 0, trigger: heal, trigger_power: 10000},"
    " {name: 必殺, type: trigger, grade: 0, trigger: critical, trigger_power: 10000},"
    " {name: 凡人, type: normal, grade: 0}]\n"
    "    deck: 10\n"
)


def test_a_trigger_named_by_its_icon_is_a_card_with_that_icon() -> None:
    """「治トリガー」 / 「ヒールトリガー」 / 「クリティカルトリガー」 (11.10.2.2, 11.10.2.6): a card with
    that trigger icon, as 【治】トリガー (2.13.1); the other cards of the drop are not taken."""
    for word, got in (
        ("治トリガー", "癒し"),
        ("ヒールトリガー", "癒し"),
        ("クリティカルトリガー", "必殺"),
    ):
        r = board(f"【起】【(R)】：あなたのドロップから{word}を１枚選び、手札に加える。", DROP)
        assert not unsupported(r), word
        assert zone_names(r, "A", "hand") == [got], word
        assert got not in zone_names(r, "A", "drop"), word


def test_the_other_card_is_the_rest_of_the_cards_looked_at() -> None:
    """「山札を上から２枚見て、１枚を手札に加え、もう１枚をドロップに置く」: of the two cards looked
    at (7.7), the one not taken goes to the drop; no card stays on the deck's top."""
    deck = "    deck: [{name: 一, type: normal, grade: 1}, {name: 二, type: normal, grade: 1}, 8]\n"
    text = (
        "【起】【(R)】：あなたの山札を上から２枚見て、１枚を手札に加え、もう１枚をドロップに置く。"
    )
    r = board(text, deck)
    assert not unsupported(r)
    hand, drop = zone_names(r, "A", "hand"), zone_names(r, "A", "drop")
    assert len(hand) == 1 and len(drop) == 1 and sorted(hand + drop) == ["一", "二"]
    assert zone_names(r, "A", "deck")[0] not in ("一", "二")
