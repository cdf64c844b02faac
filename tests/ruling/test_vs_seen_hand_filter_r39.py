"""「相手の手札を見て、（その中から）《X》のカード / レベルN以上のカードを1枚（まで）選び」: the choice among
the opponent's hand the text showed keeps the target's description (2.15.1, 2.2.1) — until round 39 the
looked-at form dropped every filter, so any card of the hand could be chosen (a wrong ruling, never a
refusal); a description the runtime does not read is refused, not dropped."""

from __future__ import annotations

import pytest

from tests.ruling.boards import vs_ability

HEAD = "【検分】《役人》[リング][エネルギーを2枚レストする]相手の手札を見て、"


@pytest.mark.parametrize(
    ("choice", "attributes", "stats"),
    [
        ("《剣技》のカードを1枚まで選び", ("剣技",), ()),
        ("レベル2以上のカードを1枚まで選び", (), (("level", "ge", 2),)),
        ("カードを1枚まで選び", (), ()),
    ],
)
def test_the_choice_keeps_its_description(
    choice: str, attributes: tuple[str, ...], stats: tuple[tuple[str, str, int], ...]
) -> None:
    ab = vs_ability(HEAD + choice + "、相手の控え室に置く。")
    assert ab.supported
    (op,) = [o for o in ab.program.ops if o.kind == "choose"]
    assert (op.who, op.attributes, op.stats) == ("opp_hand", attributes, stats)


def test_an_unread_description_is_refused() -> None:
    # 「「X」を含むカード」 (a name contained) is not among the runtime's filters of this choice
    ab = vs_ability(HEAD + "「春香」を含むカードを1枚まで選び、相手の控え室に置く。")
    assert not ab.supported
