"""Monster Collection (mc), round 62 (s59mcC): 〈コスト:捨て山n枚除外〉 — a card cost whose count the
player chooses (bounded by a sentence after the effect) — is refused with its reason, not a
crash of the compiler (before: ``TypeError`` reading n as a number)."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.rules import get_game

get_game("mc")


def test_a_chosen_count_in_a_cost_is_refused_with_its_reason() -> None:
    text = (
        "◎[普通]鎮魂歌\n〈コスト:捨て山n枚除外/対象:ユニット1体〉\n"
        "対象を「攻撃力:-n」する。nは3以下でなければならない。"
    )
    (ab,) = _abilities("mc", text, "spell")
    assert not ab.supported
    assert "count n the player chooses" in ab.reason


def test_a_fixed_count_still_runs() -> None:
    text = "◎[普通]鎮魂歌\n〈コスト:捨て山2枚除外/対象:ユニット1体〉\n対象を「攻撃力:-1」する。"
    (ab,) = _abilities("mc", text, "spell")
    assert ab.supported
