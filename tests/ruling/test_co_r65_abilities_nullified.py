"""「ターン終了時まで、対象のキャラクターの特殊能力をすべて無効化する。」 (round 65, s62comcR, from co/r65_028):
4.3.8 step 1 (【無効になる情報の決定】 「〜を無効化する」) — the character's abilities work no more while it
lasts. Its printed ability is nullified with no point raised; an ability it gains at step 3 (a set
item's 「以下の特殊能力を得る」) is the point nullified_then_gained, both readings run (the engine's:
order_of_steps, the gained ability works)."""

from __future__ import annotations

from tests.ruling.boards import co_run, decided

SPELL = (
    '{name: 封じ, type: spell, cost: 1, text: "ターン終了時まで、対象のキャラクターの特殊能力を'
    'すべて無効化する。"}'
)
AIR = "『「飛行」の特殊能力を持つキャラクターをディフェンスしてもよい』"


def _run(b_field: str) -> object:
    return co_run(
        "turn: {player: A, number: 10, phase: main}\nplayers:\n"
        f"  A:\n    hp: 10\n    energy: 1\n    deck: 10\n    hand: [{SPELL}]\n"
        '    field: [{name: 鷲, type: character, gender: 男性, ap: 2, dp: 2, text: "飛行"}]\n'
        f"  B:\n    hp: 10\n    deck: 10\n    field:\n{b_field}"
        "actions:\n  - {do: play, card: 封じ, target: 兵}\n"
        "  - {do: attack, attacker: 鷲, defender: 兵}\n"
        "ask: [B.hp]\n"
    )


def test_a_printed_ability_nullified() -> None:
    text = AIR.strip("『』")
    r = _run(f'      - {{name: 兵, type: character, gender: 男性, ap: 2, dp: 2, text: "{text}"}}\n')
    assert r.main.outcome["state"]["B.hp"] == 8  # the defence refused (3.4.5.7): undefended
    # no reading of nullified_then_gained (nothing gained): every branch refuses the defence
    assert {leaf.outcome["state"]["B.hp"] for leaf in r.alternates} <= {8}
    assert {"4.3.8", "3.4.5.7"} <= decided(r)


def test_an_ability_gained_from_a_set_item_is_the_point() -> None:
    r = _run(
        "      - {name: 兵, type: character, gender: 男性, ap: 2, dp: 2}\n"
        "      - {name: 弩, type: item, set_on: 兵, text: "
        f'"キャラクターにセット。\\nセットされたキャラクターは、以下の特殊能力を得る。{AIR}"}}\n'
    )
    assert r.main.outcome["state"]["B.hp"] == 10  # order_of_steps: it defends
    assert {leaf.outcome["state"]["B.hp"] for leaf in r.alternates} >= {8}
