"""Round 54 (issue 12, s51vgT1): constructions of cards_r53's vg texts (DZ-BT47, V-BT23;
development material after their one scoring), each read on a minimal ability and run on a
board."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import (
    cited,
    unsupported,
    vg_card_board,
    vg_card_run,
    vg_run,
    zone_names,
)


def _program(text: str) -> Any:
    get_game("vg")
    (a,) = _abilities("vg", text, None)
    assert a.supported, a.reason
    return a.program


# ---- 「このターン中にあなたがアタックした回数が３回以上なら」: the head noun 回数 counts the acts a
# relative clause names (its doer, its time) — what 「このターン中にあなたが３回以上アタックしている
# なら」 says (a history of the turn, shared ``conditions.counted_acts``)

TIMES = "【自】【(R)】：このユニットがアタックした時、{cond}、【ソウルチャージ】(1)。"
RELATIVE = "このターン中にあな{who}がアタックした回数が{n}回以上なら"
ACTS = "このターン中にあな{who}が{n}回以上アタックしているなら"


@pytest.mark.parametrize(("who", "n"), [("た", "２"), ("たのユニット", "３")])
def test_the_times_counted_are_the_history(who: str, n: str) -> None:
    assert _program(TIMES.format(cond=RELATIVE.format(who=who, n=n))) == _program(
        TIMES.format(cond=ACTS.format(who=who, n=n))
    )


def test_a_time_before_the_counted_times_is_kept() -> None:
    text = "【永】【(R)】：あなたのターン中、{c}、あなたの前列のリアガードすべてのパワー＋2000。"
    assert _program(text.format(c=RELATIVE.format(who="た", n="３"))) == _program(
        text.format(c=ACTS.format(who="た", n="３"))
    )


VANGUARD_FIRST = "  - {do: attack, attacker: vanguard, target: vanguard}\n"


@pytest.mark.parametrize(("first", "charged"), [(VANGUARD_FIRST, 1), ("", 0)])
def test_the_times_counted_on_a_board(first: str, charged: int) -> None:
    # the second attack of the turn is this one's: 回数 is 2 (10.3.1.3: each attack a battle)
    r = vg_card_run(
        TIMES.format(cond=RELATIVE.format(who="た", n="２")),
        first + "  - {do: attack, attacker: left_front, target: vanguard}",
    )
    assert not unsupported(r)
    assert len(zone_names(r, "A", "soul")) == charged


# ---- 「このターン中にあなたが手札に加えたカードの枚数が２枚以上なら」: the cards' number (の枚数)
# as the cards counted (「…加えたカードが２枚以上なら」, ``counted_acts``)


def test_the_number_of_the_cards_acted_on_is_the_cards_counted() -> None:
    text = "【自】【(V)】：このユニットがアタックした時、このターン中にあなたが手札に加えた{c}、１枚引く。"
    assert _program(text.format(c="カードの枚数が２枚以上なら")) == _program(
        text.format(c="カードが２枚以上なら")
    )


# ---- 「このバトルで…(G)にいないなら」: the units on the guardian circle are this battle's guardians
# (all of them retire in its damage step, 10.7.1.10), so 「このバトルで」 says no more than the place
# (vg ``cardtext._guardians_of_the_battle``): the existence read without it

ALONE = "【自】：このカードが(G)に登場した時、{c}このカード以外のユニットが(G)にいないなら、そのバトル中、このユニットのシールド＋5000。"
SAME = "【自】：このユニットが(G)に登場した時、{c}あなたの(G)にこのユニットと同名のカードがいるなら、そのバトル中、このユニットのシールド＋10000。"


@pytest.mark.parametrize("text", [ALONE, SAME])
def test_this_battle_on_the_guardian_circle_is_the_place(text: str) -> None:
    assert _program(text.format(c="このバトルで")) == _program(text.format(c=""))


GUARDED = """players:
  A:
    vanguard: {name: 竜, grade: 3, power: 13000}
    deck: 10
  B:
    vanguard: {name: 王, grade: 3, power: 10000}
    hand:
      - {name: 盾, type: normal, grade: 1, shield: 0}
      - {name: 巫女, type: normal, grade: 1, shield: 0, text: "%s"}
    damage: 2
    deck: 10
actions:
  - do: attack
    attacker: vanguard
    guard_actions:
%s"""
SHIELD = "      - {do: guard, card: 盾, guards: B.vanguard}\n"
MAIDEN = "      - {do: guard, card: 巫女, guards: B.vanguard}\n"


@pytest.mark.parametrize(("guards", "damage"), [(MAIDEN, 2), (SHIELD + MAIDEN, 3)])
def test_this_battle_on_the_guardian_circle_on_a_board(guards: str, damage: int) -> None:
    # alone on (G): 0 + 5000 shield holds 竜's 13000 off 王's 10000; beside 盾 it gets nothing
    r = vg_run(GUARDED % (ALONE.format(c="このバトルで"), guards), phase="battle")
    assert not unsupported(r)
    assert len(r.main.final.players["B"].zones["damage"]) == damage


# ---- 「このターンのこのアタックが３回目以降なら」: the turn said before the attack, as 「このアタック
# がこのターンの３回目以降なら」 (vg ``cardtext._battle_number``: this turn's N-th battle, 10.3.1.3)

NUMBERED = "【自】【(R)】：このユニットがアタックした時、{c}、【ソウルチャージ】(1)。"


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("このターンのこのアタックが３回目以降なら", "このアタックがこのターンの３回目以降なら"),
        ("このターンのこのバトルが２回目なら", "このバトルがこのターンの２回目なら"),
    ],
)
def test_the_turn_before_the_attack(before: str, after: str) -> None:
    assert _program(NUMBERED.format(c=before)) == _program(NUMBERED.format(c=after))


@pytest.mark.parametrize(("first", "charged"), [(VANGUARD_FIRST, 1), ("", 0)])
def test_the_turn_before_the_attack_on_a_board(first: str, charged: int) -> None:
    r = vg_card_run(
        NUMBERED.format(c="このターンのこのアタックが２回目以降なら"),
        first + "  - {do: attack, attacker: left_front, target: vanguard}",
    )
    assert not unsupported(r)
    assert len(zone_names(r, "A", "soul")) == charged
    assert "10.3.1.3" in cited(r) or not charged


# ---- 「あなたの手札が相手の手札以下なら」: 以下 after the cards compared (typed as the reference
# ``following``) is 'at most', as 以上 is 'at least' (shared ``conditions._compared_count``)

AT_MOST = "【自】【(R)】：このユニットがアタックした時、{c}、【ソウルチャージ】(1)。"


def test_at_most_the_opponents_cards() -> None:
    got = _program(AT_MOST.format(c="あなたの手札が相手の手札以下なら")).cond
    assert (got.what, got.cmp, got.than.owner) == ("count", "le", "opponent")
    assert _program(AT_MOST.format(c="あなたの手札の枚数が相手の手札の枚数以下なら")).cond == got


@pytest.mark.parametrize(("hand", "charged"), [("[]", 1), ("[{name: 札, grade: 1}]", 0)])
def test_at_most_the_opponents_cards_on_a_board(hand: str, charged: int) -> None:
    # B holds no card: A's hand of 0 is at most B's, a hand of 1 is not
    r = vg_card_run(AT_MOST.format(c="あなたの手札が相手の手札以下なら"), hand=hand)
    assert not unsupported(r)
    assert len(zone_names(r, "A", "soul")) == charged


# ---- 「このユニットがグレード０のユニットにブーストされているなら」: in the passive the に-phrase is
# the doer — this unit is boosted (10.4.1.12) and its booster, the partner in the active state, fits
# the description (shared ``conditions._battle_state_with``, as 「…がヴァンガードにアタックしている」)

BOOSTED_BY = (
    "【永】【(R)】：このユニットが{who}にブーストされているなら、このユニットのパワー＋5000。"
)


def test_boosted_by_a_unit_described() -> None:
    got = _program(BOOSTED_BY.format(who="グレード０のユニット")).cond
    assert got.what == "and"
    match, count = got.parts
    assert match.filt.states == ("boosted",)
    assert count.sel.states == ("boosting",) and count.sel.partner.ref == "this"
    assert count.sel.stats == (("grade", "eq", 0),)


BOOSTER = "left_back: {name: 従者, type: normal, grade: %d, power: 1000, skills: [boost]}"


@pytest.mark.parametrize(("grade", "damage"), [(0, 1), (1, 0)])
def test_boosted_by_a_unit_described_on_a_board(grade: int, damage: int) -> None:
    # 剣士 10000 + 従者 1000 against 騎士 13000: hits only with the +5000 (grade 0 booster)
    r = vg_card_run(
        BOOSTED_BY.format(who="グレード０のユニット"),
        "  - {do: attack, attacker: left_front, target: vanguard, boost: left_back}",
        extra=BOOSTER % grade,
    )
    assert not unsupported(r)
    assert len(r.main.final.players["B"].zones["damage"]) == damage


# ---- 「あなたが手札にカードを加えた時」: a player put cards into a zone printed without its owner
# (the player's own), where the game reads only the passive — 「あなたの手札にカードが加えられた時」
# (shared ``triggers.player_event``; the means printed kept)

ADDED = "【自】【(R)】：{t}時、【ソウルチャージ】(1)。"


@pytest.mark.parametrize(
    ("active", "passive"),
    [
        (
            "あなたのカードの効果であなたが手札にカードを加えた",
            "あなたのカードの効果であなたの手札にカードが加えられた",
        ),
        ("相手が手札にカードを加えた", "相手の手札にカードが加えられた"),
    ],
)
def test_a_player_adding_is_the_passive(active: str, passive: str) -> None:
    assert _program(ADDED.format(t=active)) == _program(ADDED.format(t=passive))


SEARCH = '{name: 探索, type: order, grade: 0, text: "あなたの山札から１枚探し、手札に加え、山札をシャッフルする。"}'


@pytest.mark.parametrize(
    ("who", "charged"), [("あなたのカードの効果であなたが", 1), ("相手のカードの効果で相手が", 0)]
)
def test_a_player_adding_on_a_board(who: str, charged: int) -> None:
    r = vg_card_run(
        ADDED.format(t=f"{who}手札にカードを加えた"),
        "  - {do: main_phase, actions: [{do: play_order, card: 探索}]}",
        hand=f"[{SEARCH}]",
        choices="choices:\n  - {player: A, choose: 山1}",
    )
    assert not unsupported(r)
    assert "山1" in zone_names(r, "A", "hand")
    assert len(zone_names(r, "A", "soul")) == charged


# ---- 「このターン中にあなたが手札に加えたカードの枚数が、相手の手札の枚数以上なら」: the cards acted on
# this turn (``counted_acts``) compared with the cards a place holds (as 「あなたの手札が相手の手札以上
# なら」): ``Cond("history", than=…)`` (shared ``conditions.counted_acts_compared``; vg reads it,
# ``Vocab.history_than``)

COMPARED = "【自】【(R)】：このユニットがアタックした時、このターン中にあなたが手札に加えたカードの枚数が、相手の手札の枚数{b}なら、【ソウルチャージ】(1)。"


def test_the_cards_acted_on_compared() -> None:
    got = _program(COMPARED.format(b="以上")).cond
    assert (got.what, got.cmp, got.n, got.than.owner, got.than.zones) == (
        "history",
        "ge",
        None,
        "opponent",
        ("hand",),
    )
    assert _program(COMPARED.format(b="以下")).cond.cmp == "le"


@pytest.mark.parametrize(("search", "charged"), [(True, 1), (False, 0)])
def test_the_cards_acted_on_compared_on_a_board(search: bool, charged: int) -> None:
    # B holds one card: A's one card added this turn is as many; none is fewer
    play = "  - {do: main_phase, actions: [{do: play_order, card: 探索}]}\n" if search else ""
    board = vg_card_board(
        COMPARED.format(b="以上"),
        play + "  - {do: attack, attacker: left_front, target: vanguard}",
        hand=f"[{SEARCH}]",
        choices="choices:\n  - {player: A, choose: 山1}" if search else "",
    ).replace("  B:\n", "  B:\n    hand: [{name: 札, type: normal, grade: 1}]\n")
    r = resolve(loads(board, "t.yaml"))
    assert not unsupported(r)
    assert len(zone_names(r, "A", "soul")) == charged


# ---- 「このユニットのアタックがブーストされているなら」: a boost is given to the attacking unit
# (10.4.1.12), so the attack boosted is its unit boosted (vg ``cardtext._attack_boosted``)

ATTACK_BOOSTED = "【自】【(R)】：このユニットがアタックした時、{c}ブーストされているなら、【ソウルチャージ】(1)。"


def test_the_attack_boosted_is_the_unit_boosted() -> None:
    assert _program(ATTACK_BOOSTED.format(c="このユニットのアタックが")) == _program(
        ATTACK_BOOSTED.format(c="このユニットが")
    )


@pytest.mark.parametrize(("boost", "charged"), [(", boost: left_back", 1), ("", 0)])
def test_the_attack_boosted_on_a_board(boost: str, charged: int) -> None:
    r = vg_card_run(
        ATTACK_BOOSTED.format(c="このユニットのアタックが"),
        "  - {do: attack, attacker: left_front, target: vanguard" + boost + "}",
        extra=BOOSTER % 1,
    )
    assert not unsupported(r)
    assert len(zone_names(r, "A", "soul")) == charged
