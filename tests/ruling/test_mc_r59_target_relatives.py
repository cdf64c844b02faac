"""Monster Collection (mc), round 59 (s56mcX): 〈対象:…〉 with relative clauses read from the
development set cards_r58.

1. 〈対象:この戦闘を行っている(自軍 / 敵軍)ユニット1体 / すべて〉: 「戦闘を行う」 is the rules' own wording
   for a battle's terrain (8.3.7.3 「戦闘を行っている地形」, 10.9.1) — a unit of the battle going on,
   as 「戦闘している / この戦闘に参加している…ユニット」 (8.2.3; 10.10.6 lets a battle's ability target
   the units of the battle's terrain).
2. 〈対象:この戦闘で使用されている戦闘スペル1枚〉: a card in use in the battle going on — 10.10.6 names
   「戦闘が行われている地形に存在するユニットが使用中の戦闘スペル、消耗品」 — as 〈対象:使用中の戦闘スペル1つ〉.
"""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")  # registers mc's card-text compiler (ruling.abilities reads it)


def _ab(text: str, card_type: str) -> Any:
    return _abilities("mc", text.replace("\\n", "\n"), card_type)[-1]


@pytest.mark.parametrize(
    "said",
    [
        "この戦闘を行っている敵軍ユニット1体",
        "戦闘を行っている敵軍ユニット1体",
        "この戦闘を行っている敵軍ユニットすべて",
    ],
)
def test_fighting_said_with_perform_is_a_unit_of_the_battle(said: str) -> None:
    other = said.replace("この戦闘を行っている", "戦闘している").replace(
        "戦闘を行っている", "戦闘している"
    )
    body = "◇[戦闘]\\n〈対象:{}〉\\nこの戦闘中、対象を「攻撃力:-2」する。"
    a, b = _ab(body.format(said), "spell"), _ab(body.format(other), "spell")
    assert a.supported and b.supported, (a.reason, b.reason)
    assert a.program == b.program


def test_spell_used_in_this_battle_is_a_spell_in_use() -> None:
    body = "◎[対抗:戦闘スペル限定]呪文返し\\n〈対象:{}〉\\n対象の効果を発揮させない。"
    a = _ab(body.format("この戦闘で使用されている戦闘スペル1枚"), "unit")
    b = _ab(body.format("使用中の戦闘スペル1つ"), "unit")
    assert a.supported and b.supported, (a.reason, b.reason)
    assert a.program == b.program


_ADVANCE_AND_USE = """\
actions:
  - do: main_phase
    actions:
      - do: advance
        units: [魔術師]
        to: c3
        dice: {A: 6, B: 1}
        first_normal:
          - {do: use, card: 火薬壺, unit: 魔術師, target: 門番}
"""


@pytest.mark.parametrize(("owner", "attack"), [("敵軍", 3), ("自軍", None)])
def test_fighting_said_with_perform_on_a_board(owner: str, attack: int | None) -> None:
    """A's 魔術師 advances into B's c3 and uses the consumable 火薬壺 on B's 門番 (attack 5) in
    its first normal timing: 〈対象:この戦闘を行っている敵軍ユニット1体〉 takes 門番 (-2: 3); the
    自軍 form does not (門番 is no unit of A's: not a proper target, 10.10.2, 10.10.3)."""
    text = (
        f"分類:消耗品\\n◇[普通]\\n〈対象:この戦闘を行っている{owner}ユニット1体〉\\n"
        "この戦闘中、対象を「攻撃力:-2」する。"
    )
    assert _ab(text, "item").supported
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a_top=f'    deck: 20\n    hand:\n      - {{name: 火薬壺, type: item, text: "{text}"}}\n',
        a=mc_area(
            "c2",
            "平原",
            8,
            "{name: 魔術師, type: unit, level: 1, attack: 0, defense: 9, item_slots: 1}",
        ),
        b="      c3:\n        - {name: 森, type: terrain, limit: 6}\n"
        "        - {name: 門番, type: unit, level: 1, attack: 5, defense: 3}\n",
        rest=_ADVANCE_AND_USE + "ask: [門番.attack]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    made = [s.ja for s in r.main.trace.steps if s.event == "addeffect" and "門番 の攻撃力" in s.ja]
    if attack is None:
        assert not made and r.outcome.get("rejected"), (made, r.outcome)
    else:
        assert len(made) == 1 and "攻撃力-2" in made[0], made


# --- 3. 「【nD】…nは自軍パーティのユニットの数。」 ----------------------------------------------


@pytest.mark.parametrize(
    ("counted", "n"), [("自軍パーティのユニットの数", 2), ("自軍ユニットの数", 3)]
)
def test_dice_count_of_the_own_party(counted: str, n: int) -> None:
    """A's 長 and 兵 on c2, 弓兵 on l2: 「自軍パーティ」 is A's units on 長's terrain (4.4.1): n = 2,
    against 3 for all of A's units; the dice given are n of them (3.4.6: at the declaration)."""
    text = f"□[メイン]鼓\\n〈対象:ユニット1体〉\\n対象に【nD】ダメージを与える。nは{counted}。"
    assert _ab(text, "unit").supported
    dice = ", ".join(["1"] * n)
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area(
            "c2",
            "平原",
            8,
            f'{{name: 長, type: unit, level: 1, attack: 0, defense: 4, text: "{text}"}}',
            "{name: 兵, type: unit, level: 1, attack: 0, defense: 1}",
        )
        + mc_area("l2", "丘", 8, "{name: 弓兵, type: unit, level: 1, attack: 0, defense: 1}"),
        b=mc_area("c3", "森", 8, "{name: 像, type: unit, level: 1, attack: 0, defense: 9}"),
        rest=f"actions:\n  - {{do: use, card: 長, target: 像, dice: [{dice}]}}\nask: [像.damage]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["像.damage"] == n, r.outcome


# --- 4. 「このターン中に自軍がこのカード以外の戦闘スペルを使用している場合」 -------------------------


@pytest.mark.parametrize(
    ("said", "same_as"),
    [
        ("このカード以外の戦闘スペルを使用している", "他の戦闘スペルを使用していた"),
        ("他の戦闘スペルを使用している", "他の戦闘スペルを使用していた"),
        ("このカード以外の戦闘スペルを2枚以上使用していた", "他の戦闘スペルを2枚以上使用していた"),
    ],
)
def test_used_this_turn_said_otherwise(said: str, same_as: str) -> None:
    """「このカード以外の」 is 「他の」 with the card named (4.7.2); 「このターン中に…使用している」 is
    the state of having used this turn, as 「使用していた」 (the uses declared this turn, 10.1.5) —
    the same program as the form round 58 runs on a board (test_mc_r58_cardtext_s55mcC, 5.)."""
    body = (
        "◇[戦闘]\\n〈対象:この戦闘を行っている敵軍ユニット1体〉\\nこの戦闘中、対象を「イニシアチブ:-2」"
        "する。このターン中に自軍が{}場合、さらに対象を「攻撃力:-1」する。"
    )
    a, b = _ab(body.format(said), "spell"), _ab(body.format(same_as), "spell")
    assert a.supported and b.supported, (a.reason, b.reason)
    assert a.program == b.program
