"""Monster Collection (mc), round 50 (s47mcB), issue 12: a value of the target compared with a
value of the unit 「このユニット」 names — 「対象の防御力が「このユニットの攻撃力」以下 / 以上 / 未満の
場合」 (condition kind ``stat_vs``): both read as they are when the effect takes effect (4.1.14),
the branch not applied to a target that fails it (10.12.1, 10.12.2), a value the scenario did not
give branched on (``values.compare``); and a death effect with its damage attribute printed before
the step, 「【精神】対象を死亡させる」 (4.5.4), which 「耐性:精神」 keeps from arising (13.1.7.1)."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_read, mc_scenario

get_game("mc")  # registers mc's card-text compiler


def _program(text: str) -> Any:
    (a,) = _abilities("mc", text.replace("\\n", "\n"), "unit")
    assert a.supported, a.reason
    return a.program


def _battle_end(effect: str, defense: str = ", defense: 4", extra: str = "") -> Any:
    """A's 狩人 (attack 3, its ● ability the text under test) advances into B's c3: the goblin
    strikes first for 1 and lives through 狩人's 3; then the ● ability triggers."""
    text = (
        "●[戦闘]試\\n〈発揮:戦闘終了タイミング開始時/対象:このユニットと戦闘している敵軍ユニット1体〉"
        f"\\n{effect}"
    )
    scn = mc_scenario(
        a=mc_area(
            "c2",
            "平原",
            6,
            f'{{name: 狩人, type: unit, level: 2, attack: 3, defense: 4, text: "{text}"}}',
        ),
        b=mc_area(
            "c3", "湖", 6, f"{{name: ゴブリン, type: unit, level: 1, attack: 1{defense}{extra}}}"
        ),
        rest="actions:\n  - {do: advance, units: [狩人], to: c3, dice: {A: 1, B: 6}}\n"
        "ask: [ゴブリン.zone]\n",
    )
    return mc_read(loads(scn))


@pytest.mark.parametrize(("word", "op"), [("以下", "<="), ("以上", ">="), ("未満", "<")])
def test_the_condition_compiles_to_two_operands(word: str, op: str) -> None:
    prog = _program(
        "●[戦闘]試\\n〈発揮:戦闘終了タイミング開始時/対象:このユニットと戦闘している敵軍ユニット1体〉"
        f"\\n対象の防御力が「このユニットの攻撃力」{word}の場合、対象をゲームから除外する。"
    )
    assert prog.condition == ("stat_vs", (("target", "defense"), op, ("this", "attack")))


@pytest.mark.parametrize(
    ("value", "word", "zone"),
    [
        ("攻撃力", "以下", "B.field.c3"),  # 4 <= 3: no
        ("攻撃力", "以上", "B.discard"),  # 4 >= 3
        ("攻撃力", "未満", "B.field.c3"),
        ("防御力", "以下", "B.discard"),  # 4 <= 4
        ("防御力", "未満", "B.field.c3"),  # 4 < 4: no
    ],
)
def test_the_two_values_decide_the_branch(value: str, word: str, zone: str) -> None:
    r = _battle_end(f"対象の防御力が「このユニットの{value}」{word}の場合、対象を破棄する。")
    assert r.outcome["state"]["ゴブリン.zone"] == zone, r.outcome
    cited = set(r.decided_by)
    assert "4.1.14" in cited if zone == "B.discard" else {"10.12.1", "10.12.2"} <= cited, cited


def test_a_value_not_given_is_branched_on() -> None:
    """The goblin's defence not given: never read as 0 — the ruling depends on it."""
    r = _battle_end("対象の防御力が「このユニットの攻撃力」以下の場合、対象を破棄する。", "")
    zones = {b["outcome"]["state"]["ゴブリン.zone"] for b in r.outcome.get("branches", [])}
    assert zones == {"B.discard", "B.field.c3"}, r.outcome


def test_a_death_with_its_attribute_before_the_step() -> None:
    assert (
        _program("□[普通]試\\n〈対象:敵軍ユニット1体〉\\n【精神】対象を死亡させる。").steps
        == _program("□[普通]試\\n〈対象:敵軍ユニット1体〉\\n対象を【精神】で死亡させる。").steps
    )
    died = _battle_end("【精神】対象を死亡させる。")
    assert died.outcome["state"]["ゴブリン.zone"] == "B.discard", died.outcome
    kept = _battle_end("【精神】対象を死亡させる。", extra=", text: 耐性:精神")
    assert kept.outcome["state"]["ゴブリン.zone"] == "B.field.c3", kept.outcome
    assert "13.1.7.1" in set(kept.decided_by)
