"""Round 53 (issue 12, s50vgT1): the printed language of the original era's vg cards (the BT
series of cards_r52, development material after its one scoring), each construction run on a
board and citing the clause it implements."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import cited, unsupported, vg_card_run
from tests.ruling.boards import zone_names as zone

DAMAGED = "[{name: 傷, type: normal, grade: 1}]"
YES = "choices:\n  - {player: A, at: cost, choose: yes}"
NO = "choices:\n  - {player: A, at: cost, choose: no}"


def _program(text: str) -> Any:
    get_game("vg")
    (a,) = _abilities("vg", text, None)
    assert a.supported, a.reason
    return a.program


# ---- 11.9.5 / 11.9.5.1: 「あなたはコストを払ってよい。払ったら、…」 — the payer named is the
# ability's master, who pays its cost on resolution anyway: the same ability as without 「あなたは」

NAMED = "【自】【(R)】：[【カウンターブラスト】(1)] このユニットがアタックした時、あなたはコストを払ってよい。払ったら、１枚引く。"
UNNAMED = NAMED.replace("あなたはコスト", "コスト")


def test_the_named_payer_is_the_same_cost() -> None:
    assert _program(NAMED) == _program(UNNAMED)


@pytest.mark.parametrize(("choices", "hand"), [(YES, ["山1"]), (NO, [])])
def test_the_named_payer_paid_or_declined(choices: str, hand: list[str]) -> None:
    r = vg_card_run(NAMED, damage=DAMAGED, choices=choices)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == hand
    assert "11.9.5.1" in cited(r) or "11.9.5.2" in cited(r)
