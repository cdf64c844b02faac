"""vs card-text constructions of round 25, second pass (s21vs2, issue 12), each on a minimal text
of its own run on a board, with the neighbour that must not change."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads


def _ability(text: str):
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vs")
    (a,) = _abilities("vs", text, None)
    return a


# ------------- a prohibition held by a card or a player in a one-shot technique (1.3.3): 「その
# カード / このカードは（このターン中、）アタックできない / アタックされない / サポートできない /
# サポートされない」, 「相手 / あなたは…アタックできない / サポートできない」 — an effect on the card
# (or the player) read by the rule check of the act: a ring card's 「アタックできない」 its owner's
# attack, 「アタックされない」 the opponent's (7.1.3.2.1), 「サポートされない」 its owner's support
# (7.1.3.1.1)

ATTACK = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 2000, dp: 3000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}
      center: {name: 春香, ap: 1000, dp: 1000}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
  - {do: attack, support: 春香}
choices:
  - {player: A, at: choose, choose: %s}
ask: [美希.damage, attack.supporter]
"""

PROHIBITED = [
    # a card that may not attack: its owner's ring card (7.1.3.2.1), particles and word order
    ("あなたのリングのカードを1枚選び、このターン中、そのカードはアタックできない。", "千早"),
    ("あなたのリングのカードを1枚選ぶ。そのカードはこのターン中、アタックできない。", "千早"),
    ("あなたのリングのカードを1枚選ぶ。そのカードはアタックできない。", "千早"),  # the game
    # a card that may not be attacked: the opponent's attack (7.1.3.2.1)
    ("相手のリングのカードを1枚選ぶ。このターン中、そのカードはアタックされない。", "美希"),
    ("相手のリングのカードを1枚選び、そのカードはアタックされない。", "美希"),
    # a ring card that may not be supported: its owner's support (7.1.3.1.1)
    ("あなたのリングのカードを1枚選ぶ。このターン中、そのカードはサポートされない。", "千早"),
    # a player
    ("このターン中、あなたはアタックできない。", "千早"),
    ("あなたはこのターン中、サポートできない。", "千早"),
    ("あなたはアタックできない。", "千早"),
]


@pytest.mark.parametrize(("effect", "chosen"), PROHIBITED)
def test_a_prohibition_held_by_a_card_or_player(effect: str, chosen: str) -> None:
    r = resolve(loads(ATTACK % (effect, chosen)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome.get("rejected") is True
    assert r.outcome["state"]["attack.supporter"] is None
    assert "1.3.3" in r.decided_by or "7.1.3.2.1" in r.decided_by
    assert "7.1.3.2.1" in r.decided_by or "7.1.3.1.1" in r.decided_by


NOT_PROHIBITED = [
    # the neighbours: the other ring card, the other player, no prohibition
    ("相手のリングのカードを1枚選ぶ。このターン中、そのカードはアタックできない。", "美希"),
    ("あなたのリングのカードを1枚選ぶ。このターン中、そのカードはアタックされない。", "千早"),
    ("相手のリングのカードを1枚選ぶ。このターン中、そのカードはサポートされない。", "美希"),
    ("このターン中、相手はアタックできない。", "千早"),
    ("相手はサポートできない。", "千早"),
    ("あなたのリングのカードを1枚選ぶ。", "千早"),
]


@pytest.mark.parametrize(("effect", "chosen"), NOT_PROHIBITED)
def test_the_neighbour_attacks(effect: str, chosen: str) -> None:
    r = resolve(loads(ATTACK % (effect, chosen)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert not r.outcome.get("rejected"), r.outcome
    assert r.outcome["state"]["attack.supporter"] == "春香"


@pytest.mark.parametrize(
    "text",
    [
        "[リング]このカードがアタックした時、このターン中、このカードはアタックされない。",
        "[リング]このカードがアタックした時、このカードはこのターン中、アタックできない。",
        "[ベンチ]このカードがサポートした時、このターン中、このカードはサポートできない。",
        "[リング]このカードがアタックした時、相手のベンチのカードが2枚以下なら、相手はサポートできない。",
        "[フィールド][エネルギーを2枚レスト]このターン中、このカードはアタックされない。",
    ],
)
def test_triggered_and_activated_prohibitions_read(text: str) -> None:
    a = _ability(text)
    assert a.supported, a.reason


@pytest.mark.parametrize(
    "text",
    [
        # a player 「アタックされない」: not an act of a player
        "[リング]このカードがアタックした時、相手はアタックされない。",
        # a card never chosen: which one is not said
        "[ベンチ][このカードをレストする]このターン中、相手のベンチのカードはサポートできない。",
    ],
)
def test_prohibitions_that_stay_refused(text: str) -> None:
    a = _ability(text)
    assert not a.supported and a.reason


# ------------- a selection-type replacement whose selection is the card's own put (8.2.1.3.2):
# 「…置かれる時、かわりにこのカードを手札に戻してよい。そうしたら、[行動B]」 — the card goes to the
# hand instead (8.10.1), then [行動B] is done (8.1.1.5); [行動B] not doable in full is the point
# selection_then_as_cost (both readings run)

REPL = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 3000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: [{uid: BH1, name: 手札一}]
    energy: %s
    ring: {name: 美希, ap: 2000, dp: 3000, text: "%s"}
actions:
  - {do: attack, support: 春香}
choices: [{player: B, at: replacement_optional, choose: %s}]
ask: [美希.zone, BE1.zone, BH1.zone]
"""

ENERGY = "[{uid: BE1, state: stand}, {uid: BE2, state: stand}]"
THEN_ENERGY = [
    "[リング]このカードがリタイヤ置場に置かれる時、かわりにこのカードを手札に戻してよい。そうしたら、あなたは自分のエネルギーを1枚選び、控え室に置く。",
    "【逃げ足】《道化》[リング]このカードがリタイヤ置場に置かれる時、かわりにこのカードを手札に戻してもよい。そうしたら、あなたのエネルギーを1枚選び、控え室に置く。",
    "[リング]このカードがリタイヤ置場に置かれる時、かわりに、このカードを手札に置いてよい。そうしたら、自分のエネルギーを1枚選び、控え室に置く。",
    # a bare 「エネルギー」 chosen: the chooser's own (3.4.2, 3.4.3)
    "[リング]このカードがリタイヤ置場に置かれる時、かわりにこのカードを手札に戻してよい。そうしたら、あなたはエネルギーを1枚選び、控え室に置く。",
]


def _state(r):
    return r.outcome["state"]


@pytest.mark.parametrize("text", THEN_ENERGY)
def test_the_card_goes_to_the_hand_then_the_energy_is_put(text: str) -> None:
    r = resolve(loads(REPL % (ENERGY, text, "yes")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    s = _state(r)
    assert s["美希.zone"] == "B.hand"
    assert "B.waiting" in (s["BE1.zone"], "B.waiting")  # one energy chosen of two
    assert "8.2.1.3.2" in r.decided_by
    assert "readings" not in r.outcome  # doable in full: nothing open


def test_the_hand_variant_then_a_hand_card_is_put() -> None:
    text = "[リング]このカードがリタイヤ置場に置かれる時、かわりに手札に置いてよい。そうしたら、あなたは自分の手札を1枚選び、控え室に置く。"
    r = resolve(loads(REPL % (ENERGY, text, "yes")))
    # the card is in the hand when B chooses (8.1.1.5: the steps in the order written): B may
    # choose the card itself or the other hand card
    ends = {
        (b["outcome"]["state"]["美希.zone"], b["outcome"]["state"]["BH1.zone"])
        for b in r.outcome["branches"]
    }
    assert ends == {("B.hand", "B.waiting"), ("B.waiting", "B.hand")}


@pytest.mark.parametrize("text", THEN_ENERGY[:1])
def test_declined_the_card_is_retired(text: str) -> None:
    r = resolve(loads(REPL % (ENERGY, text, "no")))
    s = _state(r)
    assert s["美希.zone"] == "B.retire"
    assert s["BE1.zone"] != "B.waiting"


@pytest.mark.parametrize("text", THEN_ENERGY[:1])
def test_no_energy_runs_both_readings(text: str) -> None:
    """No energy: the selection (the card's put) can be made, [行動B] cannot — the engine's
    reading applies the replacement (8.10.3 names the selection only), the other retires."""
    r = resolve(loads(REPL % ("[]", text, "yes")))
    assert _state(r)["美希.zone"] == "B.hand"
    (other,) = r.outcome["readings"]
    assert other["reading"] == ["cost"]
    assert other["outcome"]["state"]["美希.zone"] == "B.retire"


# ------------- a choice among a zone named with no owner: the chooser's own (``CHOOSERS_OWN_ZONES``
# as data): the hand (3.7.2) and the energy zone (3.4.2 「エネルギー」, 3.4.3)

CHOOSE = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    energy: [{uid: AE1, state: stand}]
    ring: {name: 千早, ap: 2000, dp: 3000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}}
  B:
    deck: 20
    energy: [{uid: BE1, state: stand}]
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [AE1.zone, BE1.zone]
"""


@pytest.mark.parametrize(
    ("effect", "moved"),
    [
        ("エネルギーを1枚選び、控え室に置く。", "AE1"),
        ("あなたはエネルギーを1枚選び、控え室に置く。", "AE1"),
        ("あなたは自分のエネルギーを1枚選び、控え室に置く。", "AE1"),  # the neighbour, said
        ("相手は自分のエネルギーを1枚選び、控え室に置く。", "BE1"),
        ("相手はエネルギーを1枚選び、控え室に置く。", "BE1"),
    ],
)
def test_a_bare_energy_chosen_is_the_choosers_own(effect: str, moved: str) -> None:
    r = resolve(loads(CHOOSE % effect))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    s = r.outcome["state"]
    assert s[f"{moved}.zone"].endswith(".waiting")
    other = "BE1" if moved == "AE1" else "AE1"
    assert s[f"{other}.zone"].endswith(".energy")


# ------------- 「（このカードの）アタックの終わりに、…のリングのカードが…に置かれていたなら」: a card of
# that ring put in that zone during the attack (7.1.1, since 7.1.2.3), read from the moves of the
# attack's steps — only at the end of an attack (7.1.6.1)

END = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: %d, dp: 5000, text: "%s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: attack, support: 春香}
ask: [A.hand, 美希.zone]
"""

RETIRED = [
    "[リング]このカードのアタックの終わりに、相手のリングのカードがリタイヤ置場に置かれていたなら、あなたは1枚引く。",
    "[リング]このカードがアタックしたアタックの終わりに、相手のリングのカードがリタイヤ置場に置かれていたなら、あなたは1枚引く。",
    "[リング]アタックの終わりに、相手のリングのカードがリタイヤ置場に置かれていたなら、あなたは1枚引く。",
]


@pytest.mark.parametrize("text", RETIRED)
def test_the_attacked_card_retired_during_the_attack(text: str) -> None:
    # 千早 4000 (+1000 support) against 美希's 3000: retired by the attack (7.1.5.4)
    r = resolve(loads(END % (4000, text)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"A.hand": 1, "美希.zone": "B.retire"}
    assert "7.1.2.3" in r.decided_by


@pytest.mark.parametrize("text", RETIRED[:1])
def test_the_neighbour_not_retired_draws_nothing(text: str) -> None:
    r = resolve(loads(END % (1000, text)))
    assert r.outcome["state"] == {"A.hand": 0, "美希.zone": "B.ring"}


@pytest.mark.parametrize(
    "text",
    [
        # the neighbour whose ring card was not the one put there
        "[リング]このカードのアタックの終わりに、あなたのリングのカードがリタイヤ置場に置かれていたなら、あなたは1枚引く。",
    ],
)
def test_the_other_ring_not_retired(text: str) -> None:
    r = resolve(loads(END % (4000, text)))
    assert r.outcome["state"]["A.hand"] == 0


@pytest.mark.parametrize(
    "text",
    [
        # read other than at the end of an attack: what 「いた」 looks back on is not said
        "[リング]あなたのターンの終わりに、相手のリングのカードがリタイヤ置場に置かれていたなら、あなたは1枚引く。",
        # a card other than a ring card
        "[リング]このカードのアタックの終わりに、相手のベンチのカードが控え室に置かれていたなら、あなたは1枚引く。",
    ],
)
def test_put_earlier_refused_elsewhere(text: str) -> None:
    a = _ability(text)
    assert not a.supported and a.reason
