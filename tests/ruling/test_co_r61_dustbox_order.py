"""Cards of one owner put into the dustbox at one timing (round 61, s58coR): 4.2.3 「ゲーム中、
同じタイミングでカードがダストボックスに置かれる場合、そのカードのオーナーがカードを置く順番を自由に
決めることができます」 (its example: three characters crashed by one 〔駆逐〕). The owner chooses
the order (``dustbox_order``, ``basic._owner_orders``): unanswered, what is on top depends on that
player; answered by the card put on top."""

from __future__ import annotations

from tests.ruling.boards import co_run, decided, main_state

SWEEP = "すべてのキャラクターに3点のダメージを与える。使い捨て"
TAKE = "あなたのダストボックスの一番上のカード1枚を手札に加える。使い捨て"


def _board(choices: str = "") -> object:
    return co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 12\n    energy: 1\n"
        f'    deck: 20\n    hand:\n      - {{name: 拾う, type: event, cost: 1, text: "{TAKE}"}}\n'
        "    field:\n      - {name: 甲, type: character, gender: 女性, ap: 1, dp: 2}\n"
        "      - {name: 乙, type: character, gender: 男性, ap: 2, dp: 3}\n"
        "  B:\n    hp: 12\n    energy: 3\n    deck: 20\n"
        f'    hand:\n      - {{name: 大鎌, type: spell, cost: 3, text: "{SWEEP}"}}\n'
        "actions:\n  - do: main_phase\n    actions:\n"
        "      - {do: play, player: B, card: 大鎌}\n      - {do: play, card: 拾う}\n"
        f"{choices}ask: [甲.zone, 乙.zone]\n"
    )


def test_the_owner_orders_the_cards_crashed_together() -> None:
    r = _board()
    assert r.outcome.get("depends_on") == "A"
    assert "4.2.3" in decided(r)


def test_the_card_the_owner_puts_on_top_is_taken_back() -> None:
    for top, other in (("甲", "乙"), ("乙", "甲")):
        r = _board(f"choices:\n  - {{player: A, at: dustbox_order, choose: {top}}}\n")
        assert main_state(r, f"{top}.zone") == "A.hand"
        assert main_state(r, f"{other}.zone") == "A.dustbox"


def test_one_card_alone_is_no_choice() -> None:
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 12\n    deck: 20\n"
        "    field:\n      - {name: 甲, type: character, gender: 女性, ap: 1, dp: 2}\n"
        "  B:\n    hp: 12\n    energy: 3\n    deck: 20\n"
        f'    hand:\n      - {{name: 大鎌, type: spell, cost: 3, text: "{SWEEP}"}}\n'
        "actions:\n  - do: main_phase\n    actions:\n      - {do: play, player: B, card: 大鎌}\n"
        "ask: [甲.zone]\n"
    )
    assert "depends_on" not in r.outcome
    assert main_state(r, "甲.zone") == "A.dustbox"
