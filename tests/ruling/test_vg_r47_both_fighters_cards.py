"""Round 47 (issue 12): 「お互いの（ユニット）」 — the cards of both fighters (either owner): 「お互いの
ヴァンガードに１ダメージを与える」 damages both vanguards (7.35.1), the damage checks processed at
the check timing for the turn fighter first (13.6.1.1); 「お互いのリアガードをすべて退却させる」
retires every rear-guard of both."""

from __future__ import annotations

from tests.ruling.boards import cited, vg_run, zone_names


def test_both_vanguards_damaged_turn_fighter_first() -> None:
    r = vg_run("""players:
  A:
    vanguard: {name: 竜騎士, grade: 3, power: 13000}
    damage: 0
    deck: [{name: 自傷, trigger: none}, 9]
  B:
    vanguard: {name: 重騎士, grade: 3, power: 13000}
    damage: 0
    deck: [{name: 相傷, trigger: none}, 9]
actions:
  - {do: resolve_text, player: A, text: "お互いのヴァンガードに１ダメージを与える。"}
expect:
  state: {A.damage: [自傷], B.damage: [相傷]}
  order: ["move:自傷:A.damage", "move:相傷:B.damage"]
""")
    from ruling.resolve import check_expect

    assert not check_expect(r)
    assert {"7.35.1", "13.6.1.1"} <= cited(r)


def test_every_rear_guard_of_both_retired() -> None:
    r = vg_run("""players:
  A:
    vanguard: {name: 竜騎士, grade: 3, power: 13000}
    left_front: {name: 甲, grade: 1, power: 8000}
    deck: 10
  B:
    vanguard: {name: 重騎士, grade: 3, power: 13000}
    right_front: {name: 乙, grade: 1, power: 8000}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "お互いのリアガードをすべて退却させる。"}
""")
    assert zone_names(r, "A", "drop") == ["甲"]
    assert zone_names(r, "B", "drop") == ["乙"]


def test_your_vanguard_and_the_opponents_each_damaged_turn_fighter_loses_first() -> None:
    # 「あなたのヴァンガードと相手のヴァンガードに、それぞれ１ダメージを与える」: both vanguards
    # (7.35.1); at 5 damage each, the turn fighter's damage is processed first (13.6.1.1) and its
    # loss is found before the other's damage is applied (13.2.1)
    r = vg_run("""players:
  A:
    vanguard: {name: 竜騎士, grade: 3, power: 13000}
    damage: 5
    deck: [{name: 自傷, trigger: none}, 9]
  B:
    vanguard: {name: 重騎士, grade: 3, power: 13000}
    damage: 5
    deck: [{name: 相傷, trigger: none}, 9]
actions:
  - {do: resolve_text, player: A, text: "あなたのヴァンガードと相手のヴァンガードに、それぞれ１ダメージを与える。"}
""")
    assert r.outcome.get("loser") == "A"
    assert "13.6.1.1" in cited(r)
