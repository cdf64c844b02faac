"""Weiß Schwarz card-text constructions and rules fixed from the official rulings' known failures
(tests/qa/ws, s15wsqa, round 19), each with a minimal ability text and what it does on a board,
and its neighbour wordings."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported

# --------------------------------------------------------------------------- players' level

LEVELS = (
    WS_HEAD
    + """\
players:
  A: {level: LA, hand: 1, deck: 10}
  B: {level: LB, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "TEXT"}
ask: [A.hand]
"""
)


def _level_board(text: str, a: int, b: int) -> object:
    return resolve(loads(LEVELS.replace("TEXT", text).replace("LA", str(a)).replace("LB", str(b))))


@pytest.mark.parametrize(
    "who", ["すべてのプレイヤーのレベルが2以下なら", "お互いのレベルが2以下なら"]
)
@pytest.mark.parametrize(("a", "b", "drawn"), [(1, 2, True), (3, 1, False), (1, 3, False)])
def test_every_players_level_condition(who: str, a: int, b: int, drawn: bool) -> None:
    """「すべてのプレイヤーの / お互いのレベルが2以下なら」: each player's level (the cards in their
    level zone, 3.9) is compared — the step is done only when both are 2 or less. Before, the
    subject was read as the master's level alone (お互い silently taken as あなた)."""
    r = _level_board(f"{who}、あなたは1枚引く。", a, b)
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.hand": 2 if drawn else 1}


@pytest.mark.parametrize(("a", "b", "drawn"), [(3, 1, True), (1, 3, False)])
def test_one_players_level_condition_still_reads_that_player(a: int, b: int, drawn: bool) -> None:
    """The neighbours 「あなたのレベルが…」 / 「相手のレベルが…」 read one player's level."""
    mine = _level_board("あなたのレベルが3以上なら、あなたは1枚引く。", a, b)
    theirs = _level_board("相手のレベルが1以下なら、あなたは1枚引く。", a, b)
    assert mine.outcome["state"] == {"A.hand": 2 if drawn else 1}
    assert theirs.outcome["state"] == {"A.hand": 2 if drawn else 1}


def test_a_players_level_that_names_no_player_stays_refused() -> None:
    """「プレイヤーのレベルが2以下なら」 does not say which player: refused with its reason, never
    read as the master's (it was, before)."""
    r = _level_board("プレイヤーのレベルが2以下なら、あなたは1枚引く。", 1, 1)
    assert unsupported(r)


# --------------------------------------------------------------------------- an extra turn

EXTRA = (
    WS_HEAD
    + """\
players:
  A:
    deck: [{name: 山の札, type: character, level: LV, count: 8}]
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "TEXT"}
  - {do: end_phase}
ask: [turn.player]
"""
)


@pytest.mark.parametrize(
    "text",
    [
        "あなたは追加の1ターンを得る。",
        "追加の1ターンを得る。",
        "あなたは自分の山札の上から1枚を控え室に置く。そのカードのレベルが1以上なら、"
        "あなたは追加の1ターンを得る。",
    ],
)
def test_extra_turn_effect(text: str) -> None:
    """「あなたは追加の1ターンを得る」 (11.2.1): at the end phase's move to the next turn
    (6.8.1.5) the master is the turn player again."""
    r = resolve(loads(EXTRA.replace("TEXT", text).replace("LV", "2")))
    assert not unsupported(r)
    assert r.outcome["state"] == {"turn.player": "A"}
    assert "11.2.1" in r.decided_by


def test_extra_turn_not_gained_when_its_condition_fails() -> None:
    """The condition before it not met (a level-0 card milled): no extra turn, B's turn next."""
    text = "あなたは自分の山札の上から1枚を控え室に置く。そのカードのレベルが1以上なら、あなたは追加の1ターンを得る。"
    r = resolve(loads(EXTRA.replace("TEXT", text).replace("LV", "0")))
    assert not unsupported(r)
    assert r.outcome["state"] == {"turn.player": "B"}
    assert "11.2.1" not in r.decided_by


# --------------------------------------------------------------------------- 「相手のターンで…なら」

TURN = """\
game: ws
title: t
turn: {player: TP, number: 5, phase: main, first_player: A}
players:
  A:
    hand: 1
    stage:
      center_front: {name: 夏1, type: character, level: 0, power: 3000, soul: 1, traits: [夏]}
      left_front: {name: 夏2, type: character, level: 0, power: 3000, soul: 1, traits: [夏]}
    deck: 10
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "TEXT"}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("text", "tp", "drawn"),
    [
        ("相手のターンであなたの《夏》のキャラが2枚以上なら、あなたは1枚引く。", "B", True),
        ("相手のターンであなたの《夏》のキャラが2枚以上なら、あなたは1枚引く。", "A", False),
        ("相手のターンで、あなたの《夏》のキャラが3枚以上なら、あなたは1枚引く。", "B", False),
        ("あなたのターンであなたの《夏》のキャラが2枚以上なら、あなたは1枚引く。", "A", True),
        ("あなたのターンであなたの《夏》のキャラが2枚以上なら、あなたは1枚引く。", "B", False),
        ("相手のターンで、あなたの舞台に《夏》のキャラがいるなら、あなたは1枚引く。", "B", True),
        ("相手のターンで、あなたの舞台に《夏》のキャラがいるなら、あなたは1枚引く。", "A", False),
    ],
)
def test_in_a_players_turn_condition(text: str, tp: str, drawn: bool) -> None:
    """「相手のターンで、…なら」: it is that player's turn (as 「相手のターン中、」) and the rest of
    the clause holds — both read (before: refused, 「a nominal condition with means」)."""
    r = resolve(loads(TURN.replace("TEXT", text).replace("TP", tp)))
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.hand": 2 if drawn else 1}


# --------------------------------------------------------------------------- 「N回目のアタック中なら」

NTH = """\
game: ws
title: t
turn: {player: A, number: 9, phase: main, first_player: A}
players:
  A:
    hand: 0
    stage:
      left_front: {name: 一番, type: character, level: 0, power: 5000, soul: 1}
      center_front: {name: 二番, type: character, level: 0, power: 5000, soul: 1}
      right_front:
        name: 三番
        type: character
        level: 0
        power: 5000
        soul: 1
        text: "【自】 このカードがアタックした時、COND、あなたは1枚引く。"
    deck: [{name: 札1, type: character}, {name: 札2, type: character}, {name: 札3, type: character}, 7]
  B: {level: 0, deck: 20}
actions:
ATTACKS
ask: [A.hand]
"""


@pytest.mark.parametrize(
    "cond",
    [
        "このターンで3回目のアタック中なら",
        "このターン3回目のアタック中なら",
        "3回目のアタック中なら",
    ],
)
@pytest.mark.parametrize(("slots", "drawn"), [(3, True), (1, False)])
def test_nth_attack_condition(cond: str, slots: int, drawn: bool) -> None:
    """「このターンで3回目のアタック中なら」: an attack is being made and it is the third declared
    this turn (7.1.1). 三番's ability on its own attack: drawn when it attacks third, not when
    it attacks first (before: refused, 「a nominal condition with means」)."""
    order = ["left_front", "center_front", "right_front"][-slots:]
    attacks = "\n".join(f"  - {{do: attack, player: A, slot: {s}, kind: direct}}" for s in order)
    r = resolve(loads(NTH.replace("COND", cond).replace("ATTACKS", attacks)))
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.hand": 1 if drawn else 0}


# --------------------------------------------------------------------------- 『…』 then a sentence

QUOTE_THEN = (
    WS_HEAD
    + """\
players:
  A:
    hand: 0
    stage:
      center_front: {name: 受け手, type: character, level: 0, power: 3000, soul: 1}
    deck: 10
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, card: 受け手, text: "TEXT"}
ask: [A.hand, 受け手.power]
"""
)


@pytest.mark.parametrize("after", ["その後、あなたは1枚引く。", "あなたは1枚引く。"])
def test_quoted_ability_followed_by_a_sentence_without_a_period(after: str) -> None:
    """「…次の能力を得る。『【永】 …。』その後、…」: the quote is the abilities 次の能力 announces,
    a sentence of its own though no 「。」 follows 』; the sentence after it is the effect's next
    (before: typed into one noun phrase with the quote and refused, 「次の能力 without the quoted
    abilities after it」)."""
    text = (
        f"そのターン中、このカードは次の能力を得る。『【永】 このカードのパワーを＋1000。』{after}"
    )
    r = resolve(loads(QUOTE_THEN.replace("TEXT", text)))
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.hand": 1, "受け手.power": 4000}


def test_quote_continued_by_a_particle_stays_one_sentence() -> None:
    """「『…』を得る」: a particle after the quote continues its sentence (the split above is only
    for a quote that opens its sentence and text that cannot continue it)."""
    text = (
        "そのターン中、このカードは『【永】 このカードのパワーを＋1000。』を得る。あなたは1枚引く。"
    )
    r = resolve(loads(QUOTE_THEN.replace("TEXT", text)))
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.hand": 1, "受け手.power": 4000}
