"""Sentence shapes and grammar constructions of round 30 (issue 12, s26untyped): each on a minimal
ability text and a board, with variants another writer could print (other connectives, the
condition before or after, another cost, another count) and the neighbour that must not change
(docs/cardtext.md, "Round 30: untyped text and sentence shapes")."""

from __future__ import annotations

from typing import Any

import pytest

from ruling import abilities as A
from ruling.rules import get_game
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import ACTIVATE, run, value

DAMAGE = "[{name: 傷, type: normal, grade: 1}]"


def _vg(text: str) -> Any:
    get_game("vg")
    return A._abilities("vg", text, "Normal Unit")


# ------------------------------------- the cost's connective: 「【コスト】[…]で、」 = 「…ことで、」


@pytest.mark.parametrize("tail", ["することで、", "で、", "することで"])
def test_a_cost_before_the_effect_with_its_connectives(tail: str) -> None:
    """「【コスト】[【カウンターブラスト】(1)]で、１枚引く」: the particle で alone is the means of
    the step as 「…することで」 is (11.1.1.2.2, the cost paid before the effect): paid, the face-up
    damage card turns face down and one card is drawn; with no face-up damage nothing is done."""
    text = f"【起】【(R)】：【コスト】[【カウンターブラスト】(1)]{tail}１枚引く。"
    r = run(text, actions=ACTIVATE, damage=DAMAGE)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert [c.face_up for c in r.main.final.players["A"].zones["damage"]] == [False]
    unpaid = run(text, actions=ACTIVATE)
    assert not unsupported(unpaid) and zone(unpaid, "A", "hand") == []


@pytest.mark.parametrize(
    "text",
    [
        # a verb cost, the same program as 「…ことで、」
        "【起】【(R)】：【コスト】[手札から１枚捨てる]で、１枚引く。",
        # after the trigger and a condition (the cost opens the first step)
        "【自】：このユニットがアタックした時、あなたのダメージゾーンが１枚以上なら、"
        "【コスト】[【カウンターブラスト】(1)]で、１枚引く。",
        # inside a sentence, after a first step
        "【自】：このユニットがアタックした時、１枚引き、【コスト】[【カウンターブラスト】(1)]で、"
        "さらに１枚引く。",
        # in a later sentence
        "【自】：このユニットがアタックした時、１枚引く。【コスト】[【ソウルブラスト】(1)]で、"
        "さらに１枚引く。",
    ],
)
def test_the_short_connective_is_the_long_one(text: str) -> None:
    """Wherever a cost stands (the first step, after a condition, inside or after a sentence), the
    program of 「…で、」 is the program of 「…することで、」 / 「…ことで、」."""
    (short,) = _vg(text)
    long_ = text.replace("]で、", "]することで、" if "】(1)]" in text else "]ことで、")
    (want,) = _vg(long_)
    assert short.supported and want.supported, (short.reason, want.reason)
    assert repr(short.program) == repr(want.program)


def test_a_discard_cost_with_the_short_connective_on_a_board() -> None:
    """「【コスト】[手札から１枚捨てる]で、１枚引く」: the hand card is discarded, then one drawn."""
    text = "【起】【(R)】：【コスト】[手札から１枚捨てる]で、１枚引く。"
    hand = "[{name: 札, type: normal, grade: 1}]"
    pick = "choices:\n  - {player: A, choose: 札}"
    r = run(text, actions=ACTIVATE, hand=hand, choices=pick)
    assert not unsupported(r) and zone(r, "A", "drop") == ["札"] and zone(r, "A", "hand") == ["山1"]


def test_de_mo_after_a_cost_is_not_the_connective() -> None:
    """「【コスト】[…]でも払える」 (another way to pay) is not 「で、」: it stays refused, reported."""
    (ab,) = _vg(
        "【自】：このユニットがアタックした時、【コスト】[【カウンターブラスト】(1)]でも払える。"
    )
    assert not ab.supported and ab.reason


# --------------------------- 「AではなくB」 with the keyword action printed: 「【X】(1)ではなく【X】(2)」

SOUL_CHARGE = "【起】【(R)】：【ソウルチャージ】(1)。あなたのダメージゾーンが１枚以上なら、"


@pytest.mark.parametrize(
    "replaced",
    [
        "(1)ではなく(2)。",
        "【ソウルチャージ】(1)ではなく(2)。",
        "【ソウルチャージ】(1)ではなく【ソウルチャージ】(2)。",
        "【ソウルチャージ】(1)ではなく【ソウルチャージ】(2)する。",
    ],
)
def test_a_keyword_actions_count_replaced_with_the_keyword_printed(replaced: str) -> None:
    """「【ソウルチャージ】(1)。Xなら、【ソウルチャージ】(1)ではなく【ソウルチャージ】(2)。」: the
    keyword action printed with its counts is the replacement 「(1)ではなく(2)」 of that action's
    count (7.27.1, 11.3.1.3.5): with a damage card two cards go to the soul, without one."""
    text = SOUL_CHARGE + replaced
    r = run(text, actions=ACTIVATE, damage=DAMAGE)
    assert not unsupported(r) and sorted(zone(r, "A", "soul")) == ["山1", "山2"]
    none = run(text, actions=ACTIVATE)
    assert not unsupported(none) and zone(none, "A", "soul") == ["山1"]


def test_the_keyword_printed_names_the_step_replaced() -> None:
    """After 「【ソウルチャージ】(1)し、【カウンターチャージ】(1)」, 「【ソウルチャージ】(1)ではなく(2)」
    replaces the soul charge's count, not the nearest (1) (the counter charge's, which 「(1)ではなく
    (2)」 alone replaces): two cards to the soul."""
    text = (
        "【起】【(R)】：【ソウルチャージ】(1)し、【カウンターチャージ】(1)。"
        "あなたのダメージゾーンが１枚以上なら、【ソウルチャージ】(1)ではなく(2)。"
    )
    r = run(text, actions=ACTIVATE, damage=DAMAGE)
    assert not unsupported(r) and sorted(zone(r, "A", "soul")) == ["山1", "山2"]
    bare = run(
        text.replace("【ソウルチャージ】(1)ではなく", "(1)ではなく"),
        actions=ACTIVATE,
        damage=DAMAGE,
    )
    assert not unsupported(bare) and zone(bare, "A", "soul") == ["山1"]


@pytest.mark.parametrize(
    "other",
    [
        "(1)ではなく【カウンターチャージ】(2)。",  # B names an action A does not
        "【カウンターチャージ】(1)ではなく【ソウルチャージ】(1)。",  # another action, not a count
        "【カウンターチャージ】(1)ではなく(2)。",  # no counter charge before it
    ],
)
def test_another_action_in_a_replacement_stays_refused(other: str) -> None:
    """What is not a count of the action before it replaced stays refused, by name."""
    (ab,) = _vg(SOUL_CHARGE + other)
    assert not ab.supported and ab.reason


# ------------------ 「そのユニットのパワーが０以下になったなら」: a state reached by a card the effect names

MINUS = "【起】【(R)】：相手のリアガードを１枚選び、そのターン中、パワー－AMOUNT。"


@pytest.mark.parametrize(
    "reached",
    [
        "そのユニットのパワーが０以下になったなら、退却させる。",
        "そのユニットのパワーが０以下になったなら、そのユニットを退却させる。",
        "選んだユニットのパワーが０以下になったなら、そのユニットを退却させる。",
        "そのユニットのパワーが０以下になった場合、そのユニットを退却させる。",
    ],
)
def test_a_value_reached_by_the_card_the_effect_chose(reached: str) -> None:
    """「相手のリアガードを１枚選び、パワー－10000。そのユニットのパワーが０以下になったなら、
    退却させる」: the unit chosen (槍兵, 9000) is at −1000, which it was not when the effect began:
    it is retired; at −5000 it has 4000 and stays."""
    strong = run(MINUS.replace("AMOUNT", "10000") + reached, actions=ACTIVATE)
    assert not unsupported(strong)
    assert zone(strong, "B", "drop") == ["槍兵"] and zone(strong, "B", "field.right_front") == []
    weak = run(MINUS.replace("AMOUNT", "5000") + reached, actions=ACTIVATE)
    assert not unsupported(weak) and zone(weak, "B", "field.right_front") == ["槍兵"]


def test_a_value_reached_exactly() -> None:
    """「そのユニットのパワーが０になったなら」: 9000 − 9000 = 0, reached; − 8000 leaves 1000."""
    text = MINUS + "そのユニットのパワーが０になったなら、退却させる。"
    hit = run(text.replace("AMOUNT", "9000"), actions=ACTIVATE)
    assert not unsupported(hit) and zone(hit, "B", "drop") == ["槍兵"]
    miss = run(text.replace("AMOUNT", "8000"), actions=ACTIVATE)
    assert not unsupported(miss) and zone(miss, "B", "drop") == []


def test_a_value_that_already_held_is_not_reached() -> None:
    """「…になったなら」 is a change: activated twice, the first time 槍兵 goes from 9000 to −1000
    (reached: one card drawn); the second time it was already at −1000 when the effect began, so
    going to −11000 reaches nothing and nothing more is drawn."""
    text = MINUS.replace("AMOUNT", "10000") + "そのユニットのパワーが０以下になったなら、１枚引く。"
    twice = (
        "  - {do: main_phase, actions: [{do: activate, card: 剣士}, {do: activate, card: 剣士}]}"
    )
    r = run(text, actions=twice)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert value(r, "power", "B", "field.right_front") == -11000  # both were resolved
    once = run(text, actions=ACTIVATE)
    assert zone(once, "A", "hand") == ["山1"]


# --------------- an ability word heading the text after the colon: 「【永】【(R)】：過充填－…」


@pytest.mark.parametrize(
    ("headed", "printed_before"),
    [
        (
            "【永】【(R)】：過充填－このユニットのパワー＋5000。",
            "過充填－【永】【(R)】：このユニットのパワー＋5000。",
        ),
        (
            "【永】【(R)】：オーバーチャージ－このユニットのパワー＋5000。",
            "過充填－【永】【(R)】：このユニットのパワー＋5000。",
        ),
        (
            "【自】：時翔－このユニットがアタックした時、１枚引く。",
            "時翔－【自】：このユニットがアタックした時、１枚引く。",
        ),
        (
            "【自】【(R)】：超爆－このユニットがアタックした時、１枚引く。",
            "【自】【(R)】【超爆】：このユニットがアタックした時、１枚引く。",
        ),
    ],
)
def test_an_ability_word_after_the_colon_is_the_word_before_the_markers(
    headed: str, printed_before: str
) -> None:
    """An ability word (14.30, 14.34, 14.55: it names the family, no effect of its own) printed
    after the colon before 「－」 is the same ability as the word printed before the markers (or as
    a label): the same program, the word carried by the ability."""
    (got,) = _vg(headed)
    (want,) = _vg(printed_before)
    assert got.supported and want.supported, (got.reason, want.reason)
    assert repr(got.program) == repr(want.program) and got.program.keyword is not None


def test_an_ability_word_heading_the_text_on_a_board() -> None:
    """「【自】【(R)】：時翔－このユニットがアタックした時、１枚引く」: the attack draws a card; 「【永】
    【(R)】：過充填－このユニットのパワー＋5000」: 10000 + 5000."""
    from tests.ruling.test_vg_constructions import ATTACK

    r = run("【自】【(R)】：時翔－このユニットがアタックした時、１枚引く。", actions=ATTACK)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    p = run("【永】【(R)】：過充填－このユニットのパワー＋5000。")
    assert not unsupported(p) and value(p, "power") == 15000


def test_rescue_heading_the_text_stays_refused() -> None:
    """「救援(1)－…」: 救援's number gives the ability part of its effect (14.19.1.1); heading the
    text, whether the effect printed after it is that part or adds to it is not read: refused, by
    name."""
    (ab,) = _vg("【自】：救援(1)－このユニットが(R)に登場した時、１枚引く。")
    assert not ab.supported and "救援" in ab.reason


# ------------------------------ an identity: 「このカードの名前は『X』としても扱う」 (VS 2.1.2, VG 2.1.2)

VS_RING = (
    "[リング]このカードがアタックした時、あなたのベンチに“三毛猫”タマがあるなら、あなたは1枚引く。"
)


def _vs_named(bench_text: str, cond: str = VS_RING) -> Any:
    from ruling.resolve import resolve
    from ruling.scenario import loads

    bench = f'{{name: 甲斐, ap: 1000, dp: 1000, text: "{bench_text}"}}'
    board = (
        "game: vs\ntitle: t\nturn: {player: A, number: 4}\nplayers:\n  A:\n    deck: 10\n"
        f'    ring: {{name: 千早, ap: 1000, dp: 2000, text: "{cond}"}}\n'
        f"    bench: {{left: {{name: 春香, ap: 1000, dp: 1000}}, right: {bench}}}\n"
        "  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 5000}}\n"
        "actions:\n  - {do: attack, support: 春香}\nask: [A.hand]\n"
    )
    return resolve(loads(board, "t.yaml"))


@pytest.mark.parametrize(
    "treat",
    [
        "[ベンチ]このカードの名前は『“三毛猫”タマ』としても扱う。",
        "[ベンチ]このカードの名前は、『“三毛猫”タマ』としても扱う。",
        "[ベンチ]このカードの名前は「“三毛猫”タマ」としても扱う。",
        "【化け猫】《猫》[ベンチ]このカードの名前は『“三毛猫”タマ』としても扱う。",
    ],
)
def test_a_name_besides_its_own_names_the_card(treat: str) -> None:
    """「[ベンチ]このカードの名前は『“三毛猫”タマ』としても扱う」 on the bench card 甲斐: while it is
    on the bench (8.1.1.4) it has that name besides its own (2.1.2), so 「あなたのベンチに“三毛猫”
    タマがあるなら」 holds: one card drawn. Without the text, none."""
    r = _vs_named(treat)
    assert not unsupported(r) and r.outcome["state"] == {"A.hand": 1}
    none = _vs_named("")
    assert none.outcome["state"] == {"A.hand": 0}


def test_a_name_besides_works_only_in_its_zone() -> None:
    """The technique's [領域] is the ring: on the bench the card has only its own name (8.1.1.4)."""
    r = _vs_named("[リング]このカードの名前は『“三毛猫”タマ』としても扱う。")
    assert not unsupported(r) and r.outcome["state"] == {"A.hand": 0}


@pytest.mark.parametrize(
    "treat",
    [
        # 『X』 with no 名前 said quotes a work (2.9.1), not a name
        "[ベンチ]このカードは『“三毛猫”タマ』としても扱う。",
        # in place of its own name: VS 2.1.2 gives names beside
        "[ベンチ]このカードの名前は『“三毛猫”タマ』として扱う。",
        # for a period, after a cost: an activated technique's
        "[ベンチ][このカードをレストする]このカードの名前は、そのターン中、『タマ』としても扱う。",
    ],
)
def test_an_identity_of_another_shape_stays_refused(treat: str) -> None:
    """What is not a standing name besides its own is refused, and the ruling says so."""
    get_game("vs")
    (ab,) = A._abilities("vs", treat, None)
    assert not ab.supported and ab.reason
    r = _vs_named(treat)
    assert unsupported(r)


@pytest.mark.parametrize(
    "variant",
    [
        "【永】：このカードの名前は「赫月光」としても扱う。",
        "【永】：このカードは「赫月光」と同名のカードとしても扱う。",
    ],
)
def test_vg_identity_variants_are_the_same_program(variant: str) -> None:
    """VG reads the same shared identity: 「このカードの名前は「X」としても扱う」 and 「「X」と同名の
    カードとしても扱う」 are 「このカードは「X」としても扱う」 (2.1.2, 12.6.2)."""
    (got,) = _vg(variant)
    (want,) = _vg("【永】：このカードは「赫月光」としても扱う。")
    assert got.supported and repr(got.program) == repr(want.program)
    (instead,) = _vg("【永】：このカードは「赫月光」として扱う。")
    assert instead.supported and repr(instead.program) != repr(want.program)
