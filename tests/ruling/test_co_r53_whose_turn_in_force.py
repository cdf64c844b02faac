"""co round 53 (s50coT2; issue 12): a special ability of X in force while it is one player's
turn — 「『X』は、相手のターン中、「+0:+3」の修正を受ける」, 「あなたのターン中、『X』はアタックできない」
(4.3.8: the effects applied are worked out again as they change; the period read as the
condition 「<player>のターンなら」, ``Cond("turn")``, as the shared compiler reads the period of a
continuous ability). The prohibition is held as the keyword X gains while the condition holds
(4.3.8 step 3; over 3.4.5.2, 4.2.9). A keyword sentence under a condition is never read as the
keyword without it."""

from __future__ import annotations

import pytest

from ruling.cardtext.ir import Cond
from tests.ruling.boards import co_ability, co_run, unsupported

MAMMOTH = "『骨』は、相手のターン中、「+0:+3」の修正を受ける。あなたのターン中、『骨』はアタックできない。"


def test_whose_turn_compiles_to_a_condition_in_force() -> None:
    ab = co_ability(MAMMOTH)
    assert ab.supported, ab.reason
    mod, gain = ab.program.statics
    assert (mod.kind, mod.who, mod.ap, mod.dp, mod.cond) == (
        "mod",
        "this",
        0,
        3,
        Cond("turn", owner="opponent"),
    )
    assert (gain.kind, gain.value, gain.cond) == ("gain", "no_attack", Cond("turn", owner="you"))
    one = co_ability("あなたのターン中、『獅子』は「+1:+0」の修正を受ける。")
    assert one.supported, one.reason
    assert one.program.statics[0].cond == Cond("turn", owner="you")


BOARD = """
turn: {{player: {turn}, number: 4, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {{name: 骨, type: character, ap: 2, dp: 1, text: "{text}"}}
  B:
    hp: 20
    deck: 10
    field:
      - {{name: 熊, type: character, ap: 1, dp: 1}}
actions:
{actions}
ask: [骨.ap, 骨.dp]
"""


@pytest.mark.parametrize(("turn", "dp"), [("A", 1), ("B", 4)])
def test_modifier_applies_in_the_opponents_turn_only(turn: str, dp: int) -> None:
    r = co_run(
        BOARD.format(turn=turn, text=MAMMOTH, actions="  []").replace("actions:\n  []\n", "")
    )
    assert not unsupported(r)
    assert r.outcome["state"] == {"骨.ap": 2, "骨.dp": dp}


def test_cannot_attack_in_its_controllers_turn() -> None:
    attack = "  - {do: attack, attacker: 骨, defender: none}"
    r = co_run(BOARD.format(turn="A", text=MAMMOTH, actions=attack))
    assert r.main.rejected
    # the same card without the text attacks
    r = co_run(BOARD.format(turn="A", text="", actions=attack))
    assert not r.main.rejected


def test_your_turn_modifier_on_a_board() -> None:
    text = "あなたのターン中、『骨』は「+1:+0」の修正を受ける。"
    for turn, ap in (("A", 3), ("B", 2)):
        r = co_run(
            BOARD.format(turn=turn, text=text, actions="  []").replace("actions:\n  []\n", "")
        )
        assert r.outcome["state"] == {"骨.ap": ap, "骨.dp": 1}


@pytest.mark.parametrize(
    "text",
    [
        "あなたのHPが5点以下の場合、『骨』はアタックできない。",
        "あなたのHPが5点以下の場合、『骨』は男性キャラクターにディフェンスされない。",
        "あなたのHPが5点以下の場合、『骨』はアンタップ状態でフィールドに出る。",
    ],
)
def test_a_keyword_sentence_under_a_condition_is_not_the_bare_keyword(text: str) -> None:
    ab = co_ability(text)
    assert not (ab.supported and ab.program.kind == "keyword"), ab.program


def test_a_keyword_gained_under_a_condition_is_read_with_it() -> None:
    # 「…限り、『X』は「飛行」を持つ」: the keyword while the condition holds (4.3.8 step 3)
    text = "あなたのHPが5点以下の場合、『骨』は「飛行」の特殊能力を持つ。"
    ab = co_ability(text)
    assert ab.supported, ab.reason
    (st,) = ab.program.statics
    assert (st.kind, st.value, st.cond.what) == ("gain", "flying", "co:hp")


@pytest.mark.parametrize(
    "text",
    [
        # another card's name, a duration of its own: left as printed
        "あなたのターン中、すべてのキャラクターは「+1:+0」の修正を受ける。",
    ],
)
def test_what_stays_refused(text: str) -> None:
    assert not co_ability(text, name="骨").supported


TWIN = """
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
    field:
      - {{name: 妹, type: character, ap: 0, dp: 5, text: "あなたが〔姉〕をコントロールしている限り、『妹』は「飛行」を持つ。"}}
{more}
actions:
  - {{do: attack, attacker: 鷲, defender: 妹}}
ask: [B.hp]
"""


def test_a_keyword_held_while_a_card_is_controlled_on_a_board() -> None:
    # 3.4.5.7: only a character with 「飛行」 defends one that has it
    sister = "      - {name: 姉, type: character, ap: 1, dp: 1}"
    assert not co_run(TWIN.format(more=sister)).main.rejected
    assert co_run(TWIN.format(more="")).main.rejected


EVENT = """
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    hand:
      - {{name: 札, type: event, cost: 1, text: "{whose}のターンなら、あなたは山札からカードを1枚引く。"}}
  B:
    hp: 20
    deck: 10
actions:
  - {{do: play, card: 札}}
ask: [A.hand]
"""


@pytest.mark.parametrize(("whose", "hand"), [("あなた", 1), ("相手", 0)])
def test_whose_turn_as_a_steps_condition_on_a_board(whose: str, hand: int) -> None:
    # 「あなたのターンなら、…」 on a card played in its player's turn: read as it is carried out
    r = co_run(EVENT.format(whose=whose))
    assert not r.main.rejected and not unsupported(r)
    assert r.outcome["state"] == {"A.hand": hand}
