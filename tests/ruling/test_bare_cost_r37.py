"""A VG cost printed without 【コスト】[…] (round 37, issue 12, s33vgtext): 「X(する)ことで、Y」 —
the clause before 「ことで」 is the step's cost, as 「【コスト】[X]することで、」 is (11.9.5.2: the
payment may be declined, the rest is done only if paid; 11.1.1.1.1 an 【起】's cost). Minimal
texts with printed variants (a label cost with 「する」, a verb cost, two items joined by 「&」 /
「,」, after a trigger, after a condition, with or without the comma) and the neighbour that
must stay refused."""

from __future__ import annotations

from typing import Any

import pytest

from ruling import abilities as A
from ruling.rules import get_game
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import ACTIVATE, run

DAMAGE = "[{name: 傷, type: normal, grade: 1}]"


def _vg(text: str) -> Any:
    get_game("vg")
    return A._abilities("vg", text, "Normal Unit")


@pytest.mark.parametrize("tail", ["することで、", "することで"])
def test_a_bare_label_cost_on_a_board(tail: str) -> None:
    """「【カウンターブラスト】(1)することで、１枚引く」: paid, the face-up damage card turns face
    down and one card is drawn; with no face-up damage nothing is done."""
    text = f"【起】【(R)】：【カウンターブラスト】(1){tail}１枚引く。"
    r = run(text, actions=ACTIVATE, damage=DAMAGE)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert [c.face_up for c in r.main.final.players["A"].zones["damage"]] == [False]
    unpaid = run(text, actions=ACTIVATE)
    assert not unsupported(unpaid) and zone(unpaid, "A", "hand") == []


def test_a_bare_verb_cost_on_a_board() -> None:
    """「手札から１枚捨てることで、１枚引く」: the hand card is discarded, then one drawn."""
    text = "【起】【(R)】：手札から１枚捨てることで、１枚引く。"
    hand = "[{name: 札, type: normal, grade: 1}]"
    pick = "choices:\n  - {player: A, choose: 札}"
    r = run(text, actions=ACTIVATE, hand=hand, choices=pick)
    assert not unsupported(r) and zone(r, "A", "drop") == ["札"] and zone(r, "A", "hand") == ["山1"]


@pytest.mark.parametrize(
    "bare, bracketed",
    [
        ("【起】【(R)】：【カウンターブラスト】(1)することで、１枚引く。", None),
        ("【起】【(R)】：手札から１枚捨てることで、１枚引く。", None),
        ("【起】【(R)】：【カウンターブラスト】(1)&手札から１枚捨てることで、１枚引く。", None),
        (
            "【起】【(R)】：【カウンターブラスト】(1)&【ソウルブラスト】(1)することで、１枚引く。",
            None,
        ),
        (
            "【自】【(V)】：アタックした時、【ソウルブラスト】(1)することで、１枚引く。",
            "アタックした時、",
        ),
        (
            "【自】：このユニットがアタックした時、あなたのダメージゾーンが１枚以上なら、"
            "【カウンターブラスト】(1)することで、１枚引く。",
            "以上なら、",
        ),
        (
            "【起】【(R)】：このユニットを手札に戻すことで、あなたのリアガードを１枚選び、"
            "そのターン中、パワー＋5000。",
            None,
        ),
    ],
)
def test_the_bare_cost_is_the_bracketed_one(bare: str, bracketed: str | None) -> None:
    """Wherever it stands (an 【起】's first step, after a trigger, after a condition), the
    program of the bare cost is the program of the same cost in 【コスト】[…]."""
    (got,) = _vg(bare)
    opening = bracketed or "："
    head, _, rest = bare.partition(opening)
    item, _, after = rest.partition("ことで")
    label = item.endswith("する")
    item = item[:-2] if label else item
    want_text = f"{head}{opening}【コスト】[{item}]{'することで' if label else 'ことで'}{after}"
    (want,) = _vg(want_text)
    assert got.supported and want.supported, (got.reason, want.reason, want_text)
    assert repr(got.program) == repr(want.program)


def test_ko_to_de_after_a_state_is_not_a_cost() -> None:
    """「…ことで」 whose clause is not a payment (a state: 「あなたの手札が３枚以下であることで」) is
    not read as a paid cost: the ability stays refused with a reason."""
    (ab,) = _vg("【起】【(R)】：あなたのヴァンガードがグレード３であることで、１枚引く。")
    assert not ab.supported and ab.reason
