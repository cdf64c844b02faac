"""mc (round 54, s51mcT2): a step's own 「(この戦闘で)自軍が守備側 / 進軍側の場合、」 — whose turn it is
(1.3.7: the player taking their turn is 進軍側, the other 守備側; a battle arises as the 進軍側's unit
advances, 8.1.1) is read relative to the ability's own card (its player), never against the
target (``common.guard_card``, ``SIDE_KINDS``). 「この戦闘で」: with no battle going on there is
no such battle, false (4.1.13). Beside an ability-wide condition a step 「…の場合、代わりに…」 is
refused (the first sentence's condition would stand over the step that replaces it)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import decided, main_state, mc_run

_SLAP = (
    "●[戦闘]張り手\\n〈発揮:戦闘の開始時/対象:敵軍ユニット1体〉\\n対象に【通常:1】のダメージを与える。"
    "{cond}の場合、さらに対象に【通常:1】のダメージを与える。"
)


def _battle(a_text: str, b_text: str) -> object:
    """A's 押し出し (attack 0, defence 3) advances onto B's 森, where B's 力士 (defence 3) stands; the
    texts are 押し出し's and 力士's."""
    return mc_run(
        "turn: {player: A, number: 5, phase: main}\nplayers:\n  A:\n    deck: 20\n    field:\n"
        "      c1: [{name: 本陣, type: terrain, hq: true}]\n      c2:\n"
        "        - {name: 平原, type: terrain, limit: 8}\n"
        f'        - {{name: 押し出し, type: unit, level: 2, attack: 0, defense: 3, text: "{a_text}"}}\n'
        "  B:\n    deck: 20\n    field:\n      c3:\n        - {name: 森, type: terrain, limit: 6}\n"
        f'        - {{name: 力士, type: unit, level: 2, attack: 0, defense: 3, text: "{b_text}"}}\n'
        "      c4: [{name: 本陣, type: terrain, hq: true}]\n"
        "actions:\n  - {do: advance, units: [押し出し], to: c3, dice: {A: 6, B: 1}}\n"
        "ask: [押し出し.damage, 力士.damage]\n"
    )


@pytest.mark.parametrize("prefix", ["この戦闘で", ""])
def test_the_defending_sides_ability_reads_its_own_side(prefix: str) -> None:
    """B's 力士 is 守備側 (1.3.7): its ability's extra damage is dealt to A's advancing unit,
    though that target is 進軍側's."""
    r = _battle("", _SLAP.format(cond=f"{prefix}自軍が守備側"))
    assert main_state(r, "押し出し.damage") == 2
    assert {"1.3.7", "7.1.2.1"} <= decided(r), decided(r)


@pytest.mark.parametrize("prefix", ["この戦闘で", ""])
def test_the_advancing_sides_ability_does_not_read_its_targets_side(prefix: str) -> None:
    """A's 押し出し is 進軍側: 「自軍が守備側の場合」 does not hold for it, though its target (B's
    unit) is 守備側's — one damage only."""
    r = _battle(_SLAP.format(cond=f"{prefix}自軍が守備側"), "")
    assert main_state(r, "力士.damage") == 1
    r = _battle(_SLAP.format(cond=f"{prefix}自軍が進軍側"), "")
    assert main_state(r, "力士.damage") == 2


def test_this_battle_outside_a_battle_is_false() -> None:
    """◎[メイン] used in the main phase, no battle going on: 「この戦闘で自軍が進軍側の場合」 is
    false (4.1.13) though A is 進軍側; 「自軍が進軍側の場合」 holds."""
    text = (
        "◎[メイン]四股\\n〈対象:このユニット〉\\n対象を「攻撃力:+1」する。"
        "{cond}自軍が進軍側の場合、さらに対象を「攻撃力:+1」する。"
    )

    def attack(cond: str) -> int:
        r = mc_run(
            "turn: {player: A, number: 5, phase: main}\nplayers:\n  A:\n    deck: 20\n"
            "    field:\n      c1: [{name: 本陣, type: terrain, hq: true}]\n      c2:\n"
            "        - {name: 平原, type: terrain, limit: 8}\n"
            "        - {name: 力士, type: unit, level: 2, attack: 1, defense: 3, "
            f'text: "{text.format(cond=cond)}"}}\n'
            "  B:\n    deck: 20\n    field: {c4: [{name: 本陣, type: terrain, hq: true}]}\n"
            "actions:\n  - {do: use, card: 力士, ability: 1}\nask: [力士.attack]\n"
        )
        return int(main_state(r, "力士.attack"))

    assert attack("この戦闘で") == 2
    assert attack("") == 3


def test_a_replacing_step_beside_an_ability_wide_condition_is_refused() -> None:
    get_game("mc")
    text = (
        "●[戦闘]土俵入り\n〈発揮:戦闘の開始時/対象:このユニット〉\n"
        "この戦闘で自軍が守備側の場合、対象を「防御力:+2」する。"
        "この戦闘で自軍が進軍側の場合、代わりに対象を「攻撃力:+1」する。"
    )
    (a,) = _abilities("mc", text, "unit")
    assert not a.supported and "代わりに" in a.reason
