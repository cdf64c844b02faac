"""Round 56 (s53wsR): 「…いるかぎり、」 / 「…あるかぎり、」 in kana is the condition 「…限り、」 (WS 10.3.2
spells 応援's condition 「…置かれているかぎり、」); before, the 「か」 of 「かぎり」 lexed as 「か」 (or) and
the clause did not type."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card


@pytest.mark.parametrize(
    "text",
    [
        "【永】 このカードが前列中央の枠にいるかぎり、このカードのレベルを＋1。",
        "【永】 あなたの手札が2枚以上あるかぎり、このカードのパワーを＋1000。",
    ],
)
def test_kana_kagiri_is_the_condition(text: str) -> None:
    ab = parse_card(text, "ws").card.abilities[0]
    step = ab.effect.sentences[0].steps[0]
    assert step.condition is not None and step.condition.marker == "kagiri"
    assert "Unparsed" not in repr(ab.effect)


def test_kana_kagiri_as_in_kanji() -> None:
    kana = parse_card("【永】 あなたの手札が2枚以上あるかぎり、このカードのパワーを＋1000。", "ws")
    kanji = parse_card("【永】 あなたの手札が2枚以上ある限り、このカードのパワーを＋1000。", "ws")
    assert kana.card == kanji.card
