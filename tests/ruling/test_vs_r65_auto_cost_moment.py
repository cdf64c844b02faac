"""An automatic technique's own cost (「[領域][コスト]X時、Y」, round 65, s62vsR2): 「このカードを控え室
に置く」 cannot be paid once the card left the [領域] its technique works in (3.1.3: a new card,
1.3.2), and when the cost is paid — as it triggers (8.6.2) or as it resolves (8.5.1.3.2 by
analogy) — is the point ``auto_technique_cost_moment`` (2.14.5 gives no moment), raised where
another ability waits beside it in the resolution zone."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: B}
players:
  A:
    deck: 10
    ring: {name: 葡萄, level: 2, ap: 2000, dp: 2000, text: "%s"}
    bench: {left: {name: 藤納戸, level: 1, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 栗梅, level: 2, ap: 1000, dp: 2000}
    bench:
      left: {name: 桔梗, level: 1, ap: 1000, dp: 1000, text: "[ベンチ][このカードを控え室に置く]あなたのリングのカードがアタックされた時、あなたのリングのカードを+0/+2000。"}
actions:
  - {do: attack, support: 藤納戸}
choices:
  - {player: B, at: auto_cost, choose: "yes"}
expect: {state: {栗梅.zone: B.ring, 桔梗.zone: B.waiting}}
"""
SEND = "[リング]このカードがアタックした時、相手のベンチのカードを1枚選び、相手の控え室に置く。"


def _points(r: object) -> list[tuple[str, ...]]:
    return [tuple(w.clauses) for w in r.warnings() if getattr(w, "kind", "") == "ambiguity"]  # type: ignore[attr-defined]


def test_cost_of_this_card_unpayable_once_it_left_its_area() -> None:
    r = resolve(loads(BOARD % SEND, "t.yaml"))
    # the engine's reading (as_resolved): 葡萄 sends 桔梗 away first, its cost cannot be paid
    assert r.outcome["state"]["栗梅.zone"] == "B.retire"
    steps = [s for s in r.main.trace.steps if "cannot be paid" in s.en and "桔梗" in s.en]
    assert steps and {"3.1.3", "1.3.2", "8.5.1.3.2"} <= set(steps[0].clauses)
    # the other reading (as_triggered): paid as it triggers, before 葡萄's resolves
    alt = [lf.outcome["state"] for lf in r.alternates]
    assert any(s["栗梅.zone"] == "B.ring" and s["桔梗.zone"] == "B.waiting" for s in alt)
    assert any({"2.14.5", "8.6.2", "8.5.1.3.2"} <= set(c) for c in _points(r))


def test_alone_in_the_resolution_zone_no_point() -> None:
    r = resolve(loads(BOARD % "[リング]このカードがアタックした時、あなたは1枚引く。", "t.yaml"))
    r2 = resolve(loads(BOARD % "", "t.yaml"))
    # with nothing beside it the moment changes nothing: paid as it resolves, no point
    assert r2.outcome["state"]["栗梅.zone"] == "B.ring"
    assert not any("2.14.5" in c and "8.6.2" in c for c in _points(r2))
    # with another ability beside it that does not touch the card, both readings agree
    assert r.outcome["state"]["栗梅.zone"] == "B.ring"
    assert all(lf.outcome["state"]["栗梅.zone"] == "B.ring" for lf in r.alternates)
