"""「「飛行」の特殊能力を持つ相手のキャラクター1体」, 「あなたのフィールドの「飛行」の特殊能力を持つ
キャラクター1体」 (round 59, s56coC2): the grammar reads the words before the noun as a relative
「…を持つ」 (「あなたのフィールドの」 hung on the keyword inside it). One character of the field
(4-2-7) of that player (4.2.12) with the keyword as in force (3.4.5.7, 4.3.8 step 3), chosen as
the text is carried out (no 「対象の」: no target, 4.2.13)."""

from __future__ import annotations

from tests.ruling.boards import co_ability, co_run, main_state

THEIRS = (
    "「飛行」の特殊能力を持つ相手のキャラクター1体を選ぶ。"
    "そのキャラクターは、このターンの間、「+0:-2」の修正を受ける。"
)
YOURS = "あなたのフィールドの「飛行」の特殊能力を持つキャラクター1体をタップする。"


def test_read_as_a_described_group() -> None:
    a = co_ability(THEIRS, "event")
    assert a.supported, a.reason
    (op,) = a.program.ops
    assert op.who == "one_of_described"
    assert op.sel.owner == "opponent" and op.sel.has == ("flying",)
    b = co_ability(YOURS, "event")
    assert b.supported, b.reason
    (op,) = b.program.ops
    assert op.sel.owner == "you" and op.sel.has == ("flying",)
    lacks = co_ability("「飛行」の特殊能力を持たない相手のキャラクター1体をタップする。", "event")
    assert lacks.supported, lacks.reason
    assert lacks.program.ops[0].sel.lacks == ("flying",)


def _board(text: str) -> str:
    text = text.replace("「", "\\u300c").replace("」", "\\u300d")
    return (
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    deck: 10\n"
        "    field:\n"
        '      - {name: 燕, type: character, gender: 男性, ap: 1, dp: 2, text: "\\u300c飛行\\u300d"}\n'
        f'    hand: [{{name: 号令, type: event, cost: 0, text: "{text}\\n使い捨て"}}]\n'
        "  B:\n    hp: 10\n    deck: 10\n    field:\n"
        '      - {name: 鷲, type: character, gender: 男性, ap: 1, dp: 3, text: "\\u300c飛行\\u300d"}\n'
        "      - {name: 熊, type: character, gender: 男性, ap: 1, dp: 3}\n"
        "actions:\n  - {do: play, card: 号令}\n"
    )


def test_only_a_character_with_the_keyword_is_chosen() -> None:
    # the opponent's one character with 「飛行」 is the only one the phrase names: no choice
    # among the others (熊 has no keyword; 燕 is the player's own)
    r = co_run(_board(THEIRS) + "ask: [鷲.dp, 熊.dp, 燕.dp]\n")
    assert main_state(r, "鷲.dp") == 1
    assert main_state(r, "熊.dp") == 3
    assert main_state(r, "燕.dp") == 2


def test_of_the_player_s_field() -> None:
    r = co_run(_board(YOURS) + "ask: [燕.state, 鷲.state]\n")
    assert main_state(r, "燕.state") == "rest"
    assert main_state(r, "鷲.state") == "stand"
