"""Round 58 (s55vgC2): 「このバトル中にあなたのドロップに置かれたカードが２枚以上なら」 — the cards
an event happened to in this battle, counted: what 「このバトル中にあなたのドロップにカードが２枚以上
置かれているなら」 says (a history since the battle began, counted by cards). Refused before as "a
relative clause put.passive_past in a selector"."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported, vg_card_run

TEXT = (
    "【自】【(R)】：このユニットがアタックした時、手札から{n}枚捨てる。\\n"
    "【自】【(R)】：このユニットがアタックしたバトル終了時、このバトル中にあなたのドロップに"
    "置かれたカードが２枚以上なら、１枚引く。"
)
HAND = "[{name: 手1, type: normal, grade: 1}, {name: 手2, type: normal, grade: 1}]"
ATTACK = "  - {do: attack, attacker: left_front, target: vanguard}"
BEFORE = (
    '  - {do: resolve_text, player: A, card: A.vanguard, text: "手札から１枚捨てる。"}\n' + ATTACK
)


def _drawn(r: object) -> int:
    steps = r.main.trace.steps  # type: ignore[attr-defined]
    return len([s for s in steps if s.event == "draw" and "A draws" in s.en])


@pytest.mark.parametrize(
    ("n", "actions", "drawn"), [("２", ATTACK, 1), ("１", ATTACK, 0), ("１", BEFORE, 0)]
)
def test_cards_put_in_the_drop_in_this_battle(n: str, actions: str, drawn: int) -> None:
    """Two discarded in the battle: one draw; one discarded in it (and one before it, in the
    same turn but not in the battle): none."""
    r = vg_card_run(TEXT.replace("{n}", n), actions, hand=HAND)
    assert not unsupported(r)
    assert _drawn(r) == drawn
