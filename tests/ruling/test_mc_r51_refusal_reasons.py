"""Monster Collection (mc), round 51 (s48mcB), issue 12: refusals the rules do not settle, each
saying why — the simultaneous attack timing raises no triggers of its start (8.3.7.2-8.3.7.7, unlike
8.3.5.2 / 8.3.6.2 / 8.3.8.2); a ◇ ability of the b. form whose effect is no summon / placement of
its card (14.6.4.1, 14.6.4.2); a × ability's target named by its own unit, discarded as the cost
before the effect (14.3.1, 10.1.13, 10.1.14, 10.10.5)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game

get_game("mc")  # registers mc's card-text compiler


@pytest.mark.parametrize(
    ("text", "card_type", "words"),
    [
        (
            "●[戦闘]号令\n〈発揮:同時攻撃タイミング開始時/対象:このユニット〉\n対象を「攻撃力:+1」する。",
            "unit",
            ("8.3.7", "8.3.7.3", "8.3.8.2"),
        ),
        (
            "◇潮招き\n〈対象:自軍プレイヤー〉\n対象はカードを1枚補充する。",
            "unit",
            ("b. form", "14.6.4.1", "14.6.4.2"),
        ),
        (
            "×[普通]爆発\n〈対象:このユニットと戦闘している敵軍ユニットすべて〉\n対象に【2】ダメージを与える。",
            "unit",
            ("10.1.13", "10.1.14", "10.10.5", "do not decide"),
        ),
    ],
)
def test_the_refusal_says_why(text: str, card_type: str, words: tuple[str, ...]) -> None:
    (a,) = _abilities("mc", text, card_type)
    assert not a.supported
    assert all(w in a.reason for w in words), a.reason
