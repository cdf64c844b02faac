"""co / vs card-text constructions of round 17 (s13covs, issue 12): taken by how many refused
abilities they cover across cards_r16, cards_r15, cards_r14 and the documents' examples, each on
a minimal text of its own in the rules document's printed style, run on a board, with neighbours
(another wording, zone, player, number)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import cited, vs_ruling
from tests.ruling.boards import vs_program as _program
from tests.ruling.boards import vs_refused as _refused


def _unsupported(r) -> list[str]:  # type: ignore[no-untyped-def]
    return [w.text for w in r.main.warnings if w.kind == "unsupported"]


def _bench_use(text: str, a_extra: str, ask: str, uses: int = 1):  # type: ignore[no-untyped-def]
    """A's ability phase of turn 6: 律子 (left bench, ``text``) used ``uses`` times; 千早 in A's
    ring, 美希 in B's; A's deck ten cards."""
    a = (
        "{deck: [{name: 山1, ap: 1000, dp: 1000}, {name: 山2, ap: 1000, dp: 1000}, 8], "
        + a_extra
        + " ring: {name: 千早, ap: 2000, dp: 2000},"
        ' bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "' + text + '"}}}'
    )
    b = "{deck: 9, ring: {name: 美希, ap: 2000, dp: 3000}}"
    use = ", ".join(["{do: use, card: 律子}"] * uses)
    acts = "  - {do: ability_phase, actions: [" + use + "]}"
    return vs_ruling(a, b, acts, ask, "{player: A, number: 6, phase: ability}")


# ------------------- VS 「1ターンにN回まで使える」 without 「この技は」, and 「N回しか使えない」 (8.12)


@pytest.mark.parametrize(
    "limit",
    [
        "1ターンに1回まで使える。",
        "この技は1ターンに1回まで使える。",
        "1ターンに1回しか使えない。",
        "この技は1ターンに1回しか使えない。",
    ],
)
def test_a_limit_of_uses_with_or_without_its_topic(limit: str) -> None:
    text = "[ベンチ][エネルギーを1枚レストする]あなたは1枚引く。" + limit
    assert _program(text).limit == 1
    energy = "energy: [{state: stand}, {state: stand}], hand: 0,"
    r = _bench_use(text, energy, "[A.hand]", uses=2)
    assert r.outcome["state"] == {"A.hand": 1}  # the second use refused: used once this turn
    refused = [s for s in r.main.trace.steps if s.event == "rejected"]
    assert refused and "8.12.4" in refused[-1].clauses


def test_a_limit_of_two_uses_lets_two() -> None:
    text = "[ベンチ][エネルギーを1枚レストする]あなたは1枚引く。1ターンに2回まで使える。"
    energy = "energy: [{state: stand}, {state: stand}, {state: stand}], hand: 0,"
    r = _bench_use(text, energy, "[A.hand]", uses=3)
    assert r.outcome["state"] == {"A.hand": 2}


def test_a_limit_sentence_of_another_shape_is_not_a_limit() -> None:
    # a topic other than the technique itself: not read as its limit (refused as a step)
    assert "form" in _refused(
        "[ベンチ][エネルギーを1枚レストする]あなたは1枚引く。相手は1ターンに1回まで使える。"
    )


# ------------------------- VS 「名前に“X”を含む」 (2.14.7 with 2.1.1), as 「称号に“X”を含む」 is read


@pytest.mark.parametrize(
    ("text", "moved"),
    [
        (
            "あなたは自分の控え室の名前に“ガイ”を含むカードを1枚選び、手札に加える。",
            {"ガイウス.zone": "A.hand", "ユナ.zone": "A.waiting"},
        ),
        # 「手札に戻す」 (a card put in the hand, as 手札に加える)
        (
            "あなたは自分の控え室の名前に“ユナ”を含むカードを1枚選び、手札に戻す。",
            {"ガイウス.zone": "A.waiting", "ユナ.zone": "A.hand"},
        ),
        # the text is looked for in the name, not the title
        (
            "あなたは自分の控え室の名前に“騎士”を含むカードを1枚選び、手札に戻す。",
            {"ガイウス.zone": "A.waiting", "ユナ.zone": "A.waiting"},
        ),
    ],
)
def test_a_name_filter_on_a_choice(text: str, moved: dict[str, str]) -> None:
    waiting = (
        "waiting: [{name: ガイウス, title: 騎士, ap: 1000, dp: 1000},"
        " {name: ユナ, title: 妹, ap: 1000, dp: 1000}],"
    )
    r = _bench_use("[ベンチ][このカードをレストする]" + text, waiting, "[" + ", ".join(moved) + "]")
    assert r.outcome["state"] == moved
    assert not _unsupported(r)
    if "A.hand" in moved.values():
        assert {"2.14.7", "2.1.1"} <= cited(r)


@pytest.mark.parametrize(("name", "drawn"), [("アカネ", 1), ("ユイ", 0)])
def test_a_name_filter_in_a_condition(name: str, drawn: int) -> None:
    text = "[ベンチ][このカードをレストする]あなたの控え室に名前に“アカネ”を含むカードがあるなら、あなたは1枚引く。"
    waiting = "waiting: [{name: " + name + ", ap: 1000, dp: 1000}], hand: 0,"
    r = _bench_use(text, waiting, "[A.hand]")
    assert r.outcome["state"] == {"A.hand": drawn}


# ------------------------------ VS 「レベルN以下のカードを選び」 among a zone's cards (2.2.1)


@pytest.mark.parametrize(
    ("text", "waiting", "moved"),
    [
        (
            "あなたは自分の控え室のレベル1以下のカードを1枚選び、手札に戻す。",
            "[{name: 低A, level: 1, ap: 1000, dp: 1000}, {name: 高B, level: 3, ap: 1000, dp: 1000}]",
            {"低A.zone": "A.hand", "高B.zone": "A.waiting"},
        ),
        (
            "あなたは自分の控え室のレベル2以上のカードを1枚選び、手札に加える。",
            "[{name: 低A, level: 1, ap: 1000, dp: 1000}, {name: 高B, level: 3, ap: 1000, dp: 1000}]",
            {"低A.zone": "A.waiting", "高B.zone": "A.hand"},
        ),
    ],
)
def test_a_level_filter_on_a_choice(text: str, waiting: str, moved: dict[str, str]) -> None:
    r = _bench_use(
        "[ベンチ][このカードをレストする]" + text,
        f"waiting: {waiting},",
        "[" + ", ".join(moved) + "]",
    )
    assert r.outcome["state"] == moved
    assert "2.2.1" in cited(r)


def test_a_level_filter_on_a_choice_on_a_level_not_given_is_branched() -> None:
    """A level not given (低A): before round 27 not taken among those (said); now the choice is
    branched on it (``values.branch_candidates``): 低A is returned or stays."""
    r = _bench_use(
        "[ベンチ][このカードをレストする]あなたは自分の控え室のレベル1以下のカードを1枚選び、手札に戻す。",
        "waiting: [{name: 低A, ap: 1000, dp: 1000}, {name: 高B, level: 3, ap: 1000, dp: 1000}],",
        "[低A.zone, 高B.zone]",
    )
    got = {b["choices"][0]: b["outcome"]["state"] for b in r.outcome["branches"]}
    assert got == {
        "低A.level:met": {"低A.zone": "A.hand", "高B.zone": "A.waiting"},
        "低A.level:unmet": {"低A.zone": "A.waiting", "高B.zone": "A.waiting"},
    }


# --------------------------------------------- VS 「♠」 / 「♥」: a card's gender (2.4.1.1, 2.4.2)


@pytest.mark.parametrize(
    ("gender", "ap"),
    [("男", 3000), ("♠", 3000), ("女", 2000), ("男・女", 3000)],
)
def test_a_gender_sign_in_a_continuous_technique(gender: str, ap: int) -> None:
    a = (
        "{deck: 9, ring: {name: 千早, gender: " + gender + ", ap: 2000, dp: 2000},"
        ' bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ]あなたのリングの♠のカードを+1000/+0。"}}}'
    )
    r = vs_ruling(
        a,
        "{deck: 9, ring: {name: 美希, ap: 2000, dp: 3000}}",
        "  []",
        "[千早.ap]",
        "{player: A, number: 6, phase: ability}",
    )
    assert r.outcome["state"] == {"千早.ap": ap}
    if ap == 3000:
        assert "2.4.1.1" in cited(r)


@pytest.mark.parametrize(("gender", "drawn"), [("女", 1), ("男", 0), (None, None)])
def test_a_gender_sign_in_a_condition(gender: str | None, drawn: int | None) -> None:
    a = (
        "{deck: 9, hand: 0, ring: {name: 千早"
        + (f", gender: {gender}" if gender else "")
        + ', ap: 2000, dp: 2000}, bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "'
        '[ベンチ][このカードをレストする]あなたのリングのカードが♥なら、あなたは1枚引く。"}}}'
    )
    r = vs_ruling(
        a,
        "{deck: 9, ring: {name: 美希, ap: 2000, dp: 3000}}",
        "  - {do: ability_phase, actions: [{do: use, card: 律子}]}",
        "[A.hand]",
        "{player: A, number: 6, phase: ability}",
    )
    if gender is None:
        # not given: branched on since round 26 (values.branch_condition), both results
        got = {b["choices"][0]: b["outcome"]["state"] for b in r.outcome["branches"]}
        assert got == {"千早.gender:met": {"A.hand": 1}, "千早.gender:unmet": {"A.hand": 0}}
        return
    assert r.outcome["state"] == {"A.hand": drawn}


def test_a_gender_sign_on_a_choice_and_a_count() -> None:
    waiting = (
        "waiting: [{name: 兄, gender: 男, ap: 1000, dp: 1000},"
        " {name: 妹, gender: 女, ap: 1000, dp: 1000}],"
    )
    r = _bench_use(
        "[ベンチ][このカードをレストする]あなたは自分の控え室の♥のカードを1枚選び、手札に加える。",
        waiting,
        "[兄.zone, 妹.zone]",
    )
    assert r.outcome["state"] == {"兄.zone": "A.waiting", "妹.zone": "A.hand"}
    counted = "[ベンチ][このカードをレストする]あなたの控え室に♠のカードが2枚以上あるなら、あなたは1枚引く。"
    assert _program(counted).condition[:4] == ("count", "your_waiting", "ge", 2)


# ------------ 「このターンの終わりまで」 / 「そのターンの終わりまで」 = 「このターン中」 (VS 6.8.1.3, shared)


@pytest.mark.parametrize(
    ("period", "after"),
    [
        ("このターン中、", 2000),
        ("このターンの終わりまで、", 2000),
        ("そのターンの終わりまで、", 2000),
        ("", 3000),  # no period: this game (8.2.1.2)
    ],
)
def test_a_change_until_the_end_of_the_turn_ends_in_the_end_phase(period: str, after: int) -> None:
    text = f"[ベンチ][エネルギーを1枚レストする]{period}あなたのリングのカードを+1000/+0。"
    a = (
        "{deck: 9, energy: [{state: stand}], ring: {name: 千早, ap: 2000, dp: 2000},"
        ' bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "' + text + '"}}}'
    )
    r = vs_ruling(
        a,
        "{deck: 9, ring: {name: 美希, ap: 2000, dp: 3000}}",
        "  - {do: ability_phase, actions: [{do: use, card: 律子}]}\n"
        "  - {do: check, state: {千早.ap: 3000}}\n  - {do: end_phase}",
        "[千早.ap]",
        "{player: A, number: 6, phase: ability, first_player: A}",
    )
    assert r.outcome["state"] == {"千早.ap": after}
    assert "6.8.1.3" in r.decided_by
    assert not _unsupported(r)


def test_a_period_of_a_turn_on_a_continuous_technique_is_refused() -> None:
    # a continuous technique is in force while its card is in its [領域] (8.1.1.4)
    assert "turn" in _refused(
        "[ベンチ]あなたのリングのカードを、このターンの終わりまで、+1000/+0。"
    )


# ------------------------- VS 「このカードが控え室に置かれた時」: a zone-move trigger (8.6.6, 8.1.1.3)


@pytest.mark.parametrize(
    ("area", "drawn"),
    [
        ("ベンチ", 2),
        ("リング", 1),
    ],  # from the bench its [ベンチ] technique triggers; a [リング] one not
)
def test_this_card_put_in_the_waiting_room_triggers_from_its_area(area: str, drawn: int) -> None:
    text = (
        "[ベンチ][このカードを控え室に置く]あなたは1枚引く。\\n"
        f"[{area}]このカードが控え室に置かれた時、あなたは1枚引く。"
    )
    r = _bench_use(text, "hand: 0,", "[A.hand, 律子.zone]")
    assert r.outcome["state"] == {"A.hand": drawn, "律子.zone": "A.waiting"}
    assert "8.6.6" in cited(r) if drawn == 2 else "8.1.1.2.1" in cited(r)


# ------------- VS 「相手のアタックしたカード」: the opponent's attacking ring card (7.1.3.2, 4.14.1)


@pytest.mark.parametrize(
    ("trigger", "damage"),
    [
        ("[リング]このカードがアタックされた時、", 1000),
        ("[ベンチ]あなたのリングのカードがアタックされた時、", 1000),
    ],
)
def test_the_opponents_attacking_card_is_changed(trigger: str, damage: int) -> None:
    text = trigger + "相手のアタックしたカードを-2000/-0。"
    where = "ring" if trigger.startswith("[リング]") else "bench"
    b = (
        "{deck: 9, ring: {name: 美希, ap: 2000, dp: 5000"
        + (f', text: "{text}"' if where == "ring" else "")
        + "}"
        + (
            f', bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{text}"}}}}'
            if where == "bench"
            else ""
        )
        + "}"
    )
    a = "{deck: 9, ring: {name: 千早, ap: 3000, dp: 2000}, bench: {left: {name: 春香, ap: 1000, dp: 1000}}}"
    r = vs_ruling(
        a, b, "  - {do: attack, support: 春香}", "[美希.damage]", "{player: A, number: 4}"
    )
    assert r.outcome["state"] == {"美希.damage": damage}
    assert not _unsupported(r)


def test_the_opponents_attacking_card_in_the_masters_own_attack_is_refused() -> None:
    assert "opponent" in _refused(
        "[リング]このカードがアタックした時、相手のアタックしたカードを-2000/-0。"
    )


# ------------------- 「…にカードがN枚以下なら」: an existence count compared with 以下 (shared)


@pytest.mark.parametrize(("bench", "ap"), [(2, 3000), (3, 1000)])
def test_a_count_at_most_in_an_existence_condition(bench: int, ap: int) -> None:
    text = "[リング]このカードがアタックした時、相手のベンチにカードが2枚以下なら、このカードを+2000/+0。"
    slots = ("left", "center", "right")[:bench]
    b_bench = ", ".join(f"{s}: {{name: 控{i}, ap: 1000, dp: 1000}}" for i, s in enumerate(slots))
    a = (
        '{deck: 9, ring: {name: 千早, ap: 1000, dp: 2000, text: "' + text + '"},'
        " bench: {left: {name: 春香, ap: 1000, dp: 1000}}}"
    )
    b = "{deck: 9, ring: {name: 美希, ap: 2000, dp: 9000}, bench: {" + b_bench + "}}"
    r = vs_ruling(
        a, b, "  - {do: attack, support: 春香}", "[美希.damage]", "{player: A, number: 4}"
    )
    assert r.outcome["state"] == {"美希.damage": ap}
