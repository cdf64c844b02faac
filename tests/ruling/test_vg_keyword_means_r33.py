"""Chapter 14's keywords as the name of an ability and as the means of an event (round 33).

- A keyword the rules define as naming an ability ("…一部の能力を持つキーワード": 14.25 支配,
  14.27 影縫, 14.33 奇術, 14.48 レヴォルドレス / ドラグドレス, 14.53 ユニゾンドレス, 14.58 リライト,
  14.62 魔装合体 …) printed before the colon (「【起】【(V)】リライト【ターン1回】：…」, the rules'
  own form ‘(能力種別アイコン) 魔装合体:(能力)’ 14.62.1.1) is the ability printed, which carries
  the keyword — the same as printed after the colon before a dash.
- 「Xで登場した時」 / 「Xでライドした時」 / 「…のXで退却した時」: the event made by the keyword's
  own action (overDress 6.7.1; a cross overDress is no overDress, 6.8.5) or by an ability that
  carries it (``Trig.means`` ``kw:<id>``), read by the trigger and by 「このターンに…Xで…して
  いるなら」 alike; 「能力でライドした時」 now reads its means (a normal ride has none).
- 「このユニットにライドする」: a ride names the unit it is made upon, the master's vanguard
  (6.3.3); not the vanguard then, no ride (1.3.2)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ruling.boards import cited, unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_keywords_r29 import DRESS_A, _card, _run, _runs

ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}\n"
RIDE = "手札からグレード３のカードを１枚選び、このユニットにライドする。"


@pytest.mark.parametrize(
    "kw", ("支配", "影縫", "奇術", "レヴォルドレス", "ドラグドレス", "リライト", "魔装合体")
)
def test_ability_word_before_the_colon_names_the_ability(kw: str) -> None:
    assert _runs(f"【自】【(V)】{kw}：このユニットがアタックした時、１枚引く。")
    assert _runs(
        f"【起】【(V)】{kw}【ターン1回】：【コスト】[【カウンターブラスト】(1)]することで、１枚引く。"
    )


def test_a_keyword_with_a_meaning_of_its_own_stays_refused() -> None:
    """救援 stands for steps with a number (14.19.1.1): printed as a label it is not read."""
    assert not _runs("【自】【(V)】救援：このユニットがアタックした時、１枚引く。")


def _rewrite(kw: str, hand_text: str, act: str = ACTIVATE) -> Any:
    vg = _card("剣士", f"【起】【(V)】{kw}【ターン1回】：{RIDE}", grade=3)
    a = f"    vanguard: {vg}\n    hand: [{_card('新剣士', hand_text, grade=3)}]\n    deck: 10\n"
    return _run("main", a, act)


def test_rewrite_appearance_triggers_14_58_1() -> None:
    """The ride the リライト ability makes puts 新剣士 on (V) by that ability: 「リライトで登場した
    時」 triggers and draws; the same ride by an ability without the keyword does not."""
    text = "【自】：このユニットがリライトで登場した時、１枚引く。"
    r = _rewrite("リライト", text)
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "field.vanguard") == ["新剣士"] and len(zone(r, "A", "hand")) == 1
    assert {"6.3.2.2", "6.3.3"} <= cited(r)
    no = _rewrite("", text)
    assert zone(no, "A", "field.vanguard") == ["新剣士"] and zone(no, "A", "hand") == []


def test_ride_by_an_ability_is_not_a_normal_ride() -> None:
    """「能力でライドした時」: the ride an ability made (6.3.2.2) triggers it; a normal ride in the
    ride step (9.7.2) does not — before, the means was not read and both triggered."""
    text = "【自】：このユニットが能力でライドした時、１枚引く。"
    r = _rewrite("", text)
    assert zone(r, "A", "field.vanguard") == ["新剣士"] and len(zone(r, "A", "hand")) == 1
    vg = _card("剣士", "【永】：このユニットのパワー＋0。", grade=2)
    a = f"    vanguard: {vg}\n    hand: [{_card('新剣士', text, grade=3)}]\n    deck: 10\n"
    normal = _run("ride", a, "  - {do: ride, card: 新剣士, normal: true}\n")
    assert zone(normal, "A", "field.vanguard") == ["新剣士"], zone(normal, "A", "field.vanguard")
    assert zone(normal, "A", "hand") == []


def test_ride_onto_this_unit_only_while_it_is_the_vanguard_6_3_3() -> None:
    """「このユニットにライドする」 read from a rear-guard's ability: this unit is not the
    vanguard — no ride (1.3.2); the vanguard stays."""
    rg = _card("剣士", f"【起】【(R)】：{RIDE}", grade=2)
    a = (
        "    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}\n"
        f"    left_front: {rg}\n    hand: [{_card('新剣士', '', grade=3)}]\n    deck: 10\n"
    )
    r = _run("main", a, ACTIVATE)
    assert zone(r, "A", "field.vanguard") == ["竜王"] and zone(r, "A", "hand") == ["新剣士"]
    assert "1.3.2" in cited(r)


def _dress(action: str, watcher: str) -> Any:
    a = DRESS_A + f"    hand: [{_card('ドレス竜', watcher, grade=3, power=15000)}]\n    deck: 10\n"
    return _run("main", a, action)


OVERDRESS_LINE = "【永】：オーバードレス－「素体竜」"


def test_overdress_appearance_triggers_6_7_1() -> None:
    """「オーバードレスで登場した時」: overDressed, it triggers (draw); called (not an overDress,
    6.7.1.1), it does not."""
    text = f"{OVERDRESS_LINE}\\n【自】：このユニットがオーバードレスで登場した時、１枚引く。"
    r = _dress("  - {do: overdress, card: ドレス竜, circle: left_front}\n", text)
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "field.left_front")[0] == "ドレス竜" and len(zone(r, "A", "hand")) == 1
    called = _dress("  - {do: call, card: ドレス竜, circle: left_back}\n", text)
    assert zone(called, "A", "field.left_back") == ["ドレス竜"]
    assert zone(called, "A", "hand") == []


def test_keyword_means_compiles_two_and_whose() -> None:
    assert _runs(
        "【自】：あなたのヴァンガードがドラグドレスかレヴォルドレスでライドした時、１枚引く。"
    )
    assert _runs("【自】：このユニットが(R)からあなたのヴァンガードの暴喰で退却した時、１枚引く。")
    assert _runs(
        "【自】【(R)】：このユニットがアタックした時、このターンにあなたのヴァンガードがレヴォル"
        "ドレスでライドしているなら、そのバトル中、このユニットのパワー＋10000。"
    )
    # a word that is no keyword the runtime reads as a means stays refused
    assert not _runs("【自】：このユニットが救援で登場した時、１枚引く。")


def _demonic(kw: str) -> Any:
    vg = _card(
        "剣士",
        f"【起】【(V)】{kw}：【コスト】[あなたのリアガードを１枚ソウルに置く]ことで、１枚引く。",
        grade=3,
    )
    rg = _card(
        "部品", "【自】：このカードが魔装合体のコストでソウルに置かれた時、１枚引く。", grade=1
    )
    return _run("main", f"    vanguard: {vg}\n    left_front: {rg}\n    deck: 10\n", ACTIVATE)


def test_cost_of_a_keyword_ability_11_7_1() -> None:
    """「魔装合体のコストでソウルに置かれた時」: put there as the cost of an ability carrying 魔装合体
    (14.62.1.1) — it triggers (two cards drawn); the same cost of an ability without it does not."""
    r = _demonic("魔装合体")
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "soul") == ["部品"] and len(zone(r, "A", "hand")) == 2
    no = _demonic("")
    assert zone(no, "A", "soul") == ["部品"] and len(zone(no, "A", "hand")) == 1


def test_a_keywords_effect_is_no_card_category() -> None:
    """「天啓の効果で」: the effect of an ability carrying 天啓 (14.22) — before, 天啓 was read as a
    category of the card whose effect it was."""
    from ruling.abilities import _abilities

    (ab,) = _abilities(
        "vg", "【自】：このユニットが天啓の効果でソウルに置かれた時、１枚引く。", None
    )
    assert ab.supported and ab.program.trigger.means == "kw:revelation"
    assert ab.program.trigger.by is None


def test_legion_trigger_6_4_2_1() -> None:
    """「あなたのヴァンガードが双闘した時」: put in legion state from none (6.4.2.1) — a legion and a
    D-legion both trigger it; no legion, no trigger."""
    from tests.ruling.test_vg_constructions import run, value

    text = "【自】【(R)】：あなたのヴァンガードが双闘した時、そのターン中、このユニットのパワー＋3000。"
    deck = "[{name: 相棒竜, type: normal, grade: 3}, 9]"
    for d in ("false", "true"):
        r = run(text, actions=f"  - {{do: legion, card: 相棒竜, d: {d}}}", deck=deck)
        assert not unsupported(r) and value(r, "power") == 13000, d
        assert "6.4.2.1" in cited(r)
    assert value(run(text, deck=deck), "power") == 10000


def _origin(watch: str) -> Any:
    a = (
        "    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}\n"
        f"    left_front: {_card('素体竜', watch, grade=1)}\n"
        f"    hand: [{_card('ドレス竜', '【永】：オーバードレス－「素体竜」', grade=3)}]\n    deck: 10\n"
    )
    return _run("main", a, "  - {do: overdress, card: ドレス竜, circle: left_front}\n")


def test_made_a_dress_origin_6_7_2_1() -> None:
    """「このカードがオーバードレスのドレス元になった時」: overDressed upon, 素体竜 becomes a dress
    origin (6.7.2.1) and draws; the same words of a cross overDress do not trigger (6.8.5)."""
    r = _origin("【自】：このカードがオーバードレスのドレス元になった時、１枚引く。")
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "field.left_front") == ["ドレス竜", "素体竜"]
    assert len(zone(r, "A", "hand")) == 1 and "6.7.2.1" in cited(r)
    no = _origin("【自】：このカードがクロスオーバードレスのドレス元になった時、１枚引く。")
    assert zone(no, "A", "hand") == []


@pytest.mark.parametrize(
    ("line", "n"),
    (
        ("このカードはデッキに１枚だけ入れられる。", 1),
        ("このカードはデッキに４枚まで入れられる。", 4),
        ("【永】：このカードはデッキに２枚まで入れられる。", 2),
    ),
)
def test_a_deck_construction_line_with_no_mark_8_1_3(line: str, n: int) -> None:
    """A deck-construction condition printed as a line of its own (an order's): the card's limit
    (8.1.3, by its collector number 8.1.9), read by the deck check — not an order's effect."""
    from ruling.games._vg.setup import deck_text_limits
    from ruling.state import Card

    assert _runs(line)
    card = Card(uid="x", owner="A", name="作戦", text=line, number="N-001")
    assert deck_text_limits([card]) == ({}, {("number", "N-001"): n})


def test_a_deck_line_with_more_is_not_a_deck_rule() -> None:
    assert not _runs("このカードはデッキに１枚だけ入れられる。１枚引く。")


def _in_zone(label: str, zone_key: str) -> Any:
    text = f"【自】【{label}】：あなたのヴァンガードが登場した時、１枚引く。"
    a = (
        "    vanguard: {name: 前, type: normal, grade: 1}\n"
        f"    hand: [{{name: 次, type: normal, grade: 2}}]\n    {zone_key}: [{_card('札', text, grade=4)}]\n"
        "    deck: 10\n"
    )
    return _run("ride", a, "  - {do: ride_phase, card: 次}\n")


@pytest.mark.parametrize(
    ("label", "zone_key"),
    (("Gゾーン", "g_zone"), ("ドロップゾーン", "drop"), ("ライドデッキ置場", "ride_deck")),
)
def test_chapter_4_zone_names_as_labels_11_4_4(label: str, zone_key: str) -> None:
    """【Gゾーン】 / 【ドロップゾーン】 / 【ライドデッキ置場】 (4.14, 4.7, 4.18 by the rules' names): the
    ability works in that zone (11.4.4) — and not from another one."""
    r = _in_zone(label, zone_key)
    assert not unsupported(r), unsupported(r)
    assert len(zone(r, "A", "hand")) == 1
    other = "soul"
    assert zone(_in_zone(label, other), "A", "hand") == []


NOT_BY_RIDE = "【自】【(R)】：あなたのソウルにライド以外でカードが置かれた時、１枚引く。"


def test_put_into_the_soul_not_by_a_ride_14_32_4() -> None:
    """「ライド以外でソウルに置かれた時」 (the words of 14.32.4, shared ``Vocab.except_means``): the
    vanguard a ride puts into the soul (6.3.3.5) does not trigger it; a soul charge does."""
    a = (
        f"    vanguard: {{name: 前, type: normal, grade: 1}}\n    left_front: {_card('見張り', NOT_BY_RIDE, grade=1)}\n"
        "    hand: [{name: 次, type: normal, grade: 2}]\n    deck: 10\n"
    )
    rode = _run("ride", a, "  - {do: ride_phase, card: 次}\n")
    assert not unsupported(rode), unsupported(rode)
    assert zone(rode, "A", "soul") == ["前"] and zone(rode, "A", "hand") == []
    vg = _card("剣士", "【起】【(V)】：【ソウルチャージ】(1)。", grade=3)
    b = f"    vanguard: {vg}\n    left_front: {_card('見張り', NOT_BY_RIDE, grade=1)}\n    deck: 10\n"
    charged = _run("main", b, ACTIVATE)
    assert len(zone(charged, "A", "soul")) == 1 and len(zone(charged, "A", "hand")) == 1
    assert not _runs("【自】【(R)】：あなたのソウルにコール以外でカードが置かれた時、１枚引く。")
