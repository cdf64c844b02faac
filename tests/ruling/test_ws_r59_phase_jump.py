"""ws round 59 (s56wsC): 「このターンのエンドフェイズに進む」 — the phase of the turn being played, as
「エンドフェイズに進む」 names it (11.4.1); the phases the move skips are passed (11.4.1.2), so a later
action naming one is refused (6.1.1); 「このカードがアタックキャラなら」 — this card is the attacking
character (7.2.1.5, the wording of 10.16.2)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

EVENT = """
game: ws
title: t
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hand:
      - {{name: 鐘楼, type: event, level: 0, cost: 0, text: "{text}"}}
      - {{name: 約束, type: climax, trigger: soul}}
    stage:
      center_front: {{name: 鐘守り, type: character, level: 0, power: 5000, soul: 1,
                     text: "【自】 あなたのクライマックスフェイズの始めに、このカードのパワーを＋1500。"}}
    deck: 20
  B:
    deck: 20
actions:
  - {{do: play, card: 鐘楼}}
  - {{do: climax_phase, card: 約束}}
ask: [約束.zone, 鐘守り.power]
"""


@pytest.mark.parametrize("text", ["このターンのエンドフェイズに進む。", "エンドフェイズに進む。"])
def test_the_climax_phase_is_skipped(text: str) -> None:
    r = resolve(loads(EVENT.format(text=text)))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"] == {"約束.zone": "A.hand", "鐘守り.power": 5000}
    assert "11.4.1.2" in r.decided_by


def test_without_the_move_the_climax_phase_runs() -> None:
    board = EVENT.format(text="あなたは1枚引く。")
    r = resolve(loads(board))
    assert r.outcome["state"] == {"約束.zone": "A.climax", "鐘守り.power": 6500}


ATTACK = """
game: ws
title: t
turn: {{player: A, number: 7, phase: attack}}
players:
  A:
    stage:
      center_front: {{name: 時計塔, type: character, level: 1, power: 9000, soul: 1}}
      {slot}: {{name: 見張り, type: character, level: 1, power: 3000, soul: 1,
                text: "【自】 アタックの終わりに、このカードがアタックキャラなら、このカードのパワーを＋1000。"}}
    deck: [{{name: 石, type: character, level: 0}}, 20]
  B:
    stage:
      center_front: {{name: 壁, type: character, level: 0, power: 1000, soul: 1}}
    deck: 20
actions:
  - {{do: attack, slot: center_front, kind: front}}
ask: [見張り.power]
"""


@pytest.mark.parametrize("slot,power", [("left_back", 3000)])
def test_another_card_attacking_does_not_meet_it(slot: str, power: int) -> None:
    r = resolve(loads(ATTACK.format(slot=slot)))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["見張り.power"] == power


def test_the_attacking_card_meets_it() -> None:
    board = (
        ATTACK.format(slot="left_back")
        .replace(
            "center_front: {name: 時計塔, type: character, level: 1, power: 9000, soul: 1}",
            "right_back: {name: 時計塔, type: character, level: 1, power: 9000, soul: 1}",
        )
        .replace("left_back: {name: 見張り", "center_front: {name: 見張り")
    )
    r = resolve(loads(board))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["見張り.power"] == 4000
