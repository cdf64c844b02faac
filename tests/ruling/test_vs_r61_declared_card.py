"""Round 61 (s58vsO): 「Xがその（作品名|技属性）のカードなら」 — the condition on a value the step
before declared, written as a card of it rather than 「…を持つなら」: the same condition (a card of
a work / a technique attribute is one that holds it, 2.9.1 / 2.15.1; the declaration 2.9.2 /
2.15.3). 「その名前のカード」 is not read so (a name is compared by the description, 2.1.4)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import problems, vs_ability

WORK = (
    "[リング]このカードがアタックした時、あなたは作品名を1つ宣言する。相手のリングのカードがその"
    "作品名のカードなら、相手のリングのカードを+0/-2000。"
)
ATTRIBUTE = (
    "[ベンチ][このカードをレストする]あなたは技属性を1つ宣言する。相手のリングのカードがその"
    "技属性のカードなら、あなたは1枚引く。"
)


@pytest.mark.parametrize("text", [WORK, ATTRIBUTE])
def test_the_card_of_the_declared_value_compiles(text: str) -> None:
    ab = vs_ability(text)
    assert ab.supported, ab.reason
    assert [op.kind for op in ab.program.ops][0] == "declare"


def test_that_name_s_card_is_not_read_as_a_condition() -> None:
    text = (
        "[ベンチ][このカードをレストする]あなたは名前を1つ宣言する。相手のリングのカードがその"
        "名前のカードなら、あなたは1枚引く。"
    )
    assert not vs_ability(text).supported


@pytest.mark.parametrize(("declared", "zone"), [("星海の歌姫", "B.retire"), ("other", "B.ring")])
def test_a_card_of_the_declared_work_on_a_board(declared: str, zone: str) -> None:
    scn = (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, phase: ability, first_player: B}\n"
        "players:\n  A:\n    deck: 10\n"
        f'    ring: {{name: 千早, ap: 1000, dp: 2000, text: "{WORK}"}}\n'
        "    bench: {left: {name: 律子, ap: 1000, dp: 1000}}\n"
        "  B:\n    deck: [{name: 雪歩, ap: 1000, dp: 3000}, 5]\n"
        "    ring: {name: 美希, ap: 1000, dp: 2000, work: 星海の歌姫}\n    retire: 0\n"
        "actions:\n  - {do: attack, support: 律子}\n"
        f"choices:\n  - {{player: A, at: declare, choose: {declared}}}\n"
        f'expect:\n  state: {{美希.zone: {zone}}}\n  decided_by: ["2.9.2", "2.9.1"]\n'
    )
    got = problems(scn)
    assert not got, got
