"""ws rules found by the round-30 blind set moved into development (round 30, s26rulesWS), each on a
minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

# ---------------- 3.1.5 several cards put into an ordered pile (deck, clock, stock) at once by one
# instruction: their owner decides the order (not the player resolving the effect)

TO_DECK = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A: {deck: 10%(hand)s}
  B:
    stage:
      left_front: {name: 乙, type: character, level: 1, power: 4000, soul: 1}
      center_front: {name: 丙, type: character, level: 1, power: 5000, soul: 1}
    clock: 2
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "%(text)s"}
choices: %(choices)s
ask: [乙.zone, 丙.zone]
"""

TWO_TO_DECK = "相手の前列のキャラを%(n)s枚選び、山札の上に置く。その後、相手の山札の上から1枚を、クロック置場に置く。"


def _state(r: object) -> dict:
    return r.outcome["state"]  # type: ignore[attr-defined]


def test_the_owner_orders_two_characters_put_on_its_deck_together() -> None:
    for top, under in (("丙", "乙"), ("乙", "丙")):
        r = resolve(
            loads(
                TO_DECK
                % {
                    "hand": "",
                    "text": TWO_TO_DECK % {"n": 2},
                    "choices": f"[{{player: B, at: order, choose: {top}}}]",
                }
            )
        )
        assert _state(r)[f"{top}.zone"] == "B.clock"
        assert _state(r)[f"{under}.zone"] == "B.deck"
        assert "3.1.5" in r.decided_by


def test_the_order_left_unanswered_is_a_branch_on_the_owners_choice() -> None:
    r = resolve(loads(TO_DECK % {"hand": "", "text": TWO_TO_DECK % {"n": 2}, "choices": "[]"}))
    assert len(r.leaves) >= 2
    assert {lf.outcome["state"]["丙.zone"] for lf in r.leaves} == {"B.clock", "B.deck"}


def test_one_card_put_on_the_deck_asks_no_order() -> None:
    r = resolve(
        loads(
            TO_DECK
            % {
                "hand": "",
                "text": "相手の前列のキャラを1枚選び、山札の上に置く。",
                "choices": "[{player: A, choose: 丙}]",
            }
        )
    )
    assert _state(r)["丙.zone"] == "B.deck"
    assert "3.1.5" not in r.decided_by


HAND_TO_DECK = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    hand: [{name: 甲, type: character}, {name: 丁, type: character}]
    deck: 10
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたは自分の手札を2枚選び、山札の上に置く。その後、あなたは1枚引く。"}
choices: [{player: A, at: order, choose: %(top)s}]
ask: [甲.zone, 丁.zone]
"""


def test_cards_from_a_hidden_zone_put_together_are_ordered_by_their_owner_too() -> None:
    for top, other in (("甲", "丁"), ("丁", "甲")):
        r = resolve(loads(HAND_TO_DECK % {"top": top}))
        assert _state(r)[f"{top}.zone"] == "A.hand"
        assert _state(r)[f"{other}.zone"] == "A.deck"
        assert {"3.1.5", "3.1.5.1"} <= set(r.decided_by)


# ---------------- 10.14.1 フォース: 「…相手の前列のキャラを2枚選び、【スタンド】して入れ替える」 (the
# te-form orientation with no object: the chosen pair) runs as 「それぞれを【スタンド】して」 does

FORCE = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    stock: 2
    stage:
      center_front: {name: 力の主, type: character, level: 1, power: 5000, soul: 1,
        text: "【自】 フォース ［(1)］ あなたのクライマックスフェイズの始めに、あなたはコストを払ってよい。そうしたら、相手の前列のキャラを2枚選び、%(act)s入れ替える。"}
      left_front: {name: 感応者, type: character, level: 1, power: 3000, soul: 1,
        text: "【自】 あなたが『フォース』を使った時、そのターン中、このカードのパワーを＋1500。"}
    deck: 10
  B:
    stage:
      left_front: {name: 左, type: character, level: 1, power: 4000, soul: 1, state: rest}
      center_front: {name: 中, type: character, level: 1, power: 4000, soul: 1, state: %(state)s}
    deck: 10
actions:
  - {do: climax_phase}
choices:
  - {player: A, at: optional, choose: yes}
ask: [B.left_front, B.center_front, A.stock, 感応者.power]
"""


def test_force_stands_and_swaps_the_two_chosen() -> None:
    for act in ("【スタンド】して", "それぞれを【スタンド】して"):
        r = resolve(loads(FORCE % {"act": act, "state": "rest"}))
        st = _state(r)
        assert not r.outcome.get("may_depend_on_unsupported")
        assert st["B.left_front"] == ["中"] and st["B.center_front"] == ["左"]
        assert st["A.stock"] == 1 and st["感応者.power"] == 4500
        assert {"10.14.3", "8.8.1"} <= set(r.decided_by)
        b = next(lf for lf in r.leaves).ctx
        assert all(c.orientation == "stand" for c in b.zone("B", "stage.left_front"))


def test_a_swap_with_no_orientation_keeps_each_ones() -> None:
    r = resolve(loads(FORCE % {"act": "", "state": "stand"}))
    ctx = r.leaves[0].ctx
    assert [c.orientation for c in ctx.zone("B", "stage.center_front")] == ["rest"]
    assert "3.6.3" in r.decided_by


# ---------------- the unsettled point pair_step_in_part: an effect's act on two chosen cards
# together that can be done on one only (one could be chosen; one of the two may not move)


def _reading(r: object, key: str) -> object:
    leaves = [
        lf
        for lf in r.leaves + r.alternates
        if any(c.reading and c.option == key for c in lf.choices)
    ]  # type: ignore[attr-defined]
    assert leaves, key
    return leaves[0]


ONE_FRONT = FORCE.replace(
    "      center_front: {name: 中, type: character, level: 1, power: 4000, soul: 1, state: %(state)s}\n",
    "",
)


def test_a_stand_and_swap_with_one_chosen_is_run_under_both_readings() -> None:
    r = resolve(loads(ONE_FRONT % {"act": "【スタンド】して", "state": "rest"}))
    assert any(set(cl) >= {"8.6.3.1.2", "1.3.2", "10.14.1"} for cl, _both in _points(r))
    stood = _reading(r, "as_far_as_possible").ctx  # type: ignore[attr-defined]
    kept = _reading(r, "not_done").ctx  # type: ignore[attr-defined]
    assert [c.orientation for c in stood.zone("B", "stage.left_front")] == ["stand"]
    assert [c.orientation for c in kept.zone("B", "stage.left_front")] == ["rest"]


def _points(r: object) -> list:
    from ruling.resolve import raised_points

    return raised_points(r)  # type: ignore[arg-type]


def test_no_character_to_choose_is_settled_the_effect_is_ignored() -> None:
    empty = ONE_FRONT.replace(
        "    stage:\n      left_front: {name: 左, type: character, level: 1, power: 4000, soul: 1, state: rest}\n",
        "",
    )
    r = resolve(loads(empty % {"act": "【スタンド】して", "state": "rest"}))
    assert not _points(r)
    assert "8.6.3.1.3" in r.decided_by


def test_a_swap_with_no_orientation_and_one_chosen_raises_nothing() -> None:
    r = resolve(loads(ONE_FRONT % {"act": "", "state": "rest"}))
    assert not _points(r)


BARRED = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A: {deck: 10}
  B:
    stage:
      left_front: {name: 錨, type: character, level: 1, power: 4000, soul: 1,
        text: "【永】 このカードは他の枠に動かせない。"}
      center_front: {name: 帆, type: character, level: 1, power: 4000, soul: 1}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "相手の前列のキャラを2枚選び、入れ替える。"}
ask: [B.left_front, B.center_front, 錨.zone]
"""


def test_a_swap_of_a_pair_one_of_which_may_not_move_is_run_under_both_readings() -> None:
    r = resolve(loads(BARRED))
    part = _reading(r, "as_far_as_possible").ctx  # type: ignore[attr-defined]
    none = _reading(r, "not_done").ctx  # type: ignore[attr-defined]
    # done in part: 帆 is put into 錨's slot; two in one slot, 9.6.2 keeps the last placed
    assert [c.name for c in part.zone("B", "stage.left_front")] == ["帆"]
    assert [c.name for c in part.zone("B", "waiting_room")] == ["錨"]
    assert [c.name for c in none.zone("B", "stage.left_front")] == ["錨"]
    assert [c.name for c in none.zone("B", "stage.center_front")] == ["帆"]


def test_a_swap_of_a_free_pair_raises_nothing() -> None:
    r = resolve(
        loads(BARRED.replace("このカードは他の枠に動かせない。", "このカードのパワーを＋500。"))
    )
    assert not _points(r)
    assert _state(r)["B.left_front"] == ["帆"] and _state(r)["B.center_front"] == ["錨"]


# ---------------- 1.3.1 a player's own declaration (the main phase's exchange, an attack) stopped by
# a card's prohibition: the text beats the rule that offers it (the kin of mc and vs)

MAIN_SWAP = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage:
      center_front: {name: 錨, type: character, level: 0, power: 3000, soul: 1, text: "%(text)s"}
      left_front: {name: 帆, type: character, level: 0, power: 2000, soul: 1}
    deck: 10
  B: {deck: 10}
actions:
  - {do: swap, player: A, slot: center_front, with: left_front}
ask: [A.center_front, A.left_front]
"""


def test_the_main_phase_exchange_of_a_card_that_may_not_move_is_not_done() -> None:
    r = resolve(loads(MAIN_SWAP % {"text": "【永】 このカードは他の枠に動かせない。"}))
    assert _state(r)["A.center_front"] == ["錨"] and _state(r)["A.left_front"] == ["帆"]
    assert {"6.5.1.2.4", "1.3.1", "1.3.3"} <= set(r.decided_by)
    assert not _points(r)


def test_the_main_phase_exchange_without_a_prohibition_is_done() -> None:
    r = resolve(loads(MAIN_SWAP % {"text": "【永】 このカードのパワーを＋500。"}))
    assert _state(r)["A.center_front"] == ["帆"]
    assert "1.3.1" not in r.decided_by


# ---------------- cards put into a zone by one instruction are put there at once (3.1.5): an
# interrupt-type process (the refresh, 9.2.1) runs once all are there, not between two of them;
# a loss condition met only in the middle of the action is not checked (9.1.2.2, 9.4.1.2)

REFILL = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    deck: [末札]
    waiting_room: 0
    hand: [手札一]
    clock: 2
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "%(text)s"}
ask: [A.deck, A.clock, A.waiting_room]
"""


def test_two_cards_put_in_the_waiting_room_at_once_refresh_once() -> None:
    text = "あなたは1枚引き、その後、あなたは自分の手札を2枚選び、控え室に置く。"
    r = resolve(loads(REFILL % {"text": text}))
    assert not r.outcome.get("game_over")
    st = _state(r)
    assert (st["A.deck"], st["A.clock"], st["A.waiting_room"]) == (1, 3, 0)
    # the loss condition held between the draw and the discard only: said, not carried out
    assert {"9.1.2.2", "9.4.1.2", "9.2.2.1", "9.2.2"} <= set(r.decided_by)


def test_the_deck_drawn_empty_with_nothing_put_in_the_waiting_room_loses() -> None:
    r = resolve(loads(REFILL % {"text": "あなたは1枚引く。"}))
    assert r.outcome.get("loser") == "A"
    assert "9.4.1.2" in r.decided_by


# ---------------- the unsettled point zone_effect_newcomer: a played ability's change of every card
# of a zone off the stage, and a card entering that zone afterwards (8.9.3 / 8.9.2)

NEWCOMER = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    hand: [{name: 先客, type: character, level: 2, cost: 0, power: 7000, soul: 1}]
    deck: [{name: 後来, type: character, level: 2, cost: 0, power: 7000, soul: 1}, 9]
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "%(text)s"}
ask: [先客.level, 後来.level]
"""


def test_a_card_drawn_after_a_change_of_the_hand_is_run_under_both_readings() -> None:
    text = "そのターン中、あなたの手札のキャラすべてのレベルを－1。その後、あなたは1枚引く。"
    r = resolve(loads(NEWCOMER % {"text": text}))
    assert any(set(cl) >= {"8.9.3", "8.9.2"} for cl, both in _points(r) if both)
    fixed = _reading(r, "fixed_at_play")
    enters = _reading(r, "enters_zone")
    assert fixed.outcome["state"]["後来.level"] == 2  # type: ignore[attr-defined]
    assert enters.outcome["state"]["後来.level"] == 1  # type: ignore[attr-defined]
    assert fixed.outcome["state"]["先客.level"] == 1  # type: ignore[attr-defined]
    assert enters.outcome["state"]["先客.level"] == 1  # type: ignore[attr-defined]


def test_a_change_of_the_characters_on_the_stage_raises_no_such_point() -> None:
    # 8.9.2's example settles the stage: a character put there later is not changed
    text = "そのターン中、あなたのキャラすべてに、パワーを＋1000。"
    r = resolve(loads(NEWCOMER % {"text": text}))
    assert not any("8.9.3" in cl for cl, _both in _points(r))


# ---------------- deciding clauses cited by construction (issue 14)

COLOUR = """\
game: ws
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    level: [{name: Lv, type: %(lvtype)s, color: %(lv)s}]
    clock: [{name: Cl, type: character, color: %(cl)s}]
    stock: 1
    hand: [{name: 赤騎士, type: character, level: 1, cost: 1, power: 6000, soul: 1, color: RED}]
    deck: 10
  B: {deck: 10}
actions:
  - {do: play, player: A, card: 赤騎士, slot: center_front}
ask: [赤騎士.zone]
"""


def test_a_colour_met_by_the_level_zone_only_cites_its_face_up_cards() -> None:
    r = resolve(loads(COLOUR % {"lvtype": "climax", "lv": "RED", "cl": "BLUE"}))
    assert _state(r)["赤騎士.zone"] == "A.stage.center_front"
    assert {"8.6.2.1.1", "3.9.2.1"} <= set(r.decided_by)


def test_a_colour_met_by_the_clock_does_not_cite_the_level_zone() -> None:
    r = resolve(loads(COLOUR % {"lvtype": "character", "lv": "BLUE", "cl": "RED"}))
    assert _state(r)["赤騎士.zone"] == "A.stage.center_front"
    assert "3.9.2.1" not in r.decided_by


CLIMAX_COLOUR = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: [{name: 黄レベル, type: character, color: YELLOW}]
    clock: [{name: 黄札, type: character, color: YELLOW}]
    hand: [{name: 嵐, type: climax, color: %(colour)s}]
    deck: 10
  B: {deck: 10}
actions:
  - {do: climax_phase, card: 嵐}
ask: [嵐.zone]
"""


def test_a_climax_refused_by_its_colour_cites_that_only_the_level_is_exempted() -> None:
    r = resolve(loads(CLIMAX_COLOUR % {"colour": "GREEN"}))
    assert _state(r)["嵐.zone"] == "A.hand"
    assert {"8.6.2.1.1", "8.6.2.1.2.1"} <= set(r.decided_by)


def test_a_climax_of_a_colour_present_is_played() -> None:
    r = resolve(loads(CLIMAX_COLOUR % {"colour": "YELLOW"}))
    assert _state(r)["嵐.zone"] == "A.climax"


SHIELD = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A: {deck: 10}
  B:
    stage:
      center_front: {name: 隠者, type: character, level: 1, power: 4000, soul: 1, text: "【永】 このカードは相手の効果に選ばれない。"}
      right_front: {name: 兵, type: character, level: 1, power: 4000, soul: 1}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "相手の前列のキャラを1枚選び、手札に戻す。"}
ask: [兵.zone, 隠者.zone]
"""


def test_a_card_not_chosen_by_the_opponents_effects_cites_whose_effect_it_is() -> None:
    r = resolve(loads(SHIELD))
    assert _state(r)["兵.zone"] == "B.hand"
    assert {"4.3.3", "1.3.3", "8.6.3"} <= set(r.decided_by)


FRONT_DAMAGE = """\
game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    stage: {center_front: {name: 攻め手, type: character, level: 0, power: %(power)s, soul: 1}}
    deck: [{name: 空札, type: character, trigger: []}, 9]
  B:
    level: [{name: 青レベル, type: character, color: BLUE}]
    stock: 1
    hand:
      - {name: 返し技, type: event, level: 1, cost: 1, color: BLUE,
         text: "【カウンター】 相手のバトル中のキャラを1枚選び、【リバース】する。"}
    stage: {center_front: {name: 守り手, type: character, level: 1, power: 5000, soul: 1}}
    deck: [{name: 一枚目, type: character}, 9]
actions:
  - {do: attack, player: A, slot: center_front, kind: front%(counter)s}
ask: [B.clock]
"""


def test_an_attacker_reversed_before_the_damage_step_still_deals_damage_as_the_attacker() -> None:
    counter = ", counter: [{do: play, player: B, card: 返し技}]"
    r = resolve(loads(FRONT_DAMAGE % {"power": 3000, "counter": counter}))
    assert _state(r)["B.clock"] == 1
    assert {"7.2.1.5", "7.5.1.2", "1.3.2.1"} <= set(r.decided_by)


def test_the_damage_of_a_front_attack_cites_the_procedure_that_leads_to_it() -> None:
    r = resolve(loads(FRONT_DAMAGE % {"power": 6000, "counter": ""}))
    assert _state(r)["B.clock"] == 1
    assert {"7.5.1", "7.3.1.3", "7.4.1.3", "7.5.1.2"} <= set(r.decided_by)


ENCORE_STEP = """\
game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    stage: {left_back: {name: 番人, type: character, level: 1, power: 5000, soul: 1}}
    stock: 0
    deck: 10
  B:
    stage:
      center_front: {name: 道連れ, type: character, level: 1, power: 3000, soul: 1, state: reverse,
        text: "【自】 このカードが舞台から控え室に置かれた時、相手のキャラを1枚選び、【リバース】する。"}
    stock: 0
    deck: 10
actions:
  - {do: encore_step}
ask: [番人.zone, 道連れ.zone]
"""


def test_the_encore_step_ends_once_no_reversed_character_is_left() -> None:
    r = resolve(loads(ENCORE_STEP))
    assert _state(r)["番人.zone"] == "A.waiting_room"
    assert {"7.7.1.3", "7.7.1.2", "7.7.1.4"} <= set(r.decided_by)


LAST_LEVEL = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A: {hand: 0, deck: [{name: 得札, type: character}, 9]}
  B:
    stage:
      center_front: {name: 大将, type: character, level: 1, power: 5000, soul: 1}
      left_back: {name: 参謀, type: character, level: 1, power: 3000, soul: 1,
        text: "【永】 応援 このカードの前のあなたのキャラすべてに、レベルを＋1。"}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "相手のキャラを1枚選び、手札に戻す。そのキャラのレベルが2以上なら、あなたは1枚引く。"}
choices:
  - {player: A, at: choose, choose: 大将}
ask: [A.hand]
"""


def test_a_value_read_as_it_last_was_on_the_stage_cites_what_made_it() -> None:
    r = resolve(loads(LAST_LEVEL))
    assert _state(r)["A.hand"] == 1
    assert {"8.11.1", "10.3.2", "3.6.5"} <= set(r.decided_by)


SLOT_MOVE = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage: {center_front: {name: 甲, type: character, level: 1, power: 3000, soul: 1}}
    deck: 10
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたは自分のキャラを1枚選び、そのターン中、パワーを＋2000。"}
  - {do: swap, player: A, slot: center_front, with: left_front}
choices:
  - {player: A, at: choose, choose: 甲}
ask: [甲.power]
"""


def test_an_effect_follows_a_character_moved_between_slots() -> None:
    r = resolve(loads(SLOT_MOVE))
    assert _state(r)["甲.power"] == 5000
    assert {"8.9.2", "3.1.4", "6.5.1.2.4"} <= set(r.decided_by)


# ---------------- chapter 10 audit: the unsettled point replacement_into_prohibited (大活躍 10.6.2
# replacing an attack by a front attack the attacker may not make)

STAR = """\
game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    stage:
      left_front: {name: 攻め手, type: character, level: 1, power: 3000, soul: 1, text: "%(ban)s"}
    deck: 10
  B:
    stage:
      center_front: {name: 星, type: character, level: 1, power: 3000, soul: 1, text: "【永】 大活躍"}
    deck: 10
actions:
  - {do: attack, player: A, slot: left_front, kind: direct}
ask: [B.clock]
"""


def test_great_performance_against_an_attacker_that_may_not_front_attack_is_flagged() -> None:
    r = resolve(loads(STAR % {"ban": "【永】 このカードはフロントアタックできない。"}))
    assert any({"8.10.1", "8.10.3", "1.3.3", "10.6.2"} <= set(cl) for cl, _both in _points(r))
    assert _state(r)["B.clock"] == 0


def test_great_performance_against_a_free_attacker_raises_nothing() -> None:
    r = resolve(loads(STAR % {"ban": "【永】 このカードのパワーを＋500。"}))
    assert not any("8.10.3" in cl for cl, _both in _points(r))
    assert {"10.6.2"} <= set(r.decided_by)


# ---------------- the kin in vg: a fighter's attack declaration stopped by a prohibition cites the
# card's text over the rule that offers it (vg 1.3.1) beside the prohibition principle (1.3.3)

VG_BANNED_ATTACK = """\
game: vg
title: t
turn: {player: A, number: 6, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000%(text)s}
    deck: [{name: 山札, type: normal, grade: 1, count: 10}]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: [{name: 札, type: normal, grade: 1, count: 10}]
actions:
  - {do: attack}
ask: [B.damage]
"""


def test_vg_an_attack_a_prohibition_stops_cites_the_text_over_the_rule() -> None:
    r = resolve(
        loads(VG_BANNED_ATTACK % {"text": ', text: "【永】：このユニットはアタックできない。"'})
    )
    assert _state(r)["B.damage"] == 0
    assert {"10.4.1.3", "1.3.3", "1.3.1"} <= set(r.decided_by)


def test_vg_an_attack_not_prohibited_hits() -> None:
    r = resolve(loads(VG_BANNED_ATTACK % {"text": ""}))
    assert _state(r)["B.damage"] == 1
    assert "1.3.3" not in r.decided_by


def test_force_declined_is_not_used() -> None:
    declined = FORCE.replace("choose: yes}", "choose: no}")
    r = resolve(loads(declined % {"act": "【スタンド】して", "state": "rest"}))
    st = _state(r)
    assert st["A.stock"] == 2 and st["感応者.power"] == 3000
    assert st["B.left_front"] == ["左(rest)"]
