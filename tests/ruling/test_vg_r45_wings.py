"""vg round 45: the audit point wings_meaning — 白翼 defined twice: 14.43.2.1 / 14.43.2.3 (the bind
zone's cards; empty: not met — the engine's) against 14.43.3 (the line represents the vanguard's
name alone). Raised where they differ; both readings run. With an odd-grade card in the bind zone
both agree and nothing is raised."""

from __future__ import annotations

from tests.ruling.boards import vg_run

BODY = """players:
  A:
    vanguard: {name: 白翼の天使 アレスティエル, grade: 3, power: 13000, text: "白翼―【永】【(V)】：このユニットのパワー＋5000。"}
    bind: BIND
    deck: 10
  B:
    vanguard: {name: 黒竜, grade: 3, power: 13000}
    deck: 20
actions:
  - {do: resolve_text, player: A, text: "あなたは１枚引く。"}
ask: [白翼の天使 アレスティエル.power]
"""


def _powers(bind: str) -> list[int]:
    r = vg_run(BODY.replace("BIND", bind))
    return sorted(
        x.outcome["state"]["白翼の天使 アレスティエル.power"] for x in (*r.leaves, *r.alternates)
    )


def test_an_empty_bind_zone_runs_both_readings() -> None:
    assert _powers("0") == [13000, 18000]


def test_an_odd_grade_in_the_bind_zone_agrees() -> None:
    assert _powers("[{name: 奇, grade: 1}]") == [18000]
