"""「(このカード / あなたのキャラ / そのキャラ)がこのターン中にバトルで相手のキャラを【リバース】
させていたなら」 / 「…させていないなら」 (round 60, s57wsC): a reverse of this turn made by a
battle's power comparison (7.6.1.2) whose reversed character's battle opponent (7.2.1.5.1) was the
card the subject names."""

from __future__ import annotations

from typing import Any

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported

TEXT = (
    "【自】 このカードのアタックの終わりに、{who}がこのターン中にバトルで相手のキャラを【リバース】"
    "させて{form}なら、あなたは1枚引く。"
)


def _run(who: str, form: str, power: int) -> Any:
    """A's 攻め役 (``power``) front-attacks B's 受け役 (5000); at the attack's end its text."""
    text = TEXT.format(who=who, form=form)
    src = (
        WS_HEAD + "players:\n  A:\n    level: 1\n"
        "    deck: [{name: 山1, type: character}, {name: 山2, type: character}, 8]\n"
        "    stage:\n"
        f"      center_front: {{name: 攻め役, type: character, level: 1, power: {power}, "
        f'soul: 1, text: "{text}"}}\n'
        "  B:\n    level: 1\n    deck: 10\n    stage:\n"
        "      center_front: {name: 受け役, type: character, level: 1, power: 5000, soul: 1}\n"
        "actions:\n  - {do: attack, slot: center_front, kind: front}\n"
    )
    return resolve(loads(src, "t.yaml"))


@pytest.mark.parametrize(
    ("who", "form", "power", "drawn"),
    [
        ("このカード", "いた", 9000, True),
        ("このカード", "いた", 3000, False),  # 攻め役 is the one reversed
        ("このカード", "いない", 3000, True),
        ("あなたのキャラ", "いた", 9000, True),
        ("あなたのキャラ", "いない", 9000, False),
    ],
)
def test_reversed_in_battle_this_turn(who: str, form: str, power: int, drawn: bool) -> None:
    r = _run(who, form, power)
    assert not unsupported(r)
    hand = [c.name for c in r.main.final.players["A"].zones["hand"]]
    assert ("山2" in hand) is drawn
    if drawn and form == "いた":
        met = [s for s in r.main.trace if str(s.en).startswith("the condition is met")]
        assert met and "7.6.1.2" in met[-1].clauses


def test_the_chosen_character() -> None:
    """「そのキャラが…させていたなら、かわりに…」: the card just chosen is the one asked about."""
    text = (
        "【起】［このカードを【レスト】する］ あなたは自分の他のキャラを1枚選び、そのターン中、"
        "パワーを＋1000。そのキャラがこのターン中にバトルで相手のキャラを【リバース】させていた"
        "なら、かわりにパワーを＋2000。"
    )
    (ab,) = _abilities("ws", text, "character")
    assert ab.supported
    assert "battle_reversal" in str(ab.program) and "ref='chosen'" in str(ab.program)
