"""vg round 51 (issue 12, s48vgC): 「イマジナリーギフト：フォースIを得る」 in an effect — the rules print the
gift with a colon (16.3.1.1#ex1 ‘イマジナリーギフト:フォース’); before 「を」 it names the gift gained (7.14.3),
not the card-information line, read as 「イマジナリーギフト・フォースIを得る」 (``grammar.normalise``). The
gain is processed at once (7.14.3.1) by the effect's master (7.14.3.2), and the gift process rests on
it."""

from __future__ import annotations

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import compiled_first, decided, unsupported

ACT = "【起】【(V)】【ターン1回】：【コスト】[【カウンターブラスト】(1)]することで、イマジナリーギフト：フォースIを得る。"
BODY = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 力を得る竜, type: normal, grade: 3, power: 13000, text: "TEXT"}
    damage: [{name: 古傷, type: normal, grade: 1}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: main_phase, actions: [{do: activate, card: 力を得る竜}]}
choices:
  - {player: A, choose: vanguard}
ask: [A.vanguard.power]
"""


def test_the_colon_before_wo_is_the_gift_gained() -> None:
    assert compiled_first(ACT, "vg") == compiled_first(
        ACT.replace("：フォース", "・フォース"), "vg"
    )
    op = compiled_first(ACT, "vg").steps[-1]
    assert (op.verb, op.name, op.n) == ("gift", "force", 1)


def test_the_force_is_gained_at_once_7_14_3_1() -> None:
    r = resolve(loads(BODY.replace("TEXT", ACT), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["A.vanguard.power"] == 23000
    assert {"7.14.3.1", "7.14.3.2", "16.3.1.4.2"} <= decided(r)
