"""「…1体を選ぶ。そのキャラクターは…」 (round 59, s56coX): a sentence that only chooses, and the
next naming the choice first, say what 「…1体は…」 says — the card chosen as the text is carried
out (4.3.2.6; no 「対象の」, so no target is taken at the play, 4.2.13)."""

from __future__ import annotations

from tests.ruling.boards import co_ability, co_run, main_state

CHOSEN = (
    "あなたのキャラクター1体を選ぶ。そのキャラクターは、このターンの間、「+3:+0」の修正を受ける。"
)
SAID = "あなたのキャラクター1体は、このターンの間、「+3:+0」の修正を受ける。"


def test_read_as_the_one_sentence_form() -> None:
    a = co_ability(CHOSEN, "event")
    assert a.supported, a.reason
    assert a.program == co_ability(SAID, "event").program
    tap = co_ability("あなたは相手のキャラクター1体を選ぶ。そのキャラクターをタップする。", "event")
    assert tap.supported, tap.reason
    assert tap.program == co_ability("相手のキャラクター1体をタップする。", "event").program


def test_another_player_s_choice_is_not_read_so() -> None:
    text = "相手は自分のキャラクター1体を選ぶ。そのキャラクターをタップする。"
    ab = co_ability(text, "event")
    assert (
        not ab.supported
        or ab.program != co_ability("相手のキャラクター1体をタップする。", "event").program
    )


def test_the_chosen_character_is_modified() -> None:
    text = CHOSEN.replace("「", "\\u300c").replace("」", "\\u300d")
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    deck: 10\n"
        "    field:\n"
        "      - {name: 剣士, type: character, gender: 男性, ap: 1, dp: 2}\n"
        "      - {name: 弓兵, type: character, gender: 男性, ap: 1, dp: 2}\n"
        f'    hand: [{{name: 鼓舞, type: event, cost: 0, text: "{text}\\n使い捨て"}}]\n'
        "  B: {hp: 10, deck: 10}\n"
        "actions:\n  - {do: play, card: 鼓舞}\nchoices:\n  - {player: A, choose: 弓兵}\n"
        "ask: [剣士.ap, 弓兵.ap]\n"
    )
    assert main_state(r, "弓兵.ap") == 4
    assert main_state(r, "剣士.ap") == 1
