"""vs constructions added in round 40 (from the r40 blind set), each on a minimal board: a trigger
on a technique used by its name (「あなたが【X】を使った時」, 2.13.1 / 8.12.1); 「山札の上からN枚
(まで)見て、その中からカードを1枚選び、手札に加える」 with the rest left where they are (4.11.1,
4.11.3); the attacked card that left the ring and came back is a new card there and takes no
damage (7.1.5.3, 3.1.3)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import decided, main_state, vs_ruling

ATTACK = "{player: A, number: 5, phase: attack}"
BENCH = "bench: {left: {name: 春香, ap: 1000, dp: 1000}}"


@pytest.mark.parametrize(("name", "draws"), [("烈風拳", 1), ("疾風脚", 0)])
def test_a_technique_used_by_its_name(name: str, draws: int) -> None:
    r = vs_ruling(
        "{deck: [{name: 札, ap: 1000, dp: 1000}, 9], hand: 0, "
        'ring: {name: 千早, ap: 2000, dp: 2000, text: "【烈風拳】[リング]このカードがアタックした時、'
        '相手のリングのカードを+0/-1000。"}, '
        "bench: {left: {name: 春香, ap: 1000, dp: 1000}, "
        f'right: {{name: 律子, ap: 1000, dp: 1000, text: "[ベンチ]あなたが【{name}】を使った時、'
        'あなたは1枚引く。"}}}',
        "{deck: 10, ring: {name: 美希, ap: 2000, dp: 5000}}",
        "  - {do: attack, support: 春香}",
        "[札.zone]",
        ATTACK,
    )
    assert main_state(r, "札.zone") == ("A.hand" if draws else "A.deck")
    assert ("2.13.1" in decided(r)) is bool(draws)


@pytest.mark.parametrize("look", ["3枚まで見て", "3枚見て"])
def test_look_then_take_one_leaves_the_rest(look: str) -> None:
    text = (
        f"[リング]このカードがアタックした時、あなたは自分の山札の上から{look}、"
        "その中からカードを1枚選び、手札に加える。"
    )
    choices = "choices:\n" + ("  - {player: A, at: look, choose: 2}\n" if "まで" in look else "")
    choices += "  - {player: A, at: choose_card, choose: 乙}\n"
    r = vs_ruling(
        "{deck: [{name: 甲, ap: 1000, dp: 1000}, {name: 乙, ap: 1000, dp: 1000}, "
        "{name: 丙, ap: 1000, dp: 1000}, 7], hand: 0, "
        f'ring: {{name: 千早, ap: 1000, dp: 2000, text: "{text}"}}, {BENCH}}}',
        "{deck: 10, ring: {name: 美希, ap: 2000, dp: 5000}}",
        "  - {do: attack, support: 春香}",
        "[乙.zone, A.deck]",
        ATTACK,
        choices,
    )
    assert main_state(r, "乙.zone") == "A.hand"
    assert main_state(r, "A.deck") == 9  # 甲 and 丙 stay where they were (a look moves nothing)
    assert "4.11.1" in decided(r)


def test_the_attacked_card_back_in_the_ring_is_a_new_card() -> None:
    r = vs_ruling(
        '{deck: 10, ring: {name: 千早, ap: 3000, dp: 2000, text: "[リング]このカードがアタックした時、'
        f'相手のリングのカードを選び、相手の山札の上に置く。"}}, {BENCH}}}',
        "{deck: 10, ring: {name: 美希, ap: 1000, dp: 3000}, retire: 0}",
        "  - {do: attack, support: 春香}",
        "[美希.zone, 美希.damage]",
        ATTACK,
    )
    # put on top of its deck, then refilled into the empty ring (9.6.1): a new card in the ring
    assert main_state(r, "美希.zone") == "B.ring"
    assert main_state(r, "美希.damage") == 0
    assert {"7.1.5.3", "3.1.3"} <= decided(r)


def test_a_card_named_in_double_brackets_by_a_continuous_technique() -> None:
    # 『千早』: a name a technique refers to is written in 『』 (2.1.1.1) — cited where the
    # continuous technique's +1000 reaches the card of that name
    r = vs_ruling(
        "{deck: 10, ring: {name: 千早, ap: 2000, dp: 2000}, "
        "bench: {left: {name: 春香, ap: 1000, dp: 1000}, "
        'right: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ]あなたのリングの『千早』を+1000/+0。"}}}',
        "{deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}",
        "  - {do: attack, support: 春香}",
        "[千早.ap, 美希.zone]",
        ATTACK,
    )
    assert main_state(r, "千早.ap") == 3000
    assert main_state(r, "美希.zone") == "B.retire"
    assert "2.1.1.1" in decided(r)


@pytest.mark.parametrize(("frame", "ap"), [("left", 3000), ("right", 2000), ("center", 2000)])
def test_a_condition_on_this_cards_bench_frame(frame: str, ap: int) -> None:
    # 「このカードが左ベンチにあるなら」: the frame as its owner sees it (3.3.3.3)
    other = "right" if frame == "left" else "left"
    r = vs_ruling(
        "{deck: 10, ring: {name: 千早, ap: 2000, dp: 2000}, "
        f"bench: {{{other}: {{name: 春香, ap: 1000, dp: 1000}}, "
        f'{frame}: {{name: 律子, ap: 1000, dp: 1000, text: "[ベンチ]このカードが左ベンチにあるなら、'
        'あなたのリングのカードを+1000/+0。"}}}',
        "{deck: 10, ring: {name: 美希, ap: 2000, dp: 5000}}",
        "  - {do: attack, support: 春香}",
        "[千早.ap]",
        ATTACK,
    )
    assert main_state(r, "千早.ap") == ap
    assert "3.3.3.3" in decided(r)


RING_USED = "[ベンチ]あなたのリングのカードが技を使った時、あなたは1枚引く。"


@pytest.mark.parametrize(
    ("ring_text", "bench_text", "draws"),
    [
        ("[リング]このカードがアタックした時、相手のリングのカードを+0/-1000。", "", True),
        ("", "[ベンチ]このカードがサポートした時、相手のリングのカードを+0/-1000。", False),
    ],
)
def test_a_technique_of_the_ring_card_used(ring_text: str, bench_text: str, draws: bool) -> None:
    # 「あなたのリングのカードが技を使った時」: the technique's card in the ring as it is used
    r = vs_ruling(
        "{deck: [{name: 札, ap: 1000, dp: 1000}, 9], hand: 0, "
        f'ring: {{name: 千早, ap: 2000, dp: 2000, text: "{ring_text}"}}, '
        f'bench: {{left: {{name: 春香, ap: 1000, dp: 1000, text: "{bench_text}"}}, '
        f'right: {{name: 律子, ap: 1000, dp: 1000, text: "{RING_USED}"}}}}}}',
        "{deck: 10, ring: {name: 美希, ap: 2000, dp: 5000}}",
        "  - {do: attack, support: 春香}",
        "[札.zone]",
        ATTACK,
    )
    assert main_state(r, "札.zone") == ("A.hand" if draws else "A.deck")


def test_your_technique_named_without_a_subject() -> None:
    # 「あなたの【烈風拳】を使った時」: the owner before the technique is its user
    r = vs_ruling(
        "{deck: [{name: 札, ap: 1000, dp: 1000}, 9], hand: 0, "
        'ring: {name: 千早, ap: 2000, dp: 2000, text: "【烈風拳】[リング]このカードがアタックした時、'
        '相手のリングのカードを+0/-1000。"}, '
        "bench: {left: {name: 春香, ap: 1000, dp: 1000}, "
        'right: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ]あなたの【烈風拳】を使った時、'
        'あなたは1枚引く。"}}}',
        "{deck: 10, ring: {name: 美希, ap: 2000, dp: 5000}}",
        "  - {do: attack, support: 春香}",
        "[札.zone]",
        ATTACK,
    )
    assert main_state(r, "札.zone") == "A.hand"


def test_a_supporter_that_cannot_be_rested_runs_both_readings() -> None:
    # 「このカードはレストできない」 on the only standing bench card: supporting is resting it
    # (7.1.3.1) — barred (1.3.3) or chosen and left standing (1.3.2): the audit's
    # support_card_cannot_rest
    r = vs_ruling(
        "{deck: 10, ring: {name: 千早, ap: 2000, dp: 2000}, "
        'bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ]このカードはレストできない。"}}}',
        "{deck: 10, ring: {name: 美希, ap: 2000, dp: 2000}}",
        "  - {do: attack, support: 律子}",
        "[美希.zone]",
        ATTACK,
    )
    zones = {leaf.outcome["state"]["美希.zone"] for leaf in [*r.leaves, *r.alternates]}
    assert zones == {"B.ring", "B.retire"}
    assert main_state(r, "美希.zone") == "B.ring"  # the engine's reading: it cannot support
