"""vg (round 52, s49vgC): the D-era world in general form — a world a card names (7.43.2.1 lists
the rules' names as they stand), a continuous 「…なら、あなたの世界はXになる」 deciding it
(11.11.1.5, 7.43.2.2), a card category a continuous ability gives (「このカードは世界カードとして
扱う」, 2.9.4), conditions printed side by side for one subject, and a condition reaching the steps
after it in its sentence of a continuous ability (11.2.2) — each on a minimal case with its
neighbour."""

from __future__ import annotations

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from ruling.abilities import _abilities
from ruling.cardtext.ir import Cond
from ruling.resolve import resolve
from ruling.scenario import loads

WORLD_CARD = (
    "【永】：このカードは界札カードとして扱う。\\n"
    "【永】【オーダーゾーン】：あなたのオーダーゾーンの界札カードが１枚なら、あなたの世界は薄闇になり、"
    "２枚以上なら、あなたの世界は深闇になる。"
)

BOARD = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 夜の主, grade: 3, power: 13000, text: "%s"}
    order_zone: [%s]
    deck: 10
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
ask: [A.vanguard.power, A.vanguard.critical]
"""

VANGUARD = (
    "【永】【(V)】：あなたのターン中、あなたの世界が薄闇なら、このユニットのパワー＋5000。"
    "あなたの世界が深闇なら、このユニットのパワー＋10000し、このユニットのクリティカル＋１。"
)


def _orders(n: int, text: str = WORLD_CARD) -> str:
    return ", ".join(f'{{name: 札{i}, type: set_order, text: "{text}"}}' for i in range(n))


def _state(n: int, text: str = WORLD_CARD, vanguard: str = VANGUARD) -> dict[str, object]:
    r = resolve(loads(BOARD % (vanguard, _orders(n, text))))
    return {"ruling": r, **r.outcome["state"]}


def test_one_world_card_makes_the_first_world() -> None:
    s = _state(1)
    assert (s["A.vanguard.power"], s["A.vanguard.critical"]) == (18000, 1)
    assert {"7.43.2", "7.43.2.2"} <= set(s["ruling"].decided_by)  # type: ignore[attr-defined]


def test_two_world_cards_make_the_second_world() -> None:
    s = _state(2)
    assert (s["A.vanguard.power"], s["A.vanguard.critical"]) == (23000, 2)


def test_no_world_card_no_world_neighbour() -> None:
    s = _state(0)
    assert (s["A.vanguard.power"], s["A.vanguard.critical"]) == (13000, 1)


def test_a_set_order_not_treated_as_a_world_card_is_not_counted_neighbour() -> None:
    # the count reads the category the card is treated as: without the treat line, none
    plain = "【永】【オーダーゾーン】：あなたのオーダーゾーンの界札カードが１枚なら、あなたの世界は薄闇になる。"
    s = _state(1, plain)
    assert s["A.vanguard.power"] == 13000


def test_a_world_name_the_rules_do_not_list_is_read_as_printed() -> None:
    (ab,) = _abilities(
        "vg", "【永】【(R)】：あなたの世界が薄闇か深闇なら、このユニットのパワー＋2000。", None
    )
    assert ab.supported, ab.reason
    assert ab.program.cond == Cond(
        "player_info", owner="you", verb="world", detail=("薄闇", "深闇")
    )


def test_the_cases_of_one_subject_each_reach_their_own_steps() -> None:
    (_, ab) = _abilities("vg", WORLD_CARD.replace("\\n", "\n"), None)
    assert ab.supported, ab.reason
    first, second = ab.program.steps
    assert ab.program.cond is None
    assert (first.name, first.cond.n, first.cond.cmp) == ("薄闇", 1, "eq")  # type: ignore[union-attr]
    assert (second.name, second.cond.n, second.cond.cmp) == ("深闇", 2, "ge")  # type: ignore[union-attr]
    assert second.cond.sel == first.cond.sel  # type: ignore[union-attr]  # the subject left unsaid


def test_a_condition_on_another_subject_stays_under_the_first_neighbour() -> None:
    text = (
        "【永】【(R)】：あなたのヴァンガードがグレード３なら、このユニットのパワー＋5000。"
        "相手のヴァンガードがグレード３なら、さらにこのユニットのパワー＋5000。"
    )
    (ab,) = _abilities("vg", text, None)
    assert ab.supported and ab.program.cond is not None


def test_a_condition_reaches_the_steps_after_it_in_a_continuous_sentence() -> None:
    # 「あなたのターン中、…パワー＋10000し、ドライブ＋１」: the drive too only in your turn (11.2.2)
    (ab,) = _abilities(
        "vg", "【永】【(V)】：あなたのターン中、このユニットのパワー＋10000し、ドライブ＋１。", None
    )
    assert [op.cond for op in ab.program.steps] == [Cond("turn"), Cond("turn")]
    s = _state(
        0,
        vanguard="【永】【(V)】：相手のターン中、このユニットのパワー＋10000し、クリティカル＋１。",
    )
    assert (s["A.vanguard.power"], s["A.vanguard.critical"]) == (13000, 1)


# ---------------- 「【コスト】[このユニットを山札に戻し、その山札をシャッフルする]」: 「その山札」 in a cost


def test_that_deck_in_a_cost_is_the_deck_the_unit_went_to() -> None:
    from tests.ruling.boards import unsupported, vg_card_run
    from tests.ruling.boards import zone_names as zone

    text = (
        "【起】【(R)】：【コスト】[このユニットを山札に戻し、その山札をシャッフルする]、１枚引く。"
    )
    r = vg_card_run(
        text, "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}", damage="[]"
    )
    assert not unsupported(r)
    assert r.outcome["state"]["A.field.left_front"] == [] and r.outcome["state"]["A.hand"] == 1
    assert len(zone(r, "A", "deck")) == 10  # the unit into the deck, one card drawn
    # the deck shuffled as the cost is paid (7.5.1, 11.7.1)
    assert "A.deck" in r.main.final.vars.get("shuffled", [])
    assert any("7.5.1" in s.clauses for s in r.main.trace)


def test_that_deck_with_no_deck_before_is_refused_neighbour() -> None:
    (ab,) = _abilities(
        "vg", "【起】【(R)】：【コスト】[その山札をシャッフルする]、１枚引く。", None
    )
    assert not ab.supported
