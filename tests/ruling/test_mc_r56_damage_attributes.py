"""mc round 56 (s53mcR), issue 14: a damage printed with several damage attributes (【火炎/電撃】,
4.5.4) has each of them. Each 「弱点:y」 whose y it has is a replacement effect of its own
(13.1.8.1; 13.1.8.5 adds the n of the same y only): both apply, each once (10.8.4.3), in the
order the unit's owner picks (10.8.4, 10.8.4.1), the total the same. A 「耐性:x」 naming some of
its attributes but not all is the unsettled point ``several_attributes_resisted`` (13.1.7.1 against
2.1.13.3 by analogy): the engine reads it as resisted (lives), the other reading has it die."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")


def _run(attr: str, amount: int, defense: int, standing: str) -> object:
    user = (
        "{name: 術者, type: unit, level: 2, attack: 1, defense: 2, text: "
        f'"◎[メイン]術\\n〈対象:ユニット1体〉\\n対象に【{attr}】【{amount}】ダメージを与える。"}}'
    )
    target = (
        f'{{name: 的, type: unit, level: 2, attack: 1, defense: {defense}, text: "{standing}"}}'
    )
    scn = mc_scenario(
        a=mc_area("c2", "平原", 8, user),
        b=mc_area("c3", "沼", 8, target),
        rest="actions:\n  - {do: use, card: 術者, target: 的}\nask: [的.zone]\n",
    )
    return resolve(loads(scn))


def test_two_weaknesses_of_two_attributes_both_add() -> None:
    # 2 + 1 + 2 = 5 ≥ 5: dies
    r = _run("火炎/電撃", 2, 5, "「弱点:火炎(+1ダメージ)」「弱点:電撃(+2ダメージ)」")
    assert r.outcome["state"] == {"的.zone": "B.discard"}
    assert {"13.1.8.1", "13.1.8.3", "10.8.4.3", "10.8.4", "10.8.4.1"} <= set(r.decided_by)


def test_one_weakness_of_one_of_the_attributes() -> None:
    # 2 + 1 = 3 < 4: lives; one weakness applies once (10.8.4.3), no ordering
    r = _run("火炎/電撃", 2, 4, "「弱点:火炎(+1ダメージ)」")
    assert r.outcome["state"] == {"的.zone": "B.field.c3"}
    assert "10.8.4.3" in r.decided_by
    r = _run("火炎/電撃", 2, 3, "「弱点:火炎(+1ダメージ)」")
    assert r.outcome["state"] == {"的.zone": "B.discard"}


def _points(r: object) -> list[tuple[str, ...]]:
    return [w.clauses for w in r.warnings() if w.kind == "ambiguity"]


def test_resistance_to_one_of_the_attributes_is_the_point() -> None:
    r = _run("火炎/電撃", 4, 3, "「耐性:火炎」")
    assert r.outcome["state"] == {"的.zone": "B.field.c3"}  # the engine's reading: resisted
    assert ("13.1.7.1", "13.1.7.2", "2.1.13.3") in _points(r)
    (other,) = r.outcome["readings"]
    assert "not_resisted" in str(other["reading"])
    assert other["outcome"]["state"] == {"的.zone": "B.discard"}


@pytest.mark.parametrize(
    ("attr", "standing"),
    [
        ("火炎/電撃", "「耐性:火炎/電撃」"),  # every attribute resisted
        ("火炎", "「耐性:火炎」"),  # one attribute, resisted
    ],
)
def test_no_point_when_every_attribute_is_resisted(attr: str, standing: str) -> None:
    r = _run(attr, 4, 3, standing)
    assert r.outcome["state"] == {"的.zone": "B.field.c3"}
    assert not _points(r)
