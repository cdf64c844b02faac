"""Citations complete by construction (issue 14, round 17): general constructions that make a
reason the engine used part of the ruling, each on a minimal board where the clause must be
cited and one where it must not (docs/citations.md).

- a check found not to apply to a card (a step touching the card: a keyword read and not met,
  a rule read and not applied) inside a procedure that then changes that card is a cause of the
  change: the change happened although the check was made (``Engine._checked_causes``). Only
  while the procedure the check was made in is still being carried out: a check of an earlier
  action is no reason of a later one.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

import pytest

from ruling.core import Engine
from ruling.resolve import resolve
from ruling.rules import Mark, Move, games, get_game
from ruling.scenario import build, loads
from tests.ruling.boards import mc_area, mc_scenario

MC_BOARD = mc_scenario(
    turn="{player: A, number: 5, phase: main}",
    b=mc_area(
        "c3",
        "雪原",
        6,
        '{name: 氷の巨人, type: unit, level: 2, attack: 2, defense: 3, text: "%s"}',
    ),
    rest="actions:\n%s\nask: [B.discard]\n",
)

ACT = '  - {do: resolve_text, player: A, text: "%s", target: 氷の巨人}'


def _mc(text: str, *effects: str):
    return resolve(loads(MC_BOARD % (text, "\n".join(ACT % e for e in effects))))


def test_a_keyword_read_and_not_met_is_a_reason_of_the_change_it_did_not_prevent() -> None:
    """mc 13.1.7.1: 「耐性:吹雪」 is read against 【電撃】 damage and does nothing; the unit
    dies of that damage. Its death rests on the resistance not applying."""
    r = _mc("「耐性:吹雪」", "対象に【電撃】【3】ダメージを与える。")
    assert r.main.final.zone("B", "discard")
    assert "13.1.7.1" in r.decided_by


def test_a_check_of_an_earlier_action_is_no_reason_of_a_later_change() -> None:
    """mc 13.1.8.1: 「弱点:火炎」 read against 【電撃】 damage in the first action (the unit
    survives); the second action discards it for a defence of 0: the weakness decided nothing
    of that."""
    r = _mc(
        "「弱点:火炎 (+2ダメージ)」",
        "対象に【電撃】【1】ダメージを与える。",
        "対象に「防御力:-3」を付与する。",
    )
    assert r.main.final.zone("B", "discard")
    assert "11.3.1.1.1" in r.decided_by
    assert not {"13.1.8.1", "13.1.8.3"} & set(r.decided_by)


# ------------------------------------------------- the same construction in the core, every game


def _engine(game: str) -> tuple[Engine, str, str]:
    """An engine on a board of ``game`` with one card in A's hand: (engine, its uid, a zone to
    move it to)."""
    state, _notes = build(
        loads(
            f"game: {game}\ntitle: t\nturn: {{player: A, number: 5}}\n"
            "players:\n  A: {deck: 10, hand: [{name: 甲}]}\n  B: {deck: 10}\n"
        )
    )
    eng = Engine(get_game(game), state, [], [])
    uid = state.zone("A", "hand")[0].uid
    to = next(z.id for z in get_game(game).zones if z.id not in ("hand", "deck") and not z.slot)
    return eng, uid, to


def _in_frame(eng: Engine, proc: Generator[Any, Any, Any]) -> int:
    """Run ``proc`` as a procedure being carried out (a frame, as an action's run is)."""
    frame = eng.trace.add("action", "手順", "a procedure")
    eng._frames.append(frame)
    try:
        eng.run_procedure(proc)
    finally:
        eng._frames.pop()
    return frame


def _check(uid: str) -> Generator[Any, Any, Any]:
    yield Mark(clauses=("1.1",), ja="確認", en="a check", touches=(uid,))


def _move(uid: str, to: str) -> Generator[Any, Any, Any]:
    yield Move(uid=uid, player="A", zone=to, clauses=("1.2",))


@pytest.mark.parametrize("game", games())
def test_core_a_check_on_a_card_causes_its_change_in_the_same_procedure(game: str) -> None:
    eng, uid, to = _engine(game)

    def proc() -> Generator[Any, Any, Any]:
        yield from _check(uid)
        yield from _move(uid, to)

    _in_frame(eng, proc())
    mark = next(s.index for s in eng.trace.steps if s.event == "mark")
    move = next(s for s in eng.trace.steps if s.event == "move")
    assert mark in move.caused_by


@pytest.mark.parametrize("game", games())
def test_core_a_check_in_a_procedure_that_is_over_causes_nothing_later(game: str) -> None:
    eng, uid, to = _engine(game)
    _in_frame(eng, _check(uid))
    _in_frame(eng, _move(uid, to))
    mark = next(s.index for s in eng.trace.steps if s.event == "mark")
    move = next(s for s in eng.trace.steps if s.event == "move")
    assert mark not in move.caused_by


# ------------------------------------- a count condition kept from being met by a replacement

VS_REPLACED = """game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 3000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    retire: %d
    ring: {name: 美希, ap: 2000, dp: 2000, text: "[リング]このカードがリタイヤ置場に置かれる時、かわりに手札に置く。"}
actions:
  - {do: attack, support: 春香}
expect:
  outcome: {game_over: false}
"""


def test_a_replacement_that_kept_the_tenth_retire_card_out_cites_the_loss_check() -> None:
    """vs 9.2.2 (``ActionDef.puts_in``, ``ruling.notmet``): B has 9 retire cards; its ring card,
    defeated, goes to the hand instead of the retire zone: the loss check that would have found
    10 is a reason the game goes on, caused by the replacement."""
    r = resolve(loads(VS_REPLACED % 9))
    assert r.outcome.get("game_over") is False
    assert r.main.final.zone("B", "hand")
    assert "9.2.2" in r.decided_by


def test_a_replacement_far_from_the_tenth_retire_card_cites_no_loss_check() -> None:
    r = resolve(loads(VS_REPLACED % 3))
    assert r.main.final.zone("B", "hand")
    assert "9.2.2" not in r.decided_by
