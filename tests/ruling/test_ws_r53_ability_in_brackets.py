"""Round 53 (s50wsT): an ability quoted in 「…」 (「【永】 このカードはアタックできない。」を得る) — a
「…」 that opens with an ability's kind marker quotes an ability, as 『…』 does (the WS rules
document quotes abilities so: 「…」という能力を持ち); no card name opens with one. The normaliser
turns its brackets into 『』 (``grammar.normalise.ability_quotes``), one character for one."""

from __future__ import annotations

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from grammar.normalise import ability_quotes, normalise
from tests.ruling.boards import center_orientations, unsupported, ws_battle, ws_compile

GIVE = (
    "【起】［このカードを【レスト】する］ あなたは自分のキャラを1枚選び、そのターン中、"
    "「【自】 このカードがフロントアタックした時、そのアタック中、このカードのバトル相手のパワーを"
    "－1000。」を与える。"
)


def test_brackets_become_ability_quotes_names_inside_kept() -> None:
    s = "「【永】 「甲」がいるなら、このカードのパワーを＋1000。」を得る。「乙」を選ぶ。"
    assert (
        ability_quotes(s)
        == "『【永】 「甲」がいるなら、このカードのパワーを＋1000。』を得る。「乙」を選ぶ。"
    )
    # the space after the marker is layout, as in 『…』; a name's 「…」 stays
    assert (
        normalise(s).text
        == "『【永】「甲」がいるなら、このカードのパワーを+1000。』を得る。「乙」を選ぶ。"
    )


def test_the_same_program_as_with_double_brackets() -> None:
    double = GIVE.replace("「", "『").replace("」", "』")
    assert ws_compile(GIVE) == ws_compile(double)


def test_a_gained_ability_in_brackets_acts() -> None:
    """「【永】 このカードは『…フロントアタックされない。』」 written with 「…」: B's 受け役 has it in
    A's turn, the front attack is not made as one (no battle: 受け役 stays standing)."""
    theirs = "【永】 相手のターン中、このカードは「【永】 このカードはフロントアタックされない。」を得る。"
    r = ws_battle(power=9000, theirs=theirs)
    assert not unsupported(r)
    assert center_orientations(r)[1] == "stand"
    plain = ws_battle(power=9000, theirs=theirs.replace("相手のターン中", "あなたのターン中"))
    assert center_orientations(plain)[1] == "reverse"
