"""「あなたは『X』以外のあなたがコントロールしている「その他」キャラクター1体をクラッシュしてもよい。
そうしなかった場合、『X』をクラッシュする。」 (round 50, s47coA; issue 12), three constructions:

- a crash of one character of a group with no 「対象」: one chosen as the step is done (4.3.2.6;
  4.2.13 names only 「対象の〜」 a target), as a tap of one is;
- a gender on a described group (「「その他」キャラクター1体」, 「タップ状態のすべての女性キャラクター」):
  the characters of that gender as in force when the step is done (4.3.8 step 2);
- 「そうしなかった場合、…」 after a step the player may do (「…してもよい」): done only when that
  step was not done (4.3.2.6: the text carried out in order) — the counterpart of 「そうしたら」;
  after a step that is no choice it stays refused."""

from __future__ import annotations

import pytest

from ruling.games._co.cardtext import programs
from ruling.state import Card
from tests.ruling.boards import cited, co_ability, co_run

TEXT = (
    "あなたのエンドフェイズ開始時に、あなたは『巨人』以外のあなたがコントロールしている"
    "「その他」キャラクター1体をクラッシュしてもよい。そうしなかった場合、『巨人』をクラッシュする。"
)


def test_the_text_compiles() -> None:
    ab = co_ability(TEXT)
    assert ab.supported, ab.reason
    one, this = ab.program.ops
    assert (one.kind, one.who, one.optional, one.sel.groups, one.sel.other) == (
        "crash",
        "one_of_described",
        True,
        ("その他",),
        True,
    )
    assert (this.kind, this.who, this.unless_done) == ("crash", "this", True)


def test_otherwise_after_no_choice_is_refused() -> None:
    text = "あなたのエンドフェイズ開始時に、あなたは山札からカードを1枚引く。そうしなかった場合、『巨人』をクラッシュする。"
    assert not co_ability(text).supported


BOARD = """
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {{name: 巨人, type: character, ap: 3, dp: 3, text: "{text}"}}
{others}
  B: {{hp: 20, deck: 10}}
actions:
  - {{do: end_phase}}
{choices}
ask: [巨人.zone{asked}]
"""

IMP = "      - {name: 小鬼, type: character, ap: 1, dp: 1, gender: その他}"
GIRL = "      - {name: 少女, type: character, ap: 1, dp: 1, gender: 女性}"


@pytest.mark.parametrize(
    ("others", "answer", "giant", "imp"),
    [
        # the player crashes 小鬼: 巨人 stays
        (IMP, "yes", "A.field", "A.dustbox"),
        # the player declines: 巨人 is crashed, 小鬼 stays
        (IMP, "no", "A.dustbox", "A.field"),
    ],
)
def test_done_or_not_decides_the_crash(others: str, answer: str, giant: str, imp: str) -> None:
    choices = f"choices:\n  - {{player: A, at: optional_step, choose: {answer}}}"
    r = co_run(BOARD.format(text=TEXT, others=others, choices=choices, asked=", 小鬼.zone"))
    assert r.outcome["state"] == {"巨人.zone": giant, "小鬼.zone": imp}
    assert "4.3.2.6" in cited(r)


def test_no_character_of_that_gender_so_none_crashed_and_the_card_goes() -> None:
    # only a 女性 character besides 巨人: no 「その他」 one to crash, so the step is not done
    choices = "choices:\n  - {player: A, at: optional_step, choose: yes}"
    r = co_run(BOARD.format(text=TEXT, others=GIRL, choices=choices, asked=", 少女.zone"))
    assert r.outcome["state"] == {"巨人.zone": "A.dustbox", "少女.zone": "A.field"}


def test_gender_on_every_described_character() -> None:
    text = "あなたがコントロールしているタップ状態のすべての女性キャラクターをアンタップする。"
    (prog,) = programs(Card(uid="x", owner="A", name="札", type="event", text=text))
    (op,) = prog.ops
    assert (op.kind, op.who, op.sel.states, op.sel.groups) == (
        "untap",
        "described",
        ("rest",),
        ("女性",),
    )
