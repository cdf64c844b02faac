"""vs rules and constructions added in round 43 (from the r43 development files), each on a
minimal board.

A card's partner gender (2.8, ``partner_gender``) is a card value, no part of the partner
definition (2.7.1); an activated technique's target not found ignores only the effects about
it, the other steps done because of that (8.5.4.1.3); a tenth retire card taken away before the
check timing is not acted on (9.1.1); 「すべてのプレイヤーは、自分の…を選び、…」: each player its
own choice, the turn player first (1.3.4); three unsettled points, both readings run:
``damage_met_by_lowered_defence`` (9.4.1 / 9.4.2), ``no_partner_made_in_resolution_step``
(4.13.2 / 7.1.5.1.1) and ``cancel_is_a_play`` (8.5.1.1 / 6.1.2)."""

from __future__ import annotations

import pytest

from ruling.scenario import ScenarioError, loads
from tests.ruling.boards import ambiguity_clauses, decided, main_state, vs_program, vs_ruling

TURN5 = "{player: A, number: 5, phase: ability, first_player: A}"
TURN4 = "{player: A, number: 4, phase: ability}"


def _partner_attack(partner_gender: str) -> object:
    return vs_ruling(
        "{deck: 10, ring: {name: 千早, title: 歌姫, ap: 2000, dp: 2000, partner_name: 春香,"
        f" partner_title: リーダー{partner_gender}}},"
        " bench: {left: {name: 春香, title: リーダー, gender: 女, ap: 1000, dp: 1000}}}",
        "{deck: 10, retire: 0, ring: {name: 美希, ap: 2000, dp: 5000}}",
        "  - {do: attack, support: 春香}",
        "[attack.kind, 美希.zone]",
        TURN5,
    )


@pytest.mark.parametrize("gender", [", partner_gender: 男", ", partner_gender: ♥", ""])
def test_partner_gender_is_no_part_of_the_partner(gender: str) -> None:
    r = _partner_attack(gender)
    assert main_state(r, "attack.kind") == "partner"
    assert main_state(r, "美希.zone") == "B.retire"
    assert "2.7.1" in decided(r)


def test_partner_gender_is_a_card_field_and_a_typo_is_not() -> None:
    with pytest.raises(ScenarioError):
        loads(
            "game: vs\ntitle: t\nturn: {player: A, number: 5, phase: ability}\nplayers:\n"
            "  A: {deck: 10, ring: {name: 千早, ap: 1, dp: 1, partner_gendre: 男}}\n"
            "  B: {deck: 10, ring: {name: 美希, ap: 1, dp: 1}}\n"
        )


def _bench_use(text: str, b: str, ask: str, choices: str = "") -> object:
    return vs_ruling(
        "{deck: 10, hand: [雪歩, 真], waiting: 0, ring: {name: 千早, ap: 2000, dp: 2000},"
        f' bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{text}"}}}}}}',
        b,
        "  - {do: use, card: 律子, ability: 1}",
        ask,
        TURN4,
        f"choices:\n{choices}\n" if choices else "",
    )


def test_target_not_found_the_other_step_rests_on_8_5_4_1_3() -> None:
    r = _bench_use(
        "[ベンチ][このカードをレストする]相手のベンチのカードを1枚選び、相手の控え室に置く。あなたは1枚引く。",
        "{deck: 10, bench: {left: 0, center: 0, right: 0}, ring: {name: 美希, ap: 2000, dp: 3000}}",
        "[A.hand]",
    )
    assert main_state(r, "A.hand") == 3
    assert "8.5.4.1.3" in decided(r)


def test_a_target_found_cites_no_8_5_4_1_3() -> None:
    r = _bench_use(
        "[ベンチ][このカードをレストする]相手のベンチのカードを1枚選び、相手の控え室に置く。あなたは1枚引く。",
        "{deck: 10, bench: {left: {name: 伊織, ap: 1, dp: 1}, center: 0, right: 0},"
        " ring: {name: 美希, ap: 2000, dp: 3000}}",
        "[A.hand]",
    )
    assert main_state(r, "A.hand") == 3
    assert "8.5.4.1.3" not in decided(r)


def test_every_player_chooses_its_own_card_turn_player_first() -> None:
    text = "[ベンチ][このカードをレストする]すべてのプレイヤーは、自分の手札を1枚選び、自分の控え室に置く。"
    (op,) = [o for o in vs_program(text).ops if o.kind == "each_player"]
    assert [o.kind for o in op.value[0]] == ["choose", "put"]
    assert op.value[1][0].by == "opponent"
    r = _bench_use(
        text,
        "{deck: 10, hand: [伊織], waiting: 0, ring: {name: 美希, ap: 2000, dp: 3000}}",
        "[A.hand, A.waiting, B.hand, B.waiting]",
        "  - {player: A, at: choose_card, choose: 雪歩}",
    )
    assert (main_state(r, "A.waiting"), main_state(r, "B.waiting"), main_state(r, "B.hand")) == (
        1,
        1,
        0,
    )
    assert "1.3.4" in decided(r)
    steps = [s for s in r.main.trace.steps if "8.5.4.1" in s.clauses and s.player]
    assert [s.player for s in steps][:1] == ["A"]


def test_tenth_retire_card_gone_before_the_check_timing() -> None:
    r = vs_ruling(
        "{deck: 10, ring: {name: 千早, ap: 2000, dp: 2000}, bench: {left: {name: 春香, ap: 1000, dp: 1000}}}",
        "{deck: 10, hand: 0, retire: 9, waiting: 0, ring: {name: 美希, ap: 2000, dp: 3000, text:"
        ' "[リング]このカードがアタックされた時、あなたのベンチのカードを1枚選び、あなたのリタイヤ置場に置く。'
        'あなたは自分のリタイヤを2枚選び、自分の控え室に置く。"},'
        " bench: {left: {name: 律子, ap: 1000, dp: 1000}, center: 0, right: 0}}",
        "  - {do: attack, support: 春香}",
        "[game_over, B.retire]",
        TURN5,
    )
    assert main_state(r, "B.retire") == 8
    assert {"9.1.1", "9.2.2"} <= decided(r)


def test_retire_never_reached_ten_cites_no_9_1_1() -> None:
    r = vs_ruling(
        "{deck: 10, ring: {name: 千早, ap: 2000, dp: 2000}, bench: {left: {name: 春香, ap: 1000, dp: 1000}}}",
        "{deck: 10, hand: 0, retire: 8, waiting: 0, ring: {name: 美希, ap: 2000, dp: 3000, text:"
        ' "[リング]このカードがアタックされた時、あなたのベンチのカードを1枚選び、あなたのリタイヤ置場に置く。'
        'あなたは自分のリタイヤを2枚選び、自分の控え室に置く。"},'
        " bench: {left: {name: 律子, ap: 1000, dp: 1000}, center: 0, right: 0}}",
        "  - {do: attack, support: 春香}",
        "[game_over, B.retire]",
        TURN5,
    )
    assert "9.1.1" not in decided(r)


def _lower(damage: int) -> object:
    return vs_ruling(
        "{deck: 10, ring: {name: 千早, ap: 2000, dp: 2000}, bench: {left: {name: 律子, ap: 1000,"
        ' dp: 1000, text: "[ベンチ][このカードをレストする]相手のベンチのカードを1枚選び、+0/-1000。"}}}',
        "{deck: 10, waiting: 0, ring: {name: 美希, ap: 2000, dp: 3000},"
        f" bench: {{left: {{name: 伊織, ap: 1000, dp: 2000, damage: {damage}}}, center: 0, right: 0}}}}",
        "  - {do: use, card: 律子, ability: 1}",
        "[伊織.zone]",
        TURN4,
    )


def test_defence_lowered_to_damage_carried_both_readings() -> None:
    r = _lower(1000)
    assert main_state(r, "伊織.zone") == "B.waiting"
    assert any("9.4.2" in c for c in ambiguity_clauses(r))
    other = [
        b for b in r.alternates if b.outcome.get("state", {}).get("伊織.zone") == "B.bench.left"
    ]
    assert other


def test_defence_lowered_below_no_damage_raises_nothing() -> None:
    r = _lower(0)
    assert main_state(r, "伊織.zone") == "B.bench.left"
    assert not any("9.4.2" in c for c in ambiguity_clauses(r))


def _no_partner(moment: str) -> object:
    return vs_ruling(
        "{deck: 10, ring: {name: 千早, title: 歌姫, ap: 2000, dp: 2000, partner_name: 春香,"
        " partner_title: リーダー}, bench: {left: {name: 春香, title: リーダー, ap: 1000, dp: 1000}}}",
        "{deck: 10, hand: 0, retire: 0, ring: {name: 美希, ap: 2000, dp: 5000,"
        f' text: "[リング]{moment}、このアタックはパートナーアタックにならない。"}}}}',
        "  - {do: attack, support: 春香}",
        "[美希.zone]",
        TURN5,
    )


def test_no_partner_made_inside_the_resolution_step_both_readings() -> None:
    r = _no_partner("アタック解決ステップの始めに")
    assert main_state(r, "美希.zone") == "B.ring"
    assert any("4.13.2" in c for c in ambiguity_clauses(r))
    assert any(b.outcome.get("state", {}).get("美希.zone") == "B.retire" for b in r.alternates)


def test_no_partner_made_before_the_resolution_step_raises_nothing() -> None:
    r = _no_partner("パートナーブロックステップの始めに")
    assert main_state(r, "美希.zone") == "B.ring"
    assert not any("4.13.2" in c for c in ambiguity_clauses(r))


def _cancel(b_bench_text: str) -> object:
    return vs_ruling(
        '{deck: 10, hand: [{name: 真, text: "{cancel}[手札][このカードを控え室に置く]相手の技を1つ選び、キャンセルする。"}],'
        " ring: {name: 千早, ap: 2000, dp: 2000}, bench: {left: {name: 春香, ap: 1000, dp: 1000}}}",
        "{deck: 10, hand: 0, retire: 0, ring: {name: 美希, ap: 2000, dp: 5000,"
        ' text: "[リング]このカードがアタックされた時、あなたは1枚引く。"},'
        f' bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{b_bench_text}"}}}}}}',
        "  - {do: attack, support: 春香}",
        "[B.hand]",
        TURN5,
        "choices:\n  - {player: A, at: cancel, choose: 真}\n",
    )


def test_cancel_from_hand_against_a_play_trigger_both_readings() -> None:
    r = _cancel("[ベンチ]相手がカードをプレイした時、あなたは1枚引く。")
    assert main_state(r, "B.hand") == 0
    assert any("8.5.1.1" in c for c in ambiguity_clauses(r))
    assert any(b.outcome.get("state", {}).get("B.hand") == 1 for b in r.alternates)
    assert "8.4.1" in decided(r)


def test_cancel_without_a_play_trigger_raises_nothing() -> None:
    r = _cancel("[ベンチ]相手がパートナーブロックした時、あなたは1枚引く。")
    assert main_state(r, "B.hand") == 0
    assert not any("8.5.1.1" in c for c in ambiguity_clauses(r))


def _discard_surprise(text: str, face: str = "") -> object:
    return vs_ruling(
        "{deck: 10, hand: 0, ring: {name: 千早, ap: 2000, dp: 2000},"
        f' surprise: {{name: 真, ap: 1000, dp: 1000{face}, text: "{text}"}}}}',
        "{deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}",
        "  - do: chara_phase\n    actions:\n      - {do: discard_surprise}",
        "[A.hand]",
        "{player: A, number: 5, phase: chara}",
    )


def test_face_down_surprise_own_move_trigger_both_readings() -> None:
    r = _discard_surprise("[サプライズ置場]このカードが控え室に置かれた時、あなたは1枚引く。")
    assert main_state(r, "A.hand") == 1
    assert any("3.9.1" in c for c in ambiguity_clauses(r))
    assert any(b.outcome.get("state", {}).get("A.hand") == 0 for b in r.alternates)


def test_face_up_surprise_own_move_trigger_raises_nothing() -> None:
    r = _discard_surprise(
        "[サプライズ置場]このカードが控え室に置かれた時、あなたは1枚引く。", ", face: up"
    )
    assert main_state(r, "A.hand") == 1
    assert not any("3.9.1" in c for c in ambiguity_clauses(r))


def test_an_added_attribute_cites_its_stage_8_9_1_2() -> None:
    r = vs_ruling(
        '{deck: 10, ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]このカードがアタックした時、'
        '相手のリタイヤ置場の《素敵》のカードを1枚選び、相手の控え室に置く。"},'
        " bench: {left: {name: 春香, ap: 1000, dp: 1000}, right: {name: 律子, ap: 1000, dp: 1000,"
        ' text: "[ベンチ]すべてのプレイヤーの、フィールドとリタイヤ置場の、技は追加で《素敵》になる。"}}}',
        "{deck: 10, ring: {name: 美希, ap: 2000, dp: 5000},"
        " retire: [{name: 亜美, ap: 1000, dp: 1000, attribute: ヒーロー}]}",
        "  - {do: attack, support: 春香}",
        "[亜美.zone]",
        "{player: A, number: 5, phase: attack}",
    )
    assert main_state(r, "亜美.zone") == "B.waiting"
    assert {"2.15.2", "8.9.1.2"} <= decided(r)


def _played_over(boost: str) -> object:
    text = f"{boost}[ベンチ]このカードが控え室に置かれた時、このカードの攻撃力が2000以上なら、あなたは1枚引く。"
    return vs_ruling(
        "{deck: 10, hand: [{name: 響, level: 0, ap: 1000, dp: 1000}], energy: [],"
        " ring: {name: 千早, ap: 2000, dp: 2000},"
        f' bench: {{left: {{name: 律子, level: 1, ap: 1000, dp: 1000, text: "{text}"}}}}}}',
        "{deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}",
        "  - do: chara_phase\n    actions:\n      - {do: play, card: 響, to: left}",
        "[A.hand]",
        "{player: A, number: 5, phase: chara}",
    )


def test_last_information_value_keeps_the_clauses_that_made_it() -> None:
    r = _played_over("[ベンチ]このカードを+1000/+0。\\n")
    assert main_state(r, "A.hand") == 1
    assert {"8.11.1", "8.1.1.4"} <= decided(r)
    r = _played_over("")
    assert main_state(r, "A.hand") == 0
    assert "8.1.1.4" not in decided(r)
