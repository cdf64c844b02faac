"""Monster Collection (mc), round 63 (s60mcR), issue 14: whether an effect on a group of units
reaches a unit put onto the battlefield after the effect took effect. A ● ability's grant
(14.7.3.4, a continuous effect of a triggered ability) does not (10.7.3: a continuous effect of an
ability other than a standing one does not apply to a card that moved zones after the ability was
played); a ○ ability's (a standing one, 4.1.7 / 4.1.7.1) does, as the unit enters (10.7.4), and
counts once on each target however its group grows (14.5.3)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

_NEW = "{name: 新兵, type: unit, level: 1, attack: 1, defense: 2}"


def _run(text: str, new: int, old: int) -> set[str]:
    """A's 古参兵 (defence 3) with ``text`` in A's headquarters; in the summon phase A summons
    新兵 (defence 2) there (7.4.5), then both defences are checked (``new``, ``old``) before the
    phase ends: the clauses cited."""
    old_unit = f'{{name: 古参兵, type: unit, level: 2, attack: 2, defense: 3, text: "{text}"}}'
    scn = (
        "game: mc\ntitle: t\nturn: {player: A, number: 5, phase: summon}\nplayers:\n"
        f"  A:\n    deck: 10\n    hand: [{_NEW}]\n    field:\n"
        f"      c1: [{{name: 本陣, type: terrain, hq: true}}, {old_unit}]\n"
        "  B:\n    deck: 20\n    field:\n      c4: [{name: 本陣, type: terrain, hq: true}]\n"
        "actions:\n  - do: summon_phase\n    actions:\n"
        "      - {do: summon, card: 新兵, area: c1}\n"
        f"      - {{do: check, state: {{新兵.defense: {new}, 古参兵.defense: {old}}}}}\n"
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert check_expect(r) == [] and not r.main.rejected
    return cited(r)


def test_a_triggered_grant_misses_a_unit_summoned_after() -> None:
    text = (
        "●[自軍ターン]角笛\\n〈発揮:普通召喚フェイズ開始時/対象:この地形に存在する自軍ユニットすべて〉"
        "\\n対象に「防御力:+1」を付与する。"
    )
    cl = _run(text, 2, 4)
    assert {"14.7.3.4", "10.7.3"} <= cl


def test_a_standing_ability_reaches_a_unit_summoned_after_once() -> None:
    text = "○青旗\\n〈対象:自軍パーティ〉\\n対象に「防御力:+1」を付与する。"
    cl = _run(text, 3, 4)
    assert {"10.7.4", "10.7.3", "4.1.7.1", "14.5.3"} <= cl
