"""vs card-text constructions of round 31 (s27vstext, issue 12), each on a minimal text of its own
run on a board, with the neighbour that must not change.

1. 「（あなた|相手）のアタックの終わりに」: the end of an attack sub-phase (7.1.6.1) of that player's
   turn — the attack sub-phase is a part of the turn player's attack phase (6.1.1, 7.1).
2. 「…を1枚選び、…。そのカードが《X》 / 称号に“Y”を含むなら、…」: the card just chosen (8.6.11,
   「その」 the nearest card named, 8.1.1.5) so described (2.15.1, 2.14.7), read as the step is
   reached (8.6.5).
3. 「技属性に《X》が含まれるカード」: the passive of 「技属性に《X》を含むカード」 — the card holds the
   technique attribute X (2.15, 2.15.1), in a selector and in a count of a zone's cards.
4. A cost 「このカードを山札の（上|下）に置く」: the card goes to its owner's deck at the end printed
   (2.14.5, 8.5.1.3.2; 3.2.5 on top unless said).
5. 「[領域]…アタックのダメージは、Xの攻撃力と同じ値 / Xの攻撃力にNを加えた値になる」: a continuous
   replacement of the damage (8.2.1.3.3) by X's value as it is when the damage is dealt (2.10.1 /
   2.11.1, 8.9.1), plus N; in a one-shot technique (the value read when it resolves, or when the
   damage is dealt?) refused.
6. 「このカードとあなたのリングのカードを入れ替える」 (a [ベンチ] technique): this card and the master's
   ring card exchange places — the text over 3.3.3.4 (1.3.1); and 「…を1枚選び、あなたのリングの
   カードと入れ替えてよい」, the master deciding.
7. 「<place>のカードの称号に“X”を含むカード」 (shared ``nouns._info_contained``): the place's cards
   whose own title contains X (2.14.7) — as 「<place>の称号に“X”を含むカード」.
8. 「[領域]Xなら、このカードの技は追加で《Y》になる」: a continuous grant (2.15.2) in force only while
   X holds (8.3.3); X reading technique attributes itself refused.
9. 「（この|その）アタックの終わりまで」 (the lexicon's duration ``this_attack``): the period 「このアタック中」
   names (7.1.1), the attack sub-phase ending with its attack end step (7.1.6.2).
10. 「相手のリングのカードがパートナーアタックした時」: the zone printed or not, the same trigger as 「相手の
   カードがパートナーアタックした時」 (only the ring card attacks, 7.1.3.2, 4.14.1).
11. 「アタックされたカード」: the card in the opponent's ring as the ring card attacked (4.14.1), read by
   a condition (its level, values, description) while the attack is in progress."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import AnswerNotTaken, resolve
from ruling.scenario import loads


def _ability(text: str) -> Any:
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vs")
    return _abilities("vs", text, None)


def _reason(text: str) -> str | None:
    (a,) = _ability(text)
    return None if a.supported else a.reason


def _run(yaml: str) -> Any:
    r = resolve(loads(yaml, "t.yaml"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r


# ------------------------------------------ 1. 「（あなた|相手）のアタックの終わりに」 (6.1.1, 7.1.6.1)

OWNED_END = """\
game: vs
title: t
turn: {player: %(tp)s, number: 4}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 9000, text: "%(text)s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: 0
    ring: {name: 美希, ap: 1000, dp: 9000}
    bench: {left: {name: 真, ap: 1000, dp: 1000}}
actions:
  - {do: attack, support: %(support)s}
ask: [A.hand]
"""


def _owned_end(text: str, tp: str) -> Any:
    support = "春香" if tp == "A" else "真"
    return _run(OWNED_END % {"text": text, "tp": tp, "support": support})


@pytest.mark.parametrize(
    ("who", "tp", "drawn"),
    [("相手", "B", 1), ("相手", "A", 0), ("あなた", "A", 1), ("あなた", "B", 0)],
)
def test_the_end_of_a_players_attack(who: str, tp: str, drawn: int) -> None:
    """「[リング]相手のアタックの終わりに、あなたは1枚引く。」 on A's ring card triggers at the end
    of the attack made in B's turn, not in A's own; 「あなたの」 the other way round (before: the
    timing was refused)."""
    r = _owned_end(f"[リング]{who}のアタックの終わりに、あなたは1枚引く。", tp)
    assert r.outcome["state"] == {"A.hand": drawn}
    if drawn:
        assert {"7.1.6.1", "6.1.1"} <= set(r.decided_by)


# -------------------- 2. 「…を1枚選び、…。そのカードが《X》 / 称号に“Y”を含むなら、…」 (8.6.5)

CHOSEN = """\
game: vs
title: t
turn: {player: A, number: 5}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 9000, text: "%(text)s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 9000}
    bench:
      left: {name: 真, ap: 1000, dp: 1000, title: 黒猫の剣士, attribute: 剣技}
      center: {name: 伊織, ap: 1000, dp: 1000, title: 令嬢, attribute: 魔法}
actions:
  - {do: attack, support: 春香}
choices: [{player: A, choose: %(pick)s}]
ask: [A.hand, %(pick)s.state]
"""


@pytest.mark.parametrize(
    ("cond", "pick", "drawn"),
    [
        ("そのカードが称号に“猫”を含むなら", "真", 1),
        ("そのカードが称号に“猫”を含むなら", "伊織", 0),
        ("そのカードの称号に“猫”を含むなら", "真", 1),
        ("そのカードが《魔法》なら", "伊織", 1),
        ("そのカードが《魔法》なら", "真", 0),
    ],
)
def test_a_description_of_the_card_just_chosen(cond: str, pick: str, drawn: int) -> None:
    """The card chosen and rested is read: A draws only when it is so described (before: refused
    as a condition on a card other than this card or a ring card)."""
    text = f"[リング]このカードがアタックした時、あなたは相手のベンチのカードを1枚選び、レストする。{cond}、あなたは1枚引く。"
    r = _run(CHOSEN % {"text": text, "pick": pick})
    assert r.outcome["state"] == {"A.hand": drawn, f"{pick}.state": "rest"}
    assert "8.6.5" in r.decided_by


def test_a_description_of_a_card_chosen_up_to_is_refused() -> None:
    """Neighbour: 「1枚まで選び」 may choose none — 「そのカード」 may name nothing: refused."""
    text = "[リング]このカードがアタックした時、あなたは相手のベンチのカードを1枚まで選び、レストする。そのカードが《魔法》なら、あなたは1枚引く。"
    assert _reason(text)


# ---------------------------------- 3. 「技属性に《X》が含まれるカード」 (2.15, 2.15.1): either voice

COUNTED = """\
game: vs
title: t
turn: {player: A, number: 5, phase: chara, first_player: A}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 1000, text: "%(text)s"}
    waiting: [{name: 控え一, attribute: 料理}, {name: 控え二, attribute: %(second)s}]
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
ask: [千早.ap]
"""


@pytest.mark.parametrize("verb", ["が含まれる", "を含む"])
@pytest.mark.parametrize(("second", "ap"), [("料理", 2000), ("魔法", 1000)])
def test_a_count_of_cards_whose_attribute_contains(verb: str, second: str, ap: int) -> None:
    """「あなたの控え室に技属性に《料理》{が含まれる|を含む}カードが2枚以上あるなら」: only the cards
    holding 《料理》 count (before: the passive was refused as the term Unknown)."""
    text = f"[リング]あなたの控え室に技属性に《料理》{verb}カードが2枚以上あるなら、このカードは+1000/+0。"
    r = _run(COUNTED % {"text": text, "second": second})
    assert r.outcome["state"] == {"千早.ap": ap}
    assert "2.15.1" in r.decided_by


@pytest.mark.parametrize("verb", ["が含まれる", "を含む"])
def test_a_choice_of_cards_whose_attribute_contains(verb: str) -> None:
    """「相手のベンチの、技属性に《魔法》{が含まれる|を含む}カードを1枚選び」: only 伊織 (《魔法》)
    may be chosen."""
    text = (
        f"[リング]このカードがアタックした時、あなたは相手のベンチの、技属性に《魔法》{verb}カードを"
        "1枚選び、レストする。"
    )
    r = _run(CHOSEN % {"text": text, "pick": "伊織"})
    assert r.outcome["state"] == {"A.hand": 0, "伊織.state": "rest"}
    with pytest.raises(AnswerNotTaken, match="none of the options"):
        resolve(loads(CHOSEN % {"text": text, "pick": "真"}, "t.yaml"))


# ------------------------------- 4. a cost 「このカードを山札の（上|下）に置く」 (2.14.5, 3.2.5)

DECK_COST = """\
game: vs
title: t
turn: {player: A, number: 5, phase: ability, first_player: A}
players:
  A:
    deck: [山札一, 山札二]
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 1000}
    waiting: [{name: 控え一, text: "%(text)s"}]
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: ability_phase, actions: [{do: use, card: 控え一}]}
ask: [A.hand, A.waiting, 控え一.zone, 山札一.zone]
"""


@pytest.mark.parametrize(
    ("where", "this_zone", "top_zone"),
    [("下", "A.deck", "A.hand"), ("上", "A.hand", "A.deck")],
)
def test_a_cost_putting_this_card_in_the_deck(where: str, this_zone: str, top_zone: str) -> None:
    """「[控え室][このカードを山札の下に置く]あなたは1枚引く。」: the card leaves the waiting room
    for the bottom of the deck and the top card is drawn; 「山札の上」: the card itself is drawn
    back (before: the cost was refused)."""
    r = _run(DECK_COST % {"text": f"[控え室][このカードを山札の{where}に置く]あなたは1枚引く。"})
    assert r.outcome["state"] == {
        "A.hand": 1,
        "A.waiting": 0,
        "控え一.zone": this_zone,
        "山札一.zone": top_zone,
    }
    assert {"2.14.5", "3.2.5"} <= set(r.decided_by)


# ------------- 5. 「…アタックのダメージは、Xの攻撃力（と同じ値|にNを加えた値）になる」 (8.2.1.3.3)

VALUED = """\
game: vs
title: t
turn: {player: A, number: 4, first_player: B}
players:
  A:
    deck: 9
    hand: 0
    ring: {name: 千早, ap: 3000, dp: 2000, text: "%s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B: {deck: 9, hand: 0, ring: {name: 美希, ap: 2000, dp: 9500}}
actions:
  - {do: attack, support: 春香}
ask: [美希.damage]
"""


@pytest.mark.parametrize(
    ("value", "damage"),
    [
        ("このカードの攻撃力に1000を加えた値", 4000),
        ("このカードの防御力と同じ値", 2000),
        ("相手のリングのカードの攻撃力に500を加えた値", 2500),
    ],
)
def test_attack_damage_becomes_a_cards_value(value: str, damage: int) -> None:
    """千早's attack deals the value read as the damage is dealt (before: refused as 「アタックの
    ダメージは…になる」 with a value other than a number)."""
    r = _run(VALUED % f"[リング]このカードのアタックのダメージは、{value}になる。")
    assert r.outcome["state"] == {"美希.damage": damage}
    assert {"8.2.1.3.3", "8.9.1"} <= set(r.decided_by)


def test_attack_damage_of_a_cards_value_in_a_one_shot_technique_is_refused() -> None:
    text = (
        "[ベンチ]このカードがサポートした時、このアタックのダメージは、あなたのリングのカードの"
        "攻撃力に1000を加えた値になる。"
    )
    assert (
        _reason(text) == "a one-shot 「アタックのダメージは…の値になる」 (when the value is read)"
    )


# ------------------------ 6. 「このカードとあなたのリングのカードを入れ替える」 (1.3.1, 3.3.3.4)

SWAP = """\
game: vs
title: t
turn: {player: A, number: 5, phase: ability, first_player: A}
players:
  A:
    deck: 10
    energy: [{state: stand}]
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "%s"}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: ability_phase, actions: [{do: use, card: 春香}]}
ask: [春香.zone, 千早.zone]
"""


def test_this_card_swapped_with_the_ring_card() -> None:
    """春香 (bench) goes to the ring, 千早 to 春香's frame (before: refused as a swap of this
    shape)."""
    r = _run(
        SWAP
        % "[ベンチ][エネルギーを1枚リバースする]このカードとあなたのリングのカードを入れ替える。"
    )
    assert r.outcome["state"] == {"春香.zone": "A.ring", "千早.zone": "A.bench.left"}
    assert {"1.3.1", "3.3.3.4"} <= set(r.decided_by)


def test_this_card_swapped_with_the_opponents_ring_card_is_refused() -> None:
    assert _reason(
        "[ベンチ][エネルギーを1枚リバースする]このカードと相手のリングのカードを入れ替える。"
    )


OPT_SWAP = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench:
      left: {name: 春香, ap: 1000, dp: 1000, text: "[ベンチ]あなたのアタックフェイズの始めに、あなたのベンチのカードを1枚選び、あなたのリングのカードと入れ替えてよい。"}
      center: {name: 律子, ap: 1000, dp: 1000}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 9000}
actions:
  - {do: attack, support: 春香}
choices: %s
ask: [律子.zone]
"""


@pytest.mark.parametrize(("yes", "zone"), [(True, "A.ring"), (False, "A.bench.center")])
def test_a_swap_the_master_may_decline(yes: bool, zone: str) -> None:
    """「…を1枚選び、あなたのリングのカードと入れ替えてよい」 (〜てよい): A decides (before: refused
    for the form)."""
    choices = "[{player: A, choose: 律子}, {player: A, choose: %s}]" % ("yes" if yes else "no")
    r = _run(OPT_SWAP % choices)
    assert r.outcome["state"] == {"律子.zone": zone}


# ------------ 7. 「あなたのベンチのカードの称号に“X”を含むカード」: the place's cards so titled (2.14.7)

TITLED = """\
game: vs
title: t
turn: {player: A, number: 5, phase: chara, first_player: A}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 1000, text: "%s"}
    bench:
      left: {name: 春香, ap: 1000, dp: 1000, title: 少年団の団長}
      center: {name: 律子, ap: 1000, dp: 1000, title: %s}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
ask: [千早.ap]
"""


@pytest.mark.parametrize(("second", "ap"), [("少年団の副長", 2000), ("生徒会長", 1000)])
@pytest.mark.parametrize("place", ["あなたのベンチのカードの", "あなたのベンチの"])
def test_a_count_of_a_places_cards_so_titled(place: str, second: str, ap: int) -> None:
    """「あなたのベンチのカードの称号に“少年団”を含むカードが2枚以上なら」: both bench cards must
    be so titled (before: refused as a card's information in a place of this shape)."""
    text = f"[リング]{place}称号に“少年団”を含むカードが2枚以上なら、このカードは+1000/+0される。"
    r = _run(TITLED % (text, second))
    assert r.outcome["state"] == {"千早.ap": ap}
    assert "2.14.7" in r.decided_by


@pytest.mark.parametrize(
    "text",
    [
        "[リング]{p}称号に“時計塔”を含むカード1枚につき、このカードは+1000/+0される。",
        "[リング]このカードがリングに置かれた時、{p}称号に“部員”を含むカードを1枚選び、スタンドする。",
    ],
)
def test_a_places_cards_so_titled_read_as_the_place_so_titled(text: str) -> None:
    """The same program as with the place alone, in a count and in a choice."""
    (a,) = _ability(text.format(p="あなたのベンチのカードの"))
    (b,) = _ability(text.format(p="あなたのベンチの"))
    assert a.supported and b.supported
    assert a.program == b.program


# ------------------- 8. 「[領域]Xなら、このカードの技は追加で《Y》になる」 (2.15.2, 8.3.3)

GRANTED = """\
game: vs
title: t
turn: {player: A, number: 5, phase: chara, first_player: A}
players:
  A:
    deck: 10
    hand: %d
    ring: {name: 千早, ap: 1000, dp: 1000, text: "[リング]あなたのベンチに《癒し》のカードがあるなら、このカードは+1000/+0される。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "%s"}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
ask: [千早.ap]
"""


@pytest.mark.parametrize(("hand", "ap"), [(3, 2000), (4, 1000)])
def test_a_grant_of_an_attribute_while_its_condition_holds(hand: int, ap: int) -> None:
    """春香 holds 《癒し》 only while A's hand is 3 or fewer: 千早's count of 《癒し》 bench cards
    reads it (before: refused as 「…は追加で《X》になる」 of this shape)."""
    text = "[ベンチ]あなたの手札が3枚以下なら、このカードの技は追加で《癒し》になる。"
    r = _run(GRANTED % (hand, text))
    assert r.outcome["state"] == {"千早.ap": ap}


def test_a_grant_under_a_condition_on_attributes_is_refused() -> None:
    text = "[ベンチ]あなたのリングのカードが《魔法》なら、このカードの技は追加で《癒し》になる。"
    assert _reason(text) == "「…は追加で《X》になる」 under a condition on technique attributes"


# ------------------------ 9. 「そのアタックの終わりまで」: the period of 「このアタック中」 (7.1.1)

UNTIL_END = """\
game: vs
title: t
turn: {player: A, number: 4, first_player: B}
players:
  A:
    deck: 9
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000, text: "%s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B: {deck: 9, hand: 0, ring: {name: 美希, ap: 2000, dp: 9000}}
actions:
  - {do: attack, support: 春香}
ask: [美希.damage, 千早.ap]
"""


@pytest.mark.parametrize("period", ["そのアタックの終わりまで", "このアタック中"])
def test_until_the_end_of_the_attack(period: str) -> None:
    """+2000 while 千早's attack lasts: its damage is 3000, and after the attack 千早 is back to
    1000 (before: 「そのアタックの終わりまで」 was refused as a stat change with limit)."""
    r = _run(
        UNTIL_END % f"[リング]このカードがアタックした時、{period}、このカードを+2000/+0する。"
    )
    assert r.outcome["state"] == {"美希.damage": 3000, "千早.ap": 1000}


# ------------ 10. 「相手のリングのカードがパートナーアタックした時」 (7.1.3.2.3, 7.1.3.2.2, 4.14.1)


@pytest.mark.parametrize(("supporter", "drawn"), [("春香", 1), ("律子", 0)])
def test_the_opponents_ring_card_partner_attacks(supporter: str, drawn: int) -> None:
    """B's 「相手のリングのカードがパートナーアタックした時」: A's attack supported by 春香 (千早's
    partner) is a partner attack, by 律子 a normal one (before: refused as a trigger condition
    other than 「…がアタックした時」)."""
    from tests.ruling.boards import vs_ruling

    a = (
        "{deck: 9, hand: 0, ring: {name: 千早, title: 歌姫, ap: 1000, dp: 2000, partner_name: 春香,"
        " partner_title: リーダー},"
        " bench: {left: {name: " + supporter + ", title: リーダー, ap: 1000, dp: 1000}}}"
    )
    text = "[リング]相手のリングのカードがパートナーアタックした時、あなたは1枚引く。"
    b = f'{{deck: 9, hand: 0, ring: {{name: 美希, ap: 1000, dp: 5000, text: "{text}"}}}}'
    r = vs_ruling(
        a, b, "  - {do: attack, support: " + supporter + "}", "[B.hand]", "{player: A, number: 6}"
    )
    assert r.outcome["state"] == {"B.hand": drawn}
    assert "7.1.3.2.2" in r.decided_by


# ------------------------------------------- 11. 「アタックされたカード」 (4.14.1) in a condition

ATTACKED = """\
game: vs
title: t
turn: {player: A, number: 4, first_player: B}
players:
  A:
    deck: 9
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000, text: "%s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B: {deck: 9, hand: 0, ring: {name: 美希, ap: 2000, dp: 9000, level: %d, title: 黒猫}}
actions:
  - {do: attack, support: 春香}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("cond", "level", "drawn"),
    [
        ("アタックされたカードのレベルが1以下なら", 1, 1),
        ("アタックされたカードのレベルが1以下なら", 2, 0),
        ("アタックされたカードの防御力がこのカードの攻撃力より高いなら", 1, 1),
        ("アタックされたカードが称号に“猫”を含むなら", 1, 1),
        ("アタックされたカードが称号に“犬”を含むなら", 1, 0),
    ],
)
def test_the_card_attacked_read_by_a_condition(cond: str, level: int, drawn: int) -> None:
    """千早 attacks 美希: 「アタックされたカード」 is 美希 (before: refused as a relative clause
    attack.passive_past in a selector)."""
    r = _run(ATTACKED % (f"[リング]このカードがアタックした時、{cond}、あなたは1枚引く。", level))
    assert r.outcome["state"] == {"A.hand": drawn}
    assert {"8.6.5", "4.14.1"} <= set(r.decided_by)
