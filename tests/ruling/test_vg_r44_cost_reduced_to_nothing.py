"""vg round 44: 「次にあなたが払う【カウンターブラスト】は(1)減る」 (the next counter blast the fighter pays,
as a cost — 7.28.1 / 7.28.2) bringing a 【カウンターブラスト】(1) cost to 0: nothing is done for it and
that part counts as paid (1.3.2.3); the cost gone altogether is paid by declaration alone (11.7.2) —
so the ability is played with no face-up damage card. An effect's own counter blast is no payment:
the reduction leaves it."""

from __future__ import annotations

from tests.ruling.boards import vg_run, zone_names

BODY = """players:
  A:
    vanguard: {name: 知竜, grade: 3, power: 13000, text: "【起】【(V)】：【コスト】[【カウンターブラスト】(1)]、１枚引く。"}
    damage: [{name: 傷一, face: down}, {name: 傷二, face: down}]
    hand: 0
    deck: [山1, 19]
  B:
    vanguard: {name: 騎士団長, grade: 3, power: 13000}
    deck: 20
actions:
  - {do: resolve_text, player: A, text: "そのターン中、次にあなたが払う【カウンターブラスト】はREDUCE減る。"}
  - {do: activate, card: 知竜}
"""


def test_a_cost_reduced_to_nothing_is_paid_by_declaration() -> None:
    r = vg_run(BODY.replace("REDUCE", "(1)"))
    assert zone_names(r, "A", "hand") == ["山1"]
    assert {"7.28.1", "7.28.2", "1.3.2.3", "11.7.2"} <= set(r.decided_by)
    assert not r.main.rejected


def test_a_cost_still_owed_is_refused() -> None:
    r = vg_run(BODY.replace("REDUCE", "(1)").replace("(1)]、", "(2)]、"))
    assert zone_names(r, "A", "hand") == []
    assert "11.7.2" not in r.decided_by
