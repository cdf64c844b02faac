"""Battle restrictions on defence in three wordings (round 50, s47coA; issue 12), each the card's
text over 3.4.5.3 / 3.4.5.7 (4.2.9), held as a keyword (lost with the abilities, 4.3.8):

- 「『X』は「飛行」の特殊能力を持つキャラクターをディフェンスできない」: X may not defend an
  attacker so described (``no_defend_vs:kw:flying``); another attacker it defends;
- 「ターン終了時まで、対象のキャラクター1体は「飛行」の特殊能力を持つキャラクターをディフェンスし
  てもよい」: 〔GUN〕's permission (3.4.5.7, 4-3-8) given to the target (4.2.13) until the end of
  the turn (3.7.2);
- 『このキャラクターは「飛行」の特殊能力を持つキャラクターにディフェンスされない』 given (4.3.8
  step 3; 「このキャラクター」 the card that gains it, 4.2.10): held as X's own text would be.
"""

from __future__ import annotations

import pytest

from tests.ruling.boards import cited, co_ability, co_run

BOARD = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {{name: 鷲, type: character, ap: 2, dp: 3, text: "「飛行」"}}
      - {{name: 犬, type: character, ap: 2, dp: 3}}
  B:
    hp: 20
    deck: 10
    field:
      - {{name: 熊, type: character, ap: 0, dp: 5, text: "{text}"}}
actions:
  - {{do: attack, attacker: {attacker}, defender: 熊}}
ask: [B.hp]
"""

NO_DEFEND = "『熊』は「飛行」の特殊能力を持つキャラクターをディフェンスできない。"


def test_cannot_defend_described_compiles() -> None:
    ab = co_ability(NO_DEFEND)
    assert ab.supported, ab.reason
    assert ab.program.keyword == "no_defend_vs:kw:flying"
    # a phrase it cannot describe (any character) is not this keyword
    other = co_ability("『熊』はキャラクターをディフェンスできない。")
    assert other.program is None or not str(other.program.keyword).startswith("no_defend_vs")


def test_cannot_defend_a_flyer_but_defends_another() -> None:
    # 3.4.5.7 alone would let nothing without 「飛行」 defend 鷲; the restriction must bar even
    # a defender the table admits: give 熊 「飛行」 too
    r = co_run(BOARD.format(text=f"「飛行」\\n{NO_DEFEND}", attacker="鷲"))
    assert r.main.rejected
    assert {"3.4.5.3", "4.2.9"} <= cited(r)
    r = co_run(BOARD.format(text=f"「飛行」\\n{NO_DEFEND}", attacker="犬"))
    assert not r.main.rejected and r.outcome["state"] == {"B.hp": 20}
    # without the restriction 熊 (with 「飛行」) defends 鷲
    r = co_run(BOARD.format(text="「飛行」", attacker="鷲"))
    assert not r.main.rejected and r.outcome["state"] == {"B.hp": 20}


GIVE = (
    "「工作」　1エネルギーを支払う:ターン終了時まで、対象のキャラクター1体は「飛行」の特殊能力を"
    "持つキャラクターをディフェンスしてもよい。"
)


def test_permission_given_to_the_target_compiles() -> None:
    ab = co_ability(GIVE, name="案内人")
    assert ab.supported, ab.reason
    (op,) = ab.program.ops
    assert (op.kind, op.who, op.value, op.until) == (
        "grant",
        "target_char",
        "defend_flying",
        "turn",
    )


BOARD_NOW = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {{name: 鷲, type: character, ap: 2, dp: 3, text: "「飛行」"}}
  B:
    hp: 20
    deck: 10
    energy: 3
    field:
      - {{name: 案内人, type: character, ap: 1, dp: 1, text: "{text}"}}
      - {{name: 熊, type: character, ap: 0, dp: 5}}
actions:
{used}
  - {{do: attack, attacker: 鷲, defender: 熊}}
ask: [B.hp]
"""


@pytest.mark.parametrize(
    ("used", "defends"),
    [("", False), ("  - {do: activate, player: B, card: 案内人, target: 熊}", True)],
)
def test_permission_given_lets_the_target_defend(used: str, defends: bool) -> None:
    r = co_run(BOARD_NOW.format(text=GIVE, used=used))
    assert r.main.rejected != defends
    if defends:
        assert r.outcome["state"] == {"B.hp": 20}


QUOTE = (
    "セットされたキャラクターは、「+1:+0」の修正を受け、以下の特殊能力を得る。"
    "『このキャラクターは「飛行」の特殊能力を持つキャラクターにディフェンスされない』"
)

SET = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {{name: 登山家, type: character, ap: 2, dp: 3}}
      - {{name: 道具, type: item, set_on: 登山家, text: "{text}"}}
  B:
    hp: 20
    deck: 10
    field:
      - {{name: 鳥, type: character, ap: 0, dp: 5, text: "「飛行」"}}
      - {{name: 犬, type: character, ap: 0, dp: 5}}
actions:
  - {{do: attack, attacker: 登山家, defender: {defender}}}
ask: [B.hp]
"""


def test_quoted_restriction_given_compiles() -> None:
    ab = co_ability(QUOTE, "item")
    assert ab.supported, ab.reason
    assert [(s.kind, s.who, s.value) for s in ab.program.statics] == [
        ("mod", "host", None),
        ("gain", "host", "undefended_by:kw:flying"),
    ]


def test_quoted_restriction_given_bars_the_flyer() -> None:
    r = co_run(SET.format(text=QUOTE, defender="鳥"))
    assert r.main.rejected
    assert {"3.4.5.3", "4.2.9"} <= cited(r)
    r = co_run(SET.format(text=QUOTE, defender="犬"))
    assert not r.main.rejected and r.outcome["state"] == {"B.hp": 20}
