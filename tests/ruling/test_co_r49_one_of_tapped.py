"""「相手がコントロールしているキャラクター1体をタップする」 (round 49, s46coE): a tap or untap of one
character of a group with no 「対象」 — the opponent's, the player's own or any — is one chosen as the
step is done (4.3.2.6; 4.2.13 names only 「対象の〜」 a target), as the same phrase described
further; who chooses among the opponent's characters is co.unsettled choice_without_target."""

from __future__ import annotations

from ruling.games._co.cardtext import programs
from ruling.resolve import resolve
from ruling.scenario import loads
from ruling.state import Card

TEXT = "『突撃兵』がアタックしたとき、相手がコントロールしているキャラクター1体をタップする。"

DOC = """
game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field: [{name: 突撃兵, type: character, ap: 3, dp: 2, text: "%s"}]
  B:
    hp: 10
    deck: 10
    field: [%s]
actions:
  - {do: attack, attacker: 突撃兵}
ask: [B.hp]
"""


def test_one_of_the_opponents_characters_compiles_to_a_choice() -> None:
    (prog,) = programs(Card(uid="x", owner="A", name="突撃兵", type="character", text=TEXT))
    (op,) = prog.ops
    assert (op.kind, op.who, op.sel.owner) == ("tap", "one_of_described", "opponent")


def test_the_only_defender_tapped_before_the_defence() -> None:
    r = resolve(loads(DOC % (TEXT, "{name: 門番, type: character, ap: 2, dp: 4}")))
    assert r.outcome["state"] == {"B.hp": 7}
    assert "4.3.6" in r.decided_by


def test_among_two_who_chooses_is_the_reading() -> None:
    two = "{name: 門番, type: character, ap: 2, dp: 4}, {name: 衛兵, type: character, ap: 1, dp: 4}"
    r = resolve(loads(DOC % (TEXT, two)))
    assert "4.2.13" in r.outcome["depends_on_reading"]
