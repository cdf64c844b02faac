"""co round 60 (s57coR): 「このカードがクラッシュしたとき」 (no zone named) on a card crashed from the hand in the
hand cut (3.7.3, 4.2.4) — the unsettled point own_crash_off_field (4.3.11's crash of a field card against
4.2.4 / 4.2.7): both readings are run, the ability triggering from the dustbox under any_zone (4.3.6).
「このカードが手札からクラッシュされたとき」 names the hand and raises nothing; a card with no such text
raises nothing either."""

from __future__ import annotations

from tests.ruling.boards import co_run, main_state

_DAMAGE = "相手のデュエルマスターに2点のダメージを与える。"


def _cut(text: str) -> object:
    return co_run(
        "turn: {player: A, number: 8, phase: end, step: action}\nplayers:\n  A:\n    hp: 10\n"
        "    deck: 10\n    hand:\n"
        f'      - {{name: 騎士, type: character, cost: 3, ap: 3, dp: 2, text: "{text}"}}\n'
        "      - 7\n  B:\n    hp: 5\n    deck: 10\n"
        "actions:\n  - {do: end_phase, from: action}\n  - {do: turn_end}\n"
        "choices:\n  - {player: A, at: hand_limit, choose: 騎士}\nask: [騎士.zone, B.hp]\n"
    )


def _points(r: object) -> list[str]:
    return [w.text for w in r.warnings() if w.kind == "ambiguity"]  # type: ignore[attr-defined]


def test_co_own_crash_from_the_hand_is_run_both_ways() -> None:
    r = _cut("このカードがクラッシュしたとき、" + _DAMAGE)
    assert main_state(r, "騎士.zone") == "A.dustbox"
    assert main_state(r, "B.hp") == 5  # the engine's reading: 4.3.11, no trigger
    assert r.alternates  # type: ignore[attr-defined]
    alt = r.alternates[0]  # type: ignore[attr-defined]
    assert alt.outcome["state"]["B.hp"] == 3


def test_co_crashed_from_the_hand_raises_no_point() -> None:
    r = _cut("このカードが手札からクラッシュされたとき、" + _DAMAGE)
    assert main_state(r, "B.hp") == 3
    assert not r.alternates  # type: ignore[attr-defined]


def test_co_no_own_crash_text_raises_no_point() -> None:
    r = _cut("相手のキャラクターがクラッシュしたとき、" + _DAMAGE)
    assert main_state(r, "B.hp") == 5
    assert not r.alternates  # type: ignore[attr-defined]
