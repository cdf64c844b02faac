"""「相手のHPがあなたのHPより10点以上多い場合」 (round 62, s59coC): one player's HP compared with the
other's (1.4) by a margin — at least the other's HP + N (「N点以上少ない」: at most the other's −
N), read as the effects in force are worked out (4.3.8) and as a step is carried out (4.3.2.6).
Another unit on the margin (「10枚以上」) is refused."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, main_state

MOD = "相手のHPがあなたのHPより10点以上多い場合、『兵』は「+2:+0」される。"
STEP = "1エネルギーを支払う：あなたのHPが相手のHPより5点以上少ない場合、あなたはカードを1枚引く。"


def test_read() -> None:
    ab = co_ability(MOD, "character", "兵")
    assert ab.supported, ab.reason
    (st,) = ab.program.statics
    assert (st.cond.what, st.cond.cmp, st.cond.margin) == ("co:hp_vs", "ge", 10)
    assert not co_ability(MOD.replace("10点", "10枚"), "character", "兵").supported


def _board(text: str, a_hp: int, b_hp: int, act: bool) -> str:
    return (
        "turn: {player: A, number: 6, phase: main}\n"
        "players:\n"
        f"  A:\n    hp: {a_hp}\n    energy: 1\n    deck: 10\n    hand: []\n    field:\n"
        f'      - {{name: 兵, type: character, ap: 1, dp: 1, text: "{text}"}}\n'
        f"  B: {{hp: {b_hp}, deck: 10}}\n"
        + ("actions:\n  - {do: activate, card: 兵}\n" if act else "")
        + "ask: [兵.ap, A.hand]\n"
    )


@pytest.mark.parametrize(("b_hp", "ap"), [(15, 3), (16, 3), (14, 1)])
def test_in_force_on_a_board(b_hp: int, ap: int) -> None:
    r = co_run(_board(MOD, 5, b_hp, False))
    assert main_state(r, "兵.ap") == ap


@pytest.mark.parametrize(("a_hp", "drawn"), [(5, 1), (4, 1), (6, 0)])
def test_as_a_step_on_a_board(a_hp: int, drawn: int) -> None:
    r = co_run(_board(STEP, a_hp, 10, True))
    assert not r.main.rejected
    assert main_state(r, "A.hand") == drawn
