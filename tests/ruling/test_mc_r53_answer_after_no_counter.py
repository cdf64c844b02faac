"""mc round 53 (s50mcR): after a [対抗|対抗不可] answer in a counter chain, a further [対抗] is
refused (15.3.1 with 10.3.1: a [対抗] answers the declaration just before it) or declared as an
answer to an earlier declaration of the chain (10.9.6, 10.10.8) — the point
answer_after_no_counter_answer, both readings run (the engine's: refused)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

_HERO = (
    '{name: 将, type: unit, level: 2, attack: 4, defense: 9, text: "◎[普通]号令\\n〈対象:このユニット〉\\n'
    '対象に「攻撃力:+1」を付与する。\\n◎[対抗|対抗不可]不屈\\n〈対象:このユニット〉\\n対象に「攻撃力:+1」を付与する。"}'
)
_WITCH = (
    '{name: 術師, type: unit, level: 2, attack: 1, defense: 5, text: "◎[対抗]萎縮\\n〈対象:ユニット1体〉\\n'
    '対象に「攻撃力:-1」を付与する。\\n◎[対抗]衰弱\\n〈対象:ユニット1体〉\\n対象に「攻撃力:-1」を付与する。"}'
)


def _ruling(second_answer: str) -> object:
    text = mc_scenario(
        a=mc_area("c2", "平原", 8, _HERO),
        b=mc_area("c3", "森", 8, _WITCH),
        rest="actions:\n  - do: advance\n    units: [将]\n    to: c3\n    dice: {A: 6, B: 1}\n"
        "    first_normal:\n      - do: use\n        card: 将\n        ability: 1\n        target: 将\n"
        "        respond:\n          - {do: use, player: B, card: 術師, ability: 1, target: 将}\n"
        "          - {do: use, player: A, card: 将, ability: 2, target: 将}\n"
        f"{second_answer}ask: [術師.zone]\n",
    )
    return resolve(loads(text))


def test_a_counter_after_a_no_counter_answer_is_a_point_with_both_readings() -> None:
    r = _ruling("          - {do: use, player: B, card: 術師, ability: 2, target: 将}\n")
    readings = r.outcome.get("readings") or []  # type: ignore[attr-defined]
    assert "15.3.1" in r.decided_by  # type: ignore[attr-defined]
    # the engine's reading (refused): attack 4 +1 −1 +1 = 5 kills 術師 (defence 5); the other
    # (declared): one −1 more, 4, and it lives
    assert r.outcome["state"] == {"術師.zone": "B.discard"}  # type: ignore[attr-defined]
    assert {"術師.zone": "B.field.c3"} in [x["outcome"]["state"] for x in readings]


def test_no_point_without_a_further_counter() -> None:
    r = _ruling("")
    assert not r.outcome.get("readings")  # type: ignore[attr-defined]
