"""「セットされたキャラクターは「+1:+0」の修正を受ける。セットされたキャラクターが「飛行」の特殊能力
を持つ場合、かわりに「+2:+1」の修正を受ける。」 (round 59, s56coC2): a modifier in force (4.3.8
step 5) replaced by another while the card it is on has the keyword. The keywords are decided at
step 3, before the modifiers (4.3.8), so each modifier is in force by the keyword as in force then
(``Static.keyword``): the first while the card lacks it, the second while it has it."""

from __future__ import annotations

from tests.ruling.boards import co_ability, co_run, main_state

TEXT = (
    "セットされたキャラクターは\\u300c+1:+0\\u300dの修正を受ける。"
    "セットされたキャラクターが\\u300c飛行\\u300dの特殊能力を持つ場合、"
    "かわりに\\u300c+2:+1\\u300dの修正を受ける。"
)


def test_read_as_two_modifiers_by_the_keyword() -> None:
    a = co_ability(TEXT.replace("\\u300c", "「").replace("\\u300d", "」"), "item")
    assert a.supported, a.reason
    got = [(st.who, st.ap, st.dp, st.keyword) for st in a.program.statics]
    assert got == [("host", 1, 0, ("flying", False)), ("host", 2, 1, ("flying", True))]


def test_a_replacement_on_another_card_is_not_read_so() -> None:
    # the condition is of another card than the one modified: not this construction
    text = (
        "セットされたキャラクターは「+1:+0」の修正を受ける。"
        "あなたのHPが5点以下の場合、かわりに「+2:+1」の修正を受ける。"
    )
    a = co_ability(text, "item")
    assert not a.supported or all(st.keyword is None for st in a.program.statics)


def _board(flying: bool) -> str:
    kw = ', text: "\\u300c飛行\\u300d"' if flying else ""
    return (
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    deck: 10\n"
        "    field:\n"
        f"      - {{name: 鷹匠, type: character, gender: 男性, ap: 1, dp: 2{kw}}}\n"
        f'      - {{name: 羽飾り, type: item, set_on: 鷹匠, text: "キャラクター1体にセット。\\n{TEXT}"}}\n'
        "  B: {hp: 10, deck: 10}\n"
        "ask: [鷹匠.ap, 鷹匠.dp]\n"
    )


def test_without_the_keyword_the_first_modifier() -> None:
    r = co_run(_board(False))
    assert (main_state(r, "鷹匠.ap"), main_state(r, "鷹匠.dp")) == (2, 2)


def test_with_the_keyword_the_second_instead() -> None:
    r = co_run(_board(True))
    assert (main_state(r, "鷹匠.ap"), main_state(r, "鷹匠.dp")) == (3, 3)
