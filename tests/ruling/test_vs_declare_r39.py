"""VS declarations (round 39): 「（あなたは）名前 / 技属性を1つ宣言する」 — the master declares a value of
that field of a card's information (2.1.4 a name, 2.15.3 a technique attribute), one a card of the game
holds or another — and the steps after it that name the declared value (「宣言した名前のカード」,
「宣言した技属性を持つカード」) choose only among the cards that hold it. 称号 declarations (2.3.4) and
「宣言した…」 with no declaration before it are refused, never run with the value dropped (作品名, 2.9.2:
read since round 41)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import decided, main_state, vs_ability, vs_ruling

HEAD = "【局長判断】《ラジオ》[リング][エネルギーを2枚レストする]"


@pytest.mark.parametrize(
    ("text", "field"),
    [
        (
            "名前を1つ宣言する。相手の手札を見て、宣言した名前のカードを1枚まで選び、相手の控え室に置く。",
            "name",
        ),
        (
            "あなたは技属性を1つ宣言する。相手の手札を見て、宣言した技属性を持つカードを1枚まで選び、"
            "相手の控え室に置く。",
            "attribute",
        ),
    ],
)
def test_the_declaration_and_its_filter_compile(text: str, field: str) -> None:
    ab = vs_ability(HEAD + text)
    assert ab.supported
    kinds = [op.kind for op in ab.program.ops]
    assert kinds[0] == "declare" and ab.program.ops[0].value == field


@pytest.mark.parametrize(
    "text",
    [
        # (round 41: a work name is declared too, 2.9.2 — test_vs_r41_constructions; a title
        # is still refused)
        "称号を1つ宣言する。相手の手札を見て、カードを1枚まで選び、相手の控え室に置く。",
        "相手の手札を見て、宣言した名前のカードを1枚まで選び、相手の控え室に置く。",
        "相手は名前を1つ宣言する。相手の手札を見て、カードを1枚まで選び、相手の控え室に置く。",
    ],
)
def test_other_shapes_are_refused(text: str) -> None:
    assert not vs_ability(HEAD + text).supported


def _run(text: str, declared: str) -> object:
    a = (
        "{deck: 9, energy: 2, ring: {name: 千早, ap: 2000, dp: 2000},"
        ' bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "' + text + '"}}}'
    )
    b = (
        "{deck: 9, waiting: 0, ring: {name: 美希, ap: 2000, dp: 3000}, hand: ["
        "{name: 春香, ap: 1000, dp: 1000, attribute: 剣技}, {name: 雪歩, ap: 1000, dp: 1000, attribute: 歌}]}"
    )
    choices = f"choices:\n  - {{player: A, choose: {declared}}}\n  - {{player: A, choose: '1'}}\n"
    return vs_ruling(
        a,
        b,
        "  - {do: ability_phase, actions: [{do: use, card: 律子}]}",
        "[B.hand, B.waiting]",
        "{player: A, number: 6, phase: ability}",
        choices,
    )


NAME = "[ベンチ][このカードをレストする]名前を1つ宣言する。相手の手札を見て、宣言した名前のカードを1枚まで選び、相手の控え室に置く。"
ATTR = "[ベンチ][このカードをレストする]技属性を1つ宣言する。相手の手札を見て、宣言した技属性を持つカードを1枚まで選び、相手の控え室に置く。"


@pytest.mark.parametrize(
    ("text", "declared", "waiting", "clause"),
    [
        (NAME, "春香", 1, "2.1.4"),
        (NAME, "other", 0, "2.1.4"),
        (ATTR, "剣技", 1, "2.15.3"),
        (ATTR, "other", 0, "2.15.3"),
    ],
)
def test_only_a_card_holding_the_declared_value(
    text: str, declared: str, waiting: int, clause: str
) -> None:
    r = _run(text, declared)
    assert main_state(r, "B.waiting") == waiting
    assert main_state(r, "B.hand") == 2 - waiting
    assert clause in decided(r)
