"""「…キャラクター1体を選ぶ。そのキャラクターは、このターンの間、「+3:−1」の修正を受け、「飛行」の
特殊能力を失う。」 (round 59, s56coC2): one character chosen as the text is carried out (no 「対象
の」: no target, 4.2.13), and each step of the sentence done to that same card in order (4.3.2.6)
— not a new choice for each step."""

from __future__ import annotations

from tests.ruling.boards import co_ability, co_run, main_state, unsupported

TEXT = (
    "あなたのフィールドの「飛行」の特殊能力を持つキャラクター1体を選ぶ。"
    "そのキャラクターは、このターンの間、「+3:-1」の修正を受け、「飛行」の特殊能力を失う。"
)


def test_the_later_step_names_the_card_chosen() -> None:
    a = co_ability(TEXT, "event")
    assert a.supported, a.reason
    assert [(o.kind, o.who) for o in a.program.ops] == [
        ("modify", "one_of_described"),
        ("strip", "chosen"),
    ]
    # two sentences each choosing: each its own choice (not read as one card)
    two = co_ability(
        "あなたのキャラクター1体をタップする。あなたのキャラクター1体をアンタップする。", "event"
    )
    assert not two.supported or all(o.who != "chosen" for o in two.program.ops)


def test_both_steps_on_the_one_card() -> None:
    text = TEXT.replace("「", "\\u300c").replace("」", "\\u300d")
    fly = '"\\u300c飛行\\u300d"'
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    deck: 10\n"
        "    field:\n"
        f"      - {{name: 燕, type: character, gender: 男性, ap: 1, dp: 3, text: {fly}}}\n"
        f"      - {{name: 鷹, type: character, gender: 男性, ap: 1, dp: 3, text: {fly}}}\n"
        f'    hand: [{{name: 急降下, type: event, cost: 0, text: "{text}\\n使い捨て"}}]\n'
        "  B: {hp: 10, deck: 10}\n"
        "actions:\n  - {do: play, card: 急降下}\nchoices:\n  - {player: A, choose: 鷹}\n"
        "ask: [鷹.ap, 鷹.dp, 鷹.abilities, 燕.ap, 燕.abilities]\n"
    )
    assert not unsupported(r)
    assert (main_state(r, "鷹.ap"), main_state(r, "鷹.dp")) == (4, 2)
    assert main_state(r, "燕.ap") == 1
    # the keyword in force (4.3.8 step 3): lost by the one chosen only
    assert "flying" not in main_state(r, "鷹.abilities")
    assert "flying" in main_state(r, "燕.abilities")
