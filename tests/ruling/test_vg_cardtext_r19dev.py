"""VG card-text constructions of round 19 from the real card list and the blind-derived sets
(s15vgdev; issue 12), docs/cardtext.md "VG round 19 (s15vgdev)": each on a minimal text and a
board, with the neighbour wordings of the same meaning."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from grammar.render import render
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import ATTACK, run, value

G2 = "{name: 小竜, type: normal, grade: 2, power: 10000}"
SOUL2 = "soul: [{name: 魂1, type: normal, grade: 1}, {name: 魂2, type: normal, grade: 1}]"
ME = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
PLAY = "  - {do: main_phase, actions: [{do: play_order, card: 指令}]}"


def _on_attack(cond: str) -> str:
    return f"【自】【(R)】：このユニットがアタックした時、{cond}、１枚引く。"


# ------------------------------------ a negative condition: でない / ではない / なければ / ない


@pytest.mark.parametrize(
    "cond",
    [
        "あなたのヴァンガードがグレード３以上でないなら",
        "あなたのヴァンガードがグレード３以上ではないなら",
        "あなたのヴァンガードがグレード３以上でなければ",
        "あなたのヴァンガードがグレード3以上でなければ",
    ],
)
@pytest.mark.parametrize("vanguard, draws", [(None, 0), (G2, 1)])
def test_a_nominal_condition_not_met(cond: str, vanguard: str | None, draws: int) -> None:
    """「XがYでないなら」 / 「…ではないなら」 / 「…でなければ」: the nominal condition, not met
    (11.2.1.2) — a grade 3 vanguard: no draw; a grade 2: a draw. でない right after a noun
    phrase is the copula's negative, not 出る's (before: refused, the condition
    come_out.negative / be.negative; でなければ on a step: refused, unless)."""
    board = {"vanguard": vanguard} if vanguard else {}
    r = run(_on_attack(cond), actions=ATTACK, **board)
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == draws


@pytest.mark.parametrize(
    "cond",
    [
        "あなたのソウルが２枚以上ないなら",
        "あなたのソウルが２枚以上なければ",
        "あなたのソウルが2枚以上なければ",
    ],
)
@pytest.mark.parametrize("soul, draws", [(SOUL2, 0), ("", 1)])
def test_a_count_not_reached(cond: str, soul: str, draws: int) -> None:
    """「Xが２枚以上ない(なら)」 / 「…なければ」: fewer than two (the count compared, not) — two
    soul: no draw; none: a draw (before: refused, a negative existence condition with a
    count)."""
    r = run(_on_attack(cond), actions=ATTACK, extra=soul)
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == draws


THREE = "right_front: {name: 兵, type: normal}\n    left_back: {name: 後, type: normal}"


@pytest.mark.parametrize(
    "cond", ["あなたのリアガードが２枚以下でないなら", "あなたのリアガードが２枚以下でなければ"]
)
@pytest.mark.parametrize("extra, draws", [("", 0), (THREE, 1)])
def test_at_most_not_met(cond: str, extra: str, draws: int) -> None:
    """「リアガードが２枚以下でないなら」: three or more — 剣士 alone (one): no draw; with two more
    rear-guards (three): a draw."""
    r = run(_on_attack(cond), actions=ATTACK, extra=extra)
    assert not unsupported(r) and len(zone(r, "A", "hand")) == draws


def test_nakereba_renders_back() -> None:
    """The AST of 「…なければ」 / 「…でない」 renders its own text (the grammar's round trip)."""
    for cond in (
        "あなたのソウルが2枚以上なければ",
        "あなたのヴァンガードがグレード3以上でないなら",
    ):
        text = _on_attack(cond)
        card = parse_card(text, "vg").card
        assert card is not None and cond + "、" in render(card)


# ----------------------- 「この能力は…なければ使えない」 (12.2.1.1, 12.2.1.2.1): when it is ‘使えない’


@pytest.mark.parametrize(
    "rule",
    [
        "この能力はあなたのソウルが２枚以上なければ使えない。",
        "あなたのソウルが２枚以上ないなら、この能力は使えない。",
        "この能力は、あなたのソウルが２枚以上なければ使えない。",
    ],
)
def test_an_activated_ability_unusable_unless(rule: str) -> None:
    """「【起】…。この能力はあなたのソウルが２枚以上なければ使えない。」: with fewer than two soul
    it cannot be played (12.2.1.1: no draw, the play refused citing it); with two it is played
    (before: text the grammar could not type / a step in form cannot)."""
    text = f"【起】【(R)】：１枚引く。{rule}"
    r = run(text, actions=ME)
    assert not unsupported(r) and zone(r, "A", "hand") == []
    assert any("12.2.1.1" in s.clauses for s in r.main.trace.steps)
    ok = run(text, actions=ME, extra=SOUL2)
    assert not unsupported(ok) and zone(ok, "A", "hand") == ["山1"]


def test_an_activated_ability_unusable_after_no_attack() -> None:
    """「このターンにこのユニットがアタックしていないなら、この能力は使えない。」 (a past event): in
    the main phase it has not attacked, so it cannot be played."""
    text = (
        "【起】【(R)】：１枚引く。このターンにこのユニットがアタックしていないなら、"
        "この能力は使えない。"
    )
    r = run(text, actions=ME)
    assert not unsupported(r) and zone(r, "A", "hand") == []


# ------------------------------ 「このカードは…でなければプレイできない」: an order's requirement


@pytest.mark.parametrize(
    "req",
    [
        "このカードはあなたのヴァンガードがグレード３以上でなければプレイできない。",
        "このカードはあなたのヴァンガードがグレード３以上ならプレイできる。",
    ],
)
def test_an_order_played_only_if(req: str) -> None:
    """「このカードは…でなければプレイできない。１枚引く。」 / 「このカードは…ならプレイできる。」:
    the order's requirement (11.8.2.4.2) — a grade 3 vanguard: played, a draw; a grade 2: not
    played, it stays in the hand (before: text the grammar could not type / a nominal condition
    with topic)."""
    order = f"{req}１枚引く。"
    hand = f'[{{name: 指令, type: order, grade: 1, text: "{order}"}}]'
    r = run("", actions=PLAY, hand=hand)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    low = run("", actions=PLAY, hand=hand, vanguard=G2)
    assert zone(low, "A", "hand") == ["指令"]


# ------------------------ 「…の能力のコストで退却した時」: retired as the cost of an ability (11.7.1)

RETIRED = "【自】【(R)】：このユニットが{by}の能力のコストで退却した時、１枚引く。"
V_COST = (
    "【起】【(V)】：【コスト】[あなたのリアガードを１枚退却させる]ことで、【ソウルチャージ】(1)。"
)
V_EFFECT = "【起】【(V)】：あなたのリアガードを１枚選び、退却させる。"
V_ACT = "  - {do: main_phase, actions: [{do: activate, card: 竜}]}"


def _vanguard(text: str) -> str:
    return f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'


@pytest.mark.parametrize(
    "by, vg_text, draws",
    [
        ("あなた", V_COST, 1),
        ("あなたのヴァンガード", V_COST, 1),
        ("グレード３以上のあなたのヴァンガード", V_COST, 1),
        ("あなたのカード", V_COST, 1),
        ("相手", V_COST, 0),
        ("あなた", V_EFFECT, 0),
    ],
)
def test_retired_as_the_cost_of_an_ability(by: str, vg_text: str, draws: int) -> None:
    """「このユニットがあなたの(ヴァンガードの)能力のコストで退却した時」: 剣士 retired to pay the
    vanguard's 【起】 cost (11.7.1) triggers it — a draw; an opponent's ability named: no; 剣士
    retired by the same vanguard's effect (not a cost): no (before: refused, the card kind
    ability)."""
    r = run(RETIRED.format(by=by), actions=V_ACT, vanguard=_vanguard(vg_text))
    assert not unsupported(r) and zone(r, "A", "drop") == ["剣士"]
    assert len(zone(r, "A", "hand")) == draws


def test_retired_as_the_cost_of_a_rear_guards_ability() -> None:
    """「…あなたのヴァンガードの能力のコストで」: a rear-guard's ability that retires 剣士 for its
    cost is no vanguard's — no draw; 「あなたの能力のコスト」: a draw."""
    me = '{name: 兵, type: normal, grade: 1, text: "' + V_COST.replace("(V)", "(R)") + '"}'
    act = "  - {do: main_phase, actions: [{do: activate, card: 兵}]}"
    for by, draws in (("あなたのヴァンガード", 0), ("あなた", 1)):
        r = run(
            RETIRED.format(by=by),
            actions=act,
            extra=f"right_front: {me}",
            choices="choices: [{player: A, at: cost_card, choose: 剣士}]",
        )
        assert not unsupported(r) and "剣士" in zone(r, "A", "drop"), by
        assert len(zone(r, "A", "hand")) == draws, by


# --------------------- 「グレード１以下ではなくグレード２以下にする」: a choice's filter replaced

BIRD = "{name: 鳥, type: normal, grade: 3, power: 13000}"


@pytest.mark.parametrize(
    "then",
    [
        "グレード１以下ではなくグレード２以下にする。",
        "グレード１以下ではなく、グレード２以下にする。",
        "グレード1以下ではなくグレード2以下にする。",
    ],
)
@pytest.mark.parametrize("vanguard, retired", [(None, True), (BIRD, False)])
def test_a_filter_of_the_choice_replaced(then: str, vanguard: str | None, retired: bool) -> None:
    """「相手のグレード１以下のリアガードを１枚選び、退却させる。あなたのヴァンガードが「竜」を含む
    なら、グレード１以下ではなくグレード２以下にする。」: when the condition holds as the choice is
    made, the grade-2 槍兵 may be chosen (11.3.1.3.5) and is retired; with another vanguard it
    may not (before: refused, the action do.final)."""
    text = (
        "【起】【(R)】：相手のグレード１以下のリアガードを１枚選び、退却させる。"
        f"あなたのヴァンガードが「竜」を含むなら、{then}"
    )
    board = {"vanguard": vanguard} if vanguard else {}
    r = run(text, actions=ME, **board)
    assert not unsupported(r)
    assert (zone(r, "B", "drop") == ["槍兵"]) is retired


def test_a_filter_with_no_choice_before_it_stays_refused() -> None:
    """「AではなくBにする」 with no choice filtered by A before it: refused, not dropped."""
    text = (
        "【起】【(R)】：相手のリアガードを１枚選び、退却させる。"
        "あなたのヴァンガードが「竜」を含むなら、グレード１以下ではなくグレード２以下にする。"
    )
    r = run(text, actions=ME)
    assert unsupported(r)


# ------------ 「このユニットがブーストしたバトル中、…した時」: an event in a battle of that state

BOOST = "  - {do: attack, attacker: left_front, target: vanguard, boost: left_back}"
RETIRE_ON_ATTACK = (
    "【自】【(R)】：このユニットがアタックした時、相手のリアガードを１枚選び、退却させる。"
)


@pytest.mark.parametrize(
    "did, actions, draws",
    [
        ("ブースト", BOOST, 1),
        ("ブースト", ATTACK, 0),
        ("アタック", BOOST, 0),
    ],
)
def test_an_event_in_the_battle_this_unit_boosted(did: str, actions: str, draws: int) -> None:
    """「【自】【(R)】：このユニットがブーストしたバトル中、相手のリアガードが退却した時、１枚引く。」
    on the unit behind 剣士: 剣士's attack retires 槍兵 — boosted by it, a draw; not boosted (or
    「アタックしたバトル中」, which it did not), none: the trigger condition is not met
    (11.1.1.2.1; before: refused, a trigger of this shape)."""
    ability = (
        f"【自】【(R)】：このユニットが{did}したバトル中、相手のリアガードが退却した時、１枚引く。"
    )
    behind = f'left_back: {{name: 後衛, type: normal, grade: 1, power: 7000, skills: [boost], text: "{ability}"}}'
    r = run(RETIRE_ON_ATTACK, actions=actions, extra=behind)
    assert not unsupported(r) and zone(r, "B", "drop") == ["槍兵"]
    assert len(zone(r, "A", "hand")) == draws


# ---------------------- 「あなたのヴァンガードがこのユニットなら」: this card, the one described

SELF_RETIRE = "【起】【(R)】：【コスト】[このユニットを退却させる]ことで、【ソウルチャージ】(1)。"


@pytest.mark.parametrize(
    "cond",
    [
        "あなたのヴァンガードがこのユニットなら",
        "このユニットがあなたのヴァンガードなら",
    ],
)
@pytest.mark.parametrize("where, draws", [("vanguard", 1), ("right_front", 0)])
def test_this_unit_is_your_vanguard(cond: str, where: str, draws: int) -> None:
    """「【自】：あなたのリアガードが退却した時、あなたのヴァンガードがこのユニットなら、１枚引く。」:
    on the vanguard, 剣士 retired (its own cost) makes it draw; the same card as a rear-guard
    is not the vanguard — no draw (before: refused, a nominal condition comparing two cards)."""
    ability = f"【自】：あなたのリアガードが退却した時、{cond}、１枚引く。"
    card = f'{{name: 主, type: normal, grade: 3, power: 13000, text: "{ability}"}}'
    board = {"vanguard": card} if where == "vanguard" else {"extra": f"{where}: {card}"}
    r = run(SELF_RETIRE, actions=ME, **board)
    assert not unsupported(r) and "剣士" in zone(r, "A", "drop")
    assert len(zone(r, "A", "hand")) == draws


@pytest.mark.parametrize("row", ["後列", "前列"])
@pytest.mark.parametrize("trait, crit", [("ロイヤルパラディン", 2), ("かげろう", 1)])
def test_at_least_n_of_the_described_cards_are(row: str, trait: str, crit: int) -> None:
    """「あなたの後列のリアガードが２枚以上の《ロイヤルパラディン》なら」: at least two of the
    back-row rear-guards are 《ロイヤルパラディン》 — 弓兵 and 兵 both: the vanguard's critical +1;
    兵 of another nation: not (before: refused, a nominal condition comparing two cards). 「前列」:
    剣士 (of no nation) and no other front-row unit: never."""
    text = (
        f"【永】【(V)】：あなたの{row}のリアガードが２枚以上の《ロイヤルパラディン》なら、"
        "このユニットのクリティカル＋１。"
    )
    vg = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'
    back = (
        "left_back: {name: 弓兵, type: normal, grade: 1, traits: [ロイヤルパラディン]}\n"
        f"    right_back: {{name: 兵, type: normal, grade: 1, traits: [{trait}]}}"
    )
    r = run("", vanguard=vg, extra=back)
    assert not unsupported(r)
    want = crit if row == "後列" else 1
    assert value(r, "critical", where="field.vanguard") == want


# ------------------ 「そのターンのN回目以降のバトルで…した時 / …しているなら / …バトル中なら」

TWO_ATTACKS = (
    "  - {do: attack, attacker: vanguard, target: vanguard}\n"
    "  - {do: attack, attacker: left_front, target: vanguard}"
)


@pytest.mark.parametrize(
    "text",
    [
        "【自】【(R)】：このユニットがそのターンのNTH回目以降のバトルでアタックした時、１枚引く。",
        "【自】【(R)】：このユニットがこのターンのNTH回目以降のバトルでアタックした時、１枚引く。",
        "【自】【(R)】：このユニットがアタックした時、"
        "このユニットがそのターンのNTH回目以降のバトルでアタックしているなら、１枚引く。",
        "【自】【(R)】：このユニットがアタックした時、そのターンのNTH回目以降のバトル中なら、１枚引く。",
    ],
)
@pytest.mark.parametrize("nth, draws", [("２", 1), ("３", 0)])
def test_the_nth_battle_of_the_turn(text: str, nth: str, draws: int) -> None:
    """剣士 attacks in the turn's second battle (the vanguard attacked first; 10.3.1.3): 「…の
    ２回目以降のバトルでアタックした時」 triggers (11.1.1.2.1), 「３回目以降」 does not; the same
    battle read as a condition (「…でアタックしているなら」, 「…のバトル中なら」). The vanguard's
    drive check puts one card in the hand either way (before: refused, the word turn / the
    condition attack.progressive)."""
    r = run(text.replace("NTH", nth), actions=TWO_ATTACKS)
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == 1 + draws


# ------------------------- 「このユニットに「X」を含むグレード１がライドした時」 (the に is ライド's)


@pytest.mark.parametrize(
    "name, draws", [("ブラスター・ブレード", 1), ("ブラスター・ダーク", 1), ("騎士見習い", 0)]
)
def test_ridden_by_a_card_that_contains_a_name(name: str, draws: int) -> None:
    """「【自】：このユニットに「ブラスター」を含むグレード１がライドした時、１枚引く。」: the grammar
    hangs 「このユニットに」 on 「を含む」, which takes no に — it is the ride's (the ridden
    vanguard); a grade 1 with 「ブラスター」 in its name ridden on it: a draw, another: none
    (before: refused, a relative clause contain.final in a selector)."""
    text = "【自】：このユニットに「ブラスター」を含むグレード１がライドした時、１枚引く。"
    vg = f'{{name: 先導者, type: normal, grade: 0, power: 6000, text: "{text}"}}'
    hand = f"[{{name: {name}, type: normal, grade: 1, power: 8000}}]"
    r = run("", actions=f"  - {{do: ride_phase, card: {name}}}", vanguard=vg, hand=hand)
    assert not unsupported(r) and "先導者" in zone(r, "A", "soul")
    assert len(zone(r, "A", "hand")) == draws


@pytest.mark.parametrize("grade, draws", [(1, 1), (2, 0)])
def test_ridden_by_a_grade(grade: int, draws: int) -> None:
    """「このユニットにグレード１がライドした時」: compiled before as a player's ride (``rode``) with a
    card for its subject, which the runtime never fired — now this unit ridden (``ridden``) by
    a grade 1: a draw; by a grade 2: none."""
    text = "【自】：このユニットにグレード１がライドした時、１枚引く。"
    vg = f'{{name: 先導者, type: normal, grade: {grade - 1}, power: 6000, text: "{text}"}}'
    hand = f"[{{name: 次, type: normal, grade: {grade}, power: 8000}}]"
    r = run("", actions="  - {do: ride_phase, card: 次}", vanguard=vg, hand=hand)
    assert not unsupported(r) and "先導者" in zone(r, "A", "soul")
    assert len(zone(r, "A", "hand")) == draws


@pytest.mark.parametrize("extra, draws", [("", 1), (SOUL2, 0)])
def test_unless_on_a_step(extra: str, draws: int) -> None:
    """「【起】【(R)】：あなたのソウルが２枚以上なければ、１枚引く。」: the marker 「なければ」 on a
    step is the condition not met (as 「…ないなら」) — no soul: a draw; two: none (before:
    refused, 「…なければ」 (unless) on a step)."""
    r = run("【起】【(R)】：あなたのソウルが２枚以上なければ、１枚引く。", actions=ME, extra=extra)
    assert not unsupported(r) and len(zone(r, "A", "hand")) == draws


# ------------------------------ 「…２枚をドロップに置く。その中に…があるなら」: among those cards


@pytest.mark.parametrize(
    "step",
    ["あなたの山札の上から２枚をドロップに置く。", "あなたの山札の上から２枚公開する。"],
)
@pytest.mark.parametrize(
    "cond",
    [
        "その中にグレードGがあるなら",
        "その中にグレードGがあったなら",
        "その中にグレードGのカードがあるなら",
    ],
)
@pytest.mark.parametrize("g, draws", [("２", 1), ("３", 0)])
def test_among_the_cards_the_step_before_dealt_with(
    step: str, cond: str, g: str, draws: int
) -> None:
    """「あなたの山札の上から２枚をドロップに置く。その中にグレード２があるなら、１枚引く。」: among the
    two cards put (or revealed) — 山1 (grade 1) and 山2 (grade 2) — a grade 2: a draw; a grade 3:
    none (before: refused, the word during / the condition exist_thing.past)."""
    text = f"【起】【(R)】：{step}{cond.replace('G', g)}、１枚引く。"
    r = run(text, actions=ME)
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == draws


def test_among_with_nothing_before_stays_refused() -> None:
    """「その中に…があるなら」 with no step before it that dealt with cards: refused."""
    r = run("【起】【(R)】：その中にグレード２があるなら、１枚引く。", actions=ME)
    assert unsupported(r)


# ----------------------------- 「…があるなら、A。ないなら、B。」: a bare ない denies the one before


@pytest.mark.parametrize(
    "there, none",
    [("いるなら", "いないなら")],
)
@pytest.mark.parametrize(
    "extra, hand, soul", [("left_back: {name: 後, type: normal}", 1, 0), ("", 0, 1)]
)
def test_none_of_what_the_condition_before_named(
    there: str, none: str, extra: str, hand: int, soul: int
) -> None:
    """「あなたの後列にユニットがいるなら、１枚引く。いないなら、【ソウルチャージ】(1)。」: the second
    condition, printed with nothing but the negative, denies the first (the ellipsis of
    Japanese) — a unit behind: a draw only; none: a soul charge only (before: refused, a
    missing or non-card noun phrase)."""
    text = (
        f"【起】【(R)】：あなたの後列にユニットが{there}、１枚引く。{none}、【ソウルチャージ】(1)。"
    )
    r = run(text, actions=ME, extra=extra)
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == hand and len(zone(r, "A", "soul")) == soul
