"""Rules and constructions added in round 42 (from the r42 blind set), each on a minimal board.

vg 13.5.1 / 13.5.1.1: the ride a rule process makes from the soul is a ride, so a prohibition of
riding in force (1.3.3) keeps a soul unit from being taken; a fighter whose soul holds no unit it
may ride loses (13.2.4)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, rejection, setup_ruling, vg_run, zone_names

_NO_VANGUARD = """players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    soul: [SOUL]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
EFFECTS
actions:
  - do: main_phase
    actions:
      - {do: retire, card: 覇竜}
      - {do: check_timing}
"""
_G3 = "{name: 魂竜, type: normal, grade: 3}"
_G2 = "{name: 魂兵, type: normal, grade: 2}"
_BAN_A = (
    'effects:\n  - {target: A, stat: ride, op: prohibit, until: turn, source: "ライドできない"}'
)
_BAN_G3 = (
    'effects:\n  - {target: 魂竜, stat: ride, op: prohibit, until: turn, source: "ライドできない"}'
)


def _run(soul: str, effects: str) -> object:
    return vg_run(_NO_VANGUARD.replace("SOUL", soul).replace("EFFECTS", effects))


@pytest.mark.parametrize("ban", [_BAN_A, _BAN_G3])
def test_vg_no_soul_unit_may_be_ridden_loses(ban: str) -> None:
    r = _run(_G3, ban)
    assert r.outcome.get("loser") == "A"
    assert {"13.5.1.1", "13.2.4", "1.3.3"} <= cited(r)
    assert zone_names(r, "A", "soul") == ["魂竜"]


def test_vg_without_a_prohibition_the_soul_unit_is_ridden() -> None:
    r = _run(_G3, "")
    assert r.outcome.get("loser") is None
    assert zone_names(r, "A", "soul") == []


def test_vg_the_rule_process_rides_the_unit_not_prohibited() -> None:
    r = _run(f"{_G3}, {_G2}", _BAN_G3)
    assert r.outcome.get("loser") is None
    assert zone_names(r, "A", "soul") == ["魂竜"]


# vg 7.6.4.1: 「カードの能力でカードを引く」 is every draw but the draw phase's (9.4.2): its prohibition
# (the act ``draw_by_ability``) stops an effect's draw, not the draw phase's, and says why
_DRAW = """players:
  A: {vanguard: {name: 覇竜, type: normal, grade: 3}, hand: [], deck: 10}
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
effects:
  - {target: A, stat: STAT, op: prohibit, source: "カードの能力でカードを引けない"}
actions:
  - ACTION
"""


@pytest.mark.parametrize(
    ("stat", "action", "phase", "hand"),
    [
        ("draw_by_ability", "{do: draw_phase}", "draw", 1),
        ("draw_by_ability", "{do: draw, player: A, amount: 1}", "main", 0),
        ("draw", "{do: draw_phase}", "draw", 0),
    ],
)
def test_vg_a_draw_by_a_cards_ability_is_every_draw_but_the_draw_phases(
    stat: str, action: str, phase: str, hand: int
) -> None:
    r = vg_run(_DRAW.replace("STAT", stat).replace("ACTION", action), phase=phase)
    assert len(zone_names(r, "A", "hand")) == hand
    if stat == "draw_by_ability":
        assert "7.6.4.1" in cited(r)


# vg 9.7.2: the normal ride from the ride deck takes a face-down unit there; a face-up one (back by
# 4.18.4, kept apart by 4.18.5) is refused
_RIDE_DECK = """players:
  A:
    vanguard: {name: 二の竜, type: normal, grade: 2}
    ride_deck: [{name: 三の竜, type: normal, grade: 3FACE}]
    hand: [{name: 捨て札, type: normal, grade: 0}]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - {do: ride_phase, card: 三の竜, from: ride_deck, discard: 捨て札}
"""


@pytest.mark.parametrize(
    ("face", "ridden"), [(", face: up", False), (", face: down", True), ("", True)]
)
def test_vg_a_face_up_ride_deck_card_is_not_normal_ridden(face: str, ridden: bool) -> None:
    r = vg_run(_RIDE_DECK.replace("FACE", face), phase="ride")
    assert (zone_names(r, "A", "ride_deck") == []) is ridden
    if not ridden:
        assert {"9.7.2", "4.18.5"} <= cited(r)


# vg 11.2.3 / 11.2.4: 「そうしたら」 after a step not done (1.3.2.1: a standing unit stood) — the
# sentence is not done, and that is a reason of what it would have changed (the hand)
_IF_DONE = """players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3}
    left_front: {name: 剣士, type: normal, grade: 2, state: STATE}
    hand: []
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - do: main_phase
    actions:
      - {do: resolve_text, player: A, text: "あなたのリアガードを１枚選び、【スタンド】する。そうしたら、１枚引く。"}
choices:
  - {player: A, choose: 剣士}
ask: [A.hand]
"""


@pytest.mark.parametrize(("state", "hand"), [("stand", 0), ("rest", 1)])
def test_vg_if_done_after_a_step_not_done_is_a_reason(state: str, hand: int) -> None:
    r = vg_run(_IF_DONE.replace("STATE", state))
    assert len(zone_names(r, "A", "hand")) == hand
    if not hand:
        assert {"1.3.2.1", "11.2.3", "11.2.4"} <= set(r.main.decided_by)


# vg 4.11.2.1: a card put face down in the damage zone is a card of it: the sixth loses (13.2.2),
# and the ruling names the clause that says so
_FACE_DOWN_DAMAGE = """players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3}
    damage: 5
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - do: main_phase
    actions:
      - {do: resolve_text, player: A, text: "山札の上から１枚を、あなたのダメージゾーンにFACE置く。"}
"""


@pytest.mark.parametrize("face", ["裏向きで", ""])
def test_vg_a_face_down_damage_card_counts_for_the_sixth(face: str) -> None:
    r = vg_run(_FACE_DOWN_DAMAGE.replace("FACE", face))
    assert r.outcome.get("loser") == "A"
    assert ("4.11.2.1" in r.main.decided_by) is bool(face)


# vg 7.24.3 against 1.3.2 (the audit's effect_blast_short): an effect's counter blast with some
# face-up damage cards but fewer than its number — both readings run; with none or enough, no point
_BLAST = """players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3}
    damage: [DAMAGE]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - do: main_phase
    actions:
      - {do: resolve_text, player: A, text: "【カウンターブラスト】(2)を払う。"}
ask: [傷一.face]
"""


@pytest.mark.parametrize(
    ("damage", "raised"),
    [
        ("{name: 傷一, type: normal}, {name: 傷二, type: normal, face: down}", True),
        ("{name: 傷一, type: normal}, {name: 傷二, type: normal}", False),
        ("{name: 傷一, type: normal, face: down}", False),
    ],
)
def test_vg_an_effects_counter_blast_short_of_face_up_cards_is_a_reading(
    damage: str, raised: bool
) -> None:
    r = vg_run(_BLAST.replace("DAMAGE", damage))
    points = [c.option for lf in r.leaves + r.alternates for c in lf.choices if c.reading]
    assert bool(points) is raised
    if raised:
        assert set(points) == {"not_done", "as_far_as_possible"}
        faces = {
            c.option: lf.outcome["state"]["傷一.face"]
            for lf in r.leaves + r.alternates
            for c in lf.choices
            if c.reading
        }
        assert faces == {"not_done": "up", "as_far_as_possible": "down"}


# vg 8.2.1.2 (the audit's ride_deck_without_grade_zero): a ride deck with no grade 0 unit and a main
# deck with one — the first vanguard: none (as written, 1.3.2) or the main deck's; a ride deck with
# a grade 0 raises nothing of it
_RIDE_DECK_SETUP = """  A:
    ride_deck: [RIDE, {name: 二, type: normal, grade: 2}, {name: 三, type: normal, grade: 3}, {name: 三改, type: normal, grade: 3}]
    deck: [{name: 始動, type: normal, grade: 0}, 49]
  B:
    deck: [{name: 見習い, type: normal, grade: 0}, 49]"""
_SETUP = "{do: game_setup, first: A, vanguard: {B: 見習い}, mulligan: {A: 0, B: 0}}"


@pytest.mark.parametrize(
    ("ride", "raised"),
    [("{name: 一, type: normal, grade: 1}", True), ("{name: 零, type: normal, grade: 0}", False)],
)
def test_vg_a_ride_deck_without_a_grade_zero_is_a_reading(ride: str, raised: bool) -> None:
    r = setup_ruling("vg", _RIDE_DECK_SETUP.replace("RIDE", ride), _SETUP)
    taken = {
        c.option: lf.final.players["A"].zones["field.vanguard"]
        for lf in r.leaves + r.alternates
        for c in lf.choices
        if c.reading and "8.2.1.2" in c.clauses
    }
    assert bool(taken) is raised
    if raised:
        assert not taken["not_done"]
        assert [c.name for c in taken["main_deck"]] == ["始動"]


# vs 1.3.2.1 / 8.6.5: 「このカードをレストしてもよい。そうしたら、…1枚引く」 on a card already resting:
# the player says yes, the rest is not done (already in that state), and 「そうしたら」 finds a step
# that could not be done — nothing more happens (8.6.5); standing, it is rested and draws
_VS_REST = """
game: vs
title: t
turn: {player: A, number: 5, phase: attack}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: 1
    ring: {name: 美希, ap: 1000, dp: 3000}
    bench:
      left: {name: 雪歩, ap: 1000, dp: 1000, state: STATE, text: "[ベンチ]あなたのリングのカードがアタックされた時、このカードをレストしてもよい。そうしたら、あなたは1枚引く。"}
actions:
  - {do: attack, support: 春香}
choices:
  - {player: B, at: optional, choose: "yes"}
ask: [B.hand]
"""


@pytest.mark.parametrize(("state", "hand"), [("rest", 1), ("stand", 2)])
def test_vs_resting_a_resting_card_then_if_done(state: str, hand: int) -> None:
    r = resolve(loads(_VS_REST.replace("STATE", state)))
    assert r.outcome["state"] == {"B.hand": hand}
    if state == "rest":
        assert {"1.3.2.1", "8.6.5"} <= set(r.main.decided_by)


# vs 4.13.4: only the first player's first turn turns a partner attack into a normal one; in the
# second player's first turn (turn 2) the partner attack stands, and the exception read is a reason
_VS_PARTNER = """
game: vs
title: t
turn: {player: B, number: NUMBER, first_player: A, phase: attack}
players:
  A:
    deck: [{name: 春香, ap: 1000, dp: 1000}, 5]
    hand: 0
    ring: {name: 千早, title: 歌姫, ap: 2000, dp: 5000}
  B:
    deck: 10
    ring: {name: 美希, title: ミキ, ap: 1000, dp: 3000, partner_name: 響, partner_title: 沖縄}
    bench: {left: {name: 響, title: 沖縄, ap: 1000, dp: 1000}}
actions:
  - {do: attack, support: 響}
ask: [千早.zone]
"""


@pytest.mark.parametrize(("number", "read"), [(2, True), (4, False)])
def test_vs_the_second_players_first_turn_partner_attack_stands(number: int, read: bool) -> None:
    r = resolve(loads(_VS_PARTNER.replace("NUMBER", str(number))))
    assert r.outcome["state"] == {"千早.zone": "A.retire"}
    assert ("4.13.4" in r.main.decided_by) is read


# vs 2.14.5 / 8.5.1.3.2: an automatic technique's 「[…]」 is its cost: with an empty hand
# 「[手札を1枚控え室に置く]」 cannot be paid and the technique is not used; with a hand card it is
_VS_COST = """
game: vs
title: t
turn: {player: A, number: 4, phase: attack}
players:
  A:
    deck: 10
    hand: HAND
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング][手札を1枚控え室に置く]このカードがアタックした時、相手のリングのカードを+0/-2000。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B: {deck: 10, ring: {name: 美希, ap: 1000, dp: 3000}}
actions:
  - {do: attack, support: 春香}
choices:
  - {player: A, at: auto_cost, choose: "yes"}
ask: [美希.zone]
"""


@pytest.mark.parametrize(("hand", "zone"), [(0, "B.ring"), (1, "B.retire")])
def test_vs_an_automatic_techniques_bracket_is_its_cost(hand: int, zone: str) -> None:
    r = resolve(loads(_VS_COST.replace("HAND", str(hand))))
    # (DP 3000 against 1000 damage survives; DP 1000 after -2000 is retired)
    assert r.outcome["state"] == {"美希.zone": zone}
    if not hand:
        assert {"2.14.5", "8.5.1.3.2"} <= set(r.main.decided_by)


# vs 8.1.1.4: a continuous 「手札上限はN枚になる」 whose card left its [領域] in the replay sets no
# limit; the end phase discards to 5 (3.7.4.1) and says why
_VS_LIMIT = """
game: vs
title: t
turn: {player: A, number: 6, phase: attack}
players:
  A:
    deck: [{name: 雪歩, ap: 1000, dp: 1000}, 5]
    hand: 7
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]あなたの手札上限は7枚になる。"}
  B: {deck: 10, ring: {name: 美希, ap: 1000, dp: 3000}}
actions:
  MOVE
  - {do: end_phase}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("move", "hand"),
    [("- {do: put, card: 千早, to: retire}\n  - {do: check_timing}", 5), ("", 7)],
)
def test_vs_a_hand_limit_text_gone_with_its_card(move: str, hand: int) -> None:
    r = resolve(loads(_VS_LIMIT.replace("MOVE", move)))
    assert r.outcome["state"] == {"A.hand": hand}
    if hand == 5:
        assert {"8.1.1.4", "3.7.4.1"} <= set(r.main.decided_by)


# vs 12.3.1 / 9.7.1: a surprise turned face up by an effect triggers nothing and goes to the
# waiting room, named as such; one turned by its own condition goes there after its text resolves
_VS_SURPRISE = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: [{name: 雪歩, ap: 1000, dp: 1000}, 5]
    ring: {name: 美希, ap: 1000, dp: 2000}
    surprise: {name: 真, text: "{surprise}[相手のカードがアタックした時]→あなたのリングのカードを+0/+2000。"}
actions:
  FLIP
  - {do: attack, support: 春香}
choices:
  - {player: B, at: surprise, choose: "yes"}
ask: [美希.zone, 真.zone]
"""


@pytest.mark.parametrize(
    ("flip", "ring"),
    [
        ("- do: ability_phase\n    actions:\n      - {do: orient, card: 真, to: up}", "B.retire"),
        ("", "B.ring"),
    ],
)
def test_vs_a_surprise_turned_up_by_an_effect_triggers_nothing(flip: str, ring: str) -> None:
    r = resolve(loads(_VS_SURPRISE.replace("FLIP", flip)))
    assert r.outcome["state"] == {"美希.zone": ring, "真.zone": "B.waiting"}
    away = [s for s in r.main.trace.steps if s.event == "move" and "9.7.1" in s.clauses]
    assert away and ("12.3.1" in away[-1].clauses) is bool(flip)


# vs 4.3.4 / 8.1.1.5: a cancel with steps after 「…キャンセルする。」 does them as it resolves, by the
# player who used it (its 「あなた」), in A's turn too
_VS_CANCEL = """
game: vs
title: t
turn: {player: A, number: 4, phase: attack}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]このカードがアタックした時、あなたは1枚引く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: [{name: 真, text: "{cancel}[手札][このカードを控え室に置く]相手の技を1つ選び、キャンセルする。TAIL"}]
    ring: {name: 美希, ap: 1000, dp: 3000}
actions:
  - {do: attack, support: 春香}
choices:
  - {player: B, at: cancel, choose: 真}
ask: [A.hand, B.hand]
"""


@pytest.mark.parametrize(("tail", "b_hand"), [("あなたは1枚引く。", 1), ("", 0)])
def test_vs_a_cancels_further_steps_are_its_users(tail: str, b_hand: int) -> None:
    r = resolve(loads(_VS_CANCEL.replace("TAIL", tail)))
    assert r.main.outcome["state"] == {"A.hand": 0, "B.hand": b_hand}
    if tail:
        assert "4.3.4" in r.main.decided_by


# vs 2.7.2 (the audit's partner_pairs_crossed): a supporter matching one printed pair's partner name
# and another pair's title — both readings run; a whole pair raises nothing
_VS_PAIRS = """
game: vs
title: t
turn: {player: A, number: 4, phase: attack}
players:
  A:
    deck: 10
    ring: {name: 千早, title: 歌姫, ap: 1000, dp: 2000, partner_name: 春香/やよい, partner_title: リーダー/元気}
    bench: {left: {name: 春香, title: TITLE, ap: 1000, dp: 1000}}
  B:
    deck: [{name: 雪歩, ap: 1000, dp: 1000}, 5]
    hand: 0
    ring: {name: 美希, title: ミキ, ap: 1000, dp: 3000}
actions:
  - {do: attack, support: 春香}
ask: [美希.zone]
"""


@pytest.mark.parametrize(("title", "raised"), [("元気", True), ("リーダー", False)])
def test_vs_partner_names_and_titles_crossed_is_a_reading(title: str, raised: bool) -> None:
    r = resolve(loads(_VS_PAIRS.replace("TITLE", title)))
    zones = {
        c.option: lf.outcome["state"]["美希.zone"]
        for lf in r.leaves + r.alternates
        for c in lf.choices
        if c.reading and "2.7.2" in c.clauses
    }
    if raised:
        assert zones == {"each_one": "B.retire", "pairs": "B.ring"}
    else:
        assert not zones
        assert r.main.outcome["state"] == {"美希.zone": "B.retire"}


# vs 8.1.1 / 2.14.4 against 8.1.1.2.1 (the audit's technique_without_area): an automatic technique
# printed with no [領域] — not in force under the engine's reading, triggering under the other;
# printed with one, it triggers and raises nothing
_VS_NO_AREA = """
game: vs
title: t
turn: {player: B, number: 5, phase: attack}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 3000}
    bench: {left: {name: 雪歩, ap: 1000, dp: 1000, text: "AREA相手のカードがアタックした時、あなたは1枚引く。"}}
  B:
    deck: 10
    ring: {name: 美希, ap: 1000, dp: 3000}
    bench: {left: {name: 響, ap: 1000, dp: 1000}}
actions:
  - {do: attack, support: 響}
ask: [A.hand]
"""


@pytest.mark.parametrize("area", ["", "[ベンチ]"])
def test_vs_a_technique_printed_without_an_area_is_a_reading(area: str) -> None:
    r = resolve(loads(_VS_NO_AREA.replace("AREA", area)))
    hands = {
        c.option: lf.outcome["state"]["A.hand"]
        for lf in r.leaves + r.alternates
        for c in lf.choices
        if c.reading and "2.14.4" in c.clauses
    }
    if area:
        assert not hands and r.main.outcome["state"] == {"A.hand": 1}
    else:
        assert hands == {"not_in_force": 0, "works": 1}


# ws 5.1.2.3 / 5.1.2.4: a climax whose text lifts its same-name limit still counts toward the 8
# climaxes; the rejection names the replacement that does not reach that condition
_WS_CLIMAX = """  A:
    deck:
      - {name: 祝祭の鐘, type: climax, trigger: soul, text: "TEXT", count: 10}
      - {name: 見習い, type: character, level: 0, count: 4}
      - 36
  B: {deck: 50}"""


@pytest.mark.parametrize(
    ("text", "lifted"),
    [
        ("このカードと同じカード名のカードは、デッキに好きな枚数入れることができる。", True),
        ("", False),
    ],
)
def test_ws_a_lifted_climax_still_counts_toward_eight(text: str, lifted: bool) -> None:
    r = setup_ruling(
        "ws", _WS_CLIMAX.replace("TEXT", text), "{do: game_setup, first: A, mulligan: {A: 0, B: 0}}"
    )
    assert "クライマックスが10枚" in rejection(r)
    refused = [s for i in r.main.rejected for s in [r.main.trace[i]]]
    assert ("5.1.2.4" in {c for s in refused for c in s.clauses}) is lifted


# ws 9.2.3 / 8.4.2.2: a cost of two deck cards with one in the deck and cards in the waiting room —
# no refresh while a cost is paid, so it cannot be paid; with an empty waiting room the refusal does
# not name 9.2.3
_WS_ACCEL = """
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    clock: 2
    deck: 1
    waiting_room: WAITING
    stage: {center_front: {name: 甲, type: character, level: 1, power: 4000, soul: 1, text: "【起】 加速 ［自分の山札の上から2枚を、クロック置場に置く］ そのターン中、このカードのパワーを＋3000。"}}
  B: {deck: 10}
actions:
  - {do: activate, card: 甲}
ask: [甲.power]
"""


@pytest.mark.parametrize("waiting", [5, 0])
def test_ws_no_refresh_while_a_cost_is_paid(waiting: int) -> None:
    r = resolve(loads(_WS_ACCEL.replace("WAITING", str(waiting))))
    assert r.main.outcome["state"] == {"甲.power": 4000}
    assert r.main.rejected
    assert ("9.2.3" in r.main.decided_by) is bool(waiting)
