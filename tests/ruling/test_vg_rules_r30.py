"""vg rules found by the round-30 blind set moved into development (round 30, s26rulesVG), each on a
minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

# ---------------- 2.7.2: 「クリティカルはカード内で★のアイコンで示される場合があります」 — ★ names the
# critical in card text wherever クリティカル does

STAR = """\
game: vg
title: t
turn: {player: A, number: 6, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000, critical: 1,
      text: "【自】【(V)】：このユニットがアタックした時、そのバトル中、このユニットの%s＋１。"}
    deck: [{name: 空一, type: normal, trigger: none}, 9]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    damage: 0
    deck: [{name: B一, type: normal, trigger: none}, {name: B二, type: normal, trigger: none}, 9]
actions:
  - {do: attack, attacker: vanguard}
ask: [B.damage]
"""


def test_a_star_is_the_critical() -> None:
    r = resolve(loads(STAR % "★"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["B.damage"] == 2


def test_the_word_critical_unchanged() -> None:
    """Neighbour: クリティカル＋１ as before."""
    r = resolve(loads(STAR % "クリティカル"))
    assert r.outcome["state"]["B.damage"] == 2


# ---------------- 11.2.1.2: an automatic ability 「(条件)時、(要件)なら…」 triggers when its condition
# is met though its requirement is not — the clause by which it triggers then; 11.2.5: a sentence
# opened by 「さらに」 after a requirement not met is not resolved

REQ = """\
game: vg
title: t
turn: {player: A, number: 6, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 覇道竜, type: normal, grade: 3, power: 13000, critical: 1,
      text: "【自】【(V)】：このユニットがアタックした時、あなたのダメージゾーンが４枚以上なら、そのバトル中、このユニットのパワー＋5000。さらに、あなたの手札が３枚以上なら、そのバトル中、このユニットのクリティカル＋１。"}
    damage: %d
    hand: 4
    deck: [{name: 空一, type: normal, trigger: none}, 9]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    damage: 0
    deck: [{name: B一, type: normal, trigger: none}, {name: B二, type: normal, trigger: none}, 9]
actions:
  - {do: attack, attacker: vanguard}
ask: [B.damage]
"""


def _cited(r: object, clause: str) -> bool:
    return any(clause in s.clauses for s in r.main.trace.steps)  # type: ignore[attr-defined]


def test_requirement_not_met_triggers_by_11_2_1_2_and_sarani_is_not_resolved() -> None:
    r = resolve(loads(REQ % 3))
    assert r.outcome["state"]["B.damage"] == 1
    assert _cited(r, "11.2.1.2") and _cited(r, "11.2.5")
    assert "11.2.1.2" in r.decided_by


def test_requirement_met_does_not_cite_11_2_1_2_at_the_trigger() -> None:
    """Neighbour: the requirement holds as it triggers: the trigger rests on 11.9.2 alone, and
    「さらに」 is resolved."""
    r = resolve(loads(REQ % 4))
    assert r.outcome["state"]["B.damage"] == 2
    trig = [s for s in r.main.trace.steps if "11.9.2" in s.clauses and "覇道竜" in s.en]
    assert trig and not any("11.2.1.2" in s.clauses for s in trig)


# ---------------- 7.25.1 / 11.7.1: the card chosen for a 【ソウルブラスト】 is answered `at: cost`
# (as a cost payment is in every game) as well as `at: cost_card`

BLAST = """\
game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 魂術師, type: normal, grade: 3, power: 13000,
      text: "【起】【(V)】【ターン1回】：【コスト】[【ソウルブラスト】(1)]、１枚引く。"}
    soul: [{name: 魂甲, type: normal, grade: 1}, {name: 魂乙, type: normal, grade: 0}]
    hand: 0
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: activate, player: A, card: 魂術師}
choices:
  - {player: A, at: %s, choose: 魂甲}
ask: [魂甲.zone, 魂乙.zone]
"""


def test_soul_blast_card_answered_at_cost() -> None:
    for at in ("cost", "cost_card"):
        r = resolve(loads(BLAST % at))
        assert r.outcome["state"]["魂甲.zone"] == "A.drop", at
        assert r.outcome["state"]["魂乙.zone"] == "A.soul", at
        assert len(r.leaves) == 1


# ---------------- 7.11.2 / 7.11.3 / 7.11.4: a search finds by the zone it looks through — a hidden
# zone may find none, a public zone must give the card there; a hidden and a public zone together
# with the card in the public one is the point search_hidden_or_public

SEARCH = """\
game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 先導者, type: normal, grade: 2, power: 10000}
    drop: [{name: 炎の剣士, type: normal, grade: 1, power: 8000}]
    hand: 0
    deck: [{name: 水の戦士, type: normal}, %s8]
  B: {vanguard: {name: 騎士, type: normal, grade: 2, power: 10000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたの%sから、「炎」を含むカードを１枚探し、手札に加え、山札をシャッフルする。"}
choices:
  - {player: A, at: search, choose: none}
ask: [炎の剣士.zone]
"""


def test_search_of_the_drop_must_find_the_card_there() -> None:
    """7.11.3: the drop is public — the card is found, a `none` answer cannot be given."""
    text = SEARCH.replace("choices:\n  - {player: A, at: search, choose: none}\n", "")
    r = resolve(loads(text % ("", "ドロップ")))
    assert r.outcome["state"]["炎の剣士.zone"] == "A.hand"
    assert len(r.leaves) == 1
    assert _cited(r, "7.11.3")


def test_search_of_the_deck_may_find_none() -> None:
    """Neighbour, 7.11.2: the card in the hidden deck may be left unfound."""
    text = SEARCH.replace("    drop: [{name: 炎の剣士, type: normal, grade: 1, power: 8000}]\n", "")
    r = resolve(loads(text % ("{name: 炎の剣士, type: normal}, ", "山札")))
    assert r.outcome["state"]["炎の剣士.zone"] == "A.deck"
    assert _cited(r, "7.11.2") and not _cited(r, "7.11.3")


def test_search_of_deck_or_drop_is_the_point_with_both_outcomes() -> None:
    r = resolve(loads(SEARCH % ("", "山札かドロップ")))
    assert r.reading_points()[("7.11.4", "7.11.2", "7.11.3")]
    outs = {lf.outcome["state"]["炎の剣士.zone"] for lf in r.leaves + r.alternates}
    assert outs == {"A.hand", "A.drop"}


# ---------------- 6.3.3.1 / 6.3.4: a ride of a unit on another circle — the point
# ride_card_on_a_circle, raised wherever a ride names a unit on a circle

RIDE = """\
game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 先導者, type: normal, grade: 2, power: 10000}
    left_front: {name: 騎士甲, type: normal, grade: 3, power: 13000}
    hand: [{name: 手札甲, type: normal, grade: 3, power: 13000}]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 2, power: 10000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたの%sを１枚選び、ライドする。"}
ask: [先導者.zone]
"""


def test_ride_of_a_rear_guard_is_the_point_with_both_outcomes() -> None:
    r = resolve(loads(RIDE % "リアガード"))
    assert r.reading_points()[("6.3.3.1", "6.3.4")]
    outs = {lf.outcome["state"]["先導者.zone"] for lf in r.leaves + r.alternates}
    assert outs == {"A.field.vanguard", "A.soul"}


def test_ride_from_the_hand_raises_no_point() -> None:
    """Neighbour: a ride of a hand card is the ride procedure as before."""
    r = resolve(loads(RIDE % "手札のカード"))
    assert not r.reading_points()
    assert r.outcome["state"]["先導者.zone"] == "A.soul"


# ---------------- 11.9.5.1 / 11.2.5: 「[コスト]することで、A。さらに、B。」 with the cost declined — the
# point furthermore_after_declined_cost

DECLINE = """\
game: vg
title: t
turn: {player: A, number: 6, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 魂喰竜, type: normal, grade: 3, power: 13000, critical: 1,
      text: "【自】【(V)】：このユニットがアタックした時、【コスト】[【ソウルブラスト】(1)]することで、そのバトル中、このユニットのパワー＋5000。%s１枚引く。"}
    soul: 2
    hand: 0
    deck: [{name: 空一, type: normal, trigger: none}, {name: 引札, type: normal}, 9]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 20000}
    deck: [{name: B一, type: normal, trigger: none}, 9]
actions:
  - {do: attack, attacker: vanguard}
choices:
  - {player: A, at: cost, choose: "no"}
ask: [A.hand, A.soul]
"""


def test_declined_cost_then_sarani_is_the_point_with_both_outcomes() -> None:
    r = resolve(loads(DECLINE % "さらに、"))
    assert r.reading_points()[("11.9.5.1", "11.2.5", "11.2.5.1")]
    assert r.outcome["state"]["A.hand"] == 1  # the engine's reading: nothing (the drive check)
    assert {lf.outcome["state"]["A.hand"] for lf in r.alternates} == {2}
    assert r.outcome["state"]["A.soul"] == 2


def test_declined_cost_then_a_plain_sentence_raises_no_point() -> None:
    """Neighbour: no 「さらに」 after the cost's sentence — 11.9.5.1 alone, nothing is asked."""
    r = resolve(loads(DECLINE % "その後、"))
    assert not r.reading_points()
    assert r.outcome["state"]["A.hand"] == 1


# ---------------- 7.6.4.1: 「カードの能力でカードを引いた時」 reads every draw but the draw phase's —
# cited by the trigger condition that reads it

BY_ABILITY = """\
game: vg
title: t
turn: {player: A, number: 6, phase: %s, first_player: A}
players:
  A:
    vanguard: {name: 剣聖, type: normal, grade: 3, power: 13000}
    right_front: {name: 書記官, type: normal, grade: 2, power: 11000,
      text: "【自】【(R)】：あなたがカードの能力でカードを引いた時、そのターン中、このユニットのパワー＋2000。"}
    hand: 0
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - %s
ask: [書記官.power]
"""


def test_a_draw_by_an_ability_triggers_citing_7_6_4_1() -> None:
    r = resolve(loads(BY_ABILITY % ("main", '{do: resolve_text, player: A, text: "１枚引く。"}')))
    assert r.outcome["state"]["書記官.power"] == 13000
    assert "7.6.4.1" in r.decided_by


def test_the_draw_phase_draw_does_not_trigger() -> None:
    """Neighbour: the draw phase's draw (9.4.2) is not one by a card's ability."""
    r = resolve(loads(BY_ABILITY % ("draw", "{do: draw_phase}")))
    assert r.outcome["state"]["書記官.power"] == 11000


# ---------------- 10.6.1.2 / 10.6.1.2.1 / 10.7.1.4.2: an attacking vanguard ridden over in its own
# attack — no attacking vanguard, no drive check, no damage; 10.6.1.2.2: the drive read leads to
# each check

RIDDEN = """\
game: vg
title: t
turn: {player: A, number: 6, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 転生竜, type: normal, grade: 3, power: 13000, critical: 1,
      text: "【自】【(V)】：このユニットがアタックした時、あなたのドロップから、このユニットと同名のカードを１枚選び、【スタンド】でライドしてよい。"}
    drop: [{name: 転生竜, type: normal, grade: 3, power: 13000, critical: 1, uid: 転生竜2}]
    hand: 0
    deck: [{name: 山上, type: normal, trigger: none}, 9]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 8000}
    damage: 0
    deck: 10
actions:
  - {do: attack, attacker: vanguard}
choices:
  - {player: A, at: optional, choose: "%s"}
ask: [B.damage, 山上.zone]
"""


def test_attacking_vanguard_ridden_over_makes_no_drive_check() -> None:
    r = resolve(loads(RIDDEN % "yes"))
    assert r.outcome["state"] == {"B.damage": 0, "山上.zone": "A.deck"}
    for c in ("10.6.1.2.1", "10.7.1.4.2"):
        assert c in r.decided_by, c


def test_attacking_vanguard_kept_drive_checks_by_10_6_1_2_2() -> None:
    """Neighbour: the ride declined — the drive check (10.6.1.2.2 read) and the damage."""
    r = resolve(loads(RIDDEN % "no"))
    assert r.outcome["state"] == {"B.damage": 1, "山上.zone": "A.hand"}
    assert "10.6.1.2.2" in r.decided_by


# ---------------- 1.3.2 / 11.8.4.1.3: nothing can be chosen — the step saying so reaches what the
# rest of the sentence would have done (the hand 「手札に加える」 puts it into)

ORDER = """\
game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 賢者, type: normal, grade: 3, power: 13000}
    hand: [{name: 回収の儀, type: order, grade: 1, text: "あなたのドロップからオーダーカードを１枚選び、手札に加える。"}]
    drop: [{name: 剣士, type: %s, grade: 1}]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: play_order, player: A, card: 回収の儀}
ask: [A.hand]
"""


def test_nothing_to_choose_cites_the_impossible_for_the_hand() -> None:
    r = resolve(loads(ORDER % "normal"))
    assert r.outcome["state"]["A.hand"] == 0
    assert "1.3.2" in r.decided_by and "11.8.4.1.3" in r.decided_by


def test_an_order_in_the_drop_is_taken() -> None:
    """Neighbour: an order card there is chosen and put into the hand."""
    r = resolve(loads(ORDER % "order"))
    assert r.outcome["state"]["A.hand"] == 1
    assert "11.8.4.1.3" not in r.decided_by


# ---------------- 7.21.1: 「コストを‘なくす’」 — for the period the cost's actions are not done: an
# activated ability whose counter blast could not be paid is played, nothing is turned

WAIVE = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 無償竜, type: normal, grade: 3, power: 13000,
      text: "【起】【(V)】【ターン1回】：【コスト】[【カウンターブラスト】(1)]、１枚引く。"}
    damage: [{name: 傷一, type: normal, face: %s}]
    hand: 0
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
%s  - {do: activate, card: A.vanguard}
ask: [A.hand, 傷一.face]
"""
WAIVE_TEXT = (
    '  - {do: resolve_text, player: A, text: "そのターン中、あなたのヴァンガードの【起】能力の'
    'コストをなくす。"}\n'
)


def test_a_waived_cost_is_not_paid() -> None:
    r = resolve(loads(WAIVE % ("up", WAIVE_TEXT)))
    assert r.outcome["state"]["A.hand"] == 1
    assert r.outcome["state"]["傷一.face"] == "up"  # nothing turned
    assert "7.21.1" in r.decided_by


def test_a_waived_cost_makes_an_unpayable_ability_playable() -> None:
    r = resolve(loads(WAIVE % ("down", WAIVE_TEXT)))
    assert r.outcome["state"]["A.hand"] == 1


def test_without_the_waiver_the_cost_is_paid() -> None:
    """Neighbour: no 「なくす」 — the counter blast is paid (the card turned face down)."""
    r = resolve(loads(WAIVE % ("up", "")))
    assert r.outcome["state"] == {"A.hand": 1, "傷一.face": "down"}
