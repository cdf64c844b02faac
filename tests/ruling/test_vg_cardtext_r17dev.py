"""VG card-text constructions of round 17 (s13vgdev; issue 12: the language of the real card
list, not one card's wording), each on a minimal text of its own and a board
(docs/cardtext.md, "VG round 17, the real list")."""

from __future__ import annotations

import pytest

from tests.ruling.boards import VG_ACTIVATE, unsupported, vg_card_run
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run, value


def _warnings(r, kind: str = "assumption") -> list[str]:
    return [w.en for w in r.main.warnings if w.kind == kind]


# ------------------------------------------------------------------ a subtype word as a noun (2.9.4)

ORDERS = "order_zone: [{name: 札1, type: set_order, GROUPS}, {name: 札2, type: set_order, GROUPS}]"


@pytest.mark.parametrize("word", ["研究", "作戦", "魔法"])
def test_a_subtype_word_counts_cards_of_that_subtype_2_9_4(word: str) -> None:
    """「あなたのオーダーゾーンに研究が２枚以上なら」: a word the lexicon does not know where a
    noun stands is the subtype printed on a card (2.9.4; the card list does not carry it, the
    scenario gives it as ``groups``). Two such cards in the order zone: +5000; two of another
    subtype: nothing; two whose subtype is not given: nothing, and the ruling says it took them
    not to be of it."""
    text = (
        f"【永】【(R)】：あなたのオーダーゾーンに{word}が２枚以上なら、このユニットのパワー＋5000。"
    )
    r = run(text, extra=ORDERS.replace("GROUPS", f"groups: [{word}]"))
    assert not unsupported(r) and value(r, "power") == 15000
    other = run(text, extra=ORDERS.replace("GROUPS", "groups: [別物]"))
    assert value(other, "power") == 10000 and not _warnings(other)
    unknown = run(text, extra=ORDERS.replace(", GROUPS", ""))
    assert value(unknown, "power") == 10000
    assert any("categories not given" in w for w in _warnings(unknown))


def test_a_subtype_word_before_a_kind_noun_as_an_object() -> None:
    """「オーダーゾーンから作戦を１枚ソウルに置く」 as a cost, and 「極大魔法オーダー」 (the subtype
    before the kind noun): only a card of that subtype is taken."""
    text = (
        "【起】【(R)】：【コスト】[オーダーゾーンから作戦を１枚ソウルに置く]ことで、"
        "そのターン中、このユニットのパワー＋5000。"
    )
    extra = "order_zone: [{name: 札1, type: set_order, groups: [研究]}, {name: 札2, type: set_order, groups: [作戦]}]"
    r = run(text, actions=VG_ACTIVATE, extra=extra)
    assert not unsupported(r) and value(r, "power") == 15000
    assert zone(r, "A", "soul") == ["札2"] and zone(r, "A", "order_zone") == ["札1"]
    none = run(text, actions=VG_ACTIVATE, extra=extra.replace("[作戦]", "[研究]"))
    assert value(none, "power") == 10000 and zone(none, "A", "soul") == []


# ------------------------------------------------------------------ 「…と同じ枚数」 (11.8.4)

DROP = "[{name: 骨1, type: normal, grade: 1}, {name: 骨2, type: normal, grade: 1}, {name: 大骨, type: normal, grade: 2}]"


@pytest.mark.parametrize(
    "text",
    [
        # the place and the object before 「Yと同じ枚数」, both hung on 「同じ」 by the grammar
        "【起】【(R)】：あなたのドロップからグレード１を、あなたのバインドゾーンのカードと同じ枚数選び、手札に加える。",
        # the place alone before it, the object after it
        "【起】【(R)】：あなたのドロップから、あなたのバインドゾーンのカードと同じ枚数までグレード１を選び、手札に加える。",
        # 「まで」: up to as many (the master takes all it may)
        "【起】【(R)】：あなたのドロップからグレード１を、あなたのバインドゾーンのカードと同じ枚数まで選び、手札に加える。",
    ],
)
def test_as_many_as_other_cards_with_a_place_and_an_object(text: str) -> None:
    """「ZからXを、Yと同じ枚数（まで）選び」: Y is counted when the step is done (11.8.4), the place
    and the description X are the step's — one card in the bind zone: one grade-1 card of the
    drop to the hand (never the grade 2); none in the bind zone: none."""
    one = run(text, actions=VG_ACTIVATE, drop=DROP, extra="bind: [{name: 札, type: normal}]")
    assert not unsupported(one)
    hand = zone(one, "A", "hand")
    assert len(hand) == 1 and hand[0] in ("骨1", "骨2")
    none = run(text, actions=VG_ACTIVATE, drop=DROP)
    assert zone(none, "A", "hand") == [] and len(zone(none, "A", "drop")) == 3


COST_THEN_SAME = (
    "【起】【(R)】：【コスト】[COST]ことで、あなたのリアガードを、"
    "このコストでDONEカードと同じ枚数選び、ソウルに置く。"
)
TWO = "[{name: 札1, type: normal, grade: 1}, {name: 札2, type: normal, grade: 1}]"
ONE = "[{name: 札1, type: normal, grade: 1}]"
BACK = "left_back: {name: 弓兵, type: normal, grade: 1, power: 7000}"


@pytest.mark.parametrize(
    ("cost", "done", "place"),
    [
        ("手札からNUM枚捨てる", "捨てた", "hand"),
        ("手札からNUM枚捨てる", "捨てられた", "hand"),
        ("ドロップからNUM枚バインドする", "バインドされた", "drop"),
    ],
)
def test_as_many_as_the_cards_of_this_cost_11_7_1(cost: str, done: str, place: str) -> None:
    """「このコストでXした / Xされたカード」: the cards the cost this ability was paid with did X to
    (11.7.1), the を-object before them (set off by its comma) the step's: one card paid, one of
    A's two rear-guards to the soul; two paid, both."""
    for n, cards, retired in ((1, ONE, 1), (2, TWO, 2)):
        text = COST_THEN_SAME.replace("COST", cost.replace("NUM", "１２"[n - 1])).replace(
            "DONE", done
        )
        r = vg_card_run(text, VG_ACTIVATE, damage="[]", extra=BACK, **{place: cards})
        assert not unsupported(r), text
        assert len(zone(r, "A", "soul")) == retired


# ------------------------------------------------------------------ ‘(名称)マーカー’ counted (15.1.2.1.1, 15.8)


@pytest.mark.parametrize(
    ("markers", "power"),
    [
        ("left_back:無限鱗粉", 15000),  # behind this unit: its column
        ("left_front:無限鱗粉", 15000),  # on its own circle
        ("right_back:無限鱗粉", 10000),  # another column
        ("left_back:龍樹", 10000),  # another name
        ("", 10000),
    ],
)
def test_a_named_marker_in_this_units_column_15_8_2_3(markers: str, power: int) -> None:
    """「このユニットと同じ縦列にあなたの無限鱗粉マーカーがあるなら」: a record marker of that name
    (15.1.2.1.1) whose master is the player (15.8.5), placed in the column (15.8.2.3)."""
    text = (
        "【永】【(R)】：このユニットと同じ縦列にあなたの無限鱗粉マーカーがあるなら、"
        "このユニットのパワー＋5000。"
    )
    r = run(text, extra=f"markers: {markers}" if markers else "")
    assert not unsupported(r) and value(r, "power") == power


def test_a_marker_on_a_unit_is_where_the_unit_is_15_8_2_3_1() -> None:
    """A marker placed on a unit (15.8.2.2) is in the column of the circle the unit is on
    (15.8.2.3.1): on 弓兵 behind this unit, it counts; 「…の無限鱗粉マーカーが２つ以上」 counts
    them (one on the circle, one on the unit)."""
    text = (
        "【永】【(R)】：このユニットと同じ縦列のあなたの無限鱗粉マーカーが２つ以上なら、"
        "このユニットのパワー＋5000。"
    )
    act = "  - {do: marker, player: A, unit: 弓兵, name: 無限鱗粉}"
    extra = "left_back: {name: 弓兵, type: normal, grade: 1, power: 7000}\n    markers: left_front:無限鱗粉"
    r = run(text, actions=act, extra=extra)
    assert not unsupported(r) and value(r, "power") == 15000
    one = run(text, extra=extra)
    assert value(one, "power") == 10000


@pytest.mark.parametrize(
    ("markers", "power"),
    [
        ("left_back:無限鱗粉, right_front:無限鱗粉, vanguard:無限鱗粉", 15000),
        ("left_back:無限鱗粉, right_front:無限鱗粉", 10000),
    ],
)
def test_named_markers_counted_15_1_2_1_1(markers: str, power: int) -> None:
    """「あなたの無限鱗粉マーカーが３つ以上なら」: how many markers of that name the player is
    master of, wherever they are."""
    text = "【永】【(R)】：あなたの無限鱗粉マーカーが３つ以上なら、このユニットのパワー＋5000。"
    r = run(text, extra=f"markers: {markers}")
    assert not unsupported(r) and value(r, "power") == power


def test_markers_named_elsewhere_stay_refused() -> None:
    """A marker is no card (15.8.1.2): a step that would act on one is refused, never run on
    cards."""
    text = "【起】【(R)】：あなたの無限鱗粉マーカーを１つ選び、そのターン中、このユニットのパワー＋5000。"
    r = run(text, actions=VG_ACTIVATE, extra="markers: left_back:無限鱗粉")
    assert unsupported(r)


# ------------------------------------------------------------------ 以下すべてを行う (11.8.3.1.2)


def _crit(r) -> int:
    return value(r, "critical")


def _lines(text: str) -> str:
    """A text of several lines, its line breaks escaped for the YAML string of the board."""
    return text.replace("\n", "\\n")


def test_every_item_is_carried_out_from_the_top_11_8_3_1_2() -> None:
    """「以下すべてを行う」: every item, in the order printed, nothing chosen."""
    text = "【起】【(R)】：以下すべてを行う。\n・１枚引く。\n・そのターン中、このユニットのクリティカル＋１。"
    r = run(_lines(text), actions=VG_ACTIVATE)
    assert not unsupported(r) and len(zone(r, "A", "hand")) == 1 and _crit(r) == 2


@pytest.mark.parametrize(("cards", "drawn", "crit"), [(0, 0, 1), (2, 1, 1), (3, 1, 1), (4, 1, 2)])
def test_items_keyed_by_a_number_of_cards(cards: int, drawn: int, crit: int) -> None:
    """「Xの枚数により以下すべてを行う。・２枚以上‐…・４枚以上‐…」: each item whose number X
    reaches (11.8.3.1.2: the items whose conditions are met, from the top)."""
    text = (
        "【起】【(R)】：あなたのバインドゾーンのカードの枚数により以下すべてを行う。\n"
        "・２枚以上‐１枚引く。\n・４枚以上‐そのターン中、このユニットのクリティカル＋１。"
    )
    bind = "bind: [" + ", ".join(f"{{name: 札{i}, type: normal}}" for i in range(cards)) + "]"
    r = run(_lines(text), actions=VG_ACTIVATE, extra=bind)
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == drawn and _crit(r) == crit


@pytest.mark.parametrize(("cards", "drawn", "crit"), [(0, 1, 1), (1, 0, 2), (3, 0, 2)])
def test_one_item_keyed_by_a_number_of_cards(cards: int, drawn: int, crit: int) -> None:
    """「…の枚数により以下を１つ行う。・０枚‐…・１枚以上‐…」: the one item the number fits."""
    text = (
        "【起】【(R)】：あなたのバインドゾーンのカードの枚数により以下を１つ行う。\n"
        "・０枚‐１枚引く。\n・１枚以上‐そのターン中、このユニットのクリティカル＋１。"
    )
    bind = "bind: [" + ", ".join(f"{{name: 札{i}, type: normal}}" for i in range(cards)) + "]"
    r = run(_lines(text), actions=VG_ACTIVATE, extra=bind)
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == drawn and _crit(r) == crit


def test_the_items_are_fixed_when_the_instruction_comes_11_8_3_1_2_1() -> None:
    """The number stated before the list fixes the items when the instruction is resolved
    (11.8.3.1.2.1): the first item binds a card (one in the bind zone becomes two), the second
    (「２枚以上‐」) is still not done."""
    text = (
        "【起】【(R)】：あなたのバインドゾーンのカードの枚数により以下すべてを行う。\n"
        "・１枚以上‐あなたのドロップから１枚選び、バインドする。\n・２枚以上‐１枚引く。"
    )
    r = run(
        _lines(text),
        actions=VG_ACTIVATE,
        extra="bind: [{name: 札, type: normal}]",
        drop="[{name: 骨, type: normal, grade: 1}]",
    )
    assert not unsupported(r) and len(zone(r, "A", "bind")) == 2
    assert zone(r, "A", "hand") == []
    assert any("11.8.3.1.2.1" in s.clauses for s in r.main.trace.steps)


def test_items_keyed_otherwise_stay_refused() -> None:
    """A prefix that is no number of cards, or keyed items under a list not said to be keyed,
    are refused."""
    for text in (
        "【起】【(R)】：以下すべてを行う。\n・２枚以上‐１枚引く。\n・そのターン中、このユニットのクリティカル＋１。",
        "【起】【(R)】：あなたのバインドゾーンのカードのグレードにより以下すべてを行う。\n・２枚以上‐１枚引く。",
    ):
        assert unsupported(run(_lines(text), actions=VG_ACTIVATE)), text


# ------------------------------------------------------------------ 「このカードはプレイできず、…」 (1.3.3)


def test_a_play_prohibition_before_a_sentence_of_its_own() -> None:
    """「このカードはプレイできず、あなたのヴァンガードがグレード３以上なら、このカードは『…』を
    得る」: the prohibition holds whatever the rest says under its own condition — the order is
    not played (it stays in the hand, nothing drawn)."""
    order = (
        "【永】：このカードはプレイできず、あなたのヴァンガードがグレード３以上なら、"
        "このカードは『【永】【(R)】：このユニットのパワー＋5000。』を得る。\\n１枚引く。"
    )
    hand = f'[{{name: 指令, type: order, grade: 1, text: "{order}"}}]'
    r = run("", actions="  - {do: main_phase, actions: [{do: play_order, card: 指令}]}", hand=hand)
    assert not unsupported(r) and zone(r, "A", "hand") == ["指令"]
    from ruling import abilities as A

    (ab, _draw) = A._abilities("vg", order.replace("\\n", "\n"), "order")
    assert ab.supported and [op.verb for op in ab.program.steps] == ["no_play", "grant"]
    assert ab.program.steps[0].cond is None and ab.program.steps[1].cond is not None
    # a prohibition under a condition of its own is not read
    (cond,) = A._abilities(
        "vg",
        "【永】：あなたのヴァンガードがグレード３以上なら、このカードはプレイできない。",
        "order",
    )
    assert not cond.supported


# ------------------------------------------------------------------ 「退却させたユニット」 (causative past, attributive)

TWO_BACK = (
    "left_back: {name: 弓兵, type: normal, grade: 1, power: 7000}\n"
    "    right_back: {name: 僧兵, type: normal, grade: 1, power: 7000}"
)
ONE_BACK = "left_back: {name: 弓兵, type: normal, grade: 1, power: 7000}"


@pytest.mark.parametrize(("extra", "power"), [(TWO_BACK, 20000), (ONE_BACK, 10000)])
def test_the_units_a_step_made_retire_counted(extra: str, power: int) -> None:
    """「退却させたユニットが２枚なら」: a causative past before a noun is a relative clause (the
    grammar's attributive forms) naming the cards the step before retired, counted (11.2.3)."""
    text = (
        "【起】【(R)】：あなたの後列のリアガードを２枚選び、退却させる。"
        "退却させたユニットが２枚なら、そのターン中、このユニットのパワー＋10000。"
    )
    r = run(text, actions=VG_ACTIVATE, extra=extra)
    assert not unsupported(r) and value(r, "power") == power


def test_as_many_as_the_units_the_cost_made_retire() -> None:
    """「相手は自分のリアガードを、このコストであなたが退却させたユニットと同じ枚数選び、退却
    させる」: the opponent chooses as many of its rear-guards as the cost retired (11.7.1)."""
    text = (
        "【起】【(V)】：【コスト】[あなたの後列のリアガードを１枚退却させる]ことで、相手は自分の"
        "リアガードを、このコストであなたが退却させたユニットと同じ枚数選び、退却させる。"
    )
    from ruling import abilities as A

    (ab,) = A._abilities("vg", text, "normal")
    assert ab.supported, ab.reason
    (choose, retire) = ab.program.steps
    assert choose.performer == "opponent" and dict(choose.detail)["n_of"].ref == "cost:retire"
    r = run(text.replace("【(V)】", "【(R)】"), actions=VG_ACTIVATE, extra=ONE_BACK)
    assert not unsupported(r) and zone(r, "B", "drop") == ["槍兵"]


# ------------------------------------------------------------------ 「儀式能力を持つ」 (14.20.1)


def test_a_card_with_a_ritual_ability_14_20_1() -> None:
    """「儀式能力を持つあなたのリアガード」: a unit with an ability carrying the validity keyword
    儀式 (14.20.2.1 「(能力種別アイコン) 儀式(数値):(能力)」) — 弓兵 is one, 僧兵 is not: only 弓兵
    can be chosen."""
    text = "【起】【(R)】：儀式能力を持つあなたのリアガードを１枚選び、そのターン中、パワー＋5000。"
    ritual = "【永】【(R)】儀式５：このユニットのパワー＋1000。"
    extra = (
        f'left_back: {{name: 弓兵, type: normal, grade: 1, power: 7000, text: "{ritual}"}}\n'
        "    right_back: {name: 僧兵, type: normal, grade: 1, power: 7000}"
    )
    r = run(text, actions=VG_ACTIVATE, extra=extra)
    assert not unsupported(r)
    assert value(r, "power", where="field.left_back") == 12000
    assert value(r, "power", where="field.right_back") == 7000
    assert value(r, "power") == 10000


# ------------------------------------------------------------------ list items printed inline


def test_list_items_printed_after_the_full_stop_on_one_line() -> None:
    """「…以下すべてを行う。 ・１枚引く。 ・…」 (a card list, or a folded YAML string, that lost the
    line breaks): the space after 「。」 before 「・」 is the item's line break — the items are
    read as the list (grammar.normalise.inline_items, and the lines the abilities are cut into)."""
    text = "【起】【(R)】：以下すべてを行う。 ・１枚引く。 ・そのターン中、このユニットのクリティカル＋１。"
    r = run(text, actions=VG_ACTIVATE)
    assert not unsupported(r) and len(zone(r, "A", "hand")) == 1 and _crit(r) == 2
    from ruling import abilities as A

    abs_ = A._abilities("vg", text, "normal")
    assert [a.kind for a in abs_] == ["activated", "item", "item"]
    assert abs_[1].text == "・１枚引く。"
    # 「。」 then a space inside a sentence, not before 「・」: nothing changes
    from grammar.normalise import inline_items

    assert inline_items("１枚引く。 そのターン中") == "１枚引く。 そのターン中"
    assert inline_items("行う。  ・A") == "行う。\n ・A"


# ------------------------------------------------------------------ 【起】「このコストは『…』でも払える」 (1.3.1)


@pytest.mark.parametrize(("grade", "drawn"), [(3, 1), (2, 0)])
def test_an_alternative_cost_opening_an_activated_ability(grade: int, drawn: int) -> None:
    """【起】「Xなら、このコストは『…』でも払える。【コスト】[…]ことで、…」: with no trigger the
    sentence opens the effect; its condition is its own (the effect after it is not under it).
    No damage to counter-blast: under a grade-3 vanguard the rear-guard is bound instead and a
    card drawn; under a grade 2 the printed cost cannot be paid, nothing happens."""
    text = (
        "【起】【(R)】：あなたのヴァンガードがグレード３以上なら、このコストは『あなたの他のリアガード"
        "を１枚バインドする』でも払える。【コスト】[【カウンターブラスト】(1)]することで、１枚引く。"
    )
    vanguard = f"{{name: 竜, type: normal, grade: {grade}, power: 13000}}"
    r = run(text, actions=VG_ACTIVATE, extra=ONE_BACK, vanguard=vanguard)
    assert len(zone(r, "A", "hand")) == drawn
    assert zone(r, "A", "bind") == (["弓兵"] if drawn else [])
    if drawn:
        assert not unsupported(r)
        assert any("1.3.1" in s.clauses for s in r.main.trace.steps)
