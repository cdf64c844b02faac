"""Monster Collection (mc), round 51 (s48mcB), issue 12: card information no effect changes read
as a condition's part — 「対象が「勢力:X」の場合」 (2.1.27.1) and a cost's 「(「分類:装備品」のカード)」
(2.1.24.1, 10.11.12). The card's value is what it prints ; a card that
prints none has none (2.1.27.2, 2.1.24.3): the condition is false (4.1.13); a card whose text is
not given is unknown — taken not to be one the text names, and said so."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")  # registers mc's card-text compiler

_FACTION = "◎[メイン]慈愛\\n〈対象:自軍ユニット1体〉\\n対象が「勢力:磯の王国」の場合、対象を「防御力:+1」する。"
_CLASS_COST = (
    "◎[メイン]殻替え\\n〈コスト:手札1枚破棄(「分類:装備品」のカード)/対象:このユニット〉\\n"
    "対象を「防御力:+2」する。"
)


def _program(text: str) -> Any:
    (a,) = _abilities("mc", text.replace("\\n", "\n"), "unit")
    assert a.supported, a.reason
    return a.program


def test_the_condition_and_the_cost_restriction_compile() -> None:
    assert _program(_FACTION).condition == ("faction", ("磯の王国",))
    assert _program(_CLASS_COST).hand_cost == (1, ("classification", ("装備品",)), "hand", False)
    # the ○ form of cards_r50 MC-CR-014
    prog = _program(
        "○慈愛\\n〈対象:自軍パーティ〉\\n対象が「勢力:磯の王国」の場合、対象を「防御力:+1」する。"
    )
    assert prog.condition == ("faction", ("磯の王国",))


def _use(text: str, target_text: str, hand: str = "", cost: str = "") -> Any:
    unit = f'{{name: 騎士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    other = "{name: 兵, type: unit, level: 1, attack: 1, defense: 3" + target_text + "}"
    scn = mc_scenario(
        a=mc_area("c2", "平原", 6, unit, other),
        a_top="    deck: 20\n" + (f"    hand: [{hand}]\n" if hand else ""),
        rest="actions:\n  - {do: use, card: 騎士, target: "
        + ("騎士" if cost else "兵")
        + (f", cost_cards: [{cost}]" if cost else "")
        + "}\nask: [騎士.defense, 兵.defense]\n",
    )
    return resolve(loads(scn))


@pytest.mark.parametrize(
    ("printed", "defense"),
    [
        (', text: "勢力:磯の王国"', 4),  # its printed 勢力 (2.1.27.1)
        (', text: "勢力:砂漠の民"', 3),  # another: not met (10.12.2)
        (', text: "種族:クラブ"', 3),  # none printed (2.1.27.2): not defined, false (4.1.13)
    ],
)
def test_the_faction_decides(printed: str, defense: int) -> None:
    r = _use(_FACTION, printed)
    assert r.outcome["state"]["兵.defense"] == defense, r.outcome
    assert "2.1.27.1" in r.decided_by
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


def test_a_faction_not_given_is_unknown_not_none() -> None:
    r = _use(_FACTION, "")
    said = [w for w in r.main.warnings if w.kind == "assumption"] + list(
        r.outcome.get("branches", [])
    )
    assert said, r.main.warnings


@pytest.mark.parametrize(
    ("card", "paid"),
    [
        ('{name: 剣, type: item, text: "分類:装備品"}', True),
        ('{name: 剣, type: item, text: "分類:消耗品"}', False),  # another 分類 (10.11.12)
        ("{name: 剣, type: item}", False),  # its text not given: unknown, not taken to meet it
    ],
)
def test_the_classification_restricts_the_cost(card: str, paid: bool) -> None:
    r = _use(_CLASS_COST, "", hand=card, cost="剣")
    assert (r.outcome["state"]["騎士.defense"] == 5) == paid, r.outcome
    if not paid:
        assert "10.11.12" in r.decided_by
