"""「『X』にはアイテムカードをセットできない」 (round 54, s51coT; issue 12): X's own text in force
(4.3.8) over 3.4.3's 「「〜にセット」とある場合は、その指示に従います」 (4.2.9) — X is no proper host
(4.2.13) for a card of that type, which cannot be played set on it; a card of another type, or
on another character, is set as usual."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, decided, main_state

NO_ITEM = "『鞘無 ジン』にはアイテムカードをセットできない。"


def test_compiles_as_a_static_on_the_card_itself() -> None:
    ab = co_ability(NO_ITEM, "character", "流れの剣客 鞘無 ジン")
    assert ab.supported, ab.reason
    (st,) = ab.program.statics
    assert (st.kind, st.who, st.value) == ("no_set", "this", "item")


@pytest.mark.parametrize(
    ("kind", "host", "set_"),
    [
        ("item", "流れの剣客 鞘無 ジン", False),
        ("item", "剣士", True),
        ("spell", "流れの剣客 鞘無 ジン", True),
    ],
)
def test_no_item_set_on_it(kind: str, host: str, set_: bool) -> None:
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        "    deck: 20\n    field:\n"
        f'      - {{name: 流れの剣客 鞘無 ジン, type: character, ap: 1, dp: 1, text: "{NO_ITEM}"}}\n'
        "      - {name: 剣士, type: character, ap: 1, dp: 1}\n"
        "    hand:\n"
        f'      - {{name: 小刀, type: {kind}, cost: 1, text: "キャラクターにセット。\\n'
        'セットされたキャラクターは、「+1:+1」の修正を受ける。"}\n'
        "  B:\n    hp: 10\n    deck: 20\n"
        f"actions:\n  - {{do: play, card: 小刀, set_on: {host}, allowed: {str(set_).lower()}}}\n"
        f"ask: [小刀.zone, {host}.ap]\n"
    )
    assert main_state(r, "小刀.zone") == ("A.field" if set_ else "A.hand")
    assert main_state(r, f"{host}.ap") == (2 if set_ else 1)
    if not set_:
        assert {"3.4.3", "4.2.9", "4.2.13"} <= decided(r)
