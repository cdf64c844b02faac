"""co round 53 (s50coT): 「…にセット。」 naming the host with its owner or gender (「対象のあなたの
キャラクター1体にセット。」, 「対象の「その他」キャラクター1体にセット。」): the card is set on a
character (3.4.3), and only on one the words allow, as 「…にのみセットできる」 is read (the host is a
target, 4.2.13; whose by its controller, 4.2.12; the gender as in force, 4.3.8); 「あなたのフィールドに
セット。」 is 「フィールドにセット。」 (the card set is its setter's, 4.2.12)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, decided, main_state, unsupported

BUFF = "セットされたキャラクターは、「+1:+1」の修正を受ける。"


def _board(set_line: str, host: str) -> dict:
    return co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        "    deck: 20\n    field:\n"
        "      - {name: 剣士, type: character, gender: 男性, ap: 1, dp: 1}\n"
        "      - {name: 猿, type: character, gender: その他, ap: 1, dp: 1}\n"
        "    hand:\n"
        f'      - {{name: 首輪, type: item, cost: 1, text: "{set_line}\\n{BUFF}"}}\n'
        "  B:\n    hp: 10\n    deck: 20\n    field:\n"
        "      - {name: 敵猿, type: character, gender: その他, ap: 1, dp: 1}\n"
        f"actions:\n  - {{do: play, card: 首輪, set_on: {host}}}\nask: [首輪.zone, {host}.ap]\n"
    )


@pytest.mark.parametrize(
    ("set_line", "host", "played"),
    [
        ("対象のあなたのキャラクター1体にセット。", "剣士", True),
        ("対象のあなたのキャラクター1体にセット。", "敵猿", False),
        ("対象の「その他」キャラクター1体にセット。", "猿", True),
        ("対象の「その他」キャラクター1体にセット。", "敵猿", True),
        ("対象の「その他」キャラクター1体にセット。", "剣士", False),
    ],
)
def test_co_set_host_described(set_line: str, host: str, played: bool) -> None:
    assert co_ability(set_line, "item").supported
    r = _board(set_line, host)
    assert not unsupported(r)
    assert main_state(r, "首輪.zone") == ("A.field" if played else "A.hand")
    assert main_state(r, f"{host}.ap") == (2 if played else 1)
    assert {"3.4.3", "4.2.13"} <= decided(r)


def test_co_set_on_your_field() -> None:
    text = "あなたのフィールドにセット。\\nあなたがコントロールしているキャラクターすべては、「+1:+0」の修正を受ける。"
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        "    deck: 20\n    field:\n      - {name: 剣士, type: character, ap: 1, dp: 1}\n"
        f'    hand:\n      - {{name: 旗, type: item, cost: 1, text: "{text}"}}\n'
        "  B:\n    hp: 10\n    deck: 20\n"
        "actions:\n  - {do: play, card: 旗}\nask: [旗.zone, 剣士.ap]\n"
    )
    assert not unsupported(r)
    assert main_state(r, "旗.zone") == "A.field"
    assert main_state(r, "剣士.ap") == 2
    assert "3.4.3" in decided(r)
