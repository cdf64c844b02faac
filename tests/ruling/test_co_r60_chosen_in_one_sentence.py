"""「あなたはキャラクター1体を選び、そのキャラクターをアンタップする」 (round 60, s57coC, from
cards_r59): the choice said as a step of a sentence and the step after it naming what was chosen
(「その…を / は」) read as the one step 「キャラクター1体をアンタップする」 — the card chosen as the
text is carried out (4.3.2.6; no 「対象の」, so no target is taken, 4.2.13), under the choice's own
condition; as round 59 reads the choice said as a sentence of its own
(tests/ruling/test_co_r59_chosen_then_named.py)."""

from __future__ import annotations

from tests.ruling.boards import co_ability, co_run, main_state

TAP = "あなたは相手のキャラクター1体を選び、そのキャラクターをタップする。"


def test_read_as_the_one_step() -> None:
    a = co_ability(TAP, "event")
    assert a.supported, a.reason
    assert a.program == co_ability("相手のキャラクター1体をタップする。", "event").program
    cond = (
        "あなたのエンドフェイズ開始時、あなたのフィールドにタップ状態のキャラクターが3体以上いる"
        "場合、あなたはキャラクター1体を選び、そのキャラクターをアンタップする。"
    )
    said = cond.replace("あなたはキャラクター1体を選び、そのキャラクターを", "キャラクター1体を")
    b = co_ability(cond, "character", "仲居")
    assert b.supported, b.reason
    assert b.program == co_ability(said, "character", "仲居").program


def test_another_player_s_choice_is_not_read_so() -> None:
    text = "相手は自分のキャラクター1体を選び、そのキャラクターをタップする。"
    ab = co_ability(text, "event")
    assert (
        not ab.supported
        or ab.program != co_ability("相手のキャラクター1体をタップする。", "event").program
    )


def test_the_chosen_character_is_tapped() -> None:
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    deck: 10\n"
        f'    hand: [{{name: 足止め, type: event, cost: 0, text: "{TAP}\\n使い捨て"}}]\n'
        "  B:\n    hp: 10\n    deck: 10\n    field:\n"
        "      - {name: 剣士, type: character, gender: 男性, ap: 1, dp: 2}\n"
        "      - {name: 弓兵, type: character, gender: 男性, ap: 1, dp: 2}\n"
        "actions:\n  - {do: play, card: 足止め}\nchoices:\n  - {player: A, choose: 弓兵}\n"
        "ask: [剣士.state, 弓兵.state]\n"
    )
    assert main_state(r, "弓兵.state") == "rest"
    assert main_state(r, "剣士.state") == "stand"
