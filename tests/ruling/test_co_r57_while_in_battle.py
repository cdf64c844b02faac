"""Round 57 (s54coR): 「『X』がディフェンスしている / アタックしている限り、『X』に「+0:+2」の修正を与える」 on
X (4.2.10: 『X』 is the card itself) — a modifier in force while X is the character defending (3.4.5.3) /
attacking (3.4.5.2) in the battle now (4.3.8 step 5), read as the values are worked out. Once the battle
is over the modifier is gone: damage of the DP it had then crashes it (4.3.9, as its example)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {{name: 槌, type: character, gender: 男性, ap: {ap}, dp: 5, text: "{atext}"}}
  B:
    hp: 10
    deck: 10
    field:
      - {{name: 岩, type: character, gender: 男性, ap: 1, dp: 2, text: "{dtext}"}}
actions:
  - {{do: attack, attacker: 槌, defender: 岩}}
expect:
  state: {state}
"""

DEF = "『岩』がディフェンスしている限り、『岩』に「+0:+2」の修正を与える。"
ATK = "『槌』がアタックしている限り、『槌』に「+2:+0」の修正を与える。"


def _run(ap: int, state: str, atext: str = "", dtext: str = DEF) -> list[str]:
    board = BOARD.format(ap=ap, state=state, atext=atext, dtext=dtext)
    return check_expect(resolve(loads(board, "t.yaml")))


def test_defender_bonus_holds_in_the_battle() -> None:
    # 1 damage: DP 4 in the battle, 2 after it — it stays either way
    assert not _run(1, "{岩.zone: B.field, 岩.damage: 1, 岩.dp: 2}")


def test_defender_bonus_gone_after_the_battle() -> None:
    # 3 damage against DP 4 in the exchange: it survives it; DP 2 once the battle is over (4.3.9)
    assert not _run(3, "{岩.zone: B.dustbox}")


def test_without_the_text_it_crashes_in_the_exchange() -> None:
    assert not _run(3, "{岩.zone: B.dustbox}", dtext="")


def test_attacker_bonus_only_while_attacking() -> None:
    # 槌 AP 1 + 2 while it attacks: 3 damage to 岩 (DP 2, no text) — crashed; 槌's AP is 1 after
    assert not _run(1, "{岩.zone: B.dustbox, 槌.ap: 1}", atext=ATK, dtext="")
