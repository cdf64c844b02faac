"""Round 48 (s45amb): 7.1.5.4 「蓄積されたダメージが防御力以上になったカードは、リタイヤ置場に置かれま
す。」 names no zone — a bench card whose damage reaches its defence in the resolution step (the ring
card giving it +0/+1000 retired by a partner attack, 7.1.5.2, 8.1.1.4) is the point
``resolution_step_damaged_card``, both readings run: left to the check timing's rule process (9.4.2,
the waiting room; the engine's) or put in the retire zone at once. A bench card whose damage stays
below its defence is not raised."""

from __future__ import annotations

from ruling.resolve import Ruling, resolve
from ruling.scenario import loads


def _board(ring_text: str, bench_dp: int) -> str:
    return f"""game: vs
title: t
turn: {{player: A, number: 4, first_player: B, phase: ability}}
players:
  A:
    deck: 10
    ring: {{name: 千早, title: 歌姫, ap: 1000, dp: 2000, partner_name: 春香, partner_title: リーダー}}
    bench: {{left: {{name: 春香, title: リーダー, ap: 1000, dp: 1000}}}}
  B:
    deck: 10
    hand: 0
    retire: 2
    waiting: 0
    ring: {{name: 美希, title: 星, ap: 2000, dp: 3000{ring_text}}}
    bench: {{left: {{name: 雪歩, title: 詩人, ap: 1000, dp: {bench_dp}, damage: 1000}}}}
actions:
  - {{do: attack, support: 春香}}
ask: [雪歩.zone]
"""


# 雪歩 (DP 1000, 1000 damage) survives only by 美希's +0/+1000, lost when 美希 is retired (7.1.5.2)
LOWERED = _board(', text: "[リング]あなたのベンチのカードを+0/+1000。"', 1000)
# 雪歩 (DP 2000, 1000 damage): its damage stays below its defence
BELOW = _board("", 2000)


def _raised(r: Ruling) -> bool:
    return any(
        w.kind == "ambiguity" and {"7.1.5.4", "9.4.2"} <= set(w.clauses) for w in r.warnings()
    )


def test_a_bench_card_reaching_its_damage_in_the_resolution_step_raises_the_point() -> None:
    r = resolve(loads(LOWERED))
    assert _raised(r)
    assert r.outcome["state"]["雪歩.zone"] != "B.retire"  # the engine's: left to 9.4.2
    other = [x for x in r.outcome["readings"] if x["reading"][0] == "any_card"]
    assert other and other[0]["outcome"]["state"]["雪歩.zone"] == "B.retire"


def test_a_bench_card_below_its_defence_is_not_raised() -> None:
    r = resolve(loads(BELOW))
    assert not _raised(r)
    assert r.outcome["state"]["雪歩.zone"] == "B.bench.left"
