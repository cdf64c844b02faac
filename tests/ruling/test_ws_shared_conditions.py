"""WS's condition words onto the shared ones (issue 12, round 21): each moved word, what it
compiles to (the shared ``Cond`` shape ``ruling.cardtext.conditions`` gives the other games), and
what it does on a board."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.cardtext.ir import Cond, Sel, Trig
from ruling.games._ws.cardtext.ir import XDef, cond_x
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import ws_compile, ws_resolve_text

# ------------------------------------------------ 「そのカードが《X》のキャラなら」: the shared match


def _cond(text: str) -> Cond:
    prog = ws_compile(text)
    if prog.cond is not None:
        return prog.cond  # type: ignore[no-any-return]
    return next(o.cond for o in prog.steps if o.cond is not None)  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    ("text", "filt", "cmp"),
    [
        (
            "あなたは自分の山札の上から1枚を公開する。そのカードが《音楽》のキャラなら、あなたは1枚引く。",
            Sel(kinds=("character",), traits=("音楽",)),
            "ge",
        ),
        (
            "あなたは自分の山札の上から1枚を公開する。そのカードがCXでないなら、あなたは1枚引く。",
            Sel(kinds=("climax",)),
            "not",
        ),
    ],
)
def test_the_card_dealt_with_is_the_shared_match(text: str, filt: Sel, cmp: str) -> None:
    """「そのカードが…なら」: the shared ``match`` — the card a step before dealt with (``sel``)
    passes the filter (``filt``); 「…でないなら」 with ``cmp`` ``not``: the card is there and
    does not."""
    assert _cond(text) == Cond("match", sel=Sel(ref="chosen"), filt=filt, cmp=cmp)


def _top(card: str, text: str) -> int:
    board = f"  A:\n    level: 1\n    deck: [{card}, 5]\n    hand: 0\n  B: {{deck: 10}}\n"
    return int(ws_resolve_text(board, text, ask="A.hand").outcome["state"]["A.hand"])


@pytest.mark.parametrize(
    ("card", "drawn", "drawn_not"),
    [
        ("{name: 歌姫, type: character, traits: [音楽]}", 1, 1),
        ("{name: 走者, type: character, traits: [スポーツ]}", 0, 1),
        ("{name: 山場, type: climax}", 0, 0),
    ],
)
def test_the_shared_match_on_a_board(card: str, drawn: int, drawn_not: int) -> None:
    """The revealed card is read (4.9.1): a 《音楽》 character draws; 「CXでないなら」 draws for
    any card but a climax."""
    pos = "あなたは自分の山札の上から1枚を公開する。そのカードが《音楽》のキャラなら、あなたは1枚引く。"
    neg = "あなたは自分の山札の上から1枚を公開する。そのカードがCXでないなら、あなたは1枚引く。"
    assert _top(card, pos) == drawn
    assert _top(card, neg) == drawn_not


_ATTACKED = "【自】 あなたのキャラがアタックした時、そのキャラが《音楽》なら、あなたは1枚引く。"


def _attack(traits: str) -> Any:
    return resolve(
        loads(
            f"""
game: ws
title: t
turn: {{player: A, number: 6, phase: attack, first_player: A}}
players:
  A:
    deck: 10
    hand: 0
    stage:
      center_front: {{name: 攻め手, type: character, level: 0, power: 3000, soul: 1, traits: [{traits}]}}
      left_back: {{name: 応援, type: character, level: 0, power: 1000, soul: 1, text: "{_ATTACKED}"}}
  B:
    deck: 10
actions:
  - {{player: A, do: attack, slot: center_front, kind: direct}}
ask: [A.hand]
"""
        )
    )


def test_the_trigger_card_in_the_condition_before_the_effect() -> None:
    """「あなたのキャラがアタックした時、そのキャラが《音楽》なら」: in the condition before the
    effect そのキャラ is the card the trigger was about (the match's ``sel`` is the trigger's
    card, as every other condition on そのキャラ there); on a board the attacker's trait decides."""
    assert _cond(_ATTACKED) == Cond(
        "match", sel=Sel(ref="trigger_card"), filt=Sel(traits=("音楽",))
    )
    assert _attack("音楽").outcome["state"]["A.hand"] == 1
    assert _attack("スポーツ").outcome["state"]["A.hand"] == 0


# ------------------------------- a reference that must be there and pass: the shared match, not every


@pytest.mark.parametrize(
    ("text", "ref", "filt"),
    [
        (
            "【自】 このカードがアタックした時、このカードの正面のキャラが【リバース】しているなら、"
            "あなたは1枚引く。",
            "facing",
            Sel(states=("reverse",)),
        ),
        (
            "【自】 このカードがアタックした時、このカードのバトル相手が《スポーツ》なら、あなたは1枚引く。",
            "battle_opponent",
            Sel(traits=("スポーツ",)),
        ),
        ("【永】 このカードがバトルしているなら、このカードのパワーを＋1000。", "this", None),
    ],
)
def test_a_reference_passing_a_filter_is_the_shared_match(
    text: str, ref: str, filt: Sel | None
) -> None:
    """「このカードの正面のキャラが…なら」 / 「バトル相手が《X》なら」 / 「このカードがバトルして
    いるなら」: that card is there and passes (WS's former ``every`` with ``n`` 1) — the shared
    ``match`` of the card the reference names, as VG's 「あなたのヴァンガードが…なら」."""
    c = _cond(text)
    assert c.what == "match" and c.sel.ref == ref and c.cmp == "ge"
    assert filt is None or c.filt == filt


def _facing(state: str | None) -> int:
    front = (
        f"    stage: {{center_front: {{name: 相手方, type: character, level: 0, power: 1000, state: {state}}}}}\n"
        if state is not None
        else ""
    )
    board = (
        "  A:\n    level: 1\n    deck: 10\n    hand: 0\n"
        "    stage: {center_front: {name: 自分, type: character, level: 0, power: 3000}}\n"
        f"  B:\n    level: 1\n    deck: 10\n{front}"
    )
    src = (
        "game: ws\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"
        "players:\n" + board + "actions:\n"
        '  - {do: resolve_text, player: A, card: 自分, text: "このカードの正面のキャラが【リバース】'
        'しているなら、あなたは1枚引く。"}\n'
        "ask: [A.hand]\n"
    )
    return int(resolve(loads(src)).outcome["state"]["A.hand"])


def test_the_card_facing_on_a_board() -> None:
    """The card facing this one (3.6.6) must be there and reversed: a reversed one draws, a
    standing one or none does not."""
    assert _facing("reverse") == 1
    assert _facing("stand") == 0
    assert _facing(None) == 0


# ------------------------------------ 「このカードが【レスト】しているなら」: the shared match of a state


@pytest.mark.parametrize(
    ("text", "states"),
    [
        ("このカードが【レスト】しているなら、あなたは1枚引く。", [("rest",)]),
        ("このカードが【リバース】していないなら、あなたは1枚引く。", [("stand",), ("rest",)]),
    ],
)
def test_this_cards_state_is_the_shared_match(text: str, states: list[tuple[str, ...]]) -> None:
    """This card's orientation (WS's former ``state``): the shared ``match`` of this card with
    the state as a filter (4.6.1), as the shared reader gives 「このユニットが【レスト】している
    なら」; 「…していないなら」: one of the other two orientations (the card is on the stage)."""
    c = _cond("【起】［(1)］ " + text)
    parts = c.parts if c.what == "or" else (c,)
    assert [p.what for p in parts] == ["match"] * len(states)
    assert all(p.sel == Sel(ref="this") for p in parts)
    assert [p.filt.states for p in parts] == states


def _mine(state: str, text: str) -> int:
    board = (
        "  A:\n    level: 1\n    deck: 10\n    hand: 0\n"
        f"    stage: {{center_front: {{name: 自分, type: character, level: 0, power: 3000, state: {state}}}}}\n"
        "  B:\n    level: 1\n    deck: 10\n"
    )
    src = (
        "game: ws\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"
        "players:\n" + board + "actions:\n"
        f'  - {{do: resolve_text, player: A, card: 自分, text: "{text}"}}\n'
        "ask: [A.hand]\n"
    )
    return int(resolve(loads(src)).outcome["state"]["A.hand"])


@pytest.mark.parametrize(
    ("state", "rested", "not_reversed"),
    [("stand", 0, 1), ("rest", 1, 1), ("reverse", 0, 0)],
)
def test_this_cards_state_on_a_board(state: str, rested: int, not_reversed: int) -> None:
    """This card on the stage in each orientation: 【レスト】している draws only rested;
    【リバース】していない draws standing or rested."""
    assert _mine(state, "このカードが【レスト】しているなら、あなたは1枚引く。") == rested
    assert _mine(state, "このカードが【リバース】していないなら、あなたは1枚引く。") == not_reversed


# ------------------------------------- 「2枚【レスト】したなら」 / 「1枚以上公開したなら」: the shared done


@pytest.mark.parametrize(
    ("text", "verb", "n", "cmp"),
    [
        (
            "あなたは自分の【スタンド】しているキャラを2枚選び【レスト】する。2枚【レスト】したなら、"
            "あなたは1枚引く。",
            "rest",
            2,
            "eq",
        ),
        (
            "あなたは自分の山札の上から3枚までを、公開してよい。1枚以上公開したなら、あなたは1枚引く。",
            "reveal",
            1,
            "ge",
        ),
    ],
)
def test_how_many_the_step_before_did_is_the_shared_done(
    text: str, verb: str, n: int, cmp: str
) -> None:
    """「N枚【レスト】したなら」 (WS's former acted) and 「N枚公開したなら」 / 「N枚戻したなら」 /
    「N枚置いたなら」 (WS's former among of no filter): the step before did it to that many cards
    (11.2.3) — the shared ``done`` with ``detail`` ``count`` ``cards``, as VG's 「２枚置いたなら」,
    ``verb`` WS's word."""
    c = [o.cond for o in ws_compile(text).steps if o.cond is not None][-1]
    assert c == Cond("done", verb=verb, n=n, cmp=cmp, detail=(("count", "cards"),))


def test_how_many_were_rested_on_a_board() -> None:
    """Two standing characters chosen and rested: two were turned, a draw; one of them already
    rested (not turned, 1.3.2.1): one was, no draw."""
    text = (
        "あなたは自分の【スタンド】しているキャラを2枚選び【レスト】する。2枚【レスト】したなら、"
        "あなたは1枚引く。"
    )

    def drawn(other: str, picks: tuple[str, ...]) -> int:
        board = (
            "  A:\n    level: 1\n    deck: 10\n    hand: 0\n    stage:\n"
            "      center_front: {name: 甲, type: character, level: 0, power: 3000}\n"
            f"      left_front: {{name: 乙, type: character, level: 0, power: 3000, state: {other}}}\n"
            "  B:\n    level: 1\n    deck: 10\n"
        )
        choices = "".join(f"  - {{player: A, at: choose, choose: {p}}}\n" for p in picks)
        r = ws_resolve_text(board, text, choices, "A.hand")
        return int(r.outcome["state"]["A.hand"])

    assert drawn("stand", ("甲", "乙")) == 1
    assert drawn("rest", ("甲",)) == 0


# ------------- 「…のレベルが相手のレベルより高いなら」: the shared stat compared with Ｘ, a player's level


def test_a_level_above_a_players_level_is_the_shared_stat() -> None:
    """「このカードのバトル相手のレベルが相手のレベルより高いなら」 (WS's former above_level): the
    card's level compared (``gt``) with Ｘ, that player's level — the number of cards in their
    level zone (3.9) — the shared ``stat`` with WS's Ｘ, as 「そのカードのレベルが相手のレベル以上
    なら」 already was."""
    c = _cond(
        "【自】 このカードが【リバース】した時、このカードのバトル相手のレベルが相手のレベルより"
        "高いなら、あなたはそのキャラを思い出にしてよい。"
    )
    assert (c.what, c.sel, c.stat, c.cmp) == ("stat", Sel(ref="battle_opponent"), "level", "gt")
    assert cond_x(c) == XDef("level", Sel(owner="opponent"))


@pytest.mark.parametrize(("level", "drawn"), [(2, 1), (1, 0), (0, 0)])
def test_a_level_above_a_players_level_on_a_board(level: int, drawn: int) -> None:
    """The chosen character's level against the opponent's level 1: above it draws, equal or
    below does not."""
    text = "あなたは相手のキャラを1枚選ぶ。そのキャラのレベルが相手のレベルより高いなら、あなたは1枚引く。"
    board = (
        "  A:\n    level: 1\n    deck: 10\n    hand: 0\n  B:\n    level: 1\n    deck: 10\n"
        f"    stage:\n      center_front: {{name: 甲, type: character, level: {level}, power: 3000}}\n"
    )
    r = ws_resolve_text(board, text, "  - {player: A, at: choose, choose: 甲}\n", "A.hand")
    assert r.outcome["state"]["A.hand"] == drawn


# ------------------------------------ 「それらのカードにCXがあるなら」: the shared count of ref among

_AMONG = (
    "あなたは自分の山札の上から2枚を、控え室に置く。それらのカードにCXがあるなら、あなたは1枚引く。"
)


def test_a_count_among_the_cards_dealt_with_is_the_shared_count() -> None:
    """「それらのカードにCXがあるなら」 / 「それらのカードに《X》のキャラが2枚以上なら」 (WS's former
    among): how many of the cards the step before dealt with pass the filter — the shared
    ``count`` of ``Sel(ref="among")`` (「その中にグレード３があるなら」)."""
    assert _cond(_AMONG) == Cond("count", sel=Sel(ref="among", kinds=("climax",)), n=1)
    c = _cond(
        "あなたは自分の山札の上から3枚を、控え室に置く。それらのカードに《音楽》のキャラが2枚以上なら、"
        "あなたは1枚引く。"
    )
    assert c == Cond("count", sel=Sel(ref="among", kinds=("character",), traits=("音楽",)), n=2)


@pytest.mark.parametrize(
    ("second", "drawn"),
    [("{name: 山場, type: climax}", 1), ("{name: 歌姫, type: character}", 0)],
)
def test_a_count_among_the_cards_dealt_with_on_a_board(second: str, drawn: int) -> None:
    """The two cards put into the waiting room are read: a climax among them draws; the third
    card of the deck (not dealt with) is not read."""
    board = (
        "  A:\n    level: 1\n    hand: 0\n"
        f"    deck: [{{name: 一番, type: character}}, {second}, {{name: 三番, type: climax}}, 5]\n"
        "  B: {deck: 10}\n"
    )
    r = ws_resolve_text(board, _AMONG, ask="A.hand")
    assert r.outcome["state"]["A.hand"] == drawn


# -------------------------- 「このターン中、あなたが【起】を使っていないなら」: the shared history


@pytest.mark.parametrize(("form", "negated"), [("使っていない", True), ("使った", False)])
def test_an_activated_ability_used_this_turn_is_the_shared_history(
    form: str, negated: bool
) -> None:
    """「このターン中、あなたが【起】を使っていないなら / 使ったなら」 (WS's former used): an event
    of that shape this turn (8.1.1.1.2: the cost paid) — the shared ``history`` whose event is the
    trigger 「あなたが【起】を使った時」's, negated for 「…ていない」 (VG's 「このターンに…して
    いないなら」). On a board: tests/scenarios/ws/activated_(not_)used_this_turn_condition.yaml
    and tests/qa/ws/Q545."""
    c = _cond(
        f"【自】 あなたのアンコールステップの始めに、このターン中、あなたが【起】を{form}なら、"
        "このカードを控え室に置く。"
    )
    history = Cond("history", event=Trig("used", subject=Sel(owner="you", kinds=("activated",))))
    assert c == (Cond("not", parts=(history,)) if negated else history)


# ------------------ 「そのカードを控え室に置いたなら」 / 「山札の下に置いたなら」: the shared at of a reference


@pytest.mark.parametrize(
    ("text", "place"),
    [
        (
            "あなたは相手の山札の上から1枚を見て、山札の上か控え室に置く。"
            "そのカードを控え室に置いたなら、あなたは1枚引く。",
            Sel(zones=("waiting_room",)),
        ),
        (
            "あなたは自分の山札の上から1枚を見て、山札の上か下に置く。"
            "山札の下に置いたなら、あなたは1枚引く。",
            Sel(zones=("deck",), pos="bottom"),
        ),
    ],
)
def test_a_card_dealt_with_in_a_place_is_the_shared_at(text: str, place: Sel) -> None:
    """「そのカードを控え室に置いたなら」 / 「山札の下に置いたなら」 / 「それらのキャラが舞台にいるなら」
    (WS's former ref_in_zone): one of the cards the reference names is in that place now (3.1.4)
    — the shared ``at`` of a reference (VG 「そのユニットが前列にいるなら」), 「…いないなら」 its
    negation. On a board: test_ws_constructions_r19 (the waiting room) and
    test_ws_constructions_r20 (the end of the deck the master picked)."""
    assert _cond(text) == Cond("at", sel=Sel(ref="chosen"), filt=place)


def test_a_phase_is_the_shared_phase() -> None:
    """「アタックフェイズ中、」 (WS's former phase, in ``stat``): the shared ``phase`` with
    ``owner`` any (that phase of either player's turn, 6.1.1), as VG's 「あなたのバトルフェイズ中、」
    with its owner. On a board: test_ws_constructions'
    test_a_phase_printed_before_a_prohibition_on_every_other_character (Q124)."""
    c = _cond("【永】 アタックフェイズ中、他のキャラすべては他の枠に動かせない。")
    assert c == Cond("phase", owner="any", verb="attack")
