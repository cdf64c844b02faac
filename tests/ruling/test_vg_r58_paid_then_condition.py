"""Round 58 (s55vgC): 「[コスト] (トリガー)、コストを払ってよい。払ったら、Xなら、Y」 — the bracket the
ability's cost, paid on resolution if its master chooses (11.1.1.2.2, 11.9.5, 11.9.5.1), and the
condition X after 「払ったら、」 a condition of the step, read when it is done — after the payment
(what the cost changed counts). Refused before as "the action pay.optional"."""

from __future__ import annotations

from tests.ruling.boards import unsupported, vg_card_run
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import value

TEXT = (
    "【自】【(R)】：[【カウンターブラスト】(1)] このユニットがアタックした時、コストを払ってよい。"
    "払ったら、あなたのダメージゾーンの裏のカードが{n}枚以上なら、１枚引き、そのターン中、"
    "このユニットのパワー＋5000。"
)
DAMAGED = "[{name: 傷, type: normal, grade: 1}]"
YES = "choices:\n  - {player: A, at: cost, choose: yes}"
NO = "choices:\n  - {player: A, at: cost, choose: no}"


def test_condition_read_after_paying() -> None:
    """One face-up damage card: paid, it is face down — 「裏のカードが１枚以上なら」 holds (the card
    drawn, +5000 to both steps of the sentence); 「２枚以上」 does not (nothing, the cost paid)."""
    one = vg_card_run(TEXT.format(n="１"), damage=DAMAGED, choices=YES)
    assert not unsupported(one)
    assert zone(one, "A", "hand") == ["山1"] and value(one, "power") == 15000
    two = vg_card_run(TEXT.format(n="２"), damage=DAMAGED, choices=YES)
    assert not unsupported(two)
    assert zone(two, "A", "hand") == [] and value(two, "power") == 10000


def test_declined_nothing() -> None:
    """Not paid: nothing is done, whatever the condition (11.9.5.1)."""
    r = vg_card_run(TEXT.format(n="１"), damage=DAMAGED, choices=NO)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == [] and value(r, "power") == 10000
