"""Round 58 (s55vgC2): 「相手のヴァンガードの元々のパワーを、このユニットの元々のパワーと同じにする」
— an original value set (11.11.1.2) to the original value another card has when the effect is
made (as 「元々のパワーを15000にする」 sets it to a number; the unit's own increases are no part of
its original power). Refused before as "the word originally"."""

from __future__ import annotations

from tests.ruling.boards import unsupported
from tests.ruling.test_vg_constructions import ATTACK, run, value

TEXT = (
    "【自】【(R)】：このユニットがアタックした時、相手のヴァンガードの元々のパワーを、"
    "このユニットの元々のパワーと同じにする。"
)
RAISED = (
    '  - {do: resolve_text, player: A, card: A.left_front, text: "そのターン中、このユニットの'
    'パワー＋5000。"}\n' + ATTACK
)


def test_the_original_power_is_set_to_the_units_original_power() -> None:
    r = run(TEXT, actions=RAISED)
    assert not unsupported(r)
    assert value(r, "power") == 15000  # 剣士: 10000 + 5000
    # 騎士 (13000): its original power now 剣士's original 10000, not 剣士's power 15000
    assert value(r, "power", player="B", where="field.vanguard") == 10000
    assert any("11.11.1.2" in s.clauses for s in r.main.trace.steps)
