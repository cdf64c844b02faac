"""A game ended before a play or a use reaches its resolution (round 60, s57coO). 4.3.2 / 4.3.3 are
procedures of numbered steps: a 「プレイしたとき」 / 「使用したとき」 trigger resolves at step 4
(4.3.2.4 / 4.3.3.4, 4.3.6), the card or ability itself at step 6 (4.3.2.6 / 4.3.3.6). When the
trigger ends the game (4.1.2), step 6 is never reached: the ruling records that the card or ability
does not resolve, citing that step (``ruling.rules.UNFINISHED``), and the outcome rests on it."""

from __future__ import annotations

from typing import Any

from ruling.games._co.common import pv
from tests.ruling.boards import co_run, main_state

HEALER = "『癒し手』をタップする:あなたはHPが3点回復する。"
CURSE = "相手のデュエルマスターがキャラクターの特殊能力を使用したとき、そのデュエルマスターに1点のダメージを与える。"
WATCH = "相手がスペルカードをプレイしたとき、相手のデュエルマスターに1点のダメージを与える。"


def _use(hp: int) -> Any:
    return co_run(
        "turn: {player: A, number: 10, phase: main}\nplayers:\n  A:\n"
        f"    hp: {hp}\n    deck: 10\n    field:\n"
        f'      - {{name: 癒し手, type: character, ap: 0, dp: 2, text: "{HEALER}"}}\n'
        "  B:\n    hp: 8\n    deck: 10\n    field:\n"
        f'      - {{name: 呪詛の番人, type: navigator, text: "{CURSE}"}}\n'
        "actions:\n  - {do: activate, card: 癒し手}\nask: [A.hp]\n"
    )


def _play(hp: int) -> Any:
    return co_run(
        "turn: {player: A, number: 5, phase: main}\nplayers:\n  A:\n"
        f"    hp: {hp}\n    energy: 3\n    deck: 10\n    hand:\n"
        '      - {name: 矢, type: spell, cost: 3, text: "対象のデュエルマスターに3点のダメージを与える。"}\n'
        "  B:\n    hp: 8\n    deck: 10\n    field:\n"
        f'      - {{name: 見張り番, type: character, ap: 1, dp: 1, text: "{WATCH}"}}\n'
        "actions:\n  - {do: play, card: 矢, target: B}\nask: [A.hp, B.hp]\n"
    )


def _unfinished(r: Any) -> list[Any]:
    return [s for s in r.main.trace.steps if s.event == "unfinished"]


def test_the_use_trigger_ends_the_game_before_the_ability_resolves() -> None:
    r = _use(1)
    assert r.main.outcome["winner"] == "B"
    assert pv(r.main.ctx, "hp", "A") == 0  # no heal: step 6 is never reached
    (left,) = _unfinished(r)
    assert "4.3.3.6" in left.clauses
    assert {"4.3.3.4", "4.3.3.6", "4.1.2#li1"} <= set(r.main.decided_by)


def test_the_use_resolves_when_the_game_goes_on() -> None:
    r = _use(2)
    assert not r.main.outcome.get("game_over")
    assert main_state(r, "A.hp") == 4  # 2 - 1 + 3
    assert not _unfinished(r)


def test_the_play_trigger_ends_the_game_before_the_spell_resolves() -> None:
    r = _play(1)
    assert r.main.outcome["winner"] == "B"
    assert pv(r.main.ctx, "hp", "B") == 8  # the spell never resolves
    (left,) = _unfinished(r)
    assert "4.3.2.6" in left.clauses
    assert {"4.3.2.4", "4.3.2.6"} <= set(r.main.decided_by)


def test_the_spell_resolves_when_the_game_goes_on() -> None:
    r = _play(2)
    assert main_state(r, "B.hp") == 5
    assert not _unfinished(r)
