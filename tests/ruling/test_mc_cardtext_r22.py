"""Monster Collection (mc), round 22 (s18mc), issue 12 and issue 14: constructions of the blind
card-text sets cards_r14–r21 (docs/cardtext.md "MC round 22, issue 12 (s18mc)"), each with its
neighbours and a board test."""

from __future__ import annotations

import pytest

from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import MC_CASTER, mc_area, mc_scenario
from tests.ruling.boards import mc_compile as _ability

# --- a value filter of 〈対象〉: 「レベル3以下の敵軍ユニット1体」 (10.10.2; issue 14) -----------------


def _filtered(text: str, enemy: str, use: str) -> str:
    """A's 術士 (its text ``text``) beside 戦士 (level 2, attack 3) and 弓兵 (attack 0) in c2; B's
    鬼 (``enemy``: its values) in c3; A uses 術士 (``use``: the rest of the action)."""
    return mc_scenario(
        a=mc_area(
            "c2",
            "平原",
            8,
            MC_CASTER % text,
            "{name: 戦士, type: unit, level: 2, attack: 3, defense: 1}",
            "{name: 弓兵, type: unit, level: 1, attack: 0, defense: 1}",
        ),
        b=mc_area("c3", "森", 8, f"{{name: 鬼, type: unit{enemy}}}"),
        rest=f"actions:\n  - {{do: use, card: 術士{use}}}\nask: [戦士.zone, 弓兵.zone, 鬼.zone]\n",
    )


_PETRIFY = (
    "◎[メイン]石化の邪眼\\n〈対象:{f}の敵軍ユニット1体〉\\n対象に【石化:5】ダメージを与える。"
)


@pytest.mark.parametrize(
    ("f", "values", "proper"),
    [
        ("レベル3以下", ", level: 3, defense: 4", True),
        ("レベル3以下", ", level: 4, defense: 4", False),
        ("レベル2", ", level: 2, defense: 4", True),
        ("レベル2", ", level: 3, defense: 4", False),
        ("レベル3以上", ", level: 3, defense: 4", True),
        ("防御力4以上", ", level: 1, defense: 4", True),
        ("防御力4以上", ", level: 1, defense: 3", False),
        ("攻撃力0以下", ", level: 1, attack: -1, defense: 4", True),
        ("攻撃力0以下", ", level: 1, attack: 1, defense: 4", False),
    ],
)
def test_a_use_on_a_unit_meeting_the_value_filter(f: str, values: str, proper: bool) -> None:
    """「〈対象:レベル3以下の敵軍ユニット1体〉」: a unit whose value meets it is a proper target
    (10.10.2) and takes the 5 damage; one that does not is no proper target, the use is refused."""
    r = resolve(loads(_filtered(_PETRIFY.format(f=f), values, ", target: 鬼")))
    assert r.outcome["state"]["鬼.zone"] == ("B.discard" if proper else "B.field.c3")
    assert bool(r.outcome.get("rejected")) != proper
    assert "10.10.2" in r.decided_by


@pytest.mark.parametrize("f", ["レベル3以下", "攻撃力0以下", "防御力4以上"])
def test_a_value_not_given_does_not_meet_the_filter_and_is_said(f: str) -> None:
    """A unit whose value the scenario leaves out: unknown, not 0 — it is not taken to meet the
    filter (the use is refused) and the ruling says so (issue 14: never silent)."""
    r = resolve(loads(_filtered(_PETRIFY.format(f=f), "", ", target: 鬼")))
    assert r.outcome["state"]["鬼.zone"] == "B.field.c3"
    assert r.outcome.get("rejected")
    said = [w.ja for w in r.main.warnings if w.kind == "assumption"]
    assert any("鬼" in w and "満たさない" in w for w in said), said


def test_every_unit_meeting_the_filter() -> None:
    """「〈対象:攻撃力0以下のユニットすべて〉」: 弓兵 (attack 0) takes the damage, 戦士 (attack 3)
    does not (10.10.2)."""
    text = "◎[メイン]凍結\\n〈対象:攻撃力0以下のユニットすべて〉\\n対象に【1】ダメージを与える。"
    r = resolve(loads(_filtered(text, ", level: 1, attack: 0, defense: 1", "")))
    assert r.outcome["state"]["弓兵.zone"] == "A.discard"
    assert r.outcome["state"]["戦士.zone"] == "A.field.c2"


def test_a_value_filter_in_a_continuous_ability_is_refused() -> None:
    """A ○ ability's 〈対象:攻撃力2以下の…〉 reads a value ○ abilities change (its own among
    them, 14.5.4.2): refused with its reason."""
    with pytest.raises(Unsupported, match="value filter"):
        _ability(
            "○[戦闘]x\n〈対象:攻撃力2以下の自軍ユニットすべて〉\n対象に「攻撃力:+1」を付与する。"
        )
