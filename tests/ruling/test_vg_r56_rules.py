"""vg round 56 (issue 14, s53vgR; the blind set r56's rules files): song orders (17.4.2 placing
and retiring, 17.4.3 no rear-guard, 13.11.3 against 17.4 as an unsettled point), a move between
circles no 登場 (7.17.2), 「…で出たトリガーの効果は無効にする」 (11.10.4.2 at 10.6.1.2.4) and the
drive checks ending at the drive (10.6.1.3, 2.17.2.1) — each on a minimal board."""

from __future__ import annotations

from typing import Any

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import ambiguity_clauses, compiled_first, decided

B_SIDE = """\
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
"""
SONG = '{name: 歌, type: order, traits: [楽曲], grade: 1, text: "１枚引く。"}'


def _run(a_side: str, actions: str, ask: str, b_side: str = B_SIDE, more: str = "") -> Any:
    src = (
        "game: vg\ntitle: t\nturn: {player: A, number: 5, first_player: A}\nplayers:\n  A:\n"
        + a_side
        + b_side
        + "actions:\n"
        + actions
        + more
        + f"ask: [{ask}]\n"
    )
    return resolve(loads(src, "t.yaml"))


def test_song_placed_retires_the_unit_there_17_4_2() -> None:
    a = (
        "    vanguard: {name: 歌姫, type: normal, grade: 3, power: 13000}\n"
        "    center_back: {name: 楽士, type: normal, grade: 1, power: 8000}\n"
        f"    hand: [{SONG}]\n    deck: 10\n"
    )
    r = _run(a, "  - {do: main_phase, actions: [{do: play_order, card: 歌}]}\n", "楽士.zone")
    assert r.main.outcome["state"]["楽士.zone"] == "A.drop"
    assert {"17.4.2", "17.4.2.2", "7.18.1"} <= decided(r)


def _count_board(with_song: bool) -> Any:
    a = (
        "    vanguard: {name: 指揮者, type: normal, grade: 3, power: 13000, text: "
        '"【起】【(V)】：あなたのリアガードが２枚以上なら、１枚引く。"}\n'
        "    left_front: {name: 熊, type: normal, grade: 2, power: 10000}\n"
        + (f"    center_back: {SONG}\n" if with_song else "")
        + "    hand: 0\n    deck: 10\n"
    )
    return _run(a, "  - {do: main_phase, actions: [{do: activate, card: 指揮者}]}\n", "A.hand")


def test_song_on_a_circle_is_no_rear_guard_17_4_3() -> None:
    r = _count_board(True)
    assert r.main.outcome["state"]["A.hand"] == 0  # one rear-guard: the song is not counted
    assert {"17.4.3", "4.9.2.6"} <= decided(r)
    assert "17.4.3" not in decided(_count_board(False))  # no song there: not said


def test_song_against_13_11_3_raised_where_it_differs() -> None:
    a = f"    vanguard: {{name: 歌姫, type: normal, grade: 3, power: 13000}}\n    hand: [{SONG}]\n    deck: 10\n"
    act = "  - {do: main_phase, actions: [{do: play_order, card: 歌}]}\n"
    r = _run(a, act, "歌.zone")
    # the engine's reading first: it stays on the centre back circle (17.4.5: until the end phase)
    assert r.main.outcome["state"]["歌.zone"] == "A.field.center_back"
    assert any("13.11.3" in cl and "17.4.5" in cl for cl in ambiguity_clauses(r))
    other = [x for x in r.outcome.get("readings", []) if x.get("reading") == ["dropped"]]
    assert other and other[0]["outcome"]["state"]["歌.zone"] == "A.drop"
    # asked only A's hand (the song's draw): the same under both readings — not raised
    r2 = _run(a, act, "A.hand")
    assert not any("13.11.3" in cl for cl in ambiguity_clauses(r2))


def test_intercept_is_no_appearance_7_17_2() -> None:
    b = (
        "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n"
        "    left_front: {name: 近衛, type: normal, grade: 2, power: 10000, shield: 5000, "
        'skills: [intercept], text: "【自】：このユニットが(G)に登場した時、１枚引く。"}\n'
        "    hand: 0\n    deck: 10\n"
    )
    a = "    vanguard: {name: 機竜, type: normal, grade: 3, power: 13000}\n    deck: 10\n"
    act = "  - {do: attack, attacker: vanguard, target: B.vanguard, intercept: [left_front]}\n"
    r = _run(a, act, "B.hand", b_side=b)
    assert r.main.outcome["state"]["B.hand"] == 0
    assert {"7.17.1", "7.17.2"} <= decided(r)


def test_trigger_that_came_out_of_a_check_nullified_11_10_4_2() -> None:
    op = compiled_first(
        "【永】【(V)】：相手のドライブチェックで出たトリガーの効果は無効にする。", "vg"
    )
    same = compiled_first(
        "【永】【(V)】：相手のドライブチェックのトリガーの効果は無効にする。", "vg"
    )
    assert op.steps == same.steps and op.steps[0].verb == "void_triggers"
    a = (
        "    vanguard: {name: 剣聖, type: normal, grade: 3, power: 13000, critical: 1}\n"
        "    hand: 0\n    deck: [{name: 火, type: trigger, grade: 0, trigger: critical, "
        "trigger_power: 10000}, 10]\n"
    )
    b = (
        "  B:\n    vanguard: {name: 魔導師, type: normal, grade: 3, power: 13000, text: "
        '"【永】【(V)】：相手のドライブチェックで出たトリガーの効果は無効にする。"}\n'
        "    damage: 3\n    deck: [{name: 灰, type: normal, grade: 2}, 10]\n"
    )
    act = "  - {do: attack, attacker: vanguard, target: B.vanguard}\n"
    r = _run(a, act, "B.damage", b_side=b)
    assert r.main.outcome["state"]["B.damage"] == 4  # no ★+1
    assert {"11.10.4.2", "10.6.1.2.4"} <= decided(r)


def test_drive_lowered_mid_step_ends_the_checks_10_6_1_3() -> None:
    a = (
        "    vanguard: {name: 機神, type: normal, grade: 3, power: 13000, skills: [twin_drive]}\n"
        "    hand: 0\n    deck:\n"
        "      - {name: 整備士, type: trigger, grade: 0, trigger: draw, trigger_power: 10000}\n"
        "      - {name: 部品, type: normal, grade: 1}\n"
        "      - {name: 二枚目, type: normal, grade: 2}\n      - 10\n"
    )
    b = (
        "  B:\n    vanguard: {name: 魔術師, type: normal, grade: 3, power: 13000, text: "
        '"【自】【(V)】：相手のドライブチェックでトリガーユニットが出た時、そのバトル中、'
        '相手のヴァンガードのドライブ－１。"}\n'
        "    damage: 2\n    deck: [{name: 書, type: normal, grade: 1}, 10]\n"
    )
    act = "  - {do: attack, attacker: vanguard, target: B.vanguard}\n"
    more = "choices:\n  - {player: A, choose: 機神}\n"
    r = _run(a, act, "二枚目.zone", b_side=b, more=more)
    assert r.main.outcome["state"]["二枚目.zone"] == "A.deck"
    assert {"10.6.1.3", "2.17.2.1"} <= decided(r)


def _retarget_board(guard: str) -> Any:
    a = (
        "    vanguard: {name: 魔槍, type: normal, grade: 3, power: 13000, text: "
        '"【自】【(V)】【ターン1回】：このユニットがアタックしているバトル中、相手のユニットが(G)に'
        '登場した時、このユニットのアタック先を相手のヴァンガードに変更する。"}\n'
        "    deck: 10\n"
    )
    b = (
        "  B:\n    vanguard: {name: 女王, type: normal, grade: 3, power: 13000}\n"
        "    right_front: {name: 衛士, type: normal, grade: 2, power: 10000}\n"
        "    hand: [{name: 盾精, type: normal, grade: 1, power: 6000, shield: 5000}]\n"
        "    damage: 3\n    deck: 10\n"
    )
    act = f"  - {{do: attack, attacker: vanguard, target: B.right_front, guard: [{guard}]}}\n"
    return _run(a, act, "B.damage", b_side=b)


def test_guardian_after_target_change_is_raised() -> None:
    r = _retarget_board("盾精")
    # the engine's reading: the pairing stays (6.2.4), no shield for the vanguard: a hit
    assert r.main.outcome["state"]["B.damage"] == 4
    assert any("6.2.4.1" in cl and "10.4.1.10.1" in cl for cl in ambiguity_clauses(r))
    other = [x for x in r.outcome["readings"] if "guards_attacked" in x["reading"]]
    assert other and other[0]["outcome"]["state"]["B.damage"] == 3


def test_ride_onto_the_card_named_and_superior_ride_verb() -> None:
    # 「そのカードにライドする」: the card ridden (16.3.1.1 「カードにライドし」); 「スペリオルライド
    # する」: an effect's ride, no normal ride (6.3.2.2) — both the plain ride of that card
    chosen = "あなたのソウルからグレード３のカードを１枚選び、"
    plain = compiled_first(chosen + "そのカードにライドする。", "vg").steps
    sup = compiled_first(chosen + "そのカードにスペリオルライドする。", "vg").steps
    assert plain == sup and plain[1].verb == "ride" and plain[1].target.ref == "that"
    # a circle after に stays the place
    circ = compiled_first(chosen + "ヴァンガードサークルにライドする。", "vg").steps
    assert circ[1].dest == "vanguard"
    a = "    vanguard: {name: 旧騎士, type: normal, grade: 3, power: 13000}\n"
    a += "    soul: [{name: 新騎士, type: normal, grade: 3, power: 13000}]\n    deck: 10\n"
    text = chosen + "そのカードにスペリオルライドする。"
    act = f'  - {{do: main_phase, actions: [{{do: resolve_text, player: A, text: "{text}"}}]}}\n'
    r = _run(a, act, "A.vanguard")
    assert r.main.outcome["state"]["A.vanguard"] == ["新騎士"]
