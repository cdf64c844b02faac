"""Two wordings of round 62 (s59coC), each the same program as a wording already read:

- 「あなたは1エネルギーを支払ってもよい。支払った場合、…」: a condition naming again the act of the
  step just before, one the player may do, is 「そうした場合」 — what follows is done if the
  player did it (4.3.2.6, the text done in order; the payment 4.3.3.3). After a step that is no
  choice, or naming another act, it is not read so.
- 「この特殊能力は1ターンに1回のみ発動する」: 「のみ」 printed apart from the count, the limit
  「1ターンに1回しか発動しない」 (4.2.9 over 3.4's 「何回でも」)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run

TRIGGER = "あなたのキャラクターがアタックしたとき、"
PAY = TRIGGER + "あなたは1エネルギーを支払ってもよい。{lead}、あなたのHPは2点回復する。"


def test_paid_same_program_as_so_done() -> None:
    said = co_ability(PAY.format(lead="支払った場合"), "navigator", "双葉")
    plain = co_ability(PAY.format(lead="そうした場合"), "navigator", "双葉")
    assert plain.supported, plain.reason
    assert said.supported, said.reason
    assert said.program == plain.program


@pytest.mark.parametrize(
    "text",
    [
        TRIGGER + "あなたは1エネルギーを支払う。支払った場合、あなたのHPは2点回復する。",
        TRIGGER + "あなたはカードを1枚引いてもよい。支払った場合、あなたのHPは2点回復する。",
    ],
)
def test_not_after_a_choice_of_that_act(text: str) -> None:
    assert not co_ability(text, "navigator", "双葉").supported


BOARD = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: {energy}
    deck: 10
    field:
      - {{name: 双葉, type: navigator, text: "{text}"}}
      - {{name: 剣士, type: character, ap: 2, dp: 2}}
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: attack, attacker: 剣士, defender: none}}
choices: [{{player: A, at: optional_step, choose: {choose}}}]
ask: [A.hp, A.energy]
"""


@pytest.mark.parametrize(
    ("energy", "choose", "hp", "left"), [(1, "yes", 12, 0), (1, "no", 10, 1), (0, "yes", 10, 0)]
)
def test_paid_on_a_board(energy: int, choose: str, hp: int, left: int) -> None:
    text = PAY.format(lead="支払った場合")
    r = co_run(BOARD.format(energy=energy, text=text, choose=choose))
    assert (r.outcome["state"]["A.hp"], r.outcome["state"]["A.energy"]) == (hp, left)


LIMIT = TRIGGER + "あなたはカードを1枚引く。この特殊能力は1ターンに1回{how}。"


def test_only_once_same_program_as_not_more_than_once() -> None:
    only = co_ability(LIMIT.format(how="のみ発動する"), "navigator", "双葉")
    plain = co_ability(LIMIT.format(how="しか発動しない"), "navigator", "双葉")
    assert plain.supported, plain.reason
    assert only.supported, only.reason
    assert only.program == plain.program
    assert only.program.per_turn == 1


def test_a_count_with_no_only_is_not_a_limit() -> None:
    assert not co_ability(LIMIT.format(how="発動する"), "navigator", "双葉").supported
