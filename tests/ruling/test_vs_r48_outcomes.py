"""vs outcomes corrected in round 48 (s45vsF), each on a minimal board.

7.1.3.2.1: 「アタックできない」 is 「サポートできない」 — a bench card's own 「[ベンチ]このカードは
アタックできない」 (and an effect 「アタックできない」 on a bench card) bars its support (7.1.3.1.1).

4.4.1 / 4.4.3: 6.8.1.3's check timing is its rule processes; the damage reset and the end of the
effects 「ターンの終わりまで」 come before a waiting 「ターンの終わりに」 technique resolves in the
timings after it (``turn.end_phase``; ``CheckTiming.rules_only``)."""

from __future__ import annotations

from tests.ruling.boards import problems, vs_ability

HEAD = "game: vs\ntitle: t\nturn: {player: A, number: 4}\n"


def _support(text: str, expect: str) -> str:
    return (
        HEAD + "players:\n  A:\n    deck: 10\n"
        "    ring: {name: 千早, ap: 2000, dp: 2000}\n"
        f'    bench:\n      left: {{name: 律子, ap: 1000, dp: 1000, text: "{text}"}}\n'
        "  B: {deck: 10, retire: 0, ring: {name: 美希, ap: 1000, dp: 2000}}\n"
        f"actions:\n  - {{do: attack, support: 律子}}\nexpect:\n{expect}"
    )


def test_a_bench_card_that_cannot_attack_cannot_support() -> None:
    ab = vs_ability("[ベンチ]このカードはアタックできない。")
    assert ab.supported and ab.program is not None
    assert ab.program.areas == ("bench.left", "bench.center", "bench.right")
    got = problems(
        _support(
            "[ベンチ]このカードはアタックできない。",
            "  state: {律子.state: stand, B.retire: 0, 美希.zone: B.ring}\n"
            '  decided_by: ["7.1.3.2.1", "7.1.3.1.1", "8.1.1.4"]\n',
        )
    )
    assert not got, got


def test_a_ring_only_prohibition_does_not_bar_a_bench_card() -> None:
    # 「[リング]このカードはアタックできない」 on a bench card is not in force (8.1.1.4): it supports
    got = problems(
        _support(
            "[リング]このカードはアタックできない。",
            "  state: {律子.state: rest, B.retire: [美希]}\n",
        )
    )
    assert not got, got


def _end(damage: int) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, first_player: B, phase: attack}\n"
        "players:\n  A:\n    deck: 10\n    hand: 0\n"
        '    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]ターンの終わりに、相手のリングのカードを+0/-1000。"}\n'
        f"  B: {{deck: 10, retire: 0, ring: {{name: 美希, ap: 2000, dp: 3000, damage: {damage}}}}}\n"
        "actions:\n  - {do: end_phase}\nexpect:\n"
    )


def test_the_damage_reset_comes_before_an_end_of_turn_technique_resolves() -> None:
    got = problems(
        _end(2000)
        + "  state: {美希.zone: B.ring, B.retire: 0, 美希.dp: 2000}\n"
        + '  triggered: {千早: 1}\n  decided_by: ["6.8.1.3", "4.4.1", "4.4.3"]\n'
    )
    assert not got, got


def test_with_nothing_waiting_the_end_phase_cites_no_order() -> None:
    # no technique waits: the reset is 6.8.1.3's alone (4.4.3 is not what decides it)
    got = problems(
        "game: vs\ntitle: t\nturn: {player: A, number: 4, first_player: B, phase: attack}\n"
        "players:\n  A: {deck: 10, hand: 0, ring: {name: 千早, ap: 2000, dp: 2000}}\n"
        "  B: {deck: 10, retire: 0, ring: {name: 美希, ap: 2000, dp: 3000, damage: 2000}}\n"
        "actions:\n  - {do: end_phase}\nexpect:\n"
        '  state: {美希.zone: B.ring}\n  decided_by: ["6.8.1.3"]\n  not_decided_by: ["4.4.3"]\n'
    )
    assert not got, got


TITLE_TEXT = "[ベンチ]あなたのリングの<妹>のカードを+1000/+0。"


def _titled(title: str, text: str = TITLE_TEXT) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, phase: attack}\n"
        f"players:\n  A:\n    deck: 10\n    ring: {{name: 千早, title: {title}, ap: 1000, dp: 2000}}\n"
        f'    bench: {{left: {{name: 春香, ap: 1000, dp: 1000, text: "{text}"}}}}\n'
        "  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}\n"
        "actions:\n  - {do: check_timing}\nexpect:\n"
    )


def test_a_title_in_angle_brackets_is_read_as_that_title() -> None:
    for text in (TITLE_TEXT, "[ベンチ]あなたのリングの‹妹>のカードを+1000/+0。"):
        ab = vs_ability(text)
        assert ab.supported and ab.program is not None, ab
        assert ab.program.ops[0].info == (("titled", "妹"),)
    got = problems(_titled("妹") + '  state: {千早.ap: 2000}\n  decided_by: ["2.3.1", "2.3.1.1"]\n')
    assert not got, got


def test_a_title_in_angle_brackets_is_not_a_contained_text() -> None:
    # 妹分 contains 妹 (2.14.7's form), but <妹> names the title 妹 whole (2.3.1.1)
    got = problems(_titled("妹分") + "  state: {千早.ap: 1000}\n")
    assert not got, got
    got = problems(_titled("姉/妹") + "  state: {千早.ap: 2000}\n")
    assert not got, got


def test_a_trigger_rests_on_the_step_that_turned_its_card_face_up() -> None:
    # 5.2.1.6: the ring card put face down (5.2.1.2) works once turned face up; its
    # 「ターンの始めに」 in turn 1 is linked to that step
    got = problems(
        "game: vs\ntitle: t\nturn: {player: A, number: 0}\nplayers:\n  A:\n"
        '    deck: [{name: 春香, ap: 1000, dp: 2000, text: "[リング]ターンの始めに、あなたは1枚引く。"}, 49]\n'
        "  B:\n    deck: [{name: 美希, ap: 2000, dp: 3000}, 49]\n"
        "actions:\n  - {do: game_setup, first: A, ring: {A: 春香, B: 美希}}\n  - {do: stand_phase}\n"
        'expect:\n  triggered: {春香: 1}\n  state: {A.hand: 6}\n  decided_by: ["5.2.1.6", "6.2.1.2"]\n'
    )
    assert not got, got


def test_a_card_that_came_face_up_has_no_turning_step() -> None:
    got = problems(
        "game: vs\ntitle: t\nturn: {player: A, number: 3, phase: end}\nplayers:\n"
        '  A: {deck: 10, hand: 0, ring: {name: 春香, ap: 1000, dp: 2000, text: "[リング]ターンの始めに、あなたは1枚引く。"}}\n'
        "  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}\n"
        "actions:\n  - {do: stand_phase}\n"
        'expect:\n  triggered: {春香: 1}\n  decided_by: ["6.2.1.2"]\n  not_decided_by: ["5.2.1.6"]\n'
    )
    assert not got, got


SURPRISE = "{surprise}[あなたのリタイヤが5枚以上]→あなたは2枚引く。"


def _surprise(retire: int, actions: str, expect: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, phase: chara}\nplayers:\n  A:\n"
        "    deck: [{name: 引札1}, {name: 引札2}, {name: 引札3}, 7]\n"
        f'    hand: [{{name: 伏兵, ap: 1000, dp: 1000, text: "{SURPRISE}"}}, {{name: 真, ap: 1000, dp: 1000}}]\n'
        f"    retire: {retire}\n    ring: {{name: 千早, ap: 2000, dp: 2000}}\n"
        "  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}\n"
        f"actions:\n{actions}choices:\n  - {{player: A, at: surprise, choose: yes}}\n"
        f"expect:\n{expect}"
    )


def test_a_surprise_condition_may_be_a_state() -> None:
    ab = vs_ability(SURPRISE)
    assert ab.supported and ab.program is not None, ab
    assert (ab.program.keyword, ab.program.trigger) == ("surprise", "state:you:retire:ge5")


def test_a_surprise_state_met_after_it_is_set_turns_it_face_up() -> None:
    # 4 retired when set; the fifth arrives while it lies face down: the state arises (8.6.9.1)
    got = problems(
        _surprise(
            4,
            "  - {do: set_surprise, card: 伏兵}\n  - {do: retire, card: 真}\n",
            "  state: {A.hand: 3, 伏兵.zone: A.waiting, 真.zone: A.retire}\n"
            '  decided_by: ["12.3.1", "8.1.1.2.2", "8.6.9"]\n',
        )
    )
    assert not got, got


def test_a_surprise_state_already_met_when_set_runs_both_readings() -> None:
    got = problems(
        _surprise(
            5,
            "  - {do: set_surprise, card: 伏兵}\n",
            '  ambiguous: ["12.3.1", "8.6.9"]\n'
            "  readings:\n"
            '    - {clauses: ["8.6.9"], state: {A.hand: 4, 伏兵.zone: A.waiting}}\n'
            '    - {clauses: ["8.6.9.1"], state: {A.hand: 2, 伏兵.zone: A.surprise}}\n'
            '  decided_by: ["12.3.1", "8.6.9"]\n',
        )
    )
    assert not got, got
