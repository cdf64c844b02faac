"""vs card-text constructions read in round 19 (s15vs, issue 12), by construction, each with what
it does on a board: the technique's head in any order (a keyword icon after the header or the
[領域], a header of attributes alone), a cancel naming the technique without 「1つ選び」
(8.5.1.3.1)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

# ------------------------------------------------------------------ the head of a technique

CANCEL = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "%s[ベンチ][このカードをレストする]あなたは1枚引く。"}}
  B:
    deck: 10
    hand: [{name: 真, level: 1, ap: 1000, dp: 1000, text: "%s"}]
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: ability_phase, actions: [{do: use, card: 春香}]}
choices:
  - {player: B, at: cancel, choose: 真}
ask: [A.hand, 真.zone]
"""

CANCELS = [
    # the icon at the line's head (as before), after the header, after the [領域]
    "{cancel}[手札][このカードを控え室に置く]相手の《歌》の技を1つ選び、キャンセルする。",
    "【待った】《学園》{cancel}[手札][このカードを控え室に置く]相手の《歌》の技を1つ選び、キャンセルする。",
    "[手札]{cancel}[このカードを控え室に置く]相手の《歌》の技を1つ選び、キャンセルする。",
    "【待った】《学園》[手札]{cancel}[このカードを控え室に置く]相手の《歌》の技を1つ選び、キャンセルする。",
    # the technique named without 「1つ選び」 (8.5.1.3.1: chosen as the cancel is used)
    "[手札]{cancel}[このカードを控え室に置く]相手の《歌》の技をキャンセルする。",
    "{cancel}【待った】[手札][このカードを控え室に置く]相手の《歌》の技をキャンセルする。",
]


@pytest.mark.parametrize("cancel", CANCELS)
@pytest.mark.parametrize("header", ["【熱唱】《歌》", "【熱唱】《歌》《演奏》", "【熱唱】 《歌》"])
def test_a_cancel_read_whatever_the_order_of_its_head(cancel: str, header: str) -> None:
    """The keyword icon is the same icon wherever the head prints it (before or after the header
    or the [領域]); 春香's technique holds 《歌》 (2.15.1, printed in its header): it is
    cancelled — A draws nothing, 真 paid its cost (in the waiting room)."""
    r = resolve(loads(CANCEL % (header, cancel)))
    assert r.outcome["state"] == {"A.hand": 0, "真.zone": "B.waiting"}
    assert "8.5.1.3.1" in r.decided_by


@pytest.mark.parametrize("cancel", CANCELS[4:])
def test_a_cancel_naming_another_attribute_is_not_used(cancel: str) -> None:
    """Neighbour: 春香's technique is 《演奏》 only — no technique can be chosen, so the cancel is not
    used (12.1.1) and A draws."""
    r = resolve(loads(CANCEL % ("【演奏】《演奏》", cancel)))
    assert r.outcome["state"] == {"A.hand": 1, "真.zone": "B.hand"}


def test_a_cancel_of_any_technique_named_without_a_choice() -> None:
    """「相手の技をキャンセルする」: any technique of the opponent's in the resolution zone."""
    text = "{cancel}[手札][このカードを控え室に置く]相手の技をキャンセルする。"
    r = resolve(loads(CANCEL % ("", text)))
    assert r.outcome["state"] == {"A.hand": 0, "真.zone": "B.waiting"}


# ------------------------------------------------------------------ a level condition (2.2.1)

ATTACK = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    hand: []
    ring: {name: 千早, level: 2, ap: 1000, dp: 2000, text: "[リング]このカードがアタックした時、%s、あなたは1枚引く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, %s ap: 2000, dp: 5000}
actions:
  - {do: attack, support: 春香}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("cond", "level", "draws"),
    [
        ("相手のリングのカードのレベルが3以上なら", 3, 1),
        ("相手のリングのカードのレベルが3以上なら", 2, 0),
        ("相手のリングのカードのレベルが2以下なら", 2, 1),
        ("相手のリングのカードのレベルが3なら", 3, 1),
        ("このカードのレベルが2以下なら", 3, 1),
        ("あなたのリングのカードのレベルが3以上なら", 3, 0),
        # one card's level against another's (shared conditions._higher)
        ("相手のリングのカードのレベルがこのカードより高いなら", 3, 1),
        ("相手のリングのカードのレベルがこのカードより高いなら", 2, 0),
        ("相手のリングのカードのレベルがこのカードのレベルより低いなら", 1, 1),
        ("相手のリングのカードのレベルがこのカードのレベルより低いなら", 2, 0),
        ("相手のリングのカードのレベルがこのカードのレベル以上なら", 2, 1),
    ],
)
def test_a_level_condition(cond: str, level: int, draws: int) -> None:
    """「…のレベルがN以上 / 以下 / Nなら」 and 「…のレベルがこのカード（のレベル）より高い / 低い
    なら」: the printed level (2.2.1) read as the technique resolves (8.6.5)."""
    r = resolve(loads(ATTACK % (cond, f"level: {level},")))
    assert r.outcome["state"] == {"A.hand": draws}
    assert "2.2.1" in r.decided_by


def test_an_attack_compared_with_another_cards() -> None:
    """Neighbour of another value: 「相手のリングのカードの攻撃力がこのカードの攻撃力より高いなら」
    (8.9.1: read with the effects applied) — 2000 against 1000."""
    r = resolve(
        loads(ATTACK % ("相手のリングのカードの攻撃力がこのカードの攻撃力より高いなら", ""))
    )
    assert r.outcome["state"] == {"A.hand": 1}


@pytest.mark.parametrize(
    "cond",
    [
        "相手のリングのカードのレベルが3以上なら",
        "相手のリングのカードのレベルがこのカードより高いなら",
    ],
)
def test_a_level_not_given_is_said(cond: str) -> None:
    """美希's level not given: never read as 0. Since round 26 the condition it decides is
    branched on (met: the draw; not met: none; ``values.branch_condition``), no longer only said
    to be taken as not met."""
    r = resolve(loads(ATTACK % (cond, "")))
    got = {x["choices"][0]: x["outcome"]["state"] for x in r.outcome["branches"]}
    assert got == {"美希.level:met": {"A.hand": 1}, "美希.level:unmet": {"A.hand": 0}}
    assert "美希" in r.outcome["about"]["ja"] and "レベル" in r.outcome["about"]["ja"]


# ------------------------------------------------------------------ energy face down, the deck's top

USE = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability}
players:
  A:
    deck: [{name: 伊織, level: 1}, {name: 亜美, level: 3}]
    hand: [{name: 真美, level: 1}]
    energy: []
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
choices:
  - {player: A, at: optional, choose: yes}
ask: [%s]
"""


@pytest.mark.parametrize(
    "text",
    [
        "あなたは自分の手札を1枚選び、エネルギー置場に裏向きで置いてよい。",
        "あなたは自分の手札を1枚選び、エネルギー置場に置く。",
        "あなたは自分の手札を1枚選び、自分のエネルギー置場に裏向きで置く。",
    ],
)
def test_a_hand_card_put_in_the_energy_zone(text: str) -> None:
    """「…手札を1枚選び、エネルギー置場に（裏向きで）置く」: the card goes to the energy zone face
    down and standing (3.4.1 — 「裏向きで」 restates it)."""
    r = resolve(loads(USE % (text, "真美.zone, 真美.face, A.hand")))
    assert r.outcome["state"] == {"真美.zone": "A.energy", "真美.face": "down", "A.hand": 0}
    assert "3.4.1" in r.decided_by


@pytest.mark.parametrize(
    "text",
    [
        "あなたは自分の山札の1番上をエネルギー置場に裏向きで置いてよい。",
        "あなたは自分の山札の1番上をエネルギー置場に置く。",
        "あなたは自分の山札の一番上をエネルギー置場に置く。",
        "あなたは自分の山札の1番上のカードをエネルギー置場に置く。",
        "あなたは自分の山札の上から1枚をエネルギー置場に裏向きで置く。",
    ],
)
def test_the_decks_top_card_put_in_the_energy_zone(text: str) -> None:
    """「山札の1番上」 is the deck's top card (3.2.5), as 「山札の上から1枚」: 伊織 (on top) goes to
    the energy zone face down."""
    r = resolve(loads(USE % (text, "伊織.zone, 伊織.face, 亜美.zone")))
    assert r.outcome["state"] == {
        "伊織.zone": "A.energy",
        "伊織.face": "down",
        "亜美.zone": "A.deck",
    }


@pytest.mark.parametrize(
    "text",
    [
        "あなたは自分の手札を1枚選び、控え室に裏向きで置く。",
        "あなたは自分の山札の上から1枚を、リタイヤ置場に裏向きで置いてよい。",
    ],
)
def test_a_put_face_down_elsewhere_stays_refused(text: str) -> None:
    """Neighbour: face down in a zone whose cards are face up (the waiting room, the retire zone)
    has no meaning the rules give: refused, with its reason."""
    from ruling.abilities import abilities_of
    from ruling.state import Card

    (ab,) = abilities_of("vs", Card("x", "x", text="[ベンチ][このカードをレストする]" + text))
    assert not ab.supported


# ------------------------------------------------------------------ 「ターンの終わりまで」


@pytest.mark.parametrize(
    "until",
    [
        "ターンの終わりまで、",
        "そのターンの終わりまで、",
        "このターンの終わりまで、",
        "このターン中、",
    ],
)
def test_until_the_end_of_the_turn(until: str) -> None:
    """「ターンの終わりまで」 (6.8.1.3's own words) and its neighbours: the change lasts this turn."""
    text = f"{until}あなたのリングのカードを+1000/+0する。"
    r = resolve(loads(USE % (text, "千早.ap")))
    assert r.outcome["state"] == {"千早.ap": 3000}


# ------------------------------------------------------------------ 「あなたの（リングの）カードがアタックした時」

BENCH_TRIGGER = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    hand: []
    ring: {name: 千早, ap: 1000, dp: 2000, gender: %s, partner_name: %s, partner_title: リーダー}
    bench:
      left: {name: 春香, title: リーダー, ap: 1000, dp: 1000}
      right: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ]%s。"}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 5000}}
actions:
  - {do: attack, support: 春香}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("trigger", "gender", "partner", "draws"),
    [
        ("あなたのリングのカードがアタックした時", "女", "雪歩", 1),
        ("あなたのカードがアタックした時", "男", "雪歩", 1),
        ("あなたのリングの♥のカードがアタックした時", "女", "雪歩", 1),
        ("あなたのリングの♥のカードがアタックした時", "男", "雪歩", 0),
        ("あなたのリングの♠のカードがアタックした時", "男", "雪歩", 1),
        ("あなたのリングのカードがパートナーアタックした時", "女", "春香", 1),
        ("あなたのリングのカードがパートナーアタックした時", "女", "雪歩", 0),
        ("あなたのカードがパートナーアタックした時", "女", "春香", 1),
    ],
)
def test_a_bench_technique_on_the_masters_attack(
    trigger: str, gender: str, partner: str, draws: int
) -> None:
    """「あなたの（リングの）（♥の）カードが（パートナー）アタックした時」 on a bench card: the master's
    attack (7.1.3.2.3; the attacking card is the ring card, 4.14.1), by a card so described
    (2.4.1.1); a partner attack when the supporter is its partner (7.1.3.2.2), else read and not
    triggered (7.1.3.2.5)."""
    r = resolve(loads(BENCH_TRIGGER % (gender, partner, trigger + "、あなたは1枚引く")))
    assert r.outcome["state"] == {"A.hand": draws}


def test_that_card_is_the_attacking_card() -> None:
    """「そのカード」 after 「あなたのリングの♥のカードがアタックした時」: the attacking card."""
    text = "あなたのリングの♥のカードがアタックした時、このターン中、そのカードを+1500/-0する"
    src = BENCH_TRIGGER.replace("ask: [A.hand]", "ask: [千早.ap]")
    r = resolve(loads(src % ("女", "雪歩", text)))
    assert r.outcome["state"] == {"千早.ap": 2500}


# ------------------------------------------------------------------ damage on a card (7.1.5.3)

DAMAGED = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability}
players:
  A:
    deck: 10
    hand: []
    ring: {name: 千早, ap: 2000, dp: 5000, damage: %d}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
ask: [%s]
"""


@pytest.mark.parametrize(
    ("text", "before", "after"),
    [
        ("あなたのリングのカードに蓄積されたダメージをすべて取り除く。", 2500, 0),
        ("あなたのリングのカードのダメージをすべて取り除く。", 2500, 0),
        ("あなたのリングのカードを選び、受けているダメージを1000取り除く。", 2500, 1500),
        (
            "あなたのリングのカードを選び、そのカードが受けているダメージを1000取り除く。",
            2500,
            1500,
        ),
        ("あなたのリングのカードが受けているダメージを1000取り除く。", 500, 0),
    ],
)
def test_damage_removed(text: str, before: int, after: int) -> None:
    """「…に蓄積されたダメージをすべて取り除く」 / 「…受けているダメージをN取り除く」: the damage
    accumulated on the card (7.1.5.3) lessened by N, not below 0, or all of it."""
    r = resolve(loads(DAMAGED % (before, text, "千早.damage")))
    assert r.outcome["state"] == {"千早.damage": after}
    assert "7.1.5.3" in r.decided_by


@pytest.mark.parametrize(
    ("cond", "damage", "draws"),
    [
        ("あなたのリングのカードが受けているダメージが1000以上なら", 1000, 1),
        ("あなたのリングのカードが受けているダメージが1000以上なら", 500, 0),
        ("あなたのリングのカードのダメージが2000以下なら", 0, 1),
    ],
)
def test_a_damage_condition(cond: str, damage: int, draws: int) -> None:
    """「…が受けているダメージがN以上なら」: the damage accumulated on the card now (7.1.5.3),
    read as the technique resolves (8.6.5)."""
    r = resolve(loads(DAMAGED % (damage, f"{cond}、あなたは1枚引く。", "A.hand")))
    assert r.outcome["state"] == {"A.hand": draws}
    assert "7.1.5.3" in r.decided_by


# ------------------------------------------------------------------ cards of one attribute counted (2.15.1)

COUNTED = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    hand: []
    %s
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]このカードがアタックした時、%s、あなたは1枚引く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, attribute: %s}, right: {name: 律子, ap: 1000, dp: 1000, attribute: 機械}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 5000}}
actions:
  - {do: attack, support: 春香}
ask: [A.hand]
"""

PILE = "waiting: [{name: 甲, attribute: 火薬}, {name: 乙, attribute: 火薬}, {name: 丙, attribute: 魔法}]"


@pytest.mark.parametrize(
    ("cond", "attr", "draws"),
    [
        ("あなたの控え室に《火薬》のカードが2枚以上あるなら", "機械", 1),
        ("あなたの控え室に《火薬》のカードが3枚以上あるなら", "機械", 0),
        ("あなたの控え室に《火薬》の技を持つカードが2枚以上あるなら", "機械", 1),
        ("あなたの控え室の《魔法》のカードが1枚以上なら", "機械", 1),
        ("あなたのベンチに《機械》の技を持つカードが2枚以上あるなら", "機械", 1),
        ("あなたのベンチに《機械》の技を持つカードが2枚以上あるなら", "歌", 0),
        ("あなたのベンチに《歌》の技を持つカードがあるなら", "歌", 1),
        ("あなたのベンチに《歌》のカードがあるなら", "機械", 0),
    ],
)
def test_a_count_of_cards_of_an_attribute(cond: str, attr: str, draws: int) -> None:
    """「（控え室|ベンチ）に《X》（の技を持つ）カードがN枚以上あるなら」: only the cards holding that
    technique attribute count (2.15.1; 「《X》技を持つカード」 is 《X》)."""
    r = resolve(loads(COUNTED % (PILE, cond, attr)))
    assert r.outcome["state"] == {"A.hand": draws}
    assert "2.15.1" in r.decided_by


# ------------------------------------------------------------------ 「このアタック中、パートナーアタックにならない」

SURPRISE_NOT_PARTNER = """\
game: vs
title: t
turn: {player: A, number: 6, first_player: B}
players:
  A:
    deck: 9
    ring: {name: 千早, title: 歌姫, ap: 1000, dp: 2000, partner_name: 春香, partner_title: L}
    bench: {left: {name: 春香, title: L, ap: 1000, dp: 1000}}
  B:
    deck: 9
    ring: {name: 美希, ap: 1000, dp: 3000}
    surprise: {name: 雪歩, text: "{surprise}[相手のカードがパートナーアタックした時]→%s"}
actions:
  - {do: attack, support: 春香}
choices:
  - {player: B, at: surprise, choose: yes}
ask: [美希.zone, 美希.damage]
"""


@pytest.mark.parametrize(
    "text",
    [
        "このアタック中、パートナーアタックにならない。",
        "このアタックはパートナーアタックにならない。",
    ],
)
def test_a_surprise_making_the_attack_not_a_partner_attack(text: str) -> None:
    """「このアタック中、パートナーアタックにならない」: the attack in progress (7.1.1) is not a
    partner attack (7.1.3.2.4), checked again at 7.1.5.1.1 — 美希 takes the attack's damage and
    stays, not retired by 7.1.5.2."""
    r = resolve(loads(SURPRISE_NOT_PARTNER % text))
    assert r.outcome["state"] == {"美希.zone": "B.ring", "美希.damage": 1000}
    assert "7.1.5.1.1" in r.decided_by


# ------------------------------------------------------------------ 「パートナーアタックにならない / されない」 in force

HELD_NOT_PARTNER = """\
game: vs
title: t
turn: {player: A, number: 6, first_player: B}
players:
  A:
    deck: 9
    ring: {name: 千早, title: 歌姫, ap: 1000, dp: 2000, partner_name: 春香, partner_title: L}
    bench: {left: {name: 春香, title: L, ap: 1000, dp: 1000}}
  B:
    deck: 9
    ring: {name: 美希, ap: 1000, dp: 3000, text: "%s"}
    bench: {left: {name: 雪歩, ap: 1000, dp: 1000, text: "%s"}}
actions:
  - {do: attack, support: 春香}
ask: [美希.zone, 美希.damage]
"""


@pytest.mark.parametrize(
    ("ring", "bench", "normal"),
    [
        ("[リング]相手のカードはパートナーアタックにならない。", "", True),
        ("[リング]このカードはパートナーアタックされない。", "", True),
        ("", "[ベンチ]相手のカードはパートナーアタックにならない。", True),
        # written for the ring, held on the bench: not in force (8.1.1.4)
        ("", "[リング]相手のカードはパートナーアタックにならない。", False),
        ("", "", False),
    ],
)
def test_a_technique_keeping_attacks_from_being_partner_attacks(
    ring: str, bench: str, normal: bool
) -> None:
    """A continuous technique in its [領域] (8.1.1.4) making the opponent's attacks not partner
    attacks (7.1.3.2.4): 美希 takes the damage and stays; not in force, the partner attack retires
    her (7.1.5.2)."""
    r = resolve(loads(HELD_NOT_PARTNER % (ring, bench)))
    if normal:
        assert r.outcome["state"] == {"美希.zone": "B.ring", "美希.damage": 1000}
        assert "7.1.3.2.4" in r.decided_by
    else:
        assert r.outcome["state"]["美希.zone"] == "B.retire"


# ------------------------------------------------------------------ a card named by title and name (2.1.1, 2.3.1)

NAMED = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    hand: []
    waiting: [{name: 伊織}, %s]
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]このカードがアタックした時、%s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}, right: %s}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 5000}}
actions:
  - {do: attack, support: 春香}
ask: [%s]
"""
YUNA = "{name: ユナ, title: 双子の妹, ap: 1000, dp: 1000}"


@pytest.mark.parametrize(
    ("bench", "draws"),
    [
        (YUNA, 1),
        ("{name: “双子の妹”ユナ, ap: 1000, dp: 1000}", 1),
        ("{name: ユナ, title: 双子の姉/生徒会, ap: 1000, dp: 1000}", 0),
        ("{name: ユイ, title: 双子の妹, ap: 1000, dp: 1000}", 0),
    ],
)
def test_a_card_named_by_title_and_name_on_the_bench(bench: str, draws: int) -> None:
    """「あなたのベンチに“双子の妹”ユナがあるなら」: a card whose name is ユナ and one of whose titles is
    双子の妹 (2.1.1, 2.3.1; or printed so whole) — another title or another name is not it."""
    text = "あなたのベンチに“双子の妹”ユナがあるなら、あなたは1枚引く。"
    r = resolve(loads(NAMED % ("{name: 甲}", text, bench, "A.hand")))
    assert r.outcome["state"] == {"A.hand": draws}


def test_a_named_card_whose_title_is_not_given_is_said() -> None:
    """ユナ with no title given: whether it is “双子の妹”ユナ decides the condition — branched on
    since round 26 (``values.branch_condition``; before: taken not to be, and said)."""
    text = "あなたのベンチに“双子の妹”ユナがあるなら、あなたは1枚引く。"
    r = resolve(loads(NAMED % ("{name: 甲}", text, "{name: ユナ, ap: 1000, dp: 1000}", "A.hand")))
    got = {x["choices"][0]: x["outcome"]["state"] for x in r.outcome["branches"]}
    assert got == {"ユナ.title:met": {"A.hand": 1}, "ユナ.title:unmet": {"A.hand": 0}}


def test_a_named_card_chosen_from_the_waiting_room() -> None:
    """「自分の控え室の“剣道部主将”黒沢タケルを1枚選び、手札に戻す」: only that card can be chosen."""
    text = "あなたは自分の控え室の“剣道部主将”黒沢タケルを1枚選び、手札に戻す。"
    r = resolve(
        loads(
            NAMED
            % ("{name: 黒沢タケル, title: 剣道部主将}", text, YUNA, "黒沢タケル.zone, 伊織.zone")
        )
    )
    assert r.outcome["state"] == {"黒沢タケル.zone": "A.hand", "伊織.zone": "A.waiting"}


# ------------------------------------------------------------------ 「このカードがリングから…に置かれた時」

MOVED = """\
game: vs
title: t
turn: {player: A, number: 4, phase: chara}
players:
  A:
    deck: 10
    hand: []
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]このカードが%s置かれた時、あなたは1枚引く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 5000}}
actions:
  - {do: put, card: 千早, to: %s}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("when", "to", "draws"),
    [
        ("リングからリタイヤ置場に", "retire", 1),
        ("リタイヤ置場に", "retire", 1),
        ("リングから控え室に", "waiting", 1),
        # the zone named is not the one it left: read, not triggered (8.6.6)
        ("ベンチからリタイヤ置場に", "retire", 0),
        ("ベンチから控え室に", "waiting", 0),
    ],
)
def test_a_trigger_on_this_cards_move_from_a_zone(when: str, to: str, draws: int) -> None:
    """「このカードがリングからリタイヤ置場 / 控え室に置かれた時」: a zone-move trigger naming where
    the card came from (8.6.6), triggered by a move from that zone only."""
    r = resolve(loads(MOVED % (when, to)))
    assert r.outcome["state"] == {"A.hand": draws}
