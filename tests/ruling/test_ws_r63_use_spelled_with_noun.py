"""Round 63 (s60wsC): 「使用できる / 使用できない」, the verb 使える spelled with its kanji noun (the
grammar reads 使用 as the object of する; ``ruling.cardtext.abilities.spelled_use``), read as 使える:
「この能力は1ターンにつきN回まで使用できる」 is the activated ability's limit of uses, a statement
the text adds over the rules (1.3.1; as 「…使える」, test_ws_constructions_r19), and 「この能力は、
Xの間中は使用できない」 — the period the second topic of the sentence (the shared
``use_requirement``) — a restriction on when it is played (1.3.1, read as it is played, 8.6.2.1),
as 「…には使えない」 is (test_ws_r53_use_requirement, test_ws_r54_use_after_entering)."""

from __future__ import annotations

from typing import Any

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.games._ws.cardtext.ir import prog_ext, uses_a_turn
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, decided, unsupported, ws_compile


def _activate(text: str, times: int) -> Any:
    src = (
        WS_HEAD + "players:\n  A:\n    level: 1\n    stock: 4\n    deck: 10\n    stage:\n"
        f'      center_front: {{name: 主, type: character, level: 0, power: 2000, text: "{text}"}}\n'
        "  B: {level: 1, deck: 10}\nactions:\n"
        + "  - {do: activate, player: A, card: 主}\n" * times
        + "ask: [A.hand, A.stock]\n"
    )
    return resolve(loads(src, "t.yaml"))


@pytest.mark.parametrize(
    ("text", "times"),
    [
        ("【起】［(1)］ あなたは1枚引く。この能力は1ターンにつき1回まで使用できる。", 1),
        ("【起】［(1)］ あなたは1枚引く。この能力は1ターンにつき2回まで使用できる。", 2),
    ],
)
def test_a_use_limit_spelled_with_the_noun(text: str, times: int) -> None:
    """Activated three times: only the limit's number of uses are made (one card drawn and one
    stock paid each); the limit sentence is no step of the effect."""
    prog = ws_compile(text)
    assert uses_a_turn(prog) == times and prog_ext(prog, "limit_use")
    assert [o.verb for o in prog.steps] == ["draw"]
    r = _activate(text, 3)
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"] == {"A.hand": times, "A.stock": 4 - times}
    assert "1.3.1" in decided(r)


def test_the_same_limit_as_the_verb() -> None:
    """使用できる and 使える give the same program."""
    a = ws_compile("【起】［(1)］ あなたは1枚引く。この能力は1ターンにつき1回まで使用できる。")
    b = ws_compile("【起】［(1)］ あなたは1枚引く。この能力は1ターンにつき1回まで使える。")
    assert a.steps == b.steps and uses_a_turn(a) == uses_a_turn(b)
    assert prog_ext(a, "limit_use") == prog_ext(b, "limit_use")


def test_a_period_it_is_not_used_in() -> None:
    """「この能力は、あなたのアタックフェイズ中は使用できない」: not while that period lasts (the
    condition negated), read as 「…アタックフェイズには使えない」; in the main phase it is played."""
    text = "【起】［(1)］ あなたは1枚引く。この能力は、あなたのアタックフェイズ中は使用できない。"
    same = "【起】［(1)］ あなたは1枚引く。この能力は、あなたのアタックフェイズには使えない。"
    need = prog_ext(ws_compile(text), "use_requirement")
    assert need is not None and need.what == "not"
    assert need == prog_ext(ws_compile(same), "use_requirement")
    r = _activate(text, 1)
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"] == {"A.hand": 1, "A.stock": 3}


BOARD = """\
players:
  A:
    level: 1
    stock: 3
    deck: 10
    hand:
      - {{name: 新顔, type: character, level: 0, cost: 0, color: yellow, power: 1000, soul: 1, text: "{text}"}}
    stage:
      left_front: {{name: 古株, type: character, level: 0, power: 1000, soul: 1, text: "{text}"}}
  B: {{deck: 10}}
actions:
  - {{do: play, player: A, card: 新顔, slot: center_front}}
  - {{do: activate, player: A, card: {card}}}
ask: [A.hand]
"""


@pytest.mark.parametrize(("card", "hand"), [("新顔", 0), ("古株", 1)])
def test_not_used_in_the_turn_the_card_entered(card: str, hand: int) -> None:
    """「この能力は、このカードが舞台に置かれたターン中は使用できない」: the card put onto the stage
    this turn does not use it (nothing drawn); one on the stage before does."""
    text = "【起】 あなたは1枚引く。この能力は、このカードが舞台に置かれたターン中は使用できない。"
    r = resolve(loads(WS_HEAD + BOARD.format(text=text, card=card), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["A.hand"] == hand
    if not hand:
        assert "1.3.1" in decided(r)
