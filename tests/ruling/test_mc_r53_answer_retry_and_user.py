"""mc round 53 (s50mcR): an answer the rules refuse was not declared (1.3.2), so the play step it
was tried in is still its player's: the next answer listed in ``respond`` answers the same
declaration (10.1.10). An answer may target the unit using a consumable: 10.1.9 makes it
「消耗品を使用中のユニット」, a declaring unit of the chain (10.10.8.1, 10.10.8.2)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario, problems

_BOMB = '{name: 瓶, type: item, text: "◇[普通]瓶\\n〈対象:ユニット1体〉\\n対象に【3】ダメージを与える。"}'
_GUARD = (
    '{name: 門衛, type: unit, level: 2, attack: 1, defense: 3, text: "◎[対抗]制止\\n'
    '〈コスト:手札1枚破棄/対象:ユニット1体〉\\n対象を行動完了にする。"}'
)


def _board(answers: str, expect: str) -> str:
    return mc_scenario(
        a=mc_area(
            "c2",
            "平原",
            8,
            "{name: 術士, type: unit, level: 2, attack: 1, defense: 3, item_slots: 1}",
            "{name: 戦士, type: unit, level: 2, attack: 2, defense: 3}",
        ),
        b=mc_area("c3", "森", 8, _GUARD),
        a_top=f"    deck: 20\n    hand: [{_BOMB}]\n",
        b_top="    deck: 20\n    hand: [{name: 縄, type: item}]\n",
        rest="actions:\n  - do: advance\n    units: [術士, 戦士]\n    to: c3\n"
        "    dice: {A: 6, B: 1}\n    first_normal:\n      - do: use\n        card: 瓶\n"
        f"        unit: 術士\n        target: 門衛\n        respond:\n{answers}"
        f"ask: [A.c3, B.discard]\nexpect:\n{expect}",
    )


def test_a_refused_answer_leaves_the_play_step_to_the_next_answer() -> None:
    text = _board(
        "          - {do: use, player: B, card: 門衛, target: 戦士, cost_cards: [縄], allowed: false}\n"
        "          - {do: use, player: B, card: 門衛, target: 術士, cost_cards: [縄]}\n",
        "  state: {B.discard: [縄, 門衛]}\n",
    )
    assert problems(text) == []
    assert "10.1.9" in resolve(loads(text)).decided_by


def test_the_consumable_s_user_alone_as_target_cites_10_1_9() -> None:
    text = _board(
        "          - {do: use, player: B, card: 門衛, target: 術士, cost_cards: [縄]}\n",
        "  state: {B.discard: [縄, 門衛]}\n",
    )
    assert problems(text) == []
    d = resolve(loads(text)).decided_by
    assert {"10.1.9", "10.10.8.1", "10.10.8.2"} <= set(d)
