"""vs rules and card-text constructions found through the round-28 blind files (s24rulesA;
round 28), each on a minimal case with its neighbour that must not change (issue 14)."""

from __future__ import annotations

from typing import Any

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import main_state as _state


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


def _unsupported(r: Any) -> list[str]:
    return [str(w) for w in r.warnings() if "未対応" in str(w)]


# --- 「（あなた|相手）の（リング|ベンチの）カードが（控え室|リタイヤ置場）に置かれた時」: a zone-move
# trigger on each card of that player's moved from the zone named to the zone named (8.6.6, 8.6.3)

_MOVED = """game: vs
title: t
turn: {player: A, number: 4, phase: ability, first_player: A}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードを控え室に置く]%s"}
  B:
    deck: 10
    hand: 0
    waiting: 0
    ring: {name: 美希, ap: 2000, dp: 3000, text: "[リング]%s、あなたは1枚引く。"}
    bench:
      left: {name: 真, ap: 1000, dp: 1000}
      right: {name: 雪歩, ap: 1000, dp: 1000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [B.hand, B.waiting]
"""

_TWO = "相手のベンチのカードを2枚選び、相手の控え室に置く。"


def test_two_bench_cards_moved_at_once_meet_the_trigger_twice() -> None:
    r = _run(_MOVED % (_TWO, "あなたのベンチのカードが控え室に置かれた時"))
    assert not _unsupported(r)
    assert _state(r, "B.waiting") == 2
    assert _state(r, "B.hand") == 2
    assert {"8.6.3", "8.6.6"} <= set(r.decided_by)


def test_variant_any_zone_of_yours_to_the_waiting_room() -> None:
    r = _run(_MOVED % (_TWO, "あなたのカードが控え室に置かれた時"))
    assert not _unsupported(r)
    assert _state(r, "B.hand") == 2


def test_neighbour_the_opponents_cards_moved_do_not_meet_yours() -> None:
    """The bench cards are B's: 美希's 「相手のベンチのカードが…」 (A's) is not met; 律子's own
    move (A's bench card, its cost) is: one draw."""
    r = _run(_MOVED % (_TWO, "相手のベンチのカードが控え室に置かれた時"))
    assert not _unsupported(r)
    assert _state(r, "B.hand") == 1


def test_neighbour_another_destination_is_not_met() -> None:
    r = _run(_MOVED % (_TWO, "あなたのベンチのカードがリタイヤ置場に置かれた時"))
    assert not _unsupported(r)
    assert _state(r, "B.hand") == 0


# --- 「[領域]（相手|あなた）はカードを引けない」: a continuous prohibition of a player's draws
# (1.3.3; 1.3.1 the text over the rules' draw; 8.1.1.4 in force in its [領域]) ---

_NO_DRAW = """game: vs
title: t
turn: {player: A, number: 4, phase: chara, first_player: A}
players:
  A:
    deck: 10
    hand: [{name: 雪歩, level: 1, ap: 1000, dp: 1000}, {name: 真, level: 1, ap: 1000, dp: 1000}]
    energy: [{state: stand}]
    ring: {name: 千早, ap: 2000, dp: 2000%s}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000%s}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000%s}
actions:
  - do: chara_phase
    actions:
      - {do: set_surprise, card: 雪歩}
ask: [A.surprise, A.deck, A.hand]
"""
_T = ', text: "%s"'


def test_a_draw_the_rules_instruct_is_not_done_under_a_prohibition() -> None:
    r = _run(_NO_DRAW % ("", "", _T % "[ベンチ]相手はカードを引けない。"))
    assert not _unsupported(r)
    assert _state(r, "A.surprise") == 1
    assert _state(r, "A.deck") == 10
    assert {"1.3.1", "8.1.1.4"} <= set(r.decided_by)


def test_variant_the_player_prohibited_is_the_master() -> None:
    r = _run(_NO_DRAW % (_T % "[リング]あなたはカードを引けない。", "", ""))
    assert not _unsupported(r)
    assert _state(r, "A.deck") == 10


def test_neighbour_out_of_its_area_the_prohibition_is_not_in_force() -> None:
    """[ベンチ] printed on the ring card: not in force (8.1.1.4) — A draws."""
    r = _run(_NO_DRAW % ("", _T % "[ベンチ]相手はカードを引けない。", ""))
    assert _state(r, "A.deck") == 9


def test_neighbour_the_other_player_is_not_prohibited() -> None:
    r = _run(_NO_DRAW % ("", "", _T % "[ベンチ]あなたはカードを引けない。"))
    assert _state(r, "A.deck") == 9


# --- 「相手のサプライズ置場のカードを表にする」: the shared face step (4.9.1.5); by an effect its text
# does not trigger (12.3.1) and the rule process moves it to the waiting room (9.7.1) ---

_FLIP = """game: vs
title: t
turn: {player: A, number: 4, phase: ability, first_player: A}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}
  B:
    deck: 10
    waiting: 0
    ring: {name: 美希, ap: 2000, dp: 3000}
    surprise: %s
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [B.surprise, B.waiting]
"""
_SURPRISE = '{name: 雪歩, face: down, text: "{surprise}[相手のカードがアタックした時]→このカードを+1000/+0。"}'


def test_a_surprise_turned_face_up_by_an_effect_goes_to_the_waiting_room() -> None:
    r = _run(_FLIP % ("相手のサプライズ置場のカードを表にする。", _SURPRISE))
    assert not _unsupported(r)
    assert _state(r, "B.surprise") == 0
    assert _state(r, "B.waiting") == 1
    assert {"4.9.1.5", "12.3.1", "9.7.1"} <= set(r.decided_by)


def test_neighbour_an_empty_surprise_zone_nothing_is_turned() -> None:
    r = _run(_FLIP % ("相手のサプライズ置場のカードを表にする。", "0"))
    assert not _unsupported(r)
    assert _state(r, "B.waiting") == 0


def test_neighbour_the_own_surprise_zone_named_leaves_the_opponents() -> None:
    r = _run(_FLIP % ("あなたのサプライズ置場のカードを表にする。", _SURPRISE))
    assert not _unsupported(r)
    assert _state(r, "B.surprise") == 1


# --- unsettled: a card that comes to its [領域] during the end phase with an end-phase technique
# (6.8.1.5 / 6.8.1.1 against 8.1.1.2.1), each reading run ---

_LATE = """game: vs
title: t
turn: {player: A, number: 4, phase: attack, first_player: A}
players:
  A:
    deck:
      - {name: 伊織, ap: 1000, dp: 2000, text: "[リング]エンドフェイズの始めに、あなたは1枚引く。"}
      - {name: 山札2, ap: 1000, dp: 1000}
      - 8
    hand: 0
    waiting: 0
    ring: %s
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ]エンドフェイズの始めに、あなたは自分のリングのカードを選び、自分の控え室に置く。"}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: end_phase}
ask: [A.hand]
"""


def test_a_card_come_during_the_end_phase_gives_each_reading() -> None:
    r = _run(_LATE % "{name: 千早, ap: 2000, dp: 2000}")
    hands = {lf.outcome["state"]["A.hand"] for lf in [*r.leaves, *r.alternates]}
    assert hands == {0, 1}
    assert any("エンドフェイズの始めより後に" in str(w) for w in r.warnings())


def test_neighbour_a_card_there_from_the_start_triggers_unflagged() -> None:
    """伊織 in the ring from the start: it triggers at the first start (6.8.1.1), no point."""
    r = _run(
        (
            _LATE
            % '{name: 伊織2, ap: 2000, dp: 2000, text: "[リング]エンドフェイズの始めに、あなたは1枚引く。"}'
        ).replace(
            "[ベンチ]エンドフェイズの始めに、あなたは自分のリングのカードを選び、自分の控え室に置く。",
            "",
        )
    )
    assert not any("エンドフェイズの始めより後に" in str(w) for w in r.warnings())
    assert _state(r, "A.hand") == 1


# --- citations by construction: a technique of several actions rests on 8.1.1.5; a cancel used
# with nothing to cancel on 12.1.1 and 8.5.1.3.1 ---

_STEPS = """game: vs
title: t
turn: {player: A, number: 4, phase: ability, first_player: A}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [A.hand]
"""


def test_a_technique_of_two_actions_cites_the_order_written() -> None:
    r = _run(_STEPS % "あなたは1枚引く。あなたのリングのカードを+1000/+0。")
    assert _state(r, "A.hand") == 1
    assert "8.1.1.5" in r.decided_by


def test_neighbour_a_technique_of_one_action_does_not() -> None:
    r = _run(
        (_STEPS % "あなたのリングのカードを+1000/+0。").replace("ask: [A.hand]", "ask: [千早.ap]")
    )
    assert _state(r, "千早.ap") == 3000
    assert "8.1.1.5" not in r.decided_by


def test_a_cancel_with_nothing_to_cancel_cites_its_cost_rule() -> None:
    text = """game: vs
title: t
turn: {player: A, number: 4, phase: ability, first_player: A}
players:
  A:
    deck: 10
    hand: [{name: 真, ap: 1000, dp: 1000, text: "{cancel}[手札][このカードを控え室に置く]相手の技を1つ選び、キャンセルする。"}]
    ring: {name: 千早, ap: 2000, dp: 2000}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 真, allowed: false}]
"""
    r = _run(text)
    assert not check_expect(r), check_expect(r)
    assert {"12.1.1", "8.5.1.3.1", "8.1.1.1.3"} <= set(r.decided_by)


# --- 「A。この効果は、<条件>時のみ有効。」: the effect valid only while the condition holds (8.3.3),
# the shared ``validity_condition`` (the same ability as 「<条件>なら、A。」) ---

_VALID = """game: vs
title: t
turn: {player: A, number: 4, phase: ability, first_player: A}
players:
  A:
    deck: 10
    retire: %d
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "%s"}
  B:
    deck: 10
    retire: 2
    ring: {name: 美希, ap: 1000, dp: 2000}
actions: []
ask: [千早.ap]
"""
_ONLY = "[ベンチ]あなたのリングのカードを+2000/+0。この効果は、あなたのリタイヤが相手より多い時のみ有効。"
_NARA = "[ベンチ]あなたのリタイヤが相手より多いなら、あなたのリングのカードを+2000/+0。"


def test_an_effect_valid_only_under_a_condition_applies_while_it_holds() -> None:
    for text in (_ONLY, _NARA):
        met, unmet = _run(_VALID % (3, text)), _run(_VALID % (1, text))
        assert not _unsupported(met), text
        assert _state(met, "千早.ap") == 3000, text
        assert _state(unmet, "千早.ap") == 1000, text
    assert "8.3.3" in _run(_VALID % (1, _ONLY)).decided_by


# --- audit (round 28, playing cards): an effect's move of a ring card to the bench — a play?
# (8.4.1 / 6.5.1.2.3: recorded, ``effect_ring_to_bench_play``; the engine reads it as none) ---

_SWAP = """game: vs
title: t
turn: {player: A, number: 4, phase: ability, first_player: A}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング][このカードをレストする]自分のベンチのカードを1枚選び、リングのこのカードと入れ替える。"}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ]あなたがカードをプレイした時、あなたは1枚引く。"}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 千早}]
choices:
  - {player: A, choose: 律子}
ask: [A.hand, 千早.zone]
"""


def test_the_point_of_an_effects_ring_to_bench_move_is_recorded() -> None:
    from ruling import unsettled

    e = unsettled.entries("vs")["effect_ring_to_bench_play"]
    assert tuple(e.clauses[:2]) == ("8.4.1", "6.5.1.2.3")
    assert [x.key for x in e.readings][0] == "no_play"


def test_the_engines_reading_an_effects_move_to_the_bench_is_no_play() -> None:
    r = _run(_SWAP)
    assert not _unsupported(r)
    assert _state(r, "千早.zone").startswith("A.bench")
    assert _state(r, "A.hand") == 0
