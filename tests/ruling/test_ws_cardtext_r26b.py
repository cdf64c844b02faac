"""Weiß Schwarz card-text constructions of round 26, second pass (issue 12, s22ws2): relative
clauses before a noun in every voice, and a quoted ability negated as a filter.

- The passive's final form before a noun (「カード名に「X」が含まれるキャラ」, 「…含まれないキャラ」): a
  relative clause of that noun (grammar ``ATTRIBUTIVE``), read as the plain stative clause
  (「カード名に「X」を含むキャラ」, 2.1.2.1) — in the object, the continuous ability's target, a
  zone other than the stage, with か between names.
- The passive's perfect negated before a noun (「相手のアタックされていないキャラ」, 「アタックされて
  いない相手のキャラ」, 「カード名に「X」が含まれていないキャラ」): the lexicon reads 「…されて」 and
  「いない」; with no comma between them and the noun they are one relative clause (grammar
  ``_passive_perfect_relative``; の before it marks its subject, ``NO_SUBJ``): every card of the
  head noun but those so described (7.2.1.5.1, 7.2.1.5.2; 2.1.2.1).
- 「『アンコール』を持たないキャラ」: a quoted ability negated — every card of the head noun but
  those that have it (as 「『アンコール』を持つ」 taken out, 8.1).
"""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import compiled_first, unsupported, zone_names
from tests.ruling.test_ws_cardtext_r26 import ATTACK_BOARD


def _same(a: str, b: str) -> None:
    assert compiled_first(a, "ws") == compiled_first(b, "ws")


# ------------------------------------------------ the passive's final form before a noun


@pytest.mark.parametrize(
    ("passive", "active"),
    [
        (
            "【起】［(1)］ あなたは自分のカード名に「花」が含まれるキャラを1枚選び、そのターン中、パワーを＋1000。",
            "【起】［(1)］ あなたは自分のカード名に「花」を含むキャラを1枚選び、そのターン中、パワーを＋1000。",
        ),
        (
            "【永】 あなたのカード名に「花」が含まれるキャラすべてに、パワーを＋500。",
            "【永】 あなたのカード名に「花」を含むキャラすべてに、パワーを＋500。",
        ),
        (
            "【自】 このカードがアタックした時、あなたは自分の控え室のカード名に「花」か「月」が含まれる"
            "キャラを1枚選び、手札に戻す。",
            "【自】 このカードがアタックした時、あなたは自分の控え室のカード名に「花」か「月」を含む"
            "キャラを1枚選び、手札に戻す。",
        ),
        (
            "【永】 あなたのカード名に「花」が含まれないキャラすべてに、パワーを＋500。",
            "【永】 あなたのカード名に「花」を含まないキャラすべてに、パワーを＋500。",
        ),
        (
            "【永】 あなたのカード名に「花」が含まれていないキャラすべてに、パワーを＋500。",
            "【永】 あなたのカード名に「花」を含まないキャラすべてに、パワーを＋500。",
        ),
    ],
)
def test_a_passive_relative_clause_is_the_plain_state(passive: str, active: str) -> None:
    _same(passive, active)


NAME_BOARD = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    deck: 10
    stage:
      center_front: {{name: 付与役, type: character, level: 0, power: 1000, soul: 1, text: "{text}"}}
      left_front: {{name: 花の子, type: character, level: 0, power: 3000, soul: 1}}
      right_front: {{name: 月の子, type: character, level: 0, power: 3000, soul: 1, text: "{encore}"}}
  B: {{deck: 10}}
ask: [花の子.power, 月の子.power]
"""


@pytest.mark.parametrize(
    ("described", "flower", "moon"),
    [
        ("カード名に「花」が含まれる", 3500, 3000),
        ("カード名に「花」が含まれない", 3000, 3500),
        ("カード名に「花」が含まれていない", 3000, 3500),
        ("カード名に「花」か「月」が含まれる", 3500, 3500),
        # a quoted ability: 月の子 has 『アンコール』 (its text), 花の子 has none
        ("『アンコール』を持たない", 3500, 3000),
        ("『アンコール』を持つ", 3000, 3500),
    ],
)
def test_described_characters_on_a_board(described: str, flower: int, moon: int) -> None:
    """「【永】 他のあなたの<described>キャラすべてに、パワーを＋500。」"""
    text = f"【永】 他のあなたの{described}キャラすべてに、パワーを＋500。"
    board = NAME_BOARD.format(text=text, encore="【自】 アンコール ［(3)］")
    r = resolve(loads(board, "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["花の子.power"] == flower
    assert r.outcome["state"]["月の子.power"] == moon


# ------------------------------------------- the passive's perfect negated before a noun


@pytest.mark.parametrize(
    ("negated", "plain"),
    [
        ("相手のアタックされていないキャラ", "相手のアタックされているキャラ"),
        ("アタックされていない相手のキャラ", "アタックされている相手のキャラ"),
        ("相手のフロントアタックされていないキャラ", "相手のフロントアタックされているキャラ"),
    ],
)
def test_the_negated_perfect_is_every_other_card(negated: str, plain: str) -> None:
    """「…されていない<noun>」 is the head noun less what 「…されている<noun>」 names."""
    head = "【自】 このカードがアタックした時、あなたは"
    tail = "を1枚選び、そのターン中、パワーを－1000。"
    neg = compiled_first(head + negated + tail, "ws").steps[0].target
    pos = compiled_first(head + plain + tail, "ws").steps[0].target
    assert neg.but and neg.but[0].states == pos.states
    assert neg.owner == pos.owner and neg.kinds == pos.kinds


@pytest.mark.parametrize(
    ("described", "kind", "taken"),
    [
        ("相手のアタックされていないキャラ", "front", "B:他の相手"),
        ("アタックされていない相手のキャラ", "side", "B:他の相手"),
        ("相手のフロントアタックされていないキャラ", "front", "B:他の相手"),
    ],
)
def test_the_negated_perfect_on_a_board(described: str, kind: str, taken: str) -> None:
    """The character not attacked (7.2.1.5.1, 7.2.1.5.2) is the one the choice can take."""
    atext = f"【自】 このカードがアタックした時、あなたは{described}を1枚選び、手札に戻す。"
    r = resolve(loads(ATTACK_BOARD.format(atext=atext, kind=kind), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    p, name = taken.split(":")
    assert zone_names(r, p, "hand") == [name]


def test_the_passive_before_a_comma_still_ends_its_step() -> None:
    """The neighbour: a passive (perfect) followed by a comma is not a relative clause — 「相手の
    キャラがアタックされていないなら」 stays a condition (refused by name, as before)."""
    text = "【自】 このカードがアタックした時、相手のキャラがアタックされていないなら、あなたは1枚引く。"
    with pytest.raises(Exception, match="condition"):
        compiled_first(text, "ws")
