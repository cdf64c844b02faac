"""VG card-text constructions of round 14, found by reading why the texts of DZ-BT13 (held out in
rounds 12-13, spent on diagnosis in round 14) and the rest of the corpus were refused; each on a
minimal text of its own and a board (docs/cardtext.md, round 14)."""

from __future__ import annotations

from tests.ruling.boards import unsupported, vg_run, zone_names
from tests.ruling.test_vg_constructions import run, value

_run = vg_run
_zone = zone_names


RIDE_DECK_DISCARD = """\
players:
  A:
    vanguard: {name: 小竜, type: normal, grade: 1}
    ride_deck: [{name: 中竜, type: normal, grade: 2}]
    hand:
      - {name: 流, type: normal, grade: 1, text: "【自】：ライドデッキからライドする際にこのカードが手札から捨てられた時、１枚引く。"}
      - {name: 他, type: normal, grade: 1}
    deck: [{name: 一, type: normal, grade: 1}, 9]
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - {do: ride_phase, card: 中竜, from: ride_deck, discard: WHICH}
ask: [A.hand, A.drop]
"""


def test_discarded_on_the_occasion_of_a_ride_from_the_ride_deck_6_3_3_2_2() -> None:
    """「ライドデッキからライドする際にこのカードが手札から捨てられた時」 (Trig.occasion): the discard
    a ride from the ride deck needs (6.3.3.2.2) is the event, made as a part of that ride; a
    discard by an ability's effect is not."""
    r = _run(RIDE_DECK_DISCARD.replace("WHICH", "流"), phase="ride")
    assert _zone(r, "A", "drop") == ["流"] and sorted(_zone(r, "A", "hand")) == ["一", "他"]
    r = _run(RIDE_DECK_DISCARD.replace("WHICH", "他"), phase="ride")
    assert _zone(r, "A", "drop") == ["他"] and _zone(r, "A", "hand") == ["流"]
    by_effect = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, text: "【起】【(V)】：あなたの手札から１枚選び、捨てる。"}
    hand:
      - {name: 流, type: normal, grade: 1, text: "【自】：ライドデッキからライドする際にこのカードが手札から捨てられた時、１枚引く。"}
    deck: [{name: 一, type: normal, grade: 1}, 9]
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - {do: activate, card: 竜}
choices:
  - {player: A, choose: 流}
ask: [A.hand]
"""
    r = _run(by_effect)
    assert _zone(r, "A", "drop") == ["流"] and _zone(r, "A", "hand") == []


BOOSTER = '{name: 弓兵, type: normal, grade: 1, power: 8000, skills: [boost], text: "TEXT"}'
BOOST = "  - {do: attack, attacker: left_front, target: vanguard, boost: left_back}"


def test_a_filter_of_the_unit_boosted_10_4_1_12() -> None:
    """「このユニットが「X」を含むグレード３以上のヴァンガードをブーストした時」: the grammar hangs
    「このユニットが「X」を含む」 in a clause of its own; the subject is the booster and the filter
    that of the object, the unit boosted (10.4.1.12) — as 「…にライドされた」 reads its goal. A
    boost of the 「剣士」 (10000 + 8000 + 5000 = 23000 against 21000) hits; with a filter it does
    not pass, the booster's power stays 8000 (18000, no hit)."""
    text = "【自】【(R)】：このユニットが「剣」を含むグレード２以上をブーストした時、そのバトル中、このユニットのパワー＋5000。"
    strong = "{name: 騎士, grade: 3, power: 21000}"
    r = run("", actions=BOOST, extra="left_back: " + BOOSTER.replace("TEXT", text), opponent=strong)
    assert not unsupported(r) and len(_zone(r, "B", "damage")) == 1
    other = text.replace("「剣」", "「槍」")
    r = run(
        "", actions=BOOST, extra="left_back: " + BOOSTER.replace("TEXT", other), opponent=strong
    )
    assert not unsupported(r) and _zone(r, "B", "damage") == []
    high = text.replace("グレード２以上", "グレード３以上のヴァンガード")
    r = run("", actions=BOOST, extra="left_back: " + BOOSTER.replace("TEXT", high), opponent=strong)
    assert not unsupported(r) and _zone(r, "B", "damage") == []


def test_a_unit_left_unsaid_after_a_shuffle_is_this_unit_11_8_5_3() -> None:
    """「…山札をシャッフルし、パワー＋2000」: a shuffle acts on a zone and leaves no cards for the
    next step; the unit left unsaid is the one with the ability (11.8.5.3), not a card of the
    deck (before: the cards moved)."""
    text = "【起】【(R)】：あなたの山札をシャッフルし、そのターン中、パワー＋2000。"
    r = run(text, actions="  - {do: activate, card: 剣士}")
    assert not unsupported(r) and value(r, "power") == 12000


RANGE = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, text: "【起】【(V)】：【コスト】[リアガードを１枚以上、２枚まで退却させる]ことで、１枚引き、このコストで２枚退却させたなら、１枚引く。"}
    REARS
    deck: [{name: 一, type: normal, grade: 1}, {name: 二, type: normal, grade: 1}, 8]
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - {do: activate, card: 竜}
CHOICES
ask: [A.hand, A.drop]
"""
TWO_REARS = (
    "left_front: {name: 剣士, type: normal, grade: 1}\n"
    "    right_front: {name: 槍士, type: normal, grade: 1}"
)


def test_a_cost_of_a_range_of_cards_11_7_1() -> None:
    """「【コスト】[リアガードを１枚以上、２枚まで退却させる]」 (grammar: one count with a least,
    ``Count.least``): the payer picks one card at a time and may stop once one is retired (11.7.1,
    7.50.1.1); 「このコストで２枚退却させたなら」 reads how many it took. With no rear-guard the
    cost cannot be paid and nothing is done."""
    one = RANGE.replace("REARS", TWO_REARS).replace(
        "CHOICES",
        "choices:\n  - {player: A, at: cost_card, choose: 剣士}\n  - {player: A, at: cost_card, choose: none}",
    )
    r = _run(one)
    assert not unsupported(r)
    assert _zone(r, "A", "drop") == ["剣士"] and _zone(r, "A", "hand") == ["一"]
    two = RANGE.replace("REARS", TWO_REARS).replace(
        "CHOICES",
        "choices:\n  - {player: A, at: cost_card, choose: 剣士}\n  - {player: A, at: cost_card, choose: 槍士}",
    )
    r = _run(two)
    assert sorted(_zone(r, "A", "drop")) == ["剣士", "槍士"]
    assert sorted(_zone(r, "A", "hand")) == ["一", "二"]
    none = RANGE.replace("    REARS\n", "").replace("CHOICES\n", "")
    r = _run(none)
    assert _zone(r, "A", "hand") == [] and _zone(r, "A", "drop") == []


def test_a_range_is_one_count_in_the_grammar() -> None:
    """「１枚以上、２枚まで」 / 「１枚以上、望む枚数」 / 「５枚まで、望む枚数」: one count with its
    least, rendered back as printed; elsewhere (a step, not a cost) a range is refused."""
    from grammar import ast as A
    from grammar.parse import parse_card
    from grammar.render import render_term
    from ruling.abilities import _abilities

    for printed, (least, most, bound) in {
        "１枚以上、２枚まで": (1, 2, "up_to"),
        "１枚以上、望む枚数": (1, None, "any"),
        "５枚まで、望む枚数": (0, 5, "up_to"),
    }.items():
        text = f"【起】【(V)】：【コスト】[リアガードを{printed}退却させる]ことで、１枚引く。"
        card = parse_card(text, "vg").card
        assert card is not None
        counts = [n for n in A.walk(card) if isinstance(n, A.Count) and n.least is not None]
        assert len(counts) == 1
        c = counts[0]
        assert (c.least.value, c.number.value if c.number else None, c.bound) == (
            least,
            most,
            bound,
        )
        assert render_term(c) == printed.replace("１", "1").replace("２", "2").replace("５", "5")
    step = "【起】【(V)】：あなたのリアガードを１枚以上、２枚まで選び、退却させる。"
    (ab,) = _abilities("vg", step, "normal")
    assert not ab.supported and ab.reason == "a range of counts"


AT_ONCE = (
    "【自】【(R)】：このユニットがアタックした時、そのバトル中、"
    "相手は手札から(G)にコールする際、２枚以上同時にコールしない限りコールできない。"
)


GUARD_BOARD = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 剣士, type: normal, grade: 2, power: 10000, text: "TEXT"}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    hand: [{name: 盾一, type: normal, grade: 1, shield: 10000}, {name: 盾二, type: normal, grade: 1, shield: 5000}]
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: vanguard, guard: GUARD}
"""


def test_a_guard_call_barred_unless_two_at_once_1_3_3() -> None:
    """「相手は手札から(G)にコールする際、２枚以上同時にコールしない限りコールできない」: the one call
    of 10.5.1.2.2 (the attack's guard list) of fewer than two cards is barred for the battle
    (1.3.3); two called at once are both called."""
    # a guardian goes to the drop when the battle closes (10.8): a call made shows there
    board = GUARD_BOARD.replace("TEXT", AT_ONCE)
    r = _run(board.replace("GUARD", "[盾一]"), phase="battle")
    assert not unsupported(r) and _zone(r, "B", "drop") == []
    assert sorted(_zone(r, "B", "hand")) == ["盾一", "盾二"]
    assert any("1.3.3" in s.clauses and "同時" in s.ja for s in r.main.trace.steps)
    r = _run(board.replace("GUARD", "[盾一, 盾二]"), phase="battle")
    assert sorted(_zone(r, "B", "drop")) == ["盾一", "盾二"] and _zone(r, "B", "hand") == []
    plain = GUARD_BOARD.replace("TEXT", "")
    r = _run(plain.replace("GUARD", "[盾一]"), phase="battle")
    assert _zone(r, "B", "drop") == ["盾一"]


def test_a_unit_appearing_on_a_circle_of_this_units_column_4_9_1() -> None:
    """「あなたのユニットが、このユニットと同じ縦列の(R)に登場した時」 (the grammar hangs the
    subject on 「…と同じ」; it is the event's, 「…と同じ縦列」 of its place): a call to the
    rear-guard circle behind this unit (its column, 4.9.1.1) triggers it; one to another column
    does not; 「他の(R)」 is any circle of that column but this unit's own."""
    text = "【自】【(R)】：あなたのユニットが、このユニットと同じ縦列の(R)に登場した時、１枚引く。"
    me = "[{name: 新兵, type: normal, grade: 1}]"
    call = "  - {do: main_phase, actions: [{do: call, card: 新兵, circle: CIRCLE}]}"
    r = run(text, actions=call.replace("CIRCLE", "left_back"), hand=me)
    assert not unsupported(r) and _zone(r, "A", "hand") == ["山1"]
    r = run(text, actions=call.replace("CIRCLE", "right_back"), hand=me)
    assert not unsupported(r) and _zone(r, "A", "hand") == []
    other = text.replace("縦列の(R)", "縦列の他の(R)")
    r = run(other, actions=call.replace("CIRCLE", "left_back"), hand=me)
    assert not unsupported(r) and _zone(r, "A", "hand") == ["山1"]


def test_a_filter_before_a_means_not_of_the_place_it_goes_to() -> None:
    """「このユニットが「X」を含むあなたのヴァンガードの能力でソウルに置かれた時」: the filter is of
    the vanguard whose ability did it (the means), not of the soul (a zone alone is no card a
    filter describes; before, it was hung on ソウル and dropped). Compiled: the filter is the
    means' (``Trig.by``)."""
    from ruling.abilities import _abilities

    text = (
        "【自】：このユニットが「竜」を含むグレード３以上のあなたのヴァンガードの能力で"
        "(R)からソウルに置かれた時、１枚引く。"
    )
    (ab,) = _abilities("vg", text, "normal")
    t = ab.program.trigger
    assert t.target is None and t.dst == ("soul",)
    assert t.by is not None and t.by.contains == ("竜",) and t.by.stat("grade") == ("ge", 3)


def test_a_put_into_a_players_hand_reads_whose_hand_11_8_5_2() -> None:
    """「カードが相手の手札に加えられた時」 (the place's owner, as 残影 14.24.1 reads it): a card
    put into the opponent's hand triggers it; one into its master's own hand does not (before,
    whose hand was not read)."""
    text = "【自】【(R)】：カードが相手の手札に加えられた時、そのターン中、このユニットのパワー＋5000。"
    take = '{name: 竜, type: normal, grade: 3, power: 13000, text: "【起】【(V)】：WHOSEドロップから１枚選び、手札に加える。"}'
    act = "  - {do: activate, card: 竜}"
    drop = "[{name: 古札, type: normal, grade: 1}]"
    mine = run(text, actions=act, vanguard=take.replace("WHOSE", "あなたの"), drop=drop)
    assert not unsupported(mine) and _zone(mine, "A", "hand") == ["古札"]
    assert value(mine, "power") == 10000
    theirs = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000, text: "【起】【(V)】：相手のドロップから１枚選び、手札に加える。"}
    left_front: {name: 剣士, type: normal, grade: 2, power: 10000, text: "TEXT"}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3}
    drop: [{name: 敵札, type: normal, grade: 1}]
    deck: 10
actions:
  - {do: activate, card: 竜}
""".replace("TEXT", text)
    r = _run(theirs)
    assert not unsupported(r) and _zone(r, "B", "hand") == ["敵札"]
    assert value(r, "power") == 15000


def test_a_count_at_least_the_opponents() -> None:
    """「あなたのダメージゾーンの枚数が相手以上なら」: how many cards the phrase names against the
    same description of the opponent's, equal counts included (as 「…が相手より多い」)."""
    text = "【起】【(R)】：あなたのダメージゾーンの枚数が相手以上なら、１枚引く。"
    act = "  - {do: activate, card: 剣士}"
    one = "[{name: 傷, type: normal, grade: 1}]"
    r = run(text, actions=act, damage=one)  # 1 against the opponent's 0
    assert not unsupported(r) and _zone(r, "A", "hand") == ["山1"]
    r = run(text, actions=act)  # 0 against 0: equal
    assert _zone(r, "A", "hand") == ["山1"]
    fewer = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, text: "TEXT"}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3}
    damage: [{name: 傷, type: normal, grade: 1}]
    deck: 10
actions:
  - {do: activate, card: 竜}
""".replace("TEXT", text.replace("【(R)】", "【(V)】"))
    r = _run(fewer)
    assert not unsupported(r) and _zone(r, "A", "hand") == []


def test_an_exclamation_after_a_step_of_an_additional_effect_11_10_2_9() -> None:
    """An over trigger's 「追加効果－１枚引く！…」: the 「！」 after each step is emphasis (no play
    permission, 11.8.2.4 reads 「…ならプレイできる！」 alone); the text compiles as its steps."""
    from ruling.abilities import _abilities

    text = "追加効果－１枚引く！あなたのユニットを１枚選び、そのターン中、クリティカル＋１！"
    (ab,) = _abilities("vg", text, "trigger")
    assert ab.supported and ab.program.kind == "extra"
    assert [op.verb for op in ab.program.steps] == ["draw", "choose", "stat"]


def test_a_put_to_one_of_two_places_11_8_4() -> None:
    """「山札の下かソウルに置く」 (and 「あなたの、山札の下かソウルに置く」: the owner set off by a
    comma is of both): one of two places, the master's pick when it is done — as 「山札の下に
    置くか、ソウルに置く」 (11.8.4)."""
    text = "【起】【(R)】：あなたのドロップから１枚選び、あなたの、山札の下かソウルに置く。"
    act = "  - {do: activate, card: 剣士}"
    drop = "[{name: 古札, type: normal, grade: 1}]"
    pick = "choices:\n  - {player: A, at: choose, choose: 古札}\n  - {player: A, at: mode, choose: 'WHICH'}"
    r = run(text, actions=act, drop=drop, choices=pick.replace("WHICH", "2"))
    assert not unsupported(r) and _zone(r, "A", "soul") == ["古札"]
    r = run(text, actions=act, drop=drop, choices=pick.replace("WHICH", "1"))
    assert _zone(r, "A", "soul") == [] and _zone(r, "A", "deck")[-1] == "古札"


def test_if_this_effect_changed_by_the_amount_instead_11_2_3() -> None:
    """「…＋5000ではなく＋10000。この効果で＋10000したなら、１枚引く」 (grammar: a stat change
    before なら): the change this effect made was the replaced amount (11.3.1.3.3) — with the
    opponent's grade-3 vanguard it was +10000 and A draws; with a grade-2 one, +5000, no draw."""
    text = (
        "【起】【(R)】：そのターン中、このユニットのパワー＋5000。相手のヴァンガードがグレード３以上なら、"
        "＋5000ではなく＋10000。この効果で＋10000したなら、１枚引く。"
    )
    act = "  - {do: activate, card: 剣士}"
    r = run(text, actions=act, opponent="{name: 騎士, grade: 3, power: 13000}")
    assert not unsupported(r) and value(r, "power") == 20000 and _zone(r, "A", "hand") == ["山1"]
    r = run(text, actions=act, opponent="{name: 騎士, grade: 2, power: 13000}")
    assert not unsupported(r) and value(r, "power") == 15000 and _zone(r, "A", "hand") == []


SENTINEL_BOARD = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 剣士, type: normal, grade: 2, power: 10000, text: "TEXT"}
    DAMAGE
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    hand: [{name: 守り手, type: normal, grade: 1, shield: 0, skills: [sentinel]}]
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: vanguard, guard: [守り手]}
"""


def test_a_conditional_guard_ban_of_sentinels_in_an_effect_14_10() -> None:
    """「…なら、そのバトル中、相手は手札から守護者を(G)にコールできない」 in an effect's later
    sentence: the condition decides whether the prohibition is made (11.2.3); 「守護者」 names the
    cards with 守護者 (14.10). With a damage card the sentinel is not called; without, it is."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、１枚引く。"
        "あなたのダメージゾーンが１枚以上なら、そのバトル中、相手は手札から守護者を(G)にコールできない。"
    )
    board = SENTINEL_BOARD.replace("TEXT", text)
    met = board.replace("DAMAGE", "damage: [{name: 傷, type: normal, grade: 1}]")
    r = _run(met, phase="battle")
    assert not unsupported(r) and _zone(r, "B", "hand") == ["守り手"]
    r = _run(board.replace("    DAMAGE\n", ""), phase="battle")
    assert not unsupported(r) and _zone(r, "B", "drop") == ["守り手"]


def test_in_the_first_battle_of_the_turn_and_a_condition_10_3_1_3() -> None:
    """「このターン１回目のバトルで、あなたのヴァンガードが「竜」を含むグレード３以上なら」: the
    battle in progress is this turn's first (10.3.1.3) and the vanguard fits; the booster stands
    at that battle's end. In the turn's second battle it stays rested."""
    text = (
        "【自】【(R)】：このユニットがブーストしたバトル終了時、このターン１回目のバトルで、"
        "あなたのヴァンガードが「竜」を含むグレード３以上なら、このユニットを【スタンド】させる。"
    )
    booster = BOOSTER.replace("TEXT", text)
    first = run("", actions=BOOST, extra="left_back: " + booster)
    assert not unsupported(first)
    assert first.main.final.players["A"].zones["field.left_back"][0].orientation == "stand"
    second = "  - {do: attack, attacker: vanguard, target: vanguard}\n" + BOOST
    r = run("", actions=second, extra="left_back: " + booster)
    assert not unsupported(r)
    assert r.main.final.players["A"].zones["field.left_back"][0].orientation == "rest"


def test_charges_joined_by_a_slash_7_26_7_27() -> None:
    """「【カウンターチャージ】(1)/【ソウルチャージ】(1)」: both charges, in the order printed (the
    slash joins what is all done, as 「パワー＋5000/シールド＋5000」): a face-down damage card turns
    face up (7.26.1) and the deck's top card goes to the soul (7.27.1)."""
    text = "【起】【(R)】：【カウンターチャージ】(1)/【ソウルチャージ】(1)。"
    down = "[{name: 傷, type: normal, grade: 1, face: down}]"
    r = run(text, actions="  - {do: activate, card: 剣士}", damage=down)
    assert not unsupported(r)
    a = r.main.final.players["A"]
    assert a.zones["damage"][0].face_up and [c.name for c in a.zones["soul"]] == ["山1"]
