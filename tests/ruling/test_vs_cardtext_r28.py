"""vs card-text constructions of round 28 (s24vs, issue 12), each on a minimal text of its own run
on a board, with the neighbour that must not change.

Zone-move triggers on any card (8.6.6 「あるカードが領域を移動することを誘発条件とする自動能力…
どの領域からどの領域に移動したかをチェックしています」): 「（あなた|相手）の（<領域>の）（<X>の）カード
が<領域>に置かれた時」 and 「（あなた|相手）の<領域>に<X>のカードが置かれた時」, any zone a card is
put in (ring, bench, energy zone, surprise zone, waiting room, retire zone), from any zone or the
one named (「<領域>の」 / 「<領域>から」), the card so described (《X》 2.15.1, ♥ / 称号 2.14.7)."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads


def _ability(text: str) -> Any:
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vs")
    return _abilities("vs", text, None)


def _run(yaml: str) -> Any:
    r = resolve(loads(yaml, "t.yaml"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r


# --- a bench card discarded as a cost: the watcher in the ring sees it reach the waiting room ---

_COST = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 3000, text: "[リング]%(watch)s、あなたは1枚引く。"}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードを%(cost)s]相手のリングのカードを-1000/-0。"}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [A.hand]
"""

# the wordings of one trigger a writer could print (8.6.6): the zone left named on the card
# (「ベンチの」) or not, the zone reached, whose cards
MET_BY_A_BENCH_CARD_DISCARDED = [
    "あなたのベンチのカードが控え室に置かれた時",
    "あなたのカードが控え室に置かれた時",
    "あなたのカードがベンチから控え室に置かれた時",
    "あなたの控え室にカードが置かれた時",
]


@pytest.mark.parametrize("watch", MET_BY_A_BENCH_CARD_DISCARDED)
def test_a_card_discarded_from_the_bench_meets_the_trigger(watch: str) -> None:
    (a,) = _ability(f"[リング]{watch}、あなたは1枚引く。")
    assert a.supported, a.reason
    r = _run(_COST % {"watch": watch, "cost": "控え室に置く"})
    assert r.outcome["state"]["A.hand"] == 1
    assert "8.6.6" in r.decided_by


NOT_MET_BY_A_BENCH_CARD_DISCARDED = [
    "相手のカードが控え室に置かれた時",  # the other player's cards
    "あなたのカードがリタイヤ置場に置かれた時",  # another zone reached
    "あなたのカードが手札から控え室に置かれた時",  # another zone left
    "相手の控え室にカードが置かれた時",
]


@pytest.mark.parametrize("watch", NOT_MET_BY_A_BENCH_CARD_DISCARDED)
def test_neighbour_another_zone_or_player_is_not_met(watch: str) -> None:
    (a,) = _ability(f"[リング]{watch}、あなたは1枚引く。")
    assert a.supported, a.reason
    r = _run(_COST % {"watch": watch, "cost": "控え室に置く"})
    assert r.outcome["state"]["A.hand"] == 0


def test_a_rest_cost_moves_nothing_and_meets_nothing() -> None:
    """Neighbour: the cost rests the bench card (no move): nothing triggers."""
    r = _run(_COST % {"watch": "あなたのベンチのカードが控え室に置かれた時", "cost": "レストする"})
    assert r.outcome["state"]["A.hand"] == 0


# --- a card played: 「（あなたの）（<X>の）カードが（手札から）<領域>に置かれた時」 ---

_PLAY = """\
game: vs
title: t
turn: {player: A, number: 4, phase: chara, first_player: A}
players:
  A:
    deck: 20
    energy: 6
    hand: [{name: 雪歩, ap: 1000, dp: 1000, level: 1, attribute: 料理, gender: 女}]
    ring: {name: 千早, ap: 2000, dp: 3000}
    bench:
      right: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ]%(watch)s、あなたは1枚引く。"}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: chara_phase, actions: [{do: play, card: 雪歩, to: left}]}
ask: [A.hand]
"""

MET_BY_A_PLAY_TO_THE_BENCH = [
    "あなたのカードがベンチに置かれた時",
    "あなたの《料理》のカードがベンチに置かれた時",
    "あなたのベンチに《料理》のカードが置かれた時",
    "あなたのベンチに♥のカードが置かれた時",
    "あなたの手札のカードがベンチに置かれた時",
    "あなたのカードが手札からベンチに置かれた時",
]


@pytest.mark.parametrize("watch", MET_BY_A_PLAY_TO_THE_BENCH)
def test_a_card_played_to_the_bench_meets_the_trigger(watch: str) -> None:
    (a,) = _ability(f"[ベンチ]{watch}、あなたは1枚引く。")
    assert a.supported, a.reason
    r = _run(_PLAY % {"watch": watch})
    assert r.outcome["state"]["A.hand"] == 1
    assert "8.6.6" in r.decided_by


NOT_MET_BY_A_PLAY_TO_THE_BENCH = [
    "あなたの《魔法》のカードがベンチに置かれた時",  # another attribute (2.15.1)
    "あなたのベンチに♠のカードが置かれた時",  # another suit (2.4.1.1)
    "あなたのカードがリングに置かれた時",  # another zone
    "相手のベンチにカードが置かれた時",  # the other player's
    "あなたのカードが控え室からベンチに置かれた時",  # from another zone
]


@pytest.mark.parametrize("watch", NOT_MET_BY_A_PLAY_TO_THE_BENCH)
def test_neighbour_another_card_zone_or_player_is_not_met(watch: str) -> None:
    (a,) = _ability(f"[ベンチ]{watch}、あなたは1枚引く。")
    assert a.supported, a.reason
    r = _run(_PLAY % {"watch": watch})
    assert r.outcome["state"]["A.hand"] == 0


def test_a_description_on_a_face_down_zone_is_refused_by_name() -> None:
    """Unsupported is never silent: a card put face down (the surprise zone 3.9.4, the energy zone
    3.4.1) shows no attribute: 「…に《X》のカードが置かれた時」 there is refused; without the
    description it runs."""
    (a,) = _ability("[リング]相手のサプライズ置場に《魔法》のカードが置かれた時、あなたは1枚引く。")
    assert not a.supported and a.reason
    (b,) = _ability("[リング]相手のサプライズ置場にカードが置かれた時、あなたは1枚引く。")
    assert b.supported, b.reason
    (c,) = _ability("[リング]あなたのエネルギー置場にカードが置かれた時、あなたは1枚引く。")
    assert c.supported, c.reason


# --- a one-shot prohibition on a player's draws (1.3.3, 4.10.2; 8.2.1.2 its duration) ---

_NO_DRAW = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 3000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%(ban)s"}
      right: {name: 雪歩, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%(draw)s"}
  B:
    deck: 20
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}, {do: use, card: 雪歩}]
ask: [A.hand, B.hand]
"""

BANS_ON_A = [
    "このターン中、あなたはカードを引けない。",
    "このターン中、あなたは引けない。",
    "あなたはカードを引けない。",
]


@pytest.mark.parametrize("ban", BANS_ON_A)
def test_a_player_prohibited_from_drawing_does_not_draw(ban: str) -> None:
    (a,) = _ability(f"[ベンチ][このカードをレストする]{ban}")
    assert a.supported, a.reason
    r = _run(_NO_DRAW % {"ban": ban, "draw": "あなたは1枚引く。"})
    assert r.outcome["state"]["A.hand"] == 0
    assert {"1.3.3", "4.10.2"} <= set(r.decided_by)


def test_neighbour_the_other_player_prohibited_the_draw_is_made() -> None:
    """「相手はカードを引けない」: B may not draw; A's own draw is made."""
    r = _run(
        _NO_DRAW % {"ban": "このターン中、相手はカードを引けない。", "draw": "あなたは1枚引く。"}
    )
    assert r.outcome["state"]["A.hand"] == 1
    r = _run(
        _NO_DRAW % {"ban": "このターン中、相手はカードを引けない。", "draw": "相手は1枚引く。"}
    )
    assert r.outcome["state"]["B.hand"] == 0


def test_a_prohibition_of_drawing_something_else_is_refused_by_name() -> None:
    """Only a player draws, only cards (4.10.1): 「このカードはカードを引けない」 and 「…手札を引けない」
    are refused, with a reason."""
    for text in (
        "このターン中、このカードはカードを引けない。",
        "このターン中、相手は手札を引けない。",
    ):
        (a,) = _ability(f"[ベンチ][このカードをレストする]{text}")
        assert not a.supported and a.reason


# --- 「XをS状態にする」 is 「XをSする」 (4.9.1.1 / 4.9.1.2: 「スタンド状態にすることを特に「スタンド
# する」と呼びます」), read by the shared ``steps.made_so`` from the game's ``Vocab.state_verbs`` ---

_STATE = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 2000, dp: 3000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードを控え室に置く]%s"}
      right: {name: 春香, ap: 1000, dp: 1000, state: rest}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
    bench: {left: {name: 真, ap: 1000, dp: 1000}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [春香.state, 真.state]
"""

STOOD = [
    "あなたのベンチのレスト状態のカードを1枚選び、スタンド状態にする。",
    "あなたのベンチのレストしているカードを1枚選び、スタンド状態にする。",
    "あなたのベンチのレスト状態のカードを1枚選び、そのカードをスタンド状態にする。",
    "あなたのベンチのレスト状態のカードを1枚選び、スタンドする。",  # the verb itself: the same
]


@pytest.mark.parametrize("effect", STOOD)
def test_a_card_made_standing_stands(effect: str) -> None:
    (a,) = _ability(f"[ベンチ][このカードを控え室に置く]{effect}")
    assert a.supported, a.reason
    r = _run(_STATE % effect)
    assert r.outcome["state"] == {"春香.state": "stand", "真.state": "stand"}


@pytest.mark.parametrize(
    "effect",
    [
        "相手のベンチのカードを1枚選び、レスト状態にする。",
        "相手のベンチのカードを1枚選び、レストする。",
    ],
)
def test_a_card_made_rested_rests_and_the_others_do_not_change(effect: str) -> None:
    r = _run(_STATE % effect)
    assert r.outcome["state"] == {"春香.state": "rest", "真.state": "rest"}


def test_a_state_the_game_does_not_name_is_refused_by_name() -> None:
    """Unsupported is never silent: 「…を選び、オモテ状態にする」 (no such state) is refused."""
    (a,) = _ability(
        "[ベンチ][このカードをレストする]相手のベンチのカードを1枚選び、オモテ状態にする。"
    )
    assert not a.supported and a.reason


# --- 「ベンチに（レスト|スタンド）状態で置く」: put in the state named (4.9.1.4: a card moved is
# put standing 「特に指示がないかぎり」) ---

_BENCH_PUT = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    hand: [{name: 雪歩, ap: 1000, dp: 1000}]
    ring: {name: 千早, ap: 2000, dp: 3000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードを控え室に置く]%s"}
      center: {name: 春香, ap: 1000, dp: 1000}
      right: {name: 真, ap: 1000, dp: 1000}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
choices: [{player: A, at: bench_frame, choose: left}]
ask: [雪歩.zone, 雪歩.state]
"""

RESTED = [
    "あなたの手札のカードを1枚選び、ベンチにレスト状態で置く。",
    "あなたの手札のカードを1枚選び、レスト状態でベンチに置く。",
    "あなたは自分の手札のカードを1枚選び、自分のベンチにレスト状態で置く。",
]


@pytest.mark.parametrize("effect", RESTED)
def test_a_card_put_on_the_bench_rested_is_rested(effect: str) -> None:
    (a,) = _ability(f"[ベンチ][このカードを控え室に置く]{effect}")
    assert a.supported, a.reason
    r = _run(_BENCH_PUT % effect)
    assert r.outcome["state"]["雪歩.state"] == "rest"
    assert r.outcome["state"]["雪歩.zone"] == "A.bench.left"
    assert "4.9.1.4" in r.decided_by


@pytest.mark.parametrize(
    "effect",
    [
        "あなたの手札のカードを1枚選び、ベンチにスタンド状態で置く。",
        "あなたの手札のカードを1枚選び、ベンチに置く。",  # none named: standing (4.9.1.4)
    ],
)
def test_neighbour_standing_named_or_not_stands(effect: str) -> None:
    r = _run(_BENCH_PUT % effect)
    assert r.outcome["state"]["雪歩.state"] == "stand"
    assert r.outcome["state"]["雪歩.zone"] == "A.bench.left"


def test_a_bench_put_in_the_reverse_state_is_refused_by_name() -> None:
    (a,) = _ability(
        "[ベンチ][このカードを控え室に置く]あなたの手札のカードを1枚選び、ベンチにリバース状態で置く。"
    )
    assert not a.supported and a.reason


# --- 「山札」 with no owner, in a step of the master's, is its own (4.11.2 「自身の山札」; as
# 「手札を1枚控え室に置く」 names its own hand) ---

_DECK = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 3000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [A.deck, A.waiting, B.deck, A.energy]
"""

OWN_DECK_TOP_TO_WAITING = [
    "山札の上から1枚を控え室に置く。",
    "あなたは山札の上から1枚を控え室に置く。",
    "あなたは自分の山札の上から1枚を控え室に置く。",
    "あなたは山札を上から1枚、控え室に置く。",
]


@pytest.mark.parametrize("effect", OWN_DECK_TOP_TO_WAITING)
def test_the_deck_unnamed_is_the_masters_own(effect: str) -> None:
    (a,) = _ability(f"[ベンチ][このカードをレストする]{effect}")
    assert a.supported, a.reason
    r = _run(_DECK % effect)
    assert r.outcome["state"]["A.deck"] == 19
    assert r.outcome["state"]["A.waiting"] == 1
    assert r.outcome["state"]["B.deck"] == 20


@pytest.mark.parametrize(
    "effect",
    [
        "あなたは山札を上から1枚見る。",
        "あなたは山札の上から1枚を見る。",
        "あなたは山札を上から2枚見て、好きな順番で山札の上に戻す。",
    ],
)
def test_a_look_at_the_deck_unnamed_runs_and_moves_nothing(effect: str) -> None:
    (a,) = _ability(f"[ベンチ][このカードをレストする]{effect}")
    assert a.supported, a.reason
    r = _run(_DECK % effect)
    assert r.outcome["state"]["A.deck"] == 20 and r.outcome["state"]["A.waiting"] == 0


def test_neighbour_the_opponents_step_on_a_deck_unnamed_is_not_the_masters() -> None:
    """「相手は山札の上から1枚を控え室に置く」: not read as the master's deck — the opponent's own
    (4.11.2: an unqualified 「山札」 in an instruction to a named player is that player's)."""
    # corrected (round 53, s50vsT2): refused before; read now as the opponent's own deck
    # (tests/ruling/test_vs_r53_opponent_unqualified_deck.py runs it on a board)
    (a,) = _ability("[ベンチ][このカードをレストする]相手は山札の上から1枚を控え室に置く。")
    assert a.supported, a.reason
    assert [(o.kind, o.who) for o in a.program.ops] == [("deck_top", "opponent")]


# --- one card's value against another value of another card (Cond.than_stat; 2.10.1 / 2.11.1,
# each as it is now, 8.9.1), in the wordings 「…より高い / 低い」 and 「…以上 / 以下」 ---

_VS_VALUES = """\
game: vs
title: t
turn: {player: A, number: 4, first_player: B}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: %(ap)d, dp: 2000, text: "[リング]このカードがアタックした時、%(cond)s、あなたは1枚引く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 1000, dp: 3000}
actions:
  - {do: attack, support: 春香}
ask: [A.hand]
"""

# (condition, 千早's attack for which it holds, one for which it does not) — 美希's defence 3000
TWO_VALUES = [
    ("このカードの攻撃力が相手のリングのカードの防御力以上なら", 3000, 2000),
    ("このカードの攻撃力が相手のリングのカードの防御力より高いなら", 4000, 3000),
    ("相手のリングのカードの防御力がこのカードの攻撃力より高いなら", 2000, 3000),
    ("相手のリングのカードの防御力がこのカードの攻撃力より低いなら", 4000, 3000),
    ("このカードの攻撃力が相手のリングのカードの防御力以下なら", 3000, 4000),
]


@pytest.mark.parametrize(("cond", "holds", "fails"), TWO_VALUES)
def test_a_value_against_another_value_of_another_card(cond: str, holds: int, fails: int) -> None:
    (a,) = _ability(f"[リング]このカードがアタックした時、{cond}、あなたは1枚引く。")
    assert a.supported, a.reason
    r = _run(_VS_VALUES % {"ap": holds, "cond": cond})
    assert r.outcome["state"]["A.hand"] == 1
    assert {"2.10.1", "2.11.1"} <= set(r.decided_by)
    r = _run(_VS_VALUES % {"ap": fails, "cond": cond})
    assert r.outcome["state"]["A.hand"] == 0


def test_neighbour_the_same_value_compared_reads_the_other_cards_same_value() -> None:
    """「…の攻撃力が…の攻撃力以上なら」: 美希's attack (1000), not its defence — met at 2000."""
    cond = "このカードの攻撃力が相手のリングのカードの攻撃力以上なら"
    r = _run(_VS_VALUES % {"ap": 2000, "cond": cond})
    assert r.outcome["state"]["A.hand"] == 1


def test_two_values_in_a_game_whose_runtime_does_not_read_them_are_refused() -> None:
    """The shared reader refuses two different values where the game has no ``two_values``."""
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vg")
    (a,) = _abilities(
        "vg",
        "【自】：このユニットがアタックした時、このユニットのパワーが相手のヴァンガードのクリティカル以上なら、１枚引く。",
        None,
    )
    assert not a.supported


# --- 「A。この効果は、Xの時のみ有効。」 (8.3.3: valid only while X holds; the shared reader gives X
# to the sentence before as its condition, read as 「Xなら、A」 is) ---

_VALID = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    hand: 0
    retire: %(mine)d
    ring: {name: 千早, ap: 2000, dp: 3000, text: "[リング]%(text)s"}
  B:
    deck: 20
    retire: 1
    ring: {name: 美希, ap: 2000, dp: 3000}
ask: [千早.ap]
"""

VALID_ONLY_WHEN = [
    "このカードを+1000/+0。この効果は、あなたのリタイヤが相手より多い時のみ有効。",
    "このカードを+1000/+0。この技は、あなたのリタイヤが相手より多い時のみ有効。",
    "このカードを+1000/+0。この効果は、あなたのリタイヤが相手のリタイヤより多い時のみ有効。",
]


@pytest.mark.parametrize("text", VALID_ONLY_WHEN)
def test_an_effect_valid_only_while_a_condition_holds(text: str) -> None:
    (a,) = _ability(f"[リング]{text}")
    assert a.supported, a.reason
    assert _run(_VALID % {"mine": 2, "text": text}).outcome["state"]["千早.ap"] == 3000
    # the condition not met: the effect is not valid (8.3.3) — 千早 as printed
    assert _run(_VALID % {"mine": 1, "text": text}).outcome["state"]["千早.ap"] == 2000


def test_neighbour_the_sentence_without_the_validity_always_applies() -> None:
    text = "このカードを+1000/+0。"
    assert _run(_VALID % {"mine": 0, "text": text}).outcome["state"]["千早.ap"] == 3000


def test_a_validity_after_a_conditioned_step_is_refused_by_name() -> None:
    (a,) = _ability(
        "[リング]あなたの手札が3枚以上なら、このカードを+1000/+0。"
        "この効果は、あなたのリタイヤが相手より多い時のみ有効。"
    )
    assert not a.supported and a.reason


def test_this_card_put_from_the_waiting_room_on_the_bench_rested() -> None:
    """「[控え室][…]このカードをベンチにレスト状態で置く。」: the card itself, rested (4.9.1.4)."""
    text = "[控え室][手札を1枚控え室に置く]このカードをベンチにレスト状態で置く。"
    yaml = f"""\
game: vs
title: t
turn: {{player: A, number: 6, phase: ability, first_player: A}}
players:
  A:
    deck: 20
    hand: [{{name: 真, ap: 1000, dp: 1000}}]
    waiting: [{{name: 雪歩, ap: 1000, dp: 1000, text: "{text}"}}]
    ring: {{name: 千早, ap: 2000, dp: 3000}}
    bench: {{center: {{name: 春香, ap: 1000, dp: 1000}}, right: {{name: 律子, ap: 1000, dp: 1000}}}}
  B:
    deck: 20
    ring: {{name: 美希, ap: 2000, dp: 3000}}
actions:
  - do: ability_phase
    actions: [{{do: use, card: 雪歩}}]
choices: [{{player: A, at: bench_frame, choose: left}}]
ask: [雪歩.zone, 雪歩.state]
"""
    r = _run(yaml)
    assert r.outcome["state"] == {"雪歩.zone": "A.bench.left", "雪歩.state": "rest"}


# --- a value of the card just chosen: 「…を1枚選び、…。そのカードの（レベル|攻撃力|防御力）が
# N以上 / 以下なら、…」 (8.5.4: the target chosen; 8.6.5 / 8.1.1.5 read as the step is reached) ---

_CHOSEN_VALUE = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 3000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードを控え室に置く]相手のベンチのカードを1枚選び、レストする。%s、あなたは1枚引く。"}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
    bench: {left: {name: 真, ap: 1500, dp: 2500, level: %d}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [A.hand, 真.state]
"""

# (condition, 真's level for which it holds, a level for which it does not) — 真 1500 / 2500
CHOSEN_VALUES = [
    ("そのカードのレベルが2以上なら", 2, 1),
    ("そのカードのレベルが1以下なら", 1, 2),
    ("そのカードの攻撃力が2000以下なら", 1, None),
    ("そのカードの防御力が3000以上なら", None, 1),
]


@pytest.mark.parametrize(("cond", "holds", "fails"), CHOSEN_VALUES)
def test_a_value_of_the_card_chosen(cond: str, holds: int | None, fails: int | None) -> None:
    if holds is not None:
        r = _run(_CHOSEN_VALUE % (cond, holds))
        assert r.outcome["state"] == {"A.hand": 1, "真.state": "rest"}
    if fails is not None:
        r = _run(_CHOSEN_VALUE % (cond, fails))
        assert r.outcome["state"] == {"A.hand": 0, "真.state": "rest"}  # the rest done still


def test_a_value_of_that_card_with_nothing_chosen_before_is_refused() -> None:
    """Neighbour: 「そのカード」 with no card chosen before (a draw) names nothing: refused."""
    (a,) = _ability(
        "[ベンチ][このカードを控え室に置く]あなたは1枚引く。そのカードのレベルが2以上なら、あなたは1枚引く。"
    )
    assert not a.supported and a.reason


# --- 「…が<領域>から離れた / （<領域>に）移動した時」: a zone-move trigger naming the zone left,
# any zone reached unless one is named (8.6.6) ---

_LEAVE = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 3000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードを控え室に置く]%(effect)s"}
      right: {name: 雪歩, ap: 1000, dp: 1000, text: "[ベンチ]%(watch)s、あなたは1枚引く。"}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [A.hand]
"""
BACK_TO_HAND = "あなたのリングのカードを1枚選び、手札に戻す。"

LEFT_THE_RING = [
    "あなたのカードがリングから離れた時",
    "あなたのリングのカードがリングから離れた時",
    "あなたのカードがリングから移動した時",
    "あなたのカードがリングから手札に移動した時",
]


@pytest.mark.parametrize("watch", LEFT_THE_RING)
def test_a_card_leaving_the_ring_for_the_hand_meets_the_trigger(watch: str) -> None:
    (a,) = _ability(f"[ベンチ]{watch}、あなたは1枚引く。")
    assert a.supported, a.reason
    r = _run(_LEAVE % {"effect": BACK_TO_HAND, "watch": watch})
    assert r.outcome["state"]["A.hand"] == 2  # 千早 returned, and the draw
    assert "8.6.6" in r.decided_by


@pytest.mark.parametrize(
    "watch",
    [
        "相手のカードがリングから離れた時",  # the other player's
        "あなたのカードがリングから控え室に移動した時",  # another zone reached
        "あなたのカードがベンチから手札に移動した時",  # another zone left
    ],
)
def test_neighbour_another_player_or_zone_is_not_met(watch: str) -> None:
    r = _run(_LEAVE % {"effect": BACK_TO_HAND, "watch": watch})
    assert r.outcome["state"]["A.hand"] == 1  # 千早 only


def test_a_leave_with_no_zone_left_is_refused_by_name() -> None:
    (a,) = _ability("[ベンチ]あなたのカードが離れた時、あなたは1枚引く。")
    assert not a.supported and a.reason
