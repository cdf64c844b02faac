"""Round 62 (s59vgR2): 「このターン中、次に…した時、…」 (11.9.7, 11.9.7.1) — a delayed trigger that meets
its condition once, at the next such event within the period. Its ``detail`` mark
(``ir.NEXT_ONLY``) is a ``(key, value)`` pair like every detail entry: the vg compiler reads an
op's detail as a dict, and the mark made it refuse the card ("dictionary update sequence")."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.cardtext.ir import NEXT_ONLY
from ruling.rules import get_game
from tests.ruling.boards import cited, vg_run, zone_names

NEXT = "このターン中、次にあなたのリアガードが登場した時、あなたはカードを1枚引く。"
BOARD = """players:
  A:
    vanguard: {name: 竜騎士, grade: 3, power: 13000}
    hand: [{name: 兵1, grade: 1, power: 8000}, {name: 兵2, grade: 1, power: 8000}]
    deck: [{name: 山1}, {name: 山2}, 8]
  B:
    vanguard: {name: 重騎士, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "%s"}
  - {do: call, card: 兵1, circle: left_front}
  - {do: call, card: 兵2, circle: right_front}
"""


def test_compiles_once_within_the_turn() -> None:
    get_game("vg")
    (a,) = _abilities(
        "vg",
        "このターン中、次にあなたのリアガードがアタックした時、そのバトル中、そのユニットのパワー+10000。",
        None,
    )
    assert a.supported, a.reason
    (op,) = a.program.steps
    assert (op.verb, op.until) == ("delay", "turn")
    assert NEXT_ONLY in op.detail and dict(op.detail)["next_only"] is True


def test_the_first_appearance_only() -> None:
    r = vg_run(BOARD % NEXT)
    assert zone_names(r, "A", "hand") == ["山1"]
    assert "11.9.7.1" in cited(r)
