"""Monster Collection (mc), round 63 (s60mcC), issue 12: 「進軍タイプ:歩行/飛行」 printed as a line —
the unit's advance types, several side by side: the unit is each of them (2.1.19.3), as several
attributes are all held (2.1.13.3). Walking alone it could not reach c4 (12.2.2.2); with 飛行 too
the advance is taken as allowed (its range is a figure lost from the document: said, 2.1.19.2). A
name 2.1.19.1 does not list stays refused."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.test_mc_cardtext_r15 import _FLY


def _advance(line: str) -> object:
    printed = _FLY.replace("defense: 3}", f'defense: 3, text: "{line}"}}')
    return resolve(loads(printed % ""))


@pytest.mark.parametrize("line", ["進軍タイプ:歩行/飛行", "「進軍タイプ:歩行/飛行」"])
def test_walking_and_flying_reaches(line: str) -> None:
    r = _advance(line)
    assert not any(w.kind == "unsupported" for w in r.main.warnings)  # type: ignore[attr-defined]
    assert r.outcome.get("winner") == "A"  # type: ignore[attr-defined]
    assert any(
        w.kind == "assumption" and {"2.1.19.2", "2.1.19.3"} <= set(w.clauses)
        for w in r.main.warnings  # type: ignore[attr-defined]
    )


def test_walking_alone_is_rejected() -> None:
    r = _advance("進軍タイプ:歩行")
    assert r.outcome["rejected"] and "12.2.2.2" in r.decided_by  # type: ignore[attr-defined]


def test_the_card_holds_both() -> None:
    from ruling.games._mc.cardtext import printed_advances
    from ruling.scenario import Card

    card = Card(uid="u", owner="A", name="u", text="進軍タイプ:歩行/飛行")
    assert printed_advances(card) == ("歩行", "飛行")


def test_given_apart_split_too() -> None:
    r = resolve(loads(_FLY.replace("defense: 3}", "defense: 3, advance: 歩行/飛行}") % ""))
    assert r.outcome.get("winner") == "A"


def test_an_unlisted_name_stays_refused() -> None:
    (a,) = _abilities("mc", "進軍タイプ:歩行/水泳", "unit")
    assert not a.supported
