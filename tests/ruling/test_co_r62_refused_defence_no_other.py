"""A refused defence declaration and the characters left (round 62, s59cowsR, from co r62_022):
the attack goes undefended; where no other character of the defending player could defend
either (only an untapped one, 3.4.5.3; 3.4.5.7's table for 潜水 / 飛行; a text forbidding it,
4.2.9), that is said with what bars each, and the ruling rests on it — where another could,
nothing more is said."""

from __future__ import annotations

from tests.ruling.boards import co_run

BOARD = """
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {name: 剣鬼, type: character, ap: 3, dp: 3, text: "潜水"}
  B:
    hp: 5
    deck: 10
    field:
      - {name: 歌姫, type: character, ap: 1, dp: 2, text: "潜水\\n『歌姫』はディフェンスを行うことができない。"}
      - {name: 番兵, type: character, ap: 2, dp: 4%s}
actions:
  - {do: attack, attacker: 剣鬼, defender: {card: 歌姫, allowed: false}}
ask: [B.hp]
"""


def test_the_only_diver_barred_by_its_text_leaves_none_to_defend() -> None:
    r = co_run(BOARD % "")
    assert r.outcome["state"] == {"B.hp": 2}
    assert {"3.4.5.7", "4.2.9", "3.4.5.4"} <= set(r.decided_by)


def test_another_diver_that_could_defend_is_not_read_as_barred() -> None:
    r = co_run(BOARD % ', text: "潜水"')
    assert r.outcome["state"] == {"B.hp": 2}
    assert "3.4.5.7" not in r.decided_by
