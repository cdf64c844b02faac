"""co round 53 (s50coT): 「この効果はAll Turnで使用してもよい。」 after an ability used: the
ability's effect said for the ability, the same permission as 「この特殊能力はAll Turnで使用しても
よい」 — what the rules allow already (3.4.4 All Turn; 4.3.4 any use may cut in), so the ability is
the one without it; on an event (played, not used) it stays refused."""

from __future__ import annotations

from tests.ruling.boards import co_ability, co_run

GUARD = """
turn: {{player: B, number: 6, phase: main}}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    field:
      - {{name: 泉, type: character, ap: 1, dp: 1, text: "{text}"}}
      - {{name: 鬼, type: character, ap: 1, dp: 3}}
  B:
    hp: 20
    energy: 1
    deck: 10
    hand: [{{name: 矢, type: event, cost: 1, text: "対象のキャラクター1体に3点のダメージを与える。"}}]
actions:
  - {{do: play, player: B, card: 矢, target: 鬼, respond: [{{do: activate, player: A, card: 泉, target: 鬼}}]}}
ask: [鬼.zone]
"""

BASE = "1エネルギーを支払う:ターン終了時まで、対象のキャラクター1体は「+0:+2」の修正を受ける。"
SAID = "この効果はAll Turnで使用してもよい。"


def test_co_effect_use_permission_is_the_ability_without_it() -> None:
    ab = co_ability(BASE + SAID, name="泉")
    assert ab.supported, ab.reason
    assert ab.program == co_ability(BASE, name="泉").program
    # used in the opponent's turn in answer to the damage, it resolves first (3.4.4, 4.3.4)
    assert co_run(GUARD.format(text=BASE + SAID)).outcome["state"] == {"鬼.zone": "A.field"}


def test_co_effect_use_permission_on_an_event_stays_refused() -> None:
    assert not co_ability("対象のキャラクター1体をタップする。" + SAID, "event").supported
