"""co, round 34 (s30cotext): 4.3.5's own form 「〜の直後にのみ〜してもよい」 with what is done printed
in place of 「使用」 — 「<moment>直後にのみ、<cost>してもよい。そうした場合、<effect>」 — read as the
ability used in that moment alone, paying what it offers as its cost (4.3.3.3), i.e. as the
printed 「<moment>直後にのみ使用してもよい。<cost>:<effect>」 (``_co/cardtext._offer_after``)."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import co_ability

_OFFER = "敵デュエルマスターがエネルギーを得た直後にのみ、『皆』をタップしてもよい。{then}、対象のキャラクター1体に1点のダメージを与える。"
_PRINTED = "敵デュエルマスターがエネルギーを得た直後にのみ使用してもよい。『皆』をタップする:対象のキャラクター1体に1点のダメージを与える。"


@pytest.mark.parametrize("then", ["そうした場合", "そうしたなら"])
def test_the_offer_is_the_printed_use_with_its_cost(then: str) -> None:
    a, b = co_ability(_OFFER.format(then=then)), co_ability(_PRINTED)
    assert a.supported and b.supported, (a.reason, b.reason)
    assert a.program == b.program
    assert a.program.kind == "activated" and a.program.only_after == "opponent_gained_energy"


def test_neighbours_stay_refused() -> None:
    # no 「そうした場合」: nothing is offered for an effect — the step is the effect itself, 4.3.5's
    # 「〜の直後にのみ〜してもよい」 (round 43, ``_co/cardtext._moment_led``: an ability used at that
    # moment alone, doing what it says; before, refused as an offer with no effect said)
    bare = co_ability("敵デュエルマスターがエネルギーを得た直後にのみ、『皆』をタップしてもよい。")
    assert bare.supported and bare.program.kind == "activated"
    assert bare.program.only_after == "opponent_gained_energy" and not bare.program.cost
    assert [o.kind for o in bare.program.ops] == ["tap"]
    # a moment not read: refused by name
    odd = co_ability(
        "敵デュエルマスターが踊った直後にのみ、『皆』をタップしてもよい。そうした場合、"
        "あなたは山札からカードを1枚引く。"
    )
    assert not odd.supported


_BOARD = """game: co
title: t
turn: {{player: A, number: 4, phase: draw}}
players:
  A: {{hp: 10, deck: 10, field: [{{name: 斥, type: character, ap: 1, dp: 1}}]}}
  B: {{hp: 10, deck: 10, field: [{{name: 皆, type: character, ap: 1, dp: 2, text: "{text}"}}]}}
actions:
{gain}  - {{do: activate, player: B, card: 皆, target: 斥}}
ask: [斥.zone, 皆.state]
"""


def _run(gain: str) -> Any:
    return resolve(loads(_BOARD.format(text=_OFFER.format(then="そうした場合"), gain=gain)))


def test_used_right_after_the_enemy_gains_energy_on_a_board() -> None:
    """4.3.5: right after the opponent gains energy it is used even in the draw phase — 皆 taps
    (the cost, 4.3.3.3) and 斥 takes the damage and crashes."""
    r = _run("  - {do: gain_energy, player: A, amount: 1}\n")
    assert r.outcome["state"] == {"斥.zone": "A.dustbox", "皆.state": "rest"}, r.outcome
    assert {"4.3.5", "4.3.3.3"} <= set(r.decided_by)
    assert not [w for w in r.warnings() if w.kind == "unsupported"]


@pytest.mark.parametrize("gain", ["", "  - {do: gain_energy, player: B, amount: 1}\n"])
def test_neighbour_no_such_moment_refuses_the_use(gain: str) -> None:
    r = _run(gain)
    assert r.outcome.get("rejected"), r.outcome
    assert r.outcome["state"] == {"斥.zone": "A.field", "皆.state": "stand"}
    assert "4.3.5" in r.decided_by


# --- 「敵デュエルマスター / あなたが(Xカード)をプレイした直後」: the play moment in the active voice,
# by whom (4.3.5, 4.3.2.5, 4.3.4) -----------------------------------------------------------

_ANSWER = """game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 20
    deck: 20
    energy: 2
    hand: [{name: 火の粉, type: spell, cost: 1, text: "対象のキャラクターに2点のダメージを与える。"}]
  B:
    hp: 20
    deck: 20
    energy: 1
    field:
      - {name: 小鬼, type: character, gender: 男性, ap: 1, dp: 1}
      - {name: 司書, type: character, gender: 女性, ap: 1, dp: 1, text: "%s"}
actions:
  - do: play
    card: 火の粉
    target: 小鬼
    respond: [{do: activate, player: B, card: 司書, target: 火の粉%s}]
ask: [小鬼.zone, 火の粉.zone]
"""
_BY = "{who}がスペルカードをプレイした直後にのみ、1エネルギーを支払ってもよい。そうした場合、対象のスペルカードのプレイをうち消す。"


def test_right_after_the_enemy_plays_a_spell_on_a_board() -> None:
    """B's 司書 answers A's play of a spell (A is B's enemy): the play is negated (4.2.14)."""
    ab = co_ability(_BY.format(who="敵デュエルマスター"), name="司書")
    assert ab.supported and ab.program.only_after == "played:spell:opponent", ab.reason
    r = resolve(loads(_ANSWER % (_BY.format(who="敵デュエルマスター"), "")))
    assert r.outcome["state"] == {"小鬼.zone": "B.field", "火の粉.zone": "A.dustbox"}, r.outcome
    assert {"4.3.5", "4.2.14"} <= set(r.decided_by)
    assert not [w for w in r.warnings() if w.kind == "unsupported"]


def test_neighbour_right_after_you_play_is_not_the_enemys_play() -> None:
    """「あなたがスペルカードをプレイした直後」 on B's card: A's play is not B's — refused (4.3.5)."""
    r = resolve(loads(_ANSWER % (_BY.format(who="あなた"), ", allowed: false")))
    assert r.outcome.get("rejected") and "4.3.5" in r.decided_by
    assert r.outcome["state"] == {"小鬼.zone": "B.dustbox", "火の粉.zone": "A.dustbox"}


# --- 「そのスペルカード(のプレイ)をうち消す」: the card whose play the moment names (4.2.14, 4.3.4) ---

_THAT = "敵デュエルマスターがスペルカードをプレイした直後にのみ、1エネルギーを支払ってもよい。そうした場合、そのスペルカードをうち消す。"


def _answer_with_that(card: str, card_type: str, allowed: str = "") -> Any:
    doc = _ANSWER.replace("火の粉, type: spell", f"{card}, type: {card_type}")
    doc = doc.replace("card: 火の粉", f"card: {card}").replace("火の粉.zone", f"{card}.zone")
    doc = doc.replace(", target: 火の粉%s}", "%s}")
    return resolve(loads(doc % (_THAT, allowed)))


def test_that_spell_card_is_the_play_answered_on_a_board() -> None:
    """B's 司書 answers A's spell: 「そのスペルカード」 is that spell, no target declared (4.2.13) —
    its play is negated (4.2.14): 火の粉 to the dustbox unresolved, 小鬼 unharmed."""
    assert co_ability(_THAT, name="司書").supported
    r = _answer_with_that("火の粉", "spell")
    assert r.outcome["state"] == {"小鬼.zone": "B.field", "火の粉.zone": "A.dustbox"}, r.outcome
    assert {"4.3.5", "4.2.14"} <= set(r.decided_by)
    assert not [w for w in r.warnings() if w.kind == "unsupported"]


def test_neighbour_an_event_played_is_not_that_moment() -> None:
    """An event card's play is not 「スペルカードをプレイした直後」: the use is refused and the
    event resolves (小鬼 takes 2 damage and crashes)."""
    r = _answer_with_that("雷", "event", ", allowed: false")
    assert r.outcome.get("rejected") and "4.3.5" in r.decided_by
    assert r.outcome["state"]["小鬼.zone"] == "B.dustbox"


def test_neighbour_that_card_with_no_play_named_is_refused() -> None:
    assert not co_ability("1エネルギーを支払う:そのスペルカードをうち消す。", name="司書").supported
    other = _THAT.replace("スペルカードをプレイ", "イベントカードをプレイ")
    assert not co_ability(other, name="司書").supported


# --- 「<condition>場合にのみ / <time>にのみプレイしてもよい」: 4.3.5's wording 「〜にのみ〜してもよい」 as
# 「〜にのみプレイできる」, a condition on the play (3.4.3 「プレイ条件」) --------------------------------

_GATED = """game: co
title: t
turn: {player: %s, number: 6, phase: main}
players:
  A:
    hp: %d
    energy: 2
    deck: 10
    hand: [{name: 札, type: event, cost: 1, text: "%s"}]
  B: {hp: 10, deck: 10}
actions:
  - {do: play, player: A, card: 札}
ask: [A.hand, 札.zone]
"""
_LOW = "あなたのHPが敵デュエルマスターのHPより少ない場合にのみプレイ{how}。"
_MINE = "このカードは、あなたのターンにのみプレイ{how}。"
_DRAW = "あなたは山札からカードを1枚引く。"


@pytest.mark.parametrize(
    ("text", "same_as"),
    [
        (_LOW.format(how="してもよい") + "\\n" + _DRAW, _LOW.format(how="できる") + "\\n" + _DRAW),
        (_DRAW + _MINE.format(how="してもよい"), _DRAW + _MINE.format(how="できる")),
    ],
)
def test_only_may_play_is_only_can_play(text: str, same_as: str) -> None:
    from ruling.abilities import abilities_of
    from ruling.state import Card

    def progs(t: str) -> list[Any]:
        t = t.replace("\\n", "\n")
        abs_ = abilities_of("co", Card("x", "A", name="札", text=t, type="event"))
        assert all(a.supported for a in abs_), [a.reason for a in abs_]
        return [a.program for a in abs_]

    assert progs(text) == progs(same_as)


@pytest.mark.parametrize(
    ("turn", "hp", "text", "played", "clause"),
    [
        ("A", 5, _LOW.format(how="してもよい") + "\\n" + _DRAW, True, "4.3.2.6"),
        ("A", 15, _LOW.format(how="してもよい") + "\\n" + _DRAW, False, "4.3.5"),
        ("A", 10, _DRAW + _MINE.format(how="してもよい"), True, "4.3.2.6"),
        # the time a card may be played (3.4.3 「プレイ条件」, the text first, 4.2.9)
        ("B", 10, _DRAW + _MINE.format(how="してもよい"), False, "3.4.3"),
    ],
)
def test_only_may_play_on_a_board(turn: str, hp: int, text: str, played: bool, clause: str) -> None:
    """Played when the condition / the time holds (A draws: 1 card in hand); refused otherwise,
    the card left in the hand (4.3.5)."""
    r = resolve(loads(_GATED % (turn, hp, text)))
    if played:
        assert not r.outcome.get("rejected") and r.outcome["state"]["A.hand"] == 1, r.outcome
    else:
        assert r.outcome.get("rejected"), r.outcome
        assert r.outcome["state"] == {"A.hand": 1, "札.zone": "A.hand"}
    assert clause in r.decided_by
