"""Abilities made void (issue 12, round 24): ws 8.3 / vs 8.3 「有効な能力と無効な能力」. The shared
reading (``ruling.cardtext.void``) of 「Xの【自】の能力は無効になる」 / 「…を無効にする」 / 「Xの技は
無効になる」, and each game's runtime: a void ability exists but no effect of it arises (8.3.2).
One minimal text per construction, on a board, with the neighbour that must not change."""

from __future__ import annotations

from typing import Any

import pytest

from grammar.parse import parse_card
from ruling.abilities import Unsupported
from ruling.cardtext.void import read_void
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import ws_compile


def _action(text: str, game: str) -> Any:
    ab = parse_card(text, game).card.abilities[0]
    return ab.effect.sentences[-1].steps[-1].body


# --------------------------------------------------------------- the shared reading


@pytest.mark.parametrize(
    ("text", "game", "kinds", "valid", "made"),
    [
        ("【永】 このカードの【自】の能力は無効になる。", "ws", ("auto",), False, False),
        ("【永】 このカードの【起】の能力は無効になる。", "ws", ("act",), False, False),
        (
            "【永】 このカードの能力はすべて無効になる。",
            "ws",
            ("auto", "act", "cont"),
            False,
            False,
        ),
        ("【永】 このカードの【自】の能力は有効になる。", "ws", ("auto",), True, False),
        (
            "【自】 このカードがアタックした時、そのターン中、相手のキャラすべての【自】の能力を無効にする。",
            "ws",
            ("auto",),
            False,
            True,
        ),
        (
            "[リング]相手のリングのカードの技は無効になる。",
            "vs",
            ("auto", "act", "cont"),
            False,
            False,
        ),
    ],
)
def test_the_shared_reading(
    text: str, game: str, kinds: tuple[str, ...], valid: bool, made: bool
) -> None:
    """What is made void (the holder and the kinds of its abilities), valid or void, a state or
    an effect that makes it so — the same reading in every game."""
    v = read_void(_action(text, game))
    assert v is not None
    assert (v.kinds, v.valid, v.made) == (kinds, valid, made)
    assert v.holder.terms  # the cards whose abilities these are


def test_other_becomes_are_not_void() -> None:
    """「…になる」 with another goal is not of the family."""
    assert read_void(_action("【永】 このカードはレベル3になる。", "ws")) is None


# --------------------------------------------------------------- ws: 【自】 made void


def _cited(r: Any, clause: str) -> bool:
    """Whether a step of the ruling's trace cites ``clause``."""
    return any(clause in s.clauses for s in r.leaves[0].trace.steps)


_DRAW = "【自】 このカードがアタックした時、あなたは1枚引く。"
_VOID = "【永】 このカードの【自】の能力は無効になる。"


def _attack(text: str, first: str = "") -> Any:
    """A's 主 (text ``text``) attacks; 甲 (``first``) at the left; where A's top deck card 一
    goes: drawn when the attack's 【自】 resolves, or to the stock by the trigger check (7.3.1)."""
    left = (
        f'      left_front: {{name: 甲, type: character, level: 1, power: 500, text: "{first}"}}\n'
        if first
        else ""
    )
    src = (
        "game: ws\ntitle: t\nturn: {player: A, number: 6, phase: attack, first_player: A}\n"
        "players:\n  A:\n    level: 1\n"
        "    deck: [{name: 一, type: character, trigger: []}, {name: 二, type: character, trigger: []}, 18]\n"
        "    stage:\n"
        f'      center_front: {{name: 主, type: character, level: 1, power: 9000, soul: 1, text: "{text}"}}\n'
        + left
        + "  B:\n    deck: [{name: 札, type: character, trigger: []}, 19]\n"
        "    stage: {center_front: {name: 敵, type: character, level: 1, power: 500}}\n"
        "actions:\n  - {do: attack, player: A, slot: center_front, kind: front}\n"
        "ask: [一.zone]\n"
    )
    return resolve(loads(src))


def test_ws_auto_ability_of_this_card_made_void() -> None:
    """「【永】 このカードの【自】の能力は無効になる。」 (ws 8.3.1): the card's 【自】 still exists, but
    no effect of it arises (8.3.2) — its attack draws nothing; the ruling cites 8.3.2."""
    op = ws_compile(_VOID)
    assert (op.steps[0].verb, op.steps[0].stat) == ("prohibit", "void:auto")
    r = _attack(f"{_VOID}\\n{_DRAW}")
    assert r.outcome["state"] == {"一.zone": "A.stock"}
    assert _cited(r, "8.3.2")


def test_ws_the_neighbour_without_the_void_draws() -> None:
    """The neighbour that must not change: the same 【自】 without the void draws."""
    r = _attack(_DRAW)
    assert r.outcome["state"] == {"一.zone": "A.hand"}
    assert not _cited(r, "8.3.2")


def test_ws_void_under_a_condition_holds_only_while_it_is_met() -> None:
    """「【永】 あなたのレベルが3以上なら、このカードの【自】の能力は無効になる。」: at level 1 the
    condition is not met and the 【自】 draws (8.1.1.3)."""
    text = "【永】 あなたのレベルが3以上なら、このカードの【自】の能力は無効になる。"
    r = _attack(f"{text}\\n{_DRAW}")
    assert r.outcome["state"] == {"一.zone": "A.hand"}


def test_ws_other_kinds_and_valid_are_refused_not_silent() -> None:
    """An activated or continuous ability made void, or one made valid (8.3.3), is not read by
    the runtime yet: refused with its reason, never compiled to nothing."""
    for text in (
        "【永】 このカードの【起】の能力は無効になる。",
        "【永】 このカードの能力はすべて無効になる。",
        "【永】 このカードの【自】の能力は有効になる。",
    ):
        with pytest.raises(Unsupported):
            ws_compile(text)


def test_ws_void_made_by_an_effect_for_the_turn() -> None:
    """「そのターン中、他のあなたのキャラすべての【自】の能力を無効にする。」 (an effect that makes
    them void for the turn, 8.3.1): 主's 【自】 draws nothing when it attacks after 甲's effect."""
    first = "【起】 そのターン中、他のあなたのキャラすべての【自】の能力を無効にする。"
    op = ws_compile(first).steps[0]
    assert (op.verb, op.stat, op.until) == ("prohibit", "void:auto", "turn")
    src_head = (
        "game: ws\ntitle: t\nturn: {player: A, number: 6, phase: main, first_player: A}\n"
        "players:\n  A:\n    level: 1\n"
        "    deck: [{name: 一, type: character, trigger: []}, {name: 二, type: character, trigger: []}, 18]\n"
        "    stage:\n"
        f'      center_front: {{name: 主, type: character, level: 1, power: 9000, soul: 1, text: "{_DRAW}"}}\n'
        f'      left_front: {{name: 甲, type: character, level: 1, power: 500, text: "{first}"}}\n'
        "  B:\n    deck: [{name: 札, type: character, trigger: []}, 19]\n"
        "    stage: {center_front: {name: 敵, type: character, level: 1, power: 500}}\n"
        "actions:\n"
    )
    act = "  - {do: activate, player: A, card: 甲}\n"
    atk = "  - {do: attack, player: A, slot: center_front, kind: front}\n"
    r = resolve(loads(src_head + act + atk + "ask: [一.zone]\n"))
    assert r.outcome["state"] == {"一.zone": "A.stock"}
    r = resolve(loads(src_head + atk + "ask: [一.zone]\n"))
    assert r.outcome["state"] == {"一.zone": "A.hand"}


# --------------------------------------------------------------- vs: 技 made void

VS_BOARD = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: [{name: 札}, 19]
    ring: {name: 千早, ap: 2000, dp: 3000, text: "%s"}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは1枚引く。"}}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000, text: "%s"}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [千早.ap, 律子.state, 札.zone]
"""

_VS_VOID_BENCH = "[リング]相手のベンチのカードの技は無効になる。"
_VS_VOID_RING = "[リング]相手のリングのカードの技は無効になる。"


def _vs(a_ring: str, b_ring: str) -> Any:
    return resolve(loads(VS_BOARD % (a_ring, b_ring)))


def test_vs_an_activated_technique_made_void_does_nothing() -> None:
    """「[リング]相手のベンチのカードの技は無効になる。」 (vs 8.3.1): A's bench technique is used
    (its cost paid: the card rests) but no effect of it arises (8.3.2): nothing is drawn."""
    r = _vs("", _VS_VOID_BENCH)
    assert r.outcome["state"] == {"千早.ap": 2000, "律子.state": "rest", "札.zone": "A.deck"}
    assert _cited(r, "8.3.2")


def test_vs_the_neighbour_void_of_another_zone_leaves_it() -> None:
    """The neighbour: techniques of the opponent's ring made void; the bench's still draws."""
    r = _vs("", _VS_VOID_RING)
    assert r.outcome["state"]["札.zone"] == "A.hand"
    assert not _cited(r, "8.3.2")


def test_vs_a_continuous_technique_made_void_is_not_in_force() -> None:
    """A continuous technique of a card whose techniques are void generates no effect (8.3.2):
    「[リング]このカードを+1000/+0」 leaves 千早 at 2000 while B's ring voids A's ring's techniques;
    3000 without it."""
    plus = "[リング]このカードを+1000/+0"
    assert _vs(plus, _VS_VOID_RING).outcome["state"]["千早.ap"] == 2000
    assert _vs(plus, "").outcome["state"]["千早.ap"] == 3000


def test_vs_void_of_other_shapes_is_refused() -> None:
    """Made valid (8.3.3), or of cards described further: refused with the reason, never
    silent."""
    from tests.ruling.boards import vs_refused

    for text in (
        "[リング]相手のリングのカードの技は有効になる。",
        "[リング]相手の控え室のカードの技は無効になる。",
    ):
        assert vs_refused(text)


VS_ONCE = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 2000, dp: 3000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000, text: "[リング]このカードを+1000/+0"}
    bench: {left: {name: 雪歩, ap: 1000, dp: 1000, text: "[ベンチ]相手のリングのカードを-1000/-0"}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
%sask: [千早.ap, 美希.ap]
"""


def test_vs_techniques_made_void_by_an_effect_for_the_turn() -> None:
    """「そのターン中、相手のリングのカードの技はすべて無効になる。」 (8.3.1, an effect for the turn,
    6.8.1.3): B's ring card's continuous technique generates nothing after the use (8.3.2); the
    neighbour 「…無効になる」 of the opponent's bench leaves the ring's."""
    text = "そのターン中、相手のリングのカードの技はすべて無効になる。"
    r = resolve(loads(VS_ONCE % (text, "")))
    assert r.outcome["state"] == {"千早.ap": 1000, "美希.ap": 2000}
    assert _cited(r, "8.3.1")
    r = resolve(loads(VS_ONCE % ("あなたは1枚引く。", "")))
    assert r.outcome["state"] == {"千早.ap": 1000, "美希.ap": 3000}


def test_vs_the_techniques_of_the_card_chosen_made_void() -> None:
    """「相手のベンチのカードを1枚選び、そのターン中、そのカードの技はすべて無効になる。」: the card
    chosen's techniques are void for the turn — 雪歩's -1000 on A's ring card no longer applies."""
    text = "あなたは相手のベンチのカードを1枚選び、そのターン中、そのカードの技はすべて無効になる。"
    r = resolve(loads(VS_ONCE % (text, "choices:\n  - {player: A, choose: 雪歩}\n")))
    assert r.outcome["state"] == {"千早.ap": 2000, "美希.ap": 3000}


def test_vs_void_by_an_effect_with_no_period_is_refused() -> None:
    """A one-shot effect's void with no period printed (how long is not said): refused."""
    from tests.ruling.boards import vs_refused

    assert vs_refused("[リング][このカードをレストする]相手のリングのカードの技は無効になる。")


@pytest.mark.parametrize(
    ("b_text", "a_text", "where"),
    [
        # the holder described: the opponent's characters (all, or a row), the master's own (the
        # neighbour: A's 【自】 still draws)
        ("【永】 相手のキャラすべての【自】の能力は無効になる。", "", "A.stock"),
        ("【永】 相手の前列のキャラすべての【自】の能力は無効になる。", "", "A.stock"),
        ("【永】 あなたのキャラすべての【自】の能力は無効になる。", "", "A.hand"),
        # 「すべて」 floated after the noun: the same abilities
        ("", "【永】 このカードの【自】の能力はすべて無効になる。", "A.stock"),
        # whose turn: in a continuous ability, the condition it applies under (8.1.1.3)
        ("", "【永】 あなたのターン中、このカードの【自】の能力は無効になる。", "A.stock"),
        ("", "【永】 相手のターン中、このカードの【自】の能力は無効になる。", "A.hand"),
    ],
)
def test_ws_the_family_of_holders_and_conditions(b_text: str, a_text: str, where: str) -> None:
    """The void's variants on one board: A's 主 (「このカードがアタックした時、1枚引く」) attacks;
    B's 敵 or 主 itself carries the void."""
    src = (
        "game: ws\ntitle: t\nturn: {player: A, number: 6, phase: attack, first_player: A}\n"
        "players:\n  A:\n    level: 1\n"
        "    deck: [{name: 一, type: character, trigger: []}, {name: 二, type: character,"
        " trigger: []}, 18]\n    stage:\n"
        "      center_front: {name: 主, type: character, level: 1, power: 9000, soul: 1,"
        f' text: "{a_text}\\n{_DRAW}"}}\n'
        "  B:\n    deck: [{name: 札, type: character, trigger: []}, 19]\n"
        "    stage: {center_front: {name: 敵, type: character, level: 1, power: 500,"
        f' text: "{b_text}"}}}}\n'
        "actions:\n  - {do: attack, player: A, slot: center_front, kind: front}\n"
        "ask: [一.zone]\n"
    )
    assert resolve(loads(src)).outcome["state"] == {"一.zone": where}


def test_vs_the_field_names_the_ring_and_the_bench() -> None:
    """「相手のフィールドのカードの技は無効になる」: the ring and every bench frame (3.3.1)."""
    from tests.ruling.boards import vs_program

    (op,) = vs_program("[リング]相手のフィールドのカードの技は無効になる。").ops
    assert op.kind == "void" and op.who == "opponent" and "ring" in op.value
    assert len(op.value) > 2  # the bench frames too
    r = _vs("", "[リング]相手のフィールドのカードの技は無効になる。")
    assert r.outcome["state"]["札.zone"] == "A.deck"


@pytest.mark.parametrize(("state", "ap"), [("reverse", 2000), ("stand", 3000)])
def test_vs_the_holder_in_a_state(state: str, ap: int) -> None:
    """「[ベンチ]相手のリバースしているカードの技は無効になる。」 (the holder by its state, 4.9.1.3;
    the dev lists print it in parentheses, 8.1.1.4): A's reversed ring card's continuous technique
    generates nothing; standing, it does (the neighbour)."""
    src = (
        "game: vs\ntitle: t\nturn: {player: A, number: 6, phase: ability, first_player: A}\n"
        "players:\n  A:\n    deck: 20\n"
        f'    ring: {{name: 千早, ap: 2000, dp: 3000, state: {state}, text: "[リング]このカードを'
        '+1000/+0"}\n'
        "  B:\n    deck: 20\n    ring: {name: 美希, ap: 2000, dp: 3000}\n"
        '    bench: {left: {name: 雪歩, ap: 1000, dp: 1000, text: "[ベンチ]相手のリバースしている'
        'カードの技は無効になる。"}}\n'
        "ask: [千早.ap]\n"
    )
    assert resolve(loads(src)).outcome["state"] == {"千早.ap": ap}
