"""Round 38 input-layer spellings (grammar/normalise.py): 「対戦相手」 is 「相手」; 「…効果で / 能力で
選ばれない」 is 「…で選べない」 — with offsets kept back to the source."""

from __future__ import annotations

import pytest

from grammar.normalise import normalise


@pytest.mark.parametrize(
    ("src", "want"),
    [
        ("対戦相手の山札が10枚以下である限り、", "相手の山札が10枚以下"),
        ("このユニットは相手の効果で選ばれない。", "相手の効果で選べない。"),
        ("このユニットは相手のカードの能力で選ばれない。", "能力で選べない。"),
    ],
)
def test_spelled_as_the_grammar_reads_it(src: str, want: str) -> None:
    assert want in normalise(src).text


def test_left_as_printed_elsewhere() -> None:
    # 「選ばれない」 not after an agent's effect (a choice that is not by an effect) is kept
    assert "選ばれない" in normalise("このカードは選ばれない。").text
