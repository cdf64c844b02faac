"""mc round 56 (s53mcR), issue 14: a chain (15.2). The origin's target gone (an answer returned it to
the hand): the origin's effect is not brought about, nor any chained effect (15.2.5.2). A chained
share of another damage attribute than the origin's: the added damage has the origin's attribute
(15.2.5.5, the engine's reading) or each share keeps its own (15.2.5.3) — the point
chain_share_attribute, raised only where the attributes differ."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")


def _shot(attr: str) -> str:
    return f"◎[普通|チェイン]魔弾\\n〈対象:ユニット1体〉\\n対象に【{attr}】【2】ダメージを与える。"


def _run(second: str, target: str, respond: str = "") -> object:
    a = mc_area(
        "c2",
        "焦土",
        8,
        f'{{name: 甲, type: unit, level: 2, attack: 0, defense: 3, text: "{_shot("火炎")}"}}',
        f'{{name: 乙, type: unit, level: 2, attack: 0, defense: 3, text: "{_shot(second)}"}}',
    )
    b = mc_area("c3", "湿原", 8, target)
    rest = (
        "actions:\n  - do: advance\n    units: [甲, 乙]\n    to: c3\n    formation: {A: [甲, 乙]}\n"
        "    dice: {A: 6, B: 1}\n    first_normal:\n"
        f"      - {{do: use, card: 甲, target: 獣, chain: [乙]{respond}}}\n"
        "ask: [獣.zone]\n"
    )
    return resolve(loads(mc_scenario(a=a, b=b, rest=rest)))


def _points(r: object) -> list[tuple[str, ...]]:
    return [w.clauses for w in r.warnings() if w.kind == "ambiguity"]


def test_origin_target_gone_chains_fall() -> None:
    back = "◎[対抗]退避\\n〈対象:このユニット〉\\n対象を持ち主の手札に戻す。"
    r = _run(
        "火炎",
        f'{{name: 獣, type: unit, level: 3, attack: 3, defense: 3, text: "{back}"}}',
        ", respond: [{do: use, player: B, card: 獣, target: 獣}]",
    )
    assert r.outcome["state"] == {"獣.zone": "B.hand"}
    assert {"10.1.14", "15.2.5.2"} <= set(r.decided_by)


def test_share_of_another_attribute_is_the_point() -> None:
    beast = (
        '{name: 獣, type: unit, level: 3, attack: 2, defense: 6, text: "「弱点:電撃(+2ダメージ)」"}'
    )
    r = _run("電撃", beast)
    assert r.outcome["state"] == {"獣.zone": "B.field.c3"}  # 4 fire damage: no 電撃
    assert ("15.2.5.5", "15.2.5.3", "4.5.4") in _points(r)
    (other,) = r.outcome["readings"]
    assert "shares_keep" in str(other["reading"])
    assert other["outcome"]["state"] == {"獣.zone": "B.discard"}  # 4 + 2 ≥ 6


def test_same_attribute_no_point() -> None:
    beast = (
        '{name: 獣, type: unit, level: 3, attack: 2, defense: 6, text: "「弱点:火炎(+1ダメージ)」"}'
    )
    r = _run("火炎", beast)
    assert r.outcome["state"] == {"獣.zone": "B.field.c3"}  # 4 + 1 < 6
    assert not _points(r)
