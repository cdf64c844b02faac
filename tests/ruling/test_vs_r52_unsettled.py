"""vs unsettled points met by blind set r52 (s49amb): each on a minimal board, both readings run."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads

FRAME = """\
game: vs
title: t
turn: {player: A, number: 4, phase: chara, first_player: B}
players:
  A:
    deck: 10
    energy: [{state: stand, uid: E1}]
    hand: [{name: 亜美, level: 1, ap: 1000, dp: 1000, text: "[ベンチ]あなたのリングのカードの攻撃力を1000にする。"}]
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000%s}
  B:
    deck: 10
    ring: {name: 美希, ap: 1000, dp: 3000}
actions:
  - do: chara_phase
    actions: [{do: play, card: 亜美, to: right}]
  - {do: put, card: 律子, to: center}
ask: [千早.ap, 律子.zone]
"""


def _readings(r: Any) -> dict[str, Any]:
    return {x["reading"][0]: x["outcome"]["state"] for x in r.outcome.get("readings") or ()}


def test_frame_move_keeps_the_zone_time_of_a_continuous_technique() -> None:
    # 律子 came onto the bench before 亜美: within the one bench (bench_frame_move's engine
    # reading) its 「攻撃力を3000にする」 is still the earlier one and 亜美's 1000 wins (8.9.1.4);
    # each frame a zone of its own, it was put in its current zone now: its 3000 wins
    r = resolve(loads(FRAME % ', text: "[ベンチ]あなたのリングのカードの攻撃力を3000にする。"'))
    assert r.outcome["state"]["千早.ap"] == 1000
    assert r.outcome["state"]["律子.zone"] == "A.bench.center"
    other = _readings(r)
    assert other["between_zones"]["千早.ap"] == 3000
    amb = [w for w in r.warnings() if w.kind == "ambiguity"]
    assert any("8.9.1.4" in w.clauses and "3.3.3.2" in w.clauses for w in amb)


def test_frame_move_of_a_card_without_continuous_technique_is_silent() -> None:
    # the card moved has no continuous technique: nothing 8.9.1.4 orders depends on the reading
    r = resolve(loads(FRAME % ""))
    assert r.outcome["state"]["千早.ap"] == 1000
    assert not [w for w in r.warnings() if w.kind == "ambiguity" and "8.9.1.4" in w.clauses]


NAMED = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability, first_player: B}
players:
  A:
    deck: 10
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%sを選び、あなたの控え室に置く。"}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: use, card: 律子}
ask: [美希.zone, 律子.zone]
"""


def test_a_move_into_the_other_players_zone_may_not_be_done_at_all() -> None:
    # named_zone_of_other_player: its owner's zone (the engine's), the zone named (1.3.1), or —
    # 3.1.4 forbidding the move and sending it nowhere else — not done (1.3.2): it stays
    r = resolve(loads(NAMED % "相手のリングのカード"))
    assert r.outcome["state"]["美希.zone"] == "B.waiting"
    assert _readings(r)["named_zone"]["美希.zone"] == "A.waiting"
    assert _readings(r)["not_moved"]["美希.zone"] == "B.ring"
    assert {"3.1.4", "1.3.1", "1.3.2"} <= set(r.outcome["depends_on_reading"])


def test_your_own_card_into_your_zone_asks_nothing() -> None:
    r = resolve(loads(NAMED % "あなたのベンチのカード"))
    assert r.outcome["state"]["律子.zone"] == "A.waiting"
    assert "readings" not in r.outcome


REFILL = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability, first_player: B}
players:
  A:
    deck: 10
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}}
  B:
    deck: [{name: 雪歩, ap: 1000, dp: 1000}, 9]
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: use, card: 律子}
ask: [美希.zone, 雪歩.zone]
"""


def test_a_ring_emptied_between_two_steps_is_refilled_at_once_or_at_the_check_timing() -> None:
    # ring_refill_moment: the next step reads the ring — empty until the check timing (9.6.1 a
    # rule process, 9.1.1; the engine's) or refilled at once (7.1.5.4 「ただちに」, 3.3.2.3)
    r = resolve(
        loads(
            REFILL
            % "相手のリングのカードを選び、相手の控え室に置く。相手のリングのカードを選び、+0/-1000。"
        )
    )
    assert r.outcome["state"] == {"美希.zone": "B.waiting", "雪歩.zone": "B.ring"}
    assert _readings(r)["at_once"]["雪歩.zone"] == "B.retire"
    assert {"7.1.5.4", "9.6.1", "9.1.1", "3.3.2.3"} <= set(r.outcome["depends_on_reading"])


def test_a_ring_emptied_by_the_last_step_asks_nothing() -> None:
    # nothing of the effect is left to read the ring: the refill at the check timing is all
    r = resolve(loads(REFILL % "相手のリングのカードを選び、相手の控え室に置く。"))
    assert r.outcome["state"] == {"美希.zone": "B.waiting", "雪歩.zone": "B.ring"}
    assert "readings" not in r.outcome
