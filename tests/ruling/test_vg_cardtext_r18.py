"""VG card-text constructions of round 18 (s14vg; issue 12), each on a minimal text and a
board (docs/cardtext.md, "VG round 18")."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run


def field_names(r: object, player: str) -> dict[str, list[str]]:
    """A player's circles at the end of a ruling, by circle, the names on each."""
    zones = r.main.final.players[player].zones  # type: ignore[attr-defined]
    return {z[6:]: [c.name for c in cs] for z, cs in zones.items() if z.startswith("field.")}


ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
UNIT_TOP = "[{name: 山1, type: normal, grade: 1}, {name: 山2, type: normal, grade: 2}, 8]"
ORDER_TOP = "[{name: 札1, type: order, grade: 0}, {name: 山2, type: normal, grade: 2}, 8]"


@pytest.mark.parametrize(
    ("said", "unit_top_draws"),
    [
        ("この効果でコールしたユニットがいないなら", False),
        ("この能力でコールしたユニットがいないなら", False),
        ("コールしたユニットがいないなら", False),
        ("この効果でコールしたユニットがいるなら", True),
    ],
)
def test_whether_this_effect_called_a_unit_11_2_3(said: str, unit_top_draws: bool) -> None:
    """「…(R)にコールし、…。この効果でコールしたユニットがいないなら、１枚引く」: whether the
    step before called any card (11.2.3), 「この効果で」 as 「この能力で」 or nothing — a unit on
    top is called (no draw for 「いない」), an order on top is not (a draw)."""
    text = (
        "【起】【(R)】：あなたの山札の上から１枚公開し、ユニットカードをすべて(R)にコールし、"
        f"残りをドロップに置く。{said}、１枚引く。"
    )
    unit = run(text, actions=ACTIVATE, deck=UNIT_TOP)
    assert not unsupported(unit)
    assert ("山2" in zone(unit, "A", "hand")) is unit_top_draws
    order = run(text, actions=ACTIVATE, deck=ORDER_TOP)
    assert not unsupported(order) and zone(order, "A", "drop") == ["札1"]
    assert ("山2" in zone(order, "A", "hand")) is not unit_top_draws


@pytest.mark.parametrize("act", ["公開し", "見て"])
def test_all_of_a_description_after_a_look_or_reveal_is_among_those_cards(act: str) -> None:
    """「山札の上から２枚公開し(見て)、ユニットカードをすべて(R)にコールし、残りをドロップに
    置く」: all the unit cards among the two revealed (looked at) — 山1 and 山2 are called, no unit
    already on the field (竜, 槍兵) is (before: every unit card anywhere)."""
    text = (
        f"【起】【(R)】：あなたの山札の上から２枚{act}、ユニットカードをすべて(R)にコールし、"
        "残りをドロップに置く。"
    )
    r = run(text, actions=ACTIVATE, deck=UNIT_TOP)
    assert not unsupported(r)
    field = {p: field_names(r, p) for p in "AB"}
    assert field["A"]["vanguard"] == ["竜"] and field["B"]["right_front"] == ["槍兵"]
    assert sorted(n for z, ns in field["A"].items() if z != "vanguard" for n in ns) == [
        "山1",
        "山2",
    ]


G2_TOP = "[{name: 山2, type: normal, grade: 2}, {name: 山1, type: normal, grade: 1}, 8]"


@pytest.mark.parametrize("put", ["置かれた", "置いた"])
def test_the_cards_a_soul_charge_put_in_the_soul_7_27_1(put: str) -> None:
    """「【ソウルチャージ】(1)。ソウルに置かれたカードがグレード２なら、１枚引く」: the card the
    charge put into the soul (7.27.1) — a grade 2 on top: a draw (the next card); a grade 1: none."""
    text = f"【起】【(R)】：【ソウルチャージ】(1)。ソウルに{put}カードがグレード２なら、１枚引く。"
    g2 = run(text, actions=ACTIVATE, deck=G2_TOP)
    assert not unsupported(g2) and zone(g2, "A", "soul") == ["山2"]
    assert zone(g2, "A", "hand") == ["山1"]
    g1 = run(text, actions=ACTIVATE, deck=UNIT_TOP)
    assert not unsupported(g1) and zone(g1, "A", "soul") == ["山1"] and zone(g1, "A", "hand") == []


@pytest.mark.parametrize(("pick", "draws"), [("山2", True), ("山1", False)])
def test_the_card_put_in_the_soul_not_the_rest_put_elsewhere(pick: str, draws: bool) -> None:
    """「…見て、１枚まで選び、ソウルに置き、残りを山札の下に置く。ソウルに置いたカードがグレード２
    なら、１枚引く」: the card that went to the soul, not the one the last step put at the bottom."""
    text = (
        "【起】【(R)】：あなたの山札を上から２枚見て、１枚まで選び、ソウルに置き、残りを山札の下"
        "に置く。ソウルに置いたカードがグレード２なら、１枚引く。"
    )
    r = run(
        text,
        actions=ACTIVATE,
        deck=UNIT_TOP,
        choices=f"choices:\n  - {{player: A, choose: {pick}}}",
    )
    assert not unsupported(r) and zone(r, "A", "soul") == [pick]
    assert bool(zone(r, "A", "hand")) is draws


ORDER_G1 = "[{name: 札1, type: order, grade: 0}, {name: 山1, type: normal, grade: 1}, 8]"


@pytest.mark.parametrize(("deck", "called"), [(G2_TOP, "山2"), (UNIT_TOP, "山2"), (ORDER_G1, None)])
def test_that_card_among_the_cards_put_in_the_drop(deck: str, called: str | None) -> None:
    """「山札の上から２枚をドロップに置く。ドロップに置いたカードにグレード２のユニットカードが
    あるなら、そのカードを１枚選び、(R)にコールしてよい」: among the two put in the drop, the grade
    2 unit card is called (「その」: the one the condition found); none among them: nothing."""
    text = (
        "【起】【(R)】：あなたの山札の上から２枚をドロップに置く。ドロップに置いたカードにグレード２"
        "のユニットカードがあるなら、そのカードを１枚選び、(R)にコールしてよい。"
    )
    three = deck.replace(", 8]", ", {name: 山3, type: normal, grade: 2}, 7]")
    r = run(text, actions=ACTIVATE, deck=three, choices="choices:\n  - {player: A, choose: yes}")
    assert not unsupported(r)
    rear = [n for z, ns in field_names(r, "A").items() if z != "vanguard" for n in ns]
    assert ("山3" not in rear) and (called in rear if called else rear == ["剣士"])


RG_TWICE = (
    "  - {do: attack, attacker: left_front, target: vanguard}\n"
    "  - {do: attack, attacker: right_front, target: vanguard}"
)
SECOND_RG = "right_front: {name: 槍, type: normal, grade: 1, power: 6000}"


@pytest.mark.parametrize(
    ("limit", "draws"),
    [
        ("１ターンに１回しか発動できない", 1),
        ("1ターンに1回しか発動できない", 1),
        ("１ターンに１回しか発動しない", 1),
        ("１ターン中に１回しか発動できない", 1),
        ("１ターンに１回だけ発動できる", 1),
        ("１ターンに２回まで発動できる", 2),
        ("１ターンに２回しか発動できない", 2),
    ],
)
def test_only_n_times_a_turn_7_15_1_3(limit: str, draws: int) -> None:
    """「この能力は１ターンに１回しか発動できない」 says what 「…１回だけ発動する」 says: the
    automatic ability triggers (発動する, 7.15.1.3) at most once a turn — two rear-guard attacks,
    one draw; 「２回まで発動できる」 / 「２回しか…できない」: two."""
    text = f"【自】【(V)】：あなたのリアガードがアタックした時、１枚引く。この能力は{limit}。"
    vg = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'
    strong = "{name: 騎士, grade: 3, power: 30000}"
    r = run("", actions=RG_TWICE, vanguard=vg, opponent=strong, extra=SECOND_RG)
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == draws


def _vanguard(text: str) -> str:
    return f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'


def _main(*acts: str) -> str:
    return "  - {do: main_phase, actions: [" + ", ".join(acts) + "]}"


V_ACT = "{do: activate, card: 竜}"
R_ACT = "{do: activate, card: 剣士}"


@pytest.mark.parametrize(
    ("first", "draws"),
    [
        ("【起】【(V)】：相手のリアガードを１枚選び、退却させる。", True),  # A's effect retires
        ("【起】【(V)】：相手は自分のリアガードを１枚選び、退却させる。", False),  # B does it
        ("【起】【(V)】：１枚引く。", False),  # nothing retired
    ],
)
@pytest.mark.parametrize("form", ["退却させている", "退却させていた"])
def test_a_fighter_has_retired_this_turn(first: str, draws: bool, form: str) -> None:
    """「このターンにあなたが相手のリアガードを退却させているなら、１枚引く」: A (the master) retired
    one of B's rear-guards this turn — by A's own effect: a draw; by B doing it as A's effect
    tells (the fighter named does it, 11.8.5.1) or nothing retired: none (the causative perfect
    「させていた」 says the same)."""
    text = f"【起】【(R)】：このターンにあなたが相手のリアガードを{form}なら、１枚引く。"
    r = run(text, actions=_main(V_ACT, R_ACT), vanguard=_vanguard(first), deck=G2_TOP)
    assert not unsupported(r) and zone(r, "B", "drop") == ([] if "引く" in first else ["槍兵"])
    drawn = (
        [n for n in zone(r, "A", "hand") if n != "山2"] if "引く" in first else zone(r, "A", "hand")
    )
    assert bool(drawn) is draws


@pytest.mark.parametrize(("n", "draws"), [("２枚以上", False), ("１枚以上", True), ("", True)])
def test_how_many_a_fighter_has_retired_this_turn(n: str, draws: bool) -> None:
    """「…を２枚以上退却させているなら」: counted in cards (one retired: not two)."""
    text = f"【起】【(R)】：このターンにあなたが相手のリアガードを{n}退却させているなら、１枚引く。"
    first = "【起】【(V)】：相手のリアガードを１枚選び、退却させる。"
    r = run(text, actions=_main(V_ACT, R_ACT), vanguard=_vanguard(first))
    assert not unsupported(r) and bool(zone(r, "A", "hand")) is draws


@pytest.mark.parametrize(("called", "draws"), [(True, False), (False, True)])
def test_a_fighter_has_not_called_this_turn(called: bool, draws: bool) -> None:
    """「このターンにあなたがリアガードを(R)にコールしていないなら、１枚引く」: A's call from the
    hand (an act of the rules, 9.9.2.1, moving A's own card) is A's — after it, no draw."""
    text = "【起】【(R)】：このターンにあなたがリアガードを(R)にコールしていないなら、１枚引く。"
    hand = "[{name: 新兵, type: normal, grade: 1, power: 8000}]"
    call = "{do: call, card: 新兵, circle: right_front}"
    acts = _main(call, R_ACT) if called else _main(R_ACT)
    r = run(text, actions=acts, hand=hand)
    assert not unsupported(r)
    assert ("山1" in zone(r, "A", "hand")) is draws


@pytest.mark.parametrize(("pick", "draws"), [("２", True), ("１", False)])
def test_cards_bound_from_the_hand_this_turn(pick: str, draws: bool) -> None:
    """「このターンに手札から２枚以上バインドしているなら」 (no subject: the master): the cards A
    bound from its hand this turn, counted — two: a draw; one: none."""
    text = "【起】【(R)】：このターンに手札から２枚以上バインドしているなら、１枚引く。"
    first = f"【起】【(V)】：あなたの手札から{pick}枚選び、バインドする。"
    hand = "[{name: 甲, type: normal, grade: 1}, {name: 乙, type: normal, grade: 1}]"
    picks = "choices:\n  - {player: A, choose: 甲}\n  - {player: A, choose: 乙}"
    r = run(text, actions=_main(V_ACT, R_ACT), vanguard=_vanguard(first), hand=hand, choices=picks)
    assert not unsupported(r)
    assert ("山1" in zone(r, "A", "hand")) is draws


@pytest.mark.parametrize("said", ["この能力が発動していない", "この能力を発動していない"])
def test_whether_this_ability_has_triggered_this_turn_7_15_1_3(said: str) -> None:
    """「あなたのリアガードがアタックした時、このターンにこの能力が発動していないなら、１枚引く」:
    this automatic ability triggered (発動する: became pending, 7.15.1.3) this turn other than in
    the instance resolving — two rear-guard attacks: the first draws, the second (the ability
    triggered already at the first) does not."""
    text = f"【自】【(V)】：あなたのリアガードがアタックした時、このターンに{said}なら、１枚引く。"
    vg = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'
    strong = "{name: 騎士, grade: 3, power: 30000}"
    one = run("", actions=RG_TWICE.split("\n")[0], vanguard=vg, opponent=strong)
    assert not unsupported(one) and len(zone(one, "A", "hand")) == 1
    two = run("", actions=RG_TWICE, vanguard=vg, opponent=strong, extra=SECOND_RG)
    assert not unsupported(two) and len(zone(two, "A", "hand")) == 1


G_ZONE = "g_zone: [{name: 超越竜神, type: g, grade: 4, power: 15000}]"
STRIDE = "  - {do: ride_phase, stride: 超越竜神, stride_discard: [捨て]}"
RIDE = "  - {do: ride_phase, card: 捨て}"
DISCARD = "[{name: 捨て, type: normal, grade: 3}]"


@pytest.mark.parametrize(("act", "draws"), [(STRIDE, True), (RIDE, False)])
def test_the_vanguard_has_strode_6_5_1(act: str, draws: bool) -> None:
    """「あなたのヴァンガードが【超越】しているなら、１枚引く」: the vanguard is a G unit put there
    by striding (6.5.1, 6.5.1.1) — after a stride: a draw; after a ride: none."""
    text = "【起】【(R)】：あなたのヴァンガードが【超越】しているなら、１枚引く。"
    r = run(text, actions=act + "\n" + ACTIVATE, extra=G_ZONE, hand=DISCARD)
    assert not unsupported(r) and ("山1" in zone(r, "A", "hand")) is draws


@pytest.mark.parametrize(("act", "draws"), [(STRIDE, False), (RIDE, True)])
def test_the_vanguard_has_not_strode_this_turn(act: str, draws: bool) -> None:
    """「このターンにあなたのヴァンガードが【超越】していないなら、１枚引く」: no stride this turn
    (the stride event, 6.5.1.1) — after a ride: a draw; after a stride: none."""
    text = "【起】【(R)】：このターンにあなたのヴァンガードが【超越】していないなら、１枚引く。"
    r = run(text, actions=act + "\n" + ACTIVATE, extra=G_ZONE, hand=DISCARD)
    assert not unsupported(r) and ("山1" in zone(r, "A", "hand")) is draws


END = "\n  - {do: end_phase}"


@pytest.mark.parametrize(
    "said",
    [
        "そのユニットは、あなたのターン終了時に山札の下に置かれる",
        "そのユニットはあなたのターン終了時に山札の下に置かれる",
    ],
)
def test_put_at_the_end_of_your_turn_11_9_7(said: str) -> None:
    """「あなたのリアガードを１枚選び、…。そのユニットはあなたのターン終了時に山札の下に置かれる」:
    a delayed effect (時限誘発, 11.9.7): 剣士 stays until the end of A's turn, then goes to the
    bottom of the deck."""
    text = f"【起】【(R)】：あなたのリアガードを１枚選び、そのターン中、パワー＋10000。{said}。"
    mid = run(text, actions=ACTIVATE)
    assert not unsupported(mid) and field_names(mid, "A")["left_front"] == ["剣士"]
    ended = run(text, actions=ACTIVATE + END)
    assert not unsupported(ended) and field_names(ended, "A")["left_front"] == []
    assert zone(ended, "A", "deck")[-1] == "剣士"
    # 「相手のターン終了時に」: made in A's turn, it waits for B's — still there at A's end
    theirs = run(text.replace("あなたのターン終了時", "相手のターン終了時"), actions=ACTIVATE + END)
    assert not unsupported(theirs) and field_names(theirs, "A")["left_front"] == ["剣士"]


def test_retired_at_the_end_of_your_turn() -> None:
    """「…(R)にコールする。コールしたユニットはあなたのターン終了時に退却する」: the unit called
    is retired at the end of A's turn (退却する of the unit: 退却させる it, 11.9.7)."""
    text = (
        "【起】【(R)】：あなたのドロップからグレード１以下のユニットカードを１枚選び、(R)にコールする。"
        "コールしたユニットはあなたのターン終了時に退却する。"
    )
    drop = "[{name: 骨1, type: normal, grade: 1, power: 6000}]"
    mid = run(text, actions=ACTIVATE, drop=drop)
    assert not unsupported(mid) and "骨1" not in zone(mid, "A", "drop")
    ended = run(text, actions=ACTIVATE + END, drop=drop)
    assert not unsupported(ended) and "骨1" in zone(ended, "A", "drop")


@pytest.mark.parametrize("close", ["！", "。"])
def test_a_play_cost_closed_by_a_full_stop_11_8_2_4_2(close: str) -> None:
    """「【コスト】[【ソウルブラスト】(1)]ことでプレイできる。１枚引く。」 says what 「…プレイできる！」
    says: the order's play cost (11.8.2.4.2) — with a soul it is played (the soul to the drop, a
    draw); with none it cannot be played and stays in the hand."""
    order = f"【コスト】[【ソウルブラスト】(1)]することでプレイできる{close}１枚引く。"
    hand = f'[{{name: 指令, type: order, grade: 1, text: "{order}"}}]'
    play = "  - {do: main_phase, actions: [{do: play_order, card: 指令}]}"
    soul = "soul: [{name: 魂, type: normal, grade: 1}]"
    r = run("", actions=play, hand=hand, extra=soul)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert sorted(zone(r, "A", "drop")) == ["指令", "魂"]
    none = run("", actions=play, hand=hand, extra="soul: 0")  # none (left out: branched, r29)
    assert zone(none, "A", "hand") == ["指令"]


def test_a_play_condition_closed_by_a_full_stop() -> None:
    """「あなたのヴァンガードがグレード３以上ならプレイできる。１枚引く。」: the play requirement —
    a grade 3 vanguard: played, a draw; a grade 2: not played."""
    order = "あなたのヴァンガードがグレード３以上ならプレイできる。１枚引く。"
    hand = f'[{{name: 指令, type: order, grade: 1, text: "{order}"}}]'
    play = "  - {do: main_phase, actions: [{do: play_order, card: 指令}]}"
    r = run("", actions=play, hand=hand)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    low = run(
        "", actions=play, hand=hand, vanguard="{name: 小竜, type: normal, grade: 2, power: 10000}"
    )
    assert zone(low, "A", "hand") == ["指令"]


@pytest.mark.parametrize(
    "put",
    [
        "あなたの山札の上から１枚、ダメージゾーンに裏で置く",
        "あなたの山札を上から１枚、ダメージゾーンに裏で置く",
        "あなたの山札の上から１枚をダメージゾーンに裏で置く",
    ],
)
def test_a_count_then_a_comma_then_the_place_and_face(put: str) -> None:
    """「あなたの山札の上から１枚、ダメージゾーンに裏で置く」: the comma after the count ends a
    nominal clause in the grammar; the pile, its end and the count are the verb's, and 「裏で」 its
    manner — the same step as without the comma: the top card goes face down to the damage zone."""
    r = run(f"【起】【(R)】：{put}。", actions=ACTIVATE)
    assert not unsupported(r) and zone(r, "A", "damage") == ["山1"]
    assert not r.main.final.players["A"].zones["damage"][0].face_up


@pytest.mark.parametrize(("b_rear", "draws"), [(1, True), (2, False)])
def test_a_count_that_became_so_in_the_effect(b_rear: int, draws: bool) -> None:
    """「相手の前列のリアガードを１枚選び、退却させる。相手のリアガードが０枚になったなら、１枚引く」:
    B's rear-guards are 0 now and were not when the effect began — one rear-guard retired: a draw;
    two (one left): none."""
    text = (
        "【起】【(R)】：相手の前列のリアガードを１枚選び、退却させる。"
        "相手のリアガードが０枚になったなら、１枚引く。"
    )
    r = run(text, actions=ACTIVATE, choices="choices:\n  - {player: A, choose: 槍兵}")
    if b_rear == 2:
        # a second rear-guard of B's, behind: not in the front row, not retired
        from ruling.resolve import resolve
        from ruling.scenario import loads
        from tests.ruling.boards import vg_card_board

        src = vg_card_board(
            text, ACTIVATE, damage="[]", choices="choices:\n  - {player: A, choose: 槍兵}"
        ).replace(
            "    right_front: {name: 槍兵",
            "    right_back: {name: 後衛, type: normal, grade: 1, power: 6000}\n    right_front: {name: 槍兵",
        )
        r = resolve(loads(src, "t.yaml"))
    assert not unsupported(r) and zone(r, "B", "drop") == ["槍兵"]
    assert bool(zone(r, "A", "hand")) is draws


def test_became_of_a_card_named_later_reads_the_value_kept() -> None:
    """「そのヴァンガードのパワーが0以下になったなら」: the card is named only by the effect; since
    round 30 every unit's value is kept when the effect begins (``selectors.held_before``,
    tests/ruling/test_sentence_shapes_r30.py), so it is read; a count of cards named later is
    still refused, not guessed."""
    from ruling.abilities import _abilities

    text = (
        "【起】【(R)】：相手のヴァンガードを１枚選び、そのバトル中、パワー－10000。"
        "そのヴァンガードのパワーが0以下になったなら、１枚引く。"
    )
    (ab,) = _abilities("vg", text, None)
    assert ab.supported, ab.reason
    (became,) = [op.cond for op in ab.program.steps if op.cond is not None]
    assert became.what == "became" and became.parts[0].sel.ref == "that"


REAR = ("right_front", "left_back", "center_back", "right_back")


def _rear(n: int) -> str:
    """n more of A's rear-guards besides 剣士 (left_front), as the board's ``extra`` lines."""
    return "\n    ".join(
        f"{c}: {{name: 兵{i}, type: normal, grade: 1, power: 6000}}" for i, c in enumerate(REAR[:n])
    )


@pytest.mark.parametrize("said", ["すべて埋まっている", "５つ埋まっている", "5つ埋まっている"])
@pytest.mark.parametrize(("more", "draws"), [(4, True), (3, False)])
def test_the_rear_circles_filled_4_9_1(said: str, more: int, draws: bool) -> None:
    """「あなたの(R)がすべて埋まっているなら」 / 「…５つ埋まっているなら」: a card on every one of A's
    five rear-guard circles (4.9.1) — five rear-guards: a draw; four (one circle empty): none."""
    r = run(
        f"【起】【(R)】：あなたの(R)が{said}なら、１枚引く。", actions=ACTIVATE, extra=_rear(more)
    )
    assert not unsupported(r) and bool(zone(r, "A", "hand")) is draws


@pytest.mark.parametrize("said", ["このユニットと異なる名前の", "このユニットと別名の"])
def test_a_name_different_from_a_cards_12_6_1(said: str) -> None:
    """「あなたのドロップから、このユニットと異なる名前のカードを１枚選び、(R)にコールする」 is
    「…このユニットと別名のカード…」 (12.6.1): 剣士 in the drop is not chosen, 骨1 is."""
    text = f"【起】【(R)】：あなたのドロップから、{said}カードを１枚選び、(R)にコールする。"
    drop = (
        "[{name: 剣士, type: normal, grade: 2, power: 10000}, {name: 骨1, type: normal, grade: 1}]"
    )
    r = run(text, actions=ACTIVATE, drop=drop)
    assert not unsupported(r) and "骨1" not in zone(r, "A", "drop")
    assert zone(r, "A", "drop").count("剣士") == 2  # the one in the drop, and 剣士 called over


@pytest.mark.parametrize(("whose", "draws"), [("相手", True), ("あなた", False)])
def test_a_card_was_put_in_a_zone_by_the_effect_11_2_3(whose: str, draws: bool) -> None:
    """「相手のリアガードを１枚選び、ソウルに置く。相手のソウルにカードが置かれたなら、１枚引く」:
    the step put 槍兵 in its owner's soul (4.1.12) — B's: a draw; 「あなたのソウルに」: none."""
    text = (
        "【起】【(R)】：相手のリアガードを１枚選び、ソウルに置く。"
        f"{whose}のソウルにカードが置かれたなら、１枚引く。"
    )
    r = run(text, actions=ACTIVATE)
    assert not unsupported(r) and zone(r, "B", "soul") == ["槍兵"]
    assert bool(zone(r, "A", "hand")) is draws


@pytest.mark.parametrize(("top", "draws"), [("3", True), ("1", False)])
def test_a_described_card_was_put_by_this_effect(top: str, draws: bool) -> None:
    """「【ソウルチャージ】(1)。この効果でソウルにグレード３が置かれたなら、１枚引く」: the card the
    charge put in the soul (7.27.1) is a grade 3 — a draw; a grade 1: none."""
    text = "【起】【(R)】：【ソウルチャージ】(1)。この効果でソウルにグレード３が置かれたなら、１枚引く。"
    deck = f"[{{name: 上, type: normal, grade: {top}}}, {{name: 次, type: normal, grade: 1}}, 8]"
    r = run(text, actions=ACTIVATE, deck=deck)
    assert not unsupported(r) and zone(r, "A", "soul") == ["上"]
    assert (zone(r, "A", "hand") == ["次"]) is draws


def _without_b_rear(text: str) -> object:
    from ruling.resolve import resolve
    from ruling.scenario import loads
    from tests.ruling.boards import vg_card_board

    src = vg_card_board(text, ACTIVATE, damage="[]")
    src = src.replace("    right_front: {name: 槍兵, type: normal, grade: 2, power: 9000}\n", "")
    return resolve(loads(src, "t.yaml"))


@pytest.mark.parametrize("n", ["", "１枚"])
def test_the_units_the_opponent_retired_11_2_3(n: str) -> None:
    """「相手は自分のリアガードを１枚選び、退却させる。相手のリアガードが退却しなかったなら、１枚引く」:
    B had a rear-guard and retired it — no draw; B had none, nothing retired — a draw."""
    text = (
        "【起】【(R)】：相手は自分のリアガードを１枚選び、退却させる。"
        f"相手のリアガードが{n}退却しなかったなら、１枚引く。"
    )
    r = run(text, actions=ACTIVATE)
    assert not unsupported(r) and zone(r, "B", "drop") == ["槍兵"] and zone(r, "A", "hand") == []
    none = _without_b_rear(text)
    assert not unsupported(none) and zone(none, "A", "hand") == ["山1"]


@pytest.mark.parametrize("said", ["登場したユニット", "その登場したユニット"])
def test_the_unit_that_appeared_is_the_triggers(said: str) -> None:
    """「あなたのリアガードが手札から登場した時、登場したユニットを１枚選び、…パワー＋5000」: the unit
    the trigger was about (as 「その登場したユニット」 / 「そのユニット」): 新兵 called from the hand."""
    from tests.ruling.test_vg_constructions import value

    text = (
        f"【自】【(V)】：あなたのリアガードが手札から登場した時、{said}を１枚選び、そのターン中、"
        "パワー＋5000。"
    )
    hand = "[{name: 新兵, type: normal, grade: 1, power: 8000}]"
    call = "  - {do: main_phase, actions: [{do: call, card: 新兵, circle: right_front}]}"
    r = run("", actions=call, vanguard=_vanguard(text), hand=hand)
    assert not unsupported(r) and value(r, "power", where="field.right_front") == 13000


BOOSTER = "left_back: {name: 弓兵, type: normal, grade: 1, power: 8000, skills: [boost]}"


def test_boosted_and_attacked_10_4_1_12_2() -> None:
    """「このユニットがブーストされてアタックした時、１枚引く」: 剣士 attacks and is boosted in that
    attack — from the ‘ブーストされた’ event (10.4.1.12.2) both hold: a draw; an attack without a
    boost: none."""
    text = "【自】【(R)】：このユニットがブーストされてアタックした時、１枚引く。"
    strong = "{name: 騎士, grade: 3, power: 50000}"
    boost = "  - {do: attack, attacker: left_front, target: vanguard, boost: left_back}"
    r = run(text, actions=boost, extra=BOOSTER, opponent=strong)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    alone = run(
        text,
        actions="  - {do: attack, attacker: left_front, target: vanguard}",
        extra=BOOSTER,
        opponent=strong,
    )
    assert not unsupported(alone) and zone(alone, "A", "hand") == []
