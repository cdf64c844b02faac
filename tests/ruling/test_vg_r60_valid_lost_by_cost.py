"""Round 60 (s57vgR): an automatic ability's cost paid on resolution (11.9.5) may itself take its
validity condition away — 儀式(1)'s cost binds the drop's only grade 1 card. Triggered, it
resolves all the same (14.2.3.2.1, 14.20.2.4): the ruling says so after the cost."""

from __future__ import annotations

from tests.ruling.boards import cited, unsupported, vg_card_run, zone_names

TEXT = (
    "【自】【(R)】儀式(1)：このユニットがアタックした時、【コスト】[あなたのドロップからグレード１の"
    "カードを１枚バインドする]ことで、そのバトル中、このユニットのパワー＋10000。"
)
DROP = "[{name: 灯, type: normal, grade: 1}]"
PAY = 'choices:\n  - {player: A, at: cost, choose: "yes"}\n  - {player: A, at: cost, choose: 灯}'


def test_resolves_after_its_cost_took_the_condition() -> None:
    r = vg_card_run(TEXT, drop=DROP, choices=PAY)
    assert not unsupported(r)
    assert zone_names(r, "A", "bind") == ["灯"]
    assert {"14.2.3.2.1", "14.20.2.4"} <= cited(r)
    # the +10000 is given all the same
    assert any("+10000" in s.ja for s in r.main.trace.steps)
