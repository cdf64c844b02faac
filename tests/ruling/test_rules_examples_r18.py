"""Rules examples, round 18 (s14examples): the rules documents' own example texts as printed.

The reader (``grammar.examples``) takes VG's quotes ‘…’ (and its one ASCII '…') like 「…」; a
quote the document names as an event or a state (‘…’事象, 「…」状態) is a description of the
game, not a card's text; a stat modification (「パワー+3000」) and a count of cards (「1 枚引く」)
make a sentence of card text. Each behaviour on a minimal document, and the VG figures as
floors (``python -m ruling.rules_examples vg``)."""

from __future__ import annotations

import pytest

from grammar.examples import classify, extract
from ruling.rules_examples import measure, summary


def _read(*lines: str) -> list[tuple[str, str, str, str]]:
    doc = "\n".join(["1. 能力", *lines, ""])
    return [(e.clause, e.text, e.kind, e.role) for e in extract(doc, "x", "dotted")]


def test_single_curly_quotes_are_read_as_quotes() -> None:
    got = _read("1.1. 例:‘あなたは1枚引く。’という効果を解決する場合。")
    assert got == [("1.1", "あなたは1枚引く。", "ability", "ability")]


def test_ascii_single_quotes_are_read_as_quotes() -> None:
    got = _read("1.1. 例: 'あなたは1枚引く。' という効果を解決する場合。")
    assert got == [("1.1", "あなたは1枚引く。", "ability", "ability")]


def test_a_quote_named_a_cost_has_the_role_cost() -> None:
    got = _read("1.1. 例: ‘手札をすべて捨てる’というコストは支払えます。")
    assert got == [("1.1", "手札をすべて捨てる", "ability", "cost")]


@pytest.mark.parametrize("noun", ["事象", "状態"])
def test_a_quote_named_an_event_or_a_state_is_not_a_card_text(noun: str) -> None:
    got = _read(f"1.1. 例:‘リアガードがアタックした’{noun}が発生します。")
    assert got == [("1.1", "リアガードがアタックした", "event", "ability")]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("そのターン中、あなたのユニット2枚のパワー+3000", "ability"),
        ("1 枚引く", "ability"),
        ("パワー+1000", "name"),
        ("2枚", "name"),
    ],
)
def test_stat_modifications_and_card_counts_make_a_sentence(text: str, kind: str) -> None:
    assert classify(text) == kind


# measured (python -m ruling.rules_examples vg): 0 texts before this round's reader
VG_FLOOR = {"texts": 19, "parse": 19, "compile": 6, "run": 6}


def test_vg_examples_are_found_and_measured() -> None:
    got = summary("vg", measure("vg"))
    for key, floor in VG_FLOOR.items():
        assert got[key] >= floor, (key, got)
    assert got["silent"] == 0


def test_an_ability_named_by_its_kind_is_marked_with_its_icon() -> None:
    """‘…’という起動能力 (VG 7.50.1.1): the quote leaves the icon out; the reader records the kind
    the document names, and the measure prints the game's icon (``ICON_FORM``)."""
    got = extract(
        "1. 能力\n1.1. 例: ‘あなたは1枚引く。’という起動能力と‘あなたは2枚引く。’という自動能力。\n",
        "x",
        "dotted",
    )
    assert [(e.text, e.named) for e in got] == [
        ("あなたは1枚引く。", "act"),
        ("あなたは2枚引く。", "auto"),
    ]


def _vg(actions: str, expect: str, text: str = "", choices: str = "") -> list[str]:
    from ruling.resolve import check_expect, resolve
    from ruling.scenario import loads

    own = f', text: "{text}"' if text else ""
    return check_expect(
        resolve(
            loads(f"""
game: vg
title: a rules example on a board
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    vanguard: {{name: 騎士王, type: normal, grade: 3, power: 13000}}
    left_front: {{name: 槍兵, type: normal, grade: 2, power: 10000{own}}}
    left_back: {{name: 弓兵, type: normal, grade: 1, power: 8000}}
    hand: 2
    deck: 20
  B: {{vanguard: {{name: 焔皇竜, type: normal, grade: 3, power: 13000}}, deck: 20}}
actions:
{actions}
{choices}
expect:
  state: {{{expect}}}
""")
        )
    )


def test_vg_7_50_1_1_two_units_chosen_get_the_power() -> None:
    """7.50.1.1: ‘そのターン中、あなたのユニット2枚のパワー+3000’ (an ACT ability) is ‘あなたの
    ユニットを2枚選び、そのターン中、パワー+3000’: the two units chosen get +3000, the third not."""
    chosen = (
        "choices:\n  - {player: A, at: choose, choose: 騎士王}\n"
        "  - {player: A, at: choose, choose: 弓兵}"
    )
    after = "槍兵.power: 10000, 騎士王.power: 16000, 弓兵.power: 11000"
    text = "【起】【(R)】：そのターン中、あなたのユニット2枚のパワー+3000"
    acts = "  - {do: main_phase, actions: [{do: activate, card: A.left_front}]}"
    assert _vg(acts, after, text, chosen) == []
    bare = (
        "  - {do: resolve_text, player: A, card: A.left_front, "
        'text: "あなたのユニットを2枚選び、そのターン中、パワー+3000"}'
    )
    assert _vg(bare, after, "", chosen) == []


def test_vg_11_8_5_bare_effects_on_a_board() -> None:
    """11.8.5.1: ‘1 枚引く’ with no fighter named: its master draws; 11.8.5.2: ‘このユニットを
    ドロップゾーンに置く’ with no zone's owner: its owner's drop zone."""
    draw = '  - {do: resolve_text, player: A, card: A.left_front, text: "1 枚引く"}'
    assert _vg(draw, "A.hand: 3, B.hand: 0") == []
    drop = (
        "  - {do: resolve_text, player: A, card: A.left_front, "
        'text: "このユニットをドロップゾーンに置く"}'
    )
    assert _vg(drop, "槍兵.zone: A.drop") == []


def test_vg_11_7_3_a_cost_of_the_whole_hand_is_paid_with_none() -> None:
    """11.7.3: ‘手札をすべて捨てる’というコスト can be paid with no card in hand."""
    text = "【起】【(R)】：【コスト】[手札をすべて捨てる]ことで、１枚引く。"
    acts = "  - {do: main_phase, actions: [{do: activate, card: A.left_front}]}"
    assert _vg(acts, "A.hand: 1, A.drop: 2", text) == []


@pytest.mark.parametrize(
    "text",
    [
        "そのターン中、あなたの前列のリアガードすべてのパワーに+5000。",
        "そのターン中、あなたの前列のリアガードすべてのパワーは+5000。",
    ],
)
def test_a_stat_marked_by_ni_or_wa_is_the_value_changed(text: str) -> None:
    """VG 11.11.4 prints 「…すべてのパワーに+5000」 / 「…のパワーは、…+1000」: the value marked by
    に / は is the one the amount is added to (as 「…のパワー+5000」); a front-row rear-guard gets
    it, the vanguard and a back-row rear-guard do not."""
    acts = f'  - {{do: resolve_text, player: A, card: A.left_front, text: "{text}"}}'
    assert _vg(acts, "槍兵.power: 15000, 騎士王.power: 13000, 弓兵.power: 8000") == []


def test_a_stat_marked_by_wa_with_a_multiplier() -> None:
    """「そのターン中、あなたのヴァンガードのパワーは、あなたのリアガード1体につき+1000。」: two
    rear-guards, +2000 (11.11.4: counted when resolved)."""
    text = "そのターン中、あなたのヴァンガードのパワーは、あなたのリアガード1体につき+1000。"
    acts = f'  - {{do: resolve_text, player: A, card: A.left_front, text: "{text}"}}'
    assert _vg(acts, "騎士王.power: 15000, 槍兵.power: 10000") == []


def test_a_stat_marked_by_wa_in_vs_reads_the_stat_word() -> None:
    """The same in a game whose stat is a word (VS 「AP」): 「[リング]このカードのAPは+1000。」
    compiles as 「このカードのAP+1000」 does."""
    from ruling.abilities import abilities_of
    from ruling.state import Card

    got = abilities_of("vs", Card("x", "x", text="[リング]このカードのAPは+1000。"))
    ref = abilities_of("vs", Card("x", "x", text="[リング]このカードのAP+1000。"))
    assert [a.supported for a in got] == [True]
    assert got[0].program == ref[0].program


def test_the_rear_guard_circle_named_in_words_is_the_circle() -> None:
    """VG 6.3.5.1 prints ‘…このユニットをリアガードサークルにコールする’ where a card prints (R): the
    same circle (the zone ``rear_circle``), the same program."""
    from ruling.abilities import abilities_of
    from ruling.state import Card

    words = "【自】：このユニットがライドされた時、このユニットをリアガードサークルにコールする。"
    icon = "【自】：このユニットがライドされた時、このユニットを(R)にコールする。"
    got = abilities_of("vg", Card("x", "x", text=words))
    ref = abilities_of("vg", Card("x", "x", text=icon))
    assert [a.supported for a in got] == [True]
    assert got[0].program == ref[0].program
