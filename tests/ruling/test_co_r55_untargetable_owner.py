"""「『X』は対戦相手のスペルカードの対象にならない」 (round 55, s52coT; issue 12): a spell card of
the opponent's is one the opponent plays and controls (4.2.12), so the text is 「相手がプレイした
スペルカードの対象にならない」 (4.2.13 a proper target only; the card's text over it, 4.2.9)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run


def test_the_owner_reads_as_the_player() -> None:
    a = co_ability("『熊』は対戦相手のスペルカードの対象にならない。", name="熊")
    b = co_ability("『熊』は相手がプレイしたスペルカードの対象にならない。", name="熊")
    assert a.supported, a.reason
    assert a.program == b.program
    # no card type named (「相手の特殊能力の」): read since s52coT2, test_co_r55_untargetable_abilities


BOARD = """
turn: {{player: {turn}, number: 6, phase: main}}
players:
  A:
    hp: 12
    energy: 2
    deck: 20
    field:
      - {{name: 熊, type: character, ap: 1, dp: 1, text: "『熊』は対戦相手のスペルカードの対象にならない。"}}
    hand:
      - {{name: 雷A, type: spell, cost: 1, text: "対象のキャラクターに1点のダメージを与える。"}}
  B:
    hp: 12
    energy: 2
    deck: 20
    hand:
      - {{name: 雷B, type: spell, cost: 1, text: "対象のキャラクターに1点のダメージを与える。"}}
actions:
  - {{do: play, player: {player}, card: {card}, target: 熊, allowed: {allowed}}}
ask: [熊.zone]
"""


@pytest.mark.parametrize(
    ("turn", "player", "card", "allowed", "zone"),
    [("B", "B", "雷B", "false", "A.field"), ("A", "A", "雷A", "true", "A.dustbox")],
)
def test_only_the_opponents_spell_is_shut_out(
    turn: str, player: str, card: str, allowed: str, zone: str
) -> None:
    r = co_run(BOARD.format(turn=turn, player=player, card=card, allowed=allowed))
    assert r.outcome["state"] == {"熊.zone": zone}
