"""「セットされているキャラクターが…したとき」 (round 38, issue 12): the progressive participle
names the card this one is set on, as 「セットされたキャラクター」 does (the shared trigger reader's
bare participle before the event's subject)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run

HEAL = "セットされ{form}キャラクターがクラッシュしたとき、あなたはHPを3点回復する。"


def test_the_progressive_reads_as_the_past() -> None:
    past = co_ability(HEAL.format(form="た"), "item")
    prog = co_ability(HEAL.format(form="ている"), "item")
    assert past.supported and prog.supported, prog.reason
    assert prog.program == past.program


BOARD = """
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{{name: 落雷, type: spell, cost: 1, text: "対象のキャラクター1体に3ダメージを与える。"}}]
  B:
    hp: 10
    deck: 10
    field:
      - {{name: 門番, type: character, ap: 1, dp: 2}}
      - {{name: 守り札, type: item, set_on: 門番, text: "{text}"}}
actions:
  - {{do: play, player: A, card: 落雷, target: 門番}}
ask: [B.hp, 門番.zone]
"""


@pytest.mark.parametrize("form", ["ている", "た"])
def test_the_host_crashing_heals(form: str) -> None:
    r = co_run(BOARD.format(text=HEAL.format(form=form)))
    assert r.outcome["state"] == {"B.hp": 13, "門番.zone": "B.dustbox"}
