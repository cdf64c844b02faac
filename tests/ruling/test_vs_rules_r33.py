"""vs rules and card-text constructions the round-33 blind set (moved into development as r33_*)
needed (round 33, s29rulesVS), each on a minimal case of its own, with the neighbour that must not
change."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads


def _ability(text: str) -> Any:
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vs")
    (ab,) = _abilities("vs", text, None)
    return ab


def _run(yaml: str) -> Any:
    r = resolve(loads(yaml, "t.yaml"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r


# ---------------- a selective replacement's 「…してよい」 (8.2.1.3.2) is answered `at: optional` like
# any other may, as well as by its own id `at: replacement_optional`

REPLACE = """\
game: vs
title: t
turn: {player: A, number: 6, first_player: B}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 3000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: [{name: 伊織, ap: 1000, dp: 1000}]
    ring: {name: 美希, ap: 2000, dp: 3000, text: "[リング]このカードがリタイヤ置場に置かれる時、かわりにあなたの手札を1枚控え室に置いてよい。そうしたら、このカードをあなたの控え室に置く。"}
actions:
  - {do: attack, support: 春香}
choices:
  - {player: B, at: %(at)s, choose: %(yes)s}
ask: [美希.zone, 伊織.zone]
"""


def test_selective_replacement_answered_at_optional() -> None:
    for at in ("optional", "replacement_optional"):
        r = _run(REPLACE % {"at": at, "yes": "yes"})
        assert r.outcome["state"] == {"美希.zone": "B.waiting", "伊織.zone": "B.waiting"}, at
        assert "8.2.1.3.2" in r.decided_by
    # the neighbour: declined, the card goes to the retire zone and the hand card stays
    r = _run(REPLACE % {"at": "optional", "yes": "no"})
    assert r.outcome["state"] == {"美希.zone": "B.retire", "伊織.zone": "B.hand"}


# ---------------- 「自分のベンチの空いている枠に置く」: a frame of the bench with no card (3.3.3.5), read
# as 「空いているベンチ」


def test_empty_frame_of_the_bench_is_read() -> None:
    for text in (
        "[ベンチ]ターンの終わりに、あなたは自分の手札を1枚選び、自分のベンチの空いている枠に置く。",
        "[ベンチ]ターンの終わりに、あなたは自分の手札を1枚選び、ベンチの空いている枠に置く。",
    ):
        assert _ability(text).supported, text
    # the neighbour: a frame word with no bench before it is still refused
    assert not _ability(
        "[ベンチ]ターンの終わりに、あなたは自分の手札を1枚選び、空いている枠に置く。"
    ).supported


BENCH = """\
game: vs
title: t
turn: {player: A, number: 6, first_player: B, phase: ability}
players:
  A:
    deck: 10
    hand: [{name: 雪歩, ap: 1000, dp: 1000}]
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは自分の手札を1枚選び、自分のベンチの空いている枠に置く。"}
      %(center)s
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 5000}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [雪歩.zone]
"""


def test_put_in_an_empty_frame_of_the_bench() -> None:
    r = _run(BENCH % {"center": "center: {name: 真, ap: 1000, dp: 1000}"})
    # one frame is free: 雪歩 goes there
    assert r.outcome["state"] == {"雪歩.zone": "A.bench.right"}
    # the neighbour: no frame free, nothing is put (1.3.2) for want of an empty one (3.3.3.5)
    full = "center: {name: 真, ap: 1000, dp: 1000}\n      right: {name: 亜美, ap: 1000, dp: 1000}"
    r = _run(BENCH % {"center": full})
    assert r.outcome["state"] == {"雪歩.zone": "A.hand"}
    assert "3.3.3.5" in r.decided_by


# ---------------- 「自分の手札を1枚選び、自分のサプライズ置場に置く」: face down (3.9.4); an occupied
# surprise zone is 3.9.2's limit against the rule process 9.5.3 (both readings run)

SURPRISE = """\
game: vs
title: t
turn: {player: A, number: 6, first_player: B, phase: ability}
players:
  A:
    deck: 10
    hand: [{name: 雪歩, ap: 1000, dp: 1000}]
    %(surprise)s
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは自分の手札を1枚選び、自分のサプライズ置場に置く。"}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 5000}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [雪歩.zone, 雪歩.face]
"""


def test_put_in_the_surprise_zone_face_down() -> None:
    r = _run(SURPRISE % {"surprise": ""})
    assert r.outcome["state"] == {"雪歩.zone": "A.surprise", "雪歩.face": "down"}
    assert "3.9.4" in r.decided_by


def test_put_in_an_occupied_surprise_zone() -> None:
    r = _run(SURPRISE % {"surprise": "surprise: {name: 真, ap: 1000, dp: 1000}"})
    # the first reading: put there, the earlier card to the waiting room face up (9.5.3)
    assert r.outcome["state"] == {"雪歩.zone": "A.surprise", "雪歩.face": "down"}
    assert "9.5.3" in r.decided_by
    assert any("3.9.2" in (w.clauses or ()) for w in r.warnings())


# ---------------- 「…を1枚選び、控え室に置く。そのカードの攻撃力がN以上なら」: the card this effect moved
# from the field is read as it last was there (8.7.1.2, 8.11.1), the values the field gave it included

LAST = """\
game: vs
title: t
turn: {player: A, number: 6, first_player: B, phase: ability}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは相手のリングのカードを1枚選び、相手の控え室に置く。そのカードの攻撃力が3000以上なら、あなたは2枚引く。"}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 2000}
    bench: {left: {name: 真, ap: 1000, dp: 1000%(boost)s}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [美希.zone, A.hand]
"""


def test_card_moved_from_the_ring_read_as_it_was_there() -> None:
    r = _run(LAST % {"boost": ', text: "[ベンチ]あなたのリングのカードを+1000/+0。"'})
    # 3000 in the ring (2000 in the waiting room): the condition holds
    assert r.outcome["state"] == {"美希.zone": "B.waiting", "A.hand": 2}
    assert {"8.7.1.2", "8.11.1"} <= set(r.decided_by)
    # the neighbour: 2000 in the ring too, no draw
    r = _run(LAST % {"boost": ""})
    assert r.outcome["state"] == {"美希.zone": "B.waiting", "A.hand": 0}


# ---------------- a cancel's 「相手の、技効果に“X”を含む技」 (8.5.1.3.1): read on the chosen technique's text
# (2.14.7), its [領域] / cost brackets included (2.14.9), its ( ) notes not (2.14.2)

CANCEL = """\
game: vs
title: t
turn: {player: A, number: 6, first_player: B, phase: ability}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "%(text)s"}}
  B:
    deck: 10
    hand: [{name: 真, ap: 1000, dp: 1000, text: "{cancel}[手札][このカードを控え室に置く]相手の、技効果に“控え室”を含む技を1つ選び、キャンセルする。"}]
    ring: {name: 美希, ap: 2000, dp: 5000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
choices:
  - {player: B, at: cancel, choose: 真}
ask: [A.hand, 真.zone]
"""


def test_cancel_condition_on_a_technique_text() -> None:
    assert _ability(
        "{cancel}[手札][このカードを控え室に置く]相手の、技効果に“控え室”を含む技を1つ選び、キャンセルする。"
    ).supported
    # in the cost bracket: part of the text (2.14.9), the cancel chooses it
    r = _run(CANCEL % {"text": "[ベンチ][このカードを控え室に置く]あなたは2枚引く。"})
    assert r.outcome["state"] == {"A.hand": 0, "真.zone": "B.waiting"}
    assert {"2.14.9", "8.5.1.3.1"} <= set(r.decided_by)
    # in the body: chosen too, 2.14.9 not needed
    r = _run(
        CANCEL % {"text": "[ベンチ][このカードをレストする]あなたは自分の手札を1枚控え室に置く。"}
    )
    assert r.outcome["state"]["真.zone"] == "B.waiting"
    assert "2.14.9" not in r.decided_by
    # only in a ( ) note: no part of it (2.14.2), the cancel cannot be used
    r = _run(
        CANCEL
        % {
            "text": "[ベンチ][このカードをレストする]あなたは1枚引く。(引いたカードは控え室に置かない)"
        }
    )
    assert r.outcome["state"] == {"A.hand": 1, "真.zone": "B.hand"}
    assert {"2.14.2", "8.5.1.3.1"} <= set(r.decided_by)
    # the neighbour: a card (not a technique) described by 「技効果に…」 is refused
    assert not _ability(
        "{cancel}[手札][このカードを控え室に置く]相手の、技効果に“控え室”を含むカードを1つ選び、控え室に置く。"
    ).supported


# ---------------- 「このカードでパートナーブロックした時」 (7.1.4.3): the blocking card's own trigger, a
# [手札] one read from the hand it left (8.1.1.2.1) — and then the point hand_technique_left_hand
# (4.4.1.1 / 4.4.2), both readings run

BLOCK = """\
game: vs
title: t
turn: {player: A, number: 6, first_player: B}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 5000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand:
      - {name: 伊織, title: 親友, ap: 1000, dp: 1000, text: "[手札]このカードでパートナーブロックした時、あなたは1枚引く。"}
      - {name: 亜美, title: 親友, ap: 1000, dp: 1000, text: "[手札]このカードでパートナーブロックした時、あなたは1枚引く。"}
    ring: {name: 美希, ap: 2000, dp: 2000, partner_name: 伊織, partner_title: 親友}
actions:
  - {do: attack, support: 春香, partner_block: 伊織}
ask: [B.hand]
"""


def test_trigger_of_the_card_used_to_partner_block() -> None:
    assert _ability("[手札]このカードでパートナーブロックした時、あなたは1枚引く。").supported
    assert _ability(
        "[手札]あなたがこのカードでパートナーブロックした時、あなたは1枚引く。"
    ).supported
    r = _run(BLOCK)
    # the engine's reading (used): 伊織 draws one; 亜美 (not the blocker) does not trigger
    assert r.outcome["state"] == {"B.hand": 2}
    assert {"7.1.4.3", "8.1.1.2.1"} <= set(r.decided_by)
    points = [w for w in r.warnings() if "4.4.1.1" in (w.clauses or ())]
    assert points and "7.1.4.3" in points[0].clauses


# ---------------- the point partner_attack_by_ability_moment (7.1.3.2.3 / 7.1.5.1.1) raised where a
# 「このアタックがパートナーアタックなら」 is read in the partner block step after an ability made the
# attack one: both readings run

MADE_PARTNER = """\
game: vs
title: t
turn: {player: A, number: 6, first_player: B}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000%(text)s}
    bench:
      left: {name: 春香, ap: 1000, dp: 1000}
      center: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ]パートナーブロックステップの始めに、このアタックがパートナーアタックなら、あなたは1枚引く。"}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 5000}}
actions:
  - {do: attack, support: 春香}
ask: [A.hand]
"""


def test_partner_attack_made_by_an_ability_read_before_the_check() -> None:
    made = ', text: "[リング]このカードがアタックした時、このアタックはパートナーアタックになる。"'
    r = _run(MADE_PARTNER % {"text": made})
    # the engine's reading (after_timing): a partner attack already, 律子 draws
    assert r.outcome["state"] == {"A.hand": 1}
    points = [w for w in r.warnings() if "7.1.5.1.1" in (w.clauses or ())]
    assert points and "7.1.3.2.3" in points[0].clauses
    other = [c for lf in r.leaves + r.alternates for c in lf.choices if c.option == "at_check"]
    assert other, "the reading at_check is run"
    # the neighbour: a normal attack no ability changed — no point, no draw
    r = _run(MADE_PARTNER % {"text": ""})
    assert r.outcome["state"] == {"A.hand": 0}
    assert not [w for w in r.warnings() if "7.1.5.1.1" in (w.clauses or ())]


# ---------------- the point zero_attack_damage_replaced (7.1.5.3.1 / 8.2.1.3.3 / 8.10.1): an attacking
# card of attack 0 or less with 「このカードのアタックのダメージは3000になる」 — both readings run

ZERO = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: %(ap)s, dp: 2000, text: "[リング]このカードのアタックのダメージは3000になる。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: attack, support: 春香}
ask: [美希.zone]
"""


def test_zero_attack_with_its_damage_replaced() -> None:
    r = _run(ZERO % {"ap": 0})
    # the engine's reading (replaced): 3000 retires 美希; the other (no_damage) is run too
    assert r.outcome["state"] == {"美希.zone": "B.retire"}
    assert [w for w in r.warnings() if "7.1.5.3.1" in (w.clauses or ())]
    other = [c for lf in r.leaves + r.alternates for c in lf.choices if c.option == "no_damage"]
    assert other
    # the neighbour: a positive attack, the replacement alone decides — no point
    r = _run(ZERO % {"ap": 1000})
    assert r.outcome["state"] == {"美希.zone": "B.retire"}
    assert not [w for w in r.warnings() if "7.1.5.3.1" in (w.clauses or ())]


# ---------------- the hidden-to-public half (8.7.1.1): a hand card this effect put in the waiting room is
# read there

DISCARD = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability}
players:
  A:
    deck: 10
    hand: [{name: 伊織, level: %(level)s, ap: 3000, dp: 3000}]
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは自分の手札を1枚選び、自分の控え室に置く。そのカードのレベルが2以上なら、あなたは2枚引く。"}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [A.hand]
"""


def test_hand_card_discarded_read_in_the_waiting_room() -> None:
    r = _run(DISCARD % {"level": 2})
    assert r.outcome["state"] == {"A.hand": 2}
    assert "8.7.1.1" in r.decided_by
    r = _run(DISCARD % {"level": 1})
    assert r.outcome["state"] == {"A.hand": 0}
