"""Monster Collection (mc), round 53 (s50mcT), issue 12: a placement state quoted as the rules'
word — 「対象が「行動完了」の場合、この効果は発揮されない」 — is the condition of the unquoted form
(行動完了状態 4.10.1.2, 未行動状態 4.10.1.1): the same program, and on a board the ○ ability's
+2 holds on the unacted unit only."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")

_HEAD = "○見上げ入道\\n〈対象:このユニット〉\\n対象のレベルを「レベル:+2」する。"


def _ab(text: str) -> Any:
    (a,) = _abilities("mc", text.replace("\\n", "\n"), "unit")
    return a


@pytest.mark.parametrize(
    ("quoted", "bare"), [("「行動完了」", "行動完了"), ("「未行動」", "未行動")]
)
def test_the_quoted_state_is_the_bare_one(quoted: str, bare: str) -> None:
    a = _ab(_HEAD + f"対象が{quoted}の場合、この効果は発揮されない。")
    b = _ab(_HEAD + f"対象が{bare}の場合、この効果は発揮されない。")
    assert a.supported and b.supported, (a.reason, b.reason)
    assert a.program == b.program


def test_a_quoted_word_that_is_no_state_is_not_read_so() -> None:
    a = _ab(_HEAD + "対象が「行動中」の場合、この効果は発揮されない。")
    assert not a.supported or a.program.condition != ("unless", ("acted", (True,)))


@pytest.mark.parametrize(("state", "defense"), [("", 5), (", state: rest", 3)])
def test_on_the_board(state: str, defense: int) -> None:
    """(the defence read: the asked level shows no ○ ability's change — a gap of its own)"""
    text = "○見上げ入道\\n〈対象:このユニット〉\\n対象を「防御力:+2」する。"
    text += "対象が「行動完了」の場合、この効果は発揮されない。"
    unit = f'{{name: 狸, type: unit, level: 1, attack: 1, defense: 3{state}, text: "{text}"}}'
    scn = mc_scenario(a=mc_area("c2", "平原", 6, unit), rest="ask: [狸.defense]\n")
    r = resolve(loads(scn))
    assert r.outcome["state"] == {"狸.defense": defense}, r.outcome
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
