"""co rules found as kin of the round-23 blind files (s19rules; round 23, session 19): choosing
not to attack, and a card that does not untap, each a reason of what it left as it was
(``Ctx.kept``; issue 14)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

_BATTLE = """game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field: [{name: 森原さとみ, type: character, ap: 3, dp: 2}]
  B:
    hp: 20
    deck: 10
    field: [{name: 鳴瀬真奈美, type: character, ap: 2, dp: 2}]
actions:
  - {do: draw, player: A, amount: 1}
  - {do: attack%s}
ask: [A.hand, %s]
"""


@pytest.mark.parametrize("asked", ["B.hp", "森原さとみ.state"])
def test_a_battle_with_no_attack_declared_decides_what_an_attack_would_have_changed(
    asked: str,
) -> None:
    """A battle declared with no attack (3.4.5.2 「アタック宣言をしないことを選ぶことが出来ます」):
    the opponent's HP and the untapped character are as they were because of that choice —
    before, the step touched nothing, and a question on them (beside the hand a draw changed)
    did not cite it."""
    got = list(resolve(loads(_BATTLE % ("", asked), "t.yaml")).decided_by)
    assert "3.4.5.2" in got
    # an attack made and not defended: the HP is lowered by it, the attack's steps decide it
    made = resolve(loads(_BATTLE % (", attacker: 森原さとみ, defender: none", "B.hp"), "t.yaml"))
    assert made.outcome["state"]["B.hp"] == 17


_UNTAP = """game: co
title: t
turn: {player: A, number: 4, phase: untap}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {name: 兵, type: character, ap: 1, dp: 1, state: rest, text: "%s"}
      - {name: 弓兵, type: character, ap: 1, dp: 1, state: rest}
  B: {hp: 10, deck: 10}
actions:
  - {do: untap_phase}
ask: [A.field]
"""


def test_a_character_that_does_not_untap_decides_the_field() -> None:
    """「『兵』はアンタップフェイズにアンタップしない」 keeps it tapped against 3.2.2 (4.2.9): the
    field asked about (where 弓兵 untaps) rests on that step too (``Ctx.kept``) — before, it
    touched the card only, and a question on the field cited 3.2.2 alone."""
    r = resolve(loads(_UNTAP % "『兵』はアンタップフェイズにアンタップしない。", "t.yaml"))
    assert "4.2.9" in r.decided_by
    # no such text: both untap by 3.2.2, the text-over-rules principle is not read
    plain = resolve(loads(_UNTAP % "", "t.yaml"))
    assert "4.2.9" not in plain.decided_by
