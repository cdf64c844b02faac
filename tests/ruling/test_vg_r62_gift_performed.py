"""Round 62 (s59vgR2): 「イマジナリーギフト:フォースを行う」 — an effect has its master carry out the
imaginary gift process itself (16.3.1, not a gift got, 7.14.3); an effect doing several does them
in its printed order (16.3.2). The kind numeral 「Ⅱ」 (NFKC 「II」) is typed after the crown type
(16.2.1.2.1), so 「アクセルⅡを行う」 is the kind specified (16.3.1.3)."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import cited, vg_run, zone_names

BOARD = """players:
  A:
    vanguard: {name: 竜騎士, grade: 3, power: 13000}
    gift_force: "1"
    hand: 0
    deck: [{name: 山1}, {name: 山2}, 8]
  B:
    vanguard: {name: 重騎士, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "%s"}
choices:
  - {player: A, at: circle, choose: vanguard}
ask: [A.gift_markers, A.hand]
"""


def test_the_kind_two_numeral_is_typed() -> None:
    get_game("vg")
    (a,) = _abilities("vg", "イマジナリーギフト:アクセルⅡを行う。", None)
    assert a.supported, a.reason
    (op,) = a.program.steps
    assert (op.verb, op.name, op.n, dict(op.detail).get("perform")) == ("gift", "accel", 2, True)


def test_two_processes_in_printed_order() -> None:
    r = vg_run(
        BOARD % "イマジナリーギフト:フォースを行い、その後イマジナリーギフト:アクセルⅡを行う。"
    )
    final = r.main.final.vars
    # force I again (16.3.1.3.1) on the vanguard circle, then the accel circle, II drawing 1
    assert final["gift_markers.A"] == "vanguard:force1, accel_1:accel2"
    assert zone_names(r, "A", "hand") == ["山1"]
    assert {"16.3.1", "16.3.2", "16.3.1.3.1", "16.3.1.5.4"} <= cited(r)
    assert "7.14.3" not in cited(r)


def test_one_process_does_not_cite_the_order() -> None:
    r = vg_run(BOARD % "イマジナリーギフト:フォースを行う。")
    assert r.main.final.vars["gift_markers.A"] == "vanguard:force1"
    assert "16.3.2" not in cited(r)
