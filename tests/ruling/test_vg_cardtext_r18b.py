"""VG card-text constructions of round 18 from the real card list (s14vgdev; issue 12),
docs/cardtext.md "VG round 18, real list": each on a minimal text and a board."""

from __future__ import annotations

import pytest

from ruling import abilities as A
from ruling.rules import get_game
from ruling.state import Card
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import ATTACK, run, value

# ------------------------------------------------------ two abilities printed on one line


@pytest.mark.parametrize("dash", ["－", "-"])
def test_an_unbracketed_label_after_an_ability_on_its_line(dash: str) -> None:
    """「【永】…。過充填－【自】…」: two printed abilities on one line, the second opened by an
    unbracketed label and a dash of either width (14.55). Both are counted, cut at the label,
    and both run: 10000 + 5000 (the 【永】) + 5000 (the 【自】 when it attacks) hits 19000.
    (Before, the line was one ability refused as "lines and abilities do not pair up".)"""
    text = (
        "【永】【(R)】：このユニットのパワー＋5000。"
        f"過充填{dash}【自】【(R)】：このユニットがアタックした時、そのバトル中、"
        "このユニットのパワー＋5000。"
    )
    get_game("vg")  # registers the vg compiler
    abs_ = A.abilities_of("vg", Card(uid="x", name="x", owner="A", text=text))
    assert [a.kind for a in abs_] == ["continuous", "auto"]
    assert abs_[1].text.startswith("過充填") and all(a.supported for a in abs_)
    r = run(text, actions=ATTACK, opponent="{name: 騎士, grade: 3, power: 19000}")
    assert not unsupported(r) and value(r, "power") == 15000  # the battle's +5000 is over
    assert len(zone(r, "B", "damage")) == 1  # 20000 against 19000: a hit


# ------------------------------------------------- 【ソウルチャージ】 done, as an event (7.27.2)

CHARGER = '右前: {name: 魂込め, type: normal, grade: 1, power: 8000, text: "【起】【(R)】：【ソウルチャージ】(2)。"}'
CHARGE = "  - {do: main_phase, actions: [{do: activate, card: 魂込め}]}"
CHARGE_THEN_ME = (
    "  - {do: main_phase, actions: [{do: activate, card: 魂込め}, {do: activate, card: 剣士}]}"
)
ME = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"


def _charger(slot: str = "right_front") -> str:
    return CHARGER.replace("右前", slot)


@pytest.mark.parametrize(
    "who, draws",
    [("あなた", 1), ("相手", 0)],
)
def test_a_player_soul_charged_triggers_once(who: str, draws: int) -> None:
    """「あなたが【ソウルチャージ】した時」: the master soul charged (7.27.2) — one event for the
    charge, so one draw for 【ソウルチャージ】(2); 「相手が」 is the other player's charge."""
    text = f"【自】【(R)】：{who}が【ソウルチャージ】した時、１枚引く。"
    r = run(text, actions=CHARGE, extra=_charger())
    assert not unsupported(r)
    assert sorted(zone(r, "A", "soul")) == ["山1", "山2"]
    assert len(zone(r, "A", "hand")) == draws


@pytest.mark.parametrize(
    "top, draws",
    [("剣士", 1), ("山1", 0)],
)
def test_a_card_soul_charged_triggers_by_its_description(top: str, draws: int) -> None:
    """「このユニットと同名のあなたのカードが【ソウルチャージ】された時」: a card of that name put
    into the soul by a soul charge (7.27.2); another card soul charged does not trigger it."""
    text = (
        "【自】【(R)】：このユニットと同名のあなたのカードが【ソウルチャージ】された時、１枚引く。"
    )
    deck = f"[{{name: {top}, type: normal, grade: 1}}, {{name: 山2, type: normal, grade: 2}}, 8]"
    r = run(text, actions=CHARGE, extra=_charger(), deck=deck)
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == draws


@pytest.mark.parametrize(
    "actions, draws",
    [(ME, 1), (CHARGE_THEN_ME, 0)],
)
def test_whether_a_player_soul_charged_this_turn(actions: str, draws: int) -> None:
    """「このターンにあなたが【ソウルチャージ】していないなら」: read from this turn's events — after
    a soul charge the condition fails and nothing is drawn."""
    text = "【起】【(R)】：このターンにあなたが【ソウルチャージ】していないなら、１枚引く。"
    r = run(text, actions=actions, extra=_charger())
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == draws


# ------------------------------------------------ 『A』と『B』を得る: two quotes given together


@pytest.mark.parametrize(
    "give",
    [
        "このユニットは『{a}』と『{b}』を得る",
        "このユニットに『{a}』と『{b}』を与える",
    ],
)
def test_two_quoted_abilities_gained_together(give: str) -> None:
    """「そのターン中、このユニットは『A』と『B』を得る」 (7.14.1): both abilities for the turn —
    the 【永】 +5000 (15000 hits 13000) and the 【自】 drawing when it attacks. (Before, と read
    as 「with」 refused the step: giving abilities with with.)"""
    a = "【永】【(R)】：このユニットのパワー＋5000。"
    b = "【自】【(R)】：このユニットがアタックした時、１枚引く。"
    text = "【起】【(R)】：そのターン中、" + give.format(a=a, b=b) + "。"
    actions = ME + "\n" + ATTACK
    r = run(text, actions=actions)
    assert not unsupported(r)
    assert value(r, "power") == 15000 and len(zone(r, "A", "hand")) == 1
    assert len(zone(r, "B", "damage")) == 1


def test_two_skills_gained_together() -> None:
    """「このユニットは『ブースト』と『インターセプト』を得る」 (14.5, 14.4): each skill gained
    while the 【永】 applies; a grade-3 unit behind boosts with it (10000 + 8000 hits 15000),
    and not without it."""
    body = (
        "game: vg\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"
        "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
        "    left_front: {name: 剣士, type: normal, grade: 2, power: 10000}\n"
        '    left_back: {name: 重兵, type: normal, grade: 3, power: 8000, text: "TEXT"}\n'
        "    deck: 10\n"
        "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 15000}\n    deck: 10\n"
        "actions:\n  - {do: attack, attacker: left_front, target: vanguard, boost: left_back}\n"
    )
    from ruling.resolve import resolve
    from ruling.scenario import loads

    text = "【永】【(R)】：このユニットは『ブースト』と『インターセプト』を得る。"
    r = resolve(loads(body.replace("TEXT", text), "t.yaml"))
    assert not unsupported(r) and len(zone(r, "B", "damage")) == 1
    bare = resolve(
        loads(body.replace("TEXT", "【永】【(R)】：このユニットのパワー＋1000。"), "t.yaml")
    )
    assert zone(bare, "B", "damage") == []


# ------------------------------------- a unit left unsaid after a change of values (11.8.5.3)


def test_a_second_change_acts_on_the_units_the_first_described() -> None:
    """「あなたの前列のユニットすべてのパワー＋5000し、クリティカル＋１」: a change of values moves no
    card, so the step after it acts on the same units (before: on "the cards moved", none —
    the critical was silently not given)."""
    text = "【起】【(R)】：そのターン中、あなたの前列のユニットすべてのパワー＋5000し、クリティカル＋１。"
    r = run(text, actions=ME)
    assert not unsupported(r)
    assert value(r, "power") == 15000 and value(r, "critical") == 2
    assert value(r, "critical", where="field.vanguard") == 2


@pytest.mark.parametrize("cards, power", [(0, 15000), (2, 20000), (3, 25000)])
def test_a_continuous_further_change_of_the_units_described(cards: int, power: int) -> None:
    """【永】「あなたの前列のユニットすべてのパワー＋5000。Xなら、さらにパワー＋5000し、Yなら、さらに
    パワー＋5000」: each further change is of the front-row units, while its condition holds
    (11.11.1.7); before, refused as "a continuous ability about chosen cards"."""
    text = (
        "【永】【(R)】：あなたの前列のユニットすべてのパワー＋5000。あなたのドロップが２枚以上なら、"
        "さらにパワー＋5000し、３枚以上なら、さらにパワー＋5000。"
    )
    drop = "[" + ", ".join(f"{{name: 骨{i}, type: normal, grade: 1}}" for i in range(cards)) + "]"
    r = run(text, drop=drop)
    assert not unsupported(r) and value(r, "power") == power


# ----------------------------- a relative clause before 「X」を含む: a filter of the cards


@pytest.mark.parametrize("called, hits", [("小竜", 1), ("小鳥", 0)])
def test_a_relative_clause_before_a_name_contained(called: str, hits: int) -> None:
    """「このターンに登場した「竜」を含むあなたのユニットすべてのパワー＋5000」: the units that
    appeared this turn AND whose name contains 竜 — the clause is a filter of the units, not of
    the name (before: refused, 「を含む with something other than a name」). Called this turn,
    小竜 attacks with 6000 + 5000 and hits 10000; 小鳥 (no 竜) attacks with 6000 and does not."""
    text = "【永】【(R)】：このターンに登場した「竜」を含むあなたのユニットすべてのパワー＋5000。"
    hand = f"[{{name: {called}, type: normal, grade: 1, power: 6000}}]"
    actions = (
        f"  - {{do: call, card: {called}, from: hand, circle: right_front}}\n"
        "  - {do: attack, attacker: right_front, target: vanguard}"
    )
    r = run(text, actions=actions, hand=hand, opponent="{name: 騎士, grade: 3, power: 10000}")
    assert not unsupported(r)
    assert len(zone(r, "B", "damage")) == hits


@pytest.mark.parametrize("vanguard, hits", [("竜", 1), ("鳥", 0)])
def test_this_turn_said_before_a_name_contained_is_the_events(vanguard: str, hits: int) -> None:
    """「このターンに「竜」を含むあなたのヴァンガードの能力で登場したユニット」: 「このターンに」 is
    the time of 登場した, not of 含む (a name is contained at no time); the units called this turn
    by an ability of a vanguard whose name contains 竜. Before, refused (a relative clause
    appear.past in a selector). 小兵, called by 竜's ability, attacks with 11000 and hits 10000;
    called by 鳥's, it has 6000 and does not."""
    text = (
        "【永】【(R)】：このターンに「竜」を含むあなたのヴァンガードの能力で登場した"
        "あなたのユニットすべてのパワー＋5000。"
    )
    van = (
        f"{{name: {vanguard}, type: normal, grade: 3, power: 13000,"
        ' text: "【起】【(V)】：あなたの手札から１枚選び、(R)にコールする。"}'
    )
    actions = (
        f"  - {{do: main_phase, actions: [{{do: activate, card: {vanguard}}}]}}\n"
        "  - {do: attack, attacker: right_front, target: vanguard}"
    )
    r = run(
        text,
        actions=actions,
        hand="[{name: 小兵, type: normal, grade: 1, power: 6000}]",
        vanguard=van,
        opponent="{name: 騎士, grade: 3, power: 10000}",
        choices="choices:\n  - {player: A, choose: right_front}",
    )
    assert not unsupported(r) and len(zone(r, "B", "damage")) == hits


# ------------------------------------------------ 【1ターンに1回】: the V series' limit icon


TWICE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}, {do: activate, card: 剣士}]}"


@pytest.mark.parametrize(
    "label, draws",
    [
        ("【ターン1回】", 1),
        ("【1ターンに1回】", 1),
        ("【１ターンに１回】", 1),
        ("【1ターンに2回】", 2),
    ],
)
def test_the_v_series_limit_icon(label: str, draws: int) -> None:
    """【1ターンに1回】 (V series) is 【ターン1回】 (D series), a period limit icon (12.3.2): played
    twice in a turn, the second is refused; 【1ターンに2回】 allows two (before: refused as an
    unknown label)."""
    r = run(f"【起】【(R)】{label}：１枚引く。", actions=TWICE)
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == draws


# ------------------------------------------- 【ペルソナライド】した: the keyword in brackets


@pytest.mark.parametrize(
    "text",
    [
        "【自】【(R)】：【ペルソナライド】した時、１枚引く。",
        "【自】【(R)】：あなたが【ペルソナライド】した時、１枚引く。",
    ],
)
def test_a_bracketed_persona_ride_trigger(text: str) -> None:
    """「【ペルソナライド】した時」: the keyword printed in brackets is the act 「ペルソナライドした」
    (7.15.1.4.3): a ride of the vanguard's name persona rides and draws (its own draw, then this
    one); a ride of another name does not. Before: refused, the trigger do.past."""
    from tests.ruling.boards import vg_run
    from tests.ruling.test_vg_headers import PERSONA

    body = PERSONA.replace("TEXT", text)
    r = vg_run(body.replace("RIDER", "蒼炎の剣聖"), phase="ride")
    assert not unsupported(r) and sorted(zone(r, "A", "hand")) == ["一", "二"]
    assert "7.15.1.4.3" in r.decided_by
    other = vg_run(body.replace("RIDER", "別の竜"), phase="ride")
    assert zone(other, "A", "hand") == []


# ------------------------------------------------------- 「Aか、B」: two costs, a comma after か


@pytest.mark.parametrize("comma", ["", "、"])
def test_a_cost_of_a_payment_or_an_action_with_a_comma(comma: str) -> None:
    """「【コスト】[【カウンターブラスト】(1)か、手札から１枚ソウルに置く]」: one of the two, the
    payer's pick (11.7.1), with or without 「、」 after か (before, with it: refused, the word
    counter_blast). Picking the action puts the hand card into the soul; the blast turns the
    damage card face down."""
    text = (
        f"【起】【(R)】：【コスト】[【カウンターブラスト】(1)か{comma}手札から１枚ソウルに置く]"
        "ことで、１枚引く。"
    )
    dmg = "[{name: 傷, type: normal}]"
    hand = "[{name: 手1, type: normal, grade: 1}]"
    pick = "choices:\n  - {player: A, at: cost_choice, choose: WHAT}"
    act = run(text, actions=ME, damage=dmg, hand=hand, choices=pick.replace("WHAT", "act"))
    assert not unsupported(act) and zone(act, "A", "soul") == ["手1"]
    cb = run(text, actions=ME, damage=dmg, hand=hand, choices=pick.replace("WHAT", "counter_blast"))
    assert zone(cb, "A", "soul") == [] and sorted(zone(cb, "A", "hand")) == ["山1", "手1"]
    assert not cb.main.final.players["A"].zones["damage"][0].face_up


def test_two_payments_with_a_comma() -> None:
    """「【コスト】[【エネルギーブラスト】(3)か、【ソウルブラスト】(1)]」: either payment (before:
    refused, a cost be.nominal). With no energy, the soul blast is the one that can be paid."""
    text = "【起】【(R)】：【コスト】[【エネルギーブラスト】(3)か、【ソウルブラスト】(1)]することで、１枚引く。"
    soul = "soul: [{name: 魂, type: normal, grade: 1}]"
    r = run(text, actions=ME, extra=soul)
    assert not unsupported(r) and zone(r, "A", "drop") == ["魂"] and zone(r, "A", "hand") == ["山1"]


# ------------------------------------------------------------- 「トークンユニット」 (15.4.1)


@pytest.mark.parametrize(
    "behind, power",
    [
        ("{name: 兵トークン, type: token, grade: 0, power: 5000}", 15000),
        ("{name: 後兵, type: normal, grade: 1, power: 5000}", 10000),
    ],
)
def test_a_token_unit_in_the_column(behind: str, power: int) -> None:
    """「このユニットと同じ縦列にあなたのトークンユニットがいるなら」: a token unit (15.4.1, 15.4.3)
    behind 剣士 meets it, a normal unit does not (before: refused, two kinds in one noun
    phrase)."""
    text = "【永】【(R)】：このユニットと同じ縦列にあなたのトークンユニットがいるなら、このユニットのパワー＋5000。"
    r = run(text, extra=f"left_back: {behind}")
    assert not unsupported(r) and value(r, "power") == power


# ------------------------------------- 「以下すべてを得る」 with one item the engine cannot run

GAINS = (
    "【永】：あなたのヴァンガードが「竜」を含むなら、このカードは以下すべてを得る。\n"
    "・【永】：このカードはあなたのオーダーゾーンの「回復魔法」の【永】能力の影響を受けない。\n"
    "・【自】【(R)】：このユニットがアタックした時、１枚引く。"
)


def test_an_item_left_out_is_reported_alone() -> None:
    """「…なら、このカードは以下すべてを得る。・A ・B」 where A cannot be run: each item is an
    ability of its own (7.14.1), so B is given while the condition holds and A alone is reported
    unsupported (before: the host and every item were refused)."""
    get_game("vg")
    abs_ = A.abilities_of("vg", Card(uid="x", name="x", owner="A", text=GAINS))
    assert [a.supported for a in abs_] == [True, False, True]
    assert "not given" in abs_[1].reason


@pytest.mark.parametrize("vanguard, draws", [("竜", 1), ("鳥", 0)])
def test_the_items_given_run_and_the_one_left_out_is_warned(vanguard: str, draws: int) -> None:
    """On a board: with a 竜 vanguard the given 【自】 draws when 剣士 attacks, with 鳥 it is not
    given; either way the ruling warns that the item left out may decide the outcome."""
    van = f"{{name: {vanguard}, type: normal, grade: 3, power: 13000}}"
    r = run(GAINS, actions=ATTACK, vanguard=van)
    assert len(zone(r, "A", "hand")) == draws
    warned = unsupported(r)
    assert len(warned) == 1 and "影響を受けない" in warned[0]


# --------------------------------------------------- 「リアガードサークル」 spelled out (4.9.2)


@pytest.mark.parametrize(
    "spelled",
    [
        "【自】【(R)】：このユニットがリアガードサークルに登場した時、１枚引く。",
        "【自】【(R)】：このユニットがリアガードサークルから退却した時、１枚引く。",
        "【起】【(R)】：あなたの手札から１枚選び、リアガードサークルにコールする。",
    ],
)
def test_the_rear_guard_circle_spelled_out_is_r(spelled: str) -> None:
    """「リアガードサークル」 is (R) (4.9.2): the same program as the text with (R) (before:
    refused, the word rear_guard_circle)."""
    get_game("vg")

    def prog(text: str) -> object:
        return A.abilities_of("vg", Card(uid="x", name="x", owner="A", text=text))[0].program

    assert prog(spelled) is not None
    assert prog(spelled) == prog(spelled.replace("リアガードサークル", "(R)"))


def test_units_on_the_rear_guard_circles() -> None:
    """「あなたのリアガードサークルのユニットすべてのパワー＋2000」: 剣士 on a rear-guard circle
    gets it, the vanguard does not."""
    text = "【永】【(R)】：あなたのリアガードサークルのユニットすべてのパワー＋2000。"
    r = run(text)
    assert not unsupported(r)
    assert value(r, "power") == 12000 and value(r, "power", where="field.vanguard") == 13000
