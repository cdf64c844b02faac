"""grammar/normalise.py, round 57: a VG keyword skill with a timing printed as a plain word
(14.16.1), 【コスト】 inside a notation's cost bracket, and an ability word printed mid-text before
its condition (14.45.1) — put as the grammar reads them, each character keeping its source span."""

from __future__ import annotations

from grammar.normalise import normalise


def _spans(src: str) -> tuple[str, list[str]]:
    n = normalise(src)
    return n.text, [src[n.offsets.starts[i] : n.offsets.ends[i]] for i in range(len(n.text))]


def test_bare_timed_skill_framed_and_cost_bracket_dropped() -> None:
    src = "Gガーディアン－相手ターンのガードステップ－[【コスト】[手札から１枚捨てる]]裏のこのカードを(G)にコールする。"
    text, spans = _spans(src)
    assert text.startswith(
        "【Gガーディアン】-相手ターンのガードステップ-【コスト】[手札から1枚捨てる]裏の"
    )
    assert spans[0] == "Gガーディアン" and spans[8] == "Gガーディアン"  # the brackets: the word
    assert spans[text.index("裏")] == "裏"


def test_framed_or_mid_line_word_left_alone() -> None:
    src = "【Gガーディアン】-相手ターンのガードステップ-[手札から1枚捨てる]裏のこのカードを(G)にコールする。"
    assert normalise(src).text == src
    # not at a line's start: not a skill's head
    assert (
        normalise("このカードはGガーディアン-x-を持つ。").text
        == "このカードはGガーディアン-x-を持つ。"
    )


def test_ability_word_moved_to_the_head_before_its_condition() -> None:
    src = "【自】【(V)】：アタックした時、【コスト】[【ソウルブラスト】(1)]することで、全力－あなたのソウルが０枚なら、１枚引く。"
    text, spans = _spans(src)
    assert text == (
        "【自】【(V)】:全力-アタックした時、【コスト】[【ソウルブラスト】(1)]することで、"
        "あなたのソウルが0枚なら、1枚引く。"
    )
    k = text.index("全力")
    assert spans[k : k + 3] == ["全", "力", "－"]
    # no condition after it: left where it is
    other = "【自】【(V)】：アタックした時、全力－１枚引く。"
    assert "、全力-1枚引く" in normalise(other).text
