"""Round 52 (s49vgA): an activated ability played and resolved (7.15.1.2 「発動した」) is the
event ``resolve:<card>`` (``TYPED_EVENTS``, tag ``ability_activated``); an automatic ability that
triggers on its cost waits, pending (11.9.1, 11.9.2), and resolves after it at the check
timing that follows (11.6.2.1)."""

from __future__ import annotations

from tests.ruling.boards import cited, vg_run

BOARD = """players:
  A:
    vanguard:
      name: 術師
      grade: 3
      power: 13000
      text: "【起】【(V)】：【コスト】[【ソウルブラスト】(1)]、そのターン中、このユニットのパワー＋5000。"
    soul:
      - {name: 魂, type: normal, grade: 1, text: "【自】：このカードがソウルからドロップに置かれた時、１枚引く。"}
    deck: 10
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: activate, card: 術師}
"""


def test_activated_resolves_before_the_auto_its_cost_triggered() -> None:
    r = vg_run(BOARD)
    evs = [e for s in r.main.trace.steps for e in s.events]
    kinds = [(k, subject) for k, subject, _d in evs]
    resolved = kinds.index(("resolve", "A1"))
    assert kinds.index(("trigger", "A2")) < resolved < kinds.index(("resolve", "A2"))
    assert {"11.9.1", "11.9.2", "7.15.1.2"} <= cited(r)
