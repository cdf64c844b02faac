"""「性別:女性。」 (round 59, s56coC2): a line of its own on a character giving its gender — its
type is a character of that gender (4.3.8 step 2 「キャラクターであれば更に性別」), read as the
same words said as a sentence (「このキャラクターは女性キャラクターとなる。」), as 「性別なし。」 is."""

from __future__ import annotations

from tests.ruling.boards import co_ability, co_run, main_state


def test_read_as_the_sentence() -> None:
    for line, gender in (
        ("性別:女性。", "女性"),
        ("性別:男性", "男性"),
        ("性別:「その他」。", "その他"),
    ):
        a = co_ability(line)
        assert a.supported, a.reason
        (st,) = a.program.statics
        assert (st.kind, st.who, st.value) == ("gender", "this", gender)


def _board(text: str) -> str:
    return (
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    deck: 10\n"
        f'    hand: [{{name: 号令, type: event, cost: 0, text: "{text}\\n使い捨て"}}]\n'
        "  B:\n    hp: 10\n    deck: 10\n    field:\n"
        '      - {name: 歌姫, type: character, ap: 1, dp: 3, text: "性別:女性。"}\n'
        "      - {name: 番兵, type: character, gender: 男性, ap: 1, dp: 3}\n"
        "actions:\n  - {do: play, card: 号令}\n"
        "ask: [歌姫.state, 番兵.state]\n"
    )


def test_the_line_gives_the_gender_a_filter_reads() -> None:
    # the scenario gives 歌姫 no gender: its text's line makes it the one woman character there
    r = co_run(_board("相手がコントロールしている女性キャラクター1体をタップする。"))
    assert main_state(r, "歌姫.state") == "rest"
    assert main_state(r, "番兵.state") == "stand"
