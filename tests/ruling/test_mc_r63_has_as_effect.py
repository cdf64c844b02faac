"""Monster Collection (mc), round 63 (s60mcC), issue 12: 「対象は「X」を持つ」 as an effect's step
(not the condition 「対象が…を持つ場合」) — the target has the standing ability or characteristic
while the effect lasts: the addition of 10.14.1 (10.14.2 a characteristic, 10.14.4 「耐性:x」), the
same steps as 「対象は「X」を得る」 / 「対象に「X」を付与する」; 「進軍タイプ「飛行」」 (the name bare,
the value in 「」) is the characteristic 「進軍タイプ:飛行」 (2.1.19.1)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")  # registers mc's card-text compiler (ruling.abilities reads it)

_HEAD = "◎[メイン]x\n〈対象:自軍ユニット1体〉\n"


@pytest.mark.parametrize(
    ("has", "grants"),
    [
        ("対象は「耐性:地震」を持つ。", "対象に「耐性:地震」を付与する。"),
        ("対象はこのターン、「チャージ:1」を持つ。", "対象はこのターン、「チャージ:1」を得る。"),
        ("対象は進軍タイプ「飛行」を持つ。", "対象に「進軍タイプ:飛行」を付与する。"),
        ("対象は進軍タイプ「飛行」を得る。", "対象に「進軍タイプ:飛行」を付与する。"),
    ],
)
def test_the_same_steps_as_granting(has: str, grants: str) -> None:
    (a,) = _abilities("mc", _HEAD + has, "unit")
    (b,) = _abilities("mc", _HEAD + grants, "unit")
    assert a.supported and a.program.steps == b.program.steps  # type: ignore[attr-defined]


def test_not_an_advance_type_stays_refused() -> None:
    """「進軍タイプ「水泳」」: no advance type of 2.1.19.1 — not read as one."""
    (a,) = _abilities("mc", _HEAD + "対象は進軍タイプ「水泳」を持つ。", "unit")
    assert not a.supported


def _run(first: str, attr: str) -> str:
    """A's 術士 uses ``first`` on A's 戦士 (defence 1), then A's 巫女 deals 【<attr>:9】 to it:
    戦士's zone after."""
    caster = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{first}"}}'
    quake = "◎[メイン]揺れ\\n〈対象:ユニット1体〉\\n" + f"対象に【{attr}:9】ダメージを与える。"
    priestess = f'{{name: 巫女, type: unit, level: 1, attack: 1, defense: 3, text: "{quake}"}}'
    warrior = "{name: 戦士, type: unit, level: 1, attack: 1, defense: 1}"
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", "平原", 8, caster, priestess, warrior),
        rest="actions:\n  - {do: use, card: 術士, target: 戦士}\n"
        "  - {do: use, card: 巫女, target: 戦士}\nask: [戦士.zone]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return str(r.outcome["state"]["戦士.zone"])


@pytest.mark.parametrize(("attr", "zone"), [("地震", "A.field.c2"), ("火炎", "A.discard")])
def test_has_a_resistance_on_a_board(attr: str, zone: str) -> None:
    """【地震:9】 does not kill a unit that has 「耐性:地震」 by the effect (13.1.7.1); 【火炎:9】
    does."""
    text = "◎[メイン]守り\\n〈対象:自軍ユニット1体〉\\n対象は「耐性:地震」を持つ。"
    assert _run(text, attr) == zone


def _advance(first: str, advance: str) -> int:
    """A's 術士 uses ``first`` on A's 兵 (advance type ``advance``), then A's 巫女 uses 「対象が
    「進軍タイプ:飛行」を持つ場合、対象を「攻撃力:+2」する。」 on it: 兵's attack after."""
    caster = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{first}"}}'
    check = (
        "◎[メイン]祝福\\n〈対象:ユニット1体〉\\n"
        "対象が「進軍タイプ:飛行」を持つ場合、対象を「攻撃力:+2」する。"
    )
    priestess = f'{{name: 巫女, type: unit, level: 1, attack: 1, defense: 3, text: "{check}"}}'
    soldier = f"{{name: 兵, type: unit, level: 1, attack: 1, defense: 3, advance: {advance}}}"
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", "平原", 8, caster, priestess, soldier),
        rest="actions:\n  - {do: use, card: 術士, target: 兵}\n"
        "  - {do: use, card: 巫女, target: 兵}\nask: [兵.attack]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return int(r.outcome["state"]["兵.attack"])


@pytest.mark.parametrize(
    ("first", "attack"),
    [
        (
            "◎[メイン]綱\\n〈対象:自軍ユニット1体〉\\n対象はこのターン、進軍タイプ「飛行」を持つ。",
            3,
        ),
        ("◎[メイン]綱\\n〈対象:自軍ユニット1体〉\\n対象を「攻撃力:+0」する。", 1),
    ],
)
def test_has_an_advance_type_on_a_board(first: str, attack: int) -> None:
    """A 歩行 unit that has 進軍タイプ「飛行」 by the effect then has the advance type asked of
    (2.1.19.1, 10.14.2)."""
    assert _advance(first, "歩行") == attack
