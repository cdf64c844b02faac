"""Round 38 input-layer spelling (grammar/normalise.py): 「対戦相手」 is 「相手」. 「…で選ばれない」 is
left as printed: the shared protection family reads it (VS), and VG's reader takes it as 「選べない」."""

from __future__ import annotations

import pytest

from grammar.normalise import normalise


@pytest.mark.parametrize(
    ("src", "want"),
    [
        ("対戦相手の山札が10枚以下である限り、", "相手の山札が10枚以下"),
        ("対戦相手のターン中、", "相手のターン中、"),
    ],
)
def test_spelled_as_the_grammar_reads_it(src: str, want: str) -> None:
    assert want in normalise(src).text


def test_passive_choice_left_as_printed() -> None:
    assert "効果で選ばれない" in normalise("このカードは相手の技の効果で選ばれない。").text
