"""co round 60 (s57coR): 「ターン終了時まで、対象のあなたのキャラクター1体は、対象にならない。」 — the target with
whose it must be (4.2.13, 4.2.12), made no target until the end of turn (3.7.2). A card newly set takes
its host as a target (4.2.13 「あらたにセットするとき」): an item may not be set anew on a character no card
may target, while one set on it before stays and still applies (「セットされている状態では対象を取りま
せん」, 4.3.8). A character shielded from spells only may still have an item set on it. Before, the
described target was refused (「whom the noun phrase names」) and a set checked no shield."""

from __future__ import annotations

from tests.ruling.boards import co_run, main_state, unsupported

_CLOAK = "使い捨て\\nターン終了時まで、対象のあなたのキャラクター1体は、対象にならない。"
_ITEM = "キャラクター1体にセット。\\nセットされたキャラクターは、「+0:−1」の修正を受ける。"


def _board(text: str, actions: str, b_char: str = "") -> object:
    return co_run(
        "turn: {player: B, number: 7, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 2\n"
        "    deck: 10\n    hand:\n"
        f'      - {{name: 足輪, type: item, cost: 1, text: "{_ITEM}"}}\n'
        "    field:\n"
        f'      - {{name: 枷, type: item, set_on: 物見, text: "{_ITEM}"}}\n'
        "      - {name: 兵, type: character, ap: 1, dp: 3}\n"
        "  B:\n    hp: 10\n    energy: 1\n    deck: 10\n    hand:\n"
        f'      - {{name: 蓑, type: event, cost: 1, text: "{text}"}}\n'
        f"    field:\n      - {{name: 物見, type: character, ap: 2, dp: 3{b_char}}}\n"
        "actions:\n" + actions + "ask: [足輪.zone, 物見.dp, 枷.zone]\n"
    )


def test_co_own_target_made_untargetable_bars_a_new_set_keeps_the_old() -> None:
    r = _board(
        _CLOAK,
        "  - {do: play, player: B, card: 蓑, target: 物見}\n"
        "  - {do: play, player: A, card: 足輪, set_on: 物見}\n",
    )
    assert not unsupported(r)
    assert main_state(r, "足輪.zone") == "A.hand"
    assert main_state(r, "枷.zone") == "A.field"
    assert main_state(r, "物見.dp") == 2  # the item set before still applies (4.3.8)


def test_co_described_target_must_be_the_players_own() -> None:
    r = _board(_CLOAK, "  - {do: play, player: B, card: 蓑, target: 兵}\n")
    assert not unsupported(r)
    assert r.main.rejected  # 兵 is A's: no proper target for B's 「対象のあなたのキャラクター」


def test_co_set_without_the_cloak_is_made() -> None:
    r = _board(_CLOAK, "  - {do: play, player: A, card: 足輪, set_on: 物見}\n")
    assert main_state(r, "足輪.zone") == "A.field"
    assert main_state(r, "物見.dp") == 1


def test_co_shield_from_spells_only_does_not_bar_an_item_set() -> None:
    r = _board(
        _CLOAK,
        "  - {do: play, player: A, card: 足輪, set_on: 物見}\n",
        b_char=', text: "『物見』は、スペルカードの対象にならない。"',
    )
    assert not unsupported(r)
    assert main_state(r, "足輪.zone") == "A.field"
