"""「…はアイテムカードの対象にならない」 (round 60, s57coO): アイテム is the card type item (3.4.3),
which the grammar reads as a name before 「カード」 (the lexicon has no アイテム, as 「対象のアイテム」
and 「アイテムカード1枚につき」 read it, ``_is_item``) — not a card named 『アイテム』. Only a proper
target may be chosen (4.2.13): an item's ability cannot target the card; a spell's shield does not
stop it."""

from __future__ import annotations

from typing import Any

from tests.ruling.boards import co_ability, co_run, main_state

TORCH = "『火炎筒』をクラッシュする:対象のキャラクターに2点のダメージを与える。"


def _use(shield: str) -> Any:
    return co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 3\n"
        "    deck: 20\n    field:\n"
        f'      - {{name: 火炎筒, type: item, text: "{TORCH}"}}\n'
        "  B:\n    hp: 10\n    deck: 20\n    field:\n"
        f'      - {{name: 盾持ち, type: character, ap: 1, dp: 3, text: "{shield}"}}\n'
        "actions:\n  - {do: activate, card: 火炎筒, target: 盾持ち}\nask: [盾持ち.damage]\n"
    )


def test_item_is_a_card_type_not_a_name() -> None:
    ab = co_ability("このキャラクターはアイテムカードの対象にならない。", "character", "甲")
    assert ab.supported, ab.reason
    (st,) = ab.program.statics
    assert st.kind == "untargetable"
    assert st.value == (("item",), None)
    whose = co_ability(
        "このキャラクターは相手のアイテムカードの対象にならない。", "character", "甲"
    )
    assert whose.supported, whose.reason
    assert whose.program.statics[0].value == (("item",), "opponent")


def test_an_item_cannot_target_it() -> None:
    r = _use("このキャラクターはアイテムカードの対象にならない。")
    assert r.main.outcome.get("rejected")
    assert main_state(r, "盾持ち.damage") == 0
    assert "4.2.13" in r.main.decided_by


def test_a_spell_shield_does_not_stop_an_item() -> None:
    r = _use("このキャラクターはスペルカードの対象にならない。")
    assert not r.main.outcome.get("rejected")
    assert main_state(r, "盾持ち.damage") == 2
