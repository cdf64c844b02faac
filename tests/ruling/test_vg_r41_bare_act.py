"""「【自】【(R)】：アタックがヒットした時」 (round 41, issue 12): an act (``Vocab.acts``) of no card
said is the act of the card with the ability, as the unsaid subject of 「アタックした時」 is — the
same trigger as 「このユニットのアタックがヒットした時」 (10.7.1.6)."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from tests.ruling.boards import unsupported, vg_card_run

TEXT = "【自】【(R)】：アタックがヒットした時、１枚引く。"


def _trigger(text: str):  # type: ignore[no-untyped-def]
    return compile_ability(parse_card(text, "vg").card.abilities[0]).trigger


def test_the_bare_act_is_this_units() -> None:
    bare, said = _trigger(TEXT), _trigger(TEXT.replace("アタックが", "このユニットのアタックが"))
    assert bare.event == said.event == "hit" and bare.role == said.role == "attack"
    assert bare.subject is None and said.subject is not None and said.subject.ref == "this"


WEAK = "{name: 騎士, grade: 3, power: 5000}"
STRONG = "{name: 騎士, grade: 3, power: 30000}"


@pytest.mark.parametrize(
    ("attacker", "opponent", "draws"),
    [("left_front", WEAK, 1), ("left_front", STRONG, 0), ("vanguard", WEAK, 0)],
)
def test_on_a_board_only_this_units_hit_draws(attacker: str, opponent: str, draws: int) -> None:
    """剣士's attack hits: a draw; it does not hit: none; the vanguard's attack hits: none (not
    this unit's attack)."""
    r = vg_card_run(
        TEXT,
        f"  - {{do: attack, attacker: {attacker}, target: vanguard}}",
        opponent=opponent,
        deck="[{name: 山1, type: normal, grade: 1}, {name: 山2, type: normal, grade: 1}, "
        "{name: 山3, type: normal, grade: 1}, 8]",
    )
    assert not unsupported(r), unsupported(r)
    drawn = [s for s in r.main.trace.steps if s.event == "draw" and "A draws" in s.en]
    assert len(drawn) == draws
