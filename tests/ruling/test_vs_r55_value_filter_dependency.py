"""Round 55 (s52vsD), issues 12 and 14: 「攻撃力が2000以下のあなたのリングのカードを+0/+1000」 — the
grammar reads 「攻撃力が」 as the step's subject and the number as the head of its object; the shared
``steps.stat_subject_folded`` reads it as the filter on that value of the cards (an
``A.StatFilter``, as 「パワー3000以上の」), in every game that lists the value. VS reads it on a
continuous technique's reach (``_static_reach``) with the card's values through ``view``: the
effects changing that value are applied first (8.9.1.7: the filtered effect depends on them),
whichever arose first (8.9.1.4)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import cited, vs_program, vs_refused, vs_ruling

_TURN = "{player: A, number: 5, phase: ability}"
_B = "{deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}"


def test_the_value_with_ga_is_a_filter_of_the_cards() -> None:
    """「攻撃力が2000以下の…」 compiles as 「AP2000以下の…」 (the filter on the value, 2.10.1)."""
    p = vs_program("[ベンチ]攻撃力が2000以下のあなたのリングのカードを+0/+1000。")
    assert p == vs_program("[ベンチ]AP2000以下のあなたのリングのカードを+0/+1000。")
    (op,) = p.ops
    assert (op.who, op.stats, op.ap, op.dp) == ("your_ring", (("ap", "le", 2000),), 0, 1000)
    (op,) = vs_program("[ベンチ]防御力が3000以上の相手のリングのカードを-1000/+0。").ops
    assert (op.who, op.stats) == ("opp_ring", (("dp", "ge", 3000),))


def test_other_games_read_the_same_filter() -> None:
    """The fold is shared: ws / vg 「パワーが3000以上の…」 compile as 「パワー3000以上の…」."""
    from ruling.abilities import abilities_of
    from ruling.rules import get_game
    from ruling.state import Card

    for game, with_ga, without in (
        (
            "ws",
            "【永】 パワーが3000以上のあなたのキャラすべてに、パワーを＋500。",
            "【永】 パワー3000以上のあなたのキャラすべてに、パワーを＋500。",
        ),
        (
            "vg",
            "【永】【(V)】：パワーが10000以上のあなたのリアガードすべてのパワー＋2000。",
            "【永】【(V)】：パワー10000以上のあなたのリアガードすべてのパワー＋2000。",
        ),
    ):
        get_game(game)
        (a,) = abilities_of(game, Card("x", "x", text=with_ga))
        (b,) = abilities_of(game, Card("x", "x", text=without))
        assert a.supported and a.program == b.program, (game, a.reason)


def test_a_one_shot_filtered_change_is_refused() -> None:
    """Read only on a continuous technique's reach: a one-shot's is refused, not run unfiltered."""
    why = vs_refused(
        "[リング]このカードがアタックした時、攻撃力が2000以下のあなたのリングのカードを+0/+1000。"
    )
    assert "AP / DP" in why


def _board(filtered: str) -> str:
    return (
        "{deck: 10, ring: {name: 千早, ap: 2000, dp: 2000}, bench: {"
        f'left: {{name: 律子, ap: 1000, dp: 1000, text: "[ベンチ]{filtered}"}}, '
        'right: {name: 春香, ap: 1000, dp: 1000, text: "[ベンチ]あなたのリングのカードを+1000/+0。"}}}'
    )


@pytest.mark.parametrize(
    ("filtered", "dp"),
    [
        # 春香's +1000 applied first (8.9.1.7): AP 3000, no longer 2000以下 — placed first or not
        ("攻撃力が2000以下のあなたのリングのカードを+0/+1000。", 2000),
        # AP 3000 after 春香's: 3000以上 is met, though 律子 was placed first (8.9.1.4 not deciding)
        ("攻撃力が3000以上のあなたのリングのカードを+0/+1000。", 3000),
    ],
)
def test_the_filter_reads_the_value_after_what_it_depends_on(filtered: str, dp: int) -> None:
    r = vs_ruling(_board(filtered), _B, "  - {do: check_timing}", "[千早.ap, 千早.dp]", _TURN)
    assert r.outcome["state"] == {"千早.ap": 3000, "千早.dp": dp}
    assert {"8.9.1.7", "8.9.1.3", "2.10.1"} <= cited(r)


def test_no_dependency_no_8917() -> None:
    """With no other effect changing the value, the filter reads the printed one: no 8.9.1.7."""
    board = (
        "{deck: 10, ring: {name: 千早, ap: 2000, dp: 2000}, bench: {left: {name: 律子, ap: 1000, "
        'dp: 1000, text: "[ベンチ]攻撃力が2000以下のあなたのリングのカードを+0/+1000。"}}}'
    )
    r = vs_ruling(board, _B, "  - {do: check_timing}", "[千早.ap, 千早.dp]", _TURN)
    assert r.outcome["state"] == {"千早.ap": 2000, "千早.dp": 3000}
    assert "8.9.1.7" not in cited(r)


# ------------- 「公開したカード」: the cards the reveal of the deck's top card showed (3.1.7; still in
# the deck, 3.1.8), read back after a change of values that moves no card of the deck

_REVEAL = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck:
      - {name: 真, gender: %(gender)s, ap: 1000, dp: 1000}
      - 5
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 3000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%(effect)s"}}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [真.zone, 律子.ap]
"""
_EFFECT = (
    "あなたの山札の上から1枚を公開する。そのカードが♠のカードなら、このターン中、このカードは"
    "+1000/+0される。公開したカードは山札の下に置く。"
)


@pytest.mark.parametrize(("gender", "ap"), [("男", 2000), ("女", 1000)])
def test_the_revealed_card_read_back_to_the_deck_bottom(gender: str, ap: int) -> None:
    from ruling.resolve import resolve
    from ruling.scenario import loads

    r = resolve(loads(_REVEAL % {"gender": gender, "effect": _EFFECT}))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"真.zone": "A.deck", "律子.ap": ap}
    assert r.main.final.players["A"].zones["deck"][-1].name == "真"


def test_revealed_with_no_deck_reveal_before_is_refused() -> None:
    """「公開したカード」 with no reveal of the master's deck's top cards before: not read."""
    why = vs_refused("[ベンチ][このカードをレストする]公開したカードは山札の下に置く。")
    assert why


@pytest.mark.parametrize(
    ("text", "ring", "want"),
    [
        # 「防御力3000以下の」 reads the value without the effect itself (it depends on no other):
        # DP 3000 is reached, +1000 → 4000, and stays reached
        ("あなたのリングの防御力3000以下のカードを+0/+1000。", "ap: 2000, dp: 3000", (2000, 4000)),
        ("あなたのリングの防御力3000以下のカードを+0/+1000。", "ap: 2000, dp: 4000", (2000, 4000)),
        # 「レベル2以下の」: the printed level (2.2.1)
        (
            "あなたのリングのレベル2以下のカードを+1000/+0。",
            "level: 2, ap: 2000, dp: 2000",
            (3000, 2000),
        ),
        (
            "あなたのリングのレベル2以下のカードを+1000/+0。",
            "level: 3, ap: 2000, dp: 2000",
            (2000, 2000),
        ),
    ],
)
def test_a_filter_on_the_ring_card_s_own_value(text: str, ring: str, want: tuple[int, int]) -> None:
    board = (
        f"{{deck: 10, ring: {{name: 千早, {ring}}}, bench: {{left: {{name: 律子, ap: 1000, "
        f'dp: 1000, text: "[ベンチ]{text}"}}}}}}'
    )
    r = vs_ruling(board, _B, "  - {do: check_timing}", "[千早.ap, 千早.dp]", _TURN)
    assert (r.outcome["state"]["千早.ap"], r.outcome["state"]["千早.dp"]) == want
    assert "8.9.1.7" not in cited(r)
