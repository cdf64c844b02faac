"""vs card-text constructions of round 26 (s22vs, issue 12), each on a minimal text of its own run
on a board, with the neighbour that must not change.

Negative states, one family (``ruling.cardtext.protection``): 「…は（相手の技によって）レストされ
ない」, 「…は（相手の技の効果で）レストしない」, 「…は相手の技で控え室に置かれない」, 「…は相手の技
によって（控え室から）他の領域に移動しない」, 「…は相手の（《X》の / ベンチのカードの）技の効果を受けな
い」 — a continuous technique in its [領域] (8.1.1.4) or a one-shot's effect for the duration said
(8.2.1.2); an instruction to do what it forbids is not done (1.3.3)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

USE = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 2000, dp: 3000%(ring_a)s}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "%(head)s[ベンチ][このカードをレストする]%(effect)s"}
      center: {name: 伊織, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%(second)s"}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000, text: "%(ring_b)s"}
    bench: {left: {name: 雪歩, ap: 1000, dp: 1000, text: "%(bench_b)s"}}
actions:
  - do: ability_phase
    actions: [%(uses)s]
ask: [千早.ap, 美希.ap, 美希.dp, 雪歩.state]
"""


def _run(
    effect: str,
    *,
    ring_b: str = "",
    bench_b: str = "",
    head: str = "",
    ring_a: str = "",
    second: str = "あなたは1枚引く。",
    uses: str = "{do: use, card: 律子}",
) -> object:
    text = USE % {
        "effect": effect,
        "ring_b": ring_b,
        "bench_b": bench_b,
        "head": head,
        "ring_a": f', text: "{ring_a}"' if ring_a else "",
        "second": second,
        "uses": uses,
    }
    r = resolve(loads(text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r


def _zone(r: object, name: str) -> str:
    final = r.main.final  # type: ignore[attr-defined]
    for pid, pl in final.players.items():
        for zid, cards in pl.zones.items():
            if any(c.name == name for c in cards):
                return f"{pid}.{zid}"
    return ""


def _ability(text: str):
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vs")
    (a,) = _abilities("vs", text, None)
    return a


PUT_OUT = "相手のリングのカードを選び、相手の控え室に置く。"

# the variants a writer could print for 「not put in the waiting room by the opponent's
# techniques」: the particle of the cause, 「の効果で」, the passive and the intransitive
# 「移動しない」 (any zone), with and without 「、」
KEPT_FROM_WAITING = [
    "[リング]このカードは相手の技で控え室に置かれない。",
    "[リング]このカードは、相手の技によって控え室に置かれない。",
    "[リング]このカードは相手の技の効果で控え室に置かれない。",
    "[リング]このカードは相手の技によって他の領域に移動しない。",
    "[リング]このカードは相手の技の効果を受けない。",
]


@pytest.mark.parametrize("text", KEPT_FROM_WAITING)
def test_not_put_in_the_waiting_room_by_the_opponents_technique(text: str) -> None:
    """1.3.3: 美希's negative state wins over 律子's instruction: it stays in the ring."""
    assert _ability(text).supported
    r = _run(PUT_OUT, ring_b=text)
    assert _zone(r, "美希") == "B.ring"
    assert "1.3.3" in r.decided_by  # type: ignore[attr-defined]
    steps = r.main.trace.steps  # type: ignore[attr-defined]
    assert any("この効果を受けない" in s.ja for s in steps)


@pytest.mark.parametrize(
    "text",
    [
        "",  # no negative state
        "[リング]このカードは相手の技で手札に戻されない。",  # another zone named
        "[ベンチ]このカードは相手の技で控え室に置かれない。",  # written for the bench: not in force
        "[リング]このカードはあなたの技で控え室に置かれない。",  # its master's own techniques only
        "[リング]このカードは相手の《魔法》の技の効果を受けない。",  # an attribute 律子's lacks
    ],
)
def test_the_neighbours_that_do_not_keep_the_card(text: str) -> None:
    r = _run(PUT_OUT, ring_b=text)
    assert _zone(r, "美希") == "B.waiting"


def test_an_attribute_of_the_technique_named() -> None:
    """「相手の《魔法》の技の効果を受けない」 keeps off a technique holding 《魔法》 (2.15.1)."""
    text = "[リング]このカードは相手の《魔法》の技の効果を受けない。"
    assert _zone(_run(PUT_OUT, ring_b=text, head="【呪文】《魔法》"), "美希") == "B.ring"
    assert _zone(_run(PUT_OUT, ring_b=text, head="【呪文】《剣技》"), "美希") == "B.waiting"


def test_the_zone_of_the_card_whose_technique_it_is() -> None:
    """「相手のベンチのカードの技の効果を受けない」: 律子's technique is a bench card's; the same
    effect from a ring card's technique reaches 美希."""
    text = "[リング]このカードは相手のベンチのカードの技の効果を受けない。"
    assert _zone(_run(PUT_OUT, ring_b=text), "美希") == "B.ring"
    r = _run(PUT_OUT, ring_b="[リング]このカードは相手のリングのカードの技の効果を受けない。")
    assert _zone(r, "美希") == "B.waiting"


REST_ONE = "相手のベンチのカードを1枚選び、レストする。"


@pytest.mark.parametrize(
    "text",
    [
        "[ベンチ]このカードは、相手の技によってレストされない。",
        "[ベンチ]このカードは相手の技の効果でレストしない。",
        "[ベンチ]このカードは相手の技でレストされない。",
        "[ベンチ]このカードは相手の技の効果を受けない。",
    ],
)
def test_not_rested_by_the_opponents_technique(text: str) -> None:
    r = _run(REST_ONE, bench_b=text)
    assert r.outcome["state"]["雪歩.state"] == "stand"  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "text",
    [
        "",
        "[ベンチ]このカードは相手の技で控え室に置かれない。",
        "[リング]このカードは相手の技でレストされない。",
    ],
)
def test_rested_when_no_negative_state_names_it(text: str) -> None:
    """The neighbours: none printed, one of another event, one written for another [領域]."""
    r = _run(REST_ONE, bench_b=text)
    assert r.outcome["state"]["雪歩.state"] == "rest"  # type: ignore[attr-defined]


def test_no_effect_of_a_continuous_technique_either() -> None:
    """「相手の技の効果を受けない」: 千早's continuous 「相手のリングのカードを-1000/-0」 does not
    change 美希's attack (1.3.3), and 律子's one-shot -1000/-1000 neither; the neighbour 「…レスト
    されない」 lets both through."""
    minus = "あなたは相手のリングのカードを選び、このターン中、-1000/-1000。"
    ring_a = "[リング]相手のリングのカードを-1000/-0。"
    kept = _run(minus, ring_a=ring_a, ring_b="[リング]このカードは相手の技の効果を受けない。")
    assert kept.outcome["state"]["美希.ap"] == 2000  # type: ignore[attr-defined]
    assert kept.outcome["state"]["美希.dp"] == 3000  # type: ignore[attr-defined]
    let = _run(minus, ring_a=ring_a, ring_b="[リング]このカードは相手の技でレストされない。")
    assert let.outcome["state"]["美希.ap"] == 0  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "protect",
    [
        "あなたのリングのカードを1枚選ぶ。このターン中、そのカードは技で控え室に置かれない。",
        "あなたのリングのカードを1枚選び、このターン中、そのカードは技によって他の領域に移動しない。",
        "あなたのリングのカードを1枚選び、このターン中、そのカードは技の効果を受けない。",
    ],
)
def test_a_one_shot_negative_state_for_the_turn(protect: str) -> None:
    """A one-shot's negative state (8.2.1.2) on the card chosen: 伊織's 「あなたのリングのカードを
    選び、控え室に置く」 after it does not move 千早 (1.3.3)."""
    r = _run(
        protect,
        second="あなたのリングのカードを選び、あなたの控え室に置く。",
        uses="{do: use, card: 律子}, {do: use, card: 伊織}",
    )
    assert _zone(r, "千早") == "A.ring"


def test_a_one_shot_negative_state_names_whose_techniques() -> None:
    """The neighbour: 「相手の技で控え室に置かれない」 keeps only the opponent's techniques off;
    伊織's, its master's own, moves 千早."""
    r = _run(
        "あなたのリングのカードを1枚選ぶ。このターン中、そのカードは相手の技で控え室に置かれない。",
        second="あなたのリングのカードを選び、あなたの控え室に置く。",
        uses="{do: use, card: 律子}, {do: use, card: 伊織}",
    )
    assert _zone(r, "千早") == "A.waiting"


@pytest.mark.parametrize(
    "text",
    [
        # a cause that is not a technique: refused by name, never run as if it were
        "[リング]このカードはパートナーアタックでリタイヤ置場に置かれない。",
        # a duration on a continuous technique
        "[リング]このカードは、このターン中、相手の技で控え室に置かれない。",
    ],
)
def test_shapes_refused_by_name(text: str) -> None:
    a = _ability(text)
    assert not a.supported and a.reason


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("[リング]このカードは相手の技に選ばれない。", "B.ring"),
        ("[リング]このカードは、相手のベンチのカードの技で選ばれない。", "B.ring"),
        ("[リング]このカードは相手のベンチのカードの技の効果で選ばれない。", "B.ring"),
        # the neighbours: a technique of a card in another zone; one written for another [領域]
        ("[リング]このカードは相手のリングのカードの技で選ばれない。", "B.waiting"),
        ("[ベンチ]このカードは相手の技に選ばれない。", "B.waiting"),
    ],
)
def test_not_chosen_by_the_techniques_of_cards_so_placed(text: str, zone: str) -> None:
    """「…に選ばれない」 as the negative state of a choice: the cause read as the family's (the
    owner, the zone of the card whose technique it is) — 律子's is a bench card's (1.3.1)."""
    assert _zone(_run(PUT_OUT, ring_b=text), "美希") == zone


def test_a_bench_cards_technique_keeps_the_ring_card_from_being_chosen() -> None:
    """「[ベンチ]あなたのリングのカードは…選ばれない」 on 雪歩 on the bench (8.1.1.4)."""
    text = "[ベンチ]あなたのリングのカードは、相手のベンチのカードの技によって選ばれない。"
    assert _zone(_run(PUT_OUT, bench_b=text), "美希") == "B.ring"


# ------------- a trigger written as a noun phrase (``ruling.cardtext.triggers.nominal_event``):
# 「Xの<act>時」 is 「Xが<act>した時」 — the same event (7.1.3.2.3), whoever X is

ATTACK = """\
game: vs
title: t
turn: {player: A, number: 6, phase: attack, first_player: A}
players:
  A:
    deck: 20
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 3000, text: "%(ring_a)s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "%(bench_a)s"}}
  B:
    deck: 20
    hand: 0
    ring: {name: 美希, ap: 1000, dp: 5000, text: "%(ring_b)s"}
actions:
  - {do: attack, support: 春香}
ask: [A.hand, B.hand]
"""


def _attack(ring_a: str = "", bench_a: str = "", ring_b: str = "") -> dict:
    r = resolve(loads(ATTACK % {"ring_a": ring_a, "bench_a": bench_a, "ring_b": ring_b}))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r.outcome["state"]


@pytest.mark.parametrize(
    ("where", "text", "hands"),
    [
        # this card's attack, in both voices
        ("ring_a", "[リング]このカードのアタック時、あなたは1枚引く。", (1, 0)),
        ("ring_a", "[リング]このカードがアタックした時、あなたは1枚引く。", (1, 0)),
        # the supporter's support
        ("bench_a", "[ベンチ]このカードのサポート時、あなたは1枚引く。", (1, 0)),
        ("bench_a", "[ベンチ]このカードがサポートした時、あなたは1枚引く。", (1, 0)),
        # the opponent's card's attack, seen from the other side
        ("ring_b", "[リング]相手のカードのアタック時、あなたは1枚引く。", (0, 1)),
        ("ring_b", "[リング]相手のリングのカードのアタック時、あなたは1枚引く。", (0, 1)),
        # the neighbours: an event that does not happen here
        ("ring_b", "[リング]このカードのアタック時、あなたは1枚引く。", (0, 0)),
        ("ring_a", "[リング]相手のカードのアタック時、あなたは1枚引く。", (0, 0)),
    ],
)
def test_a_nominal_trigger_is_the_verbal_one(where: str, text: str, hands: tuple) -> None:
    got = _attack(**{where: text})
    assert (got["A.hand"], got["B.hand"]) == hands


def test_a_nominal_trigger_says_who_acts() -> None:
    """「アタック時」 with nothing before it: whose attack is not said — refused by name."""
    a = _ability("[リング]アタック時、あなたは1枚引く。")
    assert not a.supported and "who" in a.reason
    assert _ability("[リング]このカードのパートナーアタック時、あなたは1枚引く。").supported
    assert _ability("[リング]相手のパートナーブロック時、あなたは1枚引く。").supported


# ------------- an event printed with 場合 at the head of a technique with no trigger
# (``ruling.cardtext.abilities.event_condition_trigger``): its trigger (8.1.1.2)


@pytest.mark.parametrize(
    ("where", "text", "hands"),
    [
        ("ring_a", "[リング]このカードがアタックした場合、あなたは1枚引く。", (1, 0)),
        ("bench_a", "[ベンチ]このカードがサポートした場合、あなたは1枚引く。", (1, 0)),
        ("ring_b", "[リング]このカードがアタックされた場合、あなたは1枚引く。", (0, 1)),
        ("ring_b", "[リング]相手のカードがアタックした場合、あなたは1枚引く。", (0, 1)),
        # the neighbour: the event does not happen here
        ("ring_a", "[リング]このカードがアタックされた場合、あなたは1枚引く。", (0, 0)),
    ],
)
def test_an_event_with_baai_is_the_trigger(where: str, text: str, hands: tuple) -> None:
    assert _ability(text).program.kind == "auto"
    got = _attack(**{where: text})
    assert (got["A.hand"], got["B.hand"]) == hands


def test_a_state_with_baai_stays_a_condition() -> None:
    """The neighbour: a state (「…が多い場合」) is a continuous technique's condition (8.3.3)."""
    a = _ability("[リング]あなたのリタイヤが相手より多い場合、このカードを+1000/+0。")
    assert a.supported and a.program.kind == "continuous"


# ------------- a cost paid with another card: 「（あなたの）ベンチの（他の）カードをN枚レスト / リバース
# する」, 「エネルギーをN枚リバースする」 — only standing cards (4.9.1.2, 4.9.1.3, 4.16.2)

COST = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 3000, text: "[リング][%(cost)s]あなたは1枚引く。"}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, state: %(left)s}
      center: {name: 伊織, ap: 1000, dp: 1000, state: %(center)s}
    energy: [{uid: AE1, state: stand}, {uid: AE2, state: %(energy)s}]
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 千早}]
choices: %(choices)s
ask: [A.hand, 律子.state, 伊織.state, AE1.state, AE2.state]
"""


def _cost(cost: str, left="stand", center="stand", energy="stand", choices="[]") -> object:
    r = resolve(
        loads(
            COST
            % {
                "cost": cost,
                "left": left,
                "center": center,
                "energy": energy,
                "choices": choices,
            }
        )
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r


@pytest.mark.parametrize(
    ("cost", "state"),
    [
        ("あなたのベンチのカードを1枚レストする", "rest"),
        ("ベンチのカードを1枚レストする", "rest"),
        ("あなたのベンチのカードを1枚選び、レストする", "rest"),
        ("あなたのベンチのスタンドしているカードを1枚レストする", "rest"),
        ("あなたのベンチのカードを1枚リバースする", "reverse"),
    ],
)
def test_a_bench_card_rested_or_reversed_for_the_cost(cost: str, state: str) -> None:
    """The payer picks a standing bench card (律子; 伊織 rested is not among them, 4.16.2)."""
    r = _cost(cost, center="rest", choices="[{player: A, choose: 律子}]")
    got = r.outcome["state"]  # type: ignore[attr-defined]
    assert (got["A.hand"], got["律子.state"], got["伊織.state"]) == (1, state, "rest")


def test_a_cost_of_two_bench_cards_with_one_standing_cannot_be_paid() -> None:
    r = _cost("あなたのベンチのカードを2枚レストする", center="rest")
    assert r.outcome.get("rejected") is True  # type: ignore[attr-defined]
    assert r.outcome["state"]["律子.state"] == "stand"  # type: ignore[attr-defined]
    assert {"4.16.2", "8.5.1.3.2"} <= set(r.decided_by)  # type: ignore[attr-defined]


def test_two_bench_cards_rested_for_the_cost() -> None:
    r = _cost(
        "あなたのベンチのカードを2枚レストする",
        choices="[{player: A, choose: 律子}, {player: A, choose: 伊織}]",
    )
    got = r.outcome["state"]  # type: ignore[attr-defined]
    assert (got["A.hand"], got["律子.state"], got["伊織.state"]) == (1, "rest", "rest")


@pytest.mark.parametrize(
    ("cost", "energy", "states"),
    [
        ("エネルギーを1枚リバースする", "stand", {"reverse", "stand"}),
        ("あなたのエネルギーを1枚リバースする", "rest", {"reverse", "rest"}),
        ("エネルギーを2枚リバースする", "stand", {"reverse"}),
    ],
)
def test_energy_reversed_for_the_cost(cost: str, energy: str, states: set) -> None:
    """Only a standing energy card is reversed (4.9.1.3); which one is not told apart."""
    r = _cost(cost, energy=energy)
    got = r.outcome["state"]  # type: ignore[attr-defined]
    assert got["A.hand"] == 1 and {got["AE1.state"], got["AE2.state"]} == states


def test_energy_reverse_cost_with_too_few_standing() -> None:
    r = _cost("エネルギーを2枚リバースする", energy="rest")
    assert r.outcome.get("rejected") is True  # type: ignore[attr-defined]
    assert "4.9.1.3" in r.decided_by  # type: ignore[attr-defined]


def test_another_bench_card_leaves_the_techniques_own_out() -> None:
    """「他の」 on a bench card's technique: its own card is not among the cards to pay with."""
    src = COST.replace(
        'ring: {name: 千早, ap: 2000, dp: 3000, text: "[リング][%(cost)s]あなたは1枚引く。"}',
        "ring: {name: 千早, ap: 2000, dp: 3000}",
    ).replace(
        "left: {name: 律子, ap: 1000, dp: 1000, state: %(left)s}",
        'left: {name: 律子, ap: 1000, dp: 1000, state: %(left)s, text: "[ベンチ][%(cost)s]'
        'あなたは1枚引く。"}',
    )
    src = src.replace("card: 千早", "card: 律子")
    args = {"cost": "あなたのベンチの他のカードを1枚レストする", "energy": "stand", "choices": "[]"}
    ok = resolve(loads(src % {**args, "left": "stand", "center": "stand"}))
    got = ok.outcome["state"]
    assert (got["A.hand"], got["律子.state"], got["伊織.state"]) == (1, "stand", "rest")
    no = resolve(loads(src % {**args, "left": "stand", "center": "rest"}))
    assert no.outcome.get("rejected") is True


def test_the_opponents_bench_is_no_cost() -> None:
    a = _ability("[リング][相手のベンチのカードを1枚レストする]あなたは1枚引く。")
    assert not a.supported and a.reason


# ------------- a continuous prohibition on a player, or on every card that does the act
# (7.1.3.2: the ring card attacks; 7.1.3.1: a bench card supports): one on the player (1.3.3)


def _attack_run(ring_a: str = "", ring_b: str = "", bench_a: str = "") -> object:
    return resolve(loads(ATTACK % {"ring_a": ring_a, "bench_a": bench_a, "ring_b": ring_b}))


@pytest.mark.parametrize(
    ("where", "text"),
    [
        ("ring_b", "[リング]相手はアタックできない。"),
        ("ring_b", "[リング]相手のカードはアタックできない。"),
        ("ring_b", "[リング]相手のリングのカードはアタックできない。"),
        ("ring_b", "[リング]あなたのリングのカードはアタックされない。"),
        ("ring_b", "[リング]相手はサポートできない。"),
        ("ring_b", "[リング]相手のベンチのカードはサポートできない。"),
        ("ring_a", "[リング]あなたのベンチのカードはサポートできない。"),
        ("ring_b", "[リング]あなたのリタイヤが0枚なら、相手はアタックできない。"),
    ],
)
def test_a_player_prohibited_from_attacking_or_supporting(where: str, text: str) -> None:
    assert _ability(text).supported
    r = _attack_run(**{where: text})
    assert r.outcome.get("rejected") is True  # type: ignore[attr-defined]
    assert "1.3.3" in r.decided_by  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("where", "text"),
    [
        ("ring_b", "[リング]あなたはアタックできない。"),  # the other player
        ("ring_b", "[ベンチ]相手はアタックできない。"),  # not in its [領域]
        ("ring_a", "[リング]相手のベンチのカードはサポートできない。"),
        ("ring_b", "[リング]あなたのリタイヤが1枚以上なら、相手はアタックできない。"),
    ],
)
def test_the_neighbours_attack(where: str, text: str) -> None:
    r = _attack_run(**{where: text})
    assert not r.outcome.get("rejected")  # type: ignore[attr-defined]
    assert r.outcome["state"]["A.hand"] == 0  # type: ignore[attr-defined]


# ------------- 「このカード（のアタック）がパートナーブロックされた時」: the partner block made on the
# attack of this card (7.1.4.2, 7.1.4.3; the attacking card, 4.14.1)

BLOCK = """\
game: vs
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    deck: 9
    hand: 0
    ring: {name: 千早, title: 歌姫, ap: 3000, dp: 2000, text: "%s"}
    bench: {left: {name: 律子, title: P, ap: 1000, dp: 1000}}
  B:
    deck: 9
    hand: [{name: 伊織, title: 妹分}]
    ring: {name: 美希, title: 天才, ap: 1000, dp: 2000, partner_name: 伊織, partner_title: 妹分}
actions:
  - {do: attack, support: 律子%s}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    "text",
    [
        "[リング]このカードがパートナーブロックされた時、あなたは1枚引く。",
        "[リング]このカードのアタックがパートナーブロックされた時、あなたは1枚引く。",
        "[リング]このカードがパートナーブロックされた場合、あなたは1枚引く。",
    ],
)
def test_partner_blocked_triggers_on_the_attacking_card(text: str) -> None:
    r = resolve(loads(BLOCK % (text, ", partner_block: 伊織")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["A.hand"] == 1
    assert {"7.1.4.3", "4.14.1"} <= set(r.decided_by)
    # the neighbour: the player may block or not — the trigger on the block's branch only
    r = resolve(loads(BLOCK % (text, "")))
    got = {b["choices"][0]: b["outcome"]["state"]["A.hand"] for b in r.outcome["branches"]}
    assert got == {"B10": 1, "no": 0}


# ------------- the deck's top card looked at or revealed (4.11.2; 3.1.7, 3.1.8), and what is done
# with it in either case: 「Xなら、手札に加える（てよい）。そうでないなら / そうしなかったなら、…」

TOP = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck:
      - {name: 真, level: %(level)s, ap: 1000, dp: 1000}
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
choices: %(choices)s
ask: [真.zone]
"""


def _top(effect: str, level: int, choices: str = "[]") -> str:
    r = resolve(loads(TOP % {"effect": effect, "level": level, "choices": choices}))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r.outcome["state"]["真.zone"]


@pytest.mark.parametrize(
    ("effect", "high", "low"),
    [
        # revealed, one case
        (
            "あなたの山札の上から1枚を公開する。そのカードのレベルが3以上なら、手札に加える。",
            "A.hand",
            "A.deck",
        ),
        (
            "自分の山札の上から1枚を公開する。それのレベルが3以上なら、手札に加える。",
            "A.hand",
            "A.deck",
        ),
        # revealed, both cases
        (
            "あなたの山札の上から1枚を公開する。そのカードのレベルが3以上なら、手札に加える。"
            "そうでないなら、控え室に置く。",
            "A.hand",
            "A.waiting",
        ),
        # looked at, both cases, the other zone the deck's bottom
        (
            "あなたの山札の上から1枚を見る。そのカードのレベルが3以上なら、手札に加える。"
            "そうでないなら、山札の下に置く。",
            "A.hand",
            "A.deck",
        ),
        (
            "あなたの山札の上から1枚を見る。そのカードのレベルが2以下なら、控え室に置く。"
            "そうでないなら、手札に加える。",
            "A.hand",
            "A.waiting",
        ),
    ],
)
def test_the_top_card_and_what_is_done_with_it(effect: str, high: str, low: str) -> None:
    assert _top(effect, 3) == high
    assert _top(effect, 1) == low


def test_the_other_case_after_one_declined() -> None:
    """「…手札に加えてよい。そうしなかったなら、山札の下に置く」: declined, the card goes to the
    deck's bottom; the condition not met, the same (8.6.5)."""
    effect = (
        "あなたの山札の上から1枚を見る。そのカードがレベル2以下なら、手札に加えてよい。"
        "そうしなかったなら、山札の下に置く。"
    )
    r = resolve(loads(TOP % {"effect": effect, "level": 1, "choices": "[]"}))
    got = {b["choices"][0]: b["outcome"]["state"]["真.zone"] for b in r.outcome["branches"]}
    assert sorted(got.values()) == ["A.deck", "A.hand"]
    assert _top(effect, 3) == "A.deck"


def test_a_revealed_card_at_the_bottom_is_below_the_rest() -> None:
    """The neighbour of 「山札の下に置く」: the card is the deck's last (3.2.5 places, its bottom)."""
    effect = (
        "あなたの山札の上から1枚を公開する。そのカードのレベルが3以上なら、手札に加える。"
        "そうでないなら、山札の下に置く。"
    )
    r = resolve(loads(TOP % {"effect": effect, "level": 1, "choices": "[]"}))
    deck = r.main.final.players["A"].zones["deck"]
    assert deck[-1].name == "真"


# ------------- 「…は技を使えない」: the techniques of those cards 「使えない」 (8.12.3 an automatic one
# does not trigger, 8.12.4 an activated one is not used, 8.12.5 one waiting is removed)

USE_THEN_ATTACK = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 2000, dp: 3000, text: "%(ring_a)s"}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%(effect)s"}
      center: {name: 春香, ap: 1000, dp: 1000}
  B:
    deck: 20
    hand: 0
    ring: {name: 美希, ap: 1000, dp: 5000, text: "[リング]このカードがアタックされた時、あなたは1枚引く。"}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
  - {do: attack, support: 春香}
ask: [B.hand]
"""


def _use_attack(effect: str = "あなたは1枚引く。", ring_a: str = "") -> object:
    r = resolve(loads(USE_THEN_ATTACK % {"effect": effect, "ring_a": ring_a}))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r


@pytest.mark.parametrize(
    ("effect", "ring_a", "drawn"),
    [
        ("相手のリングのカードを1枚選び、このターン中、そのカードは技を使えない。", "", 0),
        ("相手のリングのカードを1枚選ぶ。このターン中、そのカードは技を使えない。", "", 0),
        ("このターン中、相手は技を使えない。", "", 0),
        ("あなたは1枚引く。", "[リング]相手のリングのカードは技を使えない。", 0),
        ("あなたは1枚引く。", "[リング]相手は技を使えない。", 0),
        ("あなたは1枚引く。", "[リング]相手のカードは技を使えない。", 0),
        # the neighbours: no prohibition; one on the other cards; one written for another zone
        ("あなたは1枚引く。", "", 1),
        ("あなたは1枚引く。", "[リング]相手のベンチのカードは技を使えない。", 1),
        ("あなたは1枚引く。", "[ベンチ]相手は技を使えない。", 1),
        ("このターン中、あなたは技を使えない。", "", 1),
    ],
)
def test_techniques_that_cannot_be_used_do_not_trigger(
    effect: str, ring_a: str, drawn: int
) -> None:
    r = _use_attack(effect, ring_a)
    assert r.outcome["state"]["B.hand"] == drawn  # type: ignore[attr-defined]
    if not drawn:
        assert "8.12.3" in r.decided_by  # type: ignore[attr-defined]


def test_an_activated_technique_that_cannot_be_used_is_not_used() -> None:
    """8.12.4: 千早's 「あなたのベンチのカードは技を使えない」 keeps 律子's technique from being used."""
    r = _use_attack(ring_a="[リング]あなたのベンチのカードは技を使えない。")
    assert r.outcome.get("rejected") is True  # type: ignore[attr-defined]
    assert "8.12.4" in r.decided_by  # type: ignore[attr-defined]


# ------------- 「[手札][このカードを公開する / 相手に見せる]」: a card revealed as a cost (3.1.6), shown
# as every cost is paid (8.5.1.3.2), staying in the hand (3.1.8)

REVEAL_COST = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    hand: [{name: 雪歩, ap: 1000, dp: 1000, text: "[手札][%s]あなたは1枚引く。"}]
    ring: {name: 千早, ap: 2000, dp: 3000}
    energy: [{uid: AE1, state: %s}]
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 雪歩}]
ask: [A.hand, 雪歩.zone]
"""


@pytest.mark.parametrize(
    "cost",
    [
        "このカードを公開する",
        "このカードを相手に見せる",
        "このカードを公開し、エネルギーを1枚レストする",
    ],
)
def test_a_card_revealed_for_the_cost_stays_in_the_hand(cost: str) -> None:
    r = resolve(loads(REVEAL_COST % (cost, "stand")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"A.hand": 2, "雪歩.zone": "A.hand"}
    steps = r.main.trace.steps
    assert any("3.1.6" in s.clauses for s in steps)


def test_a_reveal_cost_with_another_part_that_cannot_be_paid() -> None:
    """The neighbour: the energy cannot be rested — no cost is paid (8.5.1.3.2), nothing drawn."""
    r = resolve(loads(REVEAL_COST % ("このカードを公開し、エネルギーを1枚レストする", "rest")))
    assert r.outcome.get("rejected") is True


def test_a_reveal_cost_outside_the_hand_is_refused() -> None:
    a = _ability("[ベンチ][このカードを公開する]あなたは1枚引く。")
    assert not a.supported and "hand" in a.reason


# ------------- 「（あなた|相手）のアタック宣言ステップ / パートナーブロックステップ / アタック解決ステップの
# 始めに」: a step of that player's attack phase — the turn player's (6.1.1)


@pytest.mark.parametrize(
    ("where", "text", "hands"),
    [
        ("ring_b", "[リング]相手のアタック宣言ステップの始めに、あなたは1枚引く。", (0, 1)),
        ("ring_b", "[リング]相手のアタック解決ステップの始めに、あなたは1枚引く。", (0, 1)),
        ("ring_a", "[リング]あなたのアタック宣言ステップの始めに、あなたは1枚引く。", (1, 0)),
        ("ring_a", "[リング]アタック宣言ステップの始めに、あなたは1枚引く。", (1, 0)),
        # the neighbours: the other player's step does not come in this turn
        ("ring_b", "[リング]あなたのアタック宣言ステップの始めに、あなたは1枚引く。", (0, 0)),
        ("ring_a", "[リング]相手のアタック解決ステップの始めに、あなたは1枚引く。", (0, 0)),
    ],
)
def test_a_players_attack_step(where: str, text: str, hands: tuple) -> None:
    got = _attack(**{where: text})
    assert (got["A.hand"], got["B.hand"]) == hands


# ------------- 「Nのダメージを与える」 is 「Nダメージを与える」 (shared ``damage.dealt_amount``)


@pytest.mark.parametrize(
    ("effect", "zone", "damage"),
    [
        ("相手のリングのカードに3000のダメージを与える。", "B.retire", None),
        ("相手のリングのカードに3000ダメージを与える。", "B.retire", None),
        ("相手のリングのカード1枚に2000のダメージを与える。", "B.ring", 2000),
        ("相手のリングのカードを選び、2000のダメージを与える。", "B.ring", 2000),
    ],
)
def test_damage_of_n_however_printed(effect: str, zone: str, damage: int | None) -> None:
    src = USE.replace(
        "ask: [千早.ap, 美希.ap, 美希.dp, 雪歩.state]", "ask: [美希.zone, 美希.damage]"
    )
    r = resolve(
        loads(
            src
            % {
                "effect": effect,
                "ring_b": "",
                "bench_b": "",
                "head": "",
                "ring_a": "",
                "second": "あなたは1枚引く。",
                "uses": "{do: use, card: 律子}",
            }
        )
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["美希.zone"] == zone
    if damage is not None:
        assert r.outcome["state"]["美希.damage"] == damage


# ------------- 「このカードが（手札から）（リング|ベンチ）にプレイされた時」: this card's play (8.4.1.3.1;
# 6.5.1.2.1 / 6.5.1.2.2 from the hand, 6.5.1.2.3 the ring card to the bench)

PLAYED = """\
game: vs
title: t
turn: {player: A, number: 4, phase: chara}
players:
  A:
    deck: [山, 9]
    energy: [{state: stand}, {state: stand}]
    hand:
      - {name: 雪歩, level: 1, ap: 1, dp: 1, text: "%s"}
      - {name: 真, level: 1, ap: 1, dp: 1}
    ring: {name: 千早, ap: 1, dp: 1}
  B: {deck: 9, ring: {name: 美希, ap: 1, dp: 1}}
actions:
  - do: chara_phase
    actions: [{do: play, card: %s, to: %s}]
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("text", "card", "to", "hand"),
    [
        (
            "[リング]このカードが手札からリングにプレイされた時、あなたは1枚引く。",
            "雪歩",
            "ring",
            2,
        ),
        ("[リング]このカードがプレイされた時、あなたは1枚引く。", "雪歩", "ring", 2),
        ("[ベンチ]このカードがベンチにプレイされた時、あなたは1枚引く。", "雪歩", "left", 2),
        ("[ベンチ]このカードが手札からプレイされた場合、あなたは1枚引く。", "雪歩", "left", 2),
        # the neighbours: another card played; a play into the other zone than printed
        ("[リング]このカードがプレイされた時、あなたは1枚引く。", "真", "ring", 1),
        (
            "[リング]このカードが手札からリングにプレイされた時、あなたは1枚引く。",
            "雪歩",
            "left",
            1,
        ),
    ],
)
def test_this_card_played(text: str, card: str, to: str, hand: int) -> None:
    r = resolve(loads(PLAYED % (text, card, to)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["A.hand"] == hand
