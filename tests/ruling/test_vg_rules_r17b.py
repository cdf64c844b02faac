"""Vanguard rules the round-16 blind files found cited nowhere (s12vg; tests/scenarios/vg/r16_*,
docs/scenarios.md "Blind sets"): each a minimal board of its own, the expectation read from the
clause quoted in its docstring."""

from __future__ import annotations

from tests.ruling.boards import vg_run, zone_names

FRONT_ROW = """\
players:
  A:
    vanguard: {name: 竜, grade: 3, power: 13000}
    right_front: {name: 右兵, type: normal, grade: 2, power: 9000}
    right_back: {name: 後兵, type: normal, grade: 1, power: 8000}
    deck: [{name: 前進兵, type: trigger, grade: 0, trigger: front, trigger_power: 10000}, 10]
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    hand: 0
    deck: 10
actions:
  - {do: attack, attacker: vanguard}
"""


def test_a_front_trigger_powers_the_front_row_4_9_1_3() -> None:
    """11.10.2.8 「トリガーアイコンによるパワー修正(11.10.5)を、あなたの前列にあるサークルにいる
    すべてのユニットに行う」; 4.9.1.3 「1人のファイターの前列のすべてのサークル…をまとめて横列と
    呼びます」: the vanguard and the front rear-guard get +10000, the back row does not — the
    row cited with the change."""
    r = vg_run(FRONT_ROW, phase="battle")
    changes = [s for s in r.main.trace.steps if "front trigger" in s.en and "+10000" in s.en]
    got = {s.en.split(": ")[1].split(" in ")[0] for s in changes}
    assert got == {"竜", "右兵"}
    assert all("4.9.1.3" in s.clauses for s in changes)


OVER_IN_DAMAGE = """\
players:
  A: {vanguard: {name: 竜, grade: 3, power: 13000}, deck: 10}
  B:
    vanguard: {name: 魔法師, grade: 3, power: 13000}
    damage: 2
    hand: 0
    deck: [{name: 超越者, type: trigger, grade: 0, trigger: over, trigger_power: 100000000}, {name: 次札, type: normal, grade: 1}, 10]
actions:
  - {player: A, do: damage, to: B, amount: 1}
ask: [B.damage]
"""


def test_a_damage_check_card_removed_is_no_damage_13_7_1() -> None:
    """13.7.1 「ダメージ適用処理によりトリガーゾーンに置かれたカードがそのトリガーゾーンに存在し、…
    ダメージ解決処理を実行します」: an over trigger in a damage check removes its card (11.10.2.9),
    so no damage resolution follows — B's damage zone stays at 2, the card is removed, B draws
    one — and 13.7.1 is what says so."""
    r = vg_run(OVER_IN_DAMAGE)
    assert len(zone_names(r, "B", "damage")) == 2
    assert zone_names(r, "B", "removed") == ["超越者"] and zone_names(r, "B", "hand") == ["次札"]
    assert "13.7.1" in set(r.decided_by)
    normal = vg_run(OVER_IN_DAMAGE.replace("trigger: over, ", "trigger: critical, "))
    assert len(zone_names(normal, "B", "damage")) == 3  # resolved: the card is damage (13.7.2)
