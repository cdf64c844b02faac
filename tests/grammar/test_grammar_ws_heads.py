"""WS ability heads met on real cards (issue 12): keywords one after another, 絆 naming several
cards, a cost of two sentences. Each: the text and the typed node it gives."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from grammar import ast as A
from grammar.parse import parse_card
from grammar.render import render_keyword


def _ability(text: str) -> A.Ability:
    r = parse_card(text, "ws")
    assert r.card is not None and len(r.card.abilities) == 1
    ab = r.card.abilities[0]
    assert not A.unparsed(ab), ab
    return ab


def test_keywords_one_after_another() -> None:
    """「記憶 共鳴」, 「応援 記憶」: the first keyword, then the others in text order
    (``more_keywords``), each typed by the keyword table; the cost and body after them."""
    ab = _ability(
        "【自】【CXコンボ】 記憶 共鳴 ［(2) 手札の「甲」を1枚公開する］ "
        "このカードがアタックした時、あなたは1枚引く。"
    )
    assert ab.keyword is not None and ab.keyword.name == "記憶"
    assert [(k.name, k.id) for k in ab.more_keywords] == [("共鳴", "resonance")]
    assert ab.cost is not None and len(ab.cost.items) == 2
    ab = _ability("【永】 応援 記憶 このカードの前のあなたのキャラすべてに、パワーを＋500。")
    assert ab.keyword is not None and ab.keyword.name == "応援"
    assert [k.name for k in ab.more_keywords] == ["記憶"]
    assert ab.effect is not None
    one = _ability("【永】 応援 このカードの前のあなたのキャラすべてに、パワーを＋500。")
    assert one.more_keywords == ()


_NAME = st.text(alphabet="アイウエオカキクケコ甲乙丙丁", min_size=1, max_size=6)


@given(st.lists(_NAME, min_size=1, max_size=4))
def test_a_bond_naming_several_cards(names: list[str]) -> None:
    """「絆／「A」「B」…」 (10.4.2.1): every name is a parameter of the keyword, in order; the
    cost follows; rendering prints one slash before the names."""
    quoted = "".join(f"「{n}」" for n in names)
    ab = _ability(f"【自】 絆／{quoted} ［(1)］")
    assert ab.keyword is not None and ab.keyword.name == "絆"
    assert [p.text for p in ab.keyword.params if isinstance(p, A.Name)] == names
    assert ab.cost is not None and ab.effect is None
    assert render_keyword(ab.keyword) == f"絆/{quoted}"


def test_a_cost_of_two_sentences() -> None:
    """［…山札に戻す。その山札をシャッフルする］: a full stop inside the cost separates two
    items, typed each as a sentence would be."""
    ab = _ability(
        "【自】［あなたの控え室のキャラを2枚山札に戻す。その山札をシャッフルする］ "
        "このカードがアタックした時、あなたは1枚引く。"
    )
    assert ab.cost is not None
    verbs = [it.body.verb for it in ab.cost.items if isinstance(it.body, A.Action)]
    assert verbs == ["return", "shuffle"]
    ab = _ability(
        "【自】［(1) 手札を1枚控え室に置く。あなたは1枚引く］ このカードがアタックした時、あなたは1枚引く。"
    )
    assert ab.cost is not None and isinstance(ab.cost.items[0].body, A.Count)
    assert len(ab.cost.items) == 3


def test_an_annotation_line_is_a_note() -> None:
    """A line opening with ※ (the publisher's annotation, its <font> markup dropped by the
    input layer with offsets kept) is a note holding its text, not an ability; the abilities
    beside it are read as before, and the corpus reader pairs only them with lines."""
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("ws")  # registers the ws compiler

    note = '<font color="crimson">※このカードは公式・公認大会では使用できません。</font>'
    text = "【永】 このカードのパワーを＋500。\n" + note
    r = parse_card(text, "ws")
    assert r.card is not None
    kinds = [ab.kind for ab in r.card.abilities]
    assert kinds == [A.AbilityKind.CONTINUOUS, A.AbilityKind.NOTE]
    (rem,) = r.card.abilities[1].reminders
    assert rem.text == "※このカードは公式・公認大会では使用できません。"
    start = r.normalised.offsets.to_original(rem.span.start)
    assert text[start] == "※"
    abilities = _abilities("ws", text, "character")
    assert [a.kind for a in abilities] == ["continuous"] and abilities[0].supported
    assert _abilities("ws", note, "character") == ()
