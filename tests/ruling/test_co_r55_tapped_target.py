"""「対象のタップされているキャラクター」 / 「タップされているキャラクター1体を対象とする」 (round 55,
s52coT2; issue 12): a target described by the orientation it is in (3.2.2) — the relative
「タップされている / アンタップされている」 read as 「タップ状態の / アンタップ状態の」 (co
``_target_described``): only a character in that orientation is a proper target (4.2.13)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        (
            "対象のタップされているキャラクター1体に1ダメージを与える。",
            "対象のタップ状態のキャラクター1体に1ダメージを与える。",
        ),
        (
            "タップされているキャラクター1体を対象とする。そのキャラクターに1ダメージを与える。",
            "対象のタップ状態のキャラクター1体に1ダメージを与える。",
        ),
        (
            "対象のアンタップされているキャラクター1体に1ダメージを与える。",
            "対象のアンタップ状態のキャラクター1体に1ダメージを与える。",
        ),
    ],
)
def test_the_relative_is_the_orientation(text: str, plain: str) -> None:
    a, b = co_ability(text, type_="event"), co_ability(plain, type_="event")
    assert a.supported, a.reason
    assert a.program == b.program


def test_another_act_of_the_target_stays_refused() -> None:
    assert not co_ability(
        "対象のクラッシュされているキャラクター1体に1ダメージを与える。"
    ).supported


BOARD = """
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    hand:
      - {name: 射的, type: event, cost: 1, text: "タップされているキャラクター1体を対象とする。そのキャラクターに1ダメージを与える。"}
  B:
    hp: 20
    deck: 10
    field:
      - {name: 熊, type: character, ap: 1, dp: 3STATE}
actions:
  - {do: play, card: 射的, target: 熊}
ask: [熊.damage]
"""


def test_only_a_tapped_character_is_a_proper_target() -> None:
    r = co_run(BOARD.replace("STATE", ", state: rest"))
    assert r.outcome["state"] == {"熊.damage": 1}
    r = co_run(BOARD.replace("STATE", ""))
    assert r.outcome["state"] == {"熊.damage": 0}
