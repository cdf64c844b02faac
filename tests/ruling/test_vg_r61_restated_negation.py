"""「XがPなら、A。Pでないなら、B。」 (round 61, s58vgC): a sentence opening with the condition
before it negated, its subject left unsaid, is the other case — read as 「そうでないなら」
(``abilities.restated_negation``, 11.2.3); before: refused, "a count of unit none"."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported
from tests.ruling.test_vg_constructions import ATTACK, run, value

TEXT = (
    "【自】【(R)】：このユニットがアタックした時、あなたのヴァンガードのドライブが１以下なら、"
    "そのターン中、このユニットのパワー＋4000。１以下でないなら、そのターン中、このユニットの"
    "パワー＋2000。"
)


def _vanguard(skills: str) -> str:
    return f"{{name: 竜, type: normal, grade: 3, power: 13000, skills: {skills}}}"


def test_the_first_case() -> None:
    # drive 1 (2.17.2): the first case only
    r = run(TEXT, actions=ATTACK, vanguard=_vanguard("[]"))
    assert not unsupported(r) and value(r, "power") == 14000


def test_the_other_case() -> None:
    # twin drive: drive 2 (14.3.3.1), not 1 or less: the other case only
    r = run(TEXT, actions=ATTACK, vanguard=_vanguard("[twin_drive]"))
    assert not unsupported(r) and value(r, "power") == 12000


def test_another_predicate_is_not_the_other_case() -> None:
    get_game("vg")
    other = TEXT.replace("１以下でないなら", "２以下でないなら")
    assert not _abilities("vg", other, None)[0].supported
