"""Round 48: 「このユニットは相手の効果に選ばれない」 — the passive's agent marked by に — is the
choice prohibition 「相手の(カードの)効果で選ばれない」 names (7.50.2): a 「１枚選び」 of the
opponent's cannot choose it (7.50.1), and 「すべて」, which does not choose (7.50.1.2), reaches it."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect
from tests.ruling.boards import cited, vg_run, warns_unsupported

BOARD = """players:
  A:
    vanguard: {name: 殲滅竜, grade: 3, power: 13000}
    deck: 10
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    left_front: {name: 隠密, type: normal, grade: 2, power: 10000, text: "%s"}
    right_front: {name: 従者, type: normal, grade: 1, power: 8000}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "%s"}
expect:
  state: {B.drop: %s}
"""


@pytest.mark.parametrize("agent", ["相手の効果に", "相手の効果で", "相手のカードの効果で"])
def test_one_chosen_skips_the_unit(agent: str) -> None:
    text = f"【永】【(R)】：このユニットは{agent}選ばれない。"
    r = vg_run(BOARD % (text, "相手のリアガードを１枚選び、退却させる。", "[従者]"))
    assert not check_expect(r)
    assert "7.50.2" in cited(r)
    assert not warns_unsupported(r)


def test_all_reaches_the_unit() -> None:
    text = "【永】【(R)】：このユニットは相手の効果に選ばれない。"
    r = vg_run(BOARD % (text, "相手のリアガードすべてを退却させる。", "[隠密, 従者]"))
    assert not check_expect(r)
    assert "7.50.1.2" in cited(r)
    assert not warns_unsupported(r)
