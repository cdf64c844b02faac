"""Orders (round 58, s55vgR):

- 「このターン中、あなたのオーダー上限は＋１される」: the order limit, 1 「特に指定がないかぎり」
  (9.9.2.3.1), raised for the period by the text (1.3.1); the count of orders played is checked
  against it (11.8.2.1.1) — ``cardtext._order_limit_step``, ``specific.order_limit``.
- An order's text opening with a bare bracket, 「[【カウンターブラスト】(2)] 相手の…」 (11.8.2.4.1
  「オーダーカードにおいて、[(コスト内容)]という表記で書かれたその(コスト内容)は、そのオーダー能力の
  コストまたは要件です」), the effect right after it: a cost printed first, apart from the effect,
  paid as the order is played (11.8.2.4.2); unpaid, the play is cancelled (11.8.2.2) and is no
  order played this turn (11.8.2.1.1).
"""

from __future__ import annotations

from grammar import ast as A
from grammar.parse import parse_card
from tests.ruling.boards import cited, unsupported, vg_run, zone_names

RAISE = "このターン中、あなたのオーダー上限は＋１される。"
DRAW = "１枚引く。"


def _orders(*texts: str, damage: str = "[]") -> str:
    hand = ", ".join(
        f'{{name: 令{i}, type: order, grade: 1, text: "{t}"}}' for i, t in enumerate(texts)
    )
    acts = ", ".join(f"{{do: play_order, card: 令{i}}}" for i in range(len(texts)))
    return (
        "players:\n"
        f"  A: {{vanguard: {{name: 将, type: normal, grade: 3, power: 13000}}, hand: [{hand}],"
        f" damage: {damage}, deck: 10}}\n"
        "  B: {vanguard: {name: 敵, type: normal, grade: 3, power: 13000}, deck: 10}\n"
        f"actions:\n  - {{do: main_phase, actions: [{acts}]}}\n"
    )


def test_raised_limit_lets_a_second_order_not_a_third() -> None:
    r = vg_run(_orders(RAISE, DRAW, DRAW))
    assert not unsupported(r)
    assert sorted(zone_names(r, "A", "drop")) == ["令0", "令1"]
    assert "令2" in zone_names(r, "A", "hand")
    assert {"9.9.2.3.1", "11.8.2.1.1", "1.3.1"} <= cited(r)


def test_without_the_raise_the_second_is_cancelled() -> None:
    r = vg_run(_orders(DRAW, DRAW))
    assert zone_names(r, "A", "drop") == ["令0"]


def test_bare_bracket_opening_an_order_is_its_head_cost() -> None:
    card = parse_card("[【カウンターブラスト】(2)] １枚引く。", "vg").card
    assert card is not None
    (ab,) = card.abilities
    assert ab.cost is not None and ab.cost.tail == A.COST_NO_TAIL


def test_unpayable_head_cost_cancels_the_play_and_frees_the_limit() -> None:
    one_face_up = "[{name: 傷, type: normal, grade: 1}]"
    r = vg_run(_orders("[【カウンターブラスト】(2)] １枚引く。", DRAW, damage=one_face_up))
    assert not unsupported(r)
    assert "令0" in zone_names(r, "A", "hand")
    assert zone_names(r, "A", "drop") == ["令1"]
    assert {"11.8.2.4.2", "11.8.2.2"} <= cited(r)


def test_payable_head_cost_is_paid_at_the_play() -> None:
    two = "[{name: 傷, type: normal, grade: 1}, {name: 痕, type: normal, grade: 1}]"
    r = vg_run(_orders("[【カウンターブラスト】(2)] １枚引く。", damage=two))
    assert zone_names(r, "A", "drop") == ["令0"]
    assert all(c.face_up is False for c in r.main.final.players["A"].zones["damage"])
