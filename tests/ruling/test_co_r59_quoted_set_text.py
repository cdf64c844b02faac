"""A set card printing its text quoted in 《…》 after its instruction (round 59, s56coX):
「キャラクター1体にセットする。《セットされたキャラクターは…》」 — the rules document's own way of
quoting a card's text (4.3.8: 〔ファイナルうさパンチ〕《セットされたキャラクターは、…》) read as the
instruction, then the text quoted (``cardtext.card_text``); and 「このスペル / このアイテム」, the
card the text is printed on called by its type (4.2.8, 4.2.10), read as 「このカード」."""

from __future__ import annotations

from ruling.games._co.cardtext import card_text
from tests.ruling.boards import co_ability, co_run, decided, main_state

QUOTED = "キャラクター1体にセットする。《セットされたキャラクターは、「+2:+0」の修正を受ける。》"


def test_the_quoted_text_is_a_line_after_the_instruction() -> None:
    assert card_text(f"{QUOTED}\n維持費:1エネルギー。") == (
        "キャラクター1体にセットする。\nセットされたキャラクターは、「+2:+0」の修正を受ける。"
        "\n維持費:1エネルギー。"
    )
    # a line quoting nothing after a sentence is left as it is
    assert card_text("キャラクター1体にセット\n…") == "キャラクター1体にセット\n…"


def test_the_quoted_text_runs_on_the_host() -> None:
    text = QUOTED.replace("「", "\\u300c")
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        "    deck: 20\n    field:\n"
        "      - {name: 剣士, type: character, gender: 男性, ap: 1, dp: 1}\n"
        f'    hand:\n      - {{name: 翼, type: spell, cost: 1, text: "{text}"}}\n'
        "  B:\n    hp: 10\n    deck: 20\n"
        "actions:\n  - {do: play, card: 翼, set_on: 剣士}\nask: [翼.zone, 剣士.ap]\n"
    )
    assert main_state(r, "翼.zone") == "A.field"
    assert main_state(r, "剣士.ap") == 3
    assert "3.4.3" in decided(r)


def test_this_spell_is_this_card() -> None:
    for kind in ("スペル", "アイテム"):
        ab = co_ability(
            f"セットされたキャラクターがディフェンスしたとき、この{kind}をクラッシュする。"
        )
        same = co_ability(
            "セットされたキャラクターがディフェンスしたとき、このカードをクラッシュする。"
        )
        assert ab.supported, ab.reason
        assert ab.program == same.program
    cost = co_ability("このアイテムをクラッシュする:あなたは1枚カードを引く。")
    assert cost.supported, cost.reason
    assert (
        cost.program == co_ability("このカードをクラッシュする:あなたは1枚カードを引く。").program
    )


def test_the_spell_crashes_itself_when_its_host_defends() -> None:
    text = (
        "キャラクター1体にセットする。《セットされたキャラクターがディフェンスしたとき、"
        "このスペルをクラッシュする。》"
    )
    r = co_run(
        "turn: {player: B, number: 7, phase: main}\nplayers:\n  A:\n    hp: 10\n    deck: 20\n"
        "    field:\n      - {name: 剣士, type: character, gender: 男性, ap: 1, dp: 5}\n"
        f'      - {{name: 盾, type: spell, set_on: 剣士, text: "{text}"}}\n'
        "  B:\n    hp: 10\n    deck: 20\n"
        "    field: [{name: 野盗, type: character, gender: 男性, ap: 1, dp: 5}]\n"
        "actions:\n  - {do: attack, attacker: 野盗, defender: 剣士}\nask: [盾.zone]\n"
    )
    assert main_state(r, "盾.zone") == "A.dustbox"
