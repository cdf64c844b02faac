"""vs card-text constructions of round 22 (s18vs, issue 12), from the refusals of cards_r14–r21:
each on a minimal text of its own, run on a board, with its neighbours."""

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
    ring: {name: 千早, ap: 2000, dp: %d}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: %d}
    bench: {left: {name: 雪歩, ap: 1000, dp: %d}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [美希.zone, 美希.damage, 雪歩.zone, 雪歩.damage, 千早.zone, 千早.damage, A.hand]
"""


def _use(text: str, mine: int = 3000, ring: int = 3000, bench: int = 3000):
    r = resolve(loads(USE % (mine, text, ring, bench)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r


# ------------- 「…を1枚選び、Nダメージを与える」: damage to the card chosen just before (7.1.5.3, 9.4)


@pytest.mark.parametrize(
    "text",
    [
        "あなたは相手のベンチのカードを1枚選び、1000ダメージを与える。",
        "相手のベンチのカードを1枚選び、1000ダメージを与える。",
        "あなたは相手のベンチのカードを1枚選び、そのカードに1000ダメージを与える。",
    ],
)
def test_damage_to_a_chosen_bench_card(text: str) -> None:
    # DP 3000: the damage stays on it (7.1.5.3)
    r = _use(text)
    assert (r.outcome["state"]["雪歩.zone"], r.outcome["state"]["雪歩.damage"]) == (
        "B.bench.left",
        1000,
    )
    assert r.outcome["state"]["美希.damage"] == 0
    assert "7.1.5.3" in r.decided_by
    # DP 1000: damage of its defence or more, a bench card goes to the waiting room (9.4.2)
    r = _use(text, bench=1000)
    assert r.outcome["state"]["雪歩.zone"] == "B.waiting"
    assert "9.4.2" in r.decided_by


def test_damage_to_a_chosen_ring_card_retires_it() -> None:
    r = _use("あなたは相手のリングのカードを選び、2000ダメージを与える。", ring=2000)
    assert r.outcome["state"]["美希.zone"] == "B.retire"
    assert "9.4.1" in r.decided_by


def test_damage_with_the_master_as_topic_and_a_continuative_step() -> None:
    # 「あなたは自分のリングのカードに1000ダメージを与え、1枚引く」: both steps, in order
    r = _use("あなたは自分のリングのカードに1000ダメージを与え、1枚引く。")
    assert r.outcome["state"]["千早.damage"] == 1000
    assert r.outcome["state"]["A.hand"] == 1
    r = _use("あなたは相手のリングのカードに1000ダメージを与える。")
    assert r.outcome["state"]["美希.damage"] == 1000


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # no choice: which bench card is not said
        ("相手のベンチのカードに1000ダメージを与える。", "damage given"),
        # another player as the giver
        ("相手は自分のリングのカードに1000ダメージを与える。", "damage given by another player"),
        # a card chosen off the field (3.3.1): no card there takes damage (7.1.5.3, 9.4)
        ("あなたは自分のリタイヤ置場のカードを1枚選び、1000ダメージを与える。", "off the field"),
    ],
)
def test_damage_neighbours_still_refused(text: str, why: str) -> None:
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vs")
    (a,) = _abilities("vs", "[ベンチ][このカードをレストする]" + text, None)
    assert not a.supported and why in a.reason


# ------------- 「（自分の）山札からカードをN枚引く」: a draw said in full (4.10); 自分 is the drawer


@pytest.mark.parametrize(
    ("text", "mine", "theirs"),
    [
        ("あなたは自分の山札からカードを2枚引く。", 2, 0),
        ("あなたは山札からカードを1枚引く。", 1, 0),
        ("相手は自分の山札からカードを1枚引く。", 0, 1),
    ],
)
def test_a_draw_from_ones_own_deck(text: str, mine: int, theirs: int) -> None:
    r = resolve(loads((USE % (3000, text, 3000, 3000)).replace("A.hand]", "A.hand, B.hand]")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert (r.outcome["state"]["A.hand"], r.outcome["state"]["B.hand"]) == (mine, theirs)


@pytest.mark.parametrize(
    "text", ["あなたは相手の山札からカードを1枚引く。", "相手はあなたの山札からカードを1枚引く。"]
)
def test_a_draw_from_another_players_deck_is_refused(text: str) -> None:
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vs")
    (a,) = _abilities("vs", "[ベンチ][このカードをレストする]" + text, None)
    assert not a.supported and "a draw from elsewhere" in a.reason


# ------------- 「（このカード|あなたのリングのカード|相手のリングのカード）のアタックがパートナーアタック
# （でない）なら」: the attack in progress is that card's (its attacking card, 7.1.3.2, 4.14.1) and a
# partner attack (7.1.3.2.2) or not; no attack of that card: not met either way

PARTNER = """\
game: vs
title: t
turn: {player: A, number: 4, first_player: B}
players:
  A:
    deck: 9
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000, partner_name: 春香, partner_title: 親友, text: "%s"}
    bench: {left: {name: 春香, title: %s, ap: 1000, dp: 1000, text: "%s"}}
  B: {deck: 9, hand: 0, ring: {name: 美希, ap: 2000, dp: 9000, text: "%s"}}
actions:
  - {do: attack, support: 春香}
ask: [A.hand, B.hand, 美希.damage]
"""
DRAW = "あなたは1枚引く。"


@pytest.mark.parametrize(
    ("ring", "bench", "opp", "title", "a", "b"),
    [
        # the attacking card's own attack
        (
            f"[リング]このカードがアタックした時、このカードのアタックがパートナーアタックなら、{DRAW}",
            "",
            "",
            "親友",
            1,
            0,
        ),
        (
            f"[リング]このカードがアタックした時、このカードのアタックがパートナーアタックなら、{DRAW}",
            "",
            "",
            "先輩",
            0,
            0,
        ),
        (
            f"[リング]このカードがアタックした時、このカードのアタックがパートナーアタックでないなら、{DRAW}",
            "",
            "",
            "先輩",
            1,
            0,
        ),
        # the supporter reads its ring card's attack
        (
            "",
            f"[ベンチ]このカードがサポートした時、あなたのリングのカードのアタックがパートナーアタックなら、{DRAW}",
            "",
            "親友",
            1,
            0,
        ),
        # the attacked side: the opponent's ring card's attack is the one in progress
        (
            "",
            "",
            f"[リング]このカードがアタックされた時、相手のリングのカードのアタックがパートナーアタックなら、{DRAW}",
            "親友",
            0,
            1,
        ),
        # the attacked card's own attack, or its master's ring card's: none in progress, not met
        (
            "",
            "",
            f"[リング]このカードがアタックされた時、このカードのアタックがパートナーアタックなら、{DRAW}",
            "親友",
            0,
            0,
        ),
        (
            "",
            "",
            f"[リング]このカードがアタックされた時、このカードのアタックがパートナーアタックでないなら、{DRAW}",
            "先輩",
            0,
            0,
        ),
        (
            "",
            "",
            f"[リング]このカードがアタックされた時、あなたのリングのカードのアタックがパートナーアタックなら、{DRAW}",
            "親友",
            0,
            0,
        ),
    ],
)
def test_whose_attack_is_a_partner_attack(
    ring: str, bench: str, opp: str, title: str, a: int, b: int
) -> None:
    r = resolve(loads(PARTNER % (ring, title, bench, opp)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert (r.outcome["state"]["A.hand"], r.outcome["state"]["B.hand"]) == (a, b)
    assert {"7.1.3.2.2", "4.14.1"} <= set(r.decided_by)


@pytest.mark.parametrize(
    ("text", "title", "damage"),
    [
        # a continuous replacement under the condition (8.2.1.3.3, 8.3.3): a normal attack of
        # this card deals 5000, not its attack 1000
        (
            "[リング]このカードのアタックがパートナーアタックでないなら、このアタックのダメージは5000になる。",
            "先輩",
            5000,
        ),
        (
            "[リング]このカードのアタックがパートナーアタックなら、このアタックのダメージは5000になる。",
            "先輩",
            1000,
        ),
    ],
)
def test_a_continuous_attack_damage_under_a_partner_attack_condition(
    text: str, title: str, damage: int
) -> None:
    r = resolve(loads(PARTNER % (text, title, "", "")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["美希.damage"] == damage
    if damage == 5000:
        assert {"8.2.1.3.3", "8.3.3", "4.14.1"} <= set(r.decided_by)


def test_the_opponents_continuous_damage_condition_does_not_read_this_attack() -> None:
    """B's 「このカードのアタックがパートナーアタックでないなら」: A's attack is not B's card's — the
    condition is not met, A's 1000 damage stands."""
    text = "[リング]このカードのアタックがパートナーアタックでないなら、このアタックのダメージは0になる。"
    r = resolve(loads(PARTNER % ("", "先輩", "", text)))
    assert r.outcome["state"]["美希.damage"] == 1000


# ------------- the other wordings of 「Xを+A/+B」: 「Xはすべて+A/+B（する）」, 「Xをすべて…」, 「Xは+A/+B」,
# 「あなたは Xを…」 — as 「Xを+A/+B」 (round 21: every card of a zone with no number, 8.1.1.4)

STATIC = """\
game: vs
title: t
turn: {player: A, number: 4, phase: chara}
players:
  A:
    deck: 9
    ring: {name: 千早, ap: 2000, dp: 2000, text: "%s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}, right: {name: 真, ap: 1000, dp: 1000}}
  B:
    deck: 9
    ring: {name: 美希, ap: 2000, dp: 3000}
    bench: {left: {name: 雪歩, ap: 1000, dp: 1000}, center: {name: 伊織, ap: 1500, dp: 1000}}
ask: [雪歩.ap, 伊織.ap, 春香.dp, 真.dp, 千早.ap, 美希.ap]
"""


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("[リング]相手のベンチのカードはすべて-500/-0する。", {"雪歩.ap": 500, "伊織.ap": 1000}),
        ("[リング]相手のベンチのカードをすべて-500/-0する。", {"雪歩.ap": 500, "伊織.ap": 1000}),
        ("[リング]相手のベンチのカードは-500/-0。", {"雪歩.ap": 500, "伊織.ap": 1000}),
        ("[リング]あなたのベンチのカードはすべて+500/+500する。", {"春香.dp": 1500, "真.dp": 1500}),
        ("[リング]このカードは+500/-0。", {"千早.ap": 2500}),
        ("[リング]あなたは相手のリングのカードを-500/-0する。", {"美希.ap": 1500}),
    ],
)
def test_a_pair_change_in_other_wordings(text: str, want: dict[str, int]) -> None:
    r = resolve(loads(STATIC % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    got = r.outcome["state"]
    base = {
        "雪歩.ap": 1000,
        "伊織.ap": 1500,
        "春香.dp": 1000,
        "真.dp": 1000,
        "千早.ap": 2000,
        "美希.ap": 2000,
    }
    assert got == {**base, **want}
    assert "8.1.1.4" in r.decided_by


@pytest.mark.parametrize(
    "text", ["[リング]相手は自分のリングのカードを+500/-0する。", "[リング]あなたは+500/-0。"]
)
def test_a_pair_change_with_another_topic_is_refused(text: str) -> None:
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vs")
    (a,) = _abilities("vs", text, None)
    assert not a.supported and "a stat change with topic" in a.reason


# ------------- a selection-type replacement whose selection is a choice then an act (8.2.1.3.2):
# 「かわりにあなたは自分の手札を1枚選び、（自分の）控え室に置いてよい。そうしたら、…」, read as the cost
# 「[あなたの手札を1枚選び、控え室に置く]」 is (paid in full or not at all, 8.10.3)

NOT_PUT = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 3000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]相手のリングのカードを選び、相手のリタイヤ置場に置く。"}}
  B:
    deck: 10
    hand: %s
    ring: {name: 美希, ap: 2000, dp: 3000, text: "%s"}
actions:
  - {do: ability_phase, actions: [{do: use, card: 春香}]}
choices: [{player: B, at: replacement_optional, choose: %s}]
ask: [美希.zone, B.hand, B.waiting]
"""
CHOSEN = "[リング]このカードがリタイヤ置場に置かれる時、かわりにあなたは自分の手札を1枚選び、自分の控え室に置いてよい。そうしたら、%s"


@pytest.mark.parametrize(
    ("then", "hand", "yes", "zone", "left", "waiting"),
    [
        ("このカードは置かれない。", "[{name: 手札一}]", "yes", "B.ring", 0, 1),
        ("このカードを自分の控え室に置く。", "[{name: 手札一}]", "yes", "B.waiting", 0, 2),
        ("このカードを手札に戻す。", "[{name: 手札一}]", "yes", "B.hand", 1, 1),
        # declined: the event happens (8.10.1 not applied)
        ("このカードは置かれない。", "[{name: 手札一}]", "no", "B.retire", 1, 0),
        # no hand card: the selection cannot be made in full, the replacement does not apply
        ("このカードは置かれない。", "0", "yes", "B.retire", 0, 0),
    ],
)
def test_a_replacement_whose_selection_chooses_first(
    then: str, hand: str, yes: str, zone: str, left: int, waiting: int
) -> None:
    r = resolve(loads(NOT_PUT % (hand, CHOSEN % then, yes)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"美希.zone": zone, "B.hand": left, "B.waiting": waiting}
    if zone != "B.retire":
        assert "8.2.1.3.2" in r.decided_by


def test_a_replacement_choosing_then_acting_by_the_opponent_is_refused() -> None:
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vs")
    text = "[リング]このカードがリタイヤ置場に置かれる時、かわりに相手は自分の手札を1枚選び、控え室に置いてよい。そうしたら、このカードは置かれない。"
    (a,) = _abilities("vs", text, None)
    assert not a.supported and "another player" in a.reason


# ------------- the opponent's deck looked at: 「あなたは相手の山札の上からN枚を見る」 (4.11.2 by the text,
# 1.3.1), then 「（相手の）山札の上か下に置く」 / 「好きな順番で山札の上に戻す」 — into its owner's deck (3.1.4)

PEEK = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}
      right: {name: 真, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]相手は1枚引く。"}
  B:
    deck: [{name: 上一}, {name: 上二}, {name: 上三}, 7]
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}, {do: use, card: 真}]}
choices: %s
ask: [上一.zone, 上二.zone, 上三.zone, A.deck]
"""


@pytest.mark.parametrize(
    ("text", "choices", "drawn"),
    [
        (
            "あなたは相手の山札の上から1枚を見て、山札の上か下に置く。",
            "[{player: A, at: dest, choose: deck@bottom}]",
            "上二",
        ),
        (
            "あなたは相手の山札の上から1枚を見て、山札の上か下に置く。",
            "[{player: A, at: dest, choose: deck@top}]",
            "上一",
        ),
        (
            "あなたは相手の山札の上から1枚を見て、相手の山札の上か下に置く。",
            "[{player: A, at: dest, choose: deck@bottom}]",
            "上二",
        ),
        (
            "あなたは相手の山札を上から2枚見て、好きな順番で山札の上に戻す。",
            "[{player: A, at: order, choose: 上二}]",
            "上二",
        ),
        ("あなたは相手の山札の上から1枚を見る。", "[]", "上一"),
    ],
)
def test_the_opponents_deck_looked_at(text: str, choices: str, drawn: str) -> None:
    r = resolve(loads(PEEK % (text, choices)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    got = r.outcome["state"]
    assert got[f"{drawn}.zone"] == "B.hand"
    assert [n for n in ("上一", "上二", "上三") if got[f"{n}.zone"] == "B.hand"] == [drawn]
    assert got["A.deck"] == 10  # nothing of B's in A's deck (3.1.4)


@pytest.mark.parametrize(
    "text",
    [
        # the opponent's card looked at, to a zone other than its deck
        "あなたは相手の山札の上から1枚を見て、山札の上か控え室に置く。",
        # the master's own card looked at, into the opponent's deck
        "あなたは自分の山札の上から1枚を見て、相手の山札の上か下に置く。",
    ],
)
def test_other_puts_of_cards_looked_at_are_refused(text: str) -> None:
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vs")
    (a,) = _abilities("vs", "[ベンチ][このカードをレストする]" + text, None)
    assert not a.supported


# ------------- 「その中のカード」: among the cards the step before looked at (as 「（見た中から）1枚」)

AMONG = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: [{name: 一}, {name: 二}, {name: 三}, 7]
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}}
  B:
    deck: 10
    hand: [{name: 手一}, {name: 手二}]
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
choices: [{player: A, at: choose_card, choose: %s}]
ask: [手一.zone, 手二.zone, 一.zone, 二.zone, 三.zone, B.hand]
"""


def test_among_the_opponents_hand_looked_at() -> None:
    text = "あなたは相手の手札を見て、その中のカードを1枚選び、相手の控え室に置く。"
    r = resolve(loads(AMONG % (text, "手二")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    got = r.outcome["state"]
    assert (got["手一.zone"], got["手二.zone"]) == ("B.hand", "B.waiting")
    assert "1.3.1" in r.decided_by


def test_among_the_deck_top_cards_looked_at() -> None:
    text = "あなたは自分の山札を上から3枚見て、その中のカードを1枚選び、手札に加え、残りのカードを控え室に置く。"
    r = resolve(loads(AMONG % (text, "二")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    got = r.outcome["state"]
    assert (got["一.zone"], got["二.zone"], got["三.zone"]) == ("A.waiting", "A.hand", "A.waiting")


def test_among_those_with_nothing_looked_at_is_refused() -> None:
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vs")
    (a,) = _abilities(
        "vs",
        "[ベンチ][このカードをレストする]あなたはその中のカードを1枚選び、手札に加える。",
        None,
    )
    assert not a.supported


# ------------- a one-shot grant of a technique attribute (2.15.2) until the end of the turn (6.8.1.3):
# 「このターン中、このカードの技は追加で《X》になる」 / 「…を1枚選び、そのターン中、技は追加で《X》になる」

GRANT = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    energy: [{state: stand}]
    ring: {name: 千早, ap: 2000, dp: 2000, text: "%s"}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "%s"}
      right: {name: 真, ap: 1000, dp: 1000}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: %s}]}
%s
ask: [千早.ap, 真.dp]
"""
SELF_GRANT = "[リング][あなたのエネルギーを1枚レストする]このターン中、このカードの技は追加で《機械》になる。"
READS_RING = "[ベンチ]あなたのリングの《機械》のカードを+1000/+0。"
CHOSEN_GRANT = "[ベンチ][このカードをレストする]あなたは自分のベンチのカードを1枚選び、そのターン中、技は追加で《剣技》になる。"
READS_BENCH = "[リング]あなたのベンチの《剣技》のカードを+0/+1000。"


def test_this_cards_techniques_granted_an_attribute() -> None:
    r = resolve(loads(GRANT % (SELF_GRANT, READS_RING, "千早", "")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["千早.ap"] == 3000
    assert "2.15.2" in r.decided_by
    # not used: no attribute, no change
    r = resolve(
        loads((GRANT % (SELF_GRANT, READS_RING, "千早", "")).replace("{do: use, card: 千早}", ""))
    )
    assert r.outcome["state"]["千早.ap"] == 2000


def test_the_chosen_cards_techniques_granted_an_attribute() -> None:
    r = resolve(
        loads(
            GRANT
            % (
                READS_BENCH,
                CHOSEN_GRANT,
                "律子",
                "choices: [{player: A, at: choose_card, choose: 真}]",
            )
        )
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["真.dp"] == 2000


def test_a_grant_for_another_period_is_refused() -> None:
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vs")
    # (round 41: 「このアタック中」 is now read, until the attack ends — test_vs_r41_constructions)
    text = (
        "[リング][あなたのエネルギーを1枚レストする]次のターンの終わりまで、このカードの技は追加で"
        "《機械》になる。"
    )
    (a,) = _abilities("vs", text, None)
    assert not a.supported and "period" in a.reason


# ------------- a cost of the payer's bench cards, or of hand cards holding an attribute (4.16.1,
# 8.5.1.3.2; 2.15.1): 「[あなたのベンチのカードを1枚控え室に置く]」, 「[あなたの手札の《X》のカードを…]」

COST = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    hand: %s
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング][%s]このカードを+1500/+1500。"}
    bench: %s
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 千早}]}
ask: [千早.ap, A.waiting]
"""


@pytest.mark.parametrize(
    ("cost", "hand", "bench", "ap", "waiting"),
    [
        (
            "あなたのベンチのカードを1枚控え室に置く",
            "0",
            "{left: {name: 春香, ap: 1000, dp: 1000}}",
            3500,
            1,
        ),
        # no bench card: the cost cannot be paid, the use is cancelled (8.5.1.3.2)
        ("あなたのベンチのカードを1枚控え室に置く", "0", "{}", 2000, 0),
        (
            "あなたの手札の《演技》のカードを1枚控え室に置く",
            "[{name: 役者, attribute: 演技}]",
            "{}",
            3500,
            1,
        ),
        # a hand card without the attribute cannot pay it (2.15.1)
        ("あなたの手札の《演技》のカードを1枚控え室に置く", "[{name: 素人}]", "{}", 2000, 0),
    ],
)
def test_a_cost_of_bench_or_attribute_hand_cards(
    cost: str, hand: str, bench: str, ap: int, waiting: int
) -> None:
    r = resolve(loads(COST % (hand, cost, bench)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"千早.ap": ap, "A.waiting": waiting}
    assert "8.5.1.3.2" in r.decided_by


@pytest.mark.parametrize(
    ("hand", "zone"),
    [("[{name: 役者, attribute: 演技}]", "B.ring"), ("[{name: 素人}]", "B.retire")],
)
def test_a_replacement_selection_of_a_hand_card_with_an_attribute(hand: str, zone: str) -> None:
    text = "[リング]このカードがリタイヤ置場に置かれる時、かわりにあなたは自分の手札の《演技》の技を持つカードを1枚選び、控え室に置いてよい。そうしたら、このカードは置かれない。"
    r = resolve(loads(NOT_PUT % (hand, text, "yes")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["美希.zone"] == zone


# ------------- 「自分の山札を上からN枚、自分のエネルギー置場にレストして置く」: put there rested (1.3.1 over
# 4.9.1.4's standing; 4.9.1.2)


@pytest.mark.parametrize(("how", "state"), [("レストして置く", "rest"), ("置く", "stand")])
def test_the_deck_top_put_in_the_energy_zone_rested(how: str, state: str) -> None:
    text = f"あなたは自分の山札を上から1枚、自分のエネルギー置場に{how}。"
    src = (AMONG % (text, "一")).replace(
        "choices: [{player: A, at: choose_card, choose: 一}]\n", ""
    )
    r = resolve(loads(src.replace("ask: [", "ask: [一.state, ")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert (r.outcome["state"]["一.zone"], r.outcome["state"]["一.state"]) == ("A.energy", state)


# ------------- 「山札の上から1枚を見る。そのカードのレベルがN以下なら、（それを）手札に加えてよい」: the card
# looked at (4.11.2), its level read as the step is reached (8.6.5), put in its owner's hand


@pytest.mark.parametrize(
    "text",
    [
        "あなたは自分の山札の上から1枚を見る。そのカードのレベルが1以下なら、手札に加えてよい。",
        "あなたは自分の山札の1番上を見て、そのカードのレベルが1以下なら、それを手札に加えてよい。",
    ],
)
@pytest.mark.parametrize(("level", "zone"), [(1, "A.hand"), (2, "A.deck")])
def test_a_condition_on_the_card_looked_at(text: str, level: int, zone: str) -> None:
    src = (AMONG % (text, "一")).replace("{name: 一}", f"{{name: 一, level: {level}}}")
    src = src.replace(
        "choices: [{player: A, at: choose_card, choose: 一}]",
        "choices: [{player: A, at: optional, choose: yes}]",
    )
    r = resolve(loads(src))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["一.zone"] == zone
    assert "8.6.5" in r.decided_by


def test_a_condition_on_one_of_several_cards_looked_at_is_refused() -> None:
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vs")
    text = "[ベンチ][このカードをレストする]あなたは自分の山札の上から2枚を見る。そのカードのレベルが1以下なら、手札に加えてよい。"
    (a,) = _abilities("vs", text, None)
    assert not a.supported


@pytest.mark.parametrize(("attribute", "zone"), [("魔法", "A.hand"), ("剣技", "A.deck")])
def test_an_attribute_condition_on_the_card_looked_at(attribute: str, zone: str) -> None:
    """Neighbour: 「それが / そのカードが《X》のカードなら」 (2.15.1) on the card looked at."""
    text = "あなたは自分の山札を上から1枚見て、それが《魔法》のカードなら、手札に加えてよい。"
    src = (AMONG % (text, "一")).replace("{name: 一}", f"{{name: 一, attribute: {attribute}}}")
    src = src.replace(
        "choices: [{player: A, at: choose_card, choose: 一}]",
        "choices: [{player: A, at: optional, choose: yes}]",
    )
    r = resolve(loads(src))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["一.zone"] == zone


# ------------- 「自分のベンチのカードを2枚選び、（それらのベンチの枠を）入れ替える」: the two exchange their
# frames (1.3.1 over 3.3.3.4); each a frame move: the bench_frame_move readings (3.3.3.2 / 3.3.3.3)

SWAP = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    energy: [{state: stand}]
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 春香, ap: 1000, dp: 1000, state: rest}
      center: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][あなたのエネルギーを1枚選び、レストする]%s"}
      right: {name: 真, ap: 1000, dp: 1000}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
choices: [{player: A, at: choose_card, choose: 春香}, {player: A, at: choose_card, choose: 真}%s]
ask: [春香.zone, 真.zone, 春香.state]
"""


@pytest.mark.parametrize(
    "text",
    [
        "あなたは自分のベンチのカードを2枚選び、入れ替える。",
        "あなたは自分のベンチのカードを2枚選び、それらのベンチの枠を入れ替える。",
    ],
)
@pytest.mark.parametrize(
    ("reading", "state"),
    [("", "rest"), (", {player: A, at: reading, choose: between_zones}", "stand")],
)
def test_two_bench_cards_swap_their_frames(text: str, reading: str, state: str) -> None:
    r = resolve(loads(SWAP % (text, reading)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {
        "春香.zone": "A.bench.right",
        "真.zone": "A.bench.left",
        "春香.state": state,
    }
    assert {"1.3.1", "3.3.3.4"} <= set(r.decided_by)
